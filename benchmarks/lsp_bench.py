"""LSP-over-stdio latency and memory benchmark: spawns `ptx-lsp serve`, opens a big PTX file, prints JSON.

Measures, against a real server subprocess (as an editor would see it):
  * time from didOpen to the first publishDiagnostics,
  * hover / definition / references / completion / documentSymbol / semanticTokens latency
    (median and p95 over positions spread through the file),
  * didChange (a one-line edit inside a function) -> publishDiagnostics latency,
  * hover and definition sent right after didOpen, while a big document is still being validated
    (and whether they were answered before its first diagnostics),
  * the server's resident memory (VmRSS and peak VmHWM from /proc, Linux only).

Usage: python benchmarks/lsp_bench.py [FILE.ptx] [--samples N] [--repeat N]
(default file: ../shared/corpus/ptx/cub_sm90.ptx). Figures go to stdout as one JSON object.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

from lsprotocol import types
from pygls.lsp.client import LanguageClient

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_FILE = ROOT.parent / "shared" / "corpus" / "ptx" / "cub_sm90.ptx"


def rss_kib(pid: int) -> dict[str, int]:
    """VmRSS and VmHWM of a process in KiB (empty off Linux)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return {}
    out = {}
    for key in ("VmRSS", "VmHWM"):
        match = re.search(rf"^{key}:\s+(\d+) kB", status, re.M)
        if match:
            out[key] = int(match.group(1))
    return out


def summary(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return {"median_ms": round(statistics.median(ordered) * 1000, 2), "p95_ms": round(p95 * 1000, 2),
            "n": len(ordered)}


def utf16_column(line: str, index: int) -> int:
    return len(line[:index].encode("utf-16-le")) // 2


async def run(path: Path, samples: int) -> dict:
    text = path.read_text(encoding="utf-8", errors="surrogateescape")
    lines = text.split("\n")
    uri = path.resolve().as_uri()
    client = LanguageClient("ptx-lsp-bench", "1")
    published: list[tuple[float, types.PublishDiagnosticsParams]] = []

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def on_diagnostics(params: types.PublishDiagnosticsParams) -> None:
        published.append((time.perf_counter(), params))

    @client.feature(types.WORKSPACE_CONFIGURATION)
    def on_configuration(params: types.ConfigurationParams) -> list:
        return [None for _ in params.items]

    @client.feature(types.WINDOW_LOG_MESSAGE)
    def on_log(params: types.LogMessageParams) -> None:
        pass

    @client.feature(types.WINDOW_SHOW_MESSAGE)
    def on_show(params: types.ShowMessageParams) -> None:
        pass

    await client.start_io(sys.executable, "-m", "ptx_lsp", "serve")
    pid = client._server.pid  # type: ignore[union-attr]
    started = time.perf_counter()
    await client.initialize_async(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(
                text_document=types.TextDocumentClientCapabilities(
                    hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
                    publish_diagnostics=types.PublishDiagnosticsClientCapabilities(version_support=True),
                ),
            ),
            root_uri=path.parent.resolve().as_uri(),
        )
    )
    client.initialized(types.InitializedParams())
    init_seconds = time.perf_counter() - started

    async def wait_published(version: int, since: float) -> float:
        while True:
            for stamp, params in published:
                if stamp >= since and params.uri == uri and params.version == version:
                    return stamp
            await asyncio.sleep(0.001)

    opened = time.perf_counter()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="ptx", version=1, text=text)
        )
    )
    # Asked right after didOpen, while a big file is still being validated on the worker thread:
    # the request loop must answer without waiting for the diagnostics.
    early_line = next((n for n, line in enumerate(lines) if re.search(r"%r\d+", line)
                       and not line.lstrip().startswith(".")), 0)
    early_match = re.search(r"%r\d+", lines[early_line])
    early_position = types.Position(line=early_line,
                                    character=utf16_column(lines[early_line], early_match.start() + 1 if early_match else 0))
    early_doc = types.TextDocumentIdentifier(uri=uri)
    early_hover = await client.text_document_hover_async(types.HoverParams(text_document=early_doc, position=early_position))
    hover_after_open = time.perf_counter() - opened
    begin = time.perf_counter()
    await client.text_document_definition_async(types.DefinitionParams(text_document=early_doc, position=early_position))
    definition_early = time.perf_counter() - begin
    validating_when_answered = not any(p.uri == uri and p.version == 1 for _, p in published)
    first = await asyncio.wait_for(wait_published(1, opened), 600)
    first_diagnostics = first - opened
    diagnostics_count = len([p for _, p in published if p.uri == uri][-1].diagnostics)

    # Positions spread over the file: registers (hover/definition/references) and statement ends.
    register_sites = []
    for number, line in enumerate(lines):
        match = re.search(r"%r\d+", line)
        if match and not line.lstrip().startswith("."):
            register_sites.append((number, utf16_column(line, match.start() + 1)))
    step = max(1, len(register_sites) // samples)
    register_sites = register_sites[::step][:samples]
    doc = types.TextDocumentIdentifier(uri=uri)

    async def timed(call) -> float:
        begin = time.perf_counter()
        await call
        return time.perf_counter() - begin

    results: dict[str, list[float]] = {"hover": [], "definition": [], "references": [], "completion": []}
    for line, column in register_sites:
        position = types.Position(line=line, character=column)
        results["hover"].append(await timed(client.text_document_hover_async(
            types.HoverParams(text_document=doc, position=position))))
        results["definition"].append(await timed(client.text_document_definition_async(
            types.DefinitionParams(text_document=doc, position=position))))
        results["references"].append(await timed(client.text_document_references_async(
            types.ReferenceParams(text_document=doc, position=position,
                                  context=types.ReferenceContext(include_declaration=True)))))
        end = types.Position(line=line, character=utf16_column(lines[line], len(lines[line])))
        results["completion"].append(await timed(client.text_document_completion_async(
            types.CompletionParams(text_document=doc, position=end))))

    symbols = await timed(client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc)))
    folding_first = await timed(client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc)))
    tokens = await timed(client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc)))
    tokens_range = await timed(client.text_document_semantic_tokens_range_async(types.SemanticTokensRangeParams(
        text_document=doc,
        range=types.Range(start=types.Position(line=len(lines) // 2, character=0),
                          end=types.Position(line=len(lines) // 2 + 80, character=0)))))

    # One-line edits inside functions: didChange -> diagnostics for that version.
    change_latency = []
    version = 1
    edit_lines = [n for n, _ in register_sites[:: max(1, len(register_sites) // 20)]][:20]
    for line in edit_lines:
        version += 1
        at = types.Position(line=line, character=0)
        sent = time.perf_counter()
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[types.TextDocumentContentChangePartial(
                    range=types.Range(start=at, end=at), text="\t// edited\n")],
            )
        )
        stamp = await asyncio.wait_for(wait_published(version, sent), 120)
        change_latency.append(stamp - sent)

    # After one more edit: what an editor asks again (semantic tokens delta, outline, folding).
    full = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc))
    version += 1
    at = types.Position(line=edit_lines[0], character=0)
    sent = time.perf_counter()
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangePartial(
                range=types.Range(start=at, end=at), text="\t// edited again\n")],
        )
    )
    await asyncio.wait_for(wait_published(version, sent), 120)
    delta = await timed(client.text_document_semantic_tokens_full_delta_async(
        types.SemanticTokensDeltaParams(text_document=doc, previous_result_id=full.result_id)))
    symbols_after = await timed(client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc)))
    folding = await timed(client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc)))

    memory = rss_kib(pid)
    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()
    return {
        "file": str(path),
        "lines": len(lines),
        "bytes": len(text.encode("utf-8", "surrogateescape")),
        "initialize_ms": round(init_seconds * 1000, 1),
        "first_diagnostics_ms": round(first_diagnostics * 1000, 1),
        "open_to_first_hover_ms": round(hover_after_open * 1000, 1),
        "definition_while_validating_ms": round(definition_early * 1000, 1),
        "answered_before_diagnostics": validating_when_answered,
        "early_hover_answered": early_hover is not None,
        "diagnostics_on_open": diagnostics_count,
        **{name: summary(values) for name, values in results.items()},
        "document_symbol_ms": round(symbols * 1000, 1),
        "folding_range_ms": round(folding_first * 1000, 1),
        "semantic_tokens_full_ms": round(tokens * 1000, 1),
        "semantic_tokens_range_80_lines_ms": round(tokens_range * 1000, 1),
        "did_change_to_diagnostics": summary(change_latency),
        "after_edit_semantic_tokens_delta_ms": round(delta * 1000, 1),
        "after_edit_document_symbol_ms": round(symbols_after * 1000, 1),
        "after_edit_folding_range_ms": round(folding * 1000, 1),
        "rss_kib": memory.get("VmRSS"),
        "peak_rss_kib": memory.get("VmHWM"),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", type=Path, default=DEFAULT_FILE)
    parser.add_argument("--samples", type=int, default=50)
    parser.add_argument("--repeat", type=int, default=1,
                        help="open the file's text repeated N times (cub_sm90 x7 is a 20 MB document)")
    options = parser.parse_args()
    if not options.file.is_file():
        print(json.dumps({"error": f"{options.file} not found"}))
        return 2
    if options.repeat > 1:
        with tempfile.TemporaryDirectory() as folder:
            big = Path(folder) / f"{options.file.stem}_x{options.repeat}.ptx"
            big.write_bytes(options.file.read_bytes() * options.repeat)
            print(json.dumps(asyncio.run(run(big, options.samples)), indent=2))
        return 0
    print(json.dumps(asyncio.run(run(options.file, options.samples)), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
