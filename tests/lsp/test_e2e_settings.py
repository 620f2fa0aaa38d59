"""End-to-end: settings (initializationOptions, didChangeConfiguration, workspace/configuration),
ptxas on save, and real nvcc output from the shared corpus."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
import pytest_lsp
from conftest import CLIENTS, record_notifications
from e2e_support import doc, open_document, position, wait_diagnostics, wait_notification
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from ptx_test_support import CORPUS

BAD = {"defaultTarget": "gpu9000", "ptxas": {"timeoutSeconds": "soon"}, "colour": "red"}
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture
def client(private_client: LanguageClient) -> LanguageClient:
    """Settings change the whole server, and some tests read every notification: one server per test."""
    return private_client




def count_configuration_requests(client: LanguageClient) -> None:
    """Record every workspace/configuration request the server makes (in client.config_requests)."""
    client.config_requests = []  # type: ignore[attr-defined]
    answer = client.get_configuration

    def counting(**kwargs):
        client.config_requests.append(kwargs)  # type: ignore[attr-defined]
        return answer(**kwargs)

    client.get_configuration = counting  # type: ignore[method-assign]


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "ptx_lsp", "serve"]),
                    params=list(CLIENTS), loop_scope="module")
async def bad_client(lsp_client: LanguageClient, request: pytest.FixtureRequest, workspace_dir: Path):
    record_notifications(lsp_client)
    count_configuration_requests(lsp_client)
    lsp_client.set_configuration({"diagnostics": {"hints": "maybe"}}, section="ptx")
    result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities(CLIENTS[request.param]),
            root_uri=workspace_dir.as_uri(),
            initialization_options=BAD,
        )
    )
    lsp_client.init_result = result  # type: ignore[attr-defined]
    lsp_client.encoding = str(result.capabilities.position_encoding or "utf-16")  # type: ignore[attr-defined]
    lsp_client.workspace_dir = workspace_dir  # type: ignore[attr-defined]
    yield
    await lsp_client.shutdown_session()


async def test_bad_settings_warn_once_and_the_server_keeps_working(bad_client: LanguageClient):
    message = await wait_notification(bad_client, types.WINDOW_SHOW_MESSAGE)
    assert message.type == types.MessageType.Warning
    for part in ("defaultTarget", "timeoutSeconds", "ptx.colour"):
        assert part in message.message
    # the pulled configuration (hints: "maybe") is bad too: one more warning, naming it
    pulled = await wait_notification(bad_client, types.WINDOW_SHOW_MESSAGE, lambda m: "hints" in m.message)
    assert "hints" in pulled.message
    assert {r["section"] for r in bad_client.config_requests} == {"ptx"}  # type: ignore[attr-defined]
    uri, text, diagnostics = await open_document(bad_client, "kernel.ptx")
    assert not [d for d in diagnostics if d.severity == types.DiagnosticSeverity.Error]
    hover = await bad_client.text_document_hover_async(
        types.HoverParams(text_document=doc(uri), position=position(bad_client, text, "%r42"))
    )
    assert hover is not None
    shown = [m for m, _ in bad_client.notifications if m == types.WINDOW_SHOW_MESSAGE]  # type: ignore[attr-defined]
    assert len(shown) == 2, "each problem is shown once"


async def test_did_change_configuration_filters_diagnostics(client: LanguageClient):
    text = ".version 8.0\n.target sm_80\n.entry k()\n{\n\tmov.u32 %r1, ;;\n\tret;\n}\n"
    uri, _text, diagnostics = await open_document(client, "config.ptx", text)
    codes = sorted({str(d.code) for d in diagnostics})
    assert codes, "the broken statement is reported"
    seen = len(client.notifications)  # type: ignore[attr-defined]
    client.set_configuration({"diagnostics": {"disabled": codes}}, section="ptx")
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"ptx": {"diagnostics": {"disabled": codes}}})
    )
    filtered = await wait_diagnostics(client, uri, seen=seen)
    assert filtered == []
    seen = len(client.notifications)  # type: ignore[attr-defined]
    client.set_configuration({"diagnostics": {"enabled": True}}, section="ptx")
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    restored = await wait_diagnostics(client, uri, seen=seen)
    assert sorted({str(d.code) for d in restored}) == codes


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas is not installed")
async def test_ptxas_runs_on_save_and_its_errors_are_merged(client: LanguageClient):
    text = ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\n\t.reg .b32 %r<4>;\n" \
        "\tmov.u32 %r1, %r9;\n\tmov.u32 %r2, undefined_name;\n\tret;\n}\n"
    path = Path(client.workspace_dir) / "save_me.ptx"  # type: ignore[attr-defined]
    path.write_text(text)
    uri, text, ours = await open_document(client, "save_me.ptx")
    our_codes = sorted({str(d.code) for d in ours})
    # Hide our own diagnostics so that what remains after saving can only come from ptxas.
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"ptx": {"diagnostics": {"disabled": our_codes}}})
    )
    client.set_configuration({"diagnostics": {"disabled": our_codes}}, section="ptx")
    seen = len(client.notifications)  # type: ignore[attr-defined]
    client.text_document_did_save(types.DidSaveTextDocumentParams(text_document=doc(uri)))
    published = await wait_notification(
        client,
        types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS,
        lambda p: p.uri == uri and p.version == 1 and any(d.source == "ptxas" for d in p.diagnostics),
        seen,
    )
    ptxas = [d for d in published.diagnostics if d.source == "ptxas"]
    assert {d.range.start.line for d in ptxas} == {6, 7}
    assert any("%r9" in d.message for d in ptxas)
    r9 = [d for d in ptxas if "%r9" in d.message][0]
    assert r9.range.start == position(client, text, "%r9")  # narrowed to the name ptxas quotes


async def test_missing_ptxas_is_reported_once_quietly(client: LanguageClient):
    uri, _text, _ = await open_document(client, "kernel.ptx")
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"ptx": {"ptxas": {"path": "/nonexistent/ptxas"}}})
    )
    client.set_configuration({"ptxas": {"path": "/nonexistent/ptxas"}}, section="ptx")
    for _ in range(2):
        client.text_document_did_save(types.DidSaveTextDocumentParams(text_document=doc(uri)))
    logged = await wait_notification(client, types.WINDOW_LOG_MESSAGE, lambda m: "ptxas not found" in m.message)
    assert "/nonexistent/ptxas" in logged.message
    await client.text_document_hover_async(
        types.HoverParams(text_document=doc(uri), position=types.Position(line=0, character=0))
    )
    notes = [p for m, p in client.notifications if m == types.WINDOW_LOG_MESSAGE and "ptxas not found" in p.message]  # type: ignore[attr-defined]
    assert len(notes) == 1
    assert not [m for m, _ in client.notifications if m == types.WINDOW_SHOW_MESSAGE]  # type: ignore[attr-defined]


@pytest.mark.skipif(not (CORPUS / "basics_sm90_debug.ptx").is_file(), reason="the shared corpus is absent")
async def test_real_nvcc_output_navigates(client: LanguageClient):
    text = (CORPUS / "basics_sm90_debug.ptx").read_text()
    uri, text, diagnostics = await open_document(client, "basics_sm90_debug.ptx", text)
    assert not [d for d in diagnostics if d.severity == types.DiagnosticSeverity.Error]
    # a debug-section reference to a label inside a function goes to that label
    needle = ".b64 $L__func_begin0"
    result = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(uri), position=position(client, text, needle, delta=6))
    )
    assert [loc.range.start.line for loc in result] == [text.count("\n", 0, text.index("$L__func_begin0:"))]
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc(uri)))
    assert len([s for s in symbols if s.kind == types.SymbolKind.Function]) >= 10


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "ptx_lsp", "serve"]),
                    loop_scope="module")
async def bare_client(lsp_client: LanguageClient, workspace_dir: Path):
    """A client that states no capabilities at all (the LSP minimum)."""
    record_notifications(lsp_client)
    count_configuration_requests(lsp_client)
    result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=types.ClientCapabilities(), root_uri=workspace_dir.as_uri())
    )
    lsp_client.init_result = result  # type: ignore[attr-defined]
    lsp_client.encoding = "utf-16"  # type: ignore[attr-defined]
    lsp_client.workspace_dir = workspace_dir  # type: ignore[attr-defined]
    yield
    await lsp_client.shutdown_session()


async def test_a_bare_client_gets_utf16_flat_symbols_and_no_config_pull(bare_client: LanguageClient):
    caps = bare_client.init_result.capabilities  # type: ignore[attr-defined]
    assert caps.position_encoding in (None, "utf-16")
    assert caps.rename_provider is True  # no prepareRename without the client's prepareSupport
    uri, text, _ = await open_document(bare_client, "unicode.ptx")
    symbols = await bare_client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc(uri)))
    assert all(isinstance(s, types.SymbolInformation) for s in symbols)
    by_name = {s.name: s for s in symbols}
    assert by_name["%r<3>"].container_name == "k"
    cursor = position(bare_client, text, "%r1, %r1", delta=1)
    result = await bare_client.text_document_definition_async(types.DefinitionParams(text_document=doc(uri), position=cursor))
    assert [loc.range.start for loc in result] == [position(bare_client, text, "%r<3>")]
    bare_client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    await bare_client.text_document_hover_async(types.HoverParams(text_document=doc(uri), position=cursor))
    assert bare_client.config_requests == []  # type: ignore[attr-defined]


async def test_dynamic_registration_follows_the_client_capabilities(client: LanguageClient):
    """VS Code may register the file watcher and configuration changes; Neovim 0.11 may not."""
    uri, text, _ = await open_document(client, "kernel.ptx")
    await client.text_document_hover_async(types.HoverParams(text_document=doc(uri), position=position(client, text, "%r42")))
    methods = sorted(r.method for r in client.registrations)  # type: ignore[attr-defined]
    if client.client_name == "vscode":  # type: ignore[attr-defined]
        assert methods == [types.WORKSPACE_DID_CHANGE_CONFIGURATION, types.WORKSPACE_DID_CHANGE_WATCHED_FILES]
        config = next(r for r in client.registrations if r.method == types.WORKSPACE_DID_CHANGE_CONFIGURATION)  # type: ignore[attr-defined]
        assert not (config.register_options or {}).get("section")  # changes are pulled, never pushed raw
    else:
        assert methods == []


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "ptx_lsp", "serve"]),
                    loop_scope="module")
async def refusing_client(lsp_client: LanguageClient, workspace_dir: Path):
    """VS Code's capabilities, but client/registerCapability is answered with MethodNotFound."""
    record_notifications(lsp_client)
    del lsp_client.protocol.fm.features[types.CLIENT_REGISTER_CAPABILITY]
    report = lsp_client.report_server_error

    def expected_refusals_only(error: Exception, source: type) -> None:
        if "client/registerCapability" not in str(error):  # our refusal is the point of the test
            report(error, source)

    lsp_client.report_server_error = expected_refusals_only  # type: ignore[method-assign]
    count_configuration_requests(lsp_client)
    lsp_client.set_configuration({"defaultTarget": "sm_80"}, section="ptx")
    result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("visual-studio-code"), root_uri=workspace_dir.as_uri())
    )
    lsp_client.init_result = result  # type: ignore[attr-defined]
    lsp_client.encoding = str(result.capabilities.position_encoding or "utf-16")  # type: ignore[attr-defined]
    lsp_client.workspace_dir = workspace_dir  # type: ignore[attr-defined]
    yield
    await lsp_client.shutdown_session()


async def test_a_refused_registration_breaks_nothing(refusing_client: LanguageClient):
    client = refusing_client
    text = ".version 8.0\n.target sm_80\n.entry k()\n{\n\tmov.u32 %r1, ;;\n\tret;\n}\n"
    uri, text, diagnostics = await open_document(client, "refused.ptx", text)
    codes = sorted({str(d.code) for d in diagnostics})
    assert codes
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(uri), position=position(client, text, "mov"))
    )
    assert hover is not None and "mov" in hover.contents.value
    seen = len(client.notifications)  # type: ignore[attr-defined]
    client.set_configuration({"diagnostics": {"disabled": codes}}, section="ptx")
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    assert await wait_diagnostics(client, uri, seen=seen) == []
    assert not [m for m, _ in client.notifications if m == types.WINDOW_SHOW_MESSAGE]  # type: ignore[attr-defined]
