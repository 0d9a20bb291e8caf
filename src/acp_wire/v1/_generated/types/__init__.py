# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The package lists its modules' private helpers too: scalars, union specs, field aliases.)
"""Every type of the ACP v1 draft schema as a msgspec Struct, union alias or enum.

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
    from ._auth_status import (
        AuthStatusRequest as AuthStatusRequest,
    )
    from ._auth_status import (
        AuthStatusResponse as AuthStatusResponse,
    )
    from ._auth_status_update import (
        AuthStatusUpdateNotification as AuthStatusUpdateNotification,
    )
    from ._authenticate import (
        AuthenticateRequest as AuthenticateRequest,
    )
    from ._authenticate import (
        AuthenticateResponse as AuthenticateResponse,
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
    from ._fs_read_text_file import (
        ReadTextFileRequest as ReadTextFileRequest,
    )
    from ._fs_read_text_file import (
        ReadTextFileResponse as ReadTextFileResponse,
    )
    from ._fs_write_text_file import (
        WriteTextFileRequest as WriteTextFileRequest,
    )
    from ._fs_write_text_file import (
        WriteTextFileResponse as WriteTextFileResponse,
    )
    from ._initialize_response import (
        AgentAuthCapabilities as AgentAuthCapabilities,
    )
    from ._initialize_response import (
        AgentCapabilities as AgentCapabilities,
    )
    from ._initialize_response import (
        AuthCapabilities as AuthCapabilities,
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
        BooleanConfigOptionCapabilities as BooleanConfigOptionCapabilities,
    )
    from ._initialize_response import (
        ClientCapabilities as ClientCapabilities,
    )
    from ._initialize_response import (
        ClientSessionCapabilities as ClientSessionCapabilities,
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
        FileSystemCapabilities as FileSystemCapabilities,
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
        LogoutCapabilities as LogoutCapabilities,
    )
    from ._initialize_response import (
        McpCapabilities as McpCapabilities,
    )
    from ._initialize_response import (
        PlanCapabilities as PlanCapabilities,
    )
    from ._initialize_response import (
        PromptCapabilities as PromptCapabilities,
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
        SessionCloseCapabilities as SessionCloseCapabilities,
    )
    from ._initialize_response import (
        SessionConfigOptionsCapabilities as SessionConfigOptionsCapabilities,
    )
    from ._initialize_response import (
        SessionDeleteCapabilities as SessionDeleteCapabilities,
    )
    from ._initialize_response import (
        SessionForkCapabilities as SessionForkCapabilities,
    )
    from ._initialize_response import (
        SessionListCapabilities as SessionListCapabilities,
    )
    from ._initialize_response import (
        SessionResumeCapabilities as SessionResumeCapabilities,
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
        SubagentCapabilities as SubagentCapabilities,
    )
    from ._initialize_response import (
        UnknownAuthMethod as UnknownAuthMethod,
    )
    from ._initialize_response import (
        _AuthMethodField as _AuthMethodField,
    )
    from ._initialize_response import (
        _AuthMethodSpec as _AuthMethodSpec,
    )
    from ._logout import (
        LogoutRequest as LogoutRequest,
    )
    from ._logout import (
        LogoutResponse as LogoutResponse,
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
        CancelNotification as CancelNotification,
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
    from ._session_load import (
        LoadSessionRequest as LoadSessionRequest,
    )
    from ._session_load import (
        LoadSessionResponse as LoadSessionResponse,
    )
    from ._session_mode_state import (
        HttpHeader as HttpHeader,
    )
    from ._session_mode_state import (
        McpServer as McpServer,
    )
    from ._session_mode_state import (
        McpServerAcp as McpServerAcp,
    )
    from ._session_mode_state import (
        McpServerHttp as McpServerHttp,
    )
    from ._session_mode_state import (
        McpServerSse as McpServerSse,
    )
    from ._session_mode_state import (
        McpServerStdio as McpServerStdio,
    )
    from ._session_mode_state import (
        SessionMode as SessionMode,
    )
    from ._session_mode_state import (
        SessionModeState as SessionModeState,
    )
    from ._session_mode_state import (
        SystemPrompt as SystemPrompt,
    )
    from ._session_mode_state import (
        UnknownMcpServer as UnknownMcpServer,
    )
    from ._session_mode_state import (
        _McpServerField as _McpServerField,
    )
    from ._session_mode_state import (
        _McpServerSpec as _McpServerSpec,
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
        CancelledRequestPermissionOutcome as CancelledRequestPermissionOutcome,
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
        SelectedPermissionOutcome as SelectedPermissionOutcome,
    )
    from ._session_request_permission import (
        UnknownRequestPermissionOutcome as UnknownRequestPermissionOutcome,
    )
    from ._session_request_permission import (
        _RequestPermissionOutcomeSpec as _RequestPermissionOutcomeSpec,
    )
    from ._session_resume import (
        ResumeSessionRequest as ResumeSessionRequest,
    )
    from ._session_resume import (
        ResumeSessionResponse as ResumeSessionResponse,
    )
    from ._session_set_config_option import (
        BooleanSetSessionConfigOptionRequest as BooleanSetSessionConfigOptionRequest,
    )
    from ._session_set_config_option import (
        SetSessionConfigOptionRequest as SetSessionConfigOptionRequest,
    )
    from ._session_set_config_option import (
        SetSessionConfigOptionResponse as SetSessionConfigOptionResponse,
    )
    from ._session_set_config_option import (
        ValueIdSetSessionConfigOptionRequest as ValueIdSetSessionConfigOptionRequest,
    )
    from ._session_set_config_option import (
        _SetSessionConfigOptionRequestField as _SetSessionConfigOptionRequestField,
    )
    from ._session_set_config_option import (
        _SetSessionConfigOptionRequestSpec as _SetSessionConfigOptionRequestSpec,
    )
    from ._session_set_mode import (
        SetSessionModeRequest as SetSessionModeRequest,
    )
    from ._session_set_mode import (
        SetSessionModeResponse as SetSessionModeResponse,
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
        AgentMessageChunk as AgentMessageChunk,
    )
    from ._session_update import (
        AgentThoughtChunk as AgentThoughtChunk,
    )
    from ._session_update import (
        AvailableCommand as AvailableCommand,
    )
    from ._session_update import (
        AvailableCommandInput as AvailableCommandInput,
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
        CurrentModeUpdate as CurrentModeUpdate,
    )
    from ._session_update import (
        IdleStateUpdate as IdleStateUpdate,
    )
    from ._session_update import (
        Notice as Notice,
    )
    from ._session_update import (
        Plan as Plan,
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
        RequiresActionStateUpdate as RequiresActionStateUpdate,
    )
    from ._session_update import (
        RunningStateUpdate as RunningStateUpdate,
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
        SessionNotification as SessionNotification,
    )
    from ._session_update import (
        SessionUpdate as SessionUpdate,
    )
    from ._session_update import (
        StateUpdate as StateUpdate,
    )
    from ._session_update import (
        SubagentSessionCapabilities as SubagentSessionCapabilities,
    )
    from ._session_update import (
        SubagentUpdate as SubagentUpdate,
    )
    from ._session_update import (
        ToolCall as ToolCall,
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
        UnknownStateUpdate as UnknownStateUpdate,
    )
    from ._session_update import (
        UnrecognizedStateUpdate as UnrecognizedStateUpdate,
    )
    from ._session_update import (
        UnstructuredCommandInput as UnstructuredCommandInput,
    )
    from ._session_update import (
        UsageUpdate as UsageUpdate,
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
    from ._session_update import (
        _StateUpdateSpec as _StateUpdateSpec,
    )
    from ._terminal_create import (
        CreateTerminalRequest as CreateTerminalRequest,
    )
    from ._terminal_create import (
        CreateTerminalResponse as CreateTerminalResponse,
    )
    from ._terminal_kill import (
        KillTerminalRequest as KillTerminalRequest,
    )
    from ._terminal_kill import (
        KillTerminalResponse as KillTerminalResponse,
    )
    from ._terminal_output import (
        TerminalExitStatus as TerminalExitStatus,
    )
    from ._terminal_output import (
        TerminalOutputRequest as TerminalOutputRequest,
    )
    from ._terminal_output import (
        TerminalOutputResponse as TerminalOutputResponse,
    )
    from ._terminal_release import (
        ReleaseTerminalRequest as ReleaseTerminalRequest,
    )
    from ._terminal_release import (
        ReleaseTerminalResponse as ReleaseTerminalResponse,
    )
    from ._terminal_wait_for_exit import (
        WaitForTerminalExitRequest as WaitForTerminalExitRequest,
    )
    from ._terminal_wait_for_exit import (
        WaitForTerminalExitResponse as WaitForTerminalExitResponse,
    )
    from ._tool_call_update import (
        Content as Content,
    )
    from ._tool_call_update import (
        Diff as Diff,
    )
    from ._tool_call_update import (
        Terminal as Terminal,
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
        UnknownToolCallContent as UnknownToolCallContent,
    )
    from ._tool_call_update import (
        _ToolCallContentSpec as _ToolCallContentSpec,
    )
    from ._usage import (
        Usage as Usage,
    )
    from ._values import (
        AuthMethodId as AuthMethodId,
    )
    from ._values import (
        AuthState as AuthState,
    )
    from ._values import (
        CompactionCapabilities as CompactionCapabilities,
    )
    from ._values import (
        CompactionId as CompactionId,
    )
    from ._values import (
        CompactionStatus as CompactionStatus,
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
        KnownAuthState as KnownAuthState,
    )
    from ._values import (
        KnownCompactionStatus as KnownCompactionStatus,
    )
    from ._values import (
        KnownErrorCode as KnownErrorCode,
    )
    from ._values import (
        KnownLlmProtocol as KnownLlmProtocol,
    )
    from ._values import (
        KnownNoticeSeverity as KnownNoticeSeverity,
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
        KnownSystemPromptMode as KnownSystemPromptMode,
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
        MessageId as MessageId,
    )
    from ._values import (
        NoticeCapabilities as NoticeCapabilities,
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
        SessionModeId as SessionModeId,
    )
    from ._values import (
        SessionStatus as SessionStatus,
    )
    from ._values import (
        StopReason as StopReason,
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
    "AcceptCreateElicitationResponse",
    "AgentAuthCapabilities",
    "AgentCapabilities",
    "AgentMessageChunk",
    "AgentNotification",
    "AgentNotificationParams",
    "AgentRequest",
    "AgentRequestParams",
    "AgentResponse",
    "AgentResponseResult",
    "AgentThoughtChunk",
    "Annotations",
    "ArchiveSessionRequest",
    "ArchiveSessionResponse",
    "AudioContent",
    "AuthAccount",
    "AuthCapabilities",
    "AuthMethod",
    "AuthMethodAgent",
    "AuthMethodId",
    "AuthMethodTerminal",
    "AuthState",
    "AuthStatusCapabilities",
    "AuthStatusRequest",
    "AuthStatusResponse",
    "AuthStatusUpdateNotification",
    "AuthenticateRequest",
    "AuthenticateResponse",
    "AvailableCommand",
    "AvailableCommandInput",
    "AvailableCommandsUpdate",
    "BlobResourceContents",
    "BooleanConfigOptionCapabilities",
    "BooleanPropertySchema",
    "BooleanSessionConfigOption",
    "BooleanSetSessionConfigOptionRequest",
    "CancelCreateElicitationResponse",
    "CancelNotification",
    "CancelRequestNotification",
    "CancelledRequestPermissionOutcome",
    "ClientCapabilities",
    "ClientNotification",
    "ClientNotificationParams",
    "ClientRequest",
    "ClientRequestParams",
    "ClientResponse",
    "ClientResponseResult",
    "ClientSessionCapabilities",
    "CloseSessionRequest",
    "CloseSessionResponse",
    "CompactionCapabilities",
    "CompactionId",
    "CompactionStatus",
    "CompactionSummaryChunk",
    "CompactionUpdate",
    "CompleteElicitationNotification",
    "ConfigOptionUpdate",
    "Content",
    "ContentBlock",
    "ContentChunk",
    "Cost",
    "CreateElicitationRequest",
    "CreateElicitationResponse",
    "CreateTerminalRequest",
    "CreateTerminalResponse",
    "CurrentModeUpdate",
    "DeclineCreateElicitationResponse",
    "DeleteSessionRequest",
    "DeleteSessionResponse",
    "Diff",
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
    "ErrorMessageMcpResponse",
    "ErrorProxyResponse",
    "ErrorStopReason",
    "ExtNotification",
    "ExtRequest",
    "ExtResponse",
    "FileSystemCapabilities",
    "ForkSessionRequest",
    "ForkSessionResponse",
    "FormRequestCreateElicitationRequest",
    "FormSessionCreateElicitationRequest",
    "HttpHeader",
    "IdleStateUpdate",
    "ImageContent",
    "Implementation",
    "InitializeProxyRequest",
    "InitializeProxyResponse",
    "InitializeRequest",
    "InitializeResponse",
    "IntegerPropertySchema",
    "KillTerminalRequest",
    "KillTerminalResponse",
    "KnownAuthState",
    "KnownCompactionStatus",
    "KnownErrorCode",
    "KnownLlmProtocol",
    "KnownNoticeSeverity",
    "KnownSessionArchiveFilter",
    "KnownSessionConfigOptionCategory",
    "KnownSessionStatus",
    "KnownSystemPromptMode",
    "ListProvidersRequest",
    "ListProvidersResponse",
    "ListSessionsRequest",
    "ListSessionsResponse",
    "LlmProtocol",
    "LoadSessionRequest",
    "LoadSessionResponse",
    "LogoutCapabilities",
    "LogoutRequest",
    "LogoutResponse",
    "McpCapabilities",
    "McpError",
    "McpRequestId",
    "McpServer",
    "McpServerAcp",
    "McpServerAcpId",
    "McpServerHttp",
    "McpServerSse",
    "McpServerStdio",
    "MessageId",
    "MessageMcpNotification",
    "MessageMcpRequest",
    "MessageMcpResponse",
    "MultiSelectItems",
    "MultiSelectPropertySchema",
    "NewSessionRequest",
    "NewSessionResponse",
    "Notice",
    "NoticeCapabilities",
    "NoticeSeverity",
    "NumberPropertySchema",
    "PermissionOption",
    "PermissionOptionId",
    "PermissionOptionKind",
    "Plan",
    "PlanCapabilities",
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
    "PromptCapabilities",
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
    "ReadTextFileRequest",
    "ReadTextFileResponse",
    "ReleaseTerminalRequest",
    "ReleaseTerminalResponse",
    "RequestElicitationFormMode",
    "RequestElicitationUrlMode",
    "RequestId",
    "RequestPermissionOutcome",
    "RequestPermissionRequest",
    "RequestPermissionResponse",
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
    "SessionCloseCapabilities",
    "SessionConfigBoolean",
    "SessionConfigGroupId",
    "SessionConfigId",
    "SessionConfigOption",
    "SessionConfigOptionCategory",
    "SessionConfigOptionsCapabilities",
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
    "SessionListCapabilities",
    "SessionMessage",
    "SessionMessageChunk",
    "SessionMode",
    "SessionModeId",
    "SessionModeState",
    "SessionNotification",
    "SessionResumeCapabilities",
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
    "SetSessionModeRequest",
    "SetSessionModeResponse",
    "SetSessionTitleRequest",
    "SetSessionTitleResponse",
    "StateUpdate",
    "StopReason",
    "StringFormat",
    "StringMultiSelectItems",
    "StringPropertySchema",
    "SubagentCapabilities",
    "SubagentSessionCapabilities",
    "SubagentUpdate",
    "SystemPrompt",
    "SystemPromptMode",
    "Terminal",
    "TerminalExitStatus",
    "TerminalId",
    "TerminalOutputRequest",
    "TerminalOutputResponse",
    "TextContent",
    "TextResourceContents",
    "TitledMultiSelectItems",
    "ToolCall",
    "ToolCallContent",
    "ToolCallId",
    "ToolCallLocation",
    "ToolCallStatus",
    "ToolCallUpdate",
    "ToolCallUpdateSessionUpdate",
    "ToolKind",
    "UnarchiveSessionRequest",
    "UnarchiveSessionResponse",
    "UnknownAuthMethod",
    "UnknownContentBlock",
    "UnknownCreateElicitationRequest",
    "UnknownCreateElicitationResponse",
    "UnknownElicitationPropertySchema",
    "UnknownMcpServer",
    "UnknownMultiSelectItems",
    "UnknownPlanUpdateContent",
    "UnknownRequestPermissionOutcome",
    "UnknownSessionConfigOption",
    "UnknownSessionUpdate",
    "UnknownStateUpdate",
    "UnknownToolCallContent",
    "UnrecognizedStateUpdate",
    "UnstructuredCommandInput",
    "UrlRequestCreateElicitationRequest",
    "UrlSessionCreateElicitationRequest",
    "Usage",
    "UsageUpdate",
    "UserMessageChunk",
    "ValueIdSetSessionConfigOptionRequest",
    "WaitForTerminalExitRequest",
    "WaitForTerminalExitResponse",
    "WriteTextFileRequest",
    "WriteTextFileResponse",
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
    "._auth_status": (
        "AuthStatusRequest",
        "AuthStatusResponse",
    ),
    "._auth_status_update": ("AuthStatusUpdateNotification",),
    "._authenticate": (
        "AuthenticateRequest",
        "AuthenticateResponse",
    ),
    "._cancel_request": ("CancelRequestNotification",),
    "._content_block": (
        "Annotations",
        "AudioContent",
        "BlobResourceContents",
        "ContentBlock",
        "EmbeddedResource",
        "EmbeddedResourceResource",
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
    "._error": ("Error",),
    "._fs_read_text_file": (
        "ReadTextFileRequest",
        "ReadTextFileResponse",
    ),
    "._fs_write_text_file": (
        "WriteTextFileRequest",
        "WriteTextFileResponse",
    ),
    "._initialize_response": (
        "AgentAuthCapabilities",
        "AgentCapabilities",
        "AuthCapabilities",
        "AuthMethod",
        "AuthMethodAgent",
        "AuthMethodTerminal",
        "AuthStatusCapabilities",
        "BooleanConfigOptionCapabilities",
        "ClientCapabilities",
        "ClientSessionCapabilities",
        "ElicitationCapabilities",
        "ElicitationFormCapabilities",
        "ElicitationUrlCapabilities",
        "FileSystemCapabilities",
        "Implementation",
        "InitializeRequest",
        "InitializeResponse",
        "LogoutCapabilities",
        "McpCapabilities",
        "PlanCapabilities",
        "PromptCapabilities",
        "ProvidersCapabilities",
        "SessionAdditionalDirectoriesCapabilities",
        "SessionArchiveCapabilities",
        "SessionCapabilities",
        "SessionCloseCapabilities",
        "SessionConfigOptionsCapabilities",
        "SessionDeleteCapabilities",
        "SessionForkCapabilities",
        "SessionListCapabilities",
        "SessionResumeCapabilities",
        "SessionStatusCapabilities",
        "SessionSystemPromptCapabilities",
        "SessionSystemPromptModeCapabilities",
        "SessionSystemPromptOverrideCapabilities",
        "SessionTitleCapabilities",
        "SubagentCapabilities",
        "UnknownAuthMethod",
        "_AuthMethodField",
        "_AuthMethodSpec",
    ),
    "._logout": (
        "LogoutRequest",
        "LogoutResponse",
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
    "._session_cancel": ("CancelNotification",),
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
    "._session_load": (
        "LoadSessionRequest",
        "LoadSessionResponse",
    ),
    "._session_mode_state": (
        "HttpHeader",
        "McpServer",
        "McpServerAcp",
        "McpServerHttp",
        "McpServerSse",
        "McpServerStdio",
        "SessionMode",
        "SessionModeState",
        "SystemPrompt",
        "UnknownMcpServer",
        "_McpServerField",
        "_McpServerSpec",
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
        "CancelledRequestPermissionOutcome",
        "PermissionOption",
        "RequestPermissionOutcome",
        "RequestPermissionRequest",
        "RequestPermissionResponse",
        "SelectedPermissionOutcome",
        "UnknownRequestPermissionOutcome",
        "_RequestPermissionOutcomeSpec",
    ),
    "._session_resume": (
        "ResumeSessionRequest",
        "ResumeSessionResponse",
    ),
    "._session_set_config_option": (
        "BooleanSetSessionConfigOptionRequest",
        "SetSessionConfigOptionRequest",
        "SetSessionConfigOptionResponse",
        "ValueIdSetSessionConfigOptionRequest",
        "_SetSessionConfigOptionRequestField",
        "_SetSessionConfigOptionRequestSpec",
    ),
    "._session_set_mode": (
        "SetSessionModeRequest",
        "SetSessionModeResponse",
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
        "AgentMessageChunk",
        "AgentThoughtChunk",
        "AvailableCommand",
        "AvailableCommandInput",
        "AvailableCommandsUpdate",
        "CompactionSummaryChunk",
        "CompactionUpdate",
        "ConfigOptionUpdate",
        "ContentChunk",
        "Cost",
        "CurrentModeUpdate",
        "IdleStateUpdate",
        "Notice",
        "Plan",
        "PlanEntry",
        "PlanFile",
        "PlanItems",
        "PlanMarkdown",
        "PlanRemoved",
        "PlanUpdate",
        "PlanUpdateContent",
        "RequiresActionStateUpdate",
        "RunningStateUpdate",
        "SessionCancelCapabilities",
        "SessionInfoUpdate",
        "SessionMessage",
        "SessionMessageChunk",
        "SessionNotification",
        "SessionUpdate",
        "StateUpdate",
        "SubagentSessionCapabilities",
        "SubagentUpdate",
        "ToolCall",
        "ToolCallUpdateSessionUpdate",
        "UnknownPlanUpdateContent",
        "UnknownSessionUpdate",
        "UnknownStateUpdate",
        "UnrecognizedStateUpdate",
        "UnstructuredCommandInput",
        "UsageUpdate",
        "UserMessageChunk",
        "_PlanUpdateContentSpec",
        "_SessionUpdateSpec",
        "_StateUpdateSpec",
    ),
    "._terminal_create": (
        "CreateTerminalRequest",
        "CreateTerminalResponse",
    ),
    "._terminal_kill": (
        "KillTerminalRequest",
        "KillTerminalResponse",
    ),
    "._terminal_output": (
        "TerminalExitStatus",
        "TerminalOutputRequest",
        "TerminalOutputResponse",
    ),
    "._terminal_release": (
        "ReleaseTerminalRequest",
        "ReleaseTerminalResponse",
    ),
    "._terminal_wait_for_exit": (
        "WaitForTerminalExitRequest",
        "WaitForTerminalExitResponse",
    ),
    "._tool_call_update": (
        "Content",
        "Diff",
        "Terminal",
        "ToolCallContent",
        "ToolCallLocation",
        "ToolCallUpdate",
        "UnknownToolCallContent",
        "_ToolCallContentSpec",
    ),
    "._usage": ("Usage",),
    "._values": (
        "AuthMethodId",
        "AuthState",
        "CompactionCapabilities",
        "CompactionId",
        "CompactionStatus",
        "ElicitationContentValue",
        "ElicitationId",
        "ElicitationSchemaType",
        "ErrorCode",
        "ExtNotification",
        "ExtRequest",
        "ExtResponse",
        "KnownAuthState",
        "KnownCompactionStatus",
        "KnownErrorCode",
        "KnownLlmProtocol",
        "KnownNoticeSeverity",
        "KnownSessionArchiveFilter",
        "KnownSessionConfigOptionCategory",
        "KnownSessionStatus",
        "KnownSystemPromptMode",
        "LlmProtocol",
        "McpRequestId",
        "McpServerAcpId",
        "MessageId",
        "NoticeCapabilities",
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
        "SessionModeId",
        "SessionStatus",
        "StopReason",
        "StringFormat",
        "SystemPromptMode",
        "TerminalId",
        "ToolCallId",
        "ToolCallStatus",
        "ToolKind",
        "_Int32",
        "_Int64",
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
        "ClientNotificationParams": "_ClientNotificationParamsSpec",
        "SetSessionConfigOptionRequest": "_SetSessionConfigOptionRequestSpec",
        "ClientRequestParams": "_ClientRequestParamsSpec",
        "ClientResponse": "_ClientResponseSpec",
        "MessageMcpResponse": "_MessageMcpResponseSpec",
        "ClientResponseResult": "_ClientResponseResultSpec",
        "ContentBlock": "_ContentBlockSpec",
        "CreateElicitationResponse": "_CreateElicitationResponseSpec",
        "ElicitationFormMode": "_ElicitationFormModeSpec",
        "ElicitationPropertySchema": "_ElicitationPropertySchemaSpec",
        "ElicitationUrlMode": "_ElicitationUrlModeSpec",
        "EmbeddedResourceResource": "_EmbeddedResourceResourceSpec",
        "McpServer": "_McpServerSpec",
        "MultiSelectItems": "_MultiSelectItemsSpec",
        "PlanUpdateContent": "_PlanUpdateContentSpec",
        "ProxyRequestParams": "_ProxyRequestParamsSpec",
        "ProxyResponse": "_ProxyResponseSpec",
        "RequestPermissionOutcome": "_RequestPermissionOutcomeSpec",
        "SessionConfigOption": "_SessionConfigOptionSpec",
        "SessionConfigSelectOptions": "_SessionConfigSelectOptionsSpec",
        "SessionUpdate": "_SessionUpdateSpec",
        "StateUpdate": "_StateUpdateSpec",
        "ToolCallContent": "_ToolCallContentSpec",
    },
    attribute_of(__name__),
)
