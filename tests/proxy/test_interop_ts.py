"""The TypeScript SDK (npm @agentclientprotocol/sdk 2.4.0) on both ends of an acp-wire chain:
its client → `acp-wire conduct` with two prompt-prefix proxies → its agent, over stdio.

Run by `nox -s interop`, which installs the SDK outside the tree (ACP_WIRE_INTEROP_DIR, default
~/.cache/acp-wire-interop) and sets ACP_WIRE_INTEROP_DIR: then a missing node or SDK fails the
test. Run on its own without them, it skips, saying so."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent / "interop"
ROOT = Path(__file__).resolve().parents[2]
CACHE = Path(os.environ.get("ACP_WIRE_INTEROP_DIR", Path.home() / ".cache" / "acp-wire-interop"))
NODE_DIR = CACHE / "node"
PY = sys.executable


def _node() -> str:
    missing = None
    if shutil.which("node") is None:
        missing = "node is not installed"
    elif not (NODE_DIR / "node_modules" / "@agentclientprotocol" / "sdk").is_dir():
        missing = f"the TypeScript SDK is not installed in {NODE_DIR}: run `nox -s interop`"
    if missing is not None:
        if "ACP_WIRE_INTEROP_DIR" in os.environ:  # the interop session installed them
            pytest.fail(missing)
        pytest.skip(missing)
    return "node"


def _script(name: str) -> str:
    """A node script copied next to node_modules (ESM imports resolve from its directory)."""
    shutil.copy(HERE / name, NODE_DIR / name)
    return str(NODE_DIR / name)


def test_typescript_client_through_conduct_and_two_proxies_to_a_typescript_agent() -> None:
    node = _node()
    client, agent = _script("ts_chain_client.mjs"), _script("ts_chain_agent.mjs")
    prefix = f"{PY} -m acp_wire.examples.prompt_prefix_proxy --prefix"
    done = subprocess.run(
        [
            node,
            client,
            PY,
            "-m",
            "acp_wire",
            "conduct",
            "--proxy",
            f"{prefix} one",
            "--proxy",
            f"{prefix} two",
            "--",
            node,
            agent,
        ],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    meta = json.dumps({"example.com/trace": "t-1"}, separators=(",", ":"))
    assert seen == {
        "protocolVersion": 1,
        "sessionId": "ts-1",
        "hello": "end_turn",
        "asked": "end_turn",
        # Each proxy's block comes first in the prompt; the prompt's `_meta` reaches the agent;
        # the agent's permission request reaches the client through both proxies and back.
        "texts": ["two one hello", meta, "chose yes", "two one ask", meta],
        "conductExit": 0,
    }
