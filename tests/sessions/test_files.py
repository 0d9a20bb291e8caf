"""`conn.session(cwd, local_files=True)`: the agent's `fs/*` requests served from disk, jailed
to the session's directory (version 1: version 2 has no `fs/*` methods)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import acp_wire as acp
from acp_wire.connection import memory_pair

BOUND = 10
ROOT = Path(__file__).resolve().parents[2]


class FileAgent(acp.Agent):
    """Reads `a.txt` (lines 2-3), writes `sub/b.txt`, then tries a file outside the directory
    and one through a symbolic link out of it; reports each outcome as a message."""

    async def session_new(self, params: acp.NewSessionRequest) -> acp.NewSessionResponse:
        self.cwd = params.cwd
        return acp.NewSessionResponse(session_id="files-1")

    async def session_prompt(self, params: acp.PromptRequest) -> acp.PromptResponse:
        sid, client = params.session_id, self.conn.client
        read = await client.fs_read_text_file(
            acp.ReadTextFileRequest(session_id=sid, path=f"{self.cwd}/a.txt", line=2, limit=2)
        )
        await self.conn.send_update(sid, acp.agent_text(f"read:{read.content}"))
        await client.fs_write_text_file(
            acp.WriteTextFileRequest(session_id=sid, path=f"{self.cwd}/sub/b.txt", content="new")
        )
        for path in (f"{self.cwd}/../outside.txt", f"{self.cwd}/link/outside.txt", "rel.txt"):
            try:
                await client.fs_read_text_file(acp.ReadTextFileRequest(session_id=sid, path=path))
                outcome = "read"
            except acp.RequestError as exc:
                outcome = str(exc.code)
            await self.conn.send_update(sid, acp.agent_text(f"|{outcome}"))
        try:
            await client.fs_read_text_file(
                acp.ReadTextFileRequest(session_id=sid, path=f"{self.cwd}/missing.txt")
            )
        except acp.RequestError as exc:
            await self.conn.send_update(sid, acp.agent_text(f"|{exc.code}"))
        return acp.PromptResponse(stop_reason="end_turn")


class Client:
    """Implements no `fs/*`: the session's local files answer."""


def test_local_files_are_jailed_to_the_sessions_directory(tmp_path: Path) -> None:
    root = tmp_path / "project"
    root.mkdir()
    (root / "a.txt").write_text("one\ntwo\nthree\nfour\n")
    (tmp_path / "outside.txt").write_text("secret")
    (root / "link").symlink_to(tmp_path)

    async def test() -> None:
        a, b = memory_pair()
        acp.AgentSideConnection(FileAgent(), a).start()
        async with acp.ClientSideConnection(Client(), b) as conn:
            # The agent calls `fs/*` only where the client advertised them (the capability
            # gate refuses the call otherwise).
            fs = acp.FileSystemCapabilities(read_text_file=True, write_text_file=True)
            caps = acp.ClientCapabilities(fs=fs)
            await conn.agent.initialize(
                acp.InitializeRequest(protocol_version=1, client_capabilities=caps)
            )
            session: Any
            async with conn.session(cwd=str(root), local_files=True) as session:
                turn = await session.prompt("go")
        # Outside, through the link, relative: invalid params; missing: resource not found.
        assert turn.text == "read:two\nthree\n|-32602|-32602|-32602|-32002"
        assert (root / "sub" / "b.txt").read_text() == "new"

    asyncio.run(asyncio.wait_for(test(), BOUND))


def test_without_local_files_the_clients_handler_is_asked(tmp_path: Path) -> None:
    async def test() -> None:
        a, b = memory_pair()
        acp.AgentSideConnection(FileAgent(), a).start()
        async with acp.ClientSideConnection(Client(), b) as conn:
            async with conn.session(cwd=str(tmp_path)) as session:
                try:
                    await session.prompt("go")
                except acp.RequestError as exc:
                    code = exc.code
        # The client implements no fs/read_text_file: "method not found" reaches the agent,
        # whose prompt handler fails with it (answered -32603).
        assert code == -32603

    asyncio.run(asyncio.wait_for(test(), BOUND))


def test_a_connection_built_with_local_files_advertises_and_serves_them(tmp_path: Path) -> None:
    """`ClientSideConnection(..., local_files=True)`: `initialize` advertises the `fs`
    capabilities (the schema's `FileSystemCapabilities` members) with no handler written, and
    every session serves them by default."""
    schema = json.loads((ROOT / "schema" / "v1" / "schema.unstable.json").read_text())
    members = set(schema["$defs"]["FileSystemCapabilities"]["properties"]) - {"_meta"}
    root = tmp_path / "project"
    root.mkdir()
    (root / "a.txt").write_text("one\ntwo\nthree\n")
    received: list[Any] = []

    class Recording(FileAgent):
        async def initialize(self, params: acp.InitializeRequest) -> acp.InitializeResponse:
            received.append(json.loads(acp.encode(params)))
            return await super().initialize(params)

    async def test() -> None:
        a, b = memory_pair()
        acp.AgentSideConnection(Recording(), a).start()
        async with acp.ClientSideConnection(Client(), b, local_files=True) as conn:
            await conn.initialize()
            async with conn.session(cwd=str(root)) as session:
                turn = await session.prompt("go")
        assert turn.text.startswith("read:two\nthree\n|")
        assert (root / "sub" / "b.txt").read_text() == "new"

    asyncio.run(asyncio.wait_for(test(), BOUND))
    (params,) = received
    assert params["clientCapabilities"]["fs"] == {member: True for member in members}
    assert "terminal" not in params["clientCapabilities"]  # only what the sessions serve
