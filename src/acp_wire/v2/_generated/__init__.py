# Generated from schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""Generated bindings of ACP protocol version 2; import them from `acp_wire.v2`."""

from __future__ import annotations

from typing import Final

PROTOCOL_VERSION: Final = 2
"""The ACP protocol version these bindings speak (`initialize`'s `protocolVersion`)."""

SCHEMA_PACKAGE: Final = "@agentclientprotocol/sdk"
"""Where the schema was vendored from: the npm package, or the spec repository for a schema
release (schema/PROVENANCE.json)."""
SCHEMA_VERSION: Final = "2.4.0"
"""The version of that package, or the release tag."""
SCHEMA_SHA256: Final = "49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31"
"""sha256 of the draft schema file the bindings were generated from."""
