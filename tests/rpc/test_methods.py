"""`_rpc/methods.py`: the method table's rows and the table made of them, whose types are read
from the types module on a method's first lookup. The real table is checked against the
schema's `x-method`s in tests/rpc/test_binding.py."""

from __future__ import annotations

import types

import acp_wire
from acp_wire._rpc.methods import MethodSpec, method_table


def row(name: str, **changes: object) -> MethodSpec:
    fields = {
        "name": name,
        "side": "agent",
        "handler": name.replace("/", "_"),
        "request": "AskRequest",
        "response": "AskResponse",
        "notification": None,
        "notification_side": None,
        "draft": False,
    }
    fields.update(changes)
    return MethodSpec(**fields)  # type: ignore[arg-type]


class CountingModule(types.ModuleType):
    """A types module that counts which names are read from it."""

    def __init__(self) -> None:
        super().__init__("fake_types")
        self.read: list[str] = []

    def __getattr__(self, name: str) -> type:
        self.read.append(name)
        return type(name, (), {})


def test_a_rows_type_names_become_the_modules_types() -> None:
    module = CountingModule()
    table = method_table(module, [row("ask")])
    spec = table["ask"]
    assert spec.request.__name__ == "AskRequest"
    assert spec.response.__name__ == "AskResponse"
    assert spec.notification is None
    assert (spec.name, spec.side, spec.handler, spec.draft) == ("ask", "agent", "ask", False)


def test_a_method_s_types_are_read_on_its_first_lookup_only() -> None:
    """One method's message must not build every method's types."""
    module = CountingModule()
    table = method_table(module, [row("ask"), row("tell", request="TellRequest")])
    assert module.read == []
    assert set(table) == {"ask", "tell"}
    assert module.read == []
    table["tell"]
    assert module.read == ["TellRequest", "AskResponse"]
    table["tell"]
    assert module.read == ["TellRequest", "AskResponse"]


def test_a_type_that_is_not_a_name_is_kept() -> None:
    module = CountingModule()
    table = method_table(module, [row("note", request=None, response=None, notification=int)])
    assert table["note"].notification is int
    assert module.read == []


def test_the_real_table_rows_carry_types_of_their_method() -> None:
    spec = acp_wire.METHODS["session/prompt"]
    assert spec.request is acp_wire.PromptRequest
    assert spec.response is acp_wire.PromptResponse
    assert isinstance(spec, MethodSpec)
