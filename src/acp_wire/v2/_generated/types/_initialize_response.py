# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `initialize`, `proxy/initialize` reach, and no other.

Part of the `types` package of ACP v2: import its names from the package.
"""

from typing import TYPE_CHECKING, Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ...._codec.resolve import (
    UnionSpec,
    UnknownVariant,
)
from ._env_variable import EnvVariable
from ._values import AuthMethodId, ProtocolVersion

if TYPE_CHECKING:
    from typing import TypeAlias


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

    Omitted and `null` are equivalent and mean the `name` is used for display.
    """

    version: str
    """Version of the implementation. Can be displayed to the user or used
    for debugging or metrics purposes. (e.g. "1.0.0").
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class PromptImageCapabilities(AcpStruct, kw_only=True):
    """Capabilities for image content in prompt requests.

    Supplying `{}` means the agent supports image content in prompts.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class PromptAudioCapabilities(AcpStruct, kw_only=True):
    """Capabilities for audio content in prompt requests.

    Supplying `{}` means the agent supports audio content in prompts.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class PromptEmbeddedContextCapabilities(AcpStruct, kw_only=True):
    """Capabilities for embedded context in prompt requests.

    Supplying `{}` means the agent supports embedded context in prompts.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class PromptCapabilities(AcpStruct, kw_only=True):
    """Prompt capabilities supported by the agent in `session/prompt` requests.

    Baseline agent functionality requires support for `text`
    and `resource_link` content blocks in prompt requests.

    Other variants must be explicitly opted in to.
    Capabilities for different types of content in prompt requests.

    Indicates which content types beyond the baseline (text and resource links)
    the agent can process.

    See protocol docs: [Session Prompt Capabilities](https://agentclientprotocol.com/protocol/v2/draft/initialization#session-prompt-capabilities)
    """

    image: PromptImageCapabilities | UnsetType | None = UNSET
    """Agent supports `image` content blocks.

    Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    Supplying `{}` means the agent supports image content in prompts.
    """

    audio: PromptAudioCapabilities | UnsetType | None = UNSET
    """Agent supports `audio` content blocks.

    Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    Supplying `{}` means the agent supports audio content in prompts.
    """

    embedded_context: PromptEmbeddedContextCapabilities | UnsetType | None = msgspec.field(
        default=UNSET, name="embeddedContext"
    )
    """Agent supports embedded context in `session/prompt` requests.

    When enabled, the Client is allowed to include `resource` content blocks
    in prompt requests for pieces of context that are referenced in the message.

    Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    Supplying `{}` means the agent supports embedded context in prompts.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class McpStdioCapabilities(AcpStruct, kw_only=True):
    """Capabilities for stdio MCP server transports.

    Supplying `{}` means the agent supports stdio MCP server transports.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class McpHttpCapabilities(AcpStruct, kw_only=True):
    """Capabilities for HTTP MCP server transports.

    Supplying `{}` means the agent supports HTTP MCP server transports.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class McpAcpCapabilities(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Capabilities for ACP MCP server transports.

    Supplying `{}` means the agent supports ACP MCP server transports.

    Draft only: not in the stable schema.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class McpCapabilities(AcpStruct, kw_only=True):
    """MCP capabilities supported by the agent for session lifecycle requests."""

    stdio: McpStdioCapabilities | UnsetType | None = UNSET
    """Agent supports `stdio` MCP servers.

    Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    Supplying `{}` means the agent supports stdio MCP server transports.
    """

    http: McpHttpCapabilities | UnsetType | None = UNSET
    """Agent supports `http` MCP servers.

    Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    Supplying `{}` means the agent supports HTTP MCP server transports.
    """

    acp: McpAcpCapabilities | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Agent supports `acp` MCP servers.

    Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    Supplying `{}` means the agent supports ACP MCP server transports.

    Draft only.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class SessionDeleteCapabilities(AcpStruct, kw_only=True):
    """Capabilities for the `session/delete` method.

    Supplying `{}` means the agent supports deleting sessions from `session/list`.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class SessionAdditionalDirectoriesCapabilities(AcpStruct, kw_only=True):
    """Capabilities for additional session directories support.

    Supplying `{}` means the agent supports the `additionalDirectories` field on
    supported session lifecycle requests. Agents may return
    `SessionInfo.additionalDirectories` in `session/list` to report the
    complete ordered additional-root list associated with a listed session.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class SessionSystemPromptModeCapabilities(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    System prompt delivery modes the agent supports in addition to `append`.

    `append` has no entry because every agent advertising `session.systemPrompt`
    supports it.

    Draft only: not in the stable schema.
    """

    override: SessionSystemPromptOverrideCapabilities | UnsetType | None = UNSET
    """Whether the agent supports `override` mode.

    Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    Supplying `{}` means the agent supports replacing its built-in default
    instructions with the client-provided system prompt.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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

    Optional. Omitted and `null` are equivalent and mean the agent supports only `append`.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class SessionCapabilities(AcpStruct, kw_only=True):
    """Session capabilities supported by the agent.

    Supplying `{}` means the agent supports the baseline session methods:
    `session/new`, `session/list`, `session/resume`, `session/close`,
    `session/prompt`, `session/cancel`, and `session/update`.

    Agents that support sessions **MAY** support additional session methods,
    prompt content types, and MCP transports by specifying additional
    capabilities.

    See protocol docs: [Session Capabilities](https://agentclientprotocol.com/protocol/v2/draft/initialization#session-capabilities)
    """

    prompt: PromptCapabilities | UnsetType | None = UNSET
    """Prompt capabilities supported by the agent in `session/prompt` requests.

    Optional. Omitted and `null` are equivalent and mean the agent does not advertise any
    prompt extensions beyond the baseline text and resource-link content
    required by `session/prompt`.
    """

    mcp: McpCapabilities | UnsetType | None = UNSET
    """MCP capabilities supported by the agent for session lifecycle requests.

    Optional. Omitted and `null` are equivalent and mean the agent does not advertise MCP
    server transport support for sessions.
    """

    delete: SessionDeleteCapabilities | UnsetType | None = UNSET
    """Whether the agent supports `session/delete`.

    Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    Supplying `{}` means the agent supports deleting sessions from `session/list`.
    """

    additional_directories: SessionAdditionalDirectoriesCapabilities | UnsetType | None = (
        msgspec.field(default=UNSET, name="additionalDirectories")
    )
    """Whether the agent supports `additionalDirectories` on supported session lifecycle requests.

    Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    Supplying `{}` means the agent supports `additionalDirectories` on
    supported session lifecycle requests.

    Agents may return `SessionInfo.additionalDirectories` to report the
    complete ordered additional-root list associated with a listed session.
    """

    system_prompt: SessionSystemPromptCapabilities | UnsetType | None = msgspec.field(
        default=UNSET, name="systemPrompt"
    )
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Whether the agent supports `systemPrompt` on session lifecycle requests.

    Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    Supplying `{}` means the agent supports `systemPrompt` in `append` mode.

    Draft only.
    """

    fork: SessionForkCapabilities | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Whether the agent supports `session/fork`.

    Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    Supplying `{}` means the agent supports forking sessions.

    Draft only.
    """

    archive: SessionArchiveCapabilities | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Whether the agent supports `session/archive` and `session/unarchive`.

    Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    Supplying `{}` means the agent supports both methods, the `archived` filter on
    `session/list`, and `SessionInfo.archived`.

    Draft only.
    """

    status: SessionStatusCapabilities | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Whether the agent supports `session/status`.

    Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    Supplying `{}` means the agent supports checking session status.

    Draft only.
    """

    title: SessionTitleCapabilities | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Whether the agent supports `session/set_title`.

    Agents report titles through `session/list` and `session_info_update` without this
    capability. It only advertises that Clients can set titles.

    Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    Supplying `{}` means the agent supports setting session titles.

    Draft only.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class AgentAuthCapabilities(AcpStruct, kw_only=True):
    """Authentication-related extension capabilities supported by the agent.

    This object does not advertise support for `auth/login` or `auth/logout`.
    Those methods are advertised by a non-empty `authMethods` list in the
    `initialize` response.
    """

    status: AuthStatusCapabilities | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Whether the agent supports the `auth/status` method.

    Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    Supplying `{}` means the agent supports the `auth/status` method.

    Draft only.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class AgentCapabilities(AcpStruct, kw_only=True):
    """Capabilities supported by the agent.

    Advertised during initialization to inform the client about
    available features and content types.

    See protocol docs: [Agent Capabilities](https://agentclientprotocol.com/protocol/v2/draft/initialization#agent-capabilities)
    """

    session: SessionCapabilities | UnsetType | None = UNSET
    """Session capabilities supported by the agent.

    Optional. Omitted and `null` are equivalent and mean the agent does not support the
    `session/*` methods. Supplying `{}` means the agent supports the
    baseline session methods: `session/new`, `session/list`,
    `session/resume`, `session/close`, `session/prompt`, `session/cancel`,
    and `session/update`.
    """

    auth: AgentAuthCapabilities | UnsetType | None = UNSET
    """Authentication-related extension capabilities supported by the agent.

    Optional. Omitted and `null` are equivalent and mean the agent does not advertise any
    authentication-related extensions. This field does not advertise support
    for `auth/login` or `auth/logout`. Those methods are advertised by a
    non-empty `authMethods` list in the `initialize` response.
    """

    providers: ProvidersCapabilities | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Provider configuration capabilities supported by the agent.

    Optional. Omitted and `null` are equivalent and mean the agent does not advertise support.
    Supplying `{}` means the agent supports provider configuration methods.

    Draft only.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class AuthMethodTerminal(AcpStruct, kw_only=True, tag_field="type", tag="terminal"):
    """Terminal-based authentication method.

    The client runs the configured agent program as a separate interactive
    process for the user to authenticate via a TUI. Agents MUST advertise this
    method only when the client enabled its terminal authentication capability.
    A zero exit status signals success. Any other termination signals failure.
    The client MUST NOT pass this method to `auth/login`.
    """

    method_id: AuthMethodId = msgspec.field(name="methodId")
    """Unique identifier for this authentication method."""

    name: str
    """Human-readable name of the authentication method."""

    description: str | UnsetType | None = UNSET
    """Optional human-readable description of this authentication method.

    Omitted and `null` are equivalent and mean no description is provided.
    """

    args: list[str] | UnsetType = UNSET
    """Additional arguments to append to the configured agent invocation for terminal auth."""

    env: list[EnvVariable] | UnsetType = UNSET
    """Additional environment variables to set on the configured agent invocation for terminal auth.
    Names MUST be unique. These values override same-named variables in the
    base launch configuration.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class AuthMethodAgent(AcpStruct, kw_only=True, tag_field="type", tag="agent"):
    """Agent handles authentication itself through `auth/login`.

    The `type` discriminator value is `agent`.
    """

    method_id: AuthMethodId = msgspec.field(name="methodId")
    """Unique identifier for this authentication method."""

    name: str
    """Human-readable name of the authentication method."""

    description: str | UnsetType | None = UNSET
    """Optional human-readable description of this authentication method.

    Omitted and `null` are equivalent and mean no description is provided.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class UnknownAuthMethod(UnknownVariant):
    """A `AuthMethod` whose tag this schema version does not know; encodes back unchanged."""

    __slots__ = ()
    union = "AuthMethod"
    tag_field = "type"
    requires = (frozenset(("methodId", "name", "type")),)


# Type checkers see the union with its unknown variant, msgspec the known members only: an
# unknown tag takes the forgiving path (acp_wire._codec.forgiving).
if TYPE_CHECKING:
    AuthMethod: TypeAlias = AuthMethodTerminal | AuthMethodAgent | UnknownAuthMethod
    """Describes an available authentication method.

    The `type` field acts as the discriminator in the serialized JSON form.
    """
else:
    AuthMethod = AuthMethodTerminal | AuthMethodAgent


class InitializeResponse(AcpStruct, kw_only=True):
    """Response to the `initialize` method.

    Contains the negotiated protocol version and agent capabilities.

    See protocol docs: [Initialization](https://agentclientprotocol.com/protocol/v2/draft/initialization)
    """

    protocol_version: ProtocolVersion = msgspec.field(name="protocolVersion")
    """The highest protocol version supported by the agent that is at or below
    the version requested by the client. If no such version exists,
    initialization fails with error code -32022.

    The client must check that it supports this version and should disconnect
    if it does not.
    """

    info: Implementation
    """Information about the implementation sending this initialize response."""

    capabilities: AgentCapabilities | UnsetType = UNSET
    """Capabilities supported by the agent."""

    auth_methods: list[AuthMethod] | UnsetType = msgspec.field(default=UNSET, name="authMethods")
    """Authentication methods supported by the agent.

    Optional. Omitted or empty means the agent does not advertise the
    `auth/login` and `auth/logout` methods. Supplying one or more methods means
    the agent MUST support both `auth/login` and `auth/logout`.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class TerminalAuthCapabilities(AcpStruct, kw_only=True):
    """Capabilities for terminal authentication methods.

    Supplying `{}` means the client can reproduce the configured agent
    invocation in an interactive terminal and supports terminal authentication
    methods.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class ClientAuthCapabilities(AcpStruct, kw_only=True):
    """Authentication capabilities supported by the client.

    Advertised during initialization to inform the agent which authentication
    method types the client can handle. This governs opt-in types that require
    additional client-side support.
    """

    terminal: TerminalAuthCapabilities | UnsetType | None = UNSET
    """Whether the client supports `terminal` authentication methods.

    Optional. Omitted and `null` are equivalent and mean the client does not advertise support.
    The client should supply `{}` only when it can reproduce the configured
    agent invocation in an interactive terminal. Supplying `{}` means the
    agent may include `terminal` entries in its authentication methods.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class ElicitationFormCapabilities(AcpStruct, kw_only=True):
    """Form-based elicitation capabilities.

    Supplying `{}` means the client supports form-based elicitation.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class ElicitationUrlCapabilities(AcpStruct, kw_only=True):
    """URL-based elicitation capabilities.

    Supplying `{}` means the client supports URL-based elicitation.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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

    Optional. Omitted and `null` are equivalent and mean the client does not advertise support.
    Supplying `{}` means the client supports URL-based elicitation.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class ClientCapabilities(AcpStruct, kw_only=True):
    """Capabilities supported by the client.

    Advertised during initialization to inform the agent about
    available features and methods.

    See protocol docs: [Client Capabilities](https://agentclientprotocol.com/protocol/v2/draft/initialization#client-capabilities)
    """

    auth: ClientAuthCapabilities | UnsetType | None = UNSET
    """Authentication capabilities supported by the client.
    Determines which authentication method types the agent may include
    in its `InitializeResponse`.

    Optional. Omitted and `null` are equivalent and mean the client does not advertise any
    authentication-method extensions.
    """

    elicitation: ElicitationCapabilities | UnsetType | None = UNSET
    """Elicitation capabilities supported by the client.
    Determines which elicitation modes the agent may use.

    Optional. Omitted and `null` are equivalent and mean the client does not advertise
    elicitation support.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class InitializeRequest(AcpStruct, kw_only=True):
    """Request parameters for the initialize method.

    Sent by the client to establish connection and negotiate capabilities.

    See protocol docs: [Initialization](https://agentclientprotocol.com/protocol/v2/draft/initialization)
    """

    protocol_version: ProtocolVersion = msgspec.field(name="protocolVersion")
    """The latest protocol version supported by the client."""

    info: Implementation
    """Information about the implementation sending this initialize request."""

    capabilities: ClientCapabilities | UnsetType = UNSET
    """Capabilities supported by the client."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


# How the union selection rule (acp_wire._codec.resolve.select) sees `AuthMethod`.
_AuthMethodSpec = UnionSpec(
    "AuthMethod",
    tag_field="type",
    by_tag={
        "terminal": (AuthMethodTerminal,),
        "agent": (AuthMethodAgent,),
    },
    untagged=(),
    unknown=UnknownAuthMethod,
    classes=(
        AuthMethodTerminal,
        AuthMethodAgent,
        UnknownAuthMethod,
    ),
)
