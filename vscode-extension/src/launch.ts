/**
 * How the extension starts the server: an explicit command, or a Python ≥ 3.10 running the server
 * bundled in the .vsix (or the one installed in that Python when the build carries no bundle).
 *
 * **No `vscode` import here**, so the decision is tested under plain Node: the inputs are the
 * settings, the platform, where the bundle is, and what the Python extension reports; Pythons
 * are probed through an injected function. **Every failure ends in one actionable message**
 * that says what was tried and what to set or install.
 */

import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";

import { type ClientSettings, type ExpandContext, type ServerLaunch, expandPath, serverLaunch } from "./settings";

export const MIN_PYTHON: readonly [number, number] = [3, 10];

/** A way to run Python: the executable and the arguments that come before the script (`py -3`). */
export interface PythonCommand {
  command: string;
  args: string[];
  /** Where it came from, for messages: `ptx.server.pythonPath`, `the Python extension`, `PATH`. */
  source: string;
}

/** What a probe found: the interpreter's version, or why it could not run. */
export type ProbeResult = { version: [number, number] } | { error: string };
export type PythonProbe = (python: PythonCommand) => ProbeResult;

export interface LaunchInputs {
  client: ClientSettings;
  platform: NodeJS.Platform;
  ctx: ExpandContext;
  /** The extension's `bundled/` directory when it holds the server (`bundled/launch.py`). */
  bundledDir?: string | undefined;
  /** The interpreter the Python extension has selected for the workspace, when it is installed. */
  pythonFromExtension?: string[] | undefined;
}

export type LaunchPlan =
  | { kind: "launch"; launch: ServerLaunch; description: string }
  | { kind: "no-python"; message: string };

/** The Pythons to try, best first: the setting, the Python extension's choice, then PATH. */
export function pythonCandidates(inputs: LaunchInputs): PythonCommand[] {
  const out: PythonCommand[] = [];
  if (inputs.client.pythonPath !== "") {
    out.push({ command: expandPath(inputs.client.pythonPath, inputs.ctx), args: [], source: "ptx.server.pythonPath" });
    return out; // an explicit choice is not second-guessed
  }
  const fromExtension = inputs.pythonFromExtension;
  if (fromExtension !== undefined && fromExtension.length > 0 && fromExtension[0] !== "") {
    out.push({ command: fromExtension[0] as string, args: fromExtension.slice(1), source: "the Python extension's interpreter" });
  }
  const onPath: Array<[string, string[]]> =
    inputs.platform === "win32" ? [["py", ["-3"]], ["python", []], ["python3", []]] : [["python3", []], ["python", []]];
  for (const [command, args] of onPath) {
    out.push({ command, args, source: "PATH" });
  }
  return out;
}

function versionOk(version: [number, number]): boolean {
  return version[0] > MIN_PYTHON[0] || (version[0] === MIN_PYTHON[0] && version[1] >= MIN_PYTHON[1]);
}

function describe(python: PythonCommand): string {
  return [python.command, ...python.args].join(" ");
}

/**
 * The launch plan. `ptx.server.path` set: that command (`<path> serve`). Otherwise the first
 * Python ≥ 3.10 runs `bundled/launch.py serve` (or `-m ptx_lsp serve` without a bundle).
 */
export function planLaunch(inputs: LaunchInputs, probe: PythonProbe): LaunchPlan {
  const { client, platform, ctx } = inputs;
  if (client.serverPath !== "") {
    const launch = serverLaunch({ ...client, pythonPath: "" }, platform, ctx);
    return { kind: "launch", launch, description: `ptx.server.path: ${launch.command}` };
  }
  const tried: string[] = [];
  for (const python of pythonCandidates(inputs)) {
    const found = probe(python);
    if ("error" in found) {
      tried.push(`${describe(python)} (${python.source}): ${found.error}`);
      continue;
    }
    if (!versionOk(found.version)) {
      tried.push(`${describe(python)} (${python.source}): Python ${found.version.join(".")} is too old`);
      continue;
    }
    const options: ServerLaunch["options"] = {};
    if (ctx.workspaceFolder !== undefined) {
      options.cwd = ctx.workspaceFolder;
    }
    const script =
      inputs.bundledDir !== undefined ? [path.join(inputs.bundledDir, "launch.py")] : ["-m", "ptx_lsp"];
    const launch: ServerLaunch = { command: python.command, args: [...python.args, ...script, "serve", ...client.serverArgs], options };
    const what = inputs.bundledDir !== undefined ? "the bundled server" : "ptx_lsp installed in that Python";
    return { kind: "launch", launch, description: `${what} with Python ${found.version.join(".")} from ${python.source}` };
  }
  return { kind: "no-python", message: noPythonMessage(tried, client.pythonPath !== "") };
}

/** The message shown when no usable Python was found: what was tried and the three ways out. */
export function noPythonMessage(tried: string[], explicit: boolean): string {
  const need = `Python ${MIN_PYTHON.join(".")} or newer`;
  const head = explicit
    ? `PTX: the interpreter in ptx.server.pythonPath cannot run the language server (it needs ${need}).`
    : `PTX: the language server needs ${need}, and none was found.`;
  return (
    `${head} Tried: ${tried.join("; ") || "nothing"}. ` +
    "Install Python (python.org, or your system's python3 package), select an interpreter with the Python " +
    "extension, or set ptx.server.pythonPath to a Python 3.10+ executable (or ptx.server.path to a ptx-lsp command)."
  );
}

/** Runs `python -c 'print version'` (10 s at most); used by the extension, and by the tests on real Pythons. */
export function probePython(python: PythonCommand): ProbeResult {
  const result = spawnSync(python.command, [...python.args, "-c", "import sys; print('%d.%d' % sys.version_info[:2])"], {
    encoding: "utf8",
    timeout: 10000,
    windowsHide: true,
  });
  if (result.error !== undefined) {
    const code = (result.error as NodeJS.ErrnoException).code;
    return { error: code === "ENOENT" ? "not found" : result.error.message };
  }
  const match = /^(\d+)\.(\d+)\s*$/.exec(result.stdout);
  if (result.status !== 0 || match === null) {
    return { error: `exited with ${String(result.status)}${result.stderr ? `: ${result.stderr.trim().split("\n").pop() ?? ""}` : ""}` };
  }
  return { version: [Number(match[1]), Number(match[2])] };
}

/** The extension's `bundled/` directory if the .vsix carries the server (`bundled/launch.py` and `bundled/libs`). */
export function findBundle(extensionPath: string): string | undefined {
  const dir = path.join(extensionPath, "bundled");
  return fs.existsSync(path.join(dir, "launch.py")) && fs.existsSync(path.join(dir, "libs")) ? dir : undefined;
}
