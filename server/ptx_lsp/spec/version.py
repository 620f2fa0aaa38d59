"""The PTX ISA version whose text the spec data is extracted from: the one place it is written.

**Everything that names "the ISA we know" reads `KNOWN_ISA_VERSION`:** the default `.version`
for files without one (settings, the VS Code extension's `package.json`, kept equal by a test),
the "newer than the spec" notes, the extraction tool's default input, docs and tests. A file
with a newer `.version` (what the next ptxas accepts) is checked with these rules; statements
this ISA does not know are warnings there, never errors.
"""

from __future__ import annotations

#: The PTX ISA text the spec data was extracted from (`tools/extract_spec.py` records it too).
KNOWN_ISA_VERSION = "9.4"


def isa_text_folder(version: str = KNOWN_ISA_VERSION) -> str:
    """Name of the folder holding that ISA's Markdown text (under ../shared)."""
    return f"ptx-isa-{version}"
