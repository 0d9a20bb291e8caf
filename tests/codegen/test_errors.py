"""Every `SchemaError` the generator raises, each with its message and JSON path: the
vocabulary check, the overlay, the builder and the emitters. Problems
are collected and reported together; the command line prints one line each, no traceback."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from codegen import generate as generate_module
from codegen import overrides
from codegen.overlay import OverlayEntry

from .support import problems_of

ROOT = Path(__file__).resolve().parents[2]

OBJ = {"type": "object", "properties": {"x": {"type": "string"}}, "required": ["x"]}


def ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/$defs/{name}"}


def tagged(field: str, tag: str, **extra: Any) -> dict[str, Any]:
    """A tagged alternative: an object whose `field` is the const `tag`."""
    alt: dict[str, Any] = {
        "type": "object",
        "properties": {field: {"type": "string", "const": tag}},
        "required": [field],
    }
    alt.update(extra)
    return alt


def schema(**defs: Any) -> dict[str, Any]:
    return {"$defs": defs}


# (id, schema, keyword arguments of `generate`, expected [(path, message)])
CASES: list[tuple[str, dict[str, Any], dict[str, Any], list[tuple[str, str]]]] = [
    # ------------------------------------------------------------------ vocabulary
    (
        "unknown keyword",
        schema(Foo={"type": "object", "properties": {"bar": {"type": "string", "pattern": "a"}}}),
        {},
        [("$defs.Foo.properties.bar", "unknown keyword 'pattern'")],
    ),
    (
        "unknown x- key",
        schema(Foo={**OBJ, "x-deserialize-default-on-typo": True}),
        {},
        [("$defs.Foo", "unknown extension key 'x-deserialize-default-on-typo'")],
    ),
    (
        "not a schema object",
        schema(Foo={"type": "object", "properties": {"bar": 5}}),
        {},
        [("$defs.Foo.properties.bar", "expected a schema object, got int")],
    ),
    (
        "alternatives not a list",
        schema(Foo={"anyOf": {"type": "string"}}),
        {},
        [("$defs.Foo.anyOf", "expected a list of schemas")],
    ),
    (
        "properties not an object",
        schema(Foo={"type": "object", "properties": []}),
        {},
        [("$defs.Foo.properties", "expected an object of schemas")],
    ),
    (
        "unknown JSON type",
        schema(Foo={"type": "object", "properties": {"bar": {"type": "decimal"}}}),
        {},
        [("$defs.Foo.properties.bar.type", "unknown JSON type 'decimal'")],
    ),
    (
        "unknown format",
        schema(Foo={"type": "object", "properties": {"n": {"type": "integer", "format": "i9"}}}),
        {},
        [("$defs.Foo.properties.n.format", "unknown format 'i9' for type 'integer'")],
    ),
    (
        "discriminator with a mapping",
        schema(
            U={
                "oneOf": [tagged("kind", "a"), tagged("kind", "b")],
                "discriminator": {"propertyName": "kind", "mapping": {}},
            }
        ),
        {},
        [("$defs.U.discriminator", "expected exactly {'propertyName': ...}")],
    ),
    # ------------------------------------------------------------------ overlay
    (
        "overlay target missing",
        schema(Foo=OBJ),
        {"overlay": [OverlayEntry("$defs.Bar", "y", {"type": "string"}, "test")]},
        [("$defs.Bar", "overlay target is not an object schema")],
    ),
    (
        "overlay property exists",
        schema(Foo=OBJ),
        {"overlay": [OverlayEntry("$defs.Foo", "x", {"type": "string"}, "test")]},
        [
            (
                "$defs.Foo.properties.x",
                "the schema already defines this property; delete its overlay entry "
                "(codegen/overlay.py)",
            )
        ],
    ),
    # ------------------------------------------------------------------ builder
    (
        "inline union mixing objects and other types",
        schema(
            A=OBJ,
            B=OBJ,
            Env={
                "type": "object",
                "properties": {"p": {"anyOf": [ref("A"), ref("B"), {"type": "string"}]}},
            },
        ),
        {},
        [("$defs.Env.properties.p", "inline union mixes object types and other types")],
    ),
    (
        "inline union name taken",
        schema(
            A=OBJ,
            B=OBJ,
            EnvP={"type": "string"},
            Env={"type": "object", "properties": {"p": {"anyOf": [ref("A"), ref("B")]}}},
        ),
        {},
        [("$defs.Env.properties.p", "inline union name 'EnvP' is already taken")],
    ),
    (
        "two wire names, one attribute",
        schema(
            Foo={
                "type": "object",
                "properties": {"fooBar": {"type": "string"}, "foo_bar": {"type": "string"}},
            }
        ),
        {},
        [
            (
                "$defs.Foo.properties.foo_bar",
                "'fooBar' and 'foo_bar' both map to attribute 'foo_bar'",
            )
        ],
    ),
    (
        "alternative without a tag or a title",
        schema(
            SetOption={
                "type": "object",
                "properties": {"id": {"type": "string"}},
                "anyOf": [
                    tagged("type", "boolean"),
                    {"type": "object", "properties": {"value": {"type": "string"}}},
                ],
            }
        ),
        {},
        [("$defs.SetOption.anyOf.1", "an alternative needs a tag or a title")],
    ),
    (
        "scope alternative without a title, in a tagged variant",
        schema(
            U={"oneOf": [tagged("mode", "form", allOf=[ref("Form")]), tagged("mode", "url")]},
            Form={
                "type": "object",
                "properties": {"message": {"type": "string"}},
                "anyOf": [
                    {"title": "Session", **OBJ},
                    {"type": "object", "properties": {"y": {"type": "string"}}, "required": ["y"]},
                ],
            },
        ),
        {},
        [
            ("$defs.Form.anyOf.1", "an alternative without a tag needs a title"),
            ("$defs.Form.anyOf.1", "an alternative needs a tag or a title"),
        ],
    ),
    (
        "alternative's class name taken",
        schema(
            ValueIdSetOption={"type": "string"},
            SetOption={
                "type": "object",
                "properties": {"id": {"type": "string"}},
                "anyOf": [tagged("type", "boolean"), {"title": "value_id", **OBJ}],
            },
        ),
        {},
        [("$defs.SetOption.anyOf.1", "variant name 'ValueIdSetOption' is already taken")],
    ),
    (
        "no free name for the unknown variant",
        schema(
            UnknownEvent={"type": "string"},
            UnrecognizedEvent={"type": "string"},
            Event={"oneOf": [tagged("event", "started"), tagged("event", "stopped")]},
        ),
        {},
        [("$defs.Event", "no free name for the unknown variant")],
    ),
    (
        "untagged inline variant without a title",
        schema(U={"anyOf": [tagged("kind", "a"), OBJ]}),
        {},
        [("$defs.U.anyOf.1", "an untagged inline variant needs a title")],
    ),
    (
        "variant name taken",
        schema(
            AgentMessage={"type": "string"},
            AgentMessageEvent={"type": "string"},
            Event={"oneOf": [tagged("event", "agent_message"), tagged("event", "stopped")]},
        ),
        {},
        [("$defs.Event.oneOf.0", "variant name 'AgentMessageEvent' is already taken")],
    ),
    (
        "nullable member in a union of values",
        schema(V={"anyOf": [{"type": "string"}, {"type": ["integer", "null"]}]}),
        {},
        [("$defs.V.anyOf.1", "a nullable member inside a union of values")],
    ),
    (
        "several types",
        schema(Foo={"type": "object", "properties": {"bar": {"type": ["string", "integer"]}}}),
        {},
        [
            (
                "$defs.Foo.properties.bar",
                "a schema of several types is not supported: ['string', 'integer']",
            )
        ],
    ),
    (
        "unknown x-side",
        schema(PingRequest={**OBJ, "x-method": "ping", "x-side": "server"}),
        {},
        [
            (
                "$defs.PingRequest.x-side",
                "x-side must be one of agent, client, protocol, proxy, not 'server'",
            )
        ],
    ),
    (
        "response without a request",
        schema(PingResponse={**OBJ, "x-method": "ping"}),
        {},
        [("$defs.PingResponse.x-method", "method 'ping' has a response type but no request")],
    ),
    # ------------------------------------------------------------------ emitters
    (
        "uint64 inside a list",
        schema(
            Foo={
                "type": "object",
                "properties": {
                    "ids": {"type": "array", "items": {"type": "integer", "format": "uint64"}}
                },
            }
        ),
        {"modules": ["types.py"]},
        [
            (
                "$defs.Foo.properties.ids",
                "an integer above the int64 range inside a list, map or union",
            )
        ],
    ),
    (
        "resolved union inside a map",
        schema(
            A=OBJ,
            B={"type": "object", "properties": {"y": {"type": "string"}}},
            AB={"anyOf": [ref("A"), ref("B")]},
            Foo={
                "type": "object",
                "properties": {"m": {"type": "object", "additionalProperties": ref("AB")}},
            },
        ),
        {"modules": ["types.py"]},
        [
            (
                "$defs.Foo.properties.m",
                "a union resolved after decoding (AB) is supported only as the field's type or "
                "its list item type",
            )
        ],
    ),
    (
        "alias cycle",
        schema(A=ref("B"), B=ref("A")),
        {"modules": ["types.py"]},
        [("$defs.A", "the alias refers to itself in a cycle")],
    ),
    (
        "class in two unions",
        schema(
            A=OBJ,
            B={"type": "object", "properties": {"y": {"type": "string"}}},
            C={"type": "object", "properties": {"z": {"type": "string"}}},
            U1={"anyOf": [ref("A"), ref("B")]},
            U2={"anyOf": [ref("A"), ref("C")]},
        ),
        {"modules": ["rules.py"]},
        [("$defs.U2", "member A is also a member of U1; a class may belong to one union only")],
    ),
    (
        "message class name taken",
        schema(PingRequest={**OBJ, "x-method": "ping", "x-side": "agent"}, PingMessage=OBJ),
        {"modules": ["messages.py"]},
        [("$defs.PingMessage", "the message class of method 'ping' would take this type's name")],
    ),
    (
        "no ErrorCode",
        schema(Foo=OBJ),
        {"modules": ["error_codes.py"]},
        [("$defs.ErrorCode", "the schema defines no ErrorCode enum")],
    ),
]


@pytest.mark.parametrize(
    ("schema_doc", "kwargs", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_schema_error(
    schema_doc: dict[str, Any], kwargs: dict[str, Any], expected: list[tuple[str, str]]
) -> None:
    assert problems_of(schema_doc, **kwargs) == expected


def test_stale_override(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(overrides.VARIANT_NAMES, ("Event", "gone"), "GoneEvent")
    doc = schema(Event={"oneOf": [tagged("event", "started"), tagged("event", "stopped")]})
    assert problems_of(doc, modules=[]) == [
        (
            "$defs.Event",
            "codegen/overrides.py renames variant 'gone', which the schema no longer has",
        )
    ]


def test_output_that_is_not_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """An emitter printing invalid Python is reported as one problem naming the module."""
    monkeypatch.setitem(generate_module.MODULES, "types.py", lambda emitter: "def (:\n")
    ((path, message),) = problems_of(schema(Foo=OBJ), modules=["types.py"])
    assert path == "(generated code)"
    assert message.startswith("error: Failed to parse types.py:1:")


def test_every_problem_is_reported_in_one_run() -> None:
    doc = schema(
        Foo={"type": "object", "properties": {"bar": {"type": "string", "pattern": "a"}}},
        V={"anyOf": [{"type": "string"}, {"type": ["integer", "null"]}]},
        PingResponse={**OBJ, "x-method": "ping", "x-typo": 1},
    )
    assert problems_of(doc) == [
        ("$defs.Foo.properties.bar", "unknown keyword 'pattern'"),
        ("$defs.PingResponse", "unknown extension key 'x-typo'"),
        ("$defs.V.anyOf.1", "a nullable member inside a union of values"),
        ("$defs.PingResponse.x-method", "method 'ping' has a response type but no request"),
    ]


def _schema_dir(tmp_path: Path, draft: dict[str, Any]) -> Path:
    """A schema directory laid out as schema/; the draft gains the type the real overlay
    (codegen/overlay.py) patches, since the command line applies it."""
    draft["$defs"]["SessionMessageChunk"] = {"type": "object", "properties": {}}
    (tmp_path / "v1").mkdir()
    (tmp_path / "v1" / "schema.unstable.json").write_text(json.dumps(draft))
    (tmp_path / "v1" / "schema.json").write_text(json.dumps(draft))
    # The command line builds every version (codegen/versions.py): v2 gets the vendored pair,
    # so that the problems reported are the fixture's.
    shutil.copytree(ROOT / "schema" / "v2", tmp_path / "v2")
    provenance = {
        "package": "fixture",
        "version": "0",
        "files": {f"{v}/schema.unstable.json": {"sha256": ""} for v in ("v1", "v2")},
    }
    (tmp_path / "PROVENANCE.json").write_text(json.dumps(provenance))
    return tmp_path


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "codegen", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )


def test_command_line_prints_one_line_per_problem(tmp_path: Path) -> None:
    doc = schema(
        Foo={"type": "object", "properties": {"bar": {"type": "string", "pattern": "a"}}},
        V={"anyOf": [{"type": "string"}, {"type": ["integer", "null"]}]},
    )
    done = _run("--check", "--schema-dir", str(_schema_dir(tmp_path, doc)))
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        "codegen: $defs.Foo.properties.bar: unknown keyword 'pattern'",
        "codegen: $defs.V.anyOf.1: a nullable member inside a union of values",
        "codegen: 2 schema problem(s); nothing written",
    ]


def test_command_line_reports_an_internal_error_in_one_line(tmp_path: Path) -> None:
    """A shape the builder trips over without a check of its own (`required` is a number) is a
    generator bug: reported in one line, not as a traceback, unless `--traceback` asks."""
    doc = schema(Foo={"type": "object", "properties": {}, "required": 5})
    done = _run("--check", "--schema-dir", str(_schema_dir(tmp_path, doc)))
    assert done.returncode == 3
    assert done.stderr.splitlines() == [
        "codegen: internal error: TypeError: 'int' object is not iterable (rerun with --traceback)"
    ]
    schema_dir = str(tmp_path)
    assert "Traceback" in _run("--check", "--traceback", "--schema-dir", schema_dir).stderr


def test_vocabulary_is_the_one_table_of_what_the_builder_reads() -> None:
    """The forgiving flags the builder maps onto the IR are declared in the vocabulary, and the
    vendored schemas use nothing outside it."""
    from codegen.build import FLAG_KEYS
    from codegen.vocabulary import VOCABULARY, check_vocabulary

    assert set(FLAG_KEYS) <= set(VOCABULARY)
    for name in ("schema.unstable.json", "schema.json"):
        document = json.loads((ROOT / "schema" / "v1" / name).read_text(encoding="utf-8"))
        assert check_vocabulary(document) == []
