"""`ptx-lsp spec [--format text|json] [NAME]`: pages for people, JSON for tools, unknown names, closed pipes."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from ptx_lsp.spec.cli import main
from ptx_lsp.spec.db import load


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_one_instruction(capsys):
    code, out, _ = run(capsys, "--format", "json", "suld")
    assert code == 0
    data = json.loads(out)
    assert data["name"] == "suld"
    assert data["url"].endswith("#surface-instructions-suld")
    groups = {g["name"]: g["members"] for g in data["groups"]}
    assert groups[".clamp"] == [".trap", ".clamp", ".zero"]
    assert data["forms"][0]["template"].startswith("suld.b.geom{.cop}.vec.dtype.clamp")


def test_whole_database(capsys):
    code, out, _ = run(capsys, "--format", "json")
    assert code == 0
    data = json.loads(out)
    assert "cp.async.bulk.tensor" in data["instructions"]
    assert len(data["instructions"]) > 190
    assert any(d["name"] == ".maxntid" for d in data["directives"])
    assert any(t["name"] == ".f16x2" for t in data["types"])
    assert any(r["name"] == "%tid" for r in data["special_registers"])


def test_fact_entry(capsys):
    code, out, _ = run(capsys, "--format=json", ".shared")
    assert code == 0
    assert json.loads(out)["name"] == ".shared"


def test_unknown_name_exits_2(capsys):
    code, out, err = run(capsys, "no.such.instruction")
    assert code == 2 and out == ""
    assert "unknown name" in err


def test_bad_option_exits_2(capsys):
    code, _, _ = run(capsys, "--format", "xml")
    assert code == 2


def test_default_is_a_readable_page(capsys):
    code, out, _ = run(capsys, "add")
    assert code == 0
    lines = out.splitlines()
    assert lines[:2] == ["add", "==="]
    sections = [line for line in lines if line and not line.startswith(" ") and line.endswith(":")]
    n = len(load().instruction("add").forms)  # 14 in PTX ISA 9.4 (packed and narrow-float forms)
    assert sections == [f"Forms ({n}):", "Modifiers:", "Operands:", "Requirements:", "PTX ISA:"]
    assert "  add.type1 d, a, b;" in lines  # PTX ISA 9.4 names the integer types .type1 and .type2
    assert any(line.startswith("  .rnd (optional) = {.rn, .rz, .rm, .rp}") for line in lines)
    assert any(re.match(r"  d +destination, register, type from \.type", line) for line in lines)
    assert "  PTX ISA 8.0 with .u16x2 or .s16x2" in lines and "  sm_90 or newer with .u16x2 or .s16x2" in lines
    assert any(line.endswith("#integer-arithmetic-instructions-add") for line in lines)
    assert not out.lstrip().startswith("{")


def test_page_is_much_shorter_than_the_json(capsys):
    _, page, _ = run(capsys, "mma")
    _, data, _ = run(capsys, "--format", "json", "mma")
    assert len(page.splitlines()) * 10 < len(data.splitlines())
    assert "Forms (" in page and ".kind = {.kind::f8f6f4" in page


@pytest.mark.parametrize("name, needles", [
    (".shared", ["Per-CTA", "sub qualifiers:", "#shared-state-space"]),
    ("%tid.x", ["components: x, y, z", "type: .u32"]),
    ("sm_90", ["min version: 7.8"]),
    (".maxntid", ["placement: kernel_header"]),
])
def test_fact_entries_as_pages(capsys, name, needles):
    code, out, _ = run(capsys, name)
    assert code == 0 and out.splitlines()[0] == name
    for needle in needles:
        assert needle in out


def test_index_without_a_name(capsys):
    code, out, _ = run(capsys)
    assert code == 0
    assert "instructions (" in out and "cp.async.bulk.tensor" in out and "special registers (" in out


def test_json_survives_a_closed_pipe():
    proc = subprocess.Popen([sys.executable, "-m", "ptx_lsp", "spec", "--format", "json"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout.readline() == b"{\n"
    proc.stdout.close()
    err = proc.stderr.read()
    assert proc.wait(timeout=120) == 141
    assert b"Traceback" not in err and b"BrokenPipe" not in err, err
