"""The examples, run as real subprocesses over real pipes, as an installed user runs them
(`python -m acp_wire.examples.client python -m acp_wire.examples.echo_agent`, from any
directory)."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
AGENT = [sys.executable, "-m", "acp_wire.examples.echo_agent"]
CLIENT = [sys.executable, "-m", "acp_wire.examples.client"]
TIMEOUT = 30


def run_client(*args: str) -> list[str]:
    done = subprocess.run(
        [*CLIENT, *args], capture_output=True, text=True, timeout=TIMEOUT, check=True
    )
    return done.stdout.splitlines()


def test_full_prompt_turn() -> None:
    lines = run_client("--prompt", "one two three", "--", *AGENT)
    words = [
        line.removeprefix("[agent_message_chunk] ")
        for line in lines
        if line.startswith("[agent_message_chunk]")
    ]
    assert [word.strip() for word in words] == ["one", "two", "three"]
    assert lines[-1] == "stopReason: end_turn"


def test_echo_keeps_the_spaces_between_words() -> None:
    """The chunks of the echo, joined, are the prompt: a word keeps the spaces after it."""
    prompt = "hello from  acpx\tfriends "
    lines = run_client("--prompt", prompt, "--", *AGENT)
    chunks = [
        line.removeprefix("[agent_message_chunk] ")
        for line in lines
        if line.startswith("[agent_message_chunk]")
    ]
    assert chunks == ["hello ", "from ", " ", "acpx\tfriends "]
    assert "".join(chunks) == prompt


def test_cancelled_turn() -> None:
    prompt = " ".join(f"w{i}" for i in range(40))
    lines = run_client("--cancel-after", "2", "--prompt", prompt, "--", *AGENT, "--delay", "0.2")
    # Some words arrived, the turn ended as cancelled, and nothing came after the response.
    assert lines[-1] == "stopReason: cancelled"
    words = [line for line in lines if line.startswith("[agent_message_chunk]")]
    assert 2 <= len(words) < 40
    assert "[cancel]" in lines


class RawAgent:
    """The echo agent driven line by line, to send it what a well-behaved client would not."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process

    async def send(self, line: bytes) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + b"\n")
        await self.process.stdin.drain()

    async def receive(self) -> Any:
        assert self.process.stdout is not None
        line = await asyncio.wait_for(self.process.stdout.readline(), TIMEOUT)
        assert line, "the agent closed its output"
        return json.loads(line)

    async def call(self, line: bytes) -> Any:
        await self.send(line)
        return await self.receive()

    async def still_serving(self, id: int) -> None:
        reply = await self.call(
            json.dumps(
                {
                    "jsonrpc": "2.0",
                    "id": id,
                    "method": "initialize",
                    "params": {"protocolVersion": 1},
                }
            ).encode()
        )
        assert (reply["jsonrpc"], reply["id"], reply["result"]["protocolVersion"]) == ("2.0", id, 1)


# The echo agent served with a limit on incoming messages (run_agent's max_message_size).
LIMITED_AGENT = [
    sys.executable,
    "-c",
    "import acp_wire; from acp_wire.examples import echo_agent; "
    "acp_wire.run_agent(echo_agent.EchoAgent(), max_message_size=1000)",
]


async def with_raw_agent(test: Any, *extra: str, agent: list[str] = AGENT) -> None:
    process = await asyncio.create_subprocess_exec(
        *agent,
        *extra,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        limit=64 << 20,
    )
    try:
        await asyncio.wait_for(test(RawAgent(process)), TIMEOUT)
    finally:
        assert process.stdin is not None
        process.stdin.close()
        await asyncio.wait_for(process.wait(), TIMEOUT)


def test_bad_json_is_a_parse_error() -> None:
    async def test(agent: RawAgent) -> None:
        reply = await agent.call(b'{"jsonrpc": "2.0", "id": 1, "method": ')
        assert reply["id"] is None
        assert reply["error"]["code"] == -32700
        await agent.still_serving(2)

    asyncio.run(with_raw_agent(test))


def test_unknown_method_is_method_not_found() -> None:
    async def test(agent: RawAgent) -> None:
        reply = await agent.call(
            b'{"jsonrpc":"2.0","id":5,"method":"session/teleport","params":{}}'
        )
        assert reply["id"] == 5
        assert reply["error"]["code"] == -32601
        await agent.still_serving(6)

    asyncio.run(with_raw_agent(test))


def test_invalid_params_carry_the_path() -> None:
    async def test(agent: RawAgent) -> None:
        line = json.dumps(
            {
                "jsonrpc": "2.0",
                "id": 7,
                "method": "session/prompt",
                "params": {"sessionId": "s", "prompt": [{"type": "text", "text": 3}]},
            }
        )
        reply = await agent.call(line.encode())
        assert reply["id"] == 7
        assert reply["error"]["code"] == -32602
        assert reply["error"]["data"]["path"] == "$.params.prompt[0].text"
        await agent.still_serving(8)

    asyncio.run(with_raw_agent(test))


def test_ten_mib_line_is_served() -> None:
    big = "x" * (10 * 1024 * 1024)

    async def test(agent: RawAgent) -> None:
        new = b'{"jsonrpc":"2.0","id":8,"method":"session/new",'
        new += b'"params":{"cwd":"/","mcpServers":[]}}'
        session_id = (await agent.call(new))["result"]["sessionId"]  # a session it knows
        reply = await agent.call(
            json.dumps(
                {
                    "jsonrpc": "2.0",
                    "id": 9,
                    "method": "session/prompt",
                    "params": {"sessionId": session_id, "prompt": [{"type": "text", "text": big}]},
                }
            ).encode()
        )
        # One word: one update carrying it whole, then the answer.
        assert reply["method"] == "session/update"
        assert len(reply["params"]["update"]["content"]["text"]) == len(big)
        assert await agent.receive() == {
            "jsonrpc": "2.0",
            "id": 9,
            "result": {"stopReason": "end_turn"},
        }
        await agent.still_serving(10)

    asyncio.run(with_raw_agent(test))


def test_over_long_line_is_refused_when_limited() -> None:
    async def test(agent: RawAgent) -> None:
        reply = await agent.call(
            b'{"jsonrpc":"2.0","id":1,"method":"x","params":"' + b"y" * 5000 + b'"}'
        )
        assert reply["id"] == 1  # read from the message's first bytes (issue 11)
        assert reply["error"]["code"] == -32600
        assert "max_message_size" in reply["error"]["data"]["reason"]
        await agent.still_serving(2)

    asyncio.run(with_raw_agent(test, agent=LIMITED_AGENT))


def test_examples_run_from_any_directory(tmp_path: Path) -> None:
    """Installed, the examples need no checkout: `python -m acp_wire.examples.client` spawns
    `python -m acp_wire.examples.echo_agent` from an unrelated working directory."""
    done = subprocess.run(
        [*CLIENT, "--prompt", "from anywhere", *AGENT],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        cwd=tmp_path,
        check=True,
    )
    assert "[agent_message_chunk] anywhere" in done.stdout.splitlines()
    assert done.stdout.splitlines()[-1] == "stopReason: end_turn"


def test_top_level_example_scripts_still_run() -> None:
    """A checkout's examples/*.py are thin wrappers that run the packaged examples."""
    wrappers = [sys.executable, str(ROOT / "examples" / "client.py")]
    agent = [sys.executable, str(ROOT / "examples" / "echo_agent.py")]
    done = subprocess.run(
        [*wrappers, "--prompt", "wrapped", *agent],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        check=True,
    )
    assert "[agent_message_chunk] wrapped" in done.stdout.splitlines()


EXAMPLES_WITH_OPTIONS = [
    "client",
    "v2_client",
    "mcp_client",
    "prompt_prefix_proxy",
    "mcp_inject_proxy",
]


def test_each_examples_help_names_how_it_is_run_and_explains_every_option() -> None:
    """`--help` says `python -m acp_wire.examples.NAME` (not the file's name) and no option
    is left without a line of help."""
    for name in EXAMPLES_WITH_OPTIONS:
        done = subprocess.run(
            [sys.executable, "-m", f"acp_wire.examples.{name}", "--help"],
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
            check=True,
        )
        assert done.stdout.startswith(f"usage: python -m acp_wire.examples.{name} "), done.stdout
        options = done.stdout.split("options:", 1)[1].strip().splitlines()
        for line in options:
            # An option's line is "  --name VALUE  its help"; a help text may wrap onto
            # lines that start with spaces only.
            if line.lstrip().startswith("-"):
                assert "  " in line.strip(), (name, line)
