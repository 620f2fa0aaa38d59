"""Plain result types that analysis hands to the LSP layer (and to `ptx-lsp check`).

**All positions are byte offsets into the snapshot's source; nothing here knows LSP.**
**Results are frozen dataclasses: handlers may cache and share them between threads.**

The LSP layer (`ptx_lsp.lsp`) converts these into protocol objects in the negotiated position
encoding; the CLI prints them as `FILE:LINE:COL`. Keeping one set of types for both means the
editor and the command line can never disagree about what a diagnostic is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

Severity = Literal["error", "warning", "information", "hint"]
SEVERITIES: tuple[str, ...] = ("error", "warning", "information", "hint")

CompletionKind = Literal[
    "instruction",
    "modifier",
    "type",
    "state_space",
    "directive",
    "special_register",
    "register",
    "variable",
    "label",
    "function",
    "parameter",
    "keyword",
    "value",
    "snippet",
]
COMPLETION_KINDS: tuple[str, ...] = CompletionKind.__args__  # type: ignore[attr-defined]

# One text edit: (start byte, end byte, replacement text).
Edit = tuple[int, int, str]


@dataclass(frozen=True)
class Fix:
    """A quick fix: a title and the byte-range edits that apply it.

    `codes` lists the diagnostic codes it repairs so the LSP layer can attach it to them.
    """

    title: str
    edits: tuple[Edit, ...]
    kind: str = "quickfix"
    codes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Issue:
    """One diagnostic: a byte range, a severity, a stable code and a message naming the fix.

    `tags` may hold "unnecessary" / "deprecated" (rendered faded / struck through by editors).
    """

    start: int
    end: int
    severity: Severity
    code: str
    message: str
    source: str = "ptx-lsp"
    fixes: tuple[Fix, ...] = ()
    tags: tuple[str, ...] = ()


@dataclass(frozen=True)
class Hover:
    """Hover text in Markdown and in plain text (the client picks), over a byte range."""

    markdown: str
    plaintext: str
    start: int
    end: int


@dataclass(frozen=True)
class Completion:
    """One completion item; `replace_start..replace_end` is the text the item replaces.

    Editors filter on the replaced text, so the range must cover exactly the partial word
    typed so far (e.g. `.cl` when offering `.clamp`), never more, never less.
    """

    label: str
    kind: CompletionKind
    detail: str = ""
    documentation: str = ""  # Markdown
    insert_text: str | None = None  # None: insert the label
    is_snippet: bool = False
    replace_start: int | None = None  # None: the client's own word range
    replace_end: int | None = None
    sort_text: str | None = None
    filter_text: str | None = None

    @property
    def documentation_plain(self) -> str:
        """The documentation for clients that cannot render Markdown."""
        return markdown_to_plain(self.documentation)


@dataclass(frozen=True)
class Signature:
    """Signature help: a label, parameter spans inside it, and the active parameter index."""

    label: str
    parameters: tuple[tuple[int, int], ...] = field(default_factory=tuple)  # character spans into label
    documentation: str = ""  # Markdown
    active_parameter: int = 0

    @property
    def documentation_plain(self) -> str:
        """The documentation for clients that cannot render Markdown."""
        return markdown_to_plain(self.documentation)


@dataclass(frozen=True)
class Location:
    """A byte range in a document, possibly another file of the workspace."""

    uri: str
    start: int
    end: int


@dataclass(frozen=True)
class OutlineSymbol:
    """One entry of the document outline; `children` nest (function -> parameters, labels ...).

    kind is one of 'function', 'kernel', 'parameter', 'variable', 'constant', 'register', 'label',
    'prototype', 'section'.
    """

    name: str
    kind: str
    detail: str
    start: int
    end: int
    selection_start: int
    selection_end: int
    children: tuple[OutlineSymbol, ...] = ()
    # For a function: a memo shared by every version whose function text is the same (the LSP
    # layer caches its converted form there); None for other symbols.
    memo: dict | None = field(default=None, compare=False, repr=False)

    def shifted(self, delta: int, memo: dict | None = None) -> OutlineSymbol:
        """The same symbol (and children) moved by `delta` bytes."""
        return OutlineSymbol(
            self.name, self.kind, self.detail, self.start + delta, self.end + delta, self.selection_start + delta,
            self.selection_end + delta, tuple(child.shifted(delta) for child in self.children), memo,
        )


@dataclass(frozen=True)
class Fold:
    """A foldable byte range; kind is 'region', 'comment' or 'imports'."""

    start: int
    end: int
    kind: str = "region"


@dataclass(frozen=True)
class Refusal:
    """A feature declines on purpose (e.g. renaming one member of `%r<100>`); message says why."""

    message: str


_FENCE = re.compile(r"^[ \t]*```[^\n]*\n?", re.M)
_LINK = re.compile(r"\[([^\]\n]*)\]\(([^)\s]*)\)")
_EMPHASIS = re.compile(r"\*\*(.+?)\*\*|`([^`\n]*)`")


def markdown_to_plain(markdown: str) -> str:
    """The plain-text reading of the small Markdown subset our documentation uses.

    Completion items and signatures are written once, in Markdown; a client whose
    `documentationFormat` lacks Markdown would show `**`, backticks and fences literally.
    Code fences lose their marker lines (the code stays), `[text](url)` becomes `text: url`,
    bold and inline code lose their markers.
    """
    if not markdown:
        return markdown
    text = _FENCE.sub("", markdown)
    text = _LINK.sub(lambda m: f"{m.group(1)}: {m.group(2)}" if m.group(1) else m.group(2), text)
    text = _EMPHASIS.sub(lambda m: m.group(1) if m.group(1) is not None else m.group(2), text)
    return text.rstrip("\n")
