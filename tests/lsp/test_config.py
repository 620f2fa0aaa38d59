"""Settings parsing: the documented shape, partial updates, and lenient fallback on bad values."""

from __future__ import annotations

import pytest

from ptx_lsp.analysis.results import markdown_to_plain
from ptx_lsp.analysis.settings import Settings
from ptx_lsp.lsp.config import parse_settings
from ptx_lsp.lsp.server import prefers_markdown

FULL = {
    "defaultTarget": "sm_90a",
    "defaultVersion": "8.5",
    "ptxas": {"enabled": False, "path": "/opt/cuda/bin/ptxas", "timeoutSeconds": 3},
    "diagnostics": {"enabled": True, "disabled": ["PTX601", "ptx602"], "hints": False},
}


def test_full_shape():
    settings, warnings = parse_settings(FULL)
    assert warnings == []
    assert settings.default_target == "sm_90a" and settings.default_version == "8.5"
    assert (settings.ptxas.enabled, settings.ptxas.path, settings.ptxas.timeout_seconds) == (False, "/opt/cuda/bin/ptxas", 3.0)
    assert settings.diagnostics.disabled == frozenset({"PTX601", "PTX602"})
    assert not settings.diagnostics.shows("PTX601", "error")
    assert not settings.diagnostics.shows("PTX201", "hint") and settings.diagnostics.shows("PTX201", "error")


def test_nested_under_ptx_and_absent_values_keep_the_base():
    base, _ = parse_settings(FULL)
    settings, warnings = parse_settings({"ptx": {"ptxas": {"enabled": True}}}, base)
    assert warnings == []
    assert settings.ptxas.enabled and settings.ptxas.path == "/opt/cuda/bin/ptxas" and settings.default_target == "sm_90a"


@pytest.mark.parametrize("raw", [None, {}, {"ptx": None}, [], {"ptx": []},
                                 {"ptxas": [], "diagnostics": [], "inline": []}])
def test_nothing_means_defaults(raw):
    """`[]` too: Lua has one table type, and Neovim encodes an empty `{}` as a JSON list."""
    assert parse_settings(raw) == (Settings(), [])


@pytest.mark.parametrize(
    "raw, field",
    [
        ({"defaultTarget": "gpu9000"}, "defaultTarget"),
        ({"defaultTarget": 90}, "defaultTarget"),
        ({"defaultVersion": "nine"}, "defaultVersion"),
        ({"ptxas": {"timeoutSeconds": -1}}, "timeoutSeconds"),
        ({"ptxas": {"timeoutSeconds": "10"}}, "timeoutSeconds"),
        ({"ptxas": {"enabled": "yes"}}, "ptxas.enabled"),
        ({"ptxas": {"path": 3}}, "ptxas.path"),
        ({"ptxas": ["x"]}, "ptx.ptxas"),
        ({"diagnostics": {"disabled": "PTX601"}}, "disabled"),
        ({"diagnostics": {"disabled": ["nope"]}}, "disabled"),
        ({"diagnostics": {"hints": 1}}, "hints"),
        ({"diagnostics": {"colour": "red"}}, "diagnostics.colour"),
        ({"bogus": 1}, "ptx.bogus"),
    ],
)
def test_bad_values_fall_back_with_one_warning(raw, field):
    settings, warnings = parse_settings(raw)
    assert len(warnings) == 1 and field in warnings[0]
    assert settings == Settings()


def test_not_an_object():
    settings, warnings = parse_settings(["sm_90"])
    assert settings == Settings() and "must be an object" in warnings[0]


def test_numeric_version_is_accepted():
    assert parse_settings({"defaultVersion": 8.5})[0].default_version == "8.5"


def test_good_parts_survive_next_to_bad_ones():
    settings, warnings = parse_settings({"defaultTarget": "sm_80", "ptxas": {"timeoutSeconds": 0}})
    assert settings.default_target == "sm_80" and settings.ptxas.timeout_seconds == 10.0 and len(warnings) == 1


def test_vscode_client_keys_copied_into_other_editors_are_ignored_quietly():
    """`ptx.server.*` and `ptx.trace.server` belong to the VS Code client; other unknown keys still warn."""
    raw = {"server": {"path": "/usr/bin/ptx-lsp", "args": []}, "trace": {"server": "verbose"}, "defaultTarget": "sm_90"}
    settings, warnings = parse_settings({"ptx": raw})
    assert warnings == [] and settings.default_target == "sm_90"
    settings, warnings = parse_settings({**raw, "serverPath": "x"})
    assert len(warnings) == 1 and "ptx.serverPath" in warnings[0]


@pytest.mark.parametrize(
    "formats, markdown",
    [
        (None, False),
        ([], False),
        (["markdown", "plaintext"], True),
        (["plaintext", "markdown"], False),
        (["plaintext"], False),
        (["x-unknown", "markdown"], True),
    ],
)
def test_markup_kind_follows_the_clients_first_known_preference(formats, markdown):
    assert prefers_markdown(formats) is markdown


def test_markdown_documentation_reads_as_plain_text():
    markdown = "```ptx\nadd.type d, a, b\n```\n\n**add** adds `a` and `b`.\n\n[PTX ISA](https://example.com/#add)"
    assert markdown_to_plain(markdown) == "add.type d, a, b\n\nadd adds a and b.\n\nPTX ISA: https://example.com/#add"
