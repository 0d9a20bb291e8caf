"""Start-up cost of acp-wire in a fresh interpreter, as a ratio to `python -c "import msgspec"`.

`acp-wire serve -- AGENT` starts one agent process per connection, so each connection pays
Python start-up, `import acp_wire` and the first `decode_message` (which builds the decoders).
This runs every contender in N fresh interpreters, interleaved round by round (so a slow
moment on the machine hits all of them alike), takes the fastest round of each, and prints
each one's ratio to the baseline, with the range over the rounds (fastest / median).

    python bench/startup.py [--rounds 30] [--importtime] [--before DIR] [--clock wall|cpu]

`--before DIR` also runs every acp-wire contender against the tree DIR (its `src/` first on
`PYTHONPATH`, e.g. a `git archive` of an earlier commit), in the same interleaved rounds: on a
busy machine a before/after comparison is only fair inside one run.

`--importtime` also prints the top `python -X importtime` entries (self time) of contender (b).
The figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import os
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

CONTENDERS: dict[str, str] = {
    "baseline: import msgspec": "import msgspec",
    "(a) import acp_wire": "import acp_wire",
    "(b) + first decode_message (v1)": (
        f"import acp_wire; acp_wire.decode_message({INITIALIZE!r})"
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
    """Seconds one fresh interpreter takes to run `code`: wall time, or with `--clock cpu` the
    child's user + system CPU time (steadier on a busy machine, where wall time measures
    the other processes too)."""
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode:
        raise SystemExit(f"contender failed ({proc.returncode}): {code}")
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--importtime", action="store_true")
    parser.add_argument("--top", type=int, default=15)
    parser.add_argument("--before", metavar="DIR", help="also run the tree DIR, interleaved")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall")
    args = parser.parse_args()
    global CLOCK
    CLOCK = args.clock
    env = child_env()
    runs: dict[str, tuple[str, dict[str, str]]] = {}
    for name, code in CONTENDERS.items():
        if args.before and not name.startswith("baseline"):
            before_env = dict(env, PYTHONPATH=os.path.join(os.path.abspath(args.before), "src"))
            runs[f"{name} BEFORE"] = (code, before_env)
        runs[name] = (code, env)
    for code, run_env in runs.values():  # warm the bytecode cache and the OS file cache
        run_once(code, run_env)
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
    print(f"{'contender':43} {'fastest ms':>10} {'ratio':>6} {'median ratio':>13}")
    for name, ts in times.items():
        print(
            f"{name:43} {min(ts) * 1e3:10.1f} {min(ts) / base:6.2f} "
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
