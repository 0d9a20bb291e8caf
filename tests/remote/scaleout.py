"""The scale-out scenario a load balancer in front of several `acp-wire serve` workers must
pass (tests/remote/test_haproxy.py, test_nginx.py): 200 concurrent clients (half Streamable
HTTP, half WebSocket) each run a streamed turn and a cancelled one; none is misrouted and
nothing is lost; one worker killed mid-run gives its clients a clean error while the others
finish."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
from pathlib import Path
from typing import Any

from acp_wire import InitializeRequest, NewSessionRequest, PromptRequest, TextContent
from acp_wire.remote import connect_http, connect_ws
from acp_wire.rpc_errors import RequestError

from .harness import RecordingClient

ROOT = Path(__file__).resolve().parents[2]
WORKERS = 3
CLIENTS = 200
UPDATES = 20


async def start_workers(ports: list[int]) -> list[asyncio.subprocess.Process]:
    """An `acp-wire serve --app` worker on each port (a `harness.WorkerAgent`: its session ids
    name its pid)."""
    return [
        await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "acp_wire",
            "serve",
            f"127.0.0.1:{port}",
            "--app",
            "tests.remote.harness:WorkerAgent",
            "--max-connections",
            "1000",
            cwd=ROOT,
            stderr=asyncio.subprocess.DEVNULL,
        )
        for port in ports
    ]


async def scale_out(address: str, workers: list[asyncio.subprocess.Process]) -> str:
    """Run the scenario through the load balancer at `address`: what happened, in a line."""
    ready: list[asyncio.Future[str]] = []
    go = asyncio.Event()
    outcomes: dict[int, object] = {}

    async def one(index: int) -> None:
        client = RecordingClient()
        opener: Any
        if index % 2:
            opener = connect_ws(f"ws://{address}/acp", client, timeout=20)
        else:
            opener = connect_http(f"http://{address}/acp", client, timeout=20)
        seen = ready[index]
        try:
            async with opener as conn:
                await conn.agent.initialize(InitializeRequest(protocol_version=1))
                session = await conn.agent.session_new(NewSessionRequest(cwd="/", mcp_servers=[]))
                sid = session.session_id

                def prompt(text: str) -> PromptRequest:
                    return PromptRequest(session_id=sid, prompt=[TextContent(text=text)])

                turn = await conn.agent.session_prompt(prompt(f"count {UPDATES}"))
                assert turn.stop_reason == "end_turn"
                # Nothing lost, nothing of another client's.
                assert client.texts() == [str(i) for i in range(UPDATES)]
                assert {u.session_id for u in client.updates} == {sid}
                client.first_update.clear()
                hanging = asyncio.ensure_future(conn.agent.session_prompt(prompt("hang")))
                await asyncio.wait_for(client.first_update.wait(), 30)
                seen.set_result(sid)
                await go.wait()
                with contextlib.suppress(ConnectionError):
                    await conn.session_cancel(sid)
                try:
                    outcomes[index] = (await asyncio.wait_for(hanging, 30)).stop_reason
                except (ConnectionError, RequestError) as exc:
                    outcomes[index] = exc
        except (ConnectionError, RequestError, OSError) as exc:
            outcomes.setdefault(index, exc)
        finally:
            if not seen.done():
                seen.set_exception(AssertionError(f"client {index} did not get ready"))

    loop = asyncio.get_running_loop()
    ready = [loop.create_future() for _ in range(CLIENTS)]
    tasks = [asyncio.ensure_future(one(i)) for i in range(CLIENTS)]
    sessions = await asyncio.gather(*ready)
    pids = {int(sid.split("-")[0][1:]) for sid in sessions}
    assert len(pids) == len(workers), "the load was not spread over the workers"
    victim = workers[0].pid
    assert victim in pids
    os.kill(victim, signal.SIGKILL)
    await asyncio.sleep(0.5)
    go.set()
    await asyncio.wait_for(asyncio.gather(*tasks), 60)
    on_victim = [i for i, sid in enumerate(sessions) if sid.startswith(f"w{victim}-")]
    survivors = [i for i in range(CLIENTS) if i not in on_victim]
    assert on_victim and survivors
    assert all(outcomes[i] == "cancelled" for i in survivors), {
        i: outcomes[i] for i in survivors if outcomes[i] != "cancelled"
    }
    assert all(isinstance(outcomes[i], (ConnectionError, RequestError)) for i in on_victim)
    return (
        f"{CLIENTS} clients over {len(workers)} workers: {len(survivors)} finished,"
        f" {len(on_victim)} on the killed worker got a clean error"
    )
