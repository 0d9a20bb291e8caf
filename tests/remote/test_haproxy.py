"""Several `acp-wire serve` workers behind HAProxy on loopback: 200 concurrent clients (half
Streamable HTTP, half WebSocket) each run a streamed turn and a cancelled one, with affinity by
cookie; none is misrouted and nothing is lost; one worker killed mid-run gives its clients a
clean error while the others finish. Needs the `haproxy` command (Debian package `haproxy`)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from acp_wire import InitializeRequest, NewSessionRequest, PromptRequest, TextContent
from acp_wire.remote import connect_http, connect_ws
from acp_wire.rpc_errors import RequestError

from .harness import RecordingClient, free_port, run, wait_listening

ROOT = Path(__file__).resolve().parents[2]
WORKERS = 3
CLIENTS = 200
UPDATES = 20

pytestmark = pytest.mark.skipif(
    shutil.which("haproxy") is None, reason="haproxy is not installed (Debian package haproxy)"
)


@contextlib.asynccontextmanager
async def cluster(tmp: Path) -> AsyncIterator[tuple[str, list[asyncio.subprocess.Process]]]:
    ports = [free_port() for _ in range(WORKERS)]
    workers = [
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
    front = free_port()
    servers = "\n".join(
        f"    server w{i} 127.0.0.1:{port} cookie w{i}" for i, port in enumerate(ports)
    )
    config = (Path(__file__).parent / "haproxy.cfg").read_text()
    config = config.replace("{port}", str(front)).replace("{servers}", servers)
    (tmp / "haproxy.cfg").write_text(config)
    haproxy = await asyncio.create_subprocess_exec(
        "haproxy", "-f", str(tmp / "haproxy.cfg"), "-db", stderr=asyncio.subprocess.DEVNULL
    )
    try:
        for port in [*ports, front]:
            await wait_listening(port)
        yield f"127.0.0.1:{front}", workers
    finally:
        for process in [haproxy, *workers]:
            if process.returncode is None:
                process.terminate()
        for process in [haproxy, *workers]:
            await asyncio.wait_for(process.wait(), 15)


def test_two_hundred_clients_behind_haproxy(tmp_path: Path) -> None:
    async def test() -> None:
        async with cluster(tmp_path) as (address, workers):
            ready: list[asyncio.Future[str]] = []
            go = asyncio.Event()
            outcomes: dict[int, object] = {}

            async def one(index: int) -> None:
                client = RecordingClient()
                if index % 2:
                    opener = connect_ws(f"ws://{address}/acp", client, timeout=20)
                else:
                    opener = connect_http(f"http://{address}/acp", client, timeout=20)
                seen = ready[index]
                try:
                    async with opener as conn:
                        await conn.agent.initialize(InitializeRequest(protocol_version=1))
                        session = await conn.agent.session_new(
                            NewSessionRequest(cwd="/", mcp_servers=[])
                        )
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
            assert len(pids) == WORKERS, "the load was not spread over the workers"
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
            print(
                f"{CLIENTS} clients over {WORKERS} workers: {len(survivors)} finished,"
                f" {len(on_victim)} on the killed worker got a clean error"
            )

    run(test, 180)
