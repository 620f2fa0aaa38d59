"""Closing the last document returns its memory (issue 16): nothing made for it stays alive.

A closed document's snapshots, sources and parse trees must all be freed, and every process-wide
table filled while it was open with what it spelled (text-keyed memos, `re`'s pattern cache,
completion's notes, the markup memo) or by editing it (the parsers' pools of tree nodes) emptied:
one object left alive pins the allocator's arenas it shares with the document's freed ones.
"""

from __future__ import annotations

import gc
import re
import weakref

import tree_sitter
from lsprotocol import types

from ptx_lsp.analysis.analysis import Analysis
from ptx_lsp.lsp.server import create_server
from ptx_lsp.syntax import SourceFile

SOURCE = """.version 8.0
.target sm_90
.address_size 64

.visible .entry k(.param .u64 p)
{
\t.reg .b32 %r<4>;
\t.reg .pred %p<2>;
\tld.param.u64 %rd1, [p];
\tadd.s32 %r1, %r2, 1;
\tsetp.eq.s32 %p1, %r1, 0;
\t@%p1 bra $L__BB0_2;
\tmul.lo.s32 %r3, %r1, %r1;
$L__BB0_2:
\tret;
}

.func f(.reg .u32 a)
{
\tmov.u32 %r9, a;
\tret;
}
"""
URI = "file:///closed.ptx"


def edit(server, version: int, line: int, character: int, text: str, length: int = 0):
    start = types.Position(line=line, character=character)
    end = types.Position(line=line, character=character + length)
    return server.change_document(URI, version, [types.TextDocumentContentChangePartial(
        range=types.Range(start=start, end=end), text=text)])


def alive(kind: type, mine=lambda o: True) -> int:
    """How many `kind` objects (`mine`: of this test's document) are reachable from the collector's
    objects (tree-sitter's trees are not tracked by it: they are found among the referents of what is)."""
    gc.collect()
    tracked = gc.get_objects()
    return (sum(1 for o in tracked if type(o) is kind and mine(o))
            + sum(1 for o in tracked for r in gc.get_referents(o)
                  if type(r) is kind and not gc.is_tracked(r) and mine(r)))


def of_this_document(source: SourceFile) -> bool:
    """A source of one of this test's versions (other tests of the process may keep their own)."""
    return b".func f(.reg .u32 a)" in source.text


def edited_and_asked(server) -> list[weakref.ref]:
    """Open the document, type a few edits (one breaking an instruction, one pasting a function) and
    ask what an editor asks after each; weak references to every snapshot made."""
    made = [weakref.ref(server.open_document(URI, 1, SOURCE.encode()))]
    edits = [(9, 5, "x"), (9, 6, "", 1), (12, 1, "ld.global.u32 %r4, [%rd9];\n\t"), (15, 0, "\tfoo.bar %q1;\n"),
             (18, 0, SOURCE[SOURCE.index(".func"):].replace("f(", "g("))]
    for version, (line, character, text, *length) in enumerate(edits, start=2):
        snapshot = edit(server, version, line, character, text, *length)
        made.append(weakref.ref(snapshot))
        server.prepare(snapshot)
        analysis = Analysis(snapshot)
        at = snapshot.data.index(b"mul.lo") + 2
        analysis.hover(at)
        analysis.completion(at)
        analysis.completion(at + 3, ".")
        analysis.token_chunks()
        analysis.outline()
        del snapshot, analysis
    return made


def test_a_closed_document_leaves_no_snapshot_source_or_tree_alive():
    server = create_server()
    trees_before = alive(tree_sitter.Tree)
    made = edited_and_asked(server)
    assert alive(SourceFile, of_this_document) > 0 and alive(tree_sitter.Tree) > trees_before  # (seen while open)
    server.close_document(URI)
    assert [ref() for ref in made] == [None] * len(made)
    assert alive(SourceFile, of_this_document) == 0
    assert alive(tree_sitter.Tree) <= trees_before  # (closing may also free what earlier tests left)


def test_closing_the_last_document_empties_what_its_text_filled():
    from ptx_lsp.analysis import completion, symbols
    from ptx_lsp.analysis.diagnostics import functions, instructions, operands
    from ptx_lsp.lsp.handlers.common import _markup_json
    from ptx_lsp.syntax import _PARSERS

    keyed = (completion._modifier_needs, instructions._family_members, operands._matrix_section,
             functions._strict_vectors, symbols.is_read_only_space, _markup_json)
    server = create_server()
    edited_and_asked(server)
    _markup_json("`add` adds", True)  # (what the completion handler converts: not reached from here)
    re.compile(rb"(?:%r|%rd)\d*(?![\w$])")  # (as the validator's re-check compiles the names it looks for)
    assert _PARSERS and any(cached.cache_info().currsize for cached in keyed)
    server.close_document(URI)
    assert not _PARSERS
    assert {cached.__name__: cached.cache_info().currsize for cached in keyed} == {cached.__name__: 0 for cached in keyed}
    assert not completion._NOTES_NAMING
    assert not re._cache


def test_a_document_opened_after_the_last_close_parses_and_checks_as_before():
    server = create_server()
    first = Analysis(server.open_document(URI, 1, SOURCE.encode())).diagnostics()
    edited_and_asked(server)
    server.close_document(URI)
    again = Analysis(server.open_document(URI, 1, SOURCE.encode())).diagnostics()
    assert first and again == first


def test_notifications_leave_no_future_behind() -> None:
    """pygls files the future of each notification handler it runs as a generator (didOpen,
    didChange, didClose) under a made-up id that nothing removed: one finished future per
    notification stayed alive for the life of the server (3,000 after the 3,000-edit benchmark)."""
    import io

    server = create_server()
    protocol = server.protocol
    protocol.set_writer(io.BytesIO())
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"processId": None, "rootUri": None, "capabilities": {}}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": URI, "languageId": "ptx", "version": 1, "text": SOURCE}}},
    ]
    for version in range(2, 52):
        messages.append({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": URI, "version": version},
            "contentChanges": [{"range": {"start": {"line": 9, "character": 0}, "end": {"line": 9, "character": 0}},
                                "text": " "}]}})
    messages.append({"jsonrpc": "2.0", "method": "textDocument/didClose", "params": {"textDocument": {"uri": URI}}})
    for message in messages:
        protocol.receive(message)
    assert server.host.get(URI) is None  # (every notification was handled)
    left = list(protocol._request_futures.values())
    assert not [future for future in left if future.done()], left
    assert len(left) < 5, left


def test_the_idle_read_of_uses_left_hands_the_freed_pages_back(monkeypatch) -> None:
    """The idle server reads the uses an index left for later (letting the trees they were read from
    go) after its idle collection and trim: a trim follows the read, not only the next edit's."""
    from ptx_lsp.analysis import host

    trims = []
    monkeypatch.setattr(host, "_malloc_trim", lambda: trims.append(1))
    server = create_server()
    server.open_document(URI, 1, SOURCE.encode())
    snapshot = server.host.get(URI)
    assert snapshot.index.uses_left()  # the first index leaves every function's uses for later
    server.read_uses_left()
    server.index_pool.submit(lambda: None).result()  # (the worker runs its jobs in order)
    assert not snapshot.index.uses_left() and trims == [1]
    server.read_uses_left()  # nothing left: neither a job nor a trim
    server.index_pool.submit(lambda: None).result()
    assert trims == [1]
    server.close_document(URI)
