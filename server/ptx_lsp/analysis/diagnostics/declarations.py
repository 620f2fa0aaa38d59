"""Declaration checks (PTX3xx) and the `Decl` records of variables and parameters.

**Every rule reads the state-space and type tables of the spec** (`StateSpace.module_scope`,
`.function_scope`, `.initializable`, `.allows_predicates`, `PtxType.size_bits`); nothing here
lists state spaces or types by name.
"""

from __future__ import annotations

from ptx_lsp.analysis.diagnostics.codes import make
from ptx_lsp.analysis.diagnostics.model import Decl
from ptx_lsp.analysis.diagnostics.versions import requirement_issues
from ptx_lsp.analysis.numbers import integer_value
from ptx_lsp.analysis.results import Issue
from ptx_lsp.spec.db import load
from ptx_lsp.spec.version import version_key as vkey
from ptx_lsp.syntax import declarators


def _text(node, data: bytes) -> str:
    return data[node.start_byte : node.end_byte].decode("latin-1")


def _int(text: str) -> int | None:
    return integer_value(text)


def declare_variable(node, data: bytes) -> list[Decl]:
    """The names one `variable_declaration` introduces."""
    space_node = node.child_by_field_name("state_space")
    type_node = node.child_by_field_name("type")
    vec_node = node.child_by_field_name("vector")
    link_node = node.child_by_field_name("linkage")
    space = _text(space_node, data) if space_node else None
    typ = _text(type_node, data) if type_node else None
    vector = None
    if vec_node is not None:
        try:
            vector = int(_text(vec_node, data)[2:])
        except ValueError:
            vector = None
    extern = link_node is not None and _text(link_node, data) == ".extern"
    base_space = space.split("::")[0] if space else None
    out: list[Decl] = []
    for decl in declarators(node):
        name_node = decl.child_by_field_name("name")
        if name_node is None:
            continue
        array = bool(decl.children_by_field_name("array"))
        if name_node.type == "parameterized_name":
            inner = name_node.child_by_field_name("name")
            count = name_node.child_by_field_name("count")
            if inner is None or count is None:
                continue
            n = _int(_text(count, data))
            out.append(Decl(_text(inner, data), "reg" if base_space == ".reg" else "var", inner.start_byte,
                            inner.end_byte, space, typ, vector, family=n if n is not None else 0, array=array))
        else:
            kind = "reg" if base_space == ".reg" else "var"
            out.append(Decl(_text(name_node, data), kind, name_node.start_byte, name_node.end_byte, space, typ,
                            vector, array=array, extern=extern))
    return out


def parameter_decls(plist, data: bytes, kernel: bool, returns: bool, sinks: bool = False) -> list[Decl]:
    """Declarations of a function's (return) parameters (with `sinks`: also `_` names of prototypes)."""
    out = []
    for p in plist.named_children:
        if p.type != "parameter":
            continue
        name_node = p.child_by_field_name("name")
        if name_node is None or (name_node.type == "sink" and not sinks):
            continue
        space_node = p.child_by_field_name("state_space")
        type_node = p.child_by_field_name("type")
        space = _text(space_node, data) if space_node else ".param"
        kind = "reg" if space.startswith(".reg") else "param"
        out.append(Decl(_text(name_node, data), kind, name_node.start_byte, name_node.end_byte, space,
                        _text(type_node, data) if type_node else None,
                        array=bool(p.children_by_field_name("array")), entry_param=kernel and not returns,
                        return_param=returns))
    return out


def _declarable_type_issues(facts, typ: str, type_node) -> list[Issue]:
    """PTX312 when a declaration names a type no variable can have.

    Only fundamental and opaque types (`PtxType.fundamental`, kind "opaque") are declarable;
    alternate, packed and sub-byte formats (`.bf16`, `.e4m3x2`, `.u4`, `.b1`) exist only as
    instruction types, and ptxas rejects them (or an unknown name) in every declaration.
    """
    ptype = facts.type(typ)
    if ptype is None:
        if not facts.types:
            return []  # no type table loaded: stay silent rather than flag every declaration
        return [make("PTX312", type_node.start_byte, type_node.end_byte,
                     f"`{typ}` is not a PTX type; use a fundamental type such as `.b32` or `.f32`")]
    if ptype.fundamental or ptype.kind == "opaque":
        return []
    reg = facts.register_type_for(typ)
    hint = f"declare it as `{reg}` and use `{typ}` as the instruction type" if reg else "use a fundamental type"
    return [make("PTX312", type_node.start_byte, type_node.end_byte,
                 f"`{typ}` can only be used as an instruction type, not in a declaration; {hint}")]


def check_declaration(node, data: bytes, scope: str) -> list[Issue]:
    """State-space, initializer, vector, alignment and family rules of one declaration."""
    facts = load().facts
    issues: list[Issue] = []
    space_node = node.child_by_field_name("state_space")
    type_node = node.child_by_field_name("type")
    vec_node = node.child_by_field_name("vector")
    link_node = node.child_by_field_name("linkage")
    align_node = node.child_by_field_name("align")
    if space_node is None:
        return issues
    space_text = _text(space_node, data)
    space = facts.state_space(space_text)
    typ = _text(type_node, data) if type_node else None
    if space is not None:
        if scope == "module" and not space.module_scope:
            issues.append(make("PTX304", space_node.start_byte, space_node.end_byte,
                               f"`{space_text}` variables are not allowed at module scope (ABI); "
                               f"declare them inside a function"))
        elif scope == "function" and not space.function_scope:
            issues.append(make("PTX304", space_node.start_byte, space_node.end_byte,
                               f"`{space_text}` variables are only allowed at module scope; move this declaration "
                               f"out of the function"))
        if typ is not None and type_node is not None:
            ptype = facts.type(typ)
            issues.extend(_declarable_type_issues(facts, typ, type_node))
            if ptype is not None and ptype.kind == "pred" and not space.allows_predicates:
                issues.append(make("PTX303", type_node.start_byte, type_node.end_byte,
                                   f"predicates can only be declared in `.reg`, not in `{space_text}`; "
                                   f"use `.reg .pred`"))
    extern = link_node is not None and _text(link_node, data) == ".extern"
    for decl in node.children_by_field_name("declarator"):
        init = decl.child_by_field_name("initializer")
        name_node = decl.child_by_field_name("name")
        if init is not None:
            if extern:
                issues.append(make("PTX305", init.start_byte, init.end_byte,
                                   "an `.extern` declaration cannot have an initializer; remove it"))
            elif space is not None and not space.initializable:
                issues.append(make("PTX305", init.start_byte, init.end_byte,
                                   f"variables in `{space_text}` cannot be initialized; remove the initializer "
                                   f"or use `.global`/`.const`"))
        if name_node is not None and name_node.type == "parameterized_name":
            if decl.children_by_field_name("array") or init is not None:
                issues.append(make("PTX308", decl.start_byte, decl.end_byte,
                                   "a parameterized name `%r<N>` cannot have an array size or initializer; "
                                   "remove them"))
    if vec_node is not None and typ is not None:
        try:
            lanes = int(_text(vec_node, data)[2:])
        except ValueError:
            lanes = 0
        ptype = facts.type(typ)
        bits = getattr(ptype, "size_bits", None) if ptype is not None else None
        if bits and lanes and lanes * bits > 128 and lanes <= 4:
            issues.append(make("PTX306", vec_node.start_byte, type_node.end_byte,
                               f"`{_text(vec_node, data)} {typ}` is {lanes * bits} bits; vectors are limited to "
                               f"128 bits, use fewer elements or a narrower type"))
    if align_node is not None:
        value = align_node.child_by_field_name("value")
        n = _int(_text(value, data)) if value is not None else None
        if n is not None and (n <= 0 or n & (n - 1)):
            issues.append(make("PTX307", value.start_byte, value.end_byte,
                               f"`.align {n}` is not a power of two; use e.g. 4, 8 or 16"))
    return issues


def check_parameters(plist, data: bytes, kernel: bool) -> list[Issue]:
    """`.ptr` only on kernel parameters; ABI warnings for 16-bit floats and odd alignments."""
    facts = load().facts
    issues: list[Issue] = []
    for p in plist.named_children:
        if p.type != "parameter":
            continue
        for attr in p.children_by_field_name("attribute"):
            if attr.type == "pointer_attribute" and not kernel:
                issues.append(make("PTX309", attr.start_byte, attr.end_byte,
                                   "`.ptr` is only allowed on `.entry` parameters; remove it"))
        type_node = p.child_by_field_name("type")
        if type_node is not None:
            ptype = facts.type(_text(type_node, data))
            issues.extend(_declarable_type_issues(facts, _text(type_node, data), type_node))
            if ptype is not None and ptype.kind == "float" and ptype.size_bits == 16:
                issues.append(make("PTX601", type_node.start_byte, type_node.end_byte,
                                   f"the ABI does not pass `{ptype.name}` parameters; pass the value as `.b16`"))
        aligns = [p.child_by_field_name("align")]
        aligns += [a.child_by_field_name("align") for a in p.children_by_field_name("attribute")
                   if a.type == "pointer_attribute"]
        for align in aligns:
            value = align.child_by_field_name("value") if align is not None else None
            n = _int(_text(value, data)) if value is not None else None
            if n is None:
                continue
            if n <= 0 or n & (n - 1):  # ptxas: "Alignment must be a power of two", `.ptr .align` too
                issues.append(make("PTX307", value.start_byte, value.end_byte,
                                   f"`.align {n}` is not a power of two; use e.g. 4, 8 or 16"))
            elif align is aligns[0] and n > 128:
                issues.append(make("PTX602", value.start_byte, value.end_byte,
                                   f"parameter alignment {n} is outside the ABI's powers of two 1–128; use one of those"))
    return issues


def check_header_directives(function, data: bytes, module=None) -> list[Issue]:
    """Function-header directives (`.maxntid`, `.language`, …): value count and kind, and the
    `.version`/`.target` each needs (PTX501/502, against `module` when given).

    A directive whose syntax line takes a list (`.language lang-list`) takes any number of values,
    at least one; the others take integers, at most as many as their longest syntax line.
    """
    facts = load().facts
    issues: list[Issue] = []
    for directive in function.children_by_field_name("directive"):
        name_node = directive.child_by_field_name("name")
        values = directive.children_by_field_name("value")
        info = facts.directive(_text(name_node, data)) if name_node is not None else None
        if info is None:
            continue
        if module is not None:
            issues.extend(directive_requirements(info, module, name_node.start_byte, name_node.end_byte))
        if not info.syntax:
            continue
        if any("-list" in line for line in info.syntax):
            issues.extend(_list_values(info, directive, name_node, values, data))
            continue
        for value in values:
            if value.type != "integer_literal":
                issues.append(make("PTX408", value.start_byte, value.end_byte,
                                   f"`{info.name}` takes integer values, not `{_text(value, data)}`"))
        if not values:
            continue
        most = max(line.count(",") + 1 if " " in line.strip() else 0 for line in info.syntax)
        if len(values) > most:
            issues.append(make("PTX407", values[most].start_byte, values[-1].end_byte,
                               f"`{info.name}` takes at most {most} value(s), not {len(values)}; remove the extra "
                               f"value(s)"))
    return issues


def directive_requirements(info, module, s: int, e: int) -> list[Issue]:
    """PTX501/502 for a directive (`info`, from the facts) newer than the file's `.version`/`.target`.
    Where ptxas is measured to accept it earlier than the text says (`ptxas_min_version`), only
    below that is an error; between the two it is a warning."""
    sm = None
    if info.min_target:
        target = load().facts.target(info.min_target)
        sm = target.arch if target is not None and not target.variant else None
    out = requirement_issues(module, info.ptxas_min_version or info.min_version, sm, (), s, e, info.name)
    if info.ptxas_min_version and not any(i.code == "PTX501" for i in out) and module.version \
            and module.version_known and vkey(module.version) < vkey(info.min_version):
        out.append(make("PTX501", s, e, f"`{info.name}` is documented from `.version {info.min_version}` (file has "
                        f"{module.version}); ptxas accepts it, other tools may not; raise `.version`",
                        severity="warning"))
    return out


def _list_values(info, directive, name_node, values, data: bytes) -> list[Issue]:
    """`.language "ptx", "cuda c++", 7`: at least one value; names and codes from the spec data."""
    if not values:
        return [make("PTX407", name_node.start_byte, name_node.end_byte,
                     f"`{info.name}` needs at least one value: {info.syntax[0]}")]
    if not info.value_names:
        return []
    out: list[Issue] = []
    names = {n.lower() for n in info.value_names if n}
    for value in values:
        text = _text(value, data)
        if value.type == "string_literal":
            if text[1:-1].lower() not in names:
                shown = ", ".join(f'"{n}"' for n in info.value_names if n)
                out.append(make("PTX408", value.start_byte, value.end_byte,
                                f"`{info.name}` does not know {text}; use one of {shown}"))
        else:
            n = integer_value(text)
            if n is None or not 0 <= n < len(info.value_names):
                out.append(make("PTX408", value.start_byte, value.end_byte,
                                f"`{info.name}` codes are 0 to {len(info.value_names) - 1}, not {text}"))
    return out


def _prototype_counts(prototype: str) -> tuple[int, int] | None:
    """(return values, parameters) of an ABI prototype such as `.extern .func (.param .s32 r) f (.param t1 a)`."""
    head, sep, params = prototype.rpartition("(")
    if not sep:
        return None
    rets = 0
    if ")" in head and "(" in head:
        rets = head[head.index("(") : head.index(")")].count(".param")
    return rets, params.count(".param")


def check_system_call(decl, node, data: bytes) -> list[Issue]:
    """A declaration of an ABI system call (`vprintf`, `malloc`, ...) must have its documented shape."""
    call = load().facts.system_call(decl.name)
    if call is None or decl.params is None:
        return []
    counts = _prototype_counts(call.prototype)
    if counts is None:
        return []
    rets, params = counts
    have = (len(decl.returns or ()), len(decl.params))
    if have == (rets, params):
        return []
    return [make("PTX605", decl.start, decl.end,
                 f"`{decl.name}` is an ABI system call declared as `{call.prototype}`; this declaration has "
                 f"{have[0]} return value(s) and {have[1]} parameter(s); declare it as the ABI says")]
