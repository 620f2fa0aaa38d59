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
    out, err = capsys.readouterr()
    assert out == ""
    assert err == "1 file: 0 errors, 0 warnings\n"


def test_summary_counts_files_and_severities_on_stderr(files, capsys) -> None:
    assert main([str(files["bad.ptx"]), str(files["good.ptx"])]) == 1
    out, err = capsys.readouterr()
    assert err == "2 files: 1 error, 0 warnings\n"
    assert len(out.splitlines()) == 1  # stdout keeps only the documented lines


def test_summary_counts_warnings_and_hints(tmp_path: Path, capsys) -> None:
    p = tmp_path / "w.ptx"  # an .f16 parameter (warning), an unused register (hint); a newer .version is
    # an information note, counted in neither
    p.write_text(GOOD.replace(".version 8.0", ".version 99.9").replace("\tret;", "\t.reg .b32 %u;\n\tret;")
                 + "\n.func fw(.param .f16 h)\n{\n\tret;\n}\n")
    assert main(["--format", "json", str(p)]) == 0
    records = json.loads(capsys.readouterr().out)
    main([str(p)])
    out, err = capsys.readouterr()
    severities = [r["severity"] for r in records]
    warnings, hints = severities.count("warning"), severities.count("hint")
    assert warnings >= 1 and hints >= 1, severities
    plural = "warning" if warnings == 1 else "warnings"
    notes = severities.count("information")
    noted = f", {notes} note{'' if notes == 1 else 's'}" if notes else ""
    assert err == f"1 file: 0 errors, {warnings} {plural}{noted}, {hints} hint{'' if hints == 1 else 's'}\n"


def test_quiet_drops_the_summary_only(files, capsys) -> None:
    assert main(["--quiet", str(files["bad.ptx"])]) == 1
    out, err = capsys.readouterr()
    assert err == "" and "error[PTX201]" in out
    assert main(["-q", "--format", "json", str(files["good.ptx"])]) == 0
    out, err = capsys.readouterr()
    assert err == "" and json.loads(out) == []


@pytest.mark.parametrize("target", ["bogus", "sm_9", "sm90", "texmode_unified", ""])
def test_unknown_target_is_a_usage_error(files, target, capsys) -> None:
    assert main(["--target", target, str(files["good.ptx"])]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert f"unknown target {target!r}" in err and "sm_90a" in err  # the known targets are listed


def test_unknown_target_suggests_close_ones(files, capsys) -> None:
    assert main(["--target=sm_9", str(files["good.ptx"])]) == 2
    assert "did you mean sm_90" in capsys.readouterr().err


@pytest.mark.parametrize("target", ["sm_90a", "sm_100f", "compute_80", "sm_121a"])
def test_known_targets_are_accepted(files, target, capsys) -> None:
    assert main(["--target", target, str(files["good.ptx"])]) == 0


def test_help_explains_options_and_exit_codes(capsys) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    for needle in ("--format {text,json,sarif}", "--target sm_XX", "--quiet", "exit status:",
                   "0  no errors", "1  at least one error", "2  usage problem", "FILE:LINE:COL: severity[CODE]: message"):
        assert needle in out, needle


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


@pytest.mark.parametrize("args, needle", [([], "required: FILE"), (["--format", "xml", "a.ptx"], "--format"),
                                          (["--bogus", "a.ptx"], "unrecognized arguments: --bogus"),
                                          (["--target"], "--target")])
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


@pytest.mark.parametrize("newline", ["\r", "\r\n"])
def test_lines_end_at_lone_cr_and_crlf_as_the_editor_shows_them(tmp_path: Path, newline: str, capsys) -> None:
    """Line numbers are the lines an editor shows (LSP: `\\n`, `\\r\\n` and a lone `\\r` end a line), as the
    server publishes them. (ptxas 13 counts only `\\n`: to it every line of a CR-only file is line 1.)"""
    path = tmp_path / "cr.ptx"
    path.write_bytes(BAD.replace("\n", newline).encode())
    assert main([str(path)]) == 1
    m = TEXT_LINE.match(capsys.readouterr().out.splitlines()[0])
    assert m and (m["line"], m["col"], m["code"]) == ("7", "15", "PTX201")


def test_console_entry_point(files) -> None:
    proc = subprocess.run([sys.executable, "-m", "ptx_lsp", "check", str(files["bad.ptx"])],
                          capture_output=True, text=True)
    assert proc.returncode == 1
    assert "error[PTX201]" in proc.stdout


# --- SARIF ------------------------------------------------------------------------------------------
# The structure GitHub code scanning requires of an uploaded SARIF 2.1.0 log
# (docs.github.com "SARIF support for code scanning"), checked field by field.

def _assert_sarif_for_code_scanning(log: dict) -> None:
    assert log["version"] == "2.1.0"
    assert log["$schema"].endswith("sarif-2.1.0.json")
    assert isinstance(log["runs"], list) and len(log["runs"]) == 1
    run = log["runs"][0]
    driver = run["tool"]["driver"]
    assert driver["name"] == "ptx-lsp" and re.fullmatch(r"\d+\.\d+\.\d+", driver["semanticVersion"])
    rule_ids = [rule["id"] for rule in driver["rules"]]
    assert len(rule_ids) == len(set(rule_ids))
    for rule in driver["rules"]:
        assert rule["shortDescription"]["text"] and len(rule["shortDescription"]["text"]) <= 1024
        assert rule["defaultConfiguration"]["level"] in ("error", "warning", "note", "none")
    assert run["columnKind"] == "unicodeCodePoints"  # our columns count code points, like text/json
    for result in run["results"]:
        assert result["ruleId"] in rule_ids
        assert driver["rules"][result["ruleIndex"]]["id"] == result["ruleId"]
        assert result["level"] in ("error", "warning", "note", "none")
        assert result["message"]["text"]
        (location,) = result["locations"]
        physical = location["physicalLocation"]
        uri = physical["artifactLocation"]["uri"]
        assert uri and "\\" not in uri and " " not in uri
        assert not uri.startswith("/")  # relative to %SRCROOT% (or a file: URI outside it)
        if not uri.startswith("file:"):
            assert physical["artifactLocation"]["uriBaseId"] == "%SRCROOT%"
        region = physical["region"]
        for key in ("startLine", "startColumn", "endLine", "endColumn"):
            assert isinstance(region[key], int) and region[key] >= 1
        assert (region["endLine"], region["endColumn"]) >= (region["startLine"], region["startColumn"])


def test_sarif_format(files, tmp_path: Path, capsys, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    sub = tmp_path / "dir with space"
    sub.mkdir()
    (sub / "bad.ptx").write_text(BAD)
    args = ["--format", "sarif", "bad.ptx", str(sub / "bad.ptx"), "good.ptx"]
    assert main(args) == 1
    log = json.loads(capsys.readouterr().out)
    _assert_sarif_for_code_scanning(log)
    run = log["runs"][0]
    assert [r["id"] for r in run["tool"]["driver"]["rules"]] == ["PTX201"]
    uris = [r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in run["results"]]
    assert uris == ["bad.ptx", "dir%20with%20space/bad.ptx"]  # an absolute path below the cwd: relative
    region = run["results"][0]["locations"][0]["physicalLocation"]["region"]
    assert (region["startLine"], region["startColumn"], region["endColumn"]) == (7, 15, 17)
    assert run["results"][0]["level"] == "error" and "%q" in run["results"][0]["message"]["text"]


def test_sarif_of_clean_files_has_no_results(files, capsys) -> None:
    assert main(["--format", "sarif", str(files["good.ptx"])]) == 0
    log = json.loads(capsys.readouterr().out)
    _assert_sarif_for_code_scanning(log)
    assert log["runs"][0]["results"] == [] and log["runs"][0]["tool"]["driver"]["rules"] == []


def test_sarif_maps_hints_and_warnings_to_note_and_warning(tmp_path: Path, capsys) -> None:
    p = tmp_path / "w.ptx"
    p.write_text(GOOD.replace(".version 8.0", ".version 99.9").replace("\tret;", "\t.reg .b32 %u;\n\tret;"))
    assert main(["--format", "sarif", str(p)]) == 0
    log = json.loads(capsys.readouterr().out)
    _assert_sarif_for_code_scanning(log)
    levels = {r["ruleId"]: r["level"] for r in log["runs"][0]["results"]}
    assert levels["PTX505"] == "note" and levels["PTX603"] == "note"  # PTX505 is information
    artifact = log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
    if not p.is_relative_to(Path.cwd()):
        assert artifact == {"uri": p.as_uri()}  # outside the working directory: an absolute file: URI


# --- closed pipes -----------------------------------------------------------------------------------

def _read_one_line_then_close(args: list[str]) -> subprocess.CompletedProcess:
    """Like `ptx-lsp ARGS | head -1`: the reader goes away while the command still writes."""
    proc = subprocess.Popen([sys.executable, "-m", "ptx_lsp", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    first = proc.stdout.readline()
    proc.stdout.close()
    err = proc.stderr.read()
    proc.wait(timeout=120)
    return subprocess.CompletedProcess(args, proc.returncode, first, err)


def test_check_survives_a_closed_pipe(tmp_path: Path) -> None:
    p = tmp_path / "many.ptx"  # far more output than a pipe buffer holds
    p.write_text(BAD.replace("\tmov.u32 %r1, %q;\n", "\tmov.u32 %r1, %q;\n" * 1500))
    done = _read_one_line_then_close(["check", str(p)])
    assert b"error[PTX201]" in done.stdout
    assert b"Traceback" not in done.stderr and b"BrokenPipe" not in done.stderr, done.stderr
    assert done.returncode == 141


# --- CI integration files ---------------------------------------------------------------------------

ROOT = Path(__file__).resolve().parents[2]


def test_problem_matcher_reads_the_text_format(files, capsys) -> None:
    """The GitHub Actions matcher's pattern, applied to real output, finds every error/warning field."""
    matcher = json.loads((ROOT / ".github" / "ptx-lsp-problem-matcher.json").read_text())
    (entry,) = matcher["problemMatcher"]
    (pattern,) = entry["pattern"]
    regexp = re.compile(pattern["regexp"])  # the pattern uses no JavaScript-only syntax
    main([str(files["bad.ptx"])])
    out, err = capsys.readouterr()
    (line,) = out.splitlines()
    m = regexp.match(line)
    assert m, line
    fields = {key: m.group(pattern[key]) for key in ("file", "line", "column", "severity", "code", "message")}
    assert fields == {"file": str(files["bad.ptx"]), "line": "7", "column": "15", "severity": "error",
                      "code": "PTX201", "message": line.split("]: ", 1)[1]}
    assert not regexp.match(err.strip())  # the summary line is not a problem
    assert regexp.match("C:\\src\\a.ptx:3:1: warning[PTX505]: newer")[pattern["file"]] == "C:\\src\\a.ptx"
    assert not regexp.match("a.ptx:3:1: hint[PTX603]: unused")  # hints stay out of the annotations


def test_pre_commit_hook_runs_the_checker() -> None:
    text = (ROOT / ".pre-commit-hooks.yaml").read_text()
    hook = dict(re.findall(r"^\s*-?\s*(\w+): (.+)$", text, re.MULTILINE))
    assert hook["id"] == "ptx-lsp-check" and hook["language"] == "python"
    assert hook["entry"].split()[:2] == ["ptx-lsp", "check"]
    assert all(re.search(hook["files"], f) for f in ("dir/kernel.ptx", "saxpy.cu", "inc/mma.cuh"))
    assert not any(re.search(hook["files"], f) for f in ("kernel.ptx.bak", "notes.cuda", "a.cpp"))
    assert main([*hook["entry"].split()[2:], "--help"]) == 0  # its options exist
