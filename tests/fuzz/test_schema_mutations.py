"""Structure-aware fuzzing: schema-shaped messages of every method, broken, through
`decode_message`; bad input may only ever raise `acp_wire.DecodeError`.

Each example takes one method of one protocol version, a valid params (request, notification) or
result (response) value generated from the schema (tests/support/strategies.py), and breaks it one
to
three times the way a peer's bug would: a member deleted, a value replaced by an odd one (other
JSON types, huge numbers, long strings, deep nesting), a member or item duplicated, a value
nested inside an array or object, a value retyped (a tag swapped for another tag of the schema,
a number spelled as a string, an object turned into the array of its values). The message may
also be sent under another method's name. Which methods exist, and which type is a request's
params, a notification's params or a response's result, is read from the schema's own message
envelopes (`AgentRequest`, `ClientResponse`, ..., and the root's protocol-level one), not from
the generated tables.

A short run is part of the normal suite; `nox -s fuzz` runs the "fuzz" profile (ACP_WIRE_FUZZ=1).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import acp_wire
import acp_wire.v2
from tests.support.strategies import VERSIONS, SchemaStrategies, fuzz_scale

EXAMPLES = fuzz_scale(300, 20000)

ENVELOPES = {  # the schema's message envelopes: their member holding the method's value
    "request": ("Request", "params"),
    "notification": ("Notification", "params"),
    "response": ("Response", "result"),
}
SIDES = ("Agent", "Client", "Proxy")


def _refs(node: Any) -> Iterator[str]:
    """The `$defs` names an envelope member's `anyOf` / `allOf` alternatives refer to."""
    if isinstance(node, dict):
        if "$ref" in node:
            yield node["$ref"].rsplit("/", 1)[-1]
            return
        for key in ("anyOf", "oneOf", "allOf"):
            for alternative in node.get(key, []):
                yield from _refs(alternative)


def _methods(strategies: SchemaStrategies) -> list[tuple[str, str, str]]:
    """(kind, method, type name) of every method value in the schema's envelopes."""
    defs = strategies.defs
    found: set[tuple[str, str, str]] = set()
    for kind, (suffix, member) in ENVELOPES.items():
        for side in SIDES:
            envelope = defs.get(side + suffix)
            if envelope is None:
                continue
            merged = strategies.merge(envelope)
            alternatives = [merged, *(strategies.merge(a) for a in merged.get("anyOf", []))]
            for part in alternatives:
                for name in _refs(part.get("properties", {}).get(member, {})):
                    method = defs[name].get("x-method")
                    if isinstance(method, str):
                        found.add((kind, method, name))
    # Protocol-level notifications (`$/cancel_request`) have their envelope inline, at the root.
    for envelope in strategies.schema.get("anyOf", []):
        for name in _refs(envelope.get("properties", {}).get("params", {})):
            method = defs[name].get("x-method")
            if isinstance(method, str) and "id" not in envelope["properties"]:
                found.add(("notification", method, name))
    return sorted(found)


METHODS = {version: _methods(strategies) for version, strategies in VERSIONS.items()}
DECODERS: dict[int, Callable[..., Any]] = {
    1: acp_wire.decode_message,
    2: acp_wire.v2.decode_message,
}
ENCODERS: dict[int, Callable[[Any], bytes]] = {1: acp_wire.encode, 2: acp_wire.v2.encode}

ODD_VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    1.5,
    1.0,
    2**64,
    -(2**63) - 1,
    10**40,
    1e308,
    -0.0,
    "",
    "x",
    "\u0000",
    "\ud7ff\ue000",
    "y" * 5000,
    [],
    {},
    [None],
    {"": None},
    {"type": None},
    [[[[[]]]]],
]


def _locations(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _locations(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += _locations(item, (*path, index))
    return out


def _at(value: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        value = value[key]
    return value


def _set(root: Any, path: tuple[Any, ...], new: Any) -> Any:
    """`root` with the value at `path` replaced (a copy along the path)."""
    if not path:
        return new
    head, rest = path[0], path[1:]
    copy: Any = dict(root) if isinstance(root, dict) else list(root)
    copy[head] = _set(root[head], rest, new)
    return copy


def _parent_edit(root: Any, path: tuple[Any, ...], edit: Callable[[Any, Any], None]) -> Any:
    """`root` with `edit(parent copy, key)` applied where `path` ends."""
    parent = _at(root, path[:-1])
    copy: Any = dict(parent) if isinstance(parent, dict) else list(parent)
    edit(copy, path[-1])
    return _set(root, path[:-1], copy)


@st.composite
def _mutate(draw: st.DrawFn, value: Any, strings: tuple[str, ...]) -> Any:
    """`value` broken in one place by a schema-shaped mutation."""
    path = draw(st.sampled_from(_locations(value)))
    current = _at(value, path)
    kinds = ["odd", "nest", "retype"]
    if path:
        kinds += ["delete", "duplicate"]
    kind = draw(st.sampled_from(kinds))
    if kind == "delete":

        def delete(parent: Any, key: Any) -> None:
            del parent[key]

        return _parent_edit(value, path, delete)
    if kind == "duplicate":
        parent = _at(value, path[:-1])
        if isinstance(parent, list):

            def again(items: Any, index: Any) -> None:
                items.insert(index, items[index])

            return _parent_edit(value, path, again)
        # An object: this member's value also under a sibling's name (or a new one).
        other = draw(st.sampled_from([*parent, "extra"]))

        def copy_to(members: Any, key: Any) -> None:
            members[other] = members[key]

        return _parent_edit(value, path, copy_to)
    if kind == "odd":
        return _set(value, path, draw(st.sampled_from(ODD_VALUES)))
    if kind == "nest":
        wrapped = draw(
            st.sampled_from(
                [[current], {"value": current}, [current, current], {"type": "text", "x": current}]
            )
        )
        return _set(value, path, wrapped)
    # retype: the same information in another JSON type, or a tag swapped for another.
    options: list[Any] = [json.dumps(current)]
    if isinstance(current, str):
        options += [draw(st.sampled_from(strings)), [current], len(current)]
    elif isinstance(current, bool):
        options += [int(current), str(current).lower()]
    elif isinstance(current, (int, float)):
        options += [float(current), str(current), [current]]
    elif isinstance(current, dict):
        options += [list(current.values()), list(current)]
    elif isinstance(current, list):
        options += [dict(enumerate(current)), {str(i): v for i, v in enumerate(current)}]
    return _set(value, path, draw(st.sampled_from(options)))


@st.composite
def broken_messages(draw: st.DrawFn) -> tuple[int, str, bytes]:
    """(version, the method a response answers, the JSON line of a broken message)."""
    version = draw(st.sampled_from(sorted(METHODS)))
    strategies = VERSIONS[version]
    kind, method, name = draw(st.sampled_from(METHODS[version]))
    value = draw(strategies.valid(name))
    strings = tuple(strategies.strings_in_schema())
    for _ in range(draw(st.integers(1, 3))):
        value = draw(_mutate(value, strings))
    if draw(st.integers(0, 9)) == 0:  # sent under another method's name
        method = draw(st.sampled_from(METHODS[version]))[1]
    message: dict[str, Any] = {"jsonrpc": "2.0"}
    if kind != "notification":
        message["id"] = draw(st.sampled_from([1, "a", 0]))
    if kind == "response":
        message["result"] = value
    else:
        message["method"] = method
        message["params"] = value
    return version, method, json.dumps(message).encode()


def _decodes_or_decode_error(decode: Callable[[], Any], encode: Callable[[Any], bytes]) -> None:
    try:
        message = decode()
    except acp_wire.DecodeError as exc:
        assert exc.path.startswith("$")
        return
    encode(message)  # what was accepted can be sent on


def test_every_method_of_both_versions_is_fuzzed() -> None:
    """The envelopes are read: every annotated method of each schema appears, each kind."""
    for version, strategies in VERSIONS.items():
        annotated = {d["x-method"] for d in strategies.defs.values() if "x-method" in d}
        assert {method for _, method, _ in METHODS[version]} == annotated
        assert {kind for kind, _, _ in METHODS[version]} == set(ENVELOPES)


@settings(max_examples=EXAMPLES)
@given(broken_messages())
def test_broken_schema_shaped_messages_raise_only_decode_errors(
    case: tuple[int, str, bytes],
) -> None:
    version, method, data = case
    decode_message, encode = DECODERS[version], ENCODERS[version]
    _decodes_or_decode_error(lambda: decode_message(data), encode)
    _decodes_or_decode_error(lambda: decode_message(data, method), encode)
