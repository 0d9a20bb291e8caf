"""The version-neutral generated package, `acp_wire/_generated/`: what every protocol version
shares, printed once from every version's IR, and the table of versions.

Hand-written code that serves any version reads these instead of writing a schema fact again:
the error codes every version's `ErrorCode` lists (`rpc_errors` re-exports them), the method
names every version has, and which module holds each version's binding (loaded on first use,
so that no version's package imports another's).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .emit import REBUILD, ConstOut, Emitter, SchemaSource
from .errors import SchemaError, SchemaErrors, json_path
from .ir import Model
from .versions import ProtocolVersion

# Where the package is written, relative to the repository root.
SHARED_OUT = "src/acp_wire/_generated"


@dataclass(frozen=True)
class VersionModel:
    """One version's IR, with the schema it was read from (for the banner)."""

    version: ProtocolVersion
    model: Model
    source: SchemaSource | None = None


def render_shared(versions: Sequence[VersionModel]) -> dict[str, str]:
    """Module file name -> source (unformatted) of the shared package. Raises `SchemaErrors`
    when the versions give one shared name two values."""
    problems: list[SchemaError] = []
    codes, some_codes = _shared_error_codes(versions, problems)
    methods, some_methods = _shared_methods(versions, problems)
    highest = _max_protocol_version(versions, problems)
    if problems:
        raise SchemaErrors(problems)
    env = Emitter(versions[0].model, "", None, versions[0].version).env
    header = _header(versions)
    table = [(v.version.protocol, v.version.package + "._generated.binding") for v in versions]
    return {
        "__init__.py": env.get_template("shared_init.py.jinja").render(header=header),
        "error_codes.py": env.get_template("shared_error_codes.py.jinja").render(
            header=header, codes=codes, some_codes=some_codes
        ),
        "methods.py": env.get_template("shared_methods.py.jinja").render(
            header=header, methods=methods, some_methods=some_methods
        ),
        "versions.py": env.get_template("shared_versions.py.jinja").render(
            header=header,
            versions=table,
            highest=highest,
        ),
    }


def _header(versions: Sequence[VersionModel]) -> str:
    """The banner of every generated module: its sources, their provenance, do not edit."""
    files = ", ".join(v.version.draft_file for v in versions)
    schemas = [v.source or SchemaSource("unknown", "0", "") for v in versions]
    packages = sorted({f"{s.package} {s.version}" for s in schemas})
    shas = ", ".join(
        f"v{v.version.protocol} {s.sha256}" for v, s in zip(versions, schemas, strict=True)
    )
    return (
        f"# Generated from {files} by `python -m codegen`; rebuild with `{REBUILD}`.\n"
        f"# Schema: {', '.join(packages)}, sha256 {shas}.\n"
        "# Do not edit by hand: change codegen/ or its templates and regenerate."
    )


def _shared_error_codes(
    versions: Sequence[VersionModel], problems: list[SchemaError]
) -> tuple[list[ConstOut], list[ConstOut]]:
    """The error-code constants every version's enum lists, and those only some list (each
    with the versions that do, in its `doc`), in the order the versions list them. A name two
    versions give different values is a problem (one name, one meaning)."""
    by_version: list[dict[str, ConstOut]] = []
    for v in versions:
        enum = v.model.enums.get(v.version.error_codes)
        if enum is None:
            problems.append(
                SchemaError(
                    json_path("$defs", v.version.error_codes),
                    f"v{v.version.protocol}: the schema defines no {v.version.error_codes} enum",
                )
            )
            return [], []
        by_version.append({c.constant: ConstOut(c.constant, repr(c.value)) for c in enum.values})
    names = list(dict.fromkeys(name for codes in by_version for name in codes))
    shared: list[ConstOut] = []
    some: list[ConstOut] = []
    for name in names:
        listed = [
            (v, codes[name]) for v, codes in zip(versions, by_version, strict=True) if name in codes
        ]
        values = {const.value for _, const in listed}
        if len(values) > 1:
            problems.append(
                SchemaError(
                    json_path("$defs", versions[0].version.error_codes),
                    f"the versions give error code {name} different values: "
                    + ", ".join(sorted(values)),
                )
            )
            continue
        if len(listed) == len(versions):
            shared.append(listed[0][1])
        else:
            where = ", ".join(f"v{v.version.protocol}" for v, _ in listed)
            some.append(ConstOut(name, listed[0][1].value, where))
    return shared, some


# The schema's type of `initialize`'s `protocolVersion`.
PROTOCOL_VERSION_TYPE = "ProtocolVersion"


def _max_protocol_version(versions: Sequence[VersionModel], problems: list[SchemaError]) -> int:
    """The highest protocol version number every schema's `ProtocolVersion` admits."""
    highest: set[int] = set()
    for v in versions:
        alias = v.model.aliases.get(PROTOCOL_VERSION_TYPE)
        bound = alias.target.le if alias is not None and alias.target.kind == "int" else None
        if bound is None:
            problems.append(
                SchemaError(
                    json_path("$defs", PROTOCOL_VERSION_TYPE),
                    f"v{v.version.protocol}: expected an integer type with a maximum",
                )
            )
            continue
        highest.add(bound)
    if len(highest) > 1:
        problems.append(
            SchemaError(
                json_path("$defs", PROTOCOL_VERSION_TYPE),
                "the versions give it different maximums: " + ", ".join(map(str, sorted(highest))),
            )
        )
    return min(highest, default=0)


def _shared_methods(
    versions: Sequence[VersionModel], problems: list[SchemaError]
) -> tuple[list[ConstOut], list[ConstOut]]:
    """A constant per wire method name, sorted by name: those every version has, then those
    only some have (each with the versions that do, in its `doc`). A method two versions name
    by different constants is a problem."""
    every = set.intersection(*(set(v.model.methods) for v in versions))
    names = sorted(set.union(*(set(v.model.methods) for v in versions)))
    shared: list[ConstOut] = []
    some: list[ConstOut] = []
    for wire in names:
        having = [v for v in versions if wire in v.model.methods]
        consts = {v.model.methods[wire].const_name for v in having}
        if len(consts) > 1:
            problems.append(
                SchemaError(
                    f"x-method {wire!r}",
                    "the versions name the method differently: " + ", ".join(sorted(consts)),
                )
            )
            continue
        if wire in every:
            shared.append(ConstOut(consts.pop(), repr(wire)))
        else:
            where = ", ".join(f"v{v.version.protocol}" for v in having)
            some.append(ConstOut(consts.pop(), repr(wire), where))
    return shared, some
