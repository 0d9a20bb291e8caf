# Generated from schema/v1/schema.unstable.json, schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 v1 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189, v2 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""The JSON-RPC methods of the protocol versions, by wire name: first those every version has,
then those only some versions have, each with the versions that do (each version's `methods`
holds its own with their types). Hand-written code names a method by these constants, or by
the binding where the version's rules name it."""

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

# Had by some versions only.
AUTH_LOGIN: Final = "auth/login"  # v2
AUTH_LOGOUT: Final = "auth/logout"  # v2
AUTHENTICATE: Final = "authenticate"  # v1
FS_READ_TEXT_FILE: Final = "fs/read_text_file"  # v1
FS_WRITE_TEXT_FILE: Final = "fs/write_text_file"  # v1
LOGOUT: Final = "logout"  # v1
SESSION_LOAD: Final = "session/load"  # v1
SESSION_SET_MODE: Final = "session/set_mode"  # v1
TERMINAL_CANCEL: Final = "terminal/cancel"  # v2
TERMINAL_CREATE: Final = "terminal/create"  # v1
TERMINAL_KILL: Final = "terminal/kill"  # v1
TERMINAL_OUTPUT: Final = "terminal/output"  # v1
TERMINAL_RELEASE: Final = "terminal/release"  # v1
TERMINAL_WAIT_FOR_EXIT: Final = "terminal/wait_for_exit"  # v1
TOOL_CALL_CANCEL: Final = "tool_call/cancel"  # v2
