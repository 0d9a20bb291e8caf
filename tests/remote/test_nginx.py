"""Several `acp-wire serve` workers behind nginx (open source, Debian's) on loopback: the
scale-out scenario of `scaleout.py` (200 concurrent clients, half Streamable HTTP, half
WebSocket, a worker killed mid-run), with affinity by a cookie nginx sets from the worker
that answered (nginx.conf says why not `hash $http_acp_connection_id`). Needs the `nginx`
command (Debian package `nginx`)."""

from __future__ import annotations

import asyncio
import contextlib
import getpass
import os
import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from .harness import free_port, run, wait_listening
from .scaleout import WORKERS, scale_out, start_workers

# Debian installs it in /usr/sbin, which a user's PATH may lack.
NGINX = shutil.which("nginx") or shutil.which("nginx", path="/usr/sbin:/usr/local/sbin")

pytestmark = pytest.mark.skipif(
    NGINX is None, reason="nginx is not installed (Debian package nginx)"
)


def nginx_config(prefix: Path, front: int, ports: list[int]) -> str:
    names = [f"w{i}" for i in range(len(ports))]
    fill = {
        "prefix": str(prefix),
        "port": str(front),
        # As root, nginx's workers would run as `nobody`, who cannot write the test's files.
        "user": f"user {getpass.getuser()};" if os.geteuid() == 0 else "",
        "servers": "\n".join(f"        server 127.0.0.1:{port};" for port in ports),
        "worker_upstreams": "\n".join(
            f"    upstream acp_{name} {{ server 127.0.0.1:{port}; keepalive 64; }}"
            for name, port in zip(names, ports, strict=True)
        ),
        "cookie_map": "\n".join(f"        {name} acp_{name};" for name in names),
        "worker_map": "\n".join(
            f"        ~127\\.0\\.0\\.1:{port}$ {name};"
            for name, port in zip(names, ports, strict=True)
        ),
    }
    config = (Path(__file__).parent / "nginx.conf").read_text()
    for key, value in fill.items():
        config = config.replace("{" + key + "}", value)
    return config


@contextlib.asynccontextmanager
async def cluster(tmp: Path) -> AsyncIterator[tuple[str, list[asyncio.subprocess.Process]]]:
    assert NGINX is not None
    ports = [free_port() for _ in range(WORKERS)]
    workers = await start_workers(ports)
    front = free_port()
    (tmp / "nginx.conf").write_text(nginx_config(tmp, front, ports))
    nginx = await asyncio.create_subprocess_exec(
        NGINX, "-p", str(tmp), "-c", str(tmp / "nginx.conf"), stderr=asyncio.subprocess.PIPE
    )
    try:
        for port in [*ports, front]:
            await wait_listening(port)
        yield f"127.0.0.1:{front}", workers
    finally:
        for process in [nginx, *workers]:
            if process.returncode is None:
                process.terminate()
        for process in [nginx, *workers]:
            await asyncio.wait_for(process.wait(), 15)
        errors = (tmp / "error.log").read_text() if (tmp / "error.log").exists() else ""
        # (The killed worker's clients are refused: nginx logs that; nothing else.)
        assert "[emerg]" not in errors, errors


def test_the_nginx_configuration_is_valid(tmp_path: Path) -> None:
    assert NGINX is not None
    (tmp_path / "nginx.conf").write_text(nginx_config(tmp_path, free_port(), [8001, 8002]))
    import subprocess

    checked = subprocess.run(
        [NGINX, "-t", "-p", str(tmp_path), "-c", str(tmp_path / "nginx.conf")],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert checked.returncode == 0, checked.stderr


def test_two_hundred_clients_behind_nginx(tmp_path: Path) -> None:
    async def test() -> None:
        async with cluster(tmp_path) as (address, workers):
            print(await scale_out(address, workers))

    run(test, 180)
