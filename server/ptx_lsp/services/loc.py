"""`.loc` navigation: from a `.loc FILE LINE COLUMN` line to the CUDA source it names.

**Only a path that exists as a regular file is offered** (the `.file` table of generated PTX often
names files of another machine); a relative path is read relative to the PTX document's folder.
Lines and columns of `.loc` are 1-based (column 0: unknown); the result is 0-based.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

_LOC = re.compile(rb"^[ \t]*\.loc[ \t]+(\d+)[ \t]+(\d+)(?:[ \t]+(\d+))?")
_FILE = re.compile(rb'^[ \t]*\.file[ \t]+(\d+)[ \t]+"((?:[^"\\\n]|\\.)*)"', re.M)


@dataclass(frozen=True)
class SourceTarget:
    """Where a `.loc` points: an existing file, a 0-based line and a 0-based column (in characters)."""

    path: str
    line: int
    column: int


def loc_target(data: bytes, offset: int, document_path: str | None) -> SourceTarget | None:
    """The CUDA source position of the `.loc` line at `offset`, or None."""
    start = data.rfind(b"\n", 0, max(offset, 0)) + 1
    end = data.find(b"\n", start)
    line = data[start : end if end != -1 else len(data)]
    m = _LOC.match(line)
    if m is None:
        return None
    number = m.group(1)
    for f in _FILE.finditer(data):
        if f.group(1) != number:
            continue
        raw = f.group(2).decode("utf-8", "replace")
        path = re.sub(r"\\(.)", r"\1", raw)
        if not os.path.isabs(path):
            if document_path is None:
                return None
            path = os.path.join(os.path.dirname(document_path), path)
        if not os.path.isfile(path):
            return None
        column = int(m.group(3) or 0)
        return SourceTarget(path, max(int(m.group(2)) - 1, 0), max(column - 1, 0))
    return None
