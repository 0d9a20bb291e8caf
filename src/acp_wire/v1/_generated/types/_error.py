# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
# pyright: reportPrivateUsage=false
# (The modules of this package share their private helpers: scalars, union specs.)
"""The types that the methods `session/update` reach, and no other.

Part of the `types` package of ACP v1: import its names from the package.
"""

from typing import Any

from msgspec import UNSET, UnsetType

from ...._codec.base import AcpStruct
from ._values import ErrorCode


class Error(AcpStruct, kw_only=True):
    """JSON-RPC error object.

    Represents an error that occurred during method execution, following the
    JSON-RPC 2.0 error object specification with optional additional data.

    See protocol docs: [JSON-RPC Error Object](https://www.jsonrpc.org/specification#error_object)
    """

    code: ErrorCode
    """A number indicating the error type that occurred.
    This must be an integer as defined in the JSON-RPC specification.
    """

    message: str
    """A string providing a short description of the error.
    The message should be limited to a concise single sentence.
    """

    data: Any | UnsetType = UNSET
    """Optional primitive or structured value that contains additional information about the error.
    This may include debugging information or context-specific details.
    """
