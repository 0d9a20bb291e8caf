"""A proxy chain over protocol version 2: the conductor, a proxy whose hooks are typed with
v2's classes (`run_proxy(..., binding=v2.BINDING)`) and v2's echo agent, driven by v2's
example client; and a proxy under a scripted conductor decoding v2's prompt."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import acp_wire.v2 as v2
from acp_wire.connection._memory import memory_pair
from acp_wire.proxy import ProxyConnection
from tests.proxy.harness import Conductor, parse, raw, unwrap
from tests.proxy.v2_peers import PrefixV2

ROOT = Path(__file__).resolve().parents[2]
PY = sys.executable
TIMEOUT = 60


def test_a_v2_prompt_is_changed_by_a_v2_proxy_in_the_chain() -> None:
    done = subprocess.run(
        [
            PY,
            "-m",
            "acp_wire.examples.v2_client",
            "--prompt",
            "hello there",
            PY,
            "-m",
            "acp_wire",
            "conduct",
            "--proxy",
            f"{PY} -m tests.proxy.v2_peers Prefixed",
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
    chunks = [line.split("] ", 1)[1] for line in lines if line.startswith("[agent_message_chunk]")]
    assert [c.strip() for c in chunks] == ["Prefixed", "hello", "there"]
    assert lines[-1] == "stopReason: end_turn"


def test_the_proxy_decodes_v2s_prompt_with_v2s_binding() -> None:
    prompt = (
        b'{"jsonrpc":"2.0","id":5,"method":"session/prompt","params":{"sessionId":"s",'
        b'"prompt":[{"type":"text","text":"hi"}]}}'
    )

    async def scenario() -> None:
        ours, theirs = memory_pair()
        conn = ProxyConnection(PrefixV2("first"), theirs, binding=v2.BINDING)
        task: asyncio.Future[Any] = asyncio.ensure_future(conn.serve())
        conductor = Conductor(ours)
        try:
            conductor.send(prompt)
            out = parse(await conductor.next())
            method, params = unwrap(out)
            assert method == "session/prompt"
            assert json.loads(params or b"")["prompt"] == [
                {"type": "text", "text": "first"},
                {"type": "text", "text": "hi"},
            ]
            result = b'{"messageId":"user-1"}'
            conductor.send(b'{"jsonrpc":"2.0","id":%s,"result":%s}' % (raw(out.id), result))
            answer = parse(await conductor.next())
            assert (raw(answer.id), raw(answer.result)) == (b"5", result)
        finally:
            await ours.close(1.0)
            await asyncio.wait_for(task, 10)

    asyncio.run(scenario())
