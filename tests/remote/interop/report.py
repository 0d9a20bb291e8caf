"""What an interop conversation reports, and what every pairing must report. Python-only and
free of acp-wire, so that python-sdk's client (`py_client.py`, run in the interop venv) imports
it from its own directory as acp-wire's side (`conversation.py`) does from the package."""

from __future__ import annotations

from typing import Any


def report(
    init: Any, streamed: int, counted: Any, asked: Any, chose: str, cancelled: Any
) -> dict[str, Any]:
    """The conversation's outcome from `initialize`'s answer, the updates a counted turn
    streamed, the three turns' answers and the option the permission request chose."""
    return {
        "protocolVersion": init.protocol_version,
        "streamed": streamed,
        "counted": counted.stop_reason,
        "asked": asked.stop_reason,
        "chose": chose,
        "cancelled": cancelled.stop_reason,
    }


EXPECTED = {
    "protocolVersion": 1,
    "streamed": 50,
    "counted": "end_turn",
    "asked": "end_turn",
    "chose": "chose yes",
    "cancelled": "cancelled",
}
