"""Coverage-guided fuzzing of acp-wire with atheris (libFuzzer): `nox -s fuzz`.

    python tests/fuzz/atheris_fuzz.py --runs 1000000          # the long mode, per target
    python tests/fuzz/atheris_fuzz.py --seconds 3 --allow-known   # the short mode of CI

Each target of `fuzz_targets.TARGETS` runs in its own child process (libFuzzer exits when it is
done), one after the other, starting from the seed corpus in tests/fuzz/seeds. An escape is
caught inside the child, so fuzzing goes on; the first input of each new kind of escape (its
exception type and where it was raised) is kept in tests/fuzz/crashes/<target>/, where
tests/fuzz/test_crashes.py replays it. Escapes that the kept files already reproduce are
*known*; `--allow-known` lets them pass (they are xfailed there, and reported here), anything
else makes the exit status 1. Hangs, out-of-memory and hard crashes end the child; libFuzzer
keeps their input in the same folder.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SEEDS = HERE / "seeds"
CRASHES = HERE / "crashes"
TARGET_NAMES = ("decode", "decode_message", "connection", "validate")
LINE_TARGETS = ("connection", "validate")  # these also start from all seeds as one input
# Longest input per target; longer ones add little here (the hypothesis fuzz tests send huge
# ones). The connection's lines are about framing and routing: a few short ones are enough.
MAX_LEN = {"decode": 2048, "decode_message": 2048, "connection": 1024, "validate": 2048}


# ------------------------------------------------------------------------------ the child


def signature(exc: BaseException) -> str:
    """What kind of escape this is: the exception type and the innermost frame in acp_wire
    (else the innermost frame), plus the check that failed for an `Escape`."""
    frames = traceback.extract_tb(exc.__traceback__)
    inside = [f for f in frames if f"{os.sep}acp_wire{os.sep}" in f.filename]
    frame = (inside or frames or [None])[-1]
    where = f"{Path(frame.filename).name}:{frame.lineno}" if frame is not None else "?"
    kind = type(exc).__name__
    if kind == "Escape":
        kind += ":" + str(exc).split(":")[0]
    return f"{kind}@{where}"


def _known_signatures(target: Any, folder: Path, reset: Any) -> set[str]:
    """Signatures of the kept crash files that still escape."""
    known: set[str] = set()
    for path in sorted(folder.glob("*")) if folder.is_dir() else []:
        if path.name.startswith(".") or path.suffix == ".md":
            continue
        try:
            target(path.read_bytes())
        except Exception as exc:
            known.add(signature(exc))
        reset()
    return known


def run_child(name: str, report: Path, libfuzzer_args: list[str]) -> None:
    """Fuzz one target in this process until libFuzzer stops (it exits the process)."""
    import atheris

    with atheris.instrument_imports(include=["acp_wire"]):
        import pkgutil

        import acp_wire

        # Instrument the lazily imported modules too (the forgiving path, the CLI ...).
        for module in pkgutil.walk_packages(acp_wire.__path__, "acp_wire."):
            if not module.name.endswith("__main__"):  # importing it would run the CLI
                __import__(module.name)
    import logging

    import fuzz_targets

    logging.getLogger("acp_wire").setLevel(logging.CRITICAL)  # repairs are expected: no noise
    target = fuzz_targets.TARGETS[name]
    folder = CRASHES / name
    known = _known_signatures(target, folder, fuzz_targets.reset_connection)
    seen: set[str] = set()
    log = report.open("a", encoding="utf-8")
    log.write(json.dumps({"event": "start", "time": time.time(), "known": sorted(known)}) + "\n")
    log.flush()
    # The running escape count, rewritten in place: libFuzzer ends the process without running
    # Python's exit handlers, so the driver reads what is on disk.
    counter = os.open(report.with_suffix(".count"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    escapes = 0

    def one_input(data: bytes) -> None:
        nonlocal escapes
        try:
            target(data)
        except Exception as exc:
            escapes += 1
            os.pwrite(counter, b"%20d" % escapes, 0)
            sig = signature(exc)
            if sig in seen:
                return
            seen.add(sig)
            entry: dict[str, Any] = {"event": "escape", "signature": sig, "known": sig in known}
            entry["message"] = f"{type(exc).__name__}: {exc}"[:300]
            if sig not in known:
                small = shrink(target, data, sig)
                folder.mkdir(parents=True, exist_ok=True)
                kept = folder / f"{sig.split('@')[0].split(':')[0]}-{_digest(small)}"
                kept.write_bytes(small)
                entry["kept"] = str(kept.relative_to(HERE.parents[1]))
                entry["input"] = repr(small[:300])  # CI's log shows it even if the file is lost
            log.write(json.dumps(entry) + "\n")
            log.flush()

    atheris.Setup([sys.argv[0], *libfuzzer_args], one_input)
    atheris.Fuzz()


def signature_of(target: Any, data: bytes) -> str | None:
    """The signature of the escape `data` causes, None if it causes none."""
    try:
        target(data)
    except Exception as exc:
        return signature(exc)
    return None


def shrink(target: Any, data: bytes, sig: str, budget: int = 2000) -> bytes:
    """A shorter input with the same escape: drop lines, then ever smaller chunks of bytes, as
    long as the signature stays (a kept regression file should show the bug at a glance)."""
    lines = data.split(b"\n")
    index = 0
    while index < len(lines) and len(lines) > 1 and budget > 0:
        budget -= 1
        candidate = lines[:index] + lines[index + 1 :]
        if signature_of(target, b"\n".join(candidate)) == sig:
            lines = candidate
        else:
            index += 1
    data = b"\n".join(lines)
    chunk = len(data) // 2
    while chunk >= 1 and budget > 0:
        start = 0
        while start < len(data) and budget > 0:
            budget -= 1
            candidate = data[:start] + data[start + chunk :]
            if candidate and signature_of(target, candidate) == sig:
                data = candidate
            else:
                start += chunk
        chunk //= 2
    return data


def _digest(data: bytes) -> str:
    return hashlib.sha1(data).hexdigest()[:16]


# ----------------------------------------------------------------------------- the driver


def _dictionary(path: Path) -> None:
    """libFuzzer dictionary: JSON punctuation, and the keys and short strings of the seeds."""
    tokens = {'"jsonrpc":"2.0"', '"id":', '"method":', '"params":', '"result":', '"error":'}
    tokens |= {"null", "true", "false", "{}", "[]", '""', "1e999", "-0", "1.0", "\\u0000"}
    tokens |= {"\\ud83d", "18446744073709551616", "9223372036854775808"}

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                tokens.add(json.dumps(key))
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)
        elif isinstance(value, str) and len(value) <= 40:
            tokens.add(json.dumps(value))

    for seed in sorted(SEEDS.glob("*.json")):
        walk(json.loads(seed.read_bytes()))
    lines = [f"t{i}={json.dumps(token)}" for i, token in enumerate(sorted(tokens))]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _fuzz_one(name: str, work: Path, stop: list[str], python: str) -> dict[str, Any]:
    corpus = work / "corpus" / name
    corpus.mkdir(parents=True, exist_ok=True)
    if name in LINE_TARGETS:
        seeds = [p.read_bytes() for p in sorted(SEEDS.glob("*.json"))]
        (corpus / "all-seeds").write_bytes(b"\n".join(seeds)[: MAX_LEN[name]])
    report = work / f"{name}.jsonl"
    report.unlink(missing_ok=True)
    report.with_suffix(".count").unlink(missing_ok=True)
    artifacts = CRASHES / name
    artifacts.mkdir(parents=True, exist_ok=True)
    args = [
        str(corpus),  # libFuzzer adds new inputs to the first folder only
        str(SEEDS),
        f"-dict={work / 'acp.dict'}",
        f"-artifact_prefix={artifacts}{os.sep}",
        f"-max_len={MAX_LEN[name]}",
        "-timeout=30",  # a hang the target itself does not notice (its bound is 10 s)
        "-rss_limit_mb=2048",
        "-print_final_stats=1",
        *stop,
    ]
    started = time.time()
    child = subprocess.run(
        [python, str(Path(__file__).resolve()), "--child", name, "--report", str(report), *args],
        cwd=HERE,
        capture_output=True,
        text=True,
        errors="replace",
    )
    ended = time.time()
    lines = report.read_text().splitlines() if report.exists() else []
    events = [json.loads(line) for line in lines]
    start = next((e for e in events if e["event"] == "start"), None)
    kinds = [e for e in events if e["event"] == "escape"]
    count = report.with_suffix(".count")
    escapes = int(count.read_bytes() or 0) if count.exists() else 0
    runs = _final_stat(child.stderr, "number_of_executed_units")
    fuzzing = ended - (start["time"] if start else started)
    result = {
        "target": name,
        "executions": runs,
        "seconds": round(fuzzing, 1),
        "exec_per_s": round(runs / fuzzing) if runs and fuzzing > 0 else 0,
        "escapes": escapes,
        "known_kinds": [e["signature"] for e in kinds if e["known"]],
        "new_kinds": [e for e in kinds if not e["known"]],
        "exit": child.returncode,
        "coverage": _last_line_with(child.stderr, "DONE") or _last_line_with(child.stderr, "#"),
    }
    if child.returncode != 0 or runs is None:
        # libFuzzer stopped on its own: a hang, out of memory, or a crash outside Python.
        tail = "\n".join(child.stderr.splitlines()[-25:])
        result["new_kinds"].append({"signature": f"child exited {child.returncode}", "log": tail})
    return result


def _final_stat(log: str, key: str) -> int | None:
    for line in log.splitlines():
        if line.startswith(f"stat::{key}:"):
            return int(line.split(":")[-1])
    return None


def _last_line_with(log: str, marker: str) -> str:
    lines = [line for line in log.splitlines() if marker in line and line.startswith("#")]
    return lines[-1] if lines else ""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    stop = parser.add_mutually_exclusive_group(required=True)
    stop.add_argument("--runs", type=int, help="executions per target")
    stop.add_argument("--seconds", type=int, help="fuzzing time per target")
    parser.add_argument("--target", action="append", choices=TARGET_NAMES, help="repeatable")
    parser.add_argument("--allow-known", action="store_true", help="known escapes pass")
    parser.add_argument("--workdir", type=Path, help="keep the grown corpus here")
    args = parser.parse_args(argv)
    try:
        import atheris  # noqa: F401
    except ImportError:
        print(
            f"atheris is not installed for Python {sys.version.split()[0]} "
            "(pip install -e '.[fuzz]'; atheris 3.0.0 has wheels for CPython 3.11-3.13 only):"
            " the coverage-guided fuzzing did NOT run",
            file=sys.stderr,
        )
        return 2
    limit = [f"-runs={args.runs}"] if args.runs else [f"-max_total_time={args.seconds}"]
    with tempfile.TemporaryDirectory(prefix="acp-wire-fuzz-") as scratch:
        work = args.workdir or Path(scratch)
        work.mkdir(parents=True, exist_ok=True)
        _dictionary(work / "acp.dict")
        results = []
        for name in args.target or TARGET_NAMES:
            result = _fuzz_one(name, work, limit, sys.executable)
            results.append(result)
            _print_result(result)
    total = sum(r["escapes"] for r in results)
    new = [k for r in results for k in r["new_kinds"]]
    known = [k for r in results for k in r["known_kinds"]]
    print(
        f"atheris: {sum(r['executions'] or 0 for r in results):,} executions, "
        f"{total} escapes ({len(known)} known kinds, {len(new)} new kinds)"
    )
    if new or (known and not args.allow_known):
        return 1
    return 0


def _print_result(r: dict[str, Any]) -> None:
    runs = f"{r['executions']:,}" if r["executions"] is not None else "?"
    print(
        f"{r['target']:>15}: {runs} executions in {r['seconds']} s ({r['exec_per_s']:,}/s), "
        f"{r['escapes']} escapes",
        flush=True,
    )
    print(f"{'':>15}  {r['coverage']}")
    for kind in r["known_kinds"]:
        print(f"{'':>15}  known escape (xfailed in tests/fuzz/test_crashes.py): {kind}")
    for kind in r["new_kinds"]:
        print(f"{'':>15}  NEW escape: {kind.get('signature')}: {kind.get('message', '')}")
        if "kept" in kind:
            print(f"{'':>15}    input kept in {kind['kept']}: {kind['input']}")
        if "log" in kind:
            print(kind["log"])


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--child":
        # --child NAME --report FILE libFuzzer-args...
        run_child(sys.argv[2], Path(sys.argv[4]), sys.argv[5:])
    else:
        sys.exit(main())
