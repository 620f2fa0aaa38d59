"""Property: modifier completion never leads out of the spec, and never into a dead end.

For every instruction of the spec, random walks type `opcode.` and accept one offered modifier
after another, through the real `complete()` on real text. At every step each offered modifier
must keep at least one syntax form matchable; when nothing more is offered the modifiers written
must form a complete, valid modifier list (no dead end); the validator then agrees.

A second test covers every modifier group of the instructions the issue names: for each group,
typing the slots before it leads to a point where all of the group's members are offered, and
hovering each member names the group and lists the other members.
"""

from __future__ import annotations

import random

import pytest

from ptx_lsp.analysis.completion import complete
from ptx_lsp.analysis.host import Snapshot
from ptx_lsp.analysis.hover import hover
from ptx_lsp.spec import load
from ptx_lsp.spec.legality import legality

PREFIX = ".version 9.0\n.target sm_100a\n.entry k()\n{\n  "
SUFFIX = "\n}\n"
DB = load()
INSTRUCTIONS = sorted(name for name, instr in DB.instructions.items() if not instr.pseudo and instr.forms)
NAMED = ["suld", "sust", "sured", "suq", "ld", "st", "cvt", "mma", "wgmma.mma_async", "cp.async.bulk.tensor"]


def offered(opcode: str, mods: list[str]) -> list[str]:
    """Labels completion offers right after `opcode.mods.` (the trailing dot typed)."""
    line = opcode + "".join(mods) + "."
    snapshot = Snapshot.from_text(PREFIX + line + SUFFIX)
    offset = len((PREFIX + line).encode())
    items = complete(snapshot, offset)
    for item in items:
        assert item.kind == "modifier", (line, item)
        assert (item.replace_start, item.replace_end) == (offset - 1, offset), (line, item.label)
    return [item.label for item in sorted(items, key=lambda c: c.sort_text or "")]


@pytest.mark.parametrize("name", INSTRUCTIONS)
def test_random_walks_stay_inside_the_spec(name: str) -> None:
    instr = DB.instructions[name]
    opcode = instr.opcode
    rng = random.Random(name)
    for _walk in range(8):
        mods: list[str] = list(instr.name_tokens[1:])
        if not DB.matching_forms(opcode, mods, complete=False):
            mods = []  # the name is not a prefix of the template (`match.any.sync` for match.sync)
        for _step in range(40):
            choices = offered(opcode, mods)
            for choice in choices:
                assert DB.matching_forms(opcode, [*mods, choice], complete=False), (
                    f"{opcode}{''.join(mods)} offers {choice}, which no form of {opcode} accepts"
                )
            complete_now = bool(DB.matching_forms(opcode, mods, complete=True))
            if not choices:
                assert complete_now, f"dead end: nothing offered after {opcode}{''.join(mods)}"
                break
            if complete_now and rng.random() < 0.3:
                break
            mods.append(rng.choice(choices))
        if DB.matching_forms(opcode, mods, complete=True):
            assert DB.check_modifiers(opcode, mods) == (), (opcode, mods)


def _prefix_to_slot(form, k: int) -> list[str]:
    """Tokens of the first member of every required slot before slot k (optional ones skipped)."""
    out: list[str] = []
    for slot in form.slots[:k]:
        if not slot.optional:
            out.extend(slot.member_tokens[0])
    return out


def _group_cases() -> list[tuple[str, int, int]]:
    cases = []
    for name in NAMED:
        instr = DB.instructions[name]
        seen: set[str] = set()
        for fi, form in enumerate(instr.forms):
            for k, slot in enumerate(form.slots):
                if slot.group and slot.group not in seen and len(slot.members) > 1:
                    seen.add(slot.group)
                    cases.append((name, fi, k))
    return cases


GROUP_CASES = _group_cases()


@pytest.mark.parametrize(("name", "form_index", "slot_index"), GROUP_CASES,
                         ids=[f"{n}-{DB.instructions[n].forms[f].slots[k].group}" for n, f, k in GROUP_CASES])
def test_every_group_is_offered_and_hovered(name: str, form_index: int, slot_index: int) -> None:
    instr = DB.instructions[name]
    form = instr.forms[form_index]
    slot = form.slots[slot_index]
    before = _prefix_to_slot(form, slot_index)
    labels = offered(instr.opcode, before)
    firsts = [toks[0] for toks in slot.member_tokens]
    # (a member that breaks a rule between groups with the prefix, `sured.b.add.1d.b32`, is rightly left out)
    missing = [m for m in firsts if m not in labels and legality().allows(name, (*before, m))]
    assert not missing, f"{instr.opcode}{''.join(before)}. lacks {missing} of {slot.group}"
    # hover each single-token member in a full modifier list: the group and its other members show
    after = [t for s in form.slots[slot_index + 1:] if not s.optional for t in s.member_tokens[0]]
    for toks in slot.member_tokens:
        if len(toks) != 1:
            continue
        mods = [*before, toks[0], *after]
        line = instr.opcode + "".join(mods) + ";"
        snapshot = Snapshot.from_text(PREFIX + line + SUFFIX)
        offset = len(PREFIX.encode()) + len(instr.opcode) + len("".join(before)) + 1
        result = hover(snapshot, offset)
        assert result is not None, line
        assert toks[0] in result.markdown
        if DB.matching_forms(instr.opcode, mods, complete=True):
            others = {m for m in firsts if m != toks[0]}  # (9.4: members may share their first token)
            shown = [m for m in others if f"`{m}`" in result.markdown]
            assert "group `" in result.markdown, (line, result.markdown)
            assert shown or not others, (line, result.markdown)
