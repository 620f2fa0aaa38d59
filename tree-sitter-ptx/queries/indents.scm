; Indentation (nvim-treesitter `indents` convention).
[
  (block)
  (section_directive)
  (parameter_list)
  (initializer_list)
] @indent.begin

(block
  "}" @indent.end)

(section_directive
  "}" @indent.end)

[
  "}"
  ")"
] @indent.branch

(comment) @indent.auto
