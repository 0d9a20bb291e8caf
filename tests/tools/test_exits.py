"""The exit statuses every tool shares and how a tool stops when its reader goes away
(`acp_wire.tools.exits`)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from acp_wire.tools.exits import (
    EXIT_INVALID,
    EXIT_STDOUT_CLOSED,
    EXIT_UNUSABLE,
    EXIT_VALID,
    stdout_closed,
)
from tests.tools.commands import ACP_WIRE, _many_lines


@pytest.mark.parametrize(
    ("command", "data"),
    [
        ("check", b'{"a":1}\n' * 20_000),
        ("replay --json", _many_lines(5_000)),
        ("validate", b'{"a":1}\n' * 20_000),
    ],
)
def test_a_closed_stdout_ends_quietly_with_141(command: str, data: bytes, tmp_path: Path) -> None:
    """`acp-wire replay --json FILE | head -c 600`: no BrokenPipeError traceback."""
    source = tmp_path / "capture.jsonl"
    source.write_bytes(data)
    process = subprocess.Popen(
        [*ACP_WIRE, *command.split(), str(source)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    assert len(process.stdout.read(600)) == 600
    process.stdout.close()  # as `head -c 600` does once it has its bytes
    assert process.wait(timeout=60) == 141
    assert process.stderr.read() == b""


def test_exit_statuses_are_distinct_and_141_is_a_sigpipe_death() -> None:
    """A shell reports a command killed by a signal as 128 + its number."""
    statuses = [EXIT_VALID, EXIT_INVALID, EXIT_UNUSABLE, EXIT_STDOUT_CLOSED]
    assert len(set(statuses)) == 4
    assert (EXIT_VALID, EXIT_INVALID, EXIT_UNUSABLE) == (0, 1, 2)
    assert EXIT_STDOUT_CLOSED == 128 + signal.SIGPIPE


def test_stdout_closed_without_a_file_descriptor_still_gives_the_status(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """In-process (stdout captured, no file descriptor) there is nothing to redirect."""
    assert stdout_closed() == EXIT_STDOUT_CLOSED


def test_after_stdout_closed_the_last_flush_goes_nowhere() -> None:
    """What is still buffered when the reader went away must not fail at exit again."""
    script = (
        "import sys\n"
        "from acp_wire.tools.exits import stdout_closed\n"
        "sys.stdout.write('pending')\n"
        "sys.exit(stdout_closed())\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}  # keep it buffered
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, timeout=60, env=env)
    assert done.returncode == EXIT_STDOUT_CLOSED
    assert done.stdout == b""
    assert done.stderr == b""
