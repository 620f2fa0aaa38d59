/**
 * The asm() injection grammar: PTX scopes inside CUDA C++ asm strings, nothing outside them.
 *
 * Runs VS Code's tokenizer (vscode-textmate + vscode-oniguruma) with our PTX grammar, the injection
 * grammar, and a small stand-in for the C++ host grammar (VS Code's own is not on npm): a string rule
 * like the real one's, so the test shows that the injection wins inside `asm(...)` and only there.
 */

import assert from "node:assert/strict";
import * as fs from "node:fs";
import * as path from "node:path";
import { before, describe, test } from "node:test";

import * as oniguruma from "vscode-oniguruma";
import * as vsctm from "vscode-textmate";

const ROOT = path.resolve(__dirname, "..", "..");
const PTX = path.join(ROOT, "syntaxes", "ptx.tmLanguage.json");
const INJECTION = path.join(ROOT, "syntaxes", "ptx-inline-asm.injection.json");
const HOST = {
  scopeName: "source.cuda-cpp",
  patterns: [
    { begin: '"', end: '"', name: "string.quoted.double.cpp", patterns: [{ match: "\\\\.", name: "constant.character.escape.cpp" }] },
    { match: "\\b(int|void|__global__)\\b", name: "storage.type.cpp" },
    { match: "//.*$", name: "comment.line.double-slash.cpp" },
  ],
};

interface Token {
  text: string;
  scopes: string[];
}

let grammar: vsctm.IGrammar;

before(async () => {
  const wasm = fs.readFileSync(require.resolve("vscode-oniguruma/release/onig.wasm"));
  const onigLib = oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength)).then(() => ({
    createOnigScanner: (patterns: string[]) => new oniguruma.OnigScanner(patterns),
    createOnigString: (s: string) => new oniguruma.OnigString(s),
  }));
  const files: Record<string, string> = { "source.ptx": PTX, "ptx.inline-asm.injection": INJECTION };
  const registry = new vsctm.Registry({
    onigLib,
    loadGrammar: (scopeName) => {
      if (scopeName === "source.cuda-cpp") {
        return Promise.resolve(vsctm.parseRawGrammar(JSON.stringify(HOST), "host.json"));
      }
      const file = files[scopeName];
      return Promise.resolve(file ? vsctm.parseRawGrammar(fs.readFileSync(file, "utf8"), file) : null);
    },
    getInjections: (scopeName) => (scopeName === "source.cuda-cpp" ? ["ptx.inline-asm.injection"] : undefined),
  });
  const loaded = await registry.loadGrammar("source.cuda-cpp");
  assert.ok(loaded, "host grammar did not load");
  grammar = loaded;
});

function tokenize(source: string): Token[] {
  let stack = vsctm.INITIAL;
  const out: Token[] = [];
  for (const line of source.split("\n")) {
    const result = grammar.tokenizeLine(line, stack);
    stack = result.ruleStack;
    out.push(...result.tokens.map((t) => ({ text: line.slice(t.startIndex, t.endIndex), scopes: t.scopes })));
  }
  return out;
}

function scopes(source: string, text: string, nth = 0): string[] {
  const hits = tokenize(source).filter((t) => t.text === text);
  assert.ok(hits.length > nth, `no token ${JSON.stringify(text)} in ${JSON.stringify(tokenize(source).map((t) => t.text))}`);
  return hits[nth]?.scopes ?? [];
}

const SOURCE = [
  "__global__ void k(int *p) {",
  '  const char *s = "add.u32 not ptx";',
  '  asm volatile("add.u32 %0, %0, 1;\\n\\t"',
  '               "mov.u32 %0, %%laneid;" : "+r"(p[0]) : "n"(4) : "memory");',
  '  __asm__ __volatile__(R"(ld.global.u32 %0, [%1];)" : "=r"(x) : "l"(p));',
  "}",
].join("\n");

describe("asm() injection grammar", () => {
  test("PTX opcodes inside asm strings get PTX scopes", () => {
    const add = scopes(SOURCE, "add");
    assert.ok(add.includes("meta.embedded.inline.ptx"), add.join(" "));
    assert.ok(add.some((s) => s.endsWith(".ptx") && s.startsWith("keyword")), add.join(" "));
    const ld = scopes(SOURCE, "ld");
    assert.ok(ld.includes("meta.embedded.inline.ptx"), ld.join(" "));
  });

  test("placeholders, %% and escapes are marked", () => {
    assert.ok(scopes(SOURCE, "%0").includes("variable.parameter.placeholder.ptx-inline"));
    assert.ok(scopes(SOURCE, "%%").includes("variable.parameter.placeholder.ptx-inline"));
    assert.ok(scopes(SOURCE, "\\n").includes("constant.character.escape.cpp"));
  });

  test("ordinary strings and the operand constraints stay C++", () => {
    const plain = tokenize(SOURCE).filter((t) => t.text.includes("not ptx"));
    assert.ok(plain.length > 0);
    assert.ok(plain.every((t) => !t.scopes.includes("meta.embedded.inline.ptx")), JSON.stringify(plain));
    const constraint = scopes(SOURCE, "+r");
    assert.ok(!constraint.includes("meta.embedded.inline.ptx"), constraint.join(" "));
    const clobber = scopes(SOURCE, "memory");
    assert.ok(!clobber.includes("meta.embedded.inline.ptx"), clobber.join(" "));
  });
});
