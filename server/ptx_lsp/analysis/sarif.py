"""SARIF 2.1.0 output of `ptx-lsp check`, in the shape GitHub code scanning accepts.

**One run, tool `ptx-lsp`, one rule per diagnostic code that occurs (title and fix from the code
table), each result with a relative artifact URI and a 1-based region in code points
(`columnKind: unicodeCodePoints`, matching the text and JSON formats).**
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any
from urllib.parse import quote

from ptx_lsp import __version__
from ptx_lsp.analysis.diagnostics.codes import CODES

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
LEVEL = {"error": "error", "warning": "warning", "information": "note", "hint": "note"}


def artifact_uri(name: str) -> str:
    """A relative, `/`-separated, percent-encoded URI for a file name as given on the command line.

    Relative paths stay relative (GitHub resolves them against the checkout); absolute paths
    below the working directory become relative to it; others become `file://` URIs.
    """
    if name == "-":
        return "stdin"
    path = Path(name)
    if path.is_absolute():
        try:
            path = path.relative_to(Path.cwd())
        except ValueError:
            return path.as_uri()
    return quote(path.as_posix().replace(os.sep, "/"))


def _artifact(name: str) -> dict[str, str]:
    uri = artifact_uri(name)
    return {"uri": uri} if uri.startswith("file:") else {"uri": uri, "uriBaseId": "%SRCROOT%"}


def sarif_log(records: list[dict[str, Any]]) -> dict[str, Any]:
    """The SARIF log for `check`'s records (`{"file","line","column",…,"code","message"}`)."""
    rule_ids = sorted({r["code"] for r in records})
    index = {code: i for i, code in enumerate(rule_ids)}
    rules = []
    for code in rule_ids:
        known = CODES.get(code)
        title = known.title if known else code
        rule: dict[str, Any] = {"id": code, "name": code, "shortDescription": {"text": title}}
        if known:
            rule["fullDescription"] = {"text": f"{known.title}: {known.fix}"}
            rule["help"] = {"text": known.fix}
            rule["defaultConfiguration"] = {"level": LEVEL.get(known.severity, "warning")}
        rules.append(rule)
    results = []
    for r in records:
        results.append({
            "ruleId": r["code"],
            "ruleIndex": index[r["code"]],
            "level": LEVEL.get(r["severity"], "warning"),
            "message": {"text": r["message"]},
            "locations": [{
                "physicalLocation": {
                    "artifactLocation": _artifact(r["file"]),
                    "region": {
                        "startLine": r["line"], "startColumn": r["column"],
                        "endLine": r["end_line"], "endColumn": r["end_column"],
                    },
                },
            }],
        })
    return {
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "ptx-lsp", "version": __version__, "semanticVersion": __version__,
                "rules": rules,
            }},
            "columnKind": "unicodeCodePoints",
            "results": results,
        }],
    }
