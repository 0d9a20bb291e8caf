"""`_rpc/routes.py`: a side's `Routes` (what the generic dispatcher calls) and the `Sender` a
generated peer sends through."""

from __future__ import annotations

import asyncio
from typing import Any

import acp_wire
from acp_wire._rpc.routes import Routes, Sender


async def ask(handler: list[Any], params: Any) -> Any:
    handler.append(("ask", params))
    return "asked"


async def ext(handler: list[Any], method: str, params: Any) -> Any:
    handler.append((method, params))
    return "ext"


def test_routes_keep_their_tables_and_default_to_no_empty_params() -> None:
    routes: Routes[list[Any]] = Routes(
        requests={"ask": ask}, notifications={}, ext_request=ext, ext_notification=ext
    )
    assert routes.requests == {"ask": ask}
    assert routes.notifications == {}
    assert routes.ext_request is ext
    assert routes.ext_notification is ext
    assert routes.empty_params == {}


def test_routes_are_called_by_method_name() -> None:
    routes: Routes[list[Any]] = Routes(
        requests={"ask": ask}, notifications={}, ext_request=ext, ext_notification=ext
    )
    calls: list[Any] = []
    assert asyncio.run(routes.requests["ask"](calls, {"q": 1})) == "asked"
    assert asyncio.run(routes.ext_request(calls, "_x/y", None)) == "ext"
    assert calls == [("ask", {"q": 1}), ("_x/y", None)]


def test_routes_have_no_instance_dict() -> None:
    """`__slots__`: the tables are built once per side and read on every message."""
    routes: Routes[Any] = Routes(
        requests={}, notifications={}, ext_request=ext, ext_notification=ext
    )
    assert not hasattr(routes, "__dict__")


def test_every_generated_side_has_routes() -> None:
    from acp_wire.v1._generated import dispatch as generated

    assert isinstance(generated.AGENT_ROUTES, Routes)
    assert isinstance(generated.CLIENT_ROUTES, Routes)


class Recorder:
    def __init__(self) -> None:
        self.sent: list[tuple[str, str, Any]] = []

    async def request(self, method: str, params: Any) -> Any:
        self.sent.append(("request", method, params))
        return None

    async def notify(self, method: str, params: Any) -> None:
        self.sent.append(("notify", method, params))


def test_a_generated_peer_sends_through_any_sender() -> None:
    """The peer needs only `request` and `notify`: a `Sender` is structural."""
    sender: Sender = Recorder()
    agent = acp_wire.AgentPeer(sender)  # type: ignore[arg-type]
    params = acp_wire.CancelNotification(session_id="s")
    asyncio.run(agent.session_cancel(params))
    assert isinstance(sender, Recorder)
    assert sender.sent == [("notify", "session/cancel", params)]
