"""Remote transport bench: acp-wire's client against acp-wire's server (in a subprocess, under
each ASGI server), per profile: a 20,000-update prompt turn (messages/s) and the median round
trip of a request (ms), plus the server's memory per idle connection.

    python bench/remote/run.py [--servers serve,hypercorn,uvicorn,granian] [--updates 20000]
                               [--peers DIR] [--rounds N] [--first-answer SAMPLES]

`serve` is `acp-wire serve` without a server option (`serve+http2`: with `--http2`), serving
the same agent in-process (`--app`). `--first-answer` adds, each round, the rows of
`first_answer.py`: a connection's first answer through `serve -- AGENT` against a stdio spawn.

With `--peers DIR` (what `nox -s interop` prepares: DIR/node/node_modules and a DIR/py venv),
the official SDKs' pairs run the same turn over the same profiles for comparison: the
TypeScript SDK's client and server, and python-sdk's client and `AcpServer` under uvicorn.
"""

from __future__ import annotations

import argparse
import asyncio
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from acp_wire import InitializeRequest, NewSessionRequest, PromptRequest, TextContent  # noqa: E402
from acp_wire.remote import connect_http, connect_ws  # noqa: E402
from bench.remote import first_answer  # noqa: E402
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
    elif server.startswith("serve"):  # `acp-wire serve` as a user runs it (+http2: --http2)
        command = [sys.executable, "-m", "acp_wire", "serve", f"127.0.0.1:{port}"]
        command += ["--app", "tests.remote.harness:ScriptedAgent", "--max-connections", "10000"]
        if server == "serve+http2":
            command.append("--http2")
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


def peer_rows(peers: Path, updates: int, trips: int) -> list[tuple[str, str, float, float]]:
    """The official SDK pairs: each SDK's client against its own server, both profiles (a row
    each: name, profile, updates/s, round trip ms; NaN where one failed, said on stderr)."""
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
    rows = []
    for name, server, client in pairs:
        for profile in ("http", "ws"):
            label = "http/1.1" if profile == "http" else "ws"
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
                rows.append((name, label, float(result["rate"]), float(result["trip_ms"])))
            except Exception as exc:
                print(f"{name} {profile} failed: {type(exc).__name__}: {exc}", file=sys.stderr)
                rows.append((name, label, float("nan"), float("nan")))
            finally:
                process.terminate()
                process.wait(10)
    return rows


def own_rows(
    servers: list[str], updates: int, trips: int, idle: int
) -> list[tuple[str, str, float, float, float]]:
    """acp-wire's pair under each server, per profile: name, profile, updates/s, round trip
    ms, idle KiB per connection (NaN where not measured or failed, said on stderr)."""
    rows = []
    for server in servers:
        profiles = (
            ["http/1.1", "h2c", "ws"]
            if server.startswith("hypercorn") or server == "serve+http2"
            else ["http/1.1", "ws"]
        )
        for profile in profiles:
            port = free_port()
            process = start(server, port)
            url = f"http://127.0.0.1:{port}/acp"
            try:
                rate, trip = asyncio.run(measure(url, profile, updates, trips))
                memory = (
                    asyncio.run(idle_memory(url, profile, process.pid, idle))
                    if idle
                    else float("nan")
                )
                rows.append((server, profile, rate, trip, memory))
            except Exception as exc:  # a server that cannot do a profile says so
                print(f"{server} {profile} failed: {type(exc).__name__}: {exc}", file=sys.stderr)
                rows.append((server, profile, float("nan"), float("nan"), float("nan")))
            finally:
                process.terminate()
                process.wait(10)
    return rows


def _best(values: list[float], pick: Any) -> float:
    """The best of the rounds' figures (NaN ones left out; NaN if all are)."""
    measured = [value for value in values if value == value]
    return pick(measured) if measured else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--servers", default="hypercorn,uvicorn,granian")
    parser.add_argument("--updates", type=int, default=20_000)
    parser.add_argument("--trips", type=int, default=200)
    parser.add_argument("--idle", type=int, default=0, help="connections for the idle-memory row")
    parser.add_argument("--peers", type=Path, default=None, help="the official SDKs' install dir")
    parser.add_argument(
        "--rounds",
        type=int,
        default=1,
        help="run every row this many times, the rows interleaved (a loaded machine slows "
        "one row, not all), and print the fastest of the rounds",
    )
    parser.add_argument(
        "--first-answer",
        type=int,
        default=0,
        metavar="SAMPLES",
        help="connections per round for the first-answer rows (0: none)",
    )
    args = parser.parse_args()
    own: dict[tuple[str, str], list[tuple[float, float, float]]] = {}
    peer: dict[tuple[str, str], list[tuple[float, float]]] = {}
    first: dict[tuple[str, str], list[list[float]]] = {}
    for number in range(args.rounds):
        if args.first_answer:
            for name, profile, times in first_answer.rows(args.first_answer):
                first.setdefault((name, profile), []).append(times)
        idle = args.idle if number == 0 else 0  # (memory does not change by round)
        for server, profile, rate, trip, memory in own_rows(
            args.servers.split(","), args.updates, args.trips, idle
        ):
            own.setdefault((server, profile), []).append((rate, trip, memory))
        if args.peers is not None:
            for name, profile, rate, trip in peer_rows(args.peers, args.updates, args.trips):
                peer.setdefault((name, profile), []).append((rate, trip))
    how = f"fastest of {args.rounds} interleaved rounds" if args.rounds > 1 else "one round"
    print(f"({how})")
    print(
        f"{'server':16} {'profile':9} {'updates/s':>10} {'round trip ms':>14} {'idle KiB/conn':>14}"
    )
    for (server, profile), runs in own.items():
        rate = _best([run[0] for run in runs], max)
        trip = _best([run[1] for run in runs], min)
        memory = runs[0][2]
        print(f"{server:16} {profile:9} {rate:10.0f} {trip:14.2f} {memory:14.1f}", flush=True)
    fastest: dict[str, float] = {}
    for (name, profile), peer_runs in peer.items():
        rate = _best([run[0] for run in peer_runs], max)
        trip = _best([run[1] for run in peer_runs], min)
        print(f"{name:16} {profile:9} {rate:10.0f} {trip:14.2f}", flush=True)
        if rate == rate:
            fastest[profile] = max(fastest.get(profile, 0.0), rate)
    if first:
        print("first answer: connect to initialize's answer, ms (median of each round; fastest)")
        for (name, profile), rounds in first.items():
            medians = ", ".join(f"{statistics.median(times):.1f}" for times in rounds)
            fastest_ms = min(min(times) for times in rounds)
            print(f"{name:16} {profile:9} medians {medians}; fastest {fastest_ms:.1f}", flush=True)
    for (server, profile), runs in own.items():
        against = "ws" if profile == "ws" else "http/1.1"
        official = fastest.get(against)
        if official:
            ratio = _best([run[0] for run in runs], max) / official
            # Round by round: each round's figure against that round's faster official pair
            # (a loaded machine slows a round, not one row).
            rounds = []
            for number, run in enumerate(runs):
                peers = [r[number][0] for (_, p), r in peer.items() if p == against]
                best = _best(peers, max)
                rounds.append(f"{run[0] / best:.1f}x" if best == best else "-")
            print(
                f"{server} {profile}: {ratio:.1f}x the faster official pair "
                f"(fastest of each); round by round {', '.join(rounds)}",
                flush=True,
            )


if __name__ == "__main__":
    main()
