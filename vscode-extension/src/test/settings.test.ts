/**
 * Settings resolution and the server launch spec, without VS Code.
 *
 * **package.json and settings.ts agree:** the contributed settings are checked against the
 * defaults the code falls back to, so a renamed key or changed default cannot drift silently.
 */

import assert from "node:assert/strict";
import * as fs from "node:fs";
import * as path from "node:path";
import { describe, test } from "node:test";

import {
  type ClientSettings,
  type ConfigGetter,
  affectsServerSettings,
  DEFAULT_SERVER_SETTINGS,
  defaultServerCommand,
  EXECUTABLE_SETTINGS,
  initializationOptions,
  describeLaunch,
  didChangeConfigurationPayload,
  documentLanguages,
  expandPath,
  needsRestart,
  readClientSettings,
  readServerSettings,
  serverLaunch,
} from "../settings";

/** A getter over a flat `{"ptxas.path": ...}` object, as VS Code's configuration behaves for unset keys. */
function getter(values: Record<string, unknown>): ConfigGetter {
  return (key) => values[key];
}

const CTX = { home: "/home/u", workspaceFolder: "/work/proj" };

function client(overrides: Partial<ClientSettings>): ClientSettings {
  return { serverPath: "ptx-lsp", pythonPath: "", serverArgs: [], ...overrides };
}

describe("documents sent to the server", () => {
  test("C++ documents (asm strings) unless inline.enabled is off", () => {
    const on = readServerSettings(getter({})).settings;
    assert.deepEqual(documentLanguages(on), ["ptx", "cuda-cpp", "cuda", "cpp"]);
    const off = readServerSettings(getter({ "inline.enabled": false })).settings;
    assert.deepEqual(documentLanguages(off), ["ptx"]);
  });
});

describe("server settings", () => {
  test("nothing set gives the contract's defaults as a nested object", () => {
    const { settings, problems } = readServerSettings(getter({}));
    assert.deepEqual(settings, {
      defaultTarget: "sm_75",
      defaultVersion: "9.4",
      ptxas: { enabled: true, path: "", timeoutSeconds: 10 },
      diagnostics: { enabled: true, disabled: [], hints: true },
      inline: { enabled: true, target: "", version: "" },
      tools: { nvdisasmPath: "", cuobjdumpPath: "" },
    });
    assert.deepEqual(problems, []);
  });

  test("every valid value is carried over into the nested shape", () => {
    const { settings, problems } = readServerSettings(
      getter({
        defaultTarget: "sm_90a",
        defaultVersion: "8.5",
        "ptxas.enabled": false,
        "ptxas.path": "/usr/local/cuda/bin/ptxas",
        "ptxas.timeoutSeconds": 3,
        "diagnostics.enabled": false,
        "diagnostics.disabled": ["PTX201", "PTX301"],
        "diagnostics.hints": false,
        "inline.enabled": false,
        "inline.target": "sm_80",
        "inline.version": "9.0",
        "tools.nvdisasmPath": "/opt/nv/nvdisasm",
        "tools.cuobjdumpPath": "/opt/nv/cuobjdump",
      }),
    );
    assert.deepEqual(settings, {
      defaultTarget: "sm_90a",
      defaultVersion: "8.5",
      ptxas: { enabled: false, path: "/usr/local/cuda/bin/ptxas", timeoutSeconds: 3 },
      diagnostics: { enabled: false, disabled: ["PTX201", "PTX301"], hints: false },
      inline: { enabled: false, target: "sm_80", version: "9.0" },
      tools: { nvdisasmPath: "/opt/nv/nvdisasm", cuobjdumpPath: "/opt/nv/cuobjdump" },
    });
    assert.deepEqual(problems, []);
  });

  const BAD: [string, unknown, string, unknown][] = [
    // [key, bad value, path into the settings, value used instead]
    ["defaultTarget", "pascal", "defaultTarget", "sm_75"],
    ["defaultTarget", 52, "defaultTarget", "sm_75"],
    ["defaultVersion", "9", "defaultVersion", "9.4"],
    ["ptxas.enabled", "yes", "ptxas.enabled", true],
    ["ptxas.timeoutSeconds", 0, "ptxas.timeoutSeconds", 10],
    ["ptxas.timeoutSeconds", "10", "ptxas.timeoutSeconds", 10],
    ["ptxas.timeoutSeconds", Number.NaN, "ptxas.timeoutSeconds", 10],
    ["diagnostics.disabled", "PTX201", "diagnostics.disabled", []],
    ["diagnostics.hints", null, "diagnostics.hints", true],
  ];
  for (const [key, value, where, fallback] of BAD) {
    test(`ptx.${key} = ${JSON.stringify(value)} falls back to ${JSON.stringify(fallback)}`, () => {
      const { settings, problems } = readServerSettings(getter({ [key]: value }));
      const used = where.split(".").reduce<unknown>((obj, part) => (obj as Record<string, unknown>)[part], settings);
      assert.deepEqual(used, fallback);
      if (value !== null) {
        assert.equal(problems.length, 1);
        assert.match(problems[0] ?? "", new RegExp(`^ptx\\.${key.replace(".", "\\.")}: `));
      }
    });
  }

  test("bad and duplicate codes in diagnostics.disabled are dropped, the good ones kept", () => {
    const { settings, problems } = readServerSettings(getter({ "diagnostics.disabled": ["PTX201", 7, "ptx301", " PTX401 ", "PTX201"] }));
    assert.deepEqual(settings.diagnostics.disabled, ["PTX201", "PTX401"]);
    assert.equal(problems.length, 2);
  });

  test("the defaults object cannot be mutated through a result", () => {
    const { settings } = readServerSettings(getter({}));
    settings.diagnostics.disabled.push("PTX999");
    assert.deepEqual(readServerSettings(getter({})).settings.diagnostics.disabled, []);
    assert.deepEqual(DEFAULT_SERVER_SETTINGS.diagnostics.disabled, []);
  });
});

describe("server launch", () => {
  test("default command per platform", () => {
    assert.equal(defaultServerCommand("linux"), "ptx-lsp");
    assert.equal(defaultServerCommand("darwin"), "ptx-lsp");
    assert.equal(defaultServerCommand("win32"), "ptx-lsp.exe");
  });

  const PLATFORMS: [NodeJS.Platform, string][] = [
    ["linux", "ptx-lsp"],
    ["darwin", "ptx-lsp"],
    ["win32", "ptx-lsp.exe"],
  ];
  for (const [platform, command] of PLATFORMS) {
    test(`ptx.server.path "ptx-lsp" starts ${command} serve on ${platform}`, () => {
      const { settings } = readClientSettings(getter({ "server.path": "ptx-lsp" }), platform);
      const launch = serverLaunch(settings, platform, CTX);
      assert.equal(launch.command, command);
      assert.deepEqual(launch.args, ["serve"]);
      assert.equal(launch.options.shell, undefined);
      assert.equal(launch.options.cwd, "/work/proj");
    });

    test(`unset or blank ptx.server.path leaves the choice to the bundled server on ${platform}`, () => {
      for (const values of [{}, { "server.path": "" }, { "server.path": "  " }]) {
        assert.equal(readClientSettings(getter(values), platform).settings.serverPath, "");
      }
    });

    test(`a Python interpreter runs -m ptx_lsp serve on ${platform}`, () => {
      const python = platform === "win32" ? "C:\\venv\\Scripts\\python.exe" : "/opt/venv/bin/python";
      const { settings } = readClientSettings(getter({ "server.pythonPath": python, "server.path": "/ignored", "server.args": ["-v"] }), platform);
      const launch = serverLaunch(settings, platform, CTX);
      assert.equal(launch.command, python);
      assert.deepEqual(launch.args, ["-m", "ptx_lsp", "serve", "-v"]);
    });
  }

  test("extra arguments follow serve", () => {
    const launch = serverLaunch(client({ serverArgs: ["--log-file", "/tmp/p.log", "-v"] }), "linux", CTX);
    assert.deepEqual(launch.args, ["serve", "--log-file", "/tmp/p.log", "-v"]);
  });

  test("a Windows .cmd or .bat wrapper is started through the shell, an .exe is not", () => {
    assert.equal(serverLaunch(client({ serverPath: "C:\\tools\\ptx-lsp.CMD" }), "win32", CTX).options.shell, true);
    assert.equal(serverLaunch(client({ serverPath: "C:\\tools\\run.bat" }), "win32", CTX).options.shell, true);
    assert.equal(serverLaunch(client({ serverPath: "C:\\tools\\ptx-lsp.exe" }), "win32", CTX).options.shell, undefined);
    assert.equal(serverLaunch(client({ serverPath: "/opt/ptx-lsp.cmd" }), "linux", CTX).options.shell, undefined);
  });

  test("~, ${userHome} and ${workspaceFolder} are expanded in paths", () => {
    assert.equal(serverLaunch(client({ pythonPath: "${workspaceFolder}/.venv/bin/python" }), "linux", CTX).command, "/work/proj/.venv/bin/python");
    assert.equal(serverLaunch(client({ serverPath: "~/.local/bin/ptx-lsp" }), "linux", CTX).command, "/home/u/.local/bin/ptx-lsp");
    assert.equal(expandPath("${userHome}\\bin\\ptx-lsp.exe", { home: "C:\\Users\\u" }), "C:\\Users\\u\\bin\\ptx-lsp.exe");
    assert.equal(expandPath("${workspaceFolder}/x", { home: "/h" }), "${workspaceFolder}/x");
    assert.equal(expandPath("/opt/~x", CTX), "/opt/~x");
  });

  test("no workspace folder: no cwd", () => {
    assert.equal(serverLaunch(client({}), "linux", { home: "/h" }).options.cwd, undefined);
  });

  test("non-string server arguments are reported and dropped", () => {
    const { settings, problems } = readClientSettings(getter({ "server.args": ["-v", 3] }), "linux");
    assert.deepEqual(settings.serverArgs, ["-v"]);
    assert.equal(problems.length, 1);
  });

  test("describeLaunch quotes arguments with spaces", () => {
    assert.equal(
      describeLaunch({ command: "C:\\Program Files\\Python\\python.exe", args: ["-m", "ptx_lsp", "serve"], options: {} }),
      '"C:\\\\Program Files\\\\Python\\\\python.exe" -m ptx_lsp serve',
    );
  });

  test("only the server's own settings are pushed on change; ptx.server.* and ptx.trace.* are not", () => {
    assert.equal(affectsServerSettings((s) => s === "ptx.ptxas.timeoutSeconds"), true);
    assert.equal(affectsServerSettings((s) => s === "ptx.diagnostics.disabled"), true);
    assert.equal(affectsServerSettings((s) => s === "ptx.server.path"), false);
    assert.equal(affectsServerSettings((s) => s === "ptx.trace.server"), false);
  });

  test("the change notification carries exactly the contract's keys under ptx", () => {
    const { settings } = readServerSettings(getter({ "ptxas.enabled": false, "server.path": "/x", "trace.server": "verbose" }));
    const payload = didChangeConfigurationPayload(settings);
    assert.deepEqual(Object.keys(payload.settings), ["ptx"]);
    assert.deepEqual(Object.keys(payload.settings.ptx).sort(), ["defaultTarget", "defaultVersion", "diagnostics", "inline", "ptxas", "tools"]);
    assert.equal(payload.settings.ptx.ptxas.enabled, false);
  });

  test("only ptx.server.* changes need a new process", () => {
    assert.equal(needsRestart((s) => s === "ptx.server.pythonPath"), true);
    assert.equal(needsRestart((s) => s === "ptx.server.args"), true);
    assert.equal(needsRestart((s) => s === "ptx.defaultTarget"), false);
    assert.equal(needsRestart((s) => s === "ptx.inline.enabled"), true);
    assert.equal(needsRestart(() => false), false);
  });
});

describe("package.json contributions", () => {
  interface Property {
    default?: unknown;
    scope?: string;
    markdownDescription?: string;
    description?: string;
  }
  const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, "..", "..", "package.json"), "utf8")) as {
    main: string;
    scripts: Record<string, string>;
    activationEvents: string[];
    capabilities?: { untrustedWorkspaces?: { supported: boolean | string; restrictedConfigurations?: string[] } };
    contributes: {
      configuration: { properties: Record<string, Property> };
      commands: { command: string }[];
      languages: { id: string; extensions: string[]; configuration: string }[];
      grammars: { language: string; scopeName: string; path: string }[];
    };
  };
  const EXT = path.resolve(__dirname, "..", "..");
  const properties = manifest.contributes.configuration.properties;

  /** `{ptxas: {path: ""}}` -> `[["ptxas.path", ""]]` */
  function flatten(obj: object, prefix = ""): [string, unknown][] {
    return Object.entries(obj).flatMap(([key, value]): [string, unknown][] =>
      value !== null && typeof value === "object" && !Array.isArray(value) ? flatten(value as object, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
    );
  }

  test("every server setting is contributed with the code's default and a description", () => {
    const keys = flatten(DEFAULT_SERVER_SETTINGS);
    assert.equal(keys.length, 13);
    for (const [key, fallback] of keys) {
      const property = properties[`ptx.${key}`];
      assert.ok(property, `ptx.${key} is not contributed`);
      assert.deepEqual(property.default, fallback, `ptx.${key} default`);
      assert.ok((property.markdownDescription ?? property.description ?? "").length > 20, `ptx.${key} description`);
    }
  });

  test("the client settings and the trace setting are contributed, and nothing else", () => {
    const expected = new Set([
      ...flatten(DEFAULT_SERVER_SETTINGS).map(([key]) => `ptx.${key}`),
      "ptx.server.path",
      "ptx.server.pythonPath",
      "ptx.server.args",
      "ptx.trace.server",
    ]);
    assert.deepEqual(new Set(Object.keys(properties)), expected);
    assert.equal(properties["ptx.server.path"]?.default, "");
    assert.equal(properties["ptx.trace.server"]?.default, "off");
  });

  test("the ptx language, its configuration and its grammar point at real files that agree", () => {
    const language = manifest.contributes.languages.find((l) => l.id === "ptx");
    assert.ok(language);
    assert.deepEqual(language.extensions, [".ptx"]);
    assert.ok(fs.existsSync(path.join(EXT, language.configuration)));
    const grammar = manifest.contributes.grammars.find((g) => g.language === "ptx");
    assert.ok(grammar);
    const tm = JSON.parse(fs.readFileSync(path.join(EXT, grammar.path), "utf8")) as { scopeName: string };
    assert.equal(tm.scopeName, grammar.scopeName);
    assert.ok(manifest.activationEvents.includes("onLanguage:ptx"));
    // `main` is the esbuild bundle of src/extension.ts (scripts.bundle), so it is rebuilt before packaging.
    const bundle = manifest.scripts.bundle ?? "";
    assert.ok(bundle.includes("src/extension.ts") && bundle.includes(`--outfile=${manifest.main.replace(/^\.\//, "")}`), bundle);
    assert.match(manifest.scripts["vscode:prepublish"] ?? "", /\bbundle\b/);
  });

  test("the restart and show-SASS commands are contributed", () => {
    assert.ok(manifest.contributes.commands.some((c) => c.command === "ptx.restartServer"));
    assert.ok(manifest.contributes.commands.some((c) => c.command === "ptx.showSass"));
  });

  test("every setting naming a program is machine-scoped and restricted in untrusted workspaces", () => {
    const untrusted = manifest.capabilities?.untrustedWorkspaces;
    assert.equal(untrusted?.supported, "limited");
    assert.deepEqual(new Set(untrusted.restrictedConfigurations), new Set(EXECUTABLE_SETTINGS));
    for (const key of EXECUTABLE_SETTINGS) {
      assert.equal(properties[key]?.scope, "machine", `${key} scope`);
    }
    // and every path/command-like setting is in the list
    for (const [key, property] of Object.entries(properties)) {
      if (/(path|Path|args)$/.test(key)) {
        assert.ok(EXECUTABLE_SETTINGS.includes(key), `${key} names a program but is not restricted`);
        assert.equal(property.scope, "machine", `${key} scope`);
      }
    }
  });
});

describe("workspace trust", () => {
  test("initializationOptions carry the server settings and the client's trust flag", () => {
    const { settings } = readServerSettings(getter({}));
    assert.deepEqual(initializationOptions(settings, false), { ...settings, workspaceTrusted: false });
    assert.equal(initializationOptions(settings, true).workspaceTrusted, true);
  });

  test("the disassembler paths are server settings", () => {
    const { settings } = readServerSettings(getter({ "tools.nvdisasmPath": "/opt/cuda/bin/nvdisasm" }));
    assert.deepEqual(settings.tools, { nvdisasmPath: "/opt/cuda/bin/nvdisasm", cuobjdumpPath: "" });
  });
});
