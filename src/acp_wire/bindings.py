"""Every protocol version this library has bindings for, by version number: where a tool picks
the version a capture declares (`initialize`'s `protocolVersion`), it asks `binding_for`.

Each version's binding is imported on first request, so a tool reading a v1 capture never
imports v2. `tests/rpc/test_binding.py` holds this table to `codegen/versions.py`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from acp_wire._rpc.binding import Binding


def _v1() -> Binding:
    from acp_wire.v1._generated.binding import BINDING

    return BINDING


def _v2() -> Binding:
    from acp_wire.v2._generated.binding import BINDING

    return BINDING


LOADERS: Mapping[int, Callable[[], Binding]] = {1: _v1, 2: _v2}
"""Protocol version -> its binding's loader."""

PROTOCOL_VERSIONS: frozenset[int] = frozenset(LOADERS)


def binding_for(protocol_version: int) -> Binding:
    """The binding of `protocol_version`; KeyError for a version without bindings."""
    return LOADERS[protocol_version]()


__all__ = ["LOADERS", "PROTOCOL_VERSIONS", "binding_for"]
