"""Memos bounded by bytes (issue 16): a day of typing new spellings never grows them past their budget,
and closing the last document empties them."""

from __future__ import annotations

from ptx_lsp.analysis import completion, symbols
from ptx_lsp.analysis.analysis import Analysis
from ptx_lsp.analysis.diagnostics import DEFAULT_CACHE, functions, instructions
from ptx_lsp.analysis.host import release_memory
from ptx_lsp.memo import SizedMemo, sized_cache
from ptx_lsp.spec import db, legality


def test_sized_memo_drops_the_oldest_entries_past_its_budget():
    memo = SizedMemo(1000, lambda key, value: 100, register=False)
    for i in range(50):
        memo.put(i, str(i))
        assert memo.bytes <= 1000
    assert memo.bytes == 100 * len(memo)
    assert 49 in memo and memo.get(49) == "49"
    assert 0 not in memo  # the oldest went first
    memo.put(49, "again")  # a key put twice is weighed once
    assert memo.bytes == 100 * len(memo)


def test_sized_cache_memoizes_within_its_budget():
    calls = []

    @sized_cache(500, lambda key, value: 100)
    def square(x):
        calls.append(x)
        return x * x

    assert square(3) == 9 and square(3) == 9
    assert calls == [3]
    for i in range(20):
        square(i)
    assert square.memo.bytes <= 500 and len(square.memo) <= 5
    square.cache_clear()
    assert len(square.memo) == 0


KERNEL = """.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 p)
{
    .reg .b32 %r<4>;
    .reg .b64 %rd<3>;
    ld.param.u64 %rd1, [p];
    ld.global.u32 %r1, [%rd1];
    add.s32 %r2, %r1, 3;
    mov.u32 %r2, %tid.x;
    add.s33 %r3, %r2, 1;
    mul.lo.u32 %r3, %r2, %r1;
    st.global.u32 [%rd1], %r3;
    ret;
}
"""


def test_the_spelling_memos_are_bounded_by_bytes_and_emptied_when_the_last_document_closes():
    memos = [functions._FINDINGS, functions._SPELLINGS, legality._violations.memo, legality._raw_violations.memo,
             instructions.instr_info.memo, symbols.is_special_register.memo, db._ACCESS]
    for memo in memos:
        assert isinstance(memo, SizedMemo) and memo.max_bytes <= 8 << 20
    Analysis.from_text(KERNEL).diagnostics()
    Analysis.from_text(KERNEL).completion(KERNEL.index("add.s32") + 4)
    Analysis.from_text(KERNEL).hover(KERNEL.index("%tid") + 1)
    assert all(len(memo) for memo in memos)
    assert len(DEFAULT_CACHE.statements)
    release_memory()
    assert [len(memo) for memo in memos] == [0] * len(memos)
    assert len(DEFAULT_CACHE) == 0 and len(DEFAULT_CACHE.statements) == 0
    assert completion._modifier_needs.cache_info().currsize == 0


def test_findings_memo_stays_within_its_budget_when_filled_with_new_shapes():
    budget = functions._FINDINGS.max_bytes
    for i in range(2000):
        functions._FINDINGS.put(("shapes", f"op{i}", "%_µ0", "%_µ1"), ((0, "PTX301", "x" * 40),) * 40)
        assert functions._FINDINGS.bytes <= budget
    functions._FINDINGS.clear()
