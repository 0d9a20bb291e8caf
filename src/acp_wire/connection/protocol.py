"""The per-version record a connection is built on: one protocol version's generated tables and
the few protocol rules the connection applies, as data (`PROTOCOL_V1` here, `acp_wire.v2`'s
`PROTOCOL` beside its own tables).

The connection reads this record once, when it is built, and keeps what its hot paths need as
its own attributes; nothing in the connection asks which version it serves.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from operator import attrgetter
from typing import Any

import msgspec

from .. import capabilities
from .._dispatch import Routes
from .._generated import types as v1
from .._generated.dispatch import AGENT_ROUTES, CLIENT_ROUTES
from .._generated.methods import CANCEL_REQUEST
from .._generated.peers import AgentPeer, ClientPeer
from .._resolve import UnionSpec
from ..jsonrpc import JSONRPC, JsonRpc, _id_problem  # pyright: ignore[reportPrivateUsage]


@dataclass(frozen=True, kw_only=True, repr=False)
class ConnectionProtocol:
    """One protocol version as a connection needs it: routes, peers, the JSON-RPC layer, the
    classes its side rules recognise messages by, and the session-update capability table."""

    agent_routes: Routes[Any]  # how an agent-side connection calls its `Agent`
    client_routes: Routes[Any]  # how a client-side connection calls its `Client`
    agent_peer: Callable[[Any], Any]  # the agent as seen by a client-side connection
    client_peer: Callable[[Any], Any]  # the client as seen by an agent-side connection
    jsonrpc: JsonRpc
    cancel_request_method: str  # `$/cancel_request`, which the connection core handles
    # Params classes, each of one method: the side rules recognise messages by them.
    cancel_request: type[Any]  # `$/cancel_request`
    initialize_request: type[Any]  # `initialize`: where the client's capabilities are read
    capabilities_of: Callable[[Any], Any]  # `initialize` params -> the client's capabilities
    client_capabilities: type[Any]
    session_cancel: type[Any]  # `session/cancel`
    prompt_request: type[Any]  # `session/prompt`: the turn a `session/cancel` ends
    permission_request: type[Any]  # `session/request_permission`, answered on `session/cancel`
    session_update: type[Any]  # `session/update` params: sessionId + update
    session_update_union: UnionSpec  # the `update` member's union: the capability gate's key
    # The capability gate: tag -> capability path; tags that may fall back to a message.
    required_capability: Mapping[str, tuple[str, ...]]
    fallback_allowed: frozenset[str]
    fallback_message: Callable[[Any], Any]
    # The answer to a `session/prompt` ended by `session/cancel`, from what its handler
    # returned (None if nothing); None: the version has no such result, answered -32800.
    cancelled_turn: Callable[[Any], Any] | None
    # The answer to a `session/request_permission` ended by `session/cancel`.
    cancelled_permission: Callable[[], Any]

    def __repr__(self) -> str:
        # Short, because it is the default of public signatures (`help(AgentSideConnection)`):
        # the fields hold whole route tables. The package the tables come from names it.
        package = self.session_update.__module__.removesuffix("._generated.types")
        return f"ConnectionProtocol(<{package} tables>)"

    @property
    def null_id_allowed(self) -> bool:
        """Whether an error response may carry a null id (a message whose id is unreadable):
        the version's `RequestId` decides. Where it may not, such a message is logged and
        left unanswered, since no valid response can name it."""
        return _id_problem(None, self.jsonrpc.tables.request_id) is None


def _v1_cancelled_turn(result: Any) -> v1.PromptResponse:
    if isinstance(result, v1.PromptResponse):
        return msgspec.structs.replace(result, stop_reason="cancelled")
    return v1.PromptResponse(stop_reason="cancelled")


def _v1_cancelled_permission() -> v1.RequestPermissionResponse:
    return v1.RequestPermissionResponse(outcome=v1.CancelledRequestPermissionOutcome())


PROTOCOL_V1 = ConnectionProtocol(
    agent_routes=AGENT_ROUTES,
    client_routes=CLIENT_ROUTES,
    agent_peer=AgentPeer,
    client_peer=ClientPeer,
    jsonrpc=JSONRPC,
    cancel_request_method=CANCEL_REQUEST,
    cancel_request=v1.CancelRequestNotification,
    initialize_request=v1.InitializeRequest,
    capabilities_of=attrgetter("client_capabilities"),
    client_capabilities=v1.ClientCapabilities,
    session_cancel=v1.CancelNotification,
    prompt_request=v1.PromptRequest,
    permission_request=v1.RequestPermissionRequest,
    session_update=v1.SessionNotification,
    session_update_union=v1.UNION_SPECS["SessionUpdate"],
    required_capability=capabilities.REQUIRED_CAPABILITY,
    fallback_allowed=capabilities.FALLBACK_ALLOWED,
    fallback_message=capabilities.fallback_message,
    cancelled_turn=_v1_cancelled_turn,
    cancelled_permission=_v1_cancelled_permission,
)
"""Protocol version 1, what `AgentSideConnection` / `ClientSideConnection` serve by default."""

__all__ = ["PROTOCOL_V1", "ConnectionProtocol"]
