"""The one PTX ISA version type: `PtxVersion` ("8.7" <-> (8, 7)), ordered numerically.

**Every place that compares or parses a `.version` number uses this module** (the spec's notes,
the validator's requirements, completion and hover): "10.0" sorts after "9.0", never as strings.
**Parsing never raises**: `PtxVersion.parse` gives None for text that is not `major.minor`, and
`version_key` orders such text before every real version.
**The known ISA version is written once, here: `KNOWN_ISA_VERSION`** — the PTX ISA text the spec data
is extracted from. The settings default, the VS Code extension's `package.json`/`settings.ts`
(kept equal by tests/spec/test_known_isa.py), the "newer than the spec" notes, the extraction tool's
default input, docs and tests read it. A file with a newer `.version` is checked with these rules;
what this ISA does not know is a warning there, never an error.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_VERSION = re.compile(r"^\s*(\d{1,4})\.(\d{1,4})\s*$")


@dataclass(frozen=True, order=True)
class PtxVersion:
    """A PTX ISA version such as 8.7."""

    major: int
    minor: int

    @classmethod
    def parse(cls, text: str | None) -> PtxVersion | None:
        """`"8.7"` -> PtxVersion(8, 7); None for anything else (`"8"`, `"8.x"`, `""`)."""
        m = _VERSION.match(text or "")
        return cls(int(m.group(1)), int(m.group(2))) if m else None

    def __str__(self) -> str:
        return f"{self.major}.{self.minor}"


def version_key(text: str) -> tuple[int, int]:
    """Sort key of a version string: (major, minor); (0, 0) for text that is not a version.

    Lenient about a missing minor part (`"9"` -> (9, 0)), as the spec data writes some versions so.
    """
    parsed = PtxVersion.parse(text)
    if parsed is not None:
        return parsed.major, parsed.minor
    major, _, minor = (text or "").partition(".")
    try:
        return int(major), int(minor or 0)
    except ValueError:
        return (0, 0)


#: The PTX ISA text the spec data was extracted from (`tools/extract_spec.py` records it too).
KNOWN_ISA_VERSION = "9.4"


def isa_text_folder(version: str = KNOWN_ISA_VERSION) -> str:
    """Name of the folder holding that ISA's Markdown text (under ../shared)."""
    return f"ptx-isa-{version}"
