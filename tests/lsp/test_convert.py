"""Position <-> byte offset conversion in UTF-8, UTF-16 and UTF-32, on non-ASCII and invalid bytes."""

from __future__ import annotations

import random

import pytest
from lsprotocol.types import Position, Range

from ptx_lsp.lsp.convert import (
    UTF8,
    UTF16,
    UTF32,
    Lines,
    Positions,
    bytes_to_text,
    choose_encoding,
    json_safe,
    text_to_bytes,
)

TEXT = "// é😀∑ comment\n\tmov.u32 %r1, 7; /* 😀 */ add.u32 %r2, %r1, %r1;\r\nlast line ü"


def units(text: str, encoding: str) -> int:
    if encoding == UTF8:
        return len(text.encode("utf-8", "surrogatepass"))
    if encoding == UTF32:
        return len(text)
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def positions(text: str, encoding: str) -> Positions:
    data = text_to_bytes(text)
    return Positions(data, Lines(data), encoding)


@pytest.mark.parametrize("encoding", [UTF8, UTF16, UTF32])
def test_every_character_boundary_round_trips(encoding: str):
    conv = positions(TEXT, encoding)
    for index in range(len(TEXT) + 1):
        prefix = TEXT[:index]
        line = prefix.count("\n")
        column_text = prefix[prefix.rfind("\n") + 1 :]
        if column_text.endswith("\r"):
            continue  # a position between \r and \n does not exist for the client
        pos = Position(line=line, character=units(column_text, encoding))
        offset = conv.offset(pos)
        assert offset == len(prefix.encode("utf-8")), (index, pos)
        assert conv.position(offset) == pos


@pytest.mark.parametrize("encoding, character, expected", [(UTF16, 4, "😀"), (UTF8, 5, "😀"), (UTF32, 4, "😀"), (UTF16, 6, "∑"), (UTF32, 5, "∑"), (UTF8, 9, "∑")])
def test_astral_characters_count_by_encoding(encoding: str, character: int, expected: str):
    conv = positions(TEXT, encoding)
    offset = conv.offset(Position(line=0, character=character))
    assert TEXT.encode()[offset:].decode().startswith(expected)


def test_position_inside_a_surrogate_pair_stays_before_it():
    conv = positions("a😀b", UTF16)
    assert conv.offset(Position(line=0, character=2)) == 1


def test_clamping_past_line_and_document_end():
    conv = positions("ab\ncd\r\nef", UTF16)
    assert conv.offset(Position(line=0, character=99)) == 2
    assert conv.offset(Position(line=1, character=99)) == 5  # before the \r of \r\n
    assert conv.offset(Position(line=9, character=0)) == len(b"ab\ncd\r\nef")
    assert conv.position(10_000) == Position(line=2, character=2)
    assert conv.offsets(Range(start=Position(line=1, character=1), end=Position(line=0, character=1))) == (1, 4)


def test_invalid_utf8_bytes_count_one_unit_each():
    data = b"a\xff\xfeb\xe2\x82c"  # two stray bytes, then a truncated 3-byte sequence
    for encoding in (UTF16, UTF32):
        conv = Positions(data, Lines(data), encoding)
        assert conv.position(len(data)) == Position(line=0, character=7)
        assert conv.offset(Position(line=0, character=3)) == 3
    assert bytes_to_text(data) == "a\udcff\udcfeb\udce2\udc82c"


def test_lone_surrogates_from_the_client_survive_and_count_once():
    text = "x\udc80y"
    data = text_to_bytes(text)
    assert bytes_to_text(data) == text
    conv = Positions(data, Lines(data), UTF16)
    assert conv.offset(Position(line=0, character=2)) == len(data) - 1
    assert json_safe(text) == "x\ufffdy"


def test_lines_edit_matches_a_fresh_scan():
    rng = random.Random(4)
    data = b"".join(rng.choice([b"a", b"\n", b"xy", b"\r\n", b"\r", b"\xc3\xa9"]) for _ in range(400))
    lines = Lines(data)
    for _ in range(1000):
        start = rng.randrange(len(data) + 1)
        end = rng.randrange(start, min(len(data), start + 20) + 1)
        new = b"".join(rng.choice([b"q", b"\n", b"\n\n", b"\r", b"\r\n", b""]) for _ in range(rng.randrange(4)))
        data = data[:start] + new + data[end:]
        lines = lines.edited(start, end, new, data)
        assert lines.starts == Lines(data).starts


def test_positions_along_edits_that_add_and_remove_non_ascii_text():
    """Whether a version is all ASCII is carried from the last one (`Lines.ascii`): UTF-16 columns
    stay right when an edit brings the first non-ASCII character in, and after it is removed."""
    rng = random.Random(7)
    data = b"mov.u32 %r1, 1;\n" * 20
    lines = Lines(data)
    for _ in range(300):
        Positions(data, lines, UTF16).point(len(data))  # asks for (and so records) what is known
        start = rng.randrange(len(data) + 1)
        end = rng.randrange(start, min(len(data), start + 6) + 1)
        new = rng.choice([b"", b"x", b"\n", "\u00e9".encode(), "\U0001f600".encode(), b"ab"])
        data = data[:start] + new + data[end:]
        lines = lines.edited(start, end, new, data)
        carried, fresh = Positions(data, lines, UTF16), Positions(data, Lines(data), UTF16)
        for offset in range(0, len(data) + 1, 7):
            assert carried.point(offset) == fresh.point(offset)
    assert not data.isascii() or lines.ascii


@pytest.mark.parametrize("text,expected", [
    ("a\nb\nc", [0, 2, 4]),
    ("a\r\nb\r\nc", [0, 3, 6]),
    ("a\rb\rc", [0, 2, 4]),
    ("a\r\rb\n\r\nc\r", [0, 2, 3, 5, 7, 9]),
])
def test_every_lsp_line_break_ends_a_line(text: str, expected: list[int]):
    data = text.encode()
    assert Lines(data).starts == expected
    conv = Positions(data, Lines(data), UTF16)
    last = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    assert conv.point(len(data)) == (len(last) - 1, len(last[-1]))
    assert conv.offset(Position(line=1, character=99)) == expected[1] + len(last[1])


def test_semantic_token_encoding_is_relative_and_in_units():
    text = "é a\n bc"
    conv = positions(text, UTF16)
    data = text_to_bytes(text)
    a = data.index(b"a")
    bc = data.index(b"bc")
    assert conv.encode_tokens([(a, a + 1, 3, 1), (bc, bc + 2, 4, 0)]) == [0, 2, 1, 3, 1, 1, 1, 2, 4, 0]
    conv8 = positions(text, UTF8)
    assert conv8.encode_tokens([(a, a + 1, 3, 1)]) == [0, 3, 1, 3, 1]


@pytest.mark.parametrize(
    "offered, chosen",
    [(None, UTF16), ([], UTF16), (["utf-8", "utf-16"], UTF8), (["utf-32"], UTF32), (["latin-1"], UTF16)],
)
def test_choose_encoding(offered, chosen):
    assert choose_encoding(offered) == chosen


def test_semantic_delta_common_ends():
    from ptx_lsp.lsp.handlers.common import _common_ends

    rng = random.Random(7)
    for _ in range(300):
        old = [rng.randrange(3) for _ in range(rng.randrange(0, 60))]
        new = list(old)
        at = rng.randrange(len(new) + 1)
        new[at : at + rng.randrange(4)] = [rng.randrange(3) for _ in range(rng.randrange(4))]
        prefix, suffix = _common_ends(old, new, step=4)
        assert old[:prefix] == new[:prefix] and prefix + suffix <= min(len(old), len(new))
        assert old[len(old) - suffix :] == new[len(new) - suffix :]
        patched = old[:prefix] + new[prefix : len(new) - suffix] + old[len(old) - suffix :]
        assert patched == new
        assert prefix == len(old) or prefix == len(new) or old[prefix] != new[prefix]


@pytest.mark.parametrize("encoding", [UTF8, UTF16, UTF32])
def test_chunked_token_encoding_equals_the_flat_one_across_edits(encoding: str):
    from pathlib import Path

    from ptx_lsp.analysis import semantic_tokens
    from ptx_lsp.analysis.host import Snapshot

    rng = random.Random(encoding)
    data = (Path(__file__).resolve().parents[1] / "data" / "core" / "kernel.ptx").read_bytes()
    data += "/* é😀 */ .global .u32 late = 1;\n.section .debug_str\n{\n$L__s: .b8 65\n}\n".encode()
    snapshot = Snapshot.from_bytes(data)
    pieces = [b"", b" ", b"\n", b"%r1", b"counter", b"square", b"\xc3\xa9", b"{", b"}", b"/* \xf0\x9f\x98\x80 */",
              b"\r\n", b"\r"]
    for step in range(40):
        conv = Positions(snapshot.data, Lines(snapshot.data), encoding)
        flat = conv.encode_tokens(semantic_tokens.semantic_tokens(snapshot))
        assert conv.encode_chunks(semantic_tokens.token_chunks(snapshot)) == flat, step
        at = rng.randrange(len(snapshot.data) + 1)
        snapshot = snapshot.edited(at, min(len(snapshot.data), at + rng.randrange(4)), rng.choice(pieces), step + 2)


@pytest.mark.parametrize("encoding", [UTF8, UTF16])
@pytest.mark.parametrize("newline", [b"\n", b"\r\n", b"\r"])
def test_chunked_token_encoding_counts_every_kind_of_line_break(encoding: str, newline: bytes):
    """A function's cached encoding counts its lines in its own text (`own_lines`); a lone `\r`
    breaks a line too (LSP), so a function holding one is encoded from the line table."""
    from ptx_lsp.analysis import semantic_tokens
    from ptx_lsp.analysis.host import Snapshot

    text = (b".version 8.0\n.target sm_80\n.address_size 64\n\n"
            b".visible .entry a(.param .u64 p)\n{\n\t.reg .b64 %rd<3>;\n\tld.param.u64 %rd1, [p];\n\n"
            b"\tmov.u64 %rd2, nowhere;  add.s64 %rd2, %rd2, %rd1;\n\tret;\n}\n"
            b".visible .entry b(.param .u64 q)\n{\n\t.reg .b64 %rd<3>;\n\tld.param.u64 %rd1, [q];\n\tret;\n}\n")
    one = text.replace(b"  add.s64", newline + b"\tadd.s64")  # one line break of this kind, in a
    every = text.replace(b"\n", newline)  # every line break of this kind
    for data in (one, every):
        snapshot = Snapshot.from_bytes(data)
        conv = Positions(snapshot.data, Lines(snapshot.data), encoding)
        encoded = conv.encode_chunks(semantic_tokens.token_chunks(snapshot))
        assert encoded == conv.encode_tokens(semantic_tokens.semantic_tokens(snapshot)), data


def test_negotiation_reads_enum_members_and_plain_strings():
    from lsprotocol import types

    from ptx_lsp.lsp.server import create_server, negotiate

    for offered, expected in [
        ([types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16], UTF8),
        (["utf-32"], UTF32),
        (None, UTF16),
    ]:
        server = create_server()
        caps = types.ClientCapabilities(general=types.GeneralClientCapabilities(position_encodings=offered))
        negotiate(server, types.InitializeParams(capabilities=caps))
        assert server.encoding == expected


@pytest.mark.parametrize("encoding", ["utf-16", "utf-32", "utf-8"])
def test_unit_counts_of_valid_and_broken_utf8(encoding: str):
    """Valid UTF-8 is counted at C speed, broken bytes one unit each; both agree with _advance."""
    from ptx_lsp.lsp.convert import _advance, _units

    rng = random.Random(3)
    pieces = ["a", "é", "€", "😀", " ", "\udc80", "%r1"]
    for _ in range(200):
        text = "".join(rng.choice(pieces) for _ in range(rng.randrange(12)))
        data = text.encode("utf-8", "surrogateescape" if "\udc80" in text else "strict")
        if encoding == "utf-8":
            expected = len(data)
        elif encoding == "utf-32":
            expected = len(text)
        else:
            expected = len(text.encode("utf-16-le", "surrogatepass")) // 2
        assert _units(data, 0, len(data), encoding) == expected, text
        assert _advance(data, 0, len(data), expected, encoding) == len(data), text


def test_a_function_naming_an_undeclared_symbol_keeps_its_cached_token_encoding(monkeypatch):
    """Issue 16: a name typed without a declaration (a placeholder left uncoloured) made its whole
    function re-encoded on every whole-document tokens request, edited or not (after 1,000 random
    edits most functions of cub_sm90 held one: seconds per request). Only the edited item is
    re-encoded, and the integers still equal the flat encoding."""
    from ptx_lsp.analysis import semantic_tokens
    from ptx_lsp.analysis.host import Snapshot

    first = (".version 8.0\n.target sm_80\n.address_size 64\n"
             ".visible .entry a(.param .u64 p)\n{\n\t.reg .b64 %rd<3>;\n\tld.param.u64 %rd1, [p];\n"
             "\tmov.u64 %rd2, nowhere;\n\tmov.u64 %rd2, missing;\n\tadd.s64 %rd2, %rd2, %rd1;\n\tret;\n}\n")
    second = ".visible .entry b(.param .u64 q)\n{\n\t.reg .b64 %rd<3>;\n\tld.param.u64 %rd1, [q];\n\tret;\n}\n"
    snapshot = Snapshot.from_bytes((first + second).encode())
    calls: list[int] = []

    def counted(original):
        def counting(self, *args):
            calls.append(1)
            return original(self, *args)
        return counting

    monkeypatch.setattr(Positions, "_encode_into", counted(Positions._encode_into))
    for step in range(3):
        conv = Positions(snapshot.data, Lines(snapshot.data), UTF16)
        chunks = semantic_tokens.token_chunks(snapshot)
        assert any(found is None for chunk in chunks for _, found in chunk.patches)
        calls.clear()
        encoded = conv.encode_chunks(chunks)
        if step:
            assert len(calls) == 1, step  # b, edited; not a, whose names stay undeclared
        assert encoded == conv.encode_tokens(semantic_tokens.semantic_tokens(snapshot)), step
        at = snapshot.data.index(b"ret;", len(first))
        snapshot = snapshot.edited(at, at, b"\n\tret;" if step else b"\tnop;\n", step + 2)
