"""The threaded process (`connection/_threaded.py`): a `subprocess.Popen` whose pipes threads
bridge to asyncio streams, for an event loop that cannot start processes; it must read, write,
wait and stop as `asyncio.subprocess.Process` does."""

from __future__ import annotations

import asyncio
import signal
import subprocess
import sys

from hypothesis import given
from hypothesis import strategies as st

from acp_wire.connection._threaded import ThreadedProcess, threaded_process
from acp_wire.connection._transport import HIGH_WATER

PIPES = {"stdin": subprocess.PIPE, "stdout": subprocess.PIPE, "stderr": subprocess.PIPE}
CAT = [
    sys.executable,
    "-c",
    "import shutil, sys; shutil.copyfileobj(sys.stdin.buffer, sys.stdout.buffer)",
]


async def _echo(data: bytes) -> tuple[bytes, int]:
    process = await threaded_process(CAT, shell=False, **PIPES)
    assert isinstance(process, ThreadedProcess)
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(data)
    await process.stdin.drain()
    process.stdin.close()
    out = await process.stdout.read()
    return out, await process.wait()


@given(st.binary(max_size=2048))
def test_what_is_written_comes_back_whole(data: bytes) -> None:
    assert asyncio.run(_echo(data)) == (data, 0)


def test_more_than_the_high_water_mark_is_written_with_backpressure() -> None:
    data = bytes(range(256)) * (3 * HIGH_WATER // 256)
    out, returncode = asyncio.run(_echo(data))
    assert out == data and returncode == 0


def test_stderr_and_the_exit_status_arrive() -> None:
    async def main() -> tuple[bytes, int | None, int]:
        code = "import sys; sys.stderr.write('oops'); sys.exit(7)"
        process = await threaded_process([sys.executable, "-c", code], shell=False, **PIPES)
        assert process.stderr is not None
        err = await process.stderr.read()
        returncode = await process.wait()
        return err, process.returncode, returncode

    assert asyncio.run(main()) == (b"oops", 7, 7)


def test_terminate_and_kill_stop_it() -> None:
    async def main(stop: str) -> int:
        sleeper = [sys.executable, "-c", "import time; time.sleep(300)"]
        process = await threaded_process(sleeper, shell=False, **PIPES)
        assert process.returncode is None
        getattr(process, stop)()
        return await process.wait()

    assert asyncio.run(main("terminate")) == -signal.SIGTERM
    assert asyncio.run(main("kill")) == -signal.SIGKILL


def test_a_shell_command_line_runs_through_the_shell() -> None:
    async def main() -> bytes:
        process = await threaded_process("echo one two", shell=True, **PIPES)
        assert process.stdout is not None
        out = await process.stdout.read()
        await process.wait()
        return out

    assert asyncio.run(main()).split() == [b"one", b"two"]
