"""acpx (a headless ACP client written by others, installed by `nox -s realpeers`) driving
`acp-wire conduct` with two prompt-prefix proxies in front of acp-wire's echo agent; acpx stops
its agent as it stops every agent (stdin closed, SIGTERM 100 ms later): nothing is left.

Run by `nox -s realpeers`, which sets ACP_WIRE_REALPEERS (the npm prefix) and
ACP_WIRE_REALPEERS_REQUIRED: then a missing acpx fails the test. Without them it skips."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from tests.realpeers.peers import PEERS_ENV, PINS, REQUIRED_ENV

PY = sys.executable
MARK = "ACP_WIRE_CHAIN_MARK"


def _acpx() -> list[str]:
    prefix = os.environ.get(PEERS_ENV)
    missing = None
    script = Path(prefix or "/nonexistent") / "node_modules" / "acpx" / "dist" / "cli.js"
    if shutil.which("node") is None:
        missing = "node is not installed"
    elif not prefix:
        missing = f"{PEERS_ENV} is not set: acpx is installed by `nox -s realpeers`"
    elif not script.is_file():
        missing = f"acpx {PINS['acpx']} is not installed in {prefix}"
    if missing is not None:
        if os.environ.get(REQUIRED_ENV):
            pytest.fail(missing)
        pytest.skip(missing)
    return ["node", str(script)]


def _running(marker: str) -> list[int]:
    """The processes started with `marker` in their environment (acpx's descendants)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if f"{MARK}={marker}".encode() in (entry / "environ").read_bytes():
                    found.append(int(entry.name))
            except OSError:
                continue
    return found


def test_acpx_through_conduct_and_two_proxies_to_the_echo_agent(tmp_path: Path) -> None:
    acpx = _acpx()
    marker = f"mark-{uuid.uuid4().hex[:8]}"
    proxy = f"{PY} -m acp_wire.examples.prompt_prefix_proxy --prefix"
    agent = shlex.join(
        [
            PY,
            "-m",
            "acp_wire",
            "conduct",
            "--proxy",
            f"{proxy} one",
            "--proxy",
            f"{proxy} {marker}",
            "--",
            PY,
            "-m",
            "acp_wire.examples.echo_agent",
        ]
    )
    home = tmp_path / "home"
    home.mkdir()
    done = subprocess.run(
        [
            "env",
            "-i",
            f"HOME={home}",
            "PATH=/usr/bin:/bin",
            f"{MARK}={marker}",
            *acpx,
            "--agent",
            agent,
            "--format",
            "json",
            "--approve-all",
            "--cwd",
            str(tmp_path),
            "exec",
            "hello from acpx",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    printed = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    chunks = [
        m["params"]["update"]["content"]["text"]
        for m in printed
        if m.get("method") == "session/update"
        and m["params"]["update"].get("sessionUpdate") == "agent_message_chunk"
    ]
    assert "".join(chunks) == f"{marker} one hello from acpx"
    assert any(m.get("result", {}).get("stopReason") == "end_turn" for m in printed)
    # acpx has exited; the conductor it signalled stops its proxies and agent within its grace
    # period: poll for every process that inherited the mark to be gone, bounded.
    for _ in range(300):
        if not _running(marker):
            break
        time.sleep(0.05)
    assert _running(marker) == []
