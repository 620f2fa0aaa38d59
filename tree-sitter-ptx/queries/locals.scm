; Scopes, definitions and references (nvim-treesitter `locals` convention).
; Functions and module-level variables belong to the file; parameters, registers, variables and
; labels declared inside a function belong to the function (or the nested block) around them.

; Scopes
(source_file) @local.scope

(function_definition) @local.scope

(block) @local.scope

; Definitions
((function_definition
  name: (identifier) @local.definition.function)
  (#set! definition.function.scope "parent"))

((function_declaration
  name: (identifier) @local.definition.function)
  (#set! definition.function.scope "parent"))

(alias_directive
  alias: (identifier) @local.definition.function)

(parameter
  name: [
    (identifier)
    (register)
  ] @local.definition.parameter)

(declarator
  name: [
    (identifier)
    (register)
  ] @local.definition.var)

(declarator
  name: (parameterized_name
    name: (_) @local.definition.var))

(label
  name: (identifier) @local.definition.label)

(callprototype_directive
  name: (identifier) @local.definition.label)

(branchtargets_directive
  name: (identifier) @local.definition.label)

(calltargets_directive
  name: (identifier) @local.definition.label)

; References
(operand_list
  (identifier) @local.reference)

(operand_list
  (register) @local.reference)

(guard
  predicate: (_) @local.reference)

(address_operand
  (identifier) @local.reference)

(address_operand
  (register) @local.reference)

(vector_operand
  [
    (identifier)
    (register)
  ] @local.reference)

(argument_list
  [
    (identifier)
    (register)
  ] @local.reference)

(binary_expression
  [
    (identifier)
    (register)
  ] @local.reference)

(component_expression
  operand: (_) @local.reference)

(negated_operand
  operand: (_) @local.reference)

(predicate_pair
  [
    (identifier)
    (register)
  ] @local.reference)

(branchtargets_directive
  target: (identifier) @local.reference)

(calltargets_directive
  target: (identifier) @local.reference)

(subscript_expression
  array: (identifier) @local.reference)

(declarator
  initializer: [
    (identifier)
    (register)
  ] @local.reference)

(initializer_list
  (identifier) @local.reference)

(generic_expression
  argument: (identifier) @local.reference)

(mask_expression
  argument: (identifier) @local.reference)
