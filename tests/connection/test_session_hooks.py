"""The connection's seam for sessions (`connection/session_hooks`, `Connection.hook_session`):
a hook registered under a session id sees that session's incoming messages before the
handler, takes what it wants and declines the rest. The table alone, with the endpoint's
decoded messages (no I/O), then over a pair with a peer that writes raw JSON."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable
from typing import Any

import pytest

import acp_wire as acp
from acp_wire.connection import memory_pair
from acp_wire.connection._endpoint import Endpoint
from acp_wire.connection._session_hooks import SessionHooks
from acp_wire.connection._sides import ClientRules

BOUND = 10  # seconds: only a hang reaches it, never a timing assertion


def line(message: dict[str, Any]) -> bytes:
    return json.dumps(message).encode()


def update(session: str, text: str) -> bytes:
    chunk = {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": text}}
    params = {"sessionId": session, "update": chunk}
    return line({"jsonrpc": "2.0", "method": "session/update", "params": params})


def permission(id: int, session: str) -> bytes:
    params = {
        "sessionId": session,
        "toolCall": {"toolCallId": "t1"},
        "options": [{"optionId": "yes", "name": "Allow", "kind": "allow_once"}],
    }
    return line(
        {"jsonrpc": "2.0", "id": id, "method": "session/request_permission", "params": params}
    )


class Hook:
    """Takes the updates it is told to, answers permission requests with option "yes"."""

    def __init__(self, take: bool = True) -> None:
        self.take = take
        self.seen: list[tuple[str, Any]] = []

    def notification(self, method: str, params: object) -> bool:
        self.seen.append((method, params))
        return self.take

    def request(self, method: str, params: object) -> Awaitable[object] | None:
        self.seen.append((method, params))
        if isinstance(params, acp.RequestPermissionRequest):
            return self._allow()
        return None

    async def _allow(self) -> object:
        return acp.RequestPermissionResponse(outcome=acp.SelectedPermissionOutcome(option_id="yes"))


# ------------------------------------------------------------------ the table, no I/O


def test_the_table_finds_the_hook_of_the_session_a_message_names() -> None:
    endpoint = Endpoint(acp.BINDING, ClientRules(acp.BINDING))
    hooks, hook = SessionHooks(), Hook()
    assert not hooks
    hooks.add("s1", hook)
    assert hooks
    mine, other = endpoint.receive(update("s1", "a")), endpoint.receive(update("s2", "b"))
    assert mine is not None and other is not None
    assert hooks.hook_of(mine.params) is hook
    assert hooks.hook_of(other.params) is None
    assert hooks.hook_of(None) is None  # params without a session: no hook


def test_a_session_holds_one_hook_and_only_its_own_hook_unregisters_it() -> None:
    endpoint = Endpoint(acp.BINDING, ClientRules(acp.BINDING))
    note = endpoint.receive(update("s1", "a"))
    assert note is not None
    hooks, first, second = SessionHooks(), Hook(), Hook()
    hooks.add("s1", first)
    hooks.add("s1", first)  # the same hook again: nothing changes
    with pytest.raises(ValueError, match="already has a hook"):
        hooks.add("s1", second)
    hooks.remove("s1", second)  # not its hook: it stays
    assert hooks.hook_of(note.params) is first
    hooks.remove("s1", first)
    assert hooks.hook_of(note.params) is None and not hooks


# ------------------------------------------------------------------ over a pair


class Recorder:
    """A client handler recording what reaches it."""

    def __init__(self) -> None:
        self.updates: list[str] = []
        self.asked: list[str] = []

    async def session_update(self, params: Any) -> None:
        self.updates.append(f"{params.session_id}:{params.update.content.text}")

    async def session_request_permission(self, params: Any) -> Any:
        self.asked.append(params.session_id)
        return acp.RequestPermissionResponse(outcome=acp.CancelledRequestPermissionOutcome())


async def answers(end: Any, count: int) -> dict[int, Any]:
    """The next `count` responses the raw peer reads, by id."""
    found: dict[int, Any] = {}
    while len(found) < count:
        for frame in await end.receive():
            message = json.loads(frame)
            found[message["id"]] = message["result"]["outcome"]["outcome"]
    return found


def run(test: Any) -> None:
    asyncio.run(asyncio.wait_for(test(), BOUND))


def test_a_hook_takes_its_sessions_messages_and_the_handler_gets_the_rest() -> None:
    async def test() -> None:
        peer, end = memory_pair()
        client = Recorder()
        async with acp.ClientSideConnection(client, end) as conn:  # type: ignore[arg-type]
            hook = Hook()
            conn.hook_session("s1", hook)
            for frame in (update("s1", "a"), update("s2", "b"), permission(1, "s1")):
                peer.send(frame)
            peer.send(permission(2, "s2"))
            assert await answers(peer, 2) == {1: "selected", 2: "cancelled"}
            assert client.updates == ["s2:b"] and client.asked == ["s2"]
            methods = [method for method, _ in hook.seen]
            assert methods == ["session/update", "session/request_permission"]

            hook.take = False  # declined: the handler gets it
            peer.send(update("s1", "c"))
            while len(client.updates) < 2:
                await asyncio.sleep(0)
            assert len(hook.seen) == 3  # the hook saw it first
            conn.unhook_session("s1", hook)  # from the next message on: the handler's
            peer.send(update("s1", "d"))
            peer.send(permission(3, "s1"))
            assert await answers(peer, 1) == {3: "cancelled"}
            assert client.updates == ["s2:b", "s1:c", "s1:d"]
            assert client.asked == ["s2", "s1"] and len(hook.seen) == 3

    run(test)


def test_without_hooks_nothing_reaches_a_hook_and_replace_handler_is_deprecated() -> None:
    async def test() -> None:
        peer, end = memory_pair()
        first, second = Recorder(), Recorder()
        async with acp.ClientSideConnection(first, end) as conn:  # type: ignore[arg-type]
            peer.send(permission(1, "s1"))
            assert await answers(peer, 1) == {1: "cancelled"}
            with pytest.warns(DeprecationWarning, match="replace_handler"):
                conn.replace_handler(second)  # type: ignore[arg-type]
            peer.send(permission(2, "s1"))
            assert await answers(peer, 1) == {2: "cancelled"}
        assert (first.asked, second.asked) == (["s1"], ["s1"])

    run(test)
