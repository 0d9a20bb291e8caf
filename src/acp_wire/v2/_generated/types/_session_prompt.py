# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/prompt` reach, and no other.

Part of the `types` package of ACP v2: import its names from the package.
"""

from typing import Annotated, Any

import msgspec
from msgspec import UNSET, Meta, UnsetType

from ...._codec.base import AcpStruct
from ._content_block import ContentBlock
from ._values import MessageId, SessionId


class PromptResponse(AcpStruct, kw_only=True):
    """Response acknowledging that a user prompt was inserted into the ACP conversation.

    This response does not indicate that the prompt was merely received or held, nor that the
    agent has finished processing it.
    Processing and completion are reported through `state_update` session updates.

    Insertion is the logical addition of a user message with a message ID and a position
    relative to other messages in the ACP conversation.

    See protocol docs: [Prompt Accepted](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#2-prompt-accepted)
    """

    message_id: MessageId = msgspec.field(name="messageId")
    """Identifies the user message inserted into the ACP conversation.

    Required and non-null. Omission and explicit `null` are both invalid.

    The corresponding user-message session update carries this same identifier and may arrive
    before or after this response. Agents must echo the message during the live session, but are
    not required to retain it. If retained and replayed, the message keeps this identifier.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class PromptRequest(AcpStruct, kw_only=True):
    """Request parameters for sending a user prompt to the agent.

    Contains the user's message and any additional context.

    See protocol docs: [User Message](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#1-user-message)
    """

    session_id: SessionId = msgspec.field(name="sessionId")
    """The ID of the session to send this user message to"""

    prompt: Annotated[list[ContentBlock], Meta(min_length=1)]
    """The blocks of content that compose the user's message.

    As a baseline, the Agent MUST support `text` and `resource_link` content blocks,
    while other variants are optionally enabled via `PromptCapabilities`.

    The Client MUST adapt its interface according to `PromptCapabilities`.

    The client MAY include referenced pieces of context as either
    `resource` or `resource_link` content blocks.

    When available, `resource` is preferred
    as it avoids extra round-trips and allows the message to include
    pieces of context from sources the agent may not have access to.

    Clients MUST NOT send an empty array. Agents MAY reject one with `-32602` without
    inserting it.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """
