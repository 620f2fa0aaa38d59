"""Typed user settings of the server (defaults, ptxas, diagnostics filters).

**Settings are frozen values; a change of settings makes new snapshots, never mutates old ones.**
**Every field has a safe default, so analysis never has to check for missing settings.**

The wire format (camelCase JSON from `initializationOptions`, `workspace/configuration` section
`ptx` or `didChangeConfiguration`) is parsed in `ptx_lsp.lsp.config`; this module only defines
what the analysis layer sees, so `ptx-lsp check` can build the same object from its flags.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ptx_lsp.spec.version import KNOWN_ISA_VERSION


@dataclass(frozen=True)
class PtxasSettings:
    """How to run the real assembler on save (its verdict is merged with ours)."""

    enabled: bool = True
    path: str = ""  # empty: look `ptxas` up on PATH
    timeout_seconds: float = 10.0


@dataclass(frozen=True)
class ToolSettings:
    """Where the disassemblers are (empty: look them up like ptxas, see `services.tools`)."""

    nvdisasm_path: str = ""
    cuobjdump_path: str = ""


@dataclass(frozen=True)
class DiagnosticsSettings:
    """Which diagnostics to publish: all off, some codes off, hints on or off; `per_function`: the
    validator keeps at most that many issues per function, plus a summary (0: all; the server
    sets `limits.MAX_PER_FUNCTION`, `ptx-lsp check` lists everything)."""

    enabled: bool = True
    disabled: frozenset[str] = frozenset()
    hints: bool = True
    per_function: int = 0

    def shows(self, code: str, severity: str) -> bool:
        """Whether an issue with this code and severity is published."""
        if not self.enabled or code in self.disabled:
            return False
        return self.hints or severity != "hint"


@dataclass(frozen=True)
class InlineSettings:
    """PTX inside CUDA C++ `asm()` strings (`.cu`, `.cuh`, C++ headers).

    An empty target means "not configured": compile_commands.json is asked, and without it no
    target checks run (a header is compiled for many architectures); an empty version means the
    newest PTX ISA the spec knows.
    """

    enabled: bool = True
    target: str = ""
    version: str = ""


@dataclass(frozen=True)
class Settings:
    """Everything the user can configure; `Settings()` is the documented default.

    The default target is sm_75, the oldest architecture CUDA 13's ptxas still assembles, so a
    file without `.target` can also be checked by ptxas on save.
    """

    default_target: str = "sm_75"
    default_version: str = KNOWN_ISA_VERSION  # the one known-ISA constant (spec/version.py)
    ptxas: PtxasSettings = field(default_factory=PtxasSettings)
    diagnostics: DiagnosticsSettings = field(default_factory=DiagnosticsSettings)
    tools: ToolSettings = field(default_factory=ToolSettings)
    inline: InlineSettings = field(default_factory=InlineSettings)


DEFAULT_SETTINGS = Settings()
