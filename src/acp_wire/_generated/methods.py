# Generated from schema/v1/schema.unstable.json, schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema v1: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Schema v2: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""The JSON-RPC methods every protocol version has, by wire name (each version's `methods` has
its own besides, with their types)."""

from __future__ import annotations

from typing import Final

CANCEL_REQUEST: Final = "$/cancel_request"
AUTH_STATUS: Final = "auth/status"
AUTH_STATUS_UPDATE: Final = "auth/status_update"
ELICITATION_COMPLETE: Final = "elicitation/complete"
ELICITATION_CREATE: Final = "elicitation/create"
INITIALIZE: Final = "initialize"
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
SESSION_NEW: Final = "session/new"
SESSION_PROMPT: Final = "session/prompt"
SESSION_REQUEST_PERMISSION: Final = "session/request_permission"
SESSION_RESUME: Final = "session/resume"
SESSION_SET_CONFIG_OPTION: Final = "session/set_config_option"
SESSION_SET_TITLE: Final = "session/set_title"
SESSION_STATUS: Final = "session/status"
SESSION_UNARCHIVE: Final = "session/unarchive"
SESSION_UPDATE: Final = "session/update"
