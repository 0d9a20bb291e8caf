"""Runnable examples, installed with the package: an echo agent and a client for each protocol
version.

    python -m acp_wire.examples.client python -m acp_wire.examples.echo_agent
    python -m acp_wire.examples.v2_client python -m acp_wire.examples.v2_echo_agent

Either echo agent serves both versions in one process with `--versions 1,2`: the client's
`initialize` picks the one served (`run_agent({1: ..., 2: ...})`).
"""

from __future__ import annotations

import runpy
import sys
from typing import Any

# Each version's echo agent, by the module that defines it.
ECHO_AGENTS = {1: "acp_wire.examples.echo_agent", 2: "acp_wire.examples.v2_echo_agent"}


def _option(name: str) -> str | None:
    """The value after `name` on the command line, if it is there."""
    args = sys.argv[1:]
    if name in args[:-1]:
        return args[args.index(name) + 1]
    return None


def delay() -> float:
    """`--delay SECONDS` of the command line (0 without it): the echo agents' wait per word."""
    value = _option("--delay")
    return float(value) if value is not None else 0.0


def agents(agent: Any, version: int) -> Any:
    """What an example's `run_agent` serves: `agent` (of protocol `version`), or with
    `--versions 1,2` an echo agent per version listed, `agent` for its own."""
    listed = _option("--versions")
    if listed is None:
        return agent
    served: dict[int, Any] = {}
    for item in listed.split(","):
        number = int(item) if item.strip().isdigit() else None
        if number is None or number not in ECHO_AGENTS:
            raise SystemExit(f"--versions: no echo agent for protocol version {item!r}")
        if number == version:
            served[number] = agent
        else:  # run, not imported: each echo agent imports this module (no import cycle)
            served[number] = runpy.run_module(ECHO_AGENTS[number])["EchoAgent"]()
    return served
