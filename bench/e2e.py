"""End-to-end and start-up rows of the benchmark, also runnable on their own:

    python bench/e2e.py [--updates 20000] [--round-trips 1000] [--reps 3]

End to end: a client spawns an agent over real stdio pipes, measures the round trip of a small
request (`session/set_mode`, median), then sends one prompt that the agent answers with N
`agent_message_chunk` updates; messages/s = N / (prompt sent -> response received, every
update received first). Pairs: acp-wire agent + client, the official Python SDK's pair
(agent-client-protocol) and the official TypeScript SDK's pair (@agentclientprotocol/sdk, at
the version the schema was vendored from, installed by npm into a cache directory when node
and npm are on PATH). The programs are in bench/e2e/, each written on its library's public API.

Start-up: `import acp_wire` plus a first `decode_message` in a fresh process, against `import
msgspec` plus a first `msgspec.json.decode` of the same line.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
PROGRAMS = HERE / "e2e"
REPO = HERE.parent
TIMEOUT = 600


@dataclass
class Result:
    """One pair's best run: messages/s of the stream, median round trip, or why n/a."""

    rate: float | None = None
    rtt_us: float | None = None
    received: int | None = None
    error: str = ""


def _python_pair(client: str, agent: str) -> list[str]:
    py = sys.executable
    return [py, str(PROGRAMS / client), "{n}", "{rtts}", "--", py, str(PROGRAMS / agent)]


def _typescript_pair() -> tuple[list[str] | None, str]:
    """The TypeScript pair's command, run from a cache directory holding the SDK; or why not."""
    node, npm = shutil.which("node"), shutil.which("npm")
    if node is None or npm is None:
        return None, "node and npm are not on PATH"
    version = json.loads((REPO / "schema" / "PROVENANCE.json").read_text())["version"]
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache"))
    where = cache / "acp-wire" / f"bench-ts-sdk-{version}"
    if not (where / "node_modules" / "@agentclientprotocol" / "sdk").is_dir():
        where.mkdir(parents=True, exist_ok=True)
        (where / "package.json").write_text('{"private": true, "type": "module"}')
        done = subprocess.run(
            [
                npm,
                "install",
                "--no-audit",
                "--no-fund",
                "--silent",
                f"@agentclientprotocol/sdk@{version}",
            ],
            cwd=where,
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
        )
        if done.returncode != 0:
            return None, f"npm install failed: {done.stderr.strip()[-160:]}"
    for name in ("ts_agent.mjs", "ts_client.mjs"):
        shutil.copy(PROGRAMS / name, where / name)
    agent = str(where / "ts_agent.mjs")
    return [node, str(where / "ts_client.mjs"), "{n}", "{rtts}", "--", node, agent], ""


def run_pair(command: list[str], updates: int, round_trips: int, reps: int) -> Result:
    """The best of `reps` runs of one pair (fastest stream; its round trip alongside)."""
    best = Result()
    for _ in range(reps):
        argv = [a.format(n=updates, rtts=round_trips) for a in command]
        try:
            done = subprocess.run(argv, capture_output=True, text=True, timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            return Result(error=f"timed out after {TIMEOUT} s")
        if done.returncode != 0:
            lines = [ln for ln in done.stderr.strip().splitlines() if ln.strip()]
            return Result(error=lines[-1][:160] if lines else f"exit {done.returncode}")
        out = json.loads(done.stdout.strip().splitlines()[-1])
        if out["updates"] != updates:
            return Result(error=f"lost updates: {out['updates']} of {updates} received")
        rate = updates / out["seconds"]
        if best.rate is None or rate > best.rate:
            best = Result(rate, out["rtt_us"], out["updates"])
    return best


def end_to_end(updates: int, round_trips: int, reps: int) -> tuple[str, dict[str, Result]]:
    """The end-to-end table (markdown) and its figures by pair."""
    pairs: dict[str, tuple[list[str] | None, str]] = {
        "acp-wire": (_python_pair("acp_wire_client.py", "acp_wire_agent.py"), ""),
        "python-sdk": (_python_pair("sdk_client.py", "sdk_agent.py"), ""),
        "typescript-sdk": _typescript_pair(),
    }
    results: dict[str, Result] = {}
    for name, (command, why) in pairs.items():
        results[name] = (
            run_pair(command, updates, round_trips, reps) if command else Result(error=why)
        )
    aw = results["acp-wire"]
    official = [r.rate for k, r in results.items() if k != "acp-wire" and r.rate is not None]
    fastest = max(official) if official else None
    lines = [
        f"End to end over stdio pipes: one prompt answered with {updates:,} "
        f"`agent_message_chunk` updates, and the median of {round_trips:,} `session/set_mode` "
        f"round trips (best of {reps} runs; agent and client are separate processes):",
        "",
        "| pair (agent + client) | messages/s | round trip (µs) | acp-wire speed-up |",
        "|---|---:|---:|---:|",
    ]
    for name, r in results.items():
        if r.rate is None:
            lines.append(f"| {name} | n/a: {r.error} | | |")
            continue
        up = f"{aw.rate / r.rate:.1f}x" if aw.rate is not None and name != "acp-wire" else "-"
        lines.append(f"| {name} | {r.rate:,.0f} | {r.rtt_us:.0f} | {up} |")
    if aw.rate is not None and fastest is not None:
        ratio = aw.rate / fastest
        verdict = "PASS" if ratio >= 10 else "MISS"
        lines += [
            "",
            f"- acp-wire >= 10x the faster official SDK pair: {ratio:.1f}x **{verdict}**; "
            "no update lost (every pair is checked)",
        ]
    return "\n".join(lines) + "\n", results


LINE = (
    b'{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":'
    b'{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"hi"}}}}'
)
STARTUP = {
    "floor": "pass",
    "msgspec": f"import msgspec; msgspec.json.decode({LINE!r})",
    "acp_wire": f"import acp_wire; acp_wire.decode_message({LINE!r})",
}


def startup(reps: int) -> tuple[str, float | None]:
    """The start-up table (markdown) and the acp-wire / msgspec ratio net of interpreter start."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # timed with warm .pyc files, as installed
    samples: dict[str, list[float]] = {k: [] for k in STARTUP}
    for code in STARTUP.values():  # warm-up: writes .pyc files
        subprocess.run([sys.executable, "-c", code], env=env, check=True)
    for _ in range(reps):
        for name, code in STARTUP.items():  # interleaved: load hits all alike
            t0 = time.perf_counter()
            subprocess.run([sys.executable, "-c", code], env=env, check=True)
            samples[name].append((time.perf_counter() - t0) * 1000)
    ms = {k: statistics.median(v) for k, v in samples.items()}
    net = {k: ms[k] - ms["floor"] for k in ("msgspec", "acp_wire")}
    wall_ratio = ms["acp_wire"] / ms["msgspec"]
    net_ratio = net["acp_wire"] / net["msgspec"] if net["msgspec"] > 0 else None
    verdict = "PASS" if wall_ratio <= 1.3 else "MISS"
    lines = [
        f"Start-up in a fresh process (median wall ms of {reps} runs):",
        "",
        "| statement | wall ms | net of `python -c pass` ms |",
        "|---|---:|---:|",
        f"| `pass` (interpreter start) | {ms['floor']:.1f} | - |",
        f"| `import msgspec` + first `msgspec.json.decode` | {ms['msgspec']:.1f} "
        f"| {net['msgspec']:.1f} |",
        f"| `import acp_wire` + first `decode_message` | {ms['acp_wire']:.1f} "
        f"| {net['acp_wire']:.1f} |",
        "",
        f"- acp-wire / msgspec <= 1.3x: {wall_ratio:.2f}x wall **{verdict}** "
        + (f"({net_ratio:.2f}x net of interpreter start)" if net_ratio is not None else ""),
    ]
    return "\n".join(lines) + "\n", wall_ratio


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--updates", type=int, default=20_000)
    ap.add_argument("--round-trips", type=int, default=1_000)
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--startup-reps", type=int, default=21)
    ap.add_argument("--skip-startup", action="store_true")
    args = ap.parse_args(argv)
    print(end_to_end(args.updates, args.round_trips, args.reps)[0])
    if not args.skip_startup:
        print(startup(args.startup_reps)[0])
    return 0


if __name__ == "__main__":
    sys.exit(main())
