"""Stdio and process helpers (`acp_wire.connection._stdio`): an agent on regular files, /dev/null
and pipes, and `run_agent` outside a running loop."""

from __future__ import annotations

import asyncio
import json
import subprocess
from pathlib import Path

import pytest

import acp_wire
from tests.connection.stdio_peers import ECHO, Quiet

INIT = b'{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1}}\n'

NEW = b'{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":"/","mcpServers":[]}}\n'

PROMPT = (
    b'{"jsonrpc":"2.0","id":2,"method":"session/prompt","params":{"sessionId":"echo-1",'
    b'"prompt":[{"type":"text","text":"replayed from a file"}]}}\n'
)


def test_agent_reads_a_capture_from_a_regular_file_and_writes_to_a_file(tmp_path: Path) -> None:
    """Stdin and stdout may be regular files (replaying a capture into an agent,
    writing its output to a file); the end of the file ends the agent cleanly."""
    capture = tmp_path / "in.jsonl"
    capture.write_bytes(INIT + NEW + PROMPT)
    out = tmp_path / "out.jsonl"
    with capture.open("rb") as stdin, out.open("wb") as stdout:
        done = subprocess.run(ECHO, stdin=stdin, stdout=stdout, stderr=subprocess.PIPE, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stderr == b""
    messages = [json.loads(x) for x in out.read_bytes().splitlines()]
    answers = {m["id"]: m for m in messages if "id" in m}
    assert answers[0]["result"]["protocolVersion"] == 1
    assert answers[1]["result"]["sessionId"].startswith("sess_")  # unique, not the capture's
    # The captured prompt names the session of the recorded run, which this agent never made:
    # resource not found (session ids are unique; the echo agent keeps a registry).
    assert answers[2]["error"]["code"] == -32002
    assert [m for m in messages if "method" in m] == []


def test_agent_on_dev_null(tmp_path: Path) -> None:
    """Stdin `/dev/null` is an immediate, clean end; stdout `/dev/null` takes the
    output."""
    done = subprocess.run(
        ECHO, stdin=subprocess.DEVNULL, capture_output=True, timeout=60, check=False
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, b"", b"")
    capture = tmp_path / "in.jsonl"
    capture.write_bytes(INIT + NEW + PROMPT)
    with capture.open("rb") as stdin:
        done = subprocess.run(
            ECHO, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=60
        )
    assert (done.returncode, done.stderr) == (0, b"")


def test_agent_from_a_pipe_to_a_file(tmp_path: Path) -> None:
    """A pipe in, a regular file out."""
    out = tmp_path / "out.jsonl"
    with out.open("wb") as stdout:
        done = subprocess.run(
            ECHO, input=INIT, stdout=stdout, stderr=subprocess.PIPE, timeout=60, check=False
        )
    assert (done.returncode, done.stderr) == (0, b"")
    answer = json.loads(out.read_bytes())
    assert (answer["jsonrpc"], answer["id"], answer["result"]["protocolVersion"]) == ("2.0", 0, 1)


def test_run_agent_refuses_a_running_loop() -> None:
    """`run_agent` owns its event loop; inside one it says to use `connect_stdio` + `serve`."""

    async def inside() -> None:
        with pytest.raises(RuntimeError, match="connect_stdio"):
            acp_wire.run_agent(Quiet())

    asyncio.run(inside())
