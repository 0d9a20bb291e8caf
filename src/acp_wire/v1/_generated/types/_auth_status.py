# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `auth/status` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ._auth_account import AuthAccount
from ._values import AuthState


class AuthStatusResponse(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Response to the `auth/status` method.

    Draft only: not in the stable schema.
    """

    state: AuthState
    """Whether the agent can start sessions without the user signing in first.

    This is the only field clients should act on. Clients MUST treat values they
    do not recognize as `unknown`.
    """

    accounts: list[AuthAccount] | UnsetType = UNSET
    """The accounts the agent has configured, for display.

    Optional. Omitted and empty are equivalent and mean no accounts are reported.
    Agents that hold credentials for several providers or accounts SHOULD list each
    of them and mark the ones in effect with `active`.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """


class AuthStatusRequest(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Request parameters for the `auth/status` method.

    Queries the agent's current authentication state without changing it.

    Agents MUST NOT reject it with `auth_required` (`-32000`), since Clients call it to learn
    whether authentication is required.

    Draft only: not in the stable schema.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """
