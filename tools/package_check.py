"""Build the wheel and the sdist, check their metadata, install each alone into a clean venv, and
smoke-test it with the README's own snippets.

    python tools/package_check.py [--dist DIR]   # what `nox -s package` runs

The session installs build and twine. Checks:
- metadata: `twine check --strict` on both artifacts; the classifiers name every Python version
  from Requires-Python's lower bound to the newest tested (SUPPORTED), an operating system, a
  development status and `Typing :: Typed`; the license is an SPDX License-Expression with its
  LICENSE file in both artifacts; every Project-URL is https and no placeholder; every extra is
  documented in the README's Install section; the wheel's unconditional `Requires-Dist` is
  exactly `msgspec` (the other extras' requirements carry an `extra == ...` marker).
- per artifact, in a venv of its own holding nothing else: the package installs, imports,
  decodes and re-encodes a session/update notification, ships `py.typed`; every ```python
  block of the README runs (read as tests/test_readme.py reads them), and the agent block,
  saved as my_agent.py, answers the README's example-client command; `acp-wire --help` works.
- the README's install line for a built wheel with an extra (`"acp-wire[remote] @ file://..."`)
  installs, and `acp-wire serve --help` works from it.
Exits non-zero, saying why, on the first failure.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import venv
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the README's snippets are read as the tests read them
from tests.support.readme import README, agent_block, example_client_command, python_blocks  # noqa: E402

# The newest Python the package is tested on (`nox -s compat` runs the oldest and this one);
# the classifiers must list every minor version from Requires-Python's bound up to it.
SUPPORTED_UP_TO = (3, 13)
# Runs one README block as the tests do: as a module that is not __main__.
RUN_BLOCK = (
    "import sys; path = sys.argv[1]; "
    "exec(compile(open(path).read(), path, 'exec'), {'__name__': 'readme'})"
)

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


def wheel_metadata(wheel: Path) -> str:
    with zipfile.ZipFile(wheel) as zf:
        name = next(n for n in zf.namelist() if n.endswith(".dist-info/METADATA"))
        return zf.read(name).decode()


def sdist_metadata(sdist: Path) -> str:
    with tarfile.open(sdist) as tf:
        (member,) = [
            m for m in tf.getmembers() if m.name.count("/") == 1 and m.name.endswith("/PKG-INFO")
        ]
        handle = tf.extractfile(member)
        assert handle is not None
        return handle.read().decode()


def fields(metadata: str, key: str) -> list[str]:
    """Every value of one header field of core metadata (the headers end at the first blank
    line; the README follows as the body)."""
    headers = metadata.split("\n\n", 1)[0]
    return [
        line.split(":", 1)[1].strip() for line in headers.splitlines() if line.startswith(key + ":")
    ]


def check_requires(wheel: Path) -> None:
    requires = fields(wheel_metadata(wheel), "Requires-Dist")
    runtime = [r for r in requires if "extra ==" not in r]
    names = [re.split(r"[\s<>=!~;\[(]", r, maxsplit=1)[0].lower() for r in runtime]
    if names != ["msgspec"]:
        raise SystemExit(f"runtime Requires-Dist must be exactly msgspec, got {runtime}")
    print("Requires-Dist ok:", runtime)


def check_metadata(artifact: Path, metadata: str, members: list[str]) -> None:
    """Classifiers, license, project URLs, extras and py.typed of one artifact."""
    problems: list[str] = []
    classifiers = fields(metadata, "Classifier")
    (requires_python,) = fields(metadata, "Requires-Python") or [""]
    bound = re.fullmatch(r">=\s*3\.(\d+)", requires_python)
    if bound is None:
        problems.append(f"Requires-Python is {requires_python!r}, expected >=3.N")
    else:
        wanted = {f"3.{minor}" for minor in range(int(bound[1]), SUPPORTED_UP_TO[1] + 1)}
        prefix = "Programming Language :: Python :: "
        listed = {
            c[len(prefix) :] for c in classifiers if re.fullmatch(re.escape(prefix) + r"3\.\d+", c)
        }
        if listed != wanted:
            problems.append(f"Python classifiers {sorted(listed)} != {sorted(wanted)}")
    for needed in ("Operating System :: ", "Development Status :: ", "Typing :: Typed"):
        if not any(c.startswith(needed) for c in classifiers):
            problems.append(f"no {needed.strip(': ')} classifier")
    if not fields(metadata, "License-Expression"):
        problems.append("no License-Expression")
    if "LICENSE" not in fields(metadata, "License-File"):
        problems.append("License-File is not LICENSE")
    if not any(m.endswith("/LICENSE") for m in members):
        problems.append("the LICENSE file is not in the artifact")
    if not any(m.endswith("acp_wire/py.typed") for m in members):
        problems.append("py.typed is not in the artifact")
    urls = fields(metadata, "Project-URL")
    if not urls:
        problems.append("no Project-URL")
    for entry in urls:
        url = entry.split(",", 1)[-1].strip()
        if not url.startswith("https://") or re.search(r"example|HOST|OWNER|TODO", url):
            problems.append(f"Project-URL {entry!r} is not a real https address")
    install = README.read_text().split("## Install", 1)[1].split("\n## ", 1)[0]
    for extra in fields(metadata, "Provides-Extra"):
        if f"`{extra}`" not in install:
            problems.append(
                f"the extra {extra!r} is not documented in the README's Install section"
            )
    if problems:
        raise SystemExit(f"{artifact.name}: " + "; ".join(problems))
    print(f"metadata ok: {artifact.name} ({len(classifiers)} classifiers, {len(urls)} URLs)")


def twine_check(artifacts: list[Path]) -> None:
    try:
        import twine  # noqa: F401
    except ImportError:
        raise SystemExit("twine is not installed: run this through `nox -s package`") from None
    print(run(sys.executable, "-m", "twine", "check", "--strict", *artifacts).strip())


def _metadata(env_dir: Path) -> str:
    """The installed distribution's METADATA text."""
    found = list(env_dir.glob("lib/python*/site-packages/acp_wire-*.dist-info/METADATA"))
    return found[0].read_text(encoding="utf-8") if found else ""


def fresh_venv(path: Path) -> Path:
    """A new venv at `path`; its bin (Scripts) directory."""
    venv.EnvBuilder(with_pip=True, clear=True).create(path)
    return path / ("Scripts" if sys.platform == "win32" else "bin")


def pip_install(bindir: Path, *requirements: str | Path) -> None:
    pip = [bindir / "python", "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    run(*pip, *requirements)


def run_readme(python: Path, workdir: Path) -> None:
    """Every ```python block of the README in the installed package's venv, from a directory
    of its own; then the agent block, saved as my_agent.py, against the README's example
    client command."""
    folder = workdir / "readme"
    folder.mkdir(parents=True, exist_ok=True)
    blocks = python_blocks()
    for number, block in enumerate(blocks, 1):
        path = folder / f"block_{number}.py"
        path.write_text(block)
        run(python, "-c", RUN_BLOCK, path, cwd=folder)
    (folder / "my_agent.py").write_text(agent_block())
    argv = [str(python) if arg == "python" else arg for arg in example_client_command()]
    out = run(*argv, cwd=folder)
    if "stopReason: end_turn" not in out.splitlines()[-1:]:
        raise SystemExit(f"the README's agent did not complete a turn: {out!r}")
    print(f"README: {len(blocks)} python blocks and the agent against the example client ok")


def smoke(artifact: Path, workdir: Path) -> None:
    env_dir = workdir / f"venv-{artifact.name}"
    bindir = fresh_venv(env_dir)
    python = bindir / "python"
    pip_install(bindir, artifact)  # alone: the artifact and its one dependency, nothing else
    # Run from an empty directory so the work tree's src/ cannot shadow the installed package.
    empty = workdir / "empty"
    empty.mkdir(exist_ok=True)
    print(run(python, "-c", SMOKE, cwd=empty).strip())
    run_readme(python, workdir / f"run-{artifact.name}")
    # The examples are installed with the package and run from anywhere, as the docs say.
    example = [python, "-m", "acp_wire.examples.client", "--prompt", "packaged example"]
    out = run(*example, python, "-m", "acp_wire.examples.echo_agent", cwd=empty)
    if "stopReason: end_turn" not in out or "[agent_message_chunk] example" not in out:
        raise SystemExit(f"the packaged examples did not complete a turn: {out!r}")
    print("python -m acp_wire.examples.client ok")
    if "License-File: LICENSE" not in _metadata(env_dir):
        raise SystemExit("LICENSE is not in the installed distribution")
    out = run(bindir / "acp-wire", "--help", cwd=empty)
    if "usage" not in out.lower():
        raise SystemExit(f"acp-wire --help printed no usage: {out!r}")
    print("acp-wire --help ok")


def install_with_extra(wheel: Path, workdir: Path) -> None:
    """The README's install line for a built wheel with an extra: `"acp-wire[remote] @
    file://..."`, in a venv of its own; the extra's command then runs."""
    bindir = fresh_venv(workdir / "venv-remote")
    pip_install(bindir, f"acp-wire[remote] @ {wheel.resolve().as_uri()}")
    out = run(bindir / "acp-wire", "serve", "--help", cwd=workdir)
    if "usage" not in out.lower():
        raise SystemExit(f"acp-wire serve --help printed no usage: {out!r}")
    print("acp-wire[remote] @ file://... ok: acp-wire serve --help")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build, check and smoke-test the artifacts.")
    parser.add_argument(
        "--dist", type=Path, help="keep the checked sdist and wheel in this folder (for publishing)"
    )
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="acp-wire-package-") as tmp:
        workdir = Path(tmp)
        wheel, sdist = build(workdir / "dist")
        print("built:", wheel.name, sdist.name)
        twine_check([wheel, sdist])
        check_requires(wheel)
        with zipfile.ZipFile(wheel) as zf:
            check_metadata(wheel, wheel_metadata(wheel), zf.namelist())
        with tarfile.open(sdist) as tf:
            check_metadata(sdist, sdist_metadata(sdist), tf.getnames())
        for artifact in (wheel, sdist):
            smoke(artifact, workdir)
            print(f"ok: {artifact.name}")
        install_with_extra(wheel, workdir)
        if args.dist is not None:
            args.dist.mkdir(parents=True, exist_ok=True)
            for artifact in (wheel, sdist):
                shutil.copy2(artifact, args.dist / artifact.name)
            print(f"kept {wheel.name} and {sdist.name} in {args.dist}")
    print("package check passed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
