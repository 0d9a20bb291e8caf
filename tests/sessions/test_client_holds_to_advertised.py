"""The client holds itself to what the agent advertised, and builds the settings requests
(issue 31, item 5).

A prompt's image, audio or embedded resource block goes out only where the agent's prompt
capabilities opt in to it; otherwise `AgentCapabilityError` is raised before anything is sent.
`session.set_config_option(id, value)` picks the request alternative from the value's type and
`session.set_mode(id)` builds `session/set_mode` (version 1; version 2 has none).

The agent here speaks raw JSON, so what the client sends is read off the wire, and what is
expected is read from the schema: which content types need which prompt capability (the
`PromptCapabilities` descriptions), and how each `SetSessionConfigOptionRequest` alternative
looks (its `type` constant, if any, and its `value` type).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

import acp_wire as v1
import acp_wire.v2 as v2
from acp_wire.connection import memory_pair
from acp_wire.rpc_errors import AgentCapabilityError

BOUND = 10  # seconds: only a hang reaches it, never a timing assertion
ROOT = Path(__file__).resolve().parents[2]
FACES: dict[int, Any] = {1: v1, 2: v2}
VERSIONS = pytest.mark.parametrize("version", [1, 2])


def _defs(version: int) -> dict[str, Any]:
    path = ROOT / "schema" / f"v{version}" / "schema.unstable.json"
    defs: dict[str, Any] = json.loads(path.read_text())["$defs"]
    return defs


def _opt_ins(version: int) -> dict[str, str]:
    """Content block type -> the prompt capability (wire name) that opts in to it, from the
    descriptions of `PromptCapabilities`' members."""
    out: dict[str, str] = {}
    for name, member in _defs(version)["PromptCapabilities"]["properties"].items():
        text = member.get("description", "")
        for kind in ("image", "audio"):
            if f"`{kind}` content blocks" in text:
                out[kind] = name
        if "`resource` content blocks" in text:
            out["resource"] = name
    return out


def _granted(version: int, names: set[str]) -> dict[str, Any]:
    """The agent's `initialize` result advertising prompt capabilities `names` (wire)."""
    every = _defs(version)["PromptCapabilities"]["properties"]
    if version == 1:  # booleans
        prompt = {n: n in names for n in every if n != "_meta"}
        return {"protocolVersion": 1, "agentCapabilities": {"promptCapabilities": prompt}}
    prompt = {n: {} for n in names}  # objects: `{}` opts in, omitted does not
    return {
        "protocolVersion": 2,
        "info": {"name": "raw", "version": "0"},
        "capabilities": {"session": {"prompt": prompt}},
    }


class RawAgent:
    """Answers what the client sends, keeping every message it received."""

    def __init__(self, version: int, initialize: dict[str, Any]) -> None:
        self.version = version
        self.initialize = initialize
        self.received: list[dict[str, Any]] = []

    def sent(self, method: str) -> list[dict[str, Any]]:
        return [m["params"] for m in self.received if m.get("method") == method]

    async def serve(self, end: Any) -> None:
        while True:
            frames = await end.receive()
            if not frames:
                return
            for frame in frames:
                message = json.loads(frame)
                self.received.append(message)
                if "id" not in message:
                    continue
                for reply in self.answer(message):
                    end.send(json.dumps(reply).encode())

    def answer(self, message: dict[str, Any]) -> list[dict[str, Any]]:
        method, ident = message["method"], message["id"]
        out: list[dict[str, Any]] = []
        result: dict[str, Any] = {}
        if method == "initialize":
            result = self.initialize
        elif method == "session/new":
            result = {"sessionId": "s1"}
        elif method == "session/set_config_option":
            result = {"configOptions": []}
        elif method == "session/prompt" and self.version == 1:
            result = {"stopReason": "end_turn"}
        elif method == "session/prompt":
            result = {"messageId": "m1"}
            idle = {"sessionUpdate": "state_update", "state": "idle", "stopReason": "end_turn"}
            params = {"sessionId": "s1", "update": idle}
            out.append({"jsonrpc": "2.0", "method": "session/update", "params": params})
        out.insert(0, {"jsonrpc": "2.0", "id": ident, "result": result})
        return out


class Client:
    pass


async def _run(version: int, granted: set[str], body: Callable[[Any], Awaitable[None]]) -> RawAgent:
    face = FACES[version]
    agent = RawAgent(version, _granted(version, granted))
    agent_end, client_end = memory_pair()
    task = asyncio.get_running_loop().create_task(agent.serve(agent_end))
    conn = face.ClientSideConnection(Client(), client_end)
    conn.start()
    try:
        await conn.initialize()
        session = await conn.session(cwd="/work", close=False)
        await body(session)
    finally:
        await conn.close()
        task.cancel()
    return agent


def _blocks(version: int) -> dict[str, Any]:
    """One content block of each type that needs an opt-in, of the version's classes."""
    face = FACES[version]
    resource = face.TextResourceContents(uri="file:///a.txt", text="a")
    return {
        "image": face.ImageContent(data="AA==", mime_type="image/png"),
        "audio": face.AudioContent(data="AA==", mime_type="audio/wav"),
        "resource": face.EmbeddedResource(resource=resource),
    }


def test_the_schema_opts_in_to_three_content_types() -> None:
    for version in (1, 2):
        assert set(_opt_ins(version)) == {"image", "audio", "resource"}


@VERSIONS
@pytest.mark.parametrize("kind", ["image", "audio", "resource"])
def test_a_block_the_agent_did_not_opt_in_to_is_refused_before_sending(
    version: int, kind: str
) -> None:
    capability = _opt_ins(version)[kind]
    others = set(_opt_ins(version).values()) - {capability}
    errors: list[AgentCapabilityError] = []

    async def body(session: Any) -> None:
        block = _blocks(version)[kind]
        with pytest.raises(AgentCapabilityError) as raised:
            await session.prompt(["look at this", block])
        errors.append(raised.value)
        with pytest.raises(AgentCapabilityError):
            session.stream([block])
        turn = await session.prompt("text is baseline")  # the session still works
        assert turn.stop_reason == "end_turn"

    agent = asyncio.run(asyncio.wait_for(_run(version, others, body), BOUND))
    (error,) = errors
    assert f"`{kind}` content block" in str(error) and "prompt[1]" in str(error)
    assert f".{capability}`" in str(error)  # the capability, by its wire name
    prompts = agent.sent("session/prompt")
    assert len(prompts) == 1  # only the text prompt went out
    assert [b["type"] for b in prompts[0]["prompt"]] == ["text"]


@VERSIONS
def test_blocks_the_agent_opted_in_to_are_sent(version: int) -> None:
    async def body(session: Any) -> None:
        blocks = list(_blocks(version).values())
        assert (await session.prompt(blocks)).stop_reason == "end_turn"

    granted = set(_opt_ins(version).values())
    agent = asyncio.run(asyncio.wait_for(_run(version, granted, body), BOUND))
    (prompt,) = agent.sent("session/prompt")
    assert [b["type"] for b in prompt["prompt"]] == ["image", "audio", "resource"]


def _alternatives(version: int) -> list[tuple[str | None, str]]:
    """Each `SetSessionConfigOptionRequest` alternative of the schema that a client builds
    from a plain value: (its `type` constant or None, the JSON type of its `value`)."""
    defs = _defs(version)
    out: list[tuple[str | None, str]] = []
    for alternative in defs["SetSessionConfigOptionRequest"]["anyOf"]:
        if alternative.get("title") == "other":  # custom or future types: not a plain value
            continue
        props = alternative["properties"]
        value = props["value"]
        ref = value.get("allOf", [{}])[0].get("$ref", "")
        json_type = value.get("type") or defs[ref.removeprefix("#/$defs/")]["type"]
        out.append((props.get("type", {}).get("const"), json_type))
    return out


@VERSIONS
def test_set_config_option_picks_the_alternative_by_the_value_type(version: int) -> None:
    answers: list[Any] = []

    async def body(session: Any) -> None:
        answers.append(await session.set_config_option("yolo", True))
        answers.append(await session.set_config_option("mode", "plan"))
        with pytest.raises(TypeError, match=r"str .* or a bool"):
            await session.set_config_option("n", 3)

    agent = asyncio.run(asyncio.wait_for(_run(version, set(), body), BOUND))
    sent = agent.sent("session/set_config_option")
    by_type = {json_type: const for const, json_type in _alternatives(version)}
    assert set(by_type) == {"boolean", "string"}
    expected = [
        {"sessionId": "s1", "configId": "yolo", "value": True},
        {"sessionId": "s1", "configId": "mode", "value": "plan"},
    ]
    for params, json_type in zip(expected, ("boolean", "string"), strict=True):
        if by_type[json_type] is not None:
            params["type"] = by_type[json_type]
    assert sent == expected
    response = FACES[version].SetSessionConfigOptionResponse
    assert all(isinstance(a, response) for a in answers)


def test_set_mode_sends_the_mode_in_version_1() -> None:
    async def body(session: Any) -> None:
        await session.set_mode("architect")

    agent = asyncio.run(asyncio.wait_for(_run(1, set(), body), BOUND))
    assert agent.sent("session/set_mode") == [{"sessionId": "s1", "modeId": "architect"}]


def test_set_mode_is_no_method_of_version_2() -> None:
    assert "session/set_mode" not in {
        d.get("x-method") for d in _defs(2).values() if isinstance(d, dict)
    }

    async def body(session: Any) -> None:
        with pytest.raises(TypeError, match="session/set_mode is not a method"):
            await session.set_mode("architect")

    agent = asyncio.run(asyncio.wait_for(_run(2, set(), body), BOUND))
    assert agent.sent("session/set_mode") == []
