"""ptxas insight: resource code lenses per function and the `ptx.showSass` command.

**Thin: convert the request, call `ptx_lsp.services`, convert back (see `handlers/__init__`).**
**Tools never run on the event loop: the command awaits a job on the tool pool; lenses only read
the last `ptxas -v` report (run on open and save).**
"""

from __future__ import annotations

import asyncio

from lsprotocol import types as lsp

from ptx_lsp.lsp.handlers.common import RequestFailed
from ptx_lsp.lsp.server import PtxLanguageServer, guarded
from ptx_lsp.services import ptxas as ptxas_service
from ptx_lsp.services.resources import lens_title
from ptx_lsp.services.runner import Cancelled

SHOW_SASS = "ptx.showSass"


def register(server: PtxLanguageServer) -> None:
    """Register the code lens and command handlers."""

    @server.feature(lsp.TEXT_DOCUMENT_CODE_LENS, lsp.CodeLensOptions(resolve_provider=False))
    @guarded(list)
    def on_code_lens(ls: PtxLanguageServer, params: lsp.CodeLensParams) -> list[lsp.CodeLens]:
        uri = params.text_document.uri
        found = ls.function_resources(uri)
        positions = ls.positions(uri)
        if found is None or positions is None:
            return []
        report, spans, stale = found
        lenses = []
        for span in spans:
            res = report.functions.get(span.name)
            if res is None:
                continue
            title = lens_title(res) + (" (last saved)" if stale else "")
            start = positions.position(span.start)
            line = start.line
            lenses.append(lsp.CodeLens(
                range=lsp.Range(start=lsp.Position(line, 0), end=lsp.Position(line, 0)),
                command=lsp.Command(title=title, command=SHOW_SASS, arguments=[uri, line]),
                data={"function": span.name, "arch": report.arch, "resources": res.as_json()},
            ))
        return lenses

    @server.command(SHOW_SASS)
    async def show_sass(ls, *arguments):  # noqa: ANN001,ANN202 - pygls injects `ls` by this name
        """`ptx.showSass [uri, line?]`: the SASS of the document, and the SASS line of a PTX line."""
        args = list(arguments)
        uri = args[0] if args and isinstance(args[0], str) else None
        line = args[1] if len(args) > 1 and isinstance(args[1], int) and not isinstance(args[1], bool) else None
        snapshot = ls.host.get(uri) if uri else None
        if snapshot is None:
            raise RequestFailed(f"{SHOW_SASS} needs the URI of an open PTX document as its first argument")
        settings, policy = ls.settings, ls.trust
        future = ls.tool_jobs.submit(
            (uri, "sass"), lambda cancel: ptxas_service.show_sass(snapshot.data, settings, policy, cancel)
        )
        try:
            view = await asyncio.wrap_future(future)
        except Cancelled as error:
            raise RequestFailed("superseded by a newer SASS request") from error
        except ptxas_service.ToolUnavailable as error:
            raise RequestFailed(f"cannot show SASS: {error}") from error
        line = line if line is not None and line >= 0 else None
        return view.as_json(line, _header_at(ls, uri, line))


def _header_at(ls: PtxLanguageServer, uri: str, line: int | None) -> str | None:
    """The function whose header (declaration line .. body `{`) holds `line` (a lens click), or None."""
    snapshot = ls.host.get(uri)
    positions = ls.positions(uri)
    if line is None or snapshot is None or positions is None:
        return None
    for span in ptxas_service.function_spans(snapshot):
        end = span.body if span.body >= 0 else span.name_end
        if positions.line_of(span.start) <= line <= positions.line_of(end):
            return span.name
    return None
