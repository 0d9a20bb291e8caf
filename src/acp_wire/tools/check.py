"""`acp-wire check TRANSCRIPT`: does captured traffic follow the protocol's MUST rules?

Every rule is a row of `RULES` (protocol v1) or `RULES_V2`: a short id, its level (a violation, or
a warning for SHOULD-level findings), what it checks, and the sentence it enforces with where
that sentence is written in that version's sources. A transcript is checked by the rules of the
version its `initialize` declares (`RULE_SETS`); the rule code is shared, and reads what differs
between versions from the binding (how a turn ends, the capability table, the classes).
`Checker` follows one conversation (a `TranscriptReader` for ids and typing, the capabilities
`initialize` advertised, each session's turn, compactions, tool calls and pending permission
requests) and reports `Finding`s at the message that breaks a rule. The rules themselves are
small functions found through tables keyed by method and by `sessionUpdate` variant.

Every message is also checked against the schema by `acp-wire validate`'s `Validator`
(rule `schema`), so a transcript that passes `check` also passes `validate`.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any, Literal, NamedTuple, TextIO

import msgspec
from msgspec import UNSET

from acp_wire._rpc.binding import Binding
from acp_wire._rpc.jsonrpc import Message
from acp_wire.bindings import binding_for
from acp_wire.jsonrpc import Request, Response
from acp_wire.tools.exits import EXIT_INVALID, EXIT_UNUSABLE, EXIT_VALID
from acp_wire.tools.transcript import (
    CountedLines,
    Direction,
    Entry,
    IdTracker,
    TranscriptReader,
    declared_version,
)
from acp_wire.tools.validate import Validator
from acp_wire.v1._generated.binding import BINDING

Level = Literal["error", "warning"]
"""A rule's level: an `error` is a violation of a MUST; a `warning` does not fail a check."""

_SPEC = "spec, prompt turn (draft)"
_V2_TURN = "v2 docs, prompt lifecycle (draft)"
_V2_SETUP = "v2 docs, session setup (draft)"
_V2_INIT = "v2 docs, initialization (draft)"
_SETUP = "protocol docs, session setup (draft)"
_INIT = "protocol docs, initialization (draft)"
_JSONRPC = "JSON-RPC 2.0 specification, section 5"


class Rule(NamedTuple):
    """One conformance rule: what is checked, and the sentence that says it must hold."""

    id: str
    level: Level
    checks: str
    source: str
    quote: str


RULES: tuple[Rule, ...] = (
    Rule(
        "schema",
        "error",
        "every message is valid by the draft schema (`acp-wire validate`'s findings)",
        "schema/v1/schema.unstable.json",
        "Every message also passes the schema (issue 8, section 3).",
    ),
    # JSON-RPC.
    Rule(
        "response-unknown-id",
        "error",
        "a response answers a request the other side sent and has not seen answered",
        _JSONRPC,
        "id: This member is REQUIRED. It MUST be the same as the value of the id member in the "
        "Request Object.",
    ),
    Rule(
        "duplicate-id",
        "error",
        "one side does not reuse the id of its own request that is still unanswered",
        "JSON-RPC 2.0 specification, section 4",
        "The Server MUST reply with the same value in the Response object if included. This "
        "member is used to correlate the context between the two objects.",
    ),
    Rule(
        "result-and-error",
        "error",
        "a response carries `result` or `error`, not both",
        _JSONRPC,
        "Either the result member or error member MUST be included, but both members MUST NOT "
        "be included.",
    ),
    # Session setup.
    Rule(
        "initialize-first",
        "error",
        "nothing is sent before `initialize` (reported once, at the first such message), and "
        "the client sends no other request before the initialize response",
        _INIT,
        "Before a Session can be created, Clients MUST initialize the connection by calling "
        "the initialize method.",
    ),
    Rule(
        "unknown-session",
        "error",
        "a prompt or session update names a session that was created (`session/new`, "
        "`session/fork`), loaded, resumed or announced",
        _SPEC,
        "Before sending prompts, Clients MUST first complete the initialization phase and "
        "session setup.",
    ),
    Rule(
        "session-id-reused",
        "error",
        "`session/new` and `session/fork` return a session id not seen before",
        _SETUP,
        "The Agent MUST respond with a unique Session ID that identifies this conversation.",
    ),
    # Capability gating: client capabilities.
    Rule(
        "notice-capability",
        "error",
        "`notice` updates only after the client advertised `session.notices`",
        _SPEC,
        "The Agent MUST NOT send notice updates unless the Client advertised support by "
        "supplying clientCapabilities.session.notices: {} in its initialize request.",
    ),
    Rule(
        "compaction-capability",
        "error",
        "`compaction_update` / `compaction_summary_chunk` only after the client advertised "
        "`session.compaction` (live and during `session/load` replay)",
        _SPEC,
        "The Agent MUST NOT send compaction_update or compaction_summary_chunk unless the "
        "Client advertised support by supplying clientCapabilities.session.compaction: {} in "
        "its initialize request. [...] This requirement applies to both live updates and "
        "history replay.",
    ),
    Rule(
        "subagents-capability",
        "error",
        "`subagent_update`, `session_message`, `session_message_chunk` only after the client "
        "advertised `subagents`",
        "schema, SubagentCapabilities",
        "The client must advertise this capability before the agent sends subagent updates or "
        "session-directed messages.",
    ),
    Rule(
        "plan-capability",
        "error",
        "`plan_update` / `plan_removed` only after the client advertised `plan`",
        "RFD plan-operations",
        "agents must only send it to clients that advertised `plan`",
    ),
    Rule(
        "fs-capability",
        "error",
        "the agent calls `fs/read_text_file` / `fs/write_text_file` only when the client "
        "advertised `fs.readTextFile` / `fs.writeTextFile` as true",
        "protocol docs, file system (draft)",
        "If readTextFile or writeTextFile is false or not present, the Agent MUST NOT attempt "
        "to call the corresponding filesystem method.",
    ),
    Rule(
        "terminal-capability",
        "error",
        "the agent calls `terminal/*` only when the client advertised `terminal: true`",
        "protocol docs, terminals (draft)",
        "If terminal is false or not present, the Agent MUST NOT attempt to call any terminal "
        "methods.",
    ),
    # Capability gating: agent capabilities.
    Rule(
        "prompt-capability",
        "error",
        "a prompt carries image, audio or embedded resource content only when the agent "
        "advertised `promptCapabilities.image` / `audio` / `embeddedContext`",
        _SPEC,
        "Clients MUST restrict types of content according to the Prompt Capabilities "
        "established during initialization.",
    ),
    Rule(
        "load-capability",
        "error",
        "`session/load` only when the agent advertised `loadSession: true`",
        _SETUP,
        "If loadSession is false or not present, the Agent does not support loading sessions "
        "and Clients MUST NOT attempt to call session/load.",
    ),
    Rule(
        "resume-capability",
        "error",
        "`session/resume` only when the agent advertised `sessionCapabilities.resume`",
        _SETUP,
        "If sessionCapabilities.resume is not present, the Agent does not support resuming "
        "sessions and Clients MUST NOT attempt to call session/resume.",
    ),
    Rule(
        "resume-no-replay",
        "error",
        "no conversation history (messages, tool calls, compactions, session messages) is "
        "sent for a session while its `session/resume` is answered",
        _SETUP,
        "Unlike session/load, the Agent MUST NOT replay the conversation history via "
        "session/update notifications before responding.",
    ),
    # Compaction lifecycle.
    Rule(
        "compaction-chunk-order",
        "error",
        "a `compaction_summary_chunk` follows its compaction's first `compaction_update` and "
        "precedes its terminal status",
        _SPEC,
        "Agents MUST send the first compaction_update before any chunk for that ID and may "
        "send chunks only after in_progress and before a terminal update.",
    ),
    Rule(
        "compaction-one-terminal",
        "error",
        "a compaction gets exactly one terminal status (completed, failed, cancelled)",
        _SPEC,
        "After emitting in_progress, the Agent MUST eventually send exactly one terminal "
        "status (completed, failed, or cancelled) when the compaction ends",
    ),
    Rule(
        "compaction-field-status",
        "error",
        "a non-empty `summary` comes only with `completed`, an `error` only with `failed`",
        _SPEC,
        "summary [...] A non-empty array is only valid with `completed`. error [...] only "
        "valid with `failed`.",
    ),
    Rule(
        "compaction-id-reused",
        "error",
        "a compaction id that reached a terminal status does not start another compaction",
        _SPEC,
        "The ID is an opaque, Agent-owned string, unique within the session, and MUST NOT be "
        "reused for another compaction.",
    ),
    # Cancellation.
    Rule(
        "cancel-stop-reason",
        "error",
        "after `session/cancel`, the running prompt is answered with stopReason `cancelled`, "
        "not another stop reason or an error",
        _SPEC,
        "Agents MUST catch these errors and return the semantically meaningful cancelled stop "
        "reason, so that Clients can reliably confirm the cancellation.",
    ),
    Rule(
        "cancel-permission",
        "error",
        "permission requests pending when `session/cancel` is sent are answered with the "
        "cancelled outcome",
        _SPEC,
        "The Client MUST respond to all pending session/request_permission requests with the "
        "cancelled outcome.",
    ),
    Rule(
        "cancel-late-update",
        "error",
        "no message or tool call update for a cancelled turn after its prompt response",
        _SPEC,
        "The Agent MAY send session/update notifications with content or tool call updates "
        "after receiving the session/cancel notification, but it MUST ensure that it does so "
        "before responding to the session/prompt request.",
    ),
    # Subagents.
    Rule(
        "subagent-announce-first",
        "error",
        "traffic for a child session, or a `session_message` naming it, comes after the "
        "`subagent_update` that announces it",
        "schema, SubagentUpdate",
        "The first update for an unknown `sessionId` announces the child and MUST be sent "
        "before any live child traffic or live message naming the child as sender or "
        "recipient.",
    ),
    # Warnings.
    Rule(
        "unannounced-tool-call",
        "warning",
        "a `tool_call_update` names a `toolCallId` a `tool_call` announced",
        "spec, prompt turn (draft); protocol docs, tool calls",
        "When the tool completes, the Agent sends another update with the final status and "
        "any content (updates follow the `tool_call` that reported the call).",
    ),
    Rule(
        "wrong-side",
        "warning",
        "a request or notification is sent by the side that the schema says sends it "
        "(`x-side` names the side that handles it)",
        "schema, x-side",
        "The side that handles a method receives it; the other side sends it.",
    ),
)

# Version 2: the rules above that hold for v2, each quoting its v2 source, and the v2-only
# ones. Not here, and why (the v2 text):
# - notice-, compaction-, subagents-, plan-capability: v2's client capabilities are `auth` and
#   `elicitation` only; `Notice`: "No Client capability is required"; `SubagentUpdate`: "No
#   Client capability is required" (the binding's capability table is empty).
# - fs-capability, terminal-capability, load-capability: v2 has no `fs/*`, client `terminal/*`
#   or `session/load` methods.
# - resume-capability: "Agents that support the `session` method surface MUST support
#   `session/resume`" (session setup): no capability of its own.
# - compaction-field-status, compaction-id-reused: v2's `CompactionUpdate` is "A context
#   compaction upsert"; its `summary` ("Complete replacement user-displayable summary
#   content") and `error` are not tied to a status, and its id is only "unique within the
#   session".
# - compaction-chunk-order, compaction-one-terminal: v2 states no MUST. The prompt lifecycle
#   page describes ("Agents send summary chunks only between an in_progress update and its
#   terminal update"; "before sending one terminal update"), and the schema defines the
#   receiver's side of the other order: `CompactionSummaryChunk`, "A first-seen ID creates an
#   in-progress compaction".
# - unannounced-tool-call: v2 has no `tool_call` variant; `tool_call_update`: "A tool call has
#   been created or updated".
RULES_V2: tuple[Rule, ...] = (
    Rule(
        "schema",
        "error",
        "every message is valid by the draft schema (`acp-wire validate`'s findings)",
        "schema/v2/schema.unstable.json",
        "Every message also passes the schema of the version `initialize` declares.",
    ),
    *(r for r in RULES if r.source in (_JSONRPC, "JSON-RPC 2.0 specification, section 4")),
    Rule(
        "initialize-first",
        "error",
        "nothing is sent before `initialize` (reported once, at the first such message), and "
        "the client sends no other request before the initialize response",
        _V2_INIT,
        "Before a Session can be created, Clients MUST initialize the connection by calling "
        "the initialize method",
    ),
    Rule(
        "unknown-session",
        "error",
        "a prompt names a session that was created (`session/new`, `session/fork`) or resumed",
        _V2_TURN,
        "Before sending prompts, Clients MUST first complete the initialization phase and "
        "session setup.",
    ),
    Rule(
        "session-id-reused",
        "error",
        "`session/new` and `session/fork` return a session id not seen before",
        _V2_SETUP,
        "The Agent MUST respond with a unique Session ID that identifies this conversation",
    ),
    Rule(
        "prompt-capability",
        "error",
        "a prompt carries image, audio or embedded resource content only when the agent "
        "advertised `session.prompt.image` / `audio` / `embeddedContext`",
        _V2_TURN,
        "Clients MUST restrict types of content according to the Prompt Capabilities "
        "established during initialization.",
    ),
    Rule(
        "resume-no-replay",
        "error",
        "no conversation history is sent for a session while a `session/resume` without "
        "`replayFrom` is answered",
        _V2_SETUP,
        "When replayFrom is omitted or null, the Agent MUST NOT replay the conversation "
        "history via session/update notifications before responding.",
    ),
    Rule(
        "prompt-user-message",
        "error",
        "by the idle `state_update` that ends a prompt's turn, the user message the prompt "
        "response names (`messageId`) was reported (`user_message` or its chunks)",
        _V2_TURN,
        "After accepting the prompt, the Agent MUST report where the user message was "
        "inserted in session history. It can send either a user_message update with the full "
        "content array or streamed user_message_chunk updates.",
    ),
    Rule(
        "cancel-stop-reason",
        "error",
        "after `session/cancel`, the running work ends with an idle `state_update` whose "
        "stopReason is `cancelled`",
        _V2_TURN,
        "After all ongoing operations have been successfully aborted and pending updates have "
        "been sent, the Agent MUST send an idle state_update session update with the "
        "cancelled stop reason.",
    ),
    Rule(
        "cancel-permission",
        "error",
        "permission requests pending when `session/cancel` is sent are answered with the "
        "cancelled outcome",
        _V2_TURN,
        "The Client MUST respond to all pending session/request_permission requests with the "
        "cancelled outcome.",
    ),
    Rule(
        "cancel-late-update",
        "error",
        "no message or tool call update for cancelled work after the idle `state_update` "
        "that reports the cancellation",
        _V2_TURN,
        "The Agent MAY send session/update notifications with content or tool call updates "
        "after receiving the session/cancel notification, but it MUST ensure that it does so "
        "before sending the idle state_update session update that reports cancellation.",
    ),
    Rule(
        "subagent-announce-first",
        "error",
        "traffic for a child session, or a `session_message` naming it, comes after the "
        "`subagent_update` that announces it",
        "schema/v2, SubagentUpdate",
        "The first update for an unknown `sessionId` announces the child and MUST be sent "
        "before any live request or notification bearing the child's session ID, including "
        "messages naming it as sender or recipient.",
    ),
    *(r for r in RULES if r.id == "wrong-side"),
)

RULE_SETS: dict[int, tuple[Rule, ...]] = {1: RULES, 2: RULES_V2}
"""Each protocol version's rules, by version number."""

RULES_BY_ID: dict[str, Rule] = {rule.id: rule for rules in (RULES_V2, RULES) for rule in rules}
"""Every rule id of any version (a rule's level is the same in every version)."""


def rules_of(binding: Binding) -> dict[str, Rule]:
    """The rules of `binding`'s protocol version, by id."""
    return {rule.id: rule for rule in RULE_SETS[binding.protocol_version]}


@dataclass(frozen=True, slots=True)
class Finding:
    """A rule broken at one line of a transcript."""

    line: int
    rule: str
    explanation: str

    @property
    def level(self) -> Level:
        return RULES_BY_ID[self.rule].level

    def __str__(self) -> str:
        warning = "warning: " if self.level == "warning" else ""
        return f"{self.line}: {warning}{self.rule}: {self.explanation}"


# --- what the checker remembers ----------------------------------------------------------------

# Updates (by tag) that are conversation history, which a `session/resume` without replay must
# not send (v2's message upserts and tool call content chunks included).
_HISTORY = frozenset(
    {
        "user_message_chunk",
        "agent_message_chunk",
        "agent_thought_chunk",
        "user_message",
        "agent_message",
        "agent_thought",
        "tool_call",
        "tool_call_update",
        "tool_call_content_chunk",
        "compaction_update",
        "compaction_summary_chunk",
        "session_message",
        "session_message_chunk",
    }
)
# "content or tool call updates", which cancelled work must send before it is reported ended.
_TURN_CONTENT = frozenset(
    {
        "agent_message_chunk",
        "agent_thought_chunk",
        "agent_message",
        "agent_thought",
        "tool_call",
        "tool_call_update",
        "tool_call_content_chunk",
    }
)
# The user message updates a v2 agent reports the inserted prompt with.
_USER_MESSAGE = frozenset({"user_message", "user_message_chunk"})


class _Dialect(NamedTuple):
    """Where the shared rules find what each version places differently: attribute paths of
    the generated classes (tests/test_conformance.py holds them to each schema)."""

    agent_capabilities: tuple[str, ...]  # initialize result -> the agent's capabilities
    prompt_capabilities: tuple[str, ...]  # agent capabilities -> its prompt capabilities


_DIALECTS: dict[int, _Dialect] = {
    1: _Dialect(("agent_capabilities",), ("prompt_capabilities",)),
    2: _Dialect(("capabilities",), ("session", "prompt")),
}


@dataclass(slots=True)
class _Session:
    """What the rules need to know about one session."""

    turn: Entry | None = None  # what started the running turn (a `session/prompt` request)
    cancelled: bool = False  # `session/cancel` was sent during the running turn
    after_cancelled_turn: bool = False  # a cancelled turn ended; no next turn yet
    # While a `session/load` or `session/resume` runs: "history" when it may replay history
    # (load; a v2 resume with `replayFrom`), "no-history" when it must not.
    replay: str | None = None
    inserted: object = None  # the user message id the running turn's prompt response named
    user_messages: set[object] = field(default_factory=lambda: set())  # ids reported
    compactions: dict[str, str] = field(default_factory=lambda: {})  # id -> latest status
    tool_calls: set[str] = field(default_factory=lambda: set())
    permissions: dict[int, Entry] = field(default_factory=lambda: {})  # by request line
    must_cancel: set[int] = field(default_factory=lambda: set())  # request lines


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
        self._initialized = False  # the initialize response was seen
        self._reported_before_initialize = False
        self.sessions: dict[str, _Session] = {}

    def _bind(self, binding: Binding) -> None:
        """Check as `binding`'s version from here on (a fresh reader: nothing is open yet)."""
        self.binding = binding
        self.rules = rules_of(binding)
        self.dialect = _DIALECTS[binding.protocol_version]
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
                        f"id {_json(message.id)} is still open: the {entry.method} request of "
                        f"line {self._tracker.displaced.line} has not been answered",
                    )
                )
            rules = _REQUEST_RULES if isinstance(message, Request) else _NOTIFICATION_RULES
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
                    f"no request with id {_json(message.id)} is open"
                    + (f" from the {_other(entry.direction)}" if entry.direction else ""),
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
        if entry.method == "initialize":
            self._initialize_sent = True
            self._follow = False
            return
        if not self._initialize_sent:
            if not self._reported_before_initialize:
                self._reported_before_initialize = True
                yield Finding(
                    entry.line,
                    "initialize-first",
                    f"{_what(entry)} before the initialize request "
                    "(later messages before it are not reported again)",
                )
        elif not self._initialized and isinstance(message, Request) and entry.direction == "client":
            yield Finding(
                entry.line, "initialize-first", f"{_what(entry)} before the initialize response"
            )

    # Responses, by the method of the request they answer.

    def _response(self, entry: Entry, message: Response[Any]) -> Iterator[Finding]:
        request = entry.request
        if request is None or not isinstance(request.message, Request):
            return
        rule = _RESPONSE_RULES.get(entry.method or "")
        if rule is not None:
            yield from rule(self, entry, request.message.params, message)

    def session(self, session_id: str) -> _Session:
        """The session with this id, created if unknown."""
        known = self.sessions.get(session_id)
        if known is None:
            known = self.sessions[session_id] = _Session()
        return known


# --- rules by method ---------------------------------------------------------------------------

_Findings = Iterator[Finding]


def _initialize(checker: Checker, entry: Entry, params: Any) -> _Findings:
    binding = checker.binding
    if isinstance(params, binding.initialize_request):
        caps = binding.capabilities_of(params)
        if not isinstance(caps, binding.client_capabilities):
            caps = binding.client_capabilities()
        checker.client_capabilities = caps
    return iter(())


def _initialized(checker: Checker, entry: Entry, params: Any, response: Any) -> _Findings:
    checker._initialized = True  # pyright: ignore[reportPrivateUsage]
    result = response.result
    if isinstance(result, msgspec.Struct):
        caps = _at(result, checker.dialect.agent_capabilities)
        checker.agent_capabilities = caps if caps is not None else _NOTHING
    return iter(())


def _prompt(checker: Checker, entry: Entry, params: Any) -> _Findings:
    """`unknown-session`, `prompt-capability`; starts a turn."""
    if not isinstance(params, checker.binding.prompt_request):
        return
    if params.session_id not in checker.sessions:
        yield Finding(
            entry.line,
            "unknown-session",
            f"session/prompt for session {params.session_id!r}, which was never created",
        )
    _start_turn(checker.session(params.session_id), entry)
    if checker.agent_capabilities is None:
        return
    path = checker.dialect.prompt_capabilities
    prompt_caps = _at(checker.agent_capabilities, path)
    for index, block in enumerate(params.prompt):
        needed = _PROMPT_CONTENT.get(_tag(block))
        if needed is not None and not _granted(prompt_caps, (needed,)):
            yield Finding(
                entry.line,
                "prompt-capability",
                f"$.params.prompt[{index}] is {_tag(block)} content, but the agent did not "
                f"advertise {'.'.join(map(_camel, (*path, needed)))}",
            )


def _start_turn(session: _Session, entry: Entry) -> None:
    session.turn = entry
    session.cancelled = False
    session.after_cancelled_turn = False
    session.inserted = None


# Content beyond the baseline (text, resource links): its `type` -> the prompt capability.
_PROMPT_CONTENT: dict[object, str] = {
    "image": "image",
    "audio": "audio",
    "resource": "embedded_context",
}


def _prompt_answered(checker: Checker, entry: Entry, params: Any, response: Any) -> _Findings:
    """`cancel-stop-reason` where the response ends the turn (v1); else it names the inserted
    user message (v2)."""
    binding = checker.binding
    if not isinstance(params, binding.prompt_request):
        return
    session = checker.session(params.session_id)
    if session.turn is not entry.request:
        return
    turn_end = binding.turn_end
    result = response.result
    if turn_end.response_stop_reason is None:  # accepted: the turn goes on (v2)
        if isinstance(result, binding.prompt_response):
            session.inserted = turn_end.message_id(result)
        return
    session.turn = None
    if isinstance(result, binding.prompt_response):
        yield from _turn_ended(entry, session, turn_end.stop_reason(result), "the cancelled prompt")
    elif response.error is not UNSET and session.cancelled:
        session.after_cancelled_turn = True
        yield Finding(
            entry.line,
            "cancel-stop-reason",
            "the cancelled prompt was answered with an error, not stopReason 'cancelled'",
        )


def _turn_ended(entry: Entry, session: _Session, stop_reason: object, what: str) -> _Findings:
    """`cancel-stop-reason`: a turn cancelled while it ran ends with stop reason `cancelled`."""
    if not session.cancelled:
        return
    session.after_cancelled_turn = True
    if stop_reason != "cancelled":
        yield Finding(
            entry.line,
            "cancel-stop-reason",
            f"{what} ended with stopReason {stop_reason!r}, not 'cancelled'",
        )


def _cancel(checker: Checker, entry: Entry, params: Any) -> _Findings:
    session = checker.session(params.session_id)
    if session.turn is not None:
        session.cancelled = True
        session.must_cancel.update(session.permissions)
    return iter(())


def _permission(checker: Checker, entry: Entry, params: Any) -> _Findings:
    checker.session(params.session_id).permissions[entry.line] = entry
    return iter(())


def _permission_answered(checker: Checker, entry: Entry, params: Any, response: Any) -> _Findings:
    """`cancel-permission`."""
    assert entry.request is not None
    session = checker.session(params.session_id)
    session.permissions.pop(entry.request.line, None)
    if entry.request.line not in session.must_cancel:
        return
    session.must_cancel.discard(entry.request.line)
    result = response.result
    attribute, cancelled = checker.binding.cancelled_permission_outcome
    if isinstance(result, checker.binding.permission_response) and isinstance(
        getattr(result, attribute, None), cancelled
    ):
        return
    answer = "an error" if response.error is not UNSET else "a non-cancelled outcome"
    yield Finding(
        entry.line,
        "cancel-permission",
        f"the permission request of line {entry.request.line}, pending when session/cancel was "
        f"sent, was answered with {answer}",
    )


def _load_or_resume(checker: Checker, entry: Entry, params: Any) -> _Findings:
    """`load-capability` / `resume-capability`; the session is known and replaying (a resume
    replays history only when it asks to: v2's `replayFrom`)."""
    method = entry.method or ""
    rule, path = _AGENT_METHOD_CAPABILITY[method]
    if checker.agent_capabilities is not None and not _granted(checker.agent_capabilities, path):
        yield Finding(
            entry.line,
            rule,
            f"{method} without the agent capability {'.'.join(map(_camel, path))}",
        )
    session = checker.session(params.session_id)
    asks_replay = getattr(params, "replay_from", None) not in (None, UNSET)
    session.replay = "history" if method == "session/load" or asks_replay else "no-history"
    if session.replay == "history":
        session.compactions.clear()  # replay re-sends materialized compactions


_AGENT_METHOD_CAPABILITY: dict[str, tuple[str, tuple[str, ...]]] = {
    "session/load": ("load-capability", ("load_session",)),
    "session/resume": ("resume-capability", ("session_capabilities", "resume")),
}


def _load_or_resume_answered(
    checker: Checker, entry: Entry, params: Any, response: Any
) -> _Findings:
    checker.session(params.session_id).replay = None
    return iter(())


def _created(checker: Checker, entry: Entry, params: Any, response: Any) -> _Findings:
    """`session-id-reused`."""
    session_id = getattr(response.result, "session_id", None)
    if not isinstance(session_id, str):
        return
    if session_id in checker.sessions:
        yield Finding(
            entry.line,
            "session-id-reused",
            f"{entry.method} returned session id {session_id!r}, already in use",
        )
    checker.session(session_id)


def _client_capability(rule: str, path: tuple[str, ...]) -> Callable[..., _Findings]:
    """A rule for an agent-to-client method that needs a client capability."""

    def check(checker: Checker, entry: Entry, params: Any) -> _Findings:
        caps = checker.client_capabilities
        if caps is not None and not _granted(caps, path):
            yield Finding(
                entry.line,
                rule,
                f"the agent called {entry.method}, but the client did not advertise "
                f"{'.'.join(map(_camel, path))}: true",
            )

    return check


def _update(checker: Checker, entry: Entry, params: Any) -> _Findings:
    """`session/update`: the session must be known; then the rules of its variant, and the
    end of the turn where an update ends it (v2's idle `state_update`)."""
    binding = checker.binding
    if not isinstance(params, binding.session_update):
        return
    session = checker.sessions.get(params.session_id)
    if session is None:
        yield from _unknown_session_update(checker, entry, params.session_id)
        session = checker.session(params.session_id)
    update = params.update
    tag = _tag(update)
    # A variant this version does not know is kept with its tag: only gated by capability.
    known = None if isinstance(update, binding.session_update_union.unknown or ()) else tag
    path = binding.required_capability.get(tag) if isinstance(tag, str) else None
    if path is not None and checker.client_capabilities is not None:
        if not _granted(checker.client_capabilities, path):
            yield Finding(
                entry.line,
                _UPDATE_CAPABILITY_RULE.get(path, "schema"),
                f"{tag} sent, but the client did not advertise {'.'.join(map(_camel, path))}",
            )
    if session.replay == "no-history" and known in _HISTORY:
        yield Finding(
            entry.line,
            "resume-no-replay",
            f"{tag} while session/resume for {params.session_id!r} is being answered: history "
            "replay",
        )
    if session.after_cancelled_turn and known in _TURN_CONTENT:
        yield Finding(
            entry.line,
            "cancel-late-update",
            f"{tag} after the end of the cancelled prompt turn",
        )
    rule = _UPDATE_RULES.get(known)
    if rule is not None:
        yield from rule(checker, entry, session, update)
    turn_end = binding.turn_end
    if turn_end.update is not None and isinstance(update, turn_end.update):
        if turn_end.ends(update):
            yield from _idle(checker, entry, session, update)
        elif session.turn is None:  # work the agent started itself
            _start_turn(session, entry)


def _idle(checker: Checker, entry: Entry, session: _Session, update: Any) -> _Findings:
    """The idle `state_update` ends the running turn: `prompt-user-message`,
    `cancel-stop-reason`. An idle snapshot with nothing running ends nothing."""
    if session.turn is None:
        return
    session.turn = None
    if session.inserted is not None and session.inserted not in session.user_messages:
        yield Finding(
            entry.line,
            "prompt-user-message",
            f"the turn ended, but no user_message reported the prompt's message "
            f"{_json(session.inserted)}",
        )
    stop_reason = checker.binding.turn_end.stop_reason(update)
    yield from _turn_ended(entry, session, stop_reason, "the cancelled work")


# Each client capability path of a binding's `required_capability` to the rule that gates it.
_UPDATE_CAPABILITY_RULE: dict[tuple[str, ...], str] = {
    ("session", "notices"): "notice-capability",
    ("session", "compaction"): "compaction-capability",
    ("subagents",): "subagents-capability",
    ("plan",): "plan-capability",
}


def _unknown_session_update(checker: Checker, entry: Entry, session_id: str) -> _Findings:
    """A child session must be announced first where subagents may be used (v1: the client
    advertised them; v2: "No Client capability is required"); else the session is unknown."""
    gate = checker.binding.required_capability.get("subagent_update")
    caps = checker.client_capabilities
    if gate is None or (caps is not None and _granted(caps, gate)):
        yield Finding(
            entry.line,
            "subagent-announce-first",
            f"session/update for {session_id!r}, which no subagent_update announced "
            "(nor was it created)",
        )
    else:
        yield Finding(
            entry.line,
            "unknown-session",
            f"session/update for session {session_id!r}, which was never created",
        )


# --- rules by session update -------------------------------------------------------------------


def _compaction(checker: Checker, entry: Entry, session: _Session, update: Any) -> _Findings:
    """`compaction-one-terminal`, `compaction-id-reused`, `compaction-field-status`."""
    status: str = update.status
    summary: object = update.summary
    previous = session.compactions.get(update.compaction_id)
    if previous in checker.terminal:
        if status == _IN_PROGRESS:
            yield Finding(
                entry.line,
                "compaction-id-reused",
                f"compaction {update.compaction_id!r} ended {previous!r} and starts again",
            )
        elif status in checker.terminal:
            yield Finding(
                entry.line,
                "compaction-one-terminal",
                f"compaction {update.compaction_id!r} already ended {previous!r}; now {status!r}",
            )
    session.compactions[update.compaction_id] = status
    if isinstance(summary, list) and summary and status != "completed":
        yield Finding(
            entry.line,
            "compaction-field-status",
            f"a non-empty summary with status {status!r} (only valid with 'completed')",
        )
    if isinstance(update.error, str) and status != "failed":
        yield Finding(
            entry.line,
            "compaction-field-status",
            f"an error with status {status!r} (only valid with 'failed')",
        )


_IN_PROGRESS = "in_progress"  # the `CompactionStatus` a compaction starts with


def _compaction_chunk(checker: Checker, entry: Entry, session: _Session, update: Any) -> _Findings:
    """`compaction-chunk-order`."""
    status = session.compactions.get(update.compaction_id)
    if status is None:
        session.compactions[update.compaction_id] = _IN_PROGRESS
        yield Finding(
            entry.line,
            "compaction-chunk-order",
            f"summary chunk for compaction {update.compaction_id!r} before its first "
            "compaction_update",
        )
    elif status in checker.terminal:
        yield Finding(
            entry.line,
            "compaction-chunk-order",
            f"summary chunk for compaction {update.compaction_id!r} after its terminal status "
            f"{status!r}",
        )


def _tool_call(checker: Checker, entry: Entry, session: _Session, update: Any) -> _Findings:
    session.tool_calls.add(update.tool_call_id)
    return iter(())


def _tool_call_update(checker: Checker, entry: Entry, session: _Session, update: Any) -> _Findings:
    """`unannounced-tool-call` (where the version announces tool calls: v1's `tool_call`)."""
    if update.tool_call_id not in session.tool_calls:
        session.tool_calls.add(update.tool_call_id)  # reported once
        if checker.binding.turn_end.tool_call_announcement is not None:
            yield Finding(
                entry.line,
                "unannounced-tool-call",
                f"tool_call_update for {update.tool_call_id!r}, which no tool_call announced",
            )


def _user_message(checker: Checker, entry: Entry, session: _Session, update: Any) -> _Findings:
    """A user message reported (v2: the prompt's inserted message, among others)."""
    session.user_messages.add(update.message_id)
    return iter(())


def _subagent(checker: Checker, entry: Entry, session: _Session, update: Any) -> _Findings:
    """The first `subagent_update` for a child announces it: its traffic may follow."""
    checker.session(update.session_id)
    return iter(())


def _session_message(checker: Checker, entry: Entry, session: _Session, update: Any) -> _Findings:
    """`subagent-announce-first` for the sessions a message names (not during history replay)."""
    if session.replay == "history":
        return
    for role, named in (
        ("sender", update.sender_session_id),
        ("recipient", update.recipient_session_id),
    ):
        if isinstance(named, str) and named not in checker.sessions:
            checker.session(named)  # reported once
            yield Finding(
                entry.line,
                "subagent-announce-first",
                f"session_message names {named!r} as {role} before a subagent_update announced it",
            )


_UpdateRule = Callable[[Checker, Entry, _Session, Any], _Findings]
# By `sessionUpdate` tag: version neutral (a tag a version lacks never comes).
_UPDATE_RULES: dict[object, _UpdateRule] = {
    "compaction_update": _compaction,
    "compaction_summary_chunk": _compaction_chunk,
    "tool_call": _tool_call,
    "tool_call_update": _tool_call_update,
    "user_message": _user_message,
    "user_message_chunk": _user_message,
    "subagent_update": _subagent,
    "session_message": _session_message,
}

_MessageRule = Callable[[Checker, Entry, Any], _Findings]
_REQUEST_RULES: dict[str, _MessageRule] = {
    "initialize": _initialize,
    "session/prompt": _prompt,
    "session/request_permission": _permission,
    "session/load": _load_or_resume,
    "session/resume": _load_or_resume,
    "fs/read_text_file": _client_capability("fs-capability", ("fs", "read_text_file")),
    "fs/write_text_file": _client_capability("fs-capability", ("fs", "write_text_file")),
    **{
        method: _client_capability("terminal-capability", ("terminal",))
        for method in BINDING.methods
        if method.startswith("terminal/")
    },
}
_NOTIFICATION_RULES: dict[str, _MessageRule] = {
    "session/update": _update,
    "session/cancel": _cancel,
}
_ResponseRule = Callable[[Checker, Entry, Any, Any], _Findings]
_RESPONSE_RULES: dict[str, _ResponseRule] = {
    "initialize": _initialized,
    "session/new": _created,
    "session/fork": _created,
    "session/prompt": _prompt_answered,
    "session/request_permission": _permission_answered,
    "session/load": _load_or_resume_answered,
    "session/resume": _load_or_resume_answered,
}


# --- helpers -----------------------------------------------------------------------------------


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


_NOTHING: Any = SimpleNamespace()  # capabilities that were not sent: nothing is advertised


def _at(value: Any, path: tuple[str, ...]) -> Any:
    """The attribute at `path` of `value` (None where a step is missing, null or omitted)."""
    for attr in path:
        if value is None or value is UNSET:
            return None
        value = getattr(value, attr, None)
    return None if value is UNSET else value


def _granted(capabilities: Any, path: tuple[str, ...]) -> bool:
    """Whether the capability at `path` is advertised: present, not null, not `false`."""
    value = _at(capabilities, path)
    return value is not None and value is not False


def _tag(value: Any) -> object:
    """The tag of a union member: its class's, or the tag an unknown variant kept."""
    config = getattr(value, "__struct_config__", None)
    tag = getattr(config, "tag", None)
    return tag if isinstance(tag, str) else getattr(value, "tag", None)


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


def _other(direction: Direction) -> Direction:
    return "agent" if direction == "client" else "client"


def _what(entry: Entry) -> str:
    if entry.method is not None and not isinstance(entry.message, Response):
        return f"{entry.method} sent"
    return "a response sent"


def _json(value: object) -> str:
    return msgspec.json.encode(value).decode()


# --- running it ----------------------------------------------------------------------------------


def check(lines: Iterable[bytes], binding: Binding | None = None) -> Iterator[Finding]:
    """Every finding of a transcript's lines (numbered from 1), in order, by the rules of
    `binding`'s version (by default, the version the transcript's `initialize` declares)."""
    checker = Checker(binding)
    for number, line in enumerate(lines, start=1):
        if line and not line.isspace():
            yield from checker.check_line(line, number)


def rules_text(version: int = 1) -> str:
    """The rule registry of version `version` as text: id, level and what each rule checks."""
    rules = RULE_SETS[version]
    width = max(len(rule.id) for rule in rules)
    return "".join(f"{rule.id:<{width}}  {rule.level:<7}  {rule.checks}\n" for rule in rules)


DESCRIPTION = """\
Check captured ACP traffic against the protocol's rules (`--rules` lists them). Prints
`LINE: rule-id: explanation` at each message that breaks a rule, `LINE: warning: rule-id: ...`
for SHOULD-level findings, then the counts. Every message is also checked against the schema
(rule `schema`: the findings of `acp-wire validate`)."""

EXIT_CODES = """\
exit status:
  0    no rule is broken (warnings allowed)
  1    at least one violation
  2    the transcript cannot be read (a missing file, a directory) or was not given
  141  standard output was closed early (`| head`): stopped quietly"""


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" + ("" if count == 1 else "s")


def add_command(commands: Any) -> None:
    """Register `check` on the CLI's subcommands (an argparse subparsers object)."""
    command = commands.add_parser(
        "check",
        help="check a transcript against the protocol's rules",
        description=DESCRIPTION,
        epilog=EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    command.add_argument(
        "transcript", nargs="?", help="a transcript or message log, or - for stdin"
    )
    command.add_argument("--rules", action="store_true", help="list the rules and exit")
    command.add_argument(
        "--protocol",
        type=int,
        choices=sorted(RULE_SETS),
        help="the ACP protocol version whose rules apply (default: initialize's "
        "protocolVersion, else 1; with --rules: 1)",
    )


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run `check`: 0 when no rule is broken, 1 on any violation, 2 for unusable input."""
    out = out if out is not None else sys.stdout
    err = err if err is not None else sys.stderr
    version: int | None = getattr(args, "protocol", None)
    if args.rules:
        print(rules_text(version or 1), file=out, end="")
        return EXIT_VALID
    if args.transcript is None:
        print("acp-wire check: a transcript is required (or --rules)", file=err)
        return EXIT_UNUSABLE
    try:
        source = sys.stdin.buffer if args.transcript == "-" else open(args.transcript, "rb")
    except OSError as exc:
        print(f"acp-wire check: cannot read {args.transcript}: {exc.strerror}", file=err)
        return EXIT_UNUSABLE
    violations = warnings = 0
    lines = CountedLines(source)
    with source:
        try:
            binding = binding_for(version) if version is not None else None
            for finding in check(lines, binding):
                print(finding, file=out)
                if finding.level == "warning":
                    warnings += 1
                else:
                    violations += 1
        except BrokenPipeError:
            raise  # writing failed, not reading: `acp-wire` ends quietly (exit 141)
        except OSError as exc:  # e.g. reading a directory opened on some platforms
            print(f"acp-wire check: cannot read {args.transcript}: {exc.strerror}", file=err)
            return EXIT_UNUSABLE
    empty = "" if lines.messages else " (the input has no messages)"
    print(f"{_plural(violations, 'violation')}, {_plural(warnings, 'warning')}{empty}", file=out)
    return EXIT_INVALID if violations else EXIT_VALID


__all__ = [
    "RULES",
    "RULES_BY_ID",
    "RULES_V2",
    "RULE_SETS",
    "Checker",
    "Finding",
    "Level",
    "Rule",
    "check",
    "rules_of",
    "rules_text",
]
