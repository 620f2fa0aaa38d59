/*
 * External scanner for tree-sitter-ptx: where an instruction that lacks its `;` ends, and
 * modifiers or components written after white space.
 *
 * PTX is free-form (§4.1): a statement ends at `;`, not at a line break. While a person types,
 * the statement being written has no `;` yet, and the parser would read the next line as more
 * operands of it (`@%p1 bra` + `add.s32 ...` reads `add` as the branch target; `add.` + `{`
 * reads the block as a vector operand and the block's `}` then closes the function).
 *
 * This scanner is asked only where an instruction could end (the grammar offers `_line_break`
 * exactly where it accepts the closing `;`) or a spaced modifier or component could follow. It
 * answers `_line_break` (zero width, at the end of the instruction's text) when a line break follows
 * and the next line starts a statement that cannot be more of this instruction: a directive or
 * declaration (`.reg`, `.loc`; see `directive_word`), a guard (`@`), a label (`L:`), a block (`{`
 * followed by statements), `}`, or an opcode with modifiers or operands. The grammar ends the
 * instruction there with a zero-width `missing_semicolon` node (the analysis reports it), and the
 * next line is parsed as its own statement. It answers the same on one line when an opcode with
 * modifiers follows after white space (two lines joined by a deletion, a line pasted into another:
 * no operand of an instruction is a name with a modifier word, and none follows another operand
 * without a `,`; a name with a component followed by `,` `;` or an operator is an operand).
 * An instruction whose operands really continue on the
 * next line (`mov.u32\n\t%r1, 1;`, `mma...\n\t{%f1, ...}`, `bra\n\t$L1;`) is read as before.
 *
 * ptxas also reads white space between an opcode and a modifier, between modifiers, and before a
 * vector component (`prmt .b32 %r1, ...`, `cvt.rn\n.f32.s32`, `%tid .x`; ptxas 13.0 and 13.5). The
 * grammar's `modifier` and `component` are written without spaces; after white space this scanner
 * yields `_spaced_modifier` / `_spaced_component` (same text rules, white space skipped, never part
 * of the token). A comment in between is left to the parser (it is an extra), and the scanner is
 * asked again after it. During error recovery the scanner yields nothing.
 */

#include "tree_sitter/parser.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

enum TokenType {
  LINE_BREAK, LINE_BREAK_BARE, SPACED_MODIFIER, SPACED_COMPONENT, ERROR_SENTINEL, OPERAND_BREAK, BLOCK_CLOSE,
  GUARD_BREAK, STRAY_BRACE, STRAY_WORD, STRAY_OPERAND,
};

void *tree_sitter_ptx_external_scanner_create(void) { return NULL; }
void tree_sitter_ptx_external_scanner_destroy(void *payload) { (void)payload; }
unsigned tree_sitter_ptx_external_scanner_serialize(void *payload, char *buffer) {
  (void)payload;
  (void)buffer;
  return 0;
}
void tree_sitter_ptx_external_scanner_deserialize(void *payload, const char *buffer, unsigned length) {
  (void)payload;
  (void)buffer;
  (void)length;
}

static bool is_blank(int32_t c) { return c == ' ' || c == '\t' || c == '\v' || c == '\f'; }
static bool is_newline(int32_t c) { return c == '\n' || c == '\r'; }
static bool is_ident_start(int32_t c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$';
}
static bool is_ident_char(int32_t c) { return is_ident_start(c) || (c >= '0' && c <= '9'); }

static bool is_digit(int32_t c) { return c >= '0' && c <= '9'; }
static bool is_word_char(int32_t c) {  // the characters of a modifier word: [A-Za-z0-9_]
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || is_digit(c);
}

static void advance(TSLexer *lexer) { lexer->advance(lexer, false); }
// while looking ahead past the end of a token: blanks are not skipped (that would move its start)
static void move(TSLexer *lexer, bool ahead) { lexer->advance(lexer, !ahead); }

/* What lies between the last token and the next one. Blanks and line breaks are skipped (not part
 * of any token; `ahead`: past the end of a token already marked, where they are only looked at);
 * comments and preprocessor lines are consumed only to look past them, or (`stop`) end the look at
 * their first character with `trivia` set. The scanner is asked again after each comment the parser
 * lexes as an extra, so a look that ran past every following comment would make a run of n comment
 * lines cost n^2 (100,000 `//` lines in a function body: minutes); `stop` keeps each look O(1) there. */
typedef struct {
  bool crossed;  // a line break
  bool line_start;  // the next token starts its line (column 0: no blank after the last line break)
  bool trivia;   // a comment or a preprocessor line
  bool stray;    // a lone `/` (not white space; consumed)
} Gap;

static Gap pass_gap(TSLexer *lexer, bool ahead, bool stop) {
  Gap gap = {false, false, false, false};
  for (;;) {
    int32_t c = lexer->lookahead;
    if (is_blank(c)) {
      gap.line_start = false;
      move(lexer, ahead);
    } else if (is_newline(c)) {
      gap.crossed = true;
      move(lexer, ahead);
      gap.line_start = !is_blank(lexer->lookahead);
      while (is_blank(lexer->lookahead)) move(lexer, ahead);
      if (lexer->lookahead == '#') {  // a preprocessor line (§4.1)
        gap.trivia = true;
        if (stop) return gap;
        while (!lexer->eof(lexer) && !is_newline(lexer->lookahead)) advance(lexer);
      }
    } else if (c == '/') {
      advance(lexer);
      gap.line_start = false;
      if (lexer->lookahead == '/') {  // a `//` comment runs to `\n` (a lone `\r` is inside it)
        gap.trivia = true;
        if (stop) return gap;
        while (!lexer->eof(lexer) && lexer->lookahead != '\n') advance(lexer);
      } else if (lexer->lookahead == '*') {
        gap.trivia = true;
        if (stop) return gap;
        advance(lexer);
        for (;;) {
          if (lexer->eof(lexer)) return gap;
          int32_t d = lexer->lookahead;
          advance(lexer);
          if (is_newline(d)) gap.crossed = true;
          if (d == '*' && lexer->lookahead == '/') {
            advance(lexer);
            break;
          }
        }
      } else {
        gap.stray = true;
        return gap;
      }
    } else {
      return gap;
    }
  }
}

static Gap skip_gap(TSLexer *lexer) { return pass_gap(lexer, false, false); }
// the gap up to the first comment or preprocessor line (see `pass_gap`)
static Gap skip_to_trivia(TSLexer *lexer) { return pass_gap(lexer, false, true); }

/* The rest of a modifier after its `.` and first word, as the grammar's `modifier` reads it:
 * `::word` parts, a `:N` ratio after one, a `[N]` constant bank. Marks the token's end. */
static void modifier_rest(TSLexer *lexer) {
  lexer->mark_end(lexer);
  bool after_part = false;
  while (lexer->lookahead == ':') {
    advance(lexer);
    if (lexer->lookahead == ':') {
      advance(lexer);
      if (!is_word_char(lexer->lookahead)) return;
      while (is_word_char(lexer->lookahead)) advance(lexer);
      lexer->mark_end(lexer);
      after_part = true;
    } else if (after_part && is_digit(lexer->lookahead)) {
      while (is_digit(lexer->lookahead)) advance(lexer);
      lexer->mark_end(lexer);
      after_part = false;
    } else {
      return;
    }
  }
  if (lexer->lookahead == '[') {
    advance(lexer);
    if (!is_digit(lexer->lookahead)) return;
    while (is_digit(lexer->lookahead)) advance(lexer);
    if (lexer->lookahead != ']') return;
    advance(lexer);
    lexer->mark_end(lexer);
  }
}

/* `.` and a word, read into `word` (truncated; only short words are compared). */
static unsigned dot_word(TSLexer *lexer, char *word, unsigned size) {
  unsigned n = 0;
  advance(lexer);  // the `.`
  while (is_word_char(lexer->lookahead)) {
    if (n + 1 < size) word[n] = (char)lexer->lookahead;
    n++;
    advance(lexer);
  }
  word[n + 1 < size ? n : size - 1] = 0;
  return n;
}

/* Words that begin a declaration or a directive on a line of their own (§5.4, §11). After an
 * unfinished instruction, a line starting with one of them, followed by white space, is a new
 * statement (`.reg .b32 %r<4>;`, `.loc 1 2 3`, `.shared .align 8 .b8 buf[16];`), though ptxas would
 * read `ld` + `.shared .b32 %r1, [a];` on the next line as one instruction: while typing, a line
 * that declares something is far more likely. Any other `.` word goes on with modifiers. */
static const char *const DIRECTIVE_WORDS[] = {
    "reg", "sreg", "const", "global", "local", "param", "shared", "tex", "loc", "loc_intermediate",
    "pragma", "file", "section", "entry", "func", "visible", "extern", "weak", "common", "version",
    "target", "address_size", "alias", "nv_intermediate_source_section",
};

static bool directive_word(const char *word, int32_t next) {
  if (!(is_blank(next) || is_newline(next) || next == '/' || next == 0)) return false;
  for (unsigned i = 0; i < sizeof DIRECTIVE_WORDS / sizeof DIRECTIVE_WORDS[0]; i++) {
    if (strcmp(word, DIRECTIVE_WORDS[i]) == 0) return true;
  }
  return false;
}

/* A vector component or video selector after its `.`: [xyzwrgba] or [bh][0-9]+. */
static bool component_rest(TSLexer *lexer) {
  int32_t c = lexer->lookahead;
  if (c == 'b' || c == 'h') {
    advance(lexer);
    if (is_digit(lexer->lookahead)) {
      while (is_digit(lexer->lookahead)) advance(lexer);
      return true;
    }
    return c == 'b';
  }
  if (c == 'x' || c == 'y' || c == 'z' || c == 'w' || c == 'r' || c == 'g' || c == 'a') {
    advance(lexer);
    return true;
  }
  return false;
}

/* After a name, at a `.`: whether the name is an opcode with modifiers (`add.s32`), not an operand with
 * a component (`V.x,` / `r2.b0;`: a `,`, `;`, bracket or operator follows it). */
static bool opcode_with_modifiers(TSLexer *lexer) {
  advance(lexer);
  if (!component_rest(lexer)) return true;
  while (is_blank(lexer->lookahead)) advance(lexer);
  int32_t c = lexer->lookahead;
  return !(c == ',' || c == ';' || c == '}' || c == ')' || c == ']' || c == '+' || c == '-' ||
           c == '*' || c == '/' || c == '|' || c == '&' || c == '^' || c == '<' || c == '>' ||
           c == '=' || c == '?' || c == ':');
}

/* Whether the text at the lexer starts a statement that cannot continue an instruction's operands
 * (not asked for a `.`: the caller decides that). `after_brace`: just past a `{` that opened the
 * line (block or vector operand?). */
static bool starts_statement(TSLexer *lexer, bool after_brace, bool after_operands) {
  int32_t c = lexer->lookahead;
  if (lexer->eof(lexer)) return !after_brace;
  if (c == '.' || c == '@' || c == '}') return true;
  if (c == '{') return true;  // `{ {` is a nested block; a vector operand never holds a `{`
  if (!is_ident_start(c)) return false;  // %reg, number, `[`, `(`, `-`, `!`, `;`, `,` ...: operands
  // After an operand only `,` or an operator continues the operand list: a name starts a statement
  // (unless it is inside a `{` that might be a vector operand: `{` + `a, b}`).
  if (after_operands && !after_brace) return true;
  if (c == '_') {
    advance(lexer);
    if (!is_ident_char(lexer->lookahead)) return false;  // `_`: the sink operand
  }
  while (is_ident_char(lexer->lookahead)) advance(lexer);
  c = lexer->lookahead;
  if (c == '.') return opcode_with_modifiers(lexer);
  if (c == ':') return true;  // `L:` a label
  if (c == ';') return after_brace;       // `{` + `ret;`: a block (a vector operand holds no `;`)
  if (!is_blank(c)) return false;         // `a,` `a;` `a+1` `a[`: an operand
  while (is_blank(lexer->lookahead)) advance(lexer);
  c = lexer->lookahead;
  // `ret;` alone is ambiguous with an operand `x;` (`bra\n\tL;`): keep reading it as an operand.
  // An identifier followed by an operand is an opcode: `mov %r1`, `bra L`, `call (`.
  return c == '%' || c == '[' || c == '{' || c == '(' || is_ident_start(c) ||
         (c >= '0' && c <= '9') || c == '-' || c == '!';
}

/* Whether the text at the lexer (the next line after a `@` or `@!` that ends a line) starts a statement
 * rather than the guard's predicate: a directive, declaration or modifier word (a predicate never
 * starts with `.`), `@`, `{`, `}`, a label, or an opcode followed by a modifier, an operand or `;`.
 * A name followed by another name stays the predicate (`@` + `p bra L;` is valid PTX), and so does a
 * register (`@` + `%p1 bra L;`). */
static bool starts_guarded_statement(TSLexer *lexer) {
  int32_t c = lexer->lookahead;
  if (c == '.' || c == '@' || c == '{' || c == '}') return true;
  if (!is_ident_start(c)) return false;
  while (is_ident_char(lexer->lookahead)) advance(lexer);
  c = lexer->lookahead;
  if (c == '.' || c == ':' || c == ';') return true;  // `ld.global`, `L:`, `ret;`
  if (!is_blank(c)) return false;
  while (is_blank(lexer->lookahead)) advance(lexer);
  c = lexer->lookahead;
  return c == '%' || c == '[' || c == '{' || c == '(' || is_digit(c) || c == '-' || c == '!';
}

/* Whether the text at the lexer (after a `}` that would close a function body) starts a statement
 * that only a function holds: an opcode or a label (no module-level item starts with a name), a guard
 * (`@`, not `@@DWARF`), `{`, or a declaration or directive that ptxas 13.0 rejects at module scope
 * (`.reg`, `.local`: "not allowed with ABI"; `.param`, `.sreg`, `.loc`). Of `}` + `}`, the second is
 * the stray one (what ptxas reports too). */
static bool starts_inner_statement(TSLexer *lexer) {
  int32_t c = lexer->lookahead;
  if (lexer->eof(lexer)) return false;
  if (c == '{' || is_ident_start(c)) return true;
  if (c == '.') {
    char word[8];
    dot_word(lexer, word, sizeof word);
    if (!is_blank(lexer->lookahead)) return false;
    return strcmp(word, "reg") == 0 || strcmp(word, "local") == 0 || strcmp(word, "param") == 0 ||
           strcmp(word, "sreg") == 0 || strcmp(word, "loc") == 0;
  }
  if (c != '@') return false;
  advance(lexer);
  return lexer->lookahead != '@';
}

/* Whether the text at the lexer (a `.` at the start of a line) begins a function definition:
 * linking directives, `.entry` or `.func`, then a header whose first `{` comes before any `;` (a
 * `.pragma "...";` between the parameters and the body excepted). A prototype (`.func f();`, which
 * ptxas accepts inside a function body too) does not count. Looks ahead at most a bounded stretch. */
static bool starts_function_definition(TSLexer *lexer) {
  char word[16];
  bool linkage = true;
  for (;;) {
    if (lexer->lookahead != '.') return false;
    dot_word(lexer, word, sizeof word);
    if (strcmp(word, "entry") == 0 || strcmp(word, "func") == 0) break;
    linkage = linkage && (strcmp(word, "visible") == 0 || strcmp(word, "extern") == 0 ||
                          strcmp(word, "weak") == 0 || strcmp(word, "common") == 0);
    if (!linkage || !is_blank(lexer->lookahead)) return false;
    while (is_blank(lexer->lookahead)) advance(lexer);
  }
  if (!(is_blank(lexer->lookahead) || is_newline(lexer->lookahead) || lexer->lookahead == '(')) return false;
  bool pragma = false;
  for (unsigned budget = 1u << 16; budget > 0 && !lexer->eof(lexer); budget--) {
    int32_t c = lexer->lookahead;
    if (c == '{') return !pragma;
    if (c == ';') {
      if (!pragma) return false;
      pragma = false;
      advance(lexer);
    } else if (c == '"') {  // a string (`.pragma "nounroll";`)
      advance(lexer);
      while (!lexer->eof(lexer) && lexer->lookahead != '"' && !is_newline(lexer->lookahead)) {
        if (lexer->lookahead == '\\') advance(lexer);
        advance(lexer);
      }
      advance(lexer);
    } else if (c == '.') {
      dot_word(lexer, word, sizeof word);
      if (strcmp(word, "pragma") == 0) pragma = true;
    } else if (c == '/' ) {
      Gap gap = skip_gap(lexer);
      if (gap.stray) return false;
    } else {
      advance(lexer);
    }
  }
  return false;
}

bool tree_sitter_ptx_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid_symbols) {
  (void)payload;
  if (valid_symbols[ERROR_SENTINEL]) return false;
  bool after_operands = valid_symbols[LINE_BREAK];
  bool line_break = after_operands || valid_symbols[LINE_BREAK_BARE];
  bool modifier = valid_symbols[SPACED_MODIFIER];
  bool component = valid_symbols[SPACED_COMPONENT];
  bool operand_break = valid_symbols[OPERAND_BREAK];  // after a `,` of an operand list
  // between the statements of a block: a function definition at the start of a line ends the block
  // (its `}` is not written yet), so the next function stays a function of its own
  bool block_close = valid_symbols[BLOCK_CLOSE] && !line_break && !modifier && !component && !operand_break;
  if (valid_symbols[GUARD_BREAK]) {  // right after `@` / `@!`: a line break before a statement?
    lexer->mark_end(lexer);
    Gap gap = skip_to_trivia(lexer);  // a comment first: the parser lexes it, then asks again
    if (gap.stray || gap.trivia || !gap.crossed || lexer->eof(lexer) || !starts_guarded_statement(lexer)) return false;
    lexer->result_symbol = GUARD_BREAK;
    return true;
  }
  bool stray_brace = valid_symbols[STRAY_BRACE] && block_close;
  bool stray_word = valid_symbols[STRAY_WORD];  // where an operand list starts or goes on after `,`
  if (!line_break && !modifier && !component && !operand_break && !block_close && !stray_word &&
      !valid_symbols[STRAY_OPERAND]) return false;
  lexer->mark_end(lexer);  // zero width, right after the instruction's last token (`_line_break`)
  bool spaced = is_blank(lexer->lookahead) || is_newline(lexer->lookahead);
  Gap gap = skip_to_trivia(lexer);
  // a comment or preprocessor line first: the parser lexes it (an extra) and asks again after it, so
  // a zero-width token of this scanner comes after the comments between two statements
  if (gap.stray || gap.trivia) return false;
  if (stray_brace && lexer->lookahead == '}') {
    // between the statements of a function body: does this `}` close it, or is the next statement one
    // that only a function holds (then the `}` is stray)? Comments before it are extras: asked again.
    if (gap.trivia) return false;
    advance(lexer);
    lexer->mark_end(lexer);
    Gap after = pass_gap(lexer, true, false);
    if (after.stray || !starts_inner_statement(lexer)) return false;
    lexer->result_symbol = STRAY_BRACE;
    return true;
  }
  if (block_close) {
    // The end of the text closes the open blocks too, one `_block_close` per level, as a function
    // definition starting the next line does: the syntax layer parses each function as its own text
    // (a chunk ends where the next function definition starts its line), so its end stands for that
    // definition. Without this a chunk ending in two open blocks (a `{` typed in a function that lacks
    // its `}`) lost its whole function to an ERROR when the function held other errors (issue 16).
    if (lexer->eof(lexer)) {
      lexer->result_symbol = BLOCK_CLOSE;
      return true;
    }
    if (!gap.crossed || !gap.line_start || lexer->lookahead != '.') return false;
    if (!starts_function_definition(lexer)) return false;
    lexer->result_symbol = BLOCK_CLOSE;
    return true;
  }
  if (!gap.crossed) {
    // the same line: a spaced modifier or component, another instruction, a name glued before an
    // operand, or nothing. A comment in between is lexed by the parser first; without white space the
    // grammar's own `modifier`/`component` apply.
    if (gap.trivia) return false;
    bool inline_instruction = spaced && (line_break || operand_break);
    if (lexer->lookahead == '%' && (stray_word || valid_symbols[STRAY_OPERAND])) {
      // a lone `%` where an operand starts (`%r2, %;`, `%rd1, % %rd2`: a register's name deleted or not
      // typed yet; ptxas 13.0/13.5 report the parsing error at it): `%` + a name is a register, and the
      // remainder operator never starts an operand. Before an operand it goes with it (`_stray_word`),
      // otherwise it stands for the operand (`_stray_operand`); read as `%` it was an ERROR that the
      // parser recovered from again on every keystroke (issue 16).
      advance(lexer);
      if (is_ident_char(lexer->lookahead) || lexer->lookahead == '%') return false;
      lexer->mark_end(lexer);
      while (is_blank(lexer->lookahead)) advance(lexer);
      int32_t c = lexer->lookahead;
      bool operand = c == '%' || c == '[' || c == '{' || c == '(' || c == '-' || c == '!' || c == '~' || is_digit(c);
      if (operand ? !stray_word : !valid_symbols[STRAY_OPERAND]) return false;
      lexer->result_symbol = operand ? STRAY_WORD : STRAY_OPERAND;
      return true;
    }
    if (operand_break && (lexer->lookahead == ',' || lexer->lookahead == ';')) {
      // `%r1, , 1` / `%r1, ;`: an operand left out (an edit deleted it)
      lexer->result_symbol = OPERAND_BREAK;
      return true;
    }
    if (valid_symbols[STRAY_OPERAND] && (lexer->lookahead == ')' || lexer->lookahead == ']')) {
      // `%r2, );`: no operand starts with these (a `}` may close the block: left to the parser)
      advance(lexer);
      lexer->mark_end(lexer);
      lexer->result_symbol = STRAY_OPERAND;
      return true;
    }
    if (inline_instruction && lexer->lookahead == '@') {  // a guard: another instruction (`x @!p not.b32 ...`)
      advance(lexer);
      if (lexer->lookahead == '@') return false;  // `@@DWARF`
      lexer->result_symbol = operand_break ? OPERAND_BREAK : after_operands ? LINE_BREAK : LINE_BREAK_BARE;
      return true;
    }
    if ((stray_word || inline_instruction) && is_ident_start(lexer->lookahead)) {
      // a name: the opcode of another instruction (`add.s32 %r1, %r2` + `add.s32 ...`, `mov.b64 %fd1,` +
      // `mov.b32 ...` on one line), or a name glued before an operand where one starts (`e%rd46`,
      // `w %r607`, `q\t%r5`: a name and a register with no `,` or operator between, never valid PTX)
      if (lexer->lookahead == '_') {
        advance(lexer);
        if (!is_ident_char(lexer->lookahead)) return false;  // `_`: the sink operand
      }
      while (is_ident_char(lexer->lookahead)) advance(lexer);
      if (lexer->lookahead == '.') {
        if (!inline_instruction || !opcode_with_modifiers(lexer)) return false;
        lexer->result_symbol = operand_break ? OPERAND_BREAK : after_operands ? LINE_BREAK : LINE_BREAK_BARE;
        return true;
      }
      if (!stray_word) return false;
      lexer->mark_end(lexer);
      while (is_blank(lexer->lookahead)) advance(lexer);
      if (lexer->lookahead != '%') return false;
      advance(lexer);
      if (!is_ident_char(lexer->lookahead)) return false;
      lexer->result_symbol = STRAY_WORD;
      return true;
    }
    if (!spaced) return false;
    if (lexer->lookahead != '.') return false;
    if (modifier) {
      char word[2];
      dot_word(lexer, word, sizeof word);
      modifier_rest(lexer);
      lexer->result_symbol = SPACED_MODIFIER;
      return true;
    }
    if (component) {
      advance(lexer);
      if (!component_rest(lexer)) return false;
      lexer->mark_end(lexer);
      lexer->result_symbol = SPACED_COMPONENT;
      return true;
    }
    return false;
  }
  // a line break: does the next line start a statement of its own? (Where no instruction can end,
  // `.b64` on the next line of a `.section` is its next item, not a component of the last value.)
  if (!line_break && !operand_break) return false;
  if (lexer->lookahead == '.' && !after_operands) {
    char word[40];
    dot_word(lexer, word, sizeof word);
    if (directive_word(word, lexer->eof(lexer) ? 0 : lexer->lookahead)) {
      lexer->result_symbol = operand_break ? OPERAND_BREAK : LINE_BREAK_BARE;
      return true;
    }
    if (operand_break) return false;  // `.5`: a float operand
    // more modifiers of this instruction (`cvt.rn` + `.f32.s32 %f1, %r1;`)
    if (gap.trivia || !modifier) return false;  // comments first (extras), then asked again
    modifier_rest(lexer);
    lexer->result_symbol = SPACED_MODIFIER;
    return true;
  }
  bool brace = false;
  if (lexer->lookahead == '{') {
    advance(lexer);
    brace = true;
    while (is_blank(lexer->lookahead)) advance(lexer);
    if (is_newline(lexer->lookahead) || lexer->lookahead == '/') skip_gap(lexer);
  }
  if (!starts_statement(lexer, brace, after_operands)) return false;
  lexer->result_symbol = operand_break ? OPERAND_BREAK : after_operands ? LINE_BREAK : LINE_BREAK_BARE;
  return true;
}
