"""Headless Neovim, with its built-in LSP client, against `python -m ptx_lsp serve`.

**A real editor's client, not a test harness:** Neovim spawns the server, negotiates, opens the
file, and the test reads back what Neovim itself received (its diagnostic store, the hover and
definition responses) from the JSON file `tests/data/nvim/init.lua` writes. **Skips only when
`nvim` is absent** (CI installs Debian's `neovim` package).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NVIM_DIR = ROOT / "tests" / "data" / "nvim"
SAMPLE = NVIM_DIR / "sample.ptx"
NVIM = shutil.which("nvim")

pytestmark = pytest.mark.skipif(NVIM is None, reason="nvim is not installed (apt-get install -y neovim)")

# The full settings contract, with ptxas off so the diagnostics come from the server alone.
INIT_OPTIONS = {
    "defaultTarget": "sm_75",
    "defaultVersion": "9.0",
    "ptxas": {"enabled": False, "path": "", "timeoutSeconds": 10},
    "diagnostics": {"enabled": True, "disabled": [], "hints": True},
}


def locate(lines: list[str], line_contains: str, token: str) -> tuple[int, int]:
    """0-based (line, UTF-16 column) of `token` on the only line containing `line_contains`.

    LSP positions count UTF-16 code units (the encoding Neovim negotiates); the sample puts
    non-ASCII text, including an astral character, before some tokens so that a server
    counting bytes or code points gets these columns wrong.
    """
    hits = [i for i, text in enumerate(lines) if line_contains in text]
    assert len(hits) == 1, f"{line_contains!r} is on lines {hits} of {SAMPLE.name}"
    prefix = lines[hits[0]][: lines[hits[0]].index(token)]
    return hits[0], len(prefix.encode("utf-16-le")) // 2


def byte_column(line: int, utf16_column: int) -> int:
    """The UTF-8 byte column of a UTF-16 column (what `vim.diagnostic` stores)."""
    units = SOURCE_LINES[line].encode("utf-16-le")[: utf16_column * 2]
    return len(units.decode("utf-16-le").encode("utf-8"))


SOURCE_LINES = SAMPLE.read_text(encoding="utf-8").splitlines()
HOVER_LINE, HOVER_COL = locate(SOURCE_LINES, "ld.param.u32", "%r5")
BRANCH_LINE, BRANCH_COL = locate(SOURCE_LINES, "bra", "$L__BB0_2")
LABEL_LINE, LABEL_COL = locate(SOURCE_LINES, "$L__BB0_2:", "$L__BB0_2")
ERROR_LINE, ERROR_COL = locate(SOURCE_LINES, "%r12", "%r12")


def text_of_hover(result: dict) -> str:
    """The hover's text whatever its form: MarkupContent, a MarkedString or a list of them."""
    contents = result["contents"]
    items = contents if isinstance(contents, list) else [contents]
    return "\n".join(item if isinstance(item, str) else item.get("value", "") for item in items)


def locations(result: object) -> list[tuple[str, dict]]:
    """(uri, range) pairs of a definition result: Location, Location[] or LocationLink[]."""
    if result is None:
        return []
    items = result if isinstance(result, list) else [result]
    out = []
    for item in items:
        if "targetUri" in item:
            out.append((item["targetUri"], item["targetSelectionRange"]))
        else:
            out.append((item["uri"], item["range"]))
    return out


@pytest.fixture(scope="module")
def received(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """Runs Neovim once for the module and returns what it received."""
    work = tmp_path_factory.mktemp("nvim")
    ptx = work / SAMPLE.name
    shutil.copyfile(SAMPLE, ptx)
    out_file = work / "received.json"
    env = dict(os.environ)
    env.update(
        {
            "PTX_LSP_CMD": json.dumps([sys.executable, "-m", "ptx_lsp", "serve"]),
            "PTX_LSP_FILE": str(ptx),
            "PTX_LSP_OUT": str(out_file),
            "PTX_LSP_INIT": json.dumps(INIT_OPTIONS),
            "PTX_LSP_REQUESTS": json.dumps(
                [
                    {
                        "name": "hover",
                        "method": "textDocument/hover",
                        "line": HOVER_LINE,
                        "character": HOVER_COL + 2,
                    },
                    {
                        "name": "definition",
                        "method": "textDocument/definition",
                        "line": BRANCH_LINE,
                        "character": BRANCH_COL + 3,
                    },
                ]
            ),
            # The server under test is this checkout's, whether or not the package is installed.
            "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT / "server"), env.get("PYTHONPATH")])),
            # Keep Neovim's state, shada and lsp.log out of the home directory.
            "XDG_CONFIG_HOME": str(work / "config"),
            "XDG_DATA_HOME": str(work / "data"),
            "XDG_STATE_HOME": str(work / "state"),
            "XDG_CACHE_HOME": str(work / "cache"),
        }
    )
    proc = subprocess.run(
        [NVIM, "--headless", "--clean", "-u", str(NVIM_DIR / "init.lua")],
        env=env,
        cwd=work,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
    )
    logs = "\n".join(p.read_text(errors="replace")[-4000:] for p in work.rglob("lsp.log"))
    assert out_file.exists(), f"nvim exited {proc.returncode} without a result\n{proc.stderr}\n{logs}"
    data = json.loads(out_file.read_text())
    assert "error" not in data, f"{data['error']}\nsteps: {data.get('steps')}\n{proc.stderr}\n{logs}"
    assert proc.returncode == 0, proc.stderr
    return data


def test_neovim_negotiated_hover_and_definition(received: dict) -> None:
    capabilities = received["capabilities"]
    assert capabilities.get("hoverProvider"), capabilities
    assert capabilities.get("definitionProvider"), capabilities
    assert received["steps"] == ["started", "diagnostics", "hover", "definition", "stopped"]


def test_diagnostics_reach_neovim_on_the_bad_operand_only(received: dict) -> None:
    # %r12 is outside the family %r<10> (%r0..%r9); ptxas rejects it on that line. ptxas also
    # rejects any non-ASCII character, so lines carrying one may have an error too; every other
    # line is valid and must have none.
    published = [p for p in received["published"] if p["uri"] == received["uri"]]
    assert published, received["published"]
    errors = [d for d in received["diagnostics"] if d["severity"] == 1]
    assert errors, received["diagnostics"]
    ascii_lines = {i for i, text in enumerate(SOURCE_LINES) if text.isascii()}
    assert not [d for d in errors if d["lnum"] in ascii_lines], errors
    # Neovim stores byte columns: the server's UTF-16 range must land on the bytes of `%r12`.
    start, end = byte_column(ERROR_LINE, ERROR_COL), byte_column(ERROR_LINE, ERROR_COL + len("%r12"))
    on_operand = [d for d in errors if d["lnum"] == ERROR_LINE and d["col"] == start and d["end_col"] == end]
    assert on_operand, f"no error ranged on %r12 (bytes {start}..{end} of line {ERROR_LINE}): {errors}"
    raw = [d for d in published[-1]["diagnostics"] if d["range"]["start"]["line"] == ERROR_LINE]
    assert {"line": ERROR_LINE, "character": ERROR_COL} in [d["range"]["start"] for d in raw], raw


def test_hover_on_a_register_of_a_parameterized_family(received: dict) -> None:
    response = received["responses"]["hover"]
    assert response["error"] is None, response
    result = response["result"]
    assert result, "no hover for %r5"
    text = text_of_hover(result)
    # %r5 is not declared by name: the hover must come from the family `.reg .b32 %r<10>;`.
    assert "%r<10>" in text, text
    assert ".b32" in text, text
    if result.get("range"):
        start, end = result["range"]["start"], result["range"]["end"]
        assert (start["line"], start["character"], end["line"], end["character"]) == (
            HOVER_LINE,
            HOVER_COL,
            HOVER_LINE,
            HOVER_COL + len("%r5"),
        ), result["range"]


def test_definition_of_a_label_jumps_to_it(received: dict) -> None:
    response = received["responses"]["definition"]
    assert response["error"] is None, response
    found = locations(response["result"])
    assert len(found) == 1, found
    uri, rng = found[0]
    assert uri == received["uri"]
    assert rng["start"]["line"] == LABEL_LINE, rng
    assert rng["start"]["character"] == LABEL_COL, rng
    assert rng["end"]["line"] == LABEL_LINE, rng
    assert rng["end"]["character"] in (LABEL_COL + len("$L__BB0_2"), LABEL_COL + len("$L__BB0_2:")), rng


def test_server_exits_cleanly_when_neovim_stops_it(received: dict) -> None:
    assert received.get("server_exit") == {"code": 0, "signal": 0}, received.get("server_exit")


# --- tree-sitter-ptx in Neovim, set up as docs/editors.md describes (no plugin) ----------------

GRAMMAR = ROOT / "tree-sitter-ptx"
CC = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")


@pytest.fixture(scope="module")
def highlighted(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """Builds parser/ptx.so, installs the queries, and returns Neovim's highlight captures."""
    if CC is None:
        pytest.skip("no C compiler to build the tree-sitter parser")
    site = tmp_path_factory.mktemp("site")
    (site / "parser").mkdir()
    queries = site / "queries" / "ptx"
    queries.mkdir(parents=True)
    subprocess.run(
        [CC, "-O1", "-shared", "-fPIC", "-I", "src", "src/parser.c", "src/scanner.c", "-o", str(site / "parser" / "ptx.so")],
        cwd=GRAMMAR,
        check=True,
        capture_output=True,
        timeout=300,
    )
    for name in ("highlights", "locals", "folds", "indents"):
        shutil.copyfile(GRAMMAR / "queries" / f"{name}.scm", queries / f"{name}.scm")
    out_file = site / "captures.json"
    env = dict(os.environ)
    env.update(
        {
            "PTX_TS_SITE": str(site),
            "PTX_LSP_FILE": str(SAMPLE),
            "PTX_LSP_OUT": str(out_file),
            "XDG_CONFIG_HOME": str(site / "config"),
            "XDG_DATA_HOME": str(site / "data"),
            "XDG_STATE_HOME": str(site / "state"),
            "XDG_CACHE_HOME": str(site / "cache"),
        }
    )
    proc = subprocess.run(
        [NVIM, "--headless", "--clean", "-u", str(NVIM_DIR / "treesitter.lua")],
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out_file.exists(), f"nvim exited {proc.returncode} without a result\n{proc.stderr}"
    data = json.loads(out_file.read_text())
    assert "error" not in data, data["error"]
    return data


def test_neovim_loads_the_grammar_and_all_four_queries(highlighted: dict) -> None:
    assert highlighted["root_type"] == "source_file"
    assert highlighted["has_error"] is False
    for name in ("highlights", "locals", "folds", "indents"):
        assert highlighted["queries"][name], f"{name}.scm did not load or captures nothing"


def test_neovim_highlights_opcodes_labels_and_functions(highlighted: dict) -> None:
    def captures_of(text: str, line: int) -> set[str]:
        return {c["capture"] for c in highlighted["captures"] if c["text"] == text and c["line"] == line}

    assert "function.builtin" in captures_of("bra", BRANCH_LINE)
    assert "function.builtin" in captures_of("ld", HOVER_LINE)
    assert "label" in captures_of("$L__BB0_2", LABEL_LINE)
    entry_line, _ = locate(SOURCE_LINES, ".entry", "scale")
    assert "function" in captures_of("scale", entry_line)
    assert "comment" in captures_of(SOURCE_LINES[1], 1)
