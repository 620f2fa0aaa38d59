; Foldable regions.
[
  (function_definition)
  (block)
  (section_directive)
  (parameter_list)
  (initializer_list)
] @fold
