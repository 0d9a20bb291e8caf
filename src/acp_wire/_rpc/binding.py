"""`Binding`: one protocol version as the runtime is given it, generated per version.

The generator emits one `BINDING` per version (`acp_wire.v1._generated.binding`,
`acp_wire.v2._generated.binding`): its identity, tables, codec, JSON-RPC layer, routes, peers,
error codes, capability table and the connection's rules as data. The runtime and the tools take
a binding and never ask which version they serve; the rules that differ between versions are
data here, interpreted by the version-neutral methods below. This module imports nothing
generated.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cached_property
from operator import attrgetter
from types import ModuleType
from typing import TYPE_CHECKING, Any, TypeVar, cast

import msgspec
from msgspec import UNSET

from acp_wire._codec.members import at_path

T = TypeVar("T")

if TYPE_CHECKING:
    # What type checkers see: a frozen dataclass with keyword-only fields. At run time the
    # light `_frozen_record` below gives it the same constructor: `dataclass()` would cost more
    # at `import acp_wire` than the rest of this module (~4 ms for these 40 fields).
    from dataclasses import dataclass as _frozen_record

    from acp_wire._codec.codec import Codec
    from acp_wire._codec.resolve import UnionSpec
    from acp_wire._rpc.jsonrpc import JsonRpc
    from acp_wire._rpc.methods import MethodSpec
    from acp_wire._rpc.routes import Routes


else:

    def _frozen_record(**_options: Any) -> Callable[[type[Any]], type[Any]]:
        """A keyword-only constructor taking exactly the class's annotated fields, and no
        assignment afterwards (a cached property writes the instance dict directly)."""

        def make(cls: type[Any]) -> type[Any]:
            fields = frozenset(cls.__annotations__)

            def __init__(self: Any, **values: Any) -> None:
                if values.keys() != fields:
                    missing = sorted(fields - values.keys())
                    unexpected = sorted(values.keys() - fields)
                    raise TypeError(f"{cls.__name__}: missing {missing}, unexpected {unexpected}")
                later = {k: v for k, v in values.items() if isinstance(v, _Deferred)}
                if later:
                    values = {k: v for k, v in values.items() if k not in later}
                    self.__dict__["_deferred"] = later
                self.__dict__.update(values)

            def __getattr__(self: Any, name: str) -> Any:
                # Only reached for a name not in the instance dict: a deferred field's first read.
                entry = self.__dict__.get("_deferred", {}).get(name)
                if entry is None:
                    raise AttributeError(f"{cls.__name__!r} object has no attribute {name!r}")
                value = self.__dict__[name] = entry.make()
                return value

            def __setattr__(self: Any, name: str, value: Any) -> None:
                raise AttributeError(f"cannot assign to field {name!r}: {cls.__name__} is frozen")

            cls.__init__ = __init__
            cls.__getattr__ = __getattr__
            cls.__setattr__ = __setattr__
            cls.__delattr__ = __setattr__
            return cls

        return make


class _Deferred:
    """A record field's value, made on the field's first read (see `deferred`)."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[], Any]) -> None:
        self.make = make


def deferred(make: Callable[[], T]) -> T:
    """A `Binding` field whose value is `make()`, made on the field's first read, once.

    The generated binding names its classes this way (`deferred(lambda: types.PromptRequest)`)
    so that importing a version imports none of its types modules (codegen/split.py). Type
    checkers see the value `make` returns; at run time it is the record that reads it later."""
    return cast(T, _Deferred(make))


@_frozen_record(frozen=True, kw_only=True, eq=False)
class Fallback:
    """How one gated session update reads as an ordinary agent message when the client did not
    advertise its capability (the spec's "an ordinary agent message instead")."""

    content: str | None  # attribute carried over whole as the message's content
    text: str | None  # else: the message's text, `{attribute}` fields filled in
    detail: str | None  # an optional text attribute appended as ": detail"
    spaces: bool  # underscores of the filled-in text read as spaces (`in_progress`)


@_frozen_record(frozen=True, kw_only=True, eq=False)
class TurnEnd:
    """Where a version reports that a prompt turn ended, and its stop reason: the prompt
    response (version 1), or a session update in an idle state (version 2). Attribute names
    are those of the generated classes."""

    response_stop_reason: str | None  # the prompt response's; None: an update ends the turn
    update: type[Any] | None  # the session update class that ends a turn in state `idle`
    state: str | None  # its attribute holding the state
    idle: str | None  # the state that ends the turn
    update_stop_reason: str | None  # its attribute holding the stop reason
    # The prompt response's attribute naming the user message the agent inserted (and reports
    # as an update); None: the prompt itself is the user message.
    inserted_message: str | None
    # The tag of the session update announcing a tool call that `tool_call_update` patches;
    # None: `tool_call_update` creates a tool call it has not seen.
    tool_call_announcement: str | None

    def ends(self, update: Any) -> bool:
        """Whether session update `update` ends the running turn."""
        return (
            self.update is not None
            and isinstance(update, self.update)
            and getattr(update, self.state or "") == self.idle
        )

    def stop_reason(self, value: Any) -> Any:
        """The stop reason a prompt response or turn-ending update carries (None if none)."""
        if self.update is not None and isinstance(value, self.update):
            found = getattr(value, self.update_stop_reason or "", None)
        else:
            found = getattr(value, self.response_stop_reason or "", None)
        return None if found is UNSET else found

    def message_id(self, response: Any) -> Any:
        """The id of the user message a prompt response names (None if the version's names
        none)."""
        if self.inserted_message is None:
            return None
        found = getattr(response, self.inserted_message, None)
        return None if found is UNSET else found


@_frozen_record(frozen=True, kw_only=True, eq=False)
class Messages:
    """What a binding loads with its message classes (on first use: see `Binding`)."""

    jsonrpc: JsonRpc


@_frozen_record(frozen=True, kw_only=True, eq=False)
class Sides:
    """What a binding loads with its handler protocols (on first use: see `Binding`)."""

    agent_routes: Routes[Any]
    client_routes: Routes[Any]
    agent_peer: Callable[[Any], Any]
    client_peer: Callable[[Any], Any]
    agent_protocol: type[Any]
    client_protocol: type[Any]


@_frozen_record(frozen=True, kw_only=True, eq=False)
class Binding:
    """One protocol version: everything the connection and the tools need of it.

    The message classes and the handler protocols are imported on first use of the attributes
    that need them (`jsonrpc`, `session_update_message`; routes, peers and protocols), so that
    `acp_wire.decode` costs only the types.
    """

    protocol_version: int  # `initialize`'s `protocolVersion`
    schema_package: str  # the npm package the schema was vendored from, or the spec repository
    schema_version: str  # that package's version, or the schema release tag
    schema_sha256: str  # of the draft schema file the bindings were generated from
    types: ModuleType  # the generated types module: every `$defs` type by its schema name
    methods: Mapping[str, MethodSpec]
    codec: Codec  # `decode` / `decode_report` of this version
    error_codes: Mapping[str, int]  # the schema's `ErrorCode` values by constant name
    error: type[Any]  # the schema's JSON-RPC error object (`Error`)

    # Methods the connection handles itself, and the params classes its side rules read.
    cancel_request_method: str  # `$/cancel_request`, which the connection core handles
    session_update_method: str  # `session/update`
    session_cancel_method: str  # `session/cancel`: ends a session's turn
    cancel_request: type[Any]  # `$/cancel_request` params
    initialize_request: type[Any]  # `initialize` params: where the client's capabilities are
    client_capabilities: type[Any]
    capabilities_attribute: str  # the attribute of `initialize_request` holding them
    session_cancel: type[Any]  # `session/cancel` params
    session_close: type[Any]  # `session/close` params: it ends the session's turn as a cancel
    prompt_request: type[Any]  # `session/prompt` params: the turn a `session/cancel` ends
    prompt_response: type[Any]
    permission_request: type[Any]  # `session/request_permission`, answered on `session/cancel`
    permission_response: type[Any]
    session_update: type[Any]  # `session/update` params: sessionId + update
    session_update_union: UnionSpec  # the `update` member's union: the capability gate's key

    # The capability gate: tag -> capability path; tags that may fall back to a message.
    required_capability: Mapping[str, tuple[str, ...]]
    fallback_allowed: frozenset[str]
    # Offered lists: struct class -> (attribute, union, variant tag, capability path) per member
    # whose entries of that variant the client receives only after advertising the capability.
    offered: Mapping[type[Any], tuple[tuple[str, UnionSpec, str, tuple[str, ...]], ...]]
    # Requests the agent sends only after the client advertised a capability: method -> rows
    # of (params variant tag or None for any, capability path).
    request_capability: Mapping[str, tuple[tuple[str | None, tuple[str, ...]], ...]]
    fallback_rules: Mapping[type[Any], Fallback]  # variant class -> how it reads as a message
    fallback_chunk: type[Any]  # the ordinary agent message (`AgentMessageChunk`)
    fallback_text: type[Any]  # its text content block (`TextContent`)

    # A `session/prompt` ended by `session/cancel` is answered with the prompt response whose
    # (attribute, value) is this; None: the version's response cannot be made up (v2's names
    # the inserted user message), so such a prompt is answered -32800.
    cancelled_turn_value: tuple[str, Any] | None
    # A `session/request_permission` ended by `session/cancel`: (attribute, outcome class).
    cancelled_permission_outcome: tuple[str, type[Any]]
    # `CompactionStatus` values after which a compaction changes no more.
    terminal_compaction_statuses: frozenset[str]
    turn_end: TurnEnd  # how a prompt turn ends, as the reducer and the checker follow it
    # A JSON-RPC batch line is served entry by entry, its responses gathered into one array
    # (v2's transports page); False: refused whole with one -32600 whose id is null (v1).
    batches: bool

    # sessions: the methods a client session sends and serves (a method the version's schema
    # lacks is absent from `methods`: v2 has no `session/load`, `fs/*` nor client terminals),
    # and where a permission request names its tool call (`permission_tool_call`).
    session_new_method: str  # `session/new`
    session_prompt_method: str  # `session/prompt`
    session_close_method: str  # `session/close`
    session_load_method: str  # `session/load`
    session_resume_method: str  # `session/resume`
    session_fork_method: str  # `session/fork`
    session_set_mode_method: str  # `session/set_mode`
    session_set_config_option_method: str  # `session/set_config_option`
    read_text_file_method: str  # `fs/read_text_file`
    write_text_file_method: str  # `fs/write_text_file`
    terminal_create_method: str  # `terminal/create` (absent from v2's `methods`)
    terminal_output_method: str  # `terminal/output`
    terminal_wait_for_exit_method: str  # `terminal/wait_for_exit`
    terminal_kill_method: str  # `terminal/kill`
    terminal_release_method: str  # `terminal/release`
    # Where a permission request names only a tool call id (v2's command subject); None: the
    # tool call itself is at `permission_tool_call_path`, below.
    permission_tool_call_id_path: tuple[str, ...] | None
    # The permission response selecting an option: (attribute, outcome class, its option
    # attribute), as `cancelled_permission_outcome` for the cancelled one.
    selected_permission_outcome: tuple[str, type[Any], str]
    # What the tools read that each version places differently (attribute paths of the
    # generated classes), and how an agent picks its version: found in the schema by codegen.
    agent_capabilities_path: tuple[str, ...]  # `initialize` result -> the agent's capabilities
    prompt_capabilities_path: tuple[str, ...]  # agent capabilities -> its prompt capabilities
    # Agent capabilities -> the capability that advertises `session/close`, which a client
    # MUST NOT send without it (v1's `sessionCapabilities.close`, v2's `session`).
    session_close_capability_path: tuple[str, ...]
    # ... the one that advertises `session/resume` (v1's `sessionCapabilities.resume`, v2's
    # `session`), and `session/load` (v1's `loadSession`; None: the version has no such method):
    # a client opening an existing session picks resume, else load, by what is advertised.
    session_resume_capability_path: tuple[str, ...]
    session_load_capability_path: tuple[str, ...] | None
    # Prompt content beyond the baseline: a content block's tag -> the attribute of the prompt
    # capabilities that must be advertised for a client to send it (image, audio, resource).
    prompt_content_capability: Mapping[str, str]
    # `initialize` result -> the member advertising MCP-over-ACP servers (`"type": "acp"`):
    # advertised when present and not false (v1's is a boolean, v2's an object).
    mcp_acp_path: tuple[str, ...]
    # `session/request_permission` params -> the tool call it is about (through a variant of
    # a union where the version has one: v2's `subject`; absent on its other variants).
    permission_tool_call_path: tuple[str, ...]
    # The agent answers `initialize` with a version at or below the requested one, else the
    # schema's "unsupported protocol version" error (v2); False: with its latest (v1).
    version_at_or_below: bool

    load_messages: Callable[[], Messages]  # imports the message classes
    load_rules: Callable[[], ModuleType]  # imports the forgiving rules module
    load_sides: Callable[[], Sides]  # imports the handler protocols, routes and peers

    def __repr__(self) -> str:
        return f"<Binding of ACP protocol version {self.protocol_version}>"

    # ------------------------------------------------------------ loaded on first use

    @cached_property
    def _messages(self) -> Messages:
        return self.load_messages()

    @cached_property
    def _sides(self) -> Sides:
        return self.load_sides()

    @cached_property
    def closed_types(self) -> frozenset[type[Any]]:
        """The structs that admit no property but their own (`additionalProperties: false`):
        a property dropped on a round trip elsewhere was one the schema allows."""
        closed: frozenset[type[Any]] = self.load_rules().CLOSED_TYPES
        return closed

    @property
    def jsonrpc(self) -> JsonRpc:
        """The JSON-RPC layer: `decode_message`, `request_of`, `notification_of`, tables."""
        return self._messages.jsonrpc

    @property
    def session_update_message(self) -> type[Any]:
        """The typed message class of `session/update`."""
        return self.jsonrpc.tables.notification_messages[self.session_update_method]

    @property
    def agent_routes(self) -> Routes[Any]:
        """How an agent-side connection calls its `Agent`."""
        return self._sides.agent_routes

    @property
    def client_routes(self) -> Routes[Any]:
        """How a client-side connection calls its `Client`."""
        return self._sides.client_routes

    @property
    def agent_peer(self) -> Callable[[Any], Any]:
        """The agent as seen by a client-side connection."""
        return self._sides.agent_peer

    @property
    def client_peer(self) -> Callable[[Any], Any]:
        """The client as seen by an agent-side connection."""
        return self._sides.client_peer

    @property
    def agent_protocol(self) -> type[Any]:
        """The `Agent` handler protocol."""
        return self._sides.agent_protocol

    @property
    def client_protocol(self) -> type[Any]:
        """The `Client` handler protocol."""
        return self._sides.client_protocol

    # ------------------------------------------------------------ rules, interpreted

    @cached_property
    def capabilities_of(self) -> Callable[[Any], Any]:
        """`initialize` params -> the client's capabilities."""
        return attrgetter(self.capabilities_attribute)

    @property
    def null_id_allowed(self) -> bool:
        """Whether an error response may carry a null id (a message whose id is unreadable):
        the version's `RequestId` decides. Where it may not, such a message is logged and
        left unanswered, since no valid response can name it."""
        return self.jsonrpc.null_id_allowed

    @property
    def cancelled_turn(self) -> Callable[[Any], Any] | None:
        """The answer to a `session/prompt` ended by `session/cancel`, from what its handler
        returned (None if nothing); None: the version has no such result, answered -32800."""
        return None if self.cancelled_turn_value is None else self._cancelled_turn

    def _cancelled_turn(self, result: Any) -> Any:
        assert self.cancelled_turn_value is not None
        attribute, value = self.cancelled_turn_value
        if isinstance(result, self.prompt_response):
            return msgspec.structs.replace(result, **{attribute: value})
        return self.prompt_response(**{attribute: value})

    def cancelled_permission(self) -> Any:
        """The answer to a `session/request_permission` ended by `session/cancel`."""
        attribute, outcome = self.cancelled_permission_outcome
        return self.permission_response(**{attribute: outcome()})

    def selected_permission(self, option_id: str) -> Any:
        """The answer to a `session/request_permission` selecting option `option_id`."""
        attribute, outcome, option = self.selected_permission_outcome
        return self.permission_response(**{attribute: outcome(**{option: option_id})})

    def permission_tool_call(self, params: Any) -> tuple[Any, str | None]:
        """The tool call a `session/request_permission` is about: its details (a
        `ToolCallUpdate`, or None) and its id (None when it names none)."""
        update = at_path(params, self.permission_tool_call_path)
        if update is not None:
            return update, update.tool_call_id
        path = self.permission_tool_call_id_path
        found = None if path is None else at_path(params, path)
        return None, found if isinstance(found, str) else None

    def fallback_message(self, update: Any) -> Any:
        """The ordinary agent message that stands in for an unsupported session update (one
        of `fallback_allowed`); TypeError for an update that has none."""
        kind: type[Any] = update.__class__
        rule = self.fallback_rules.get(kind)
        if rule is None:
            raise TypeError(f"no agent-message fallback for {kind.__name__}")
        if rule.content is not None:
            return self.fallback_chunk(content=getattr(update, rule.content))
        text = (rule.text or "").format_map(_Attributes(update))
        if rule.spaces:
            text = text.replace("_", " ")
        detail = getattr(update, rule.detail) if rule.detail is not None else UNSET
        if isinstance(detail, str) and detail:
            text += f": {detail}"
        return self.fallback_chunk(content=self.fallback_text(text=text))


class _Attributes(dict[str, Any]):
    """A struct's attributes as `str.format_map` reads them."""

    def __init__(self, value: Any) -> None:
        super().__init__()
        self.value = value

    def __missing__(self, name: str) -> Any:
        return getattr(self.value, name)


__all__ = ["Binding", "Fallback", "Messages", "Sides", "TurnEnd", "deferred"]
