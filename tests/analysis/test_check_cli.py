"""`ptx-lsp check`: output formats, exit codes, --target, unreadable and non-UTF-8 input."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ptx_lsp.analysis.check import LineMap, main

GOOD = ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\n\tret;\n}\n"
BAD = ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\n\t.reg .b32 %r<2>;\n\tmov.u32 %r1, %q;\n\tret;\n}\n"
TEXT_LINE = re.compile(r"^(?P<file>.+):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|warning|information|hint)"
                       r"\[(?P<code>PTX\w+)\]: (?P<msg>.+)$")


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    out = {}
    for name, text in (("good.ptx", GOOD), ("bad.ptx", BAD)):
        p = tmp_path / name
        p.write_text(text)
        out[name] = p
    return out


def test_clean_file_exits_zero(files, capsys) -> None:
    assert main([str(files["good.ptx"])]) == 0
    assert capsys.readouterr().out == ""


def test_text_format(files, capsys) -> None:
    assert main([str(files["bad.ptx"])]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1
    m = TEXT_LINE.match(lines[0])
    assert m, lines[0]
    assert (m["file"], m["line"], m["col"], m["sev"], m["code"]) == (str(files["bad.ptx"]), "7", "15", "error", "PTX201")
    assert "%q" in m["msg"]


def test_json_format(files, capsys) -> None:
    assert main(["--format", "json", str(files["bad.ptx"]), str(files["good.ptx"])]) == 1
    records = json.loads(capsys.readouterr().out)
    assert records == [{
        "file": str(files["bad.ptx"]), "line": 7, "column": 15, "end_line": 7, "end_column": 17,
        "severity": "error", "code": "PTX201", "message": records[0]["message"],
    }]


def test_json_of_clean_file_is_empty_list(files, capsys) -> None:
    assert main(["--format=json", str(files["good.ptx"])]) == 0
    assert json.loads(capsys.readouterr().out) == []


def test_target_override(tmp_path: Path, capsys) -> None:
    p = tmp_path / "mapa.ptx"
    p.write_text(GOOD.replace("sm_80", "sm_90").replace("\tret;", "\t.reg .b64 %rd<3>;\n\t.reg .b32 %r<2>;\n"
                                                       "\tmapa.u64 %rd1, %rd2, %r1;\n\tret;"))
    assert main([str(p)]) == 0
    assert main(["--target", "sm_80", str(p)]) == 1
    assert "PTX502" in capsys.readouterr().out


def test_unreadable_file_exits_two(tmp_path: Path, files, capsys) -> None:
    missing = tmp_path / "nope.ptx"
    assert main([str(missing), str(files["good.ptx"])]) == 2
    err = capsys.readouterr().err
    assert "cannot read" in err and "nope.ptx" in err


def test_directory_is_unreadable(tmp_path: Path, capsys) -> None:
    assert main([str(tmp_path)]) == 2
    assert "cannot read" in capsys.readouterr().err


@pytest.mark.parametrize("args, needle", [([], "no input files"), (["--format", "xml", "a.ptx"], "--format"),
                                          (["--bogus", "a.ptx"], "unknown option"), (["--target"], "--target")])
def test_usage_errors_exit_two(args, needle, capsys) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err
    assert needle in err and "usage:" in err


def test_non_utf8_input_is_checked_not_crashed(tmp_path: Path, capsys) -> None:
    p = tmp_path / "latin1.ptx"
    p.write_bytes(BAD.replace("\tret;\n}", "\t// caf\xe9 \xff\n\tret;\n}").encode("latin-1"))
    assert main(["--format", "json", str(p)]) == 1
    records = json.loads(capsys.readouterr().out)
    assert [r["code"] for r in records] == ["PTX201", "PTX104"]
    assert records[1]["line"] == 8 and records[1]["column"] == 8  # the first non-ASCII byte, one column each


def test_columns_count_characters_not_bytes() -> None:
    data = "// héllo\nabc".encode()
    lines = LineMap(data)
    assert lines.position(data.index(b"abc")) == (2, 1)
    assert lines.position(data.index(b"llo")) == (1, 6)
    assert lines.position(len(data)) == (2, 4)


def test_console_entry_point(files) -> None:
    proc = subprocess.run([sys.executable, "-m", "ptx_lsp", "check", str(files["bad.ptx"])],
                          capture_output=True, text=True)
    assert proc.returncode == 1
    assert "error[PTX201]" in proc.stdout
