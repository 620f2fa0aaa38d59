"""Start the ptx-lsp server that ships inside the VS Code extension.

**The bundled libraries come first on sys.path**: `libs/` holds ptx-lsp and its pure-Python and
stable-ABI dependencies; `libs-cpXY/` holds what must match the interpreter's version (the
tree-sitter binding). The extension runs `python launch.py serve [ARGS]` with any Python >= 3.10.
"""

import os
import sys

if sys.version_info < (3, 10):
    sys.exit(f"ptx-lsp needs Python 3.10 or newer; {sys.executable} is {sys.version.split()[0]}")

HERE = os.path.dirname(os.path.abspath(__file__))
TAG = f"cp{sys.version_info[0]}{sys.version_info[1]}"
for folder in (os.path.join(HERE, "libs"), os.path.join(HERE, f"libs-{TAG}")):
    if os.path.isdir(folder):
        sys.path.insert(0, folder)

try:
    import tree_sitter  # noqa: F401  (the one compiled dependency tied to the Python version)
except ImportError as exc:
    bundled = sorted(name[len("libs-"):] for name in os.listdir(HERE) if name.startswith("libs-cp"))
    sys.exit(f"ptx-lsp: no tree-sitter binding for Python {sys.version_info[0]}.{sys.version_info[1]} "
             f"({exc}); the extension bundles it for {', '.join(bundled) or 'no version'}. Set "
             "ptx.server.pythonPath to one of those, or `pip install tree-sitter` into this Python.")

if __name__ == "__main__":  # run_path(..., run_name="probe") only sets the path up (the tests)
    from ptx_lsp.cli import main

    sys.exit(main(sys.argv[1:]))
