# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of the package share the types' private helpers: union specs.)
"""The message classes of the methods whose params are in `types._elicitation_create`.

Part of the `messages` package of ACP v2: import its names from the package.
"""

from typing import TYPE_CHECKING, Annotated, Any, Literal

from ...._codec.resolve import resolve_field
from ...._rpc.envelope import Request
from ..types._elicitation_create import CreateElicitationRequest, _CreateElicitationRequestSpec
from ..types._values import RequestId

if TYPE_CHECKING:
    from typing import TypeAlias

# Params unions msgspec cannot decode natively: plain JSON, resolved in `__post_init__`.
if TYPE_CHECKING:
    _CreateElicitationRequestParams: TypeAlias = CreateElicitationRequest
else:
    _CreateElicitationRequestParams = Annotated[Any, _CreateElicitationRequestSpec]


class ElicitationCreateMessage(
    Request[CreateElicitationRequest], tag_field="method", tag="elicitation/create", kw_only=True
):
    """`elicitation/create`: request."""

    # Required on the wire (no default, unlike the base); Request.of / Notification.of fill it.
    jsonrpc: Literal["2.0"]  # pyright: ignore[reportGeneralTypeIssues]
    id: RequestId
    params: _CreateElicitationRequestParams

    def __post_init__(self) -> None:
        self.params = resolve_field(
            _CreateElicitationRequestSpec, self.params, "params", nullable=False
        )
