# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""This protocol version as the runtime is given it: one `Binding` record (`acp_wire._rpc.binding`)
holding its tables, codec, JSON-RPC layer, routes, peers, error codes, capability table and the
connection's rules as data (codegen/versions.py, checked against the schema when generating).

The message classes and the handler protocols are imported on first use of what needs them.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, Final

from ..._codec.codec import make_codec
from ..._rpc.binding import Binding, Messages, Sides, TurnEnd, deferred
from . import PROTOCOL_VERSION, SCHEMA_PACKAGE, SCHEMA_SHA256, SCHEMA_VERSION, types
from .capabilities import FALLBACK_ALLOWED, OFFERED, REQUEST_CAPABILITY, REQUIRED_CAPABILITY
from .error_codes import (
    AUTHENTICATION_REQUIRED,
    INTERNAL_ERROR,
    INVALID_PARAMS,
    INVALID_REQUEST,
    METHOD_NOT_FOUND,
    PARSE_ERROR,
    REQUEST_CANCELLED,
    RESOURCE_NOT_FOUND,
    UNSUPPORTED_PROTOCOL_VERSION,
)
from .methods import METHODS


def _rules() -> ModuleType:
    """This version's forgiving rules, imported on first use (valid input never needs them)."""
    from . import rules

    return rules


def _forgiving() -> Any:
    """The forgiving path with this version's rules, built on the first repair."""
    from ..._codec.forgiving import repairing

    return repairing(_rules())


def _messages() -> Messages:
    from ..._rpc.jsonrpc import make_jsonrpc
    from .messages import TABLES

    return Messages(jsonrpc=make_jsonrpc(TABLES, CODEC))


def _sides() -> Sides:
    from .dispatch import AGENT_ROUTES, CLIENT_ROUTES
    from .peers import AgentPeer, ClientPeer
    from .protocols import Agent, Client

    return Sides(
        agent_routes=AGENT_ROUTES,
        client_routes=CLIENT_ROUTES,
        agent_peer=AgentPeer,
        client_peer=ClientPeer,
        agent_protocol=Agent,
        client_protocol=Client,
    )


CODEC: Final = make_codec(types, _forgiving)
"""`decode` / `decode_report` of this version."""

BINDING: Final = Binding(
    protocol_version=PROTOCOL_VERSION,
    schema_package=SCHEMA_PACKAGE,
    schema_version=SCHEMA_VERSION,
    schema_sha256=SCHEMA_SHA256,
    types=types,
    methods=METHODS,
    codec=CODEC,
    error_codes={
        "PARSE_ERROR": PARSE_ERROR,
        "INVALID_REQUEST": INVALID_REQUEST,
        "METHOD_NOT_FOUND": METHOD_NOT_FOUND,
        "INVALID_PARAMS": INVALID_PARAMS,
        "INTERNAL_ERROR": INTERNAL_ERROR,
        "REQUEST_CANCELLED": REQUEST_CANCELLED,
        "AUTHENTICATION_REQUIRED": AUTHENTICATION_REQUIRED,
        "RESOURCE_NOT_FOUND": RESOURCE_NOT_FOUND,
        "UNSUPPORTED_PROTOCOL_VERSION": UNSUPPORTED_PROTOCOL_VERSION,
    },
    cancel_request_method="$/cancel_request",
    session_update_method="session/update",
    session_cancel_method="session/cancel",
    initialize_request=deferred(lambda: types.InitializeRequest),
    cancel_request=deferred(lambda: types.CancelRequestNotification),
    session_cancel=deferred(lambda: types.CancelSessionNotification),
    session_close=deferred(lambda: types.CloseSessionRequest),
    prompt_request=deferred(lambda: types.PromptRequest),
    prompt_response=deferred(lambda: types.PromptResponse),
    permission_request=deferred(lambda: types.RequestPermissionRequest),
    permission_response=deferred(lambda: types.RequestPermissionResponse),
    session_update=deferred(lambda: types.UpdateSessionNotification),
    client_capabilities=deferred(lambda: types.ClientCapabilities),
    error=deferred(lambda: types.Error),
    fallback_chunk=deferred(lambda: types.AgentMessageChunk),
    fallback_text=deferred(lambda: types.TextContent),
    capabilities_attribute="capabilities",
    session_update_union=deferred(lambda: types.UNION_SPECS["SessionUpdate"]),
    required_capability=REQUIRED_CAPABILITY,
    fallback_allowed=FALLBACK_ALLOWED,
    offered=deferred(
        lambda: {
            getattr(types, struct): tuple(
                (attribute, types.UNION_SPECS[union], tag, path)
                for attribute, union, tag, path in rows
            )
            for struct, rows in OFFERED.items()
        }
    ),
    request_capability=REQUEST_CAPABILITY,
    fallback_rules=deferred(lambda: {}),
    cancelled_turn_value=None,
    cancelled_permission_outcome=deferred(lambda: ("outcome", types.CancelledPermissionOutcome)),
    terminal_compaction_statuses=frozenset({"cancelled", "completed", "failed"}),
    turn_end=deferred(
        lambda: TurnEnd(
            response_stop_reason=None,
            update=types.StateUpdateSessionUpdate,
            state="state",
            idle="idle",
            update_stop_reason="stop_reason",
            inserted_message="message_id",
            tool_call_announcement=None,
        )
    ),
    batches=True,
    # sessions
    session_new_method="session/new",
    session_prompt_method="session/prompt",
    session_close_method="session/close",
    session_load_method="session/load",
    session_resume_method="session/resume",
    session_fork_method="session/fork",
    session_set_mode_method="session/set_mode",
    session_set_config_option_method="session/set_config_option",
    read_text_file_method="fs/read_text_file",
    write_text_file_method="fs/write_text_file",
    terminal_create_method="terminal/create",
    terminal_output_method="terminal/output",
    terminal_wait_for_exit_method="terminal/wait_for_exit",
    terminal_kill_method="terminal/kill",
    terminal_release_method="terminal/release",
    selected_permission_outcome=deferred(
        lambda: ("outcome", types.SelectedPermissionOutcome, "option_id")
    ),
    permission_tool_call_id_path=("subject", "tool_call_id"),
    agent_capabilities_path=("capabilities",),
    prompt_capabilities_path=("session", "prompt"),
    session_close_capability_path=("session",),
    session_resume_capability_path=("session",),
    session_load_capability_path=None,
    prompt_content_capability={"image": "image", "audio": "audio", "resource": "embedded_context"},
    mcp_acp_path=("capabilities", "session", "mcp", "acp"),
    permission_tool_call_path=("subject", "tool_call"),
    version_at_or_below=True,
    load_messages=_messages,
    load_rules=_rules,
    load_sides=_sides,
)
"""Protocol version 2: what `acp_wire.v2` serves. Its classes are `deferred`: read
from the types package on first use, so that importing the version creates none of them."""
