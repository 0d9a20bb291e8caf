# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/close` reach, and no other.

Part of the `types` package of ACP v2: import its names from the package.
"""

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ._values import SessionId


class CloseSessionResponse(AcpStruct, kw_only=True):
    """Response from closing a session."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class CloseSessionRequest(AcpStruct, kw_only=True):
    """Request parameters for closing an active session.

    The Agent MUST cancel any ongoing work related to the session as if `session/cancel`
    was called, then free the resources associated with the session. Unlike `session/cancel`,
    closing also stops the session's background work. After the close response, the Agent
    sends no other messages for the session on that connection.

    Closing a session that does not exist or is not active SHOULD succeed, and Clients SHOULD
    treat a `-32002` response as a successful close.

    When closing cancels active foreground work, the Agent MUST send the final
    updates for that work and the idle `state_update` with `stopReason: "cancelled"`
    before responding successfully to `session/close`. Closing an idle session
    does not itself require another idle update.

    Closing also cancels pending `session/prompt` requests whose messages have not
    been inserted, including held prompts. If closing prevents a prompt's user message from being inserted, the
    Agent MUST answer that request with `-32800` (Request Cancelled). If the message
    has already been inserted, the Agent MUST respond successfully with its
    `messageId`. Prompt responses need not precede the close response.
    """

    session_id: SessionId = msgspec.field(name="sessionId")
    """The ID of the session to close."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """
