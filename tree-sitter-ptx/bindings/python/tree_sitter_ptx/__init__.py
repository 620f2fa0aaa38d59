"""PTX (NVIDIA Parallel Thread Execution) grammar for tree-sitter.

**The query texts shipped here are the files of `tree-sitter-ptx/queries/`, copied at build time;
`language()` returns the compiled grammar as a capsule for `tree_sitter.Language`.**
"""

from importlib.resources import files as _files

from ._binding import language

__all__ = [
    "language",
    "HIGHLIGHTS_QUERY",
    "LOCALS_QUERY",
    "FOLDS_QUERY",
    "TAGS_QUERY",
    "INDENTS_QUERY",
    "query_text",
]

_QUERY_NAMES = ("highlights", "locals", "folds", "tags", "indents")


def query_text(name: str) -> str:
    """The text of `queries/<name>.scm` (one of highlights, locals, folds, tags, indents)."""
    if name not in _QUERY_NAMES:
        raise ValueError(f"unknown query {name!r}; expected one of {', '.join(_QUERY_NAMES)}")
    return (_files(__package__) / "queries" / f"{name}.scm").read_text(encoding="utf-8")


def __getattr__(name: str) -> str:
    # HIGHLIGHTS_QUERY etc. are read lazily so importing the package stays cheap.
    if name.endswith("_QUERY") and name[: -len("_QUERY")].lower() in _QUERY_NAMES:
        return query_text(name[: -len("_QUERY")].lower())
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
