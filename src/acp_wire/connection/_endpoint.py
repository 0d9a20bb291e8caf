"""The protocol core of a connection: JSON-RPC 2.0 rules with no I/O, as h11 does for HTTP.

Messages go in (`receive`, the bytes of one message; `receive_too_long`). A notification for
the handler comes straight back from `receive` (the common case, the path of every session
update, allocates nothing more); everything else a message causes comes out as actions
(`take_actions`, or `actions` while it is not empty), in the order they must be carried out,
before the next message goes in:

- `Send(message, answers)`: a message to send; `answers` is the id of the request it answers;
- `Resolve(waiter, result, error)`: the outcome of one of our requests, for whoever awaits it
  (`waiter` is whatever the caller of `request` handed in), in read order with the
  notifications around it;
- `Start(entry)`: a request of the peer's whose handler is to run;
- `Cancel(entry)`: a running handler to cancel (its answer then comes from `finish`);
- `Deliver(notification, size)`: a notification for the handler, from a batch (a single
  notification comes back from `receive` instead).

A JSON-RPC batch (an array on one line), where the binding serves batches (`Binding.batches`),
is taken entry by entry, each as a message of its own line; the answers to its requests and its
invalid entries are gathered and sent as one array once the last of them is answered (`finish`
returns it). Where the binding does not, a batch gets one -32600 with a null id.

The endpoint owns the id counter, our pending requests, the peer's requests in flight, the
duplicate-id rule, `$/cancel_request`, the classification of bad input into JSON-RPC errors and
the rule that every request is answered exactly once (`finish`). Each side's rules
(`sides.AgentRules`, `sides.ClientRules`) are consulted as policies. The asyncio driver
(`driver.Connection`) carries the actions out over a transport; a test drives an endpoint with
bytes in and actions out.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal

import msgspec
from msgspec import UNSET

from acp_wire._codec.errors import DecodeError
from acp_wire._rpc.dispatch import answer, error_response, exception_response
from acp_wire._rpc.envelope import Notification, Request, Response
from acp_wire.connection._framing import (
    NOT_JSON,
    id_of,
    lenient_json,
    member,
    method_of,
    sniff_envelope,
)
from acp_wire.connection._sides import SideRules
from acp_wire.connection._transport import TooLong
from acp_wire.rpc_errors import (
    INVALID_PARAMS,
    INVALID_REQUEST,
    PARSE_ERROR,
    PeerRequestError,
    RequestError,
)

if TYPE_CHECKING:
    from acp_wire._rpc.binding import Binding

_ABANDONED_KEPT = 1024  # abandoned request ids remembered for their late answers

logger = logging.getLogger("acp_wire")
_STRAY_SHOWN = 80  # bytes of a stray line named in the warning

# Why an in-flight request was cancelled, which decides its answer: `$/cancel_request`, the
# agent's `session/cancel` of a turn, the client's `session/cancel` of a permission request.
CancelReason = Literal["request", "turn", "permission"]


class Send:
    """A message to send: a msgspec value or encoded bytes; `answers`: the request it answers."""

    __slots__ = ("answers", "message")

    def __init__(self, message: Any, answers: Any = None) -> None:
        self.message = message
        self.answers = answers

    def __repr__(self) -> str:
        return f"Send({self.message!r}, answers={self.answers!r})"


class Resolve:
    """The outcome of one of our requests: `result`, or `error` (an exception to raise)."""

    __slots__ = ("error", "result", "size", "waiter")

    def __init__(self, waiter: Any, result: Any, error: BaseException | None, size: int) -> None:
        self.waiter = waiter
        self.result = result
        self.error = error
        self.size = size

    def __repr__(self) -> str:
        outcome = f"error={self.error!r}" if self.error is not None else f"result={self.result!r}"
        return f"Resolve({self.waiter!r}, {outcome})"


class InFlight:
    """A request of the peer's whose handler is running (or about to)."""

    __slots__ = ("batch", "cancelled_by", "handle", "message", "started")

    def __init__(self, message: Request[Any]) -> None:
        self.message = message
        self.cancelled_by: CancelReason | None = None
        self.batch: _Batch | None = None  # the batch whose array carries its answer
        # The driver's: its task, and whether it has started. A task cancelled before its
        # first step never runs its body, so until then a cancel only sets `cancelled_by`.
        self.handle: Any = None
        self.started = False

    def __repr__(self) -> str:
        return f"InFlight({self.message.method!r}, id={self.message.id!r})"


class Start:
    """Run the handler of `entry`; give what it returns or raises to `Endpoint.finish`."""

    __slots__ = ("entry",)

    def __init__(self, entry: InFlight) -> None:
        self.entry = entry

    def __repr__(self) -> str:
        return f"Start({self.entry!r})"


class Cancel:
    """Cancel the running handler of `entry`; `Endpoint.finish` gives its answer."""

    __slots__ = ("entry",)

    def __init__(self, entry: InFlight) -> None:
        self.entry = entry

    def __repr__(self) -> str:
        return f"Cancel({self.entry!r})"


class Deliver:
    """Deliver `notification` (an entry of a batch, `size` bytes) to the handler, in order."""

    __slots__ = ("notification", "size")

    def __init__(self, notification: Notification[Any], size: int) -> None:
        self.notification = notification
        self.size = size

    def __repr__(self) -> str:
        return f"Deliver({self.notification!r})"


Action = Send | Resolve | Start | Cancel | Deliver


class _Batch:
    """A batch being answered: the answers gathered so far and how many requests still run."""

    __slots__ = ("answers", "reading", "running")

    def __init__(self) -> None:
        self.answers: list[bytes] = []
        self.running = 0
        self.reading = True  # its entries are still being taken: it cannot be complete yet

    def line(self) -> bytes | None:
        """The array of answers once every entry is answered (once), else None."""
        if self.reading or self.running or not self.answers:
            return None
        line = b"[" + b",".join(self.answers) + b"]"
        self.answers = []
        return line


class _Pending:
    __slots__ = ("method", "waiter")

    def __init__(self, method: str, waiter: Any) -> None:
        self.method = method
        self.waiter = waiter


class Endpoint:
    """One end of an ACP connection, as rules: see the module's docstring.

    `binding` is the version's record (`acp_wire.BINDING`, `acp_wire.v2.BINDING`);
    `rules` the side's policy (`sides.rules_for(side, binding)`).
    """

    def __init__(self, binding: Binding, rules: SideRules) -> None:
        self.binding = binding
        self.rules = rules
        rpc = binding.jsonrpc
        self._decode_message = rpc.decode_message
        self._request_of = rpc.request_of
        self._notification_of = rpc.notification_of
        self._methods = rpc.tables.methods
        self._cancel_method: str = binding.cancel_request_method
        self._cancel_request = binding.cancel_request
        self._null_id_allowed: bool = binding.null_id_allowed
        self._batches: bool = binding.batches
        self._batch: _Batch | None = None  # the batch whose entries are being taken
        # The side's rule for incoming notifications, where it has one (the agent's): read on
        # the path of every update.
        own_rule = type(rules).on_notification is not SideRules.on_notification
        self._notification_rule = rules.on_notification if own_rule else None
        # The side's rule for its own answers, where it has one (the agent's capability gate
        # on offered lists): read on the path of every answer.
        own_answer = type(rules).answer is not SideRules.answer
        self._answer_rule = rules.answer if own_answer else None
        own_request = type(rules).on_request_sent is not SideRules.on_request_sent
        self._request_rule = rules.on_request_sent if own_request else None
        # The side's rule for the answers to its own requests (the client's: the agent's
        # capabilities from `initialize`).
        own_result = type(rules).on_result is not SideRules.on_result
        self._result_rule = rules.on_result if own_result else None
        self._next_id = 0
        self._pending: dict[Any, _Pending] = {}
        # Requests we gave up on after sending them (`abandon`), oldest first, bounded.
        self._abandoned: dict[Any, bool] = {}
        self.in_flight: dict[Any, InFlight] = {}
        # What the messages received so far call for, not yet taken (see `take_actions`).
        self.actions: list[Action] = []
        # No message can come any more (input ended or the connection closed): new requests
        # fail at once, and a request abandoned now sends no `$/cancel_request`.
        self.ended = False
        self.stray_lines = 0  # lines from the agent that are not JSON (the client's side)

    # ------------------------------------------------------------------------------ actions

    def take_actions(self) -> list[Action]:
        """The actions produced since the last call, in order."""
        actions = self.actions
        if actions:
            self.actions = []
        return actions

    # ------------------------------------------------------------------------------ sending

    def request(self, method: str, params: Any, waiter: Any) -> tuple[Any, Any]:
        """A new request of ours: its id and the message to send. Its outcome comes back as a
        `Resolve` carrying `waiter`. Raises `ConnectionError` once the connection has ended."""
        if self.ended:
            raise ConnectionError("the connection is closed: no response can come")
        if self._request_rule is not None:
            self._request_rule(method, params)
        request_id = self._next_id
        self._next_id += 1
        self._pending[request_id] = _Pending(method, waiter)
        return request_id, self._request_of(request_id, method, params)

    def abandon(self, request_id: Any, sent: bool) -> Any:
        """We no longer wait for `request_id` (its caller was cancelled): the `$/cancel_request`
        to send if the request went out and may still be running at the peer, else None."""
        pending = self._pending.pop(request_id, None)
        if pending is None or not sent or self.ended:
            return None
        # Its answer may still come (the peer's answer crossed our cancel, or the peer answers
        # a cancelled request as its rules say: a client answers an agent's permission request
        # `cancelled` on `session/cancel`): taken quietly, not as an unknown id's.
        self._abandoned[request_id] = True
        if len(self._abandoned) > _ABANDONED_KEPT:
            del self._abandoned[next(iter(self._abandoned))]
        return self._notification_of(
            self._cancel_method, self._cancel_request(request_id=request_id)
        )

    def forget(self, request_id: Any) -> None:
        """`request_id` is settled on the caller's side; drop it from the pending table."""
        self._pending.pop(request_id, None)

    def notification(self, method: str, params: Any) -> Any:
        """The message of a notification we send (the side's rules see it first)."""
        self.rules.on_notification_sent(self, params)
        return self._notification_of(method, params)

    def cancel_request_message(self, request_id: Any) -> Any:
        """The `$/cancel_request` of `request_id`."""
        return self._notification_of(
            self._cancel_method, self._cancel_request(request_id=request_id)
        )

    # ------------------------------------------------------------------------------ receiving

    def receive(self, frame: bytes) -> Notification[Any] | None:
        """One incoming message, as read: the notification to deliver to the handler (after
        the actions it calls for, if any), or None."""
        try:
            message: Request[Any] | Notification[Any] | Response[Any] = self._decode_message(frame)
        except DecodeError as exc:
            self._bad_message(frame, exc)
            return None
        if isinstance(message, Notification):
            if message.method == self._cancel_method:
                target: Any = message.params.request_id
                self.cancel_in_flight("request", lambda request: request.id == target)
                return None
            if self._notification_rule is not None:
                self._notification_rule(self, message)
            return message
        if isinstance(message, Response):
            self._response(message, frame)
        elif message.id in self.in_flight:
            # Answering it would make two answers with one id; the running request keeps the
            # id (and stays cancellable by it), the new one is refused.
            reason = f"request id {message.id!r} is already in use by a running request"
            self._send_error(message.id, INVALID_REQUEST, "Invalid Request", {"reason": reason})
        else:
            self.rules.on_request(self, message)
            entry = InFlight(message)
            self.in_flight[message.id] = entry
            self.actions.append(Start(entry))
        return None

    def receive_too_long(self, frame: TooLong, limit: int | None) -> None:
        """An incoming message over the transport's size limit (`limit` bytes): a request is
        answered -32600, a response fails the request it answers, a notification is dropped."""
        keys, request_id = sniff_envelope(frame.head, frame.tail)
        reason = f"message exceeds max_message_size ({limit} bytes)"
        if "method" not in keys and ("result" in keys or "error" in keys):
            self._fail_pending(request_id, DecodeError(reason, id=request_id), None)
        elif "method" in keys and "id" not in keys:
            logger.warning("acp_wire: dropped an over-long notification: %s", reason)
        else:
            batch = frame.head.lstrip()[:1] == b"["  # a batch is always answered (null id)
            detail = {"reason": reason}
            self._send_error(request_id, INVALID_REQUEST, "Invalid Request", detail, batch=batch)

    def _receive_batch(self, entries: list[bytes]) -> None:
        """Take each entry of a batch as a message of its own; gather the answers."""
        batch = self._batch = _Batch()
        actions = self.actions
        try:
            for entry in entries:
                first = len(actions)
                notification = self.receive(entry)
                for action in actions[first:]:
                    if isinstance(action, Start) and action.entry.batch is None:
                        action.entry.batch = batch
                        batch.running += 1
                if notification is not None:
                    actions.append(Deliver(notification, len(entry)))
        finally:
            self._batch = None
            batch.reading = False
        line = batch.line()
        if line is not None:  # no request left running: its errors go out now
            actions.append(Send(line))

    def _response(self, response: Response[Any], frame: bytes) -> None:
        # Off the table now: its response is here, even if the hand-over waits in the inbox.
        pending = self._pending.pop(response.id, None)
        if pending is None and self._abandoned.pop(response.id, False):
            return  # the answer to a request we cancelled: nobody waits for it any more
        if pending is None:
            logger.warning("acp_wire: response to unknown request id %r dropped", response.id)
            return
        if response.error is not UNSET:
            error = response.error
            data = None if error.data is UNSET else error.data
            failure = PeerRequestError(pending.method, int(error.code), error.message, data)
            self.actions.append(Resolve(pending.waiter, None, failure, len(frame)))
            return
        spec = self._methods.get(pending.method)
        result = response.result
        if spec is not None and spec.response is not None:
            try:  # typed by the method of the request it answers
                result = self._decode_message(frame, method=pending.method).result
            except DecodeError as exc:
                self.actions.append(Resolve(pending.waiter, None, exc, len(frame)))
                return
        if self._result_rule is not None:
            self._result_rule(pending.method, result)
        self.actions.append(Resolve(pending.waiter, result, None, len(frame)))

    def _stray(self, frame: bytes) -> None:
        """A line from the agent that is not JSON at all (its log output on stdout, which
        carries JSON-RPC only): named once, then counted in `stray_lines`; not answered, since
        a parse error with a null id tells the agent nothing it could act on."""
        self.stray_lines += 1
        if self.stray_lines == 1:
            logger.warning(
                "acp_wire: the agent wrote a line that is not JSON to its stdout, which is for "
                "JSON-RPC only (further ones are counted, not logged): %r",
                frame[:_STRAY_SHOWN],
            )

    def _bad_message(self, frame: bytes, exc: DecodeError) -> None:
        """Answer (or drop) a message that failed to decode, as JSON-RPC 2.0 asks."""
        # A JSON-RPC batch (an array on one line) is always answered, even where the version's
        # `RequestId` admits no null: v2's draft transports page ("JSON-RPC Batch Messages")
        # answers an invalid batch with a single error whose id is null.
        batch = frame.lstrip()[:1] == b"["
        if batch and self._batches and self._batch is None:
            try:
                entries = msgspec.json.decode(frame, type=list[msgspec.Raw])
            except (msgspec.DecodeError, RecursionError):
                pass  # not JSON, or not an array: answered below as one message
            else:
                if entries:
                    self._receive_batch([bytes(entry) for entry in entries])
                    return
        try:
            raw = msgspec.json.decode(frame)
        except (msgspec.DecodeError, RecursionError):  # RecursionError: nested too deep
            # Valid JSON msgspec refuses (a number beyond float range, a lone surrogate
            # escape) still names its id: read it with the standard library.
            raw = lenient_json(frame)
            if raw is NOT_JSON and self.rules.side == "client" and not batch:
                self._stray(frame)
                return
            if raw is NOT_JSON:
                reason = {"reason": exc.reason}
                self._send_error(None, PARSE_ERROR, "Parse error", reason, batch=batch)
                return
        if isinstance(raw, list):
            if raw and self._batches and self._batch is None:
                # JSON msgspec refuses (see above) inside a batch: each entry on its own.
                values: list[Any] = raw  # pyright: ignore[reportUnknownVariableType]
                self._receive_batch([_json_bytes(value) for value in values])
                return
            # Where the version has no batches, the whole batch gets the one -32600 both
            # versions can send, rather than no answer at all; so does an empty one ("An empty
            # array receives a single `Invalid Request` response").
            if self._batch is not None:
                why = "a batch entry must be a JSON-RPC message, not an array"
            elif raw:
                why = "a JSON-RPC batch is not served: send each message on its own line"
            else:
                why = "an empty batch"
            detail = {"reason": why, "path": "$"}
            self._send_error(None, INVALID_REQUEST, "Invalid Request", detail, batch=True)
            return
        request_id = exc.id if exc.id is not None else id_of(raw)
        method = exc.method if exc.method is not None else method_of(raw)
        detail = {"reason": exc.reason, "path": exc.path}
        if isinstance(raw, dict) and "method" in raw and "id" not in raw:
            # A notification is never answered, not even with an error.
            logger.warning("acp_wire: dropped invalid notification: %s", exc)
            return
        if isinstance(raw, dict) and "method" not in raw and ("result" in raw or "error" in raw):
            self._fail_pending(request_id, exc, raw)
            return
        known = method is not None and self._methods.get(method) is not None
        if known and exc.where == "params":
            self._send_error(request_id, INVALID_PARAMS, "Invalid params", detail)
        else:
            self._send_error(request_id, INVALID_REQUEST, "Invalid Request", detail)

    def _send_error(
        self, request_id: Any, code: int, message: str, data: Any, batch: bool = False
    ) -> None:
        """Answer an unreadable message with an error response. Without an id to name, the
        answer carries a null id where the version's `RequestId` admits one (v1, as JSON-RPC
        2.0 asks) or the message is a batch (v2's transports page answers those with a null
        id); otherwise (v2) no valid response exists: the message is logged and left
        unanswered."""
        gathering = self._batch
        if gathering is not None:
            # "Invalid entries in a non-empty batch produce their own `Invalid Request`
            # responses (`code: -32600`) with `id: null`" (v2 draft, transports).
            gathering.answers.append(error_response(request_id, code, message, data))
            return
        if request_id is None and not self._null_id_allowed and not batch:
            logger.warning("acp_wire: unanswerable message (no id) dropped: %s: %s", message, data)
            return
        self.actions.append(Send(error_response(request_id, code, message, data), request_id))

    def _fail_pending(self, request_id: Any, exc: DecodeError, raw: Any) -> None:
        """Fail our request `request_id` with the response we could not decode."""
        pending = self._pending.pop(request_id, None) if request_id is not None else None
        if pending is None:
            logger.warning("acp_wire: dropped invalid response: %s", exc)
            return
        error = member(raw, "error")
        code = member(error, "code")
        failure: BaseException = exc
        if isinstance(code, int) and not isinstance(code, bool):
            # An error response whose details msgspec could not read is still that error.
            text = member(error, "message")
            failure = PeerRequestError(
                pending.method, code, text if isinstance(text, str) else "", member(error, "data")
            )
        # At once, not in read order: nothing after it can be read for this request anyway.
        self.actions.append(Resolve(pending.waiter, None, failure, 0))

    # ------------------------------------------------------------------------------ answering

    def cancel_in_flight(self, reason: CancelReason, match: Callable[[Request[Any]], bool]) -> int:
        """Cancel the running requests that `match`, for `reason`; how many."""
        count = 0
        for entry in list(self.in_flight.values()):
            if entry.cancelled_by is None and match(entry.message):
                entry.cancelled_by = reason
                self.actions.append(Cancel(entry))
                count += 1
        return count

    def finish(
        self, entry: InFlight, result: Any = None, error: BaseException | None = None
    ) -> bytes | None:
        """The answer to the peer's request `entry`, once its handler returned `result` or raised
        `error`: None if it was answered already. A cancelled request gets its cancel answer
        whatever the handler did (cancelled work often ends in an exception). A request of a
        batch: the batch's array once this was its last request running, else None."""
        message = entry.message
        if self.in_flight.get(message.id) is not entry:
            return None
        del self.in_flight[message.id]
        batch = entry.batch
        if batch is None:
            return self._answer(entry, result, error)
        batch.answers.append(self._answer(entry, result, error))
        batch.running -= 1
        return batch.line()

    def _answer(self, entry: InFlight, result: Any, error: BaseException | None) -> bytes:
        message = entry.message
        if entry.cancelled_by is not None:
            return self._cancelled_answer(entry, result if error is None else None)
        if error is None:
            if self._answer_rule is not None:
                result = self._answer_rule(result)
            return answer(message.id, result)
        if isinstance(error, PeerRequestError):
            logger.warning(
                "acp_wire: handler of %r did not catch the error answer to its %r request: %s",
                message.method,
                error.method,
                error,
            )
        elif not isinstance(error, RequestError):
            logger.error("acp_wire: handler of %r raised", message.method, exc_info=error)
        return exception_response(message.id, error)

    def drop(self, entry: InFlight) -> None:
        """`entry` will never be answered (the peer is gone)."""
        if self.in_flight.get(entry.message.id) is entry:
            del self.in_flight[entry.message.id]
            if entry.batch is not None:
                entry.batch.running -= 1

    def _cancelled_answer(self, entry: InFlight, result: Any) -> bytes:
        request_id = entry.message.id
        reason = entry.cancelled_by
        assert reason is not None
        cancelled = self.rules.cancelled_answer(reason, result)
        if cancelled is not None:
            return answer(request_id, cancelled)
        err = RequestError.cancelled()
        return error_response(request_id, err.code, err.message)

    # ------------------------------------------------------------------------------ the end

    def end(self) -> list[Any]:
        """No message can come any more: the waiters of every pending request of ours, which
        the caller fails at once (no response can come)."""
        self.ended = True
        waiters = [pending.waiter for pending in self._pending.values()]
        self._pending.clear()
        return waiters


def _json_bytes(value: Any) -> bytes:
    """`value` (read by the standard library) as JSON again, for a batch entry."""
    return json.dumps(value).encode()


__all__ = [
    "Action",
    "Cancel",
    "CancelReason",
    "Deliver",
    "Endpoint",
    "InFlight",
    "Resolve",
    "Send",
    "Start",
]
