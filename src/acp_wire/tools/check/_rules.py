"""The rules of `acp-wire check` that belong to one method (its request, notification or
response) or one `sessionUpdate` variant: small functions that read and update what the
`Checker` remembers, found through the tables `REQUEST_RULES`, `NOTIFICATION_RULES` and
`RESPONSE_RULES` (and, inside `session/update`, by variant). The rule code is shared by the
versions and reads what differs from the binding (how a turn ends, the capability table, the
classes, where the agent's capabilities are)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Protocol, TypeAlias, cast

import msgspec
from msgspec import UNSET

from acp_wire._generated.methods import (
    ELICITATION_CREATE,
    FS_READ_TEXT_FILE,
    FS_WRITE_TEXT_FILE,
    INITIALIZE,
    SESSION_CANCEL,
    SESSION_CLOSE,
    SESSION_FORK,
    SESSION_LOAD,
    SESSION_NEW,
    SESSION_PROMPT,
    SESSION_REQUEST_PERMISSION,
    SESSION_RESUME,
    SESSION_UPDATE,
)
from acp_wire._rpc.binding import Binding
from acp_wire.bindings import PROTOCOL_VERSIONS
from acp_wire.tools.check._catalogue import Finding
from acp_wire.tools.check._memory import (
    HISTORY,
    NOTHING,
    REPLAY_CHUNK_UPDATE,
    TURN_CONTENT,
    SessionMemory,
    as_json,
    at_path,
    camel_case,
    is_granted,
    tag_of,
)
from acp_wire.tools.transcript import Entry
from acp_wire.v1._generated.binding import BINDING


class CheckerState(Protocol):
    """What a rule reads and records of the `checker.Checker` running it. The checker imports
    the rules, so the rules name the shape they use rather than import the class back."""

    binding: Binding
    terminal: frozenset[str]  # the binding's terminal compaction statuses
    client_capabilities: Any
    agent_capabilities: Any
    initialized: bool  # the initialize response was seen
    requested_version: object  # the `protocolVersion` of `initialize`
    sessions: dict[str, SessionMemory]
    creating: dict[int, Entry]

    def session(self, session_id: str) -> SessionMemory: ...


# --- rules by method ---------------------------------------------------------------------------

Findings: TypeAlias = Iterator[Finding]


def _initialize(checker: CheckerState, entry: Entry, params: Any) -> Findings:
    binding = checker.binding
    if isinstance(params, binding.initialize_request):
        checker.requested_version = params.protocol_version
        caps = binding.capabilities_of(params)
        if not isinstance(caps, binding.client_capabilities):
            caps = binding.client_capabilities()
        checker.client_capabilities = caps
    return iter(())


def _initialized(checker: CheckerState, entry: Entry, params: Any, response: Any) -> Findings:
    """`initialize-version`; the agent's capabilities."""
    checker.initialized = True
    result = response.result
    if not isinstance(result, msgspec.Struct):
        return
    caps = at_path(result, checker.binding.agent_capabilities_path)
    checker.agent_capabilities = caps if caps is not None else NOTHING
    answered = getattr(result, "protocol_version", None)
    requested = checker.requested_version
    if not isinstance(answered, int) or isinstance(answered, bool):
        return
    latest = max(PROTOCOL_VERSIONS)
    if answered > latest:
        echo = " (the version the client requested)" if answered == requested else ""
        yield Finding(
            entry.line,
            "initialize-version",
            f"the agent answered protocol version {answered}{echo}, newer than every ACP "
            f"version (the latest is {latest}): it cannot support it, and MUST answer the "
            "latest version it supports",
        )
    elif (
        checker.binding.version_at_or_below and isinstance(requested, int) and answered > requested
    ):
        yield Finding(
            entry.line,
            "initialize-version",
            f"the agent answered protocol version {answered}, above the requested {requested} "
            "(with no supported version at or below it, initialize fails with -32022)",
        )


def _prompt(checker: CheckerState, entry: Entry, params: Any) -> Findings:
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
    path = checker.binding.prompt_capabilities_path
    prompt_caps = at_path(checker.agent_capabilities, path)
    for index, block in enumerate(params.prompt):
        needed = checker.binding.prompt_content_capability.get(str(tag_of(block)))
        if needed is not None and not is_granted(prompt_caps, (needed,)):
            yield Finding(
                entry.line,
                "prompt-capability",
                f"$.params.prompt[{index}] is {tag_of(block)} content, but the agent did not "
                f"advertise {'.'.join(map(camel_case, (*path, needed)))}",
            )


def _start_turn(session: SessionMemory, entry: Entry) -> None:
    session.turn = entry
    session.replay_answered = None  # history from here on is the turn's, not a replay's
    session.cancelled = False
    session.after_cancelled_turn = False
    session.inserted = None


def _prompt_answered(checker: CheckerState, entry: Entry, params: Any, response: Any) -> Findings:
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


def _turn_ended(entry: Entry, session: SessionMemory, stop_reason: object, what: str) -> Findings:
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


def _cancel(checker: CheckerState, entry: Entry, params: Any) -> Findings:
    session = checker.session(params.session_id)
    if session.turn is not None:
        session.cancelled = True
        session.must_cancel.update(session.permissions)
    return iter(())


def _close(checker: CheckerState, entry: Entry, params: Any) -> Findings:
    """`close-capability`; the running turn is cancelled "as if session/cancel had been
    called" (the agent's duty: pending permission requests keep their own answers)."""
    path = checker.binding.session_close_capability_path
    caps = checker.agent_capabilities
    if caps is not None and not is_granted(caps, path):
        yield Finding(
            entry.line,
            "close-capability",
            f"session/close without the agent capability {'.'.join(map(camel_case, path))}",
        )
    session = checker.sessions.get(params.session_id)
    if session is not None and session.turn is not None:
        session.cancelled = True


def _creating(checker: CheckerState, entry: Entry, params: Any) -> Findings:
    """A `session/new` / `session/fork` request: until its answer, the new session is unnamed."""
    checker.creating[entry.line] = entry
    return iter(())


def _permission(checker: CheckerState, entry: Entry, params: Any) -> Findings:
    checker.session(params.session_id).permissions[entry.line] = entry
    return iter(())


def _permission_answered(
    checker: CheckerState, entry: Entry, params: Any, response: Any
) -> Findings:
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


def _load_or_resume(checker: CheckerState, entry: Entry, params: Any) -> Findings:
    """`load-capability` / `resume-capability`; the session is known and replaying (a resume
    replays history only when it asks to: v2's `replayFrom`)."""
    method = entry.method or ""
    rule, path = _AGENT_METHOD_CAPABILITY[method]
    if checker.agent_capabilities is not None and not is_granted(checker.agent_capabilities, path):
        yield Finding(
            entry.line,
            rule,
            f"{method} without the agent capability {'.'.join(map(camel_case, path))}",
        )
    session = checker.session(params.session_id)
    asks_replay = getattr(params, "replay_from", None) not in (None, UNSET)
    session.replay = "history" if method == SESSION_LOAD or asks_replay else "no-history"
    if session.replay == "history":
        session.compactions.clear()  # replay re-sends materialized compactions
        session.replayed_messages.clear()
        session.replay_answered = None


_AGENT_METHOD_CAPABILITY: dict[str, tuple[str, tuple[str, ...]]] = {
    SESSION_LOAD: ("load-capability", ("load_session",)),
    SESSION_RESUME: ("resume-capability", ("session_capabilities", "resume")),
}


def _load_or_resume_answered(
    checker: CheckerState, entry: Entry, params: Any, response: Any
) -> Findings:
    session = checker.session(params.session_id)
    if response.error is UNSET:  # a failed load or resume puts no session in use
        session.created = True
        if session.replay == "history":
            session.replay_answered = entry
    session.replay = None
    return iter(())


def _created(checker: CheckerState, entry: Entry, params: Any, response: Any) -> Findings:
    """`session-id-reused`: the id is not in use (created, forked, loaded, resumed or
    announced)."""
    assert entry.request is not None
    checker.creating.pop(entry.request.line, None)
    session_id = getattr(response.result, "session_id", None)
    if not isinstance(session_id, str):
        return
    known = checker.sessions.get(session_id)
    if known is not None and known.created:
        yield Finding(
            entry.line,
            "session-id-reused",
            f"{entry.method} returned session id {session_id!r}, already in use",
        )
    checker.session(session_id).created = True


def _client_capability(rule: str, path: tuple[str, ...]) -> Callable[..., Findings]:
    """A rule for an agent-to-client method that needs a client capability."""

    def check(checker: CheckerState, entry: Entry, params: Any) -> Findings:
        caps = checker.client_capabilities
        if caps is not None and not is_granted(caps, path):
            yield Finding(
                entry.line,
                rule,
                f"the agent called {entry.method}, but the client did not advertise "
                f"{'.'.join(map(camel_case, path))}: true",
            )

    return check


def _update(checker: CheckerState, entry: Entry, params: Any) -> Findings:
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
    tag = tag_of(update)
    # A variant this version does not know is kept with its tag: only gated by capability.
    known = None if isinstance(update, binding.session_update_union.unknown or ()) else tag
    path = binding.required_capability.get(tag) if isinstance(tag, str) else None
    if path is not None and checker.client_capabilities is not None:
        if not is_granted(checker.client_capabilities, path):
            yield Finding(
                entry.line,
                _UPDATE_CAPABILITY_RULE.get(path, "schema"),
                f"{tag} sent, but the client did not advertise {'.'.join(map(camel_case, path))}",
            )
    if session.replay == "no-history" and known in HISTORY:
        yield Finding(
            entry.line,
            "resume-no-replay",
            f"{tag} while session/resume for {params.session_id!r} is being answered: history "
            "replay",
        )
    yield from _replay_order(entry, session, params.session_id, known, update)
    if session.after_cancelled_turn and known in TURN_CONTENT:
        yield Finding(
            entry.line,
            "cancel-late-update",
            f"{tag} after the end of the cancelled prompt turn",
        )
    rule = _UPDATE_RULES.get(known)
    if rule is not None:
        yield from rule(checker, entry, session, update)
    if update.__class__ in binding.offered:
        yield from offered(checker, entry, update, "$.params.update")
    turn_end = binding.turn_end
    if turn_end.update is not None and isinstance(update, turn_end.update):
        if turn_end.ends(update):
            yield from _idle(checker, entry, session, update)
        elif session.turn is None:  # work the agent started itself
            _start_turn(session, entry)


def _replay_order(
    entry: Entry, session: SessionMemory, session_id: str, tag: object, update: Any
) -> Findings:
    """`replay-after-answer`: history for a session between the answer to the load (or the
    resume with `replayFrom`) that replayed it and the next prompt (reported once per load).
    `replay-message-first` (v2): during a replay, a message rebuilt from chunks starts with
    its message update of the same `messageId`."""
    answered = session.replay_answered
    if answered is not None and tag in HISTORY:
        session.replay_answered = None
        yield Finding(
            entry.line,
            "replay-after-answer",
            f"{tag} for session {session_id!r} after the {answered.method} answer of line "
            f"{answered.line} (before the next prompt): the agent answers once every replayed "
            "entry has been streamed",
        )
    if session.replay != "history" or not isinstance(tag, str):
        return
    message_id: object = getattr(update, "message_id", None)
    if not isinstance(message_id, str):
        return
    if tag in REPLAY_CHUNK_UPDATE.values():
        session.replayed_messages.add((tag, message_id))
        return
    first = REPLAY_CHUNK_UPDATE.get(tag)
    if first is not None and (first, message_id) not in session.replayed_messages:
        session.replayed_messages.add((first, message_id))  # reported once per message
        yield Finding(
            entry.line,
            "replay-message-first",
            f"replayed {tag} of message {message_id!r} without its {first} update of that "
            "messageId (`content: []`) first",
        )


def _idle(checker: CheckerState, entry: Entry, session: SessionMemory, update: Any) -> Findings:
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
            f"{as_json(session.inserted)}",
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


def _unknown_session_update(checker: CheckerState, entry: Entry, session_id: str) -> Findings:
    """A child session must be announced first where subagents may be used (v1: the client
    advertised them; v2: "No Client capability is required"); else the session is unknown
    (and, while a `session/new` or `session/fork` is unanswered, the update came too early)."""
    gate = checker.binding.required_capability.get("subagent_update")
    caps = checker.client_capabilities
    if gate is None or (caps is not None and is_granted(caps, gate)):
        yield Finding(
            entry.line,
            "subagent-announce-first",
            f"session/update for {session_id!r}, which no subagent_update announced "
            "(nor was it created)",
        )
    elif checker.creating:
        pending = next(iter(checker.creating.values()))
        yield Finding(
            entry.line,
            "unknown-session",
            f"session/update for session {session_id!r} before its {pending.method} answer "
            f"(the request of line {pending.line} is not answered yet)",
        )
    else:
        yield Finding(
            entry.line,
            "unknown-session",
            f"session/update for session {session_id!r}, which was never created",
        )


def offered(checker: CheckerState, entry: Entry, value: Any, where: str) -> Findings:
    """`offer-capability`: the entries of `value`'s offered lists (the binding's table) that
    need a client capability the client did not advertise."""
    caps = checker.client_capabilities
    if caps is None:
        return
    for attr, _, tag, path in checker.binding.offered[value.__class__]:
        entries = getattr(value, attr, None)
        if not isinstance(entries, list) or is_granted(caps, path):
            continue
        for index, item in enumerate(cast("list[object]", entries)):
            if tag_of(item) == tag:
                yield Finding(
                    entry.line,
                    "offer-capability",
                    f"{where}.{camel_case(attr)}[{index}] is a {tag!r} entry, but the client did "
                    f"not advertise {'.'.join(map(camel_case, path))}",
                )


def _elicitation(checker: CheckerState, entry: Entry, params: Any) -> Findings:
    """`elicitation-capability`: the request's mode was advertised."""
    caps = checker.client_capabilities
    if caps is None:
        return
    mode = tag_of(params)
    for tag, path in checker.binding.request_capability.get(entry.method or "", ()):
        if tag == mode and not is_granted(caps, path):
            yield Finding(
                entry.line,
                "elicitation-capability",
                f"elicitation/create in mode {mode!r}, but the client did not advertise "
                f"{'.'.join(map(camel_case, path))}",
            )


# --- rules by session update -------------------------------------------------------------------


def _compaction(
    checker: CheckerState, entry: Entry, session: SessionMemory, update: Any
) -> Findings:
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


def _compaction_chunk(
    checker: CheckerState, entry: Entry, session: SessionMemory, update: Any
) -> Findings:
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


def _tool_call(
    checker: CheckerState, entry: Entry, session: SessionMemory, update: Any
) -> Findings:
    session.tool_calls.add(update.tool_call_id)
    return iter(())


def _tool_call_update(
    checker: CheckerState, entry: Entry, session: SessionMemory, update: Any
) -> Findings:
    """`unannounced-tool-call` (where the version announces tool calls: v1's `tool_call`)."""
    if update.tool_call_id not in session.tool_calls:
        session.tool_calls.add(update.tool_call_id)  # reported once
        if checker.binding.turn_end.tool_call_announcement is not None:
            yield Finding(
                entry.line,
                "unannounced-tool-call",
                f"tool_call_update for {update.tool_call_id!r}, which no tool_call announced",
            )


def _user_message(
    checker: CheckerState, entry: Entry, session: SessionMemory, update: Any
) -> Findings:
    """A user message reported (v2: the prompt's inserted message, among others)."""
    session.user_messages.add(update.message_id)
    return iter(())


def _subagent(checker: CheckerState, entry: Entry, session: SessionMemory, update: Any) -> Findings:
    """The first `subagent_update` for a child announces it: its traffic may follow, and its id
    is in use."""
    checker.session(update.session_id).created = True
    return iter(())


def _session_message(
    checker: CheckerState, entry: Entry, session: SessionMemory, update: Any
) -> Findings:
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


_UpdateRule: TypeAlias = "Callable[[CheckerState, Entry, SessionMemory, Any], Findings]"
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

_MessageRule: TypeAlias = "Callable[[CheckerState, Entry, Any], Findings]"
REQUEST_RULES: dict[str, _MessageRule] = {
    INITIALIZE: _initialize,
    SESSION_PROMPT: _prompt,
    SESSION_REQUEST_PERMISSION: _permission,
    SESSION_LOAD: _load_or_resume,
    SESSION_RESUME: _load_or_resume,
    SESSION_CLOSE: _close,
    ELICITATION_CREATE: _elicitation,
    SESSION_NEW: _creating,
    SESSION_FORK: _creating,
    FS_READ_TEXT_FILE: _client_capability("fs-capability", ("fs", "read_text_file")),
    FS_WRITE_TEXT_FILE: _client_capability("fs-capability", ("fs", "write_text_file")),
    **{
        method: _client_capability("terminal-capability", ("terminal",))
        for method in BINDING.methods
        if method.startswith("terminal/")
    },
}
NOTIFICATION_RULES: dict[str, _MessageRule] = {
    SESSION_UPDATE: _update,
    SESSION_CANCEL: _cancel,
}
_ResponseRule: TypeAlias = "Callable[[CheckerState, Entry, Any, Any], Findings]"
RESPONSE_RULES: dict[str, _ResponseRule] = {
    INITIALIZE: _initialized,
    SESSION_NEW: _created,
    SESSION_FORK: _created,
    SESSION_PROMPT: _prompt_answered,
    SESSION_REQUEST_PERMISSION: _permission_answered,
    SESSION_LOAD: _load_or_resume_answered,
    SESSION_RESUME: _load_or_resume_answered,
}


__all__ = ["NOTIFICATION_RULES", "REQUEST_RULES", "RESPONSE_RULES", "Findings"]
