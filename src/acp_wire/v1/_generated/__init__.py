# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""Generated bindings of ACP protocol version 1; import them from `acp_wire.v1`."""

from __future__ import annotations

from typing import Final

PROTOCOL_VERSION: Final = 1
"""The ACP protocol version these bindings speak (`initialize`'s `protocolVersion`)."""

SCHEMA_PACKAGE: Final = "@agentclientprotocol/sdk"
"""Where the schema was vendored from: the npm package, or the spec repository for a schema
release (schema/PROVENANCE.json)."""
SCHEMA_VERSION: Final = "2.4.0"
"""The version of that package, or the release tag."""
SCHEMA_SHA256: Final = "ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189"
"""sha256 of the draft schema file the bindings were generated from."""
