/**
 * Settings resolution: from the `ptx.*` configuration to the server launch spec and options.
 *
 * **No `vscode` import here.** Everything in this module is a pure function of plain data
 * (a getter over the configuration, the platform, the workspace folder), so it runs and is
 * tested under plain Node. **Bad values never stop the server from starting:** each one falls
 * back to its default and is reported as a problem the extension shows in its output channel.
 */

import * as os from "os";
import * as path from "path";

/** The settings the server reads from initializationOptions and workspace/configuration `ptx`. */
export interface ServerSettings {
  defaultTarget: string;
  defaultVersion: string;
  ptxas: { enabled: boolean; path: string; timeoutSeconds: number };
  diagnostics: { enabled: boolean; disabled: string[]; hints: boolean };
  inline: { enabled: boolean; target: string; version: string };
  tools: { nvdisasmPath: string; cuobjdumpPath: string };
}

/** The client-only settings that decide how the server process is started. */
export interface ClientSettings {
  serverPath: string;
  pythonPath: string;
  serverArgs: string[];
}

/** What to spawn: the shape of vscode-languageclient's `Executable`, without importing it. */
export interface ServerLaunch {
  command: string;
  args: string[];
  options: { shell?: boolean; cwd?: string };
}

/** Reads one dotted key below `ptx` (for example `"ptxas.path"`); `undefined` when unset. */
export type ConfigGetter = (key: string) => unknown;

export const DEFAULT_SERVER_SETTINGS: Readonly<ServerSettings> = Object.freeze({
  defaultTarget: "sm_75",
  defaultVersion: "9.4", // = KNOWN_ISA_VERSION (server/ptx_lsp/spec/version.py; a test keeps them equal)
  ptxas: Object.freeze({ enabled: true, path: "", timeoutSeconds: 10 }),
  diagnostics: Object.freeze({ enabled: true, disabled: [], hints: true }),
  inline: Object.freeze({ enabled: true, target: "", version: "" }),
  tools: Object.freeze({ nvdisasmPath: "", cuobjdumpPath: "" }),
});

/**
 * Settings that name an executable or a command line. package.json gives them `machine` scope and
 * lists them in `capabilities.untrustedWorkspaces.restrictedConfigurations`, so a repository's
 * `.vscode/settings.json` can never choose a program to run. (The server also refuses tools inside
 * an untrusted workspace; see `initializationOptions`.)
 */
export const EXECUTABLE_SETTINGS: readonly string[] = Object.freeze([
  "ptx.server.path",
  "ptx.server.pythonPath",
  "ptx.server.args",
  "ptx.ptxas.path",
  "ptx.tools.nvdisasmPath",
  "ptx.tools.cuobjdumpPath",
]);

/**
 * The initializationOptions sent to the server: its settings plus `workspaceTrusted` (from
 * `vscode.workspace.isTrusted`). Only this flag lets the server run tools that live inside the
 * workspace; the server never reads it from workspace settings.
 */
export function initializationOptions(settings: ServerSettings, trusted: boolean): ServerSettings & { workspaceTrusted: boolean } {
  return { ...settings, workspaceTrusted: trusted };
}

/** The server's command name on a platform: Windows needs the `.exe` of the pip-installed script. */
export function defaultServerCommand(platform: NodeJS.Platform): string {
  return platform === "win32" ? "ptx-lsp.exe" : "ptx-lsp";
}

const TARGET_RE = /^(sm|compute)_[0-9]+[af]?$/;
const VERSION_RE = /^[0-9]+\.[0-9]+$/;
const CODE_RE = /^PTX[0-9]{3}$/;

/** Collects problems while reading, so one bad value is reported and the rest still apply. */
class Reader {
  readonly problems: string[] = [];

  constructor(private readonly get: ConfigGetter) {}

  string(key: string, fallback: string, valid?: RegExp): string {
    const value = this.get(key);
    if (value === undefined || value === null) {
      return fallback;
    }
    if (typeof value !== "string") {
      return this.bad(key, value, fallback, "a string");
    }
    const trimmed = value.trim();
    if (valid !== undefined && trimmed !== "" && !valid.test(trimmed)) {
      return this.bad(key, value, fallback, `a value matching ${valid.source}`);
    }
    return trimmed === "" && valid !== undefined ? fallback : trimmed;
  }

  boolean(key: string, fallback: boolean): boolean {
    const value = this.get(key);
    if (value === undefined || value === null) {
      return fallback;
    }
    return typeof value === "boolean" ? value : this.bad(key, value, fallback, "true or false");
  }

  number(key: string, fallback: number, min: number, max: number): number {
    const value = this.get(key);
    if (value === undefined || value === null) {
      return fallback;
    }
    if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max) {
      return this.bad(key, value, fallback, `a number from ${min} to ${max}`);
    }
    return value;
  }

  strings(key: string, valid?: RegExp): string[] {
    const value = this.get(key);
    if (value === undefined || value === null) {
      return [];
    }
    if (!Array.isArray(value)) {
      return this.bad(key, value, [], "a list of strings");
    }
    const kept: string[] = [];
    for (const item of value as unknown[]) {
      if (typeof item === "string" && (valid === undefined || valid.test(item.trim()))) {
        if (!kept.includes(item.trim())) {
          kept.push(item.trim());
        }
      } else {
        this.problems.push(`ptx.${key}: ignored ${JSON.stringify(item)} (expected ${valid ? `a value matching ${valid.source}` : "a string"})`);
      }
    }
    return kept;
  }

  private bad<T>(key: string, value: unknown, fallback: T, expected: string): T {
    this.problems.push(`ptx.${key}: ${JSON.stringify(value)} is not ${expected}; using ${JSON.stringify(fallback)}`);
    return fallback;
  }
}

/** The server settings object (the nested contract shape), with every bad value replaced by its default. */
export function readServerSettings(get: ConfigGetter): { settings: ServerSettings; problems: string[] } {
  const r = new Reader(get);
  const d = DEFAULT_SERVER_SETTINGS;
  const settings: ServerSettings = {
    defaultTarget: r.string("defaultTarget", d.defaultTarget, TARGET_RE),
    defaultVersion: r.string("defaultVersion", d.defaultVersion, VERSION_RE),
    ptxas: {
      enabled: r.boolean("ptxas.enabled", d.ptxas.enabled),
      path: r.string("ptxas.path", d.ptxas.path),
      timeoutSeconds: r.number("ptxas.timeoutSeconds", d.ptxas.timeoutSeconds, 1, 600),
    },
    diagnostics: {
      enabled: r.boolean("diagnostics.enabled", d.diagnostics.enabled),
      disabled: r.strings("diagnostics.disabled", CODE_RE),
      hints: r.boolean("diagnostics.hints", d.diagnostics.hints),
    },
    inline: {
      enabled: r.boolean("inline.enabled", d.inline.enabled),
      target: r.string("inline.target", d.inline.target, TARGET_RE),
      version: r.string("inline.version", d.inline.version, VERSION_RE),
    },
    tools: {
      nvdisasmPath: r.string("tools.nvdisasmPath", d.tools.nvdisasmPath),
      cuobjdumpPath: r.string("tools.cuobjdumpPath", d.tools.cuobjdumpPath),
    },
  };
  return { settings, problems: r.problems };
}

/** The documents the client sends to the server: PTX, and C++ (asm strings) unless `inline.enabled` is off. */
export function documentLanguages(server: ServerSettings): string[] {
  return server.inline.enabled ? ["ptx", "cuda-cpp", "cuda", "cpp"] : ["ptx"];
}

/** The client-only settings (`ptx.server.*`), with bad values replaced by their defaults. */
export function readClientSettings(get: ConfigGetter, platform: NodeJS.Platform): { settings: ClientSettings; problems: string[] } {
  const r = new Reader(get);
  const settings: ClientSettings = {
    serverPath: serverPathOrDefault(r.string("server.path", ""), platform),
    pythonPath: r.string("server.pythonPath", ""),
    serverArgs: r.strings("server.args"),
  };
  return { settings, problems: r.problems };
}

/**
 * The configured command: empty (the default) means "run the bundled server with a found Python"
 * (see launch.ts); `ptx-lsp` means the installed console script, `ptx-lsp.exe` on Windows.
 */
function serverPathOrDefault(configured: string, platform: NodeJS.Platform): string {
  const value = configured.trim();
  return value === "ptx-lsp" ? defaultServerCommand(platform) : value;
}

/** Where `~`, `${userHome}` and `${workspaceFolder}` point when expanding a path setting. */
export interface ExpandContext {
  home: string;
  workspaceFolder?: string | undefined;
}

/**
 * Expands `~`, `${userHome}` and `${workspaceFolder}` in a path setting.
 *
 * VS Code does not substitute variables in extension settings itself, and people paste
 * `${workspaceFolder}/.venv/bin/python` from launch.json habits; a path with an unknown variable
 * is returned unchanged so the spawn error names what the user wrote.
 */
export function expandPath(value: string, ctx: ExpandContext): string {
  let out = value;
  if (out === "~" || out.startsWith("~/") || out.startsWith("~\\")) {
    out = ctx.home + out.slice(1);
  }
  out = out.replace(/\$\{userHome\}/g, ctx.home);
  if (ctx.workspaceFolder !== undefined) {
    out = out.replace(/\$\{workspaceFolder\}/g, ctx.workspaceFolder);
  }
  return out;
}

/**
 * The process to start for the server on `platform`.
 *
 * With a Python interpreter: `<python> -m ptx_lsp serve ARGS`, which works wherever the package is
 * installed even when its console script is not on PATH. Otherwise `<path> serve ARGS`. On Windows,
 * a `.cmd`/`.bat` wrapper can only be started through the shell (Node refuses to spawn batch files
 * directly since the 2024 CVE-2024-27980 fix), so those get `shell: true`.
 */
export function serverLaunch(client: ClientSettings, platform: NodeJS.Platform, ctx: ExpandContext): ServerLaunch {
  const options: ServerLaunch["options"] = {};
  if (ctx.workspaceFolder !== undefined) {
    options.cwd = ctx.workspaceFolder;
  }
  if (client.pythonPath !== "") {
    return {
      command: expandPath(client.pythonPath, ctx),
      args: ["-m", "ptx_lsp", "serve", ...client.serverArgs],
      options,
    };
  }
  const command = expandPath(client.serverPath, ctx);
  if (platform === "win32" && /\.(cmd|bat)$/i.test(command)) {
    options.shell = true;
  }
  return { command, args: ["serve", ...client.serverArgs], options };
}

/** One-line description of a launch for the output channel (`"a b" c`), quoting arguments with spaces. */
export function describeLaunch(launch: ServerLaunch): string {
  const quote = (s: string): string => (/[\s"]/.test(s) ? JSON.stringify(s) : s);
  return [launch.command, ...launch.args].map(quote).join(" ");
}

/** True when a configuration change needs a new server process (not just a settings notification). */
export function needsRestart(affects: (section: string) => boolean): boolean {
  // inline.enabled changes which documents the client sends (its document selector)
  return ["ptx.server.path", "ptx.server.pythonPath", "ptx.server.args", "ptx.inline.enabled"].some(affects);
}

/** The dotted keys of the server settings (`ptxas.path`, …), derived from the defaults so they cannot drift. */
export function serverSettingKeys(): string[] {
  const walk = (obj: object, prefix: string): string[] =>
    Object.entries(obj).flatMap(([key, value]) =>
      value !== null && typeof value === "object" && !Array.isArray(value) ? walk(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
    );
  return walk(DEFAULT_SERVER_SETTINGS, "");
}

/** True when a configuration change touches a setting the server reads (not `ptx.server.*` or `ptx.trace.*`). */
export function affectsServerSettings(affects: (section: string) => boolean): boolean {
  return serverSettingKeys().some((key) => affects(`ptx.${key}`));
}

/**
 * The workspace/didChangeConfiguration payload: `{ptx: <settings>}` with exactly the server's keys.
 *
 * Built here rather than by vscode-languageclient's `synchronize.configurationSection`, which would
 * send the whole `ptx` section including the client-only `server` and `trace` keys.
 */
export function didChangeConfigurationPayload(settings: ServerSettings): { settings: { ptx: ServerSettings } } {
  return { settings: { ptx: settings } };
}

/** The context for the current machine, for callers outside the tests. */
export function hostContext(workspaceFolder: string | undefined): ExpandContext {
  return { home: os.homedir(), workspaceFolder: workspaceFolder === undefined ? undefined : path.normalize(workspaceFolder) };
}
