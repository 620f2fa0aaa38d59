/**
 * VS Code entry point: starts ptx-lsp over stdio for `ptx` documents and keeps it configured.
 *
 * **One server process per window, owned by `activeClient`.** Restarting (the command, or a change
 * to `ptx.server.*`) always stops the old client before a new one starts, so two servers never
 * answer the same document. **Launch and settings logic lives in `launch.ts`/`settings.ts`** (pure,
 * tested under Node); this file only wires it to the VS Code API (and asks the Python extension
 * for its interpreter).
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

import { findBundle, type LaunchPlan, planLaunch, probePython } from "./launch";
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
} from "./settings";

const SECTION = "ptx";
const SHOW_SASS = "ptx.showSass";
const SASS_SCHEME = "ptx-sass";
/** Disassemblies shown as read-only documents (`ptx-sass:` URIs), by URI. */
const sassDocuments = new Map<string, string>();
const sassChanged = new vscode.EventEmitter<vscode.Uri>();
let activeClient: LanguageClient | undefined;
let output: vscode.OutputChannel | undefined;
let extensionPath = "";
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

/** The parts of the Python extension's API read here, all optional (older versions lack some). */
interface PythonExtensionApi {
  environments?: {
    getActiveEnvironmentPath?: (resource?: vscode.Uri) => unknown;
    resolveEnvironment?: (environment: unknown) => Promise<{ executable?: { uri?: vscode.Uri } } | undefined>;
  };
  settings?: { getExecutionDetails?: (resource?: vscode.Uri) => { execCommand?: unknown } | undefined };
}

/**
 * The interpreter the Python extension (ms-python.python) has selected for the workspace, as a
 * command line; undefined when that extension is absent or has none. Its API is read loosely so
 * that no version of it is a dependency.
 */
async function pythonFromExtension(): Promise<string[] | undefined> {
  const extension = vscode.extensions.getExtension<PythonExtensionApi>("ms-python.python");
  if (extension === undefined) {
    return undefined;
  }
  try {
    // exports is typed non-null, but an extension that failed to activate exports undefined
    const api = (extension.isActive ? extension.exports : await extension.activate()) as PythonExtensionApi | undefined;
    const resource = vscode.workspace.workspaceFolders?.[0]?.uri;
    const environments = api?.environments;
    if (environments?.getActiveEnvironmentPath !== undefined && environments.resolveEnvironment !== undefined) {
      const resolved = await environments.resolveEnvironment(environments.getActiveEnvironmentPath(resource));
      const executable = resolved?.executable?.uri?.fsPath;
      if (executable !== undefined && executable !== "") {
        return [executable];
      }
    }
    const command = api?.settings?.getExecutionDetails?.(resource)?.execCommand;
    if (Array.isArray(command) && command.length > 0 && command.every((part): part is string => typeof part === "string")) {
      return command;
    }
  } catch (error) {
    log(`the Python extension did not tell its interpreter: ${String(error)}`);
  }
  return undefined;
}

async function planServerLaunch(): Promise<LaunchPlan> {
  const client = readClientSettings(getterFor(), process.platform);
  for (const problem of client.problems) {
    log(`setting ignored: ${problem}`);
  }
  const bundledDir = findBundle(extensionPath);
  log(bundledDir !== undefined ? `bundled server: ${bundledDir}` : "this build carries no bundled server");
  return planLaunch(
    {
      client: client.settings,
      platform: process.platform,
      ctx: hostContext(firstWorkspaceFolder()),
      bundledDir,
      // The Python extension may have picked an interpreter inside the workspace (`.venv/bin/python`):
      // in an untrusted workspace that is code from the workspace, so only PATH is asked there.
      pythonFromExtension: client.settings.serverPath === "" && vscode.workspace.isTrusted ? await pythonFromExtension() : undefined,
    },
    probePython,
  );
}

function createClient(channel: vscode.OutputChannel, plan: LaunchPlan & { kind: "launch" }): LanguageClient {
  const server = readServerSettings(getterFor());
  for (const problem of server.problems) {
    log(`setting ignored: ${problem}`);
  }
  const launch = plan.launch;
  log(`starting ${plan.description}: ${describeLaunch(launch)}`);

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

async function showStartFailure(channel: vscode.OutputChannel, message: string, noPython: boolean): Promise<void> {
  const openSettings = "Open Settings";
  const showOutput = "Show Output";
  const getPython = "Get Python";
  const actions = noPython ? [getPython, openSettings, showOutput] : [openSettings, showOutput];
  const choice = await vscode.window.showErrorMessage(message, ...actions);
  if (choice === openSettings) {
    await vscode.commands.executeCommand("workbench.action.openSettings", "ptx.server");
  } else if (choice === showOutput) {
    channel.show(true);
  } else if (choice === getPython) {
    await vscode.env.openExternal(vscode.Uri.parse("https://www.python.org/downloads/"));
  }
}

async function startServer(channel: vscode.OutputChannel): Promise<void> {
  await stopServer();
  const plan = await planServerLaunch();
  if (plan.kind === "no-python") {
    log(plan.message);
    // Not awaited: a dialog left open must not hold up the next restart.
    void showStartFailure(channel, plan.message, true);
    return;
  }
  const client = createClient(channel, plan);
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
    const how = describeLaunch(plan.launch);
    void showStartFailure(
      channel,
      `PTX: the language server did not start (${how}). The output channel has its error; ` +
        "set ptx.server.path to a working ptx-lsp command, or clear it to use the bundled server.",
      false,
    );
  }
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const channel = vscode.window.createOutputChannel("PTX Language Server");
  output = channel;
  extensionPath = context.extensionPath;
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
