# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `auth/status` reach, and no other.

Part of the `types` package of ACP v2: import its names from the package.
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
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    Implementations MUST NOT assign meaning to keys they do not recognize.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    """
