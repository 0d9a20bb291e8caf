# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""Per-method JSON-RPC envelopes, tagged by `method`: one msgspec pass decodes a whole message.

These are internal to `acp_wire.decode_message`, which returns `Request` / `Notification`.
"""

from __future__ import annotations

from typing import Final

import msgspec
from msgspec import UNSET, UnsetType

from .._jsonrpc_base import Envelope
from .methods import METHODS
from .types import (
    ArchiveSessionRequest,
    AuthenticateRequest,
    AuthStatusRequest,
    AuthStatusUpdateNotification,
    CancelNotification,
    CancelRequestNotification,
    CloseSessionRequest,
    CompleteElicitationNotification,
    CreateElicitationRequest,
    CreateTerminalRequest,
    DeleteSessionRequest,
    DisableProviderRequest,
    ForkSessionRequest,
    InitializeProxyRequest,
    InitializeRequest,
    KillTerminalRequest,
    ListProvidersRequest,
    ListSessionsRequest,
    LoadSessionRequest,
    LogoutRequest,
    NewSessionRequest,
    PromptRequest,
    ReadTextFileRequest,
    ReleaseTerminalRequest,
    RequestId,
    RequestPermissionRequest,
    ResumeSessionRequest,
    SessionNotification,
    SessionStatusRequest,
    SetProviderRequest,
    SetSessionConfigOptionRequest,
    SetSessionModeRequest,
    SetSessionTitleRequest,
    TerminalOutputRequest,
    UnarchiveSessionRequest,
    WaitForTerminalExitRequest,
    WriteTextFileRequest,
)


class CancelRequestEnvelope(Envelope, tag="$/cancel_request", kw_only=True):
    """`$/cancel_request`: notification."""

    id: RequestId | UnsetType = UNSET
    params: CancelRequestNotification


class AuthStatusEnvelope(Envelope, tag="auth/status", kw_only=True):
    """`auth/status`: request."""

    id: RequestId | UnsetType = UNSET
    params: AuthStatusRequest


class AuthStatusUpdateEnvelope(Envelope, tag="auth/status_update", kw_only=True):
    """`auth/status_update`: notification."""

    id: RequestId | UnsetType = UNSET
    params: AuthStatusUpdateNotification


class AuthenticateEnvelope(Envelope, tag="authenticate", kw_only=True):
    """`authenticate`: request."""

    id: RequestId | UnsetType = UNSET
    params: AuthenticateRequest


class ElicitationCompleteEnvelope(Envelope, tag="elicitation/complete", kw_only=True):
    """`elicitation/complete`: notification."""

    id: RequestId | UnsetType = UNSET
    params: CompleteElicitationNotification


class ElicitationCreateEnvelope(Envelope, tag="elicitation/create", kw_only=True):
    """`elicitation/create`: request."""

    id: RequestId | UnsetType = UNSET
    params: CreateElicitationRequest


class FsReadTextFileEnvelope(Envelope, tag="fs/read_text_file", kw_only=True):
    """`fs/read_text_file`: request."""

    id: RequestId | UnsetType = UNSET
    params: ReadTextFileRequest


class FsWriteTextFileEnvelope(Envelope, tag="fs/write_text_file", kw_only=True):
    """`fs/write_text_file`: request."""

    id: RequestId | UnsetType = UNSET
    params: WriteTextFileRequest


class InitializeEnvelope(Envelope, tag="initialize", kw_only=True):
    """`initialize`: request."""

    id: RequestId | UnsetType = UNSET
    params: InitializeRequest


class LogoutEnvelope(Envelope, tag="logout", kw_only=True):
    """`logout`: request."""

    id: RequestId | UnsetType = UNSET
    params: LogoutRequest


class McpMessageEnvelope(Envelope, tag="mcp/message", kw_only=True):
    """`mcp/message`: request or notification."""

    id: RequestId | UnsetType = UNSET
    params: msgspec.Raw


class ProvidersDisableEnvelope(Envelope, tag="providers/disable", kw_only=True):
    """`providers/disable`: request."""

    id: RequestId | UnsetType = UNSET
    params: DisableProviderRequest


class ProvidersListEnvelope(Envelope, tag="providers/list", kw_only=True):
    """`providers/list`: request."""

    id: RequestId | UnsetType = UNSET
    params: ListProvidersRequest


class ProvidersSetEnvelope(Envelope, tag="providers/set", kw_only=True):
    """`providers/set`: request."""

    id: RequestId | UnsetType = UNSET
    params: SetProviderRequest


class ProxyInitializeEnvelope(Envelope, tag="proxy/initialize", kw_only=True):
    """`proxy/initialize`: request."""

    id: RequestId | UnsetType = UNSET
    params: InitializeProxyRequest


class ProxySuccessorEnvelope(Envelope, tag="proxy/successor", kw_only=True):
    """`proxy/successor`: request or notification."""

    id: RequestId | UnsetType = UNSET
    params: msgspec.Raw


class SessionArchiveEnvelope(Envelope, tag="session/archive", kw_only=True):
    """`session/archive`: request."""

    id: RequestId | UnsetType = UNSET
    params: ArchiveSessionRequest


class SessionCancelEnvelope(Envelope, tag="session/cancel", kw_only=True):
    """`session/cancel`: notification."""

    id: RequestId | UnsetType = UNSET
    params: CancelNotification


class SessionCloseEnvelope(Envelope, tag="session/close", kw_only=True):
    """`session/close`: request."""

    id: RequestId | UnsetType = UNSET
    params: CloseSessionRequest


class SessionDeleteEnvelope(Envelope, tag="session/delete", kw_only=True):
    """`session/delete`: request."""

    id: RequestId | UnsetType = UNSET
    params: DeleteSessionRequest


class SessionForkEnvelope(Envelope, tag="session/fork", kw_only=True):
    """`session/fork`: request."""

    id: RequestId | UnsetType = UNSET
    params: ForkSessionRequest


class SessionListEnvelope(Envelope, tag="session/list", kw_only=True):
    """`session/list`: request."""

    id: RequestId | UnsetType = UNSET
    params: ListSessionsRequest


class SessionLoadEnvelope(Envelope, tag="session/load", kw_only=True):
    """`session/load`: request."""

    id: RequestId | UnsetType = UNSET
    params: LoadSessionRequest


class SessionNewEnvelope(Envelope, tag="session/new", kw_only=True):
    """`session/new`: request."""

    id: RequestId | UnsetType = UNSET
    params: NewSessionRequest


class SessionPromptEnvelope(Envelope, tag="session/prompt", kw_only=True):
    """`session/prompt`: request."""

    id: RequestId | UnsetType = UNSET
    params: PromptRequest


class SessionRequestPermissionEnvelope(Envelope, tag="session/request_permission", kw_only=True):
    """`session/request_permission`: request."""

    id: RequestId | UnsetType = UNSET
    params: RequestPermissionRequest


class SessionResumeEnvelope(Envelope, tag="session/resume", kw_only=True):
    """`session/resume`: request."""

    id: RequestId | UnsetType = UNSET
    params: ResumeSessionRequest


class SessionSetConfigOptionEnvelope(Envelope, tag="session/set_config_option", kw_only=True):
    """`session/set_config_option`: request."""

    id: RequestId | UnsetType = UNSET
    params: SetSessionConfigOptionRequest


class SessionSetModeEnvelope(Envelope, tag="session/set_mode", kw_only=True):
    """`session/set_mode`: request."""

    id: RequestId | UnsetType = UNSET
    params: SetSessionModeRequest


class SessionSetTitleEnvelope(Envelope, tag="session/set_title", kw_only=True):
    """`session/set_title`: request."""

    id: RequestId | UnsetType = UNSET
    params: SetSessionTitleRequest


class SessionStatusEnvelope(Envelope, tag="session/status", kw_only=True):
    """`session/status`: request."""

    id: RequestId | UnsetType = UNSET
    params: SessionStatusRequest


class SessionUnarchiveEnvelope(Envelope, tag="session/unarchive", kw_only=True):
    """`session/unarchive`: request."""

    id: RequestId | UnsetType = UNSET
    params: UnarchiveSessionRequest


class SessionUpdateEnvelope(Envelope, tag="session/update", kw_only=True):
    """`session/update`: notification."""

    id: RequestId | UnsetType = UNSET
    params: SessionNotification


class TerminalCreateEnvelope(Envelope, tag="terminal/create", kw_only=True):
    """`terminal/create`: request."""

    id: RequestId | UnsetType = UNSET
    params: CreateTerminalRequest


class TerminalKillEnvelope(Envelope, tag="terminal/kill", kw_only=True):
    """`terminal/kill`: request."""

    id: RequestId | UnsetType = UNSET
    params: KillTerminalRequest


class TerminalOutputEnvelope(Envelope, tag="terminal/output", kw_only=True):
    """`terminal/output`: request."""

    id: RequestId | UnsetType = UNSET
    params: TerminalOutputRequest


class TerminalReleaseEnvelope(Envelope, tag="terminal/release", kw_only=True):
    """`terminal/release`: request."""

    id: RequestId | UnsetType = UNSET
    params: ReleaseTerminalRequest


class TerminalWaitForExitEnvelope(Envelope, tag="terminal/wait_for_exit", kw_only=True):
    """`terminal/wait_for_exit`: request."""

    id: RequestId | UnsetType = UNSET
    params: WaitForTerminalExitRequest


ENVELOPES: Final = (
    CancelRequestEnvelope,
    AuthStatusEnvelope,
    AuthStatusUpdateEnvelope,
    AuthenticateEnvelope,
    ElicitationCompleteEnvelope,
    ElicitationCreateEnvelope,
    FsReadTextFileEnvelope,
    FsWriteTextFileEnvelope,
    InitializeEnvelope,
    LogoutEnvelope,
    McpMessageEnvelope,
    ProvidersDisableEnvelope,
    ProvidersListEnvelope,
    ProvidersSetEnvelope,
    ProxyInitializeEnvelope,
    ProxySuccessorEnvelope,
    SessionArchiveEnvelope,
    SessionCancelEnvelope,
    SessionCloseEnvelope,
    SessionDeleteEnvelope,
    SessionForkEnvelope,
    SessionListEnvelope,
    SessionLoadEnvelope,
    SessionNewEnvelope,
    SessionPromptEnvelope,
    SessionRequestPermissionEnvelope,
    SessionResumeEnvelope,
    SessionSetConfigOptionEnvelope,
    SessionSetModeEnvelope,
    SessionSetTitleEnvelope,
    SessionStatusEnvelope,
    SessionUnarchiveEnvelope,
    SessionUpdateEnvelope,
    TerminalCreateEnvelope,
    TerminalKillEnvelope,
    TerminalOutputEnvelope,
    TerminalReleaseEnvelope,
    TerminalWaitForExitEnvelope,
)

# The method each envelope stands for.
ENVELOPE_METHOD: Final = {
    CancelRequestEnvelope: METHODS["$/cancel_request"],
    AuthStatusEnvelope: METHODS["auth/status"],
    AuthStatusUpdateEnvelope: METHODS["auth/status_update"],
    AuthenticateEnvelope: METHODS["authenticate"],
    ElicitationCompleteEnvelope: METHODS["elicitation/complete"],
    ElicitationCreateEnvelope: METHODS["elicitation/create"],
    FsReadTextFileEnvelope: METHODS["fs/read_text_file"],
    FsWriteTextFileEnvelope: METHODS["fs/write_text_file"],
    InitializeEnvelope: METHODS["initialize"],
    LogoutEnvelope: METHODS["logout"],
    McpMessageEnvelope: METHODS["mcp/message"],
    ProvidersDisableEnvelope: METHODS["providers/disable"],
    ProvidersListEnvelope: METHODS["providers/list"],
    ProvidersSetEnvelope: METHODS["providers/set"],
    ProxyInitializeEnvelope: METHODS["proxy/initialize"],
    ProxySuccessorEnvelope: METHODS["proxy/successor"],
    SessionArchiveEnvelope: METHODS["session/archive"],
    SessionCancelEnvelope: METHODS["session/cancel"],
    SessionCloseEnvelope: METHODS["session/close"],
    SessionDeleteEnvelope: METHODS["session/delete"],
    SessionForkEnvelope: METHODS["session/fork"],
    SessionListEnvelope: METHODS["session/list"],
    SessionLoadEnvelope: METHODS["session/load"],
    SessionNewEnvelope: METHODS["session/new"],
    SessionPromptEnvelope: METHODS["session/prompt"],
    SessionRequestPermissionEnvelope: METHODS["session/request_permission"],
    SessionResumeEnvelope: METHODS["session/resume"],
    SessionSetConfigOptionEnvelope: METHODS["session/set_config_option"],
    SessionSetModeEnvelope: METHODS["session/set_mode"],
    SessionSetTitleEnvelope: METHODS["session/set_title"],
    SessionStatusEnvelope: METHODS["session/status"],
    SessionUnarchiveEnvelope: METHODS["session/unarchive"],
    SessionUpdateEnvelope: METHODS["session/update"],
    TerminalCreateEnvelope: METHODS["terminal/create"],
    TerminalKillEnvelope: METHODS["terminal/kill"],
    TerminalOutputEnvelope: METHODS["terminal/output"],
    TerminalReleaseEnvelope: METHODS["terminal/release"],
    TerminalWaitForExitEnvelope: METHODS["terminal/wait_for_exit"],
}
