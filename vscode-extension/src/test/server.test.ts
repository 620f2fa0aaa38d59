/**
 * The extension's launch spec and settings payloads against the real ptx-lsp server, over stdio.
 *
 * **What VS Code would do, minus VS Code:** the process is started from `serverLaunch()` (the
 * `ptx.server.pythonPath` route), initializationOptions come from `readServerSettings()`, the
 * server's workspace/configuration pulls are answered like the extension's middleware, and a
 * settings change is pushed with `didChangeConfigurationPayload()`. **The server must accept every
 * payload without a settings warning** — the client/server settings contract, checked end to end.
 * Skips when no Python with the `ptx_lsp` package is found (set PTX_LSP_PYTHON to choose one).
 */

import assert from "node:assert/strict";
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import * as path from "node:path";
import { pathToFileURL } from "node:url";
import { after, before, describe, test } from "node:test";

import {
  createProtocolConnection,
  DidChangeConfigurationNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  PublishDiagnosticsNotification,
  ShowMessageNotification,
  type ShowMessageParams,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  ConfigurationRequest,
} from "vscode-languageserver-protocol/node";

import { type ConfigGetter, didChangeConfigurationPayload, readClientSettings, readServerSettings, serverLaunch } from "../settings";

const ROOT = path.resolve(__dirname, "..", "..");
const REPO = path.resolve(ROOT, "..");

/** A Python that can import ptx_lsp: $PTX_LSP_PYTHON, the repository's .venv, or python3/python on PATH. */
function findPython(): string | undefined {
  const bin = process.platform === "win32" ? path.join("Scripts", "python.exe") : path.join("bin", "python");
  const candidates = [process.env.PTX_LSP_PYTHON, path.join(REPO, ".venv", bin), "python3", "python"];
  for (const candidate of candidates) {
    if (candidate === undefined || candidate === "") {
      continue;
    }
    const probe = spawnSync(candidate, ["-c", "import ptx_lsp.lsp.server"], { env: serverEnv(), timeout: 30000 });
    if (probe.status === 0) {
      return candidate;
    }
  }
  return undefined;
}

/** The environment for the server: this checkout's sources first, whether or not the package is installed. */
function serverEnv(): NodeJS.ProcessEnv {
  const server = path.join(REPO, "server");
  const current = process.env.PYTHONPATH;
  return { ...process.env, PYTHONPATH: current ? `${server}${path.delimiter}${current}` : server };
}

const PYTHON = findPython();
const skip = PYTHON === undefined ? "no Python with the ptx_lsp package (set PTX_LSP_PYTHON)" : false;

// A PTX file with one syntax error (line 7), so a diagnostic is certain whatever else is checked.
const DOCUMENT = [
  ".version 8.5",
  ".target sm_75",
  ".address_size 64",
  ".visible .entry k()",
  "{",
  "\t.reg .b32 %r<4>;",
  "\tmov.u32 %r1 %r2 %r3 ,, ;",
  "\tret;",
  "}",
  "",
].join("\n");

function getter(values: Record<string, unknown>): ConfigGetter {
  return (key) => values[key];
}

describe("the extension's launch and settings against the real server", { skip }, () => {
  let proc: ChildProcess | undefined;
  let connection: ProtocolConnection | undefined;
  const messages: ShowMessageParams[] = [];
  const published: PublishDiagnosticsParams[] = [];
  const pulls: unknown[] = [];
  let stderr = "";
  // What the user "has set" in VS Code; the pull answers read it at the time of the pull.
  let userSettings: Record<string, unknown> = { "ptxas.enabled": false, defaultTarget: "sm_80" };
  const uri = pathToFileURL(path.join(ROOT, "test-fixtures", "contract.ptx")).toString();

  function setConnection(value: ProtocolConnection): void {
    connection = value;
  }

  function conn(): ProtocolConnection {
    assert.ok(connection, "the server did not start");
    return connection;
  }

  function nextPublish(predicate: (p: PublishDiagnosticsParams) => boolean, timeoutMs = 20000): Promise<PublishDiagnosticsParams> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const poll = (): void => {
        const found = published.find(predicate);
        if (found !== undefined) {
          resolve(found);
        } else if (Date.now() - started > timeoutMs) {
          reject(new Error(`no matching publishDiagnostics within ${timeoutMs} ms; got ${JSON.stringify(published)}\n${stderr}`));
        } else {
          setTimeout(poll, 20);
        }
      };
      poll();
    });
  }

  before(async () => {
    const client = readClientSettings(getter({ "server.pythonPath": PYTHON }), process.platform).settings;
    const launch = serverLaunch(client, process.platform, { home: "/nonexistent", workspaceFolder: ROOT });
    assert.deepEqual(launch.args, ["-m", "ptx_lsp", "serve"]);
    const child = spawn(launch.command, launch.args, { cwd: launch.options.cwd, env: serverEnv(), stdio: ["pipe", "pipe", "pipe"] });
    proc = child;
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const rpc = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
    rpc.onNotification(ShowMessageNotification.type, (params) => messages.push(params));
    rpc.onNotification(PublishDiagnosticsNotification.type, (params) => published.push(params));
    rpc.onRequest(ConfigurationRequest.type, (params) =>
      params.items.map((item) => {
        pulls.push(item.section);
        return item.section === "ptx" ? readServerSettings(getter(userSettings)).settings : null;
      }),
    );
    rpc.listen();
    setConnection(rpc);

    const init = await rpc.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- still required by InitializeParams; VS Code sends it too
      rootUri: pathToFileURL(ROOT).toString(),
      workspaceFolders: [{ uri: pathToFileURL(ROOT).toString(), name: "vscode-extension" }],
      capabilities: { workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } } },
      initializationOptions: readServerSettings(getter(userSettings)).settings,
    });
    assert.ok(init.capabilities.hoverProvider, JSON.stringify(init.capabilities));
    await rpc.sendNotification(InitializedNotification.type, {});
    await rpc.sendNotification(DidOpenTextDocumentNotification.type, {
      textDocument: { uri, languageId: "ptx", version: 1, text: DOCUMENT },
    });
  });

  after(async () => {
    if (connection === undefined || proc === undefined) {
      return;
    }
    const child = proc;
    const exited = new Promise<number | null>((resolve) => {
      child.once("exit", (code) => {
        resolve(code);
      });
    });
    await connection.sendRequest(ShutdownRequest.type);
    await connection.sendNotification(ExitNotification.type);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => {
        resolve("timeout");
      }, 10000);
    });
    const code = await Promise.race([exited, timeout]);
    clearTimeout(timer);
    connection.dispose();
    if (code === "timeout") {
      child.kill();
    }
    assert.equal(code, 0, `server exit: ${String(code)}\n${stderr}`);
  });

  test("the syntax error is published for the opened document", async () => {
    const first = await nextPublish((p) => p.uri === uri && p.diagnostics.length > 0);
    assert.ok(first.diagnostics.some((d) => d.range.start.line === 6 && d.severity === 1), JSON.stringify(first.diagnostics));
  });

  test("disabling that code with a pushed settings change removes it", async () => {
    const before = await nextPublish((p) => p.uri === uri && p.diagnostics.some((d) => d.range.start.line === 6));
    const code = before.diagnostics.find((d) => d.range.start.line === 6)?.code;
    assert.equal(typeof code, "string", JSON.stringify(before.diagnostics));
    userSettings = { ...userSettings, "diagnostics.disabled": [code] };
    const count = published.length;
    await conn().sendNotification(
      DidChangeConfigurationNotification.type,
      didChangeConfigurationPayload(readServerSettings(getter(userSettings)).settings),
    );
    const after = await nextPublish((p) => p.uri === uri && published.indexOf(p) >= count);
    assert.ok(!after.diagnostics.some((d) => d.code === code), JSON.stringify(after.diagnostics));
  });

  test("the server accepted every settings payload without a warning", () => {
    const warnings = messages.filter((m) => /setting/i.test(m.message));
    assert.deepEqual(warnings, [], stderr);
    assert.ok(pulls.every((section) => section === "ptx"), JSON.stringify(pulls));
  });
});
