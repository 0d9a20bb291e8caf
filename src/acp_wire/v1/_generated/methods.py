# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""JSON-RPC methods of the protocol, from the schema's x-method and x-side annotations."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from ..._rpc.methods import MethodSpec, method_table
from . import types

CANCEL_REQUEST: Final = "$/cancel_request"
AUTH_STATUS: Final = "auth/status"
AUTH_STATUS_UPDATE: Final = "auth/status_update"
AUTHENTICATE: Final = "authenticate"
ELICITATION_COMPLETE: Final = "elicitation/complete"
ELICITATION_CREATE: Final = "elicitation/create"
FS_READ_TEXT_FILE: Final = "fs/read_text_file"
FS_WRITE_TEXT_FILE: Final = "fs/write_text_file"
INITIALIZE: Final = "initialize"
LOGOUT: Final = "logout"
MCP_MESSAGE: Final = "mcp/message"
PROVIDERS_DISABLE: Final = "providers/disable"
PROVIDERS_LIST: Final = "providers/list"
PROVIDERS_SET: Final = "providers/set"
PROXY_INITIALIZE: Final = "proxy/initialize"
PROXY_SUCCESSOR: Final = "proxy/successor"
SESSION_ARCHIVE: Final = "session/archive"
SESSION_CANCEL: Final = "session/cancel"
SESSION_CLOSE: Final = "session/close"
SESSION_DELETE: Final = "session/delete"
SESSION_FORK: Final = "session/fork"
SESSION_LIST: Final = "session/list"
SESSION_LOAD: Final = "session/load"
SESSION_NEW: Final = "session/new"
SESSION_PROMPT: Final = "session/prompt"
SESSION_REQUEST_PERMISSION: Final = "session/request_permission"
SESSION_RESUME: Final = "session/resume"
SESSION_SET_CONFIG_OPTION: Final = "session/set_config_option"
SESSION_SET_MODE: Final = "session/set_mode"
SESSION_SET_TITLE: Final = "session/set_title"
SESSION_STATUS: Final = "session/status"
SESSION_UNARCHIVE: Final = "session/unarchive"
SESSION_UPDATE: Final = "session/update"
TERMINAL_CREATE: Final = "terminal/create"
TERMINAL_KILL: Final = "terminal/kill"
TERMINAL_OUTPUT: Final = "terminal/output"
TERMINAL_RELEASE: Final = "terminal/release"
TERMINAL_WAIT_FOR_EXIT: Final = "terminal/wait_for_exit"

# Each method's types by name: `METHODS[name]` reads them from the types package, so that
# looking one method up imports only its own types' modules (see codegen/split.py).
METHODS: Final[Mapping[str, MethodSpec]] = method_table(
    types,
    [
        MethodSpec(
            name="$/cancel_request",
            side="protocol",
            handler="cancel_request",
            request=None,
            response=None,
            notification="CancelRequestNotification",
            notification_side="protocol",
            draft=False,
        ),
        MethodSpec(
            name="auth/status",
            side="agent",
            handler="auth_status",
            request="AuthStatusRequest",
            response="AuthStatusResponse",
            notification=None,
            notification_side=None,
            draft=True,
        ),
        MethodSpec(
            name="auth/status_update",
            side="client",
            handler="auth_status_update",
            request=None,
            response=None,
            notification="AuthStatusUpdateNotification",
            notification_side="client",
            draft=True,
        ),
        MethodSpec(
            name="authenticate",
            side="agent",
            handler="authenticate",
            request="AuthenticateRequest",
            response="AuthenticateResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="elicitation/complete",
            side="client",
            handler="elicitation_complete",
            request=None,
            response=None,
            notification="CompleteElicitationNotification",
            notification_side="client",
            draft=False,
        ),
        MethodSpec(
            name="elicitation/create",
            side="client",
            handler="elicitation_create",
            request="CreateElicitationRequest",
            response="CreateElicitationResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="fs/read_text_file",
            side="client",
            handler="fs_read_text_file",
            request="ReadTextFileRequest",
            response="ReadTextFileResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="fs/write_text_file",
            side="client",
            handler="fs_write_text_file",
            request="WriteTextFileRequest",
            response="WriteTextFileResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="initialize",
            side="agent",
            handler="initialize",
            request="InitializeRequest",
            response="InitializeResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="logout",
            side="agent",
            handler="logout",
            request="LogoutRequest",
            response="LogoutResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="mcp/message",
            side="client",
            handler="mcp_message",
            request="MessageMcpRequest",
            response="MessageMcpResponse",
            notification="MessageMcpNotification",
            notification_side="agent",
            draft=True,
        ),
        MethodSpec(
            name="providers/disable",
            side="agent",
            handler="providers_disable",
            request="DisableProviderRequest",
            response="DisableProviderResponse",
            notification=None,
            notification_side=None,
            draft=True,
        ),
        MethodSpec(
            name="providers/list",
            side="agent",
            handler="providers_list",
            request="ListProvidersRequest",
            response="ListProvidersResponse",
            notification=None,
            notification_side=None,
            draft=True,
        ),
        MethodSpec(
            name="providers/set",
            side="agent",
            handler="providers_set",
            request="SetProviderRequest",
            response="SetProviderResponse",
            notification=None,
            notification_side=None,
            draft=True,
        ),
        MethodSpec(
            name="proxy/initialize",
            side="proxy",
            handler="proxy_initialize",
            request="InitializeProxyRequest",
            response="InitializeProxyResponse",
            notification=None,
            notification_side=None,
            draft=True,
        ),
        MethodSpec(
            name="proxy/successor",
            side="proxy",
            handler="proxy_successor",
            request="ProxySuccessorRequest",
            response="ProxySuccessorResponse",
            notification="ProxySuccessorNotification",
            notification_side="proxy",
            draft=True,
        ),
        MethodSpec(
            name="session/archive",
            side="agent",
            handler="session_archive",
            request="ArchiveSessionRequest",
            response="ArchiveSessionResponse",
            notification=None,
            notification_side=None,
            draft=True,
        ),
        MethodSpec(
            name="session/cancel",
            side="agent",
            handler="session_cancel",
            request=None,
            response=None,
            notification="CancelNotification",
            notification_side="agent",
            draft=False,
        ),
        MethodSpec(
            name="session/close",
            side="agent",
            handler="session_close",
            request="CloseSessionRequest",
            response="CloseSessionResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="session/delete",
            side="agent",
            handler="session_delete",
            request="DeleteSessionRequest",
            response="DeleteSessionResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="session/fork",
            side="agent",
            handler="session_fork",
            request="ForkSessionRequest",
            response="ForkSessionResponse",
            notification=None,
            notification_side=None,
            draft=True,
        ),
        MethodSpec(
            name="session/list",
            side="agent",
            handler="session_list",
            request="ListSessionsRequest",
            response="ListSessionsResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="session/load",
            side="agent",
            handler="session_load",
            request="LoadSessionRequest",
            response="LoadSessionResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="session/new",
            side="agent",
            handler="session_new",
            request="NewSessionRequest",
            response="NewSessionResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="session/prompt",
            side="agent",
            handler="session_prompt",
            request="PromptRequest",
            response="PromptResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="session/request_permission",
            side="client",
            handler="session_request_permission",
            request="RequestPermissionRequest",
            response="RequestPermissionResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="session/resume",
            side="agent",
            handler="session_resume",
            request="ResumeSessionRequest",
            response="ResumeSessionResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="session/set_config_option",
            side="agent",
            handler="session_set_config_option",
            request="SetSessionConfigOptionRequest",
            response="SetSessionConfigOptionResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="session/set_mode",
            side="agent",
            handler="session_set_mode",
            request="SetSessionModeRequest",
            response="SetSessionModeResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="session/set_title",
            side="agent",
            handler="session_set_title",
            request="SetSessionTitleRequest",
            response="SetSessionTitleResponse",
            notification=None,
            notification_side=None,
            draft=True,
        ),
        MethodSpec(
            name="session/status",
            side="agent",
            handler="session_status",
            request="SessionStatusRequest",
            response="SessionStatusResponse",
            notification=None,
            notification_side=None,
            draft=True,
        ),
        MethodSpec(
            name="session/unarchive",
            side="agent",
            handler="session_unarchive",
            request="UnarchiveSessionRequest",
            response="UnarchiveSessionResponse",
            notification=None,
            notification_side=None,
            draft=True,
        ),
        MethodSpec(
            name="session/update",
            side="client",
            handler="session_update",
            request=None,
            response=None,
            notification="SessionNotification",
            notification_side="client",
            draft=False,
        ),
        MethodSpec(
            name="terminal/create",
            side="client",
            handler="terminal_create",
            request="CreateTerminalRequest",
            response="CreateTerminalResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="terminal/kill",
            side="client",
            handler="terminal_kill",
            request="KillTerminalRequest",
            response="KillTerminalResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="terminal/output",
            side="client",
            handler="terminal_output",
            request="TerminalOutputRequest",
            response="TerminalOutputResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="terminal/release",
            side="client",
            handler="terminal_release",
            request="ReleaseTerminalRequest",
            response="ReleaseTerminalResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
        MethodSpec(
            name="terminal/wait_for_exit",
            side="client",
            handler="terminal_wait_for_exit",
            request="WaitForTerminalExitRequest",
            response="WaitForTerminalExitResponse",
            notification=None,
            notification_side=None,
            draft=False,
        ),
    ],
)
