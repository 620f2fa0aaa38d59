"""spec layer of ptx-lsp: the PTX ISA as data (instructions, modifiers, types, state spaces, ...).

**Plain data only, no LSP types; `load()` returns one cached immutable `SpecDB`.** See `spec.db`
for the query API and `spec.facts` for non-instruction facts.
"""

from ptx_lsp.spec.db import SpecDB, load
from ptx_lsp.spec.version import KNOWN_ISA_VERSION

__all__ = ["KNOWN_ISA_VERSION", "SpecDB", "load"]
