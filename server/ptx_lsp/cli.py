"""The `ptx-lsp` command: `serve` (default, LSP over stdio), `check`, `spec`.

**stdout belongs to the protocol when serving.** Subcommands are dispatched lazily so that
`ptx-lsp check` never imports pygls and `ptx-lsp serve` never prints anything but protocol.
"""

from __future__ import annotations

import os
import sys

USAGE = """usage: ptx-lsp [serve] [--log-file FILE] [-v]
       ptx-lsp check [--format text|json|sarif] [--target sm_XX] [--quiet] FILE...
       ptx-lsp spec [--format text|json] [NAME]
       ptx-lsp --version

  serve   the language server over stdio (the default); point your editor at `ptx-lsp`
  check   validate PTX files and print diagnostics; exit 0 no errors, 1 errors, 2 usage/I/O
  spec    show the PTX database: one instruction/directive/type/register as a page, or JSON

`ptx-lsp COMMAND --help` explains each command's options."""

SIGPIPE_STATUS = 141  # what a shell reports for a process ended by SIGPIPE (128 + 13)


def main(argv: list[str] | None = None) -> int:
    """Dispatch to a subcommand; a reader that closes the pipe early (`| head`) ends it quietly."""
    try:
        status = _dispatch(argv)
        sys.stdout.flush()
        return status
    except BrokenPipeError:
        # Point stdout at /dev/null so the interpreter's final flush does not complain again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return SIGPIPE_STATUS


def _dispatch(argv: list[str] | None) -> int:
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
