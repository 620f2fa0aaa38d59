"""LSP request and notification handlers, one module per feature: convert, call analysis, convert back.

**Handlers are thin: no PTX knowledge here, only protocol <-> plain data conversion through
`convert.Positions` (the negotiated encoding) and calls of the snapshot's `Analysis` facade
(`ptx_lsp.analysis.analysis`), the only door into the features.**
**Every request handler is `guarded`: an analysis error is logged and answered with an empty
result, never a crash or an error popup.**
**No import cycle**: `server` imports this package only inside `create_server()`; feature modules
import `server` and `common`, never each other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ptx_lsp.lsp.handlers import (
    actions,
    calls,
    editing,
    insight,
    lifecycle,
    navigation,
    structure,
    sync,
    tokens,
)

if TYPE_CHECKING:
    from ptx_lsp.lsp.server import PtxLanguageServer

FEATURES = (lifecycle, sync, editing, navigation, calls, structure, tokens, actions, insight,)


def register(server: PtxLanguageServer) -> None:
    """Register every feature module's handlers on the server."""
    for feature in FEATURES:
        feature.register(server)
