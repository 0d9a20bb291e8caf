"""A process's first `session.prompt()` builds only what it sends and receives: the method it
sends is taken from the binding (`session_prompt_method`), not found by walking the method
table, whose entries (and the classes of every method) are made on lookup.

Counted in a fresh interpreter, as `tests/codec/test_lazy_modules.py` counts: the generated
classes built and the method table's entries made, around one session opened and one prompt
answered by a peer that speaks raw JSON (so that nothing but the client decodes or encodes).
The bound on classes is read from the schema: the `$defs` the prompt's messages reach, and
the inline object alternatives among them (each a class of its own).
"""

from __future__ import annotations

import functools
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = ROOT / "schema" / "v1" / "schema.unstable.json"

FIRST_PROMPT = r"""
import asyncio, json, sys
import acp_wire
from acp_wire._codec.base import AcpStruct
from acp_wire.connection import memory_pair

types = acp_wire.v1._generated.types
methods = acp_wire.v1._generated.methods.METHODS

def built():
    return {
        n for n, v in vars(types).items()
        if isinstance(v, type) and issubclass(v, AcpStruct) and v is not AcpStruct
    }

UPDATE = {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "hi"}}

async def agent(end):
    while True:
        frames = await end.receive()
        if not frames:
            return
        for frame in frames:
            message = json.loads(frame)
            method = message.get("method")
            result = {}
            if method == "session/new":
                result = {"sessionId": "s1"}
            elif method == "session/prompt":
                params = {"sessionId": "s1", "update": UPDATE}
                note = {"jsonrpc": "2.0", "method": "session/update", "params": params}
                end.send(json.dumps(note).encode())
                result = {"stopReason": "end_turn"}
            if "id" in message:
                answer = {"jsonrpc": "2.0", "id": message["id"], "result": result}
                end.send(json.dumps(answer).encode())

class Client:  # implements nothing: the session keeps its own updates
    pass

async def main():
    agent_end, client_end = memory_pair()
    task = asyncio.get_running_loop().create_task(agent(agent_end))
    conn = acp_wire.ClientSideConnection(Client(), client_end)
    conn.start()
    before = built()
    session = await conn.session(cwd="/work", close=False)
    turn = await session.prompt("hello")
    after = built()
    await conn.close()
    task.cancel()
    print(json.dumps({
        "text": turn.text,
        "stop_reason": turn.stop_reason,
        "new": sorted(after - before),
        "methods_made": sorted(methods._made),
    }))

asyncio.run(main())
"""


def _reached(defs: dict[str, Any], roots: tuple[str, ...]) -> tuple[set[str], int]:
    """The `$defs` reachable from `roots`, and how many inline object alternatives (`oneOf`
    / `anyOf` entries with properties of their own) they hold."""
    seen: set[str] = set()
    inline = 0
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        stack: list[Any] = [defs[name]]
        while stack:
            node = stack.pop()
            if isinstance(node, dict):
                ref = node.get("$ref")
                if isinstance(ref, str) and ref.startswith("#/$defs/"):
                    todo.append(ref.removeprefix("#/$defs/"))
                for key in ("oneOf", "anyOf"):
                    for alternative in node.get(key, ()):
                        if isinstance(alternative, dict) and "properties" in alternative:
                            inline += 1
                stack.extend(node.values())
            elif isinstance(node, list):
                stack.extend(node)
    return seen, inline


@functools.cache
def _first_prompt() -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-c", FIRST_PROMPT], capture_output=True, text=True, check=True
    )
    seen: dict[str, Any] = json.loads(done.stdout)
    return seen


def test_a_first_prompt_looks_up_only_the_methods_it_sends() -> None:
    seen = _first_prompt()
    assert (seen["text"], seen["stop_reason"]) == ("hi", "end_turn")
    assert seen["methods_made"] == ["session/new", "session/prompt"]


def test_a_first_prompt_builds_only_the_classes_its_messages_reach() -> None:
    seen = _first_prompt()
    defs = json.loads(SCHEMA.read_text(encoding="utf-8"))["$defs"]
    roots = (
        "NewSessionRequest",
        "NewSessionResponse",
        "PromptRequest",
        "PromptResponse",
        "SessionNotification",
    )
    reached, inline = _reached(defs, roots)
    assert len(seen["new"]) <= len(reached) + inline, seen["new"]
    # Nothing of a method the client did not send: another request's params or answer.
    unrelated = {"InitializeRequest", "AuthenticateRequest", "ReadTextFileRequest"}
    assert not unrelated & set(seen["new"])
