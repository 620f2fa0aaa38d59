"""The LSP layer of ptx-lsp: pygls wiring, position conversion, settings parsing.

**This package is the only place that imports pygls or lsprotocol** (tests/test_architecture.py
enforces it). Everything below it — syntax, spec, analysis — works on plain data in byte offsets.

Modules: `server` (lifecycle, document state, publishing, ptxas in the background), `handlers`
(one thin function per LSP method), `convert` (the only Position <-> byte offset code), `config`
(the `ptx` settings from the client into `analysis.settings.Settings`).
"""
