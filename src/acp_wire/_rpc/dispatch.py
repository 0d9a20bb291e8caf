"""The generic half of the dispatcher; per-method tables are generated (`_generated/dispatch.py`,
of the `Routes` class in `acp_wire._rpc.routes`).

`call` finds the handler method of a decoded message in a side's `Routes` and awaits it; `answer`,
`exception_response` and `error_response` encode the outcome. The connection is the only caller.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import Any, TypeVar

from msgspec import UNSET

from acp_wire._codec.codec import encode
from acp_wire._rpc.envelope import Notification, Request, Response
from acp_wire._rpc.routes import ExtCall as ExtCall  # the tables' types, where they used to live
from acp_wire._rpc.routes import HandlerCall as HandlerCall
from acp_wire._rpc.routes import Routes as Routes
from acp_wire._rpc.routes import Sender as Sender
from acp_wire.rpc_errors import INTERNAL_ERROR, PeerRequestError, RequestError

H = TypeVar("H")
logger = logging.getLogger("acp_wire")


def start(
    routes: Routes[H], handler: H, message: Request[Any] | Notification[Any]
) -> Awaitable[Any] | None:
    """Call the handler method of `message` (not yet awaited); None for a notification nobody
    handles, `RequestError` (-32601) for such a request.

    Extension methods (`_...`) go to `ext_method` / `ext_notification`. A notification nobody
    handles is dropped: JSON-RPC gives no way to answer it.
    """
    is_request = isinstance(message, Request)
    table = routes.requests if is_request else routes.notifications
    target = table.get(message.method)
    params = message.params
    if params is UNSET:  # an omitted `params` reads as the empty params object, or None (raw)
        empty = routes.empty_params.get(message.method)
        params = None if empty is None else empty()
    # Only looking the method up can mean "no handler": an AttributeError from inside the
    # handler's body (raised when it is awaited) is a bug there, answered -32603.
    try:
        if target is not None:
            return target(handler, params)
        if message.method.startswith("_"):
            ext = routes.ext_request if is_request else routes.ext_notification
            return ext(handler, message.method, params)
    except AttributeError as exc:
        # A handler object that implements only part of its protocol.
        if exc.obj is not handler:
            raise
    if is_request:
        raise RequestError.method_not_found(message.method)
    logger.debug("acp_wire: no handler for notification %r; dropped", message.method)
    return None


async def call(routes: Routes[H], handler: H, message: Request[Any] | Notification[Any]) -> Any:
    """Await the handler method of `message` (see `start`); None when a notification has none."""
    handling = start(routes, handler, message)
    return None if handling is None else await handling


def result_response(id: Any, result: Any) -> bytes:
    return encode(Response(id=id, result=result))


def error_response(id: Any, code: int, message: str, data: Any = None) -> bytes:
    """The encoded error response; never fails.

    An id JSON cannot carry (a string with a lone surrogate) becomes null; a message or `data`
    it cannot carry (an object, a file name read with surrogateescape) turns the answer into a
    -32603 whose details are the escaped text.
    """
    try:
        encode(id)
    except (TypeError, ValueError, OverflowError):  # UnicodeEncodeError is a ValueError
        id = None
    try:
        return _error_response(id, code, message, data)
    except (TypeError, ValueError, OverflowError):
        pass
    details = _escaped(message) if data is None else f"{_escaped(message)}: {_escaped_repr(data)}"
    return _error_response(id, INTERNAL_ERROR, "Internal error", {"details": details})


def _error_response(id: Any, code: int, message: str, data: Any) -> bytes:
    """The JSON-RPC 2.0 error response (§5.1), as every version's `Response` and `Error`
    encode it: the same members in the same order, `data` left out when None."""
    error: dict[str, Any] = {"code": code, "message": message}
    if data is not None:
        error["data"] = data
    return encode({"jsonrpc": "2.0", "id": id, "error": error})


def _escaped(text: object) -> str:
    """`text` as a string UTF-8 can carry: lone surrogates become backslash escapes."""
    return str(text).encode("utf-8", "backslashreplace").decode("utf-8")


def _escaped_repr(value: object) -> str:
    try:
        return _escaped(repr(value))
    except Exception:  # a broken __repr__ must not cost the answer
        return f"<{type(value).__name__}>"


def exception_response(id: Any, exc: BaseException) -> bytes:
    """The error response for a handler that raised: its `RequestError`, else -32603 (also for
    an error answer to a nested request of ours that the handler did not catch)."""
    if isinstance(exc, PeerRequestError):
        return error_response(id, INTERNAL_ERROR, "Internal error", exc.nested_data())
    if isinstance(exc, RequestError):
        return error_response(id, exc.code, exc.message, exc.data)
    err = RequestError.internal_error(f"{type(exc).__name__}: {exc}")
    return error_response(id, err.code, err.message, err.data)


def answer(id: Any, result: Any) -> bytes:
    """The encoded response carrying `result`; -32603 (logged) when `result` cannot be encoded."""
    try:
        return result_response(id, result)
    except (TypeError, ValueError, OverflowError) as exc:
        logger.error("acp_wire: the result for request %r cannot be encoded: %s", id, exc)
        return exception_response(id, exc)
