# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `proxy/successor` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct


class ProxySuccessorRequest(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Parameters of a `proxy/successor` request.

    A proxy sends it to forward a message to its successor, and the conductor sends it to
    deliver a message from the successor to the proxy. The envelope wraps one request: `method`
    and `params` are the wrapped request's method and params.

    The result or error of the wrapped request is returned unchanged, as the same JSON value,
    as the result or error of the `proxy/successor` request. Errors the conductor returns
    itself, for example because the successor has exited, are not wrapped results.

    To cancel it, the sender sends `$/cancel_request` with the ID of this `proxy/successor`
    request on the same connection. Cancellation is never forwarded to another hop.

    See the [Proxy Chains RFD](https://agentclientprotocol.com/rfds/proxy-chains).

    Draft only: not in the stable schema.
    """

    method: str
    """Method name of the wrapped request."""

    params: Any | UnsetType = UNSET
    """Params of the wrapped request, forwarded unchanged.

    Optional. Omitted and `null` are equivalent and mean the wrapped request has no params.
    When present, it MUST be a JSON object or array, as JSON-RPC requires.
    The wrapped request's own `_meta` stays inside these params.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """Metadata for the `proxy/successor` envelope itself, separate from the wrapped
    message's `_meta`. It is hop-local: the conductor does not copy it into the message
    it unwraps.

    The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class ProxySuccessorNotification(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Parameters of a `proxy/successor` notification.

    A proxy sends it to forward a message to its successor, and the conductor sends it to
    deliver a message from the successor to the proxy. The envelope wraps one notification: `method`
    and `params` are the wrapped notification's method and params.

    See the [Proxy Chains RFD](https://agentclientprotocol.com/rfds/proxy-chains).

    Draft only: not in the stable schema.
    """

    method: str
    """Method name of the wrapped notification."""

    params: Any | UnsetType = UNSET
    """Params of the wrapped notification, forwarded unchanged.

    Optional. Omitted and `null` are equivalent and mean the wrapped notification has no params.
    When present, it MUST be a JSON object or array, as JSON-RPC requires.
    The wrapped notification's own `_meta` stays inside these params.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """Metadata for the `proxy/successor` envelope itself, separate from the wrapped
    message's `_meta`. It is hop-local: the conductor does not copy it into the message
    it unwraps.

    The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """
