"""What the generated handler protocols' default `initialize` calls (private).

The generated `Agent.initialize` of each version answers as the spec's initialization page
says without the author writing it: the version negotiated from the binding's supported
versions, the agent's name from its class, and the capabilities of the handlers its class
overrides. The schema facts (which capability stands for which methods, the negotiation rule)
are decided by codegen/conformance.py and printed into the generated module as data; this
module only applies them to the author's class. Nothing here imports a version.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence
from typing import Any, TypeVar, cast

import msgspec

# The schemas' `ErrorCode` values: "Resource not found" answers a request naming an unknown
# session; "Unsupported protocol version" (v2 and later) an `initialize` below every version.
from .._generated.error_codes import RESOURCE_NOT_FOUND, UNSUPPORTED_PROTOCOL_VERSION
from ..rpc_errors import RequestError

T = TypeVar("T")


# One capability tie as the generator prints it: the capability's wire path, the JSON value
# advertised (True or {}), and the handler methods the class must all override.
Tie = tuple[tuple[str, ...], Any, tuple[str, ...]]


def negotiate_version(requested: int, supported: Sequence[int], at_or_below: bool) -> int:
    """The protocol version to answer `initialize` with.

    The spec's version negotiation: the requested version when the agent supports it, else the
    latest it supports. With `at_or_below` (v2's schema: "the highest protocol version
    supported by the agent that is at or below the version requested by the client. If no such
    version exists, initialization fails with error code -32022") a request below every
    supported version is refused with -32022 and `UnsupportedProtocolVersionErrorData`.
    """
    if requested in supported:
        return requested
    if not at_or_below:
        return max(supported)
    below = [v for v in supported if v <= requested]
    if below:
        return max(below)
    raise RequestError(
        UNSUPPORTED_PROTOCOL_VERSION,
        "Unsupported protocol version",
        {"requested": requested, "supported": sorted(supported)},
    )


def overrides(handler: object, protocol: type, name: str) -> bool:
    """Whether `handler`'s class implements `name` itself rather than inheriting the
    protocol's default (a structural implementation, not a subclass, implements everything)."""
    mine = getattr(type(handler), name, None)
    return mine is not None and mine is not getattr(protocol, name, None)


def build_capabilities(handler: object, protocol: type, ties: Sequence[Tie], kind: type[T]) -> T:
    """The capabilities struct `kind` advertising every tie whose handlers `handler`'s class
    all override. Ties come parent first; a nested capability refines its parent (v2's
    `session.delete` needs `session`), so it is not advertised when its parent is not."""
    tree: dict[str, Any] = {}
    withheld: list[tuple[str, ...]] = []
    for path, value, names in ties:
        if any(path[: len(w)] == w for w in withheld) or not all(
            overrides(handler, protocol, n) for n in names
        ):
            withheld.append(path)
            continue
        node: dict[str, Any] = tree
        for key in path[:-1]:
            child: Any = node.get(key)
            if not isinstance(child, dict):
                child = node[key] = {}
            node = cast("dict[str, Any]", child)
        if not isinstance(node.get(path[-1]), dict):
            node[path[-1]] = value if value is True else {}
    return msgspec.convert(tree, kind)


def implementation_info(handler: object, prefix: str, kind: Callable[..., T]) -> T:
    """The `Implementation` naming `handler`: its class attributes `<prefix>_name` (default:
    the class's name), `<prefix>_title` (default: none, so clients show the name) and
    `<prefix>_version` (default "0.0.0", since nothing else knows the author's version)."""
    cls = type(handler)
    name = getattr(handler, f"{prefix}_name", None) or cls.__name__
    title = getattr(handler, f"{prefix}_title", None)
    version = getattr(handler, f"{prefix}_version", None) or "0.0.0"
    extra = {"title": str(title)} if title else {}
    return kind(name=str(name), version=str(version), **extra)


_SESSIONS = "_acp_wire_sessions"  # the handler's attribute holding the ids it handed out


def new_session_id(handler: object | None = None) -> str:
    """A session id no other session of this or any other agent process has: the spec's
    session setup says the agent "MUST respond with a unique Session ID". With `handler`, the
    id is also recorded as one of its live sessions (`require_session`)."""
    session_id = f"sess_{uuid.uuid4().hex}"
    if handler is not None:
        live: set[str] | None = getattr(handler, _SESSIONS, None)
        if live is None:
            live = set()
            setattr(handler, _SESSIONS, live)
        live.add(session_id)
    return session_id


def require_session(handler: object, session_id: str) -> None:
    """Refuse a request for a session `handler` did not create (or has ended) with the
    schema's -32002 "Resource not found" and the session id as data (v2's
    `SessionNotFoundErrorData` shape), as both official SDKs' examples answer."""
    if session_id not in getattr(handler, _SESSIONS, ()):
        raise RequestError(RESOURCE_NOT_FOUND, "Resource not found", {"sessionId": session_id})


def end_session(handler: object, session_id: str) -> None:
    """Forget `session_id`: later requests for it are refused by `require_session`."""
    live: set[str] | None = getattr(handler, _SESSIONS, None)
    if live is not None:
        live.discard(session_id)
