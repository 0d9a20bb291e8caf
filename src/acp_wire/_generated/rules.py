# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""Tables for the forgiving decoder; imported only when a strict decode has failed."""

from __future__ import annotations

from typing import Final

from .types import (
    UNION_SPECS,
    AcceptCreateElicitationResponse,
    AgentAuthCapabilities,
    AgentCapabilities,
    AgentMessageChunk,
    AgentThoughtChunk,
    Annotations,
    ArchiveSessionRequest,
    ArchiveSessionResponse,
    AudioContent,
    AuthAccount,
    AuthCapabilities,
    AuthenticateRequest,
    AuthenticateResponse,
    AuthMethodAgent,
    AuthMethodTerminal,
    AuthStatusCapabilities,
    AuthStatusRequest,
    AuthStatusResponse,
    AuthStatusUpdateNotification,
    AvailableCommand,
    AvailableCommandsUpdate,
    BlobResourceContents,
    BooleanConfigOptionCapabilities,
    BooleanPropertySchema,
    BooleanSessionConfigOption,
    CancelCreateElicitationResponse,
    CancelNotification,
    CancelRequestNotification,
    ClientCapabilities,
    ClientSessionCapabilities,
    CloseSessionRequest,
    CloseSessionResponse,
    CompactionSummaryChunk,
    CompactionUpdate,
    CompleteElicitationNotification,
    ConfigOptionUpdate,
    Content,
    ContentChunk,
    Cost,
    CreateTerminalRequest,
    CreateTerminalResponse,
    CurrentModeUpdate,
    DeclineCreateElicitationResponse,
    DeleteSessionRequest,
    DeleteSessionResponse,
    Diff,
    DisableProviderRequest,
    DisableProviderResponse,
    ElicitationCapabilities,
    ElicitationFormCapabilities,
    ElicitationFormMode,
    ElicitationSchema,
    ElicitationSessionScope,
    ElicitationUrlCapabilities,
    ElicitationUrlMode,
    EmbeddedResource,
    EnumOption,
    EnvVariable,
    Error,
    ErrorMessageMcpResponse,
    ErrorStopReason,
    FileSystemCapabilities,
    ForkSessionRequest,
    ForkSessionResponse,
    FormCreateElicitationRequest,
    HttpHeader,
    IdleStateUpdate,
    ImageContent,
    Implementation,
    InitializeRequest,
    InitializeResponse,
    IntegerPropertySchema,
    KillTerminalRequest,
    KillTerminalResponse,
    ListProvidersRequest,
    ListProvidersResponse,
    ListSessionsRequest,
    ListSessionsResponse,
    LoadSessionRequest,
    LoadSessionResponse,
    LogoutCapabilities,
    LogoutRequest,
    LogoutResponse,
    McpCapabilities,
    McpServerAcp,
    McpServerHttp,
    McpServerSse,
    McpServerStdio,
    MessageMcpNotification,
    MessageMcpRequest,
    MultiSelectPropertySchema,
    NewSessionRequest,
    NewSessionResponse,
    Notice,
    NumberPropertySchema,
    PermissionOption,
    Plan,
    PlanCapabilities,
    PlanEntry,
    PlanFile,
    PlanItems,
    PlanMarkdown,
    PlanRemoved,
    PlanUpdate,
    PromptCapabilities,
    PromptRequest,
    PromptResponse,
    ProviderCurrentConfig,
    ProviderInfo,
    ProvidersCapabilities,
    ProxySuccessorNotification,
    ProxySuccessorRequest,
    ReadTextFileRequest,
    ReadTextFileResponse,
    ReleaseTerminalRequest,
    ReleaseTerminalResponse,
    RequestPermissionRequest,
    RequestPermissionResponse,
    RequiresActionStateUpdate,
    ResourceLink,
    ResultMessageMcpResponse,
    ResumeSessionRequest,
    ResumeSessionResponse,
    RunningStateUpdate,
    SelectedPermissionOutcome,
    SelectSessionConfigOption,
    SessionAdditionalDirectoriesCapabilities,
    SessionArchiveCapabilities,
    SessionCancelCapabilities,
    SessionCapabilities,
    SessionCloseCapabilities,
    SessionConfigOptionsCapabilities,
    SessionConfigSelectGroup,
    SessionConfigSelectOption,
    SessionDeleteCapabilities,
    SessionForkCapabilities,
    SessionInfo,
    SessionInfoUpdate,
    SessionListCapabilities,
    SessionMessage,
    SessionMessageChunk,
    SessionMode,
    SessionModeState,
    SessionNotification,
    SessionResumeCapabilities,
    SessionStatusCapabilities,
    SessionStatusRequest,
    SessionStatusResponse,
    SessionSystemPromptCapabilities,
    SessionSystemPromptModeCapabilities,
    SessionSystemPromptOverrideCapabilities,
    SessionTitleCapabilities,
    SetProviderRequest,
    SetProviderResponse,
    SetSessionConfigOptionRequest,
    SetSessionConfigOptionResponse,
    SetSessionModeRequest,
    SetSessionModeResponse,
    SetSessionTitleRequest,
    SetSessionTitleResponse,
    StringMultiSelectItems,
    StringPropertySchema,
    SubagentCapabilities,
    SubagentSessionCapabilities,
    SubagentUpdate,
    SystemPrompt,
    Terminal,
    TerminalExitStatus,
    TerminalOutputRequest,
    TerminalOutputResponse,
    TextContent,
    TextResourceContents,
    TitledMultiSelectItems,
    ToolCall,
    ToolCallLocation,
    ToolCallUpdate,
    ToolCallUpdateSessionUpdate,
    UnarchiveSessionRequest,
    UnarchiveSessionResponse,
    UnknownStateUpdate,
    UnstructuredCommandInput,
    UrlCreateElicitationRequest,
    Usage,
    UsageUpdate,
    UserMessageChunk,
    WaitForTerminalExitRequest,
    WaitForTerminalExitResponse,
    WriteTextFileRequest,
    WriteTextFileResponse,
)

DEFAULT_ON_ERROR: Final = 1
SKIP_INVALID_ITEMS: Final = 2
DEFAULT_ON_NULL: Final = 4

# Per struct, the wire names of fields with x-deserialize-* rules and their flags.
FIELD_RULES: Final[dict[type, dict[str, int]]] = {
    WriteTextFileRequest: {
        "_meta": 1,
    },
    ReadTextFileRequest: {
        "_meta": 1,
    },
    RequestPermissionRequest: {
        "_meta": 1,
    },
    ToolCallUpdate: {
        "kind": 1,
        "status": 1,
        "title": 1,
        "name": 1,
        "content": 3,
        "locations": 3,
        "rawInput": 1,
        "rawOutput": 1,
        "_meta": 1,
    },
    Annotations: {
        "audience": 3,
        "lastModified": 1,
        "priority": 1,
        "_meta": 1,
    },
    TextContent: {
        "annotations": 1,
        "_meta": 1,
    },
    ImageContent: {
        "annotations": 1,
        "uri": 1,
        "_meta": 1,
    },
    AudioContent: {
        "annotations": 1,
        "_meta": 1,
    },
    ResourceLink: {
        "annotations": 1,
        "description": 1,
        "mimeType": 1,
        "size": 1,
        "title": 1,
        "_meta": 1,
    },
    TextResourceContents: {
        "mimeType": 1,
        "_meta": 1,
    },
    BlobResourceContents: {
        "mimeType": 1,
        "_meta": 1,
    },
    EmbeddedResource: {
        "annotations": 1,
        "_meta": 1,
    },
    Content: {
        "_meta": 1,
    },
    Diff: {
        "oldText": 1,
        "_meta": 1,
    },
    Terminal: {
        "_meta": 1,
    },
    ToolCallLocation: {
        "line": 1,
        "_meta": 1,
    },
    PermissionOption: {
        "_meta": 1,
    },
    CreateTerminalRequest: {
        "args": 4,
        "env": 4,
        "_meta": 1,
    },
    EnvVariable: {
        "_meta": 1,
    },
    TerminalOutputRequest: {
        "_meta": 1,
    },
    ReleaseTerminalRequest: {
        "_meta": 1,
    },
    WaitForTerminalExitRequest: {
        "_meta": 1,
    },
    KillTerminalRequest: {
        "_meta": 1,
    },
    ElicitationSessionScope: {
        "toolCallId": 1,
    },
    ElicitationSchema: {
        "type": 1,
        "title": 1,
        "description": 1,
        "_meta": 1,
    },
    EnumOption: {
        "description": 1,
        "_meta": 1,
    },
    StringPropertySchema: {
        "title": 1,
        "description": 1,
        "default": 1,
        "_meta": 1,
    },
    NumberPropertySchema: {
        "title": 1,
        "description": 1,
        "default": 1,
        "_meta": 1,
    },
    IntegerPropertySchema: {
        "title": 1,
        "description": 1,
        "default": 1,
        "_meta": 1,
    },
    BooleanPropertySchema: {
        "title": 1,
        "description": 1,
        "default": 1,
        "_meta": 1,
    },
    StringMultiSelectItems: {
        "_meta": 1,
    },
    TitledMultiSelectItems: {
        "_meta": 1,
    },
    MultiSelectPropertySchema: {
        "title": 1,
        "description": 1,
        "default": 3,
        "_meta": 1,
    },
    ElicitationFormMode: {
        "toolCallId": 1,
    },
    ElicitationUrlMode: {
        "toolCallId": 1,
    },
    MessageMcpRequest: {
        "_meta": 1,
    },
    InitializeResponse: {
        "agentCapabilities": 1,
        "authMethods": 3,
        "agentInfo": 1,
        "_meta": 1,
    },
    AgentCapabilities: {
        "loadSession": 1,
        "promptCapabilities": 1,
        "mcpCapabilities": 1,
        "sessionCapabilities": 1,
        "auth": 1,
        "providers": 1,
        "_meta": 1,
    },
    PromptCapabilities: {
        "image": 1,
        "audio": 1,
        "embeddedContext": 1,
        "_meta": 1,
    },
    McpCapabilities: {
        "http": 1,
        "sse": 1,
        "acp": 1,
        "_meta": 1,
    },
    SessionCapabilities: {
        "list": 1,
        "delete": 1,
        "additionalDirectories": 1,
        "systemPrompt": 1,
        "fork": 1,
        "archive": 1,
        "status": 1,
        "title": 1,
        "resume": 1,
        "close": 1,
        "_meta": 1,
    },
    SessionListCapabilities: {
        "_meta": 1,
    },
    SessionDeleteCapabilities: {
        "_meta": 1,
    },
    SessionAdditionalDirectoriesCapabilities: {
        "_meta": 1,
    },
    SessionSystemPromptCapabilities: {
        "mode": 1,
        "_meta": 1,
    },
    SessionSystemPromptModeCapabilities: {
        "override": 1,
        "_meta": 1,
    },
    SessionSystemPromptOverrideCapabilities: {
        "_meta": 1,
    },
    SessionForkCapabilities: {
        "_meta": 1,
    },
    SessionArchiveCapabilities: {
        "_meta": 1,
    },
    SessionStatusCapabilities: {
        "_meta": 1,
    },
    SessionTitleCapabilities: {
        "_meta": 1,
    },
    SessionResumeCapabilities: {
        "_meta": 1,
    },
    SessionCloseCapabilities: {
        "_meta": 1,
    },
    AgentAuthCapabilities: {
        "status": 1,
        "logout": 1,
        "_meta": 1,
    },
    AuthStatusCapabilities: {
        "_meta": 1,
    },
    LogoutCapabilities: {
        "_meta": 1,
    },
    ProvidersCapabilities: {
        "_meta": 1,
    },
    AuthMethodTerminal: {
        "description": 1,
        "args": 4,
        "env": 4,
        "_meta": 1,
    },
    AuthMethodAgent: {
        "description": 1,
        "_meta": 1,
    },
    Implementation: {
        "title": 1,
        "_meta": 1,
    },
    AuthenticateResponse: {
        "_meta": 1,
    },
    ListProvidersResponse: {
        "_meta": 1,
    },
    ProviderInfo: {
        "supported": 3,
        "_meta": 1,
    },
    ProviderCurrentConfig: {
        "_meta": 1,
    },
    SetProviderResponse: {
        "_meta": 1,
    },
    DisableProviderResponse: {
        "_meta": 1,
    },
    LogoutResponse: {
        "_meta": 1,
    },
    AuthStatusResponse: {
        "accounts": 3,
        "_meta": 1,
    },
    AuthAccount: {
        "active": 1,
        "name": 1,
        "email": 1,
        "organization": 1,
        "_meta": 1,
    },
    NewSessionResponse: {
        "modes": 1,
        "configOptions": 3,
        "_meta": 1,
    },
    SessionModeState: {
        "availableModes": 3,
        "_meta": 1,
    },
    SessionMode: {
        "description": 1,
        "_meta": 1,
    },
    SessionConfigSelectOption: {
        "description": 1,
        "_meta": 1,
    },
    SessionConfigSelectGroup: {
        "options": 3,
        "_meta": 1,
    },
    LoadSessionResponse: {
        "modes": 1,
        "configOptions": 3,
        "_meta": 1,
    },
    ListSessionsResponse: {
        "sessions": 3,
        "nextCursor": 1,
        "_meta": 1,
    },
    SessionInfo: {
        "additionalDirectories": 3,
        "title": 1,
        "updatedAt": 1,
        "archived": 1,
        "_meta": 1,
    },
    DeleteSessionResponse: {
        "_meta": 1,
    },
    ForkSessionResponse: {
        "modes": 1,
        "configOptions": 3,
        "_meta": 1,
    },
    ArchiveSessionResponse: {
        "_meta": 1,
    },
    UnarchiveSessionResponse: {
        "_meta": 1,
    },
    SessionStatusResponse: {
        "_meta": 1,
    },
    SetSessionTitleResponse: {
        "_meta": 1,
    },
    ResumeSessionResponse: {
        "modes": 1,
        "configOptions": 3,
        "_meta": 1,
    },
    CloseSessionResponse: {
        "_meta": 1,
    },
    SetSessionModeResponse: {
        "_meta": 1,
    },
    SetSessionConfigOptionResponse: {
        "configOptions": 3,
        "_meta": 1,
    },
    PromptResponse: {
        "usage": 1,
        "_meta": 1,
    },
    Usage: {
        "thoughtTokens": 1,
        "cachedReadTokens": 1,
        "cachedWriteTokens": 1,
        "_meta": 1,
    },
    Error: {
        "data": 1,
    },
    SessionNotification: {
        "_meta": 1,
    },
    ContentChunk: {
        "messageId": 1,
        "_meta": 1,
    },
    ToolCall: {
        "name": 1,
        "kind": 1,
        "status": 1,
        "content": 3,
        "locations": 3,
        "rawInput": 1,
        "rawOutput": 1,
        "_meta": 1,
    },
    PlanEntry: {
        "_meta": 1,
    },
    Plan: {
        "entries": 3,
        "_meta": 1,
    },
    PlanItems: {
        "entries": 3,
        "_meta": 1,
    },
    PlanFile: {
        "_meta": 1,
    },
    PlanMarkdown: {
        "_meta": 1,
    },
    PlanUpdate: {
        "_meta": 1,
    },
    PlanRemoved: {
        "_meta": 1,
    },
    AvailableCommand: {
        "input": 1,
        "_meta": 1,
    },
    UnstructuredCommandInput: {
        "_meta": 1,
    },
    AvailableCommandsUpdate: {
        "availableCommands": 3,
        "_meta": 1,
    },
    CurrentModeUpdate: {
        "_meta": 1,
    },
    ConfigOptionUpdate: {
        "configOptions": 3,
        "_meta": 1,
    },
    SessionInfoUpdate: {
        "title": 1,
        "updatedAt": 1,
        "_meta": 1,
    },
    Cost: {
        "_meta": 1,
    },
    UsageUpdate: {
        "cost": 1,
        "_meta": 1,
    },
    Notice: {
        "description": 1,
        "_meta": 1,
    },
    CompactionUpdate: {
        "summary": 3,
        "error": 1,
        "_meta": 1,
    },
    CompactionSummaryChunk: {
        "_meta": 1,
    },
    SubagentSessionCapabilities: {
        "cancel": 1,
        "_meta": 1,
    },
    SessionCancelCapabilities: {
        "_meta": 1,
    },
    RunningStateUpdate: {
        "_meta": 1,
    },
    ErrorStopReason: {
        "error": 1,
    },
    IdleStateUpdate: {
        "usage": 1,
        "_meta": 1,
        "stopReason": 1,
        "error": 1,
    },
    RequiresActionStateUpdate: {
        "_meta": 1,
    },
    UnknownStateUpdate: {
        "_meta": 1,
    },
    SubagentUpdate: {
        "title": 1,
        "description": 1,
        "capabilities": 1,
        "state": 1,
        "_meta": 1,
    },
    SessionMessage: {
        "senderSessionId": 1,
        "recipientSessionId": 1,
        "senderMessageId": 1,
        "recipientMessageId": 1,
        "content": 3,
        "_meta": 1,
    },
    SessionMessageChunk: {
        "_meta": 1,
    },
    CompleteElicitationNotification: {
        "_meta": 1,
    },
    AuthStatusUpdateNotification: {
        "accounts": 3,
        "_meta": 1,
    },
    InitializeRequest: {
        "clientCapabilities": 1,
        "clientInfo": 1,
        "_meta": 1,
    },
    ClientCapabilities: {
        "fs": 1,
        "terminal": 1,
        "session": 1,
        "subagents": 1,
        "plan": 1,
        "auth": 1,
        "elicitation": 1,
        "_meta": 1,
    },
    FileSystemCapabilities: {
        "readTextFile": 1,
        "writeTextFile": 1,
        "_meta": 1,
    },
    ClientSessionCapabilities: {
        "compaction": 1,
        "configOptions": 1,
        "notices": 1,
        "_meta": 1,
    },
    SessionConfigOptionsCapabilities: {
        "boolean": 1,
        "_meta": 1,
    },
    BooleanConfigOptionCapabilities: {
        "_meta": 1,
    },
    SubagentCapabilities: {
        "_meta": 1,
    },
    PlanCapabilities: {
        "_meta": 1,
    },
    AuthCapabilities: {
        "terminal": 1,
        "_meta": 1,
    },
    ElicitationCapabilities: {
        "form": 1,
        "url": 1,
        "_meta": 1,
    },
    ElicitationFormCapabilities: {
        "_meta": 1,
    },
    ElicitationUrlCapabilities: {
        "_meta": 1,
    },
    AuthenticateRequest: {
        "_meta": 1,
    },
    ListProvidersRequest: {
        "_meta": 1,
    },
    SetProviderRequest: {
        "_meta": 1,
    },
    DisableProviderRequest: {
        "_meta": 1,
    },
    LogoutRequest: {
        "_meta": 1,
    },
    AuthStatusRequest: {
        "_meta": 1,
    },
    NewSessionRequest: {
        "additionalDirectories": 4,
        "mcpServers": 4,
        "_meta": 1,
    },
    HttpHeader: {
        "_meta": 1,
    },
    McpServerHttp: {
        "headers": 4,
        "_meta": 1,
    },
    McpServerSse: {
        "headers": 4,
        "_meta": 1,
    },
    McpServerAcp: {
        "_meta": 1,
    },
    McpServerStdio: {
        "args": 4,
        "env": 4,
        "_meta": 1,
    },
    SystemPrompt: {
        "_meta": 1,
    },
    LoadSessionRequest: {
        "mcpServers": 4,
        "additionalDirectories": 4,
        "_meta": 1,
    },
    ListSessionsRequest: {
        "_meta": 1,
    },
    DeleteSessionRequest: {
        "_meta": 1,
    },
    ForkSessionRequest: {
        "additionalDirectories": 4,
        "mcpServers": 4,
        "_meta": 1,
    },
    ArchiveSessionRequest: {
        "_meta": 1,
    },
    UnarchiveSessionRequest: {
        "_meta": 1,
    },
    SessionStatusRequest: {
        "_meta": 1,
    },
    SetSessionTitleRequest: {
        "_meta": 1,
    },
    ResumeSessionRequest: {
        "additionalDirectories": 4,
        "mcpServers": 4,
        "_meta": 1,
    },
    CloseSessionRequest: {
        "_meta": 1,
    },
    SetSessionModeRequest: {
        "_meta": 1,
    },
    SetSessionConfigOptionRequest: {
        "_meta": 1,
    },
    PromptRequest: {
        "_meta": 1,
    },
    WriteTextFileResponse: {
        "_meta": 1,
    },
    ReadTextFileResponse: {
        "_meta": 1,
    },
    RequestPermissionResponse: {
        "_meta": 1,
    },
    SelectedPermissionOutcome: {
        "_meta": 1,
    },
    CreateTerminalResponse: {
        "_meta": 1,
    },
    TerminalOutputResponse: {
        "exitStatus": 1,
        "_meta": 1,
    },
    TerminalExitStatus: {
        "exitCode": 1,
        "signal": 1,
        "_meta": 1,
    },
    ReleaseTerminalResponse: {
        "_meta": 1,
    },
    WaitForTerminalExitResponse: {
        "exitCode": 1,
        "signal": 1,
        "_meta": 1,
    },
    KillTerminalResponse: {
        "_meta": 1,
    },
    CancelNotification: {
        "_meta": 1,
    },
    MessageMcpNotification: {
        "_meta": 1,
    },
    CancelRequestNotification: {
        "_meta": 1,
    },
    ProxySuccessorRequest: {
        "_meta": 1,
    },
    ProxySuccessorNotification: {
        "_meta": 1,
    },
    AcceptCreateElicitationResponse: {
        "_meta": 1,
    },
    AgentMessageChunk: {
        "messageId": 1,
        "_meta": 1,
    },
    AgentThoughtChunk: {
        "messageId": 1,
        "_meta": 1,
    },
    BooleanSessionConfigOption: {
        "description": 1,
        "category": 1,
        "_meta": 1,
    },
    CancelCreateElicitationResponse: {
        "_meta": 1,
    },
    DeclineCreateElicitationResponse: {
        "_meta": 1,
    },
    ErrorMessageMcpResponse: {
        "_meta": 1,
    },
    FormCreateElicitationRequest: {
        "toolCallId": 1,
        "_meta": 1,
    },
    ResultMessageMcpResponse: {
        "_meta": 1,
    },
    SelectSessionConfigOption: {
        "description": 1,
        "category": 1,
        "_meta": 1,
    },
    ToolCallUpdateSessionUpdate: {
        "kind": 1,
        "status": 1,
        "title": 1,
        "name": 1,
        "content": 3,
        "locations": 3,
        "rawInput": 1,
        "rawOutput": 1,
        "_meta": 1,
    },
    UrlCreateElicitationRequest: {
        "toolCallId": 1,
        "_meta": 1,
    },
    UserMessageChunk: {
        "messageId": 1,
        "_meta": 1,
    },
}

# Object unions by name (tagged ones too: the forgiving path keeps their unknown variants).
OBJECT_UNIONS: Final = {
    name: UNION_SPECS[name]
    for name in (
        "AgentNotificationParams",
        "AgentRequestParams",
        "AgentResponse",
        "AgentResponseResult",
        "AuthMethod",
        "ClientNotificationParams",
        "ClientRequestParams",
        "ClientResponse",
        "ClientResponseResult",
        "ContentBlock",
        "CreateElicitationRequest",
        "CreateElicitationResponse",
        "ElicitationPropertySchema",
        "EmbeddedResourceResource",
        "McpServer",
        "MessageMcpResponse",
        "MultiSelectItems",
        "PlanUpdateContent",
        "ProxyRequestParams",
        "ProxyResponse",
        "RequestPermissionOutcome",
        "SessionConfigOption",
        "SessionUpdate",
        "StateUpdate",
        "ToolCallContent",
    )
}

# Types that exist only in the draft schema, not in the stable one.
DRAFT_TYPES: Final[frozenset[str]] = frozenset(
    {
        "ArchiveSessionRequest",
        "ArchiveSessionResponse",
        "AuthAccount",
        "AuthState",
        "AuthStatusCapabilities",
        "AuthStatusRequest",
        "AuthStatusResponse",
        "AuthStatusUpdateNotification",
        "DisableProviderRequest",
        "DisableProviderResponse",
        "ErrorMessageMcpResponse",
        "ErrorProxyResponse",
        "ErrorStopReason",
        "ForkSessionRequest",
        "ForkSessionResponse",
        "IdleStateUpdate",
        "InitializeProxyRequest",
        "InitializeProxyResponse",
        "ListProvidersRequest",
        "ListProvidersResponse",
        "LlmProtocol",
        "McpError",
        "McpRequestId",
        "McpServerAcp",
        "McpServerAcpId",
        "MessageMcpNotification",
        "MessageMcpRequest",
        "MessageMcpResponse",
        "PlanCapabilities",
        "PlanFile",
        "PlanId",
        "PlanItems",
        "PlanMarkdown",
        "PlanRemoved",
        "PlanUpdate",
        "PlanUpdateContent",
        "ProviderCurrentConfig",
        "ProviderId",
        "ProviderInfo",
        "ProvidersCapabilities",
        "ProxyNotification",
        "ProxyRequest",
        "ProxyResponse",
        "ProxySuccessorNotification",
        "ProxySuccessorRequest",
        "ProxySuccessorResponse",
        "RequiresActionStateUpdate",
        "ResultMessageMcpResponse",
        "ResultProxyResponse",
        "RunningStateUpdate",
        "SessionArchiveCapabilities",
        "SessionArchiveFilter",
        "SessionCancelCapabilities",
        "SessionForkCapabilities",
        "SessionMessage",
        "SessionMessageChunk",
        "SessionStatus",
        "SessionStatusCapabilities",
        "SessionStatusRequest",
        "SessionStatusResponse",
        "SessionSystemPromptCapabilities",
        "SessionSystemPromptModeCapabilities",
        "SessionSystemPromptOverrideCapabilities",
        "SessionTitleCapabilities",
        "SetProviderRequest",
        "SetProviderResponse",
        "SetSessionTitleRequest",
        "SetSessionTitleResponse",
        "StateUpdate",
        "SubagentCapabilities",
        "SubagentSessionCapabilities",
        "SubagentUpdate",
        "SystemPrompt",
        "SystemPromptMode",
        "UnarchiveSessionRequest",
        "UnarchiveSessionResponse",
        "UnknownStateUpdate",
        "Usage",
    }
)
