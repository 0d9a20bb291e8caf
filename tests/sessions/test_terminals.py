"""Local terminals (issue 31, item 12): `ClientSideConnection(..., local_terminals=True)` (or
`conn.session(cwd, local_terminals=True)`) runs the agent's `terminal/*` requests as real
local processes, jailed to the session's directory, bounded by `outputByteLimit`, every one
stopped when the session closes or the connection ends. Version 1 only: version 2's terminals
are the agent's own (its schema has no `terminal/create`).

What the schema says is read here from the schema itself: `outputByteLimit` ("truncates from
the beginning", "at a character boundary"), `ClientCapabilities.terminal` (`terminal/*`).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import re
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import acp_wire as acp
import acp_wire.v2 as v2
from acp_wire.connection import memory_pair
from acp_wire.sessions import LocalTerminals
from acp_wire.sessions._terminals import TerminalOutput

BOUND = 20  # seconds: only a hang reaches it, never a timing assertion
ROOT = Path(__file__).resolve().parents[2]
SID = "term-1"


def _defs(version: int) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(
        (ROOT / "schema" / f"v{version}" / "schema.unstable.json").read_text()
    )
    return document["$defs"]


def test_the_schema_says_how_output_is_bounded_and_what_advertises_terminals() -> None:
    limit = _defs(1)["CreateTerminalRequest"]["properties"]["outputByteLimit"]["description"]
    assert "truncates from the beginning" in limit and "character boundary" in limit
    terminal = _defs(1)["ClientCapabilities"]["properties"]["terminal"]
    assert "`terminal/*`" in terminal["description"] and terminal["type"] == "boolean"
    assert "CreateTerminalRequest" not in _defs(2)


# ---------------------------------------------------------------- the output bound, as a rule


def _longest_suffix_within(text: str, limit: int) -> str:
    """An independent reading of the rule: the longest run of whole characters at the end of
    `text` whose UTF-8 encoding fits in `limit` bytes."""
    kept = ""
    for char in reversed(text):
        if len((char + kept).encode()) > limit:
            break
        kept = char + kept
    return kept


@given(
    text=st.text(alphabet=st.characters(codec="utf-8"), max_size=60),
    cuts=st.lists(st.integers(min_value=0, max_value=400), max_size=8),
    limit=st.integers(min_value=0, max_value=80),
)
def test_output_keeps_the_last_whole_characters_within_the_limit(
    text: str, cuts: list[int], limit: int
) -> None:
    data = text.encode()
    output = TerminalOutput(limit)
    # The process writes in arbitrary pieces, cutting characters apart.
    points = sorted({min(c, len(data)) for c in cuts} | {0, len(data)})
    for start, end in itertools.pairwise(points):
        output.append(data[start:end])
    kept = output.text(final=True)
    assert kept == _longest_suffix_within(text, limit)
    assert len(kept.encode()) <= limit
    assert output.truncated == (len(data) > limit)


@given(text=st.text(alphabet=st.characters(codec="utf-8"), max_size=40))
def test_output_without_a_limit_is_all_of_it(text: str) -> None:
    output = TerminalOutput(None)
    for byte in text.encode():
        output.append(bytes([byte]))
    assert output.text(final=True) == text and not output.truncated


# ---------------------------------------------------------------- real processes


class Agent(acp.Agent):
    async def session_new(self, params: acp.NewSessionRequest) -> acp.NewSessionResponse:
        return acp.NewSessionResponse(session_id=SID)


class Client:
    """Implements no `terminal/*`: the session's local terminals answer."""


Body = Callable[[Any, Any], Awaitable[None]]


async def _with_session(
    root: Path,
    body: Body,
    *,
    client: object | None = None,
    close_session: bool = True,
) -> list[Any]:
    """Run `body(client peer of the agent, session)` on a session of a client connection built
    with `local_terminals=True`; the `initialize` params the agent received."""
    received: list[Any] = []

    class Recording(Agent):
        async def initialize(self, params: acp.InitializeRequest) -> acp.InitializeResponse:
            received.append(params)
            return await super().initialize(params)

    a, b = memory_pair()
    agent_conn = acp.AgentSideConnection(Recording(), a)
    agent_conn.start()
    conn = acp.ClientSideConnection(client or Client(), b, local_terminals=True)
    conn.start()
    try:
        await conn.initialize()
        session = await conn.session(cwd=str(root), close=False)
        try:
            await body(agent_conn.client, session)
        finally:
            if close_session:
                await session.close()
    finally:
        await conn.close()
        await agent_conn.close()
    return received


def _create(command: str, *args: str, **members: Any) -> acp.CreateTerminalRequest:
    return acp.CreateTerminalRequest(session_id=SID, command=command, args=list(args), **members)


def _ids(terminal_id: str) -> dict[str, str]:
    return {"session_id": SID, "terminal_id": terminal_id}


def _gone(pid: int) -> bool:
    """Whether process `pid` no longer runs (a zombie waiting for its reaper counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            return stat.read().rsplit(b")", 1)[1].split()[0] == b"Z"
    except FileNotFoundError:
        return True


async def _until_gone(pid: int) -> None:
    while not _gone(pid):
        await asyncio.sleep(0.02)


def test_a_command_runs_with_its_env_and_reports_its_exit(tmp_path: Path) -> None:
    async def body(client: Any, session: Any) -> None:
        script = 'printf "%s in %s" "$GREETING" "$(pwd)"; printf oops >&2; exit 3'
        created = await client.terminal_create(
            _create("sh", "-c", script, env=[acp.EnvVariable(name="GREETING", value="hello")])
        )
        exited = await client.terminal_wait_for_exit(
            acp.WaitForTerminalExitRequest(**_ids(created.terminal_id))
        )
        assert (exited.exit_code, exited.signal) == (3, None)
        output = await client.terminal_output(
            acp.TerminalOutputRequest(**_ids(created.terminal_id))
        )
        assert output.output == f"hello in {tmp_path.resolve()}oops"
        assert output.truncated is False
        assert output.exit_status is not None and output.exit_status.exit_code == 3
        await client.terminal_release(acp.ReleaseTerminalRequest(**_ids(created.terminal_id)))

    received = asyncio.run(asyncio.wait_for(_with_session(tmp_path, body), BOUND))
    # `local_terminals=True` advertised `terminal` with no handler written by the user.
    (params,) = received
    wire = json.loads(acp.encode(params))
    assert wire["clientCapabilities"]["terminal"] is True


def test_output_is_cut_at_a_character_boundary(tmp_path: Path) -> None:
    async def body(client: Any, session: Any) -> None:
        # Ten two-byte characters and a limit of five bytes: two whole characters remain.
        created = await client.terminal_create(
            _create(
                sys.executable,
                "-c",
                "import sys; sys.stdout.buffer.write('é'.encode() * 10)",
                output_byte_limit=5,
            )
        )
        ids = _ids(created.terminal_id)
        await client.terminal_wait_for_exit(acp.WaitForTerminalExitRequest(**ids))
        output = await client.terminal_output(acp.TerminalOutputRequest(**ids))
        assert output.output == "éé" and output.truncated is True

    asyncio.run(asyncio.wait_for(_with_session(tmp_path, body), BOUND))


def test_a_cwd_outside_the_session_is_refused(tmp_path: Path) -> None:
    root = tmp_path / "project"
    (root / "inside").mkdir(parents=True)
    (root / "out").symlink_to(tmp_path)
    refused: list[tuple[int, Any]] = []

    async def body(client: Any, session: Any) -> None:
        for cwd in (f"{root}/..", "/", f"{root}/out", "inside", f"{root}/missing"):
            try:
                await client.terminal_create(_create("true", cwd=cwd))
            except acp.RequestError as exc:
                refused.append((exc.code, exc.data))
        created = await client.terminal_create(_create("pwd", cwd=f"{root}/inside"))
        ids = _ids(created.terminal_id)
        await client.terminal_wait_for_exit(acp.WaitForTerminalExitRequest(**ids))
        output = await client.terminal_output(acp.TerminalOutputRequest(**ids))
        assert output.output.strip() == str((root / "inside").resolve())

    asyncio.run(asyncio.wait_for(_with_session(root, body), BOUND))
    given = [f"{root}/..", "/", f"{root}/out", "inside", f"{root}/missing"]
    assert [code for code, _ in refused] == [-32602] * len(given)
    assert [data["cwd"] for _, data in refused] == given


def test_a_command_that_cannot_start_is_refused_naming_it(tmp_path: Path) -> None:
    async def body(client: Any, session: Any) -> None:
        with pytest.raises(acp.RequestError) as refused:
            await client.terminal_create(_create("no-such-program-acp-wire"))
        assert refused.value.code == -32602
        assert refused.value.data["path"] == "command"
        assert "no-such-program-acp-wire" in refused.value.data["reason"]

    asyncio.run(asyncio.wait_for(_with_session(tmp_path, body), BOUND))


def test_kill_stops_the_command_and_release_forgets_the_terminal(tmp_path: Path) -> None:
    async def body(client: Any, session: Any) -> None:
        created = await client.terminal_create(_create("sleep", "300"))
        ids = _ids(created.terminal_id)
        await client.terminal_kill(acp.KillTerminalRequest(**ids))
        exited = await client.terminal_wait_for_exit(acp.WaitForTerminalExitRequest(**ids))
        assert (exited.exit_code, exited.signal) == (None, "SIGTERM")
        output = await client.terminal_output(acp.TerminalOutputRequest(**ids))
        assert output.exit_status is not None and output.exit_status.signal == "SIGTERM"
        await client.terminal_release(acp.ReleaseTerminalRequest(**ids))
        with pytest.raises(acp.RequestError) as unknown:
            await client.terminal_output(acp.TerminalOutputRequest(**ids))
        assert unknown.value.code == -32002

    asyncio.run(asyncio.wait_for(_with_session(tmp_path, body), BOUND))


_CHILD = "sleep 300 & echo $!; wait"  # a shell whose child outlives a plain kill of the shell


async def _child_pid(client: Any) -> int:
    created = await client.terminal_create(_create("sh", "-c", _CHILD))
    ids = _ids(created.terminal_id)
    while True:
        output = await client.terminal_output(acp.TerminalOutputRequest(**ids))
        if output.output.endswith("\n"):
            return int(output.output)
        await asyncio.sleep(0.02)


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads process states from /proc")
def test_closing_the_session_stops_a_sleeping_child(tmp_path: Path) -> None:
    pids: list[int] = []

    async def body(client: Any, session: Any) -> None:
        pid = await _child_pid(client)
        assert not _gone(pid)
        pids.append(pid)
        await session.close()
        await _until_gone(pid)

    asyncio.run(asyncio.wait_for(_with_session(tmp_path, body), BOUND))
    assert all(_gone(pid) for pid in pids) and len(pids) == 1


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads process states from /proc")
def test_a_command_ends_while_its_background_child_runs_on(tmp_path: Path) -> None:
    pids: list[int] = []

    async def body(client: Any, session: Any) -> None:
        created = await client.terminal_create(_create("sh", "-c", "sleep 300 & echo $!"))
        ids = _ids(created.terminal_id)
        exited = await client.terminal_wait_for_exit(acp.WaitForTerminalExitRequest(**ids))
        assert exited.exit_code == 0  # the shell ended; its child holds the pipes open
        output = await client.terminal_output(acp.TerminalOutputRequest(**ids))
        pids.append(int(output.output))
        assert not _gone(pids[0])
        await client.terminal_release(acp.ReleaseTerminalRequest(**ids))  # its group stops
        await _until_gone(pids[0])

    asyncio.run(asyncio.wait_for(_with_session(tmp_path, body), BOUND))
    assert _gone(pids[0])


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads process states from /proc")
def test_the_end_of_the_connection_stops_a_sleeping_child(tmp_path: Path) -> None:
    pids: list[int] = []
    sessions: list[Any] = []

    async def body(client: Any, session: Any) -> None:
        pids.append(await _child_pid(client))
        sessions.append(session)

    async def test() -> None:
        await _with_session(tmp_path, body, close_session=False)
        # The session stops its terminals once the connection ended, never closed itself.
        await sessions[0].terminals.wait_closed()
        await _until_gone(pids[0])

    asyncio.run(asyncio.wait_for(test(), BOUND))
    assert _gone(pids[0])


def test_the_clients_own_terminal_handler_wins(tmp_path: Path) -> None:
    class Own(acp.Client):
        def __init__(self) -> None:
            self.created: list[str] = []

        async def terminal_create(
            self, params: acp.CreateTerminalRequest
        ) -> acp.CreateTerminalResponse:
            self.created.append(params.command)
            return acp.CreateTerminalResponse(terminal_id="theirs")

    own = Own()

    async def body(client: Any, session: Any) -> None:
        created = await client.terminal_create(_create("sleep", "300"))
        assert created.terminal_id == "theirs"
        assert session.terminals is None

    asyncio.run(asyncio.wait_for(_with_session(tmp_path, body, client=own), BOUND))
    assert own.created == ["sleep"]


def test_version_2_has_no_client_terminals_to_serve(tmp_path: Path) -> None:
    assert LocalTerminals(str(tmp_path), v2.BINDING).handlers() == {}
    assert set(LocalTerminals(str(tmp_path), acp.BINDING).handlers()) == {
        name for name in _methods(1) if name.startswith("terminal/")
    }


def _methods(version: int) -> set[str]:
    """Every method name the schema's text mentions."""
    text = (ROOT / "schema" / f"v{version}" / "schema.unstable.json").read_text()
    return set(re.findall(r"`([a-z_]+/[a-z_]+)`", text))


def test_a_loop_that_cannot_start_processes_runs_terminals_by_threads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As on Windows' selector loop: starting a process raises, the threaded fallback of
    `spawn_agent` starts the command, with its directory and environment."""

    async def cannot(*args: object, **kwargs: object) -> None:
        raise NotImplementedError

    monkeypatch.setattr(asyncio, "create_subprocess_exec", cannot)
    monkeypatch.setattr(asyncio, "create_subprocess_shell", cannot)
    (tmp_path / "inside").mkdir()

    async def body(client: Any, session: Any) -> None:
        created = await client.terminal_create(
            _create(
                "sh",
                "-c",
                'printf "%s %s" "$WHO" "$(basename "$(pwd)")"; exit 5',
                cwd=str(tmp_path / "inside"),
                env=[acp.EnvVariable(name="WHO", value="threads")],
            )
        )
        ids = _ids(created.terminal_id)
        exited = await client.terminal_wait_for_exit(acp.WaitForTerminalExitRequest(**ids))
        output = await client.terminal_output(acp.TerminalOutputRequest(**ids))
        assert (exited.exit_code, output.output) == (5, "threads inside")
        stopped = await client.terminal_create(_create("sleep", "300"))
        await client.terminal_kill(acp.KillTerminalRequest(**_ids(stopped.terminal_id)))
        killed = await client.terminal_wait_for_exit(
            acp.WaitForTerminalExitRequest(**_ids(stopped.terminal_id))
        )
        assert killed.signal == "SIGTERM"

    asyncio.run(asyncio.wait_for(_with_session(tmp_path, body), BOUND))


def test_spawn_agent_builds_a_connection_that_advertises_and_serves_terminals() -> None:
    sent: list[Any] = []

    def record(event: Any) -> None:
        if event.direction == "out":
            sent.append(json.loads(bytes(event.data)))

    async def main() -> tuple[bool, bool]:
        command = [sys.executable, "-m", "acp_wire.examples.echo_agent"]
        spawned = acp.spawn_agent(
            command, Client(), observers=[record], local_files=True, local_terminals=True
        )
        async with spawned as (conn, _):
            await conn.initialize()
            async with conn.session(cwd=os.getcwd()) as session:
                serving = (session.files is not None, session.terminals is not None)
        return serving

    assert asyncio.run(asyncio.wait_for(main(), BOUND)) == (True, True)
    (initialize,) = [m for m in sent if m.get("method") == "initialize"]
    capabilities = initialize["params"]["clientCapabilities"]
    assert capabilities["terminal"] is True
    assert capabilities["fs"] == {"readTextFile": True, "writeTextFile": True}


def test_where_there_are_no_process_groups_the_command_is_stopped_itself(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The path of a platform without process groups, taken on Linux: Windows' tree kill
    (`taskkill /T`, absent here, so the process is terminated alone)."""
    from acp_wire.connection import _process_tree, _stdio

    monkeypatch.setattr(_process_tree, "has_groups", lambda: False)
    monkeypatch.setattr(_stdio, "WINDOWS", True)

    async def body(client: Any, session: Any) -> None:
        created = await client.terminal_create(_create("sleep", "300"))
        ids = _ids(created.terminal_id)
        await client.terminal_kill(acp.KillTerminalRequest(**ids))
        exited = await client.terminal_wait_for_exit(acp.WaitForTerminalExitRequest(**ids))
        assert exited.signal == "SIGTERM"

    asyncio.run(asyncio.wait_for(_with_session(tmp_path, body), BOUND))


def _running_with_argument(argument: str) -> list[int]:
    """The processes (not zombies) whose command line holds `argument`."""
    found: list[int] = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                if argument.encode() not in cmdline.read().split(b"\0"):
                    continue
        except OSError:
            continue
        if not _gone(int(entry)):
            found.append(int(entry))
    return found


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads process states from /proc")
def test_a_command_started_while_the_session_closes_does_not_outlive_it(tmp_path: Path) -> None:
    marker = "300.0421"  # a sleep no other test starts

    async def test() -> None:
        terminals = LocalTerminals(str(tmp_path), acp.BINDING)
        creating = asyncio.ensure_future(terminals.create(_create("sleep", marker)))
        await asyncio.sleep(0)  # `create` is starting the process
        await terminals.close()
        with pytest.raises(acp.RequestError) as refused:
            await creating
        assert refused.value.code == -32602
        while _running_with_argument(marker):
            await asyncio.sleep(0.02)

    asyncio.run(asyncio.wait_for(test(), BOUND))
    assert _running_with_argument(marker) == []
