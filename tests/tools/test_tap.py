"""`acp-wire tap` over real subprocesses and pipes (issue 8, section 4)."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from acp_wire.tools.check import check
from tests.support.npm_registry import skip_unless_reachable
from tests.support.paths import ROOT

AGENT = [sys.executable, str(ROOT / "examples" / "echo_agent.py")]
CLIENT = [sys.executable, str(ROOT / "examples" / "client.py")]
TAP = [sys.executable, "-m", "acp_wire", "tap"]
TIMEOUT = 30


def fake_agent(tmp_path: Path, body: str) -> list[str]:
    script = tmp_path / "agent.py"
    script.write_text("import sys, time\n" + textwrap.dedent(body))
    return [sys.executable, str(script)]


def transcript_lines(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_bytes().splitlines()]


def test_tap_between_the_example_client_and_echo_agent(tmp_path: Path) -> None:
    """The client sees what it sees without the tap; the transcript records both directions
    in order, with times, and passes `check`."""
    record = tmp_path / "t.jsonl"
    command = [*TAP, "--transcript", str(record), "--", *AGENT]
    done = subprocess.run(
        [*CLIENT, "--prompt", "one two three", "--", *command],
        capture_output=True,
        timeout=TIMEOUT,
        check=True,
    )
    lines = done.stdout.decode().splitlines()
    assert lines[-1] == "stopReason: end_turn"
    assert done.stderr == b""  # no conformance finding was reported live
    entries = transcript_lines(record)
    senders = [(e["from"], e["message"].get("method")) for e in entries]  # type: ignore[union-attr]
    assert senders[:5] == [
        ("client", "initialize"),
        ("agent", None),
        ("client", "session/new"),
        ("agent", None),
        ("client", "session/prompt"),
    ]
    assert [e["from"] for e in entries[5:]] == ["agent"] * 4
    times = [e["t"] for e in entries]
    assert times == sorted(times)
    assert list(check(record.read_bytes().splitlines())) == []


def test_tap_records_a_cancelled_turn_that_check_passes(tmp_path: Path) -> None:
    record = tmp_path / "t.jsonl"
    prompt = " ".join(f"w{i}" for i in range(40))
    done = subprocess.run(
        [
            *CLIENT,
            "--cancel-after",
            "2",
            "--prompt",
            prompt,
            "--",
            *TAP,
            "--transcript",
            str(record),
            "--",
            *AGENT,
            "--delay",
            "0.05",
        ],
        capture_output=True,
        timeout=TIMEOUT,
        check=True,
    )
    assert done.stdout.decode().splitlines()[-1] == "stopReason: cancelled"
    methods = [e["message"].get("method") for e in transcript_lines(record)]  # type: ignore[union-attr]
    assert "session/cancel" in methods
    assert list(check(record.read_bytes().splitlines())) == []


def test_bytes_pass_through_unchanged(tmp_path: Path) -> None:
    """A proxy must not re-encode: spacing, key order, number spelling and unknown fields
    survive both ways, and the transcript embeds the bytes as received."""
    sent = (
        b'{ "params" : {"protocolVersion":1, "x-unknown": [1.0e0, "\\u00e9"]},'
        b' "id":0, "method":"initialize", "jsonrpc":"2.0"}\r\n'
    )
    reply = b'{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":1.0E0,"future":{"a":[]}}}\n'
    received = tmp_path / "received"
    agent = fake_agent(
        tmp_path,
        f"""
        data = sys.stdin.buffer.readline()
        open({str(received)!r}, "wb").write(data)
        sys.stdout.buffer.write({reply!r})
        sys.stdout.buffer.flush()
        sys.stdin.buffer.read()  # until the client leaves
        """,
    )
    record = tmp_path / "t.jsonl"
    done = subprocess.run(
        [*TAP, "--transcript", str(record), "--", *agent],
        input=sent,
        capture_output=True,
        timeout=TIMEOUT,
    )
    assert done.returncode == 0
    assert done.stdout == reply
    assert received.read_bytes() == sent
    lines = record.read_bytes().splitlines()
    assert sent.rstrip(b"\r\n") in lines[0] and reply.rstrip(b"\n") in lines[1]
    assert [json.loads(line)["from"] for line in lines] == ["client", "agent"]


def test_agent_exiting_mid_stream(tmp_path: Path) -> None:
    """The agent answers, writes half a message and exits 3: the tap forwards everything it
    wrote, records the cut-off line (reported as not JSON), and exits 3 while the client is
    still connected."""
    agent = fake_agent(
        tmp_path,
        """
        sys.stdin.buffer.readline()
        sys.stdout.buffer.write(b'{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":1}}\\n')
        sys.stdout.buffer.write(b'{"jsonrpc":"2.0","meth')
        sys.stdout.buffer.flush()
        sys.exit(3)
        """,
    )
    record = tmp_path / "t.jsonl"
    tap = subprocess.Popen(
        [*TAP, "--transcript", str(record), "--", *agent],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert tap.stdin is not None
    tap.stdin.write(
        b'{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1}}\n'
    )
    tap.stdin.flush()  # and keep stdin open: the agent leaves first
    out, err = tap.communicate(timeout=TIMEOUT)
    assert tap.returncode == 3
    assert out == (
        b'{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":1}}\n{"jsonrpc":"2.0","meth'
    )
    entries = transcript_lines(record)
    assert [e["from"] for e in entries] == ["client", "agent", "agent"]
    assert entries[2]["message"] == '{"jsonrpc":"2.0","meth'
    assert b"3: schema: " in err


def test_client_leaving_stops_an_agent_that_does_not_exit(tmp_path: Path) -> None:
    """The client closes the tap's stdin; the agent ignores EOF: it is terminated after the
    grace period, and the tap exits (128 + SIGTERM)."""
    agent = fake_agent(
        tmp_path,
        """
        import signal
        sys.stdin.buffer.read()
        time.sleep(60)
        """,
    )
    done = subprocess.run(
        [*TAP, "--grace", "0.2", "--", *agent], input=b"", capture_output=True, timeout=TIMEOUT
    )
    assert done.returncode == 128 + 15


def test_a_launcher_whose_child_keeps_stdout_open_is_stopped_whole(tmp_path: Path) -> None:
    """An agent started through a launcher (npm's codex-acp: a node script that runs a native
    binary, which ignores EOF) is more than one process: the tap stops the whole group and
    does not wait for a stdout that the launcher's child still holds."""
    pid_file = tmp_path / "child.pid"
    agent = fake_agent(
        tmp_path,
        f"""
        import subprocess
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
        open({str(pid_file)!r}, "w").write(str(child.pid))
        sys.stdin.buffer.read()
        time.sleep(60)
        """,
    )
    done = subprocess.run(
        [*TAP, "--grace", "0.2", "--", *agent], input=b"", capture_output=True, timeout=TIMEOUT
    )
    assert done.returncode == 128 + 15
    stat = Path(f"/proc/{pid_file.read_text()}/stat")
    for _ in range(50):  # the group's SIGKILL lands at once; being reaped may lag a little
        if not stat.exists() or stat.read_text().rsplit(")", 1)[1].split()[0] == "Z":
            break  # gone, or a zombie: no longer running
        time.sleep(0.1)
    else:
        raise AssertionError("the launcher's child outlived the tap")


def test_client_leaving_lets_the_agent_finish(tmp_path: Path) -> None:
    """After stdin closes, the agent may still answer before it exits on its own."""
    agent = fake_agent(
        tmp_path,
        """
        data = sys.stdin.buffer.read()
        sys.stdout.buffer.write(b"bye " + str(len(data)).encode() + b"\\n")
        """,
    )
    done = subprocess.run(
        [*TAP, "--", *agent], input=b"abc\n", capture_output=True, timeout=TIMEOUT
    )
    assert (done.returncode, done.stdout) == (0, b"bye 4\n")


def test_an_agent_that_cannot_start_is_a_one_line_error(tmp_path: Path) -> None:
    done = subprocess.run(
        [*TAP, "--", str(tmp_path / "no-such-agent")], capture_output=True, timeout=TIMEOUT
    )
    assert done.returncode == 2
    assert done.stderr.decode().count("\n") == 1
    assert done.stderr.startswith(b"acp-wire tap: cannot start ")


NODE, NPM = shutil.which("node"), shutil.which("npm")


@pytest.mark.skipif(
    NODE is None or NPM is None,
    reason="node and npm are needed to run the official TypeScript SDK as the client",
)
def test_tap_between_the_typescript_sdk_and_echo_agent(tmp_path: Path) -> None:
    """Issue 8 §4: the official TypeScript SDK as the client, through tap, against acp-wire's
    echo agent; the transcript passes `check`. The SDK's own example client is not published
    in its npm package (`files` excludes dist/examples) and spawns its own agent, so the client
    is tests/fixtures/ts_client/client.mjs, written on the SDK's public API. The SDK version is
    the one the schema was vendored from (schema/PROVENANCE.json)."""
    assert NODE is not None and NPM is not None
    skip_unless_reachable(NPM)
    provenance = json.loads((ROOT / "schema" / "PROVENANCE.json").read_text())
    package = f"{provenance['package']}@{provenance['version']}"
    (tmp_path / "package.json").write_text('{"private": true, "type": "module"}')
    subprocess.run(
        [NPM, "install", "--no-audit", "--no-fund", "--silent", package],
        cwd=tmp_path,
        check=True,
        capture_output=True,
        timeout=120,
    )
    client = tmp_path / "client.mjs"
    shutil.copy(ROOT / "tests" / "fixtures" / "ts_client" / "client.mjs", client)
    record = tmp_path / "t.jsonl"
    done = subprocess.run(
        [NODE, str(client), *TAP, "--transcript", str(record), "--", *AGENT],
        capture_output=True,
        timeout=TIMEOUT,
        check=True,
        cwd=tmp_path,
    )
    assert json.loads(done.stdout) == {
        "words": ["red ", "green ", "blue"],
        "stopReason": "end_turn",
    }
    assert done.stderr == b""
    assert len(transcript_lines(record)) == 9
    assert list(check(record.read_bytes().splitlines())) == []


def _running(pid: int) -> bool:
    """Whether process `pid` exists and is not a zombie (an exited child not reaped yet)."""
    stat = Path(f"/proc/{pid}/stat")
    try:
        return stat.read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def _wait_for_file(path: Path) -> str:
    for _ in range(300):
        if path.exists() and path.read_text().endswith("\n"):
            return path.read_text()
        time.sleep(0.05)
    raise AssertionError(f"{path} was never written")


@pytest.mark.parametrize(
    ("signum", "ignores_sigterm"),
    [
        (signal.SIGTERM, False),
        (signal.SIGTERM, True),
        (signal.SIGINT, False),
        (signal.SIGHUP, True),
    ],
)
def test_a_terminated_tap_takes_its_agent_group_with_it(
    tmp_path: Path, signum: signal.Signals, ignores_sigterm: bool
) -> None:
    """acpx stops an agent by closing its stdin and sending SIGTERM 100 ms later. The tap
    terminates the agent's whole process group (here an agent that ignores EOF, and its
    child), kills what outlives the grace period, and exits 128 + the signal's number."""
    pids = tmp_path / "pids"
    ignore = "signal.signal(signal.SIGTERM, signal.SIG_IGN)\n" if ignores_sigterm else ""
    child_code = f"import signal, time\n{ignore}time.sleep(60)"
    agent = fake_agent(
        tmp_path,
        f"""
        import os, signal, subprocess
        {ignore}
        child = subprocess.Popen([sys.executable, "-c", {child_code!r}])
        open({str(pids)!r}, "w").write(f"{{os.getpid()}} {{child.pid}}\\n")
        sys.stdin.buffer.read()
        time.sleep(60)
        """,
    )
    tap = subprocess.Popen(
        [*TAP, "--grace", "1", "--", *agent],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    agent_pid = 0
    try:
        agent_pid, child_pid = map(int, _wait_for_file(pids).split())
        assert tap.stdin is not None
        tap.stdin.close()
        time.sleep(0.1)
        tap.send_signal(signum)
        assert tap.wait(TIMEOUT) == 128 + signum
        assert tap.stderr is not None and tap.stderr.read() == b""
        assert not _running(agent_pid)
        for _ in range(50):  # SIGKILL has been sent; the state may take a moment to change
            if not _running(child_pid):
                break
            time.sleep(0.1)
        else:
            raise AssertionError("the agent's child outlived the tap")
    finally:
        if tap.poll() is None:
            tap.kill()
            tap.wait()
        if agent_pid:  # whatever the verdict, leave no process behind
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(agent_pid, signal.SIGKILL)
