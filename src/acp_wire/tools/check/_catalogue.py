"""The rule catalogue of `acp-wire check`, as data: every rule is a row of `RULES` (version 1)
or `RULES_V2`: a short id, its level (a violation, or a warning for SHOULD-level findings), what
it checks, and the sentence it enforces with where that sentence is written in that version's
sources (`RULE_SETS` by version). A `Finding` is one rule broken at one line."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, NamedTuple

from acp_wire._rpc.binding import Binding

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
        "initialize-version",
        "error",
        "the agent's `initialize` answer names a protocol version that exists: not one newer "
        "than every ACP version (an echo of an unknown requested version is not support)",
        _INIT,
        "If the Agent supports the requested version, it MUST respond with the same version. "
        "Otherwise, the Agent MUST respond with the latest version it supports.",
    ),
    Rule(
        "unknown-session",
        "error",
        "a prompt or session update names a session that was created (`session/new`, "
        "`session/fork`), loaded, resumed or announced (an update before its `session/new` "
        "answer is named so)",
        _SPEC,
        "Before sending prompts, Clients MUST first complete the initialization phase and "
        "session setup.",
    ),
    Rule(
        "session-id-reused",
        "error",
        "`session/new` and `session/fork` return a session id not already in use (created, "
        "forked, loaded, resumed or announced by a `subagent_update`)",
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
        "close-capability",
        "error",
        "`session/close` only when the agent advertised `sessionCapabilities.close`",
        _SETUP,
        "If sessionCapabilities.close is not present, the Agent does not support closing "
        "sessions and Clients MUST NOT attempt to call session/close.",
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
    Rule(
        "replay-after-answer",
        "error",
        "the history a `session/load` replays comes before its answer: no conversation "
        "history for the session between the load answer and the next prompt (reported once "
        "per load)",
        _SETUP,
        "When all the conversation entries have been streamed to the Client, the Agent MUST "
        "respond to the original session/load request.",
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
        "after `session/cancel` (or `session/close`, which cancels as `session/cancel` does), "
        "the running prompt is answered with stopReason `cancelled`, not another stop reason "
        "or an error",
        f"{_SPEC}; {_SETUP}, closing",
        "Agents MUST catch these errors and return the semantically meaningful cancelled stop "
        "reason, so that Clients can reliably confirm the cancellation. [session/close:] The "
        "Agent MUST cancel any ongoing work for that session as if session/cancel had been "
        "called",
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
        "no message or tool call update for a cancelled (or closed) turn after its prompt response",
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
        "offer-capability",
        "warning",
        "a `boolean` config option is offered (answers' and `config_option_update`'s "
        "`configOptions`) only to a client that advertised `session.configOptions.boolean`, a "
        "`terminal` auth method (the `initialize` answer) only to one that advertised "
        "`auth.terminal`",
        "schema, SessionConfigOptionsCapabilities.boolean; AuthCapabilities.terminal",
        'Supplying `{}` means agents may include `type: "boolean"` entries in `configOptions` '
        "[...] When `true`, the agent may include `terminal` entries in its authentication "
        "methods.",
    ),
    Rule(
        "elicitation-capability",
        "warning",
        "`elicitation/create` uses a mode the client advertised (`elicitation.form` / "
        "`elicitation.url`)",
        "schema, ClientCapabilities.elicitation",
        "Elicitation capabilities supported by the client. Determines which elicitation modes "
        "the agent may use.",
    ),
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
# - resume-capability, close-capability: "Agents that support the `session` method surface
#   MUST support `session/resume`" and "MUST support `session/close`" (session setup): no
#   capability of their own.
# - compaction-field-status, compaction-id-reused: v2's `CompactionUpdate` is "A context
#   compaction upsert"; its `summary` ("Complete replacement user-displayable summary
#   content") and `error` are not tied to a status, and its id is only "unique within the
#   session".
# - compaction-chunk-order, compaction-one-terminal: v2 states no MUST. The prompt lifecycle
#   page describes ("Agents send summary chunks only between an in_progress update and its
#   terminal update"; "before sending one terminal update"), and the schema defines the
#   receiver's side of the other order: `CompactionSummaryChunk`, "A first-seen ID creates an
#   in-progress compaction".
# - offer-capability: v2's client capabilities have no `session.configOptions` or
#   `auth.terminal`.
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
        "initialize-version",
        "error",
        "the agent's `initialize` answer names a protocol version at or below the requested "
        'one (schema, `InitializeResponse.protocolVersion`: "The highest protocol version '
        "supported by the agent that is at or below the version requested by the client. If no "
        'such version exists, initialization fails with error code -32022.") and not one newer '
        "than every ACP version",
        _V2_INIT,
        "If the Agent supports the requested version, it MUST respond with the same version. "
        "Otherwise, the Agent MUST respond with the latest version it supports.",
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
        "`session/new` and `session/fork` return a session id not already in use (created, "
        "forked, resumed or announced by a `subagent_update`)",
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
        "replay-after-answer",
        "error",
        "the history a `session/resume` with `replayFrom` replays comes before its answer: no "
        "conversation history for the session between the resume answer and the next prompt "
        "(reported once per resume)",
        _V2_SETUP,
        "When all requested replay entries have been reported to the Client, the Agent MUST "
        "respond to the original session/resume request.",
    ),
    # The sentence is on the draft's session setup page after the copy the conformance tests
    # vendor (tests/fixtures/spec/pages, 2026-08-22); read at the ACP repository's commit
    # 3ab2fb4ed266cc9de5ce369fbfe06e145eb12adc, docs/protocol/v2/draft/session-setup.mdx.
    Rule(
        "replay-message-first",
        "error",
        "a message a replay rebuilds from chunks (`user_message_chunk`, "
        "`agent_message_chunk`, `agent_thought_chunk`) starts with its message update "
        "(`user_message`, `agent_message`, `agent_thought`) of the same `messageId`, "
        "`content: []` (reported once per message)",
        _V2_SETUP,
        "When replay reconstructs a message from its beginning using chunks, the Agent MUST "
        "first send the corresponding message update (user_message, agent_message, or "
        "agent_thought) with the same ID and content: [].",
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
        "after `session/cancel` (or `session/close`, which cancels as `session/cancel` does), "
        "the running work ends with an idle `state_update` whose stopReason is `cancelled`",
        f"{_V2_TURN}; {_V2_SETUP}, closing",
        "After all ongoing operations have been successfully aborted and pending updates have "
        "been sent, the Agent MUST send an idle state_update session update with the "
        "cancelled stop reason. [session/close:] The Agent MUST cancel any ongoing work for "
        "that session as if session/cancel had been called",
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
    Rule(
        "elicitation-capability",
        "warning",
        "`elicitation/create` uses a mode the client advertised (`elicitation.form` / "
        "`elicitation.url`)",
        "v2 schema, ClientCapabilities.elicitation",
        "Elicitation capabilities supported by the client. Determines which elicitation modes "
        "the agent may use.",
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


__all__ = ["RULES", "RULES_BY_ID", "RULES_V2", "RULE_SETS", "Finding", "Level", "Rule", "rules_of"]
