"""Building agents and clients on the public API (§1), stdio on files (§3), the
connection's framing (§2, §3). Real pipes and processes where a connection is involved."""

from __future__ import annotations

import ast
import asyncio
import json
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import msgspec
import pytest

import acp_wire
import acp_wire.v2
from acp_wire import AgentSideConnection
from acp_wire.connection._driver import Connection
from tests.connection.stdio_peers import ECHO, Quiet, Recorder, connected
from tests.support.paths import ROOT

from .adversarial.helpers import BOUND, run

EXAMPLES = ROOT / "src" / "acp_wire" / "examples"
CLIENT = [sys.executable, "-m", "acp_wire.examples.client"]


# ------------------------------------------------------------------------- public names (§1)


@pytest.mark.parametrize("face", [acp_wire, acp_wire.v2], ids=["v1", "v2"])
def test_the_typed_senders_of_a_version_are_the_drivers_own(face: Any) -> None:
    """Each version types `send_update`, `session_update` and `client_capabilities` for the
    checker only: at run time they are the driver's, so an update is one call of the driver's
    coroutine (no wrapper on the hot path)."""
    for name in ("send_update", "session_update", "client_capabilities"):
        assert getattr(face.AgentSideConnection, name) is getattr(Connection, name), name


def _typed_initialize_keywords(version: str) -> list[str]:
    """The keywords of `ClientSideConnection.initialize` as the checker reads them (the
    declaration under `if TYPE_CHECKING:` of the generated module)."""
    path = ROOT / "src" / "acp_wire" / version / "_generated" / "connections.py"
    found = [
        node
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.AsyncFunctionDef)
        and node.name == "initialize"
        and node.args.kwonlyargs
    ]
    assert len(found) == 1
    return [a.arg for a in found[0].args.kwonlyargs]


@pytest.mark.parametrize(("face", "version"), [(acp_wire, "v1"), (acp_wire.v2, "v2")])
def test_the_typed_initialize_takes_the_schemas_initialize_members(face: Any, version: str) -> None:
    """Its keywords are the members of the schema's `InitializeRequest`, each by its Python
    name (the struct maps it to the wire name)."""
    schema = json.loads((ROOT / "schema" / version / "schema.unstable.json").read_text())
    wire_of = dict(
        zip(
            face.InitializeRequest.__struct_fields__,
            face.InitializeRequest.__struct_encode_fields__,
            strict=True,
        )
    )
    keywords = _typed_initialize_keywords(version)
    assert sorted(wire_of[k] for k in keywords) == sorted(
        schema["$defs"]["InitializeRequest"]["properties"]
    )


PUBLIC = [
    "Agent",
    "Client",
    "run_agent",
    "connect_stdio",
    "spawn_agent",
    "AgentSideConnection",
    "ClientSideConnection",
    "RequestError",
    "UNSET",
    "PROTOCOL_VERSION",
    "SCHEMA_VERSION",
    "decode_message",
    "SessionUpdateMessage",
    "agent_text",
    "start_tool_call",
    "update_tool_call",
    "plan",
]


def test_every_name_a_user_needs_is_public_and_listed() -> None:
    """In `__all__` and `dir(acp_wire)`, and importable."""
    for name in PUBLIC:
        assert name in acp_wire.__all__, name
        assert name in dir(acp_wire), name
        assert getattr(acp_wire, name) is not None
    assert acp_wire.UNSET is msgspec.UNSET
    assert acp_wire.AgentSideConnection is AgentSideConnection


def test_lazy_names_are_cached_after_first_access() -> None:
    """The first access stores the name in the module, so later accesses are plain
    attribute reads (no module `__getattr__` call). Checked in a fresh interpreter."""
    code = (
        "import acp_wire\n"
        "assert 'decode_message' not in vars(acp_wire)\n"
        "first = acp_wire.decode_message\n"
        "assert vars(acp_wire)['decode_message'] is first\n"
        "import acp_wire.jsonrpc\n"
        "assert first is acp_wire.jsonrpc.decode_message\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def _private_imports(path: Path) -> list[str]:
    """Imports of private acp_wire modules or names (a leading underscore) in `path`."""
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("acp_wire"):
            parts = [*(node.module or "").split("."), *(a.name for a in node.names)]
            found += [node.module or ""] if any(p.startswith("_") for p in parts) else []
        elif isinstance(node, ast.Import):
            found += [a.name for a in node.names if "._" in a.name and "acp_wire" in a.name]
        elif (
            isinstance(node, ast.Attribute)
            and node.attr.startswith("_")
            and (isinstance(node.value, ast.Name) and node.value.id in ("acp", "acp_wire"))
        ):
            found.append(node.attr)
    return found


def test_examples_import_only_public_names() -> None:
    """Examples (and the bench's acp-wire programs) use only the public API."""
    paths = [*EXAMPLES.glob("*.py"), *(ROOT / "bench" / "e2e").glob("acp_wire_*.py")]
    assert len(paths) >= 4
    for path in paths:
        assert _private_imports(path) == [], path


def test_echo_agent_is_at_most_25_lines() -> None:
    """An echo agent on the public API is at most 25 lines."""
    assert len((EXAMPLES / "echo_agent.py").read_text().splitlines()) <= 25


# ------------------------------------------------------------------------------ helpers (§1)


# ------------------------------------------------------------------ a connected pair, in-process


def test_tool_call_update_trap_is_refused_at_the_send_site() -> None:
    """The ToolCallUpdate trap: `SessionNotification(update=ToolCallUpdate(...))` would
    go out without its `sessionUpdate` tag and the client would drop it; sending it raises
    TypeError naming the variant class, and nothing reaches the client."""

    async def test() -> None:
        agent, client = Quiet(), Recorder()
        agent_conn, client_conn = await connected(agent, client)
        assert agent.conn is agent_conn  # the default on_connect keeps it
        bare = acp_wire.ToolCallUpdate(tool_call_id="t1", status="completed")
        with pytest.raises(TypeError, match="`ToolCallUpdateSessionUpdate`"):
            await agent_conn.session_update(
                acp_wire.SessionNotification(session_id="s", update=bare)
            )  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="`ToolCallUpdateSessionUpdate`"):
            await agent_conn.client.session_update(
                acp_wire.SessionNotification(session_id="s", update=bare)  # type: ignore[arg-type]
            )
        chunk = acp_wire.ContentChunk(content=acp_wire.TextContent(text="x"))
        with pytest.raises(TypeError, match="`AgentMessageChunk`"):
            await agent_conn.send_update("s", chunk)  # type: ignore[arg-type]
        await agent_conn.send_update("s", acp_wire.update_tool_call("t1", status="completed"))
        await agent_conn.close()
        await asyncio.wait_for(client_conn.start(), BOUND)
        assert [type(u) for u in client.updates] == [acp_wire.ToolCallUpdateSessionUpdate]

    run(test)


def test_nested_peer_error_is_answered_as_internal_error_naming_the_call() -> None:
    """The client answers `session/request_permission` with -32601 (it does not
    implement it); the prompt handler that called it is answered -32603 with the nested method
    and error in `data`, not -32601 as if the agent lacked `session/prompt`."""

    class AskingAgent(acp_wire.Agent):
        def __init__(self, catch: bool) -> None:
            self.catch = catch

        async def session_prompt(self, params: acp_wire.PromptRequest) -> acp_wire.PromptResponse:
            ask = acp_wire.RequestPermissionRequest(
                session_id=params.session_id,
                tool_call=acp_wire.ToolCallUpdate(tool_call_id="t1"),
                options=[],
            )
            try:
                await self.conn.client.session_request_permission(ask)
            except acp_wire.PeerRequestError:
                if not self.catch:
                    raise
                return acp_wire.PromptResponse(stop_reason="refusal")
            return acp_wire.PromptResponse(stop_reason="end_turn")

    async def test() -> None:
        prompt = acp_wire.PromptRequest(session_id="s", prompt=[])
        for catch in (False, True):
            agent_conn, client_conn = await connected(AskingAgent(catch), Recorder())
            if catch:
                result = await client_conn.agent.session_prompt(prompt)
                assert result.stop_reason == "refusal"
            else:
                with pytest.raises(acp_wire.RequestError) as caught:
                    await client_conn.agent.session_prompt(prompt)
                assert caught.value.code == -32603
                assert caught.value.data == {
                    "method": "session/request_permission",
                    "error": {
                        "code": -32601,
                        "message": "Method not found",
                        "data": {"method": "session/request_permission"},
                    },
                }
            await client_conn.close()
            await agent_conn.close()

    run(test)


def test_on_connect_is_called_once_before_any_message() -> None:
    """The agent receives its connection through `on_connect(conn)`."""
    seen: list[Any] = []

    class Hooked(acp_wire.Agent):
        def on_connect(self, conn: Any) -> None:
            seen.append(conn)

        async def initialize(
            self, params: acp_wire.InitializeRequest
        ) -> acp_wire.InitializeResponse:
            assert len(seen) == 1
            return acp_wire.InitializeResponse(protocol_version=acp_wire.PROTOCOL_VERSION)

    async def test() -> None:
        agent_conn, client_conn = await connected(Hooked(), Recorder())
        await client_conn.agent.initialize(acp_wire.InitializeRequest(protocol_version=1))
        assert seen == [agent_conn]
        assert client_conn.handler.conn is client_conn
        await client_conn.close()
        await agent_conn.close()

    run(test)


# ------------------------------------------------------------------------ examples (§1)


def test_client_needs_no_double_dash_before_agent_options() -> None:
    """`--` before agent options is unnecessary (and still accepted)."""
    for sep in ([], ["--"]):
        done = subprocess.run(
            [*CLIENT, "--prompt", "a b", *sep, *ECHO, "--delay", "0"],
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        )
        lines = done.stdout.splitlines()
        assert [x for x in lines if x.startswith("[agent")] == [
            "[agent_message_chunk] a ",
            "[agent_message_chunk] b",
        ]
        assert lines[-1] == "stopReason: end_turn"


def test_client_cancels_on_ctrl_c_and_exits_cleanly() -> None:
    """Ctrl-C (SIGINT to the client) sends `session/cancel`; the turn ends with
    stopReason `cancelled` and the client exits 0. The agent runs in its own process group, so
    a terminal's Ctrl-C would not reach it."""
    prompt = " ".join(f"w{i}" for i in range(50))
    process = subprocess.Popen(
        [*CLIENT, "--prompt", prompt, *ECHO, "--delay", "0.2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        lines = []
        for line in process.stdout:
            lines.append(line.rstrip("\n"))
            if line.startswith("[agent_message_chunk]"):
                process.send_signal(signal.SIGINT)
                break
        rest, err = process.communicate(timeout=60)
    finally:
        process.kill()
    lines += rest.splitlines()
    assert process.returncode == 0, err
    assert "[cancel]" in lines
    assert lines[-1] == "stopReason: cancelled"
    assert len([x for x in lines if x.startswith("[agent_message_chunk]")]) < 50


def _readme_agent() -> str:
    readme = (ROOT / "docs" / "agents-and-clients.md").read_text()
    blocks = [b for b in readme.split("```python\n")[1:] if "run_agent(" in b.split("```")[0]]
    assert len(blocks) == 1
    return blocks[0].split("```")[0]


def test_readme_agent_runs_against_the_example_client(tmp_path: Path) -> None:
    """The guide's agent (docs/agents-and-clients.md) is a complete runnable agent
    (initialize, session/new, a prompt streaming chunks and a tool call), run against the
    example client."""
    agent = tmp_path / "my_agent.py"
    agent.write_text(_readme_agent())
    done = subprocess.run(
        [*CLIENT, sys.executable, str(agent)], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    updates = [json.loads(x.removeprefix("[update] ")) for x in lines if x.startswith("[update]")]
    assert [u["sessionUpdate"] for u in updates] == ["tool_call", "tool_call_update"]
    assert any(x.startswith("[agent_message_chunk]") for x in lines)
    assert lines[-1] == "stopReason: end_turn"


# --------------------------------------------------------------------- stdio on files (§3)


# ----------------------------------------------------------------------------- framing (§2)
