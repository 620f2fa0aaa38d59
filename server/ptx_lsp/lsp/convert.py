"""The only place where LSP positions and byte offsets are converted into each other.

**Every Position/Range the server sends or receives goes through `Positions`, in the encoding
negotiated at initialize (UTF-16 unless the client offered UTF-8 or UTF-32).**
**Conversion never raises: positions past the end of a line or of the document are clamped.**

Analysis works in byte offsets of the UTF-8 source; LSP counts "characters" in code units of the
negotiated encoding. The mapping walks the bytes of one line with a small UTF-8 decoder:

* a valid 1-3 byte sequence is one UTF-16/UTF-32 unit, a 4-byte sequence two UTF-16 units;
* a byte that is not valid UTF-8 counts as one unit — the same as Python's `surrogateescape`;
* a lone surrogate that the client sent (JSON allows `"\\udc80"`) is stored as its 3-byte
  `surrogatepass` encoding and counts as one unit, exactly as the client counted it.

Lines end at `\\n` (a preceding `\\r` is not part of the line); a lone `\\r` is treated as an
ordinary character. `Lines` updates its line table incrementally for each edit so that a keystroke
in an 87k-line file does not rescan the whole file.
"""

from __future__ import annotations

import codecs
import re
from array import array
from bisect import bisect_left

from lsprotocol import types as lsp

from ptx_lsp.analysis.cancel import checkpoints
from ptx_lsp.syntax import LineStarts, text_line_starts

UTF8, UTF16, UTF32 = "utf-8", "utf-16", "utf-32"


def choose_encoding(offered: list[str] | None) -> str:
    """The client's first offered encoding that we support; UTF-16 when it offers none."""
    for encoding in offered or ():
        if encoding in (UTF8, UTF16, UTF32):
            return encoding
    return UTF16


def _lenient(error: UnicodeDecodeError) -> tuple[str, int]:
    """Decode a surrogatepass-encoded lone surrogate, else escape one bad byte."""
    data, start = error.object, error.start
    chunk = data[start : start + 3]
    if len(chunk) == 3 and chunk[0] == 0xED and 0xA0 <= chunk[1] <= 0xBF and 0x80 <= chunk[2] <= 0xBF:
        return chr(((chunk[1] & 0x3F) << 6 | (chunk[2] & 0x3F)) | 0xD000), start + 3
    return chr(0xDC00 + data[start]), start + 1


codecs.register_error("ptx-lsp-lenient", _lenient)


def text_to_bytes(text: str) -> bytes:
    """UTF-8 bytes of text from the client; lone surrogates survive (surrogatepass)."""
    return text.encode("utf-8", "surrogatepass")


def bytes_to_text(data: bytes) -> str:
    """Text for the client from our bytes; never raises on invalid UTF-8."""
    return data.decode("utf-8", "ptx-lsp-lenient")


def json_safe(text: str) -> str:
    """Text that any JSON encoder/decoder accepts: lone surrogates become U+FFFD."""
    if text.isascii():
        return text
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


class Lines:
    """Byte offsets of text line starts (`\n`, `\r\n`, lone `\r`), updated incrementally on edits.

    The table itself is the syntax layer's (`text_line_starts` in a `LineStarts`, whose edits cost
    the lines near the edit, not a pass over the file), so the server and the analysis count lines
    the same way the LSP specification does.
    """

    __slots__ = ("ascii", "starts")

    def __init__(self, data: bytes, starts: LineStarts | None = None, ascii: bool | None = None) -> None:
        self.starts = LineStarts(text_line_starts(data)) if starts is None else starts
        # whether the text is all ASCII (None: not known yet); an ASCII text stays so under ASCII edits,
        # so a keystroke does not scan the whole text again for the first position asked after it
        self.ascii = ascii

    def edited(self, start: int, old_end: int, new_bytes: bytes, new_data: bytes) -> Lines:
        """The line table after replacing bytes start..old_end with new_bytes (a new object).

        `new_data` is the whole new text (line breaks at the edges of the edit depend on it).
        """
        ascii = True if self.ascii and new_bytes.isascii() else None
        return Lines(b"", self.starts.edited(start, old_end, len(new_bytes), new_data), ascii)

    def __len__(self) -> int:
        return len(self.starts)


def _units(data: bytes, start: int, end: int, encoding: str) -> int:
    """Code units of `encoding` in data[start:end] (see the module docstring for bad bytes)."""
    if encoding == UTF8:
        return end - start
    chunk = data[start:end]
    if chunk.isascii():
        return len(chunk)
    try:  # valid UTF-8 (the usual case): count at C speed; the loop below agrees on valid text
        text = chunk.decode("utf-8")
    except UnicodeDecodeError:
        pass
    else:
        return len(text) if encoding != UTF16 else len(text.encode("utf-16-le", "surrogatepass")) // 2
    units = 0
    i, n = 0, len(chunk)
    while i < n:
        size, width = _char_at(chunk, i, n)
        units += 2 if (width == 4 and encoding == UTF16) else 1
        i += size
    return units


def _char_at(chunk: bytes, i: int, n: int) -> tuple[int, int]:
    """(bytes consumed, UTF-8 length class) of the character starting at chunk[i]."""
    b = chunk[i]
    if b < 0x80:
        return 1, 1
    if 0xC2 <= b <= 0xDF:
        need = 1
    elif 0xE0 <= b <= 0xEF:
        need = 2
    elif 0xF0 <= b <= 0xF4:
        need = 3
    else:
        return 1, 1
    if i + need >= n:
        return 1, 1
    for k in range(1, need + 1):
        if not 0x80 <= chunk[i + k] <= 0xBF:
            return 1, 1
    return need + 1, need + 1


_NON_ASCII = re.compile(rb"[\x80-\xff]")


def _advance(data: bytes, start: int, end: int, units: int, encoding: str) -> int:
    """The byte offset reached after `units` code units from `start`, never past `end`."""
    if encoding == UTF8:
        return min(start + units, end)
    end = min(end, start + 4 * units)  # a code unit never takes more than 4 bytes: copy no more
    chunk = data[start:end]
    if chunk.isascii():
        return start + min(units, len(chunk))
    i, n, seen = 0, len(chunk), 0
    search = _NON_ASCII.search
    while i < n and seen < units:
        found = search(chunk, i)
        run = (found.start() if found else n) - i  # ASCII bytes are one unit each: skip them at C speed
        if run:
            step = min(run, units - seen)
            i += step
            seen += step
            continue
        size, width = _char_at(chunk, i, n)
        step = 2 if (width == 4 and encoding == UTF16) else 1
        if seen + step > units:  # the position points inside a surrogate pair: stay before it
            break
        seen += step
        i += size
    return start + i


_COMPACT_SLICE = 1 << 16  # integers per conversion step of `compact_ints` (~1 ms)


def compact_ints(ints: list[int]) -> array | list[int]:
    """Token integers as kept for longer (a chunk's memo, the last result for deltas): 32-bit ints,
    half a list's pointers (issue 16: ~7 MiB each for cub_sm90.ptx's 1.7M integers); the list itself
    if one does not fit. Converted in slices: one `array("i", ...)` call over 1.7M integers holds the
    GIL for ~35 ms, and the whole-document tokens are converted on the validation worker while the
    event loop answers keystrokes (issue 16)."""
    out = array("i")
    try:
        for at in range(0, len(ints), _COMPACT_SLICE):
            out.fromlist(ints[at : at + _COMPACT_SLICE] if len(ints) > _COMPACT_SLICE else ints)
    except OverflowError:
        return ints
    return out


def span_json(span: tuple[int, int, int, int]) -> dict:
    """The JSON form of an LSP range given as `Positions.span` gives it."""
    a, b, c, d = span
    return {"start": {"line": a, "character": b}, "end": {"line": c, "character": d}}


class Positions:
    """Position <-> byte offset conversion for one version of one document."""

    __slots__ = ("data", "encoding", "lines")

    def __init__(self, data: bytes, lines: Lines, encoding: str = UTF16) -> None:
        self.data = data
        self.lines = lines
        self.encoding = encoding

    def _bytes_are_units(self) -> bool:
        """Whether byte counts equal code units everywhere (UTF-8, or an all-ASCII document)."""
        if self.encoding == UTF8:
            return True
        lines = self.lines
        if lines.ascii is None:
            lines.ascii = self.data.isascii()
        return lines.ascii

    def _line_bounds(self, line: int) -> tuple[int, int]:
        return self._bounds(*self.lines.starts.bounds(line))

    def _bounds(self, start: int, following: int) -> tuple[int, int]:
        """(start, end) of a line's text from its start and the next line's (-1: the last line)."""
        if following < 0:
            return start, len(self.data)
        end = following - 1
        if end > start and self.data[end - 1 : end] == b"\r":
            end -= 1
        return start, end

    def offset(self, position: lsp.Position) -> int:
        """Byte offset of an LSP position (clamped to the line and the document)."""
        line, character = position.line, position.character
        if line < 0:
            return 0
        if line >= len(self.lines.starts):
            return len(self.data)
        start, end = self._line_bounds(line)
        return _advance(self.data, start, end, max(character, 0), self.encoding)

    def point(self, offset: int) -> tuple[int, int]:
        """(line, character) of a byte offset (clamped to the document)."""
        offset = min(max(offset, 0), len(self.data))
        line, start, following = self.lines.starts.locate(offset)
        start, end = self._bounds(start, following)
        if self._bytes_are_units():  # no need to copy the line prefix to count its units
            return line, min(offset, end) - start
        return line, _units(self.data, start, min(offset, end), self.encoding)

    def span(self, start: int, end: int) -> tuple[int, int, int, int]:
        """(start line, start character, end line, end character) of a byte range."""
        line, char = self.point(start)
        end = max(start, end)
        data = self.data
        if (
            self._bytes_are_units()
            and 0 <= start <= end <= len(data)
            and data.find(b"\n", start, end) == -1
            and data.find(b"\r", start, end) == -1
        ):  # one line, no clamping: the end follows from the start (most ranges; half the lookups)
            return line, char, line, char + end - start
        return (line, char, *self.point(end))

    def position(self, offset: int) -> lsp.Position:
        """LSP position of a byte offset (clamped to the document)."""
        line, char = self.point(offset)
        return lsp.Position(line=line, character=char)

    def range(self, start: int, end: int) -> lsp.Range:
        """LSP range of a byte range."""
        a, b, c, d = self.span(start, end)
        return lsp.Range(start=lsp.Position(line=a, character=b), end=lsp.Position(line=c, character=d))

    def range_json(self, start: int, end: int) -> dict:
        """The JSON form of `range` (for results sent as `PlainJson`)."""
        return span_json(self.span(start, end))

    def offsets(self, rng: lsp.Range) -> tuple[int, int]:
        """Byte range of an LSP range (start <= end even if the client swapped them)."""
        a, b = self.offset(rng.start), self.offset(rng.end)
        return (a, b) if a <= b else (b, a)

    def line_of(self, offset: int) -> int:
        """0-based line number of a byte offset."""
        return self.lines.starts.line_of(min(max(offset, 0), len(self.data)))

    def encode_tokens(self, tokens: list[tuple[int, int, int, int]]) -> list[int]:
        """LSP's relative semantic-token integers for sorted, single-line byte-range tokens."""
        out: list[int] = []
        self._encode_into(out, tokens, 0, 0)
        return out

    def _encode_into(self, out: list[int], tokens, prev_line: int, prev_char: int,
                     base: int = 0, own_lines: bool = False) -> tuple[int, int]:
        """Append tokens (offsets relative to `base`) encoded relative to (prev_line, prev_char).

        `own_lines`: the tokens' text from `base`, a line start (prev_line, 0), has `\n` line breaks
        only and its bytes are code units: lines are counted in the text itself, not looked up in
        the line table (a bisect per line in Python: a third of encoding a big function).
        Returns the last (line, char).
        """
        data, starts, encoding = self.data, self.lines.starts, self.encoding
        ascii_only = self._bytes_are_units()
        line, line_start, next_start = -1, 0, -1
        n_lines = len(starts)
        find, count, rfind = data.find, data.count, data.rfind
        beyond = len(data) + 1
        if own_lines:
            found = find(b"\n", base)
            line, line_start, next_start = prev_line, base, found + 1 if found != -1 else beyond
        if ascii_only:  # the common case, kept lean: one pass, no per-token unit counting
            extend = out.extend
            for start, end, kind, mods in tokens:
                start += base
                if start >= next_start or start < line_start:
                    if own_lines:
                        line += count(b"\n", line_start, start)
                        line_start = rfind(b"\n", line_start, start) + 1
                        found = find(b"\n", start)
                        next_start = found + 1 if found != -1 else beyond
                    else:
                        line = starts.line_of(start)
                        line_start = starts[line]
                        next_start = starts[line + 1] if line + 1 < n_lines else beyond
                char = start - line_start
                if line != prev_line:
                    extend((line - prev_line, char, end + base - start, kind, mods))
                else:
                    extend((0, char - prev_char, end + base - start, kind, mods))
                prev_line, prev_char = line, char
            return prev_line, prev_char
        for start, end, kind, mods in tokens:
            if base:
                start += base
                end += base
            if line < 0 or start >= next_start or start < line_start:
                line = starts.line_of(start)
                line_start = starts[line]
                next_start = starts[line + 1] if line + 1 < n_lines else len(data) + 1
            if ascii_only:
                char, length = start - line_start, end - start
            else:
                char = _units(data, line_start, start, encoding)
                length = _units(data, start, end, encoding)
            if line != prev_line:
                out += (line - prev_line, char, length, kind, mods)
            else:
                out += (0, char - prev_char, length, kind, mods)
            prev_line, prev_char = line, char
        return prev_line, prev_char

    def encode_chunks(self, chunks: list) -> list[int]:
        """Semantic-token integers for `analysis.semantic_tokens.TokenChunk`s of the whole document.

        A chunk that starts at a line start has the same relative encoding wherever it moves, so
        its integers are cached in the chunk's memo (per encoding, with the placeholders this
        version leaves uncoloured dropped: a name typed without a declaration must not make its
        function re-encoded on every request, issue 16) and only its first token and its
        placeholders are patched here: after an edit only the edited item is re-encoded.
        """
        data, starts = self.data, self.lines.starts
        out: list[int] = []
        prev_line, prev_char = 0, 0
        key = ("lsp-semantic-tokens", self.encoding)
        for chunk in checkpoints(chunks, 256):
            base = chunk.base
            if not (base == 0 or data[base - 1 : base] == b"\n"):
                prev_line, prev_char = self._encode_into(out, chunk.absolute(), prev_line, prev_char)
                continue
            dropped = tuple(i for i, found in chunk.patches if found is None)
            base_line = starts.line_of(base)
            cached = chunk.memo.get(key)
            if cached is None or cached[0] != dropped:
                ints: list[int] = []
                kept = chunk.tokens.without(dropped) if dropped else chunk.tokens
                own_lines = self._bytes_are_units() and data.find(b"\r", base, chunk.end) == -1
                last_line, last_char = self._encode_into(ints, kept, base_line, 0, base, own_lines)
                cached = (dropped, compact_ints(ints), last_line - base_line, last_char)
                chunk.memo[key] = cached
            _, ints, last_offset, last_char = cached
            if not ints:
                continue
            at = len(out)
            out.extend(ints)
            first_line = base_line + ints[0]
            if first_line == prev_line:
                out[at] = 0
                out[at + 1] = ints[1] - prev_char
            else:
                out[at] = first_line - prev_line
            for i, found in chunk.patches:
                if found is not None:
                    j = at + 5 * (i - bisect_left(dropped, i)) if dropped else at + 5 * i
                    out[j + 3] = found[0]
                    out[j + 4] = found[1]
            prev_line, prev_char = base_line + last_offset, last_char
        return out
