/**
 * The TextMate grammar and the word pattern, run on real PTX lines with VS Code's own tokenizer.
 *
 * **The same engine as the editor:** vscode-textmate + vscode-oniguruma (the WASM build of the regex
 * library VS Code uses), so a pattern that only works in JavaScript regexes fails here too.
 */

import assert from "node:assert/strict";
import * as fs from "node:fs";
import * as path from "node:path";
import { before, describe, test } from "node:test";

import * as oniguruma from "vscode-oniguruma";
import * as vsctm from "vscode-textmate";

const ROOT = path.resolve(__dirname, "..", "..");
const GRAMMAR_PATH = path.join(ROOT, "syntaxes", "ptx.tmLanguage.json");
const FIXTURE = path.join(ROOT, "test-fixtures", "sample.ptx");

interface Token {
  text: string;
  scopes: string[];
}

let grammar: vsctm.IGrammar;

async function loadGrammar(): Promise<vsctm.IGrammar> {
  const wasm = fs.readFileSync(require.resolve("vscode-oniguruma/release/onig.wasm"));
  const onigLib = oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength)).then(() => ({
    createOnigScanner: (patterns: string[]) => new oniguruma.OnigScanner(patterns),
    createOnigString: (s: string) => new oniguruma.OnigString(s),
  }));
  const registry = new vsctm.Registry({
    onigLib,
    loadGrammar: (scopeName) =>
      Promise.resolve(scopeName === "source.ptx" ? vsctm.parseRawGrammar(fs.readFileSync(GRAMMAR_PATH, "utf8"), GRAMMAR_PATH) : null),
  });
  const loaded = await registry.loadGrammar("source.ptx");
  if (loaded === null) {
    throw new Error("source.ptx did not load");
  }
  return loaded;
}

/** Tokenizes lines in sequence (so multi-line regions carry over), returning one token list per line. */
function tokenizeLines(lines: string[]): Token[][] {
  let stack = vsctm.INITIAL;
  return lines.map((line) => {
    const result = grammar.tokenizeLine(line, stack);
    stack = result.ruleStack;
    return result.tokens.map((t) => ({ text: line.slice(t.startIndex, t.endIndex), scopes: t.scopes }));
  });
}

function tokenize(source: string): Token[] {
  return tokenizeLines(source.split("\n")).flat();
}

/** The scopes of the token whose text is exactly `text` (the `nth` such token, from 0). */
function scopesOf(source: string, text: string, nth = 0): string[] {
  const matches = tokenize(source).filter((t) => t.text === text);
  const token = matches[nth];
  assert.ok(token, `no token ${JSON.stringify(text)} in ${JSON.stringify(source)}; tokens: ${JSON.stringify(tokenize(source).map((t) => t.text))}`);
  return token.scopes;
}

/** The nvcc-generated PTX files of the shared corpus beside the repository (empty when absent). */
function corpusFiles(): string[] {
  const shared = process.env.PTX_LSP_SHARED ?? path.resolve(ROOT, "..", "..", "shared");
  const dir = path.join(shared, "corpus", "ptx");
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".ptx")).sort().map((f) => path.join(dir, f)) : [];
}

/**
 * Tokenizes a whole file: each instruction line's first word must be an opcode and every
 * non-blank token must carry a scope beyond `source.ptx`. Returns how many instructions it saw.
 */
function checkWholeFile(file: string): number {
  const lines = fs.readFileSync(file, "utf8").split("\n");
  const perLine = tokenizeLines(lines);
  let instructions = 0;
  perLine.forEach((tokens, index) => {
    const line = lines[index] ?? "";
    const where = `${path.basename(file)}:${index + 1}: ${line}`;
    const instruction = /^\s*(?:@!?%\w+\s+)?([a-z][a-z0-9_]*)[.\s;]/.exec(line);
    const label = /^\s*[\w$]+\s*:(?!:)/.test(line); // `prototype_4 : .callprototype ...;` is a label
    if (instruction?.[1] !== undefined && !label && !line.trimStart().startsWith("//") && /;\s*(\/\/.*)?$/.test(line)) {
      instructions += 1;
      const opcode = tokens.find((t) => t.text === instruction[1]);
      assert.ok(opcode?.scopes.includes("keyword.other.opcode.ptx"), where);
    }
    for (const token of tokens) {
      if (token.text.trim() !== "") {
        assert.ok(token.scopes.length > 1, `${JSON.stringify(token.text)} has no scope at ${where}`);
      }
    }
  });
  return instructions;
}

before(async () => {
  grammar = await loadGrammar();
});

// [source line(s), token text, scope that token must carry]
const CASES: [string, string, string][] = [
  ["\tld.global.f32 \t%f9, [%rd5];", "ld", "keyword.other.opcode.ptx"],
  ["\tld.global.f32 \t%f9, [%rd5];", ".global", "storage.modifier.state-space.ptx"],
  ["\tld.global.f32 \t%f9, [%rd5];", ".f32", "storage.type.ptx"],
  ["\tld.global.f32 \t%f9, [%rd5];", "%f9", "variable.other.register.ptx"],
  ["\tld.global.f32 \t%f9, [%rd5];", "[", "punctuation.section.brackets.begin.ptx"],
  ["\tld.global.f32 \t%f9, [%rd5];", ";", "punctuation.terminator.statement.ptx"],
  ["\tmad.lo.s32 \t%r2, %r18, %r17, %r1;", ".lo", "keyword.other.modifier.ptx"],
  ["\tst.shared::cta.b32 [%r1], %r2;", ".shared::cta", "storage.modifier.state-space.ptx"],
  ["\tld.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd1+16];", ".v4", "storage.type.vector.ptx"],
  ["\tld.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd1+16];", "16", "constant.numeric.integer.decimal.ptx"],
  [
    "\tcp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r2, %r3}], [%r4];",
    ".mbarrier::complete_tx::bytes",
    "keyword.other.modifier.ptx",
  ],
  [
    "\tcp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r2, %r3}], [%r4];",
    ".shared::cluster",
    "storage.modifier.state-space.ptx",
  ],
  ["\tmov.u32 \t%r1, %tid.x;", "%tid", "variable.language.special-register.ptx"],
  ["\tmov.u32 \t%r1, %tid.x;", "x", "variable.language.special-register.component.ptx"],
  ["\tmov.u64 \t%rd1, %clock64;", "%clock64", "variable.language.special-register.ptx"],
  ["\tmov.u32 \t%r1, %envreg31;", "%envreg31", "variable.language.special-register.ptx"],
  ["\tmov.u32 \t%r1, %envreg32;", "%envreg32", "variable.other.register.ptx"],
  ["\tmov.u32 \t%r1, %laneidx;", "%laneidx", "variable.other.register.ptx"],
  ["\t@!%p1 bra \t$L__BB1_2;", "@", "keyword.operator.predicate.ptx"],
  ["\t@!%p1 bra \t$L__BB1_2;", "!", "keyword.operator.logical.negation.ptx"],
  ["\t@!%p1 bra \t$L__BB1_2;", "%p1", "variable.other.register.ptx"],
  ["\t@!%p1 bra \t$L__BB1_2;", "bra", "keyword.other.opcode.ptx"],
  ["\t@!%p1 bra \t$L__BB1_2;", "$L__BB1_2", "entity.name.label.ptx"],
  ["\t@%p1 add.s32 %r1, %r1, 1;", "add", "keyword.other.opcode.ptx"],
  ["$L__BB1_2:", "$L__BB1_2", "entity.name.label.ptx"],
  ["loop: add.s32 %r1, %r1, 1;", "loop", "entity.name.label.ptx"],
  ["loop: add.s32 %r1, %r1, 1;", "add", "keyword.other.opcode.ptx"],
  ["\tfma.rn.f32 \t%f3, %f1, %f2, 0f3F800000;", "0f3F800000", "constant.numeric.float.hexadecimal.ptx"],
  ["\tmov.f64 \t%fd1, 0d3FE0000000000000;", "0d3FE0000000000000", "constant.numeric.float.hexadecimal.ptx"],
  ["\tand.b32 \t%r1, %r2, 0xFF00U;", "0xFF00U", "constant.numeric.integer.hexadecimal.ptx"],
  ["\tand.b32 \t%r1, %r2, 0b1010;", "0b1010", "constant.numeric.integer.binary.ptx"],
  ["\tadd.f32 \t%f1, %f2, 1.5;", "1.5", "constant.numeric.float.decimal.ptx"],
  [".reg .b32 \t%r<54>;", ".reg", "storage.modifier.state-space.ptx"],
  [".reg .b32 \t%r<54>;", ".b32", "storage.type.ptx"],
  [".reg .b32 \t%r<54>;", "%r", "variable.other.register.ptx"],
  [".reg .b32 \t%r<54>;", "<", "punctuation.definition.parameterized.begin.ptx"],
  [".reg .b32 \t%r<54>;", "54", "constant.numeric.integer.decimal.ptx"],
  [".version 9.0", ".version", "keyword.control.directive.ptx"],
  [".version 9.0", "9.0", "constant.numeric.float.decimal.ptx"],
  [".target sm_90a", "sm_90a", "support.constant.target.ptx"],
  [".address_size 64", "64", "constant.numeric.integer.decimal.ptx"],
  [".visible .entry _Z12saxpy_sharedPKfPffi(", ".visible", "keyword.control.directive.ptx"],
  [".visible .entry _Z12saxpy_sharedPKfPffi(", ".entry", "keyword.control.directive.ptx"],
  [".visible .entry _Z12saxpy_sharedPKfPffi(", "_Z12saxpy_sharedPKfPffi", "entity.name.function.ptx"],
  [".func  (.param .b32 func_retval0) _Z9scale_oneff(", "_Z9scale_oneff", "entity.name.function.ptx"],
  [".func  (.param .b32 func_retval0) _Z9scale_oneff(", ".param", "storage.modifier.state-space.ptx"],
  [".func  (.param .b32 func_retval0) _Z9scale_oneff(", "func_retval0", "variable.other.ptx"],
  [".global .align 1 .b8 $str[6] = {110, 61, 37, 100, 10};", ".align", "keyword.control.directive.ptx"],
  [".global .align 1 .b8 $str[6] = {110, 61, 37, 100, 10};", "$str", "variable.other.ptx"],
  [".global .align 1 .b8 $str[6] = {110, 61, 37, 100, 10};", "=", "keyword.operator.ptx"],
  ["\t.pragma \"nounroll\";", "nounroll", "string.quoted.double.ptx"],
  ["\tadd.s32 \t%r3, %r1, %r2; // sum of both", " sum of both", "comment.line.double-slash.ptx"],
  ["/* block */ .reg .pred %p<2>;", " block ", "comment.block.ptx"],
  ["/* block */ .reg .pred %p<2>;", ".pred", "storage.type.ptx"],
  ["\t{ .reg .pred p; setp.ne.b32 p, %r1, 0; }", "setp", "keyword.other.opcode.ptx"],
  ["\t{ .reg .pred p; setp.ne.b32 p, %r1, 0; }", ".ne", "keyword.other.modifier.ptx"],
  ["\tret;", "ret", "keyword.other.opcode.ptx"],
  ["\tbar.sync \t0;", "bar", "keyword.other.opcode.ptx"],
  ["\tcall.uni _Z3fooi, (param0);", "call", "keyword.other.opcode.ptx"],
  ["\tcall.uni _Z3fooi, (param0);", "_Z3fooi", "entity.name.function.ptx"],
  ["\tcall.uni _Z3fooi, (param0);", "param0", "variable.other.ptx"],
  ["\tcall.uni (retval0), \n\t_Z9scale_oneff, \n\t(\n\tparam0, \n\tparam1\n\t);", "_Z9scale_oneff", "entity.name.function.ptx"],
  ["\tcall.uni (retval0), \n\t_Z9scale_oneff, \n\t(\n\tparam0, \n\tparam1\n\t);", "param1", "variable.other.ptx"],
  ["\tmov.u32 \t%r1, WARP_SZ;", "WARP_SZ", "constant.language.ptx"],
  // blanks before a modifier (ptxas accepts them; flashinfer writes `prmt .b32`)
  ["\tld.global .nc.u32 %r1, [%rd1];", ".nc", "keyword.other.modifier.ptx"],
  ["\tprmt .b32 %r1, %r2, %r3, 0x5140;", "prmt", "keyword.other.opcode.ptx"],
  ["\tld .shared .b32 %r1, [s];", ".shared", "storage.modifier.state-space.ptx"],
];

describe("TextMate grammar scopes", () => {
  for (const [source, text, scope] of CASES) {
    test(`${JSON.stringify(text)} in ${JSON.stringify(source)} is ${scope}`, () => {
      assert.ok(scopesOf(source, text).includes(scope), `scopes: ${scopesOf(source, text).join(" ")}`);
    });
  }

  // Words that must NOT be taken for opcodes: operands on nvcc's continuation lines.
  const NOT_OPCODES: [string, string][] = [
    ["\tparam1", "param1"],
    ["\tvprintf, ", "vprintf"],
    [".entry k(\n\t.param .u64 k_param_0,\n\t.param .u32 k_param_1\n)", "k_param_1"],
    [".global .u64 tbl[2] = {\n\tfoo, bar};", "foo"],
  ];
  for (const [source, text] of NOT_OPCODES) {
    test(`${JSON.stringify(text)} in ${JSON.stringify(source)} is not an opcode`, () => {
      assert.ok(!scopesOf(source, text).includes("keyword.other.opcode.ptx"), `scopes: ${scopesOf(source, text).join(" ")}`);
    });
  }

  test("a whole nvcc file: every instruction's first word is an opcode and no word is left unscoped", () => {
    assert.ok(checkWholeFile(FIXTURE) > 100);
  });

  // The shared corpus (real nvcc output, up to 87k lines) exists on developer and CI machines only.
  const corpus = corpusFiles();
  for (const file of corpus.length > 0 ? corpus : ["(shared corpus absent)"]) {
    test(`corpus ${path.basename(file)}: every instruction is an opcode, no word unscoped`, { skip: corpus.length === 0 ? "../shared/corpus/ptx is absent" : false }, () => {
      assert.ok(checkWholeFile(file) > 0);
    });
  }
});

describe("language configuration", () => {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, "language-configuration.json"), "utf8")) as {
    wordPattern: string;
    folding: { markers: { start: string; end: string } };
  };
  const words = (line: string): string[] => line.match(new RegExp(config.wordPattern, "g")) ?? [];

  const WHOLE_WORDS: [string, string][] = [
    ["\tadd.s32 %r12, %r1, 4;", "%r12"],
    ["\tmov.u32 %r1, %tid.x;", "%tid.x"],
    ["\tst.shared::cta.b32 [%r1], %r2;", ".shared::cta"],
    ["\t@%p1 bra $L__BB0_1;", "$L__BB0_1"],
    ["$L__BB0_1:", "$L__BB0_1"],
    ["\tmov.f32 %f1, 0f3F800000;", "0f3F800000"],
    ["\tmov.b32 %r1, 0xFF;", "0xFF"],
    [".global .b8 $str[6];", "$str"],
    ["\tld.param.u64 %rd1, [_Z6kernelPfS__param_0];", "_Z6kernelPfS__param_0"],
  ];
  for (const [line, word] of WHOLE_WORDS) {
    test(`word pattern keeps ${word} whole`, () => {
      assert.ok(words(line).includes(word), `words: ${JSON.stringify(words(line))}`);
    });
  }

  test("word pattern splits an opcode from its modifiers", () => {
    assert.deepEqual(words("\tld.global.nc.f32 %f1, [%rd1];"), ["ld", ".global", ".nc", ".f32", "%f1", "%rd1"]);
  });

  test("folding markers match regions and nvcc's inline asm comments", () => {
    const start = new RegExp(config.folding.markers.start);
    const end = new RegExp(config.folding.markers.end);
    assert.ok(start.test("\t// begin inline asm") && end.test("\t// end inline asm"));
    assert.ok(start.test("// #region setup") && end.test("// #endregion"));
    assert.ok(!start.test("\tmov.u32 %r1, 0; // begin inline asm"));
  });
});
