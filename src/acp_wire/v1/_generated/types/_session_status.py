# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/status` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ._values import SessionId, SessionStatus


class SessionStatusResponse(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Response from checking the status of a session.

    The result is a snapshot. A session reported `open` may be closed or evicted before
    the Client's next request.

    Draft only: not in the stable schema.
    """

    status: SessionStatus
    """Whether the Agent has the session in memory.

    Required. Clients MUST treat a value they do not recognize as `saved`.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SessionStatusRequest(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Request parameters for checking the status of a session.

    Only available if the Agent supports the `sessionCapabilities.status` capability.

    `session/status` MUST NOT have side effects. The Agent does not load, resume, create,
    close, or change the session, and does not attach the requesting connection to it.
    A session the Agent does not know gets `-32002` with the requested `sessionId` in `data`.

    Draft only: not in the stable schema.
    """

    session_id: SessionId = msgspec.field(name="sessionId")
    """The ID of the session to check."""

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """
