"""Build the wheel and the sdist, install each into a clean venv, and smoke-test it.

    python tools/package_check.py        # what `nox -s package` runs

Checks, per artifact: the package installs, imports, decodes and re-encodes a session/update
notification, ships `py.typed`, and `acp-wire --help` works (when the CLI exists). For the wheel:
its unconditional `Requires-Dist` is exactly `msgspec` (the `dev` extra's requirements carry an
`extra == "dev"` marker and are not runtime dependencies). Exits non-zero on the first failure.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
import venv
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SMOKE = r"""
import json, pathlib, sys
import acp_wire

line = json.dumps({
    "jsonrpc": "2.0",
    "method": "session/update",
    "params": {
        "sessionId": "s1",
        "update": {"sessionUpdate": "agent_message_chunk",
                   "content": {"type": "text", "text": "hello"}},
    },
}).encode()
message = acp_wire.decode_message(line)
note = message.params
assert isinstance(note, acp_wire.SessionNotification), type(note)
assert isinstance(note.update, acp_wire.AgentMessageChunk), type(note.update)
assert json.loads(acp_wire.encode(note)) == json.loads(line)["params"]
direct = acp_wire.decode(json.dumps(json.loads(line)["params"]), acp_wire.SessionNotification)
assert direct == note
try:
    acp_wire.decode(b'{"sessionId": 1}', acp_wire.SessionNotification)
except acp_wire.DecodeError as exc:
    assert exc.path.startswith("$"), exc.path
else:
    raise AssertionError("invalid input accepted")
from acp_wire.tools.html._page import page_model, render_page
page = render_page(page_model([line]))  # reads the page's template, stylesheet and script
assert page.startswith("<!DOCTYPE html>") and "acp-data" in page, "replay --html assets missing"
package = pathlib.Path(acp_wire.__file__).parent
assert (package / "py.typed").is_file(), "py.typed missing"
import importlib
for version in ("v1", "v2"):  # every module of the generated packages, as each face lists them
    for module in ("types", "messages"):
        face = importlib.import_module(f"acp_wire.{version}._generated.{module}")
        for name in face.MODULES:
            importlib.import_module(name, face.__name__)
assert "site-packages" in str(package), package  # the installed copy, not the work tree
print("smoke ok:", acp_wire.__version__, package)
"""


def run(*args: str | Path, cwd: Path | None = None) -> str:
    shown = ["<script>" if "\n" in str(a) else str(a) for a in args]
    print("+", " ".join(shown), flush=True)
    done = subprocess.run([str(a) for a in args], cwd=cwd, capture_output=True, text=True)
    if done.returncode != 0:
        print(done.stdout, done.stderr, sep="\n", file=sys.stderr)
        raise SystemExit(f"failed: {args[0]} ... (exit {done.returncode})")
    return done.stdout


def build(outdir: Path) -> tuple[Path, Path]:
    run(sys.executable, "-m", "build", "--wheel", "--sdist", "--outdir", outdir, ROOT)
    wheels = sorted(outdir.glob("acp_wire-*.whl"))
    sdists = sorted(outdir.glob("acp_wire-*.tar.gz"))
    if len(wheels) != 1 or len(sdists) != 1:
        raise SystemExit(f"expected one wheel and one sdist, got {wheels} {sdists}")
    return wheels[0], sdists[0]


def check_requires(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as zf:
        name = next(n for n in zf.namelist() if n.endswith(".dist-info/METADATA"))
        metadata = zf.read(name).decode()
    requires = [
        line.split(":", 1)[1].strip()
        for line in metadata.splitlines()
        if line.startswith("Requires-Dist:")
    ]
    runtime = [r for r in requires if "extra ==" not in r]
    names = [re.split(r"[\s<>=!~;\[(]", r, maxsplit=1)[0].lower() for r in runtime]
    if names != ["msgspec"]:
        raise SystemExit(f"runtime Requires-Dist must be exactly msgspec, got {runtime}")
    print("Requires-Dist ok:", runtime)


def _metadata(env_dir: Path) -> str:
    """The installed distribution's METADATA text."""
    found = list(env_dir.glob("lib/python*/site-packages/acp_wire-*.dist-info/METADATA"))
    return found[0].read_text(encoding="utf-8") if found else ""


def smoke(artifact: Path, workdir: Path) -> None:
    env_dir = workdir / f"venv-{artifact.name}"
    venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
    bindir = env_dir / ("Scripts" if sys.platform == "win32" else "bin")
    python = bindir / "python"
    run(python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", artifact)
    # Run from an empty directory so the work tree's src/ cannot shadow the installed package.
    empty = workdir / "empty"
    empty.mkdir(exist_ok=True)
    print(run(python, "-c", SMOKE, cwd=empty).strip())
    # The examples are installed with the package and run from anywhere, as the docs say.
    example = [python, "-m", "acp_wire.examples.client", "--prompt", "packaged example"]
    out = run(*example, python, "-m", "acp_wire.examples.echo_agent", cwd=empty)
    if "stopReason: end_turn" not in out or "[agent_message_chunk] example" not in out:
        raise SystemExit(f"the packaged examples did not complete a turn: {out!r}")
    print("python -m acp_wire.examples.client ok")
    if "License-File: LICENSE" not in _metadata(env_dir):
        raise SystemExit("LICENSE is not in the installed distribution")
    cli = bindir / "acp-wire"
    if cli.exists():
        out = run(cli, "--help", cwd=empty)
        if "usage" not in out.lower():
            raise SystemExit(f"acp-wire --help printed no usage: {out!r}")
        print("acp-wire --help ok")
    else:
        print("no acp-wire script installed: CLI check skipped")


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="acp-wire-package-") as tmp:
        workdir = Path(tmp)
        wheel, sdist = build(workdir / "dist")
        print("built:", wheel.name, sdist.name)
        check_requires(wheel)
        for artifact in (wheel, sdist):
            smoke(artifact, workdir)
            print(f"ok: {artifact.name}")
    print("package check passed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
