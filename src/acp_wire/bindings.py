"""Every protocol version this library has bindings for, by version number: where a tool picks
the version a capture declares (`initialize`'s `protocolVersion`), it asks `binding_for`.

Each version's binding is imported on first request, so a tool reading a v1 capture never
imports v2. `tests/rpc/test_binding.py` holds this table to `codegen/versions.py`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial

from acp_wire._generated.versions import BINDING_MODULES, load_binding
from acp_wire._rpc.binding import Binding

LOADERS: Mapping[int, Callable[[], Binding]] = {
    version: partial(load_binding, version) for version in BINDING_MODULES
}
"""Protocol version -> its binding's loader (the generated table of versions,
`acp_wire._generated.versions`)."""

PROTOCOL_VERSIONS: frozenset[int] = frozenset(BINDING_MODULES)


def binding_for(protocol_version: int) -> Binding:
    """The binding of `protocol_version`; KeyError for a version without bindings."""
    return load_binding(protocol_version)


__all__ = ["LOADERS", "PROTOCOL_VERSIONS", "binding_for"]
