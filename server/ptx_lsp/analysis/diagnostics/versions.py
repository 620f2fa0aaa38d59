"""Version and target checks (PTX5xx): module directives and per-instruction requirements.

**A `.version` newer than the known ISA (`spec.version.KNOWN_ISA_VERSION`) is one information note,
never an error: the file is checked with the known ISA's rules, and what that ISA does not know
(opcodes, modifiers, forms) is a warning there (`soften_for_newer_version`).** Producers emit the
next version (ptxas 13.5 writes 9.5) before we ship its tables. **A target newer than the known
ones is an information note too, and target checks are skipped.**
**Targets and versions are compared through the spec's tables (`facts.target`, `facts.version`)**.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from tree_sitter import Node

from ptx_lsp.analysis.diagnostics.codes import make
from ptx_lsp.analysis.diagnostics.model import ModuleContext
from ptx_lsp.analysis.results import Issue
from ptx_lsp.spec.db import load
from ptx_lsp.spec.version import KNOWN_ISA_VERSION, version_key

#: Codes that only say "the known ISA has no such instruction, modifier or form": in a file newer
#: than that ISA they may be the newer ISA's additions, so they are warnings there.
NEWER_VERSION_SOFT_CODES = frozenset({"PTX312", "PTX401", "PTX402", "PTX403", "PTX404", "PTX405", "PTX407",
                                      "PTX408"})

vkey = version_key  # the one version parser (`spec.version`)


def _sm_number(name: str) -> int | None:
    if not name.startswith("sm_"):
        return None
    digits = "".join(ch for ch in name[3:] if ch.isdigit())
    return int(digits) if digits and len(digits) <= 9 else None


def _latest_version() -> str:
    return load().facts.versions[-1].version


def _latest_sm() -> int:
    return max((t.arch or 0) for t in load().facts.targets if t.name.startswith("sm_"))


def read_module_directives(items: Sequence[Node], data: bytes, module: ModuleContext, target_override: str | None,
                           default_target: str | None) -> list[Issue]:
    """Fill version/target/address size of `module`; issues for missing, misplaced or unknown ones
    (`items`: the document's named top-level nodes)."""
    facts = load().facts
    issues: list[Issue] = []
    first_statement = None
    seen_version = seen_target = False
    for child in items:
        t = child.type
        if t in ("comment", "preprocessor_line", "ERROR"):
            continue
        if first_statement is None:
            first_statement = child
        if t == "version_directive":
            vnode = child.child_by_field_name("version")
            if seen_version:
                issues.append(make("PTX504", child.start_byte, child.end_byte,
                                   "`.version` is given twice; remove this one"))
                continue
            seen_version = True
            if child is not first_statement:
                issues.append(make("PTX504", child.start_byte, child.end_byte,
                                   "`.version` must be the first statement of the file; move it to the top"))
            if vnode is None:
                continue
            version = data[vnode.start_byte : vnode.end_byte].decode("latin-1")
            module.version = version
            module.version_range = (vnode.start_byte, vnode.end_byte)
            if vkey(version) > vkey(KNOWN_ISA_VERSION) and vkey(version) > vkey(_latest_version()):
                module.newer_than_spec = True
                issues.append(make("PTX505", vnode.start_byte, vnode.end_byte,
                                   f"PTX ISA {version} is newer than the PTX ISA text this server knows "
                                   f"({KNOWN_ISA_VERSION}): the file is checked with PTX ISA {KNOWN_ISA_VERSION}'s "
                                   f"rules, and what {KNOWN_ISA_VERSION} does not have is only a warning",
                                   severity="information"))
            elif not facts.is_known_version(version):
                module.version_known = False
                issues.append(make("PTX505", vnode.start_byte, vnode.end_byte,
                                   f"PTX ISA {version} is not a version of the PTX ISA this server knows "
                                   f"(up to {KNOWN_ISA_VERSION}); checks that depend on the version are skipped"))
        elif t == "target_directive":
            if seen_target:
                issues.append(make("PTX504", child.start_byte, child.end_byte,
                                   "`.target` is given twice; remove this one"))
                continue
            seen_target = True
            if not seen_version and any(c.type == "version_directive" for c in items):
                issues.append(make("PTX504", child.start_byte, child.end_byte,
                                   "`.target` must follow `.version`; put `.version` first"))
            names = child.children_by_field_name("target")
            module.targets = tuple(data[n.start_byte : n.end_byte].decode("latin-1") for n in names)
            for n in names:
                name = data[n.start_byte : n.end_byte].decode("latin-1")
                info = facts.target(name)
                if info is None:
                    sm = _sm_number(name)
                    if sm is not None and sm > _latest_sm():
                        module.target_known = False
                        issues.append(make("PTX505", n.start_byte, n.end_byte,
                                           f"target `{name}` is newer than the targets of PTX ISA "
                                           f"{KNOWN_ISA_VERSION} that this server knows; target checks are skipped",
                                           severity="information"))
                    else:
                        module.target_known = False
                        issues.append(make("PTX507", n.start_byte, n.end_byte,
                                           f"unknown target `{name}`; use a target such as sm_90"))
                    continue
                if name.startswith("sm_") and module.target_name is None:
                    module.target_name = name
                    module.sm = info.arch
                    module.target_range = (n.start_byte, n.end_byte)
                    if module.version and module.version_known and info.min_version \
                            and vkey(module.version) < vkey(info.min_version):
                        issues.append(make("PTX501", n.start_byte, n.end_byte,
                                           f"`.target {name}` needs `.version {info.min_version}` or later; "
                                           f"raise `.version`"))
        elif t == "address_size_directive":
            size = child.child_by_field_name("size")
            if size is not None:
                text = data[size.start_byte : size.end_byte].decode("latin-1")
                if text not in ("32", "64"):
                    issues.append(make("PTX506", size.start_byte, size.end_byte,
                                       f"`.address_size {text}` is invalid; use 32 or 64"))
                else:
                    module.address_size = int(text)
    anchor = first_statement
    a_start, a_end = (anchor.start_byte, anchor.end_byte) if anchor is not None else (0, 0)
    if anchor is not None and b"\n" in data[a_start:a_end]:
        a_end = a_start + data[a_start:a_end].index(b"\n")
    if not seen_version and first_statement is not None:
        issues.append(make("PTX503", a_start, a_end, f"the file has no `.version`; add e.g. `.version {KNOWN_ISA_VERSION}` "
                           "as its first line"))
    if not seen_target and first_statement is not None and target_override is None:
        issues.append(make("PTX503", a_start, a_end, "the file has no `.target`; add e.g. `.target sm_90` after "
                           "`.version`"))
    if target_override or (module.target_name is None and default_target):
        name = target_override or default_target
        info = facts.target(name)
        if info is not None:
            module.target_name, module.sm, module.target_known = name, info.arch, True
            if target_override:
                module.target_range = None
    return issues


def soften_for_newer_version(issues: list[Issue], module: ModuleContext) -> list[Issue]:
    """In a file newer than the known ISA, "no such instruction/modifier/form" errors become warnings
    that say so: the newer ISA may have added exactly that."""
    if not module.newer_than_spec:
        return issues
    out: list[Issue] = []
    for issue in issues:
        if issue.code in NEWER_VERSION_SOFT_CODES and issue.severity == "error":
            issue = replace(issue, severity="warning",
                            message=f"{issue.message} (not in PTX ISA {KNOWN_ISA_VERSION}; may be newer: the file "
                                    f"is `.version {module.version}`)")
        out.append(issue)
    return out


def target_satisfies(target: str, required: tuple[str, ...]) -> bool:
    """Whether `target` provides features required as any of `required` (the spec's family rules).

    An unknown target or requirement counts as satisfied: we stay silent where we cannot tell.
    """
    facts = load().facts
    if facts.target(target) is None:
        return True
    for r in required:
        if facts.target(r) is None or facts.target_satisfies(target, r):
            return True
    return False


def requirement_issues(module: ModuleContext, min_ptx: str | None, min_sm: int | None, arch: tuple[str, ...],
                       s: int, e: int, what: str, cond_ptx: str | None = None) -> list[Issue]:
    """PTX501/PTX502 for one construct with the given requirement, against the module's directives.

    `cond_ptx` (a version that only the notes on the written modifiers ask for) is a warning:
    ptxas accepts some of those spellings a version early.
    """
    out: list[Issue] = []
    if min_ptx and module.version and module.version_known and vkey(module.version) < vkey(min_ptx):
        out.append(make("PTX501", s, e, f"`{what}` needs `.version {min_ptx}` or later (file has "
                        f"{module.version}); raise `.version`"))
    elif cond_ptx and module.version and module.version_known and vkey(module.version) < vkey(cond_ptx):
        out.append(make("PTX501", s, e, f"`{what}` with these modifiers needs `.version {cond_ptx}` or later "
                        f"(file has {module.version}); raise `.version`", severity="warning"))
    if module.target_name and module.target_known and module.sm is not None:
        if min_sm is not None and module.sm < min_sm:
            out.append(make("PTX502", s, e, f"`{what}` needs `sm_{min_sm}` or higher (file targets "
                            f"{module.target_name}); raise `.target`"))
        elif arch and not target_satisfies(module.target_name, arch):
            shown = ", ".join(arch[:4])
            out.append(make("PTX502", s, e, f"`{what}` needs an architecture-specific target ({shown}); the file "
                            f"targets {module.target_name}; change `.target`"))
    return out
