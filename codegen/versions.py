"""The protocol versions the generator builds: one declarative record each, nothing else.

Everything that differs between ACP protocol versions is data here: where the schema pair is
vendored (and where it sits in the npm tarball), which Python package the bindings go to, the
schema overlay, naming overrides, the enum printed as error-code constants, and the tables
the schema states only in prose (which session updates, and which entries of offered lists,
need which client capability). The generator and the runtime take a `ProtocolVersion` and
never ask which version it is.

Standard library only: `codegen.update_schema` imports this module in a session that installs
nothing else.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from . import overrides
from .overlay import OVERLAY, OverlayEntry


@dataclass(frozen=True)
class CapabilityRule:
    """One union variant that the sender may use only after the receiver advertised a
    capability (a `true` or object at `path` of the capabilities type)."""

    tag: str  # the variant's tag value, e.g. "notice"
    path: tuple[str, ...]  # wire names from the capabilities type, e.g. ("session", "notices")
    fallback: bool  # the spec allows "an ordinary agent message instead" when unsupported
    cites: str  # where the requirement is stated


@dataclass(frozen=True)
class OfferRule:
    """Entries of a union that the agent offers in lists (every struct member holding a list
    of `union`: in answers and in session updates) and that the client may receive only after
    advertising a capability: entries of variant `tag` are left out of what a client that did
    not advertise `path` is sent (the schema: "Supplying `{}` means agents may include ...")."""

    union: str  # e.g. "SessionConfigOption"
    tag: str  # the variant's tag value, e.g. "boolean"
    path: tuple[str, ...]  # wire names from the capabilities type
    cites: str  # where the requirement is stated


@dataclass(frozen=True)
class RequestRule:
    """Requests the agent may send only after the client advertised a capability: `method`
    (a `prefix/*` names every client-handled method under the prefix), or only its params
    variant `tag` where the params are a tagged union (`elicitation/create`'s `mode`). The
    agent side refuses to send one the client did not advertise (`CapabilityError`)."""

    method: str
    path: tuple[str, ...]  # wire names from the capabilities type
    cites: str
    tag: str | None = None


@dataclass(frozen=True)
class CapabilityTable:
    """Requirements the schema states only in descriptions, checked against the schema when
    generating (the union, the tags and every capability path must exist)."""

    union: str = "SessionUpdate"  # the union whose variants are gated
    capabilities: str = "ClientCapabilities"  # the type the paths start from
    rules: tuple[CapabilityRule, ...] = ()
    offers: tuple[OfferRule, ...] = ()
    requests: tuple[RequestRule, ...] = ()


@dataclass(frozen=True)
class Fallback:
    """How one gated variant reads as an ordinary agent message when the receiver did not
    advertise its capability. Names are wire names of the variant's members."""

    tag: str  # the variant, e.g. "notice"
    content: str | None = None  # a content member carried over whole
    text: str | None = None  # else: the text, `{member}` filled in with a member's value
    detail: str | None = None  # an optional text member appended as ": detail"
    spaces: bool = False  # underscores of the filled-in text read as spaces (`in_progress`)


@dataclass(frozen=True)
class TurnEnd:
    """Where a version reports that a prompt turn ended, and why (wire names). The tools
    (reducer, conformance checker) read it; the schema's descriptions state it."""

    # The `session/prompt` response ends the turn and carries its stop reason in this member;
    # None: the response only accepts the prompt, and `update` ends the turn.
    response: str | None = "stopReason"
    # Else: the session update (a tag) whose `state` member set to `idle` ends the turn, with
    # the stop reason in its `stop_reason` member.
    update: str | None = None
    state: str = "state"
    states: str = "StateUpdate"  # the union tagged by `state`, whose variant `idle` must be
    idle: str = "idle"
    stop_reason: str = "stopReason"
    # The prompt response member naming the user message the agent inserted (and reports as
    # an update of its own), or None: the prompt itself is the user message.
    inserted_message: str | None = None
    # The session update (a tag) that announces a tool call, which `tool_call_update` then
    # patches; None: `tool_call_update` creates a call it has not seen (an upsert).
    tool_call_announcement: str | None = "tool_call"


@dataclass(frozen=True)
class ConnectionRules:
    """The protocol rules a connection applies that differ between versions, as data the
    generator checks against the schema and prints into the version's binding. Names are wire
    names (methods, members, tags, enum values)."""

    # The `initialize` params member holding the client's capabilities.
    capabilities_member: str
    # The `session/prompt` answer to a turn ended by `session/cancel`: (member, value) of the
    # prompt response, or None when the response cannot be made up (a required member
    # nothing provides): the request is then answered -32800 (request cancelled).
    cancelled_turn: tuple[str, str] | None
    # The `session/request_permission` answer on `session/cancel`: (member, tag) of the
    # outcome variant.
    cancelled_permission: tuple[str, str] = ("outcome", "cancelled")
    # How the capability table's fallback variants read as an ordinary agent message.
    fallbacks: tuple[Fallback, ...] = ()
    fallback_chunk: str = "agent_message_chunk"  # the session update used for it (a tag)
    fallback_text: str = "text"  # its content block for text (a `ContentBlock` tag)
    # `CompactionStatus` values after which a compaction changes no more: the schema's
    # descriptions say "finished" of these (and "has not finished" of `in_progress`).
    terminal_compaction: tuple[str, ...] = ("completed", "failed", "cancelled")
    compaction_status: str = "CompactionStatus"  # the enum of those values
    # How a prompt turn ends (what the reducer and the conformance checker follow).
    turn_end: TurnEnd = TurnEnd()
    # Whether a JSON-RPC batch (an array of messages on one line) is served entry by entry
    # (responses gathered into one array); False: it is refused whole with one -32600 (null id).
    batches: bool = False
    # The methods these rules concern.
    initialize: str = "initialize"
    cancel_request: str = "$/cancel_request"
    session_cancel: str = "session/cancel"
    session_close: str = "session/close"  # ends the session's running turn as a cancel does
    prompt: str = "session/prompt"
    permission: str = "session/request_permission"
    session_update: str = "session/update"
    # sessions: the methods a client session sends and serves (the binding holds None where
    # the version's schema lacks one), and where a permission request names its tool call:
    # a member path to the `ToolCallUpdate`, else (v2's command subject) to its id alone.
    session_new: str = "session/new"
    session_load: str = "session/load"
    session_resume: str = "session/resume"
    session_fork: str = "session/fork"
    session_set_mode: str = "session/set_mode"  # the reducer follows the current mode
    session_set_config_option: str = "session/set_config_option"
    read_text_file: str = "fs/read_text_file"
    write_text_file: str = "fs/write_text_file"
    # The client's terminals, which a session serves with `local_terminals` (v1; v2's terminals
    # are the agent's own).
    terminal_create: str = "terminal/create"
    terminal_output: str = "terminal/output"
    terminal_wait_for_exit: str = "terminal/wait_for_exit"
    terminal_kill: str = "terminal/kill"
    terminal_release: str = "terminal/release"
    permission_tool_call_id: tuple[str, ...] | None = None
    # The permission response selecting an option: (outcome variant tag, its option member).
    selected_permission: tuple[str, str] = ("selected", "optionId")
    # The type of the agent's prompt capabilities, found under its `initialize` capabilities.
    prompt_capabilities: str = "PromptCapabilities"
    # The agent's MCP capabilities (under its `initialize` capabilities) and their member
    # advertising MCP-over-ACP servers (`"type": "acp"`).
    mcp_capabilities: str = "McpCapabilities"
    mcp_acp: str = "acp"
    # Prompt content beyond the baseline ("Baseline agent functionality requires support for
    # `text` and `resource_link` content blocks in prompt requests. Other variants must be
    # explicitly opted in to", schema, PromptCapabilities): (content block tag, the member of
    # the prompt capabilities that opts in). "When enabled, the Client is allowed to include
    # `resource` content blocks" (PromptCapabilities.embeddedContext).
    content_block: str = "ContentBlock"
    prompt_content: tuple[tuple[str, str], ...] = (
        ("image", "image"),
        ("audio", "audio"),
        ("resource", "embeddedContext"),
    )
    # The type of the agent's capability that advertises `session/close` (under its
    # `initialize` capabilities): "a client MUST NOT call it without" (session setup).
    session_close_capability: str = "SessionCloseCapabilities"
    # The type of the tool call a permission request is about (a member of its params, or of
    # a variant of one: v2's `subject`).
    permission_tool_call: str = "ToolCallUpdate"


@dataclass(frozen=True)
class ProtocolVersion:
    """One protocol version: its schema files, its generated package and its exceptions."""

    protocol: int  # the ACP protocol version number (`initialize`'s `protocolVersion`)
    schema_dir: str  # under schema/: holds schema.unstable.json (draft) and schema.json
    tarball_dir: str  # the same directory inside the npm package tarball
    package: str  # the Python package the bindings belong to
    out: str  # the generated modules' directory, relative to the repository root
    runtime: str  # the `acp_wire` package as a relative import from `out` ("...")
    overlay: tuple[OverlayEntry, ...] = ()
    variant_names: Mapping[tuple[str, str], str] = field(default_factory=dict)
    error_codes: str = "ErrorCode"  # the enum printed as constants into error_codes.py
    capabilities: CapabilityTable = CapabilityTable()
    connection: ConnectionRules = ConnectionRules("clientCapabilities", ("stopReason", "cancelled"))
    draft: bool = False  # the protocol version itself is a draft upstream
    # Message classes the version's face exports besides its types (`acp_wire.v1`'s
    # `SessionUpdateMessage`, which 0.1.0 exported for `match` on decoded messages).
    face_messages: tuple[str, ...] = ()

    @property
    def draft_file(self) -> str:
        """The draft schema, relative to the repository root (printed in module headers)."""
        return f"schema/{self.schema_dir}/schema.unstable.json"

    @property
    def stable_file(self) -> str:
        return f"schema/{self.schema_dir}/schema.json"

    @property
    def schema_files(self) -> dict[str, str]:
        """Vendored name (relative to schema/) -> path inside the npm tarball."""
        return {
            f"{self.schema_dir}/schema.unstable.json": f"{self.tarball_dir}/schema.unstable.json",
            f"{self.schema_dir}/schema.json": f"{self.tarball_dir}/schema.json",
        }


_PROMPT_TURN = "ACP v1 spec, prompt turn (draft)"
# "Determines which elicitation modes the agent may use."
_ELICITATION = "schema, ClientCapabilities.elicitation"
_ELICITATION_REQUESTS = (
    RequestRule("elicitation/create", ("elicitation", "form"), _ELICITATION, tag="form"),
    RequestRule("elicitation/create", ("elicitation", "url"), _ELICITATION, tag="url"),
)
_SUBAGENTS = "schema, SubagentCapabilities"
_FILE_SYSTEM = "ACP v1 docs, file system (draft)"

V1 = ProtocolVersion(
    protocol=1,
    schema_dir="v1",
    tarball_dir="package/schema/v1",
    package="acp_wire.v1",
    out="src/acp_wire/v1/_generated",
    runtime="...",
    overlay=OVERLAY,
    variant_names=overrides.VARIANT_NAMES,
    face_messages=("SessionUpdateMessage",),
    capabilities=CapabilityTable(
        rules=(
            CapabilityRule("notice", ("session", "notices"), True, _PROMPT_TURN),
            CapabilityRule("compaction_update", ("session", "compaction"), True, _PROMPT_TURN),
            CapabilityRule(
                "compaction_summary_chunk", ("session", "compaction"), True, _PROMPT_TURN
            ),
            CapabilityRule("subagent_update", ("subagents",), False, _SUBAGENTS),
            CapabilityRule("session_message", ("subagents",), False, _SUBAGENTS),
            CapabilityRule("session_message_chunk", ("subagents",), False, _SUBAGENTS),
            CapabilityRule("plan_update", ("plan",), False, "RFD plan-operations"),
            CapabilityRule("plan_removed", ("plan",), False, "RFD plan-operations"),
        ),
        offers=(
            OfferRule(
                "SessionConfigOption",
                "boolean",
                ("session", "configOptions", "boolean"),
                # "Supplying `{}` means agents may include `type: "boolean"` entries in
                # `configOptions`"
                "schema, SessionConfigOptionsCapabilities.boolean",
            ),
            OfferRule(
                "AuthMethod",
                "terminal",
                ("auth", "terminal"),
                # "When `true`, the agent may include `terminal` entries in its authentication
                # methods"
                "schema, AuthCapabilities.terminal",
            ),
        ),
        requests=(
            # "If readTextFile or writeTextFile is false or not present, the Agent MUST NOT
            # attempt to call the corresponding filesystem method."
            RequestRule("fs/read_text_file", ("fs", "readTextFile"), _FILE_SYSTEM),
            RequestRule("fs/write_text_file", ("fs", "writeTextFile"), _FILE_SYSTEM),
            # "If terminal is false or not present, the Agent MUST NOT attempt to call any
            # terminal methods."
            RequestRule("terminal/*", ("terminal",), "ACP v1 docs, terminals (draft)"),
            *_ELICITATION_REQUESTS,
        ),
    ),
    connection=ConnectionRules(
        capabilities_member="clientCapabilities",
        cancelled_turn=("stopReason", "cancelled"),
        fallbacks=(
            Fallback("notice", text="{title}", detail="description"),
            Fallback(
                "compaction_update", text="Context compaction {status}", detail="error", spaces=True
            ),
            Fallback("compaction_summary_chunk", content="content"),
        ),
    ),
)

# v2's client capabilities are `auth` and `elicitation` only; its session updates say "No Client
# capability is required" (Notice), so no update is gated, only elicitation modes. Its
# SessionMessageChunk carries content only (participants come from `session_message` upserts),
# so v1's overlay does not apply.
V2 = ProtocolVersion(
    protocol=2,
    schema_dir="v2",
    tarball_dir="package/schema/v2",
    package="acp_wire.v2",
    out="src/acp_wire/v2/_generated",
    runtime="...",
    # A v2 prompt response names the inserted user message (`messageId`): a prompt ended by
    # `session/cancel` before its handler answered has none, so it is answered -32800.
    # Its turn ends on `state_update` idle: "Processing and completion are reported through
    # `state_update` session updates" (schema, PromptResponse); "A tool call has been created or
    # updated" (schema, SessionUpdate `tool_call_update`): there is no `tool_call` variant.
    capabilities=CapabilityTable(requests=_ELICITATION_REQUESTS),
    # "ACP follows the JSON-RPC 2.0 batch rules" (v2 draft, transports, "JSON-RPC Batch
    # Messages"); v1's stdio transport: "Messages are individual JSON-RPC requests,
    # notifications, or responses" (no batches).
    connection=ConnectionRules(
        capabilities_member="capabilities",
        cancelled_turn=None,
        batches=True,
        # "Optional structured context about the operation requiring permission" (schema,
        # RequestPermissionRequest `subject`): a tool call subject, or a command subject that
        # may name a tool call's id.
        permission_tool_call_id=("subject", "toolCallId"),
        # "Supplying `{}` means the agent supports the baseline session methods: `session/new`,
        # `session/list`, `session/resume`, `session/close`, ..." (schema, SessionCapabilities):
        # v2 has no capability of `session/close`'s own.
        session_close_capability="SessionCapabilities",
        turn_end=TurnEnd(
            response=None,
            update="state_update",
            inserted_message="messageId",
            tool_call_announcement=None,
        ),
    ),
    draft=True,
)

VERSIONS: tuple[ProtocolVersion, ...] = (V1, V2)
