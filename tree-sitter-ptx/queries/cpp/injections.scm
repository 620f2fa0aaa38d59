; PTX inside CUDA C++ asm() strings, for tree-sitter editors (host languages cpp and cuda).
;
; These patterns belong to the *host* grammar (tree-sitter-cuda / tree-sitter-cpp, node
; `gnu_asm_expression`): install this file as queries/cuda/injections.scm and
; queries/cpp/injections.scm in Neovim (keep the `; extends` line so the built-in C++ injections
; stay), or append it to runtime/queries/{cpp,cuda}/injections.scm in Helix. docs/inline.md shows
; both set-ups. Only the literal text of the assembly strings is injected; operand constraints
; and clobbers stay C++. Each string piece is parsed on its own (escapes such as \n split it),
; which is enough for highlighting; the language server sees the joined text.
;
; extends

(gnu_asm_expression
  assembly_code: (string_literal
    (string_content) @injection.content)
  (#set! injection.language "ptx"))

(gnu_asm_expression
  assembly_code: (concatenated_string
    (string_literal
      (string_content) @injection.content))
  (#set! injection.language "ptx"))

(gnu_asm_expression
  assembly_code: (raw_string_literal
    (raw_string_content) @injection.content)
  (#set! injection.language "ptx"))
