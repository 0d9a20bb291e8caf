# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `auth/status_update` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ._auth_account import AuthAccount
from ._values import AuthState


class AuthStatusUpdateNotification(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    Notification sent by the agent when its authentication status changes.

    Carries the same fields as the `auth/status` response. Agents that advertise the
    `auth.status` capability MAY send it at any time after `initialize`, and SHOULD only
    send it when the reported status differs from the last one sent on the connection.

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
