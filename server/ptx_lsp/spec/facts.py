"""PTX facts other than instructions: directives, special registers, types, state spaces, versions, targets, ABI.

**This module holds no list of PTX names: every name comes from `spec/data/*.json`.**
**Everything returned is frozen; `load_facts()` parses the data once and caches the result.**
**Names keep their sigil** (`.entry`, `.shared::cta`, `.b32`, `%tid`); lookups accept them with the
sigil only (`facts.type("b32")` is `None`), except targets (`sm_90a`) and versions (`"8.0"`).
**Every entry carries `section`, `url`, `summary` and `description`**; texts are our own words,
the url points into https://docs.nvidia.com/cuda/parallel-thread-execution/.

Why a separate module: the instruction database (`spec/db.py`) composes these facts as
`SpecDB.facts`; hover, completion and the validator read them through the API below only.

API (all lookups return `None` for unknown names, never raise):

    facts = load_facts()
    facts.directive(".maxntid")            -> Directive | None      (also `facts.directives`)
    facts.pragma("nounroll")               -> PragmaString | None   (`.pragma` strings, chapter 12)
    facts.special_register("%tid.x")       -> SpecialRegisterRef | None
        .register (SpecialRegister "%tid"), .member ("%tid"), .component ("x"), .index (None),
        .type (".u32": the type of what was written; "%tid" alone gives ".v4.u32");
        "%tid.w" resolves too (undocumented padding lane ptxas accepts) but is not in all_names()
        "%envreg7" -> register "%envreg<32>", member "%envreg7", index 7; also "%pm3", "%pm3_64",
        "%clock_hi", "%lanemask_eq", "%reserved_smem_offset_1", ...
    facts.type(".f16x2")                   -> PtxType | None        (fundamental, alternate, packed, opaque)
    facts.register_type_for(".bf16x2")     -> ".b32"  (type to declare a register holding that format;
                                              a fundamental type maps to itself; unknown -> None)
    facts.type_compatible(instr_type, operand_type, context="strict") -> bool
        context "strict": §5.2.1/§9.4 Table 26 (bit types match anything of the same size, signed and
                 unsigned of equal size interchange, floats must match exactly);
        context "source" / "destination": the relaxed rules of ld/st/cvt (§9.4.1 Tables 27/28,
                 operands may be wider than the instruction type).
        Alternate/packed formats (".bf16", ".e4m3x2", ".f16x2", ...) behave as their register type's size
        with float strictness: only the listed register types (or same-size bit types) match.
    facts.operand_conversion(instr_type, operand_type, role) -> "none"|"chop"|"zext"|"sext"|None(invalid)
    facts.allows_wider_operands(opcode)    -> bool   (ld/st/cvt per §5.2.2; opcode without modifiers)
    facts.subword_type_allowed(opcode, instr_type) -> bool  (§5.2.2 restriction of .b8/.s8/.u8/.f16/.f16x2)
    facts.state_space(".shared::cta")      -> StateSpace | None     (sub-qualified names give the base space)
    facts.sub_qualifier(".param::entry")   -> SubQualifier | None   (`.shared` alone -> None)
    facts.version("8.0")                   -> VersionInfo | None;   facts.versions (oldest first)
    facts.target("sm_90a")                 -> TargetInfo | None;    facts.targets ("compute_90" = "sm_90")
    facts.is_known_version(v) / facts.is_known_target(t) -> bool
    facts.targets_for_version("7.0")       -> tuple[TargetInfo, ...] (every target valid under that .version)
    facts.min_version_for_target("sm_90a") -> "8.0" | None
    facts.target_satisfies("sm_103a", "sm_100f") -> True  (onion model, 'a' exact, 'f' same family, §11.1.2)
    facts.vector_declaration_ok(".f64", 4) -> False  (§5.4.2: .v2/.v4 of a non-predicate type, <= 128 bits)
    facts.abi                              -> Abi (scalar_types, param_types, param_rules, system_calls,
                                              dwarf_address_classes, param_alignments)
    facts.abi_param_type("integer", 16, signed=True) -> ".s32"  (ABI §3.3; 16-bit floats -> None)
    facts.system_call("vprintf")           -> SystemCall | None     (.prototype is the exact PTX declaration)
    facts.all_names()                      -> tuple[str, ...] sorted, every name above (for prefix search)
    facts.lookup(name)                     -> the entry for any name above, or None
    facts.search(prefix)                   -> tuple[(name, entry), ...] whose name starts with prefix
    version_key("8.0")                     -> (8, 0) for ordering versions (module-level helper)

Data files (one JSON object each, `{"entries": [...]}` plus file-specific tables) are documented by the
dataclasses they load into; unknown keys are an error so typos in the data fail the tests.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, fields, replace
from functools import cache, cached_property
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parent / "data"
DOC_URL = "https://docs.nvidia.com/cuda/parallel-thread-execution/"
# Where a directive may be written (our vocabulary, see `Directive`); the loader rejects anything else.
PLACEMENTS = frozenset({
    "module", "function_header", "kernel_header", "function_prefix", "function_body", "declaration_prefix",
    "parameter", "attribute", "instruction_modifier", "first_statement", "after_version",
})


from ptx_lsp.spec.version import version_key  # noqa: E402 - the one version parser, re-exported here


@dataclass(frozen=True)
class Directive:
    """A directive (`.entry`, `.maxntid`, `.reg`, `.visible`, `@@dwarf`, ...) and where it may appear.

    `placement` uses a fixed vocabulary: "module" (module scope), "function_header" (after a
    `.func`'s parameter list, before its body), "kernel_header" (the same for `.entry`),
    "function_prefix" (between `.func` and the function name: `.attribute`), "function_body",
    "declaration_prefix" (qualifier written in a variable declaration), "parameter" (inside a
    parameter list), "attribute" (inside `.attribute(...)`), "instruction_modifier" (not a
    declaration at all: `.v8`), "first_statement" (`.version`), "after_version" (`.target`,
    `.address_size`). An empty placement means programs never write it (`.sreg`).
    """

    name: str
    category: str
    syntax: tuple[str, ...]
    placement: tuple[str, ...]
    section: str
    url: str
    summary: str
    description: str
    min_version: str | None = None
    min_target: str | None = None
    deprecated: bool = False
    max_version: str | None = None
    notes: tuple[str, ...] = ()
    # measured, not in the text: ptxas accepts the directive from this lower `.version` already
    # (below min_version the validator warns, below this it errors)
    ptxas_min_version: str | None = None
    # the string names a list directive takes, in code order (`.language`: code i = names[i];
    # an empty name is a reserved code); values: the names (any case) or the codes 0..len-1
    value_names: tuple[str, ...] = ()


@dataclass(frozen=True)
class PragmaString:
    """A string understood by `.pragma "...";` (chapter 12)."""

    name: str
    syntax: tuple[str, ...]
    placement: tuple[str, ...]
    section: str
    url: str
    summary: str
    description: str
    min_version: str | None = None
    min_target: str | None = None


@dataclass(frozen=True)
class SpecialRegister:
    """A special register or a numbered family of them (`%envreg<32>` lists `%envreg0`..`%envreg31`).

    `type` is the element type; `vector` is 4 for `%tid`-like registers (type `.v4.u32`), whose
    documented components are listed in `components`. `extra_components` are accepted by ptxas but
    not documented (`.w`, the padding lane, reads 0): they resolve, but completion should not offer them.
    """

    name: str
    members: tuple[str, ...]
    type: str
    section: str
    url: str
    summary: str
    description: str
    vector: int | None = None
    components: tuple[str, ...] = ()
    extra_components: tuple[str, ...] = ()
    read_only: bool = True
    min_version: str | None = None
    min_target: str | None = None
    notes: tuple[str, ...] = ()
    # a kernel that reads the register must carry this header directive (`.minperctamemory`);
    # device functions may read it (measured with ptxas 13.5)
    kernel_directive: str | None = None

    @property
    def full_type(self) -> str:
        """`.v4.u32` for vector registers, else the scalar type."""
        return f".v{self.vector}{self.type}" if self.vector else self.type


@dataclass(frozen=True)
class SpecialRegisterRef:
    """What `special_register()` resolved a written name to."""

    written: str
    register: SpecialRegister
    member: str
    component: str | None = None
    index: int | None = None

    @property
    def type(self) -> str:
        """Type of the written operand: a component is a scalar, the whole vector register is `.vN.T`."""
        return self.register.type if self.component else self.register.full_type


@dataclass(frozen=True)
class PtxType:
    """A type specifier: fundamental (`.u32`), alternate float (`.bf16`), packed (`.e4m3x2`) or opaque.

    kind is one of "signed", "unsigned", "float", "bit", "pred", "opaque", "alt_float",
    "packed_float", "packed_int", "sub_byte" (`.u4`, `.s4`, `.b1`, `.u2`, `.s2`: matrix and `cvt.pack`
    element types). `register_types` lists the types a register holding this format is
    declared with, preferred first (a fundamental type lists itself). Sizes are in bits, alignment in bytes.
    Only fundamental and opaque types are declarable; every other kind is an instruction type only.
    """

    name: str
    kind: str
    fundamental: bool
    section: str
    url: str
    summary: str
    description: str
    size_bits: int | None = None
    align_bytes: int | None = None
    register_types: tuple[str, ...] = ()
    element_type: str | None = None
    lanes: int | None = None
    min_version: str | None = None
    min_target: str | None = None
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class SubQualifier:
    """A `::` sub-qualifier of a state space (`.shared::cta`); `default` marks the implied one."""

    name: str
    space: str
    default: bool
    summary: str
    min_version: str | None = None
    min_target: str | None = None


@dataclass(frozen=True)
class StateSpace:
    """A state space with the properties of Tables 6 and 7 and the declarations it may hold.

    access is "RO", "RW" or a phrase where the spec differs by context (kernel vs function `.param`).
    """

    name: str
    section: str
    url: str
    summary: str
    description: str
    addressable: str
    initializable: bool
    access: str
    sharing: str
    module_scope: bool
    function_scope: bool
    allows_predicates: bool
    sub_qualifiers: tuple[SubQualifier, ...] = ()
    deprecated: bool = False
    notes: tuple[str, ...] = ()

    @property
    def default_sub_qualifier(self) -> SubQualifier | None:
        return next((q for q in self.sub_qualifiers if q.default), None)


@dataclass(frozen=True)
class VersionInfo:
    """A `.version` the ISA defines, with the targets it introduced (release notes, chapter 13)."""

    version: str
    section: str
    url: str
    summary: str
    description: str
    cuda: str | None = None
    targets_added: tuple[str, ...] = ()


@dataclass(frozen=True)
class TargetInfo:
    """A `.target` specifier: an architecture (`sm_90a`) or a platform option (`texmode_unified`).

    `variant` is "" for a plain architecture, "a" (architecture-specific, no forward compatibility)
    or "f" (family-specific); `arch` is the numeric part (90 for sm_90a), None for options.
    `ptxas_min_version` is set where ptxas (CUDA 13.0) already accepts the target at an older
    `.version` than the ISA states; a validator should not report an error in that range.
    `family` is the architecture family of Table 56 (`sm_10x`, `sm_11x`, `sm_12x`) or None.
    """

    name: str
    kind: str
    min_version: str
    section: str
    url: str
    summary: str
    description: str
    arch: int | None = None
    variant: str = ""
    max_version: str | None = None
    ptxas_min_version: str | None = None
    family: str | None = None
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class AbiScalarType:
    """One row of the ABI's fundamental-type table: PTX type, size and alignment in bytes, representation."""

    ptx_type: str
    size: int
    align: int
    representation: str


@dataclass(frozen=True)
class AbiParamType:
    """How a source-level value is declared as a `.param` (ABI §3.3 table).

    `source` is one of "integer", "pointer", "float", "aggregate", "handle"; `bits` is the source
    width range (inclusive); `ptx_types` lists the declaration(s), signed/unsigned variant last.
    """

    source: str
    min_bits: int | None
    max_bits: int | None
    ptx_types: tuple[str, ...]
    note: str


@dataclass(frozen=True)
class AbiParamRule:
    """A rule for passing a source-level value as `.param` (or returning it)."""

    name: str
    summary: str
    description: str
    section: str
    url: str


@dataclass(frozen=True)
class SystemCall:
    """A system call the ABI defines, with its exact PTX prototype."""

    name: str
    prototype: str
    params: tuple[str, ...]
    returns: str | None
    section: str
    url: str
    summary: str
    description: str
    min_version: str | None = None


@dataclass(frozen=True)
class DwarfAddressClass:
    """A DWARF `DW_AT_address_class` code the ABI assigns to a PTX state space."""

    code: int
    name: str
    space: str
    summary: str


@dataclass(frozen=True)
class Abi:
    """The PTX writer's interoperability guide as data (seed 003)."""

    source: str
    url: str
    scalar_types: tuple[AbiScalarType, ...]
    param_types: tuple[AbiParamType, ...]
    param_rules: tuple[AbiParamRule, ...]
    system_calls: tuple[SystemCall, ...]
    dwarf_address_classes: tuple[DwarfAddressClass, ...]
    param_alignments: tuple[int, ...] = ()


Entry = Any  # any of the dataclasses above that has a `name`


def _build(cls: type, raw: dict[str, Any], where: str) -> Any:
    """Construct a frozen dataclass from JSON, turning lists into tuples; unknown keys are errors."""
    known = {f.name for f in fields(cls)}
    unknown = set(raw) - known
    if unknown:
        raise ValueError(f"{where}: unknown keys {sorted(unknown)} for {cls.__name__}")
    values = {k: tuple(v) if isinstance(v, list) else v for k, v in raw.items()}
    return cls(**values)


def _load_json(name: str) -> dict[str, Any]:
    with open(DATA_DIR / name, encoding="utf-8") as fh:
        return json.load(fh)


@dataclass(frozen=True)
class TypeRules:
    """Operand/instruction type conformance tables (§5.2.1, §5.2.2, §9.4, §9.4.1)."""

    relaxed_opcodes: frozenset[str]
    subword_types: dict[str, frozenset[str]]  # restricted type -> base opcodes allowing it
    vector_lengths: tuple[int, ...]
    vector_max_bits: int


@dataclass(frozen=True)
class Facts:
    """All non-instruction PTX facts, indexed for lookup; build it with `load_facts()`."""

    directives: tuple[Directive, ...]
    pragmas: tuple[PragmaString, ...]
    special_registers: tuple[SpecialRegister, ...]
    types: tuple[PtxType, ...]
    state_spaces: tuple[StateSpace, ...]
    versions: tuple[VersionInfo, ...]
    targets: tuple[TargetInfo, ...]
    abi: Abi
    rules: TypeRules
    _index: dict[str, dict[str, Entry]] = field(repr=False, compare=False, default_factory=dict)
    _sreg_members: dict[str, tuple[SpecialRegister, int | None]] = field(
        repr=False, compare=False, default_factory=dict
    )

    # --- plain lookups -------------------------------------------------------------------------
    def directive(self, name: str) -> Directive | None:
        return self._index["directive"].get(name)

    def pragma(self, name: str) -> PragmaString | None:
        """A pragma string by its keyword; `"used_bytes_mask 0xff"` (with quotes/operands) also resolves."""
        words = name.strip().strip('"').split()
        return self._index["pragma"].get(words[0]) if words else None

    def type(self, name: str) -> PtxType | None:
        return self._index["type"].get(name)

    def state_space(self, name: str) -> StateSpace | None:
        return self._index["space"].get(name.partition("::")[0])

    def sub_qualifier(self, name: str) -> SubQualifier | None:
        space = self.state_space(name)
        if space is None or "::" not in name:
            return None
        return next((q for q in space.sub_qualifiers if q.name == name), None)

    def version(self, version: str) -> VersionInfo | None:
        return self._index["version"].get(version)

    def target(self, name: str) -> TargetInfo | None:
        """A `.target` specifier; `compute_XX` is accepted as a synonym of `sm_XX` (§11.1.2)."""
        if name.startswith("compute_"):
            name = "sm_" + name[len("compute_") :]
        return self._index["target"].get(name)

    def is_known_version(self, version: str) -> bool:
        return self.version(version) is not None

    def is_known_target(self, name: str) -> bool:
        return self.target(name) is not None

    def system_call(self, name: str) -> SystemCall | None:
        return next((c for c in self.abi.system_calls if c.name == name), None)

    def abi_param_type(self, source: str, bits: int | None = None, signed: bool = False) -> str | None:
        """The `.param` type the ABI prescribes for a source value (`("integer", 16, True)` -> `.s32`).

        None when the ABI has no such parameter (e.g. 16-bit floats, which are storage-only).
        """
        for row in self.abi.param_types:
            if row.source != source:
                continue
            if bits is not None and row.min_bits is not None and not (row.min_bits <= bits <= (row.max_bits or bits)):
                continue
            if len(row.ptx_types) == 2:
                return row.ptx_types[1] if signed else row.ptx_types[0]
            return row.ptx_types[0]
        return None

    # --- special registers ---------------------------------------------------------------------
    def special_register(self, name: str) -> SpecialRegisterRef | None:
        """Resolve a written special register (`%tid.x`, `%envreg7`, `%clock_hi`) to its entry."""
        found = self._sreg_members.get(name)
        component = None
        if found is None and "." in name:
            base, _, component = name.rpartition(".")
            found = self._sreg_members.get(base)
            if found is None or component not in (*found[0].components, *found[0].extra_components):
                return None
            name_member = base
        else:
            name_member = name
        if found is None:
            return None
        register, index = found
        return SpecialRegisterRef(name, register, name_member, component, index)

    # --- versions and targets ------------------------------------------------------------------
    def min_version_for_target(self, name: str) -> str | None:
        target = self.target(name)
        return target.min_version if target else None

    def targets_for_version(self, version: str) -> tuple[TargetInfo, ...]:
        """Targets a module with this `.version` may name (introduced at or before it, not removed)."""
        if not self.is_known_version(version):
            return ()
        key = version_key(version)
        return tuple(
            t
            for t in self.targets
            if version_key(t.min_version) <= key and (t.max_version is None or key <= version_key(t.max_version))
        )

    def target_satisfies(self, target: str, required: str) -> bool:
        """True when code for `target` may use a feature that requires `required` (§11.1.2).

        Plain `sm_XX` requirements follow the onion model (any target of arch >= XX); `sm_XXa`
        features exist only on exactly that target; `sm_XXf` features are available on `f` and `a`
        targets of the same family (Table 56) with arch >= XX. Platform options match only themselves.
        """
        t, r = self.target(target), self.target(required)
        if t is None or r is None:
            return False
        if r.kind != "arch" or t.kind != "arch":
            return t.name == r.name
        if r.variant == "a":
            return t.name == r.name
        if r.variant == "f":
            return t.variant in ("a", "f") and t.family is not None and t.family == r.family and t.arch >= r.arch
        return t.arch >= r.arch

    # --- types ---------------------------------------------------------------------------------
    def register_type_for(self, name: str) -> str | None:
        """The type to declare a register with to hold values of this type or format."""
        t = self.type(name)
        if t is None or not t.register_types:
            return None
        return t.register_types[0]

    def _class_and_size(self, name: str) -> tuple[str, int | None, PtxType | None]:
        t = self.type(name)
        if t is None:
            return "", None, None
        cls = {"signed": "int", "unsigned": "int", "float": "float", "bit": "bit", "pred": "pred"}.get(
            t.kind, t.kind
        )
        return cls, t.size_bits, t

    def operand_conversion(self, instr_type: str, operand_type: str, role: str = "strict") -> str | None:
        """How an operand register of `operand_type` meets an instruction of `instr_type`.

        Returns "none" (used as is), "chop" (wider source truncated), "zext"/"sext" (narrower
        result extended into a wider destination) or None when the pair is invalid. `role` is
        "strict" (sizes must match, Table 26), "source" (Table 27) or "destination" (Table 28).
        """
        icls, isize, itype = self._class_and_size(instr_type)
        ocls, osize, otype = self._class_and_size(operand_type)
        if itype is None or otype is None:
            return None
        if operand_type == ".f16x2" and icls in ("int", "bit"):
            # ptxas 13 takes a register declared .f16x2 as 32 bits of data in integer and bit
            # instructions (`add.s32 %hx1, %r2, %r3`, `cvt.u8.u32 %h1, %hx1`), not in .f32 ones
            ocls = "bit"
        if icls == "opaque" or ocls == "opaque":
            return "none" if instr_type == operand_type else None
        if icls == "pred" or ocls == "pred":
            return "none" if icls == ocls else None
        if isize is None or osize is None:
            return None
        if not otype.fundamental:
            return None  # registers are declared with fundamental types only
        if not itype.fundamental:
            # alternate/packed format (§5.2.3-5.2.4): exactly its register type or a bit type of that size;
            # ptxas applies no widening here, even for cvt (cvt.rn.bf16.f32 into a .b32 is rejected)
            reg = self.type(itype.register_types[0]) if itype.register_types else None
            if reg is None or reg.size_bits is None:
                return None
            if operand_type in itype.register_types or (ocls == "bit" and osize == reg.size_bits):
                return "none"
            return None
        if osize == isize:
            if icls == ocls or icls == "bit" or ocls == "bit":
                return "none"
            return None
        if role not in ("source", "destination") or osize < isize:
            return None
        # operand wider than the instruction type (ld/st/cvt only): floats only through bit types
        # (packed `.f16x2` too: ptxas 13.0 takes `cvt.rz.f16x2.f32 %rd1, …`, not `%sd1`/`%ud1`/`%fd1`)
        if icls in ("float", "packed_float") and ocls != "bit":
            return None
        if icls == "int" and ocls == "float":
            return None
        if role == "source":
            return "chop"
        return "sext" if itype.kind == "signed" else "zext"

    def type_compatible(self, instr_type: str, operand_type: str, context: str = "strict") -> bool:
        """True when an operand register of `operand_type` is legal for an instruction typed `instr_type`."""
        return self.operand_conversion(instr_type, operand_type, context) is not None

    def allows_wider_operands(self, opcode: str) -> bool:
        """True for the opcodes (ld, st, cvt) whose data operands may be wider than the instruction type."""
        return opcode.partition(".")[0] in self.rules.relaxed_opcodes

    def subword_type_allowed(self, opcode: str, instr_type: str) -> bool:
        """False when §5.2.2 forbids this restricted instruction type (`.u8`, `.f16x2`, ...) on `opcode`."""
        allowed = self.rules.subword_types.get(instr_type)
        if allowed is None:
            return True
        base = opcode.partition(".")[0]
        return base in allowed or opcode in allowed

    def vector_declaration_ok(self, element_type: str, length: int) -> bool:
        """True when `.v<length> <element_type>` is a legal variable declaration (§5.4.2: .v2/.v4, <= 128 bits)."""
        t = self.type(element_type)
        if t is None or not t.fundamental or t.kind == "pred" or t.size_bits is None:
            return False
        return length in self.rules.vector_lengths and t.size_bits * length <= self.rules.vector_max_bits

    # --- names ---------------------------------------------------------------------------------
    def lookup(self, name: str) -> Entry | None:
        """Any entry by its written name: directive, type, state space, special register, target, ..."""
        if name.startswith("%"):
            return self.special_register(name)
        if "::" in name:
            return self.sub_qualifier(name)
        # a state space wins over its declaration directive of the same name (`.shared`)
        for kind in ("space", "directive", "type", "target", "version", "pragma"):
            entry = self._index[kind].get(name)
            if entry is not None:
                return entry
        return self.system_call(name)

    def all_names(self) -> tuple[str, ...]:
        """Every name this module knows (directives, types, spaces, sub-qualifiers, registers, targets)."""
        return self._all_names

    @cached_property
    def _all_names(self) -> tuple[str, ...]:
        names: set[str] = set()
        names.update(d.name for d in self.directives)
        names.update(t.name for t in self.types)
        for s in self.state_spaces:
            names.add(s.name)
            names.update(q.name for q in s.sub_qualifiers)
        for r in self.special_registers:
            names.update(r.members)
            names.update(f"{m}.{c}" for m in r.members for c in r.components)
        names.update(t.name for t in self.targets)
        return tuple(sorted(names))

    def search(self, prefix: str) -> tuple[tuple[str, Entry], ...]:
        """(name, entry) pairs whose name starts with `prefix`, sorted by name."""
        return tuple((n, self.lookup(n)) for n in self.all_names() if n.startswith(prefix))


_MEMBER_INDEX = re.compile(r"(\d+)(?:_64)?$")


def _index_facts(facts: Facts) -> None:
    """Fill the per-kind name indexes; a duplicate name within one kind is a data error."""
    kinds: list[tuple[str, tuple[Any, ...], str]] = [
        ("directive", facts.directives, "name"),
        ("pragma", facts.pragmas, "name"),
        ("type", facts.types, "name"),
        ("space", facts.state_spaces, "name"),
        ("version", facts.versions, "version"),
        ("target", facts.targets, "name"),
    ]
    for kind, entries, key in kinds:
        table: dict[str, Entry] = {}
        for entry in entries:
            name = getattr(entry, key)
            if name in table:
                raise ValueError(f"duplicate {kind} in facts data: {name}")
            table[name] = entry
        facts._index[kind] = table
    sregs = facts._sreg_members
    for r in facts.special_registers:
        for member in r.members:
            if member in sregs:
                raise ValueError(f"duplicate special register {member}")
            match = _MEMBER_INDEX.search(member) if len(r.members) > 1 else None
            sregs[member] = (r, int(match.group(1)) if match else None)


@cache
def _ptxas_spelling() -> dict[str, Any]:
    return _load_json("ptxas_spelling.json")


def ptxas_joined_names() -> frozenset[str]:
    """Dotted instruction names ptxas reads as one word (`mbarrier.arrive`, `mul.hi`, `cvta.to`): white
    space before their last part is an error, before any other modifier it is not. Measured with ptxas
    (`ptxas_spelling.json`, written by tools/spec_ptxas_check.py --probe-spelling)."""
    return frozenset(_ptxas_spelling()["joined"])


def ptxas_repeatable_modifiers() -> frozenset[str]:
    """Modifiers ptxas accepts written twice (`.sync.sync`, `.sat.sat`, `.approx.approx`), measured the same
    way: a repeat of one of them is not an error."""
    return frozenset(_ptxas_spelling()["repeatable"])


@cache
def load_facts() -> Facts:
    """Load every facts data file once; the result is shared and immutable."""
    directives_raw = _load_json("directives.json")
    sregs_raw = _load_json("special_registers.json")
    types_raw = _load_json("types.json")
    spaces_raw = _load_json("state_spaces.json")
    targets_raw = _load_json("targets.json")
    abi_raw = _load_json("abi.json")

    directives = tuple(_build(Directive, e, "directives.json") for e in directives_raw["entries"])
    pragmas = tuple(_build(PragmaString, e, "directives.json") for e in directives_raw["pragmas"])
    for d in (*directives, *pragmas):
        if not PLACEMENTS.issuperset(d.placement):
            raise ValueError(f"directives.json: {d.name} has unknown placement {sorted(set(d.placement) - PLACEMENTS)}")
    sregs = tuple(_build(SpecialRegister, e, "special_registers.json") for e in sregs_raw["entries"])
    types = tuple(_build(PtxType, e, "types.json") for e in types_raw["entries"])
    spaces = []
    for e in spaces_raw["entries"]:
        raw = dict(e)
        subs = tuple(_build(SubQualifier, q, "state_spaces.json") for q in raw.pop("sub_qualifiers", []))
        space = _build(StateSpace, raw, "state_spaces.json")
        spaces.append(replace(space, sub_qualifiers=subs))
    versions = tuple(_build(VersionInfo, e, "targets.json") for e in targets_raw["versions"])
    targets = tuple(_build(TargetInfo, e, "targets.json") for e in targets_raw["targets"])
    abi = Abi(
        source=abi_raw["source"],
        url=abi_raw["url"],
        scalar_types=tuple(_build(AbiScalarType, e, "abi.json") for e in abi_raw["scalar_types"]),
        param_types=tuple(_build(AbiParamType, e, "abi.json") for e in abi_raw["param_types"]),
        param_rules=tuple(_build(AbiParamRule, e, "abi.json") for e in abi_raw["param_rules"]),
        system_calls=tuple(_build(SystemCall, e, "abi.json") for e in abi_raw["system_calls"]),
        dwarf_address_classes=tuple(
            _build(DwarfAddressClass, e, "abi.json") for e in abi_raw["dwarf_address_classes"]
        ),
        param_alignments=tuple(abi_raw.get("param_alignments", ())),
    )
    rules_raw = types_raw["rules"]
    rules = TypeRules(
        relaxed_opcodes=frozenset(rules_raw["relaxed_opcodes"]),
        subword_types={k: frozenset(v) for k, v in rules_raw["subword_types"].items()},
        vector_lengths=tuple(rules_raw["vector_lengths"]),
        vector_max_bits=rules_raw["vector_max_bits"],
    )
    facts = Facts(
        directives=directives,
        pragmas=pragmas,
        special_registers=sregs,
        types=types,
        state_spaces=tuple(spaces),
        versions=tuple(sorted(versions, key=lambda v: version_key(v.version))),
        targets=targets,
        abi=abi,
        rules=rules,
    )
    _index_facts(facts)
    return facts
