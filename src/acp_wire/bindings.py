"""Every protocol version this library has bindings for, by version number: where a tool picks
the version a capture declares (`initialize`'s `protocolVersion`), it asks `binding_for`.

Each version's binding is imported on first request, so a tool reading a v1 capture never
imports v2. `tests/rpc/test_binding.py` holds this table to `codegen/versions.py`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from importlib import import_module

from acp_wire._generated.versions import BINDING_MODULES
from acp_wire._rpc.binding import Binding


def binding_for(protocol_version: int) -> Binding:
    """The binding of `protocol_version`, imported on first use by its module's name (the
    generated table of versions); KeyError for a version without bindings."""
    binding: Binding = import_module(BINDING_MODULES[protocol_version]).BINDING
    return binding


LOADERS: Mapping[int, Callable[[], Binding]] = {
    version: partial(binding_for, version) for version in BINDING_MODULES
}
"""Protocol version -> its binding's loader (the generated table of versions,
`acp_wire._generated.versions`)."""

PROTOCOL_VERSIONS: frozenset[int] = frozenset(BINDING_MODULES)


__all__ = ["LOADERS", "PROTOCOL_VERSIONS", "binding_for"]
