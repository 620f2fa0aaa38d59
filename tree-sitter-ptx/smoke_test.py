"""Smoke test of an installed tree_sitter_ptx wheel (cibuildwheel's test-command): parse, query."""

import tree_sitter

import tree_sitter_ptx

language = tree_sitter.Language(tree_sitter_ptx.language())
tree = tree_sitter.Parser(language).parse(b".version 8.0\n.target sm_90\n.address_size 64\n"
                                          b".visible .entry k()\n{\n\tret;\n}\n")
assert not tree.root_node.has_error, tree.root_node
assert tree_sitter.Query(language, tree_sitter_ptx.query_text("highlights"))
print("tree_sitter_ptx OK:", tree.root_node.type)
