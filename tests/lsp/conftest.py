"""End-to-end fixtures: a real `ptx-lsp serve` subprocess driven over stdio by pytest-lsp.

Every test using `client` (or `private_client`) runs twice, once with VS Code's client capabilities
(UTF-16 positions, snippets) and once with Neovim 0.11's (UTF-8 positions offered first). The workspace is a temporary
copy of `tests/data/core`.
"""

from __future__ import annotations

import shutil
import sys
import threading
from pathlib import Path

import pytest
import pytest_asyncio
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

DATA = Path(__file__).resolve().parents[1] / "data" / "core"
SERVER = [sys.executable, "-m", "ptx_lsp", "serve"]
CLIENTS = {"vscode": "visual-studio-code", "neovim": "neovim@v0.11.0"}


def server_config() -> ClientServerConfig:
    return ClientServerConfig(server_command=SERVER)


def record_notifications(client: LanguageClient) -> None:
    """Keep every notification the server sends (pytest-lsp keeps only the latest per uri),
    and accept (and record) client/registerCapability requests."""
    client.notifications = []  # type: ignore[attr-defined]
    handle = client.protocol._handle_notification

    def recording(method: str, params: object) -> None:
        client.notifications.append((method, params))  # type: ignore[attr-defined]
        handle(method, params)

    client.protocol._handle_notification = recording  # type: ignore[method-assign]
    client.registrations = []  # type: ignore[attr-defined]

    @client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams) -> None:
        client.registrations.extend(params.registrations)  # type: ignore[attr-defined]

    client.lens_refreshes = 0  # type: ignore[attr-defined]

    @client.feature(types.WORKSPACE_CODE_LENS_REFRESH)
    def lens_refresh(params: None) -> None:  # VS Code's capabilities claim refresh support
        client.lens_refreshes += 1  # type: ignore[attr-defined]


@pytest.fixture(scope="session")
def workspace_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("workspace")
    for path in DATA.glob("*.ptx"):
        shutil.copy(path, root / path.name)
    (root / "nested").mkdir()
    shutil.copy(DATA / "lib.ptx", root / "nested" / "lib_copy.ptx")
    return root


async def start_session(lsp_client: LanguageClient, profile: str, workspace_dir: Path) -> None:
    """Initialize `lsp_client` with the capabilities of `profile` (a key of CLIENTS) on the workspace."""
    record_notifications(lsp_client)
    lsp_client.set_configuration({"defaultTarget": "sm_80"}, section="ptx")
    result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities(CLIENTS[profile]),
            root_uri=workspace_dir.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=workspace_dir.as_uri(), name="ws")],
            initialization_options={"defaultTarget": "sm_80"},
        )
    )
    lsp_client.client_name = profile  # type: ignore[attr-defined]
    lsp_client.init_result = result  # type: ignore[attr-defined]
    lsp_client.encoding = str(result.capabilities.position_encoding or "utf-16")  # type: ignore[attr-defined]
    lsp_client.workspace_dir = workspace_dir  # type: ignore[attr-defined]
    lsp_client.opened = set()  # type: ignore[attr-defined]
    did_open = lsp_client.text_document_did_open

    def opening(params: types.DidOpenTextDocumentParams) -> None:
        lsp_client.opened.add(params.text_document.uri)  # type: ignore[attr-defined]
        did_open(params)

    lsp_client.text_document_did_open = opening  # type: ignore[method-assign]


# One server per test module and client profile (a server start costs about 1.4 s of CPU, and the
# end-to-end modules have about a hundred tests). The tests of a module therefore run in one event
# loop: each e2e module sets `pytestmark = pytest.mark.asyncio(loop_scope="module")`.
@pytest_lsp.fixture(config=server_config(), params=list(CLIENTS), scope="module")
async def shared_server(lsp_client: LanguageClient, request: pytest.FixtureRequest, workspace_dir: Path):
    await start_session(lsp_client, request.param, workspace_dir)
    yield
    await lsp_client.shutdown_session()


@pytest_asyncio.fixture(loop_scope="module")
async def client(shared_server: LanguageClient):
    """The module's server, as a test sees it: the documents a test opened are closed after it, so
    every test starts with no open document. Tests that change server-wide state (settings,
    workspace folders) or look at every notification use `private_client`."""
    yield shared_server
    for uri in sorted(shared_server.opened):  # type: ignore[attr-defined]
        shared_server.text_document_did_close(
            types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    shared_server.opened.clear()  # type: ignore[attr-defined]


@pytest_lsp.fixture(config=server_config(), params=list(CLIENTS), loop_scope="module")
async def private_client(lsp_client: LanguageClient, request: pytest.FixtureRequest, workspace_dir: Path):
    """A server of its own for one test."""
    await start_session(lsp_client, request.param, workspace_dir)
    yield
    await lsp_client.shutdown_session()


@pytest.fixture
def recorded(monkeypatch):
    """A server that validates every document on the worker thread, slowly, recording what it validates
    and what it sends (in process; shared by the scheduling and whole-document tests)."""
    import ptx_lsp.analysis.validate as validate_module
    import ptx_lsp.lsp.server as server_module

    monkeypatch.setattr(server_module, "BACKGROUND_BYTES", 0)
    validated: list[int | None] = []
    running = []
    overlap = []
    original = validate_module.validate_parts
    lock = threading.Lock()

    def slow_validate(snapshot, stats=None, **kwargs):
        with lock:
            running.append(snapshot.uri)
            if running.count(snapshot.uri) > 1:
                overlap.append(snapshot.version)
        try:
            validated.append(snapshot.version)
            threading.Event().wait(0.02)
            return original(snapshot, stats, **kwargs)
        finally:
            with lock:
                running.remove(snapshot.uri)

    monkeypatch.setattr(validate_module, "validate_parts", slow_validate)
    server = server_module.create_server()
    sent: list[dict] = []
    server.send_notification_json = lambda method, params: sent.append(params)
    return server, validated, sent, overlap
