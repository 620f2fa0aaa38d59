"""The `ptx-lsp` command: `serve` (default, LSP over stdio), `check`, `spec`.

**stdout belongs to the protocol when serving.** Subcommands are dispatched lazily so that
`ptx-lsp check` never imports pygls and `ptx-lsp serve` never prints anything but protocol.
"""

from __future__ import annotations

import sys

USAGE = """usage: ptx-lsp [serve] [--log-file FILE] [-v]
       ptx-lsp check [--format text|json] [--target sm_XX] FILE...
       ptx-lsp spec [--format json] [NAME]
       ptx-lsp --version"""


def main(argv: list[str] | None = None) -> int:
    """Dispatch to a subcommand; with no subcommand, serve LSP over stdio."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ("-h", "--help"):
        print(USAGE)
        return 0
    if args and args[0] == "--version":
        from ptx_lsp import __version__

        print(f"ptx-lsp {__version__}")
        return 0
    command = "serve"
    if args and not args[0].startswith("-"):
        command = args.pop(0)
    if command == "serve":
        from ptx_lsp.lsp.server import main as serve_main

        return serve_main(args)
    if command == "check":
        from ptx_lsp.analysis.check import main as check_main

        return check_main(args)
    if command == "spec":
        from ptx_lsp.spec.cli import main as spec_main

        return spec_main(args)
    print(f"ptx-lsp: unknown command {command!r}\n{USAGE}", file=sys.stderr)
    return 2
