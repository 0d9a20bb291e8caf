# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `auth/status`, `auth/status_update` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct


class AuthAccount(AcpStruct, kw_only=True):
    """**UNSTABLE**

    This capability is not part of the spec yet, and may be removed or changed at any point.

    An account or credential the agent has configured, such as a signed-in user
    account or an API key.

    All fields are display information only. Clients MUST NOT use them as stable
    account identifiers, and SHOULD NOT log them or send them elsewhere, such as to
    telemetry.

    Draft only: not in the stable schema.
    """

    label: str
    """Human-readable name for the account, suitable for display on its own,
    for example `Claude Max`, `OpenAI API key`, or `Vertex AI`.
    """

    active: bool | UnsetType | None = UNSET
    """Whether the agent currently uses this account by default.

    Several accounts MAY be active, for example one per provider.

    Optional. Omitted and `null` are equivalent and mean the agent does not indicate whether this account is in effect.
    """

    name: str | UnsetType | None = UNSET
    """Display name of the user, such as a username or full name.

    Optional. Omitted and `null` are equivalent and mean no name is reported.
    """

    email: str | UnsetType | None = UNSET
    """Email address of the user.

    Optional. Omitted and `null` are equivalent and mean no email is reported.
    """

    organization: str | UnsetType | None = UNSET
    """Display name of the organization, team, or workspace the account is using.

    Optional. Omitted and `null` are equivalent and mean no organization is reported.
    """

    meta: dict[str, Any] | UnsetType | None = msgspec.field(default=UNSET, name="_meta")
    """The _meta property is reserved by ACP to allow clients and agents to attach additional
    metadata to their interactions. Implementations MUST NOT make assumptions about values at
    these keys.

    See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/draft/extensibility)
    """
