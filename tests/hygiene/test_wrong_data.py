"""Hostile numbers and bytes in a document: every feature keeps working on the rest of the file.

Each test here is one row of docs/input-hygiene.md. The "Constant overflow" verdicts are ptxas's
(checked against ptxas where it is installed).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from ptx_lsp.analysis.analysis import Analysis
from ptx_lsp.analysis.numbers import INDEX_OVERFLOW, integer_value, literal_overflows, register_index
from ptx_test_support import SHARED

CHECK = SHARED / "tools" / "ptxas-check"

TEMPLATE = """.version 8.0
.target sm_80
.address_size 64

.visible .entry k(.param .u64 p)
{
\t.reg .b32 %q<COUNT>;
\t.reg .b64 %r<4>;
\tmov.u64 %r1, VALUE;
\tadd.s64 %r2, %r1, %r1;
\tret;
}

.visible .func f()
{
\tret;
}
"""


def document(count: str = "4", value: str = "7") -> str:
    return TEMPLATE.replace("COUNT", count).replace("VALUE", value)


def assert_features_work(text: str) -> Analysis:
    """Outline, tokens, folding, hover, definition and completion all see the whole file."""
    analysis = Analysis.from_text(text)
    names = [s.name for s in analysis.outline()]
    assert names == ["k", "f"], names
    assert len(analysis.tokens()) > 10
    assert analysis.folding()
    data = analysis.data
    use = data.index(b"%r1, %r1")
    assert analysis.hover(use + 1) is not None
    assert analysis.definition(use + 1)
    assert analysis.completion(data.index(b"ret;") + 1)
    analysis.diagnostics()
    return analysis


def codes(analysis: Analysis) -> list[str]:
    return [issue.code for issue in analysis.diagnostics()]


# (count, value, ptxas says "Constant overflow")
CASES = [
    ("100000000000000000000", "7", True),
    ("4294967296", "7", True),
    ("0x100000000", "7", True),
    ("2147483648", "7", False),  # ptxas needs 77 s to declare 2^31 registers: judged once, recorded here
    ("4", "100000000000000000000", True),
    ("4", "99999999999999999999U", True),
    ("4", "18446744073709551615", False),
    ("4", "18446744073709551616", False),  # ptxas lets exactly 2^64 through
    ("4", "0x" + "F" * 17, True),
    ("4", "0x" + "F" * 40, True),
    ("4", "0" + "7" * 30, True),
    ("4", "0b" + "1" * 70, True),
    ("4", "1" * 5000, True),
    ("4", "%q" + "1" * 5000, False),
    ("4", "%q2147483648", False),
    ("4", "%q99999999999999999999999", False),
]


@pytest.mark.parametrize("count,value,overflow", CASES, ids=[f"{c[:12]}-{v[:12]}" for c, v, _ in CASES])
def test_huge_numbers_leave_every_feature_working(count: str, value: str, overflow: bool):
    analysis = assert_features_work(document(count, value))
    assert ("PTX105" in codes(analysis)) == overflow


@pytest.mark.skipif(not CHECK.exists(), reason="the shared ptxas-check tool is absent")
def test_constant_overflow_agrees_with_ptxas(tmp_path: Path):
    files = []
    for n, (count, value, _) in enumerate(CASES):
        if count == "2147483648":
            continue  # its verdict stays in CASES (test above); asking again costs a worker 77 s
        path = tmp_path / f"case{n}.ptx"
        path.write_text(document(count, value))
        files.append(path)
    done = subprocess.run([str(CHECK), *map(str, files)], capture_output=True, text=True, timeout=600)
    for path in files:
        n = int(path.stem[4:])
        theirs = f"{path}:" in done.stdout and any(
            line.startswith(f"{path}:") and "Constant overflow" in line for line in done.stdout.splitlines())
        ours = "PTX105" in codes(Analysis.from_text(path.read_text()))
        assert ours == theirs, (CASES[n], done.stdout)


def test_number_helpers_bound_digits():
    assert register_index("12") == 12
    assert register_index("9" * 5000) == INDEX_OVERFLOW
    assert integer_value("1" * 5000) is None
    assert integer_value("0x10") == 16
    assert literal_overflows("1" * 5000) and not literal_overflows("0" * 5000)
    assert not literal_overflows("0x" + "0" * 5000 + "1")


@pytest.mark.parametrize(
    "name,transform",
    [
        ("crlf", lambda t: t.replace("\n", "\r\n")),
        ("cr-only", lambda t: t.replace("\n", "\r")),
        ("bom", lambda t: "\ufeff" + t),
        ("nul-bytes", lambda t: t.replace("ret;\n}\n\n.visible", "ret;\n}\n\0\0\0\n.visible")),
        ("invalid-utf8-in-comment", None),
    ],
)
def test_line_endings_and_odd_bytes_keep_features(name: str, transform):
    if transform is None:
        data = document().encode().replace(b"\n.visible .func", b"\n// \xff\xfe\xc3(\n.visible .func")
        analysis = Analysis.from_bytes(data)
        assert [s.name for s in analysis.outline()] == ["k", "f"]
        assert "PTX104" in codes(analysis)
        return
    assert_features_work(transform(document()))


# A `//` comment runs to `\n`; a lone `\r` inside it does not end it (ptxas 13.0 reads `\r` as white
# space): (text, ptxas accepts it).
LONE_CR_CASES = [
    # the "instruction" after the CR is still comment: ptxas accepts the file
    (".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n\t.reg .b32 %r<3>;\n"
     "\tmov.u32 %r1, 1; // note\r\tbogus.instr %r9;\n\tret;\n}\n", True),
    # a CR-only file with a `//` comment: the comment swallows the closing brace (ptxas: syntax error)
    (".version 8.0\r.target sm_90\r.address_size 64\r.visible .entry k()\r{\r\t.reg .b32 %r<3>;\r"
     "\tmov.u32 %r1, 1; // note\r\tret;\r}\r", False),
]


@pytest.mark.parametrize("text,accepted", LONE_CR_CASES, ids=["cr-inside-comment", "cr-only-with-comment"])
def test_lone_cr_inside_a_comment_does_not_end_it(text: str, accepted: bool):
    from ptx_lsp.syntax import SourceFile, pattern

    source = SourceFile.parse(text)
    comments = source.captures(pattern("(comment) @c")).get("c", [])
    assert [source.node_text(c) for c in comments] == ["// note\r\tbogus.instr %r9;" if accepted
                                                       else "// note\r\tret;\r}\r"]
    analysis = Analysis.from_text(text)
    errors = [i for i in analysis.diagnostics() if i.severity == "error"]
    assert (not errors) == accepted, errors


@pytest.mark.skipif(not CHECK.exists(), reason="the shared ptxas-check tool is absent")
def test_lone_cr_cases_agree_with_ptxas(tmp_path: Path):
    files = []
    for n, (text, _) in enumerate(LONE_CR_CASES):
        path = tmp_path / f"cr{n}.ptx"
        path.write_bytes(text.encode())
        files.append(path)
    done = subprocess.run([str(CHECK), *map(str, files)], capture_output=True, text=True, timeout=600)
    for path, (_, accepted) in zip(files, LONE_CR_CASES, strict=True):
        assert (f"{path}: ok" in done.stdout) == accepted, done.stdout
