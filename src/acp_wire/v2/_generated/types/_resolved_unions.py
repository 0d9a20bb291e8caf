# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""Every union msgspec cannot decode natively, by its alias object: `decode` resolves them by spec.

Part of the `types` package of ACP v2: import its names from the package.
"""

from typing import Any, Final

from ...._codec.resolve import (
    UnionSpec,
)
from ._agent_request import (
    AgentNotificationParams,
    AgentRequestParams,
    AgentResponse,
    AgentResponseResult,
    ClientNotificationParams,
    ClientRequestParams,
    ClientResponse,
    ClientResponseResult,
    ElicitationFormMode,
    ElicitationUrlMode,
    ProxyRequestParams,
    ProxyResponse,
    _AgentNotificationParamsSpec,
    _AgentRequestParamsSpec,
    _AgentResponseResultSpec,
    _AgentResponseSpec,
    _ClientNotificationParamsSpec,
    _ClientRequestParamsSpec,
    _ClientResponseResultSpec,
    _ClientResponseSpec,
    _ElicitationFormModeSpec,
    _ElicitationUrlModeSpec,
    _ProxyRequestParamsSpec,
    _ProxyResponseSpec,
)
from ._available_command import (
    AvailableCommand,
    AvailableCommandInput,
    _AvailableCommandInputSpec,
    _AvailableCommandSpec,
)
from ._content_block import EmbeddedResourceResource, _EmbeddedResourceResourceSpec
from ._elicitation_create import (
    CreateElicitationRequest,
    MultiSelectItems,
    _CreateElicitationRequestSpec,
    _MultiSelectItemsSpec,
)
from ._mcp_message import MessageMcpResponse, _MessageMcpResponseSpec
from ._session_config_option import SessionConfigSelectOptions, _SessionConfigSelectOptionsSpec
from ._session_resume import ReplayFrom, _ReplayFromSpec

# Unions msgspec cannot decode natively, by their alias object: `decode` resolves them by spec.
RESOLVED_UNIONS: Final[dict[Any, UnionSpec]] = {
    AgentNotificationParams: _AgentNotificationParamsSpec,
    CreateElicitationRequest: _CreateElicitationRequestSpec,
    AgentRequestParams: _AgentRequestParamsSpec,
    AgentResponse: _AgentResponseSpec,
    AgentResponseResult: _AgentResponseResultSpec,
    AvailableCommand: _AvailableCommandSpec,
    AvailableCommandInput: _AvailableCommandInputSpec,
    ClientNotificationParams: _ClientNotificationParamsSpec,
    ClientRequestParams: _ClientRequestParamsSpec,
    ClientResponse: _ClientResponseSpec,
    MessageMcpResponse: _MessageMcpResponseSpec,
    ClientResponseResult: _ClientResponseResultSpec,
    ElicitationFormMode: _ElicitationFormModeSpec,
    ElicitationUrlMode: _ElicitationUrlModeSpec,
    EmbeddedResourceResource: _EmbeddedResourceResourceSpec,
    MultiSelectItems: _MultiSelectItemsSpec,
    ProxyRequestParams: _ProxyRequestParamsSpec,
    ProxyResponse: _ProxyResponseSpec,
    ReplayFrom: _ReplayFromSpec,
    SessionConfigSelectOptions: _SessionConfigSelectOptionsSpec,
}
