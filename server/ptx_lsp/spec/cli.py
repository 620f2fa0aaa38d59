"""`ptx-lsp spec [--format json] [NAME]`: print the spec database, whole or one entry, as JSON.

**Read-only and side-effect free:** the command loads the packaged data and prints it; exit 0 on
success, 2 on a usage problem or an unknown NAME (with a message on stderr naming close matches).
"""

from __future__ import annotations

import argparse
import json
import sys

from ptx_lsp.spec.db import load


def main(args: list[str]) -> int:
    """Print the database (or the entry NAME: instruction, directive, type, special register, ...)."""
    parser = argparse.ArgumentParser(prog="ptx-lsp spec", description="Print the PTX spec database as JSON.")
    parser.add_argument("--format", choices=["json"], default="json")
    parser.add_argument("name", nargs="?", help="an instruction (cp.async.bulk.tensor), directive, type, ...")
    try:
        ns = parser.parse_args(args)
    except SystemExit as exc:
        return 0 if exc.code == 0 else 2
    db = load()
    data = db.to_json(ns.name)
    if data is None:
        close = [name for name, _kind, _entry in db.search(ns.name[:3])][:8] if ns.name else []
        hint = f" (did you mean: {', '.join(close)})" if close else ""
        print(f"ptx-lsp spec: unknown name {ns.name!r}{hint}", file=sys.stderr)
        return 2
    json.dump(data, sys.stdout, indent=1, sort_keys=True, default=str)
    sys.stdout.write("\n")
    return 0
