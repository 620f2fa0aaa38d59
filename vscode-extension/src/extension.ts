/**
 * VS Code entry point: starts ptx-lsp over stdio for `ptx` documents and keeps it configured.
 *
 * **One server process per window, owned by `activeClient`.** Restarting (the command, or a change
 * to `ptx.server.*`) always stops the old client before a new one starts, so two servers never
 * answer the same document. **Launch and settings logic lives in `settings.ts`** (pure, tested
 * under Node); this file only wires it to the VS Code API.
 */

import * as vscode from "vscode";
import {
  ConfigurationRequest,
  DidChangeConfigurationNotification,
  type Executable,
  LanguageClient,
  type LanguageClientOptions,
  RevealOutputChannelOn,
} from "vscode-languageclient/node";

import {
  affectsServerSettings,
  type ConfigGetter,
  describeLaunch,
  didChangeConfigurationPayload,
  documentLanguages,
  hostContext,
  initializationOptions,
  needsRestart,
  readClientSettings,
  readServerSettings,
  serverLaunch,
} from "./settings";

const SECTION = "ptx";
const SHOW_SASS = "ptx.showSass";
const SASS_SCHEME = "ptx-sass";
/** Disassemblies shown as read-only documents (`ptx-sass:` URIs), by URI. */
const sassDocuments = new Map<string, string>();
const sassChanged = new vscode.EventEmitter<vscode.Uri>();
let activeClient: LanguageClient | undefined;
let output: vscode.OutputChannel | undefined;
// Starts and stops run one after another: two quick setting changes must not interleave.
let lifecycle: Promise<void> = Promise.resolve();

function serially(task: () => Promise<void>): Promise<void> {
  lifecycle = lifecycle.then(task, task);
  return lifecycle;
}

/** Reads `ptx.<key>` for a resource (or the window), as settings.ts expects it. */
function getterFor(scope?: vscode.Uri): ConfigGetter {
  const config = vscode.workspace.getConfiguration(SECTION, scope ?? null);
  return (key) => config.get<unknown>(key);
}

function log(message: string): void {
  output?.appendLine(`[client] ${message}`);
}

function firstWorkspaceFolder(): string | undefined {
  return vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
}

/** Answers the server's workspace/configuration pulls for `ptx` with the validated settings object. */
const configurationMiddleware: ConfigurationRequest.MiddlewareSignature = async (params, token, next) => {
  const answers = await next(params, token);
  if (!Array.isArray(answers)) {
    return answers;
  }
  const defaults: unknown[] = answers;
  return params.items.map((item, index): unknown => {
    if (item.section !== SECTION) {
      return defaults[index];
    }
    const scope = item.scopeUri === undefined ? undefined : vscode.Uri.parse(item.scopeUri);
    return readServerSettings(getterFor(scope)).settings;
  });
};

interface SassResult {
  text: string;
  arch: string;
  tool: string;
  revealLine: number | null;
}

/**
 * `ptx.showSass` goes to the server (vscode-languageclient registers the command from the server's
 * executeCommandProvider); this middleware fills in the active PTX editor and cursor line when the
 * command comes from the palette, then opens the returned SASS beside the PTX, read-only, at the
 * line made from the cursor's PTX line.
 */
async function executeCommandMiddleware(
  command: string,
  args: unknown[],
  next: (command: string, args: unknown[]) => unknown,
): Promise<unknown> {
  if (command !== SHOW_SASS) {
    return next(command, args);
  }
  const editor = vscode.window.activeTextEditor;
  if (args.length === 0 && editor !== undefined) {
    args = [editor.document.uri.toString(), editor.selection.active.line];
  }
  const result = (await next(command, args)) as SassResult | undefined;
  if (result === undefined || typeof result.text !== "string") {
    return result;
  }
  const source = vscode.Uri.parse(String(args[0]));
  const name = source.path.split("/").pop() ?? "document.ptx";
  const uri = vscode.Uri.from({ scheme: SASS_SCHEME, path: `/${name}.${result.arch}.sass` });
  sassDocuments.set(uri.toString(), result.text);
  sassChanged.fire(uri);
  const document = await vscode.workspace.openTextDocument(uri);
  const line = typeof result.revealLine === "number" ? result.revealLine : 0;
  const position = new vscode.Position(line, 0);
  await vscode.window.showTextDocument(document, {
    viewColumn: vscode.ViewColumn.Beside,
    preserveFocus: true,
    preview: true,
    selection: new vscode.Range(position, position),
  });
  return result;
}

function createClient(channel: vscode.OutputChannel): LanguageClient {
  const client = readClientSettings(getterFor(), process.platform);
  const server = readServerSettings(getterFor());
  for (const problem of [...client.problems, ...server.problems]) {
    log(`setting ignored: ${problem}`);
  }
  const launch = serverLaunch(client.settings, process.platform, hostContext(firstWorkspaceFolder()));
  log(`starting: ${describeLaunch(launch)}`);

  const executable: Executable = { command: launch.command, args: launch.args, options: launch.options };
  const clientOptions: LanguageClientOptions = {
    // PTX files, and C++ files for the PTX in their asm() strings (the server answers nothing
    // outside those strings, so it runs beside clangd); `ptx.inline.enabled` turns C++ off.
    documentSelector: documentLanguages(server.settings).flatMap((language) => [
      { scheme: "file", language },
      { scheme: "untitled", language },
    ]),
    // No `synchronize.configurationSection`: it would push the whole `ptx` section, client-only
    // `server`/`trace` keys included. pushSettings() sends exactly the server's settings instead,
    // and the middleware below answers the server's own workspace/configuration pulls.
    // workspaceTrusted: only a trusted workspace may run tools that live inside it (see README, Security)
    initializationOptions: initializationOptions(server.settings, vscode.workspace.isTrusted),
    outputChannel: channel,
    traceOutputChannel: channel,
    revealOutputChannelOn: RevealOutputChannelOn.Never,
    middleware: {
      workspace: {
        configuration: configurationMiddleware,
      },
      executeCommand: executeCommandMiddleware,
    },
  };
  // The id "ptx" makes vscode-languageclient honour the `ptx.trace.server` setting by itself.
  return new LanguageClient(SECTION, "PTX Language Server", executable, clientOptions);
}

async function stopServer(): Promise<void> {
  const client = activeClient;
  activeClient = undefined;
  if (client === undefined) {
    return;
  }
  try {
    await client.stop(2000);
  } catch (error) {
    log(`stopping the server failed: ${String(error)}`);
  }
  await client.dispose().catch(() => undefined);
}

/** Sends the current server settings with workspace/didChangeConfiguration (`{ptx: {...}}`). */
async function pushSettings(): Promise<void> {
  const client = activeClient;
  if (client?.isRunning() !== true) {
    return;
  }
  const { settings, problems } = readServerSettings(getterFor());
  for (const problem of problems) {
    log(`setting ignored: ${problem}`);
  }
  await client.sendNotification(DidChangeConfigurationNotification.type, didChangeConfigurationPayload(settings));
}

async function showStartFailure(channel: vscode.OutputChannel): Promise<void> {
  const openSettings = "Open Settings";
  const showOutput = "Show Output";
  const choice = await vscode.window.showErrorMessage(
    "PTX: the ptx-lsp language server did not start. Install it with `pip install ptx-lsp`, " +
      "or set `ptx.server.path` / `ptx.server.pythonPath`.",
    openSettings,
    showOutput,
  );
  if (choice === openSettings) {
    await vscode.commands.executeCommand("workbench.action.openSettings", "ptx.server");
  } else if (choice === showOutput) {
    channel.show(true);
  }
}

async function startServer(channel: vscode.OutputChannel): Promise<void> {
  await stopServer();
  const client = createClient(channel);
  activeClient = client;
  try {
    await client.start();
    log("server started");
  } catch (error) {
    log(`the server did not start: ${String(error)}`);
    if (activeClient === client) {
      activeClient = undefined;
    }
    await client.dispose().catch(() => undefined);
    // Not awaited: a dialog left open must not hold up the next restart.
    void showStartFailure(channel);
  }
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const channel = vscode.window.createOutputChannel("PTX Language Server");
  output = channel;
  context.subscriptions.push(
    channel,
    vscode.commands.registerCommand("ptx.restartServer", () => {
      log("restart requested");
      return serially(() => startServer(channel));
    }),
    vscode.commands.registerCommand("ptx.showOutput", () => {
      channel.show(true);
    }),
    sassChanged,
    vscode.workspace.registerTextDocumentContentProvider(SASS_SCHEME, {
      onDidChange: sassChanged.event,
      provideTextDocumentContent: (uri) => sassDocuments.get(uri.toString()) ?? "",
    }),
    // The server learns the trust state at initialize: restart it when the user grants trust.
    vscode.workspace.onDidGrantWorkspaceTrust(() => {
      log("workspace trusted: restarting the server");
      void serially(() => startServer(channel));
    }),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (needsRestart((section) => event.affectsConfiguration(section))) {
        log("ptx.server.* changed: restarting the server");
        void serially(() => startServer(channel));
      } else if (affectsServerSettings((section) => event.affectsConfiguration(section))) {
        void serially(pushSettings);
      }
    }),
  );
  await serially(() => startServer(channel));
}

export function deactivate(): Promise<void> {
  return serially(stopServer);
}
