"""Transcript lines for the tests of `acp-wire check`: a message as a capture line, the setup of
a conversation, and the findings of a transcript."""

from __future__ import annotations

import json
from typing import Any

from acp_wire.tools.check import check

C, A = "client", "agent"

Line = bytes


def send(sender: str, message: dict[str, Any]) -> Line:
    return json.dumps({"from": sender, "message": message}).encode()


def req(id: object, method: str, params: dict[str, Any]) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": id, "method": method, "params": params}


def res(id: object, result: dict[str, Any]) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": id, "result": result}


def note(method: str, params: dict[str, Any]) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "method": method, "params": params}


def update(body: dict[str, Any], session: str = "s1") -> Line:
    return send(A, note("session/update", {"sessionId": session, "update": body}))


TEXT = {"type": "text", "text": "hi"}


def setup(client: dict[str, Any] | None = None, agent: dict[str, Any] | None = None) -> list[Line]:
    """initialize with these capabilities, and session s1 created."""
    return [
        send(C, req(0, "initialize", {"protocolVersion": 1, "clientCapabilities": client or {}})),
        send(A, res(0, {"protocolVersion": 1, "agentCapabilities": agent or {}})),
        send(C, req(1, "session/new", {"cwd": "/w", "mcpServers": []})),
        send(A, res(1, {"sessionId": "s1"})),
    ]


def prompt(id: int = 2, session: str = "s1", content: list[Any] | None = None) -> Line:
    return send(C, req(id, "session/prompt", {"sessionId": session, "prompt": content or [TEXT]}))


def stop(id: int = 2, reason: str = "end_turn") -> Line:
    return send(A, res(id, {"stopReason": reason}))


CANCEL = send(C, note("session/cancel", {"sessionId": "s1"}))

PERMISSION = send(
    A,
    req(
        0,
        "session/request_permission",
        {
            "sessionId": "s1",
            "toolCall": {"toolCallId": "c1"},
            "options": [{"optionId": "ok", "name": "Allow", "kind": "allow_once"}],
        },
    ),
)

CANCELLED = send(C, res(0, {"outcome": {"outcome": "cancelled"}}))

CHUNK = update({"sessionUpdate": "agent_message_chunk", "content": TEXT})


def initialize(requested: int, answered: int) -> list[Line]:
    """An initialize exchange: the client asks for `requested`, the agent answers `answered`."""
    return [
        send(C, req(0, "initialize", {"protocolVersion": requested, "clientCapabilities": {}})),
        send(A, res(0, {"protocolVersion": answered, "agentCapabilities": {}})),
    ]


def findings(lines: list[Line]) -> list[tuple[int, str]]:
    return [(f.line, f.rule) for f in check(lines)]
