"""An agent that dies says why: its stderr is drained continuously (passed through, its last
lines kept, bounded), and the requests waiting for it fail with `AgentExited`, naming the exit
status or signal and those lines; nothing is left for asyncio to report as never retrieved."""

from __future__ import annotations

import asyncio
import gc
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import acp_wire as acp
from acp_wire.connection._stderr import MAX_LINE, MAX_LINES, StderrTail


class Editor(acp.Client):
    pass


def agent(tmp_path: Path, body: str) -> list[str]:
    script = tmp_path / "agent.py"
    script.write_text(textwrap.dedent(body))
    return [sys.executable, str(script)]


DIES = """
    import sys
    print("loading", file=sys.stderr)
    print("boom: missing API key", file=sys.stderr)
    sys.exit(3)
"""


def test_an_agent_that_dies_before_initialize_names_its_status_and_last_words(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    async def main() -> AgentExitedInfo:
        async with acp.spawn_agent(agent(tmp_path, DIES), Editor()) as (conn, _):
            with pytest.raises(acp.AgentExited) as caught:
                await conn.initialize()
            with pytest.raises(acp.AgentExited):  # and again for a later request
                await conn.initialize()
        return caught.value.returncode, caught.value.stderr, str(caught.value)

    returncode, stderr, message = asyncio.run(main())
    assert returncode == 3
    assert stderr == ("loading", "boom: missing API key")
    assert "exited with status 3" in message
    assert "boom: missing API key" in message
    assert isinstance(acp.AgentExited("x"), ConnectionError)  # code catching it still does
    assert "boom: missing API key" in capfd.readouterr().err  # passed through by default


AgentExitedInfo = tuple[int | None, tuple[str, ...], str]


def test_echo_stderr_false_keeps_the_agent_quiet_but_still_explains(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    async def main() -> str:
        async with acp.spawn_agent(agent(tmp_path, DIES), Editor(), echo_stderr=False) as (
            conn,
            _,
        ):
            with pytest.raises(acp.AgentExited) as caught:
                await conn.initialize()
        return str(caught.value)

    assert "boom: missing API key" in asyncio.run(main())
    assert "boom" not in capfd.readouterr().err


def test_an_agent_killed_by_a_signal_says_which(tmp_path: Path) -> None:
    body = "import os, signal\nos.kill(os.getpid(), signal.SIGKILL)\n"

    async def main() -> tuple[int | None, str]:
        async with acp.spawn_agent(agent(tmp_path, body), Editor()) as (conn, _):
            with pytest.raises(acp.AgentExited) as caught:
                await conn.initialize()
        return caught.value.returncode, str(caught.value)

    returncode, message = asyncio.run(main())
    assert returncode == -9
    assert "killed by signal SIGKILL" in message
    assert "wrote nothing to stderr" in message


def test_a_dying_agent_under_wait_for_leaves_no_unretrieved_exception(tmp_path: Path) -> None:
    reported: list[dict[str, Any]] = []

    async def main() -> None:
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(lambda _, context: reported.append(context))
        for _ in range(5):
            async with acp.spawn_agent(agent(tmp_path, DIES), Editor(), echo_stderr=False) as (
                conn,
                _,
            ):
                await asyncio.sleep(0.2)  # gone before the request is written, often
                with pytest.raises(ConnectionError):
                    await asyncio.wait_for(conn.initialize(), 30)
            gc.collect()

    asyncio.run(main())
    gc.collect()
    assert [c.get("message") for c in reported] == []


def test_a_chatty_agent_never_blocks_on_a_full_stderr_pipe(tmp_path: Path) -> None:
    # 2 MiB on stderr before serving: a pipe holds 64 KiB, so an undrained one would hang.
    body = """
        import sys
        for i in range(32768):
            sys.stderr.write(f"line {i:05d} " + "x" * 52 + "\\n")
        sys.stderr.flush()
        from acp_wire.examples.echo_agent import EchoAgent
        import acp_wire as acp
        acp.run_agent(EchoAgent())
    """

    async def main() -> list[str]:
        started = acp.spawn_agent(agent(tmp_path, body), Editor(), echo_stderr=False)
        async with started as (conn, _):
            answer = await asyncio.wait_for(conn.initialize(), 60)
            assert answer.protocol_version == 1
            return started.stderr_tail

    tail = asyncio.run(main())
    assert len(tail) == MAX_LINES
    assert tail[-1].startswith("line 32767 ")


async def _tail_of(chunks: list[bytes]) -> list[str]:
    reader = asyncio.StreamReader()
    tail = StderrTail(reader, None)
    for chunk in chunks:
        reader.feed_data(chunk)
        await asyncio.sleep(0)
    reader.feed_eof()
    await tail.finished(5)
    return tail.lines()


@given(
    st.lists(st.text(alphabet="ab \n", max_size=40), max_size=10),
    st.integers(min_value=1, max_value=17),
)
def test_the_tail_is_the_last_lines_whatever_the_chunking(pieces: list[str], size: int) -> None:
    data = "".join(pieces).encode()
    chunks = [data[i : i + size] for i in range(0, len(data), size)]
    written = data.split(b"\n")
    if written[-1] == b"":  # the text ended with a newline: no partial last line
        written.pop()
    last = [line.decode().rstrip() for line in written[-MAX_LINES:]]
    assert asyncio.run(_tail_of(chunks)) == [line for line in last if line]


def test_a_long_line_is_cut() -> None:
    kept = asyncio.run(_tail_of([b"x" * (MAX_LINE * 3) + b"\nend\n"]))
    assert kept == ["x" * MAX_LINE + "...", "end"]


def test_run_agent_given_the_class_says_to_pass_an_instance() -> None:
    with pytest.raises(TypeError, match=r"pass an instance of the agent.*EchoAgent\(\)"):
        from acp_wire.examples.echo_agent import EchoAgent

        acp.run_agent(EchoAgent)  # type: ignore[arg-type]


def test_a_handlers_traceback_is_not_chained_to_the_loop_check(tmp_path: Path) -> None:
    body = """
        import acp_wire as acp

        class Broken(acp.Agent):
            def on_connect(self, conn):
                raise ValueError("the agent's own bug")

        acp.run_agent(Broken())
    """
    done = subprocess.run(
        agent(tmp_path, body), input="", capture_output=True, text=True, timeout=60
    )
    assert "ValueError: the agent's own bug" in done.stderr
    assert "During handling of the above exception" not in done.stderr
    assert "no running event loop" not in done.stderr
