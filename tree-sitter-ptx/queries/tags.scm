; Code navigation tags (tree-sitter `tags` convention, used by GitHub and `tree-sitter tags`).
(function_definition
  name: (identifier) @name) @definition.function

(function_declaration
  name: (identifier) @name) @definition.function

(source_file
  (variable_declaration
    declarator: (declarator
      name: (identifier) @name)) @definition.variable)

(instruction
  operands: (operand_list
    callee: (identifier) @name)) @reference.call
