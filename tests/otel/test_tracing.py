"""`acp_wire.otel.tracing()` on an in-memory pair, each side with its own SDK tracer provider
(as two processes would have) and opentelemetry-sdk's in-memory exporter: one trace across the
wire through `_meta`, the spans' names, kinds and attributes, error codes, notifications as
events of their turn, values already in `_meta` kept."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from collections.abc import Awaitable, Callable
from typing import Any

from opentelemetry import baggage, trace
from opentelemetry import context as otel_context
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind, StatusCode

import acp_wire as acp
import acp_wire.v2 as v2
from acp_wire.connection import memory_pair
from acp_wire.otel import Tracing, tracing
from acp_wire.rpc_errors import PeerRequestError, RequestError

TIMEOUT = 10
CUSTOM_TRACE = "0af7651916cd43dd8448eb211c80319c"
CUSTOM_PARENT = f"00-{CUSTOM_TRACE}-b7ad6b7169203331-01"


def run(test: Callable[[], Awaitable[None]]) -> None:
    asyncio.run(asyncio.wait_for(test(), TIMEOUT))


class Side:
    """One side's tracer provider and what it exported."""

    def __init__(self) -> None:
        self.exporter = InMemorySpanExporter()
        self.provider = TracerProvider()
        self.provider.add_span_processor(SimpleSpanProcessor(self.exporter))

    def tracing(self) -> Tracing:
        return tracing(self.provider)

    def spans(self, name: str | None = None) -> list[ReadableSpan]:
        spans = list(self.exporter.get_finished_spans())
        return [s for s in spans if name is None or s.name == name]

    def span(self, name: str) -> ReadableSpan:
        (span,) = self.spans(name)
        return span


class WordsAgent(acp.Agent):
    def __init__(self) -> None:
        self.metas: list[Any] = []
        self.fail_prompt = False
        self.ask_permission = False
        self.tracer: trace.Tracer | None = None  # makes a span of its own in the turn

    def on_connect(self, conn: acp.AgentSideConnection) -> None:
        self.conn = conn

    async def session_new(self, params: acp.NewSessionRequest) -> acp.NewSessionResponse:
        return acp.NewSessionResponse(session_id=self.new_session_id())

    async def session_prompt(self, params: acp.PromptRequest) -> acp.PromptResponse:
        self.metas.append(params.meta)
        if self.tracer is not None:
            with self.tracer.start_as_current_span("model call"):
                await asyncio.sleep(0)
        if self.fail_prompt:
            raise RequestError(-32002, "Resource not found", {"uri": "file:///nowhere"})
        if self.ask_permission:
            await self.conn.client.session_request_permission(
                acp.RequestPermissionRequest(
                    session_id=params.session_id,
                    tool_call=acp.ToolCallUpdate(tool_call_id="t1"),
                    options=[acp.PermissionOption(option_id="ok", name="Allow", kind="allow_once")],
                )
            )
        for word in ("one", "two"):
            await self.conn.send_update(params.session_id, acp.agent_text(word))
        return acp.PromptResponse(stop_reason="end_turn")


class AllowingClient(acp.Client):
    async def session_update(self, params: acp.SessionNotification) -> None:
        pass

    async def session_request_permission(
        self, params: acp.RequestPermissionRequest
    ) -> acp.RequestPermissionResponse:
        return acp.RequestPermissionResponse(outcome=acp.SelectedPermissionOutcome(option_id="ok"))


async def traced_pair(
    agent: WordsAgent, agent_side: Side | None, client_side: Side | None
) -> tuple[acp.AgentSideConnection, acp.ClientSideConnection]:
    a, c = memory_pair()
    agent_conn = acp.AgentSideConnection(
        agent, a, observers=[agent_side.tracing()] if agent_side else []
    )
    client_conn = acp.ClientSideConnection(
        AllowingClient(), c, observers=[client_side.tracing()] if client_side else []
    )
    agent_conn.start()
    client_conn.start()
    return agent_conn, client_conn


async def open_session(conn: acp.ClientSideConnection) -> str:
    await conn.agent.initialize(acp.InitializeRequest(protocol_version=1))
    session = await conn.agent.session_new(acp.NewSessionRequest(cwd="/", mcp_servers=[]))
    return session.session_id


def prompt(session_id: str, **fields: Any) -> acp.PromptRequest:
    return acp.PromptRequest(session_id=session_id, prompt=[acp.TextContent(text="hi")], **fields)


def ids(span: ReadableSpan) -> tuple[int, int]:
    context = span.get_span_context()
    assert context is not None
    return context.trace_id, context.span_id


def parent_of(span: ReadableSpan) -> tuple[int, int] | None:
    return (span.parent.trace_id, span.parent.span_id) if span.parent is not None else None


def test_both_sides_span_every_request_in_one_trace_per_request() -> None:
    agent_side, client_side = Side(), Side()

    async def test() -> None:
        agent_conn, client_conn = await traced_pair(WordsAgent(), agent_side, client_side)
        async with agent_conn, client_conn:
            session_id = await open_session(client_conn)
            await client_conn.agent.session_prompt(prompt(session_id))
            sent = client_side.span("session/prompt")
            handled = agent_side.span("session/prompt")
            assert sent.kind == SpanKind.CLIENT and handled.kind == SpanKind.SERVER
            assert parent_of(handled) == ids(sent)  # joined through _meta.traceparent
            assert sent.parent is None  # the client had no span of its own: a new trace
            for span in (sent, handled):
                assert dict(span.attributes or {}) == {
                    "rpc.system": "jsonrpc",
                    "rpc.jsonrpc.version": "2.0",
                    "rpc.method": "session/prompt",
                    "rpc.jsonrpc.request_id": "2",
                    "acp.session.id": session_id,
                    "acp.outcome": "result",
                    "acp.stop_reason": "end_turn",
                    "acp.notifications": 2,
                }
                assert span.status.status_code == StatusCode.UNSET
                # The turn's notifications are its events, on both sides.
                assert [e.name for e in span.events] == ["session/update", "session/update"]
                assert {e.attributes["acp.session_update"] for e in span.events} == {  # type: ignore[index]
                    "agent_message_chunk"
                }
            assert {e.attributes["acp.direction"] for e in sent.events} == {"received"}  # type: ignore[index]
            assert {e.attributes["acp.direction"] for e in handled.events} == {"sent"}  # type: ignore[index]
            for method in ("initialize", "session/new"):
                assert parent_of(agent_side.span(method)) == ids(client_side.span(method))
                assert client_side.span(method).kind == SpanKind.CLIENT
            # A request's own trace: the three requests are three traces.
            assert len({ids(s)[0] for s in client_side.spans()}) == 3

            # A notification outside a turn is a short span of its own, joined the same way.
            await client_conn.session_cancel(session_id)
            for _ in range(100):
                if agent_side.spans("session/cancel"):
                    break
                await asyncio.sleep(0.01)
            cancel_sent = client_side.span("session/cancel")
            cancel_read = agent_side.span("session/cancel")
            assert (cancel_sent.kind, cancel_read.kind) == (SpanKind.PRODUCER, SpanKind.CONSUMER)
            assert parent_of(cancel_read) == ids(cancel_sent)

    run(test)


def test_a_turn_records_at_most_max_events_and_counts_every_notification() -> None:
    agent_side = Side()

    async def test() -> None:
        a, c = memory_pair()
        agent_conn = acp.AgentSideConnection(
            WordsAgent(), a, observers=[tracing(agent_side.provider, max_events=1)]
        )
        client_conn = acp.ClientSideConnection(AllowingClient(), c)
        async with agent_conn, client_conn:
            session_id = await open_session(client_conn)
            await client_conn.agent.session_prompt(prompt(session_id))
        turn = agent_side.span("session/prompt")
        assert [e.name for e in turn.events] == ["session/update"]
        assert dict(turn.attributes or {})["acp.notifications"] == 2

    run(test)


def test_an_error_answer_sets_the_error_code_on_both_sides() -> None:
    agent_side, client_side = Side(), Side()

    async def test() -> None:
        agent = WordsAgent()
        agent.fail_prompt = True
        agent_conn, client_conn = await traced_pair(agent, agent_side, client_side)
        async with agent_conn, client_conn:
            session_id = await open_session(client_conn)
            try:
                await client_conn.agent.session_prompt(prompt(session_id))
            except PeerRequestError as exc:
                assert exc.code == -32002
            else:
                raise AssertionError("the prompt should have failed")
        for span in (client_side.span("session/prompt"), agent_side.span("session/prompt")):
            attributes = dict(span.attributes or {})
            assert attributes["acp.outcome"] == "error"
            assert attributes["rpc.jsonrpc.error_code"] == -32002
            assert attributes["rpc.jsonrpc.error_message"] == "Resource not found"
            assert span.status.status_code == StatusCode.ERROR

    run(test)


def test_requests_inside_a_turn_are_children_of_the_turn_across_both_sides() -> None:
    agent_side, client_side = Side(), Side()

    async def test() -> None:
        agent = WordsAgent()
        agent.ask_permission = True
        agent_conn, client_conn = await traced_pair(agent, agent_side, client_side)
        async with agent_conn, client_conn:
            session_id = await open_session(client_conn)
            await client_conn.agent.session_prompt(prompt(session_id))
        turn = agent_side.span("session/prompt")
        asked = agent_side.span("session/request_permission")
        answered = client_side.span("session/request_permission")
        assert asked.kind == SpanKind.CLIENT and answered.kind == SpanKind.SERVER
        assert parent_of(asked) == ids(turn)
        assert parent_of(answered) == ids(asked)
        trace_id = ids(client_side.span("session/prompt"))[0]
        assert {ids(s)[0] for s in (turn, asked, answered)} == {trace_id}

    run(test)


def test_a_handler_runs_with_its_server_span_current() -> None:
    """Spans a handler makes (a model call, an instrumented HTTP client) are children of the
    request's SERVER span; and serving in the caller's own task leaves no span current there
    once it returns."""
    agent_side = Side()

    async def test() -> None:
        agent = WordsAgent()
        agent.tracer = agent_side.provider.get_tracer("agent code")
        a, c = memory_pair()
        agent_conn = acp.AgentSideConnection(agent, a, observers=[agent_side.tracing()])
        client_conn = acp.ClientSideConnection(AllowingClient(), c)

        async def drive() -> None:
            async with client_conn:
                session_id = await open_session(client_conn)
                await client_conn.agent.session_prompt(prompt(session_id))

        driving = asyncio.ensure_future(drive())
        await agent_conn.serve()  # in this task, until the client leaves
        await driving
        assert not trace.get_current_span().get_span_context().is_valid
        assert parent_of(agent_side.span("model call")) == ids(agent_side.span("session/prompt"))

    run(test)


def test_requests_read_together_each_run_with_their_own_span_current() -> None:
    agent_side = Side()

    async def test() -> None:
        agent = WordsAgent()
        agent.tracer = agent_side.provider.get_tracer("agent code")
        a, c = memory_pair()
        agent_conn = acp.AgentSideConnection(agent, a, observers=[agent_side.tracing()])
        client_conn = acp.ClientSideConnection(AllowingClient(), c)
        async with agent_conn, client_conn:
            session_id = await open_session(client_conn)
            await asyncio.gather(
                *(client_conn.agent.session_prompt(prompt(session_id)) for _ in range(3))
            )
        handled = {ids(s) for s in agent_side.spans("session/prompt")}
        parents = {parent_of(s) for s in agent_side.spans("model call")}
        assert len(handled) == 3 and parents == handled

    run(test)


def test_a_span_of_the_caller_is_the_parent_and_its_baggage_travels() -> None:
    agent_side, client_side = Side(), Side()
    tracer = client_side.provider.get_tracer("editor")

    async def test() -> None:
        agent = WordsAgent()
        agent_conn, client_conn = await traced_pair(agent, agent_side, client_side)
        async with agent_conn, client_conn:
            session_id = await open_session(client_conn)
            token = otel_context.attach(baggage.set_baggage("user", "alice"))
            try:
                with tracer.start_as_current_span("editor action"):
                    await client_conn.agent.session_prompt(prompt(session_id))
            finally:
                otel_context.detach(token)
        root = client_side.span("editor action")
        assert parent_of(client_side.span("session/prompt")) == ids(root)
        assert ids(agent_side.span("session/prompt"))[0] == ids(root)[0]
        (meta,) = agent.metas
        assert meta["baggage"] == "user=alice"
        assert meta["traceparent"].split("-")[1] == f"{ids(root)[0]:032x}"

    run(test)


def test_a_value_already_in_meta_is_never_overwritten() -> None:
    agent_side, client_side = Side(), Side()

    async def test() -> None:
        agent = WordsAgent()
        agent_conn, client_conn = await traced_pair(agent, agent_side, client_side)
        async with agent_conn, client_conn:
            session_id = await open_session(client_conn)
            theirs = {"traceparent": CUSTOM_PARENT, "tracestate": "vendor=1", "requestId": "r-7"}
            request = prompt(session_id, meta=dict(theirs))
            await client_conn.agent.session_prompt(request)
            assert request.meta == theirs  # the caller's message is not changed either
            plain = prompt(session_id)
            await client_conn.agent.session_prompt(plain)
            assert plain.meta is acp.UNSET
        first, second = agent.metas
        assert first == theirs  # nothing added beside their traceparent, nothing replaced
        assert set(second) == {"traceparent"}  # ours, on a prompt that had no _meta
        handled = agent_side.spans("session/prompt")[0]
        assert f"{ids(handled)[0]:032x}" == CUSTOM_TRACE
        assert f"{parent_of(handled)[1]:016x}" == "b7ad6b7169203331"  # type: ignore[index]

    run(test)


def test_messages_of_other_shapes_are_traced_by_method_and_id_or_left_alone() -> None:
    """An extension request with array params, a result that is a number, an error without
    a message, ids no request can have: spans where they can be made, never a dropped
    observer."""
    side = Side()
    observer = side.tracing()

    async def test() -> None:
        a, c = memory_pair()
        agent_conn = acp.AgentSideConnection(WordsAgent(), a, observers=[observer])
        async with agent_conn:
            for line in (
                b'{"jsonrpc":"2.0","id":"x1","method":"_ext/sum","params":[1,2]}',
                b'{"jsonrpc":"2.0","id":[1],"method":"_ext/odd"}',
                b'{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":{"a":1}}}',
                b'{"jsonrpc":"2.0","id":{"a":1},"result":3}',
                b'{"jsonrpc":"2.0","id":41,"error":{"code":-32000}}',
            ):
                c.send(line)
            answers = []
            while len(answers) < 2:
                answers += await asyncio.wait_for(c.receive(), 5)
        assert sorted(s.name for s in side.spans()) == ["$/cancel_request", "_ext/sum"]
        span = side.span("_ext/sum")
        assert dict(span.attributes or {})["acp.outcome"] == "error"  # method not found
        assert dict(span.attributes or {})["rpc.jsonrpc.error_code"] == -32601
        assert agent_conn.transport._calls  # type: ignore[attr-defined]  # still observing

    run(test)


def test_with_no_provider_configured_nothing_is_added() -> None:
    async def test() -> None:
        agent = WordsAgent()
        a, c = memory_pair()
        seen: list[bytes] = []
        agent_conn = acp.AgentSideConnection(agent, a)
        client_conn = acp.ClientSideConnection(
            AllowingClient(),
            c,
            observers=[tracing(trace.NoOpTracerProvider()), lambda e: seen.append(e.data)],
        )
        async with agent_conn, client_conn:
            session_id = await open_session(client_conn)
            await client_conn.agent.session_prompt(prompt(session_id))
        assert agent.metas == [acp.UNSET]
        assert not any(b"_meta" in data for data in seen)

    run(test)


def test_spans_still_open_when_the_connection_closes_end_unanswered() -> None:
    client_side = Side()

    class SilentAgent(WordsAgent):
        async def session_prompt(self, params: acp.PromptRequest) -> acp.PromptResponse:
            await asyncio.sleep(3600)
            raise AssertionError("unreachable")

    async def test() -> None:
        agent_conn, client_conn = await traced_pair(SilentAgent(), None, client_side)
        async with agent_conn:
            session_id = await open_session(client_conn)
            waiting = asyncio.ensure_future(client_conn.agent.session_prompt(prompt(session_id)))
            await asyncio.sleep(0.05)
            await client_conn.close()
            try:
                await waiting
            except ConnectionError:
                pass
        span = client_side.span("session/prompt")
        assert dict(span.attributes or {})["acp.outcome"] == "unanswered"

    run(test)


def test_a_v2_pair_is_traced_the_same_way() -> None:
    agent_side, client_side = Side(), Side()

    class V2Agent(v2.Agent):
        pass

    class V2Client(v2.Client):
        pass

    async def test() -> None:
        a, c = memory_pair()
        agent_conn = v2.AgentSideConnection(V2Agent(), a, observers=[agent_side.tracing()])
        client_conn = v2.ClientSideConnection(V2Client(), c, observers=[client_side.tracing()])
        async with agent_conn, client_conn:
            await client_conn.agent.initialize(
                v2.InitializeRequest(
                    protocol_version=2, info=v2.Implementation(name="t", version="1")
                )
            )
        assert parent_of(agent_side.span("initialize")) == ids(client_side.span("initialize"))

    run(test)


def _python(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )


def test_importing_acp_wire_never_imports_opentelemetry() -> None:
    done = _python(
        "import sys, acp_wire, acp_wire.v2, acp_wire.connection, acp_wire.otel\n"
        "acp_wire.connection.Observer; acp_wire.AgentSideConnection\n"
        "loaded = sorted(m for m in sys.modules if m.startswith(('opentelemetry', "
        "'acp_wire.otel.')))\n"
        "print(loaded)"
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_without_opentelemetry_the_error_names_the_extra() -> None:
    done = _python(
        "import sys\nsys.modules['opentelemetry'] = None\nfrom acp_wire.otel import tracing\n"
    )
    assert done.returncode == 1
    assert "pip install 'acp-wire[otel]'" in done.stderr.splitlines()[-1]
