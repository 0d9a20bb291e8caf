# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/list` reach, and no other.

Part of the `types` package of ACP v2: import its names from the package.
"""

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ._values import AbsolutePath, SessionArchiveFilter, SessionId, SessionListCursor


class SessionInfo(AcpStruct, kw_only=True):
    """Information about a session returned by session/list"""

    session_id: SessionId = msgspec.field(name="sessionId")
    """Unique identifier for the session"""

    cwd: AbsolutePath
    """The working directory for this session. Must be an absolute path."""

    additional_directories: list[AbsolutePath] | UnsetType = msgspec.field(
        default=UNSET, name="additionalDirectories"
    )
    """Additional workspace roots reported for this session. Each path must be absolute.

    When present, this is the complete ordered additional-root list reported
    by the Agent. Omitted and empty values are equivalent: the response
    reports no additional roots.
    """

    title: str | UnsetType | None = UNSET
    """Human-readable title for the session

    Omitted and `null` are equivalent and mean no title is provided.
    """

    updated_at: str | UnsetType | None = msgspec.field(default=UNSET, name="updatedAt")
    """RFC 3339 timestamp of last activity.

    Omitted and `null` are equivalent and mean the last activity time is not reported.
    """

    archived: bool | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Whether the session is archived.

    Optional. Omitted and `null` are equivalent and mean the archive state is not reported.
    Agents that advertise the `session.archive` capability MUST include it on every listed session.

    Draft only.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class ListSessionsResponse(AcpStruct, kw_only=True):
    """Response from listing sessions."""

    sessions: list[SessionInfo]
    """Array of session information objects."""

    next_cursor: SessionListCursor | UnsetType | None = msgspec.field(
        default=UNSET, name="nextCursor"
    )
    """Opaque cursor token. If present, pass this in the next request's cursor parameter
    to fetch the next page. Omitted and `null` are equivalent and mean there are no more
    results. An empty string is a valid cursor, not the end of results.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """


class ListSessionsRequest(AcpStruct, kw_only=True):
    """Request parameters for listing existing sessions."""

    cwd: AbsolutePath | UnsetType | None = UNSET
    """Filter sessions by working directory. Must be an absolute path.

    Only sessions whose `cwd` is this same directory match. Subdirectories and
    `additionalDirectories` don't. Agents MAY normalize paths when comparing.

    Omitted and `null` are equivalent and mean sessions are not filtered by working directory.
    """

    cursor: SessionListCursor | UnsetType | None = UNSET
    """Opaque cursor token from a previous response's nextCursor field for cursor-based pagination

    Omitted and `null` are equivalent and mean the first page is requested.
    """

    archived: SessionArchiveFilter | UnsetType | None = UNSET
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Filter sessions by archive state.

    Optional. Omitted and `null` are equivalent and mean `exclude`. Only send this when
    the Agent advertises the `session.archive` capability. The filter combines with `cwd` and
    applies before pagination. Clients keep the same value when following `nextCursor`.

    Draft only.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """
