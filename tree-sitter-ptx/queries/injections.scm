; Injections *into* PTX: none (PTX has no embedded languages).
;
; The injections that put PTX *into* CUDA C++ asm() strings belong to the host grammar and live
; in queries/cpp/injections.scm (node `gnu_asm_expression` of tree-sitter-cpp / tree-sitter-cuda):
; install that file as queries/cuda/injections.scm and queries/cpp/injections.scm of your editor,
; as docs/inline.md shows. It is kept out of this folder's top level because tools that copy a
; grammar's queries/*.scm (nvim-treesitter) would load it as PTX's own query, where its C++ node
; names do not exist.
