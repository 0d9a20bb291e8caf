# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/list` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ._values import SessionArchiveFilter, SessionId


class SessionInfo(AcpStruct, kw_only=True):
    """Information about a session returned by session/list"""

    session_id: SessionId = msgspec.field(name="sessionId")
    """Unique identifier for the session"""

    cwd: str
    """The working directory for this session. Must be an absolute path."""

    additional_directories: list[str] | UnsetType = msgspec.field(
        default=UNSET, name="additionalDirectories"
    )
    """Additional workspace roots reported for this session. Each path must be absolute.

    When present, this is the complete ordered additional-root list reported
    by the Agent. Omitted and empty values are equivalent: the response
    reports no additional roots.
    """

    title: str | UnsetType | None = UNSET
    """Human-readable title for the session"""

    updated_at: str | UnsetType | None = msgspec.field(default=UNSET, name="updatedAt")
    """ISO 8601 timestamp of last activity"""

    archived: bool | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Whether the session is archived.

    Optional. Omitted and `null` are equivalent and mean the archive state is not reported.
    Agents that advertise the `sessionCapabilities.archive` capability MUST include it on every listed session.

    Draft only.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class ListSessionsResponse(AcpStruct, kw_only=True):
    """Response from listing sessions."""

    sessions: list[SessionInfo]
    """Array of session information objects"""

    next_cursor: str | UnsetType | None = msgspec.field(default=UNSET, name="nextCursor")
    """Opaque cursor token. If present, pass this in the next request's cursor parameter
    to fetch the next page. If absent, there are no more results.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class ListSessionsRequest(AcpStruct, kw_only=True):
    """Request parameters for listing existing sessions.

    Only available if the Agent supports the `sessionCapabilities.list` capability.
    """

    cwd: str | UnsetType | None = UNSET
    """Filter sessions by working directory. Must be an absolute path."""

    cursor: str | UnsetType | None = UNSET
    """Opaque cursor token from a previous response's nextCursor field for cursor-based pagination"""

    archived: SessionArchiveFilter | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Filter sessions by archive state.

    Optional. Omitted and `null` are equivalent and mean `exclude`. Only send this when
    the Agent advertises the `sessionCapabilities.archive` capability. The filter combines with `cwd` and
    applies before pagination. Clients keep the same value when following `nextCursor`.

    Draft only.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """
