"""The reducer's model bound to version 1 (`acp_wire.tools.reducer.v1`): declared with version
1's classes only, and the type of what `Reducer(acp_wire.v1.BINDING)` keeps."""

from __future__ import annotations

import typing
from typing import Any

import msgspec
import pytest

import acp_wire
import acp_wire.v2
from acp_wire.tools.reducer import Reducer, v1, v2
from tests.tools.reducer.examples import EXAMPLES, apply

MODELS = {1: (v1, acp_wire.BINDING), 2: (v2, acp_wire.v2.BINDING)}


def schema_classes(alias: Any) -> set[type]:
    """Every class among the type arguments of `alias`, however deeply nested."""
    found: set[type] = set()
    stack = [alias]
    while stack:
        tp = stack.pop()
        args = typing.get_args(tp)
        if isinstance(tp, type) and not args:
            found.add(tp)
        stack.extend(args)
    return found


@pytest.mark.parametrize("version", sorted(MODELS))
def test_the_model_is_declared_with_its_versions_classes_only(version: int) -> None:
    module, _ = MODELS[version]
    generated = f"acp_wire.v{version}._generated."
    for name in module.__all__:
        for cls in schema_classes(getattr(module, name)):
            if cls.__module__.startswith("acp_wire.v"):
                assert cls.__module__.startswith(generated), (name, cls)


def test_v1_has_session_modes_and_v2_has_none() -> None:
    """v2's schema has no `SessionMode`: its model's `modes` slot is `NoReturn`."""
    assert acp_wire.SessionMode in schema_classes(v1.SessionState)
    assert typing.NoReturn in typing.get_args(v2.SessionState)


def test_what_the_v1_reducer_keeps_is_a_v1_state() -> None:
    """Every example update applied, the state encodes and decodes back as `v1.State`."""
    reducer = Reducer(acp_wire.BINDING)
    apply(reducer, *EXAMPLES.values())
    data = msgspec.json.encode(reducer.state)
    assert msgspec.json.decode(data, type=v1.State) == reducer.state
