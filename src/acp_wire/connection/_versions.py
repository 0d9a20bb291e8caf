"""Which protocol version a connection serves, decided once from `initialize`: the one rule the
remote server (`AcpApp({1: ..., 2: ...})`) and the stdio / in-memory router
(`Connection({1: agent_v1, 2: agent_v2}, ...)`) share. No I/O, no version imported: the caller
gives the versions it has."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

# The highest number `ProtocolVersion` admits in every version's schema (a uint16).
from acp_wire._generated.versions import MAX_PROTOCOL_VERSION


def choose_version(requested: Any, available: Iterable[int]) -> int:
    """The protocol version served for `initialize`'s `protocolVersion` `requested`, out of
    `available` (the versions an agent is given for): the highest available at or below the
    one requested, else (a request older than every version, or unreadable) the lowest
    available, whose agent then answers `initialize` by its own version's rule (v1: with the
    latest version it supports; v2: -32022 below its versions, or -32602 for a version that is
    not a uint16). `ValueError` when nothing is available."""
    versions = sorted(available)
    if not versions:
        raise ValueError("no protocol version is available to serve")
    if isinstance(requested, int) and not isinstance(requested, bool):
        below = [v for v in versions if v <= requested]
        if below:
            return below[-1]
    return versions[0]


__all__ = ["MAX_PROTOCOL_VERSION", "choose_version"]
