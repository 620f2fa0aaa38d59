/**
 * @file Tree-sitter grammar for NVIDIA PTX (Parallel Thread Execution) ISA 9.4.
 * @license MIT
 *
 * Section numbers (§) refer to the PTX ISA 9.0 document unless a comment names 9.4
 * (https://docs.nvidia.com/cuda/parallel-thread-execution/).
 *
 * Design: the grammar knows the *shape* of PTX, not its vocabulary. Opcodes, modifiers, types,
 * performance directives and attribute names are generic tokens, so unknown or future names
 * still parse; the language server validates them against its spec data. Only keywords that
 * decide the structure of a statement (state spaces, linkage, .entry/.func, the module and
 * debugging directives, `call`) are spelled out. NODES.md documents every node and field.
 */

/* eslint-disable arrow-parens */
/* eslint-disable camelcase */
/* eslint-disable-next-line spaced-comment */
/// <reference types="tree-sitter-cli/dsl" />
// @ts-check

// §4.5.4 Table 4: C operator precedence for constant expressions.
const PREC = {
  CONDITIONAL: 1,
  LOGICAL_OR: 2,
  LOGICAL_AND: 3,
  BITWISE_OR: 4,
  BITWISE_XOR: 5,
  BITWISE_AND: 6,
  EQUALITY: 7,
  RELATIONAL: 8,
  SHIFT: 9,
  ADDITIVE: 10,
  MULTIPLICATIVE: 11,
  UNARY: 12,
  CAST: 12,
  // Operand-only forms that win over the equivalent constant expression: `p|q`, `!p`.
  OPERAND: 20,
};

// §5.1: state spaces, including the `::` sub-qualified forms of .shared (§5.1.7) and .param.
const STATE_SPACES = [
  '.reg', '.sreg', '.const', '.global', '.local', '.param', '.param::entry', '.param::func',
  '.shared', '.shared::cta', '.shared::cluster', '.tex',
];

// A regular expression for any text that does not contain `end` (whose first character occurs
// nowhere else in it): each run of that character is followed by a partial `end` that breaks off.
function textUntil(end) {
  const esc = (c) => c.replace(/[.*+?^${}()|[\]\\\/]/g, '\\$&');
  const first = esc(end[0]);
  const rest = end.slice(1);
  const partial = rest.slice(0, -1).split('').reduceRight((acc, c) => `(${esc(c)}${acc})?`, '');
  const breaks = [];
  for (let k = 0; k < rest.length; k++) {
    breaks.push(`${rest.slice(0, k).split('').map(esc).join('')}[^${first}${esc(rest[k])}]`);
  }
  return new RegExp(`([^${first}]|(${first}${partial})*${first}(${breaks.join('|')}))*(${first}${partial})*`);
}

// How many of an instruction's modifiers are spelled out before a plain `repeat` takes over. A
// `repeat` keeps hidden nodes in the tree (one holding each element, one per pair of elements: 88
// to 96 bytes each; 855 k of them for the modifiers of a 20 MB file), while spelled-out optional
// items are plain children of the instruction and cost a pointer each. Instructions with more than
// 6 modifiers are rare (`wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16` has 7).
const UNROLLED_MODIFIERS = 6;

// §11.6: linking directives.
const LINKAGES = ['.extern', '.visible', '.weak', '.common'];

module.exports = grammar({
  name: 'ptx',

  // No `word` token (issue 16). With `word: $ => $.identifier`, identifier becomes the runtime's keyword
  // capture token, and tree-sitter reuses a node whose first token is that token only where the
  // node's own parse state equals the parser's state at that point. A statement's parse state is the
  // one after the previous statement has been reduced; reuse is tried earlier, right after the
  // previous `;` is shifted. So no statement starting with a name (opcode, label) was ever reused on
  // an incremental reparse: each one's opcode and `;` were lexed again and the whole function body
  // was reduced again. Without `word` the ordinary rule applies (same lexical state: reuse), and
  // untouched statements are reused whole. The few keywords that look like names (`call`, `generic`,
  // `function_name`, `inlined_at`) lex the same way: where one is valid, the string wins over the
  // identifier of the same length. See `keyword` below for the error-recovery state.

  extras: $ => [/\s/, $.comment, $.preprocessor_line],

  // src/scanner.c: `_line_break` marks where an instruction that lacks its `;` ends when the next
  // line starts another statement. It appears in the tree as a zero-width `missing_semicolon` at
  // the end of that instruction (the analysis reports it), and the next line stays a statement of
  // its own (recovery that stays local; the tree has no ERROR for it). So does an opcode with modifiers
  // after white space on the same line (`setp.ne.s32 \tadd.s32 %r1, ...`: a line joined to the next).
  // `_spaced_modifier` / `_spaced_component` are a modifier or a component after white space
  // (`prmt .b32`, `%tid .x`), which ptxas accepts; the scanner decides at a line break whether a
  // `.` word goes on with the instruction or starts a declaration. They appear as `modifier` and
  // `component`. The scanner yields nothing during error recovery, so the parser recovers exactly
  // as it does with modifiers written without spaces.
  externals: $ => [
    $._line_break, $._line_break_bare, $._spaced_modifier, $._spaced_component, $._error_sentinel,
    $._operand_break, $._block_close, $._guard_break, $._stray_brace, $._stray_word, $._stray_operand,
  ],

  // Inlining the hidden choice rules removes one reduction per operand and statement, which is
  // much of the work on large files (the 87k-line corpus file parses about 30 % faster). The price is
  // that node-types.json lists no supertypes.
  inline: $ => [$._expression, $._operand, $._section_value, $._statement, $._top_level_item, $._modifier],

  rules: {
    source_file: $ => repeat($._top_level_item),

    _top_level_item: $ => choice(
      $.version_directive,
      $.target_directive,
      $.address_size_directive,
      $.file_directive,
      $.loc_directive,
      $.section_directive,
      $.intermediate_source_section,
      $.pragma_directive,
      $.dwarf_directive,
      $.alias_directive,
      $.variable_declaration,
      $.function_definition,
      $.function_declaration,
    ),

    // ── §11.1 module directives ───────────────────────────────────────────────────────────

    // §11.1.1 .version major.minor
    version_directive: $ => seq('.version', field('version', $.version_number)),

    // §11.1.2 .target sm_90a, debug, texmode_independent, ...
    target_directive: $ => seq('.target', commaSep1(field('target', $.identifier))),

    // §11.1.3 .address_size 32|64
    address_size_directive: $ => seq('.address_size', field('size', $.integer_literal)),

    // ── §11.5 debugging directives ────────────────────────────────────────────────────────

    // §11.5.3 .file index "name" {, timestamp, size}
    file_directive: $ => seq(
      '.file',
      field('index', $.integer_literal),
      field('path', $.string_literal),
      optional(seq(',', field('timestamp', $.integer_literal), ',', field('size', $.integer_literal))),
    ),

    // §11.5.4 .loc file line column {, function_name label{+imm}, inlined_at file line column}
    loc_directive: $ => seq(
      '.loc',
      field('file', $.integer_literal),
      field('line', $.integer_literal),
      field('column', $.integer_literal),
      optional(seq(
        ',', keyword($, 'function_name'), field('function_name', $._section_value),
        ',', keyword($, 'inlined_at'),
        field('inlined_file', $.integer_literal),
        field('inlined_line', $.integer_literal),
        field('inlined_column', $.integer_literal),
      )),
    ),

    // §11.5.5 (PTX 9.4) .loc_intermediate file line column: a position in an intermediate
    // representation (a `.file` that names, e.g., a TileIR file), beside the `.loc` of the source.
    loc_intermediate_directive: $ => seq(
      '.loc_intermediate',
      field('file', $.integer_literal),
      field('line', $.integer_literal),
      field('column', $.integer_literal),
    ),

    // §11.5.6 (PTX 9.4) .nv_intermediate_source_section { .code_block { .ir_name: "TileIR"
    // .sourceFileName: 2 .source_begin <any text> .source_end } ... }: the intermediate source kept
    // in the module. The text between .source_begin and .source_end is one opaque token.
    intermediate_source_section: $ => seq(
      '.nv_intermediate_source_section',
      '{',
      repeat(field('block', $.code_block)),
      '}',
    ),

    code_block: $ => seq(
      '.code_block',
      '{',
      repeat(choice(field('entry', $.code_block_entry), field('source', $.intermediate_source))),
      '}',
    ),

    // `.ir_name: "TileIR"` / `.sourceFileName: 2`
    code_block_entry: $ => seq(
      field('key', alias($.type, $.directive_name)),
      ':',
      field('value', choice($.string_literal, $.integer_literal, $.identifier)),
    ),

    // `.source_begin` … `.source_end`: any text that does not contain `.source_end`.
    intermediate_source: _ => token(seq('.source_begin', textUntil('.source_end'), '.source_end')),

    // §11.5.2 .section name { dwarf-lines }
    section_directive: $ => seq(
      '.section',
      field('name', $.section_name),
      '{',
      repeat(choice($.section_item, $.label)),
      '}',
    ),

    // One data line of a section: .b8/.b16/.b32/.b64 followed by values.
    section_item: $ => seq(
      field('type', $.type),
      commaSep1(field('value', $._section_value)),
    ),

    _section_value: $ => choice(
      $._expression,
      $.string_literal,
      $.section_name,
      alias($.section_offset_expression, $.binary_expression),
    ),

    // `.debug_loc+0x4`
    section_offset_expression: $ => prec.left(PREC.ADDITIVE, seq(
      field('left', $.section_name),
      field('operator', choice('+', '-')),
      field('right', $._expression),
    )),

    section_name: _ => /\.[a-zA-Z_][a-zA-Z0-9_.$]*/,

    // §11.5.1 @@DWARF dwarf-string (deprecated): the rest of the line is kept as one token.
    dwarf_directive: $ => seq(
      choice('@@DWARF', '@@dwarf'),
      optional(field('content', $.dwarf_content)),
    ),

    dwarf_content: _ => token.immediate(/[ \t]+[^\r\n]*/),

    // §11.4.7 .pragma "string" {, "string"};
    pragma_directive: $ => seq('.pragma', commaSep1(field('value', $.string_literal)), ';'),

    // §11.2.3 .alias fAlias, fAliasee;
    alias_directive: $ => seq(
      '.alias',
      field('alias', $.identifier),
      ',',
      field('aliasee', $.identifier),
      ';',
    ),

    // ── §11.2 functions ───────────────────────────────────────────────────────────────────

    function_definition: $ => seq($._function_header, field('body', alias($._function_body, $.block))),

    // A function's body is a `block`. While typing, a `}` at its level followed by a statement that can
    // only be inside a function (an opcode or label, a guard, `{`, `.reg`; scanner: `_stray_brace`) does
    // not close it (nothing but module-level directives may follow a function): it appears as
    // `stray_brace`, the analysis reports it (PTX103), and the statements after it stay in the function.
    _function_body: $ => seq(
      '{',
      repeat(choice($._statement, alias($._stray_brace, $.stray_brace))),
      choice('}', alias($._block_close, $.missing_brace)),
    ),

    // A prototype: a header without a body (§11.2.2).
    function_declaration: $ => seq($._function_header, ';'),

    _function_header: $ => seq(
      optional(field('linkage', $.linkage)),
      field('kind', choice('.entry', '.func')),
      optional(field('attribute', $.attribute_directive)),
      optional(field('return_parameters', $.parameter_list)),
      field('name', $.identifier),
      optional(field('parameters', $.parameter_list)),
      // ptxas also accepts `.pragma "nounroll";` between a kernel's parameters and its body.
      repeat(choice(field('directive', $.performance_directive), field('pragma', $.pragma_directive))),
    ),

    parameter_list: $ => seq('(', commaSep($.parameter), ')'),

    // §5.1.6 kernel / device function parameters, §5.1.6.3 .ptr attribute
    parameter: $ => seq(
      field('state_space', $.state_space),
      repeat(choice(
        field('align', $.align),
        field('vector', $.vector),
      )),
      field('type', $.type),
      repeat(field('attribute', $.pointer_attribute)),
      field('name', choice($.identifier, $.register, $.sink)),
      repeat(field('array', $.array_dimension)),
    ),

    // .ptr{.space}{.align N}
    pointer_attribute: $ => prec.right(seq(
      '.ptr',
      optional(field('state_space', $.state_space)),
      optional(field('align', $.align)),
    )),

    // §11.4 performance-tuning and §11.7/§11.8 cluster directives in a function header:
    // .maxntid 256, 1, 1 / .noreturn / .reqnctapercluster 2, 1, 1 / .abi_preserve 8 ...
    // §11.8.2 (PTX 9.3) `.language "ptx", "cuda c++", 7` takes strings as well.
    performance_directive: $ => prec.right(seq(
      field('name', alias($.type, $.directive_name)),
      optional(commaSep1(field('value', choice($.integer_literal, $.string_literal)))),
    )),

    // §5.4.8 .attribute(.managed) / .attribute(.unified(0xAB, 0xCD))
    attribute_directive: $ => seq('.attribute', '(', commaSep1($.attribute), ')'),

    attribute: $ => seq(
      field('name', alias($.type, $.attribute_name)),
      optional(seq('(', commaSep(field('argument', $._expression)), ')')),
    ),

    // A block whose `}` is not written yet ends before a function definition that starts a line
    // (`.visible .entry k(...) {`) or at the end of the text (each chunk of the syntax layer ends
    // where such a definition starts), scanner: `_block_close`, zero width, after the last statement:
    // it appears as `missing_brace`, the analysis reports it (PTX103), and the next function stays a
    // function. A prototype (`.func f();`) does not end a block: ptxas accepts one inside a function.
    block: $ => seq('{', repeat($._statement), choice('}', alias($._block_close, $.missing_brace))),

    _statement: $ => choice(
      $.instruction,
      $.unfinished_guard,
      $.label,
      $.variable_declaration,
      $.block,
      $.loc_directive,
      $.loc_intermediate_directive,
      $.file_directive,
      $.pragma_directive,
      $.callprototype_directive,
      $.branchtargets_directive,
      $.calltargets_directive,
      $.dwarf_directive,
    ),

    // ── §11.3 control-flow directives (each introduced by its label) ─────────────────────

    // §11.3.3 label: .callprototype {(ret-param)} _ {(param-list)} {.noreturn} ...;
    callprototype_directive: $ => seq(
      field('name', $.identifier),
      ':',
      '.callprototype',
      optional(field('return_parameters', $.parameter_list)),
      '_',
      optional(field('parameters', $.parameter_list)),
      repeat(field('directive', $.performance_directive)),
      ';',
    ),

    // §11.3.1 label: .branchtargets L1, L2, N<5>;
    branchtargets_directive: $ => seq(
      field('name', $.identifier),
      ':',
      '.branchtargets',
      commaSep1(field('target', choice($.identifier, $.parameterized_name))),
      ';',
    ),

    // §11.3.2 label: .calltargets f, g;
    calltargets_directive: $ => seq(
      field('name', $.identifier),
      ':',
      '.calltargets',
      commaSep1(field('target', choice($.identifier, $.parameterized_name))),
      ';',
    ),

    // ── §5.4 variable declarations ─────────────────────────────────────────────────────────

    variable_declaration: $ => seq(
      optional(field('linkage', $.linkage)),
      field('state_space', $.state_space),
      repeat(choice(
        field('align', $.align),
        field('vector', $.vector),
        field('attribute', $.attribute_directive),
      )),
      field('type', $.type),
      choice(
        seq(commaSep1(field('declarator', $.declarator)), $._terminator),
        // while typing: `.reg .b32` before a line that starts another statement
        alias($._line_break_bare, $.missing_declarator),
      ),
    ),

    declarator: $ => seq(
      field('name', choice($.identifier, $.register, $.parameterized_name)),
      repeat(field('array', $.array_dimension)),
      optional(seq('=', field('initializer', choice($._expression, $.initializer_list)))),
    ),

    // §5.4.6 %r<100>. While typing, `%r<` or `%r<8` may end a line before another statement: the
    // name ends there with a zero-width `missing_count` / `missing_angle` (the declaration then lacks
    // its `;` too: `missing_semicolon`), so the next line is not read as more names.
    parameterized_name: $ => seq(
      field('name', choice($.identifier, $.register)),
      token.immediate('<'),
      choice(
        seq(field('count', $.integer_literal), choice('>', alias($._line_break_bare, $.missing_angle))),
        alias($._line_break_bare, $.missing_count),
      ),
    ),

    // §5.4.3 [8], [] (open), multi-dimensional by repetition
    array_dimension: $ => seq('[', optional(field('size', $._expression)), ']'),

    // §5.4.4 { 1, 2, {3, 4} }
    initializer_list: $ => seq(
      '{',
      commaSep(choice($._expression, $.initializer_list, $.property_initializer)),
      optional(','),
      '}',
    ),

    // §5.3 opaque-type member initializers: { addr_mode_0 = clamp_to_border, filter_mode = nearest }
    property_initializer: $ => seq(
      field('name', $.identifier),
      '=',
      field('value', $._expression),
    ),

    // §5.4.5 .align N
    align: $ => seq('.align', field('value', $.integer_literal)),

    // §5.4.2 .v2 / .v4 / .v8
    vector: _ => choice('.v2', '.v4', '.v8'),

    // §5.1.3.1 (deprecated) banked constant space: .const[2]
    state_space: $ => choice(
      ...STATE_SPACES,
      seq('.const', token.immediate('['), field('bank', $.integer_literal), ']'),
    ),

    linkage: _ => choice(...LINKAGES),

    // §5.2 fundamental types and §5.3 opaque types: any dotted word, checked by the analysis.
    // The same token, aliased, names performance directives and attributes.
    type: _ => /\.[a-zA-Z_][a-zA-Z0-9_]*/,

    // ── §4.3.2 instruction statements ──────────────────────────────────────────────────────

    // §4.3.2 a label is `name:`; it is its own statement.
    label: $ => seq(field('name', $.identifier), ':'),

    instruction: $ => choice(
      seq(
        optional(field('guard', $.guard)),
        field('opcode', alias($.identifier, $.opcode)),
        modifiers($),
        choice(seq(field('operands', $.operand_list), $._terminator), $._bare_terminator),
      ),
      // §9.7.12.5 call{.uni} (ret), func, (params), proto;
      seq(
        optional(field('guard', $.guard)),
        field('opcode', alias('call', $.opcode)),
        modifiers($),
        choice(seq(field('operands', alias($.call_operands, $.operand_list)), $._terminator), $._bare_terminator),
      ),
    ),

    // After a random edit: a `,` right after the opcode and modifiers (`mov.b64, %rd1, ...`, the tail
    // `rd1, %rd2;` of a line whose head was deleted), or a name glued before an operand (`e%rd46`,
    // `,w %r607`; src/scanner.c `_stray_word`). Never valid there; it appears as `stray_token` (the
    // analysis reports it, PTX101) instead of an ERROR. (Measured per shape: an ERROR for these costs
    // tree-sitter 50-300 us per keystroke each in the edited function; other shapes of error cost
    // next to nothing, and rules for them, e.g. a stray `]`, made other errors dearer.)
    _stray_punctuation: _ => ',',

    // `;`, or (while typing) nothing before a line that starts another statement: see externals.
    // After operands any statement start ends the instruction; right after the opcode an
    // identifier may still be its first operand (`bra` + `L1;`), so the scanner is stricter there.
    _terminator: $ => choice(';', alias($._line_break, $.missing_semicolon)),
    _bare_terminator: $ => choice(';', alias($._line_break_bare, $.missing_semicolon)),

    // @p / @!p
    guard: $ => seq('@', optional(field('negated', '!')), field('predicate', choice($.register, $.identifier))),

    // While typing: `@` (or `@!`) at the end of a line whose next line starts a statement (`ld.global...`,
    // `.reg`, a label, `}`; scanner: `_guard_break`, zero width, stricter than `_line_break`: a name
    // followed by another name may still be the predicate, `@` + `p bra L;`). The guard ends there
    // with a zero-width `missing_predicate` (the analysis reports it) and the next line stays itself.
    unfinished_guard: $ => seq('@', optional(field('negated', '!')), alias($._guard_break, $.missing_predicate)),

    // Modifiers are written right after the opcode or the previous modifier, and so ptxas reads them,
    // but it also takes white space (blanks, tabs, line breaks, comments) before one: `prmt .b32`,
    // `cvt .rn .f32 .s32` assemble (ptxas 13.0 and 13.5; flashinfer writes `lop3 .b32` in inline
    // assembly). Such a modifier comes from the external scanner (`_spaced_modifier`). Words that
    // ptxas reads as one instruction name (`mbarrier.arrive`, `mul.hi`) parse the same way; the
    // analysis reports a blank inside them.
    // Inside one modifier no space is allowed: `::` sub-qualifiers belong to it (`.shared::cluster`,
    // `.L2::cache_hint`), and so does a ratio after one (`.sp::2:4`, PTX 9.4 spcompress/spdecompress).
    // A deprecated constant bank stays inside its modifier: `ld.const[2].b32` (§5.1.3.1).
    // A lone `.` (`ld.` while typing) is a modifier too, so the half-typed instruction stays one
    // statement; the analysis reports it. src/scanner.c lexes the spaced form the same way.
    modifier: _ => token.immediate(prec(1, /\.([a-zA-Z0-9_]+(::[a-zA-Z0-9_]+(:[0-9]+)?)*(\[[0-9]+\])?)?/)),

    _modifier: $ => choice($.modifier, alias($._spaced_modifier, $.modifier)),

    // While typing, an operand list may end in `,` before a line that starts another statement
    // (`add.s32 %r3, %r1,` above `.reg ...`, `{` + statements, `add.s32 ...`): the scanner then
    // yields `_operand_break` (zero width, after the `,`), which appears as `missing_operand`; the
    // instruction ends there (a `missing_semicolon` follows) and the next line stays its own
    // statement. Operands that really continue on the next line (`{%r1, %r2}`, `%r4;`) read as before.
    // Spelled out two operands at a time: the first two are children of the list itself, further
    // ones come in hidden `_more_operands` nodes of two. (A `repeat` keeps about two hidden nodes per
    // operand after the first; more operands spelled out per rule make the parse table explode,
    // `_operand` being inlined.) The visible tree is the same: operands and `,` in the list.
    operand_list: $ => seq(
      optional(alias(choice($._stray_punctuation, $._stray_word), $.stray_token)),
      $._operand,
      optional(operandPairs($, $._more_operands)),
    ),

    _more_operands: $ => seq(',', strayWord($), $._operand, optional(operandPairs($, $._more_operands))),

    call_operands: $ => seq(
      optional(seq(field('return_values', $.argument_list), ',')),
      field('callee', choice($.identifier, $.register)),
      optional(seq(',', field('arguments', $.argument_list))),
      optional(seq(',', field('prototype', $.identifier))),
    ),

    argument_list: $ => seq('(', commaSep($._expression), ')'),

    _operand: $ => choice(
      $._expression,
      $.vector_operand,
      $.address_operand,
      $.negated_operand,
      $.predicate_pair,
      $.sink,
    ),

    // {a, _, c}
    vector_operand: $ => seq('{', commaSep1(choice($._expression, $.sink)), '}'),

    // [reg], [reg+imm], [sym+-8], [tensorMap, {x, y}], [p].unified (§9.7.9.8)
    // While typing, `[%rd1` may end a line before another statement: a zero-width `missing_bracket`
    // closes it (the instruction's `missing_semicolon` follows).
    address_operand: $ => seq(
      '[',
      field('address', $._expression),
      repeat(seq(',', $._operand)),
      choice(seq(']', optional(field('modifier', $._modifier))), alias($._line_break, $.missing_bracket)),
    ),

    // !p as a predicate operand
    negated_operand: $ => prec(PREC.OPERAND, seq('!', field('operand', choice($.register, $.identifier)))),

    // p|q: the two destination predicates of setp and friends; {a, b, c, d}|p for tex/tld4 (§9.7.10)
    predicate_pair: $ => prec(PREC.OPERAND, seq(
      field('left', choice($.register, $.identifier, $.sink, $.vector_operand)),
      '|',
      field('right', choice($.register, $.identifier, $.sink)),
    )),

    sink: _ => '_',

    // ── §4.5 constants and constant expressions ────────────────────────────────────────────

    _expression: $ => choice(
      $.register,
      $.identifier,
      $.integer_literal,
      $.float_literal,
      $.component_expression,
      $.subscript_expression,
      $.binary_expression,
      $.unary_expression,
      $.parenthesized_expression,
      $.conditional_expression,
      $.cast_expression,
      $.generic_expression,
      $.mask_expression,
    ),

    // %tid.x — a vector component (§5.4.2, §10); r1.h0, r2.b3210 — video byte/half selectors (§9.7.18)
    component_expression: $ => seq(
      field('operand', choice($.register, $.identifier)),
      field('component', choice($.component, alias($._spaced_component, $.component))),
    ),

    // A[5]: the address of an array element (§9.7.9.3 mov)
    subscript_expression: $ => seq(
      field('array', $.identifier),
      token.immediate('['),
      field('index', $._expression),
      ']',
    ),

    // ptxas also takes white space before a component (`%tid .x`): `_spaced_component` (scanner).
    component: _ => token.immediate(/\.([xyzwrgba]|[bh][0-9]+)/),

    binary_expression: $ => {
      const table = [
        ['||', PREC.LOGICAL_OR],
        ['&&', PREC.LOGICAL_AND],
        ['|', PREC.BITWISE_OR],
        ['^', PREC.BITWISE_XOR],
        ['&', PREC.BITWISE_AND],
        ['==', PREC.EQUALITY],
        ['!=', PREC.EQUALITY],
        ['<', PREC.RELATIONAL],
        ['<=', PREC.RELATIONAL],
        ['>', PREC.RELATIONAL],
        ['>=', PREC.RELATIONAL],
        ['<<', PREC.SHIFT],
        ['>>', PREC.SHIFT],
        ['+', PREC.ADDITIVE],
        ['-', PREC.ADDITIVE],
        ['*', PREC.MULTIPLICATIVE],
        ['/', PREC.MULTIPLICATIVE],
        // `%` starts register names (`%r1`), so the remainder operator needs a space after it:
        // otherwise `%r1 %r2` (a missing comma) would silently read as `%r1 % r2`.
        [alias(token(/%[ \t\r\n]/), '%'), PREC.MULTIPLICATIVE],
      ];
      return choice(...table.map(([operator, precedence]) => prec.left(precedence, seq(
        field('left', $._expression),
        // @ts-ignore
        field('operator', operator),
        field('right', $._expression),
      ))));
    },

    unary_expression: $ => prec(PREC.UNARY, seq(
      field('operator', choice('-', '+', '!', '~')),
      field('argument', $._expression),
    )),

    parenthesized_expression: $ => seq('(', $._expression, ')'),

    conditional_expression: $ => prec.right(PREC.CONDITIONAL, seq(
      field('condition', $._expression),
      '?',
      field('consequence', $._expression),
      ':',
      field('alternative', $._expression),
    )),

    // (.s64) expr, (.u64) expr
    cast_expression: $ => prec(PREC.CAST, seq(
      '(',
      field('type', $.type),
      ')',
      field('value', $._expression),
    )),

    // §5.4.4 generic(sym) in initializers
    generic_expression: $ => seq('generic', '(', field('argument', $._expression), ')'),

    // §5.4.4 mask operator: 0xFF00(sym+4)
    mask_expression: $ => seq(
      field('mask', $.integer_literal),
      token.immediate('('),
      field('argument', $._expression),
      ')',
    ),

    // §4.4 identifiers
    identifier: _ => /[a-zA-Z][a-zA-Z0-9_$]*|[_$][a-zA-Z0-9_$]+/,

    // §4.4 names starting with % (registers, special registers)
    register: _ => /%[a-zA-Z0-9_$]+/,

    // §4.5.1 hexadecimal, octal, binary, decimal; optional U suffix
    integer_literal: _ => token(choice(
      /0[xX][0-9a-fA-F]+U?/,
      /0[bB][01]+U?/,
      /0[0-7]*U?/,
      /[1-9][0-9]*U?/,
    )),

    // §4.5.2 decimal floats and exact hex floats 0fXXXXXXXX / 0dXXXXXXXXXXXXXXXX
    float_literal: _ => token(choice(
      /[0-9]+\.[0-9]*([eE][+-]?[0-9]+)?/,
      /\.[0-9]+([eE][+-]?[0-9]+)?/, // .05 (a modifier such as `.2d` right after an opcode wins)
      /[0-9]+[eE][+-]?[0-9]+/,
      /0[fF][0-9a-fA-F]{8}/,
      /0[dD][0-9a-fA-F]{16}/,
    )),

    version_number: _ => /[0-9]+\.[0-9]+/,

    string_literal: _ => /"([^"\\\r\n]|\\.)*"/,

    // §4.2 comments. A `//` comment runs to the next `\n`: ptxas reads a lone `\r` as white space,
    // so text after it on the same `\n`-line is still comment (checked with ptxas 13.0).
    comment: _ => token(choice(
      seq('//', /[^\n]*/),
      seq('/*', /[^*]*\*+([^/*][^*]*\*+)*/, '/'),
    )),

    // §4.1 lines starting with # are C-preprocessor directives
    preprocessor_line: _ => token(prec(-1, /#[^\r\n]*/)),
  },
});

/**
 * An instruction's modifiers: the first UNROLLED_MODIFIERS spelled out, any further ones in a repeat.
 * The tree is the same as `repeat(field('modifier', $._modifier))` without its hidden nodes.
 * @param {GrammarSymbols<string>} $
 * @returns {RuleOrLiteral}
 */
function modifiers($) {
  const modifier = field('modifier', $._modifier);
  let rest = repeat(modifier);
  for (let i = 0; i < UNROLLED_MODIFIERS; i++) rest = optional(seq(modifier, rest));
  return rest;
}

/**
 * The rest of an operand list after an operand: `, operand` then `more` (further operands) or a
 * trailing `,` that ends the list while typing (`missing_operand`, see `operand_list`), or just that
 * trailing `,`.
 * @param {GrammarSymbols<string>} $
 * @param {RuleOrLiteral} more
 * @returns {ChoiceRule}
 */
function operandPairs($, more) {
  // (`, , 1` / `, ;` on one line: an operand left out, the list goes on after it; `, );`: a `)` or `]`
  // where the operand belongs, a `stray_token`, src/scanner.c `_stray_operand`)
  const trailing = seq(',', choice(alias($._operand_break, $.missing_operand), alias($._stray_operand, $.stray_token)),
    optional(more));
  return choice(seq(',', strayWord($), $._operand, optional(choice(more, trailing))), trailing);
}

/**
 * After a random edit: a name glued before an operand on the same line (`e%rd46`, `,w %r607`, `q %r5`:
 * never valid PTX; src/scanner.c `_stray_word`), which appears as `stray_token`.
 * @param {GrammarSymbols<string>} $
 * @returns {RuleOrLiteral}
 */
function strayWord($) {
  return optional(alias($._stray_word, $.stray_token));
}

/**
 * A keyword where no name may stand (`.loc`'s `function_name`, `inlined_at`). The second branch
 * is never taken (the scanner never yields `_error_sentinel`) and adds nothing to the tree or to
 * node-types.json: after the sentinel the keyword and an identifier are both valid, which is all it
 * is for. Without `word` the generator leaves a token out of the error-recovery state when it
 * clashes with a keyword that is never valid beside it; identifier was left out (recovery then
 * skipped names instead of resuming at them, and broken statements swallowed their neighbours).
 * With this the recovery state holds the same tokens as with `word`. (Offering the identifier in
 * the keyword's own state did the same for recovery but changed the ERROR of a misspelt keyword.)
 * @param {GrammarSymbols<string>} $
 * @param {string} word
 * @returns {ChoiceRule}
 */
function keyword($, word) {
  return choice(word, seq($._error_sentinel, choice(word, alias($.identifier, word))));
}

/**
 * One or more `rule`s separated by commas.
 * @param {RuleOrLiteral} rule
 * @returns {SeqRule}
 */
function commaSep1(rule) {
  return seq(rule, repeat(seq(',', rule)));
}

/**
 * Zero or more `rule`s separated by commas.
 * @param {RuleOrLiteral} rule
 * @returns {ChoiceRule}
 */
function commaSep(rule) {
  return optional(commaSep1(rule));
}
