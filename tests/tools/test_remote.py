"""`acp-wire serve` and `acp-wire connect` as subprocesses on loopback: an editor's client
spawns `acp-wire connect URL` as its agent; the server runs the stdio echo agent (one process
per connection) or an acp-wire agent in-process."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

import acp_wire
from acp_wire import InitializeRequest, NewSessionRequest, PromptRequest, TextContent
from acp_wire.tools import remote as commands_module
from tests.remote.harness import RecordingClient, free_port, free_socket, run
from tests.tools.servers import ACP_WIRE, ECHO, ROOT, echo_turn, server


@pytest.mark.parametrize("scheme", ["http", "ws"])
def test_a_stdio_agent_behind_a_url_and_back(scheme: str, tmp_path: Path) -> None:
    transcripts = tmp_path / "transcripts"

    async def test() -> None:
        async with server("--transcript", str(transcripts), "--", *ECHO) as address:
            assert await echo_turn(f"{scheme}://{address}/acp") == [
                "one ",
                "two ",
                "three",
            ]  # chunks keep their spaces
            # A second connection gets an agent process of its own.
            assert await echo_turn(f"{scheme}://{address}/acp") == [
                "one ",
                "two ",
                "three",
            ]  # chunks keep their spaces

    run(test, 60)
    # And a transcript of its own.
    files = sorted(transcripts.iterdir())
    assert [file.name for file in files] == ["connection-0001.jsonl", "connection-0002.jsonl"]
    for file in files:
        lines = [json.loads(line) for line in file.read_text().splitlines()]
        methods = [line["message"].get("method") for line in lines if line["from"] == "client"]
        assert methods.count("initialize") == 1 and methods.count("session/prompt") == 1
        assert sum(line["from"] == "agent" for line in lines) >= 5


def test_serve_transcripts_of_concurrent_connections_check_and_replay_apart(
    tmp_path: Path,
) -> None:
    """Two clients at once (one over HTTP, one over WebSocket), each turn interleaved with the
    other's: a transcript file each, which `check` finds clean and `replay` (text, JSON and
    HTML) reads as one session; one file of both read as one conversation broke the checker's
    rules (ids and session ids reused, a clock going back)."""
    transcripts = tmp_path / "transcripts"
    (transcripts / "connection-0001.jsonl").parent.mkdir()
    (transcripts / "connection-0001.jsonl").write_text("")  # an earlier run's: kept

    async def test() -> None:
        async with server("--transcript", str(transcripts), "--", *ECHO) as address:
            turns = await asyncio.gather(
                echo_turn(f"http://{address}/acp"), echo_turn(f"ws://{address}/acp")
            )
            assert turns == [["one ", "two ", "three"]] * 2

    run(test, 60)
    files = sorted(transcripts.iterdir())
    assert [file.name for file in files] == [f"connection-000{n}.jsonl" for n in (1, 2, 3)]
    assert files[0].read_text() == ""
    session_ids = []
    for file in files[1:]:
        checked = subprocess.run(
            [*ACP_WIRE, "check", str(file)], capture_output=True, text=True, timeout=60
        )
        assert checked.returncode == 0, checked.stdout
        assert checked.stdout.strip().splitlines()[-1].startswith("0 violations"), checked.stdout
        replayed = subprocess.run(
            [*ACP_WIRE, "replay", "--json", str(file)], capture_output=True, text=True, timeout=60
        )
        assert replayed.returncode == 0 and replayed.stderr == "", replayed.stderr
        state = json.loads(replayed.stdout)
        (session,) = state["sessions"]
        session_ids.append(session)
        html = tmp_path / f"{file.stem}.html"
        page = subprocess.run(
            [*ACP_WIRE, "replay", "--html", str(html), str(file)], capture_output=True, timeout=60
        )
        assert page.returncode == 0 and html.stat().st_size > 0
    assert len(session_ids) == 2


def test_serve_transcript_takes_a_directory_not_a_file_or_app(tmp_path: Path) -> None:
    file = tmp_path / "t.jsonl"
    file.write_text("")
    status, line = serve_fails("127.0.0.1:0", "--transcript", str(file), "--", *ECHO)
    assert (status, line) == (
        2,
        f"acp-wire serve: --transcript takes a directory (a file per connection): {file}",
    )
    status, line = serve_fails(
        "127.0.0.1:0", "--transcript", str(tmp_path), "--app", "tests.remote.harness:ScriptedAgent"
    )
    assert (status, line) == (
        2,
        "acp-wire serve: --transcript records an agent command's traffic, not --app's",
    )


def test_an_acp_wire_agent_in_process_with_a_token(tmp_path: Path) -> None:
    token = tmp_path / "token"
    token.write_text("s3cret\n")

    async def test() -> None:
        async with server(
            "--app", "tests.remote.harness:ScriptedAgent", "--token-file", str(token)
        ) as address:
            url = f"http://{address}/acp"
            async with httpx.AsyncClient() as http:
                init = {
                    "jsonrpc": "2.0",
                    "id": 0,
                    "method": "initialize",
                    "params": {"protocolVersion": 1},
                }
                assert (await http.post(url, json=init)).status_code == 401
            client = RecordingClient()
            async with acp_wire.spawn_agent(
                [*ACP_WIRE, "connect", f"ws://{address}/acp", "--token-file", str(token)], client
            ) as (conn, _):
                await conn.agent.initialize(InitializeRequest(protocol_version=1))
                session = await conn.agent.session_new(NewSessionRequest(cwd="/", mcp_servers=[]))
                turn = await conn.agent.session_prompt(
                    PromptRequest(session_id=session.session_id, prompt=[TextContent(text="ask")])
                )
                assert turn.stop_reason == "end_turn" and client.texts() == ["chose yes"]

    run(test, 60)


async def connect_fails(url: str) -> str:
    """Run `acp-wire connect URL` with an editor that sends `initialize`: its one stderr line
    (it must exit 1)."""
    process = await asyncio.create_subprocess_exec(
        *ACP_WIRE,
        "connect",
        url,
        "--timeout",
        "5",
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    assert process.stdin is not None and process.stderr is not None
    process.stdin.write(json.dumps(INITIALIZE).encode() + b"\n")
    await process.stdin.drain()  # stdin stays open: connect must end by itself
    err = await asyncio.wait_for(process.stderr.read(), 20)
    process.stdin.close()
    assert await asyncio.wait_for(process.wait(), 20) == 1
    lines = err.decode().strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


INITIALIZE = {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": 1}}


@pytest.mark.parametrize("scheme", ["http", "ws"])
def test_connect_reports_an_unreachable_server_in_one_line_naming_the_url(scheme: str) -> None:
    async def test() -> None:
        url = f"{scheme}://127.0.0.1:{free_port()}/acp"
        assert (await connect_fails(url)).startswith(f"acp-wire connect: cannot connect to {url}: ")

    run(test, 30)


@pytest.mark.parametrize("scheme", ["http", "ws"])
def test_connect_with_its_input_piped_and_closed_reports_an_unreachable_server(
    scheme: str,
) -> None:
    """`echo INITIALIZE | acp-wire connect URL`: stdin ends at once, the server is not
    there; the request is not dropped silently with status 0, the failure is one line."""
    url = f"{scheme}://127.0.0.1:{free_port()}/acp"
    done = subprocess.run(
        [*ACP_WIRE, "connect", url],
        input=json.dumps(INITIALIZE) + "\n",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith(f"acp-wire connect: cannot connect to {url}: "), lines


@pytest.mark.parametrize("scheme", ["http", "ws"])
def test_connect_relays_the_servers_parse_error_for_a_line_that_is_not_json(scheme: str) -> None:
    """A line that is not JSON gets the server's -32700 (id null) on both profiles."""

    async def test() -> None:
        async with server("--", *ECHO) as address:
            process = await asyncio.create_subprocess_exec(
                *ACP_WIRE,
                "connect",
                f"{scheme}://{address}/acp",
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
            )
            assert process.stdin is not None and process.stdout is not None
            process.stdin.write(json.dumps(INITIALIZE).encode() + b"\n")
            first = json.loads(await asyncio.wait_for(process.stdout.readline(), 30))
            assert first["id"] == 0 and "result" in first
            process.stdin.write(b"not json\n")
            answer = json.loads(await asyncio.wait_for(process.stdout.readline(), 30))
            process.stdin.close()
            assert await asyncio.wait_for(process.wait(), 30) == 0
        assert answer["id"] is None
        assert answer["error"]["code"] == -32700

    run(test, 60)


@pytest.mark.parametrize("scheme", ["http", "ws"])
def test_connect_to_a_wrong_path_says_the_url_and_what_the_server_answered(scheme: str) -> None:
    async def test() -> None:
        async with server("--", *ECHO) as address:
            url = f"{scheme}://{address}/wrong"
            line = await connect_fails(url)
        assert line.startswith(f"acp-wire connect: cannot connect to {url}: "), line
        assert line.endswith("HTTP 404: not found"), line

    run(test, 30)


def serve_fails(*args: str) -> tuple[int, str]:
    done = subprocess.run(
        [*ACP_WIRE, "serve", *args], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    return done.returncode, lines[0]


def test_serve_on_a_busy_port_says_so_in_one_line_exit_1() -> None:
    with free_socket() as busy:
        port = busy.getsockname()[1]
        status, line = serve_fails(f"127.0.0.1:{port}", "--", *ECHO)
    assert status == 1
    assert line == f"acp-wire serve: cannot listen on 127.0.0.1:{port}: the port is in use"


def test_serve_without_an_agent_says_one_is_needed() -> None:
    status, line = serve_fails("127.0.0.1:8772")
    assert status == 2
    assert line.startswith("acp-wire serve: an agent to serve is needed: an agent command"), line
    assert "--app MODULE:FACTORY" in line and "not both" not in line
    status, line = serve_fails(
        "127.0.0.1:8772", "--app", "tests.remote.harness:ScriptedAgent", "--", *ECHO
    )
    assert (status, line.endswith("not both")) == (2, True)
    status, line = serve_fails("127.0.0.1:8772", "--", "no-such-agent-command")
    assert (status, line) == (
        2,
        "acp-wire serve: cannot find the agent command 'no-such-agent-command'",
    )


def test_serve_prints_listening_only_once_it_accepts_connections() -> None:
    """No waiting for the port: the line comes when the server is bound, so a client that
    connects as soon as it reads it is served (PORT 0: the line says which port)."""

    async def test() -> None:
        async with server("--app", "tests.remote.harness:ScriptedAgent") as address:
            async with httpx.AsyncClient() as http:
                answer = await http.post(f"http://{address}/acp", json=INITIALIZE)
            assert answer.status_code == 200 and answer.json()["result"]["protocolVersion"] == 1

    run(test, 30)


def test_serve_and_connect_help_explain_every_option_and_the_exit_status() -> None:
    for command in ("serve", "connect"):
        done = subprocess.run([*ACP_WIRE, command, "--help"], capture_output=True, text=True)
        assert done.returncode == 0
        assert "\nexit status:\n  0  " in done.stdout and "\n  1  " in done.stdout
        assert "\n  2  a usage error" in done.stdout
    parser = argparse.ArgumentParser()
    commands = parser.add_subparsers()
    commands_module.add_serve(commands)
    commands_module.add_connect(commands)
    for sub in commands.choices.values():
        for action in sub._actions:
            assert action.help, (sub.prog, action.dest)
    serve_help = commands.choices["serve"].format_help()
    for words in (
        "default 600; 0: never",
        "default 100 with an agent command",
        "1000 with --app",
        "PORT 0",
    ):
        assert words in " ".join(serve_help.split()), words


def test_serve_limits_fit_the_mode() -> None:
    """In-process (`--app`) as `AcpApp`; an agent process per connection: fewer."""
    from acp_wire.remote import Limits

    def limits(*args: str) -> Limits:
        parser = argparse.ArgumentParser()
        commands_module.add_serve(parser.add_subparsers())
        return commands_module.serve_limits(parser.parse_args(["serve", *args]))

    assert limits("--app", "m:f").max_connections == Limits().max_connections == 1000
    assert limits().max_connections == commands_module.PROCESS_MAX_CONNECTIONS == 100
    assert limits("--max-connections", "7").max_connections == 7
    assert limits("--idle-timeout", "0").idle_timeout is None
    assert limits().idle_timeout == 600.0


def test_serve_refuses_a_connection_above_max_connections_with_503() -> None:
    async def test() -> None:
        async with server("--max-connections", "1", "--", *ECHO) as address:
            url = f"http://{address}/acp"
            async with httpx.AsyncClient(timeout=30) as http:
                first = await http.post(url, json=INITIALIZE)
                assert first.status_code == 200
                refused = await http.post(url, json=INITIALIZE)
                assert refused.status_code == 503
                assert refused.json()["error"]["message"] == "too many connections"
                await http.delete(
                    url, headers={"acp-connection-id": first.headers["acp-connection-id"]}
                )
                for _ in range(50):  # the slot is free once the first connection has ended
                    again = await http.post(url, json=INITIALIZE)
                    if again.status_code == 200:
                        break
                    await asyncio.sleep(0.1)
                assert again.status_code == 200

    run(test, 60)


def test_each_connection_gets_an_agent_process_stopped_when_it_ends(tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    agent = ["sh", "-c", f'echo $$ >> {pids}; exec "$0" "$@"', *ECHO]

    async def test() -> None:
        # (--pool 0: the pid an agent writes as it starts is its connection's only when it
        # starts with the connection; tests/tools/test_serve_pool.py covers the pool)
        async with server("--grace", "1", "--pool", "0", "--", *agent) as address:
            for scheme in ("http", "ws"):
                assert await echo_turn(f"{scheme}://{address}/acp") == [
                    "one ",
                    "two ",
                    "three",
                ]  # chunks keep their spaces
            started = [int(pid) for pid in pids.read_text().split()]
            assert len(started) == 2 and len(set(started)) == 2
            for _ in range(100):  # each was stopped when its connection ended
                if not any(alive(pid) for pid in started):
                    break
                await asyncio.sleep(0.1)
            assert not any(alive(pid) for pid in started)

    run(test, 60)


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie is not alive: it exited and waits to be reaped.
    with contextlib.suppress(OSError):
        if Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] == "Z":
            return False
    return True


async def agent_of_one_connection(url: str, pids: Path, stop: list[str]) -> tuple[int, int]:
    """Run `acp-wire connect URL` as an editor does, open a session through it, then stop it
    by `stop` (in order: "eof" closes its stdin, a signal name sends it, "pause" waits 100 ms):
    its exit status and the pid of the agent process its connection got."""
    import signal

    before = set(pids.read_text().split()) if pids.exists() else set()
    process = await asyncio.create_subprocess_exec(
        *ACP_WIRE,
        "connect",
        url,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )
    assert process.stdin is not None and process.stdout is not None
    new_session = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "session/new",
        "params": {"cwd": "/", "mcpServers": []},
    }
    for request in (INITIALIZE, new_session):
        process.stdin.write(json.dumps(request).encode() + b"\n")
        await process.stdin.drain()
        answer = json.loads(await asyncio.wait_for(process.stdout.readline(), 20))
        assert answer["id"] == request["id"] and "result" in answer, answer
    (pid,) = set(pids.read_text().split()) - before
    for step in stop:
        if step == "eof":
            process.stdin.close()
        elif step == "pause":
            await asyncio.sleep(0.1)
        else:
            with contextlib.suppress(ProcessLookupError):  # (it may have ended already)
                process.send_signal(getattr(signal, step))
    status = await asyncio.wait_for(process.wait(), 20)
    return status, int(pid)


@pytest.mark.parametrize("scheme", ["http", "ws"])
def test_connect_ends_the_remote_connection_on_stdin_end_or_a_signal(
    scheme: str, tmp_path: Path
) -> None:
    """acpx closes `connect`'s stdin, then sends SIGTERM about 100 ms later: the connection
    is ended (DELETE over HTTP) before `connect` exits, so the agent behind `serve` stops
    now, not after --idle-timeout (600 s here)."""
    pids = tmp_path / "pids"
    agent = ["sh", "-c", f'echo $$ >> {pids}; exec "$0" "$@"', *ECHO]

    async def test() -> None:
        # (--pool 0: the pid an agent writes as it starts is its connection's only when it
        # starts with the connection; tests/tools/test_serve_pool.py covers the pool)
        async with server("--grace", "1", "--pool", "0", "--", *agent) as address:
            url = f"{scheme}://{address}/acp"
            for stop, statuses in (
                (["eof", "pause", "SIGTERM"], {0, 143}),  # as acpx does: whichever it sees
                (["eof"], {0}),
                (["SIGTERM"], {143}),
                (["SIGINT"], {130}),
                (["SIGHUP"], {129}),
            ):
                status, pid = await agent_of_one_connection(url, pids, stop)
                for _ in range(100):  # the server ended the connection: its agent exits
                    if not alive(pid):
                        break
                    await asyncio.sleep(0.1)
                assert not alive(pid), (stop, "the agent outlived its connection")
                assert status in statuses, (stop, status)

    run(test, 120)


@pytest.mark.parametrize("scheme", ["http", "ws"])
def test_connect_answers_requests_piped_in_before_stdin_ends(scheme: str) -> None:
    """Requests written at once and stdin closed (a script): each is answered before the
    remote connection ends."""
    new_session = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "session/new",
        "params": {"cwd": "/", "mcpServers": []},
    }

    async def test() -> None:
        async with server("--app", "tests.remote.harness:ScriptedAgent") as address:
            process = await asyncio.create_subprocess_exec(
                *ACP_WIRE,
                "connect",
                f"{scheme}://{address}/acp",
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
            )
            lines = b"".join(json.dumps(m).encode() + b"\n" for m in (INITIALIZE, new_session))
            out, _ = await asyncio.wait_for(process.communicate(lines), 30)
            assert process.returncode == 0
            answers = [json.loads(line) for line in out.splitlines()]
            assert sorted(a["id"] for a in answers if "id" in a and "method" not in a) == [0, 1]

    run(test, 60)


def test_connect_stopped_while_its_agent_starts_leaves_no_agent_behind(tmp_path: Path) -> None:
    """SIGTERM before `initialize` is answered (an agent slow to start): `connect` never
    learns the connection's id, so cannot DELETE it; the server sees the client go and ends
    the connection itself, agent and all."""
    import signal

    pids = tmp_path / "pids"
    agent = ["sh", "-c", f'echo $$ >> {pids}; sleep 5; exec "$0" "$@"', *ECHO]

    async def test() -> None:
        # (--pool 0: the pid an agent writes as it starts is its connection's only when it
        # starts with the connection; tests/tools/test_serve_pool.py covers the pool)
        async with server("--grace", "1", "--pool", "0", "--", *agent) as address:
            process = await asyncio.create_subprocess_exec(
                *ACP_WIRE,
                "connect",
                f"http://{address}/acp",
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
            )
            assert process.stdin is not None
            process.stdin.write(json.dumps(INITIALIZE).encode() + b"\n")
            await process.stdin.drain()
            for _ in range(200):  # the agent has started
                if pids.exists() and pids.read_text().strip():
                    break
                await asyncio.sleep(0.05)
            (pid,) = map(int, pids.read_text().split())
            process.send_signal(signal.SIGTERM)
            assert await asyncio.wait_for(process.wait(), 20) == 143
            for _ in range(100):
                if not alive(pid):
                    break
                await asyncio.sleep(0.1)
            assert not alive(pid), "the agent outlived its connection"

    run(test, 60)


def test_serve_app_imports_a_module_beside_the_user_as_the_script_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The `acp-wire` script does not put the current directory on the path (`python -m`
    does): `--app my_agent:HelloAgent` next to `my_agent.py` imports all the same."""
    from acp_wire.tools.remote import _factory

    (tmp_path / "my_agent_beside.py").write_text("class HelloAgent:\n    pass\n")
    monkeypatch.chdir(tmp_path)
    cwd = os.getcwd()
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p not in ("", cwd, ".")])
    monkeypatch.delitem(sys.modules, "my_agent_beside", raising=False)
    factory = _factory("my_agent_beside:HelloAgent")
    assert factory.__name__ == "HelloAgent"
