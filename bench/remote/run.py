"""Remote transport bench: acp-wire's client against acp-wire's server (in a subprocess, under
each ASGI server), per profile: a 20,000-update prompt turn (messages/s) and the median round
trip of a request (ms), plus the server's memory per idle connection.

    python bench/remote/run.py [--servers hypercorn,uvicorn,granian] [--updates 20000]
                               [--peers DIR]

With `--peers DIR` (what `nox -s interop` prepares: DIR/node/node_modules and a DIR/py venv),
the official SDKs' pairs run the same turn over the same profiles for comparison: the
TypeScript SDK's client and server, and python-sdk's client and `AcpServer` under uvicorn.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from acp_wire import InitializeRequest, NewSessionRequest, PromptRequest, TextContent  # noqa: E402
from acp_wire.remote import connect_http, connect_ws  # noqa: E402
from tests.remote.harness import RecordingClient, free_port  # noqa: E402


def start(server: str, port: int) -> subprocess.Popen[bytes]:
    if server == "granian":
        command = [
            sys.executable,
            "-m",
            "granian",
            "--interface",
            "asgi",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--log-level",
            "warning",
            "bench.remote.server:app",
        ]
    else:
        name, _, option = server.partition("+")
        command = [sys.executable, str(ROOT / "bench" / "remote" / "server.py"), name, str(port)]
        if option:
            command.append(f"--{option}")
    process = subprocess.Popen(
        command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    for _ in range(200):
        try:
            socket.create_connection(("127.0.0.1", port), 0.2).close()
            return process
        except OSError:
            time.sleep(0.05)
    process.kill()
    raise RuntimeError(f"{server} did not start")


def rss_kib(pid: int) -> int:
    total = 0
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            total += int(line.split()[1])
    return total


def opener(url: str, profile: str, client: RecordingClient):  # type: ignore[no-untyped-def]
    if profile == "ws":
        return connect_ws(url.replace("http://", "ws://"), client)
    return connect_http(url, client, http2=profile == "h2c")


async def measure(url: str, profile: str, updates: int, trips: int) -> tuple[float, float]:
    client = RecordingClient()
    async with opener(url, profile, client) as conn:
        await conn.agent.initialize(InitializeRequest(protocol_version=1))
        session = await conn.agent.session_new(NewSessionRequest(cwd="/", mcp_servers=[]))
        sid = session.session_id

        def prompt(text: str) -> PromptRequest:
            return PromptRequest(session_id=sid, prompt=[TextContent(text=text)])

        await conn.agent.session_prompt(prompt("count 100"))  # warm up
        start = time.perf_counter()
        await conn.agent.session_prompt(prompt(f"count {updates}"))
        rate = updates / (time.perf_counter() - start)
        times = []
        for _ in range(trips):
            t = time.perf_counter()
            await conn.agent.session_prompt(prompt("count 0"))
            times.append(time.perf_counter() - t)
    return rate, statistics.median(times) * 1000


async def idle_memory(url: str, profile: str, pid: int, count: int) -> float:
    """KiB of server RSS per idle, initialized connection (with its streams open for HTTP)."""
    before = rss_kib(pid)
    conns = []
    for _ in range(count):
        conn = await opener(url, profile, RecordingClient())
        await conn.agent.initialize(InitializeRequest(protocol_version=1))
        conns.append(conn)
    await asyncio.sleep(0.5)
    after = rss_kib(pid)
    await asyncio.gather(*(c.close(timeout=2) for c in conns))
    return (after - before) / count


PEERS = ROOT / "tests" / "remote" / "interop"


def peer_rows(peers: Path, updates: int, trips: int) -> None:
    """The official SDK pairs: each SDK's client against its own server, both profiles."""
    import json
    import shutil

    node_dir = peers / "node"
    pairs = []
    if shutil.which("node") and (node_dir / "node_modules").is_dir():
        for name in ("ts_server.mjs", "ts_bench.mjs"):
            shutil.copy(PEERS / name, node_dir / name)
        pairs.append(
            (
                "typescript",
                ["node", str(node_dir / "ts_server.mjs")],
                ["node", str(node_dir / "ts_bench.mjs")],
            )
        )
    python = peers / "py" / "bin" / "python"
    if python.exists():
        pairs.append(
            (
                "python-sdk",
                [str(python), str(PEERS / "py_server.py")],
                [str(python), str(PEERS / "py_bench.py")],
            )
        )
    for name, server, client in pairs:
        for profile in ("http", "ws"):
            process = subprocess.Popen(server, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            try:
                assert process.stdout is not None
                port = int(process.stdout.readline())
                url = f"http://127.0.0.1:{port}/acp"
                out = subprocess.run(
                    [*client, url, profile, str(updates), str(trips)],
                    capture_output=True,
                    timeout=600,
                )
                result = json.loads(out.stdout.decode().strip().splitlines()[-1])
                label = "http/1.1" if profile == "http" else "ws"
                rate, trip = result["rate"], result["trip_ms"]
                print(f"{name:10} {label:9} {rate:10.0f} {trip:14.2f}", flush=True)
            except Exception as exc:
                print(f"{name:10} {profile:9} failed: {type(exc).__name__}: {exc}", flush=True)
            finally:
                process.terminate()
                process.wait(10)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--servers", default="hypercorn,uvicorn,granian")
    parser.add_argument("--updates", type=int, default=20_000)
    parser.add_argument("--trips", type=int, default=200)
    parser.add_argument("--idle", type=int, default=0, help="connections for the idle-memory row")
    parser.add_argument("--peers", type=Path, default=None, help="the official SDKs' install dir")
    args = parser.parse_args()
    print(
        f"{'server':10} {'profile':9} {'updates/s':>10} {'round trip ms':>14} {'idle KiB/conn':>14}"
    )
    for server in args.servers.split(","):
        profiles = (
            ["http/1.1", "h2c", "ws"] if server.startswith("hypercorn") else ["http/1.1", "ws"]
        )
        for profile in profiles:
            port = free_port()
            process = start(server, port)
            url = f"http://127.0.0.1:{port}/acp"
            try:
                rate, trip = asyncio.run(measure(url, profile, args.updates, args.trips))
                idle = (
                    asyncio.run(idle_memory(url, profile, process.pid, args.idle))
                    if args.idle
                    else float("nan")
                )
                print(f"{server:10} {profile:9} {rate:10.0f} {trip:14.2f} {idle:14.1f}", flush=True)
            except Exception as exc:  # a server that cannot do a profile says so in its row
                print(f"{server:10} {profile:9} failed: {type(exc).__name__}: {exc}", flush=True)
            finally:
                process.terminate()
                process.wait(10)
    if args.peers is not None:
        peer_rows(args.peers, args.updates, args.trips)
    _ = os


if __name__ == "__main__":
    main()
