"""Every directive, target, version, pragma and special register in the nvcc corpus is known.

Why: real compiler output is the most common input; a name nvcc emits that the facts do not know
would become a false error or a missing hover. Skips when ../shared/corpus is absent.
"""

from __future__ import annotations

import re

import pytest

from ptx_lsp.spec.facts import load_facts
from ptx_test_support import corpus_files

F = load_facts()
FILES = corpus_files()

REG_DECL = re.compile(r"\.reg\s+(?:\.v\d\s+)?\.\w+\s+(.+?);")
TOKEN = re.compile(r"(?<![\w$])%[A-Za-z_][\w$]*(?:\.[xyzw]\b)?")


@pytest.mark.skipif(not FILES, reason="../shared/corpus is absent on this machine")
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_corpus_names_are_known(path):
    text = path.read_text(encoding="utf-8", errors="replace")
    for line in re.findall(r"^\.target\s+(.+)$", text, re.M):
        for target in line.split("//")[0].split(","):
            assert F.is_known_target(target.strip()), target
    for version in re.findall(r"^\.version\s+(\S+)", text, re.M):
        assert F.is_known_version(version)
    for pragma in re.findall(r'\.pragma\s+"([^"]*)"', text):
        assert F.pragma(pragma) is not None, pragma
    for word in re.findall(r"^\s*(\.[a-z_0-9]+)\b", text, re.M):
        assert F.directive(word) or F.type(word) or F.state_space(word), word
    declared: set[str] = set()
    for names in REG_DECL.findall(text):
        for name in names.split(","):
            declared.add(re.sub(r"<\d+>$", "", name.strip()))
    specials = set()
    for token in TOKEN.findall(text):
        base = token.split(".")[0]
        if base in declared or re.sub(r"\d+$", "", base) in declared:
            continue
        specials.add(token)
        assert F.special_register(token) is not None, token
    assert specials, "no special register found: the declaration filter is too broad"
