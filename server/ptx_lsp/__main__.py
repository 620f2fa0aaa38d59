"""`python -m ptx_lsp` behaves exactly like the `ptx-lsp` console script."""

import sys

from ptx_lsp.cli import main

sys.exit(main())
