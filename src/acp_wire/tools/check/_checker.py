"""`Checker`: follows one conversation (a `TranscriptReader` for ids and typing, the
capabilities `initialize` advertised, what `memory.SessionMemory` keeps of each session) and
reports `Finding`s at the message that breaks a rule. The rules every message goes through are
here; the rules of one method or `sessionUpdate` variant are in `rules`, found through its
tables.

Every message is also checked against the schema by `acp-wire validate`'s `Validator` (rule
`schema`), so a transcript that passes `check` also passes `validate`."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import msgspec
from msgspec import UNSET

from acp_wire._generated.methods import INITIALIZE
from acp_wire._rpc.binding import Binding
from acp_wire._rpc.message import Message
from acp_wire.bindings import binding_for
from acp_wire.jsonrpc import Request, Response
from acp_wire.tools.check._catalogue import Finding, rules_of
from acp_wire.tools.check._memory import SessionMemory, as_json, other_side, what_sent
from acp_wire.tools.check._rules import (
    NOTIFICATION_RULES,
    REQUEST_RULES,
    RESPONSE_RULES,
    offered,
)
from acp_wire.tools.transcript import (
    Direction,
    Entry,
    IdTracker,
    TranscriptReader,
    declared_version,
)
from acp_wire.tools.validate import Validator
from acp_wire.v1._generated.binding import BINDING


class _Tracker(IdTracker):
    """An `IdTracker` that remembers the request the last `open_request` displaced."""

    __slots__ = ("displaced",)

    def __init__(self) -> None:
        super().__init__()
        self.displaced: Entry | None = None

    def open_request(self, entry: Entry, id: object) -> Entry | None:
        self.displaced = super().open_request(entry, id)
        return self.displaced


class _Envelope(msgspec.Struct, gc=False):
    """The members `result-and-error` looks at, kept raw."""

    method: Any = UNSET
    result: msgspec.Raw = msgspec.Raw()
    error: msgspec.Raw = msgspec.Raw()


_envelope = msgspec.json.Decoder(_Envelope)


class Checker:
    """Checks one conversation, message by message, in order (`check_line`, `check_message`)."""

    def __init__(self, binding: Binding | None = None) -> None:
        """`binding`: the protocol version checked, with its rules (`RULE_SETS`); None: the
        version the conversation's `initialize` declares (version 1 until one does)."""
        self._follow = binding is None
        self._bind(BINDING if binding is None else binding)
        self.client_capabilities: Any = None
        self.agent_capabilities: Any = None
        self._initialize_sent = False
        self.initialized = False  # the initialize response was seen (rules record it)
        self._reported_before_initialize = False
        self.requested_version: object = None  # the `protocolVersion` of `initialize`
        self.sessions: dict[str, SessionMemory] = {}
        # `session/new` / `session/fork` requests not answered yet, by line: their sessions'
        # updates may come too early (before the answer names the session).
        self.creating: dict[int, Entry] = {}

    def _bind(self, binding: Binding) -> None:
        """Check as `binding`'s version from here on (a fresh reader: nothing is open yet)."""
        self.binding = binding
        self.rules = rules_of(binding)
        self.terminal = binding.terminal_compaction_statuses
        self.reader = TranscriptReader(binding)
        self._tracker = _Tracker()
        self.reader.tracker = self._tracker
        self._validator = Validator(binding=binding)

    def _follow_version(self, data: bytes) -> None:
        """Before `initialize`: take the version a line that is `initialize` declares."""
        version = declared_version(data)
        if version is not None:
            self._follow = False
            if version != self.binding.protocol_version:
                self._bind(binding_for(version))

    # Entry points.

    def check_line(self, line: bytes, number: int) -> list[Finding]:
        """The findings of one transcript line (or plain JSON-RPC message line)."""
        if self._follow:
            self._follow_version(line)
        self._tracker.displaced = None
        entry = self.reader.line(line, number)
        return self.check_entry(entry, direction_given=entry.wrapped)

    def check_message(
        self, data: bytes, direction: Direction | None, *, line: int, t: float | None = None
    ) -> list[Finding]:
        """The findings of one JSON-RPC message sent by `direction` (as a proxy sees it)."""
        if self._follow:
            self._follow_version(data)
        self._tracker.displaced = None
        entry = self.reader.message(data, direction, line=line, t=t)
        return self.check_entry(entry, direction_given=direction is not None)

    def check_entry(self, entry: Entry, *, direction_given: bool = False) -> list[Finding]:
        """The findings of an entry just read by `self.reader`, by the rules of its version."""
        findings = list(self._envelope(entry))
        message = entry.message
        if message is not None:
            findings += self._message(entry, message, direction_given)
        return [finding for finding in findings if finding.rule in self.rules]

    def _message(self, entry: Entry, message: Message, direction_given: bool) -> list[Finding]:
        """The findings of a decoded message: `initialize-first`, `wrong-side`,
        `duplicate-id`, and the rules of its method."""
        findings = list(self._first(entry, message))
        if direction_given:
            findings += _wrong_side(entry, self.binding)
        if isinstance(message, Response):
            findings += self._response(entry, message)
        else:
            if self._tracker.displaced is not None and isinstance(message, Request):
                findings.append(
                    Finding(
                        entry.line,
                        "duplicate-id",
                        f"id {as_json(message.id)} is still open: the {entry.method} request of "
                        f"line {self._tracker.displaced.line} has not been answered",
                    )
                )
            rules = REQUEST_RULES if isinstance(message, Request) else NOTIFICATION_RULES
            rule = rules.get(entry.method or "")
            if rule is not None:
                findings += rule(self, entry, message.params)
        return findings

    # Rules every message goes through.

    def _envelope(self, entry: Entry) -> Iterator[Finding]:
        """`schema`, `result-and-error`, `response-unknown-id`."""
        if entry.message is None:
            if _result_and_error(entry):
                yield Finding(entry.line, "result-and-error", "a response has both")
            elif entry.finding is not None:
                # The line itself is unreadable: validate's reading of it, so that both tools
                # give one reason (invalid UTF-8 is named as such, not as malformed JSON).
                for finding in Validator().check(entry.data, entry.line):
                    yield Finding(entry.line, "schema", finding)
            return
        for finding in self._schema(entry):
            yield Finding(entry.line, "schema", finding)
        message = entry.message
        if isinstance(message, Response) and entry.request is None:
            if message.id is not None or message.error is UNSET:  # id null: a parse error reply
                yield Finding(
                    entry.line,
                    "response-unknown-id",
                    f"no request with id {as_json(message.id)} is open"
                    + (f" from the {other_side(entry.direction)}" if entry.direction else ""),
                )

    def _schema(self, entry: Entry) -> list[str]:
        """`acp-wire validate`'s findings for the message. A response is typed by the request
        the reader matched (ids are tracked per direction), so a fresh validator sees only that
        request first."""
        if isinstance(entry.message, Response):
            validator = Validator(binding=self.binding)  # knows only the request matched
            if entry.request is not None:
                validator.check(entry.request.data)
            return validator.check(entry.data)
        return self._validator.check(entry.data)

    def _first(self, entry: Entry, message: Any) -> Iterator[Finding]:
        """`initialize-first`."""
        if entry.method == INITIALIZE:
            self._initialize_sent = True
            self._follow = False
            return
        if not self._initialize_sent:
            if not self._reported_before_initialize:
                self._reported_before_initialize = True
                yield Finding(
                    entry.line,
                    "initialize-first",
                    f"{what_sent(entry)} before the initialize request "
                    "(later messages before it are not reported again)",
                )
        elif not self.initialized and isinstance(message, Request) and entry.direction == "client":
            yield Finding(
                entry.line, "initialize-first", f"{what_sent(entry)} before the initialize response"
            )

    # Responses, by the method of the request they answer.

    def _response(self, entry: Entry, message: Response[Any]) -> Iterator[Finding]:
        request = entry.request
        if request is None or not isinstance(request.message, Request):
            return
        rule = RESPONSE_RULES.get(entry.method or "")
        if rule is not None:
            yield from rule(self, entry, request.message.params, message)
        if message.result.__class__ in self.binding.offered:
            yield from offered(self, entry, message.result, "$.result")

    def session(self, session_id: str) -> SessionMemory:
        """The session with this id, created if unknown."""
        known = self.sessions.get(session_id)
        if known is None:
            known = self.sessions[session_id] = SessionMemory()
        return known


def _wrong_side(entry: Entry, binding: Binding) -> list[Finding]:
    """`wrong-side`: a request or notification sent by the side that handles it."""
    spec = binding.methods.get(entry.method or "")
    if spec is None or isinstance(entry.message, Response) or entry.direction is None:
        return []
    side = spec.side if isinstance(entry.message, Request) else spec.notification_side or spec.side
    if side != entry.direction:
        return []
    return [
        Finding(
            entry.line,
            "wrong-side",
            f"the {side} sent {entry.method}, which the {side} handles",
        )
    ]


def _result_and_error(entry: Entry) -> bool:
    """Whether an undecodable message is a response with both `result` and `error` non-null."""
    try:
        parts = _envelope.decode(entry.data)
    except (msgspec.DecodeError, RecursionError):
        return False
    return (
        parts.method is UNSET
        and bool(parts.result)
        and bool(parts.error)
        and bytes(parts.result).strip() != b"null"
        and bytes(parts.error).strip() != b"null"
    )


def check(lines: Iterable[bytes], binding: Binding | None = None) -> Iterator[Finding]:
    """Every finding of a transcript's lines (numbered from 1), in order, by the rules of
    `binding`'s version (by default, the version the transcript's `initialize` declares)."""
    checker = Checker(binding)
    for number, line in enumerate(lines, start=1):
        if line and not line.isspace():
            yield from checker.check_line(line, number)


__all__ = ["Checker", "check"]
