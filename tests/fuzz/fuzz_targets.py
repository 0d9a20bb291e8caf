"""The four coverage-guided fuzz targets, shared by the atheris driver and the crash replay test.

Each target takes one input (bytes) and returns normally when acp-wire handled it as bad input
must be handled; anything it raises is an *escape*: an exception other than `DecodeError`, a
`DecodeError` without a JSON path, a value that decodes but cannot be encoded again, or, for the
connection, an answer that is not a JSON-RPC response, a request left unanswered, a logged
traceback, a hang or a dead connection.
"""

from __future__ import annotations

import asyncio
import io
import json
import logging
from collections import Counter
from collections.abc import Callable
from typing import Any

import msgspec

import acp_wire
from acp_wire.cli import validate
from acp_wire.connection import AgentSideConnection


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
RESPONSE_METHODS = ("session/prompt", "initialize", "session/request_permission", "_vendor/x")


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
    lines = [line for line in io.BytesIO(data) if line.strip()]
    for roundtrip in (False, True):
        out = io.StringIO()
        invalid = validate(io.BytesIO(data), out, roundtrip)
        summary = out.getvalue().splitlines()[-1]
        if summary != f"{len(lines) - invalid} valid, {invalid} invalid":
            raise Escape(f"validate's summary does not count the lines: {summary!r}")


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


class _MemoryTransport(asyncio.WriteTransport):
    """The agent's stdout, in memory; wakes the harness on every write."""

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


HANG_SECONDS = 10  # generous: each input is answered in well under a millisecond


class ConnectionHarness:
    """One agent connection over in-memory streams, kept across inputs as a long-lived peer is.

    Each input goes in as one or more lines, followed by a probe request; the input is handled
    when the probe is answered and no task the input started is still running.
    """

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.loop_errors: list[str] = []
        self.loop.set_exception_handler(lambda _loop, ctx: self.loop_errors.append(str(ctx)))
        self.logged = _TracebackCatcher()
        logger = logging.getLogger("acp_wire")
        logger.addHandler(self.logged)
        logger.propagate = False  # repairs and dropped lines are expected here: keep stderr quiet
        self.probes = 0
        self.loop.run_until_complete(self._open())

    async def _open(self) -> None:
        self.reader = asyncio.StreamReader()
        self.transport = _MemoryTransport()
        # The same protocol class `acp_wire.connection.stdio_streams` writes through.
        protocol = asyncio.streams.FlowControlMixin()
        writer = asyncio.StreamWriter(self.transport, protocol, None, asyncio.get_running_loop())
        self.conn = AgentSideConnection(FuzzAgent(), self.reader, writer)
        self.serving = self.conn.start()
        await asyncio.sleep(0)  # let serve() start its inbox worker
        self.baseline = asyncio.all_tasks()

    def close(self) -> None:
        self.reader.feed_eof()
        try:
            # End of input ends serve(); conn.close() is not used here because on a
            # FlowControlMixin writer it raises NotImplementedError (issue 11, branch `faults`).
            self.loop.run_until_complete(asyncio.wait_for(self.serving, HANG_SECONDS))
        finally:
            self.loop.close()
            logger = logging.getLogger("acp_wire")
            logger.removeHandler(self.logged)
            logger.propagate = True

    def feed(self, data: bytes) -> None:
        self.probes += 1
        probe_id = f"fuzz-probe-{self.probes}"
        probe = {"jsonrpc": "2.0", "id": probe_id, "method": "initialize"}
        probe["params"] = {"protocolVersion": 1}
        self.transport.out.clear()
        self.reader.feed_data(data + b"\n" + json.dumps(probe).encode() + b"\n")
        # Run directly, not under wait_for: the task running _settle must be the only task
        # of the harness, so that any other new task is one the input started.
        answers = self.loop.run_until_complete(self._settle(probe_id))
        if self.serving.done():
            raise Escape(f"the connection died: {self.serving!r}")
        if self.logged.caught or self.loop_errors:
            caught = [*self.logged.caught, *self.loop_errors]
            self.logged.caught.clear()
            self.loop_errors.clear()
            raise Escape(f"traceback logged: {caught[0][:300]}")
        _check_answers(data, answers, probe_id)

    async def _settle(self, probe_id: str) -> list[Any]:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + HANG_SECONDS
        answers: list[Any] = []
        scanned = 0
        probe_seen = False
        while True:
            out = self.transport.out
            while (newline := out.find(b"\n", scanned)) >= 0:
                answers.append(_parse_answer(bytes(out[scanned:newline])))
                scanned = newline + 1
            probe_seen = probe_seen or any(
                isinstance(a, dict) and a.get("id") == probe_id for a in answers
            )
            if probe_seen and not (asyncio.all_tasks() - self.baseline - {asyncio.current_task()}):
                return answers
            if loop.time() > deadline:
                raise Escape("hang: the probe request or a handler did not finish")
            if probe_seen:
                await asyncio.sleep(0)  # a turn of the loop for the input's tasks to finish
                continue
            self.transport.written.clear()
            try:
                await asyncio.wait_for(self.transport.written.wait(), deadline - loop.time())
            except asyncio.TimeoutError:
                raise Escape("hang: the probe request was never answered") from None


def _parse_answer(line: bytes) -> Any:
    try:
        answer = json.loads(line)
    except ValueError:
        raise Escape(f"the connection wrote a line that is not JSON: {line[:200]!r}") from None
    if not isinstance(answer, dict) or answer.get("jsonrpc") != "2.0" or "id" not in answer:
        raise Escape(f"the connection wrote something other than a response: {line[:200]!r}")
    if ("result" in answer) == ("error" in answer):
        raise Escape(f"a response needs exactly one of result and error: {line[:200]!r}")
    error = answer.get("error")
    if error is not None and not (
        isinstance(error, dict)
        and isinstance(error.get("code"), int)
        and isinstance(error.get("message"), str)
    ):
        raise Escape(f"malformed error object: {line[:200]!r}")
    return answer


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


def _check_answers(data: bytes, answers: list[Any], probe_id: str) -> None:
    answered = Counter(_id_key(a["id"]) for a in answers)
    if answered[_id_key(probe_id)] != 1:
        raise Escape(f"the probe was answered {answered[_id_key(probe_id)]} times")
    for key, count in _request_ids(data).items():
        if answered[key] < count:
            raise Escape(f"a request was left unanswered: id {key[1]!r}")


_harness: ConnectionHarness | None = None


def connection_target(data: bytes) -> None:
    """The connection's line handling through its public API (AgentSideConnection)."""
    global _harness
    if _harness is None:
        _harness = ConnectionHarness()
    try:
        _harness.feed(data)
    except BaseException:
        # After an escape the connection may be broken: the next input gets a fresh one.
        broken, _harness = _harness, None
        try:
            broken.close()
        except BaseException:  # the escape being raised is what matters
            pass
        raise


def reset_connection() -> None:
    """Close the kept connection (tests call it between inputs for isolation)."""
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
