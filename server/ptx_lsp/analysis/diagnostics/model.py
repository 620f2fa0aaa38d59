"""Plain records the checks share: declarations, scopes, the module's context.

**Everything here is derived from one parse of one document and never mutated after the module
pass; function checks only read the `ModuleContext`.**
**No PTX names are listed here**: types, spaces and registers are compared through the spec.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

FAMILY_MEMBER = re.compile(r"^(.*?)(\d+)$")


@dataclass
class Decl:
    """One declared name: register, variable, parameter, function, label or prototype."""

    name: str
    kind: str  # "reg", "var", "param", "func", "label", "proto", "targets"
    start: int
    end: int
    space: str | None = None  # ".reg", ".global", ".param", ...
    type: str | None = None  # ".b32", ...
    vector: int | None = None
    family: int | None = None  # N of `%r<N>`
    array: bool = False
    extern: bool = False
    entry_param: bool = False  # a parameter of an `.entry`
    return_param: bool = False
    params: tuple[Decl, ...] | None = None  # functions: input parameters
    returns: tuple[Decl, ...] | None = None  # functions: return parameters
    used: bool = False


class Scope:
    """Names declared in one block (registers and variables in order, labels for the whole block)."""

    __slots__ = ("names", "families", "labels", "parent", "cache")

    def __init__(self, parent: Scope | None = None) -> None:
        self.names: dict[str, Decl] = {}
        self.families: dict[str, Decl] = {}
        self.labels: dict[str, Decl] = {}
        self.parent = parent
        self.cache: dict[str, tuple[Decl | None, Decl | None]] = {}

    def declared(self) -> None:
        """Forget cached lookups after a declaration was added to this scope."""
        self.cache.clear()

    def lookup(self, name: str) -> tuple[Decl | None, Decl | None]:
        """(declaration, nearest family whose prefix matches but whose range excludes the name)."""
        hit = self.cache.get(name)
        if hit is None:
            hit = self.cache[name] = self._lookup(name)
        return hit

    def _lookup(self, name: str) -> tuple[Decl | None, Decl | None]:
        outside: Decl | None = None
        m = FAMILY_MEMBER.match(name)
        scope: Scope | None = self
        while scope is not None:
            decl = scope.names.get(name) or scope.labels.get(name)
            if decl is not None:
                return decl, None
            if m and scope.families:
                fam = scope.families.get(m.group(1))
                if fam is not None:
                    index = m.group(2)
                    if fam.family is not None and int(index) < fam.family and (index == "0" or index[0] != "0"):
                        return fam, None
                    outside = outside or fam
            scope = scope.parent
        return None, outside


@dataclass
class ModuleContext:
    """What the module pass learned: version, target, address size and module-scope names."""

    version: str | None = None
    version_range: tuple[int, int] | None = None
    version_known: bool = True
    newer_than_spec: bool = False  # `.version` above the known ISA: checked with its rules, unknowns warn
    targets: tuple[str, ...] = ()
    target_range: tuple[int, int] | None = None
    target_known: bool = True
    sm: int | None = None  # numeric arch of the target (90 for sm_90a)
    target_name: str | None = None  # the sm_XX target (first one)
    address_size: int = 64
    has_sections: bool = False  # debug sections may reference labels from outside their function
    names: dict[str, Decl] = field(default_factory=dict)  # module scope, in order of declaration
    order: dict[str, int] = field(default_factory=dict)  # name -> byte offset of its declaration
