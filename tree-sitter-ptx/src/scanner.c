/*
 * External scanner for tree-sitter-ptx: where an instruction that lacks its `;` ends.
 *
 * PTX is free-form (§4.1): a statement ends at `;`, not at a line break. While a person types,
 * the statement being written has no `;` yet, and the parser would read the next line as more
 * operands of it (`@%p1 bra` + `add.s32 ...` reads `add` as the branch target; `add.` + `{`
 * reads the block as a vector operand and the block's `}` then closes the function).
 *
 * This scanner is asked only where an instruction could end (the grammar offers `_line_break`
 * exactly where it accepts the closing `;`). It answers `_line_break` (zero width, at the end of
 * the instruction's text) when a line break follows and the next line starts a statement that
 * cannot be more of this instruction: a directive (`.reg`), a guard (`@`), a label (`L:`), a
 * block (`{` followed by statements), `}`, or an opcode with modifiers or operands. The grammar
 * ends the instruction there with a zero-width `missing_semicolon` node (the analysis reports
 * it), and the next line is parsed as its own statement. An instruction whose operands really continue on the next line
 * (`mov.u32\n\t%r1, 1;`, `mma...\n\t{%f1, ...}`, `bra\n\t$L1;`) is read as before.
 */

#include "tree_sitter/parser.h"

#include <stdbool.h>
#include <stdint.h>

enum TokenType { LINE_BREAK, LINE_BREAK_BARE, ERROR_SENTINEL };

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

static void advance(TSLexer *lexer) { lexer->advance(lexer, false); }

/* Skip blanks, comments and preprocessor lines; returns whether a line break was crossed.
 * `stop_at_newline` stops right after the first line break (to look at the rest of one line). */
static bool skip_space(TSLexer *lexer, bool stop_at_newline) {
  bool crossed = false;
  for (;;) {
    int32_t c = lexer->lookahead;
    if (is_blank(c)) {
      advance(lexer);
    } else if (is_newline(c)) {
      crossed = true;
      advance(lexer);
      if (stop_at_newline) return true;
      while (is_blank(lexer->lookahead)) advance(lexer);
      if (lexer->lookahead == '#') {  // a preprocessor line (§4.1)
        while (!lexer->eof(lexer) && !is_newline(lexer->lookahead)) advance(lexer);
      }
    } else if (c == '/') {
      advance(lexer);
      if (lexer->lookahead == '/') {  // a `//` comment runs to `\n` (a lone `\r` is inside it)
        while (!lexer->eof(lexer) && lexer->lookahead != '\n') advance(lexer);
      } else if (lexer->lookahead == '*') {
        advance(lexer);
        for (;;) {
          if (lexer->eof(lexer)) return crossed;
          int32_t d = lexer->lookahead;
          advance(lexer);
          if (is_newline(d)) crossed = true;
          if (d == '*' && lexer->lookahead == '/') {
            advance(lexer);
            break;
          }
        }
      } else {
        return crossed;  // a lone `/`: not space (the caller sees `/` consumed: treated as "other")
      }
    } else {
      return crossed;
    }
  }
}

/* Whether the text at the lexer starts a statement that cannot continue an instruction's operands.
 * `after_brace`: we are just past a `{` that opened the line (block or vector operand?). */
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
  if (c == ':' || c == '.') return true;  // `L:` a label; `add.s32` an opcode with modifiers
  if (!is_blank(c)) return false;         // `a,` `a;` `a+1` `a[`: an operand
  while (is_blank(lexer->lookahead)) advance(lexer);
  c = lexer->lookahead;
  // `ret;` alone is ambiguous with an operand `x;` (`bra\n\tL;`): keep reading it as an operand.
  // An identifier followed by an operand is an opcode: `mov %r1`, `bra L`, `call (`.
  return c == '%' || c == '[' || c == '{' || c == '(' || is_ident_start(c) ||
         (c >= '0' && c <= '9') || c == '-' || c == '!';
}

bool tree_sitter_ptx_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid_symbols) {
  (void)payload;
  if (valid_symbols[ERROR_SENTINEL]) return false;
  bool after_operands = valid_symbols[LINE_BREAK];
  if (!after_operands && !valid_symbols[LINE_BREAK_BARE]) return false;
  lexer->mark_end(lexer);  // zero width, right after the instruction's last token
  if (!skip_space(lexer, false)) return false;  // no line break: `;` or more operands follow
  bool brace = false;
  if (lexer->lookahead == '{') {
    advance(lexer);
    brace = true;
    while (is_blank(lexer->lookahead)) advance(lexer);
    if (is_newline(lexer->lookahead) || lexer->lookahead == '/') skip_space(lexer, false);
  }
  if (!starts_statement(lexer, brace, after_operands)) return false;
  lexer->result_symbol = after_operands ? LINE_BREAK : LINE_BREAK_BARE;
  return true;
}
