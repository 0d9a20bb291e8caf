"""A proxy overrides only what it changes (`acp_wire.proxy._connection`): typed hooks, the
prompt-prefix example, answers given by the proxy itself, errors and cancellation of
intercepted requests."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import msgspec

import acp_wire as acp
from acp_wire.examples.prompt_prefix_proxy import PromptPrefix
from acp_wire.proxy import Forward, PassThroughProxy
from acp_wire.rpc_errors import RequestError
from tests.proxy.harness import parse, proxy_under_test, raw, unwrap

PROMPT = (
    b'{"jsonrpc":"2.0","id":5,"method":"session/prompt","params":{"sessionId":"s",'
    b'"prompt":[{"type":"text","text":"hi"}],"_meta":{"trace":"t1"}}}'
)


def test_the_prefix_proxy_puts_its_block_first_and_answers_with_the_agents_result_bytes() -> None:
    async def scenario() -> None:
        async with proxy_under_test(PromptPrefix("Be brief.")) as conductor:
            conductor.send(PROMPT)
            out = parse(await conductor.next())
            method, params = unwrap(out)
            assert method == "session/prompt"
            assert json.loads(params or b"") == {
                "sessionId": "s",
                "prompt": [{"type": "text", "text": "Be brief."}, {"type": "text", "text": "hi"}],
                "_meta": {"trace": "t1"},
            }
            result = b'{"stopReason":"end_turn","_meta":{"a":1},"futureField":[1.0]}'
            conductor.send(b'{"jsonrpc":"2.0","id":%s,"result":%s}' % (raw(out.id), result))
            answer = parse(await conductor.next())
            assert (raw(answer.id), raw(answer.result)) == (b"5", result)
            # Everything else passes through as bytes.
            new = b'{"cwd":"/","mcpServers":[],"x":1.50}'
            conductor.send(b'{"jsonrpc":"2.0","id":6,"method":"session/new","params":%s}' % new)
            assert unwrap(parse(await conductor.next())) == ("session/new", new)

    asyncio.run(scenario())


class Policy(PassThroughProxy):
    """Answers permission requests itself, drops thought chunks, refuses one mode."""

    async def session_request_permission(
        self, params: acp.RequestPermissionRequest, forward: Any
    ) -> acp.RequestPermissionResponse:
        option = params.options[0].option_id
        return acp.RequestPermissionResponse(
            outcome=acp.SelectedPermissionOutcome(option_id=option)
        )

    async def session_update(self, params: acp.SessionNotification, forward: Any) -> None:
        if not isinstance(params.update, acp.AgentThoughtChunk):
            await forward(params)

    async def session_set_mode(self, params: acp.SetSessionModeRequest, forward: Any) -> Any:
        if params.mode_id == "yolo":
            raise RequestError.invalid_params("mode yolo is not allowed here", "$.modeId")
        return await forward(params)


def test_a_hook_answers_from_the_proxy_filters_updates_and_refuses_requests() -> None:
    async def scenario() -> None:
        async with proxy_under_test(Policy()) as conductor:
            conductor.send(
                b'{"jsonrpc":"2.0","id":1,"method":"proxy/successor","params":{"method":'
                b'"session/request_permission","params":{"sessionId":"s","toolCall":'
                b'{"toolCallId":"t"},"options":[{"optionId":"ok","name":"Allow","kind":'
                b'"allow_once"}]}}}'
            )
            answer = json.loads(await conductor.next())
            assert answer["id"] == 1
            assert answer["result"]["outcome"] == {"outcome": "selected", "optionId": "ok"}
            for kind in ("agent_thought_chunk", "agent_message_chunk"):
                conductor.send(
                    b'{"jsonrpc":"2.0","method":"proxy/successor","params":{"method":'
                    b'"session/update","params":{"sessionId":"s","update":{"sessionUpdate":'
                    b'"%s","content":{"type":"text","text":"x"}}}}}' % kind.encode()
                )
            passed = parse(await conductor.next())
            assert passed.method == "session/update"
            assert b"agent_message_chunk" in (raw(passed.params) or b"")
            conductor.send(
                b'{"jsonrpc":"2.0","id":2,"method":"session/set_mode",'
                b'"params":{"sessionId":"s","modeId":"yolo"}}'
            )
            refused = json.loads(await conductor.next())
            assert refused["id"] == 2 and refused["error"]["code"] == -32602

    asyncio.run(scenario())


class Slow(PassThroughProxy):
    """Holds each prompt while it asks the successor something of its own first."""

    def __init__(self) -> None:
        self.cancelled = asyncio.Event()

    async def session_prompt(self, params: acp.PromptRequest, forward: Forward[Any, Any]) -> Any:
        try:
            await self.successor.session_set_mode(
                acp.SetSessionModeRequest(session_id=params.session_id, mode_id="plan")
            )
            return await forward(params)
        except asyncio.CancelledError:
            self.cancelled.set()
            raise


def test_a_cancelled_hook_answers_cancelled_and_cancels_its_own_request_downstream() -> None:
    async def scenario() -> None:
        proxy = Slow()
        async with proxy_under_test(proxy) as conductor:
            conductor.send(PROMPT)
            own = parse(await conductor.next())
            assert unwrap(own)[0] == "session/set_mode"  # the proxy's own typed call
            conductor.send(
                b'{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":5}}'
            )
            frames = [json.loads(await conductor.next()) for _ in range(2)]
            cancel = next(f for f in frames if f.get("method") == "$/cancel_request")
            assert cancel["params"] == {"requestId": json.loads(raw(own.id) or b"")}
            answer = next(f for f in frames if "id" in f)
            assert (answer["id"], answer["error"]["code"]) == (5, -32800)
            assert proxy.cancelled.is_set()

    asyncio.run(scenario())


class Passes(PassThroughProxy):
    async def session_new(self, params: Any, forward: Any) -> Any:
        return await forward(params)


def test_an_error_of_the_successor_reaches_the_client_unchanged_through_a_hook() -> None:
    async def scenario() -> None:
        async with proxy_under_test(Passes()) as conductor:
            new = b'{"cwd":"/","mcpServers":[],"unknown":{"kept":true}}'
            conductor.send(b'{"jsonrpc":"2.0","id":"n","method":"session/new","params":%s}' % new)
            out = parse(await conductor.next())
            assert unwrap(out) == ("session/new", new)  # unchanged params: the bytes as read
            error = b'{"code":-32002,"message":"auth required","data":{"why":"x"},"more":1}'
            conductor.send(b'{"jsonrpc":"2.0","id":%s,"error":%s}' % (raw(out.id), error))
            answer = parse(await conductor.next())
            assert (raw(answer.id), raw(answer.error)) == (b'"n"', error)

    asyncio.run(scenario())


class Capabilities(PassThroughProxy):
    """Tells the client the chain can load sessions, whatever the agent said."""

    async def initialize(self, params: acp.InitializeRequest, forward: Any) -> Any:
        result = await forward(params)
        caps = result.agent_capabilities or acp.AgentCapabilities()
        return msgspec.structs.replace(
            result, agent_capabilities=msgspec.structs.replace(caps, load_session=True)
        )


def test_an_initialize_hook_sees_proxy_initialize_and_forwards_initialize() -> None:
    async def scenario() -> None:
        async with proxy_under_test(Capabilities()) as conductor:
            params = b'{"protocolVersion":1,"clientCapabilities":{}}'
            conductor.send(
                b'{"jsonrpc":"2.0","id":0,"method":"proxy/initialize","params":%s}' % params
            )
            out = parse(await conductor.next())
            assert unwrap(out) == ("initialize", params)  # unchanged: the bytes as read
            conductor.send(
                b'{"jsonrpc":"2.0","id":%s,"result":{"protocolVersion":1,"agentCapabilities":{}}}'
                % raw(out.id)
            )
            answer = json.loads(await conductor.next())
            assert answer["id"] == 0
            assert answer["result"]["protocolVersion"] == 1
            assert answer["result"]["agentCapabilities"]["loadSession"] is True

    asyncio.run(scenario())


def test_the_proxy_methods_are_the_generated_proxy_protocols() -> None:
    from acp_wire.proxy._connection import PROXY_INITIALIZE, PROXY_METHODS, PROXY_SUCCESSOR

    assert {PROXY_INITIALIZE, PROXY_SUCCESSOR} == PROXY_METHODS


def test_a_proxy_of_version_2_gets_that_versions_typed_peers() -> None:
    import acp_wire.v2 as v2
    from acp_wire.connection._memory import memory_pair
    from acp_wire.proxy import ProxyConnection

    _, end = memory_pair()
    conn = ProxyConnection(PassThroughProxy(), end, binding=v2.BINDING)
    assert isinstance(conn.successor, v2.AgentPeer)
    assert isinstance(conn.client, v2.ClientPeer)


def test_a_connection_asked_for_the_proxy_side_points_at_the_proxy_connection() -> None:
    import pytest

    from acp_wire.connection._memory import memory_pair

    _, end = memory_pair()
    with pytest.raises(ValueError, match=r"acp_wire\.proxy\.ProxyConnection"):
        acp.Connection(object(), end, side="proxy")  # type: ignore[arg-type]


class AsksFirst(PassThroughProxy):
    """Before passing each update on, asks the client something: a request from a
    notification hook, whose answer must not wait behind that same hook."""

    async def session_update(self, params: acp.SessionNotification, forward: Any) -> None:
        await self.client.ext_method("_x/ask", {"n": 1})
        await forward(params)


def test_a_notification_hook_may_await_a_request_of_its_own() -> None:
    async def scenario() -> None:
        async with proxy_under_test(AsksFirst()) as conductor:
            update = b'{"sessionId":"s","update":{"sessionUpdate":"plan","entries":[]}}'
            conductor.send(
                b'{"jsonrpc":"2.0","method":"proxy/successor","params":'
                b'{"method":"session/update","params":%s}}' % update
            )
            ask = parse(await conductor.next())
            assert ask.method == "_x/ask"
            conductor.send(b'{"jsonrpc":"2.0","id":%s,"result":{}}' % raw(ask.id))
            passed = parse(await conductor.next())
            assert (passed.method, raw(passed.params)) == ("session/update", update)

    asyncio.run(scenario())


def test_a_lane_ended_before_its_first_step_ran_leaves_no_coroutine_unawaited() -> None:
    """When the connection ends before the ordered lane's task starts, the step it was handed
    (a hook's wait for its answer) is closed, not left for the interpreter to warn about."""
    import gc
    import inspect
    import warnings

    from acp_wire.connection._memory import memory_pair
    from acp_wire.proxy import ProxyConnection

    steps: list[Any] = []

    async def waits() -> None:
        await asyncio.sleep(0)

    async def main() -> None:
        _, end = memory_pair()
        conn = ProxyConnection(PassThroughProxy(), end)
        conn._in_order(lambda: steps.append(waits()) or steps[-1])
        assert conn._lane_task is not None
        conn._lane_task.cancel()
        await asyncio.sleep(0)

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        asyncio.run(main())
        gc.collect()
    assert [str(w.message) for w in caught if "never awaited" in str(w.message)] == []
    assert inspect.getcoroutinestate(steps[0]) == inspect.CORO_CLOSED
