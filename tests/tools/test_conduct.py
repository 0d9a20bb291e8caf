"""`acp-wire conduct`: a chain of two proxies in front of an agent, driven by acp-wire's client
and by raw bytes; every exit path (the editor leaving, SIGTERM, a proxy dying, the agent dying)
stops every process the conductor started, checked by pid."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import acp_wire as acp

ROOT = Path(__file__).resolve().parents[2]
PY = sys.executable
CONDUCT = [PY, "-m", "acp_wire", "conduct"]
ECHO = [PY, "-m", "acp_wire.examples.echo_agent"]
PASS = f"{PY} -m tests.proxy.chain_peers passthrough"
DYING = f"{PY} -m tests.proxy.chain_peers dying-proxy"
RAW_AGENT = [PY, "-m", "tests.proxy.chain_peers", "raw-agent"]
TIMEOUT = 30


def prefix(text: str) -> str:
    return f"{PY} -m acp_wire.examples.prompt_prefix_proxy --prefix {text}"


def children(pid: int) -> list[int]:
    """The processes whose parent is `pid`."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.append(int(entry.name))
    return found


def gone(pids: list[int]) -> bool:
    for pid in pids:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            continue
        return False
    return True


class Recorder(acp.Client):
    def __init__(self) -> None:
        self.text: list[str] = []

    async def session_update(self, params: acp.SessionNotification) -> None:
        update = params.update
        if isinstance(update, acp.AgentMessageChunk) and isinstance(
            update.content, acp.TextContent
        ):
            self.text.append(update.content.text)


async def _turn(command: list[str], text: str) -> tuple[Recorder, acp.PromptResponse, list[int]]:
    client = Recorder()
    async with acp.spawn_agent(command, client) as (conn, process):
        await conn.agent.initialize(acp.InitializeRequest(protocol_version=acp.PROTOCOL_VERSION))
        session = await conn.agent.session_new(acp.NewSessionRequest(cwd=str(ROOT), mcp_servers=[]))
        response = await conn.agent.session_prompt(
            acp.PromptRequest(session_id=session.session_id, prompt=[acp.TextContent(text=text)])
        )
        started = children(process.pid)
    return client, response, started


def test_two_proxies_in_front_of_the_echo_agent_driven_by_acp_wires_client(
    tmp_path: Path,
) -> None:
    transcript = tmp_path / "chain.jsonl"
    command = [
        *CONDUCT,
        "--transcript",
        str(transcript),
        "--proxy",
        prefix("one"),
        "--proxy",
        prefix("two"),
        "--",
        *ECHO,
    ]
    client, response, started = asyncio.run(asyncio.wait_for(_turn(command, "hello"), TIMEOUT))
    # The proxy nearest the agent adds its block last, so first.
    assert "".join(client.text) == "two one hello"
    assert response.stop_reason == "end_turn"
    assert len(started) == 3 and gone(started)
    hops = [transcript, *(tmp_path / f"chain.{k}.jsonl" for k in (1, 2, 3))]
    firsts = [json.loads(p.read_text().splitlines()[0]) for p in hops]
    assert [f["message"]["method"] for f in firsts] == [
        "initialize",
        "proxy/initialize",
        "proxy/initialize",
        "initialize",
    ]
    assert [f["from"] for f in firsts] == ["client"] * 4
    # Hop 0 is what the editor saw: a transcript the tools read as any other.
    done = subprocess.run(
        [PY, "-m", "acp_wire", "replay", str(transcript)],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert done.returncode == 0, done.stderr
    assert "two one hello" in done.stdout


class Raw:
    """The conductor as a subprocess, spoken to in raw lines."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process

    @classmethod
    async def start(cls, *args: str) -> Raw:
        process = await asyncio.create_subprocess_exec(
            *CONDUCT,
            "--grace",
            "2",
            *args,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            cwd=ROOT,
            limit=16 << 20,  # lines of a few MiB
        )
        return cls(process)

    def send(self, line: bytes) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + b"\n")

    async def line(self) -> bytes:
        assert self.process.stdout is not None
        line = await asyncio.wait_for(self.process.stdout.readline(), TIMEOUT)
        assert line, "the conductor closed its output"
        return line.rstrip(b"\n")

    async def initialized(self) -> list[int]:
        self.send(b'{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1}}')
        assert json.loads(await self.line()) == {
            "jsonrpc": "2.0",
            "id": 0,
            "result": {"protocolVersion": 1},
        }
        return children(self.process.pid)

    async def exit(self) -> tuple[int, str]:
        code = await asyncio.wait_for(self.process.wait(), TIMEOUT)
        assert self.process.stderr is not None
        return code, (await self.process.stderr.read()).decode()


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 2 * TIMEOUT))


def test_bytes_and_ids_survive_two_proxies_and_the_editor_leaving_stops_everything() -> None:
    async def scenario() -> None:
        chain = await Raw.start("--proxy", PASS, "--proxy", PASS, "--", *RAW_AGENT)
        started = await chain.initialized()
        assert len(started) == 3
        params = b'{"sessionId":"s", "x":1.50e0,"s":"\\u00e9\xc3\xa9","_meta":{"k":[true ,null]}}'
        for request_id in (b'"str-\\u0041"', b"12345678901234567890", b"-7"):
            chain.send(
                b'{"jsonrpc":"2.0","id":%s,"method":"_x/echo","params":%s}' % (request_id, params)
            )
            assert await chain.line() == b'{"jsonrpc":"2.0","id":%s,"result":{"echo":%s}}' % (
                request_id,
                params,
            )
        update = b'{"sessionId":"s","update":{"sessionUpdate":"future_kind","z":[1.0]}}'
        chain.send(b'{"jsonrpc":"2.0","id":9,"method":"_notify","params":%s}' % update)
        assert (
            await chain.line()
            == b'{"jsonrpc":"2.0","method":"session/update","params":%s}' % update
        )
        assert await chain.line() == b'{"jsonrpc":"2.0","id":9,"result":{}}'
        assert chain.process.stdin is not None
        chain.process.stdin.close()
        code, err = await chain.exit()
        assert code == 0, err
        assert gone(started)

    run(scenario())


def test_an_agent_that_ignores_its_stdin_and_sigterm_is_killed_after_the_grace_periods() -> None:
    async def scenario() -> None:
        stubborn = [PY, "-m", "tests.proxy.chain_peers", "stubborn-agent"]
        chain = await Raw.start("--grace", "0.5", "--proxy", PASS, "--", *stubborn)
        started = await chain.initialized()
        assert chain.process.stdin is not None
        chain.process.stdin.close()
        code, err = await chain.exit()
        assert code == 128 + signal.SIGKILL, err  # the agent's status: killed
        assert gone(started)

    run(scenario())


def test_a_large_message_passes_through_whole() -> None:
    async def scenario() -> None:
        chain = await Raw.start("--proxy", PASS, "--proxy", PASS, "--", *RAW_AGENT)
        started = await chain.initialized()
        big = b'{"blob":"%s"}' % (b"x" * (3 << 20))
        chain.send(b'{"jsonrpc":"2.0","id":1,"method":"_x/echo","params":%s}' % big)
        line = await chain.line()
        assert line == b'{"jsonrpc":"2.0","id":1,"result":{"echo":%s}}' % big
        assert chain.process.stdin is not None
        chain.process.stdin.close()
        code, _ = await chain.exit()
        assert code == 0 and gone(started)

    run(scenario())


def test_sigterm_stops_every_process_and_exits_143() -> None:
    async def scenario() -> None:
        chain = await Raw.start("--proxy", PASS, "--proxy", PASS, "--", *RAW_AGENT)
        started = await chain.initialized()
        chain.process.send_signal(signal.SIGTERM)
        code, _ = await chain.exit()
        assert code == 143
        assert gone(started)

    run(scenario())


PROMPT = (
    b'{"jsonrpc":"2.0","id":"p","method":"session/prompt",'
    b'"params":{"sessionId":"s","prompt":[{"type":"text","text":"die"}]}}'
)


@pytest.mark.parametrize(
    ("chain", "request_line", "who", "status"),
    [
        (["--proxy", PASS, "--proxy", DYING, "--", *RAW_AGENT], PROMPT, "proxy 2", 3),
        (
            ["--proxy", PASS, "--proxy", PASS, "--", *RAW_AGENT],
            b'{"jsonrpc":"2.0","id":"p","method":"die","params":{}}',
            "the agent",
            4,
        ),
    ],
    ids=["a proxy dies", "the agent dies"],
)
def test_a_component_that_dies_ends_the_chain_with_an_error_for_the_pending_request(
    chain: list[str], request_line: bytes, who: str, status: int
) -> None:
    async def scenario() -> None:
        raw = await Raw.start(*chain)
        started = await raw.initialized()
        raw.send(request_line)
        answer = json.loads(await raw.line())
        assert answer["id"] == "p"
        assert answer["error"]["code"] == -32603
        assert answer["error"]["message"] == (
            f"{who} exited with status {status}: the proxy chain ended"
        )
        assert answer["error"]["data"]["exitStatus"] == status
        assert raw.process.stdout is not None
        assert await raw.process.stdout.read() == b""  # answered once, then the end
        code, err = await raw.exit()
        assert code == 1
        lines = [line for line in err.splitlines() if line.startswith("acp-wire conduct:")]
        assert len(lines) == 1 and lines[0].endswith(
            f"exited with status {status}: ending the chain"
        ), err
        assert who in lines[0]
        assert gone(started)

    run(scenario())


def test_a_command_that_cannot_start_exits_2_and_stops_the_others() -> None:
    done = subprocess.run(
        [*CONDUCT, "--proxy", PASS, "--", "/nonexistent/agent"],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 2
    assert "acp-wire conduct: cannot start the agent (/nonexistent/agent)" in done.stderr


def test_usage_and_help() -> None:
    done = subprocess.run([*CONDUCT], capture_output=True, text=True, timeout=TIMEOUT)
    assert done.returncode == 2 and "an agent command is required" in done.stderr
    helped = subprocess.run([*CONDUCT, "--help"], capture_output=True, text=True, timeout=TIMEOUT)
    assert helped.returncode == 0
    for text in ("--proxy", "--transcript", "--grace", "exit status:", "128 + N"):
        assert text in helped.stdout


def test_a_version_2_session_passes_through_the_chain() -> None:
    """The conductor and a pass-through proxy move bytes: a v2 conversation goes through."""
    done = subprocess.run(
        [
            PY,
            "-m",
            "acp_wire.examples.v2_client",
            *CONDUCT,
            "--proxy",
            PASS,
            "--",
            PY,
            "-m",
            "acp_wire.examples.v2_echo_agent",
        ],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "protocolVersion: 2"
    assert lines[-2:] == ["messageId: user-1", "stopReason: end_turn"]


class _Chain:
    """One conductor with two pass-through proxies before the raw agent, for many messages."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [*CONDUCT, "--proxy", PASS, "--proxy", PASS, "--", *RAW_AGENT],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            cwd=ROOT,
            bufsize=0,
        )
        self._buffer = b""

    def send(self, line: bytes) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + b"\n")

    def line(self) -> bytes:
        import select

        assert self.process.stdout is not None
        while b"\n" not in self._buffer:
            ready, _, _ = select.select([self.process.stdout], [], [], TIMEOUT)
            assert ready, "no answer from the chain"
            chunk = os.read(self.process.stdout.fileno(), 1 << 16)
            assert chunk, "the conductor closed its output"
            self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        return line


@pytest.fixture(scope="module")
def chain() -> Any:
    running = _Chain()
    running.send(b'{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1}}')
    assert json.loads(running.line())["result"] == {"protocolVersion": 1}
    yield running
    assert running.process.stdin is not None
    running.process.stdin.close()
    assert running.process.wait(TIMEOUT) == 0


def _property_inputs() -> Any:
    from hypothesis import strategies as st

    from tests.proxy.test_link import _ids, _objects, _spelling, spell

    return st.tuples(_objects, _ids, _spelling).map(
        lambda t: (spell(t[0], t[2]), spell(t[1], t[2]))
    )


def test_any_request_and_its_answer_cross_the_conductor_and_two_proxies_as_bytes(
    chain: _Chain,
) -> None:
    from hypothesis import given, settings

    @settings(max_examples=80, deadline=None)
    @given(_property_inputs())
    def crosses(case: tuple[bytes, bytes]) -> None:
        params, request_id = case
        chain.send(
            b'{"jsonrpc":"2.0","id":%s,"method":"_x/echo","params":%s}' % (request_id, params)
        )
        expected = b'{"jsonrpc":"2.0","id":%s,"result":{"echo":%s}}' % (request_id, params)
        assert chain.line() == expected

    crosses()


def test_a_cancelled_prompt_is_cancelled_at_the_agent_through_both_proxies(
    tmp_path: Path,
) -> None:
    """acp-wire's client cancels a running prompt (`$/cancel_request`): each hop cancels its
    own forwarded request, and the agent's -32800 comes back the same way."""
    transcript = tmp_path / "chain.jsonl"
    slow = [PY, "-m", "acp_wire.examples.echo_agent", "--delay", "0.2"]
    command = [*CONDUCT, "--transcript", str(transcript), "--proxy", PASS, "--proxy", PASS]
    command += ["--", *slow]

    async def scenario() -> None:
        client = Recorder()
        async with acp.spawn_agent(command, client) as (conn, _):
            await conn.agent.initialize(acp.InitializeRequest(protocol_version=1))
            session = await conn.agent.session_new(
                acp.NewSessionRequest(cwd=str(ROOT), mcp_servers=[])
            )
            prompt = [acp.TextContent(text="a b c d e f g h i j")]
            turn = asyncio.ensure_future(
                conn.agent.session_prompt(
                    acp.PromptRequest(session_id=session.session_id, prompt=prompt)
                )
            )
            while not client.text:
                await asyncio.sleep(0.01)
            turn.cancel()
            with pytest.raises(asyncio.CancelledError):
                await turn
            # A second turn, after the cancel on every hop (each keeps its order), before the
            # editor leaves: by its end the agent's answer to the first one has come back.
            again = [acp.TextContent(text="ok")]
            await conn.agent.session_prompt(
                acp.PromptRequest(session_id=session.session_id, prompt=again)
            )

    run(scenario())
    hops = [transcript, *(tmp_path / f"chain.{k}.jsonl" for k in (1, 2, 3))]
    senders = []
    for hop in hops:
        lines = [json.loads(line) for line in hop.read_text().splitlines()]
        cancels = [m for m in lines if m["message"].get("method") == "$/cancel_request"]
        senders.append(sorted(m["from"] for m in cancels))
    # Toward each proxy the conductor cancels its request; each proxy cancels its own.
    assert senders == [["client"], ["agent", "client"], ["agent", "client"], ["client"]]
    cancels = [m["message"] for m in cancels]
    agent_hop = [json.loads(line) for line in hops[-1].read_text().splitlines()]
    cancelled = cancels[0]["params"]["requestId"]
    answers = [m["message"] for m in agent_hop if m["message"].get("id") == cancelled]
    assert answers[-1].get("error", {}).get("code") == -32800 or (
        answers[-1].get("result", {}).get("stopReason") == "cancelled"
    )
