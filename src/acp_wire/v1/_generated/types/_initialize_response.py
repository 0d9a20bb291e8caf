# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `initialize`, `proxy/initialize` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import TYPE_CHECKING, Annotated, Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.resolve import (
    UnionSpec,
    UnknownVariant,
    resolve_list_field,
)
from ._values import AuthMethodId, CompactionCapabilities, NoticeCapabilities, ProtocolVersion

if TYPE_CHECKING:
    from typing import TypeAlias


class PromptCapabilities(AcpStruct, kw_only=True):
    """Prompt capabilities supported by the agent in `session/prompt` requests.

    Baseline agent functionality requires support for `text`
    and `resource_link` content blocks in prompt requests.

    Other variants must be explicitly opted in to.
    Capabilities for different types of content in prompt requests.

    Indicates which content types beyond the baseline (text and resource links)
    the agent can process.

    See protocol docs: [Prompt Capabilities](https://agentclientprotocol.com/protocol/v1/draft/initialization#prompt-capabilities)
    """

    image: bool | UnsetType = UNSET
    """Agent supports `image` content blocks."""

    audio: bool | UnsetType = UNSET
    """Agent supports `audio` content blocks."""

    embedded_context: bool | UnsetType = msgspec.field(default=UNSET, name="embeddedContext")
    """Agent supports embedded context in `session/prompt` requests.

    When enabled, the Client is allowed to include `resource` content blocks
    in prompt requests for pieces of context that are referenced in the message.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class McpCapabilities(AcpStruct, kw_only=True):
    """MCP capabilities supported by the agent"""

    http: bool | UnsetType = UNSET
    """Agent supports `http` MCP servers."""

    sse: bool | UnsetType = UNSET
    """Agent supports `sse` MCP servers."""

    acp: bool | UnsetType = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Agent supports `acp` MCP servers.

    Draft only.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SessionListCapabilities(AcpStruct, kw_only=True):
    """Capabilities for the `session/list` method.

    Supplying `{}` means the agent supports listing sessions.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SessionDeleteCapabilities(AcpStruct, kw_only=True):
    """Capabilities for the `session/delete` method.

    Supplying `{}` means the agent supports deleting sessions from `session/list`.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SessionAdditionalDirectoriesCapabilities(AcpStruct, kw_only=True):
    """Capabilities for additional session directories support.

    Supplying `{}` means the agent supports the `additionalDirectories` field on
    supported session lifecycle requests. Agents that also support
    `session/list` may return `SessionInfo.additionalDirectories` to report the
    complete ordered additional-root list associated with a listed session.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SessionSystemPromptOverrideCapabilities(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Capabilities for the `override` system prompt mode.

    Supplying `{}` means the agent supports replacing its built-in default
    instructions with the client-provided system prompt.

    Draft only: not in the stable schema.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SessionSystemPromptModeCapabilities(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    System prompt delivery modes the agent supports in addition to `append`.

    `append` has no entry because every agent advertising
    `sessionCapabilities.systemPrompt` supports it.

    Draft only: not in the stable schema.
    """

    override: SessionSystemPromptOverrideCapabilities | UnsetType | None = UNSET
    """Whether the agent supports `override` mode.

    Optional. Omitted or `null` both mean the agent does not advertise support.
    Supplying `{}` means the agent supports replacing its built-in default
    instructions with the client-provided system prompt.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SessionSystemPromptCapabilities(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Capabilities for client-provided system prompts.

    Supplying `{}` means the agent supports `systemPrompt` on session lifecycle
    requests in `append` mode.

    Draft only: not in the stable schema.
    """

    mode: SessionSystemPromptModeCapabilities | UnsetType | None = UNSET
    """Delivery modes the agent supports in addition to `append`.

    Optional. Omitted or `null` both mean the agent supports only `append`.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SessionForkCapabilities(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Capabilities for the `session/fork` method.

    Supplying `{}` means the agent supports forking sessions.

    Draft only: not in the stable schema.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SessionArchiveCapabilities(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Capabilities for `session/archive` and `session/unarchive`.

    Supplying `{}` means the agent supports both methods, the `archived` filter on
    `session/list`, and `SessionInfo.archived`.

    Draft only: not in the stable schema.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SessionStatusCapabilities(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Capabilities for the `session/status` method.

    Supplying `{}` means the agent supports checking session status.

    Draft only: not in the stable schema.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SessionTitleCapabilities(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Capabilities for Client-set session titles.

    Supplying `{}` means the agent supports `session/set_title`. Agents report titles
    through `session/list` and `session_info_update` without this capability.

    Draft only: not in the stable schema.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SessionResumeCapabilities(AcpStruct, kw_only=True):
    """Capabilities for the `session/resume` method.

    Supplying `{}` means the agent supports resuming sessions.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SessionCloseCapabilities(AcpStruct, kw_only=True):
    """Capabilities for the `session/close` method.

    Supplying `{}` means the agent supports closing sessions.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SessionCapabilities(AcpStruct, kw_only=True):
    """Session capabilities supported by the agent.

    As a baseline, all Agents **MUST** support `session/new`, `session/prompt`, `session/cancel`, and `session/update`.

    Optionally, they **MAY** support other session methods and notifications by specifying additional capabilities.

    Note: `session/load` is still handled by the top-level `loadSession` capability. This will be unified in future versions of the protocol.

    See protocol docs: [Session Capabilities](https://agentclientprotocol.com/protocol/v1/draft/initialization#session-capabilities)
    """

    list: SessionListCapabilities | UnsetType | None = UNSET
    """Whether the agent supports `session/list`.

    Optional. Omitted or `null` both mean the agent does not advertise support.
    Supplying `{}` means the agent supports listing sessions.
    """

    delete: SessionDeleteCapabilities | UnsetType | None = UNSET
    """Whether the agent supports `session/delete`.

    Optional. Omitted or `null` both mean the agent does not advertise support.
    Supplying `{}` means the agent supports deleting sessions from `session/list`.
    """

    additional_directories: SessionAdditionalDirectoriesCapabilities | UnsetType | None = (
        msgspec.field(default=UNSET, name="additionalDirectories")
    )
    """Whether the agent supports `additionalDirectories` on supported session lifecycle requests.

    Optional. Omitted or `null` both mean the agent does not advertise support.
    Supplying `{}` means the agent supports `additionalDirectories` on
    supported session lifecycle requests.

    Agents that also support `session/list` may return
    `SessionInfo.additionalDirectories` to report the complete ordered
    additional-root list associated with a listed session.
    """

    system_prompt: SessionSystemPromptCapabilities | UnsetType | None = msgspec.field(
        default=UNSET, name="systemPrompt"
    )
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Whether the agent supports `systemPrompt` on session lifecycle requests.

    Optional. Omitted or `null` both mean the agent does not advertise support.
    Supplying `{}` means the agent supports `systemPrompt` in `append` mode.

    Draft only.
    """

    fork: SessionForkCapabilities | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Whether the agent supports `session/fork`.

    Optional. Omitted or `null` both mean the agent does not advertise support.
    Supplying `{}` means the agent supports forking sessions.

    Draft only.
    """

    archive: SessionArchiveCapabilities | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Whether the agent supports `session/archive` and `session/unarchive`.

    Optional. Omitted or `null` both mean the agent does not advertise support.
    Supplying `{}` means the agent supports both methods, the `archived` filter on
    `session/list`, and `SessionInfo.archived`. Agents that advertise it MUST also advertise `sessionCapabilities.list`.

    Draft only.
    """

    status: SessionStatusCapabilities | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Whether the agent supports `session/status`.

    Optional. Omitted or `null` both mean the agent does not advertise support.
    Supplying `{}` means the agent supports checking session status.

    Draft only.
    """

    title: SessionTitleCapabilities | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Whether the agent supports `session/set_title`.

    Agents report titles through `session/list` and `session_info_update` without this
    capability. It only advertises that Clients can set titles.

    Optional. Omitted or `null` both mean the agent does not advertise support.
    Supplying `{}` means the agent supports setting session titles.

    Draft only.
    """

    resume: SessionResumeCapabilities | UnsetType | None = UNSET
    """Whether the agent supports `session/resume`.

    Optional. Omitted or `null` both mean the agent does not advertise support.
    Supplying `{}` means the agent supports resuming sessions.
    """

    close: SessionCloseCapabilities | UnsetType | None = UNSET
    """Whether the agent supports `session/close`.

    Optional. Omitted or `null` both mean the agent does not advertise support.
    Supplying `{}` means the agent supports closing sessions.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class AuthStatusCapabilities(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Auth status capabilities supported by the agent.

    Supplying `{}` means the agent supports the `auth/status` method.

    Draft only: not in the stable schema.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class LogoutCapabilities(AcpStruct, kw_only=True):
    """Logout capabilities supported by the agent.

    Supplying `{}` means the agent supports the logout method.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class AgentAuthCapabilities(AcpStruct, kw_only=True):
    """Authentication-related capabilities supported by the agent."""

    status: AuthStatusCapabilities | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Whether the agent supports the `auth/status` method.

    Optional. Omitted or `null` both mean the agent does not advertise support.
    Supplying `{}` means the agent supports the `auth/status` method.

    Draft only.
    """

    logout: LogoutCapabilities | UnsetType | None = UNSET
    """Whether the agent supports the logout method.

    Optional. Omitted or `null` both mean the agent does not advertise support.
    Supplying `{}` means the agent supports the logout method.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class ProvidersCapabilities(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Provider configuration capabilities supported by the agent.

    Supplying `{}` means the agent supports provider configuration methods.

    Draft only: not in the stable schema.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class AgentCapabilities(AcpStruct, kw_only=True):
    """Capabilities supported by the agent.

    Advertised during initialization to inform the client about
    available features and content types.

    See protocol docs: [Agent Capabilities](https://agentclientprotocol.com/protocol/v1/draft/initialization#agent-capabilities)
    """

    load_session: bool | UnsetType = msgspec.field(default=UNSET, name="loadSession")
    """Whether the agent supports `session/load`."""

    prompt_capabilities: PromptCapabilities | UnsetType = msgspec.field(
        default=UNSET, name="promptCapabilities"
    )
    """Prompt capabilities supported by the agent."""

    mcp_capabilities: McpCapabilities | UnsetType = msgspec.field(
        default=UNSET, name="mcpCapabilities"
    )
    """MCP capabilities supported by the agent."""

    session_capabilities: SessionCapabilities | UnsetType = msgspec.field(
        default=UNSET, name="sessionCapabilities"
    )
    """Session lifecycle and prompt capabilities advertised by the agent."""

    auth: AgentAuthCapabilities | UnsetType = UNSET
    """Authentication-related capabilities supported by the agent."""

    providers: ProvidersCapabilities | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Provider configuration capabilities supported by the agent.

    Optional. Omitted or `null` both mean the agent does not advertise support.
    Supplying `{}` means the agent supports provider configuration methods.

    Draft only.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class Implementation(AcpStruct, kw_only=True):
    """Metadata about the implementation of the client or agent.
    Describes the name and version of an ACP implementation, with an optional
    title for UI representation.
    """

    name: str
    """Intended for programmatic or logical use, but can be used as a display
    name fallback if title isn't present.
    """

    title: str | UnsetType | None = UNSET
    """Intended for UI and end-user contexts and optimized to be human-readable
    and easily understood.

    If not provided, the name should be used for display.
    """

    version: str
    """Version of the implementation. Can be displayed to the user or used
    for debugging or metrics purposes. (e.g. "1.0.0").
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class AuthMethodTerminal(AcpStruct, kw_only=True, tag_field="type", tag="terminal"):
    """Terminal-based authentication method.

    The client runs the configured agent program as a separate interactive
    process for the user to authenticate via a TUI. Agents MUST advertise this
    method only when the client enabled its terminal authentication capability.
    A zero exit status signals success. Any other termination signals failure.
    The client MUST NOT pass this method to `authenticate`.
    """

    id: AuthMethodId
    """Unique identifier for this authentication method."""

    name: str
    """Human-readable name of the authentication method."""

    description: str | UnsetType | None = UNSET
    """Optional human-readable description of this authentication method."""

    args: list[str] | UnsetType = UNSET
    """Additional arguments to append to the configured agent invocation for terminal auth."""

    env: dict[str, str] | UnsetType = UNSET
    """Additional environment variables to set on the configured agent invocation for terminal auth.
    These values override same-named variables in the base launch configuration.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class AuthMethodAgent(AcpStruct, kw_only=True):
    """Agent handles authentication itself through `authenticate`.

    This is the default authentication method type.
    """

    id: AuthMethodId
    """Unique identifier for this authentication method."""

    name: str
    """Human-readable name of the authentication method."""

    description: str | UnsetType | None = UNSET
    """Optional human-readable description of this authentication method."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class UnknownAuthMethod(UnknownVariant):
    """A `AuthMethod` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "AuthMethod"
    tag_field = "type"


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    AuthMethod: TypeAlias = AuthMethodTerminal | AuthMethodAgent | UnknownAuthMethod
    """Describes an available authentication method.

    The `type` field acts as the discriminator in the serialized JSON form.
    When no `type` is present, the method is treated as `agent`.
    """
else:
    AuthMethod = AuthMethodTerminal | AuthMethodAgent

# How the union selection rule (acp_wire._codec.resolve.select) sees `AuthMethod`.
_AuthMethodSpec = UnionSpec(
    "AuthMethod",
    tag_field="type",
    by_tag={
        "terminal": (AuthMethodTerminal,),
        "agent": (AuthMethodAgent,),
    },
    untagged=(AuthMethodAgent,),
    unknown=UnknownAuthMethod,
    classes=(
        AuthMethodTerminal,
        AuthMethodAgent,
        UnknownAuthMethod,
    ),
)

# A field holding `AuthMethod` decodes as plain JSON and is resolved in `__post_init__`.
if TYPE_CHECKING:
    _AuthMethodField: TypeAlias = AuthMethod
else:
    _AuthMethodField = Annotated[Any, _AuthMethodSpec]


class InitializeResponse(AcpStruct, kw_only=True):
    """Response to the `initialize` method.

    Contains the negotiated protocol version and agent capabilities.

    See protocol docs: [Initialization](https://agentclientprotocol.com/protocol/v1/draft/initialization)
    """

    protocol_version: ProtocolVersion = msgspec.field(name="protocolVersion")
    """The protocol version the client specified if supported by the agent,
    or the latest protocol version supported by the agent.

    The client should disconnect, if it doesn't support this version.
    """

    agent_capabilities: AgentCapabilities | UnsetType = msgspec.field(
        default=UNSET, name="agentCapabilities"
    )
    """Capabilities supported by the agent."""

    auth_methods: list[_AuthMethodField] | UnsetType = msgspec.field(
        default=UNSET, name="authMethods"
    )
    """Authentication methods supported by the agent."""

    agent_info: Implementation | UnsetType | None = msgspec.field(default=UNSET, name="agentInfo")
    """Information about the Agent name and version sent to the Client.

    Note: in future versions of the protocol, this will be required.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """

    def __post_init__(self) -> None:
        self.auth_methods = resolve_list_field(_AuthMethodSpec, self.auth_methods, "authMethods")


class FileSystemCapabilities(AcpStruct, kw_only=True):
    """File system capabilities that a client may support.

    See protocol docs: [FileSystem](https://agentclientprotocol.com/protocol/v1/draft/initialization#filesystem)
    """

    read_text_file: bool | UnsetType = msgspec.field(default=UNSET, name="readTextFile")
    """Whether the Client supports `fs/read_text_file` requests."""

    write_text_file: bool | UnsetType = msgspec.field(default=UNSET, name="writeTextFile")
    """Whether the Client supports `fs/write_text_file` requests."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class BooleanConfigOptionCapabilities(AcpStruct, kw_only=True):
    """Capabilities for boolean session configuration options.

    Supplying `{}` means the client supports boolean session configuration options.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SessionConfigOptionsCapabilities(AcpStruct, kw_only=True):
    """Session configuration option capabilities supported by the client."""

    boolean: BooleanConfigOptionCapabilities | UnsetType | None = UNSET
    """Whether the client supports boolean session configuration options.

    Optional. Omitted or `null` both mean the client does not advertise support.
    Supplying `{}` means agents may include `type: "boolean"` entries in
    `configOptions`, and the client may send `session/set_config_option`
    requests with `type: "boolean"` and a boolean `value`.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class ClientSessionCapabilities(AcpStruct, kw_only=True):
    """Session-related capabilities supported by the client."""

    compaction: CompactionCapabilities | UnsetType | None = UNSET
    """Support for ID-addressed context compaction updates. Omitted or `null`
    means unsupported. `{}` advertises the complete compaction contract.
    """

    config_options: SessionConfigOptionsCapabilities | UnsetType | None = msgspec.field(
        default=UNSET, name="configOptions"
    )
    """Config option capabilities supported by the client.

    Omitted or `null` both mean the client does not advertise support for any
    config option extensions.
    """

    notices: NoticeCapabilities | UnsetType | None = UNSET
    """Support for live user-facing `notice` session updates.

    Optional. Omitted or `null` both mean the client does not advertise support.
    Supplying `{}` means the client can present notices to the user.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SubagentCapabilities(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Capability marker for exposing reusable child sessions as restricted ACP sessions.

    Supplying `{}` advertises support for child association and state updates,
    session-directed messages, and restricted-session semantics. The client
    must advertise this capability before the agent sends subagent updates or
    session-directed messages.

    Draft only: not in the stable schema.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.
    """


class PlanCapabilities(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Capabilities for receiving `plan_update` and `plan_removed` session updates.

    Draft only: not in the stable schema.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class AuthCapabilities(AcpStruct, kw_only=True):
    """Authentication capabilities supported by the client.

    Advertised during initialization to inform the agent which authentication
    method types the client can handle. This governs opt-in types that require
    additional client-side support.
    """

    terminal: bool | UnsetType = UNSET
    """Whether the client supports `terminal` authentication methods.

    The client should set this to `true` only when it can reproduce the
    configured agent invocation in an interactive terminal. When `true`, the
    agent may include `terminal` entries in its authentication methods.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class ElicitationFormCapabilities(AcpStruct, kw_only=True):
    """Form-based elicitation capabilities.

    Supplying `{}` means the client supports form-based elicitation.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    Optional. Omitted and `null` are equivalent and mean no metadata.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class ElicitationUrlCapabilities(AcpStruct, kw_only=True):
    """URL-based elicitation capabilities.

    Supplying `{}` means the client supports URL-based elicitation.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    Optional. Omitted and `null` are equivalent and mean no metadata.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class ElicitationCapabilities(AcpStruct, kw_only=True):
    """Elicitation capabilities supported by the client."""

    form: ElicitationFormCapabilities | UnsetType | None = UNSET
    """Whether the client supports form-based elicitation.

    Optional. Omitted and `null` are equivalent and mean form support is not advertised.
    Supplying `{}` explicitly advertises form support.
    """

    url: ElicitationUrlCapabilities | UnsetType | None = UNSET
    """Whether the client supports URL-based elicitation.

    Optional. Omitted or `null` both mean the client does not advertise support.
    Supplying `{}` means the client supports URL-based elicitation.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    Optional. Omitted and `null` are equivalent and mean no metadata.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class ClientCapabilities(AcpStruct, kw_only=True):
    """Capabilities supported by the client.

    Advertised during initialization to inform the agent about
    available features and methods.

    See protocol docs: [Client Capabilities](https://agentclientprotocol.com/protocol/v1/draft/initialization#client-capabilities)
    """

    fs: FileSystemCapabilities | UnsetType = UNSET
    """File system capabilities supported by the client.
    Determines which file operations the agent can request.
    """

    terminal: bool | UnsetType = UNSET
    """Whether the Client support all `terminal/*` methods."""

    session: ClientSessionCapabilities | UnsetType | None = UNSET
    """Session-related capabilities supported by the client.

    Optional. Omitted or `null` both mean the client does not advertise any
    session-related extensions.
    """

    subagents: SubagentCapabilities | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Whether the client understands exposed subagent sessions.

    Optional and nullable. Omitted or `null` both mean the client does not
    advertise support.
    Supplying `{}` means the client understands child associations, work-state
    snapshots, session-directed messages, and restricted-session semantics.

    Draft only.
    """

    plan: PlanCapabilities | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Whether the client supports `plan_update` and `plan_removed` session updates.

    Optional. Omitted or `null` both mean the client does not advertise support.
    Supplying `{}` means the client can receive both update types.

    Draft only.
    """

    auth: AuthCapabilities | UnsetType = UNSET
    """Authentication capabilities supported by the client.
    Determines which authentication method types the agent may include
    in its `InitializeResponse`.
    """

    elicitation: ElicitationCapabilities | UnsetType | None = UNSET
    """Elicitation capabilities supported by the client.
    Determines which elicitation modes the agent may use.

    Optional. Omitted or `null` both mean the client does not advertise
    elicitation support.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class InitializeRequest(AcpStruct, kw_only=True):
    """Request parameters for the initialize method.

    Sent by the client to establish connection and negotiate capabilities.

    See protocol docs: [Initialization](https://agentclientprotocol.com/protocol/v1/draft/initialization)
    """

    protocol_version: ProtocolVersion = msgspec.field(name="protocolVersion")
    """The latest protocol version supported by the client."""

    client_capabilities: ClientCapabilities | UnsetType = msgspec.field(
        default=UNSET, name="clientCapabilities"
    )
    """Capabilities supported by the client."""

    client_info: Implementation | UnsetType | None = msgspec.field(default=UNSET, name="clientInfo")
    """Information about the Client name and version sent to the Agent.

    Note: in future versions of the protocol, this will be required.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """
