"""Several `acp-wire serve` workers behind HAProxy on loopback: the scale-out scenario of
`scaleout.py` (200 concurrent clients, half Streamable HTTP, half WebSocket, a worker killed
mid-run), with affinity by cookie. Needs the `haproxy` command (Debian package `haproxy`)."""

from __future__ import annotations

import asyncio
import contextlib
import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from .harness import free_port, run, wait_listening
from .scaleout import WORKERS, scale_out, start_workers

pytestmark = pytest.mark.skipif(
    shutil.which("haproxy") is None, reason="haproxy is not installed (Debian package haproxy)"
)


@contextlib.asynccontextmanager
async def cluster(tmp: Path) -> AsyncIterator[tuple[str, list[asyncio.subprocess.Process]]]:
    ports = [free_port() for _ in range(WORKERS)]
    workers = await start_workers(ports)
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
            print(await scale_out(address, workers))

    run(test, 180)
