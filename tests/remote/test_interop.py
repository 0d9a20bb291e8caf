"""Interoperability with the official SDKs' remote transports, both directions, both profiles:
the TypeScript SDK (@agentclientprotocol/sdk 2.4.0: experimental/http-client, ws-client,
server, node) and python-sdk (agent-client-protocol 0.12.1: acp.http, acp.ws, AcpServer under
uvicorn). Each pairing runs the same conversation (tests/remote/interop/conversation.py).

The peers live outside the tree, in the directory `nox -s interop` prepares
(ACP_WIRE_INTEROP_DIR, default ~/.cache/acp-wire-interop: node/node_modules and a py/ venv).
Without it these tests skip, saying so."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from acp_wire.remote import AcpApp

from .harness import ScriptedAgent, run, serving
from .interop.conversation import converse
from .interop.report import EXPECTED

HERE = Path(__file__).resolve().parent / "interop"
CACHE = Path(os.environ.get("ACP_WIRE_INTEROP_DIR", Path.home() / ".cache" / "acp-wire-interop"))
NODE_DIR = CACHE / "node"
PEER_PYTHON = CACHE / "py" / "bin" / "python"
PROFILES = ["http", "ws"]
SDKS = ["typescript", "python-sdk"]


def node_peer() -> list[str]:
    if shutil.which("node") is None:
        pytest.skip("node is not installed: the TypeScript SDK pairings cannot run")
    if not (NODE_DIR / "node_modules" / "@agentclientprotocol" / "sdk").is_dir():
        pytest.skip(f"the TypeScript SDK is not installed in {NODE_DIR}: run `nox -s interop`")
    return ["node"]


def python_peer() -> list[str]:
    if not PEER_PYTHON.exists():
        pytest.skip(
            f"python-sdk's venv is missing at {PEER_PYTHON.parent.parent}: run `nox -s interop`"
        )
    return [str(PEER_PYTHON)]


def script(name: str) -> str:
    """The peer script's path; a node script is copied next to its node_modules (ESM imports
    resolve from the script's directory)."""
    if name.endswith(".mjs"):
        shutil.copy(HERE / name, NODE_DIR / name)
        return str(NODE_DIR / name)
    return str(HERE / name)


async def run_client(command: list[str]) -> dict[str, object]:
    process = await asyncio.create_subprocess_exec(
        *command, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
    )
    out, err = await asyncio.wait_for(process.communicate(), 60)
    assert process.returncode == 0, err.decode()[-2000:]
    return json.loads(out.decode().strip().splitlines()[-1])


@contextlib.asynccontextmanager
async def peer_server(command: list[str]) -> AsyncIterator[str]:
    process = await asyncio.create_subprocess_exec(
        *command, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL
    )
    try:
        assert process.stdout is not None
        port = int((await asyncio.wait_for(process.stdout.readline(), 30)).decode())
        yield f"http://127.0.0.1:{port}/acp"
    finally:
        process.terminate()
        try:
            await asyncio.wait_for(process.wait(), 10)
        except asyncio.TimeoutError:  # a server that waits for its streams to end
            process.kill()
            await process.wait()


def sdk_peer(sdk: str, role: str) -> list[str]:
    """The command running an official SDK's `role` ("client" or "server") script."""
    if sdk == "typescript":
        return [*node_peer(), script(f"ts_{role}.mjs")]
    return [*python_peer(), script(f"py_{role}.py")]


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("sdk", SDKS)
def test_sdk_clients_against_acp_wire(sdk: str, profile: str) -> None:
    command = sdk_peer(sdk, "client")

    async def test() -> None:
        async with serving(AcpApp(ScriptedAgent)) as address:
            assert await run_client([*command, f"http://{address}/acp", profile]) == EXPECTED

    run(test, 90)


@pytest.mark.parametrize("early", [True, False])
def test_typescript_http_client_resumes_a_session(early: bool) -> None:
    """The TypeScript client opens a session's stream before posting `session/load` (the RFD's
    resume diagram): with `early_session_streams` the resume works and the whole history is
    replayed (this client reads the answer and the replay from two streams, in whichever order
    they come: only acp-wire's client orders them, by the server's markers); without it the
    stream is 404 (the RFD's rule) and the resume fails. Early streams are the default."""
    from .test_pair import RememberingAgent

    command = [*node_peer(), script("ts_load.mjs")]

    async def test() -> None:
        RememberingAgent.history = {}
        app = (
            AcpApp(RememberingAgent)
            if early
            else AcpApp(RememberingAgent, early_session_streams=False)
        )
        async with serving(app) as address:
            result = await run_client([*command, f"http://{address}/acp"])
        if early:
            assert result == {"loaded": ["0", "1", "2", "3", "4"]}
        else:
            assert "404" in str(result["error"])

    run(test, 90)


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("sdk", SDKS)
def test_acp_wire_clients_against_sdk_servers(sdk: str, profile: str) -> None:
    command = sdk_peer(sdk, "server")

    async def test() -> None:
        async with peer_server(command) as url:
            assert await converse(url, profile) == EXPECTED

    run(test, 90)
