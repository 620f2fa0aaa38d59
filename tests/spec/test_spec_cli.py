"""`ptx-lsp spec [--format json] [NAME]`: whole database, one entry, unknown names."""

from __future__ import annotations

import json

from ptx_lsp.spec.cli import main


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
    code, out, _ = run(capsys)
    assert code == 0
    data = json.loads(out)
    assert "cp.async.bulk.tensor" in data["instructions"]
    assert len(data["instructions"]) > 190
    assert any(d["name"] == ".maxntid" for d in data["directives"])
    assert any(t["name"] == ".f16x2" for t in data["types"])
    assert any(r["name"] == "%tid" for r in data["special_registers"])


def test_fact_entry(capsys):
    code, out, _ = run(capsys, ".shared")
    assert code == 0
    assert json.loads(out)["name"] == ".shared"


def test_unknown_name_exits_2(capsys):
    code, out, err = run(capsys, "no.such.instruction")
    assert code == 2 and out == ""
    assert "unknown name" in err


def test_bad_option_exits_2(capsys):
    code, _, _ = run(capsys, "--format", "xml")
    assert code == 2
