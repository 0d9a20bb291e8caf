"""The generated protocols and dispatcher tables: every handled method is reachable, results
encoded. Messages go through a real connection over pipes, the one dispatch pipeline."""

from __future__ import annotations

import asyncio
import inspect
import json
import os
from typing import Any

import msgspec

import acp_wire
from acp_wire import METHODS, AgentSideConnection, ClientSideConnection, Connection
from acp_wire.rpc_errors import RequestError
from acp_wire.v1._generated import protocols
from acp_wire.v1._generated.dispatch import AGENT_ROUTES, CLIENT_ROUTES
from tests.connection.adversarial.helpers import pipe_end

SIDE_CLASSES = {"agent": protocols.Agent, "client": protocols.Client, "proxy": protocols.Proxy}


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 10))


async def exchange(side: type[Connection[Any]], handler: Any, line: bytes) -> bytes | None:
    """Serve `handler` on a connection, send it `line`; its answer, or None for a notification
    (then the input ends, which delivers it first)."""
    into, from_test = os.pipe()
    to_test, out = os.pipe()
    reader, writer = await pipe_end(into, out)
    conn = side(handler, reader, writer)
    conn.start()
    os.write(from_test, line + b"\n")
    if b'"id"' not in line:
        os.close(from_test)
        await conn.start()
        os.close(to_test)
        return None
    answer = await asyncio.get_running_loop().run_in_executor(None, os.read, to_test, 1 << 16)
    await conn.close()
    os.close(from_test)
    os.close(to_test)
    return answer


def dispatch_agent(agent: Any, line: bytes) -> Any:
    return exchange(AgentSideConnection, agent, line)


def dispatch_client(client: Any, line: bytes) -> Any:
    return exchange(ClientSideConnection, client, line)


def test_every_method_has_a_protocol_method_with_typed_params() -> None:
    # Checks the generator against the method table: a schema bump adds methods everywhere.
    # Each kind has its own side.
    for spec in METHODS.values():
        names = []
        if spec.request is not None:
            names.append((spec.side, spec.handler, spec.request))
        if spec.notification is not None:
            suffix = "_notification" if spec.request is not None else ""
            names.append((spec.notification_side, spec.handler + suffix, spec.notification))
        for side, name, params_type in names:
            if side == "protocol":
                continue  # `$/cancel_request` is handled by the connection itself
            cls = SIDE_CLASSES[side]
            method = getattr(cls, name, None)
            assert method is not None, f"{cls.__name__} lacks {name} for {spec.name}"
            assert inspect.iscoroutinefunction(method)
            hints = inspect.get_annotations(method, eval_str=True, globals=vars(protocols))
            assert hints["params"] == params_type, spec.name


def test_every_method_is_routed() -> None:
    routes = {"agent": AGENT_ROUTES, "client": CLIENT_ROUTES}
    for spec in METHODS.values():
        if spec.request is not None and spec.side in routes:
            assert spec.name in routes[spec.side].requests
        if spec.notification is not None and spec.notification_side in routes:
            assert spec.name in routes[str(spec.notification_side)].notifications


def test_peers_send_every_protocol_method() -> None:
    # A peer class overrides every method of its protocol, so nothing falls back to a default.
    from acp_wire.v1._generated import peers

    for side, protocol in SIDE_CLASSES.items():
        peer = getattr(peers, protocol.__name__ + "Peer")
        for name, member in vars(protocol).items():
            if inspect.iscoroutinefunction(member):
                assert name in vars(peer), f"{peer.__name__} does not send {name} ({side})"


def test_handler_names_follow_the_rule() -> None:
    assert hasattr(protocols.Agent, "session_prompt")
    assert hasattr(protocols.Agent, "session_set_config_option")
    assert hasattr(protocols.Client, "session_request_permission")
    assert hasattr(protocols.Client, "fs_read_text_file")
    assert not hasattr(protocols.Agent, "cancel_request")


class PromptAgent(protocols.Agent):
    def __init__(self) -> None:
        self.cancelled: list[str] = []

    async def session_prompt(self, params: acp_wire.PromptRequest) -> acp_wire.PromptResponse:
        assert isinstance(params.prompt[0], acp_wire.TextContent)
        if params.prompt[0].text == "boom":
            raise RuntimeError("exploded")
        if params.prompt[0].text == "refuse":
            raise RequestError(-32000, "Authentication required", {"why": "test"})
        return acp_wire.PromptResponse(stop_reason="end_turn")

    async def session_cancel(self, params: acp_wire.CancelNotification) -> None:
        self.cancelled.append(params.session_id)

    async def ext_method(self, method: str, params: Any) -> Any:
        return {"echo": params, "method": method}


def prompt(text: str, id: int = 1) -> bytes:
    return json.dumps(
        {
            "jsonrpc": "2.0",
            "id": id,
            "method": "session/prompt",
            "params": {"sessionId": "s", "prompt": [{"type": "text", "text": text}]},
        }
    ).encode()


def test_request_result_is_encoded() -> None:
    out = run(dispatch_agent(PromptAgent(), prompt("hi", 7)))
    assert json.loads(out) == {"jsonrpc": "2.0", "id": 7, "result": {"stopReason": "end_turn"}}


def test_handler_exception_becomes_internal_error() -> None:
    out = json.loads(run(dispatch_agent(PromptAgent(), prompt("boom", 3))))
    assert out["id"] == 3
    assert out["error"]["code"] == -32603
    assert "exploded" in json.dumps(out["error"]["data"])


def test_request_error_keeps_its_code_and_data() -> None:
    out = json.loads(run(dispatch_agent(PromptAgent(), prompt("refuse"))))
    assert out["error"] == {
        "code": -32000,
        "message": "Authentication required",
        "data": {"why": "test"},
    }


def test_unimplemented_method_is_method_not_found() -> None:
    line = b'{"jsonrpc":"2.0","id":2,"method":"session/list","params":{}}'
    out = json.loads(run(dispatch_agent(PromptAgent(), line)))
    assert out["error"]["code"] == -32601


def test_unknown_method_is_method_not_found() -> None:
    line = b'{"jsonrpc":"2.0","id":2,"method":"session/fly","params":{}}'
    out = json.loads(run(dispatch_agent(PromptAgent(), line)))
    assert out == {
        "jsonrpc": "2.0",
        "id": 2,
        "error": {"code": -32601, "message": "Method not found", "data": {"method": "session/fly"}},
    }


def test_extension_request_goes_to_ext_method() -> None:
    line = b'{"jsonrpc":"2.0","id":"x","method":"_zed/ping","params":{"a":1}}'
    out = json.loads(run(dispatch_agent(PromptAgent(), line)))
    assert out["result"] == {"echo": {"a": 1}, "method": "_zed/ping"}


def test_notification_is_routed_and_not_answered() -> None:
    agent = PromptAgent()
    line = b'{"jsonrpc":"2.0","method":"session/cancel","params":{"sessionId":"s9"}}'
    assert run(dispatch_agent(agent, line)) is None
    assert agent.cancelled == ["s9"]


def test_client_side_notification_gets_typed_params() -> None:
    seen: list[Any] = []

    class Recorder(protocols.Client):
        async def session_update(self, params: acp_wire.SessionNotification) -> None:
            seen.append(params)

    line = (
        b'{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":'
        b'{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"hi"}}}}'
    )
    assert run(dispatch_client(Recorder(), line)) is None
    assert isinstance(seen[0].update, acp_wire.AgentMessageChunk)
    assert msgspec.to_builtins(seen[0].update.content) == {"type": "text", "text": "hi"}
