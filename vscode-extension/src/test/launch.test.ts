/**
 * The launch decision (launch.ts): which command starts the server for which settings and Pythons.
 *
 * Pythons are faked by a probe table for the decision itself; `probePython` is also run on the
 * real interpreter that runs the other tests, and on a missing one.
 */

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { describe, test } from "node:test";

import { findBundle, type LaunchInputs, noPythonMessage, planLaunch, type ProbeResult, probePython, pythonCandidates, type PythonCommand } from "../launch";
import type { ClientSettings } from "../settings";

const CTX = { home: "/home/u", workspaceFolder: "/work/proj" };
const BUNDLE = "/ext/bundled";

function inputs(client: Partial<ClientSettings>, more: Partial<LaunchInputs> = {}): LaunchInputs {
  return { client: { serverPath: "", pythonPath: "", serverArgs: [], ...client }, platform: "linux", ctx: CTX, bundledDir: BUNDLE, ...more };
}

/** A probe answering from a table of `command args` -> result; anything else is "not found". */
function fakeProbe(table: Record<string, ProbeResult>, seen: string[] = []): (p: PythonCommand) => ProbeResult {
  return (python) => {
    const key = [python.command, ...python.args].join(" ");
    seen.push(key);
    return table[key] ?? { error: "not found" };
  };
}

describe("launch plan", () => {
  test("the bundled server runs with python3 from PATH by default", () => {
    const plan = planLaunch(inputs({ serverArgs: ["-v"] }), fakeProbe({ python3: { version: [3, 11] } }));
    assert.equal(plan.kind, "launch");
    assert.equal(plan.launch.command, "python3");
    assert.deepEqual(plan.launch.args, [path.join(BUNDLE, "launch.py"), "serve", "-v"]);
    assert.equal(plan.launch.options.cwd, "/work/proj");
    assert.match(plan.description, /bundled server with Python 3\.11 from PATH/);
  });

  test("the Python extension's interpreter comes before PATH", () => {
    const seen: string[] = [];
    const plan = planLaunch(
      inputs({}, { pythonFromExtension: ["/venv/bin/python"] }),
      fakeProbe({ "/venv/bin/python": { version: [3, 12] }, python3: { version: [3, 13] } }, seen),
    );
    assert.equal(plan.kind === "launch" && plan.launch.command, "/venv/bin/python");
    assert.deepEqual(seen, ["/venv/bin/python"]);
  });

  test("too old or missing Pythons are skipped in order", () => {
    const seen: string[] = [];
    const plan = planLaunch(
      inputs({}, { pythonFromExtension: ["/old/python"] }),
      fakeProbe({ "/old/python": { version: [3, 8] }, python: { version: [3, 10] } }, seen),
    );
    assert.deepEqual(seen, ["/old/python", "python3", "python"]);
    assert.equal(plan.kind === "launch" && plan.launch.command, "python");
  });

  test("on Windows the py launcher is asked for Python 3 first", () => {
    const candidates = pythonCandidates(inputs({}, { platform: "win32" }));
    assert.deepEqual(candidates.map((c) => [c.command, ...c.args].join(" ")), ["py -3", "python", "python3"]);
    const plan = planLaunch(inputs({}, { platform: "win32" }), fakeProbe({ "py -3": { version: [3, 12] } }));
    assert.equal(plan.kind, "launch");
    assert.deepEqual(plan.launch.args.slice(0, 2), ["-3", path.join(BUNDLE, "launch.py")]);
  });

  test("ptx.server.pythonPath is the only candidate when set, with ~ and ${workspaceFolder} expanded", () => {
    const seen: string[] = [];
    const plan = planLaunch(
      inputs({ pythonPath: "${workspaceFolder}/.venv/bin/python" }, { pythonFromExtension: ["/other"] }),
      fakeProbe({ "/work/proj/.venv/bin/python": { version: [3, 10] } }, seen),
    );
    assert.deepEqual(seen, ["/work/proj/.venv/bin/python"]);
    assert.equal(plan.kind === "launch" && plan.launch.command, "/work/proj/.venv/bin/python");
  });

  test("ptx.server.path wins and needs no Python", () => {
    const seen: string[] = [];
    const plan = planLaunch(inputs({ serverPath: "~/.local/bin/ptx-lsp", pythonPath: "/ignored" }), fakeProbe({}, seen));
    assert.deepEqual(seen, []);
    assert.equal(plan.kind, "launch");
    assert.equal(plan.launch.command, "/home/u/.local/bin/ptx-lsp");
    assert.deepEqual(plan.launch.args, ["serve"]);
  });

  test("without a bundle the chosen Python runs its installed ptx_lsp", () => {
    const plan = planLaunch(inputs({}, { bundledDir: undefined }), fakeProbe({ python3: { version: [3, 14] } }));
    assert.equal(plan.kind === "launch" && plan.launch.args.join(" "), "-m ptx_lsp serve");
  });

  test("no usable Python: one message naming what was tried and what to do", () => {
    const plan = planLaunch(inputs({}, { pythonFromExtension: ["/old/python"] }), fakeProbe({ "/old/python": { version: [3, 9] } }));
    assert.equal(plan.kind, "no-python");
    assert.match(plan.message, /needs Python 3\.10 or newer, and none was found/);
    assert.match(plan.message, /\/old\/python \(the Python extension's interpreter\): Python 3\.9 is too old/);
    assert.match(plan.message, /python3 \(PATH\): not found/);
    assert.match(plan.message, /ptx\.server\.pythonPath/);
    assert.doesNotMatch(plan.message, /pip install/);
  });

  test("an unusable ptx.server.pythonPath is named as such", () => {
    assert.match(noPythonMessage(["/x (ptx.server.pythonPath): not found"], true), /interpreter in ptx\.server\.pythonPath cannot run/);
  });
});

describe("probing real interpreters", () => {
  const python = ["python3", "python"].find((p) => spawnSync(p, ["--version"]).status === 0);

  test("a real Python reports its version", { skip: python === undefined ? "no python on PATH" : false }, () => {
    const result = probePython({ command: python as string, args: [], source: "PATH" });
    assert.ok("version" in result, JSON.stringify(result));
    assert.equal(result.version[0], 3);
  });

  test("a missing interpreter is 'not found'", () => {
    assert.deepEqual(probePython({ command: "/nonexistent/python3", args: [], source: "PATH" }), { error: "not found" });
  });

  test("an interpreter that fails is reported with its exit status", () => {
    const result = probePython({ command: process.execPath, args: ["-e", "process.exit(3)", "--"], source: "PATH" });
    assert.ok("error" in result && /exited with 3/.test(result.error), JSON.stringify(result));
  });

  test("findBundle needs both launch.py and libs/", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ptx-ext-"));
    fs.mkdirSync(path.join(dir, "bundled"));
    fs.writeFileSync(path.join(dir, "bundled", "launch.py"), "");
    assert.equal(findBundle(dir), undefined);
    fs.mkdirSync(path.join(dir, "bundled", "libs"));
    assert.equal(findBundle(dir), path.join(dir, "bundled"));
    fs.rmSync(dir, { recursive: true });
  });
});

describe("the server bundled in bundled/ (npm run bundle-server)", () => {
  const EXT = path.resolve(__dirname, "..", "..");
  const bundle = findBundle(EXT);
  const skip = bundle === undefined ? "no bundled server (run `npm run bundle-server`)" : false;

  test("runs with the Python found on PATH, from the bundle and not from a checkout or site-packages", { skip }, () => {
    const plan = planLaunch(
      { client: { serverPath: "", pythonPath: "", serverArgs: [] }, platform: process.platform, ctx: { home: os.homedir() }, bundledDir: bundle },
      probePython,
    );
    assert.equal(plan.kind, "launch", plan.kind === "no-python" ? plan.message : "");
    const env = { ...process.env };
    delete env.PYTHONPATH;
    delete env.VIRTUAL_ENV;
    // The launcher's path set-up, then: where do ptx_lsp and the compiled bindings come from?
    const where = spawnSync(
      plan.launch.command,
      [...plan.launch.args.slice(0, plan.launch.args.indexOf("serve") - 1), "-c",
        `import runpy; runpy.run_path(${JSON.stringify(path.join(bundle as string, "launch.py"))}, run_name="probe"); ` +
        `import ptx_lsp, tree_sitter, tree_sitter_ptx; print(ptx_lsp.__file__); print(tree_sitter.__file__); print(tree_sitter_ptx.__file__)`],
      { env, encoding: "utf8", timeout: 60000, cwd: os.tmpdir() },
    );
    assert.equal(where.status, 0, where.stderr);
    for (const file of where.stdout.trim().split("\n")) {
      assert.ok(file.startsWith(bundle as string), `${file} is not from ${String(bundle)}`);
    }
    // And the launcher itself answers: `launch.py --version`, then a check of a real file.
    const version = spawnSync(plan.launch.command, [...plan.launch.args.slice(0, -1), "--version"], { env, encoding: "utf8", timeout: 60000 });
    assert.equal(version.status, 0, version.stderr);
    assert.match(version.stdout, /^ptx-lsp \d+\.\d+\.\d+/);
    const sample = path.join(EXT, "test-fixtures", "sample.ptx");
    const check = spawnSync(plan.launch.command, [...plan.launch.args.slice(0, -1), "check", "--quiet", sample], { env, encoding: "utf8", timeout: 120000 });
    assert.ok(check.status === 0 || check.status === 1, `${String(check.status)}: ${check.stderr}`);
    assert.doesNotMatch(check.stderr, /Traceback/);
  });
});
