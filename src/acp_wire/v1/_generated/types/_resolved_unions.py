# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""Every union msgspec cannot decode natively, by its alias object: `decode` resolves them by spec.

Part of the `types` package of ACP v1: import its names from the package.
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
from ._content_block import EmbeddedResourceResource, _EmbeddedResourceResourceSpec
from ._elicitation_create import (
    CreateElicitationRequest,
    MultiSelectItems,
    _CreateElicitationRequestSpec,
    _MultiSelectItemsSpec,
)
from ._initialize_response import AuthMethod, _AuthMethodSpec
from ._mcp_message import MessageMcpResponse, _MessageMcpResponseSpec
from ._session_config_option import SessionConfigSelectOptions, _SessionConfigSelectOptionsSpec
from ._session_mode_state import McpServer, _McpServerSpec
from ._session_set_config_option import (
    SetSessionConfigOptionRequest,
    _SetSessionConfigOptionRequestSpec,
)

# Unions msgspec cannot decode natively, by their alias object: `decode` resolves them by spec.
RESOLVED_UNIONS: Final[dict[Any, UnionSpec]] = {
    AgentNotificationParams: _AgentNotificationParamsSpec,
    CreateElicitationRequest: _CreateElicitationRequestSpec,
    AgentRequestParams: _AgentRequestParamsSpec,
    AgentResponse: _AgentResponseSpec,
    AgentResponseResult: _AgentResponseResultSpec,
    AuthMethod: _AuthMethodSpec,
    ClientNotificationParams: _ClientNotificationParamsSpec,
    SetSessionConfigOptionRequest: _SetSessionConfigOptionRequestSpec,
    ClientRequestParams: _ClientRequestParamsSpec,
    ClientResponse: _ClientResponseSpec,
    MessageMcpResponse: _MessageMcpResponseSpec,
    ClientResponseResult: _ClientResponseResultSpec,
    ElicitationFormMode: _ElicitationFormModeSpec,
    ElicitationUrlMode: _ElicitationUrlModeSpec,
    EmbeddedResourceResource: _EmbeddedResourceResourceSpec,
    McpServer: _McpServerSpec,
    MultiSelectItems: _MultiSelectItemsSpec,
    ProxyRequestParams: _ProxyRequestParamsSpec,
    ProxyResponse: _ProxyResponseSpec,
    SessionConfigSelectOptions: _SessionConfigSelectOptionsSpec,
}
