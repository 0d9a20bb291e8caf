"""The version-neutral generated package (`acp_wire/_generated/`, codegen/emit_shared.py):
the error codes and method names every version shares, read here from the schema JSON itself,
and a generation that fails when two versions give one name two values."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from acp_wire import rpc_errors
from acp_wire._generated import error_codes, methods, versions
from acp_wire.bindings import binding_for
from codegen.emit_shared import VersionModel, render_shared
from codegen.errors import SchemaErrors
from codegen.ir import EnumDef, EnumValue, MethodDef, Model
from codegen.versions import V1, V2, VERSIONS

SCHEMA = Path(__file__).resolve().parents[2] / "schema"


def _schema(version: str) -> dict[str, object]:
    data: dict[str, object] = json.loads(
        (SCHEMA / version / "schema.unstable.json").read_text(encoding="utf-8")
    )
    return data


def _codes(version: str) -> dict[str, int]:
    """`ErrorCode`'s values by title, as the schema lists them (`Parse error` -> PARSE_ERROR)."""
    defs = _schema(version)["$defs"]
    assert isinstance(defs, dict)
    return {
        re.sub(r"\W+", "_", entry["title"]).upper(): entry["const"]
        for entry in defs["ErrorCode"]["anyOf"]
        if "const" in entry
    }


def _methods(version: str) -> set[str]:
    found: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("x-method"), str):
                found.add(node["x-method"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(_schema(version))
    return found


def _public(module: object) -> dict[str, object]:
    return {k: v for k, v in vars(module).items() if k.isupper()}


def test_the_shared_error_codes_are_those_the_schemas_list() -> None:
    v1, v2 = _codes("v1"), _codes("v2")
    assert all(v2[name] == value for name, value in v1.items() if name in v2)
    assert _public(error_codes) == {**v1, **v2}
    assert {"PARSE_ERROR", "AUTHENTICATION_REQUIRED", "RESOURCE_NOT_FOUND"} <= set(v1) & set(v2)


def test_rpc_errors_re_exports_those_every_version_lists() -> None:
    v1, v2 = _codes("v1"), _codes("v2")
    for name in set(v1) & set(v2):
        assert getattr(rpc_errors, name) == v1[name]
        assert name in rpc_errors.__all__
    for name in set(v1) ^ set(v2):
        assert name not in rpc_errors.__all__


def test_the_method_names_are_those_the_schemas_have() -> None:
    assert sorted(_public(methods).values()) == sorted(_methods("v1") | _methods("v2"))


def test_methods_only_some_versions_have_come_after_a_comment_naming_them() -> None:
    text = Path(methods.__file__).read_text(encoding="utf-8")
    every, _, some = text.partition("# Had by some versions only.")
    for wire in _methods("v1") & _methods("v2"):
        assert f"= {json.dumps(wire)}\n" in every
    for wire in _methods("v1") ^ _methods("v2"):
        line = next(line for line in some.splitlines() if f"= {json.dumps(wire)}" in line)
        assert line.endswith("# v1" if wire in _methods("v1") else "# v2")


def test_the_highest_protocol_version_is_the_schemas_maximum() -> None:
    maxima = {_schema(v)["$defs"]["ProtocolVersion"]["maximum"] for v in ("v1", "v2")}  # type: ignore[index]
    assert {versions.MAX_PROTOCOL_VERSION} == maxima


def test_the_table_of_versions_loads_each_versions_binding() -> None:
    assert sorted(versions.BINDING_MODULES) == sorted(v.protocol for v in VERSIONS)
    for number in versions.BINDING_MODULES:
        assert binding_for(number).protocol_version == number
    with pytest.raises(KeyError):
        binding_for(max(versions.BINDING_MODULES) + 1)


def _model(code: int, method_const: str = "INITIALIZE") -> Model:
    model = Model()
    model.enums["ErrorCode"] = EnumDef(
        "ErrorCode", "", [EnumValue(code, "PARSE_ERROR", "")], open=True, base="int"
    )
    model.methods["initialize"] = MethodDef(
        "initialize", "initialize", request_side="agent", const_name=method_const
    )
    return model


def test_versions_that_give_a_shared_error_code_two_values_fail_generation() -> None:
    with pytest.raises(SchemaErrors, match="PARSE_ERROR different values"):
        render_shared([VersionModel(V1, _model(-32700)), VersionModel(V2, _model(-32701))])


def test_versions_that_name_a_shared_method_differently_fail_generation() -> None:
    with pytest.raises(SchemaErrors, match="name the method differently"):
        render_shared([VersionModel(V1, _model(-32700)), VersionModel(V2, _model(-32700, "INIT"))])


def test_a_version_without_the_error_code_enum_fails_generation() -> None:
    other = replace(V2, error_codes="NoSuchEnum")
    with pytest.raises(SchemaErrors, match="defines no NoSuchEnum"):
        render_shared([VersionModel(V1, _model(-32700)), VersionModel(other, _model(-32700))])
