"""An agent whose own helper (started in a session of its own, so outside the agent's process
group) still holds the agent's stdout and stderr when the agent exits: leaving
`async with spawn_agent(...)` closes the pipes, so that nothing is left for the garbage
collector to close after the event loop ended (found with Qwen Code in the real-agent suite:
"Exception ignored in: BaseSubprocessTransport.__del__ ... Event loop is closed")."""

from __future__ import annotations

import asyncio
import gc
import os
import signal
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

import acp_wire as acp

AGENT = textwrap.dedent(
    """
    import subprocess, sys
    helper = subprocess.Popen(
        [sys.executable, "-c", "import time; time.sleep(60)"], start_new_session=True
    )
    open(sys.argv[1], "w").write(str(helper.pid))
    sys.stdin.read()
    """
)


class Editor(acp.Client):
    pass


def test_leaving_spawn_agent_closes_pipes_a_detached_helper_holds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script, pid_file = tmp_path / "agent.py", tmp_path / "helper.pid"
    script.write_text(AGENT)
    unraisable: list[str] = []

    def record(info: Any) -> None:
        unraisable.append(f"{info.exc_type.__name__}: {info.exc_value}")

    monkeypatch.setattr(sys, "unraisablehook", record)

    async def run() -> int | None:
        command = [sys.executable, str(script), str(pid_file)]
        async with acp.spawn_agent(command, Editor(), exit_timeout=1.0) as (_, process):
            pass
        return process.returncode

    try:
        returncode = asyncio.run(run())
        gc.collect()
    finally:
        if pid_file.exists():  # the helper is the test's own: stop it
            try:
                os.kill(int(pid_file.read_text()), signal.SIGKILL)
            except ProcessLookupError:
                pass
    assert returncode == 0
    assert [text for text in unraisable if "transport" in text or "loop" in text] == []
