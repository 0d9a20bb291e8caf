"""Start-up cost of acp-wire in a fresh interpreter, as a ratio to `python -c "import msgspec"`.

`acp-wire serve -- AGENT` starts one agent process per connection, so each connection pays
Python start-up, `import acp_wire` and the first `decode_message` (which builds the decoders).
This runs every contender in N fresh interpreters, interleaved round by round (so a slow
moment on the machine hits all of them alike), takes the fastest round of each, and prints
each one's ratio to the baseline, with the range over the rounds (fastest / median).

    python bench/startup.py [--rounds 30] [--importtime] [--before DIR]
                            [--clock wall|cpu|instructions]

`--before DIR` also runs every acp-wire contender against the tree DIR (its `src/` first on
`PYTHONPATH`, e.g. a `git archive` of an earlier commit), in the same interleaved rounds: on a
busy machine a before/after comparison is only fair inside one run.

`--serve` measures instead a connection's time to its first answer through `acp-wire serve`
with a Python agent (`python -m acp_wire.examples.echo_agent`, one process per connection):
connect over WebSocket, send `initialize`, wait for the answer; fastest of the rounds.

`--importtime` also prints the top `python -X importtime` entries (self time) of contender (b).
The figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time

INITIALIZE = (
    '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":1,'
    '"clientCapabilities":{"fs":{"readTextFile":true,"writeTextFile":true},"terminal":true},'
    '"clientInfo":{"name":"bench","version":"1"}}}'
)
INITIALIZE_V2 = (
    '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":2,'
    '"info":{"name":"bench","version":"1"},"capabilities":{}}}'
)

UPDATE = (
    '{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":'
    '{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"hi"}}}}'
)

CONTENDERS: dict[str, str] = {
    "baseline: import msgspec": "import msgspec",
    "(a) import acp_wire": "import acp_wire",
    "(b) + first decode_message (v1)": (
        f"import acp_wire; acp_wire.decode_message({INITIALIZE!r})"
    ),
    # The line bench/e2e.py's start-up row decodes (a client's first update).
    "(b) + first decode_message, session/update": (
        f"import acp_wire; acp_wire.decode_message({UPDATE!r})"
    ),
    "(c) import acp_wire.v2": "import acp_wire.v2",
    "(c) + first decode_message (v2)": (
        f"import acp_wire.v2; acp_wire.v2.decode_message({INITIALIZE_V2!r})"
    ),
}


def child_env() -> dict[str, str]:
    """Warm bytecode cache as for an installed wheel (see bench/run.py): the environment may
    forbid writing .pyc files, so the children keep theirs under a private prefix."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = os.path.join(tempfile.gettempdir(), "acp-wire-startup-pyc")
    return env


def run_once(code: str, env: dict[str, str]) -> float:
    """One fresh interpreter running `code`: its wall time (s), or with `--clock cpu` the
    child's user + system CPU time (s; steadier on a busy machine, where wall time measures
    the other processes too), or with `--clock instructions` the instructions it executes
    (under valgrind's callgrind, which does not depend on the machine's load at all; slow)."""
    command = [sys.executable, "-c", code]
    if CLOCK == "instructions":
        command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command]
        done = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
        collected = re.search(r"Collected : (\d+)", done.stderr)
        if collected is None:
            raise SystemExit(f"no instruction count from valgrind: {done.stderr[-300:]}")
        return float(collected.group(1))
    start = time.perf_counter()
    proc = subprocess.Popen(command, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status):
        raise SystemExit(f"contender failed ({os.waitstatus_to_exitcode(status)}): {code}")
    return usage.ru_utime + usage.ru_stime if CLOCK == "cpu" else wall


CLOCK = "wall"


def importtime(code: str, env: dict[str, str], top: int) -> list[tuple[int, int, str]]:
    """The `top` modules by self time (us) of one run of `code` under -X importtime."""
    best: dict[str, tuple[int, int]] = {}
    for _ in range(5):  # fastest of a few, per module
        out = subprocess.run(
            [sys.executable, "-X", "importtime", "-c", code],
            env=env,
            check=True,
            capture_output=True,
            text=True,
        ).stderr
        for line in out.splitlines():
            if not line.startswith("import time:") or "self [us]" in line:
                continue
            self_us, cum_us, name = line[len("import time:") :].split("|")
            key = name.rstrip()
            prev = best.get(key)
            cur = (int(self_us), int(cum_us))
            best[key] = cur if prev is None else (min(prev[0], cur[0]), min(prev[1], cur[1]))
    rows = sorted(((s, c, n) for n, (s, c) in best.items()), reverse=True)
    return rows[:top]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def start_serve(env: dict[str, str]) -> tuple[subprocess.Popen[bytes], str]:
    """`acp-wire serve` on a free local port with the echo agent; its WebSocket URL."""
    port = free_port()
    agent = [sys.executable, "-m", "acp_wire.examples.echo_agent"]
    command = [sys.executable, "-m", "acp_wire", "serve", f"127.0.0.1:{port}", "--", *agent]
    process = subprocess.Popen(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    for _ in range(300):
        try:
            socket.create_connection(("127.0.0.1", port), 0.2).close()
            return process, f"ws://127.0.0.1:{port}/acp"
        except OSError:
            time.sleep(0.05)
    process.kill()
    raise SystemExit("acp-wire serve did not start")


async def first_answer(url: str) -> float:
    """Seconds from connecting to `url` to the agent's answer to `initialize`."""
    import acp_wire as acp
    from acp_wire.remote import connect_ws

    class Quiet(acp.Client):
        """A client that only initializes."""

    start = time.perf_counter()
    async with connect_ws(url, Quiet()) as conn:
        await conn.agent.initialize(acp.InitializeRequest(protocol_version=1))
        elapsed = time.perf_counter() - start
    return elapsed


def serve_rows(rounds: int, before: str | None, env: dict[str, str]) -> None:
    """The time to first answer through `acp-wire serve`, this tree (and `before`)."""
    envs = {"this tree": env}
    if before:
        envs["BEFORE"] = dict(env, PYTHONPATH=os.path.join(os.path.abspath(before), "src"))
    servers = {name: start_serve(e) for name, e in envs.items()}
    try:
        times: dict[str, list[float]] = {name: [] for name in servers}
        for _ in range(2):  # warm up: bytecode caches
            for _, url in servers.values():
                asyncio.run(first_answer(url))
        for _ in range(rounds):
            for name, (_, url) in servers.items():
                times[name].append(asyncio.run(first_answer(url)))
    finally:
        for process, _ in servers.values():
            process.terminate()
            process.wait(10)
    print(
        f"time to first answer through `acp-wire serve` (ws, echo agent, initialize), "
        f"{rounds} connections each, interleaved; load average {os.getloadavg()[0]:.1f}"
    )
    print(f"{'tree':12} {'fastest ms':>10} {'median ms':>10}")
    for name, ts in times.items():
        print(f"{name:12} {min(ts) * 1e3:10.1f} {statistics.median(ts) * 1e3:10.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--importtime", action="store_true")
    parser.add_argument("--top", type=int, default=15)
    parser.add_argument("--before", metavar="DIR", help="also run the tree DIR, interleaved")
    parser.add_argument("--clock", choices=("wall", "cpu", "instructions"), default="wall")
    parser.add_argument("--serve", action="store_true", help="time to first answer via serve")
    args = parser.parse_args()
    global CLOCK
    CLOCK = args.clock
    env = child_env()
    if args.serve:
        serve_rows(args.rounds, args.before, env)
        return
    if CLOCK == "instructions":
        env["PYTHONHASHSEED"] = "0"  # the same run every time
    runs: dict[str, tuple[str, dict[str, str]]] = {}
    for name, code in CONTENDERS.items():
        if args.before and not name.startswith("baseline"):
            before_env = dict(env, PYTHONPATH=os.path.join(os.path.abspath(args.before), "src"))
            runs[f"{name} BEFORE"] = (code, before_env)
        runs[name] = (code, env)
    for code, run_env in runs.values():  # warm the bytecode cache and the OS file cache
        subprocess.run([sys.executable, "-c", code], env=run_env, check=True)
    times: dict[str, list[float]] = {name: [] for name in runs}
    for _ in range(args.rounds):
        for name, (code, run_env) in runs.items():
            times[name].append(run_once(code, run_env))
    base = min(times["baseline: import msgspec"])
    base_med = statistics.median(times["baseline: import msgspec"])
    print(
        f"{args.rounds} fresh interpreters each, interleaved, {CLOCK} clock; "
        f"python {sys.version.split()[0]}; load average {os.getloadavg()[0]:.1f}"
    )
    unit, scale = ("M instr", 1e-6) if CLOCK == "instructions" else ("fastest ms", 1e3)
    print(f"{'contender':52} {unit:>10} {'ratio':>6} {'median ratio':>13}")
    for name, ts in times.items():
        print(
            f"{name:52} {min(ts) * scale:10.1f} {min(ts) / base:6.2f} "
            f"{statistics.median(ts) / base_med:13.2f}"
        )
    if args.importtime:
        code = CONTENDERS["(b) + first decode_message (v1)"]
        print(f"\n-X importtime of (b), top {args.top} by self time (fastest of 5):")
        print(f"{'self us':>8} {'cum us':>8}  module")
        for self_us, cum_us, name in importtime(code, env, args.top):
            print(f"{self_us:8d} {cum_us:8d}  {name}")


if __name__ == "__main__":
    main()
