"""analysis layer of ptx-lsp (see the module docstrings for its invariants)."""
