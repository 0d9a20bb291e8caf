"""How the tools' tests run `acp-wire`, and a long capture to feed it."""

from __future__ import annotations

import json
import sys

ACP_WIRE = [sys.executable, "-m", "acp_wire"]


def _many_lines(count: int) -> bytes:
    chunk = {
        "jsonrpc": "2.0",
        "method": "session/update",
        "params": {
            "sessionId": "s1",
            "update": {
                "sessionUpdate": "agent_message_chunk",
                "messageId": "m1",
                "content": {"type": "text", "text": "word " * 20},
            },
        },
    }
    return (json.dumps(chunk) + "\n").encode() * count
