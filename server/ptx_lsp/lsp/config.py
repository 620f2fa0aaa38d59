"""Parse the client's `ptx` settings (camelCase JSON) into `analysis.settings.Settings`.

**Parsing never raises: unknown keys and bad values fall back to the default and produce one
readable warning each, which the server shows once (window/showMessage) and logs.**

Accepted shape (what the VS Code extension sends; every key optional)::

    {"defaultTarget": "sm_75", "defaultVersion": "9.4",   # default: spec.version.KNOWN_ISA_VERSION
     "ptxas": {"enabled": true, "path": "", "timeoutSeconds": 10},
     "diagnostics": {"enabled": true, "disabled": ["PTX601"], "hints": true},
     "inline": {"enabled": true, "target": "", "version": ""},
     "tools": {"nvdisasmPath": "", "cuobjdumpPath": ""}}

Tool paths must be absolute (`~` is expanded); a relative one is refused with a warning and the
tool is looked up as if the setting were empty (see `services.tools` for the trust policy).

Clients nest settings differently: `{"ptx": {...}}` (didChangeConfiguration from VS Code) and the
bare object (initializationOptions, workspace/configuration) are both understood.
"""

from __future__ import annotations

import os
import re
from dataclasses import replace
from typing import Any

from ptx_lsp.analysis.settings import (
    DiagnosticsSettings,
    InlineSettings,
    PtxasSettings,
    Settings,
    ToolSettings,
)
from ptx_lsp.spec.version import KNOWN_ISA_VERSION

_TARGET = re.compile(r"^sm_\d{2,3}[af]?$|^compute_\d{2,3}[af]?$")
_VERSION = re.compile(r"^\d+\.\d+$")
_CODE = re.compile(r"^PTX\d{3}$")
# Settings of the VS Code client (`ptx.server.*`: how to launch us; `ptx.trace.server`: protocol
# tracing). Users copy the whole `ptx` block into Neovim/Helix configs, so they are ignored quietly.
CLIENT_ONLY_KEYS = frozenset({"server", "trace"})


def parse_settings(raw: Any, base: Settings | None = None) -> tuple[Settings, list[str]]:
    """Settings from a JSON value, plus warnings for every part that was ignored.

    Keys that are absent keep their value from `base` (the defaults when None), so a client
    that sends only `{"ptxas": {"enabled": false}}` does not reset anything else.
    """
    base = base or Settings()
    warnings: list[str] = []
    # An empty list is an empty table: Lua clients (Neovim's `init_options = {}`) send `[]` for `{}`.
    if raw is None or raw == []:
        return base, warnings
    if isinstance(raw, dict) and set(raw) == {"ptx"}:
        raw = raw["ptx"]
    if raw is None or raw == []:
        return base, warnings
    if not isinstance(raw, dict):
        return base, [f"ptx settings must be an object, got {_kind(raw)}; using defaults"]

    target = base.default_target
    version = base.default_version
    ptxas = base.ptxas
    diagnostics = base.diagnostics
    tools = base.tools
    inline = base.inline
    for key, value in raw.items():
        if key == "defaultTarget":
            if isinstance(value, str) and _TARGET.match(value.strip()):
                target = value.strip()
            else:
                warnings.append(f"ptx.defaultTarget: {value!r} is not a target like 'sm_90'; using {target!r}")
        elif key == "defaultVersion":
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                value = f"{value:.1f}"
            if isinstance(value, str) and _VERSION.match(value.strip()):
                version = value.strip()
            else:
                warnings.append(
                    f"ptx.defaultVersion: {value!r} is not a PTX version like '{KNOWN_ISA_VERSION}'; using {version!r}"
                )
        elif key == "ptxas":
            ptxas = _parse_ptxas(value, ptxas, warnings)
        elif key == "diagnostics":
            diagnostics = _parse_diagnostics(value, diagnostics, warnings)
        elif key == "tools":
            tools = _parse_tools(value, tools, warnings)
        elif key == "inline":
            inline = _parse_inline(value, inline, warnings)
        elif key == "workspaceTrusted":
            warnings.append("ptx.workspaceTrusted: only the client's initializationOptions can mark a workspace "
                            "trusted, never a settings file; ignored")
        elif key in CLIENT_ONLY_KEYS:
            pass  # read by the VS Code client, copied into other editors' configs: not ours, not wrong
        else:
            warnings.append(f"ptx.{key}: unknown setting, ignored")
    settings = Settings(default_target=target, default_version=version, ptxas=ptxas, diagnostics=diagnostics,
                        inline=inline, tools=tools)
    return settings, warnings


def _parse_ptxas(value: Any, base: PtxasSettings, warnings: list[str]) -> PtxasSettings:
    if value == []:  # an empty Lua table
        return base
    if not isinstance(value, dict):
        warnings.append(f"ptx.ptxas must be an object, got {_kind(value)}; ignored")
        return base
    enabled, path, timeout = base.enabled, base.path, base.timeout_seconds
    for key, item in value.items():
        if key == "enabled":
            if isinstance(item, bool):
                enabled = item
            else:
                warnings.append(f"ptx.ptxas.enabled: expected true or false, got {item!r}; using {enabled}")
        elif key == "path":
            path = _tool_path("ptx.ptxas.path", item, path, warnings)
        elif key == "timeoutSeconds":
            if isinstance(item, (int, float)) and not isinstance(item, bool) and 0 < item <= 600:
                timeout = float(item)
            else:
                warnings.append(
                    f"ptx.ptxas.timeoutSeconds: expected a number of seconds in (0, 600], got {item!r}; "
                    f"using {timeout:g}"
                )
        else:
            warnings.append(f"ptx.ptxas.{key}: unknown setting, ignored")
    return PtxasSettings(enabled=enabled, path=path, timeout_seconds=timeout)


def _tool_path(name: str, item: Any, current: str, warnings: list[str]) -> str:
    """An absolute tool path (`~` expanded), "" for none; anything else keeps `current` with a warning."""
    if item is None:
        return ""
    if not isinstance(item, str):
        warnings.append(f"{name}: expected a string, got {_kind(item)}; using {current!r}")
        return current
    path = item.strip()
    if path and not os.path.isabs(os.path.expanduser(path)):
        warnings.append(f"{name}: {path!r} is not an absolute path; relative tool paths are never run, "
                        "looking the tool up instead")
        return ""
    return path


def _parse_tools(value: Any, base: ToolSettings, warnings: list[str]) -> ToolSettings:
    if not isinstance(value, dict):
        warnings.append(f"ptx.tools must be an object, got {_kind(value)}; ignored")
        return base
    nvdisasm, cuobjdump = base.nvdisasm_path, base.cuobjdump_path
    for key, item in value.items():
        if key == "nvdisasmPath":
            nvdisasm = _tool_path("ptx.tools.nvdisasmPath", item, nvdisasm, warnings)
        elif key == "cuobjdumpPath":
            cuobjdump = _tool_path("ptx.tools.cuobjdumpPath", item, cuobjdump, warnings)
        else:
            warnings.append(f"ptx.tools.{key}: unknown setting, ignored")
    return ToolSettings(nvdisasm_path=nvdisasm, cuobjdump_path=cuobjdump)


def _parse_diagnostics(value: Any, base: DiagnosticsSettings, warnings: list[str]) -> DiagnosticsSettings:
    if value == []:  # an empty Lua table
        return base
    if not isinstance(value, dict):
        warnings.append(f"ptx.diagnostics must be an object, got {_kind(value)}; ignored")
        return base
    enabled, disabled, hints = base.enabled, base.disabled, base.hints
    for key, item in value.items():
        if key == "enabled":
            if isinstance(item, bool):
                enabled = item
            else:
                warnings.append(f"ptx.diagnostics.enabled: expected true or false, got {item!r}; using {enabled}")
        elif key == "hints":
            if isinstance(item, bool):
                hints = item
            else:
                warnings.append(f"ptx.diagnostics.hints: expected true or false, got {item!r}; using {hints}")
        elif key == "disabled":
            if isinstance(item, list) and all(isinstance(code, str) for code in item):
                codes = [code.strip().upper() for code in item]
                bad = [code for code in codes if not _CODE.match(code)]
                if bad:
                    warnings.append(
                        f"ptx.diagnostics.disabled: {', '.join(bad)} not codes like 'PTX601'; ignored those"
                    )
                disabled = frozenset(code for code in codes if _CODE.match(code))
            else:
                warnings.append("ptx.diagnostics.disabled: expected a list of codes like ['PTX601']; ignored")
        else:
            warnings.append(f"ptx.diagnostics.{key}: unknown setting, ignored")
    return replace(base, enabled=enabled, disabled=disabled, hints=hints)


def _parse_inline(value: Any, base: InlineSettings, warnings: list[str]) -> InlineSettings:
    if value == []:  # an empty Lua table
        return base
    if not isinstance(value, dict):
        warnings.append(f"ptx.inline must be an object, got {_kind(value)}; ignored")
        return base
    enabled, target, version = base.enabled, base.target, base.version
    for key, item in value.items():
        if key == "enabled":
            if isinstance(item, bool):
                enabled = item
            else:
                warnings.append(f"ptx.inline.enabled: expected true or false, got {item!r}; using {enabled}")
        elif key == "target":
            if item in ("", None) or (isinstance(item, str) and _TARGET.match(item.strip())):
                target = (item or "").strip()
            else:
                warnings.append(f"ptx.inline.target: {item!r} is not a target like 'sm_90'; using {target!r}")
        elif key == "version":
            if item in ("", None) or (isinstance(item, str) and _VERSION.match(item.strip())):
                version = (item or "").strip()
            else:
                warnings.append(f"ptx.inline.version: {item!r} is not a PTX version like '{KNOWN_ISA_VERSION}'; using {version!r}")
        else:
            warnings.append(f"ptx.inline.{key}: unknown setting, ignored")
    return InlineSettings(enabled=enabled, target=target, version=version)


def _kind(value: Any) -> str:
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean", type(None): "null"}.get(
        type(value), "a number" if isinstance(value, (int, float)) else type(value).__name__
    )
