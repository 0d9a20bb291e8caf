# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `proxy/initialize` reach, and no other.

Part of the `types` package of ACP v2: import its names from the package.
"""

from typing import TYPE_CHECKING

from ._initialize_response import InitializeRequest, InitializeResponse

if TYPE_CHECKING:
    from typing import TypeAlias

if TYPE_CHECKING:
    InitializeProxyRequest: TypeAlias = InitializeRequest
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Request parameters for `proxy/initialize`.

    A conductor sends `proxy/initialize` instead of `initialize` to every component that has a
    successor, which tells the component to run as a proxy. The params and the response are
    the same as for `initialize`. A conductor sends `initialize` to the final agent.

    The params carry the protocol version the conductor selected: the client's requested
    version, unless the conductor supports only a lower one. Before answering successfully,
    the proxy MUST forward an `initialize` request to its successor through `proxy/successor`.

    See the [Proxy Chains RFD](https://agentclientprotocol.com/rfds/proxy-chains).

    Draft only: not in the stable schema.
    """
else:
    InitializeProxyRequest = InitializeRequest

if TYPE_CHECKING:
    InitializeProxyResponse: TypeAlias = InitializeResponse
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Response to `proxy/initialize`.

    The same as the `initialize` response. The proxy builds it from its successor's
    `initialize` response and answers with the capabilities of the chain from itself onward.
    It MUST NOT change `protocolVersion`.

    Draft only: not in the stable schema.
    """
else:
    InitializeProxyResponse = InitializeResponse
