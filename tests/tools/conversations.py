"""One conversation written in v1's and v2's flows, as capture lines, for the tests of the tools."""

from __future__ import annotations

import json
from typing import Any

from tests.support.paths import ROOT

V2_SCHEMA = ROOT / "schema" / "v2" / "schema.unstable.json"


SID = "s1"

PROMPT = "hello there"


def line(sender: str, message: dict[str, Any]) -> bytes:
    return json.dumps({"from": sender, "message": {"jsonrpc": "2.0", **message}}).encode()


def update(body: dict[str, Any]) -> bytes:
    params = {"sessionId": SID, "update": body}
    return line("agent", {"method": "session/update", "params": params})


def chunk(text: str, message_id: str = "m1") -> bytes:
    content = {"type": "text", "text": text}
    return update(
        {"sessionUpdate": "agent_message_chunk", "messageId": message_id, "content": content}
    )


def opening(version: int) -> list[bytes]:
    """initialize, its response, session/new and its response, in `version`."""
    info = {"info": {"name": "t", "version": "1"}} if version == 2 else {}
    new: dict[str, Any] = {"cwd": "/w"} if version == 2 else {"cwd": "/w", "mcpServers": []}
    init = {"protocolVersion": version, **info}
    return [
        line("client", {"id": 0, "method": "initialize", "params": init}),
        line("agent", {"id": 0, "result": {"protocolVersion": version, **info}}),
        line("client", {"id": 1, "method": "session/new", "params": new}),
        line("agent", {"id": 1, "result": {"sessionId": SID}}),
    ]


def conversation(
    version: int,
    *,
    stop: str = "end_turn",
    cancel: bool = False,
    late: bool = False,
    tool: bool = False,
) -> list[bytes]:
    """One prompt turn, written in `version`'s flow: the agent answers in two chunks (and a
    tool call), the client may cancel, the turn ends with `stop`, a late chunk may follow."""
    prompt = {"sessionId": SID, "prompt": [{"type": "text", "text": PROMPT}]}
    lines = [
        *opening(version),
        line("client", {"id": 2, "method": "session/prompt", "params": prompt}),
    ]
    if version == 2:
        lines += [
            line("agent", {"id": 2, "result": {"messageId": "u1"}}),
            update(
                {"sessionUpdate": "user_message", "messageId": "u1", "content": prompt["prompt"]}
            ),
            update({"sessionUpdate": "state_update", "state": "running"}),
        ]
    lines.append(chunk("Reading "))
    if tool:
        announce = "tool_call" if version == 1 else "tool_call_update"
        lines.append(update({"sessionUpdate": announce, "toolCallId": "c1", "title": "Read"}))
        lines.append(
            update({"sessionUpdate": "tool_call_update", "toolCallId": "c1", "status": "completed"})
        )
    lines.append(chunk("done.", "m2"))
    if cancel:
        lines.append(line("client", {"method": "session/cancel", "params": {"sessionId": SID}}))
    if version == 1:
        lines.append(line("agent", {"id": 2, "result": {"stopReason": stop}}))
    else:
        lines.append(update({"sessionUpdate": "state_update", "state": "idle", "stopReason": stop}))
    if late:
        lines.append(chunk("late", "m3"))
    return lines
