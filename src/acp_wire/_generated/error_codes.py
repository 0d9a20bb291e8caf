# Generated from schema/v1/schema.unstable.json, schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 v1 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189, v2 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""The JSON-RPC and ACP error codes of the protocol versions' `ErrorCode` enums, named from
their titles: first those every version lists (`acp_wire.rpc_errors` re-exports them), then
those only some versions list, each with the versions that do. No name has two values."""

from __future__ import annotations

from typing import Final

PARSE_ERROR: Final = -32700
INVALID_REQUEST: Final = -32600
METHOD_NOT_FOUND: Final = -32601
INVALID_PARAMS: Final = -32602
INTERNAL_ERROR: Final = -32603
REQUEST_CANCELLED: Final = -32800
AUTHENTICATION_REQUIRED: Final = -32000
RESOURCE_NOT_FOUND: Final = -32002

# Listed by some versions only.
UNSUPPORTED_PROTOCOL_VERSION: Final = -32022  # v2
