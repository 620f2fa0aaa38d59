; Syntax highlighting for PTX. Capture names follow the Neovim (nvim-treesitter) convention,
; which Helix and Zed also understand. General patterns come first, specific ones after
; (Neovim and Zed let the later pattern win).

; Names --------------------------------------------------------------------------------------

(identifier) @variable

(register) @variable

(component) @property

(sink) @variable.builtin

(declarator
  name: (identifier) @variable)

(parameterized_name
  name: (_) @variable)

(parameter
  name: (_) @variable.parameter)

(label
  name: (identifier) @label)

(callprototype_directive
  name: (identifier) @label)

(branchtargets_directive
  name: (identifier) @label)

(calltargets_directive
  name: (identifier) @label)

(function_definition
  name: (identifier) @function)

(function_declaration
  name: (identifier) @function)

(alias_directive
  alias: (identifier) @function
  aliasee: (identifier) @function)

(operand_list
  callee: (identifier) @function.call)

(target_directive
  target: (identifier) @constant.builtin)

(property_initializer
  name: (identifier) @property)

; Instructions -------------------------------------------------------------------------------

(opcode) @function.builtin

(modifier) @attribute

(guard
  "@" @punctuation.special)

; Declarations -------------------------------------------------------------------------------

(type) @type.builtin

(vector) @type.builtin

(state_space) @keyword.modifier

(linkage) @keyword.modifier

(directive_name) @keyword.directive

(attribute_name) @attribute

(section_name) @module

[
  ".entry"
  ".func"
] @keyword.function

[
  ".version"
  ".target"
  ".address_size"
  ".file"
  ".loc"
  ".section"
  ".pragma"
  ".alias"
  ".callprototype"
  ".branchtargets"
  ".calltargets"
  ".attribute"
  ".align"
  ".ptr"
  "@@DWARF"
  "@@dwarf"
  "function_name"
  "inlined_at"
  "generic"
] @keyword.directive

(preprocessor_line) @keyword.directive

; Literals -----------------------------------------------------------------------------------

(integer_literal) @number

(float_literal) @number.float

(version_number) @number.float

(string_literal) @string

(dwarf_content) @string

(comment) @comment @spell

; Punctuation and operators ------------------------------------------------------------------

[
  "("
  ")"
  "["
  "]"
  "{"
  "}"
] @punctuation.bracket

[
  ","
  ";"
  ":"
] @punctuation.delimiter

[
  "+"
  "-"
  "*"
  "/"
  "%"
  "<<"
  ">>"
  "<"
  "<="
  ">"
  ">="
  "=="
  "!="
  "&"
  "^"
  "|"
  "&&"
  "||"
  "!"
  "~"
  "?"
  "="
] @operator

; After the operator list: the `<`/`>` of `%r<100>` are brackets, not comparisons (later wins).
(parameterized_name
  [
    "<"
    ">"
  ] @punctuation.bracket)
