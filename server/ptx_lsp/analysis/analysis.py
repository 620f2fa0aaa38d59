"""`Analysis`: the one door from `lsp/` and the CLI into every feature, one object per snapshot.

**Callers outside `analysis/` (the LSP handlers, `ptx-lsp check`) ask an `Analysis` and nothing
else in `ptx_lsp.analysis`: every feature is a method here, taking and returning plain data in
byte offsets of this snapshot.** (Like rust-analyzer's `ide::Analysis`.)
**An Analysis never changes: it reads one immutable `Snapshot`; derived data (index, issues,
semantic views) is cached on that snapshot, so making an Analysis costs nothing and two of the
same snapshot share everything.**
**Methods never raise on bad input: they return an empty answer (None, [], ()).** (Handlers also
guard, but the CLI has no such net.)

Use::

    analysis = Analysis(snapshot, workspace)          # workspace: WorkspaceIndex or None
    analysis = Analysis.from_bytes(data, settings=s)  # tools, tests, the CLI

    analysis.diagnostics()                 # tuple[Issue]: ours, unfiltered, in source order
    Analysis.top_diagnostics(data, s, top) # (end, [Issue]) of a big file's start, before parsing it all
    analysis.hover(offset)                 # Hover | None
    analysis.completion(offset)            # list[Completion]
    analysis.signature_help(offset)        # Signature | None
    analysis.definition(offset)            # list[Location] (other workspace files too)
    analysis.declaration(offset)           # list[Location]
    analysis.references(offset, include_declaration)   # list[Location]
    analysis.highlights(offset)            # list[(start, end, "read"|"write"|"text")]
    analysis.prepare_rename(offset)        # (start, end, placeholder) | Refusal
    analysis.rename(offset, new_name)      # {uri: [(start, end, text)]} | Refusal
    analysis.call_target(offset)           # Declaration | None (call hierarchy item)
    analysis.incoming_calls(function)      # [(caller Declaration, [(start, end)])]
    analysis.outgoing_calls(function)      # [(callee Declaration, [(start, end)])]
    analysis.outline()                     # list[OutlineSymbol]
    analysis.folding()                     # list[Fold]
    analysis.selection_ranges(offset)      # [(start, end)] innermost first
    analysis.tokens(start, end)            # [(start, length, type, modifiers)]
    analysis.token_chunks()                # cached per-item token runs (whole document)
    analysis.code_actions(start, end, issues)  # list[Fix] beyond those the issues carry
    analysis.function_model(offset)        # FunctionModel: typed InstructionViews of a function
    analysis.instruction_at(offset)        # InstructionView | None

`TOKEN_TYPES` / `TOKEN_MODIFIERS` (the semantic-token legend) are re-exported here.
`diagnostics(target=...)` checks as if the file declared that target (`ptx-lsp check --target`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.semantic_tokens import TOKEN_MODIFIERS, TOKEN_TYPES
from ptx_lsp.analysis.settings import DEFAULT_SETTINGS, Settings

if TYPE_CHECKING:
    from ptx_lsp.analysis.completion import Completion
    from ptx_lsp.analysis.folding import Fold
    from ptx_lsp.analysis.hover import Hover
    from ptx_lsp.analysis.results import Fix, Issue, Location, OutlineSymbol, Refusal
    from ptx_lsp.analysis.semantics import FunctionModel, InstructionView
    from ptx_lsp.analysis.signature import Signature
    from ptx_lsp.analysis.symbols import Declaration
    from ptx_lsp.services.workspace import WorkspaceIndex


# C++ documents (PTX in asm() strings) have their own small facade with the same editing methods;
# they are re-exported here so that lsp/ and the CLI keep one door into analysis.
from ptx_lsp.analysis.compile_commands import target_for_file  # noqa: E402

# How many diagnostics are published (caps per function and file): the server applies them.
from ptx_lsp.analysis.diagnostics.limits import MAX_PER_FUNCTION, cap_issues  # noqa: E402
from ptx_lsp.analysis.diagnostics.parts import Pieces, pieces_between, published  # noqa: E402
from ptx_lsp.analysis.inline import CppAnalysis, CppSnapshot, is_cpp_document  # noqa: E402

__all__ = ["MAX_PER_FUNCTION", "Pieces", "cap_issues", "pieces_between", "published", "Analysis", "CppAnalysis", "CppSnapshot", "TOKEN_MODIFIERS", "TOKEN_TYPES", "is_cpp_document",
           "target_for_file"]


# What `warm_up` checks: the instructions compilers write most, so their spellings are known.
WARM_UP_PTX = b"""
.version 8.0
.target sm_90
.address_size 64
.visible .entry warm(.param .u64 p)
{
\t.reg .pred %p<2>;
\t.reg .b32 %r<4>;
\t.reg .b64 %rd<4>;
\t.reg .f32 %f<3>;
\tld.param.u64 %rd1, [p];
\tcvta.to.global.u64 %rd2, %rd1;
\tmov.u32 %r1, %tid.x;
\tmul.wide.u32 %rd3, %r1, 4;
\tadd.s64 %rd3, %rd2, %rd3;
\tld.global.u32 %r2, [%rd3];
\tsetp.lt.s32 %p1, %r2, 1;
\t@%p1 bra $L__BB0_2;
\tadd.s32 %r3, %r2, 1;
\tshl.b32 %r3, %r3, 2;
\tand.b32 %r3, %r3, 255;
\tmov.b32 %f1, %r3;
\tfma.rn.f32 %f2, %f1, %f1, %f1;
\tst.global.f32 [%rd3], %f2;
\tbar.sync 0;
$L__BB0_2:
\tret;
}
"""


def _made_for_good() -> None:
    """What lives for the whole process but is made lazily, on the first statement that needs it
    (compiled queries, the modifier set, a codec, modules imported where first needed, the C++
    grammar): made at start (`Analysis.warm_up`), not among
    a big document's objects, whose allocator arenas one of them would pin after a close (issue 16)."""
    import codecs

    from ptx_lsp.analysis import folding, inline, semantic_tokens, symbols
    from ptx_lsp.analysis.diagnostics import fixes, instructions  # noqa: F401  (fixes: imported by its first use)
    from ptx_lsp.analysis.diagnostics import syntax as syntax_issues
    from ptx_lsp.syntax import pattern
    from ptx_lsp.syntax.fragments import cuda_language

    for make in (symbols._query, symbols._use_query, symbols._name_query, symbols._structure_query,
                 semantic_tokens._query, semantic_tokens._syntax_query, folding._query,
                 syntax_issues._unfinished_query, inline._opcodes, instructions._all_modifiers):
        make()
    pattern(syntax_issues.MISSING_BRACES)
    codecs.lookup("utf-16-le")
    cuda_language()


@dataclass(frozen=True)
class Analysis:
    """Every feature of one snapshot (see the module docstring for the whole API)."""

    snapshot: Snapshot
    workspace: WorkspaceIndex | None = None

    @classmethod
    def from_bytes(cls, data: bytes, uri: str = "untitled:buffer.ptx", settings: Settings = DEFAULT_SETTINGS,
                   workspace: WorkspaceIndex | None = None) -> Analysis:
        """The analysis of a whole document given as bytes (no editor, no previous version)."""
        return cls(Snapshot.from_bytes(data, uri, settings=settings), workspace)

    @classmethod
    def from_text(cls, text: str, **kwargs: Any) -> Analysis:
        """Convenience for tests: the analysis of a str (UTF-8)."""
        return cls.from_bytes(text.encode("utf-8", "surrogatepass"), **kwargs)

    @staticmethod
    def top_diagnostics(data: bytes, settings: Settings, top: int) -> tuple[int, list[Issue]] | None:
        """(end, issues) of the start of a big document up to the function running past byte
        `top`, from a parse of that part alone; None when they might differ from what the whole
        file gives there (see `validate.top_issues`). For publishing before the whole file is parsed."""
        from ptx_lsp.analysis.validate import top_issues

        try:
            return top_issues(data, settings, top)
        except Exception:  # noqa: BLE001 - diagnostics never raise
            return None

    @staticmethod
    def warm_up() -> None:
        """Check a small kernel once and ask every whole-document and cursor feature of it: the spec
        data, the features' modules and their tables made from the spec, and the commonest
        spellings are loaded before the first real document (the server calls this at start).

        So they are made among the server's start-up objects: made lazily while a big document is
        open, these few thousand objects that live for good are spread over the allocator's
        arenas full of the document's, and kept most of them (~65 MiB) after it closes (issue 16).
        """
        from ptx_lsp.analysis.completion import make_opcode_texts
        from ptx_lsp.spec import load
        from ptx_lsp.spec.db import make_slot_tables

        make_slot_tables(load())
        make_opcode_texts()
        _made_for_good()
        analysis = Analysis.from_bytes(WARM_UP_PTX, uri="untitled:ptx-lsp-warm-up.ptx")
        analysis.diagnostics()
        analysis.token_chunks()
        analysis.outline()
        analysis.folding()
        for line in (b"\tld.global.u32", b"\tadd.s32", b"$L__BB0_2"):
            at = WARM_UP_PTX.index(line) + 2
            analysis.hover(at)
            analysis.completion(at)
            analysis.completion(at + 3, ".")

    # ---- plain facts ---------------------------------------------------------------------

    @property
    def uri(self) -> str:
        return self.snapshot.uri

    @property
    def data(self) -> bytes:
        return self.snapshot.data

    @property
    def settings(self) -> Settings:
        return self.snapshot.settings

    # ---- diagnostics ---------------------------------------------------------------------

    def diagnostics(self, target: str | None = None) -> tuple[Issue, ...]:
        """Our own issues in source order (settings filter what is shown later).

        `target` checks as if the file declared that `.target` (like `ptxas -arch`); it is not
        cached on the snapshot.
        """
        if target is None:
            return self.snapshot.issues
        from ptx_lsp.analysis.diagnostics import validate_tree

        source = self.snapshot.source
        try:
            issues = validate_tree(source, source.text, self.settings, target_override=target)
        except Exception:  # noqa: BLE001 - diagnostics never raise
            return ()
        return tuple(sorted(issues, key=lambda issue: (issue.start, issue.end, issue.code)))

    def code_actions(self, start: int, end: int, issues: Sequence[Issue]) -> list[Fix]:
        """Fixes for the issues overlapping start..end beyond those the issues carry."""
        from ptx_lsp.analysis.code_actions import code_actions

        return code_actions(self.snapshot, start, end, issues)

    # ---- editing -------------------------------------------------------------------------

    def hover(self, offset: int) -> Hover | None:
        from ptx_lsp.analysis.hover import hover

        return hover(self.snapshot, offset)

    def completion(self, offset: int, trigger_character: str | None = None) -> list[Completion]:
        from ptx_lsp.analysis.completion import complete

        return complete(self.snapshot, offset, trigger_character)

    def signature_help(self, offset: int) -> Signature | None:
        from ptx_lsp.analysis.signature import signature_help

        return signature_help(self.snapshot, offset)

    # ---- navigation ----------------------------------------------------------------------

    def definition(self, offset: int) -> list[Location]:
        from ptx_lsp.analysis import navigation

        return navigation.definition(self.snapshot, offset, self.workspace)

    def declaration(self, offset: int) -> list[Location]:
        from ptx_lsp.analysis import navigation

        return navigation.declaration(self.snapshot, offset)

    def references(self, offset: int, include_declaration: bool = True) -> list[Location]:
        from ptx_lsp.analysis import navigation

        return navigation.references(self.snapshot, offset, include_declaration, self.workspace)

    def highlights(self, offset: int) -> list[tuple[int, int, str]]:
        from ptx_lsp.analysis import navigation

        return navigation.highlights(self.snapshot, offset)

    def prepare_rename(self, offset: int) -> tuple[int, int, str] | Refusal:
        from ptx_lsp.analysis import navigation

        return navigation.prepare_rename(self.snapshot, offset)

    def rename(self, offset: int, new_name: str) -> dict[str, list[tuple[int, int, str]]] | Refusal:
        from ptx_lsp.analysis import navigation

        return navigation.rename(self.snapshot, offset, new_name, self.workspace)

    def call_target(self, offset: int) -> Declaration | None:
        from ptx_lsp.analysis import navigation

        return navigation.call_target(self.snapshot, offset)

    def incoming_calls(self, function: Declaration) -> list[tuple[Declaration, list[tuple[int, int]]]]:
        from ptx_lsp.analysis import navigation

        return navigation.incoming_calls(self.snapshot, function)

    def outgoing_calls(self, function: Declaration) -> list[tuple[Declaration, list[tuple[int, int]]]]:
        from ptx_lsp.analysis import navigation

        return navigation.outgoing_calls(self.snapshot, function)

    # ---- structure -----------------------------------------------------------------------

    def outline(self) -> list[OutlineSymbol]:
        from ptx_lsp.analysis.outline import document_symbols

        return document_symbols(self.snapshot)

    def folding(self) -> list[Fold]:
        from ptx_lsp.analysis.folding import folding_ranges

        return folding_ranges(self.snapshot)

    def selection_ranges(self, offset: int) -> list[tuple[int, int]]:
        from ptx_lsp.analysis.selection import selection_ranges

        return selection_ranges(self.snapshot, offset)

    def tokens(self, start: int = 0, end: int | None = None) -> list[tuple[int, int, int, int]]:
        from ptx_lsp.analysis.semantic_tokens import semantic_tokens

        return semantic_tokens(self.snapshot, start, end)

    def token_chunks(self) -> list[Any]:
        from ptx_lsp.analysis.semantic_tokens import token_chunks

        return token_chunks(self.snapshot)

    # ---- semantics -----------------------------------------------------------------------

    def function_model(self, offset: int) -> FunctionModel | None:
        """Typed instruction views of the function around `offset` (`analysis.semantics`), or None."""
        from ptx_lsp.analysis.semantics import function_model

        try:
            return function_model(self.snapshot, offset)
        except Exception:  # noqa: BLE001 - features never raise
            return None

    def instruction_at(self, offset: int) -> InstructionView | None:
        """The typed view of the instruction at `offset`, or None."""
        model = self.function_model(offset)
        return model.at(offset) if model is not None else None

