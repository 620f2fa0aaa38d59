"""ptx-lsp: a language server for NVIDIA PTX assembly.

**Layers talk one way: syntax -> analysis -> lsp; spec feeds analysis.** Only `ptx_lsp.lsp`
imports pygls/lsprotocol; everything else speaks plain Python data in byte offsets.
"""

__version__ = "0.1.0"
