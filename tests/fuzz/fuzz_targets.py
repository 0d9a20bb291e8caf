"""The four coverage-guided fuzz targets, shared by the atheris driver and the crash replay test.

Each target takes one input (bytes) and returns normally when acp-wire handled it as bad input
must be handled; anything it raises is an *escape*: an exception other than `DecodeError`, a
`DecodeError` without a JSON path, a value that decodes but cannot be encoded again, or, for the
connection, an answer that is not a JSON-RPC response, a request left unanswered, a logged
traceback, a hang, a dead connection, or one of our own requests ending in anything but its
result, its error or ConnectionError.
"""

from __future__ import annotations

import asyncio
import io
import json
import logging
import zlib
from collections import Counter
from collections.abc import Callable
from typing import Any

import msgspec

import acp_wire
from acp_wire import AgentSideConnection, ClientSideConnection, Connection
from acp_wire.tools.validate import validate


class Escape(AssertionError):
    """An input made a target do what no input may make it do."""


# ------------------------------------------------------------------------------------ decode

# Top-level message types, the envelopes msgspec cannot decode natively, and unions inside.
DECODE_TYPES: tuple[Any, ...] = (
    acp_wire.SessionNotification,
    acp_wire.SessionUpdate,
    acp_wire.ClientRequest,
    acp_wire.AgentRequest,
    acp_wire.ClientNotification,
    acp_wire.AgentNotification,
    acp_wire.ClientResponse,
    acp_wire.AgentResponse,
    acp_wire.PromptRequest,
    acp_wire.InitializeRequest,
    acp_wire.RequestPermissionResponse,
    acp_wire.ContentBlock,
    acp_wire.McpServer,
)

# Methods whose responses `decode_message(data, method)` types.
# mcp/message: its result is a union msgspec cannot decode (resolved by its spec).
RESPONSE_METHODS = (
    "session/prompt",
    "initialize",
    "session/request_permission",
    "mcp/message",
    "_vendor/x",
)


def _check_decode_error(exc: acp_wire.DecodeError) -> None:
    if not (isinstance(exc.path, str) and exc.path.startswith("$")):
        raise Escape(f"DecodeError without a JSON path: {exc.path!r}")
    if not isinstance(exc.reason, str):
        raise Escape(f"DecodeError without a reason: {exc.reason!r}")


def _decodes_or_refuses(decode: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
    """`decode(*args, **kwargs)` gives a value that encodes again, or raises a DecodeError with
    a path."""
    try:
        value = decode(*args, **kwargs)
    except acp_wire.DecodeError as exc:
        _check_decode_error(exc)
        return
    acp_wire.encode(value)  # what was accepted can be sent on


def _as_text(data: bytes) -> str:
    """The input as a `str`, lone surrogates included: what a reader with
    errors="surrogateescape" hands over for bytes that are not UTF-8."""
    return data.decode("utf-8", "surrogateescape")


def _decode_report_value(data: bytes, tp: Any) -> Any:
    return acp_wire.decode_report(data, tp)[0]


def decode_target(data: bytes) -> None:
    """`acp_wire.decode`, forgiving and strict, and `decode_report`, into each DECODE_TYPES."""
    for tp in DECODE_TYPES:
        _decodes_or_refuses(acp_wire.decode, data, tp)
        _decodes_or_refuses(acp_wire.decode, data, tp, strict=True)
    _decodes_or_refuses(_decode_report_value, data, acp_wire.SessionNotification)
    # str input takes the same paths after one conversion: two types are enough for it.
    text = _as_text(data)
    _decodes_or_refuses(acp_wire.decode, text, acp_wire.SessionNotification)
    _decodes_or_refuses(acp_wire.decode, text, acp_wire.ClientRequest, strict=True)


def decode_message_target(data: bytes) -> None:
    """`acp_wire.decode_message`, untyped and typed by the method of a request."""
    for text in (data, _as_text(data)):
        _decodes_or_refuses(acp_wire.decode_message, text)
        for method in RESPONSE_METHODS:
            _decodes_or_refuses(acp_wire.decode_message, text, method)


# ---------------------------------------------------------------------------------- validate


def validate_target(data: bytes) -> None:
    """`acp-wire validate`'s line loop, plain and with --roundtrip: findings, never a raise."""
    raw = io.BytesIO(data).readlines()
    if raw:  # a leading UTF-8 BOM is not part of the first message
        raw[0] = raw[0].removeprefix(b"\xef\xbb\xbf")
    lines = [line for line in raw if line.strip()]
    for roundtrip in (False, True):
        out = io.StringIO()
        summary = validate(io.BytesIO(data), out, roundtrip)
        printed = out.getvalue().splitlines()[-1]
        counted = summary.valid + summary.invalid  # unchecked responses are counted in these
        if printed != str(summary) or counted != len(lines):
            raise Escape(f"validate's summary does not count the lines: {printed!r}")


# -------------------------------------------------------------------------------- connection


class FuzzAgent(acp_wire.Agent):
    """An agent whose handlers answer at once and never raise: whatever goes wrong is the
    connection's doing."""

    async def initialize(self, params: acp_wire.InitializeRequest) -> acp_wire.InitializeResponse:
        return acp_wire.InitializeResponse(protocol_version=params.protocol_version)

    async def session_new(self, params: acp_wire.NewSessionRequest) -> acp_wire.NewSessionResponse:
        return acp_wire.NewSessionResponse(session_id="sess_fuzz")

    async def session_prompt(self, params: acp_wire.PromptRequest) -> acp_wire.PromptResponse:
        await asyncio.sleep(0)  # a turn that yields once, so a cancel can land inside it
        return acp_wire.PromptResponse(stop_reason="end_turn")

    async def session_cancel(self, params: acp_wire.CancelNotification) -> None:
        return None

    async def ext_method(self, method: str, params: Any) -> Any:
        return {"echo": params}

    async def ext_notification(self, method: str, params: Any) -> None:
        return None


class FuzzClient(acp_wire.Client):
    """A client whose handlers answer at once and never raise."""

    async def session_update(self, params: acp_wire.SessionNotification) -> None:
        return None

    async def session_request_permission(
        self, params: acp_wire.RequestPermissionRequest
    ) -> acp_wire.RequestPermissionResponse:
        await asyncio.sleep(0)  # yields once, so a session/cancel can land inside it
        return acp_wire.RequestPermissionResponse(
            outcome=acp_wire.CancelledRequestPermissionOutcome()
        )

    async def fs_read_text_file(
        self, params: acp_wire.ReadTextFileRequest
    ) -> acp_wire.ReadTextFileResponse:
        return acp_wire.ReadTextFileResponse(content="")

    async def ext_method(self, method: str, params: Any) -> Any:
        return {"echo": params}


class _MemoryTransport(asyncio.WriteTransport):
    """The connection's output, in memory; wakes the harness on every write."""

    def __init__(self) -> None:
        super().__init__()
        self.out = bytearray()
        self.written = asyncio.Event()
        self.closing = False

    def write(self, data: bytes | bytearray | memoryview) -> None:
        self.out += data
        self.written.set()

    def is_closing(self) -> bool:
        return self.closing

    def close(self) -> None:
        self.closing = True

    def get_write_buffer_size(self) -> int:
        return 0


class _TracebackCatcher(logging.Handler):
    """Records of the `acp_wire` logger that carry a traceback: with handlers that never raise,
    each one is a bug of the library."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.caught: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info:
            self.caught.append(record.getMessage())


HANG_SECONDS = 10  # generous: each input is handled in well under a millisecond
PROBE_ID = "fuzz-probe"
# What the side under test sends first: requests with ids 0, 1, 2 (the connection numbers its
# requests from 0), so that responses in the input can meet a pending request.
OUTGOING = {
    "agent": ("session/request_permission", "fs/read_text_file", "_vendor/ask"),
    "client": ("session/prompt", "initialize", "_vendor/ask"),
}
# How a pending request of ours may end: answered, refused, failed when the input ends, or
# refused before sending by the capability gate (`fs/read_text_file` when the input's
# `initialize`, if any, advertised no `fs`).
OUTGOING_ENDS = (
    acp_wire.RequestError,
    acp_wire.DecodeError,
    ConnectionError,
    acp_wire.CapabilityError,
)


def side_of(data: bytes) -> str:
    """Which end of the connection an input is fed to: a pure function of the input, so a kept
    input replays exactly."""
    return "agent" if zlib.crc32(data) % 2 == 0 else "client"


class ConnectionHarness:
    """Feeds inputs, one fresh connection each, over in-memory streams in one event loop.

    Per input: the side under test sends its OUTGOING requests; the input arrives as lines,
    then a probe request; the input is handled when the probe is answered and no task it
    started is still running; then end of input must end `serve()`.
    """

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.loop_errors: list[str] = []
        self.loop.set_exception_handler(lambda _loop, ctx: self.loop_errors.append(str(ctx)))
        self.logged = _TracebackCatcher()
        logger = logging.getLogger("acp_wire")
        logger.addHandler(self.logged)
        self.propagate = logger.propagate
        logger.propagate = False  # repairs and dropped lines are expected here: keep stderr quiet

    def close(self) -> None:
        self.loop.close()
        logger = logging.getLogger("acp_wire")
        logger.removeHandler(self.logged)
        logger.propagate = self.propagate

    def feed(self, data: bytes) -> None:
        # Run directly, not under wait_for: the task running _one must be the only task of the
        # harness, so that any other new task is one the input started.
        try:
            self.loop.run_until_complete(self._one(data, side_of(data)))
        finally:
            # After an escape the connection may still be running: end it before the next input.
            self.loop.run_until_complete(_cancel_leftovers())
        if self.logged.caught or self.loop_errors:
            caught = [*self.logged.caught, *self.loop_errors]
            self.logged.caught.clear()
            self.loop_errors.clear()
            raise Escape(f"traceback logged: {caught[0][:300]}")

    async def _one(self, data: bytes, side: str) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + HANG_SECONDS
        reader = asyncio.StreamReader()
        transport = _MemoryTransport()
        # The same protocol class `acp_wire.connection.stdio_streams` writes through.
        writer = asyncio.StreamWriter(transport, asyncio.streams.FlowControlMixin(), None, loop)
        conn: Connection[Any]
        if side == "agent":
            conn = AgentSideConnection(FuzzAgent(), reader, writer)
        else:
            conn = ClientSideConnection(FuzzClient(), reader, writer)
        serving = conn.start()
        outgoing = [loop.create_task(_send(conn, method)) for method in OUTGOING[side]]
        await asyncio.sleep(0)  # serve() starts its inbox worker, our requests go out
        ours = asyncio.all_tasks()
        probe = {"jsonrpc": "2.0", "id": PROBE_ID, "method": "initialize"}
        probe["params"] = {"protocolVersion": 1}
        if side == "client":  # a method the client handles
            probe["method"] = "fs/read_text_file"
            probe["params"] = {"sessionId": "s", "path": "/p"}
        reader.feed_data(data + b"\n" + json.dumps(probe).encode() + b"\n")
        answers, scanned = await _settle(transport, ours, deadline)
        if serving.done():
            raise Escape(f"the connection died: {serving!r}")
        reader.feed_eof()
        try:
            await asyncio.wait_for(serving, deadline - loop.time())
        except asyncio.TimeoutError:
            raise Escape("hang: serve() did not return after end of input") from None
        answers += _lines(transport, scanned)[0]
        for task in outgoing:
            if not task.done():
                raise Escape("hang: a request of ours still pending after end of input")
            exc = task.exception()
            if exc is not None and not isinstance(exc, OUTGOING_ENDS):
                raise Escape(f"a request of ours failed with {type(exc).__name__}: {exc}")
        # What the capability gate refused never reached the wire (nor took an id).
        refused = {
            method
            for method, task in zip(OUTGOING[side], outgoing, strict=True)
            if isinstance(task.exception(), acp_wire.CapabilityError)
        }
        _check_answers(data, answers, side, refused)


async def _cancel_leftovers() -> None:
    """Cancel what an input left running, again as long as it keeps running (a task may await
    something else in its `finally`), for a bounded number of loop turns."""
    for _ in range(1000):
        leftovers = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        if not leftovers:
            return
        for task in leftovers:
            task.cancel()
        await asyncio.sleep(0)


async def _send(conn: Connection[Any], method: str) -> Any:
    params: Any = {"q": 1}
    if method == "session/request_permission":
        params = acp_wire.RequestPermissionRequest(
            session_id="s", tool_call=acp_wire.ToolCallUpdate(tool_call_id="c"), options=[]
        )
    elif method == "fs/read_text_file":
        params = acp_wire.ReadTextFileRequest(session_id="s", path="/p")
    elif method == "session/prompt":
        params = acp_wire.PromptRequest(session_id="s", prompt=[])
    elif method == "initialize":
        params = acp_wire.InitializeRequest(protocol_version=1)
    return await conn.request(method, params)


async def _settle(
    transport: _MemoryTransport, ours: set[asyncio.Task[Any]], deadline: float
) -> tuple[list[tuple[bytes, Any]], int]:
    """The lines written until the probe is answered and the input's tasks are done, and how
    many bytes of output they took."""
    loop = asyncio.get_running_loop()
    answers: list[tuple[bytes, Any]] = []
    scanned = 0
    probe_seen = False
    while True:
        new, scanned = _lines(transport, scanned)
        answers += new
        probe_seen = probe_seen or any(
            isinstance(a, dict) and a.get("id") == PROBE_ID for _, a in new
        )
        if probe_seen and not (asyncio.all_tasks() - ours - {asyncio.current_task()}):
            return answers, scanned
        if loop.time() > deadline:
            raise Escape("hang: the probe request or a handler did not finish")
        if probe_seen:
            await asyncio.sleep(0)  # a turn of the loop for the input's tasks to finish
            continue
        transport.written.clear()
        try:
            await asyncio.wait_for(transport.written.wait(), deadline - loop.time())
        except asyncio.TimeoutError:
            raise Escape("hang: the probe request was never answered") from None


def _lines(transport: _MemoryTransport, start: int) -> tuple[list[tuple[bytes, Any]], int]:
    """The complete lines written after offset `start`, parsed, and the offset after them."""
    out = transport.out
    lines: list[tuple[bytes, Any]] = []
    while (newline := out.find(b"\n", start)) >= 0:
        raw = bytes(out[start:newline])
        lines.append((raw, _parse_output(raw)))
        start = newline + 1
    return lines, start


def _parse_output(line: bytes) -> Any:
    try:
        message = json.loads(line)
    except ValueError:
        raise Escape(f"the connection wrote a line that is not JSON: {line[:200]!r}") from None
    if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
        raise Escape(f"the connection wrote something not JSON-RPC: {line[:200]!r}")
    if "method" in message:
        return message  # one of our requests: checked against OUTGOING
    if "id" not in message or ("result" in message) == ("error" in message):
        raise Escape(f"a response needs an id and one of result and error: {line[:200]!r}")
    error = message.get("error")
    if error is not None and not (
        isinstance(error, dict)
        and isinstance(error.get("code"), int)
        and isinstance(error.get("message"), str)
    ):
        raise Escape(f"malformed error object: {line[:200]!r}")
    return message


def _request_ids(data: bytes) -> Counter[Any]:
    """Ids of the requests among the input's lines that msgspec reads as JSON objects."""
    ids: Counter[Any] = Counter()
    for line in data.split(b"\n"):
        try:
            raw = msgspec.json.decode(line)
        except (msgspec.DecodeError, RecursionError):
            continue
        if not isinstance(raw, dict) or "method" not in raw:
            continue
        request_id = raw.get("id")
        if isinstance(request_id, str) or (
            isinstance(request_id, int) and not isinstance(request_id, bool)
        ):
            ids[_id_key(request_id)] += 1
    return ids


def _id_key(value: Any) -> tuple[str, Any]:
    return (type(value).__name__, value)  # 1 and "1" are different ids


def _check_answers(
    data: bytes,
    written: list[tuple[bytes, Any]],
    side: str,
    refused: frozenset[str] | set[str] = frozenset(),
) -> None:
    sent = [m for _, m in written if "method" in m]
    wire = [m for m in OUTGOING[side] if m not in refused]
    expected = [{"id": i, "method": m} for i, m in enumerate(wire)]
    if [{"id": m.get("id"), "method": m.get("method")} for m in sent] != expected:
        raise Escape(f"the connection sent requests of its own: {sent[:3]!r}"[:300])
    answered = Counter(_id_key(m["id"]) for _, m in written if "method" not in m)
    if answered[_id_key(PROBE_ID)] != 1:
        raise Escape(f"the probe was answered {answered[_id_key(PROBE_ID)]} times")
    for key, count in _request_ids(data).items():
        if answered[key] < count:
            raise Escape(f"a request was left unanswered: id {key[1]!r}")


_harness: ConnectionHarness | None = None


def connection_target(data: bytes) -> None:
    """The connection's line handling through its public API: AgentSideConnection or
    ClientSideConnection (by `side_of(data)`) over in-memory streams."""
    global _harness
    if _harness is None:
        _harness = ConnectionHarness()
    _harness.feed(data)


def reset_connection() -> None:
    """Close the event loop of the connection target (tests call it between inputs)."""
    global _harness
    if _harness is not None:
        broken, _harness = _harness, None
        broken.close()


TARGETS: dict[str, Callable[[bytes], None]] = {
    "decode": decode_target,
    "decode_message": decode_message_target,
    "connection": connection_target,
    "validate": validate_target,
}
