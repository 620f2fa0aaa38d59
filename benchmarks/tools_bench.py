"""ptxas services: the merge of ptxas's messages with ours, and real tool runs on the corpus.

Usage: python benchmarks/tools_bench.py [--no-tools] [--nvdisasm=PATH] [CORPUS_DIR]

Prints one JSON object:
- `merge_50k_50k_s`: parse 50,000 ptxas error lines and merge them with 50,000 of our issues on a
  100,000-line file (issue 16 measured 81 s for the old quadratic merge on the event loop);
- `parse_200k_lines_bounded`: what 200,000 ptxas error lines cost once the runner's 1 MiB output
  bound applies (lines kept, seconds);
- per corpus file (unless --no-tools, and when ptxas is found): `ptxas -v` seconds, functions
  reported, and the SASS view's seconds and size when nvdisasm/cuobjdump is found.
"""

from __future__ import annotations

import json
import os
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))

from ptx_lsp.analysis.diagnostics.ptxas import merge_issues, parse_ptxas_output  # noqa: E402
from ptx_lsp.analysis.results import Issue  # noqa: E402
from ptx_lsp.analysis.settings import DEFAULT_SETTINGS, ToolSettings  # noqa: E402
from ptx_lsp.services import runner  # noqa: E402
from ptx_lsp.services.ptxas import ToolUnavailable, run_resources, show_sass  # noqa: E402
from ptx_lsp.services.tools import TrustPolicy  # noqa: E402


def merge_figure() -> dict:
    lines = 100_000
    data = b"".join(b"\tmov.u32 %%r1, %%r2; // line %d\n" % i for i in range(lines))
    starts = [0]
    for _ in range(lines - 1):
        starts.append(data.index(b"\n", starts[-1]) + 1)
    ours = [Issue(starts[i], starts[i] + 4, "error", "PTX201", "ours") for i in range(0, lines, 2)]
    output = "\n".join(f"ptxas input.ptx, line {i + 1}; error   : Unknown symbol '%r2'" for i in range(1, lines, 2))
    started, cpu = time.perf_counter(), time.process_time()
    theirs = parse_ptxas_output(output, data)
    merged = merge_issues(ours, theirs, data)
    seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
    bounded = output.encode()[: runner.OUTPUT_LIMIT].decode("utf-8", "ignore")
    big = "\n".join([bounded] * 4)[: runner.OUTPUT_LIMIT]
    started = time.perf_counter()
    kept = parse_ptxas_output(big, data)
    return {"merge_50k_50k_s": round(seconds, 3), "merge_50k_50k_cpu_s": round(cpu, 3), "merged": len(merged),
            "parse_200k_lines_bounded": {"kept": len(kept), "s": round(time.perf_counter() - started, 3)}}


def tool_figures(corpus: Path, settings) -> list[dict]:
    out = []
    for path in sorted(corpus.glob("*.ptx")):
        data = path.read_bytes()
        row: dict = {"file": path.name, "bytes": len(data)}
        try:
            started = time.perf_counter()
            report = run_resources(data, settings, TrustPolicy())
            row.update(ptxas_v_s=round(time.perf_counter() - started, 2), functions=len(report.functions),
                       assembled=report.ok)
            started = time.perf_counter()
            view = show_sass(data, settings, TrustPolicy())
            row.update(sass_s=round(time.perf_counter() - started, 2), sass_bytes=len(view.text),
                       sass_tool=view.tool, mapped_ptx_lines=len(view.ptx_to_sass))
        except ToolUnavailable as error:
            row["unavailable"] = str(error)
        out.append(row)
    return out


def main(argv: list[str]) -> int:
    args = [a for a in argv if not a.startswith("--")]
    result = merge_figure()
    if "--no-tools" not in argv:
        shared = Path(os.environ.get("PTX_LSP_SHARED", Path(__file__).resolve().parents[2] / "shared"))
        corpus = Path(args[0]) if args else shared / "corpus" / "ptx"
        nvdisasm = next((a.split("=", 1)[1] for a in argv if a.startswith("--nvdisasm=")), "")
        settings = replace(DEFAULT_SETTINGS, tools=ToolSettings(nvdisasm_path=nvdisasm))
        result["tools"] = tool_figures(corpus, settings) if corpus.is_dir() else "corpus absent"
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
