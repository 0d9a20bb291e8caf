# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The package lists its modules' private helpers too: scalars, union specs, field aliases.)
"""Every type of the ACP v2 draft schema as a msgspec Struct, union alias or enum.

The types live in ordinary modules, one per group of types the same methods reach
(codegen/split.py); this package imports a module on the first read of one of its names, so
that importing the version, or decoding a first message, creates only the classes it needs.
"""

from collections.abc import Mapping
from typing import TYPE_CHECKING, Final

from ...._codec.lazy import LazyTable, attribute_of
from ...._codec.resolve import UnionSpec
from ...._faces import lazy_names

if TYPE_CHECKING:
    from ._agent_request import (
        AgentNotification as AgentNotification,
    )
    from ._agent_request import (
        AgentNotificationParams as AgentNotificationParams,
    )
    from ._agent_request import (
        AgentRequest as AgentRequest,
    )
    from ._agent_request import (
        AgentRequestParams as AgentRequestParams,
    )
    from ._agent_request import (
        AgentResponse as AgentResponse,
    )
    from ._agent_request import (
        AgentResponseResult as AgentResponseResult,
    )
    from ._agent_request import (
        ClientNotification as ClientNotification,
    )
    from ._agent_request import (
        ClientNotificationParams as ClientNotificationParams,
    )
    from ._agent_request import (
        ClientRequest as ClientRequest,
    )
    from ._agent_request import (
        ClientRequestParams as ClientRequestParams,
    )
    from ._agent_request import (
        ClientResponse as ClientResponse,
    )
    from ._agent_request import (
        ClientResponseResult as ClientResponseResult,
    )
    from ._agent_request import (
        ElicitationFormMode as ElicitationFormMode,
    )
    from ._agent_request import (
        ElicitationRequestScope as ElicitationRequestScope,
    )
    from ._agent_request import (
        ElicitationSessionScope as ElicitationSessionScope,
    )
    from ._agent_request import (
        ElicitationUrlMode as ElicitationUrlMode,
    )
    from ._agent_request import (
        ErrorAgentResponse as ErrorAgentResponse,
    )
    from ._agent_request import (
        ErrorClientResponse as ErrorClientResponse,
    )
    from ._agent_request import (
        ErrorProxyResponse as ErrorProxyResponse,
    )
    from ._agent_request import (
        ErrorStopReason as ErrorStopReason,
    )
    from ._agent_request import (
        ProxyNotification as ProxyNotification,
    )
    from ._agent_request import (
        ProxyRequest as ProxyRequest,
    )
    from ._agent_request import (
        ProxyRequestParams as ProxyRequestParams,
    )
    from ._agent_request import (
        ProxyResponse as ProxyResponse,
    )
    from ._agent_request import (
        RequestElicitationFormMode as RequestElicitationFormMode,
    )
    from ._agent_request import (
        RequestElicitationUrlMode as RequestElicitationUrlMode,
    )
    from ._agent_request import (
        ResultAgentResponse as ResultAgentResponse,
    )
    from ._agent_request import (
        ResultClientResponse as ResultClientResponse,
    )
    from ._agent_request import (
        ResultProxyResponse as ResultProxyResponse,
    )
    from ._agent_request import (
        SessionElicitationFormMode as SessionElicitationFormMode,
    )
    from ._agent_request import (
        SessionElicitationUrlMode as SessionElicitationUrlMode,
    )
    from ._agent_request import (
        _AgentNotificationParamsField as _AgentNotificationParamsField,
    )
    from ._agent_request import (
        _AgentNotificationParamsSpec as _AgentNotificationParamsSpec,
    )
    from ._agent_request import (
        _AgentRequestParamsField as _AgentRequestParamsField,
    )
    from ._agent_request import (
        _AgentRequestParamsSpec as _AgentRequestParamsSpec,
    )
    from ._agent_request import (
        _AgentResponseField as _AgentResponseField,
    )
    from ._agent_request import (
        _AgentResponseResultField as _AgentResponseResultField,
    )
    from ._agent_request import (
        _AgentResponseResultSpec as _AgentResponseResultSpec,
    )
    from ._agent_request import (
        _AgentResponseSpec as _AgentResponseSpec,
    )
    from ._agent_request import (
        _ClientNotificationParamsField as _ClientNotificationParamsField,
    )
    from ._agent_request import (
        _ClientNotificationParamsSpec as _ClientNotificationParamsSpec,
    )
    from ._agent_request import (
        _ClientRequestParamsField as _ClientRequestParamsField,
    )
    from ._agent_request import (
        _ClientRequestParamsSpec as _ClientRequestParamsSpec,
    )
    from ._agent_request import (
        _ClientResponseField as _ClientResponseField,
    )
    from ._agent_request import (
        _ClientResponseResultField as _ClientResponseResultField,
    )
    from ._agent_request import (
        _ClientResponseResultSpec as _ClientResponseResultSpec,
    )
    from ._agent_request import (
        _ClientResponseSpec as _ClientResponseSpec,
    )
    from ._agent_request import (
        _ElicitationFormModeField as _ElicitationFormModeField,
    )
    from ._agent_request import (
        _ElicitationFormModeSpec as _ElicitationFormModeSpec,
    )
    from ._agent_request import (
        _ElicitationUrlModeField as _ElicitationUrlModeField,
    )
    from ._agent_request import (
        _ElicitationUrlModeSpec as _ElicitationUrlModeSpec,
    )
    from ._agent_request import (
        _ProxyRequestParamsField as _ProxyRequestParamsField,
    )
    from ._agent_request import (
        _ProxyRequestParamsSpec as _ProxyRequestParamsSpec,
    )
    from ._agent_request import (
        _ProxyResponseField as _ProxyResponseField,
    )
    from ._agent_request import (
        _ProxyResponseSpec as _ProxyResponseSpec,
    )
    from ._auth_account import (
        AuthAccount as AuthAccount,
    )
    from ._auth_login import (
        LoginAuthRequest as LoginAuthRequest,
    )
    from ._auth_login import (
        LoginAuthResponse as LoginAuthResponse,
    )
    from ._auth_logout import (
        LogoutAuthRequest as LogoutAuthRequest,
    )
    from ._auth_logout import (
        LogoutAuthResponse as LogoutAuthResponse,
    )
    from ._auth_status import (
        AuthStatusRequest as AuthStatusRequest,
    )
    from ._auth_status import (
        AuthStatusResponse as AuthStatusResponse,
    )
    from ._auth_status_update import (
        AuthStatusUpdateNotification as AuthStatusUpdateNotification,
    )
    from ._available_command import (
        AvailableCommand as AvailableCommand,
    )
    from ._available_command import (
        AvailableCommandInput as AvailableCommandInput,
    )
    from ._available_command import (
        Command as Command,
    )
    from ._available_command import (
        TextCommandInput as TextCommandInput,
    )
    from ._available_command import (
        UnknownAvailableCommand as UnknownAvailableCommand,
    )
    from ._available_command import (
        UnknownAvailableCommandInput as UnknownAvailableCommandInput,
    )
    from ._available_command import (
        _AvailableCommandField as _AvailableCommandField,
    )
    from ._available_command import (
        _AvailableCommandInputField as _AvailableCommandInputField,
    )
    from ._available_command import (
        _AvailableCommandInputSpec as _AvailableCommandInputSpec,
    )
    from ._available_command import (
        _AvailableCommandSpec as _AvailableCommandSpec,
    )
    from ._cancel_request import (
        CancelRequestNotification as CancelRequestNotification,
    )
    from ._content_block import (
        Annotations as Annotations,
    )
    from ._content_block import (
        AudioContent as AudioContent,
    )
    from ._content_block import (
        BlobResourceContents as BlobResourceContents,
    )
    from ._content_block import (
        ContentBlock as ContentBlock,
    )
    from ._content_block import (
        EmbeddedResource as EmbeddedResource,
    )
    from ._content_block import (
        EmbeddedResourceResource as EmbeddedResourceResource,
    )
    from ._content_block import (
        Icon as Icon,
    )
    from ._content_block import (
        ImageContent as ImageContent,
    )
    from ._content_block import (
        ResourceLink as ResourceLink,
    )
    from ._content_block import (
        TextContent as TextContent,
    )
    from ._content_block import (
        TextResourceContents as TextResourceContents,
    )
    from ._content_block import (
        UnknownContentBlock as UnknownContentBlock,
    )
    from ._content_block import (
        _ContentBlockSpec as _ContentBlockSpec,
    )
    from ._content_block import (
        _EmbeddedResourceResourceField as _EmbeddedResourceResourceField,
    )
    from ._content_block import (
        _EmbeddedResourceResourceSpec as _EmbeddedResourceResourceSpec,
    )
    from ._elicitation_complete import (
        CompleteElicitationNotification as CompleteElicitationNotification,
    )
    from ._elicitation_create import (
        AcceptCreateElicitationResponse as AcceptCreateElicitationResponse,
    )
    from ._elicitation_create import (
        BooleanPropertySchema as BooleanPropertySchema,
    )
    from ._elicitation_create import (
        CancelCreateElicitationResponse as CancelCreateElicitationResponse,
    )
    from ._elicitation_create import (
        CreateElicitationRequest as CreateElicitationRequest,
    )
    from ._elicitation_create import (
        CreateElicitationResponse as CreateElicitationResponse,
    )
    from ._elicitation_create import (
        DeclineCreateElicitationResponse as DeclineCreateElicitationResponse,
    )
    from ._elicitation_create import (
        ElicitationAcceptAction as ElicitationAcceptAction,
    )
    from ._elicitation_create import (
        ElicitationPropertySchema as ElicitationPropertySchema,
    )
    from ._elicitation_create import (
        ElicitationSchema as ElicitationSchema,
    )
    from ._elicitation_create import (
        EnumOption as EnumOption,
    )
    from ._elicitation_create import (
        FormRequestCreateElicitationRequest as FormRequestCreateElicitationRequest,
    )
    from ._elicitation_create import (
        FormSessionCreateElicitationRequest as FormSessionCreateElicitationRequest,
    )
    from ._elicitation_create import (
        IntegerPropertySchema as IntegerPropertySchema,
    )
    from ._elicitation_create import (
        MultiSelectItems as MultiSelectItems,
    )
    from ._elicitation_create import (
        MultiSelectPropertySchema as MultiSelectPropertySchema,
    )
    from ._elicitation_create import (
        NumberPropertySchema as NumberPropertySchema,
    )
    from ._elicitation_create import (
        StringMultiSelectItems as StringMultiSelectItems,
    )
    from ._elicitation_create import (
        StringPropertySchema as StringPropertySchema,
    )
    from ._elicitation_create import (
        TitledMultiSelectItems as TitledMultiSelectItems,
    )
    from ._elicitation_create import (
        UnknownCreateElicitationRequest as UnknownCreateElicitationRequest,
    )
    from ._elicitation_create import (
        UnknownCreateElicitationResponse as UnknownCreateElicitationResponse,
    )
    from ._elicitation_create import (
        UnknownElicitationPropertySchema as UnknownElicitationPropertySchema,
    )
    from ._elicitation_create import (
        UnknownMultiSelectItems as UnknownMultiSelectItems,
    )
    from ._elicitation_create import (
        UrlRequestCreateElicitationRequest as UrlRequestCreateElicitationRequest,
    )
    from ._elicitation_create import (
        UrlSessionCreateElicitationRequest as UrlSessionCreateElicitationRequest,
    )
    from ._elicitation_create import (
        _CreateElicitationRequestField as _CreateElicitationRequestField,
    )
    from ._elicitation_create import (
        _CreateElicitationRequestSpec as _CreateElicitationRequestSpec,
    )
    from ._elicitation_create import (
        _CreateElicitationResponseSpec as _CreateElicitationResponseSpec,
    )
    from ._elicitation_create import (
        _ElicitationPropertySchemaSpec as _ElicitationPropertySchemaSpec,
    )
    from ._elicitation_create import (
        _MultiSelectItemsField as _MultiSelectItemsField,
    )
    from ._elicitation_create import (
        _MultiSelectItemsSpec as _MultiSelectItemsSpec,
    )
    from ._env_variable import (
        EnvVariable as EnvVariable,
    )
    from ._error import (
        Error as Error,
    )
    from ._error import (
        ErrorData as ErrorData,
    )
    from ._error import (
        SessionNotFoundErrorData as SessionNotFoundErrorData,
    )
    from ._error import (
        UnsupportedProtocolVersionErrorData as UnsupportedProtocolVersionErrorData,
    )
    from ._initialize_response import (
        AgentAuthCapabilities as AgentAuthCapabilities,
    )
    from ._initialize_response import (
        AgentCapabilities as AgentCapabilities,
    )
    from ._initialize_response import (
        AuthMethod as AuthMethod,
    )
    from ._initialize_response import (
        AuthMethodAgent as AuthMethodAgent,
    )
    from ._initialize_response import (
        AuthMethodTerminal as AuthMethodTerminal,
    )
    from ._initialize_response import (
        AuthStatusCapabilities as AuthStatusCapabilities,
    )
    from ._initialize_response import (
        ClientAuthCapabilities as ClientAuthCapabilities,
    )
    from ._initialize_response import (
        ClientCapabilities as ClientCapabilities,
    )
    from ._initialize_response import (
        ElicitationCapabilities as ElicitationCapabilities,
    )
    from ._initialize_response import (
        ElicitationFormCapabilities as ElicitationFormCapabilities,
    )
    from ._initialize_response import (
        ElicitationUrlCapabilities as ElicitationUrlCapabilities,
    )
    from ._initialize_response import (
        Implementation as Implementation,
    )
    from ._initialize_response import (
        InitializeRequest as InitializeRequest,
    )
    from ._initialize_response import (
        InitializeResponse as InitializeResponse,
    )
    from ._initialize_response import (
        McpAcpCapabilities as McpAcpCapabilities,
    )
    from ._initialize_response import (
        McpCapabilities as McpCapabilities,
    )
    from ._initialize_response import (
        McpHttpCapabilities as McpHttpCapabilities,
    )
    from ._initialize_response import (
        McpStdioCapabilities as McpStdioCapabilities,
    )
    from ._initialize_response import (
        PromptAudioCapabilities as PromptAudioCapabilities,
    )
    from ._initialize_response import (
        PromptCapabilities as PromptCapabilities,
    )
    from ._initialize_response import (
        PromptEmbeddedContextCapabilities as PromptEmbeddedContextCapabilities,
    )
    from ._initialize_response import (
        PromptImageCapabilities as PromptImageCapabilities,
    )
    from ._initialize_response import (
        ProvidersCapabilities as ProvidersCapabilities,
    )
    from ._initialize_response import (
        SessionAdditionalDirectoriesCapabilities as SessionAdditionalDirectoriesCapabilities,
    )
    from ._initialize_response import (
        SessionArchiveCapabilities as SessionArchiveCapabilities,
    )
    from ._initialize_response import (
        SessionCapabilities as SessionCapabilities,
    )
    from ._initialize_response import (
        SessionDeleteCapabilities as SessionDeleteCapabilities,
    )
    from ._initialize_response import (
        SessionForkCapabilities as SessionForkCapabilities,
    )
    from ._initialize_response import (
        SessionStatusCapabilities as SessionStatusCapabilities,
    )
    from ._initialize_response import (
        SessionSystemPromptCapabilities as SessionSystemPromptCapabilities,
    )
    from ._initialize_response import (
        SessionSystemPromptModeCapabilities as SessionSystemPromptModeCapabilities,
    )
    from ._initialize_response import (
        SessionSystemPromptOverrideCapabilities as SessionSystemPromptOverrideCapabilities,
    )
    from ._initialize_response import (
        SessionTitleCapabilities as SessionTitleCapabilities,
    )
    from ._initialize_response import (
        TerminalAuthCapabilities as TerminalAuthCapabilities,
    )
    from ._initialize_response import (
        UnknownAuthMethod as UnknownAuthMethod,
    )
    from ._initialize_response import (
        _AuthMethodSpec as _AuthMethodSpec,
    )
    from ._mcp_message import (
        ErrorMessageMcpResponse as ErrorMessageMcpResponse,
    )
    from ._mcp_message import (
        McpError as McpError,
    )
    from ._mcp_message import (
        MessageMcpNotification as MessageMcpNotification,
    )
    from ._mcp_message import (
        MessageMcpRequest as MessageMcpRequest,
    )
    from ._mcp_message import (
        MessageMcpResponse as MessageMcpResponse,
    )
    from ._mcp_message import (
        ResultMessageMcpResponse as ResultMessageMcpResponse,
    )
    from ._mcp_message import (
        _MessageMcpResponseField as _MessageMcpResponseField,
    )
    from ._mcp_message import (
        _MessageMcpResponseSpec as _MessageMcpResponseSpec,
    )
    from ._providers_disable import (
        DisableProviderRequest as DisableProviderRequest,
    )
    from ._providers_disable import (
        DisableProviderResponse as DisableProviderResponse,
    )
    from ._providers_list import (
        ListProvidersRequest as ListProvidersRequest,
    )
    from ._providers_list import (
        ListProvidersResponse as ListProvidersResponse,
    )
    from ._providers_list import (
        ProviderCurrentConfig as ProviderCurrentConfig,
    )
    from ._providers_list import (
        ProviderInfo as ProviderInfo,
    )
    from ._providers_set import (
        SetProviderRequest as SetProviderRequest,
    )
    from ._providers_set import (
        SetProviderResponse as SetProviderResponse,
    )
    from ._proxy_initialize import (
        InitializeProxyRequest as InitializeProxyRequest,
    )
    from ._proxy_initialize import (
        InitializeProxyResponse as InitializeProxyResponse,
    )
    from ._proxy_successor import (
        ProxySuccessorNotification as ProxySuccessorNotification,
    )
    from ._proxy_successor import (
        ProxySuccessorRequest as ProxySuccessorRequest,
    )
    from ._resolved_unions import (
        RESOLVED_UNIONS as RESOLVED_UNIONS,
    )
    from ._session_archive import (
        ArchiveSessionRequest as ArchiveSessionRequest,
    )
    from ._session_archive import (
        ArchiveSessionResponse as ArchiveSessionResponse,
    )
    from ._session_cancel import (
        CancelSessionNotification as CancelSessionNotification,
    )
    from ._session_close import (
        CloseSessionRequest as CloseSessionRequest,
    )
    from ._session_close import (
        CloseSessionResponse as CloseSessionResponse,
    )
    from ._session_config_option import (
        BooleanSessionConfigOption as BooleanSessionConfigOption,
    )
    from ._session_config_option import (
        SelectSessionConfigOption as SelectSessionConfigOption,
    )
    from ._session_config_option import (
        SessionConfigBoolean as SessionConfigBoolean,
    )
    from ._session_config_option import (
        SessionConfigOption as SessionConfigOption,
    )
    from ._session_config_option import (
        SessionConfigSelect as SessionConfigSelect,
    )
    from ._session_config_option import (
        SessionConfigSelectGroup as SessionConfigSelectGroup,
    )
    from ._session_config_option import (
        SessionConfigSelectOption as SessionConfigSelectOption,
    )
    from ._session_config_option import (
        SessionConfigSelectOptions as SessionConfigSelectOptions,
    )
    from ._session_config_option import (
        UnknownSessionConfigOption as UnknownSessionConfigOption,
    )
    from ._session_config_option import (
        _SessionConfigOptionSpec as _SessionConfigOptionSpec,
    )
    from ._session_config_option import (
        _SessionConfigSelectOptionsField as _SessionConfigSelectOptionsField,
    )
    from ._session_config_option import (
        _SessionConfigSelectOptionsSpec as _SessionConfigSelectOptionsSpec,
    )
    from ._session_delete import (
        DeleteSessionRequest as DeleteSessionRequest,
    )
    from ._session_delete import (
        DeleteSessionResponse as DeleteSessionResponse,
    )
    from ._session_fork import (
        ForkSessionRequest as ForkSessionRequest,
    )
    from ._session_fork import (
        ForkSessionResponse as ForkSessionResponse,
    )
    from ._session_list import (
        ListSessionsRequest as ListSessionsRequest,
    )
    from ._session_list import (
        ListSessionsResponse as ListSessionsResponse,
    )
    from ._session_list import (
        SessionInfo as SessionInfo,
    )
    from ._session_new import (
        NewSessionRequest as NewSessionRequest,
    )
    from ._session_new import (
        NewSessionResponse as NewSessionResponse,
    )
    from ._session_prompt import (
        PromptRequest as PromptRequest,
    )
    from ._session_prompt import (
        PromptResponse as PromptResponse,
    )
    from ._session_request_permission import (
        CancelledPermissionOutcome as CancelledPermissionOutcome,
    )
    from ._session_request_permission import (
        CommandPermissionSubject as CommandPermissionSubject,
    )
    from ._session_request_permission import (
        PermissionOption as PermissionOption,
    )
    from ._session_request_permission import (
        RequestPermissionOutcome as RequestPermissionOutcome,
    )
    from ._session_request_permission import (
        RequestPermissionRequest as RequestPermissionRequest,
    )
    from ._session_request_permission import (
        RequestPermissionResponse as RequestPermissionResponse,
    )
    from ._session_request_permission import (
        RequestPermissionSubject as RequestPermissionSubject,
    )
    from ._session_request_permission import (
        SelectedPermissionOutcome as SelectedPermissionOutcome,
    )
    from ._session_request_permission import (
        ToolCallPermissionSubject as ToolCallPermissionSubject,
    )
    from ._session_request_permission import (
        UnknownRequestPermissionOutcome as UnknownRequestPermissionOutcome,
    )
    from ._session_request_permission import (
        UnknownRequestPermissionSubject as UnknownRequestPermissionSubject,
    )
    from ._session_request_permission import (
        _RequestPermissionOutcomeSpec as _RequestPermissionOutcomeSpec,
    )
    from ._session_request_permission import (
        _RequestPermissionSubjectSpec as _RequestPermissionSubjectSpec,
    )
    from ._session_resume import (
        ReplayFrom as ReplayFrom,
    )
    from ._session_resume import (
        ReplayFromStart as ReplayFromStart,
    )
    from ._session_resume import (
        ResumeSessionRequest as ResumeSessionRequest,
    )
    from ._session_resume import (
        ResumeSessionResponse as ResumeSessionResponse,
    )
    from ._session_resume import (
        UnknownReplayFrom as UnknownReplayFrom,
    )
    from ._session_resume import (
        _ReplayFromField as _ReplayFromField,
    )
    from ._session_resume import (
        _ReplayFromSpec as _ReplayFromSpec,
    )
    from ._session_set_config_option import (
        BooleanSetSessionConfigOptionRequest as BooleanSetSessionConfigOptionRequest,
    )
    from ._session_set_config_option import (
        IdSetSessionConfigOptionRequest as IdSetSessionConfigOptionRequest,
    )
    from ._session_set_config_option import (
        SetSessionConfigOptionRequest as SetSessionConfigOptionRequest,
    )
    from ._session_set_config_option import (
        SetSessionConfigOptionResponse as SetSessionConfigOptionResponse,
    )
    from ._session_set_config_option import (
        UnknownSetSessionConfigOptionRequest as UnknownSetSessionConfigOptionRequest,
    )
    from ._session_set_config_option import (
        _SetSessionConfigOptionRequestSpec as _SetSessionConfigOptionRequestSpec,
    )
    from ._session_set_title import (
        SetSessionTitleRequest as SetSessionTitleRequest,
    )
    from ._session_set_title import (
        SetSessionTitleResponse as SetSessionTitleResponse,
    )
    from ._session_status import (
        SessionStatusRequest as SessionStatusRequest,
    )
    from ._session_status import (
        SessionStatusResponse as SessionStatusResponse,
    )
    from ._session_unarchive import (
        UnarchiveSessionRequest as UnarchiveSessionRequest,
    )
    from ._session_unarchive import (
        UnarchiveSessionResponse as UnarchiveSessionResponse,
    )
    from ._session_update import (
        AgentMessage as AgentMessage,
    )
    from ._session_update import (
        AgentMessageChunk as AgentMessageChunk,
    )
    from ._session_update import (
        AgentThought as AgentThought,
    )
    from ._session_update import (
        AgentThoughtChunk as AgentThoughtChunk,
    )
    from ._session_update import (
        AvailableCommandsUpdate as AvailableCommandsUpdate,
    )
    from ._session_update import (
        CompactionSummaryChunk as CompactionSummaryChunk,
    )
    from ._session_update import (
        CompactionUpdate as CompactionUpdate,
    )
    from ._session_update import (
        ConfigOptionUpdate as ConfigOptionUpdate,
    )
    from ._session_update import (
        ContentChunk as ContentChunk,
    )
    from ._session_update import (
        Cost as Cost,
    )
    from ._session_update import (
        Notice as Notice,
    )
    from ._session_update import (
        PlanEntry as PlanEntry,
    )
    from ._session_update import (
        PlanFile as PlanFile,
    )
    from ._session_update import (
        PlanItems as PlanItems,
    )
    from ._session_update import (
        PlanMarkdown as PlanMarkdown,
    )
    from ._session_update import (
        PlanRemoved as PlanRemoved,
    )
    from ._session_update import (
        PlanUpdate as PlanUpdate,
    )
    from ._session_update import (
        PlanUpdateContent as PlanUpdateContent,
    )
    from ._session_update import (
        SessionCancelCapabilities as SessionCancelCapabilities,
    )
    from ._session_update import (
        SessionInfoUpdate as SessionInfoUpdate,
    )
    from ._session_update import (
        SessionMessage as SessionMessage,
    )
    from ._session_update import (
        SessionMessageChunk as SessionMessageChunk,
    )
    from ._session_update import (
        SessionUpdate as SessionUpdate,
    )
    from ._session_update import (
        StateUpdateSessionUpdate as StateUpdateSessionUpdate,
    )
    from ._session_update import (
        SubagentSessionCapabilities as SubagentSessionCapabilities,
    )
    from ._session_update import (
        SubagentUpdate as SubagentUpdate,
    )
    from ._session_update import (
        TerminalCancelCapabilities as TerminalCancelCapabilities,
    )
    from ._session_update import (
        TerminalCapabilities as TerminalCapabilities,
    )
    from ._session_update import (
        TerminalExitStatus as TerminalExitStatus,
    )
    from ._session_update import (
        TerminalOutput as TerminalOutput,
    )
    from ._session_update import (
        TerminalOutputChunk as TerminalOutputChunk,
    )
    from ._session_update import (
        TerminalSize as TerminalSize,
    )
    from ._session_update import (
        TerminalUpdate as TerminalUpdate,
    )
    from ._session_update import (
        ToolCallContentChunk as ToolCallContentChunk,
    )
    from ._session_update import (
        ToolCallUpdateSessionUpdate as ToolCallUpdateSessionUpdate,
    )
    from ._session_update import (
        UnknownPlanUpdateContent as UnknownPlanUpdateContent,
    )
    from ._session_update import (
        UnknownSessionUpdate as UnknownSessionUpdate,
    )
    from ._session_update import (
        UpdateSessionNotification as UpdateSessionNotification,
    )
    from ._session_update import (
        UsageUpdate as UsageUpdate,
    )
    from ._session_update import (
        UserMessage as UserMessage,
    )
    from ._session_update import (
        UserMessageChunk as UserMessageChunk,
    )
    from ._session_update import (
        _PlanUpdateContentSpec as _PlanUpdateContentSpec,
    )
    from ._session_update import (
        _SessionUpdateSpec as _SessionUpdateSpec,
    )
    from ._state_update import (
        BackgroundSubagent as BackgroundSubagent,
    )
    from ._state_update import (
        BackgroundTerminal as BackgroundTerminal,
    )
    from ._state_update import (
        BackgroundToolCall as BackgroundToolCall,
    )
    from ._state_update import (
        BackgroundWork as BackgroundWork,
    )
    from ._state_update import (
        IdleStateUpdate as IdleStateUpdate,
    )
    from ._state_update import (
        RequiresActionStateUpdate as RequiresActionStateUpdate,
    )
    from ._state_update import (
        RunningStateUpdate as RunningStateUpdate,
    )
    from ._state_update import (
        StateUpdate as StateUpdate,
    )
    from ._state_update import (
        UnknownBackgroundWork as UnknownBackgroundWork,
    )
    from ._state_update import (
        UnknownStateUpdate as UnknownStateUpdate,
    )
    from ._state_update import (
        UnrecognizedStateUpdate as UnrecognizedStateUpdate,
    )
    from ._state_update import (
        Usage as Usage,
    )
    from ._state_update import (
        _BackgroundWorkSpec as _BackgroundWorkSpec,
    )
    from ._state_update import (
        _StateUpdateSpec as _StateUpdateSpec,
    )
    from ._system_prompt import (
        HttpHeader as HttpHeader,
    )
    from ._system_prompt import (
        McpServer as McpServer,
    )
    from ._system_prompt import (
        McpServerAcp as McpServerAcp,
    )
    from ._system_prompt import (
        McpServerHttp as McpServerHttp,
    )
    from ._system_prompt import (
        McpServerStdio as McpServerStdio,
    )
    from ._system_prompt import (
        SystemPrompt as SystemPrompt,
    )
    from ._system_prompt import (
        UnknownMcpServer as UnknownMcpServer,
    )
    from ._system_prompt import (
        _McpServerSpec as _McpServerSpec,
    )
    from ._terminal_cancel import (
        CancelTerminalRequest as CancelTerminalRequest,
    )
    from ._terminal_cancel import (
        CancelTerminalResponse as CancelTerminalResponse,
    )
    from ._tool_call_cancel import (
        CancelToolCallRequest as CancelToolCallRequest,
    )
    from ._tool_call_cancel import (
        CancelToolCallResponse as CancelToolCallResponse,
    )
    from ._tool_call_update import (
        AddDiffChange as AddDiffChange,
    )
    from ._tool_call_update import (
        Content as Content,
    )
    from ._tool_call_update import (
        CopyDiffChange as CopyDiffChange,
    )
    from ._tool_call_update import (
        DeleteDiffChange as DeleteDiffChange,
    )
    from ._tool_call_update import (
        Diff as Diff,
    )
    from ._tool_call_update import (
        DiffChange as DiffChange,
    )
    from ._tool_call_update import (
        DiffPatch as DiffPatch,
    )
    from ._tool_call_update import (
        DiffPathChange as DiffPathChange,
    )
    from ._tool_call_update import (
        DiffPathPairChange as DiffPathPairChange,
    )
    from ._tool_call_update import (
        ModifyDiffChange as ModifyDiffChange,
    )
    from ._tool_call_update import (
        MoveDiffChange as MoveDiffChange,
    )
    from ._tool_call_update import (
        Terminal as Terminal,
    )
    from ._tool_call_update import (
        ToolCallCancelCapabilities as ToolCallCancelCapabilities,
    )
    from ._tool_call_update import (
        ToolCallCapabilities as ToolCallCapabilities,
    )
    from ._tool_call_update import (
        ToolCallContent as ToolCallContent,
    )
    from ._tool_call_update import (
        ToolCallLocation as ToolCallLocation,
    )
    from ._tool_call_update import (
        ToolCallUpdate as ToolCallUpdate,
    )
    from ._tool_call_update import (
        UnknownDiffChange as UnknownDiffChange,
    )
    from ._tool_call_update import (
        UnknownToolCallContent as UnknownToolCallContent,
    )
    from ._tool_call_update import (
        _DiffChangeSpec as _DiffChangeSpec,
    )
    from ._tool_call_update import (
        _ToolCallContentSpec as _ToolCallContentSpec,
    )
    from ._values import (
        AbsolutePath as AbsolutePath,
    )
    from ._values import (
        AuthMethodId as AuthMethodId,
    )
    from ._values import (
        AuthState as AuthState,
    )
    from ._values import (
        CompactionId as CompactionId,
    )
    from ._values import (
        CompactionStatus as CompactionStatus,
    )
    from ._values import (
        DiffFileType as DiffFileType,
    )
    from ._values import (
        DiffPatchFormat as DiffPatchFormat,
    )
    from ._values import (
        ElicitationContentValue as ElicitationContentValue,
    )
    from ._values import (
        ElicitationId as ElicitationId,
    )
    from ._values import (
        ElicitationSchemaType as ElicitationSchemaType,
    )
    from ._values import (
        ErrorCode as ErrorCode,
    )
    from ._values import (
        ExtNotification as ExtNotification,
    )
    from ._values import (
        ExtRequest as ExtRequest,
    )
    from ._values import (
        ExtResponse as ExtResponse,
    )
    from ._values import (
        IconTheme as IconTheme,
    )
    from ._values import (
        KnownAuthState as KnownAuthState,
    )
    from ._values import (
        KnownCompactionStatus as KnownCompactionStatus,
    )
    from ._values import (
        KnownDiffFileType as KnownDiffFileType,
    )
    from ._values import (
        KnownDiffPatchFormat as KnownDiffPatchFormat,
    )
    from ._values import (
        KnownErrorCode as KnownErrorCode,
    )
    from ._values import (
        KnownIconTheme as KnownIconTheme,
    )
    from ._values import (
        KnownLlmProtocol as KnownLlmProtocol,
    )
    from ._values import (
        KnownNoticeSeverity as KnownNoticeSeverity,
    )
    from ._values import (
        KnownPermissionOptionKind as KnownPermissionOptionKind,
    )
    from ._values import (
        KnownPlanEntryPriority as KnownPlanEntryPriority,
    )
    from ._values import (
        KnownPlanEntryStatus as KnownPlanEntryStatus,
    )
    from ._values import (
        KnownRole as KnownRole,
    )
    from ._values import (
        KnownSessionArchiveFilter as KnownSessionArchiveFilter,
    )
    from ._values import (
        KnownSessionConfigOptionCategory as KnownSessionConfigOptionCategory,
    )
    from ._values import (
        KnownSessionStatus as KnownSessionStatus,
    )
    from ._values import (
        KnownStringFormat as KnownStringFormat,
    )
    from ._values import (
        KnownSystemPromptMode as KnownSystemPromptMode,
    )
    from ._values import (
        KnownToolCallStatus as KnownToolCallStatus,
    )
    from ._values import (
        LlmProtocol as LlmProtocol,
    )
    from ._values import (
        McpRequestId as McpRequestId,
    )
    from ._values import (
        McpServerAcpId as McpServerAcpId,
    )
    from ._values import (
        MediaType as MediaType,
    )
    from ._values import (
        MessageId as MessageId,
    )
    from ._values import (
        NoticeSeverity as NoticeSeverity,
    )
    from ._values import (
        PermissionOptionId as PermissionOptionId,
    )
    from ._values import (
        PermissionOptionKind as PermissionOptionKind,
    )
    from ._values import (
        PlanEntryPriority as PlanEntryPriority,
    )
    from ._values import (
        PlanEntryStatus as PlanEntryStatus,
    )
    from ._values import (
        PlanId as PlanId,
    )
    from ._values import (
        ProtocolVersion as ProtocolVersion,
    )
    from ._values import (
        ProviderId as ProviderId,
    )
    from ._values import (
        ProxySuccessorResponse as ProxySuccessorResponse,
    )
    from ._values import (
        RequestId as RequestId,
    )
    from ._values import (
        Role as Role,
    )
    from ._values import (
        SessionArchiveFilter as SessionArchiveFilter,
    )
    from ._values import (
        SessionConfigGroupId as SessionConfigGroupId,
    )
    from ._values import (
        SessionConfigId as SessionConfigId,
    )
    from ._values import (
        SessionConfigOptionCategory as SessionConfigOptionCategory,
    )
    from ._values import (
        SessionConfigValueId as SessionConfigValueId,
    )
    from ._values import (
        SessionId as SessionId,
    )
    from ._values import (
        SessionListCursor as SessionListCursor,
    )
    from ._values import (
        SessionStatus as SessionStatus,
    )
    from ._values import (
        StringFormat as StringFormat,
    )
    from ._values import (
        SystemPromptMode as SystemPromptMode,
    )
    from ._values import (
        TerminalId as TerminalId,
    )
    from ._values import (
        ToolCallId as ToolCallId,
    )
    from ._values import (
        ToolCallStatus as ToolCallStatus,
    )
    from ._values import (
        ToolKind as ToolKind,
    )
    from ._values import (
        _Int32 as _Int32,
    )
    from ._values import (
        _Int64 as _Int64,
    )
    from ._values import (
        _Int_1_65535 as _Int_1_65535,
    )
    from ._values import (
        _Int_1_4294967295 as _Int_1_4294967295,
    )
    from ._values import (
        _NonEmptyStr as _NonEmptyStr,
    )
    from ._values import (
        _UInt16 as _UInt16,
    )
    from ._values import (
        _UInt32 as _UInt32,
    )
    from ._values import (
        _UInt64 as _UInt64,
    )

__all__ = [
    "AbsolutePath",
    "AcceptCreateElicitationResponse",
    "AddDiffChange",
    "AgentAuthCapabilities",
    "AgentCapabilities",
    "AgentMessage",
    "AgentMessageChunk",
    "AgentNotification",
    "AgentNotificationParams",
    "AgentRequest",
    "AgentRequestParams",
    "AgentResponse",
    "AgentResponseResult",
    "AgentThought",
    "AgentThoughtChunk",
    "Annotations",
    "ArchiveSessionRequest",
    "ArchiveSessionResponse",
    "AudioContent",
    "AuthAccount",
    "AuthMethod",
    "AuthMethodAgent",
    "AuthMethodId",
    "AuthMethodTerminal",
    "AuthState",
    "AuthStatusCapabilities",
    "AuthStatusRequest",
    "AuthStatusResponse",
    "AuthStatusUpdateNotification",
    "AvailableCommand",
    "AvailableCommandInput",
    "AvailableCommandsUpdate",
    "BackgroundSubagent",
    "BackgroundTerminal",
    "BackgroundToolCall",
    "BackgroundWork",
    "BlobResourceContents",
    "BooleanPropertySchema",
    "BooleanSessionConfigOption",
    "BooleanSetSessionConfigOptionRequest",
    "CancelCreateElicitationResponse",
    "CancelRequestNotification",
    "CancelSessionNotification",
    "CancelTerminalRequest",
    "CancelTerminalResponse",
    "CancelToolCallRequest",
    "CancelToolCallResponse",
    "CancelledPermissionOutcome",
    "ClientAuthCapabilities",
    "ClientCapabilities",
    "ClientNotification",
    "ClientNotificationParams",
    "ClientRequest",
    "ClientRequestParams",
    "ClientResponse",
    "ClientResponseResult",
    "CloseSessionRequest",
    "CloseSessionResponse",
    "Command",
    "CommandPermissionSubject",
    "CompactionId",
    "CompactionStatus",
    "CompactionSummaryChunk",
    "CompactionUpdate",
    "CompleteElicitationNotification",
    "ConfigOptionUpdate",
    "Content",
    "ContentBlock",
    "ContentChunk",
    "CopyDiffChange",
    "Cost",
    "CreateElicitationRequest",
    "CreateElicitationResponse",
    "DeclineCreateElicitationResponse",
    "DeleteDiffChange",
    "DeleteSessionRequest",
    "DeleteSessionResponse",
    "Diff",
    "DiffChange",
    "DiffFileType",
    "DiffPatch",
    "DiffPatchFormat",
    "DiffPathChange",
    "DiffPathPairChange",
    "DisableProviderRequest",
    "DisableProviderResponse",
    "ElicitationAcceptAction",
    "ElicitationCapabilities",
    "ElicitationContentValue",
    "ElicitationFormCapabilities",
    "ElicitationFormMode",
    "ElicitationId",
    "ElicitationPropertySchema",
    "ElicitationRequestScope",
    "ElicitationSchema",
    "ElicitationSchemaType",
    "ElicitationSessionScope",
    "ElicitationUrlCapabilities",
    "ElicitationUrlMode",
    "EmbeddedResource",
    "EmbeddedResourceResource",
    "EnumOption",
    "EnvVariable",
    "Error",
    "ErrorAgentResponse",
    "ErrorClientResponse",
    "ErrorCode",
    "ErrorData",
    "ErrorMessageMcpResponse",
    "ErrorProxyResponse",
    "ErrorStopReason",
    "ExtNotification",
    "ExtRequest",
    "ExtResponse",
    "ForkSessionRequest",
    "ForkSessionResponse",
    "FormRequestCreateElicitationRequest",
    "FormSessionCreateElicitationRequest",
    "HttpHeader",
    "Icon",
    "IconTheme",
    "IdSetSessionConfigOptionRequest",
    "IdleStateUpdate",
    "ImageContent",
    "Implementation",
    "InitializeProxyRequest",
    "InitializeProxyResponse",
    "InitializeRequest",
    "InitializeResponse",
    "IntegerPropertySchema",
    "KnownAuthState",
    "KnownCompactionStatus",
    "KnownDiffFileType",
    "KnownDiffPatchFormat",
    "KnownErrorCode",
    "KnownIconTheme",
    "KnownLlmProtocol",
    "KnownNoticeSeverity",
    "KnownPermissionOptionKind",
    "KnownPlanEntryPriority",
    "KnownPlanEntryStatus",
    "KnownRole",
    "KnownSessionArchiveFilter",
    "KnownSessionConfigOptionCategory",
    "KnownSessionStatus",
    "KnownStringFormat",
    "KnownSystemPromptMode",
    "KnownToolCallStatus",
    "ListProvidersRequest",
    "ListProvidersResponse",
    "ListSessionsRequest",
    "ListSessionsResponse",
    "LlmProtocol",
    "LoginAuthRequest",
    "LoginAuthResponse",
    "LogoutAuthRequest",
    "LogoutAuthResponse",
    "McpAcpCapabilities",
    "McpCapabilities",
    "McpError",
    "McpHttpCapabilities",
    "McpRequestId",
    "McpServer",
    "McpServerAcp",
    "McpServerAcpId",
    "McpServerHttp",
    "McpServerStdio",
    "McpStdioCapabilities",
    "MediaType",
    "MessageId",
    "MessageMcpNotification",
    "MessageMcpRequest",
    "MessageMcpResponse",
    "ModifyDiffChange",
    "MoveDiffChange",
    "MultiSelectItems",
    "MultiSelectPropertySchema",
    "NewSessionRequest",
    "NewSessionResponse",
    "Notice",
    "NoticeSeverity",
    "NumberPropertySchema",
    "PermissionOption",
    "PermissionOptionId",
    "PermissionOptionKind",
    "PlanEntry",
    "PlanEntryPriority",
    "PlanEntryStatus",
    "PlanFile",
    "PlanId",
    "PlanItems",
    "PlanMarkdown",
    "PlanRemoved",
    "PlanUpdate",
    "PlanUpdateContent",
    "PromptAudioCapabilities",
    "PromptCapabilities",
    "PromptEmbeddedContextCapabilities",
    "PromptImageCapabilities",
    "PromptRequest",
    "PromptResponse",
    "ProtocolVersion",
    "ProviderCurrentConfig",
    "ProviderId",
    "ProviderInfo",
    "ProvidersCapabilities",
    "ProxyNotification",
    "ProxyRequest",
    "ProxyRequestParams",
    "ProxyResponse",
    "ProxySuccessorNotification",
    "ProxySuccessorRequest",
    "ProxySuccessorResponse",
    "ReplayFrom",
    "ReplayFromStart",
    "RequestElicitationFormMode",
    "RequestElicitationUrlMode",
    "RequestId",
    "RequestPermissionOutcome",
    "RequestPermissionRequest",
    "RequestPermissionResponse",
    "RequestPermissionSubject",
    "RequiresActionStateUpdate",
    "ResourceLink",
    "ResultAgentResponse",
    "ResultClientResponse",
    "ResultMessageMcpResponse",
    "ResultProxyResponse",
    "ResumeSessionRequest",
    "ResumeSessionResponse",
    "Role",
    "RunningStateUpdate",
    "SelectSessionConfigOption",
    "SelectedPermissionOutcome",
    "SessionAdditionalDirectoriesCapabilities",
    "SessionArchiveCapabilities",
    "SessionArchiveFilter",
    "SessionCancelCapabilities",
    "SessionCapabilities",
    "SessionConfigBoolean",
    "SessionConfigGroupId",
    "SessionConfigId",
    "SessionConfigOption",
    "SessionConfigOptionCategory",
    "SessionConfigSelect",
    "SessionConfigSelectGroup",
    "SessionConfigSelectOption",
    "SessionConfigSelectOptions",
    "SessionConfigValueId",
    "SessionDeleteCapabilities",
    "SessionElicitationFormMode",
    "SessionElicitationUrlMode",
    "SessionForkCapabilities",
    "SessionId",
    "SessionInfo",
    "SessionInfoUpdate",
    "SessionListCursor",
    "SessionMessage",
    "SessionMessageChunk",
    "SessionNotFoundErrorData",
    "SessionStatus",
    "SessionStatusCapabilities",
    "SessionStatusRequest",
    "SessionStatusResponse",
    "SessionSystemPromptCapabilities",
    "SessionSystemPromptModeCapabilities",
    "SessionSystemPromptOverrideCapabilities",
    "SessionTitleCapabilities",
    "SessionUpdate",
    "SetProviderRequest",
    "SetProviderResponse",
    "SetSessionConfigOptionRequest",
    "SetSessionConfigOptionResponse",
    "SetSessionTitleRequest",
    "SetSessionTitleResponse",
    "StateUpdate",
    "StateUpdateSessionUpdate",
    "StringFormat",
    "StringMultiSelectItems",
    "StringPropertySchema",
    "SubagentSessionCapabilities",
    "SubagentUpdate",
    "SystemPrompt",
    "SystemPromptMode",
    "Terminal",
    "TerminalAuthCapabilities",
    "TerminalCancelCapabilities",
    "TerminalCapabilities",
    "TerminalExitStatus",
    "TerminalId",
    "TerminalOutput",
    "TerminalOutputChunk",
    "TerminalSize",
    "TerminalUpdate",
    "TextCommandInput",
    "TextContent",
    "TextResourceContents",
    "TitledMultiSelectItems",
    "ToolCallCancelCapabilities",
    "ToolCallCapabilities",
    "ToolCallContent",
    "ToolCallContentChunk",
    "ToolCallId",
    "ToolCallLocation",
    "ToolCallPermissionSubject",
    "ToolCallStatus",
    "ToolCallUpdate",
    "ToolCallUpdateSessionUpdate",
    "ToolKind",
    "UnarchiveSessionRequest",
    "UnarchiveSessionResponse",
    "UnknownAuthMethod",
    "UnknownAvailableCommand",
    "UnknownAvailableCommandInput",
    "UnknownBackgroundWork",
    "UnknownContentBlock",
    "UnknownCreateElicitationRequest",
    "UnknownCreateElicitationResponse",
    "UnknownDiffChange",
    "UnknownElicitationPropertySchema",
    "UnknownMcpServer",
    "UnknownMultiSelectItems",
    "UnknownPlanUpdateContent",
    "UnknownReplayFrom",
    "UnknownRequestPermissionOutcome",
    "UnknownRequestPermissionSubject",
    "UnknownSessionConfigOption",
    "UnknownSessionUpdate",
    "UnknownSetSessionConfigOptionRequest",
    "UnknownStateUpdate",
    "UnknownToolCallContent",
    "UnrecognizedStateUpdate",
    "UnsupportedProtocolVersionErrorData",
    "UpdateSessionNotification",
    "UrlRequestCreateElicitationRequest",
    "UrlSessionCreateElicitationRequest",
    "Usage",
    "UsageUpdate",
    "UserMessage",
    "UserMessageChunk",
]

MODULES: Final = {
    "._agent_request": (
        "AgentNotification",
        "AgentNotificationParams",
        "AgentRequest",
        "AgentRequestParams",
        "AgentResponse",
        "AgentResponseResult",
        "ClientNotification",
        "ClientNotificationParams",
        "ClientRequest",
        "ClientRequestParams",
        "ClientResponse",
        "ClientResponseResult",
        "ElicitationFormMode",
        "ElicitationRequestScope",
        "ElicitationSessionScope",
        "ElicitationUrlMode",
        "ErrorAgentResponse",
        "ErrorClientResponse",
        "ErrorProxyResponse",
        "ErrorStopReason",
        "ProxyNotification",
        "ProxyRequest",
        "ProxyRequestParams",
        "ProxyResponse",
        "RequestElicitationFormMode",
        "RequestElicitationUrlMode",
        "ResultAgentResponse",
        "ResultClientResponse",
        "ResultProxyResponse",
        "SessionElicitationFormMode",
        "SessionElicitationUrlMode",
        "_AgentNotificationParamsField",
        "_AgentNotificationParamsSpec",
        "_AgentRequestParamsField",
        "_AgentRequestParamsSpec",
        "_AgentResponseField",
        "_AgentResponseResultField",
        "_AgentResponseResultSpec",
        "_AgentResponseSpec",
        "_ClientNotificationParamsField",
        "_ClientNotificationParamsSpec",
        "_ClientRequestParamsField",
        "_ClientRequestParamsSpec",
        "_ClientResponseField",
        "_ClientResponseResultField",
        "_ClientResponseResultSpec",
        "_ClientResponseSpec",
        "_ElicitationFormModeField",
        "_ElicitationFormModeSpec",
        "_ElicitationUrlModeField",
        "_ElicitationUrlModeSpec",
        "_ProxyRequestParamsField",
        "_ProxyRequestParamsSpec",
        "_ProxyResponseField",
        "_ProxyResponseSpec",
    ),
    "._auth_account": ("AuthAccount",),
    "._auth_login": (
        "LoginAuthRequest",
        "LoginAuthResponse",
    ),
    "._auth_logout": (
        "LogoutAuthRequest",
        "LogoutAuthResponse",
    ),
    "._auth_status": (
        "AuthStatusRequest",
        "AuthStatusResponse",
    ),
    "._auth_status_update": ("AuthStatusUpdateNotification",),
    "._available_command": (
        "AvailableCommand",
        "AvailableCommandInput",
        "Command",
        "TextCommandInput",
        "UnknownAvailableCommand",
        "UnknownAvailableCommandInput",
        "_AvailableCommandField",
        "_AvailableCommandInputField",
        "_AvailableCommandInputSpec",
        "_AvailableCommandSpec",
    ),
    "._cancel_request": ("CancelRequestNotification",),
    "._content_block": (
        "Annotations",
        "AudioContent",
        "BlobResourceContents",
        "ContentBlock",
        "EmbeddedResource",
        "EmbeddedResourceResource",
        "Icon",
        "ImageContent",
        "ResourceLink",
        "TextContent",
        "TextResourceContents",
        "UnknownContentBlock",
        "_ContentBlockSpec",
        "_EmbeddedResourceResourceField",
        "_EmbeddedResourceResourceSpec",
    ),
    "._elicitation_complete": ("CompleteElicitationNotification",),
    "._elicitation_create": (
        "AcceptCreateElicitationResponse",
        "BooleanPropertySchema",
        "CancelCreateElicitationResponse",
        "CreateElicitationRequest",
        "CreateElicitationResponse",
        "DeclineCreateElicitationResponse",
        "ElicitationAcceptAction",
        "ElicitationPropertySchema",
        "ElicitationSchema",
        "EnumOption",
        "FormRequestCreateElicitationRequest",
        "FormSessionCreateElicitationRequest",
        "IntegerPropertySchema",
        "MultiSelectItems",
        "MultiSelectPropertySchema",
        "NumberPropertySchema",
        "StringMultiSelectItems",
        "StringPropertySchema",
        "TitledMultiSelectItems",
        "UnknownCreateElicitationRequest",
        "UnknownCreateElicitationResponse",
        "UnknownElicitationPropertySchema",
        "UnknownMultiSelectItems",
        "UrlRequestCreateElicitationRequest",
        "UrlSessionCreateElicitationRequest",
        "_CreateElicitationRequestField",
        "_CreateElicitationRequestSpec",
        "_CreateElicitationResponseSpec",
        "_ElicitationPropertySchemaSpec",
        "_MultiSelectItemsField",
        "_MultiSelectItemsSpec",
    ),
    "._env_variable": ("EnvVariable",),
    "._error": (
        "Error",
        "ErrorData",
        "SessionNotFoundErrorData",
        "UnsupportedProtocolVersionErrorData",
    ),
    "._initialize_response": (
        "AgentAuthCapabilities",
        "AgentCapabilities",
        "AuthMethod",
        "AuthMethodAgent",
        "AuthMethodTerminal",
        "AuthStatusCapabilities",
        "ClientAuthCapabilities",
        "ClientCapabilities",
        "ElicitationCapabilities",
        "ElicitationFormCapabilities",
        "ElicitationUrlCapabilities",
        "Implementation",
        "InitializeRequest",
        "InitializeResponse",
        "McpAcpCapabilities",
        "McpCapabilities",
        "McpHttpCapabilities",
        "McpStdioCapabilities",
        "PromptAudioCapabilities",
        "PromptCapabilities",
        "PromptEmbeddedContextCapabilities",
        "PromptImageCapabilities",
        "ProvidersCapabilities",
        "SessionAdditionalDirectoriesCapabilities",
        "SessionArchiveCapabilities",
        "SessionCapabilities",
        "SessionDeleteCapabilities",
        "SessionForkCapabilities",
        "SessionStatusCapabilities",
        "SessionSystemPromptCapabilities",
        "SessionSystemPromptModeCapabilities",
        "SessionSystemPromptOverrideCapabilities",
        "SessionTitleCapabilities",
        "TerminalAuthCapabilities",
        "UnknownAuthMethod",
        "_AuthMethodSpec",
    ),
    "._mcp_message": (
        "ErrorMessageMcpResponse",
        "McpError",
        "MessageMcpNotification",
        "MessageMcpRequest",
        "MessageMcpResponse",
        "ResultMessageMcpResponse",
        "_MessageMcpResponseField",
        "_MessageMcpResponseSpec",
    ),
    "._providers_disable": (
        "DisableProviderRequest",
        "DisableProviderResponse",
    ),
    "._providers_list": (
        "ListProvidersRequest",
        "ListProvidersResponse",
        "ProviderCurrentConfig",
        "ProviderInfo",
    ),
    "._providers_set": (
        "SetProviderRequest",
        "SetProviderResponse",
    ),
    "._proxy_initialize": (
        "InitializeProxyRequest",
        "InitializeProxyResponse",
    ),
    "._proxy_successor": (
        "ProxySuccessorNotification",
        "ProxySuccessorRequest",
    ),
    "._resolved_unions": ("RESOLVED_UNIONS",),
    "._session_archive": (
        "ArchiveSessionRequest",
        "ArchiveSessionResponse",
    ),
    "._session_cancel": ("CancelSessionNotification",),
    "._session_close": (
        "CloseSessionRequest",
        "CloseSessionResponse",
    ),
    "._session_config_option": (
        "BooleanSessionConfigOption",
        "SelectSessionConfigOption",
        "SessionConfigBoolean",
        "SessionConfigOption",
        "SessionConfigSelect",
        "SessionConfigSelectGroup",
        "SessionConfigSelectOption",
        "SessionConfigSelectOptions",
        "UnknownSessionConfigOption",
        "_SessionConfigOptionSpec",
        "_SessionConfigSelectOptionsField",
        "_SessionConfigSelectOptionsSpec",
    ),
    "._session_delete": (
        "DeleteSessionRequest",
        "DeleteSessionResponse",
    ),
    "._session_fork": (
        "ForkSessionRequest",
        "ForkSessionResponse",
    ),
    "._session_list": (
        "ListSessionsRequest",
        "ListSessionsResponse",
        "SessionInfo",
    ),
    "._session_new": (
        "NewSessionRequest",
        "NewSessionResponse",
    ),
    "._session_prompt": (
        "PromptRequest",
        "PromptResponse",
    ),
    "._session_request_permission": (
        "CancelledPermissionOutcome",
        "CommandPermissionSubject",
        "PermissionOption",
        "RequestPermissionOutcome",
        "RequestPermissionRequest",
        "RequestPermissionResponse",
        "RequestPermissionSubject",
        "SelectedPermissionOutcome",
        "ToolCallPermissionSubject",
        "UnknownRequestPermissionOutcome",
        "UnknownRequestPermissionSubject",
        "_RequestPermissionOutcomeSpec",
        "_RequestPermissionSubjectSpec",
    ),
    "._session_resume": (
        "ReplayFrom",
        "ReplayFromStart",
        "ResumeSessionRequest",
        "ResumeSessionResponse",
        "UnknownReplayFrom",
        "_ReplayFromField",
        "_ReplayFromSpec",
    ),
    "._session_set_config_option": (
        "BooleanSetSessionConfigOptionRequest",
        "IdSetSessionConfigOptionRequest",
        "SetSessionConfigOptionRequest",
        "SetSessionConfigOptionResponse",
        "UnknownSetSessionConfigOptionRequest",
        "_SetSessionConfigOptionRequestSpec",
    ),
    "._session_set_title": (
        "SetSessionTitleRequest",
        "SetSessionTitleResponse",
    ),
    "._session_status": (
        "SessionStatusRequest",
        "SessionStatusResponse",
    ),
    "._session_unarchive": (
        "UnarchiveSessionRequest",
        "UnarchiveSessionResponse",
    ),
    "._session_update": (
        "AgentMessage",
        "AgentMessageChunk",
        "AgentThought",
        "AgentThoughtChunk",
        "AvailableCommandsUpdate",
        "CompactionSummaryChunk",
        "CompactionUpdate",
        "ConfigOptionUpdate",
        "ContentChunk",
        "Cost",
        "Notice",
        "PlanEntry",
        "PlanFile",
        "PlanItems",
        "PlanMarkdown",
        "PlanRemoved",
        "PlanUpdate",
        "PlanUpdateContent",
        "SessionCancelCapabilities",
        "SessionInfoUpdate",
        "SessionMessage",
        "SessionMessageChunk",
        "SessionUpdate",
        "StateUpdateSessionUpdate",
        "SubagentSessionCapabilities",
        "SubagentUpdate",
        "TerminalCancelCapabilities",
        "TerminalCapabilities",
        "TerminalExitStatus",
        "TerminalOutput",
        "TerminalOutputChunk",
        "TerminalSize",
        "TerminalUpdate",
        "ToolCallContentChunk",
        "ToolCallUpdateSessionUpdate",
        "UnknownPlanUpdateContent",
        "UnknownSessionUpdate",
        "UpdateSessionNotification",
        "UsageUpdate",
        "UserMessage",
        "UserMessageChunk",
        "_PlanUpdateContentSpec",
        "_SessionUpdateSpec",
    ),
    "._state_update": (
        "BackgroundSubagent",
        "BackgroundTerminal",
        "BackgroundToolCall",
        "BackgroundWork",
        "IdleStateUpdate",
        "RequiresActionStateUpdate",
        "RunningStateUpdate",
        "StateUpdate",
        "UnknownBackgroundWork",
        "UnknownStateUpdate",
        "UnrecognizedStateUpdate",
        "Usage",
        "_BackgroundWorkSpec",
        "_StateUpdateSpec",
    ),
    "._system_prompt": (
        "HttpHeader",
        "McpServer",
        "McpServerAcp",
        "McpServerHttp",
        "McpServerStdio",
        "SystemPrompt",
        "UnknownMcpServer",
        "_McpServerSpec",
    ),
    "._terminal_cancel": (
        "CancelTerminalRequest",
        "CancelTerminalResponse",
    ),
    "._tool_call_cancel": (
        "CancelToolCallRequest",
        "CancelToolCallResponse",
    ),
    "._tool_call_update": (
        "AddDiffChange",
        "Content",
        "CopyDiffChange",
        "DeleteDiffChange",
        "Diff",
        "DiffChange",
        "DiffPatch",
        "DiffPathChange",
        "DiffPathPairChange",
        "ModifyDiffChange",
        "MoveDiffChange",
        "Terminal",
        "ToolCallCancelCapabilities",
        "ToolCallCapabilities",
        "ToolCallContent",
        "ToolCallLocation",
        "ToolCallUpdate",
        "UnknownDiffChange",
        "UnknownToolCallContent",
        "_DiffChangeSpec",
        "_ToolCallContentSpec",
    ),
    "._values": (
        "AbsolutePath",
        "AuthMethodId",
        "AuthState",
        "CompactionId",
        "CompactionStatus",
        "DiffFileType",
        "DiffPatchFormat",
        "ElicitationContentValue",
        "ElicitationId",
        "ElicitationSchemaType",
        "ErrorCode",
        "ExtNotification",
        "ExtRequest",
        "ExtResponse",
        "IconTheme",
        "KnownAuthState",
        "KnownCompactionStatus",
        "KnownDiffFileType",
        "KnownDiffPatchFormat",
        "KnownErrorCode",
        "KnownIconTheme",
        "KnownLlmProtocol",
        "KnownNoticeSeverity",
        "KnownPermissionOptionKind",
        "KnownPlanEntryPriority",
        "KnownPlanEntryStatus",
        "KnownRole",
        "KnownSessionArchiveFilter",
        "KnownSessionConfigOptionCategory",
        "KnownSessionStatus",
        "KnownStringFormat",
        "KnownSystemPromptMode",
        "KnownToolCallStatus",
        "LlmProtocol",
        "McpRequestId",
        "McpServerAcpId",
        "MediaType",
        "MessageId",
        "NoticeSeverity",
        "PermissionOptionId",
        "PermissionOptionKind",
        "PlanEntryPriority",
        "PlanEntryStatus",
        "PlanId",
        "ProtocolVersion",
        "ProviderId",
        "ProxySuccessorResponse",
        "RequestId",
        "Role",
        "SessionArchiveFilter",
        "SessionConfigGroupId",
        "SessionConfigId",
        "SessionConfigOptionCategory",
        "SessionConfigValueId",
        "SessionId",
        "SessionListCursor",
        "SessionStatus",
        "StringFormat",
        "SystemPromptMode",
        "TerminalId",
        "ToolCallId",
        "ToolCallStatus",
        "ToolKind",
        "_Int32",
        "_Int64",
        "_Int_1_4294967295",
        "_Int_1_65535",
        "_NonEmptyStr",
        "_UInt16",
        "_UInt32",
        "_UInt64",
    ),
}
"""Each module of the package with the names it defines."""

__getattr__ = lazy_names(
    __name__, globals(), {name: module for module, names in MODULES.items() for name in names}
)


def __dir__() -> list[str]:
    return sorted({*globals(), *(name for names in MODULES.values() for name in names)})


# Every union spec by union name (a lookup imports that union's module only).
UNION_SPECS: Final[Mapping[str, UnionSpec]] = LazyTable(
    {
        "AgentNotificationParams": "_AgentNotificationParamsSpec",
        "CreateElicitationRequest": "_CreateElicitationRequestSpec",
        "AgentRequestParams": "_AgentRequestParamsSpec",
        "AgentResponse": "_AgentResponseSpec",
        "AgentResponseResult": "_AgentResponseResultSpec",
        "AuthMethod": "_AuthMethodSpec",
        "AvailableCommand": "_AvailableCommandSpec",
        "AvailableCommandInput": "_AvailableCommandInputSpec",
        "BackgroundWork": "_BackgroundWorkSpec",
        "ClientNotificationParams": "_ClientNotificationParamsSpec",
        "ClientRequestParams": "_ClientRequestParamsSpec",
        "ClientResponse": "_ClientResponseSpec",
        "MessageMcpResponse": "_MessageMcpResponseSpec",
        "ClientResponseResult": "_ClientResponseResultSpec",
        "ContentBlock": "_ContentBlockSpec",
        "CreateElicitationResponse": "_CreateElicitationResponseSpec",
        "DiffChange": "_DiffChangeSpec",
        "ElicitationFormMode": "_ElicitationFormModeSpec",
        "ElicitationPropertySchema": "_ElicitationPropertySchemaSpec",
        "ElicitationUrlMode": "_ElicitationUrlModeSpec",
        "EmbeddedResourceResource": "_EmbeddedResourceResourceSpec",
        "McpServer": "_McpServerSpec",
        "MultiSelectItems": "_MultiSelectItemsSpec",
        "PlanUpdateContent": "_PlanUpdateContentSpec",
        "ProxyRequestParams": "_ProxyRequestParamsSpec",
        "ProxyResponse": "_ProxyResponseSpec",
        "ReplayFrom": "_ReplayFromSpec",
        "RequestPermissionOutcome": "_RequestPermissionOutcomeSpec",
        "RequestPermissionSubject": "_RequestPermissionSubjectSpec",
        "SessionConfigOption": "_SessionConfigOptionSpec",
        "SessionConfigSelectOptions": "_SessionConfigSelectOptionsSpec",
        "SessionUpdate": "_SessionUpdateSpec",
        "SetSessionConfigOptionRequest": "_SetSessionConfigOptionRequestSpec",
        "StateUpdate": "_StateUpdateSpec",
        "ToolCallContent": "_ToolCallContentSpec",
    },
    attribute_of(__name__),
)
