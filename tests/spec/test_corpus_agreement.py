"""Every instruction nvcc wrote in the shared corpus is accepted by the database (no false errors).

The corpus is valid PTX (ptxas accepts it), so `check_modifiers` must report no error-severity
issue on any of its ~69k instructions; order differences (nvcc writes `atom.add.release.gpu`)
may only be "info". Statements are found with a line regex so this test needs no grammar.
"""

from __future__ import annotations

import re

import pytest

from ptx_lsp.spec.db import load
from ptx_test_support import corpus_files

STATEMENT = re.compile(r"^\s*(?:@!?%\w+\s+)?([a-z][a-z0-9_]*)((?:\.[A-Za-z0-9_:]+)*)(?=[\s;])([^;]*)")
MODIFIER = re.compile(r"\.[A-Za-z0-9_]+(?:::[A-Za-z0-9_]+)*")


def corpus_statements():
    db = load()
    for path in corpus_files():
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            code = line.split("//")[0]
            m = STATEMENT.match(code)
            if m and db.instructions_named(m.group(1)):
                # a statement continued on the next lines (nvcc's multi-line `call`) has no operand count here
                ops = split_operands(m.group(3)) if ";" in code else None
                yield path.name, m.group(1), MODIFIER.findall(m.group(2)), ops


def split_operands(text: str) -> list[str]:
    """Top-level comma-separated operands (`{a, b}` and `[a + 4]` stay whole)."""
    out, depth, cur = [], 0, ""
    for ch in text:
        depth += ch in "[{("
        depth -= ch in "]})"
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    return out + [cur.strip()] if cur.strip() else out


def test_corpus_instructions_have_no_modifier_errors():
    files = corpus_files()
    if not files:
        pytest.skip("../shared/corpus is absent on this machine")
    db = load()
    seen = 0
    errors = {}
    for name, opcode, mods, _ops in corpus_statements():
        seen += 1
        res = db.resolve(opcode, mods)
        assert res.instruction is not None
        if res.complete and res.in_order:
            continue
        bad = [i for i in db.check_modifiers(res.instruction, mods) if i.severity == "error"]
        if bad:
            errors.setdefault(opcode + "".join(mods), (name, bad[0].message))
    assert seen > 10000
    assert not errors, errors


def test_corpus_operand_counts_fit_a_form():
    """The operand count of every corpus instruction is within some matched form's range."""
    if not corpus_files():
        pytest.skip("../shared/corpus is absent on this machine")
    db = load()
    misfits = {}
    for name, opcode, mods, ops in corpus_statements():
        res = db.resolve(opcode, mods)
        if not res.forms or ops is None:
            continue
        fits = any(
            sum(not o.optional for o in f.operands) <= len(ops) <= len(f.operands) for f in res.forms
        )
        if not fits:
            misfits.setdefault(opcode + "".join(mods), (name, len(ops), res.forms[0].template))
    assert not misfits, misfits
