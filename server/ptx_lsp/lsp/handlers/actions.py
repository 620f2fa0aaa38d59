"""Code actions (quick fixes).

**Thin: convert the request, call analysis, convert back (see `handlers/__init__`).**
"""

from __future__ import annotations

from lsprotocol import types as lsp

from ptx_lsp.lsp.handlers.common import _open
from ptx_lsp.lsp.server import PtxLanguageServer, guarded, to_diagnostic


def register(server: PtxLanguageServer) -> None:
    """Register the actions handlers."""

    @server.feature(
        lsp.TEXT_DOCUMENT_CODE_ACTION, lsp.CodeActionOptions(code_action_kinds=[lsp.CodeActionKind.QuickFix])
    )
    @guarded(list)
    def on_code_action(ls: PtxLanguageServer, params: lsp.CodeActionParams) -> list[lsp.CodeAction]:
        uri = params.text_document.uri
        found = _open(ls, uri)
        if found is None:
            return []
        analysis, positions = found
        start, end = positions.offsets(params.range)
        issues = ls.issues_between(analysis.snapshot, start, end)
        fixes = []
        for issue in issues:
            fixes.extend((fix, issue) for fix in issue.fixes)
        fixes.extend((fix, None) for fix in analysis.code_actions(start, end, issues))
        out = []
        seen = set()
        for fix, issue in fixes:
            if fix.title in seen:
                continue
            seen.add(fix.title)
            related = [issue] if issue is not None else [i for i in issues if i.code in fix.codes]
            out.append(
                lsp.CodeAction(
                    title=fix.title,
                    kind=fix.kind,
                    diagnostics=[to_diagnostic(i, positions) for i in related] or None,
                    edit=lsp.WorkspaceEdit(
                        changes={
                            uri: [lsp.TextEdit(range=positions.range(s, e), new_text=t) for s, e, t in fix.edits]
                        }
                    ),
                    is_preferred=len(fixes) == 1 or None,
                )
            )
        return out
