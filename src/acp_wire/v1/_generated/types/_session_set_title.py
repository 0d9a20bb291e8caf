# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/set_title` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ._values import SessionId


class SetSessionTitleResponse(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Response from setting the title of a session.

    Draft only: not in the stable schema.
    """

    title: str
    """The title the Agent stored.

    This differs from the requested title if the Agent normalized it. Clients SHOULD
    display this value rather than the one they sent.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class SetSessionTitleRequest(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Request parameters for setting the title of a session.

    Only available if the Agent supports the `sessionCapabilities.title` capability.

    The session does not need to be active on the connection. Any session the Agent would
    return from `session/list` can be retitled. A session that does not exist gets `-32002`.

    The Agent responds only after it has stored the title. After a successful response, the
    Agent SHOULD NOT replace the title with one it generates automatically.

    Draft only: not in the stable schema.
    """

    session_id: SessionId = msgspec.field(name="sessionId")
    """The ID of the session to retitle."""

    title: str
    """The new title for the session.

    Required and non-null. Omission and explicit `null` are both invalid. The Agent MAY
    normalize the title before storing it, for example by trimming whitespace or
    truncating it. The Agent rejects a title that fails its validation, including one
    that is empty after normalization, with `-32602`.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """
