# Generated from schema/v1/schema.unstable.json, schema/v2/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 v1 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189, v2 49e10f8c1935854363ed5b176cc6560d856642ba5020c97d264d34de4b6f1b31.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""The protocol versions this library has bindings for, and the module of each version's
binding: the one table of versions. A binding is imported on first request, by its module's
name, so that serving (or reading) one version never imports another, and no version's package
imports another's. `acp_wire.bindings.binding_for` loads them: this table imports nothing, so
that the generated layer never reaches up into the runtime."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

BINDING_MODULES: Final[Mapping[int, str]] = {
    1: "acp_wire.v1._generated.binding",
    2: "acp_wire.v2._generated.binding",
}
"""Protocol version -> the module whose `BINDING` serves it."""

MAX_PROTOCOL_VERSION: Final = 65535
"""The highest protocol version number the schemas' `ProtocolVersion` admits (every version's:
`initialize` carries it as such)."""
