"""What `Connection(...)` was given, checked and completed: the side, the version router of an
agent per version, the binding and the transport (streams become newline-delimited JSON), each
missing piece a `TypeError` that says what to pass."""

from __future__ import annotations

import asyncio
import warnings
from collections.abc import Mapping
from typing import Any, cast

from acp_wire._rpc.binding import Binding
from acp_wire.connection._lines import LineTransport
from acp_wire.connection._router import Bindings, VersionRouter
from acp_wire.connection._sides import Side
from acp_wire.connection._transport import Transport


def arguments(
    presets: tuple[Side | None, Binding | None, Bindings | None],
    handler: object,
    transport: Transport | asyncio.StreamReader | None,
    writer: asyncio.StreamWriter | None,
    side: Side | None,
    binding: Binding | None,
    bindings: Bindings | None,
    max_message_size: int | None,
    deprecated: dict[str, Any],
) -> tuple[Side, VersionRouter | None, Binding, Transport]:
    """The side, router (None: one handler), binding and transport a connection serves, given
    its class's `presets` (side, binding, bindings; see `acp_wire.connection._driver`)."""
    preset_side, preset_binding, preset_bindings = presets
    if deprecated:
        binding = _deprecated_keywords(deprecated, binding)
    side = side if side is not None else preset_side
    if side is None:
        raise TypeError("Connection() needs side='agent' or side='client'")
    router: VersionRouter | None = None
    if isinstance(handler, Mapping):
        bindings = bindings if bindings is not None else preset_bindings
        if bindings is None:
            raise TypeError(
                "a handler per version ({1: ..., 2: ...}) needs "
                "bindings=acp_wire.bindings.binding_for"
            )
        router = VersionRouter(cast("Mapping[int, Any]", handler), bindings)
        binding = next(iter(router.routes.values())).binding  # until routed
    binding = binding if binding is not None else preset_binding
    if binding is None:
        raise TypeError(
            "Connection() needs binding=... (acp_wire.BINDING, acp_wire.v2.BINDING), "
            "or a version's own class: acp_wire.Connection, acp_wire.v2.Connection"
        )
    if isinstance(transport, asyncio.StreamReader):
        if writer is None:
            raise TypeError("a StreamReader needs its StreamWriter")
        transport = LineTransport(transport, writer, max_message_size=max_message_size)
    elif transport is None:
        raise TypeError("Connection() needs a transport (or a reader and a writer)")
    return side, router, binding, transport


def _deprecated_keywords(given: dict[str, Any], binding: Binding | None) -> Binding | None:
    """`protocol=`, the 0.1.0 name of `binding=`: accepted with a DeprecationWarning."""
    unknown = sorted(set(given) - {"protocol"})
    if unknown:
        raise TypeError(f"Connection() got an unexpected keyword argument {unknown[0]!r}")
    warnings.warn(
        "Connection(protocol=...) is deprecated: use binding=...", DeprecationWarning, stacklevel=4
    )
    return binding if binding is not None else given["protocol"]


__all__ = ["arguments"]
