#include <tree_sitter/parser.h>

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif

#ifdef _MSC_VER
#pragma optimize("", off)
#elif defined(__clang__)
#pragma clang optimize off
#elif defined(__GNUC__)
#pragma GCC optimize ("O0")
#endif

#define LANGUAGE_VERSION 14
#define STATE_COUNT 472
#define LARGE_STATE_COUNT 2
#define SYMBOL_COUNT 171
#define ALIAS_COUNT 2
#define TOKEN_COUNT 90
#define EXTERNAL_TOKEN_COUNT 0
#define FIELD_COUNT 54
#define MAX_ALIAS_SEQUENCE_LENGTH 12
#define PRODUCTION_ID_COUNT 135

enum {
  sym_identifier = 1,
  anon_sym_DOTversion = 2,
  anon_sym_DOTtarget = 3,
  anon_sym_COMMA = 4,
  anon_sym_DOTaddress_size = 5,
  anon_sym_DOTfile = 6,
  anon_sym_DOTloc = 7,
  anon_sym_function_name = 8,
  anon_sym_inlined_at = 9,
  anon_sym_DOTsection = 10,
  anon_sym_LBRACE = 11,
  anon_sym_RBRACE = 12,
  anon_sym_PLUS = 13,
  anon_sym_DASH = 14,
  sym_section_name = 15,
  anon_sym_AT_ATDWARF = 16,
  anon_sym_AT_ATdwarf = 17,
  sym_dwarf_content = 18,
  anon_sym_DOTpragma = 19,
  anon_sym_SEMI = 20,
  anon_sym_DOTalias = 21,
  anon_sym_DOTentry = 22,
  anon_sym_DOTfunc = 23,
  anon_sym_LPAREN = 24,
  anon_sym_RPAREN = 25,
  anon_sym_DOTptr = 26,
  anon_sym_DOTattribute = 27,
  anon_sym_COLON = 28,
  anon_sym_DOTcallprototype = 29,
  anon_sym__ = 30,
  anon_sym_DOTbranchtargets = 31,
  anon_sym_DOTcalltargets = 32,
  anon_sym_EQ = 33,
  anon_sym_LT = 34,
  anon_sym_GT = 35,
  anon_sym_LBRACK = 36,
  anon_sym_RBRACK = 37,
  anon_sym_DOTalign = 38,
  anon_sym_DOTv2 = 39,
  anon_sym_DOTv4 = 40,
  anon_sym_DOTv8 = 41,
  anon_sym_DOTreg = 42,
  anon_sym_DOTsreg = 43,
  anon_sym_DOTconst = 44,
  anon_sym_DOTglobal = 45,
  anon_sym_DOTlocal = 46,
  anon_sym_DOTparam = 47,
  anon_sym_DOTparam_COLON_COLONentry = 48,
  anon_sym_DOTparam_COLON_COLONfunc = 49,
  anon_sym_DOTshared = 50,
  anon_sym_DOTshared_COLON_COLONcta = 51,
  anon_sym_DOTshared_COLON_COLONcluster = 52,
  anon_sym_DOTtex = 53,
  anon_sym_DOTextern = 54,
  anon_sym_DOTvisible = 55,
  anon_sym_DOTweak = 56,
  anon_sym_DOTcommon = 57,
  sym__dotted_word = 58,
  anon_sym_call = 59,
  anon_sym_AT = 60,
  anon_sym_BANG = 61,
  sym_modifier = 62,
  anon_sym_PIPE = 63,
  sym_component = 64,
  anon_sym_PIPE_PIPE = 65,
  anon_sym_AMP_AMP = 66,
  anon_sym_CARET = 67,
  anon_sym_AMP = 68,
  anon_sym_EQ_EQ = 69,
  anon_sym_BANG_EQ = 70,
  anon_sym_LT2 = 71,
  anon_sym_LT_EQ = 72,
  anon_sym_GT_EQ = 73,
  anon_sym_LT_LT = 74,
  anon_sym_GT_GT = 75,
  anon_sym_STAR = 76,
  anon_sym_SLASH = 77,
  anon_sym_PERCENT = 78,
  anon_sym_TILDE = 79,
  anon_sym_QMARK = 80,
  anon_sym_generic = 81,
  anon_sym_LPAREN2 = 82,
  sym_register = 83,
  sym_integer_literal = 84,
  sym_float_literal = 85,
  sym_version_number = 86,
  sym_string_literal = 87,
  sym_comment = 88,
  sym_preprocessor_line = 89,
  sym_source_file = 90,
  sym__top_level_item = 91,
  sym_version_directive = 92,
  sym_target_directive = 93,
  sym_address_size_directive = 94,
  sym_file_directive = 95,
  sym_loc_directive = 96,
  sym_section_directive = 97,
  sym_section_item = 98,
  sym__section_value = 99,
  sym_section_offset_expression = 100,
  sym_dwarf_directive = 101,
  sym_pragma_directive = 102,
  sym_alias_directive = 103,
  sym_function_definition = 104,
  sym_function_declaration = 105,
  sym__function_header = 106,
  sym_parameter_list = 107,
  sym_parameter = 108,
  sym_pointer_attribute = 109,
  sym_performance_directive = 110,
  sym_attribute_directive = 111,
  sym_attribute = 112,
  sym_block = 113,
  sym__statement = 114,
  sym_callprototype_directive = 115,
  sym_branchtargets_directive = 116,
  sym_calltargets_directive = 117,
  sym_variable_declaration = 118,
  sym_declarator = 119,
  sym_parameterized_name = 120,
  sym_array_dimension = 121,
  sym_initializer_list = 122,
  sym_align = 123,
  sym_vector = 124,
  sym_state_space = 125,
  sym_linkage = 126,
  sym_type = 127,
  sym_label = 128,
  sym_instruction = 129,
  sym_guard = 130,
  sym_operand_list = 131,
  sym_call_operands = 132,
  sym_argument_list = 133,
  sym__operand = 134,
  sym_vector_operand = 135,
  sym_address_operand = 136,
  sym_negated_operand = 137,
  sym_predicate_pair = 138,
  sym_sink = 139,
  sym__expression = 140,
  sym_component_expression = 141,
  sym_binary_expression = 142,
  sym_unary_expression = 143,
  sym_parenthesized_expression = 144,
  sym_conditional_expression = 145,
  sym_cast_expression = 146,
  sym_generic_expression = 147,
  sym_mask_expression = 148,
  aux_sym_source_file_repeat1 = 149,
  aux_sym_target_directive_repeat1 = 150,
  aux_sym_section_directive_repeat1 = 151,
  aux_sym_section_item_repeat1 = 152,
  aux_sym_pragma_directive_repeat1 = 153,
  aux_sym__function_header_repeat1 = 154,
  aux_sym_parameter_list_repeat1 = 155,
  aux_sym_parameter_repeat1 = 156,
  aux_sym_parameter_repeat2 = 157,
  aux_sym_parameter_repeat3 = 158,
  aux_sym_performance_directive_repeat1 = 159,
  aux_sym_attribute_directive_repeat1 = 160,
  aux_sym_attribute_repeat1 = 161,
  aux_sym_block_repeat1 = 162,
  aux_sym_branchtargets_directive_repeat1 = 163,
  aux_sym_variable_declaration_repeat1 = 164,
  aux_sym_variable_declaration_repeat2 = 165,
  aux_sym_initializer_list_repeat1 = 166,
  aux_sym_instruction_repeat1 = 167,
  aux_sym_operand_list_repeat1 = 168,
  aux_sym_argument_list_repeat1 = 169,
  aux_sym_vector_operand_repeat1 = 170,
  alias_sym_attribute_name = 171,
  alias_sym_directive_name = 172,
};

static const char * const ts_symbol_names[] = {
  [ts_builtin_sym_end] = "end",
  [sym_identifier] = "identifier",
  [anon_sym_DOTversion] = ".version",
  [anon_sym_DOTtarget] = ".target",
  [anon_sym_COMMA] = ",",
  [anon_sym_DOTaddress_size] = ".address_size",
  [anon_sym_DOTfile] = ".file",
  [anon_sym_DOTloc] = ".loc",
  [anon_sym_function_name] = "function_name",
  [anon_sym_inlined_at] = "inlined_at",
  [anon_sym_DOTsection] = ".section",
  [anon_sym_LBRACE] = "{",
  [anon_sym_RBRACE] = "}",
  [anon_sym_PLUS] = "+",
  [anon_sym_DASH] = "-",
  [sym_section_name] = "section_name",
  [anon_sym_AT_ATDWARF] = "@@DWARF",
  [anon_sym_AT_ATdwarf] = "@@dwarf",
  [sym_dwarf_content] = "dwarf_content",
  [anon_sym_DOTpragma] = ".pragma",
  [anon_sym_SEMI] = ";",
  [anon_sym_DOTalias] = ".alias",
  [anon_sym_DOTentry] = ".entry",
  [anon_sym_DOTfunc] = ".func",
  [anon_sym_LPAREN] = "(",
  [anon_sym_RPAREN] = ")",
  [anon_sym_DOTptr] = ".ptr",
  [anon_sym_DOTattribute] = ".attribute",
  [anon_sym_COLON] = ":",
  [anon_sym_DOTcallprototype] = ".callprototype",
  [anon_sym__] = "_",
  [anon_sym_DOTbranchtargets] = ".branchtargets",
  [anon_sym_DOTcalltargets] = ".calltargets",
  [anon_sym_EQ] = "=",
  [anon_sym_LT] = "<",
  [anon_sym_GT] = ">",
  [anon_sym_LBRACK] = "[",
  [anon_sym_RBRACK] = "]",
  [anon_sym_DOTalign] = ".align",
  [anon_sym_DOTv2] = ".v2",
  [anon_sym_DOTv4] = ".v4",
  [anon_sym_DOTv8] = ".v8",
  [anon_sym_DOTreg] = ".reg",
  [anon_sym_DOTsreg] = ".sreg",
  [anon_sym_DOTconst] = ".const",
  [anon_sym_DOTglobal] = ".global",
  [anon_sym_DOTlocal] = ".local",
  [anon_sym_DOTparam] = ".param",
  [anon_sym_DOTparam_COLON_COLONentry] = ".param::entry",
  [anon_sym_DOTparam_COLON_COLONfunc] = ".param::func",
  [anon_sym_DOTshared] = ".shared",
  [anon_sym_DOTshared_COLON_COLONcta] = ".shared::cta",
  [anon_sym_DOTshared_COLON_COLONcluster] = ".shared::cluster",
  [anon_sym_DOTtex] = ".tex",
  [anon_sym_DOTextern] = ".extern",
  [anon_sym_DOTvisible] = ".visible",
  [anon_sym_DOTweak] = ".weak",
  [anon_sym_DOTcommon] = ".common",
  [sym__dotted_word] = "_dotted_word",
  [anon_sym_call] = "opcode",
  [anon_sym_AT] = "@",
  [anon_sym_BANG] = "!",
  [sym_modifier] = "modifier",
  [anon_sym_PIPE] = "|",
  [sym_component] = "component",
  [anon_sym_PIPE_PIPE] = "||",
  [anon_sym_AMP_AMP] = "&&",
  [anon_sym_CARET] = "^",
  [anon_sym_AMP] = "&",
  [anon_sym_EQ_EQ] = "==",
  [anon_sym_BANG_EQ] = "!=",
  [anon_sym_LT2] = "<",
  [anon_sym_LT_EQ] = "<=",
  [anon_sym_GT_EQ] = ">=",
  [anon_sym_LT_LT] = "<<",
  [anon_sym_GT_GT] = ">>",
  [anon_sym_STAR] = "*",
  [anon_sym_SLASH] = "/",
  [anon_sym_PERCENT] = "%",
  [anon_sym_TILDE] = "~",
  [anon_sym_QMARK] = "\?",
  [anon_sym_generic] = "generic",
  [anon_sym_LPAREN2] = "(",
  [sym_register] = "register",
  [sym_integer_literal] = "integer_literal",
  [sym_float_literal] = "float_literal",
  [sym_version_number] = "version_number",
  [sym_string_literal] = "string_literal",
  [sym_comment] = "comment",
  [sym_preprocessor_line] = "preprocessor_line",
  [sym_source_file] = "source_file",
  [sym__top_level_item] = "_top_level_item",
  [sym_version_directive] = "version_directive",
  [sym_target_directive] = "target_directive",
  [sym_address_size_directive] = "address_size_directive",
  [sym_file_directive] = "file_directive",
  [sym_loc_directive] = "loc_directive",
  [sym_section_directive] = "section_directive",
  [sym_section_item] = "section_item",
  [sym__section_value] = "_section_value",
  [sym_section_offset_expression] = "binary_expression",
  [sym_dwarf_directive] = "dwarf_directive",
  [sym_pragma_directive] = "pragma_directive",
  [sym_alias_directive] = "alias_directive",
  [sym_function_definition] = "function_definition",
  [sym_function_declaration] = "function_declaration",
  [sym__function_header] = "_function_header",
  [sym_parameter_list] = "parameter_list",
  [sym_parameter] = "parameter",
  [sym_pointer_attribute] = "pointer_attribute",
  [sym_performance_directive] = "performance_directive",
  [sym_attribute_directive] = "attribute_directive",
  [sym_attribute] = "attribute",
  [sym_block] = "block",
  [sym__statement] = "_statement",
  [sym_callprototype_directive] = "callprototype_directive",
  [sym_branchtargets_directive] = "branchtargets_directive",
  [sym_calltargets_directive] = "calltargets_directive",
  [sym_variable_declaration] = "variable_declaration",
  [sym_declarator] = "declarator",
  [sym_parameterized_name] = "parameterized_name",
  [sym_array_dimension] = "array_dimension",
  [sym_initializer_list] = "initializer_list",
  [sym_align] = "align",
  [sym_vector] = "vector",
  [sym_state_space] = "state_space",
  [sym_linkage] = "linkage",
  [sym_type] = "type",
  [sym_label] = "label",
  [sym_instruction] = "instruction",
  [sym_guard] = "guard",
  [sym_operand_list] = "operand_list",
  [sym_call_operands] = "operand_list",
  [sym_argument_list] = "argument_list",
  [sym__operand] = "_operand",
  [sym_vector_operand] = "vector_operand",
  [sym_address_operand] = "address_operand",
  [sym_negated_operand] = "negated_operand",
  [sym_predicate_pair] = "predicate_pair",
  [sym_sink] = "sink",
  [sym__expression] = "_expression",
  [sym_component_expression] = "component_expression",
  [sym_binary_expression] = "binary_expression",
  [sym_unary_expression] = "unary_expression",
  [sym_parenthesized_expression] = "parenthesized_expression",
  [sym_conditional_expression] = "conditional_expression",
  [sym_cast_expression] = "cast_expression",
  [sym_generic_expression] = "generic_expression",
  [sym_mask_expression] = "mask_expression",
  [aux_sym_source_file_repeat1] = "source_file_repeat1",
  [aux_sym_target_directive_repeat1] = "target_directive_repeat1",
  [aux_sym_section_directive_repeat1] = "section_directive_repeat1",
  [aux_sym_section_item_repeat1] = "section_item_repeat1",
  [aux_sym_pragma_directive_repeat1] = "pragma_directive_repeat1",
  [aux_sym__function_header_repeat1] = "_function_header_repeat1",
  [aux_sym_parameter_list_repeat1] = "parameter_list_repeat1",
  [aux_sym_parameter_repeat1] = "parameter_repeat1",
  [aux_sym_parameter_repeat2] = "parameter_repeat2",
  [aux_sym_parameter_repeat3] = "parameter_repeat3",
  [aux_sym_performance_directive_repeat1] = "performance_directive_repeat1",
  [aux_sym_attribute_directive_repeat1] = "attribute_directive_repeat1",
  [aux_sym_attribute_repeat1] = "attribute_repeat1",
  [aux_sym_block_repeat1] = "block_repeat1",
  [aux_sym_branchtargets_directive_repeat1] = "branchtargets_directive_repeat1",
  [aux_sym_variable_declaration_repeat1] = "variable_declaration_repeat1",
  [aux_sym_variable_declaration_repeat2] = "variable_declaration_repeat2",
  [aux_sym_initializer_list_repeat1] = "initializer_list_repeat1",
  [aux_sym_instruction_repeat1] = "instruction_repeat1",
  [aux_sym_operand_list_repeat1] = "operand_list_repeat1",
  [aux_sym_argument_list_repeat1] = "argument_list_repeat1",
  [aux_sym_vector_operand_repeat1] = "vector_operand_repeat1",
  [alias_sym_attribute_name] = "attribute_name",
  [alias_sym_directive_name] = "directive_name",
};

static const TSSymbol ts_symbol_map[] = {
  [ts_builtin_sym_end] = ts_builtin_sym_end,
  [sym_identifier] = sym_identifier,
  [anon_sym_DOTversion] = anon_sym_DOTversion,
  [anon_sym_DOTtarget] = anon_sym_DOTtarget,
  [anon_sym_COMMA] = anon_sym_COMMA,
  [anon_sym_DOTaddress_size] = anon_sym_DOTaddress_size,
  [anon_sym_DOTfile] = anon_sym_DOTfile,
  [anon_sym_DOTloc] = anon_sym_DOTloc,
  [anon_sym_function_name] = anon_sym_function_name,
  [anon_sym_inlined_at] = anon_sym_inlined_at,
  [anon_sym_DOTsection] = anon_sym_DOTsection,
  [anon_sym_LBRACE] = anon_sym_LBRACE,
  [anon_sym_RBRACE] = anon_sym_RBRACE,
  [anon_sym_PLUS] = anon_sym_PLUS,
  [anon_sym_DASH] = anon_sym_DASH,
  [sym_section_name] = sym_section_name,
  [anon_sym_AT_ATDWARF] = anon_sym_AT_ATDWARF,
  [anon_sym_AT_ATdwarf] = anon_sym_AT_ATdwarf,
  [sym_dwarf_content] = sym_dwarf_content,
  [anon_sym_DOTpragma] = anon_sym_DOTpragma,
  [anon_sym_SEMI] = anon_sym_SEMI,
  [anon_sym_DOTalias] = anon_sym_DOTalias,
  [anon_sym_DOTentry] = anon_sym_DOTentry,
  [anon_sym_DOTfunc] = anon_sym_DOTfunc,
  [anon_sym_LPAREN] = anon_sym_LPAREN,
  [anon_sym_RPAREN] = anon_sym_RPAREN,
  [anon_sym_DOTptr] = anon_sym_DOTptr,
  [anon_sym_DOTattribute] = anon_sym_DOTattribute,
  [anon_sym_COLON] = anon_sym_COLON,
  [anon_sym_DOTcallprototype] = anon_sym_DOTcallprototype,
  [anon_sym__] = anon_sym__,
  [anon_sym_DOTbranchtargets] = anon_sym_DOTbranchtargets,
  [anon_sym_DOTcalltargets] = anon_sym_DOTcalltargets,
  [anon_sym_EQ] = anon_sym_EQ,
  [anon_sym_LT] = anon_sym_LT,
  [anon_sym_GT] = anon_sym_GT,
  [anon_sym_LBRACK] = anon_sym_LBRACK,
  [anon_sym_RBRACK] = anon_sym_RBRACK,
  [anon_sym_DOTalign] = anon_sym_DOTalign,
  [anon_sym_DOTv2] = anon_sym_DOTv2,
  [anon_sym_DOTv4] = anon_sym_DOTv4,
  [anon_sym_DOTv8] = anon_sym_DOTv8,
  [anon_sym_DOTreg] = anon_sym_DOTreg,
  [anon_sym_DOTsreg] = anon_sym_DOTsreg,
  [anon_sym_DOTconst] = anon_sym_DOTconst,
  [anon_sym_DOTglobal] = anon_sym_DOTglobal,
  [anon_sym_DOTlocal] = anon_sym_DOTlocal,
  [anon_sym_DOTparam] = anon_sym_DOTparam,
  [anon_sym_DOTparam_COLON_COLONentry] = anon_sym_DOTparam_COLON_COLONentry,
  [anon_sym_DOTparam_COLON_COLONfunc] = anon_sym_DOTparam_COLON_COLONfunc,
  [anon_sym_DOTshared] = anon_sym_DOTshared,
  [anon_sym_DOTshared_COLON_COLONcta] = anon_sym_DOTshared_COLON_COLONcta,
  [anon_sym_DOTshared_COLON_COLONcluster] = anon_sym_DOTshared_COLON_COLONcluster,
  [anon_sym_DOTtex] = anon_sym_DOTtex,
  [anon_sym_DOTextern] = anon_sym_DOTextern,
  [anon_sym_DOTvisible] = anon_sym_DOTvisible,
  [anon_sym_DOTweak] = anon_sym_DOTweak,
  [anon_sym_DOTcommon] = anon_sym_DOTcommon,
  [sym__dotted_word] = sym__dotted_word,
  [anon_sym_call] = anon_sym_call,
  [anon_sym_AT] = anon_sym_AT,
  [anon_sym_BANG] = anon_sym_BANG,
  [sym_modifier] = sym_modifier,
  [anon_sym_PIPE] = anon_sym_PIPE,
  [sym_component] = sym_component,
  [anon_sym_PIPE_PIPE] = anon_sym_PIPE_PIPE,
  [anon_sym_AMP_AMP] = anon_sym_AMP_AMP,
  [anon_sym_CARET] = anon_sym_CARET,
  [anon_sym_AMP] = anon_sym_AMP,
  [anon_sym_EQ_EQ] = anon_sym_EQ_EQ,
  [anon_sym_BANG_EQ] = anon_sym_BANG_EQ,
  [anon_sym_LT2] = anon_sym_LT,
  [anon_sym_LT_EQ] = anon_sym_LT_EQ,
  [anon_sym_GT_EQ] = anon_sym_GT_EQ,
  [anon_sym_LT_LT] = anon_sym_LT_LT,
  [anon_sym_GT_GT] = anon_sym_GT_GT,
  [anon_sym_STAR] = anon_sym_STAR,
  [anon_sym_SLASH] = anon_sym_SLASH,
  [anon_sym_PERCENT] = anon_sym_PERCENT,
  [anon_sym_TILDE] = anon_sym_TILDE,
  [anon_sym_QMARK] = anon_sym_QMARK,
  [anon_sym_generic] = anon_sym_generic,
  [anon_sym_LPAREN2] = anon_sym_LPAREN,
  [sym_register] = sym_register,
  [sym_integer_literal] = sym_integer_literal,
  [sym_float_literal] = sym_float_literal,
  [sym_version_number] = sym_version_number,
  [sym_string_literal] = sym_string_literal,
  [sym_comment] = sym_comment,
  [sym_preprocessor_line] = sym_preprocessor_line,
  [sym_source_file] = sym_source_file,
  [sym__top_level_item] = sym__top_level_item,
  [sym_version_directive] = sym_version_directive,
  [sym_target_directive] = sym_target_directive,
  [sym_address_size_directive] = sym_address_size_directive,
  [sym_file_directive] = sym_file_directive,
  [sym_loc_directive] = sym_loc_directive,
  [sym_section_directive] = sym_section_directive,
  [sym_section_item] = sym_section_item,
  [sym__section_value] = sym__section_value,
  [sym_section_offset_expression] = sym_binary_expression,
  [sym_dwarf_directive] = sym_dwarf_directive,
  [sym_pragma_directive] = sym_pragma_directive,
  [sym_alias_directive] = sym_alias_directive,
  [sym_function_definition] = sym_function_definition,
  [sym_function_declaration] = sym_function_declaration,
  [sym__function_header] = sym__function_header,
  [sym_parameter_list] = sym_parameter_list,
  [sym_parameter] = sym_parameter,
  [sym_pointer_attribute] = sym_pointer_attribute,
  [sym_performance_directive] = sym_performance_directive,
  [sym_attribute_directive] = sym_attribute_directive,
  [sym_attribute] = sym_attribute,
  [sym_block] = sym_block,
  [sym__statement] = sym__statement,
  [sym_callprototype_directive] = sym_callprototype_directive,
  [sym_branchtargets_directive] = sym_branchtargets_directive,
  [sym_calltargets_directive] = sym_calltargets_directive,
  [sym_variable_declaration] = sym_variable_declaration,
  [sym_declarator] = sym_declarator,
  [sym_parameterized_name] = sym_parameterized_name,
  [sym_array_dimension] = sym_array_dimension,
  [sym_initializer_list] = sym_initializer_list,
  [sym_align] = sym_align,
  [sym_vector] = sym_vector,
  [sym_state_space] = sym_state_space,
  [sym_linkage] = sym_linkage,
  [sym_type] = sym_type,
  [sym_label] = sym_label,
  [sym_instruction] = sym_instruction,
  [sym_guard] = sym_guard,
  [sym_operand_list] = sym_operand_list,
  [sym_call_operands] = sym_operand_list,
  [sym_argument_list] = sym_argument_list,
  [sym__operand] = sym__operand,
  [sym_vector_operand] = sym_vector_operand,
  [sym_address_operand] = sym_address_operand,
  [sym_negated_operand] = sym_negated_operand,
  [sym_predicate_pair] = sym_predicate_pair,
  [sym_sink] = sym_sink,
  [sym__expression] = sym__expression,
  [sym_component_expression] = sym_component_expression,
  [sym_binary_expression] = sym_binary_expression,
  [sym_unary_expression] = sym_unary_expression,
  [sym_parenthesized_expression] = sym_parenthesized_expression,
  [sym_conditional_expression] = sym_conditional_expression,
  [sym_cast_expression] = sym_cast_expression,
  [sym_generic_expression] = sym_generic_expression,
  [sym_mask_expression] = sym_mask_expression,
  [aux_sym_source_file_repeat1] = aux_sym_source_file_repeat1,
  [aux_sym_target_directive_repeat1] = aux_sym_target_directive_repeat1,
  [aux_sym_section_directive_repeat1] = aux_sym_section_directive_repeat1,
  [aux_sym_section_item_repeat1] = aux_sym_section_item_repeat1,
  [aux_sym_pragma_directive_repeat1] = aux_sym_pragma_directive_repeat1,
  [aux_sym__function_header_repeat1] = aux_sym__function_header_repeat1,
  [aux_sym_parameter_list_repeat1] = aux_sym_parameter_list_repeat1,
  [aux_sym_parameter_repeat1] = aux_sym_parameter_repeat1,
  [aux_sym_parameter_repeat2] = aux_sym_parameter_repeat2,
  [aux_sym_parameter_repeat3] = aux_sym_parameter_repeat3,
  [aux_sym_performance_directive_repeat1] = aux_sym_performance_directive_repeat1,
  [aux_sym_attribute_directive_repeat1] = aux_sym_attribute_directive_repeat1,
  [aux_sym_attribute_repeat1] = aux_sym_attribute_repeat1,
  [aux_sym_block_repeat1] = aux_sym_block_repeat1,
  [aux_sym_branchtargets_directive_repeat1] = aux_sym_branchtargets_directive_repeat1,
  [aux_sym_variable_declaration_repeat1] = aux_sym_variable_declaration_repeat1,
  [aux_sym_variable_declaration_repeat2] = aux_sym_variable_declaration_repeat2,
  [aux_sym_initializer_list_repeat1] = aux_sym_initializer_list_repeat1,
  [aux_sym_instruction_repeat1] = aux_sym_instruction_repeat1,
  [aux_sym_operand_list_repeat1] = aux_sym_operand_list_repeat1,
  [aux_sym_argument_list_repeat1] = aux_sym_argument_list_repeat1,
  [aux_sym_vector_operand_repeat1] = aux_sym_vector_operand_repeat1,
  [alias_sym_attribute_name] = alias_sym_attribute_name,
  [alias_sym_directive_name] = alias_sym_directive_name,
};

static const TSSymbolMetadata ts_symbol_metadata[] = {
  [ts_builtin_sym_end] = {
    .visible = false,
    .named = true,
  },
  [sym_identifier] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_DOTversion] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTtarget] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_COMMA] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTaddress_size] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTfile] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTloc] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_function_name] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_inlined_at] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTsection] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LBRACE] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_RBRACE] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DASH] = {
    .visible = true,
    .named = false,
  },
  [sym_section_name] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_AT_ATDWARF] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_AT_ATdwarf] = {
    .visible = true,
    .named = false,
  },
  [sym_dwarf_content] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_DOTpragma] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_SEMI] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTalias] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTentry] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTfunc] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LPAREN] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_RPAREN] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTptr] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTattribute] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_COLON] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTcallprototype] = {
    .visible = true,
    .named = false,
  },
  [anon_sym__] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTbranchtargets] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTcalltargets] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LT] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_GT] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LBRACK] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_RBRACK] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTalign] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTv2] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTv4] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTv8] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTreg] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTsreg] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTconst] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTglobal] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTlocal] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTparam] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTparam_COLON_COLONentry] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTparam_COLON_COLONfunc] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTshared] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTshared_COLON_COLONcta] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTshared_COLON_COLONcluster] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTtex] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTextern] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTvisible] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTweak] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTcommon] = {
    .visible = true,
    .named = false,
  },
  [sym__dotted_word] = {
    .visible = false,
    .named = true,
  },
  [anon_sym_call] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_AT] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_BANG] = {
    .visible = true,
    .named = false,
  },
  [sym_modifier] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_PIPE] = {
    .visible = true,
    .named = false,
  },
  [sym_component] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_PIPE_PIPE] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_AMP_AMP] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_CARET] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_AMP] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_EQ_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_BANG_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LT2] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LT_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_GT_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LT_LT] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_GT_GT] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_STAR] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_SLASH] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PERCENT] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_TILDE] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_QMARK] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_generic] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LPAREN2] = {
    .visible = true,
    .named = false,
  },
  [sym_register] = {
    .visible = true,
    .named = true,
  },
  [sym_integer_literal] = {
    .visible = true,
    .named = true,
  },
  [sym_float_literal] = {
    .visible = true,
    .named = true,
  },
  [sym_version_number] = {
    .visible = true,
    .named = true,
  },
  [sym_string_literal] = {
    .visible = true,
    .named = true,
  },
  [sym_comment] = {
    .visible = true,
    .named = true,
  },
  [sym_preprocessor_line] = {
    .visible = true,
    .named = true,
  },
  [sym_source_file] = {
    .visible = true,
    .named = true,
  },
  [sym__top_level_item] = {
    .visible = false,
    .named = true,
  },
  [sym_version_directive] = {
    .visible = true,
    .named = true,
  },
  [sym_target_directive] = {
    .visible = true,
    .named = true,
  },
  [sym_address_size_directive] = {
    .visible = true,
    .named = true,
  },
  [sym_file_directive] = {
    .visible = true,
    .named = true,
  },
  [sym_loc_directive] = {
    .visible = true,
    .named = true,
  },
  [sym_section_directive] = {
    .visible = true,
    .named = true,
  },
  [sym_section_item] = {
    .visible = true,
    .named = true,
  },
  [sym__section_value] = {
    .visible = false,
    .named = true,
  },
  [sym_section_offset_expression] = {
    .visible = true,
    .named = true,
  },
  [sym_dwarf_directive] = {
    .visible = true,
    .named = true,
  },
  [sym_pragma_directive] = {
    .visible = true,
    .named = true,
  },
  [sym_alias_directive] = {
    .visible = true,
    .named = true,
  },
  [sym_function_definition] = {
    .visible = true,
    .named = true,
  },
  [sym_function_declaration] = {
    .visible = true,
    .named = true,
  },
  [sym__function_header] = {
    .visible = false,
    .named = true,
  },
  [sym_parameter_list] = {
    .visible = true,
    .named = true,
  },
  [sym_parameter] = {
    .visible = true,
    .named = true,
  },
  [sym_pointer_attribute] = {
    .visible = true,
    .named = true,
  },
  [sym_performance_directive] = {
    .visible = true,
    .named = true,
  },
  [sym_attribute_directive] = {
    .visible = true,
    .named = true,
  },
  [sym_attribute] = {
    .visible = true,
    .named = true,
  },
  [sym_block] = {
    .visible = true,
    .named = true,
  },
  [sym__statement] = {
    .visible = false,
    .named = true,
    .supertype = true,
  },
  [sym_callprototype_directive] = {
    .visible = true,
    .named = true,
  },
  [sym_branchtargets_directive] = {
    .visible = true,
    .named = true,
  },
  [sym_calltargets_directive] = {
    .visible = true,
    .named = true,
  },
  [sym_variable_declaration] = {
    .visible = true,
    .named = true,
  },
  [sym_declarator] = {
    .visible = true,
    .named = true,
  },
  [sym_parameterized_name] = {
    .visible = true,
    .named = true,
  },
  [sym_array_dimension] = {
    .visible = true,
    .named = true,
  },
  [sym_initializer_list] = {
    .visible = true,
    .named = true,
  },
  [sym_align] = {
    .visible = true,
    .named = true,
  },
  [sym_vector] = {
    .visible = true,
    .named = true,
  },
  [sym_state_space] = {
    .visible = true,
    .named = true,
  },
  [sym_linkage] = {
    .visible = true,
    .named = true,
  },
  [sym_type] = {
    .visible = true,
    .named = true,
  },
  [sym_label] = {
    .visible = true,
    .named = true,
  },
  [sym_instruction] = {
    .visible = true,
    .named = true,
  },
  [sym_guard] = {
    .visible = true,
    .named = true,
  },
  [sym_operand_list] = {
    .visible = true,
    .named = true,
  },
  [sym_call_operands] = {
    .visible = true,
    .named = true,
  },
  [sym_argument_list] = {
    .visible = true,
    .named = true,
  },
  [sym__operand] = {
    .visible = false,
    .named = true,
  },
  [sym_vector_operand] = {
    .visible = true,
    .named = true,
  },
  [sym_address_operand] = {
    .visible = true,
    .named = true,
  },
  [sym_negated_operand] = {
    .visible = true,
    .named = true,
  },
  [sym_predicate_pair] = {
    .visible = true,
    .named = true,
  },
  [sym_sink] = {
    .visible = true,
    .named = true,
  },
  [sym__expression] = {
    .visible = false,
    .named = true,
    .supertype = true,
  },
  [sym_component_expression] = {
    .visible = true,
    .named = true,
  },
  [sym_binary_expression] = {
    .visible = true,
    .named = true,
  },
  [sym_unary_expression] = {
    .visible = true,
    .named = true,
  },
  [sym_parenthesized_expression] = {
    .visible = true,
    .named = true,
  },
  [sym_conditional_expression] = {
    .visible = true,
    .named = true,
  },
  [sym_cast_expression] = {
    .visible = true,
    .named = true,
  },
  [sym_generic_expression] = {
    .visible = true,
    .named = true,
  },
  [sym_mask_expression] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_source_file_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_target_directive_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_section_directive_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_section_item_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_pragma_directive_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym__function_header_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_parameter_list_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_parameter_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_parameter_repeat2] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_parameter_repeat3] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_performance_directive_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_attribute_directive_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_attribute_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_block_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_branchtargets_directive_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_variable_declaration_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_variable_declaration_repeat2] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_initializer_list_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_instruction_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_operand_list_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_argument_list_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_vector_operand_repeat1] = {
    .visible = false,
    .named = false,
  },
  [alias_sym_attribute_name] = {
    .visible = true,
    .named = true,
  },
  [alias_sym_directive_name] = {
    .visible = true,
    .named = true,
  },
};

enum {
  field_address = 1,
  field_alias = 2,
  field_aliasee = 3,
  field_align = 4,
  field_alternative = 5,
  field_argument = 6,
  field_arguments = 7,
  field_array = 8,
  field_attribute = 9,
  field_body = 10,
  field_callee = 11,
  field_column = 12,
  field_component = 13,
  field_condition = 14,
  field_consequence = 15,
  field_content = 16,
  field_count = 17,
  field_declarator = 18,
  field_directive = 19,
  field_file = 20,
  field_function_name = 21,
  field_guard = 22,
  field_index = 23,
  field_initializer = 24,
  field_inlined_column = 25,
  field_inlined_file = 26,
  field_inlined_line = 27,
  field_kind = 28,
  field_left = 29,
  field_line = 30,
  field_linkage = 31,
  field_mask = 32,
  field_modifier = 33,
  field_name = 34,
  field_negated = 35,
  field_opcode = 36,
  field_operand = 37,
  field_operands = 38,
  field_operator = 39,
  field_parameters = 40,
  field_path = 41,
  field_predicate = 42,
  field_prototype = 43,
  field_return_parameters = 44,
  field_return_values = 45,
  field_right = 46,
  field_size = 47,
  field_state_space = 48,
  field_target = 49,
  field_timestamp = 50,
  field_type = 51,
  field_value = 52,
  field_vector = 53,
  field_version = 54,
};

static const char * const ts_field_names[] = {
  [0] = NULL,
  [field_address] = "address",
  [field_alias] = "alias",
  [field_aliasee] = "aliasee",
  [field_align] = "align",
  [field_alternative] = "alternative",
  [field_argument] = "argument",
  [field_arguments] = "arguments",
  [field_array] = "array",
  [field_attribute] = "attribute",
  [field_body] = "body",
  [field_callee] = "callee",
  [field_column] = "column",
  [field_component] = "component",
  [field_condition] = "condition",
  [field_consequence] = "consequence",
  [field_content] = "content",
  [field_count] = "count",
  [field_declarator] = "declarator",
  [field_directive] = "directive",
  [field_file] = "file",
  [field_function_name] = "function_name",
  [field_guard] = "guard",
  [field_index] = "index",
  [field_initializer] = "initializer",
  [field_inlined_column] = "inlined_column",
  [field_inlined_file] = "inlined_file",
  [field_inlined_line] = "inlined_line",
  [field_kind] = "kind",
  [field_left] = "left",
  [field_line] = "line",
  [field_linkage] = "linkage",
  [field_mask] = "mask",
  [field_modifier] = "modifier",
  [field_name] = "name",
  [field_negated] = "negated",
  [field_opcode] = "opcode",
  [field_operand] = "operand",
  [field_operands] = "operands",
  [field_operator] = "operator",
  [field_parameters] = "parameters",
  [field_path] = "path",
  [field_predicate] = "predicate",
  [field_prototype] = "prototype",
  [field_return_parameters] = "return_parameters",
  [field_return_values] = "return_values",
  [field_right] = "right",
  [field_size] = "size",
  [field_state_space] = "state_space",
  [field_target] = "target",
  [field_timestamp] = "timestamp",
  [field_type] = "type",
  [field_value] = "value",
  [field_vector] = "vector",
  [field_version] = "version",
};

static const TSFieldMapSlice ts_field_map_slices[PRODUCTION_ID_COUNT] = {
  [1] = {.index = 0, .length = 1},
  [2] = {.index = 1, .length = 1},
  [3] = {.index = 2, .length = 1},
  [4] = {.index = 3, .length = 1},
  [5] = {.index = 4, .length = 2},
  [6] = {.index = 6, .length = 7},
  [7] = {.index = 13, .length = 8},
  [8] = {.index = 21, .length = 1},
  [9] = {.index = 22, .length = 1},
  [10] = {.index = 23, .length = 1},
  [11] = {.index = 24, .length = 2},
  [12] = {.index = 26, .length = 2},
  [13] = {.index = 28, .length = 1},
  [14] = {.index = 29, .length = 1},
  [15] = {.index = 30, .length = 3},
  [16] = {.index = 33, .length = 1},
  [17] = {.index = 34, .length = 3},
  [18] = {.index = 37, .length = 3},
  [19] = {.index = 40, .length = 3},
  [20] = {.index = 29, .length = 1},
  [21] = {.index = 43, .length = 6},
  [22] = {.index = 49, .length = 3},
  [23] = {.index = 52, .length = 2},
  [24] = {.index = 54, .length = 3},
  [25] = {.index = 57, .length = 1},
  [26] = {.index = 58, .length = 2},
  [27] = {.index = 60, .length = 2},
  [28] = {.index = 29, .length = 1},
  [29] = {.index = 62, .length = 2},
  [30] = {.index = 64, .length = 4},
  [31] = {.index = 68, .length = 2},
  [32] = {.index = 70, .length = 4},
  [33] = {.index = 74, .length = 4},
  [34] = {.index = 78, .length = 4},
  [35] = {.index = 82, .length = 4},
  [36] = {.index = 86, .length = 4},
  [37] = {.index = 90, .length = 1},
  [38] = {.index = 91, .length = 1},
  [39] = {.index = 92, .length = 1},
  [40] = {.index = 93, .length = 1},
  [41] = {.index = 94, .length = 1},
  [42] = {.index = 95, .length = 2},
  [43] = {.index = 97, .length = 3},
  [44] = {.index = 100, .length = 4},
  [45] = {.index = 104, .length = 4},
  [46] = {.index = 108, .length = 4},
  [47] = {.index = 112, .length = 4},
  [48] = {.index = 116, .length = 2},
  [49] = {.index = 118, .length = 2},
  [50] = {.index = 120, .length = 3},
  [51] = {.index = 123, .length = 4},
  [52] = {.index = 127, .length = 3},
  [53] = {.index = 130, .length = 5},
  [54] = {.index = 135, .length = 5},
  [55] = {.index = 140, .length = 5},
  [56] = {.index = 145, .length = 5},
  [57] = {.index = 150, .length = 2},
  [58] = {.index = 152, .length = 2},
  [59] = {.index = 154, .length = 2},
  [60] = {.index = 156, .length = 2},
  [61] = {.index = 158, .length = 2},
  [62] = {.index = 160, .length = 1},
  [63] = {.index = 161, .length = 2},
  [64] = {.index = 163, .length = 2},
  [65] = {.index = 165, .length = 2},
  [66] = {.index = 167, .length = 2},
  [67] = {.index = 169, .length = 1},
  [68] = {.index = 170, .length = 4},
  [69] = {.index = 174, .length = 2},
  [70] = {.index = 176, .length = 6},
  [71] = {.index = 182, .length = 5},
  [72] = {.index = 187, .length = 5},
  [73] = {.index = 192, .length = 5},
  [74] = {.index = 197, .length = 5},
  [75] = {.index = 202, .length = 5},
  [76] = {.index = 207, .length = 5},
  [77] = {.index = 212, .length = 4},
  [78] = {.index = 216, .length = 3},
  [79] = {.index = 219, .length = 1},
  [80] = {.index = 220, .length = 1},
  [81] = {.index = 221, .length = 4},
  [82] = {.index = 225, .length = 4},
  [83] = {.index = 229, .length = 2},
  [84] = {.index = 231, .length = 5},
  [85] = {.index = 236, .length = 6},
  [86] = {.index = 242, .length = 2},
  [87] = {.index = 244, .length = 2},
  [88] = {.index = 246, .length = 2},
  [89] = {.index = 248, .length = 3},
  [90] = {.index = 251, .length = 1},
  [91] = {.index = 252, .length = 2},
  [92] = {.index = 254, .length = 3},
  [93] = {.index = 257, .length = 3},
  [94] = {.index = 260, .length = 3},
  [95] = {.index = 263, .length = 2},
  [96] = {.index = 265, .length = 3},
  [97] = {.index = 268, .length = 7},
  [98] = {.index = 275, .length = 6},
  [99] = {.index = 281, .length = 6},
  [100] = {.index = 287, .length = 6},
  [101] = {.index = 293, .length = 6},
  [102] = {.index = 299, .length = 5},
  [103] = {.index = 304, .length = 7},
  [104] = {.index = 311, .length = 4},
  [105] = {.index = 315, .length = 2},
  [106] = {.index = 317, .length = 5},
  [107] = {.index = 322, .length = 6},
  [108] = {.index = 328, .length = 6},
  [109] = {.index = 334, .length = 2},
  [110] = {.index = 336, .length = 2},
  [111] = {.index = 338, .length = 2},
  [112] = {.index = 340, .length = 1},
  [113] = {.index = 341, .length = 2},
  [114] = {.index = 343, .length = 4},
  [115] = {.index = 347, .length = 7},
  [116] = {.index = 354, .length = 8},
  [117] = {.index = 362, .length = 7},
  [118] = {.index = 369, .length = 1},
  [119] = {.index = 370, .length = 3},
  [120] = {.index = 373, .length = 2},
  [121] = {.index = 375, .length = 3},
  [122] = {.index = 378, .length = 3},
  [123] = {.index = 381, .length = 3},
  [124] = {.index = 384, .length = 2},
  [125] = {.index = 386, .length = 2},
  [126] = {.index = 388, .length = 2},
  [127] = {.index = 390, .length = 3},
  [128] = {.index = 393, .length = 3},
  [129] = {.index = 396, .length = 3},
  [130] = {.index = 399, .length = 3},
  [131] = {.index = 402, .length = 3},
  [132] = {.index = 405, .length = 4},
  [133] = {.index = 409, .length = 4},
  [134] = {.index = 413, .length = 7},
};

static const TSFieldMapEntry ts_field_map_entries[] = {
  [0] =
    {field_version, 1},
  [1] =
    {field_target, 1},
  [2] =
    {field_size, 1},
  [3] =
    {field_content, 1},
  [4] =
    {field_kind, 0},
    {field_name, 1},
  [6] =
    {field_attribute, 0, .inherited = true},
    {field_directive, 0, .inherited = true},
    {field_kind, 0, .inherited = true},
    {field_linkage, 0, .inherited = true},
    {field_name, 0, .inherited = true},
    {field_parameters, 0, .inherited = true},
    {field_return_parameters, 0, .inherited = true},
  [13] =
    {field_attribute, 0, .inherited = true},
    {field_body, 1},
    {field_directive, 0, .inherited = true},
    {field_kind, 0, .inherited = true},
    {field_linkage, 0, .inherited = true},
    {field_name, 0, .inherited = true},
    {field_parameters, 0, .inherited = true},
    {field_return_parameters, 0, .inherited = true},
  [21] =
    {field_attribute, 0},
  [22] =
    {field_align, 0},
  [23] =
    {field_vector, 0},
  [24] =
    {field_target, 1},
    {field_target, 2, .inherited = true},
  [26] =
    {field_index, 1},
    {field_path, 2},
  [28] =
    {field_value, 1},
  [29] =
    {field_name, 0},
  [30] =
    {field_kind, 0},
    {field_name, 1},
    {field_parameters, 2},
  [33] =
    {field_directive, 0},
  [34] =
    {field_directive, 2, .inherited = true},
    {field_kind, 0},
    {field_name, 1},
  [37] =
    {field_kind, 0},
    {field_name, 2},
    {field_return_parameters, 1},
  [40] =
    {field_attribute, 1},
    {field_kind, 0},
    {field_name, 2},
  [43] =
    {field_align, 0, .inherited = true},
    {field_align, 1, .inherited = true},
    {field_attribute, 0, .inherited = true},
    {field_attribute, 1, .inherited = true},
    {field_vector, 0, .inherited = true},
    {field_vector, 1, .inherited = true},
  [49] =
    {field_kind, 1},
    {field_linkage, 0},
    {field_name, 2},
  [52] =
    {field_target, 0, .inherited = true},
    {field_target, 1, .inherited = true},
  [54] =
    {field_column, 3},
    {field_file, 1},
    {field_line, 2},
  [57] =
    {field_name, 1},
  [58] =
    {field_value, 1},
    {field_value, 2, .inherited = true},
  [60] =
    {field_value, 0, .inherited = true},
    {field_value, 1, .inherited = true},
  [62] =
    {field_name, 0},
    {field_value, 1},
  [64] =
    {field_directive, 3, .inherited = true},
    {field_kind, 0},
    {field_name, 1},
    {field_parameters, 2},
  [68] =
    {field_directive, 0, .inherited = true},
    {field_directive, 1, .inherited = true},
  [70] =
    {field_kind, 0},
    {field_name, 2},
    {field_parameters, 3},
    {field_return_parameters, 1},
  [74] =
    {field_directive, 3, .inherited = true},
    {field_kind, 0},
    {field_name, 2},
    {field_return_parameters, 1},
  [78] =
    {field_attribute, 1},
    {field_kind, 0},
    {field_name, 2},
    {field_parameters, 3},
  [82] =
    {field_attribute, 1},
    {field_directive, 3, .inherited = true},
    {field_kind, 0},
    {field_name, 2},
  [86] =
    {field_attribute, 1},
    {field_kind, 0},
    {field_name, 3},
    {field_return_parameters, 2},
  [90] =
    {field_opcode, 0},
  [91] =
    {field_modifier, 0},
  [92] =
    {field_callee, 0},
  [93] =
    {field_predicate, 1},
  [94] =
    {field_array, 0},
  [95] =
    {field_array, 1, .inherited = true},
    {field_name, 0},
  [97] =
    {field_declarator, 2},
    {field_state_space, 0},
    {field_type, 1},
  [100] =
    {field_kind, 1},
    {field_linkage, 0},
    {field_name, 2},
    {field_parameters, 3},
  [104] =
    {field_directive, 3, .inherited = true},
    {field_kind, 1},
    {field_linkage, 0},
    {field_name, 2},
  [108] =
    {field_kind, 1},
    {field_linkage, 0},
    {field_name, 3},
    {field_return_parameters, 2},
  [112] =
    {field_attribute, 2},
    {field_kind, 1},
    {field_linkage, 0},
    {field_name, 3},
  [116] =
    {field_type, 0},
    {field_value, 1},
  [118] =
    {field_alias, 1},
    {field_aliasee, 3},
  [120] =
    {field_name, 2},
    {field_state_space, 0},
    {field_type, 1},
  [123] =
    {field_align, 0, .inherited = true},
    {field_align, 1, .inherited = true},
    {field_vector, 0, .inherited = true},
    {field_vector, 1, .inherited = true},
  [127] =
    {field_name, 0},
    {field_value, 1},
    {field_value, 2, .inherited = true},
  [130] =
    {field_directive, 4, .inherited = true},
    {field_kind, 0},
    {field_name, 2},
    {field_parameters, 3},
    {field_return_parameters, 1},
  [135] =
    {field_attribute, 1},
    {field_directive, 4, .inherited = true},
    {field_kind, 0},
    {field_name, 2},
    {field_parameters, 3},
  [140] =
    {field_attribute, 1},
    {field_kind, 0},
    {field_name, 3},
    {field_parameters, 4},
    {field_return_parameters, 2},
  [145] =
    {field_attribute, 1},
    {field_directive, 4, .inherited = true},
    {field_kind, 0},
    {field_name, 3},
    {field_return_parameters, 2},
  [150] =
    {field_opcode, 0},
    {field_operands, 1},
  [152] =
    {field_modifier, 1, .inherited = true},
    {field_opcode, 0},
  [154] =
    {field_modifier, 0, .inherited = true},
    {field_modifier, 1, .inherited = true},
  [156] =
    {field_negated, 1},
    {field_predicate, 2},
  [158] =
    {field_argument, 1},
    {field_operator, 0},
  [160] =
    {field_operand, 1},
  [161] =
    {field_component, 1},
    {field_operand, 0},
  [163] =
    {field_guard, 0},
    {field_opcode, 1},
  [165] =
    {field_initializer, 2},
    {field_name, 0},
  [167] =
    {field_array, 0, .inherited = true},
    {field_array, 1, .inherited = true},
  [169] =
    {field_declarator, 1},
  [170] =
    {field_declarator, 2},
    {field_declarator, 3, .inherited = true},
    {field_state_space, 0},
    {field_type, 1},
  [174] =
    {field_declarator, 0, .inherited = true},
    {field_declarator, 1, .inherited = true},
  [176] =
    {field_align, 1, .inherited = true},
    {field_attribute, 1, .inherited = true},
    {field_declarator, 3},
    {field_state_space, 0},
    {field_type, 2},
    {field_vector, 1, .inherited = true},
  [182] =
    {field_directive, 4, .inherited = true},
    {field_kind, 1},
    {field_linkage, 0},
    {field_name, 2},
    {field_parameters, 3},
  [187] =
    {field_kind, 1},
    {field_linkage, 0},
    {field_name, 3},
    {field_parameters, 4},
    {field_return_parameters, 2},
  [192] =
    {field_directive, 4, .inherited = true},
    {field_kind, 1},
    {field_linkage, 0},
    {field_name, 3},
    {field_return_parameters, 2},
  [197] =
    {field_attribute, 2},
    {field_kind, 1},
    {field_linkage, 0},
    {field_name, 3},
    {field_parameters, 4},
  [202] =
    {field_attribute, 2},
    {field_directive, 4, .inherited = true},
    {field_kind, 1},
    {field_linkage, 0},
    {field_name, 3},
  [207] =
    {field_attribute, 2},
    {field_kind, 1},
    {field_linkage, 0},
    {field_name, 4},
    {field_return_parameters, 3},
  [212] =
    {field_declarator, 3},
    {field_linkage, 0},
    {field_state_space, 1},
    {field_type, 2},
  [216] =
    {field_type, 0},
    {field_value, 1},
    {field_value, 2, .inherited = true},
  [219] =
    {field_align, 1},
  [220] =
    {field_state_space, 1},
  [221] =
    {field_array, 3, .inherited = true},
    {field_name, 2},
    {field_state_space, 0},
    {field_type, 1},
  [225] =
    {field_attribute, 2, .inherited = true},
    {field_name, 3},
    {field_state_space, 0},
    {field_type, 1},
  [229] =
    {field_attribute, 0, .inherited = true},
    {field_attribute, 1, .inherited = true},
  [231] =
    {field_align, 1, .inherited = true},
    {field_name, 3},
    {field_state_space, 0},
    {field_type, 2},
    {field_vector, 1, .inherited = true},
  [236] =
    {field_attribute, 1},
    {field_directive, 5, .inherited = true},
    {field_kind, 0},
    {field_name, 3},
    {field_parameters, 4},
    {field_return_parameters, 2},
  [242] =
    {field_callee, 0},
    {field_prototype, 2},
  [244] =
    {field_arguments, 2},
    {field_callee, 0},
  [246] =
    {field_callee, 2},
    {field_return_values, 0},
  [248] =
    {field_modifier, 1, .inherited = true},
    {field_opcode, 0},
    {field_operands, 2},
  [251] =
    {field_address, 1},
  [252] =
    {field_left, 0},
    {field_right, 2},
  [254] =
    {field_left, 0},
    {field_operator, 1},
    {field_right, 2},
  [257] =
    {field_guard, 0},
    {field_opcode, 1},
    {field_operands, 2},
  [260] =
    {field_guard, 0},
    {field_modifier, 2, .inherited = true},
    {field_opcode, 1},
  [263] =
    {field_count, 2},
    {field_name, 0},
  [265] =
    {field_array, 1, .inherited = true},
    {field_initializer, 3},
    {field_name, 0},
  [268] =
    {field_align, 1, .inherited = true},
    {field_attribute, 1, .inherited = true},
    {field_declarator, 3},
    {field_declarator, 4, .inherited = true},
    {field_state_space, 0},
    {field_type, 2},
    {field_vector, 1, .inherited = true},
  [275] =
    {field_directive, 5, .inherited = true},
    {field_kind, 1},
    {field_linkage, 0},
    {field_name, 3},
    {field_parameters, 4},
    {field_return_parameters, 2},
  [281] =
    {field_attribute, 2},
    {field_directive, 5, .inherited = true},
    {field_kind, 1},
    {field_linkage, 0},
    {field_name, 3},
    {field_parameters, 4},
  [287] =
    {field_attribute, 2},
    {field_kind, 1},
    {field_linkage, 0},
    {field_name, 4},
    {field_parameters, 5},
    {field_return_parameters, 3},
  [293] =
    {field_attribute, 2},
    {field_directive, 5, .inherited = true},
    {field_kind, 1},
    {field_linkage, 0},
    {field_name, 4},
    {field_return_parameters, 3},
  [299] =
    {field_declarator, 3},
    {field_declarator, 4, .inherited = true},
    {field_linkage, 0},
    {field_state_space, 1},
    {field_type, 2},
  [304] =
    {field_align, 2, .inherited = true},
    {field_attribute, 2, .inherited = true},
    {field_declarator, 4},
    {field_linkage, 0},
    {field_state_space, 1},
    {field_type, 3},
    {field_vector, 2, .inherited = true},
  [311] =
    {field_index, 1},
    {field_path, 2},
    {field_size, 6},
    {field_timestamp, 4},
  [315] =
    {field_align, 2},
    {field_state_space, 1},
  [317] =
    {field_array, 4, .inherited = true},
    {field_attribute, 2, .inherited = true},
    {field_name, 3},
    {field_state_space, 0},
    {field_type, 1},
  [322] =
    {field_align, 1, .inherited = true},
    {field_array, 4, .inherited = true},
    {field_name, 3},
    {field_state_space, 0},
    {field_type, 2},
    {field_vector, 1, .inherited = true},
  [328] =
    {field_align, 1, .inherited = true},
    {field_attribute, 3, .inherited = true},
    {field_name, 4},
    {field_state_space, 0},
    {field_type, 2},
    {field_vector, 1, .inherited = true},
  [334] =
    {field_argument, 2},
    {field_name, 0},
  [336] =
    {field_type, 1},
    {field_value, 3},
  [338] =
    {field_name, 0},
    {field_target, 3},
  [340] =
    {field_argument, 2},
  [341] =
    {field_argument, 2},
    {field_mask, 0},
  [343] =
    {field_guard, 0},
    {field_modifier, 2, .inherited = true},
    {field_opcode, 1},
    {field_operands, 3},
  [347] =
    {field_attribute, 2},
    {field_directive, 6, .inherited = true},
    {field_kind, 1},
    {field_linkage, 0},
    {field_name, 4},
    {field_parameters, 5},
    {field_return_parameters, 3},
  [354] =
    {field_align, 2, .inherited = true},
    {field_attribute, 2, .inherited = true},
    {field_declarator, 4},
    {field_declarator, 5, .inherited = true},
    {field_linkage, 0},
    {field_state_space, 1},
    {field_type, 3},
    {field_vector, 2, .inherited = true},
  [362] =
    {field_align, 1, .inherited = true},
    {field_array, 5, .inherited = true},
    {field_attribute, 3, .inherited = true},
    {field_name, 4},
    {field_state_space, 0},
    {field_type, 2},
    {field_vector, 1, .inherited = true},
  [369] =
    {field_argument, 1},
  [370] =
    {field_argument, 2},
    {field_argument, 3, .inherited = true},
    {field_name, 0},
  [373] =
    {field_argument, 0, .inherited = true},
    {field_argument, 1, .inherited = true},
  [375] =
    {field_arguments, 2},
    {field_callee, 0},
    {field_prototype, 4},
  [378] =
    {field_callee, 2},
    {field_prototype, 4},
    {field_return_values, 0},
  [381] =
    {field_arguments, 4},
    {field_callee, 2},
    {field_return_values, 0},
  [384] =
    {field_name, 0},
    {field_parameters, 4},
  [386] =
    {field_directive, 4, .inherited = true},
    {field_name, 0},
  [388] =
    {field_name, 0},
    {field_return_parameters, 3},
  [390] =
    {field_name, 0},
    {field_target, 3},
    {field_target, 4, .inherited = true},
  [393] =
    {field_alternative, 4},
    {field_condition, 0},
    {field_consequence, 2},
  [396] =
    {field_directive, 5, .inherited = true},
    {field_name, 0},
    {field_parameters, 4},
  [399] =
    {field_name, 0},
    {field_parameters, 5},
    {field_return_parameters, 3},
  [402] =
    {field_directive, 5, .inherited = true},
    {field_name, 0},
    {field_return_parameters, 3},
  [405] =
    {field_arguments, 4},
    {field_callee, 2},
    {field_prototype, 6},
    {field_return_values, 0},
  [409] =
    {field_directive, 6, .inherited = true},
    {field_name, 0},
    {field_parameters, 5},
    {field_return_parameters, 3},
  [413] =
    {field_column, 3},
    {field_file, 1},
    {field_function_name, 6},
    {field_inlined_column, 11},
    {field_inlined_file, 9},
    {field_inlined_line, 10},
    {field_line, 2},
};

static const TSSymbol ts_alias_sequences[PRODUCTION_ID_COUNT][MAX_ALIAS_SEQUENCE_LENGTH] = {
  [0] = {0},
  [14] = {
    [0] = alias_sym_directive_name,
  },
  [28] = {
    [0] = alias_sym_attribute_name,
  },
  [29] = {
    [0] = alias_sym_directive_name,
  },
  [37] = {
    [0] = anon_sym_call,
  },
  [52] = {
    [0] = alias_sym_directive_name,
  },
  [57] = {
    [0] = anon_sym_call,
  },
  [58] = {
    [0] = anon_sym_call,
  },
  [64] = {
    [1] = anon_sym_call,
  },
  [89] = {
    [0] = anon_sym_call,
  },
  [93] = {
    [1] = anon_sym_call,
  },
  [94] = {
    [1] = anon_sym_call,
  },
  [109] = {
    [0] = alias_sym_attribute_name,
  },
  [114] = {
    [1] = anon_sym_call,
  },
  [119] = {
    [0] = alias_sym_attribute_name,
  },
};

static const uint16_t ts_non_terminal_alias_map[] = {
  0,
};

static const TSStateId ts_primary_state_ids[STATE_COUNT] = {
  [0] = 0,
  [1] = 1,
  [2] = 2,
  [3] = 3,
  [4] = 4,
  [5] = 5,
  [6] = 6,
  [7] = 7,
  [8] = 8,
  [9] = 9,
  [10] = 10,
  [11] = 11,
  [12] = 12,
  [13] = 13,
  [14] = 14,
  [15] = 15,
  [16] = 16,
  [17] = 17,
  [18] = 18,
  [19] = 19,
  [20] = 20,
  [21] = 21,
  [22] = 22,
  [23] = 23,
  [24] = 24,
  [25] = 25,
  [26] = 26,
  [27] = 27,
  [28] = 28,
  [29] = 29,
  [30] = 30,
  [31] = 31,
  [32] = 32,
  [33] = 33,
  [34] = 34,
  [35] = 35,
  [36] = 36,
  [37] = 37,
  [38] = 38,
  [39] = 39,
  [40] = 40,
  [41] = 41,
  [42] = 42,
  [43] = 43,
  [44] = 44,
  [45] = 45,
  [46] = 46,
  [47] = 47,
  [48] = 48,
  [49] = 49,
  [50] = 50,
  [51] = 32,
  [52] = 52,
  [53] = 53,
  [54] = 54,
  [55] = 55,
  [56] = 56,
  [57] = 57,
  [58] = 58,
  [59] = 59,
  [60] = 60,
  [61] = 61,
  [62] = 62,
  [63] = 63,
  [64] = 64,
  [65] = 65,
  [66] = 66,
  [67] = 67,
  [68] = 68,
  [69] = 69,
  [70] = 70,
  [71] = 71,
  [72] = 72,
  [73] = 73,
  [74] = 74,
  [75] = 75,
  [76] = 76,
  [77] = 77,
  [78] = 78,
  [79] = 79,
  [80] = 80,
  [81] = 81,
  [82] = 82,
  [83] = 83,
  [84] = 84,
  [85] = 85,
  [86] = 86,
  [87] = 87,
  [88] = 88,
  [89] = 89,
  [90] = 79,
  [91] = 81,
  [92] = 87,
  [93] = 93,
  [94] = 94,
  [95] = 95,
  [96] = 96,
  [97] = 97,
  [98] = 98,
  [99] = 99,
  [100] = 82,
  [101] = 83,
  [102] = 102,
  [103] = 85,
  [104] = 80,
  [105] = 86,
  [106] = 88,
  [107] = 84,
  [108] = 89,
  [109] = 109,
  [110] = 110,
  [111] = 111,
  [112] = 112,
  [113] = 113,
  [114] = 114,
  [115] = 115,
  [116] = 116,
  [117] = 117,
  [118] = 118,
  [119] = 119,
  [120] = 120,
  [121] = 121,
  [122] = 122,
  [123] = 123,
  [124] = 124,
  [125] = 125,
  [126] = 126,
  [127] = 127,
  [128] = 128,
  [129] = 129,
  [130] = 130,
  [131] = 126,
  [132] = 132,
  [133] = 133,
  [134] = 134,
  [135] = 135,
  [136] = 136,
  [137] = 137,
  [138] = 138,
  [139] = 139,
  [140] = 97,
  [141] = 98,
  [142] = 138,
  [143] = 143,
  [144] = 144,
  [145] = 145,
  [146] = 146,
  [147] = 147,
  [148] = 148,
  [149] = 149,
  [150] = 150,
  [151] = 151,
  [152] = 152,
  [153] = 153,
  [154] = 154,
  [155] = 155,
  [156] = 154,
  [157] = 157,
  [158] = 158,
  [159] = 159,
  [160] = 160,
  [161] = 144,
  [162] = 145,
  [163] = 146,
  [164] = 147,
  [165] = 148,
  [166] = 149,
  [167] = 150,
  [168] = 151,
  [169] = 152,
  [170] = 153,
  [171] = 155,
  [172] = 158,
  [173] = 173,
  [174] = 174,
  [175] = 175,
  [176] = 176,
  [177] = 160,
  [178] = 173,
  [179] = 179,
  [180] = 180,
  [181] = 181,
  [182] = 182,
  [183] = 183,
  [184] = 184,
  [185] = 185,
  [186] = 186,
  [187] = 187,
  [188] = 188,
  [189] = 189,
  [190] = 190,
  [191] = 191,
  [192] = 192,
  [193] = 193,
  [194] = 194,
  [195] = 195,
  [196] = 196,
  [197] = 197,
  [198] = 198,
  [199] = 199,
  [200] = 200,
  [201] = 201,
  [202] = 202,
  [203] = 203,
  [204] = 204,
  [205] = 205,
  [206] = 206,
  [207] = 207,
  [208] = 208,
  [209] = 209,
  [210] = 210,
  [211] = 211,
  [212] = 212,
  [213] = 213,
  [214] = 214,
  [215] = 215,
  [216] = 216,
  [217] = 217,
  [218] = 218,
  [219] = 219,
  [220] = 220,
  [221] = 221,
  [222] = 222,
  [223] = 223,
  [224] = 224,
  [225] = 225,
  [226] = 226,
  [227] = 227,
  [228] = 228,
  [229] = 229,
  [230] = 230,
  [231] = 231,
  [232] = 232,
  [233] = 233,
  [234] = 234,
  [235] = 235,
  [236] = 236,
  [237] = 237,
  [238] = 238,
  [239] = 239,
  [240] = 240,
  [241] = 241,
  [242] = 242,
  [243] = 243,
  [244] = 244,
  [245] = 245,
  [246] = 246,
  [247] = 247,
  [248] = 248,
  [249] = 249,
  [250] = 250,
  [251] = 251,
  [252] = 252,
  [253] = 253,
  [254] = 254,
  [255] = 255,
  [256] = 256,
  [257] = 257,
  [258] = 258,
  [259] = 259,
  [260] = 260,
  [261] = 261,
  [262] = 262,
  [263] = 263,
  [264] = 264,
  [265] = 265,
  [266] = 266,
  [267] = 267,
  [268] = 268,
  [269] = 269,
  [270] = 270,
  [271] = 221,
  [272] = 222,
  [273] = 273,
  [274] = 274,
  [275] = 275,
  [276] = 276,
  [277] = 277,
  [278] = 278,
  [279] = 279,
  [280] = 280,
  [281] = 281,
  [282] = 282,
  [283] = 283,
  [284] = 284,
  [285] = 285,
  [286] = 286,
  [287] = 287,
  [288] = 288,
  [289] = 289,
  [290] = 290,
  [291] = 291,
  [292] = 292,
  [293] = 226,
  [294] = 294,
  [295] = 295,
  [296] = 296,
  [297] = 297,
  [298] = 226,
  [299] = 222,
  [300] = 300,
  [301] = 301,
  [302] = 302,
  [303] = 303,
  [304] = 304,
  [305] = 305,
  [306] = 306,
  [307] = 307,
  [308] = 308,
  [309] = 309,
  [310] = 310,
  [311] = 311,
  [312] = 312,
  [313] = 313,
  [314] = 314,
  [315] = 315,
  [316] = 316,
  [317] = 317,
  [318] = 318,
  [319] = 319,
  [320] = 187,
  [321] = 321,
  [322] = 322,
  [323] = 323,
  [324] = 324,
  [325] = 325,
  [326] = 326,
  [327] = 327,
  [328] = 328,
  [329] = 329,
  [330] = 330,
  [331] = 331,
  [332] = 332,
  [333] = 333,
  [334] = 334,
  [335] = 335,
  [336] = 336,
  [337] = 337,
  [338] = 338,
  [339] = 339,
  [340] = 340,
  [341] = 341,
  [342] = 342,
  [343] = 343,
  [344] = 344,
  [345] = 345,
  [346] = 346,
  [347] = 347,
  [348] = 348,
  [349] = 349,
  [350] = 350,
  [351] = 351,
  [352] = 352,
  [353] = 353,
  [354] = 354,
  [355] = 355,
  [356] = 356,
  [357] = 357,
  [358] = 358,
  [359] = 359,
  [360] = 360,
  [361] = 361,
  [362] = 362,
  [363] = 363,
  [364] = 364,
  [365] = 365,
  [366] = 366,
  [367] = 367,
  [368] = 368,
  [369] = 369,
  [370] = 370,
  [371] = 371,
  [372] = 372,
  [373] = 373,
  [374] = 374,
  [375] = 375,
  [376] = 376,
  [377] = 377,
  [378] = 378,
  [379] = 379,
  [380] = 380,
  [381] = 381,
  [382] = 382,
  [383] = 383,
  [384] = 230,
  [385] = 385,
  [386] = 386,
  [387] = 387,
  [388] = 388,
  [389] = 389,
  [390] = 390,
  [391] = 391,
  [392] = 392,
  [393] = 393,
  [394] = 394,
  [395] = 395,
  [396] = 396,
  [397] = 397,
  [398] = 398,
  [399] = 399,
  [400] = 400,
  [401] = 401,
  [402] = 402,
  [403] = 403,
  [404] = 404,
  [405] = 405,
  [406] = 406,
  [407] = 407,
  [408] = 408,
  [409] = 409,
  [410] = 410,
  [411] = 411,
  [412] = 412,
  [413] = 413,
  [414] = 414,
  [415] = 415,
  [416] = 416,
  [417] = 417,
  [418] = 418,
  [419] = 419,
  [420] = 420,
  [421] = 421,
  [422] = 422,
  [423] = 423,
  [424] = 424,
  [425] = 425,
  [426] = 426,
  [427] = 427,
  [428] = 428,
  [429] = 429,
  [430] = 430,
  [431] = 431,
  [432] = 432,
  [433] = 433,
  [434] = 434,
  [435] = 435,
  [436] = 436,
  [437] = 437,
  [438] = 438,
  [439] = 439,
  [440] = 440,
  [441] = 441,
  [442] = 442,
  [443] = 443,
  [444] = 444,
  [445] = 445,
  [446] = 446,
  [447] = 447,
  [448] = 448,
  [449] = 449,
  [450] = 450,
  [451] = 451,
  [452] = 452,
  [453] = 453,
  [454] = 454,
  [455] = 455,
  [456] = 456,
  [457] = 457,
  [458] = 458,
  [459] = 459,
  [460] = 460,
  [461] = 461,
  [462] = 414,
  [463] = 463,
  [464] = 464,
  [465] = 465,
  [466] = 434,
  [467] = 467,
  [468] = 414,
  [469] = 469,
  [470] = 470,
  [471] = 471,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(226);
      if (lookahead == '!') ADVANCE(461);
      if (lookahead == '"') ADVANCE(11);
      if (lookahead == '#') ADVANCE(501);
      if (lookahead == '$') ADVANCE(218);
      if (lookahead == '%') ADVANCE(479);
      if (lookahead == '&') ADVANCE(469);
      if (lookahead == '(') ADVANCE(482);
      if (lookahead == ')') ADVANCE(387);
      if (lookahead == '*') ADVANCE(477);
      if (lookahead == '+') ADVANCE(244);
      if (lookahead == ',') ADVANCE(231);
      if (lookahead == '-') ADVANCE(245);
      if (lookahead == '.') ADVANCE(59);
      if (lookahead == '/') ADVANCE(478);
      if (lookahead == '0') ADVANCE(486);
      if (lookahead == ':') ADVANCE(391);
      if (lookahead == ';') ADVANCE(379);
      if (lookahead == '<') ADVANCE(399);
      if (lookahead == '=') ADVANCE(397);
      if (lookahead == '>') ADVANCE(401);
      if (lookahead == '?') ADVANCE(481);
      if (lookahead == '@') ADVANCE(458);
      if (lookahead == '[') ADVANCE(402);
      if (lookahead == ']') ADVANCE(403);
      if (lookahead == '^') ADVANCE(468);
      if (lookahead == '_') ADVANCE(393);
      if (lookahead == '{') ADVANCE(240);
      if (lookahead == '|') ADVANCE(463);
      if (lookahead == '}') ADVANCE(242);
      if (lookahead == '~') ADVANCE(480);
      if (lookahead == '\t' ||
          lookahead == '\n' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(221)
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(488);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(483);
      END_STATE();
    case 1:
      if (lookahead == '!') ADVANCE(460);
      if (lookahead == '"') ADVANCE(11);
      if (lookahead == '#') ADVANCE(501);
      if (lookahead == '%') ADVANCE(219);
      if (lookahead == '(') ADVANCE(386);
      if (lookahead == ')') ADVANCE(387);
      if (lookahead == '+') ADVANCE(244);
      if (lookahead == '-') ADVANCE(245);
      if (lookahead == '.') ADVANCE(216);
      if (lookahead == '/') ADVANCE(16);
      if (lookahead == '0') ADVANCE(486);
      if (lookahead == '~') ADVANCE(480);
      if (lookahead == '$' ||
          lookahead == '_') ADVANCE(218);
      if (lookahead == '\t' ||
          lookahead == '\n' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(1)
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(488);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(483);
      END_STATE();
    case 2:
      if (lookahead == '!') ADVANCE(460);
      if (lookahead == '#') ADVANCE(501);
      if (lookahead == '$') ADVANCE(218);
      if (lookahead == '%') ADVANCE(219);
      if (lookahead == '(') ADVANCE(386);
      if (lookahead == '+') ADVANCE(244);
      if (lookahead == '-') ADVANCE(245);
      if (lookahead == '.') ADVANCE(217);
      if (lookahead == '/') ADVANCE(16);
      if (lookahead == '0') ADVANCE(486);
      if (lookahead == ':') ADVANCE(391);
      if (lookahead == ';') ADVANCE(379);
      if (lookahead == '[') ADVANCE(402);
      if (lookahead == '_') ADVANCE(393);
      if (lookahead == '{') ADVANCE(240);
      if (lookahead == '~') ADVANCE(480);
      if (lookahead == '\t' ||
          lookahead == '\n' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(3)
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(488);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(483);
      END_STATE();
    case 3:
      if (lookahead == '!') ADVANCE(460);
      if (lookahead == '#') ADVANCE(501);
      if (lookahead == '$') ADVANCE(218);
      if (lookahead == '%') ADVANCE(219);
      if (lookahead == '(') ADVANCE(386);
      if (lookahead == '+') ADVANCE(244);
      if (lookahead == '-') ADVANCE(245);
      if (lookahead == '/') ADVANCE(16);
      if (lookahead == '0') ADVANCE(486);
      if (lookahead == ':') ADVANCE(391);
      if (lookahead == ';') ADVANCE(379);
      if (lookahead == '[') ADVANCE(402);
      if (lookahead == '_') ADVANCE(393);
      if (lookahead == '{') ADVANCE(240);
      if (lookahead == '~') ADVANCE(480);
      if (lookahead == '\t' ||
          lookahead == '\n' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(3)
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(488);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(483);
      END_STATE();
    case 4:
      if (lookahead == '!') ADVANCE(460);
      if (lookahead == '#') ADVANCE(501);
      if (lookahead == '%') ADVANCE(219);
      if (lookahead == '(') ADVANCE(386);
      if (lookahead == '+') ADVANCE(244);
      if (lookahead == '-') ADVANCE(245);
      if (lookahead == '.') ADVANCE(215);
      if (lookahead == '/') ADVANCE(16);
      if (lookahead == '0') ADVANCE(486);
      if (lookahead == ';') ADVANCE(379);
      if (lookahead == '{') ADVANCE(240);
      if (lookahead == '~') ADVANCE(480);
      if (lookahead == '$' ||
          lookahead == '_') ADVANCE(218);
      if (lookahead == '\t' ||
          lookahead == '\n' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(4)
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(488);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(483);
      END_STATE();
    case 5:
      if (lookahead == '!') ADVANCE(25);
      if (lookahead == '#') ADVANCE(501);
      if (lookahead == '$') ADVANCE(218);
      if (lookahead == '%') ADVANCE(479);
      if (lookahead == '&') ADVANCE(469);
      if (lookahead == '(') ADVANCE(482);
      if (lookahead == ')') ADVANCE(387);
      if (lookahead == '*') ADVANCE(477);
      if (lookahead == '+') ADVANCE(244);
      if (lookahead == ',') ADVANCE(231);
      if (lookahead == '-') ADVANCE(245);
      if (lookahead == '.') ADVANCE(215);
      if (lookahead == '/') ADVANCE(478);
      if (lookahead == '0') ADVANCE(489);
      if (lookahead == ':') ADVANCE(391);
      if (lookahead == ';') ADVANCE(379);
      if (lookahead == '<') ADVANCE(472);
      if (lookahead == '=') ADVANCE(26);
      if (lookahead == '>') ADVANCE(401);
      if (lookahead == '?') ADVANCE(481);
      if (lookahead == ']') ADVANCE(403);
      if (lookahead == '^') ADVANCE(468);
      if (lookahead == '_') ADVANCE(393);
      if (lookahead == '{') ADVANCE(240);
      if (lookahead == '|') ADVANCE(463);
      if (lookahead == '}') ADVANCE(242);
      if (lookahead == '\t' ||
          lookahead == '\n' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(6)
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(492);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(483);
      END_STATE();
    case 6:
      if (lookahead == '!') ADVANCE(25);
      if (lookahead == '#') ADVANCE(501);
      if (lookahead == '$') ADVANCE(218);
      if (lookahead == '%') ADVANCE(479);
      if (lookahead == '&') ADVANCE(469);
      if (lookahead == ')') ADVANCE(387);
      if (lookahead == '*') ADVANCE(477);
      if (lookahead == '+') ADVANCE(244);
      if (lookahead == ',') ADVANCE(231);
      if (lookahead == '-') ADVANCE(245);
      if (lookahead == '.') ADVANCE(215);
      if (lookahead == '/') ADVANCE(478);
      if (lookahead == '0') ADVANCE(489);
      if (lookahead == ':') ADVANCE(391);
      if (lookahead == ';') ADVANCE(379);
      if (lookahead == '<') ADVANCE(472);
      if (lookahead == '=') ADVANCE(26);
      if (lookahead == '>') ADVANCE(401);
      if (lookahead == '?') ADVANCE(481);
      if (lookahead == ']') ADVANCE(403);
      if (lookahead == '^') ADVANCE(468);
      if (lookahead == '_') ADVANCE(393);
      if (lookahead == '{') ADVANCE(240);
      if (lookahead == '|') ADVANCE(463);
      if (lookahead == '}') ADVANCE(242);
      if (lookahead == '\t' ||
          lookahead == '\n' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(6)
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(492);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(483);
      END_STATE();
    case 7:
      if (lookahead == '!') ADVANCE(25);
      if (lookahead == '#') ADVANCE(501);
      if (lookahead == '%') ADVANCE(479);
      if (lookahead == '&') ADVANCE(469);
      if (lookahead == ')') ADVANCE(387);
      if (lookahead == '*') ADVANCE(477);
      if (lookahead == '+') ADVANCE(244);
      if (lookahead == ',') ADVANCE(231);
      if (lookahead == '-') ADVANCE(245);
      if (lookahead == '.') ADVANCE(194);
      if (lookahead == '/') ADVANCE(478);
      if (lookahead == ':') ADVANCE(391);
      if (lookahead == ';') ADVANCE(379);
      if (lookahead == '<') ADVANCE(472);
      if (lookahead == '=') ADVANCE(26);
      if (lookahead == '>') ADVANCE(401);
      if (lookahead == '?') ADVANCE(481);
      if (lookahead == ']') ADVANCE(403);
      if (lookahead == '^') ADVANCE(468);
      if (lookahead == '|') ADVANCE(463);
      if (lookahead == '}') ADVANCE(242);
      if (lookahead == '\t' ||
          lookahead == '\n' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(8)
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(20);
      END_STATE();
    case 8:
      if (lookahead == '!') ADVANCE(25);
      if (lookahead == '#') ADVANCE(501);
      if (lookahead == '%') ADVANCE(479);
      if (lookahead == '&') ADVANCE(469);
      if (lookahead == ')') ADVANCE(387);
      if (lookahead == '*') ADVANCE(477);
      if (lookahead == '+') ADVANCE(244);
      if (lookahead == ',') ADVANCE(231);
      if (lookahead == '-') ADVANCE(245);
      if (lookahead == '/') ADVANCE(478);
      if (lookahead == ':') ADVANCE(391);
      if (lookahead == ';') ADVANCE(379);
      if (lookahead == '<') ADVANCE(472);
      if (lookahead == '=') ADVANCE(26);
      if (lookahead == '>') ADVANCE(401);
      if (lookahead == '?') ADVANCE(481);
      if (lookahead == ']') ADVANCE(403);
      if (lookahead == '^') ADVANCE(468);
      if (lookahead == '|') ADVANCE(463);
      if (lookahead == '}') ADVANCE(242);
      if (lookahead == '\t' ||
          lookahead == '\n' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(8)
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(20);
      END_STATE();
    case 9:
      if (lookahead == '!') ADVANCE(25);
      if (lookahead == '#') ADVANCE(501);
      if (lookahead == '%') ADVANCE(479);
      if (lookahead == '&') ADVANCE(469);
      if (lookahead == '*') ADVANCE(477);
      if (lookahead == '+') ADVANCE(244);
      if (lookahead == ',') ADVANCE(231);
      if (lookahead == '-') ADVANCE(245);
      if (lookahead == '.') ADVANCE(215);
      if (lookahead == '/') ADVANCE(478);
      if (lookahead == '<') ADVANCE(472);
      if (lookahead == '=') ADVANCE(26);
      if (lookahead == '>') ADVANCE(401);
      if (lookahead == '?') ADVANCE(481);
      if (lookahead == '^') ADVANCE(468);
      if (lookahead == '|') ADVANCE(463);
      if (lookahead == '}') ADVANCE(242);
      if (lookahead == '$' ||
          lookahead == '_') ADVANCE(218);
      if (lookahead == '\t' ||
          lookahead == '\n' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(9)
      if (('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(483);
      END_STATE();
    case 10:
      if (lookahead == '!') ADVANCE(25);
      if (lookahead == '#') ADVANCE(501);
      if (lookahead == '%') ADVANCE(479);
      if (lookahead == '&') ADVANCE(469);
      if (lookahead == '*') ADVANCE(477);
      if (lookahead == '+') ADVANCE(244);
      if (lookahead == ',') ADVANCE(231);
      if (lookahead == '-') ADVANCE(245);
      if (lookahead == '.') ADVANCE(195);
      if (lookahead == '/') ADVANCE(478);
      if (lookahead == '<') ADVANCE(472);
      if (lookahead == '=') ADVANCE(26);
      if (lookahead == '>') ADVANCE(401);
      if (lookahead == '?') ADVANCE(481);
      if (lookahead == '^') ADVANCE(468);
      if (lookahead == '|') ADVANCE(463);
      if (lookahead == '}') ADVANCE(242);
      if (lookahead == '$' ||
          lookahead == '_') ADVANCE(218);
      if (lookahead == '\t' ||
          lookahead == '\n' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(9)
      if (('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(483);
      END_STATE();
    case 11:
      if (lookahead == '"') ADVANCE(498);
      if (lookahead == '\\') ADVANCE(220);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(11);
      END_STATE();
    case 12:
      if (lookahead == '#') ADVANCE(501);
      if (lookahead == '(') ADVANCE(386);
      if (lookahead == '.') ADVANCE(43);
      if (lookahead == '/') ADVANCE(16);
      if (lookahead == '$' ||
          lookahead == '_') ADVANCE(218);
      if (lookahead == '\t' ||
          lookahead == '\n' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(12)
      if (('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(483);
      END_STATE();
    case 13:
      if (lookahead == '#') ADVANCE(501);
      if (lookahead == '.') ADVANCE(66);
      if (lookahead == '/') ADVANCE(16);
      if (lookahead == '@') ADVANCE(458);
      if (lookahead == '{') ADVANCE(240);
      if (lookahead == '}') ADVANCE(242);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(252);
      if (lookahead == '\n' ||
          lookahead == '\r') SKIP(14)
      if (lookahead == '$' ||
          lookahead == '_') ADVANCE(218);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(483);
      END_STATE();
    case 14:
      if (lookahead == '#') ADVANCE(501);
      if (lookahead == '.') ADVANCE(66);
      if (lookahead == '/') ADVANCE(16);
      if (lookahead == '@') ADVANCE(458);
      if (lookahead == '{') ADVANCE(240);
      if (lookahead == '}') ADVANCE(242);
      if (lookahead == '$' ||
          lookahead == '_') ADVANCE(218);
      if (lookahead == '\t' ||
          lookahead == '\n' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(14)
      if (('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(483);
      END_STATE();
    case 15:
      if (lookahead == '#') ADVANCE(501);
      if (lookahead == '.') ADVANCE(44);
      if (lookahead == '/') ADVANCE(16);
      if (lookahead == '\t' ||
          lookahead == '\n' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(15)
      END_STATE();
    case 16:
      if (lookahead == '*') ADVANCE(18);
      if (lookahead == '/') ADVANCE(500);
      END_STATE();
    case 17:
      if (lookahead == '*') ADVANCE(17);
      if (lookahead == '/') ADVANCE(499);
      if (lookahead != 0) ADVANCE(18);
      END_STATE();
    case 18:
      if (lookahead == '*') ADVANCE(17);
      if (lookahead != 0) ADVANCE(18);
      END_STATE();
    case 19:
      if (lookahead == '.') ADVANCE(495);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(192);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(19);
      END_STATE();
    case 20:
      if (lookahead == '.') ADVANCE(197);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(20);
      END_STATE();
    case 21:
      if (lookahead == '2') ADVANCE(406);
      if (lookahead == '4') ADVANCE(408);
      if (lookahead == '8') ADVANCE(410);
      if (lookahead == 'e') ADVANCE(154);
      if (lookahead == 'i') ADVANCE(158);
      END_STATE();
    case 22:
      if (lookahead == ':') ADVANCE(83);
      END_STATE();
    case 23:
      if (lookahead == ':') ADVANCE(217);
      END_STATE();
    case 24:
      if (lookahead == ':') ADVANCE(62);
      END_STATE();
    case 25:
      if (lookahead == '=') ADVANCE(471);
      END_STATE();
    case 26:
      if (lookahead == '=') ADVANCE(470);
      END_STATE();
    case 27:
      if (lookahead == '@') ADVANCE(29);
      END_STATE();
    case 28:
      if (lookahead == 'A') ADVANCE(31);
      END_STATE();
    case 29:
      if (lookahead == 'D') ADVANCE(32);
      if (lookahead == 'd') ADVANCE(185);
      END_STATE();
    case 30:
      if (lookahead == 'F') ADVANCE(247);
      END_STATE();
    case 31:
      if (lookahead == 'R') ADVANCE(30);
      END_STATE();
    case 32:
      if (lookahead == 'W') ADVANCE(28);
      END_STATE();
    case 33:
      if (lookahead == '_') ADVANCE(164);
      END_STATE();
    case 34:
      if (lookahead == 'a') ADVANCE(114);
      if (lookahead == 'o') ADVANCE(118);
      END_STATE();
    case 35:
      if (lookahead == 'a') ADVANCE(148);
      if (lookahead == 'r') ADVANCE(37);
      END_STATE();
    case 36:
      if (lookahead == 'a') ADVANCE(148);
      if (lookahead == 'r') ADVANCE(37);
      if (lookahead == 't') ADVANCE(142);
      END_STATE();
    case 37:
      if (lookahead == 'a') ADVANCE(93);
      END_STATE();
    case 38:
      if (lookahead == 'a') ADVANCE(377);
      END_STATE();
    case 39:
      if (lookahead == 'a') ADVANCE(430);
      END_STATE();
    case 40:
      if (lookahead == 'a') ADVANCE(68);
      if (lookahead == 'b') ADVANCE(152);
      if (lookahead == 'c') ADVANCE(34);
      if (lookahead == 'e') ADVANCE(122);
      if (lookahead == 'f') ADVANCE(104);
      if (lookahead == 'g') ADVANCE(116);
      if (lookahead == 'l') ADVANCE(133);
      if (lookahead == 'p') ADVANCE(36);
      if (lookahead == 'r') ADVANCE(81);
      if (lookahead == 's') ADVANCE(78);
      if (lookahead == 't') ADVANCE(46);
      if (lookahead == 'v') ADVANCE(80);
      if (lookahead == 'w') ADVANCE(86);
      END_STATE();
    case 41:
      if (lookahead == 'a') ADVANCE(109);
      END_STATE();
    case 42:
      if (lookahead == 'a') ADVANCE(69);
      if (lookahead == 'c') ADVANCE(132);
      if (lookahead == 'e') ADVANCE(122);
      if (lookahead == 'f') ADVANCE(104);
      if (lookahead == 'g') ADVANCE(116);
      if (lookahead == 'l') ADVANCE(133);
      if (lookahead == 'p') ADVANCE(35);
      if (lookahead == 'r') ADVANCE(81);
      if (lookahead == 's') ADVANCE(78);
      if (lookahead == 't') ADVANCE(46);
      if (lookahead == 'v') ADVANCE(80);
      if (lookahead == 'w') ADVANCE(86);
      END_STATE();
    case 43:
      if (lookahead == 'a') ADVANCE(450);
      if (lookahead == 'v') ADVANCE(444);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 44:
      if (lookahead == 'a') ADVANCE(451);
      if (lookahead == 'v') ADVANCE(444);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 45:
      if (lookahead == 'a') ADVANCE(119);
      END_STATE();
    case 46:
      if (lookahead == 'a') ADVANCE(149);
      if (lookahead == 'e') ADVANCE(186);
      END_STATE();
    case 47:
      if (lookahead == 'a') ADVANCE(160);
      END_STATE();
    case 48:
      if (lookahead == 'a') ADVANCE(160);
      if (lookahead == 'g') ADVANCE(127);
      END_STATE();
    case 49:
      if (lookahead == 'a') ADVANCE(112);
      END_STATE();
    case 50:
      if (lookahead == 'a') ADVANCE(151);
      END_STATE();
    case 51:
      if (lookahead == 'a') ADVANCE(144);
      END_STATE();
    case 52:
      if (lookahead == 'a') ADVANCE(130);
      END_STATE();
    case 53:
      if (lookahead == 'a') ADVANCE(156);
      END_STATE();
    case 54:
      if (lookahead == 'a') ADVANCE(157);
      END_STATE();
    case 55:
      if (lookahead == 'b') ADVANCE(184);
      END_STATE();
    case 56:
      if (lookahead == 'b') ADVANCE(49);
      END_STATE();
    case 57:
      if (lookahead == 'b') ADVANCE(117);
      END_STATE();
    case 58:
      if (lookahead == 'c') ADVANCE(34);
      if (lookahead == 'e') ADVANCE(122);
      if (lookahead == 'f') ADVANCE(104);
      if (lookahead == 'l') ADVANCE(133);
      if (lookahead == 'p') ADVANCE(36);
      if (lookahead == 's') ADVANCE(78);
      if (lookahead == 't') ADVANCE(46);
      if (lookahead == 'v') ADVANCE(21);
      END_STATE();
    case 59:
      if (lookahead == 'c') ADVANCE(34);
      if (lookahead == 'e') ADVANCE(122);
      if (lookahead == 'f') ADVANCE(104);
      if (lookahead == 'l') ADVANCE(133);
      if (lookahead == 'p') ADVANCE(36);
      if (lookahead == 's') ADVANCE(78);
      if (lookahead == 't') ADVANCE(46);
      if (lookahead == 'v') ADVANCE(21);
      if (lookahead == 'a' ||
          lookahead == 'b' ||
          lookahead == 'g' ||
          lookahead == 'r' ||
          ('w' <= lookahead && lookahead <= 'z')) ADVANCE(464);
      END_STATE();
    case 60:
      if (lookahead == 'c') ADVANCE(237);
      END_STATE();
    case 61:
      if (lookahead == 'c') ADVANCE(384);
      END_STATE();
    case 62:
      if (lookahead == 'c') ADVANCE(113);
      END_STATE();
    case 63:
      if (lookahead == 'c') ADVANCE(426);
      END_STATE();
    case 64:
      if (lookahead == 'c') ADVANCE(98);
      END_STATE();
    case 65:
      if (lookahead == 'c') ADVANCE(171);
      END_STATE();
    case 66:
      if (lookahead == 'c') ADVANCE(132);
      if (lookahead == 'e') ADVANCE(187);
      if (lookahead == 'f') ADVANCE(103);
      if (lookahead == 'g') ADVANCE(116);
      if (lookahead == 'l') ADVANCE(133);
      if (lookahead == 'p') ADVANCE(35);
      if (lookahead == 'r') ADVANCE(81);
      if (lookahead == 's') ADVANCE(97);
      if (lookahead == 't') ADVANCE(71);
      if (lookahead == 'v') ADVANCE(99);
      if (lookahead == 'w') ADVANCE(86);
      END_STATE();
    case 67:
      if (lookahead == 'd') ADVANCE(428);
      END_STATE();
    case 68:
      if (lookahead == 'd') ADVANCE(70);
      if (lookahead == 'l') ADVANCE(101);
      if (lookahead == 't') ADVANCE(178);
      END_STATE();
    case 69:
      if (lookahead == 'd') ADVANCE(70);
      if (lookahead == 'l') ADVANCE(106);
      END_STATE();
    case 70:
      if (lookahead == 'd') ADVANCE(153);
      END_STATE();
    case 71:
      if (lookahead == 'e') ADVANCE(186);
      END_STATE();
    case 72:
      if (lookahead == 'e') ADVANCE(234);
      END_STATE();
    case 73:
      if (lookahead == 'e') ADVANCE(67);
      END_STATE();
    case 74:
      if (lookahead == 'e') ADVANCE(438);
      END_STATE();
    case 75:
      if (lookahead == 'e') ADVANCE(392);
      END_STATE();
    case 76:
      if (lookahead == 'e') ADVANCE(389);
      END_STATE();
    case 77:
      if (lookahead == 'e') ADVANCE(232);
      END_STATE();
    case 78:
      if (lookahead == 'e') ADVANCE(65);
      if (lookahead == 'h') ADVANCE(50);
      if (lookahead == 'r') ADVANCE(79);
      END_STATE();
    case 79:
      if (lookahead == 'e') ADVANCE(91);
      END_STATE();
    case 80:
      if (lookahead == 'e') ADVANCE(154);
      if (lookahead == 'i') ADVANCE(158);
      END_STATE();
    case 81:
      if (lookahead == 'e') ADVANCE(92);
      END_STATE();
    case 82:
      if (lookahead == 'e') ADVANCE(169);
      END_STATE();
    case 83:
      if (lookahead == 'e') ADVANCE(131);
      if (lookahead == 'f') ADVANCE(183);
      END_STATE();
    case 84:
      if (lookahead == 'e') ADVANCE(165);
      END_STATE();
    case 85:
      if (lookahead == 'e') ADVANCE(147);
      END_STATE();
    case 86:
      if (lookahead == 'e') ADVANCE(41);
      END_STATE();
    case 87:
      if (lookahead == 'e') ADVANCE(173);
      END_STATE();
    case 88:
      if (lookahead == 'e') ADVANCE(175);
      END_STATE();
    case 89:
      if (lookahead == 'e') ADVANCE(145);
      END_STATE();
    case 90:
      if (lookahead == 'f') ADVANCE(249);
      END_STATE();
    case 91:
      if (lookahead == 'g') ADVANCE(414);
      END_STATE();
    case 92:
      if (lookahead == 'g') ADVANCE(412);
      END_STATE();
    case 93:
      if (lookahead == 'g') ADVANCE(121);
      END_STATE();
    case 94:
      if (lookahead == 'g') ADVANCE(82);
      END_STATE();
    case 95:
      if (lookahead == 'g') ADVANCE(87);
      END_STATE();
    case 96:
      if (lookahead == 'g') ADVANCE(88);
      END_STATE();
    case 97:
      if (lookahead == 'h') ADVANCE(50);
      if (lookahead == 'r') ADVANCE(79);
      END_STATE();
    case 98:
      if (lookahead == 'h') ADVANCE(181);
      END_STATE();
    case 99:
      if (lookahead == 'i') ADVANCE(158);
      END_STATE();
    case 100:
      if (lookahead == 'i') ADVANCE(57);
      END_STATE();
    case 101:
      if (lookahead == 'i') ADVANCE(48);
      END_STATE();
    case 102:
      if (lookahead == 'i') ADVANCE(191);
      END_STATE();
    case 103:
      if (lookahead == 'i') ADVANCE(115);
      END_STATE();
    case 104:
      if (lookahead == 'i') ADVANCE(115);
      if (lookahead == 'u') ADVANCE(128);
      END_STATE();
    case 105:
      if (lookahead == 'i') ADVANCE(55);
      END_STATE();
    case 106:
      if (lookahead == 'i') ADVANCE(47);
      END_STATE();
    case 107:
      if (lookahead == 'i') ADVANCE(136);
      END_STATE();
    case 108:
      if (lookahead == 'i') ADVANCE(137);
      END_STATE();
    case 109:
      if (lookahead == 'k') ADVANCE(440);
      END_STATE();
    case 110:
      if (lookahead == 'l') ADVANCE(141);
      END_STATE();
    case 111:
      if (lookahead == 'l') ADVANCE(420);
      END_STATE();
    case 112:
      if (lookahead == 'l') ADVANCE(418);
      END_STATE();
    case 113:
      if (lookahead == 'l') ADVANCE(182);
      if (lookahead == 't') ADVANCE(39);
      END_STATE();
    case 114:
      if (lookahead == 'l') ADVANCE(110);
      END_STATE();
    case 115:
      if (lookahead == 'l') ADVANCE(72);
      END_STATE();
    case 116:
      if (lookahead == 'l') ADVANCE(135);
      END_STATE();
    case 117:
      if (lookahead == 'l') ADVANCE(74);
      END_STATE();
    case 118:
      if (lookahead == 'm') ADVANCE(120);
      if (lookahead == 'n') ADVANCE(163);
      END_STATE();
    case 119:
      if (lookahead == 'm') ADVANCE(422);
      END_STATE();
    case 120:
      if (lookahead == 'm') ADVANCE(134);
      END_STATE();
    case 121:
      if (lookahead == 'm') ADVANCE(38);
      END_STATE();
    case 122:
      if (lookahead == 'n') ADVANCE(174);
      if (lookahead == 'x') ADVANCE(170);
      END_STATE();
    case 123:
      if (lookahead == 'n') ADVANCE(442);
      END_STATE();
    case 124:
      if (lookahead == 'n') ADVANCE(436);
      END_STATE();
    case 125:
      if (lookahead == 'n') ADVANCE(238);
      END_STATE();
    case 126:
      if (lookahead == 'n') ADVANCE(227);
      END_STATE();
    case 127:
      if (lookahead == 'n') ADVANCE(404);
      END_STATE();
    case 128:
      if (lookahead == 'n') ADVANCE(61);
      END_STATE();
    case 129:
      if (lookahead == 'n') ADVANCE(63);
      END_STATE();
    case 130:
      if (lookahead == 'n') ADVANCE(64);
      END_STATE();
    case 131:
      if (lookahead == 'n') ADVANCE(176);
      END_STATE();
    case 132:
      if (lookahead == 'o') ADVANCE(118);
      END_STATE();
    case 133:
      if (lookahead == 'o') ADVANCE(60);
      END_STATE();
    case 134:
      if (lookahead == 'o') ADVANCE(123);
      END_STATE();
    case 135:
      if (lookahead == 'o') ADVANCE(56);
      END_STATE();
    case 136:
      if (lookahead == 'o') ADVANCE(125);
      END_STATE();
    case 137:
      if (lookahead == 'o') ADVANCE(126);
      END_STATE();
    case 138:
      if (lookahead == 'o') ADVANCE(180);
      END_STATE();
    case 139:
      if (lookahead == 'o') ADVANCE(172);
      END_STATE();
    case 140:
      if (lookahead == 'p') ADVANCE(75);
      END_STATE();
    case 141:
      if (lookahead == 'p') ADVANCE(146);
      if (lookahead == 't') ADVANCE(53);
      END_STATE();
    case 142:
      if (lookahead == 'r') ADVANCE(388);
      END_STATE();
    case 143:
      if (lookahead == 'r') ADVANCE(188);
      END_STATE();
    case 144:
      if (lookahead == 'r') ADVANCE(90);
      END_STATE();
    case 145:
      if (lookahead == 'r') ADVANCE(432);
      END_STATE();
    case 146:
      if (lookahead == 'r') ADVANCE(138);
      END_STATE();
    case 147:
      if (lookahead == 'r') ADVANCE(124);
      END_STATE();
    case 148:
      if (lookahead == 'r') ADVANCE(45);
      END_STATE();
    case 149:
      if (lookahead == 'r') ADVANCE(94);
      END_STATE();
    case 150:
      if (lookahead == 'r') ADVANCE(190);
      END_STATE();
    case 151:
      if (lookahead == 'r') ADVANCE(73);
      END_STATE();
    case 152:
      if (lookahead == 'r') ADVANCE(52);
      END_STATE();
    case 153:
      if (lookahead == 'r') ADVANCE(84);
      END_STATE();
    case 154:
      if (lookahead == 'r') ADVANCE(167);
      END_STATE();
    case 155:
      if (lookahead == 'r') ADVANCE(105);
      END_STATE();
    case 156:
      if (lookahead == 'r') ADVANCE(95);
      END_STATE();
    case 157:
      if (lookahead == 'r') ADVANCE(96);
      END_STATE();
    case 158:
      if (lookahead == 's') ADVANCE(100);
      END_STATE();
    case 159:
      if (lookahead == 's') ADVANCE(395);
      END_STATE();
    case 160:
      if (lookahead == 's') ADVANCE(380);
      END_STATE();
    case 161:
      if (lookahead == 's') ADVANCE(33);
      END_STATE();
    case 162:
      if (lookahead == 's') ADVANCE(394);
      END_STATE();
    case 163:
      if (lookahead == 's') ADVANCE(168);
      END_STATE();
    case 164:
      if (lookahead == 's') ADVANCE(102);
      END_STATE();
    case 165:
      if (lookahead == 's') ADVANCE(161);
      END_STATE();
    case 166:
      if (lookahead == 's') ADVANCE(179);
      END_STATE();
    case 167:
      if (lookahead == 's') ADVANCE(108);
      END_STATE();
    case 168:
      if (lookahead == 't') ADVANCE(416);
      END_STATE();
    case 169:
      if (lookahead == 't') ADVANCE(229);
      END_STATE();
    case 170:
      if (lookahead == 't') ADVANCE(85);
      END_STATE();
    case 171:
      if (lookahead == 't') ADVANCE(107);
      END_STATE();
    case 172:
      if (lookahead == 't') ADVANCE(189);
      END_STATE();
    case 173:
      if (lookahead == 't') ADVANCE(159);
      END_STATE();
    case 174:
      if (lookahead == 't') ADVANCE(143);
      END_STATE();
    case 175:
      if (lookahead == 't') ADVANCE(162);
      END_STATE();
    case 176:
      if (lookahead == 't') ADVANCE(150);
      END_STATE();
    case 177:
      if (lookahead == 't') ADVANCE(76);
      END_STATE();
    case 178:
      if (lookahead == 't') ADVANCE(155);
      END_STATE();
    case 179:
      if (lookahead == 't') ADVANCE(89);
      END_STATE();
    case 180:
      if (lookahead == 't') ADVANCE(139);
      END_STATE();
    case 181:
      if (lookahead == 't') ADVANCE(54);
      END_STATE();
    case 182:
      if (lookahead == 'u') ADVANCE(166);
      END_STATE();
    case 183:
      if (lookahead == 'u') ADVANCE(129);
      END_STATE();
    case 184:
      if (lookahead == 'u') ADVANCE(177);
      END_STATE();
    case 185:
      if (lookahead == 'w') ADVANCE(51);
      END_STATE();
    case 186:
      if (lookahead == 'x') ADVANCE(434);
      END_STATE();
    case 187:
      if (lookahead == 'x') ADVANCE(170);
      END_STATE();
    case 188:
      if (lookahead == 'y') ADVANCE(382);
      END_STATE();
    case 189:
      if (lookahead == 'y') ADVANCE(140);
      END_STATE();
    case 190:
      if (lookahead == 'y') ADVANCE(424);
      END_STATE();
    case 191:
      if (lookahead == 'z') ADVANCE(77);
      END_STATE();
    case 192:
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(196);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(496);
      END_STATE();
    case 193:
      if (lookahead == '0' ||
          lookahead == '1') ADVANCE(490);
      END_STATE();
    case 194:
      if (lookahead == 'a' ||
          lookahead == 'b' ||
          lookahead == 'g' ||
          lookahead == 'r' ||
          ('w' <= lookahead && lookahead <= 'z')) ADVANCE(464);
      END_STATE();
    case 195:
      if (lookahead == 'a' ||
          lookahead == 'b' ||
          lookahead == 'g' ||
          lookahead == 'r' ||
          ('w' <= lookahead && lookahead <= 'z')) ADVANCE(465);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('c' <= lookahead && lookahead <= 'v')) ADVANCE(457);
      END_STATE();
    case 196:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(496);
      END_STATE();
    case 197:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(497);
      END_STATE();
    case 198:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(493);
      END_STATE();
    case 199:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(494);
      END_STATE();
    case 200:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(199);
      END_STATE();
    case 201:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(200);
      END_STATE();
    case 202:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(201);
      END_STATE();
    case 203:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(202);
      END_STATE();
    case 204:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(203);
      END_STATE();
    case 205:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(204);
      END_STATE();
    case 206:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(205);
      END_STATE();
    case 207:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(206);
      END_STATE();
    case 208:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(207);
      END_STATE();
    case 209:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(208);
      END_STATE();
    case 210:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(209);
      END_STATE();
    case 211:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(210);
      END_STATE();
    case 212:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(211);
      END_STATE();
    case 213:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(212);
      END_STATE();
    case 214:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(213);
      END_STATE();
    case 215:
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 216:
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(246);
      END_STATE();
    case 217:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(462);
      END_STATE();
    case 218:
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(483);
      END_STATE();
    case 219:
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(484);
      END_STATE();
    case 220:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(11);
      END_STATE();
    case 221:
      if (eof) ADVANCE(226);
      if (lookahead == '!') ADVANCE(461);
      if (lookahead == '"') ADVANCE(11);
      if (lookahead == '#') ADVANCE(501);
      if (lookahead == '$') ADVANCE(218);
      if (lookahead == '%') ADVANCE(479);
      if (lookahead == '&') ADVANCE(469);
      if (lookahead == '(') ADVANCE(386);
      if (lookahead == ')') ADVANCE(387);
      if (lookahead == '*') ADVANCE(477);
      if (lookahead == '+') ADVANCE(244);
      if (lookahead == ',') ADVANCE(231);
      if (lookahead == '-') ADVANCE(245);
      if (lookahead == '.') ADVANCE(58);
      if (lookahead == '/') ADVANCE(478);
      if (lookahead == '0') ADVANCE(486);
      if (lookahead == ':') ADVANCE(391);
      if (lookahead == ';') ADVANCE(379);
      if (lookahead == '<') ADVANCE(472);
      if (lookahead == '=') ADVANCE(397);
      if (lookahead == '>') ADVANCE(401);
      if (lookahead == '?') ADVANCE(481);
      if (lookahead == '@') ADVANCE(458);
      if (lookahead == '[') ADVANCE(402);
      if (lookahead == ']') ADVANCE(403);
      if (lookahead == '^') ADVANCE(468);
      if (lookahead == '_') ADVANCE(393);
      if (lookahead == '{') ADVANCE(240);
      if (lookahead == '|') ADVANCE(463);
      if (lookahead == '}') ADVANCE(242);
      if (lookahead == '~') ADVANCE(480);
      if (lookahead == '\t' ||
          lookahead == '\n' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(221)
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(488);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(483);
      END_STATE();
    case 222:
      if (eof) ADVANCE(226);
      if (lookahead == '!') ADVANCE(460);
      if (lookahead == '#') ADVANCE(501);
      if (lookahead == '$') ADVANCE(218);
      if (lookahead == '%') ADVANCE(219);
      if (lookahead == '(') ADVANCE(386);
      if (lookahead == ')') ADVANCE(387);
      if (lookahead == '+') ADVANCE(244);
      if (lookahead == ',') ADVANCE(231);
      if (lookahead == '-') ADVANCE(245);
      if (lookahead == '.') ADVANCE(40);
      if (lookahead == '/') ADVANCE(16);
      if (lookahead == '0') ADVANCE(486);
      if (lookahead == ';') ADVANCE(379);
      if (lookahead == '<') ADVANCE(398);
      if (lookahead == '=') ADVANCE(396);
      if (lookahead == '>') ADVANCE(400);
      if (lookahead == '@') ADVANCE(458);
      if (lookahead == '[') ADVANCE(402);
      if (lookahead == ']') ADVANCE(403);
      if (lookahead == '_') ADVANCE(393);
      if (lookahead == '{') ADVANCE(240);
      if (lookahead == '}') ADVANCE(242);
      if (lookahead == '~') ADVANCE(480);
      if (lookahead == '\t' ||
          lookahead == '\n' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(223)
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(488);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(483);
      END_STATE();
    case 223:
      if (eof) ADVANCE(226);
      if (lookahead == '!') ADVANCE(460);
      if (lookahead == '#') ADVANCE(501);
      if (lookahead == '$') ADVANCE(218);
      if (lookahead == '%') ADVANCE(219);
      if (lookahead == '(') ADVANCE(386);
      if (lookahead == ')') ADVANCE(387);
      if (lookahead == '+') ADVANCE(244);
      if (lookahead == ',') ADVANCE(231);
      if (lookahead == '-') ADVANCE(245);
      if (lookahead == '.') ADVANCE(40);
      if (lookahead == '/') ADVANCE(16);
      if (lookahead == '0') ADVANCE(486);
      if (lookahead == ';') ADVANCE(379);
      if (lookahead == '=') ADVANCE(396);
      if (lookahead == '>') ADVANCE(400);
      if (lookahead == '@') ADVANCE(458);
      if (lookahead == '[') ADVANCE(402);
      if (lookahead == ']') ADVANCE(403);
      if (lookahead == '_') ADVANCE(393);
      if (lookahead == '{') ADVANCE(240);
      if (lookahead == '}') ADVANCE(242);
      if (lookahead == '~') ADVANCE(480);
      if (lookahead == '\t' ||
          lookahead == '\n' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(223)
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(488);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(483);
      END_STATE();
    case 224:
      if (eof) ADVANCE(226);
      if (lookahead == '#') ADVANCE(501);
      if (lookahead == '.') ADVANCE(42);
      if (lookahead == '/') ADVANCE(16);
      if (lookahead == '@') ADVANCE(27);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(251);
      if (lookahead == '\n' ||
          lookahead == '\r') SKIP(225)
      END_STATE();
    case 225:
      if (eof) ADVANCE(226);
      if (lookahead == '#') ADVANCE(501);
      if (lookahead == '.') ADVANCE(42);
      if (lookahead == '/') ADVANCE(16);
      if (lookahead == '@') ADVANCE(27);
      if (lookahead == '\t' ||
          lookahead == '\n' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(225)
      END_STATE();
    case 226:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 227:
      ACCEPT_TOKEN(anon_sym_DOTversion);
      END_STATE();
    case 228:
      ACCEPT_TOKEN(anon_sym_DOTversion);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 229:
      ACCEPT_TOKEN(anon_sym_DOTtarget);
      END_STATE();
    case 230:
      ACCEPT_TOKEN(anon_sym_DOTtarget);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 231:
      ACCEPT_TOKEN(anon_sym_COMMA);
      END_STATE();
    case 232:
      ACCEPT_TOKEN(anon_sym_DOTaddress_size);
      END_STATE();
    case 233:
      ACCEPT_TOKEN(anon_sym_DOTaddress_size);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 234:
      ACCEPT_TOKEN(anon_sym_DOTfile);
      END_STATE();
    case 235:
      ACCEPT_TOKEN(anon_sym_DOTfile);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 236:
      ACCEPT_TOKEN(anon_sym_DOTloc);
      if (lookahead == 'a') ADVANCE(318);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 237:
      ACCEPT_TOKEN(anon_sym_DOTloc);
      if (lookahead == 'a') ADVANCE(111);
      END_STATE();
    case 238:
      ACCEPT_TOKEN(anon_sym_DOTsection);
      END_STATE();
    case 239:
      ACCEPT_TOKEN(anon_sym_DOTsection);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 240:
      ACCEPT_TOKEN(anon_sym_LBRACE);
      END_STATE();
    case 241:
      ACCEPT_TOKEN(anon_sym_LBRACE);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 242:
      ACCEPT_TOKEN(anon_sym_RBRACE);
      END_STATE();
    case 243:
      ACCEPT_TOKEN(anon_sym_RBRACE);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 244:
      ACCEPT_TOKEN(anon_sym_PLUS);
      END_STATE();
    case 245:
      ACCEPT_TOKEN(anon_sym_DASH);
      END_STATE();
    case 246:
      ACCEPT_TOKEN(sym_section_name);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(246);
      END_STATE();
    case 247:
      ACCEPT_TOKEN(anon_sym_AT_ATDWARF);
      END_STATE();
    case 248:
      ACCEPT_TOKEN(anon_sym_AT_ATDWARF);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 249:
      ACCEPT_TOKEN(anon_sym_AT_ATdwarf);
      END_STATE();
    case 250:
      ACCEPT_TOKEN(anon_sym_AT_ATdwarf);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 251:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == '#') ADVANCE(376);
      if (lookahead == '.') ADVANCE(265);
      if (lookahead == '/') ADVANCE(253);
      if (lookahead == '@') ADVANCE(258);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(251);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 252:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == '#') ADVANCE(376);
      if (lookahead == '.') ADVANCE(279);
      if (lookahead == '/') ADVANCE(253);
      if (lookahead == '@') ADVANCE(459);
      if (lookahead == '{') ADVANCE(241);
      if (lookahead == '}') ADVANCE(243);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(252);
      if (lookahead == '$' ||
          lookahead == '_') ADVANCE(375);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 253:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == '*') ADVANCE(255);
      if (lookahead == '/') ADVANCE(376);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 254:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == '*') ADVANCE(254);
      if (lookahead == '/') ADVANCE(376);
      if (lookahead == '\n' ||
          lookahead == '\r') ADVANCE(18);
      if (lookahead != 0) ADVANCE(255);
      END_STATE();
    case 255:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == '*') ADVANCE(254);
      if (lookahead == '\n' ||
          lookahead == '\r') ADVANCE(18);
      if (lookahead != 0) ADVANCE(255);
      END_STATE();
    case 256:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == ':') ADVANCE(300);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 257:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == ':') ADVANCE(282);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 258:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == '@') ADVANCE(260);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 259:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'A') ADVANCE(262);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 260:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'D') ADVANCE(263);
      if (lookahead == 'd') ADVANCE(369);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 261:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'F') ADVANCE(248);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 262:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'R') ADVANCE(261);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 263:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'W') ADVANCE(259);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 264:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == '_') ADVANCE(355);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 265:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'a') ADVANCE(285);
      if (lookahead == 'c') ADVANCE(336);
      if (lookahead == 'e') ADVANCE(328);
      if (lookahead == 'f') ADVANCE(311);
      if (lookahead == 'g') ADVANCE(321);
      if (lookahead == 'l') ADVANCE(337);
      if (lookahead == 'p') ADVANCE(266);
      if (lookahead == 'r') ADVANCE(288);
      if (lookahead == 's') ADVANCE(294);
      if (lookahead == 't') ADVANCE(270);
      if (lookahead == 'v') ADVANCE(295);
      if (lookahead == 'w') ADVANCE(296);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 266:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'a') ADVANCE(349);
      if (lookahead == 'r') ADVANCE(271);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 267:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'a') ADVANCE(317);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 268:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'a') ADVANCE(378);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 269:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'a') ADVANCE(431);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 270:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'a') ADVANCE(347);
      if (lookahead == 'e') ADVANCE(370);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 271:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'a') ADVANCE(306);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 272:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'a') ADVANCE(325);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 273:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'a') ADVANCE(352);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 274:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'a') ADVANCE(319);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 275:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'a') ADVANCE(343);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 276:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'a') ADVANCE(350);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 277:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'b') ADVANCE(274);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 278:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'b') ADVANCE(323);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 279:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'c') ADVANCE(336);
      if (lookahead == 'e') ADVANCE(371);
      if (lookahead == 'f') ADVANCE(312);
      if (lookahead == 'g') ADVANCE(321);
      if (lookahead == 'l') ADVANCE(337);
      if (lookahead == 'p') ADVANCE(266);
      if (lookahead == 'r') ADVANCE(288);
      if (lookahead == 's') ADVANCE(308);
      if (lookahead == 't') ADVANCE(289);
      if (lookahead == 'v') ADVANCE(309);
      if (lookahead == 'w') ADVANCE(296);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 280:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'c') ADVANCE(236);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 281:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'c') ADVANCE(385);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 282:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'c') ADVANCE(320);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 283:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'c') ADVANCE(427);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 284:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'c') ADVANCE(363);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 285:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'd') ADVANCE(287);
      if (lookahead == 'l') ADVANCE(314);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 286:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'd') ADVANCE(429);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 287:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'd') ADVANCE(348);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 288:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'e') ADVANCE(304);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 289:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'e') ADVANCE(370);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 290:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'e') ADVANCE(235);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 291:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'e') ADVANCE(439);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'e') ADVANCE(233);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'e') ADVANCE(286);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 294:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'e') ADVANCE(284);
      if (lookahead == 'h') ADVANCE(276);
      if (lookahead == 'r') ADVANCE(297);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 295:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'e') ADVANCE(351);
      if (lookahead == 'i') ADVANCE(354);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'e') ADVANCE(267);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 297:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'e') ADVANCE(305);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'e') ADVANCE(357);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 299:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'e') ADVANCE(361);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 300:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'e') ADVANCE(335);
      if (lookahead == 'f') ADVANCE(368);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'e') ADVANCE(346);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 302:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'e') ADVANCE(344);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'f') ADVANCE(250);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 304:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'g') ADVANCE(413);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'g') ADVANCE(415);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'g') ADVANCE(327);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'g') ADVANCE(299);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'h') ADVANCE(276);
      if (lookahead == 'r') ADVANCE(297);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 309:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'i') ADVANCE(354);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'i') ADVANCE(374);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 311:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'i') ADVANCE(322);
      if (lookahead == 'u') ADVANCE(333);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 312:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'i') ADVANCE(322);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 313:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'i') ADVANCE(278);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 314:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'i') ADVANCE(273);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 315:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'i') ADVANCE(340);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 316:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'i') ADVANCE(341);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 317:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'k') ADVANCE(441);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 318:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'l') ADVANCE(421);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 319:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'l') ADVANCE(419);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 320:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'l') ADVANCE(367);
      if (lookahead == 't') ADVANCE(269);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 321:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'l') ADVANCE(338);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 322:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'l') ADVANCE(290);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 323:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'l') ADVANCE(291);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 324:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'm') ADVANCE(326);
      if (lookahead == 'n') ADVANCE(356);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 325:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'm') ADVANCE(423);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 326:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'm') ADVANCE(339);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 327:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'm') ADVANCE(268);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 328:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'n') ADVANCE(364);
      if (lookahead == 'x') ADVANCE(362);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 329:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'n') ADVANCE(443);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 330:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'n') ADVANCE(437);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 331:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'n') ADVANCE(239);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 332:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'n') ADVANCE(228);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 333:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'n') ADVANCE(281);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 334:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'n') ADVANCE(283);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 335:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'n') ADVANCE(365);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 336:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'o') ADVANCE(324);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 337:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'o') ADVANCE(280);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 338:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'o') ADVANCE(277);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 339:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'o') ADVANCE(329);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 340:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'o') ADVANCE(331);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 341:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'o') ADVANCE(332);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 342:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'r') ADVANCE(372);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 343:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'r') ADVANCE(303);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 344:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'r') ADVANCE(433);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 345:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'r') ADVANCE(373);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 346:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'r') ADVANCE(330);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 347:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'r') ADVANCE(307);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 348:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'r') ADVANCE(298);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 349:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'r') ADVANCE(272);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 350:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'r') ADVANCE(293);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 351:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'r') ADVANCE(358);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 352:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 's') ADVANCE(381);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 353:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 's') ADVANCE(264);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 354:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 's') ADVANCE(313);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 355:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 's') ADVANCE(310);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 356:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 's') ADVANCE(360);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 357:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 's') ADVANCE(353);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 358:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 's') ADVANCE(316);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 359:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 's') ADVANCE(366);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 360:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 't') ADVANCE(417);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 361:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 't') ADVANCE(230);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 362:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 't') ADVANCE(301);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 363:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 't') ADVANCE(315);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 364:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 't') ADVANCE(342);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 365:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 't') ADVANCE(345);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 366:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 't') ADVANCE(302);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 367:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'u') ADVANCE(359);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 368:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'u') ADVANCE(334);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 369:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'w') ADVANCE(275);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 370:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'x') ADVANCE(435);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 371:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'x') ADVANCE(362);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 372:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'y') ADVANCE(383);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 373:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'y') ADVANCE(425);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 374:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == 'z') ADVANCE(292);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 375:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 376:
      ACCEPT_TOKEN(sym_dwarf_content);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 377:
      ACCEPT_TOKEN(anon_sym_DOTpragma);
      END_STATE();
    case 378:
      ACCEPT_TOKEN(anon_sym_DOTpragma);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 379:
      ACCEPT_TOKEN(anon_sym_SEMI);
      END_STATE();
    case 380:
      ACCEPT_TOKEN(anon_sym_DOTalias);
      END_STATE();
    case 381:
      ACCEPT_TOKEN(anon_sym_DOTalias);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 382:
      ACCEPT_TOKEN(anon_sym_DOTentry);
      END_STATE();
    case 383:
      ACCEPT_TOKEN(anon_sym_DOTentry);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 384:
      ACCEPT_TOKEN(anon_sym_DOTfunc);
      END_STATE();
    case 385:
      ACCEPT_TOKEN(anon_sym_DOTfunc);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 386:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      END_STATE();
    case 387:
      ACCEPT_TOKEN(anon_sym_RPAREN);
      END_STATE();
    case 388:
      ACCEPT_TOKEN(anon_sym_DOTptr);
      END_STATE();
    case 389:
      ACCEPT_TOKEN(anon_sym_DOTattribute);
      END_STATE();
    case 390:
      ACCEPT_TOKEN(anon_sym_DOTattribute);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 391:
      ACCEPT_TOKEN(anon_sym_COLON);
      END_STATE();
    case 392:
      ACCEPT_TOKEN(anon_sym_DOTcallprototype);
      END_STATE();
    case 393:
      ACCEPT_TOKEN(anon_sym__);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(483);
      END_STATE();
    case 394:
      ACCEPT_TOKEN(anon_sym_DOTbranchtargets);
      END_STATE();
    case 395:
      ACCEPT_TOKEN(anon_sym_DOTcalltargets);
      END_STATE();
    case 396:
      ACCEPT_TOKEN(anon_sym_EQ);
      END_STATE();
    case 397:
      ACCEPT_TOKEN(anon_sym_EQ);
      if (lookahead == '=') ADVANCE(470);
      END_STATE();
    case 398:
      ACCEPT_TOKEN(anon_sym_LT);
      END_STATE();
    case 399:
      ACCEPT_TOKEN(anon_sym_LT);
      if (lookahead == '<') ADVANCE(475);
      if (lookahead == '=') ADVANCE(473);
      END_STATE();
    case 400:
      ACCEPT_TOKEN(anon_sym_GT);
      END_STATE();
    case 401:
      ACCEPT_TOKEN(anon_sym_GT);
      if (lookahead == '=') ADVANCE(474);
      if (lookahead == '>') ADVANCE(476);
      END_STATE();
    case 402:
      ACCEPT_TOKEN(anon_sym_LBRACK);
      END_STATE();
    case 403:
      ACCEPT_TOKEN(anon_sym_RBRACK);
      END_STATE();
    case 404:
      ACCEPT_TOKEN(anon_sym_DOTalign);
      END_STATE();
    case 405:
      ACCEPT_TOKEN(anon_sym_DOTalign);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 406:
      ACCEPT_TOKEN(anon_sym_DOTv2);
      END_STATE();
    case 407:
      ACCEPT_TOKEN(anon_sym_DOTv2);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 408:
      ACCEPT_TOKEN(anon_sym_DOTv4);
      END_STATE();
    case 409:
      ACCEPT_TOKEN(anon_sym_DOTv4);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 410:
      ACCEPT_TOKEN(anon_sym_DOTv8);
      END_STATE();
    case 411:
      ACCEPT_TOKEN(anon_sym_DOTv8);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 412:
      ACCEPT_TOKEN(anon_sym_DOTreg);
      END_STATE();
    case 413:
      ACCEPT_TOKEN(anon_sym_DOTreg);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 414:
      ACCEPT_TOKEN(anon_sym_DOTsreg);
      END_STATE();
    case 415:
      ACCEPT_TOKEN(anon_sym_DOTsreg);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 416:
      ACCEPT_TOKEN(anon_sym_DOTconst);
      END_STATE();
    case 417:
      ACCEPT_TOKEN(anon_sym_DOTconst);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 418:
      ACCEPT_TOKEN(anon_sym_DOTglobal);
      END_STATE();
    case 419:
      ACCEPT_TOKEN(anon_sym_DOTglobal);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 420:
      ACCEPT_TOKEN(anon_sym_DOTlocal);
      END_STATE();
    case 421:
      ACCEPT_TOKEN(anon_sym_DOTlocal);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 422:
      ACCEPT_TOKEN(anon_sym_DOTparam);
      if (lookahead == ':') ADVANCE(22);
      END_STATE();
    case 423:
      ACCEPT_TOKEN(anon_sym_DOTparam);
      if (lookahead == ':') ADVANCE(256);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 424:
      ACCEPT_TOKEN(anon_sym_DOTparam_COLON_COLONentry);
      END_STATE();
    case 425:
      ACCEPT_TOKEN(anon_sym_DOTparam_COLON_COLONentry);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 426:
      ACCEPT_TOKEN(anon_sym_DOTparam_COLON_COLONfunc);
      END_STATE();
    case 427:
      ACCEPT_TOKEN(anon_sym_DOTparam_COLON_COLONfunc);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 428:
      ACCEPT_TOKEN(anon_sym_DOTshared);
      if (lookahead == ':') ADVANCE(24);
      END_STATE();
    case 429:
      ACCEPT_TOKEN(anon_sym_DOTshared);
      if (lookahead == ':') ADVANCE(257);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 430:
      ACCEPT_TOKEN(anon_sym_DOTshared_COLON_COLONcta);
      END_STATE();
    case 431:
      ACCEPT_TOKEN(anon_sym_DOTshared_COLON_COLONcta);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 432:
      ACCEPT_TOKEN(anon_sym_DOTshared_COLON_COLONcluster);
      END_STATE();
    case 433:
      ACCEPT_TOKEN(anon_sym_DOTshared_COLON_COLONcluster);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 434:
      ACCEPT_TOKEN(anon_sym_DOTtex);
      END_STATE();
    case 435:
      ACCEPT_TOKEN(anon_sym_DOTtex);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 436:
      ACCEPT_TOKEN(anon_sym_DOTextern);
      END_STATE();
    case 437:
      ACCEPT_TOKEN(anon_sym_DOTextern);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 438:
      ACCEPT_TOKEN(anon_sym_DOTvisible);
      END_STATE();
    case 439:
      ACCEPT_TOKEN(anon_sym_DOTvisible);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 440:
      ACCEPT_TOKEN(anon_sym_DOTweak);
      END_STATE();
    case 441:
      ACCEPT_TOKEN(anon_sym_DOTweak);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 442:
      ACCEPT_TOKEN(anon_sym_DOTcommon);
      END_STATE();
    case 443:
      ACCEPT_TOKEN(anon_sym_DOTcommon);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 444:
      ACCEPT_TOKEN(sym__dotted_word);
      if (lookahead == '2') ADVANCE(407);
      if (lookahead == '4') ADVANCE(409);
      if (lookahead == '8') ADVANCE(411);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 445:
      ACCEPT_TOKEN(sym__dotted_word);
      if (lookahead == 'b') ADVANCE(456);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 446:
      ACCEPT_TOKEN(sym__dotted_word);
      if (lookahead == 'e') ADVANCE(390);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 447:
      ACCEPT_TOKEN(sym__dotted_word);
      if (lookahead == 'g') ADVANCE(452);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 448:
      ACCEPT_TOKEN(sym__dotted_word);
      if (lookahead == 'i') ADVANCE(447);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 449:
      ACCEPT_TOKEN(sym__dotted_word);
      if (lookahead == 'i') ADVANCE(445);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 450:
      ACCEPT_TOKEN(sym__dotted_word);
      if (lookahead == 'l') ADVANCE(448);
      if (lookahead == 't') ADVANCE(454);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 451:
      ACCEPT_TOKEN(sym__dotted_word);
      if (lookahead == 'l') ADVANCE(448);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 452:
      ACCEPT_TOKEN(sym__dotted_word);
      if (lookahead == 'n') ADVANCE(405);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 453:
      ACCEPT_TOKEN(sym__dotted_word);
      if (lookahead == 'r') ADVANCE(449);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 454:
      ACCEPT_TOKEN(sym__dotted_word);
      if (lookahead == 't') ADVANCE(453);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 455:
      ACCEPT_TOKEN(sym__dotted_word);
      if (lookahead == 't') ADVANCE(446);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 456:
      ACCEPT_TOKEN(sym__dotted_word);
      if (lookahead == 'u') ADVANCE(455);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 457:
      ACCEPT_TOKEN(sym__dotted_word);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 458:
      ACCEPT_TOKEN(anon_sym_AT);
      if (lookahead == '@') ADVANCE(29);
      END_STATE();
    case 459:
      ACCEPT_TOKEN(anon_sym_AT);
      if (lookahead == '@') ADVANCE(260);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(376);
      END_STATE();
    case 460:
      ACCEPT_TOKEN(anon_sym_BANG);
      END_STATE();
    case 461:
      ACCEPT_TOKEN(anon_sym_BANG);
      if (lookahead == '=') ADVANCE(471);
      END_STATE();
    case 462:
      ACCEPT_TOKEN(sym_modifier);
      if (lookahead == ':') ADVANCE(23);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(462);
      END_STATE();
    case 463:
      ACCEPT_TOKEN(anon_sym_PIPE);
      if (lookahead == '|') ADVANCE(466);
      END_STATE();
    case 464:
      ACCEPT_TOKEN(sym_component);
      END_STATE();
    case 465:
      ACCEPT_TOKEN(sym_component);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(457);
      END_STATE();
    case 466:
      ACCEPT_TOKEN(anon_sym_PIPE_PIPE);
      END_STATE();
    case 467:
      ACCEPT_TOKEN(anon_sym_AMP_AMP);
      END_STATE();
    case 468:
      ACCEPT_TOKEN(anon_sym_CARET);
      END_STATE();
    case 469:
      ACCEPT_TOKEN(anon_sym_AMP);
      if (lookahead == '&') ADVANCE(467);
      END_STATE();
    case 470:
      ACCEPT_TOKEN(anon_sym_EQ_EQ);
      END_STATE();
    case 471:
      ACCEPT_TOKEN(anon_sym_BANG_EQ);
      END_STATE();
    case 472:
      ACCEPT_TOKEN(anon_sym_LT2);
      if (lookahead == '<') ADVANCE(475);
      if (lookahead == '=') ADVANCE(473);
      END_STATE();
    case 473:
      ACCEPT_TOKEN(anon_sym_LT_EQ);
      END_STATE();
    case 474:
      ACCEPT_TOKEN(anon_sym_GT_EQ);
      END_STATE();
    case 475:
      ACCEPT_TOKEN(anon_sym_LT_LT);
      END_STATE();
    case 476:
      ACCEPT_TOKEN(anon_sym_GT_GT);
      END_STATE();
    case 477:
      ACCEPT_TOKEN(anon_sym_STAR);
      END_STATE();
    case 478:
      ACCEPT_TOKEN(anon_sym_SLASH);
      if (lookahead == '*') ADVANCE(18);
      if (lookahead == '/') ADVANCE(500);
      END_STATE();
    case 479:
      ACCEPT_TOKEN(anon_sym_PERCENT);
      END_STATE();
    case 480:
      ACCEPT_TOKEN(anon_sym_TILDE);
      END_STATE();
    case 481:
      ACCEPT_TOKEN(anon_sym_QMARK);
      END_STATE();
    case 482:
      ACCEPT_TOKEN(anon_sym_LPAREN2);
      END_STATE();
    case 483:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(483);
      END_STATE();
    case 484:
      ACCEPT_TOKEN(sym_register);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(484);
      END_STATE();
    case 485:
      ACCEPT_TOKEN(sym_integer_literal);
      END_STATE();
    case 486:
      ACCEPT_TOKEN(sym_integer_literal);
      if (lookahead == '.') ADVANCE(495);
      if (lookahead == 'U') ADVANCE(485);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(193);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(214);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(192);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(206);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(198);
      if (lookahead == '8' ||
          lookahead == '9') ADVANCE(19);
      if (('0' <= lookahead && lookahead <= '7')) ADVANCE(487);
      END_STATE();
    case 487:
      ACCEPT_TOKEN(sym_integer_literal);
      if (lookahead == '.') ADVANCE(495);
      if (lookahead == 'U') ADVANCE(485);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(192);
      if (lookahead == '8' ||
          lookahead == '9') ADVANCE(19);
      if (('0' <= lookahead && lookahead <= '7')) ADVANCE(487);
      END_STATE();
    case 488:
      ACCEPT_TOKEN(sym_integer_literal);
      if (lookahead == '.') ADVANCE(495);
      if (lookahead == 'U') ADVANCE(485);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(192);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(488);
      END_STATE();
    case 489:
      ACCEPT_TOKEN(sym_integer_literal);
      if (lookahead == 'U') ADVANCE(485);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(193);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(198);
      if (('0' <= lookahead && lookahead <= '7')) ADVANCE(491);
      END_STATE();
    case 490:
      ACCEPT_TOKEN(sym_integer_literal);
      if (lookahead == 'U') ADVANCE(485);
      if (lookahead == '0' ||
          lookahead == '1') ADVANCE(490);
      END_STATE();
    case 491:
      ACCEPT_TOKEN(sym_integer_literal);
      if (lookahead == 'U') ADVANCE(485);
      if (('0' <= lookahead && lookahead <= '7')) ADVANCE(491);
      END_STATE();
    case 492:
      ACCEPT_TOKEN(sym_integer_literal);
      if (lookahead == 'U') ADVANCE(485);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(492);
      END_STATE();
    case 493:
      ACCEPT_TOKEN(sym_integer_literal);
      if (lookahead == 'U') ADVANCE(485);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(493);
      END_STATE();
    case 494:
      ACCEPT_TOKEN(sym_float_literal);
      END_STATE();
    case 495:
      ACCEPT_TOKEN(sym_float_literal);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(192);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(495);
      END_STATE();
    case 496:
      ACCEPT_TOKEN(sym_float_literal);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(496);
      END_STATE();
    case 497:
      ACCEPT_TOKEN(sym_version_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(497);
      END_STATE();
    case 498:
      ACCEPT_TOKEN(sym_string_literal);
      END_STATE();
    case 499:
      ACCEPT_TOKEN(sym_comment);
      END_STATE();
    case 500:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(500);
      END_STATE();
    case 501:
      ACCEPT_TOKEN(sym_preprocessor_line);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(501);
      END_STATE();
    default:
      return false;
  }
}

static bool ts_lex_keywords(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (lookahead == 'c') ADVANCE(1);
      if (lookahead == 'f') ADVANCE(2);
      if (lookahead == 'g') ADVANCE(3);
      if (lookahead == 'i') ADVANCE(4);
      if (lookahead == '\t' ||
          lookahead == '\n' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(0)
      END_STATE();
    case 1:
      if (lookahead == 'a') ADVANCE(5);
      END_STATE();
    case 2:
      if (lookahead == 'u') ADVANCE(6);
      END_STATE();
    case 3:
      if (lookahead == 'e') ADVANCE(7);
      END_STATE();
    case 4:
      if (lookahead == 'n') ADVANCE(8);
      END_STATE();
    case 5:
      if (lookahead == 'l') ADVANCE(9);
      END_STATE();
    case 6:
      if (lookahead == 'n') ADVANCE(10);
      END_STATE();
    case 7:
      if (lookahead == 'n') ADVANCE(11);
      END_STATE();
    case 8:
      if (lookahead == 'l') ADVANCE(12);
      END_STATE();
    case 9:
      if (lookahead == 'l') ADVANCE(13);
      END_STATE();
    case 10:
      if (lookahead == 'c') ADVANCE(14);
      END_STATE();
    case 11:
      if (lookahead == 'e') ADVANCE(15);
      END_STATE();
    case 12:
      if (lookahead == 'i') ADVANCE(16);
      END_STATE();
    case 13:
      ACCEPT_TOKEN(anon_sym_call);
      END_STATE();
    case 14:
      if (lookahead == 't') ADVANCE(17);
      END_STATE();
    case 15:
      if (lookahead == 'r') ADVANCE(18);
      END_STATE();
    case 16:
      if (lookahead == 'n') ADVANCE(19);
      END_STATE();
    case 17:
      if (lookahead == 'i') ADVANCE(20);
      END_STATE();
    case 18:
      if (lookahead == 'i') ADVANCE(21);
      END_STATE();
    case 19:
      if (lookahead == 'e') ADVANCE(22);
      END_STATE();
    case 20:
      if (lookahead == 'o') ADVANCE(23);
      END_STATE();
    case 21:
      if (lookahead == 'c') ADVANCE(24);
      END_STATE();
    case 22:
      if (lookahead == 'd') ADVANCE(25);
      END_STATE();
    case 23:
      if (lookahead == 'n') ADVANCE(26);
      END_STATE();
    case 24:
      ACCEPT_TOKEN(anon_sym_generic);
      END_STATE();
    case 25:
      if (lookahead == '_') ADVANCE(27);
      END_STATE();
    case 26:
      if (lookahead == '_') ADVANCE(28);
      END_STATE();
    case 27:
      if (lookahead == 'a') ADVANCE(29);
      END_STATE();
    case 28:
      if (lookahead == 'n') ADVANCE(30);
      END_STATE();
    case 29:
      if (lookahead == 't') ADVANCE(31);
      END_STATE();
    case 30:
      if (lookahead == 'a') ADVANCE(32);
      END_STATE();
    case 31:
      ACCEPT_TOKEN(anon_sym_inlined_at);
      END_STATE();
    case 32:
      if (lookahead == 'm') ADVANCE(33);
      END_STATE();
    case 33:
      if (lookahead == 'e') ADVANCE(34);
      END_STATE();
    case 34:
      ACCEPT_TOKEN(anon_sym_function_name);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0},
  [1] = {.lex_state = 222},
  [2] = {.lex_state = 222},
  [3] = {.lex_state = 222},
  [4] = {.lex_state = 222},
  [5] = {.lex_state = 222},
  [6] = {.lex_state = 222},
  [7] = {.lex_state = 222},
  [8] = {.lex_state = 222},
  [9] = {.lex_state = 222},
  [10] = {.lex_state = 222},
  [11] = {.lex_state = 222},
  [12] = {.lex_state = 222},
  [13] = {.lex_state = 222},
  [14] = {.lex_state = 222},
  [15] = {.lex_state = 222},
  [16] = {.lex_state = 222},
  [17] = {.lex_state = 222},
  [18] = {.lex_state = 222},
  [19] = {.lex_state = 222},
  [20] = {.lex_state = 222},
  [21] = {.lex_state = 222},
  [22] = {.lex_state = 222},
  [23] = {.lex_state = 222},
  [24] = {.lex_state = 2},
  [25] = {.lex_state = 2},
  [26] = {.lex_state = 2},
  [27] = {.lex_state = 2},
  [28] = {.lex_state = 222},
  [29] = {.lex_state = 222},
  [30] = {.lex_state = 222},
  [31] = {.lex_state = 222},
  [32] = {.lex_state = 224},
  [33] = {.lex_state = 222},
  [34] = {.lex_state = 222},
  [35] = {.lex_state = 222},
  [36] = {.lex_state = 222},
  [37] = {.lex_state = 222},
  [38] = {.lex_state = 222},
  [39] = {.lex_state = 222},
  [40] = {.lex_state = 222},
  [41] = {.lex_state = 222},
  [42] = {.lex_state = 5},
  [43] = {.lex_state = 5},
  [44] = {.lex_state = 5},
  [45] = {.lex_state = 5},
  [46] = {.lex_state = 5},
  [47] = {.lex_state = 5},
  [48] = {.lex_state = 5},
  [49] = {.lex_state = 5},
  [50] = {.lex_state = 5},
  [51] = {.lex_state = 13},
  [52] = {.lex_state = 222},
  [53] = {.lex_state = 222},
  [54] = {.lex_state = 222},
  [55] = {.lex_state = 222},
  [56] = {.lex_state = 222},
  [57] = {.lex_state = 222},
  [58] = {.lex_state = 222},
  [59] = {.lex_state = 222},
  [60] = {.lex_state = 222},
  [61] = {.lex_state = 222},
  [62] = {.lex_state = 222},
  [63] = {.lex_state = 222},
  [64] = {.lex_state = 222},
  [65] = {.lex_state = 222},
  [66] = {.lex_state = 222},
  [67] = {.lex_state = 222},
  [68] = {.lex_state = 222},
  [69] = {.lex_state = 222},
  [70] = {.lex_state = 222},
  [71] = {.lex_state = 222},
  [72] = {.lex_state = 222},
  [73] = {.lex_state = 222},
  [74] = {.lex_state = 222},
  [75] = {.lex_state = 222},
  [76] = {.lex_state = 222},
  [77] = {.lex_state = 222},
  [78] = {.lex_state = 222},
  [79] = {.lex_state = 7},
  [80] = {.lex_state = 5},
  [81] = {.lex_state = 5},
  [82] = {.lex_state = 5},
  [83] = {.lex_state = 5},
  [84] = {.lex_state = 5},
  [85] = {.lex_state = 5},
  [86] = {.lex_state = 5},
  [87] = {.lex_state = 5},
  [88] = {.lex_state = 5},
  [89] = {.lex_state = 5},
  [90] = {.lex_state = 10},
  [91] = {.lex_state = 5},
  [92] = {.lex_state = 5},
  [93] = {.lex_state = 1},
  [94] = {.lex_state = 1},
  [95] = {.lex_state = 222},
  [96] = {.lex_state = 7},
  [97] = {.lex_state = 5},
  [98] = {.lex_state = 5},
  [99] = {.lex_state = 1},
  [100] = {.lex_state = 5},
  [101] = {.lex_state = 5},
  [102] = {.lex_state = 7},
  [103] = {.lex_state = 5},
  [104] = {.lex_state = 5},
  [105] = {.lex_state = 5},
  [106] = {.lex_state = 5},
  [107] = {.lex_state = 5},
  [108] = {.lex_state = 5},
  [109] = {.lex_state = 222},
  [110] = {.lex_state = 5},
  [111] = {.lex_state = 5},
  [112] = {.lex_state = 5},
  [113] = {.lex_state = 222},
  [114] = {.lex_state = 5},
  [115] = {.lex_state = 5},
  [116] = {.lex_state = 5},
  [117] = {.lex_state = 222},
  [118] = {.lex_state = 5},
  [119] = {.lex_state = 5},
  [120] = {.lex_state = 222},
  [121] = {.lex_state = 5},
  [122] = {.lex_state = 222},
  [123] = {.lex_state = 222},
  [124] = {.lex_state = 5},
  [125] = {.lex_state = 222},
  [126] = {.lex_state = 4},
  [127] = {.lex_state = 5},
  [128] = {.lex_state = 5},
  [129] = {.lex_state = 5},
  [130] = {.lex_state = 222},
  [131] = {.lex_state = 4},
  [132] = {.lex_state = 5},
  [133] = {.lex_state = 222},
  [134] = {.lex_state = 222},
  [135] = {.lex_state = 5},
  [136] = {.lex_state = 5},
  [137] = {.lex_state = 5},
  [138] = {.lex_state = 5},
  [139] = {.lex_state = 222},
  [140] = {.lex_state = 5},
  [141] = {.lex_state = 5},
  [142] = {.lex_state = 5},
  [143] = {.lex_state = 222},
  [144] = {.lex_state = 222},
  [145] = {.lex_state = 222},
  [146] = {.lex_state = 222},
  [147] = {.lex_state = 222},
  [148] = {.lex_state = 222},
  [149] = {.lex_state = 222},
  [150] = {.lex_state = 222},
  [151] = {.lex_state = 222},
  [152] = {.lex_state = 222},
  [153] = {.lex_state = 222},
  [154] = {.lex_state = 222},
  [155] = {.lex_state = 222},
  [156] = {.lex_state = 222},
  [157] = {.lex_state = 222},
  [158] = {.lex_state = 222},
  [159] = {.lex_state = 222},
  [160] = {.lex_state = 222},
  [161] = {.lex_state = 222},
  [162] = {.lex_state = 222},
  [163] = {.lex_state = 222},
  [164] = {.lex_state = 222},
  [165] = {.lex_state = 222},
  [166] = {.lex_state = 222},
  [167] = {.lex_state = 222},
  [168] = {.lex_state = 222},
  [169] = {.lex_state = 222},
  [170] = {.lex_state = 222},
  [171] = {.lex_state = 222},
  [172] = {.lex_state = 222},
  [173] = {.lex_state = 222},
  [174] = {.lex_state = 222},
  [175] = {.lex_state = 222},
  [176] = {.lex_state = 222},
  [177] = {.lex_state = 222},
  [178] = {.lex_state = 222},
  [179] = {.lex_state = 222},
  [180] = {.lex_state = 2},
  [181] = {.lex_state = 222},
  [182] = {.lex_state = 2},
  [183] = {.lex_state = 222},
  [184] = {.lex_state = 222},
  [185] = {.lex_state = 222},
  [186] = {.lex_state = 222},
  [187] = {.lex_state = 1},
  [188] = {.lex_state = 12},
  [189] = {.lex_state = 12},
  [190] = {.lex_state = 12},
  [191] = {.lex_state = 12},
  [192] = {.lex_state = 12},
  [193] = {.lex_state = 15},
  [194] = {.lex_state = 15},
  [195] = {.lex_state = 12},
  [196] = {.lex_state = 2},
  [197] = {.lex_state = 12},
  [198] = {.lex_state = 2},
  [199] = {.lex_state = 2},
  [200] = {.lex_state = 2},
  [201] = {.lex_state = 15},
  [202] = {.lex_state = 4},
  [203] = {.lex_state = 4},
  [204] = {.lex_state = 4},
  [205] = {.lex_state = 222},
  [206] = {.lex_state = 4},
  [207] = {.lex_state = 222},
  [208] = {.lex_state = 5},
  [209] = {.lex_state = 4},
  [210] = {.lex_state = 4},
  [211] = {.lex_state = 222},
  [212] = {.lex_state = 222},
  [213] = {.lex_state = 4},
  [214] = {.lex_state = 5},
  [215] = {.lex_state = 5},
  [216] = {.lex_state = 222},
  [217] = {.lex_state = 0},
  [218] = {.lex_state = 222},
  [219] = {.lex_state = 4},
  [220] = {.lex_state = 4},
  [221] = {.lex_state = 12},
  [222] = {.lex_state = 12},
  [223] = {.lex_state = 222},
  [224] = {.lex_state = 222},
  [225] = {.lex_state = 222},
  [226] = {.lex_state = 12},
  [227] = {.lex_state = 4},
  [228] = {.lex_state = 12},
  [229] = {.lex_state = 12},
  [230] = {.lex_state = 5},
  [231] = {.lex_state = 12},
  [232] = {.lex_state = 222},
  [233] = {.lex_state = 222},
  [234] = {.lex_state = 5},
  [235] = {.lex_state = 5},
  [236] = {.lex_state = 5},
  [237] = {.lex_state = 0},
  [238] = {.lex_state = 0},
  [239] = {.lex_state = 0},
  [240] = {.lex_state = 0},
  [241] = {.lex_state = 0},
  [242] = {.lex_state = 0},
  [243] = {.lex_state = 0},
  [244] = {.lex_state = 0},
  [245] = {.lex_state = 0},
  [246] = {.lex_state = 5},
  [247] = {.lex_state = 5},
  [248] = {.lex_state = 5},
  [249] = {.lex_state = 5},
  [250] = {.lex_state = 0},
  [251] = {.lex_state = 5},
  [252] = {.lex_state = 15},
  [253] = {.lex_state = 5},
  [254] = {.lex_state = 15},
  [255] = {.lex_state = 0},
  [256] = {.lex_state = 0},
  [257] = {.lex_state = 0},
  [258] = {.lex_state = 5},
  [259] = {.lex_state = 5},
  [260] = {.lex_state = 5},
  [261] = {.lex_state = 5},
  [262] = {.lex_state = 5},
  [263] = {.lex_state = 5},
  [264] = {.lex_state = 5},
  [265] = {.lex_state = 5},
  [266] = {.lex_state = 5},
  [267] = {.lex_state = 0},
  [268] = {.lex_state = 222},
  [269] = {.lex_state = 0},
  [270] = {.lex_state = 0},
  [271] = {.lex_state = 15},
  [272] = {.lex_state = 15},
  [273] = {.lex_state = 5},
  [274] = {.lex_state = 5},
  [275] = {.lex_state = 0},
  [276] = {.lex_state = 0},
  [277] = {.lex_state = 5},
  [278] = {.lex_state = 5},
  [279] = {.lex_state = 222},
  [280] = {.lex_state = 0},
  [281] = {.lex_state = 5},
  [282] = {.lex_state = 222},
  [283] = {.lex_state = 5},
  [284] = {.lex_state = 0},
  [285] = {.lex_state = 5},
  [286] = {.lex_state = 222},
  [287] = {.lex_state = 222},
  [288] = {.lex_state = 5},
  [289] = {.lex_state = 5},
  [290] = {.lex_state = 5},
  [291] = {.lex_state = 5},
  [292] = {.lex_state = 5},
  [293] = {.lex_state = 222},
  [294] = {.lex_state = 5},
  [295] = {.lex_state = 5},
  [296] = {.lex_state = 5},
  [297] = {.lex_state = 5},
  [298] = {.lex_state = 15},
  [299] = {.lex_state = 222},
  [300] = {.lex_state = 222},
  [301] = {.lex_state = 0},
  [302] = {.lex_state = 222},
  [303] = {.lex_state = 222},
  [304] = {.lex_state = 222},
  [305] = {.lex_state = 222},
  [306] = {.lex_state = 5},
  [307] = {.lex_state = 222},
  [308] = {.lex_state = 5},
  [309] = {.lex_state = 5},
  [310] = {.lex_state = 5},
  [311] = {.lex_state = 222},
  [312] = {.lex_state = 222},
  [313] = {.lex_state = 5},
  [314] = {.lex_state = 5},
  [315] = {.lex_state = 5},
  [316] = {.lex_state = 222},
  [317] = {.lex_state = 0},
  [318] = {.lex_state = 222},
  [319] = {.lex_state = 5},
  [320] = {.lex_state = 222},
  [321] = {.lex_state = 5},
  [322] = {.lex_state = 222},
  [323] = {.lex_state = 222},
  [324] = {.lex_state = 0},
  [325] = {.lex_state = 0},
  [326] = {.lex_state = 0},
  [327] = {.lex_state = 5},
  [328] = {.lex_state = 0},
  [329] = {.lex_state = 222},
  [330] = {.lex_state = 0},
  [331] = {.lex_state = 0},
  [332] = {.lex_state = 0},
  [333] = {.lex_state = 0},
  [334] = {.lex_state = 0},
  [335] = {.lex_state = 222},
  [336] = {.lex_state = 0},
  [337] = {.lex_state = 0},
  [338] = {.lex_state = 0},
  [339] = {.lex_state = 222},
  [340] = {.lex_state = 0},
  [341] = {.lex_state = 0},
  [342] = {.lex_state = 0},
  [343] = {.lex_state = 0},
  [344] = {.lex_state = 0},
  [345] = {.lex_state = 0},
  [346] = {.lex_state = 5},
  [347] = {.lex_state = 0},
  [348] = {.lex_state = 0},
  [349] = {.lex_state = 0},
  [350] = {.lex_state = 0},
  [351] = {.lex_state = 0},
  [352] = {.lex_state = 0},
  [353] = {.lex_state = 0},
  [354] = {.lex_state = 222},
  [355] = {.lex_state = 222},
  [356] = {.lex_state = 0},
  [357] = {.lex_state = 0},
  [358] = {.lex_state = 0},
  [359] = {.lex_state = 222},
  [360] = {.lex_state = 222},
  [361] = {.lex_state = 0},
  [362] = {.lex_state = 0},
  [363] = {.lex_state = 0},
  [364] = {.lex_state = 0},
  [365] = {.lex_state = 0},
  [366] = {.lex_state = 0},
  [367] = {.lex_state = 0},
  [368] = {.lex_state = 0},
  [369] = {.lex_state = 0},
  [370] = {.lex_state = 222},
  [371] = {.lex_state = 0},
  [372] = {.lex_state = 0},
  [373] = {.lex_state = 0},
  [374] = {.lex_state = 0},
  [375] = {.lex_state = 0},
  [376] = {.lex_state = 0},
  [377] = {.lex_state = 0},
  [378] = {.lex_state = 0},
  [379] = {.lex_state = 222},
  [380] = {.lex_state = 0},
  [381] = {.lex_state = 222},
  [382] = {.lex_state = 0},
  [383] = {.lex_state = 0},
  [384] = {.lex_state = 0},
  [385] = {.lex_state = 0},
  [386] = {.lex_state = 222},
  [387] = {.lex_state = 0},
  [388] = {.lex_state = 0},
  [389] = {.lex_state = 0},
  [390] = {.lex_state = 0},
  [391] = {.lex_state = 0},
  [392] = {.lex_state = 222},
  [393] = {.lex_state = 0},
  [394] = {.lex_state = 0},
  [395] = {.lex_state = 0},
  [396] = {.lex_state = 0},
  [397] = {.lex_state = 0},
  [398] = {.lex_state = 0},
  [399] = {.lex_state = 0},
  [400] = {.lex_state = 222},
  [401] = {.lex_state = 0},
  [402] = {.lex_state = 0},
  [403] = {.lex_state = 5},
  [404] = {.lex_state = 0},
  [405] = {.lex_state = 0},
  [406] = {.lex_state = 0},
  [407] = {.lex_state = 0},
  [408] = {.lex_state = 0},
  [409] = {.lex_state = 0},
  [410] = {.lex_state = 5},
  [411] = {.lex_state = 0},
  [412] = {.lex_state = 0},
  [413] = {.lex_state = 0},
  [414] = {.lex_state = 5},
  [415] = {.lex_state = 0},
  [416] = {.lex_state = 0},
  [417] = {.lex_state = 5},
  [418] = {.lex_state = 0},
  [419] = {.lex_state = 0},
  [420] = {.lex_state = 1},
  [421] = {.lex_state = 0},
  [422] = {.lex_state = 5},
  [423] = {.lex_state = 0},
  [424] = {.lex_state = 0},
  [425] = {.lex_state = 5},
  [426] = {.lex_state = 0},
  [427] = {.lex_state = 0},
  [428] = {.lex_state = 5},
  [429] = {.lex_state = 0},
  [430] = {.lex_state = 0},
  [431] = {.lex_state = 0},
  [432] = {.lex_state = 5},
  [433] = {.lex_state = 0},
  [434] = {.lex_state = 0},
  [435] = {.lex_state = 5},
  [436] = {.lex_state = 0},
  [437] = {.lex_state = 0},
  [438] = {.lex_state = 0},
  [439] = {.lex_state = 0},
  [440] = {.lex_state = 0},
  [441] = {.lex_state = 0},
  [442] = {.lex_state = 5},
  [443] = {.lex_state = 0},
  [444] = {.lex_state = 0},
  [445] = {.lex_state = 0},
  [446] = {.lex_state = 0},
  [447] = {.lex_state = 7},
  [448] = {.lex_state = 0},
  [449] = {.lex_state = 0},
  [450] = {.lex_state = 0},
  [451] = {.lex_state = 5},
  [452] = {.lex_state = 0},
  [453] = {.lex_state = 0},
  [454] = {.lex_state = 222},
  [455] = {.lex_state = 0},
  [456] = {.lex_state = 5},
  [457] = {.lex_state = 222},
  [458] = {.lex_state = 0},
  [459] = {.lex_state = 222},
  [460] = {.lex_state = 0},
  [461] = {.lex_state = 5},
  [462] = {.lex_state = 5},
  [463] = {.lex_state = 0},
  [464] = {.lex_state = 0},
  [465] = {.lex_state = 0},
  [466] = {.lex_state = 0},
  [467] = {.lex_state = 5},
  [468] = {.lex_state = 5},
  [469] = {.lex_state = 222},
  [470] = {.lex_state = 5},
  [471] = {.lex_state = 0},
};

static const uint16_t ts_parse_table[LARGE_STATE_COUNT][SYMBOL_COUNT] = {
  [0] = {
    [ts_builtin_sym_end] = ACTIONS(1),
    [sym_identifier] = ACTIONS(1),
    [anon_sym_DOTversion] = ACTIONS(1),
    [anon_sym_DOTtarget] = ACTIONS(1),
    [anon_sym_COMMA] = ACTIONS(1),
    [anon_sym_DOTfile] = ACTIONS(1),
    [anon_sym_DOTloc] = ACTIONS(1),
    [anon_sym_function_name] = ACTIONS(1),
    [anon_sym_inlined_at] = ACTIONS(1),
    [anon_sym_DOTsection] = ACTIONS(1),
    [anon_sym_LBRACE] = ACTIONS(1),
    [anon_sym_RBRACE] = ACTIONS(1),
    [anon_sym_PLUS] = ACTIONS(1),
    [anon_sym_DASH] = ACTIONS(1),
    [anon_sym_AT_ATDWARF] = ACTIONS(1),
    [anon_sym_AT_ATdwarf] = ACTIONS(1),
    [anon_sym_DOTpragma] = ACTIONS(1),
    [anon_sym_SEMI] = ACTIONS(1),
    [anon_sym_DOTentry] = ACTIONS(1),
    [anon_sym_DOTfunc] = ACTIONS(1),
    [anon_sym_LPAREN] = ACTIONS(1),
    [anon_sym_RPAREN] = ACTIONS(1),
    [anon_sym_DOTptr] = ACTIONS(1),
    [anon_sym_COLON] = ACTIONS(1),
    [anon_sym_DOTcallprototype] = ACTIONS(1),
    [anon_sym__] = ACTIONS(1),
    [anon_sym_DOTcalltargets] = ACTIONS(1),
    [anon_sym_EQ] = ACTIONS(1),
    [anon_sym_LT] = ACTIONS(1),
    [anon_sym_GT] = ACTIONS(1),
    [anon_sym_LBRACK] = ACTIONS(1),
    [anon_sym_RBRACK] = ACTIONS(1),
    [anon_sym_DOTv2] = ACTIONS(1),
    [anon_sym_DOTv4] = ACTIONS(1),
    [anon_sym_DOTv8] = ACTIONS(1),
    [anon_sym_DOTsreg] = ACTIONS(1),
    [anon_sym_DOTconst] = ACTIONS(1),
    [anon_sym_DOTlocal] = ACTIONS(1),
    [anon_sym_DOTparam] = ACTIONS(1),
    [anon_sym_DOTparam_COLON_COLONentry] = ACTIONS(1),
    [anon_sym_DOTparam_COLON_COLONfunc] = ACTIONS(1),
    [anon_sym_DOTshared] = ACTIONS(1),
    [anon_sym_DOTshared_COLON_COLONcta] = ACTIONS(1),
    [anon_sym_DOTshared_COLON_COLONcluster] = ACTIONS(1),
    [anon_sym_DOTtex] = ACTIONS(1),
    [anon_sym_DOTextern] = ACTIONS(1),
    [anon_sym_DOTvisible] = ACTIONS(1),
    [anon_sym_DOTcommon] = ACTIONS(1),
    [anon_sym_call] = ACTIONS(1),
    [anon_sym_AT] = ACTIONS(1),
    [anon_sym_BANG] = ACTIONS(1),
    [anon_sym_PIPE] = ACTIONS(1),
    [sym_component] = ACTIONS(1),
    [anon_sym_PIPE_PIPE] = ACTIONS(1),
    [anon_sym_AMP_AMP] = ACTIONS(1),
    [anon_sym_CARET] = ACTIONS(1),
    [anon_sym_AMP] = ACTIONS(1),
    [anon_sym_EQ_EQ] = ACTIONS(1),
    [anon_sym_BANG_EQ] = ACTIONS(1),
    [anon_sym_LT2] = ACTIONS(1),
    [anon_sym_LT_EQ] = ACTIONS(1),
    [anon_sym_GT_EQ] = ACTIONS(1),
    [anon_sym_LT_LT] = ACTIONS(1),
    [anon_sym_GT_GT] = ACTIONS(1),
    [anon_sym_STAR] = ACTIONS(1),
    [anon_sym_SLASH] = ACTIONS(1),
    [anon_sym_PERCENT] = ACTIONS(1),
    [anon_sym_TILDE] = ACTIONS(1),
    [anon_sym_QMARK] = ACTIONS(1),
    [anon_sym_generic] = ACTIONS(1),
    [anon_sym_LPAREN2] = ACTIONS(1),
    [sym_integer_literal] = ACTIONS(1),
    [sym_float_literal] = ACTIONS(1),
    [sym_string_literal] = ACTIONS(1),
    [sym_comment] = ACTIONS(3),
    [sym_preprocessor_line] = ACTIONS(3),
  },
  [1] = {
    [sym_source_file] = STATE(440),
    [sym__top_level_item] = STATE(2),
    [sym_version_directive] = STATE(2),
    [sym_target_directive] = STATE(2),
    [sym_address_size_directive] = STATE(2),
    [sym_file_directive] = STATE(2),
    [sym_loc_directive] = STATE(2),
    [sym_section_directive] = STATE(2),
    [sym_dwarf_directive] = STATE(2),
    [sym_pragma_directive] = STATE(2),
    [sym_alias_directive] = STATE(2),
    [sym_function_definition] = STATE(2),
    [sym_function_declaration] = STATE(2),
    [sym__function_header] = STATE(373),
    [sym_variable_declaration] = STATE(2),
    [sym_state_space] = STATE(190),
    [sym_linkage] = STATE(181),
    [aux_sym_source_file_repeat1] = STATE(2),
    [ts_builtin_sym_end] = ACTIONS(5),
    [anon_sym_DOTversion] = ACTIONS(7),
    [anon_sym_DOTtarget] = ACTIONS(9),
    [anon_sym_DOTaddress_size] = ACTIONS(11),
    [anon_sym_DOTfile] = ACTIONS(13),
    [anon_sym_DOTloc] = ACTIONS(15),
    [anon_sym_DOTsection] = ACTIONS(17),
    [anon_sym_AT_ATDWARF] = ACTIONS(19),
    [anon_sym_AT_ATdwarf] = ACTIONS(19),
    [anon_sym_DOTpragma] = ACTIONS(21),
    [anon_sym_DOTalias] = ACTIONS(23),
    [anon_sym_DOTentry] = ACTIONS(25),
    [anon_sym_DOTfunc] = ACTIONS(25),
    [anon_sym_DOTreg] = ACTIONS(27),
    [anon_sym_DOTsreg] = ACTIONS(27),
    [anon_sym_DOTconst] = ACTIONS(27),
    [anon_sym_DOTglobal] = ACTIONS(27),
    [anon_sym_DOTlocal] = ACTIONS(27),
    [anon_sym_DOTparam] = ACTIONS(29),
    [anon_sym_DOTparam_COLON_COLONentry] = ACTIONS(27),
    [anon_sym_DOTparam_COLON_COLONfunc] = ACTIONS(27),
    [anon_sym_DOTshared] = ACTIONS(29),
    [anon_sym_DOTshared_COLON_COLONcta] = ACTIONS(27),
    [anon_sym_DOTshared_COLON_COLONcluster] = ACTIONS(27),
    [anon_sym_DOTtex] = ACTIONS(27),
    [anon_sym_DOTextern] = ACTIONS(31),
    [anon_sym_DOTvisible] = ACTIONS(31),
    [anon_sym_DOTweak] = ACTIONS(31),
    [anon_sym_DOTcommon] = ACTIONS(31),
    [sym_comment] = ACTIONS(3),
    [sym_preprocessor_line] = ACTIONS(3),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 19,
    ACTIONS(7), 1,
      anon_sym_DOTversion,
    ACTIONS(9), 1,
      anon_sym_DOTtarget,
    ACTIONS(11), 1,
      anon_sym_DOTaddress_size,
    ACTIONS(13), 1,
      anon_sym_DOTfile,
    ACTIONS(15), 1,
      anon_sym_DOTloc,
    ACTIONS(17), 1,
      anon_sym_DOTsection,
    ACTIONS(21), 1,
      anon_sym_DOTpragma,
    ACTIONS(23), 1,
      anon_sym_DOTalias,
    ACTIONS(33), 1,
      ts_builtin_sym_end,
    STATE(181), 1,
      sym_linkage,
    STATE(190), 1,
      sym_state_space,
    STATE(373), 1,
      sym__function_header,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(19), 2,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
    ACTIONS(25), 2,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
    ACTIONS(29), 2,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(31), 4,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
    ACTIONS(27), 10,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
    STATE(3), 14,
      sym__top_level_item,
      sym_version_directive,
      sym_target_directive,
      sym_address_size_directive,
      sym_file_directive,
      sym_loc_directive,
      sym_section_directive,
      sym_dwarf_directive,
      sym_pragma_directive,
      sym_alias_directive,
      sym_function_definition,
      sym_function_declaration,
      sym_variable_declaration,
      aux_sym_source_file_repeat1,
  [87] = 19,
    ACTIONS(35), 1,
      ts_builtin_sym_end,
    ACTIONS(37), 1,
      anon_sym_DOTversion,
    ACTIONS(40), 1,
      anon_sym_DOTtarget,
    ACTIONS(43), 1,
      anon_sym_DOTaddress_size,
    ACTIONS(46), 1,
      anon_sym_DOTfile,
    ACTIONS(49), 1,
      anon_sym_DOTloc,
    ACTIONS(52), 1,
      anon_sym_DOTsection,
    ACTIONS(58), 1,
      anon_sym_DOTpragma,
    ACTIONS(61), 1,
      anon_sym_DOTalias,
    STATE(181), 1,
      sym_linkage,
    STATE(190), 1,
      sym_state_space,
    STATE(373), 1,
      sym__function_header,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(55), 2,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
    ACTIONS(64), 2,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
    ACTIONS(70), 2,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(73), 4,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
    ACTIONS(67), 10,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
    STATE(3), 14,
      sym__top_level_item,
      sym_version_directive,
      sym_target_directive,
      sym_address_size_directive,
      sym_file_directive,
      sym_loc_directive,
      sym_section_directive,
      sym_dwarf_directive,
      sym_pragma_directive,
      sym_alias_directive,
      sym_function_definition,
      sym_function_declaration,
      sym_variable_declaration,
      aux_sym_source_file_repeat1,
  [174] = 18,
    ACTIONS(13), 1,
      anon_sym_DOTfile,
    ACTIONS(15), 1,
      anon_sym_DOTloc,
    ACTIONS(21), 1,
      anon_sym_DOTpragma,
    ACTIONS(76), 1,
      sym_identifier,
    ACTIONS(78), 1,
      anon_sym_LBRACE,
    ACTIONS(80), 1,
      anon_sym_RBRACE,
    ACTIONS(84), 1,
      anon_sym_call,
    ACTIONS(86), 1,
      anon_sym_AT,
    STATE(186), 1,
      sym_linkage,
    STATE(190), 1,
      sym_state_space,
    STATE(399), 1,
      sym_guard,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(29), 2,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(82), 2,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
    STATE(5), 2,
      sym__statement,
      aux_sym_block_repeat1,
    ACTIONS(31), 4,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
    ACTIONS(27), 10,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
    STATE(53), 11,
      sym_file_directive,
      sym_loc_directive,
      sym_dwarf_directive,
      sym_pragma_directive,
      sym_block,
      sym_callprototype_directive,
      sym_branchtargets_directive,
      sym_calltargets_directive,
      sym_variable_declaration,
      sym_label,
      sym_instruction,
  [255] = 18,
    ACTIONS(88), 1,
      sym_identifier,
    ACTIONS(91), 1,
      anon_sym_DOTfile,
    ACTIONS(94), 1,
      anon_sym_DOTloc,
    ACTIONS(97), 1,
      anon_sym_LBRACE,
    ACTIONS(100), 1,
      anon_sym_RBRACE,
    ACTIONS(105), 1,
      anon_sym_DOTpragma,
    ACTIONS(117), 1,
      anon_sym_call,
    ACTIONS(120), 1,
      anon_sym_AT,
    STATE(186), 1,
      sym_linkage,
    STATE(190), 1,
      sym_state_space,
    STATE(399), 1,
      sym_guard,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(102), 2,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
    ACTIONS(111), 2,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    STATE(5), 2,
      sym__statement,
      aux_sym_block_repeat1,
    ACTIONS(114), 4,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
    ACTIONS(108), 10,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
    STATE(53), 11,
      sym_file_directive,
      sym_loc_directive,
      sym_dwarf_directive,
      sym_pragma_directive,
      sym_block,
      sym_callprototype_directive,
      sym_branchtargets_directive,
      sym_calltargets_directive,
      sym_variable_declaration,
      sym_label,
      sym_instruction,
  [336] = 18,
    ACTIONS(13), 1,
      anon_sym_DOTfile,
    ACTIONS(15), 1,
      anon_sym_DOTloc,
    ACTIONS(21), 1,
      anon_sym_DOTpragma,
    ACTIONS(76), 1,
      sym_identifier,
    ACTIONS(78), 1,
      anon_sym_LBRACE,
    ACTIONS(84), 1,
      anon_sym_call,
    ACTIONS(86), 1,
      anon_sym_AT,
    ACTIONS(123), 1,
      anon_sym_RBRACE,
    STATE(186), 1,
      sym_linkage,
    STATE(190), 1,
      sym_state_space,
    STATE(399), 1,
      sym_guard,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(29), 2,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(82), 2,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
    STATE(4), 2,
      sym__statement,
      aux_sym_block_repeat1,
    ACTIONS(31), 4,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
    ACTIONS(27), 10,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
    STATE(53), 11,
      sym_file_directive,
      sym_loc_directive,
      sym_dwarf_directive,
      sym_pragma_directive,
      sym_block,
      sym_callprototype_directive,
      sym_branchtargets_directive,
      sym_calltargets_directive,
      sym_variable_declaration,
      sym_label,
      sym_instruction,
  [417] = 4,
    ACTIONS(129), 1,
      anon_sym_COMMA,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(127), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(125), 28,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [463] = 4,
    ACTIONS(135), 1,
      anon_sym_COMMA,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(133), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(131), 28,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [509] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(139), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(137), 28,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [552] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(143), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(141), 28,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [595] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(147), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(145), 28,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [638] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(151), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(149), 28,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [681] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(155), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(153), 28,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [724] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(159), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(157), 28,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [767] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(163), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(161), 28,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [810] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(167), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(165), 28,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [853] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(171), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(169), 28,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [896] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(175), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(173), 28,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [939] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(179), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(177), 28,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [982] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(183), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(181), 28,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [1025] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(187), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(185), 28,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [1068] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(191), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(189), 28,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [1111] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(195), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(193), 28,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [1154] = 21,
    ACTIONS(197), 1,
      sym_identifier,
    ACTIONS(199), 1,
      anon_sym_LBRACE,
    ACTIONS(203), 1,
      anon_sym_SEMI,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(207), 1,
      anon_sym_COLON,
    ACTIONS(209), 1,
      anon_sym__,
    ACTIONS(211), 1,
      anon_sym_LBRACK,
    ACTIONS(213), 1,
      anon_sym_BANG,
    ACTIONS(215), 1,
      sym_modifier,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(219), 1,
      sym_register,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    STATE(25), 1,
      aux_sym_instruction_repeat1,
    STATE(111), 1,
      sym__expression,
    STATE(317), 1,
      sym_sink,
    STATE(429), 1,
      sym_operand_list,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 3,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_TILDE,
    STATE(325), 5,
      sym__operand,
      sym_vector_operand,
      sym_address_operand,
      sym_negated_operand,
      sym_predicate_pair,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [1232] = 20,
    ACTIONS(197), 1,
      sym_identifier,
    ACTIONS(199), 1,
      anon_sym_LBRACE,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(209), 1,
      anon_sym__,
    ACTIONS(211), 1,
      anon_sym_LBRACK,
    ACTIONS(213), 1,
      anon_sym_BANG,
    ACTIONS(215), 1,
      sym_modifier,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(219), 1,
      sym_register,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(225), 1,
      anon_sym_SEMI,
    STATE(111), 1,
      sym__expression,
    STATE(180), 1,
      aux_sym_instruction_repeat1,
    STATE(317), 1,
      sym_sink,
    STATE(439), 1,
      sym_operand_list,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 3,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_TILDE,
    STATE(325), 5,
      sym__operand,
      sym_vector_operand,
      sym_address_operand,
      sym_negated_operand,
      sym_predicate_pair,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [1307] = 20,
    ACTIONS(197), 1,
      sym_identifier,
    ACTIONS(199), 1,
      anon_sym_LBRACE,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(209), 1,
      anon_sym__,
    ACTIONS(211), 1,
      anon_sym_LBRACK,
    ACTIONS(213), 1,
      anon_sym_BANG,
    ACTIONS(215), 1,
      sym_modifier,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(219), 1,
      sym_register,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(227), 1,
      anon_sym_SEMI,
    STATE(27), 1,
      aux_sym_instruction_repeat1,
    STATE(111), 1,
      sym__expression,
    STATE(317), 1,
      sym_sink,
    STATE(436), 1,
      sym_operand_list,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 3,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_TILDE,
    STATE(325), 5,
      sym__operand,
      sym_vector_operand,
      sym_address_operand,
      sym_negated_operand,
      sym_predicate_pair,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [1382] = 20,
    ACTIONS(197), 1,
      sym_identifier,
    ACTIONS(199), 1,
      anon_sym_LBRACE,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(209), 1,
      anon_sym__,
    ACTIONS(211), 1,
      anon_sym_LBRACK,
    ACTIONS(213), 1,
      anon_sym_BANG,
    ACTIONS(215), 1,
      sym_modifier,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(219), 1,
      sym_register,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(229), 1,
      anon_sym_SEMI,
    STATE(111), 1,
      sym__expression,
    STATE(180), 1,
      aux_sym_instruction_repeat1,
    STATE(317), 1,
      sym_sink,
    STATE(421), 1,
      sym_operand_list,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 3,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_TILDE,
    STATE(325), 5,
      sym__operand,
      sym_vector_operand,
      sym_address_operand,
      sym_negated_operand,
      sym_predicate_pair,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [1457] = 5,
    ACTIONS(233), 1,
      anon_sym_COMMA,
    STATE(28), 1,
      aux_sym_target_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(236), 3,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(231), 26,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [1501] = 5,
    ACTIONS(240), 1,
      anon_sym_COMMA,
    STATE(28), 1,
      aux_sym_target_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(242), 3,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(238), 26,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [1545] = 5,
    ACTIONS(240), 1,
      anon_sym_COMMA,
    STATE(29), 1,
      aux_sym_target_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(246), 3,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(244), 26,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [1589] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(250), 3,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(248), 27,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_COMMA,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [1628] = 4,
    ACTIONS(252), 1,
      ts_builtin_sym_end,
    ACTIONS(256), 1,
      sym_dwarf_content,
    ACTIONS(258), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(254), 28,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTloc,
      anon_sym_DOTsection,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [1669] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(262), 3,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(260), 26,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [1707] = 6,
    ACTIONS(268), 1,
      anon_sym_DOTcallprototype,
    ACTIONS(270), 1,
      anon_sym_DOTbranchtargets,
    ACTIONS(272), 1,
      anon_sym_DOTcalltargets,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(264), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(266), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [1751] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(276), 3,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(274), 26,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [1789] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(280), 3,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(278), 26,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [1827] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(284), 3,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(282), 26,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [1865] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(288), 3,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(286), 26,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [1903] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(292), 3,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(290), 26,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [1941] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(296), 3,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(294), 26,
      ts_builtin_sym_end,
      anon_sym_DOTversion,
      anon_sym_DOTtarget,
      anon_sym_DOTaddress_size,
      anon_sym_DOTfile,
      anon_sym_DOTsection,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTalias,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [1979] = 16,
    ACTIONS(197), 1,
      sym_identifier,
    ACTIONS(199), 1,
      anon_sym_LBRACE,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(209), 1,
      anon_sym__,
    ACTIONS(211), 1,
      anon_sym_LBRACK,
    ACTIONS(213), 1,
      anon_sym_BANG,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(219), 1,
      sym_register,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    STATE(111), 1,
      sym__expression,
    STATE(317), 1,
      sym_sink,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 3,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_TILDE,
    STATE(357), 5,
      sym__operand,
      sym_vector_operand,
      sym_address_operand,
      sym_negated_operand,
      sym_predicate_pair,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [2042] = 4,
    ACTIONS(302), 1,
      anon_sym_LPAREN2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(300), 5,
      anon_sym_GT,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT2,
      anon_sym_SLASH,
    ACTIONS(298), 22,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_COLON,
      anon_sym_RBRACK,
      sym__dotted_word,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_STAR,
      anon_sym_PERCENT,
      anon_sym_QMARK,
      sym_identifier,
  [2081] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(306), 5,
      anon_sym_GT,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT2,
      anon_sym_SLASH,
    ACTIONS(304), 22,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_COLON,
      anon_sym_RBRACK,
      sym__dotted_word,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_STAR,
      anon_sym_PERCENT,
      anon_sym_QMARK,
      sym_identifier,
  [2117] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(300), 5,
      anon_sym_GT,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT2,
      anon_sym_SLASH,
    ACTIONS(298), 22,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_COLON,
      anon_sym_RBRACK,
      sym__dotted_word,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_STAR,
      anon_sym_PERCENT,
      anon_sym_QMARK,
      sym_identifier,
  [2153] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(310), 5,
      anon_sym_GT,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT2,
      anon_sym_SLASH,
    ACTIONS(308), 22,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_COLON,
      anon_sym_RBRACK,
      sym__dotted_word,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_STAR,
      anon_sym_PERCENT,
      anon_sym_QMARK,
      sym_identifier,
  [2189] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(314), 5,
      anon_sym_GT,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT2,
      anon_sym_SLASH,
    ACTIONS(312), 22,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_COLON,
      anon_sym_RBRACK,
      sym__dotted_word,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_STAR,
      anon_sym_PERCENT,
      anon_sym_QMARK,
      sym_identifier,
  [2225] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(318), 5,
      anon_sym_GT,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT2,
      anon_sym_SLASH,
    ACTIONS(316), 22,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_COLON,
      anon_sym_RBRACK,
      sym__dotted_word,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_STAR,
      anon_sym_PERCENT,
      anon_sym_QMARK,
      sym_identifier,
  [2261] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(322), 5,
      anon_sym_GT,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT2,
      anon_sym_SLASH,
    ACTIONS(320), 22,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_COLON,
      anon_sym_RBRACK,
      sym__dotted_word,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_STAR,
      anon_sym_PERCENT,
      anon_sym_QMARK,
      sym_identifier,
  [2297] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(326), 5,
      anon_sym_GT,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT2,
      anon_sym_SLASH,
    ACTIONS(324), 22,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_COLON,
      anon_sym_RBRACK,
      sym__dotted_word,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_STAR,
      anon_sym_PERCENT,
      anon_sym_QMARK,
      sym_identifier,
  [2333] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(330), 5,
      anon_sym_GT,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT2,
      anon_sym_SLASH,
    ACTIONS(328), 22,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_COLON,
      anon_sym_RBRACK,
      sym__dotted_word,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_STAR,
      anon_sym_PERCENT,
      anon_sym_QMARK,
      sym_identifier,
  [2369] = 3,
    ACTIONS(256), 1,
      sym_dwarf_content,
    ACTIONS(258), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(254), 26,
      anon_sym_DOTfile,
      anon_sym_DOTloc,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
  [2405] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(332), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(334), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [2440] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(336), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(338), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [2475] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(340), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(342), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [2510] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(344), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(346), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [2545] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(348), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(350), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [2580] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(352), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(354), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [2615] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(356), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(358), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [2650] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(360), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(362), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [2685] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(364), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(366), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [2720] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(340), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(342), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [2755] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(368), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(370), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [2790] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(372), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(374), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [2825] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(372), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(374), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [2860] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(376), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(378), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [2895] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(380), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(382), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [2930] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(384), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(386), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [2965] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(388), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(390), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [3000] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(352), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(354), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [3035] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(332), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(334), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [3070] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(392), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(394), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [3105] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(392), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(394), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [3140] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(396), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(398), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [3175] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(400), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(402), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [3210] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(404), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(406), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [3245] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(408), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(410), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [3280] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(412), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(414), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [3315] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(376), 6,
      anon_sym_DOTloc,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
      anon_sym_call,
      anon_sym_AT,
      sym_identifier,
    ACTIONS(378), 20,
      anon_sym_DOTfile,
      anon_sym_LBRACE,
      anon_sym_RBRACE,
      anon_sym_AT_ATDWARF,
      anon_sym_AT_ATdwarf,
      anon_sym_DOTpragma,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
      anon_sym_DOTextern,
      anon_sym_DOTvisible,
      anon_sym_DOTweak,
      anon_sym_DOTcommon,
  [3350] = 4,
    ACTIONS(416), 1,
      sym_component,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(300), 5,
      anon_sym_GT,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT2,
      anon_sym_SLASH,
    ACTIONS(298), 20,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_COLON,
      anon_sym_RBRACK,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_STAR,
      anon_sym_PERCENT,
      anon_sym_QMARK,
  [3387] = 12,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(320), 9,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_COLON,
      anon_sym_RBRACK,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_QMARK,
  [3439] = 12,
    ACTIONS(322), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(320), 9,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_COLON,
      anon_sym_RBRACK,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_QMARK,
  [3491] = 5,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(322), 4,
      anon_sym_GT,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT2,
    ACTIONS(320), 18,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_COLON,
      anon_sym_RBRACK,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_QMARK,
  [3529] = 7,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(322), 4,
      anon_sym_GT,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT2,
    ACTIONS(320), 14,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_COLON,
      anon_sym_RBRACK,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_QMARK,
  [3571] = 9,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(322), 2,
      anon_sym_PIPE,
      anon_sym_AMP,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(320), 12,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_COLON,
      anon_sym_RBRACK,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_QMARK,
  [3617] = 13,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(320), 8,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_COLON,
      anon_sym_RBRACK,
      anon_sym_PIPE_PIPE,
      anon_sym_QMARK,
  [3671] = 11,
    ACTIONS(322), 1,
      anon_sym_PIPE,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(320), 10,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_COLON,
      anon_sym_RBRACK,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_QMARK,
  [3721] = 15,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(440), 6,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_COLON,
      anon_sym_RBRACK,
  [3779] = 10,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(322), 2,
      anon_sym_PIPE,
      anon_sym_AMP,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(320), 10,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_COLON,
      anon_sym_RBRACK,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_QMARK,
  [3827] = 6,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(322), 4,
      anon_sym_GT,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT2,
    ACTIONS(320), 16,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_COLON,
      anon_sym_RBRACK,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_QMARK,
  [3867] = 4,
    ACTIONS(446), 1,
      sym_component,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(300), 6,
      anon_sym_GT,
      sym__dotted_word,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT2,
      anon_sym_SLASH,
    ACTIONS(298), 17,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_STAR,
      anon_sym_PERCENT,
      anon_sym_QMARK,
      sym_identifier,
  [3902] = 12,
    ACTIONS(322), 1,
      anon_sym_PIPE,
    ACTIONS(452), 1,
      anon_sym_CARET,
    ACTIONS(454), 1,
      anon_sym_AMP,
    ACTIONS(464), 1,
      anon_sym_SLASH,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(448), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(450), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(456), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(458), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(460), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(462), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(320), 7,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      sym__dotted_word,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_QMARK,
      sym_identifier,
  [3952] = 15,
    ACTIONS(452), 1,
      anon_sym_CARET,
    ACTIONS(454), 1,
      anon_sym_AMP,
    ACTIONS(464), 1,
      anon_sym_SLASH,
    ACTIONS(466), 1,
      anon_sym_PIPE,
    ACTIONS(468), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(470), 1,
      anon_sym_AMP_AMP,
    ACTIONS(472), 1,
      anon_sym_QMARK,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(448), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(450), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(456), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(458), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(460), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(462), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(440), 4,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      sym__dotted_word,
      sym_identifier,
  [4008] = 13,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(476), 1,
      sym_section_name,
    ACTIONS(478), 1,
      sym_register,
    ACTIONS(480), 1,
      sym_string_literal,
    STATE(141), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    STATE(438), 2,
      sym__section_value,
      sym_section_offset_expression,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [4060] = 13,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(482), 1,
      sym_identifier,
    ACTIONS(486), 1,
      sym_section_name,
    ACTIONS(488), 1,
      anon_sym_LPAREN,
    ACTIONS(490), 1,
      sym_register,
    ACTIONS(492), 1,
      sym_string_literal,
    STATE(98), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    STATE(306), 2,
      sym__section_value,
      sym_section_offset_expression,
    ACTIONS(484), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [4112] = 14,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    ACTIONS(494), 1,
      anon_sym_COMMA,
    ACTIONS(496), 1,
      anon_sym_LBRACE,
    ACTIONS(498), 1,
      anon_sym_RBRACE,
    STATE(112), 1,
      sym__expression,
    STATE(377), 1,
      sym_initializer_list,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [4166] = 5,
    ACTIONS(416), 1,
      sym_component,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(500), 3,
      anon_sym_COMMA,
      anon_sym_SEMI,
      anon_sym_RBRACK,
    ACTIONS(300), 5,
      anon_sym_GT,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT2,
      anon_sym_SLASH,
    ACTIONS(298), 14,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_STAR,
      anon_sym_PERCENT,
      anon_sym_QMARK,
  [4202] = 15,
    ACTIONS(452), 1,
      anon_sym_CARET,
    ACTIONS(454), 1,
      anon_sym_AMP,
    ACTIONS(464), 1,
      anon_sym_SLASH,
    ACTIONS(466), 1,
      anon_sym_PIPE,
    ACTIONS(468), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(470), 1,
      anon_sym_AMP_AMP,
    ACTIONS(472), 1,
      anon_sym_QMARK,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(448), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(450), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(456), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(458), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(460), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(462), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(502), 4,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      sym__dotted_word,
      sym_identifier,
  [4258] = 15,
    ACTIONS(452), 1,
      anon_sym_CARET,
    ACTIONS(454), 1,
      anon_sym_AMP,
    ACTIONS(464), 1,
      anon_sym_SLASH,
    ACTIONS(466), 1,
      anon_sym_PIPE,
    ACTIONS(468), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(470), 1,
      anon_sym_AMP_AMP,
    ACTIONS(472), 1,
      anon_sym_QMARK,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(448), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(450), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(456), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(458), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(460), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(462), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(504), 4,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      sym__dotted_word,
      sym_identifier,
  [4314] = 13,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(482), 1,
      sym_identifier,
    ACTIONS(486), 1,
      sym_section_name,
    ACTIONS(488), 1,
      anon_sym_LPAREN,
    ACTIONS(490), 1,
      sym_register,
    ACTIONS(506), 1,
      sym_string_literal,
    STATE(98), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    STATE(274), 2,
      sym__section_value,
      sym_section_offset_expression,
    ACTIONS(484), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [4366] = 5,
    ACTIONS(464), 1,
      anon_sym_SLASH,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(462), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(322), 4,
      anon_sym_GT,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT2,
    ACTIONS(320), 16,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_PLUS,
      anon_sym_DASH,
      sym__dotted_word,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_QMARK,
      sym_identifier,
  [4402] = 7,
    ACTIONS(464), 1,
      anon_sym_SLASH,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(448), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(460), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(462), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(322), 4,
      anon_sym_GT,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT2,
    ACTIONS(320), 12,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      sym__dotted_word,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_QMARK,
      sym_identifier,
  [4442] = 5,
    ACTIONS(416), 1,
      sym_component,
    ACTIONS(508), 1,
      anon_sym_PIPE,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(300), 4,
      anon_sym_GT,
      anon_sym_AMP,
      anon_sym_LT2,
      anon_sym_SLASH,
    ACTIONS(298), 17,
      anon_sym_COMMA,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_SEMI,
      anon_sym_RBRACK,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_STAR,
      anon_sym_PERCENT,
      anon_sym_QMARK,
  [4478] = 13,
    ACTIONS(452), 1,
      anon_sym_CARET,
    ACTIONS(454), 1,
      anon_sym_AMP,
    ACTIONS(464), 1,
      anon_sym_SLASH,
    ACTIONS(466), 1,
      anon_sym_PIPE,
    ACTIONS(470), 1,
      anon_sym_AMP_AMP,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(448), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(450), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(456), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(458), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(460), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(462), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(320), 6,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      sym__dotted_word,
      anon_sym_PIPE_PIPE,
      anon_sym_QMARK,
      sym_identifier,
  [4530] = 12,
    ACTIONS(452), 1,
      anon_sym_CARET,
    ACTIONS(454), 1,
      anon_sym_AMP,
    ACTIONS(464), 1,
      anon_sym_SLASH,
    ACTIONS(466), 1,
      anon_sym_PIPE,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(448), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(450), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(456), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(458), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(460), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(462), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(320), 7,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      sym__dotted_word,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_QMARK,
      sym_identifier,
  [4580] = 11,
    ACTIONS(322), 1,
      anon_sym_PIPE,
    ACTIONS(454), 1,
      anon_sym_AMP,
    ACTIONS(464), 1,
      anon_sym_SLASH,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(448), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(450), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(456), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(458), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(460), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(462), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(320), 8,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      sym__dotted_word,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_QMARK,
      sym_identifier,
  [4628] = 10,
    ACTIONS(464), 1,
      anon_sym_SLASH,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(322), 2,
      anon_sym_PIPE,
      anon_sym_AMP,
    ACTIONS(448), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(450), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(456), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(458), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(460), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(462), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(320), 8,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      sym__dotted_word,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_QMARK,
      sym_identifier,
  [4674] = 9,
    ACTIONS(464), 1,
      anon_sym_SLASH,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(322), 2,
      anon_sym_PIPE,
      anon_sym_AMP,
    ACTIONS(448), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(450), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(458), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(460), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(462), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(320), 10,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      sym__dotted_word,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_QMARK,
      sym_identifier,
  [4718] = 6,
    ACTIONS(464), 1,
      anon_sym_SLASH,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(448), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(462), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(322), 4,
      anon_sym_GT,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT2,
    ACTIONS(320), 14,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      sym__dotted_word,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_QMARK,
      sym_identifier,
  [4756] = 13,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    ACTIONS(496), 1,
      anon_sym_LBRACE,
    ACTIONS(510), 1,
      anon_sym_RBRACE,
    STATE(121), 1,
      sym__expression,
    STATE(407), 1,
      sym_initializer_list,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [4807] = 17,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(512), 1,
      anon_sym_COMMA,
    ACTIONS(514), 1,
      anon_sym_RPAREN,
    STATE(333), 1,
      aux_sym_attribute_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [4866] = 15,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(516), 3,
      anon_sym_COMMA,
      anon_sym_SEMI,
      anon_sym_RBRACK,
  [4921] = 17,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(518), 1,
      anon_sym_COMMA,
    ACTIONS(520), 1,
      anon_sym_RBRACE,
    STATE(350), 1,
      aux_sym_initializer_list_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [4980] = 13,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    ACTIONS(496), 1,
      anon_sym_LBRACE,
    ACTIONS(522), 1,
      anon_sym_RBRACE,
    STATE(121), 1,
      sym__expression,
    STATE(407), 1,
      sym_initializer_list,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [5031] = 17,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(524), 1,
      anon_sym_COMMA,
    ACTIONS(526), 1,
      anon_sym_RBRACK,
    STATE(385), 1,
      aux_sym_operand_list_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [5090] = 17,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(528), 1,
      anon_sym_COMMA,
    ACTIONS(530), 1,
      anon_sym_RBRACE,
    STATE(375), 1,
      aux_sym_vector_operand_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [5149] = 17,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(532), 1,
      anon_sym_COMMA,
    ACTIONS(534), 1,
      anon_sym_RPAREN,
    STATE(372), 1,
      aux_sym_argument_list_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [5208] = 12,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    ACTIONS(496), 1,
      anon_sym_LBRACE,
    STATE(129), 1,
      sym__expression,
    STATE(389), 1,
      sym_initializer_list,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [5256] = 15,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(536), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [5310] = 15,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(538), 2,
      anon_sym_COMMA,
      anon_sym_RBRACE,
  [5364] = 12,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    ACTIONS(496), 1,
      anon_sym_LBRACE,
    STATE(121), 1,
      sym__expression,
    STATE(407), 1,
      sym_initializer_list,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [5412] = 15,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(540), 2,
      anon_sym_COMMA,
      anon_sym_RBRACE,
  [5466] = 12,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(209), 1,
      anon_sym__,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(115), 1,
      sym__expression,
    STATE(338), 1,
      sym_sink,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [5514] = 12,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    ACTIONS(496), 1,
      anon_sym_LBRACE,
    STATE(127), 1,
      sym__expression,
    STATE(398), 1,
      sym_initializer_list,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [5562] = 15,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(542), 2,
      anon_sym_COMMA,
      anon_sym_SEMI,
  [5616] = 12,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(209), 1,
      anon_sym__,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(119), 1,
      sym__expression,
    STATE(390), 1,
      sym_sink,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [5664] = 12,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    ACTIONS(544), 1,
      sym__dotted_word,
    STATE(135), 1,
      sym__expression,
    STATE(434), 1,
      sym_type,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [5712] = 15,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(546), 2,
      anon_sym_COMMA,
      anon_sym_SEMI,
  [5766] = 15,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(548), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [5820] = 15,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(542), 2,
      anon_sym_COMMA,
      anon_sym_SEMI,
  [5874] = 12,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    ACTIONS(496), 1,
      anon_sym_LBRACE,
    STATE(124), 1,
      sym__expression,
    STATE(388), 1,
      sym_initializer_list,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [5922] = 12,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    ACTIONS(544), 1,
      sym__dotted_word,
    STATE(135), 1,
      sym__expression,
    STATE(466), 1,
      sym_type,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [5970] = 15,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(550), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [6023] = 11,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    ACTIONS(552), 1,
      anon_sym_RBRACK,
    STATE(132), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [6068] = 11,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    ACTIONS(554), 1,
      anon_sym_RPAREN,
    STATE(110), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [6113] = 15,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(556), 1,
      anon_sym_RPAREN,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [6166] = 15,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(558), 1,
      anon_sym_RPAREN,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [6219] = 15,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(560), 1,
      anon_sym_RPAREN,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [6272] = 15,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(562), 1,
      anon_sym_COLON,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [6325] = 11,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    ACTIONS(564), 1,
      anon_sym_RPAREN,
    STATE(116), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [6370] = 15,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(502), 1,
      anon_sym_COMMA,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [6423] = 15,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(504), 1,
      anon_sym_COMMA,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [6476] = 15,
    ACTIONS(422), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_CARET,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(436), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      anon_sym_AMP_AMP,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_QMARK,
    ACTIONS(566), 1,
      anon_sym_COLON,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(418), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(420), 2,
      anon_sym_GT,
      anon_sym_LT2,
    ACTIONS(428), 2,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
    ACTIONS(430), 2,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(432), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(434), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [6529] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(136), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [6571] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(82), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [6613] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(83), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [6655] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(81), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [6697] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(85), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [6739] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(80), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [6781] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(86), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [6823] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(88), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [6865] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(84), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [6907] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(89), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [6949] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(48), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [6991] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(138), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7033] = 10,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(482), 1,
      sym_identifier,
    ACTIONS(488), 1,
      anon_sym_LPAREN,
    ACTIONS(490), 1,
      sym_register,
    STATE(97), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(484), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7075] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(142), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7117] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(118), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7159] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(47), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7201] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(128), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7243] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(87), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7285] = 10,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(482), 1,
      sym_identifier,
    ACTIONS(488), 1,
      anon_sym_LPAREN,
    ACTIONS(490), 1,
      sym_register,
    STATE(100), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(484), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7327] = 10,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(482), 1,
      sym_identifier,
    ACTIONS(488), 1,
      anon_sym_LPAREN,
    ACTIONS(490), 1,
      sym_register,
    STATE(101), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(484), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7369] = 10,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(482), 1,
      sym_identifier,
    ACTIONS(488), 1,
      anon_sym_LPAREN,
    ACTIONS(490), 1,
      sym_register,
    STATE(91), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(484), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7411] = 10,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(482), 1,
      sym_identifier,
    ACTIONS(488), 1,
      anon_sym_LPAREN,
    ACTIONS(490), 1,
      sym_register,
    STATE(103), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(484), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7453] = 10,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(482), 1,
      sym_identifier,
    ACTIONS(488), 1,
      anon_sym_LPAREN,
    ACTIONS(490), 1,
      sym_register,
    STATE(104), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(484), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7495] = 10,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(482), 1,
      sym_identifier,
    ACTIONS(488), 1,
      anon_sym_LPAREN,
    ACTIONS(490), 1,
      sym_register,
    STATE(105), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(484), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7537] = 10,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(482), 1,
      sym_identifier,
    ACTIONS(488), 1,
      anon_sym_LPAREN,
    ACTIONS(490), 1,
      sym_register,
    STATE(106), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(484), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7579] = 10,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(482), 1,
      sym_identifier,
    ACTIONS(488), 1,
      anon_sym_LPAREN,
    ACTIONS(490), 1,
      sym_register,
    STATE(107), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(484), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7621] = 10,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(482), 1,
      sym_identifier,
    ACTIONS(488), 1,
      anon_sym_LPAREN,
    ACTIONS(490), 1,
      sym_register,
    STATE(108), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(484), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7663] = 10,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(482), 1,
      sym_identifier,
    ACTIONS(488), 1,
      anon_sym_LPAREN,
    ACTIONS(490), 1,
      sym_register,
    STATE(48), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(484), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7705] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(140), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7747] = 10,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(482), 1,
      sym_identifier,
    ACTIONS(488), 1,
      anon_sym_LPAREN,
    ACTIONS(490), 1,
      sym_register,
    STATE(47), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(484), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7789] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(46), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7831] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(114), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7873] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(568), 1,
      sym_identifier,
    ACTIONS(570), 1,
      sym_register,
    STATE(46), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7915] = 8,
    ACTIONS(574), 1,
      anon_sym__,
    ACTIONS(576), 1,
      anon_sym_DOTalign,
    STATE(232), 1,
      sym_state_space,
    STATE(312), 1,
      sym_align,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(580), 2,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(572), 3,
      anon_sym_DOTptr,
      sym_identifier,
      sym_register,
    ACTIONS(578), 10,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
  [7953] = 10,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(482), 1,
      sym_identifier,
    ACTIONS(488), 1,
      anon_sym_LPAREN,
    ACTIONS(490), 1,
      sym_register,
    STATE(92), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(484), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [7995] = 10,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(482), 1,
      sym_identifier,
    ACTIONS(488), 1,
      anon_sym_LPAREN,
    ACTIONS(490), 1,
      sym_register,
    STATE(46), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(484), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [8037] = 10,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(217), 1,
      anon_sym_generic,
    ACTIONS(221), 1,
      sym_integer_literal,
    ACTIONS(223), 1,
      sym_float_literal,
    ACTIONS(474), 1,
      sym_identifier,
    ACTIONS(478), 1,
      sym_register,
    STATE(137), 1,
      sym__expression,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(201), 4,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_BANG,
      anon_sym_TILDE,
    STATE(44), 8,
      sym_component_expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_conditional_expression,
      sym_cast_expression,
      sym_generic_expression,
      sym_mask_expression,
  [8079] = 5,
    ACTIONS(586), 1,
      sym_modifier,
    STATE(180), 1,
      aux_sym_instruction_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(582), 4,
      anon_sym__,
      anon_sym_generic,
      sym_identifier,
      sym_integer_literal,
    ACTIONS(584), 10,
      anon_sym_LBRACE,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_SEMI,
      anon_sym_LPAREN,
      anon_sym_LBRACK,
      anon_sym_BANG,
      anon_sym_TILDE,
      sym_register,
      sym_float_literal,
  [8108] = 5,
    STATE(191), 1,
      sym_state_space,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(29), 2,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(589), 2,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
    ACTIONS(27), 10,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
  [8136] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(591), 4,
      anon_sym__,
      anon_sym_generic,
      sym_identifier,
      sym_integer_literal,
    ACTIONS(593), 11,
      anon_sym_LBRACE,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_SEMI,
      anon_sym_LPAREN,
      anon_sym_LBRACK,
      anon_sym_BANG,
      sym_modifier,
      anon_sym_TILDE,
      sym_register,
      sym_float_literal,
  [8160] = 6,
    ACTIONS(595), 1,
      anon_sym_RPAREN,
    STATE(193), 1,
      sym_state_space,
    STATE(326), 1,
      sym_parameter,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(599), 2,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(597), 10,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
  [8190] = 5,
    STATE(193), 1,
      sym_state_space,
    STATE(405), 1,
      sym_parameter,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(599), 2,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(597), 10,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
  [8217] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(603), 2,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(601), 12,
      anon_sym_DOTentry,
      anon_sym_DOTfunc,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
  [8240] = 4,
    STATE(191), 1,
      sym_state_space,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(29), 2,
      anon_sym_DOTparam,
      anon_sym_DOTshared,
    ACTIONS(27), 10,
      anon_sym_DOTreg,
      anon_sym_DOTsreg,
      anon_sym_DOTconst,
      anon_sym_DOTglobal,
      anon_sym_DOTlocal,
      anon_sym_DOTparam_COLON_COLONentry,
      anon_sym_DOTparam_COLON_COLONfunc,
      anon_sym_DOTshared_COLON_COLONcta,
      anon_sym_DOTshared_COLON_COLONcluster,
      anon_sym_DOTtex,
  [8264] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(605), 3,
      anon_sym_generic,
      sym_identifier,
      sym_integer_literal,
    ACTIONS(607), 10,
      anon_sym_PLUS,
      anon_sym_DASH,
      sym_section_name,
      anon_sym_LPAREN,
      anon_sym_RPAREN,
      anon_sym_BANG,
      anon_sym_TILDE,
      sym_register,
      sym_float_literal,
      sym_string_literal,
  [8286] = 10,
    ACTIONS(609), 1,
      anon_sym_DOTattribute,
    ACTIONS(611), 1,
      anon_sym_DOTalign,
    ACTIONS(615), 1,
      sym__dotted_word,
    STATE(192), 1,
      aux_sym_variable_declaration_repeat1,
    STATE(228), 1,
      sym_attribute_directive,
    STATE(229), 1,
      sym_vector,
    STATE(231), 1,
      sym_align,
    STATE(322), 1,
      sym_type,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(613), 3,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
  [8320] = 10,
    ACTIONS(609), 1,
      anon_sym_DOTattribute,
    ACTIONS(611), 1,
      anon_sym_DOTalign,
    ACTIONS(615), 1,
      sym__dotted_word,
    STATE(192), 1,
      aux_sym_variable_declaration_repeat1,
    STATE(228), 1,
      sym_attribute_directive,
    STATE(229), 1,
      sym_vector,
    STATE(231), 1,
      sym_align,
    STATE(302), 1,
      sym_type,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(613), 3,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
  [8354] = 10,
    ACTIONS(609), 1,
      anon_sym_DOTattribute,
    ACTIONS(611), 1,
      anon_sym_DOTalign,
    ACTIONS(615), 1,
      sym__dotted_word,
    STATE(189), 1,
      aux_sym_variable_declaration_repeat1,
    STATE(228), 1,
      sym_attribute_directive,
    STATE(229), 1,
      sym_vector,
    STATE(231), 1,
      sym_align,
    STATE(311), 1,
      sym_type,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(613), 3,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
  [8388] = 10,
    ACTIONS(609), 1,
      anon_sym_DOTattribute,
    ACTIONS(611), 1,
      anon_sym_DOTalign,
    ACTIONS(615), 1,
      sym__dotted_word,
    STATE(188), 1,
      aux_sym_variable_declaration_repeat1,
    STATE(228), 1,
      sym_attribute_directive,
    STATE(229), 1,
      sym_vector,
    STATE(231), 1,
      sym_align,
    STATE(304), 1,
      sym_type,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(613), 3,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
  [8422] = 9,
    ACTIONS(617), 1,
      anon_sym_DOTattribute,
    ACTIONS(620), 1,
      anon_sym_DOTalign,
    ACTIONS(626), 1,
      sym__dotted_word,
    STATE(192), 1,
      aux_sym_variable_declaration_repeat1,
    STATE(228), 1,
      sym_attribute_directive,
    STATE(229), 1,
      sym_vector,
    STATE(231), 1,
      sym_align,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(623), 3,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
  [8453] = 8,
    ACTIONS(628), 1,
      anon_sym_DOTalign,
    ACTIONS(632), 1,
      sym__dotted_word,
    STATE(194), 1,
      aux_sym_parameter_repeat1,
    STATE(211), 1,
      sym_type,
    STATE(252), 1,
      sym_align,
    STATE(254), 1,
      sym_vector,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(630), 3,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
  [8481] = 8,
    ACTIONS(628), 1,
      anon_sym_DOTalign,
    ACTIONS(632), 1,
      sym__dotted_word,
    STATE(201), 1,
      aux_sym_parameter_repeat1,
    STATE(216), 1,
      sym_type,
    STATE(252), 1,
      sym_align,
    STATE(254), 1,
      sym_vector,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(630), 3,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
  [8509] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(634), 2,
      anon_sym_LPAREN,
      sym_identifier,
    ACTIONS(636), 6,
      anon_sym_DOTattribute,
      anon_sym_DOTalign,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
      sym__dotted_word,
  [8526] = 8,
    ACTIONS(215), 1,
      sym_modifier,
    ACTIONS(640), 1,
      anon_sym_SEMI,
    ACTIONS(642), 1,
      anon_sym_LPAREN,
    STATE(180), 1,
      aux_sym_instruction_repeat1,
    STATE(415), 1,
      sym_call_operands,
    STATE(430), 1,
      sym_argument_list,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(638), 2,
      sym_identifier,
      sym_register,
  [8553] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(644), 2,
      anon_sym_LPAREN,
      sym_identifier,
    ACTIONS(646), 6,
      anon_sym_DOTattribute,
      anon_sym_DOTalign,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
      sym__dotted_word,
  [8570] = 8,
    ACTIONS(215), 1,
      sym_modifier,
    ACTIONS(227), 1,
      anon_sym_SEMI,
    ACTIONS(642), 1,
      anon_sym_LPAREN,
    STATE(196), 1,
      aux_sym_instruction_repeat1,
    STATE(430), 1,
      sym_argument_list,
    STATE(436), 1,
      sym_call_operands,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(638), 2,
      sym_identifier,
      sym_register,
  [8597] = 8,
    ACTIONS(203), 1,
      anon_sym_SEMI,
    ACTIONS(215), 1,
      sym_modifier,
    ACTIONS(642), 1,
      anon_sym_LPAREN,
    STATE(200), 1,
      aux_sym_instruction_repeat1,
    STATE(429), 1,
      sym_call_operands,
    STATE(430), 1,
      sym_argument_list,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(638), 2,
      sym_identifier,
      sym_register,
  [8624] = 8,
    ACTIONS(215), 1,
      sym_modifier,
    ACTIONS(642), 1,
      anon_sym_LPAREN,
    ACTIONS(648), 1,
      anon_sym_SEMI,
    STATE(180), 1,
      aux_sym_instruction_repeat1,
    STATE(430), 1,
      sym_argument_list,
    STATE(446), 1,
      sym_call_operands,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(638), 2,
      sym_identifier,
      sym_register,
  [8651] = 7,
    ACTIONS(650), 1,
      anon_sym_DOTalign,
    ACTIONS(656), 1,
      sym__dotted_word,
    STATE(201), 1,
      aux_sym_parameter_repeat1,
    STATE(252), 1,
      sym_align,
    STATE(254), 1,
      sym_vector,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(653), 3,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
  [8676] = 7,
    ACTIONS(660), 1,
      anon_sym_LPAREN,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(263), 1,
      sym_parameter_list,
    STATE(264), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(658), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [8700] = 7,
    ACTIONS(660), 1,
      anon_sym_LPAREN,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(234), 1,
      sym_parameter_list,
    STATE(249), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(664), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [8724] = 7,
    ACTIONS(660), 1,
      anon_sym_LPAREN,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(281), 1,
      sym_parameter_list,
    STATE(288), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(666), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [8748] = 8,
    ACTIONS(209), 1,
      anon_sym__,
    ACTIONS(668), 1,
      sym_identifier,
    ACTIONS(670), 1,
      anon_sym_DOTptr,
    ACTIONS(672), 1,
      sym_register,
    STATE(224), 1,
      aux_sym_parameter_repeat2,
    STATE(245), 1,
      sym_sink,
    STATE(318), 1,
      sym_pointer_attribute,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [8774] = 7,
    ACTIONS(660), 1,
      anon_sym_LPAREN,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(265), 1,
      sym_parameter_list,
    STATE(266), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(674), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [8798] = 7,
    ACTIONS(678), 1,
      anon_sym_EQ,
    ACTIONS(680), 1,
      anon_sym_LT,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(233), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(676), 2,
      anon_sym_COMMA,
      anon_sym_SEMI,
  [8822] = 6,
    ACTIONS(544), 1,
      sym__dotted_word,
    ACTIONS(684), 1,
      sym_identifier,
    ACTIONS(686), 1,
      anon_sym_RBRACE,
    STATE(99), 1,
      sym_type,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    STATE(215), 3,
      sym_section_item,
      sym_label,
      aux_sym_section_directive_repeat1,
  [8844] = 7,
    ACTIONS(660), 1,
      anon_sym_LPAREN,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(292), 1,
      sym_parameter_list,
    STATE(295), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(688), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [8868] = 7,
    ACTIONS(660), 1,
      anon_sym_LPAREN,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(296), 1,
      sym_parameter_list,
    STATE(297), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(690), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [8892] = 7,
    ACTIONS(209), 1,
      anon_sym__,
    ACTIONS(670), 1,
      anon_sym_DOTptr,
    STATE(212), 1,
      aux_sym_parameter_repeat2,
    STATE(280), 1,
      sym_sink,
    STATE(318), 1,
      sym_pointer_attribute,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(692), 2,
      sym_identifier,
      sym_register,
  [8916] = 8,
    ACTIONS(209), 1,
      anon_sym__,
    ACTIONS(670), 1,
      anon_sym_DOTptr,
    ACTIONS(694), 1,
      sym_identifier,
    ACTIONS(696), 1,
      sym_register,
    STATE(224), 1,
      aux_sym_parameter_repeat2,
    STATE(275), 1,
      sym_sink,
    STATE(318), 1,
      sym_pointer_attribute,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [8942] = 7,
    ACTIONS(660), 1,
      anon_sym_LPAREN,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(258), 1,
      sym_parameter_list,
    STATE(259), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(698), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [8966] = 6,
    ACTIONS(544), 1,
      sym__dotted_word,
    ACTIONS(684), 1,
      sym_identifier,
    ACTIONS(700), 1,
      anon_sym_RBRACE,
    STATE(99), 1,
      sym_type,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    STATE(208), 3,
      sym_section_item,
      sym_label,
      aux_sym_section_directive_repeat1,
  [8988] = 6,
    ACTIONS(702), 1,
      sym_identifier,
    ACTIONS(705), 1,
      anon_sym_RBRACE,
    ACTIONS(707), 1,
      sym__dotted_word,
    STATE(99), 1,
      sym_type,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    STATE(215), 3,
      sym_section_item,
      sym_label,
      aux_sym_section_directive_repeat1,
  [9010] = 8,
    ACTIONS(209), 1,
      anon_sym__,
    ACTIONS(670), 1,
      anon_sym_DOTptr,
    ACTIONS(710), 1,
      sym_identifier,
    ACTIONS(712), 1,
      sym_register,
    STATE(205), 1,
      aux_sym_parameter_repeat2,
    STATE(269), 1,
      sym_sink,
    STATE(318), 1,
      sym_pointer_attribute,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [9036] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(714), 7,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_LBRACK,
      anon_sym_RBRACK,
      anon_sym_PIPE,
  [9050] = 5,
    ACTIONS(718), 1,
      anon_sym_LBRACK,
    STATE(218), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(716), 4,
      anon_sym_COMMA,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_EQ,
  [9070] = 7,
    ACTIONS(660), 1,
      anon_sym_LPAREN,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(235), 1,
      aux_sym__function_header_repeat1,
    STATE(294), 1,
      sym_parameter_list,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(721), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [9094] = 7,
    ACTIONS(660), 1,
      anon_sym_LPAREN,
    ACTIONS(662), 1,
      sym__dotted_word,
    ACTIONS(723), 1,
      anon_sym_SEMI,
    STATE(309), 1,
      sym_parameter_list,
    STATE(310), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [9117] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(725), 6,
      anon_sym_DOTattribute,
      anon_sym_DOTalign,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
      sym__dotted_word,
  [9130] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(727), 6,
      anon_sym_DOTattribute,
      anon_sym_DOTalign,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
      sym__dotted_word,
  [9143] = 6,
    ACTIONS(678), 1,
      anon_sym_EQ,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(225), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(676), 2,
      anon_sym_COMMA,
      anon_sym_SEMI,
  [9164] = 6,
    ACTIONS(731), 1,
      anon_sym_DOTptr,
    ACTIONS(734), 1,
      anon_sym__,
    STATE(224), 1,
      aux_sym_parameter_repeat2,
    STATE(318), 1,
      sym_pointer_attribute,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(729), 2,
      sym_identifier,
      sym_register,
  [9185] = 6,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    ACTIONS(738), 1,
      anon_sym_EQ,
    STATE(218), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(736), 2,
      anon_sym_COMMA,
      anon_sym_SEMI,
  [9206] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(740), 6,
      anon_sym_DOTattribute,
      anon_sym_DOTalign,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
      sym__dotted_word,
  [9219] = 7,
    ACTIONS(660), 1,
      anon_sym_LPAREN,
    ACTIONS(662), 1,
      sym__dotted_word,
    ACTIONS(742), 1,
      anon_sym_SEMI,
    STATE(314), 1,
      sym_parameter_list,
    STATE(315), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [9242] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(744), 6,
      anon_sym_DOTattribute,
      anon_sym_DOTalign,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
      sym__dotted_word,
  [9255] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(746), 6,
      anon_sym_DOTattribute,
      anon_sym_DOTalign,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
      sym__dotted_word,
  [9268] = 3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(748), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(504), 4,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      sym__dotted_word,
      sym_identifier,
  [9283] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(750), 6,
      anon_sym_DOTattribute,
      anon_sym_DOTalign,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
      sym__dotted_word,
  [9296] = 5,
    ACTIONS(576), 1,
      anon_sym_DOTalign,
    ACTIONS(754), 1,
      anon_sym__,
    STATE(307), 1,
      sym_align,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(752), 3,
      anon_sym_DOTptr,
      sym_identifier,
      sym_register,
  [9315] = 6,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    ACTIONS(756), 1,
      anon_sym_EQ,
    STATE(218), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(736), 2,
      anon_sym_COMMA,
      anon_sym_SEMI,
  [9336] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(261), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(758), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [9354] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(760), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [9372] = 4,
    ACTIONS(764), 1,
      anon_sym_COMMA,
    STATE(236), 1,
      aux_sym_section_item_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(762), 3,
      anon_sym_RBRACE,
      sym__dotted_word,
      sym_identifier,
  [9388] = 5,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(218), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(767), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [9406] = 5,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(218), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(767), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [9424] = 5,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(218), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(767), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [9442] = 5,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(218), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(769), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [9460] = 5,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(218), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(769), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [9478] = 5,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(218), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(769), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [9496] = 5,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(255), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(771), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [9514] = 5,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(256), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(771), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [9532] = 5,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(257), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(771), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [9550] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(773), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [9568] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(775), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [9586] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(777), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [9604] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(779), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [9622] = 5,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(240), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(781), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [9640] = 3,
    ACTIONS(785), 1,
      anon_sym__,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(783), 4,
      anon_sym_LBRACE,
      anon_sym_SEMI,
      sym__dotted_word,
      sym_identifier,
  [9654] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(787), 5,
      anon_sym_DOTalign,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
      sym__dotted_word,
  [9666] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(789), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [9684] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(791), 5,
      anon_sym_DOTalign,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
      sym__dotted_word,
  [9696] = 5,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(218), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(793), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [9714] = 5,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(218), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(793), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [9732] = 5,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(218), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(793), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [9750] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(246), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(795), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [9768] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(797), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [9786] = 4,
    ACTIONS(799), 1,
      anon_sym_COMMA,
    STATE(277), 1,
      aux_sym_performance_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(801), 3,
      anon_sym_LBRACE,
      anon_sym_SEMI,
      sym__dotted_word,
  [9802] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(803), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [9820] = 5,
    ACTIONS(807), 1,
      sym__dotted_word,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(805), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [9838] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(247), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(810), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [9856] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(812), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [9874] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(248), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(814), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [9892] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(816), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [9910] = 5,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(241), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(781), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [9928] = 6,
    ACTIONS(660), 1,
      anon_sym_LPAREN,
    ACTIONS(818), 1,
      sym_identifier,
    ACTIONS(820), 1,
      anon_sym_DOTattribute,
    STATE(379), 1,
      sym_attribute_directive,
    STATE(419), 1,
      sym_parameter_list,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [9948] = 5,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(242), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(781), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [9966] = 5,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(237), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(822), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [9984] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(725), 5,
      anon_sym_DOTalign,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
      sym__dotted_word,
  [9996] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(727), 5,
      anon_sym_DOTalign,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
      sym__dotted_word,
  [10008] = 4,
    ACTIONS(826), 1,
      anon_sym_COMMA,
    STATE(236), 1,
      aux_sym_section_item_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(824), 3,
      anon_sym_RBRACE,
      sym__dotted_word,
      sym_identifier,
  [10024] = 4,
    ACTIONS(826), 1,
      anon_sym_COMMA,
    STATE(273), 1,
      aux_sym_section_item_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(828), 3,
      anon_sym_RBRACE,
      sym__dotted_word,
      sym_identifier,
  [10040] = 5,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(239), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(822), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [10058] = 5,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(238), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(822), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [10076] = 4,
    ACTIONS(799), 1,
      anon_sym_COMMA,
    STATE(283), 1,
      aux_sym_performance_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(830), 3,
      anon_sym_LBRACE,
      anon_sym_SEMI,
      sym__dotted_word,
  [10092] = 3,
    ACTIONS(834), 1,
      anon_sym__,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(832), 4,
      anon_sym_LBRACE,
      anon_sym_SEMI,
      sym__dotted_word,
      sym_identifier,
  [10106] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(836), 5,
      anon_sym_COMMA,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_EQ,
      anon_sym_LBRACK,
  [10118] = 5,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(279), 1,
      sym_array_dimension,
    STATE(284), 1,
      aux_sym_parameter_repeat3,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(838), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [10136] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(291), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(840), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [10154] = 6,
    ACTIONS(660), 1,
      anon_sym_LPAREN,
    ACTIONS(820), 1,
      anon_sym_DOTattribute,
    ACTIONS(842), 1,
      sym_identifier,
    STATE(370), 1,
      sym_attribute_directive,
    STATE(416), 1,
      sym_parameter_list,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10174] = 4,
    ACTIONS(844), 1,
      anon_sym_COMMA,
    STATE(283), 1,
      aux_sym_performance_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(847), 3,
      anon_sym_LBRACE,
      anon_sym_SEMI,
      sym__dotted_word,
  [10190] = 5,
    ACTIONS(682), 1,
      anon_sym_LBRACK,
    STATE(218), 1,
      aux_sym_parameter_repeat3,
    STATE(279), 1,
      sym_array_dimension,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(849), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [10208] = 3,
    ACTIONS(853), 1,
      anon_sym__,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(851), 4,
      anon_sym_LBRACE,
      anon_sym_SEMI,
      sym__dotted_word,
      sym_identifier,
  [10222] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(855), 5,
      anon_sym_COMMA,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_EQ,
      anon_sym_LBRACK,
  [10234] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(857), 5,
      anon_sym_COMMA,
      anon_sym_SEMI,
      anon_sym_RPAREN,
      anon_sym_EQ,
      anon_sym_LBRACK,
  [10246] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(859), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [10264] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(861), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [10282] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(863), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [10300] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(865), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [10318] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(289), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(867), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [10336] = 3,
    ACTIONS(740), 1,
      anon_sym__,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(869), 4,
      anon_sym_DOTptr,
      anon_sym_DOTalign,
      sym_identifier,
      sym_register,
  [10350] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(253), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(871), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [10368] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(873), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [10386] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(290), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(875), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [10404] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(877), 2,
      anon_sym_LBRACE,
      anon_sym_SEMI,
  [10422] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(740), 5,
      anon_sym_DOTalign,
      anon_sym_DOTv2,
      anon_sym_DOTv4,
      anon_sym_DOTv8,
      sym__dotted_word,
  [10434] = 3,
    ACTIONS(727), 1,
      anon_sym__,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(879), 3,
      anon_sym_DOTptr,
      sym_identifier,
      sym_register,
  [10447] = 5,
    ACTIONS(680), 1,
      anon_sym_LT,
    ACTIONS(881), 1,
      anon_sym_COMMA,
    ACTIONS(883), 1,
      anon_sym_SEMI,
    STATE(343), 1,
      aux_sym_branchtargets_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10464] = 4,
    ACTIONS(885), 1,
      anon_sym_COMMA,
    STATE(301), 1,
      aux_sym_operand_list_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(888), 2,
      anon_sym_SEMI,
      anon_sym_RBRACK,
  [10479] = 4,
    STATE(223), 1,
      sym_parameterized_name,
    STATE(362), 1,
      sym_declarator,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(890), 2,
      sym_identifier,
      sym_register,
  [10494] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(892), 4,
      anon_sym_COMMA,
      anon_sym_SEMI,
      anon_sym_EQ,
      anon_sym_LBRACK,
  [10505] = 4,
    STATE(223), 1,
      sym_parameterized_name,
    STATE(371), 1,
      sym_declarator,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(890), 2,
      sym_identifier,
      sym_register,
  [10520] = 4,
    STATE(223), 1,
      sym_parameterized_name,
    STATE(404), 1,
      sym_declarator,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(890), 2,
      sym_identifier,
      sym_register,
  [10535] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(894), 4,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      sym__dotted_word,
      sym_identifier,
  [10546] = 3,
    ACTIONS(898), 1,
      anon_sym__,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(896), 3,
      anon_sym_DOTptr,
      sym_identifier,
      sym_register,
  [10559] = 3,
    ACTIONS(902), 1,
      sym_integer_literal,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(900), 3,
      anon_sym_LBRACE,
      anon_sym_SEMI,
      sym__dotted_word,
  [10572] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    ACTIONS(904), 1,
      anon_sym_SEMI,
    STATE(313), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10589] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    ACTIONS(906), 1,
      anon_sym_SEMI,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10606] = 4,
    STATE(223), 1,
      sym_parameterized_name,
    STATE(351), 1,
      sym_declarator,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(890), 2,
      sym_identifier,
      sym_register,
  [10621] = 3,
    ACTIONS(910), 1,
      anon_sym__,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(908), 3,
      anon_sym_DOTptr,
      sym_identifier,
      sym_register,
  [10634] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    ACTIONS(912), 1,
      anon_sym_SEMI,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10651] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    ACTIONS(914), 1,
      anon_sym_SEMI,
    STATE(319), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10668] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    ACTIONS(916), 1,
      anon_sym_SEMI,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10685] = 4,
    ACTIONS(209), 1,
      anon_sym__,
    STATE(352), 1,
      sym_sink,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(918), 2,
      sym_identifier,
      sym_register,
  [10700] = 3,
    ACTIONS(920), 1,
      anon_sym_PIPE,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(516), 3,
      anon_sym_COMMA,
      anon_sym_SEMI,
      anon_sym_RBRACK,
  [10713] = 3,
    ACTIONS(924), 1,
      anon_sym__,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(922), 3,
      anon_sym_DOTptr,
      sym_identifier,
      sym_register,
  [10726] = 5,
    ACTIONS(662), 1,
      sym__dotted_word,
    ACTIONS(926), 1,
      anon_sym_SEMI,
    STATE(262), 1,
      aux_sym__function_header_repeat1,
    STATE(346), 1,
      sym_performance_directive,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10743] = 3,
    ACTIONS(605), 1,
      anon_sym__,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(607), 3,
      anon_sym_DOTptr,
      sym_identifier,
      sym_register,
  [10756] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(928), 4,
      anon_sym_COMMA,
      anon_sym_LBRACE,
      anon_sym_SEMI,
      sym__dotted_word,
  [10767] = 4,
    STATE(223), 1,
      sym_parameterized_name,
    STATE(348), 1,
      sym_declarator,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(890), 2,
      sym_identifier,
      sym_register,
  [10782] = 5,
    ACTIONS(680), 1,
      anon_sym_LT,
    ACTIONS(881), 1,
      anon_sym_COMMA,
    ACTIONS(930), 1,
      anon_sym_SEMI,
    STATE(340), 1,
      aux_sym_branchtargets_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10799] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(932), 3,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_SEMI,
  [10809] = 4,
    ACTIONS(524), 1,
      anon_sym_COMMA,
    ACTIONS(934), 1,
      anon_sym_SEMI,
    STATE(367), 1,
      aux_sym_operand_list_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10823] = 4,
    ACTIONS(936), 1,
      anon_sym_COMMA,
    ACTIONS(938), 1,
      anon_sym_RPAREN,
    STATE(349), 1,
      aux_sym_parameter_list_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10837] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(266), 3,
      anon_sym_RBRACE,
      sym__dotted_word,
      sym_identifier,
  [10847] = 4,
    ACTIONS(940), 1,
      anon_sym_COMMA,
    ACTIONS(942), 1,
      anon_sym_SEMI,
    STATE(330), 1,
      aux_sym_variable_declaration_repeat2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10861] = 4,
    ACTIONS(642), 1,
      anon_sym_LPAREN,
    ACTIONS(944), 1,
      sym_identifier,
    STATE(395), 1,
      sym_argument_list,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10875] = 4,
    ACTIONS(946), 1,
      anon_sym_COMMA,
    ACTIONS(949), 1,
      anon_sym_SEMI,
    STATE(330), 1,
      aux_sym_variable_declaration_repeat2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10889] = 4,
    ACTIONS(940), 1,
      anon_sym_COMMA,
    ACTIONS(951), 1,
      anon_sym_SEMI,
    STATE(330), 1,
      aux_sym_variable_declaration_repeat2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10903] = 4,
    ACTIONS(940), 1,
      anon_sym_COMMA,
    ACTIONS(953), 1,
      anon_sym_SEMI,
    STATE(330), 1,
      aux_sym_variable_declaration_repeat2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10917] = 4,
    ACTIONS(512), 1,
      anon_sym_COMMA,
    ACTIONS(955), 1,
      anon_sym_RPAREN,
    STATE(353), 1,
      aux_sym_attribute_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10931] = 4,
    ACTIONS(536), 1,
      anon_sym_RPAREN,
    ACTIONS(957), 1,
      anon_sym_COMMA,
    STATE(334), 1,
      aux_sym_argument_list_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10945] = 4,
    ACTIONS(642), 1,
      anon_sym_LPAREN,
    ACTIONS(960), 1,
      sym_identifier,
    STATE(411), 1,
      sym_argument_list,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10959] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(962), 3,
      anon_sym_COMMA,
      anon_sym_SEMI,
      anon_sym_RBRACK,
  [10969] = 4,
    ACTIONS(538), 1,
      anon_sym_RBRACE,
    ACTIONS(964), 1,
      anon_sym_COMMA,
    STATE(337), 1,
      aux_sym_vector_operand_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10983] = 4,
    ACTIONS(528), 1,
      anon_sym_COMMA,
    ACTIONS(530), 1,
      anon_sym_RBRACE,
    STATE(375), 1,
      aux_sym_vector_operand_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [10997] = 4,
    ACTIONS(967), 1,
      sym_identifier,
    ACTIONS(969), 1,
      sym_register,
    STATE(387), 1,
      sym_parameterized_name,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11011] = 4,
    ACTIONS(881), 1,
      anon_sym_COMMA,
    ACTIONS(971), 1,
      anon_sym_SEMI,
    STATE(361), 1,
      aux_sym_branchtargets_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11025] = 4,
    ACTIONS(881), 1,
      anon_sym_COMMA,
    ACTIONS(973), 1,
      anon_sym_SEMI,
    STATE(361), 1,
      aux_sym_branchtargets_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11039] = 4,
    ACTIONS(975), 1,
      anon_sym_COMMA,
    ACTIONS(978), 1,
      anon_sym_SEMI,
    STATE(342), 1,
      aux_sym_pragma_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11053] = 4,
    ACTIONS(881), 1,
      anon_sym_COMMA,
    ACTIONS(980), 1,
      anon_sym_SEMI,
    STATE(361), 1,
      aux_sym_branchtargets_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11067] = 4,
    ACTIONS(881), 1,
      anon_sym_COMMA,
    ACTIONS(982), 1,
      anon_sym_SEMI,
    STATE(361), 1,
      aux_sym_branchtargets_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11081] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(984), 3,
      anon_sym_COMMA,
      anon_sym_SEMI,
      anon_sym_RBRACK,
  [11091] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(986), 3,
      anon_sym_LBRACE,
      anon_sym_SEMI,
      sym__dotted_word,
  [11101] = 4,
    ACTIONS(940), 1,
      anon_sym_COMMA,
    ACTIONS(988), 1,
      anon_sym_SEMI,
    STATE(330), 1,
      aux_sym_variable_declaration_repeat2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11115] = 4,
    ACTIONS(940), 1,
      anon_sym_COMMA,
    ACTIONS(990), 1,
      anon_sym_SEMI,
    STATE(328), 1,
      aux_sym_variable_declaration_repeat2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11129] = 4,
    ACTIONS(936), 1,
      anon_sym_COMMA,
    ACTIONS(992), 1,
      anon_sym_RPAREN,
    STATE(363), 1,
      aux_sym_parameter_list_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11143] = 4,
    ACTIONS(522), 1,
      anon_sym_RBRACE,
    ACTIONS(994), 1,
      anon_sym_COMMA,
    STATE(365), 1,
      aux_sym_initializer_list_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11157] = 4,
    ACTIONS(940), 1,
      anon_sym_COMMA,
    ACTIONS(996), 1,
      anon_sym_SEMI,
    STATE(332), 1,
      aux_sym_variable_declaration_repeat2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11171] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(998), 3,
      anon_sym_COMMA,
      anon_sym_SEMI,
      anon_sym_RBRACK,
  [11181] = 4,
    ACTIONS(1000), 1,
      anon_sym_COMMA,
    ACTIONS(1003), 1,
      anon_sym_RPAREN,
    STATE(353), 1,
      aux_sym_attribute_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11195] = 4,
    ACTIONS(969), 1,
      sym_register,
    ACTIONS(1005), 1,
      sym_identifier,
    STATE(380), 1,
      sym_parameterized_name,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11209] = 3,
    ACTIONS(1009), 1,
      anon_sym_LPAREN,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1007), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [11221] = 4,
    ACTIONS(1011), 1,
      anon_sym_COMMA,
    ACTIONS(1013), 1,
      anon_sym_RPAREN,
    STATE(378), 1,
      aux_sym_attribute_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11235] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(888), 3,
      anon_sym_COMMA,
      anon_sym_SEMI,
      anon_sym_RBRACK,
  [11245] = 4,
    ACTIONS(1015), 1,
      anon_sym_COMMA,
    ACTIONS(1017), 1,
      anon_sym_SEMI,
    STATE(342), 1,
      aux_sym_pragma_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11259] = 3,
    ACTIONS(680), 1,
      anon_sym_LT,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1019), 2,
      anon_sym_COMMA,
      anon_sym_SEMI,
  [11271] = 4,
    ACTIONS(969), 1,
      sym_register,
    ACTIONS(1021), 1,
      sym_identifier,
    STATE(382), 1,
      sym_parameterized_name,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11285] = 4,
    ACTIONS(1023), 1,
      anon_sym_COMMA,
    ACTIONS(1026), 1,
      anon_sym_SEMI,
    STATE(361), 1,
      aux_sym_branchtargets_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11299] = 4,
    ACTIONS(940), 1,
      anon_sym_COMMA,
    ACTIONS(1028), 1,
      anon_sym_SEMI,
    STATE(331), 1,
      aux_sym_variable_declaration_repeat2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11313] = 4,
    ACTIONS(1030), 1,
      anon_sym_COMMA,
    ACTIONS(1033), 1,
      anon_sym_RPAREN,
    STATE(363), 1,
      aux_sym_parameter_list_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11327] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1035), 3,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_SEMI,
  [11337] = 4,
    ACTIONS(540), 1,
      anon_sym_RBRACE,
    ACTIONS(1037), 1,
      anon_sym_COMMA,
    STATE(365), 1,
      aux_sym_initializer_list_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11351] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1040), 3,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_SEMI,
  [11361] = 4,
    ACTIONS(524), 1,
      anon_sym_COMMA,
    ACTIONS(1042), 1,
      anon_sym_SEMI,
    STATE(301), 1,
      aux_sym_operand_list_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11375] = 4,
    ACTIONS(1044), 1,
      anon_sym_COMMA,
    ACTIONS(1047), 1,
      anon_sym_RPAREN,
    STATE(368), 1,
      aux_sym_attribute_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11389] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1049), 3,
      anon_sym_COMMA,
      anon_sym_RBRACE,
      anon_sym_SEMI,
  [11399] = 4,
    ACTIONS(660), 1,
      anon_sym_LPAREN,
    ACTIONS(1051), 1,
      sym_identifier,
    STATE(444), 1,
      sym_parameter_list,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11413] = 4,
    ACTIONS(940), 1,
      anon_sym_COMMA,
    ACTIONS(1053), 1,
      anon_sym_SEMI,
    STATE(347), 1,
      aux_sym_variable_declaration_repeat2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11427] = 4,
    ACTIONS(532), 1,
      anon_sym_COMMA,
    ACTIONS(1055), 1,
      anon_sym_RPAREN,
    STATE(334), 1,
      aux_sym_argument_list_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11441] = 4,
    ACTIONS(78), 1,
      anon_sym_LBRACE,
    ACTIONS(1057), 1,
      anon_sym_SEMI,
    STATE(36), 1,
      sym_block,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11455] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1059), 3,
      anon_sym_COMMA,
      anon_sym_SEMI,
      anon_sym_RBRACK,
  [11465] = 4,
    ACTIONS(528), 1,
      anon_sym_COMMA,
    ACTIONS(1061), 1,
      anon_sym_RBRACE,
    STATE(337), 1,
      aux_sym_vector_operand_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11479] = 4,
    ACTIONS(1015), 1,
      anon_sym_COMMA,
    ACTIONS(1063), 1,
      anon_sym_SEMI,
    STATE(358), 1,
      aux_sym_pragma_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11493] = 4,
    ACTIONS(518), 1,
      anon_sym_COMMA,
    ACTIONS(520), 1,
      anon_sym_RBRACE,
    STATE(350), 1,
      aux_sym_initializer_list_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11507] = 4,
    ACTIONS(1011), 1,
      anon_sym_COMMA,
    ACTIONS(1065), 1,
      anon_sym_RPAREN,
    STATE(368), 1,
      aux_sym_attribute_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11521] = 4,
    ACTIONS(660), 1,
      anon_sym_LPAREN,
    ACTIONS(1067), 1,
      sym_identifier,
    STATE(437), 1,
      sym_parameter_list,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11535] = 4,
    ACTIONS(881), 1,
      anon_sym_COMMA,
    ACTIONS(930), 1,
      anon_sym_SEMI,
    STATE(341), 1,
      aux_sym_branchtargets_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11549] = 3,
    ACTIONS(1071), 1,
      anon_sym_BANG,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1069), 2,
      sym_identifier,
      sym_register,
  [11561] = 4,
    ACTIONS(881), 1,
      anon_sym_COMMA,
    ACTIONS(883), 1,
      anon_sym_SEMI,
    STATE(344), 1,
      aux_sym_branchtargets_directive_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11575] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1073), 3,
      anon_sym_COMMA,
      anon_sym_SEMI,
      anon_sym_RBRACK,
  [11585] = 3,
    ACTIONS(504), 1,
      anon_sym_COMMA,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1075), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
  [11597] = 4,
    ACTIONS(524), 1,
      anon_sym_COMMA,
    ACTIONS(1077), 1,
      anon_sym_RBRACK,
    STATE(301), 1,
      aux_sym_operand_list_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11611] = 4,
    ACTIONS(660), 1,
      anon_sym_LPAREN,
    ACTIONS(1079), 1,
      anon_sym__,
    STATE(455), 1,
      sym_parameter_list,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11625] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1019), 2,
      anon_sym_COMMA,
      anon_sym_SEMI,
  [11634] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(542), 2,
      anon_sym_COMMA,
      anon_sym_SEMI,
  [11643] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(542), 2,
      anon_sym_COMMA,
      anon_sym_SEMI,
  [11652] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(538), 2,
      anon_sym_COMMA,
      anon_sym_RBRACE,
  [11661] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1081), 2,
      anon_sym_COMMA,
      anon_sym_SEMI,
  [11670] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1083), 2,
      sym_identifier,
      sym_register,
  [11679] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1085), 2,
      anon_sym_COMMA,
      anon_sym_SEMI,
  [11688] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1087), 2,
      anon_sym_call,
      sym_identifier,
  [11697] = 3,
    ACTIONS(1089), 1,
      anon_sym_COMMA,
    ACTIONS(1091), 1,
      anon_sym_SEMI,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11708] = 3,
    ACTIONS(1093), 1,
      anon_sym_COMMA,
    ACTIONS(1095), 1,
      anon_sym_SEMI,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11719] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1097), 2,
      anon_sym_COMMA,
      anon_sym_SEMI,
  [11728] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(546), 2,
      anon_sym_COMMA,
      anon_sym_SEMI,
  [11737] = 3,
    ACTIONS(1099), 1,
      sym_identifier,
    ACTIONS(1101), 1,
      anon_sym_call,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11748] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1103), 2,
      sym_identifier,
      sym_register,
  [11757] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1105), 2,
      anon_sym_call,
      sym_identifier,
  [11766] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1107), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [11775] = 3,
    ACTIONS(1109), 1,
      sym__dotted_word,
    STATE(413), 1,
      sym_attribute,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11786] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1111), 2,
      anon_sym_COMMA,
      anon_sym_SEMI,
  [11795] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1033), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [11804] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1113), 2,
      anon_sym_COMMA,
      anon_sym_SEMI,
  [11813] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(540), 2,
      anon_sym_COMMA,
      anon_sym_RBRACE,
  [11822] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1115), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [11831] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1117), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [11840] = 3,
    ACTIONS(1109), 1,
      sym__dotted_word,
    STATE(356), 1,
      sym_attribute,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11851] = 3,
    ACTIONS(1119), 1,
      anon_sym_COMMA,
    ACTIONS(1121), 1,
      anon_sym_SEMI,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11862] = 3,
    ACTIONS(1123), 1,
      anon_sym_COMMA,
    ACTIONS(1125), 1,
      anon_sym_SEMI,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11873] = 2,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
    ACTIONS(1047), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
  [11882] = 2,
    ACTIONS(1127), 1,
      sym_integer_literal,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11890] = 2,
    ACTIONS(1129), 1,
      anon_sym_SEMI,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11898] = 2,
    ACTIONS(1131), 1,
      sym_identifier,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11906] = 2,
    ACTIONS(1133), 1,
      sym_integer_literal,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11914] = 2,
    ACTIONS(1135), 1,
      sym_identifier,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11922] = 2,
    ACTIONS(1137), 1,
      sym_identifier,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11930] = 2,
    ACTIONS(1139), 1,
      sym_section_name,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11938] = 2,
    ACTIONS(1141), 1,
      anon_sym_SEMI,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11946] = 2,
    ACTIONS(1143), 1,
      sym_integer_literal,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11954] = 2,
    ACTIONS(1145), 1,
      sym_identifier,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11962] = 2,
    ACTIONS(1147), 1,
      sym_string_literal,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11970] = 2,
    ACTIONS(1149), 1,
      sym_integer_literal,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11978] = 2,
    ACTIONS(1151), 1,
      anon_sym_SEMI,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11986] = 2,
    ACTIONS(1153), 1,
      sym_identifier,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [11994] = 2,
    ACTIONS(1155), 1,
      sym_integer_literal,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12002] = 2,
    ACTIONS(1157), 1,
      anon_sym_SEMI,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12010] = 2,
    ACTIONS(1159), 1,
      anon_sym_COMMA,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12018] = 2,
    ACTIONS(1161), 1,
      anon_sym_inlined_at,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12026] = 2,
    ACTIONS(1163), 1,
      sym_integer_literal,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12034] = 2,
    ACTIONS(520), 1,
      anon_sym_RBRACE,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12042] = 2,
    ACTIONS(1165), 1,
      anon_sym_RPAREN,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12050] = 2,
    ACTIONS(1167), 1,
      sym_integer_literal,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12058] = 2,
    ACTIONS(1169), 1,
      anon_sym_SEMI,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12066] = 2,
    ACTIONS(1171), 1,
      sym_identifier,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12074] = 2,
    ACTIONS(1173), 1,
      anon_sym_COMMA,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12082] = 2,
    ACTIONS(1175), 1,
      anon_sym_SEMI,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12090] = 2,
    ACTIONS(1177), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12098] = 2,
    ACTIONS(1179), 1,
      anon_sym_SEMI,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12106] = 2,
    ACTIONS(1181), 1,
      sym_integer_literal,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12114] = 2,
    ACTIONS(1183), 1,
      anon_sym_SEMI,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12122] = 2,
    ACTIONS(1185), 1,
      sym_identifier,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12130] = 2,
    ACTIONS(1187), 1,
      sym_string_literal,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12138] = 2,
    ACTIONS(1189), 1,
      anon_sym_SEMI,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12146] = 2,
    ACTIONS(1191), 1,
      sym_version_number,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12154] = 2,
    ACTIONS(1193), 1,
      anon_sym_LBRACE,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12162] = 2,
    ACTIONS(1195), 1,
      sym_identifier,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12170] = 2,
    ACTIONS(1197), 1,
      sym_string_literal,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12178] = 2,
    ACTIONS(1199), 1,
      sym_integer_literal,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12186] = 2,
    ACTIONS(1201), 1,
      anon_sym_COMMA,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12194] = 2,
    ACTIONS(1203), 1,
      anon_sym_COLON,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12202] = 2,
    ACTIONS(1205), 1,
      anon_sym_GT,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12210] = 2,
    ACTIONS(1207), 1,
      anon_sym__,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12218] = 2,
    ACTIONS(1209), 1,
      sym_integer_literal,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12226] = 2,
    ACTIONS(680), 1,
      anon_sym_LT,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12234] = 2,
    ACTIONS(1211), 1,
      anon_sym_SEMI,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12242] = 2,
    ACTIONS(1213), 1,
      anon_sym_LPAREN,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12250] = 2,
    ACTIONS(1215), 1,
      sym_identifier,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12258] = 2,
    ACTIONS(1217), 1,
      sym_integer_literal,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12266] = 2,
    ACTIONS(1219), 1,
      sym_integer_literal,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12274] = 2,
    ACTIONS(1221), 1,
      anon_sym_COMMA,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12282] = 2,
    ACTIONS(1223), 1,
      sym_identifier,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12290] = 2,
    ACTIONS(1225), 1,
      anon_sym_function_name,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12298] = 2,
    ACTIONS(1227), 1,
      anon_sym_RPAREN,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12306] = 2,
    ACTIONS(1229), 1,
      sym_integer_literal,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12314] = 2,
    ACTIONS(1231), 1,
      sym_integer_literal,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12322] = 2,
    ACTIONS(1233), 1,
      anon_sym_LPAREN,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12330] = 2,
    ACTIONS(1235), 1,
      sym_integer_literal,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
  [12338] = 2,
    ACTIONS(1237), 1,
      anon_sym_SEMI,
    ACTIONS(3), 2,
      sym_comment,
      sym_preprocessor_line,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 87,
  [SMALL_STATE(4)] = 174,
  [SMALL_STATE(5)] = 255,
  [SMALL_STATE(6)] = 336,
  [SMALL_STATE(7)] = 417,
  [SMALL_STATE(8)] = 463,
  [SMALL_STATE(9)] = 509,
  [SMALL_STATE(10)] = 552,
  [SMALL_STATE(11)] = 595,
  [SMALL_STATE(12)] = 638,
  [SMALL_STATE(13)] = 681,
  [SMALL_STATE(14)] = 724,
  [SMALL_STATE(15)] = 767,
  [SMALL_STATE(16)] = 810,
  [SMALL_STATE(17)] = 853,
  [SMALL_STATE(18)] = 896,
  [SMALL_STATE(19)] = 939,
  [SMALL_STATE(20)] = 982,
  [SMALL_STATE(21)] = 1025,
  [SMALL_STATE(22)] = 1068,
  [SMALL_STATE(23)] = 1111,
  [SMALL_STATE(24)] = 1154,
  [SMALL_STATE(25)] = 1232,
  [SMALL_STATE(26)] = 1307,
  [SMALL_STATE(27)] = 1382,
  [SMALL_STATE(28)] = 1457,
  [SMALL_STATE(29)] = 1501,
  [SMALL_STATE(30)] = 1545,
  [SMALL_STATE(31)] = 1589,
  [SMALL_STATE(32)] = 1628,
  [SMALL_STATE(33)] = 1669,
  [SMALL_STATE(34)] = 1707,
  [SMALL_STATE(35)] = 1751,
  [SMALL_STATE(36)] = 1789,
  [SMALL_STATE(37)] = 1827,
  [SMALL_STATE(38)] = 1865,
  [SMALL_STATE(39)] = 1903,
  [SMALL_STATE(40)] = 1941,
  [SMALL_STATE(41)] = 1979,
  [SMALL_STATE(42)] = 2042,
  [SMALL_STATE(43)] = 2081,
  [SMALL_STATE(44)] = 2117,
  [SMALL_STATE(45)] = 2153,
  [SMALL_STATE(46)] = 2189,
  [SMALL_STATE(47)] = 2225,
  [SMALL_STATE(48)] = 2261,
  [SMALL_STATE(49)] = 2297,
  [SMALL_STATE(50)] = 2333,
  [SMALL_STATE(51)] = 2369,
  [SMALL_STATE(52)] = 2405,
  [SMALL_STATE(53)] = 2440,
  [SMALL_STATE(54)] = 2475,
  [SMALL_STATE(55)] = 2510,
  [SMALL_STATE(56)] = 2545,
  [SMALL_STATE(57)] = 2580,
  [SMALL_STATE(58)] = 2615,
  [SMALL_STATE(59)] = 2650,
  [SMALL_STATE(60)] = 2685,
  [SMALL_STATE(61)] = 2720,
  [SMALL_STATE(62)] = 2755,
  [SMALL_STATE(63)] = 2790,
  [SMALL_STATE(64)] = 2825,
  [SMALL_STATE(65)] = 2860,
  [SMALL_STATE(66)] = 2895,
  [SMALL_STATE(67)] = 2930,
  [SMALL_STATE(68)] = 2965,
  [SMALL_STATE(69)] = 3000,
  [SMALL_STATE(70)] = 3035,
  [SMALL_STATE(71)] = 3070,
  [SMALL_STATE(72)] = 3105,
  [SMALL_STATE(73)] = 3140,
  [SMALL_STATE(74)] = 3175,
  [SMALL_STATE(75)] = 3210,
  [SMALL_STATE(76)] = 3245,
  [SMALL_STATE(77)] = 3280,
  [SMALL_STATE(78)] = 3315,
  [SMALL_STATE(79)] = 3350,
  [SMALL_STATE(80)] = 3387,
  [SMALL_STATE(81)] = 3439,
  [SMALL_STATE(82)] = 3491,
  [SMALL_STATE(83)] = 3529,
  [SMALL_STATE(84)] = 3571,
  [SMALL_STATE(85)] = 3617,
  [SMALL_STATE(86)] = 3671,
  [SMALL_STATE(87)] = 3721,
  [SMALL_STATE(88)] = 3779,
  [SMALL_STATE(89)] = 3827,
  [SMALL_STATE(90)] = 3867,
  [SMALL_STATE(91)] = 3902,
  [SMALL_STATE(92)] = 3952,
  [SMALL_STATE(93)] = 4008,
  [SMALL_STATE(94)] = 4060,
  [SMALL_STATE(95)] = 4112,
  [SMALL_STATE(96)] = 4166,
  [SMALL_STATE(97)] = 4202,
  [SMALL_STATE(98)] = 4258,
  [SMALL_STATE(99)] = 4314,
  [SMALL_STATE(100)] = 4366,
  [SMALL_STATE(101)] = 4402,
  [SMALL_STATE(102)] = 4442,
  [SMALL_STATE(103)] = 4478,
  [SMALL_STATE(104)] = 4530,
  [SMALL_STATE(105)] = 4580,
  [SMALL_STATE(106)] = 4628,
  [SMALL_STATE(107)] = 4674,
  [SMALL_STATE(108)] = 4718,
  [SMALL_STATE(109)] = 4756,
  [SMALL_STATE(110)] = 4807,
  [SMALL_STATE(111)] = 4866,
  [SMALL_STATE(112)] = 4921,
  [SMALL_STATE(113)] = 4980,
  [SMALL_STATE(114)] = 5031,
  [SMALL_STATE(115)] = 5090,
  [SMALL_STATE(116)] = 5149,
  [SMALL_STATE(117)] = 5208,
  [SMALL_STATE(118)] = 5256,
  [SMALL_STATE(119)] = 5310,
  [SMALL_STATE(120)] = 5364,
  [SMALL_STATE(121)] = 5412,
  [SMALL_STATE(122)] = 5466,
  [SMALL_STATE(123)] = 5514,
  [SMALL_STATE(124)] = 5562,
  [SMALL_STATE(125)] = 5616,
  [SMALL_STATE(126)] = 5664,
  [SMALL_STATE(127)] = 5712,
  [SMALL_STATE(128)] = 5766,
  [SMALL_STATE(129)] = 5820,
  [SMALL_STATE(130)] = 5874,
  [SMALL_STATE(131)] = 5922,
  [SMALL_STATE(132)] = 5970,
  [SMALL_STATE(133)] = 6023,
  [SMALL_STATE(134)] = 6068,
  [SMALL_STATE(135)] = 6113,
  [SMALL_STATE(136)] = 6166,
  [SMALL_STATE(137)] = 6219,
  [SMALL_STATE(138)] = 6272,
  [SMALL_STATE(139)] = 6325,
  [SMALL_STATE(140)] = 6370,
  [SMALL_STATE(141)] = 6423,
  [SMALL_STATE(142)] = 6476,
  [SMALL_STATE(143)] = 6529,
  [SMALL_STATE(144)] = 6571,
  [SMALL_STATE(145)] = 6613,
  [SMALL_STATE(146)] = 6655,
  [SMALL_STATE(147)] = 6697,
  [SMALL_STATE(148)] = 6739,
  [SMALL_STATE(149)] = 6781,
  [SMALL_STATE(150)] = 6823,
  [SMALL_STATE(151)] = 6865,
  [SMALL_STATE(152)] = 6907,
  [SMALL_STATE(153)] = 6949,
  [SMALL_STATE(154)] = 6991,
  [SMALL_STATE(155)] = 7033,
  [SMALL_STATE(156)] = 7075,
  [SMALL_STATE(157)] = 7117,
  [SMALL_STATE(158)] = 7159,
  [SMALL_STATE(159)] = 7201,
  [SMALL_STATE(160)] = 7243,
  [SMALL_STATE(161)] = 7285,
  [SMALL_STATE(162)] = 7327,
  [SMALL_STATE(163)] = 7369,
  [SMALL_STATE(164)] = 7411,
  [SMALL_STATE(165)] = 7453,
  [SMALL_STATE(166)] = 7495,
  [SMALL_STATE(167)] = 7537,
  [SMALL_STATE(168)] = 7579,
  [SMALL_STATE(169)] = 7621,
  [SMALL_STATE(170)] = 7663,
  [SMALL_STATE(171)] = 7705,
  [SMALL_STATE(172)] = 7747,
  [SMALL_STATE(173)] = 7789,
  [SMALL_STATE(174)] = 7831,
  [SMALL_STATE(175)] = 7873,
  [SMALL_STATE(176)] = 7915,
  [SMALL_STATE(177)] = 7953,
  [SMALL_STATE(178)] = 7995,
  [SMALL_STATE(179)] = 8037,
  [SMALL_STATE(180)] = 8079,
  [SMALL_STATE(181)] = 8108,
  [SMALL_STATE(182)] = 8136,
  [SMALL_STATE(183)] = 8160,
  [SMALL_STATE(184)] = 8190,
  [SMALL_STATE(185)] = 8217,
  [SMALL_STATE(186)] = 8240,
  [SMALL_STATE(187)] = 8264,
  [SMALL_STATE(188)] = 8286,
  [SMALL_STATE(189)] = 8320,
  [SMALL_STATE(190)] = 8354,
  [SMALL_STATE(191)] = 8388,
  [SMALL_STATE(192)] = 8422,
  [SMALL_STATE(193)] = 8453,
  [SMALL_STATE(194)] = 8481,
  [SMALL_STATE(195)] = 8509,
  [SMALL_STATE(196)] = 8526,
  [SMALL_STATE(197)] = 8553,
  [SMALL_STATE(198)] = 8570,
  [SMALL_STATE(199)] = 8597,
  [SMALL_STATE(200)] = 8624,
  [SMALL_STATE(201)] = 8651,
  [SMALL_STATE(202)] = 8676,
  [SMALL_STATE(203)] = 8700,
  [SMALL_STATE(204)] = 8724,
  [SMALL_STATE(205)] = 8748,
  [SMALL_STATE(206)] = 8774,
  [SMALL_STATE(207)] = 8798,
  [SMALL_STATE(208)] = 8822,
  [SMALL_STATE(209)] = 8844,
  [SMALL_STATE(210)] = 8868,
  [SMALL_STATE(211)] = 8892,
  [SMALL_STATE(212)] = 8916,
  [SMALL_STATE(213)] = 8942,
  [SMALL_STATE(214)] = 8966,
  [SMALL_STATE(215)] = 8988,
  [SMALL_STATE(216)] = 9010,
  [SMALL_STATE(217)] = 9036,
  [SMALL_STATE(218)] = 9050,
  [SMALL_STATE(219)] = 9070,
  [SMALL_STATE(220)] = 9094,
  [SMALL_STATE(221)] = 9117,
  [SMALL_STATE(222)] = 9130,
  [SMALL_STATE(223)] = 9143,
  [SMALL_STATE(224)] = 9164,
  [SMALL_STATE(225)] = 9185,
  [SMALL_STATE(226)] = 9206,
  [SMALL_STATE(227)] = 9219,
  [SMALL_STATE(228)] = 9242,
  [SMALL_STATE(229)] = 9255,
  [SMALL_STATE(230)] = 9268,
  [SMALL_STATE(231)] = 9283,
  [SMALL_STATE(232)] = 9296,
  [SMALL_STATE(233)] = 9315,
  [SMALL_STATE(234)] = 9336,
  [SMALL_STATE(235)] = 9354,
  [SMALL_STATE(236)] = 9372,
  [SMALL_STATE(237)] = 9388,
  [SMALL_STATE(238)] = 9406,
  [SMALL_STATE(239)] = 9424,
  [SMALL_STATE(240)] = 9442,
  [SMALL_STATE(241)] = 9460,
  [SMALL_STATE(242)] = 9478,
  [SMALL_STATE(243)] = 9496,
  [SMALL_STATE(244)] = 9514,
  [SMALL_STATE(245)] = 9532,
  [SMALL_STATE(246)] = 9550,
  [SMALL_STATE(247)] = 9568,
  [SMALL_STATE(248)] = 9586,
  [SMALL_STATE(249)] = 9604,
  [SMALL_STATE(250)] = 9622,
  [SMALL_STATE(251)] = 9640,
  [SMALL_STATE(252)] = 9654,
  [SMALL_STATE(253)] = 9666,
  [SMALL_STATE(254)] = 9684,
  [SMALL_STATE(255)] = 9696,
  [SMALL_STATE(256)] = 9714,
  [SMALL_STATE(257)] = 9732,
  [SMALL_STATE(258)] = 9750,
  [SMALL_STATE(259)] = 9768,
  [SMALL_STATE(260)] = 9786,
  [SMALL_STATE(261)] = 9802,
  [SMALL_STATE(262)] = 9820,
  [SMALL_STATE(263)] = 9838,
  [SMALL_STATE(264)] = 9856,
  [SMALL_STATE(265)] = 9874,
  [SMALL_STATE(266)] = 9892,
  [SMALL_STATE(267)] = 9910,
  [SMALL_STATE(268)] = 9928,
  [SMALL_STATE(269)] = 9948,
  [SMALL_STATE(270)] = 9966,
  [SMALL_STATE(271)] = 9984,
  [SMALL_STATE(272)] = 9996,
  [SMALL_STATE(273)] = 10008,
  [SMALL_STATE(274)] = 10024,
  [SMALL_STATE(275)] = 10040,
  [SMALL_STATE(276)] = 10058,
  [SMALL_STATE(277)] = 10076,
  [SMALL_STATE(278)] = 10092,
  [SMALL_STATE(279)] = 10106,
  [SMALL_STATE(280)] = 10118,
  [SMALL_STATE(281)] = 10136,
  [SMALL_STATE(282)] = 10154,
  [SMALL_STATE(283)] = 10174,
  [SMALL_STATE(284)] = 10190,
  [SMALL_STATE(285)] = 10208,
  [SMALL_STATE(286)] = 10222,
  [SMALL_STATE(287)] = 10234,
  [SMALL_STATE(288)] = 10246,
  [SMALL_STATE(289)] = 10264,
  [SMALL_STATE(290)] = 10282,
  [SMALL_STATE(291)] = 10300,
  [SMALL_STATE(292)] = 10318,
  [SMALL_STATE(293)] = 10336,
  [SMALL_STATE(294)] = 10350,
  [SMALL_STATE(295)] = 10368,
  [SMALL_STATE(296)] = 10386,
  [SMALL_STATE(297)] = 10404,
  [SMALL_STATE(298)] = 10422,
  [SMALL_STATE(299)] = 10434,
  [SMALL_STATE(300)] = 10447,
  [SMALL_STATE(301)] = 10464,
  [SMALL_STATE(302)] = 10479,
  [SMALL_STATE(303)] = 10494,
  [SMALL_STATE(304)] = 10505,
  [SMALL_STATE(305)] = 10520,
  [SMALL_STATE(306)] = 10535,
  [SMALL_STATE(307)] = 10546,
  [SMALL_STATE(308)] = 10559,
  [SMALL_STATE(309)] = 10572,
  [SMALL_STATE(310)] = 10589,
  [SMALL_STATE(311)] = 10606,
  [SMALL_STATE(312)] = 10621,
  [SMALL_STATE(313)] = 10634,
  [SMALL_STATE(314)] = 10651,
  [SMALL_STATE(315)] = 10668,
  [SMALL_STATE(316)] = 10685,
  [SMALL_STATE(317)] = 10700,
  [SMALL_STATE(318)] = 10713,
  [SMALL_STATE(319)] = 10726,
  [SMALL_STATE(320)] = 10743,
  [SMALL_STATE(321)] = 10756,
  [SMALL_STATE(322)] = 10767,
  [SMALL_STATE(323)] = 10782,
  [SMALL_STATE(324)] = 10799,
  [SMALL_STATE(325)] = 10809,
  [SMALL_STATE(326)] = 10823,
  [SMALL_STATE(327)] = 10837,
  [SMALL_STATE(328)] = 10847,
  [SMALL_STATE(329)] = 10861,
  [SMALL_STATE(330)] = 10875,
  [SMALL_STATE(331)] = 10889,
  [SMALL_STATE(332)] = 10903,
  [SMALL_STATE(333)] = 10917,
  [SMALL_STATE(334)] = 10931,
  [SMALL_STATE(335)] = 10945,
  [SMALL_STATE(336)] = 10959,
  [SMALL_STATE(337)] = 10969,
  [SMALL_STATE(338)] = 10983,
  [SMALL_STATE(339)] = 10997,
  [SMALL_STATE(340)] = 11011,
  [SMALL_STATE(341)] = 11025,
  [SMALL_STATE(342)] = 11039,
  [SMALL_STATE(343)] = 11053,
  [SMALL_STATE(344)] = 11067,
  [SMALL_STATE(345)] = 11081,
  [SMALL_STATE(346)] = 11091,
  [SMALL_STATE(347)] = 11101,
  [SMALL_STATE(348)] = 11115,
  [SMALL_STATE(349)] = 11129,
  [SMALL_STATE(350)] = 11143,
  [SMALL_STATE(351)] = 11157,
  [SMALL_STATE(352)] = 11171,
  [SMALL_STATE(353)] = 11181,
  [SMALL_STATE(354)] = 11195,
  [SMALL_STATE(355)] = 11209,
  [SMALL_STATE(356)] = 11221,
  [SMALL_STATE(357)] = 11235,
  [SMALL_STATE(358)] = 11245,
  [SMALL_STATE(359)] = 11259,
  [SMALL_STATE(360)] = 11271,
  [SMALL_STATE(361)] = 11285,
  [SMALL_STATE(362)] = 11299,
  [SMALL_STATE(363)] = 11313,
  [SMALL_STATE(364)] = 11327,
  [SMALL_STATE(365)] = 11337,
  [SMALL_STATE(366)] = 11351,
  [SMALL_STATE(367)] = 11361,
  [SMALL_STATE(368)] = 11375,
  [SMALL_STATE(369)] = 11389,
  [SMALL_STATE(370)] = 11399,
  [SMALL_STATE(371)] = 11413,
  [SMALL_STATE(372)] = 11427,
  [SMALL_STATE(373)] = 11441,
  [SMALL_STATE(374)] = 11455,
  [SMALL_STATE(375)] = 11465,
  [SMALL_STATE(376)] = 11479,
  [SMALL_STATE(377)] = 11493,
  [SMALL_STATE(378)] = 11507,
  [SMALL_STATE(379)] = 11521,
  [SMALL_STATE(380)] = 11535,
  [SMALL_STATE(381)] = 11549,
  [SMALL_STATE(382)] = 11561,
  [SMALL_STATE(383)] = 11575,
  [SMALL_STATE(384)] = 11585,
  [SMALL_STATE(385)] = 11597,
  [SMALL_STATE(386)] = 11611,
  [SMALL_STATE(387)] = 11625,
  [SMALL_STATE(388)] = 11634,
  [SMALL_STATE(389)] = 11643,
  [SMALL_STATE(390)] = 11652,
  [SMALL_STATE(391)] = 11661,
  [SMALL_STATE(392)] = 11670,
  [SMALL_STATE(393)] = 11679,
  [SMALL_STATE(394)] = 11688,
  [SMALL_STATE(395)] = 11697,
  [SMALL_STATE(396)] = 11708,
  [SMALL_STATE(397)] = 11719,
  [SMALL_STATE(398)] = 11728,
  [SMALL_STATE(399)] = 11737,
  [SMALL_STATE(400)] = 11748,
  [SMALL_STATE(401)] = 11757,
  [SMALL_STATE(402)] = 11766,
  [SMALL_STATE(403)] = 11775,
  [SMALL_STATE(404)] = 11786,
  [SMALL_STATE(405)] = 11795,
  [SMALL_STATE(406)] = 11804,
  [SMALL_STATE(407)] = 11813,
  [SMALL_STATE(408)] = 11822,
  [SMALL_STATE(409)] = 11831,
  [SMALL_STATE(410)] = 11840,
  [SMALL_STATE(411)] = 11851,
  [SMALL_STATE(412)] = 11862,
  [SMALL_STATE(413)] = 11873,
  [SMALL_STATE(414)] = 11882,
  [SMALL_STATE(415)] = 11890,
  [SMALL_STATE(416)] = 11898,
  [SMALL_STATE(417)] = 11906,
  [SMALL_STATE(418)] = 11914,
  [SMALL_STATE(419)] = 11922,
  [SMALL_STATE(420)] = 11930,
  [SMALL_STATE(421)] = 11938,
  [SMALL_STATE(422)] = 11946,
  [SMALL_STATE(423)] = 11954,
  [SMALL_STATE(424)] = 11962,
  [SMALL_STATE(425)] = 11970,
  [SMALL_STATE(426)] = 11978,
  [SMALL_STATE(427)] = 11986,
  [SMALL_STATE(428)] = 11994,
  [SMALL_STATE(429)] = 12002,
  [SMALL_STATE(430)] = 12010,
  [SMALL_STATE(431)] = 12018,
  [SMALL_STATE(432)] = 12026,
  [SMALL_STATE(433)] = 12034,
  [SMALL_STATE(434)] = 12042,
  [SMALL_STATE(435)] = 12050,
  [SMALL_STATE(436)] = 12058,
  [SMALL_STATE(437)] = 12066,
  [SMALL_STATE(438)] = 12074,
  [SMALL_STATE(439)] = 12082,
  [SMALL_STATE(440)] = 12090,
  [SMALL_STATE(441)] = 12098,
  [SMALL_STATE(442)] = 12106,
  [SMALL_STATE(443)] = 12114,
  [SMALL_STATE(444)] = 12122,
  [SMALL_STATE(445)] = 12130,
  [SMALL_STATE(446)] = 12138,
  [SMALL_STATE(447)] = 12146,
  [SMALL_STATE(448)] = 12154,
  [SMALL_STATE(449)] = 12162,
  [SMALL_STATE(450)] = 12170,
  [SMALL_STATE(451)] = 12178,
  [SMALL_STATE(452)] = 12186,
  [SMALL_STATE(453)] = 12194,
  [SMALL_STATE(454)] = 12202,
  [SMALL_STATE(455)] = 12210,
  [SMALL_STATE(456)] = 12218,
  [SMALL_STATE(457)] = 12226,
  [SMALL_STATE(458)] = 12234,
  [SMALL_STATE(459)] = 12242,
  [SMALL_STATE(460)] = 12250,
  [SMALL_STATE(461)] = 12258,
  [SMALL_STATE(462)] = 12266,
  [SMALL_STATE(463)] = 12274,
  [SMALL_STATE(464)] = 12282,
  [SMALL_STATE(465)] = 12290,
  [SMALL_STATE(466)] = 12298,
  [SMALL_STATE(467)] = 12306,
  [SMALL_STATE(468)] = 12314,
  [SMALL_STATE(469)] = 12322,
  [SMALL_STATE(470)] = 12330,
  [SMALL_STATE(471)] = 12338,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0),
  [7] = {.entry = {.count = 1, .reusable = true}}, SHIFT(447),
  [9] = {.entry = {.count = 1, .reusable = true}}, SHIFT(423),
  [11] = {.entry = {.count = 1, .reusable = true}}, SHIFT(451),
  [13] = {.entry = {.count = 1, .reusable = true}}, SHIFT(456),
  [15] = {.entry = {.count = 1, .reusable = false}}, SHIFT(435),
  [17] = {.entry = {.count = 1, .reusable = true}}, SHIFT(420),
  [19] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [21] = {.entry = {.count = 1, .reusable = true}}, SHIFT(424),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(449),
  [25] = {.entry = {.count = 1, .reusable = true}}, SHIFT(282),
  [27] = {.entry = {.count = 1, .reusable = true}}, SHIFT(226),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(226),
  [31] = {.entry = {.count = 1, .reusable = true}}, SHIFT(185),
  [33] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1),
  [35] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2),
  [37] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(447),
  [40] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(423),
  [43] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(451),
  [46] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(456),
  [49] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(435),
  [52] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(420),
  [55] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(32),
  [58] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(424),
  [61] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(449),
  [64] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(282),
  [67] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(226),
  [70] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(226),
  [73] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(185),
  [76] = {.entry = {.count = 1, .reusable = false}}, SHIFT(24),
  [78] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [80] = {.entry = {.count = 1, .reusable = true}}, SHIFT(12),
  [82] = {.entry = {.count = 1, .reusable = true}}, SHIFT(51),
  [84] = {.entry = {.count = 1, .reusable = false}}, SHIFT(199),
  [86] = {.entry = {.count = 1, .reusable = false}}, SHIFT(381),
  [88] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_block_repeat1, 2), SHIFT_REPEAT(24),
  [91] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2), SHIFT_REPEAT(456),
  [94] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_block_repeat1, 2), SHIFT_REPEAT(435),
  [97] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2), SHIFT_REPEAT(6),
  [100] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2),
  [102] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2), SHIFT_REPEAT(51),
  [105] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2), SHIFT_REPEAT(424),
  [108] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2), SHIFT_REPEAT(226),
  [111] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_block_repeat1, 2), SHIFT_REPEAT(226),
  [114] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2), SHIFT_REPEAT(185),
  [117] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_block_repeat1, 2), SHIFT_REPEAT(199),
  [120] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_block_repeat1, 2), SHIFT_REPEAT(381),
  [123] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [125] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_loc_directive, 4, .production_id = 24),
  [127] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_loc_directive, 4, .production_id = 24),
  [129] = {.entry = {.count = 1, .reusable = true}}, SHIFT(465),
  [131] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_file_directive, 3, .production_id = 12),
  [133] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_file_directive, 3, .production_id = 12),
  [135] = {.entry = {.count = 1, .reusable = true}}, SHIFT(461),
  [137] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_variable_declaration, 6, .production_id = 102),
  [139] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_declaration, 6, .production_id = 102),
  [141] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pragma_directive, 4, .production_id = 26),
  [143] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_pragma_directive, 4, .production_id = 26),
  [145] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dwarf_directive, 2, .production_id = 4),
  [147] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dwarf_directive, 2, .production_id = 4),
  [149] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_block, 3),
  [151] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_block, 3),
  [153] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_variable_declaration, 4, .production_id = 43),
  [155] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_declaration, 4, .production_id = 43),
  [157] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_variable_declaration, 5, .production_id = 70),
  [159] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_declaration, 5, .production_id = 70),
  [161] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pragma_directive, 3, .production_id = 13),
  [163] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_pragma_directive, 3, .production_id = 13),
  [165] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_variable_declaration, 5, .production_id = 68),
  [167] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_declaration, 5, .production_id = 68),
  [169] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_variable_declaration, 6, .production_id = 103),
  [171] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_declaration, 6, .production_id = 103),
  [173] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_variable_declaration, 5, .production_id = 77),
  [175] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_declaration, 5, .production_id = 77),
  [177] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_block, 2),
  [179] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_block, 2),
  [181] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_variable_declaration, 6, .production_id = 97),
  [183] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_declaration, 6, .production_id = 97),
  [185] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_file_directive, 7, .production_id = 104),
  [187] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_file_directive, 7, .production_id = 104),
  [189] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_variable_declaration, 7, .production_id = 116),
  [191] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_declaration, 7, .production_id = 116),
  [193] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_loc_directive, 12, .production_id = 134),
  [195] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_loc_directive, 12, .production_id = 134),
  [197] = {.entry = {.count = 1, .reusable = false}}, SHIFT(102),
  [199] = {.entry = {.count = 1, .reusable = true}}, SHIFT(122),
  [201] = {.entry = {.count = 1, .reusable = true}}, SHIFT(173),
  [203] = {.entry = {.count = 1, .reusable = true}}, SHIFT(56),
  [205] = {.entry = {.count = 1, .reusable = true}}, SHIFT(126),
  [207] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
  [209] = {.entry = {.count = 1, .reusable = false}}, SHIFT(217),
  [211] = {.entry = {.count = 1, .reusable = true}}, SHIFT(174),
  [213] = {.entry = {.count = 1, .reusable = true}}, SHIFT(175),
  [215] = {.entry = {.count = 1, .reusable = true}}, SHIFT(182),
  [217] = {.entry = {.count = 1, .reusable = false}}, SHIFT(459),
  [219] = {.entry = {.count = 1, .reusable = true}}, SHIFT(102),
  [221] = {.entry = {.count = 1, .reusable = false}}, SHIFT(42),
  [223] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [225] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [227] = {.entry = {.count = 1, .reusable = true}}, SHIFT(55),
  [229] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [231] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_target_directive_repeat1, 2, .production_id = 23),
  [233] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_target_directive_repeat1, 2, .production_id = 23), SHIFT_REPEAT(427),
  [236] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_target_directive_repeat1, 2, .production_id = 23),
  [238] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_target_directive, 3, .production_id = 11),
  [240] = {.entry = {.count = 1, .reusable = true}}, SHIFT(427),
  [242] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_target_directive, 3, .production_id = 11),
  [244] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_target_directive, 2, .production_id = 2),
  [246] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_target_directive, 2, .production_id = 2),
  [248] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_target_directive_repeat1, 2, .production_id = 2),
  [250] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_target_directive_repeat1, 2, .production_id = 2),
  [252] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dwarf_directive, 1),
  [254] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dwarf_directive, 1),
  [256] = {.entry = {.count = 1, .reusable = false}}, SHIFT(11),
  [258] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [260] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_function_declaration, 2, .production_id = 6),
  [262] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_function_declaration, 2, .production_id = 6),
  [264] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_label, 2, .production_id = 20),
  [266] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_label, 2, .production_id = 20),
  [268] = {.entry = {.count = 1, .reusable = true}}, SHIFT(386),
  [270] = {.entry = {.count = 1, .reusable = true}}, SHIFT(354),
  [272] = {.entry = {.count = 1, .reusable = true}}, SHIFT(360),
  [274] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_version_directive, 2, .production_id = 1),
  [276] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_version_directive, 2, .production_id = 1),
  [278] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_function_definition, 2, .production_id = 7),
  [280] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_function_definition, 2, .production_id = 7),
  [282] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_section_directive, 5, .production_id = 25),
  [284] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_section_directive, 5, .production_id = 25),
  [286] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_section_directive, 4, .production_id = 25),
  [288] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_section_directive, 4, .production_id = 25),
  [290] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_address_size_directive, 2, .production_id = 3),
  [292] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_address_size_directive, 2, .production_id = 3),
  [294] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_alias_directive, 5, .production_id = 49),
  [296] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_alias_directive, 5, .production_id = 49),
  [298] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__expression, 1),
  [300] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__expression, 1),
  [302] = {.entry = {.count = 1, .reusable = true}}, SHIFT(179),
  [304] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_component_expression, 2, .production_id = 63),
  [306] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_component_expression, 2, .production_id = 63),
  [308] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_parenthesized_expression, 3),
  [310] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_parenthesized_expression, 3),
  [312] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_unary_expression, 2, .production_id = 61),
  [314] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_unary_expression, 2, .production_id = 61),
  [316] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_cast_expression, 4, .production_id = 110),
  [318] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_cast_expression, 4, .production_id = 110),
  [320] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_binary_expression, 3, .production_id = 92),
  [322] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_binary_expression, 3, .production_id = 92),
  [324] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_mask_expression, 4, .production_id = 113),
  [326] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_mask_expression, 4, .production_id = 113),
  [328] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_generic_expression, 4, .production_id = 112),
  [330] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_generic_expression, 4, .production_id = 112),
  [332] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_branchtargets_directive, 6, .production_id = 127),
  [334] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_branchtargets_directive, 6, .production_id = 127),
  [336] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__statement, 1),
  [338] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__statement, 1),
  [340] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 4, .production_id = 89),
  [342] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, .production_id = 89),
  [344] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 3, .production_id = 64),
  [346] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, .production_id = 64),
  [348] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 2, .production_id = 37),
  [350] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 2, .production_id = 37),
  [352] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 3, .production_id = 58),
  [354] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, .production_id = 58),
  [356] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_callprototype_directive, 5, .production_id = 20),
  [358] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_callprototype_directive, 5, .production_id = 20),
  [360] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_branchtargets_directive, 5, .production_id = 111),
  [362] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_branchtargets_directive, 5, .production_id = 111),
  [364] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_calltargets_directive, 5, .production_id = 111),
  [366] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_calltargets_directive, 5, .production_id = 111),
  [368] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 4, .production_id = 93),
  [370] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, .production_id = 93),
  [372] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 5, .production_id = 114),
  [374] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, .production_id = 114),
  [376] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 4, .production_id = 94),
  [378] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, .production_id = 94),
  [380] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_callprototype_directive, 6, .production_id = 124),
  [382] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_callprototype_directive, 6, .production_id = 124),
  [384] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_callprototype_directive, 6, .production_id = 125),
  [386] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_callprototype_directive, 6, .production_id = 125),
  [388] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_callprototype_directive, 6, .production_id = 126),
  [390] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_callprototype_directive, 6, .production_id = 126),
  [392] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_calltargets_directive, 6, .production_id = 127),
  [394] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_calltargets_directive, 6, .production_id = 127),
  [396] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_callprototype_directive, 7, .production_id = 129),
  [398] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_callprototype_directive, 7, .production_id = 129),
  [400] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_callprototype_directive, 7, .production_id = 130),
  [402] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_callprototype_directive, 7, .production_id = 130),
  [404] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_callprototype_directive, 7, .production_id = 131),
  [406] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_callprototype_directive, 7, .production_id = 131),
  [408] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_callprototype_directive, 8, .production_id = 133),
  [410] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_callprototype_directive, 8, .production_id = 133),
  [412] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 3, .production_id = 57),
  [414] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, .production_id = 57),
  [416] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [418] = {.entry = {.count = 1, .reusable = true}}, SHIFT(144),
  [420] = {.entry = {.count = 1, .reusable = false}}, SHIFT(145),
  [422] = {.entry = {.count = 1, .reusable = false}}, SHIFT(146),
  [424] = {.entry = {.count = 1, .reusable = true}}, SHIFT(149),
  [426] = {.entry = {.count = 1, .reusable = false}}, SHIFT(150),
  [428] = {.entry = {.count = 1, .reusable = true}}, SHIFT(151),
  [430] = {.entry = {.count = 1, .reusable = true}}, SHIFT(145),
  [432] = {.entry = {.count = 1, .reusable = true}}, SHIFT(152),
  [434] = {.entry = {.count = 1, .reusable = true}}, SHIFT(153),
  [436] = {.entry = {.count = 1, .reusable = false}}, SHIFT(153),
  [438] = {.entry = {.count = 1, .reusable = true}}, SHIFT(148),
  [440] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_conditional_expression, 5, .production_id = 128),
  [442] = {.entry = {.count = 1, .reusable = true}}, SHIFT(147),
  [444] = {.entry = {.count = 1, .reusable = true}}, SHIFT(154),
  [446] = {.entry = {.count = 1, .reusable = false}}, SHIFT(43),
  [448] = {.entry = {.count = 1, .reusable = true}}, SHIFT(161),
  [450] = {.entry = {.count = 1, .reusable = false}}, SHIFT(162),
  [452] = {.entry = {.count = 1, .reusable = true}}, SHIFT(166),
  [454] = {.entry = {.count = 1, .reusable = false}}, SHIFT(167),
  [456] = {.entry = {.count = 1, .reusable = true}}, SHIFT(168),
  [458] = {.entry = {.count = 1, .reusable = true}}, SHIFT(162),
  [460] = {.entry = {.count = 1, .reusable = true}}, SHIFT(169),
  [462] = {.entry = {.count = 1, .reusable = true}}, SHIFT(170),
  [464] = {.entry = {.count = 1, .reusable = false}}, SHIFT(170),
  [466] = {.entry = {.count = 1, .reusable = false}}, SHIFT(163),
  [468] = {.entry = {.count = 1, .reusable = true}}, SHIFT(164),
  [470] = {.entry = {.count = 1, .reusable = true}}, SHIFT(165),
  [472] = {.entry = {.count = 1, .reusable = true}}, SHIFT(156),
  [474] = {.entry = {.count = 1, .reusable = false}}, SHIFT(79),
  [476] = {.entry = {.count = 1, .reusable = true}}, SHIFT(384),
  [478] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [480] = {.entry = {.count = 1, .reusable = true}}, SHIFT(438),
  [482] = {.entry = {.count = 1, .reusable = false}}, SHIFT(90),
  [484] = {.entry = {.count = 1, .reusable = true}}, SHIFT(178),
  [486] = {.entry = {.count = 1, .reusable = true}}, SHIFT(230),
  [488] = {.entry = {.count = 1, .reusable = true}}, SHIFT(131),
  [490] = {.entry = {.count = 1, .reusable = true}}, SHIFT(90),
  [492] = {.entry = {.count = 1, .reusable = true}}, SHIFT(306),
  [494] = {.entry = {.count = 1, .reusable = true}}, SHIFT(433),
  [496] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [498] = {.entry = {.count = 1, .reusable = true}}, SHIFT(369),
  [500] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_negated_operand, 2, .production_id = 62),
  [502] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_section_offset_expression, 3, .production_id = 92),
  [504] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__section_value, 1),
  [506] = {.entry = {.count = 1, .reusable = true}}, SHIFT(274),
  [508] = {.entry = {.count = 1, .reusable = false}}, SHIFT(316),
  [510] = {.entry = {.count = 1, .reusable = true}}, SHIFT(366),
  [512] = {.entry = {.count = 1, .reusable = true}}, SHIFT(159),
  [514] = {.entry = {.count = 1, .reusable = true}}, SHIFT(402),
  [516] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operand, 1),
  [518] = {.entry = {.count = 1, .reusable = true}}, SHIFT(113),
  [520] = {.entry = {.count = 1, .reusable = true}}, SHIFT(324),
  [522] = {.entry = {.count = 1, .reusable = true}}, SHIFT(364),
  [524] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [526] = {.entry = {.count = 1, .reusable = true}}, SHIFT(383),
  [528] = {.entry = {.count = 1, .reusable = true}}, SHIFT(125),
  [530] = {.entry = {.count = 1, .reusable = true}}, SHIFT(374),
  [532] = {.entry = {.count = 1, .reusable = true}}, SHIFT(157),
  [534] = {.entry = {.count = 1, .reusable = true}}, SHIFT(393),
  [536] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_argument_list_repeat1, 2),
  [538] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_vector_operand_repeat1, 2),
  [540] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_initializer_list_repeat1, 2),
  [542] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_declarator, 4, .production_id = 96),
  [544] = {.entry = {.count = 1, .reusable = true}}, SHIFT(187),
  [546] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_declarator, 3, .production_id = 65),
  [548] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_attribute_repeat1, 2, .production_id = 118),
  [550] = {.entry = {.count = 1, .reusable = true}}, SHIFT(287),
  [552] = {.entry = {.count = 1, .reusable = true}}, SHIFT(286),
  [554] = {.entry = {.count = 1, .reusable = true}}, SHIFT(409),
  [556] = {.entry = {.count = 1, .reusable = true}}, SHIFT(45),
  [558] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [560] = {.entry = {.count = 1, .reusable = true}}, SHIFT(49),
  [562] = {.entry = {.count = 1, .reusable = true}}, SHIFT(160),
  [564] = {.entry = {.count = 1, .reusable = true}}, SHIFT(391),
  [566] = {.entry = {.count = 1, .reusable = true}}, SHIFT(177),
  [568] = {.entry = {.count = 1, .reusable = false}}, SHIFT(96),
  [570] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [572] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pointer_attribute, 1),
  [574] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_pointer_attribute, 1),
  [576] = {.entry = {.count = 1, .reusable = true}}, SHIFT(468),
  [578] = {.entry = {.count = 1, .reusable = true}}, SHIFT(293),
  [580] = {.entry = {.count = 1, .reusable = false}}, SHIFT(293),
  [582] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_instruction_repeat1, 2, .production_id = 59),
  [584] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_instruction_repeat1, 2, .production_id = 59),
  [586] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_instruction_repeat1, 2, .production_id = 59), SHIFT_REPEAT(182),
  [589] = {.entry = {.count = 1, .reusable = true}}, SHIFT(268),
  [591] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_instruction_repeat1, 1, .production_id = 38),
  [593] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_instruction_repeat1, 1, .production_id = 38),
  [595] = {.entry = {.count = 1, .reusable = true}}, SHIFT(285),
  [597] = {.entry = {.count = 1, .reusable = true}}, SHIFT(298),
  [599] = {.entry = {.count = 1, .reusable = false}}, SHIFT(298),
  [601] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_linkage, 1),
  [603] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_linkage, 1),
  [605] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_type, 1),
  [607] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_type, 1),
  [609] = {.entry = {.count = 1, .reusable = false}}, SHIFT(469),
  [611] = {.entry = {.count = 1, .reusable = false}}, SHIFT(414),
  [613] = {.entry = {.count = 1, .reusable = false}}, SHIFT(221),
  [615] = {.entry = {.count = 1, .reusable = false}}, SHIFT(187),
  [617] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_variable_declaration_repeat1, 2, .production_id = 21), SHIFT_REPEAT(469),
  [620] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_variable_declaration_repeat1, 2, .production_id = 21), SHIFT_REPEAT(414),
  [623] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_variable_declaration_repeat1, 2, .production_id = 21), SHIFT_REPEAT(221),
  [626] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_variable_declaration_repeat1, 2, .production_id = 21),
  [628] = {.entry = {.count = 1, .reusable = false}}, SHIFT(462),
  [630] = {.entry = {.count = 1, .reusable = false}}, SHIFT(271),
  [632] = {.entry = {.count = 1, .reusable = false}}, SHIFT(320),
  [634] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_attribute_directive, 5),
  [636] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_attribute_directive, 5),
  [638] = {.entry = {.count = 1, .reusable = true}}, SHIFT(412),
  [640] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [642] = {.entry = {.count = 1, .reusable = true}}, SHIFT(139),
  [644] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_attribute_directive, 4),
  [646] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_attribute_directive, 4),
  [648] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [650] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_parameter_repeat1, 2, .production_id = 51), SHIFT_REPEAT(462),
  [653] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_parameter_repeat1, 2, .production_id = 51), SHIFT_REPEAT(271),
  [656] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_parameter_repeat1, 2, .production_id = 51),
  [658] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 3, .production_id = 18),
  [660] = {.entry = {.count = 1, .reusable = true}}, SHIFT(183),
  [662] = {.entry = {.count = 1, .reusable = true}}, SHIFT(308),
  [664] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 2, .production_id = 5),
  [666] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 3, .production_id = 22),
  [668] = {.entry = {.count = 1, .reusable = true}}, SHIFT(243),
  [670] = {.entry = {.count = 1, .reusable = true}}, SHIFT(176),
  [672] = {.entry = {.count = 1, .reusable = true}}, SHIFT(244),
  [674] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 3, .production_id = 19),
  [676] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_declarator, 1, .production_id = 20),
  [678] = {.entry = {.count = 1, .reusable = true}}, SHIFT(123),
  [680] = {.entry = {.count = 1, .reusable = true}}, SHIFT(432),
  [682] = {.entry = {.count = 1, .reusable = true}}, SHIFT(133),
  [684] = {.entry = {.count = 1, .reusable = true}}, SHIFT(453),
  [686] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [688] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 4, .production_id = 46),
  [690] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 4, .production_id = 47),
  [692] = {.entry = {.count = 1, .reusable = true}}, SHIFT(280),
  [694] = {.entry = {.count = 1, .reusable = true}}, SHIFT(270),
  [696] = {.entry = {.count = 1, .reusable = true}}, SHIFT(276),
  [698] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 4, .production_id = 36),
  [700] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [702] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_section_directive_repeat1, 2), SHIFT_REPEAT(453),
  [705] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_section_directive_repeat1, 2),
  [707] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_section_directive_repeat1, 2), SHIFT_REPEAT(187),
  [710] = {.entry = {.count = 1, .reusable = true}}, SHIFT(250),
  [712] = {.entry = {.count = 1, .reusable = true}}, SHIFT(267),
  [714] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_sink, 1),
  [716] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_parameter_repeat3, 2, .production_id = 66),
  [718] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_parameter_repeat3, 2, .production_id = 66), SHIFT_REPEAT(133),
  [721] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 5, .production_id = 76),
  [723] = {.entry = {.count = 1, .reusable = true}}, SHIFT(58),
  [725] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_vector, 1),
  [727] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_align, 2, .production_id = 13),
  [729] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_parameter_repeat2, 2, .production_id = 83),
  [731] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_parameter_repeat2, 2, .production_id = 83), SHIFT_REPEAT(176),
  [734] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_parameter_repeat2, 2, .production_id = 83),
  [736] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_declarator, 2, .production_id = 42),
  [738] = {.entry = {.count = 1, .reusable = true}}, SHIFT(117),
  [740] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_state_space, 1),
  [742] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [744] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_variable_declaration_repeat1, 1, .production_id = 8),
  [746] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_variable_declaration_repeat1, 1, .production_id = 10),
  [748] = {.entry = {.count = 1, .reusable = true}}, SHIFT(155),
  [750] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_variable_declaration_repeat1, 1, .production_id = 9),
  [752] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pointer_attribute, 2, .production_id = 80),
  [754] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_pointer_attribute, 2, .production_id = 80),
  [756] = {.entry = {.count = 1, .reusable = true}}, SHIFT(130),
  [758] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 3, .production_id = 15),
  [760] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 6, .production_id = 101),
  [762] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_section_item_repeat1, 2, .production_id = 27),
  [764] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_section_item_repeat1, 2, .production_id = 27), SHIFT_REPEAT(94),
  [767] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_parameter, 5, .production_id = 106),
  [769] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_parameter, 5, .production_id = 107),
  [771] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_parameter, 5, .production_id = 108),
  [773] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 6, .production_id = 85),
  [775] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 5, .production_id = 53),
  [777] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 5, .production_id = 54),
  [779] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 3, .production_id = 17),
  [781] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_parameter, 4, .production_id = 84),
  [783] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_parameter_list, 3),
  [785] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_parameter_list, 3),
  [787] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_parameter_repeat1, 1, .production_id = 9),
  [789] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 7, .production_id = 115),
  [791] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_parameter_repeat1, 1, .production_id = 10),
  [793] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_parameter, 6, .production_id = 117),
  [795] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 5, .production_id = 55),
  [797] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 5, .production_id = 56),
  [799] = {.entry = {.count = 1, .reusable = true}}, SHIFT(467),
  [801] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_performance_directive, 2, .production_id = 29),
  [803] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 4, .production_id = 30),
  [805] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__function_header_repeat1, 2, .production_id = 31),
  [807] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__function_header_repeat1, 2, .production_id = 31), SHIFT_REPEAT(308),
  [810] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 4, .production_id = 32),
  [812] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 4, .production_id = 33),
  [814] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 4, .production_id = 34),
  [816] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 4, .production_id = 35),
  [818] = {.entry = {.count = 1, .reusable = true}}, SHIFT(204),
  [820] = {.entry = {.count = 1, .reusable = true}}, SHIFT(469),
  [822] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_parameter, 4, .production_id = 82),
  [824] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_section_item, 3, .production_id = 78),
  [826] = {.entry = {.count = 1, .reusable = true}}, SHIFT(94),
  [828] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_section_item, 2, .production_id = 48),
  [830] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_performance_directive, 3, .production_id = 52),
  [832] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_parameter_list, 4),
  [834] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_parameter_list, 4),
  [836] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_parameter_repeat3, 1, .production_id = 41),
  [838] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_parameter, 3, .production_id = 50),
  [840] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 4, .production_id = 44),
  [842] = {.entry = {.count = 1, .reusable = true}}, SHIFT(203),
  [844] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_performance_directive_repeat1, 2, .production_id = 27), SHIFT_REPEAT(467),
  [847] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_performance_directive_repeat1, 2, .production_id = 27),
  [849] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_parameter, 4, .production_id = 81),
  [851] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_parameter_list, 2),
  [853] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_parameter_list, 2),
  [855] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_array_dimension, 2),
  [857] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_array_dimension, 3, .production_id = 3),
  [859] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 4, .production_id = 45),
  [861] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 6, .production_id = 98),
  [863] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 6, .production_id = 99),
  [865] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 5, .production_id = 71),
  [867] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 5, .production_id = 72),
  [869] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_state_space, 1),
  [871] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 6, .production_id = 100),
  [873] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 5, .production_id = 73),
  [875] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 5, .production_id = 74),
  [877] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 5, .production_id = 75),
  [879] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_align, 2, .production_id = 13),
  [881] = {.entry = {.count = 1, .reusable = true}}, SHIFT(339),
  [883] = {.entry = {.count = 1, .reusable = true}}, SHIFT(60),
  [885] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_operand_list_repeat1, 2), SHIFT_REPEAT(41),
  [888] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_operand_list_repeat1, 2),
  [890] = {.entry = {.count = 1, .reusable = true}}, SHIFT(207),
  [892] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_parameterized_name, 4, .production_id = 95),
  [894] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_section_item_repeat1, 2, .production_id = 13),
  [896] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pointer_attribute, 3, .production_id = 105),
  [898] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_pointer_attribute, 3, .production_id = 105),
  [900] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_performance_directive, 1, .production_id = 14),
  [902] = {.entry = {.count = 1, .reusable = true}}, SHIFT(260),
  [904] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [906] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [908] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pointer_attribute, 2, .production_id = 79),
  [910] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_pointer_attribute, 2, .production_id = 79),
  [912] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [914] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [916] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [918] = {.entry = {.count = 1, .reusable = true}}, SHIFT(352),
  [920] = {.entry = {.count = 1, .reusable = true}}, SHIFT(316),
  [922] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_parameter_repeat2, 1, .production_id = 8),
  [924] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_parameter_repeat2, 1, .production_id = 8),
  [926] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [928] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_performance_directive_repeat1, 2, .production_id = 13),
  [930] = {.entry = {.count = 1, .reusable = true}}, SHIFT(59),
  [932] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_initializer_list, 3),
  [934] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_operand_list, 1),
  [936] = {.entry = {.count = 1, .reusable = true}}, SHIFT(184),
  [938] = {.entry = {.count = 1, .reusable = true}}, SHIFT(251),
  [940] = {.entry = {.count = 1, .reusable = true}}, SHIFT(305),
  [942] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [944] = {.entry = {.count = 1, .reusable = true}}, SHIFT(441),
  [946] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_variable_declaration_repeat2, 2, .production_id = 69), SHIFT_REPEAT(305),
  [949] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_variable_declaration_repeat2, 2, .production_id = 69),
  [951] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [953] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [955] = {.entry = {.count = 1, .reusable = true}}, SHIFT(408),
  [957] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_argument_list_repeat1, 2), SHIFT_REPEAT(157),
  [960] = {.entry = {.count = 1, .reusable = true}}, SHIFT(443),
  [962] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_vector_operand, 4),
  [964] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_vector_operand_repeat1, 2), SHIFT_REPEAT(125),
  [967] = {.entry = {.count = 1, .reusable = true}}, SHIFT(359),
  [969] = {.entry = {.count = 1, .reusable = true}}, SHIFT(457),
  [971] = {.entry = {.count = 1, .reusable = true}}, SHIFT(52),
  [973] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [975] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_pragma_directive_repeat1, 2, .production_id = 27), SHIFT_REPEAT(450),
  [978] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_pragma_directive_repeat1, 2, .production_id = 27),
  [980] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [982] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [984] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_address_operand, 4, .production_id = 90),
  [986] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__function_header_repeat1, 1, .production_id = 16),
  [988] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [990] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [992] = {.entry = {.count = 1, .reusable = true}}, SHIFT(278),
  [994] = {.entry = {.count = 1, .reusable = true}}, SHIFT(109),
  [996] = {.entry = {.count = 1, .reusable = true}}, SHIFT(13),
  [998] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_predicate_pair, 3, .production_id = 91),
  [1000] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_attribute_repeat1, 2, .production_id = 120), SHIFT_REPEAT(159),
  [1003] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_attribute_repeat1, 2, .production_id = 120),
  [1005] = {.entry = {.count = 1, .reusable = true}}, SHIFT(323),
  [1007] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_attribute, 1, .production_id = 28),
  [1009] = {.entry = {.count = 1, .reusable = true}}, SHIFT(134),
  [1011] = {.entry = {.count = 1, .reusable = true}}, SHIFT(403),
  [1013] = {.entry = {.count = 1, .reusable = true}}, SHIFT(197),
  [1015] = {.entry = {.count = 1, .reusable = true}}, SHIFT(450),
  [1017] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [1019] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_branchtargets_directive_repeat1, 2, .production_id = 2),
  [1021] = {.entry = {.count = 1, .reusable = true}}, SHIFT(300),
  [1023] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_branchtargets_directive_repeat1, 2, .production_id = 23), SHIFT_REPEAT(339),
  [1026] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_branchtargets_directive_repeat1, 2, .production_id = 23),
  [1028] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [1030] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_parameter_list_repeat1, 2), SHIFT_REPEAT(184),
  [1033] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_parameter_list_repeat1, 2),
  [1035] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_initializer_list, 4),
  [1037] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_initializer_list_repeat1, 2), SHIFT_REPEAT(120),
  [1040] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_initializer_list, 5),
  [1042] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_operand_list, 2),
  [1044] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_attribute_directive_repeat1, 2), SHIFT_REPEAT(403),
  [1047] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_attribute_directive_repeat1, 2),
  [1049] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_initializer_list, 2),
  [1051] = {.entry = {.count = 1, .reusable = true}}, SHIFT(206),
  [1053] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [1055] = {.entry = {.count = 1, .reusable = true}}, SHIFT(406),
  [1057] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [1059] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_vector_operand, 3),
  [1061] = {.entry = {.count = 1, .reusable = true}}, SHIFT(336),
  [1063] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [1065] = {.entry = {.count = 1, .reusable = true}}, SHIFT(195),
  [1067] = {.entry = {.count = 1, .reusable = true}}, SHIFT(210),
  [1069] = {.entry = {.count = 1, .reusable = true}}, SHIFT(401),
  [1071] = {.entry = {.count = 1, .reusable = true}}, SHIFT(400),
  [1073] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_address_operand, 3, .production_id = 90),
  [1075] = {.entry = {.count = 1, .reusable = true}}, SHIFT(171),
  [1077] = {.entry = {.count = 1, .reusable = true}}, SHIFT(345),
  [1079] = {.entry = {.count = 1, .reusable = true}}, SHIFT(220),
  [1081] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_argument_list, 2),
  [1083] = {.entry = {.count = 1, .reusable = true}}, SHIFT(396),
  [1085] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_argument_list, 3),
  [1087] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_guard, 3, .production_id = 60),
  [1089] = {.entry = {.count = 1, .reusable = true}}, SHIFT(460),
  [1091] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_call_operands, 3, .production_id = 87),
  [1093] = {.entry = {.count = 1, .reusable = true}}, SHIFT(335),
  [1095] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_call_operands, 3, .production_id = 88),
  [1097] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_pragma_directive_repeat1, 2, .production_id = 13),
  [1099] = {.entry = {.count = 1, .reusable = false}}, SHIFT(26),
  [1101] = {.entry = {.count = 1, .reusable = false}}, SHIFT(198),
  [1103] = {.entry = {.count = 1, .reusable = true}}, SHIFT(394),
  [1105] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_guard, 2, .production_id = 40),
  [1107] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_attribute, 4, .production_id = 109),
  [1109] = {.entry = {.count = 1, .reusable = true}}, SHIFT(355),
  [1111] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_variable_declaration_repeat2, 2, .production_id = 67),
  [1113] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_argument_list, 4),
  [1115] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_attribute, 5, .production_id = 119),
  [1117] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_attribute, 3, .production_id = 28),
  [1119] = {.entry = {.count = 1, .reusable = true}}, SHIFT(418),
  [1121] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_call_operands, 5, .production_id = 123),
  [1123] = {.entry = {.count = 1, .reusable = true}}, SHIFT(329),
  [1125] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_call_operands, 1, .production_id = 39),
  [1127] = {.entry = {.count = 1, .reusable = true}}, SHIFT(222),
  [1129] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [1131] = {.entry = {.count = 1, .reusable = true}}, SHIFT(202),
  [1133] = {.entry = {.count = 1, .reusable = true}}, SHIFT(425),
  [1135] = {.entry = {.count = 1, .reusable = true}}, SHIFT(426),
  [1137] = {.entry = {.count = 1, .reusable = true}}, SHIFT(209),
  [1139] = {.entry = {.count = 1, .reusable = true}}, SHIFT(448),
  [1141] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [1143] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [1145] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [1147] = {.entry = {.count = 1, .reusable = true}}, SHIFT(376),
  [1149] = {.entry = {.count = 1, .reusable = true}}, SHIFT(428),
  [1151] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_call_operands, 7, .production_id = 132),
  [1153] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [1155] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [1157] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [1159] = {.entry = {.count = 1, .reusable = true}}, SHIFT(392),
  [1161] = {.entry = {.count = 1, .reusable = true}}, SHIFT(417),
  [1163] = {.entry = {.count = 1, .reusable = true}}, SHIFT(454),
  [1165] = {.entry = {.count = 1, .reusable = true}}, SHIFT(158),
  [1167] = {.entry = {.count = 1, .reusable = true}}, SHIFT(470),
  [1169] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [1171] = {.entry = {.count = 1, .reusable = true}}, SHIFT(219),
  [1173] = {.entry = {.count = 1, .reusable = true}}, SHIFT(431),
  [1175] = {.entry = {.count = 1, .reusable = true}}, SHIFT(61),
  [1177] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [1179] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_call_operands, 3, .production_id = 86),
  [1181] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [1183] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_call_operands, 5, .production_id = 122),
  [1185] = {.entry = {.count = 1, .reusable = true}}, SHIFT(213),
  [1187] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [1189] = {.entry = {.count = 1, .reusable = true}}, SHIFT(54),
  [1191] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [1193] = {.entry = {.count = 1, .reusable = true}}, SHIFT(214),
  [1195] = {.entry = {.count = 1, .reusable = true}}, SHIFT(452),
  [1197] = {.entry = {.count = 1, .reusable = true}}, SHIFT(397),
  [1199] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
  [1201] = {.entry = {.count = 1, .reusable = true}}, SHIFT(464),
  [1203] = {.entry = {.count = 1, .reusable = true}}, SHIFT(327),
  [1205] = {.entry = {.count = 1, .reusable = true}}, SHIFT(303),
  [1207] = {.entry = {.count = 1, .reusable = true}}, SHIFT(227),
  [1209] = {.entry = {.count = 1, .reusable = true}}, SHIFT(445),
  [1211] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [1213] = {.entry = {.count = 1, .reusable = true}}, SHIFT(143),
  [1215] = {.entry = {.count = 1, .reusable = true}}, SHIFT(471),
  [1217] = {.entry = {.count = 1, .reusable = true}}, SHIFT(463),
  [1219] = {.entry = {.count = 1, .reusable = true}}, SHIFT(272),
  [1221] = {.entry = {.count = 1, .reusable = true}}, SHIFT(422),
  [1223] = {.entry = {.count = 1, .reusable = true}}, SHIFT(458),
  [1225] = {.entry = {.count = 1, .reusable = true}}, SHIFT(93),
  [1227] = {.entry = {.count = 1, .reusable = true}}, SHIFT(172),
  [1229] = {.entry = {.count = 1, .reusable = true}}, SHIFT(321),
  [1231] = {.entry = {.count = 1, .reusable = true}}, SHIFT(299),
  [1233] = {.entry = {.count = 1, .reusable = true}}, SHIFT(410),
  [1235] = {.entry = {.count = 1, .reusable = true}}, SHIFT(442),
  [1237] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_call_operands, 5, .production_id = 121),
};

#ifdef __cplusplus
extern "C" {
#endif
#ifdef _WIN32
#define extern __declspec(dllexport)
#endif

extern const TSLanguage *tree_sitter_ptx(void) {
  static const TSLanguage language = {
    .version = LANGUAGE_VERSION,
    .symbol_count = SYMBOL_COUNT,
    .alias_count = ALIAS_COUNT,
    .token_count = TOKEN_COUNT,
    .external_token_count = EXTERNAL_TOKEN_COUNT,
    .state_count = STATE_COUNT,
    .large_state_count = LARGE_STATE_COUNT,
    .production_id_count = PRODUCTION_ID_COUNT,
    .field_count = FIELD_COUNT,
    .max_alias_sequence_length = MAX_ALIAS_SEQUENCE_LENGTH,
    .parse_table = &ts_parse_table[0][0],
    .small_parse_table = ts_small_parse_table,
    .small_parse_table_map = ts_small_parse_table_map,
    .parse_actions = ts_parse_actions,
    .symbol_names = ts_symbol_names,
    .field_names = ts_field_names,
    .field_map_slices = ts_field_map_slices,
    .field_map_entries = ts_field_map_entries,
    .symbol_metadata = ts_symbol_metadata,
    .public_symbol_map = ts_symbol_map,
    .alias_map = ts_non_terminal_alias_map,
    .alias_sequences = &ts_alias_sequences[0][0],
    .lex_modes = ts_lex_modes,
    .lex_fn = ts_lex,
    .keyword_lex_fn = ts_lex_keywords,
    .keyword_capture_token = sym_identifier,
    .primary_state_ids = ts_primary_state_ids,
  };
  return &language;
}
#ifdef __cplusplus
}
#endif
