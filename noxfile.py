"""Development sessions for acp-wire: generate, tests, lint, typecheck, docs, fuzz, bench,
package."""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

import nox
from nox.command import CommandFailed

# The real-agent suite's pins and where they are installed: one authority, read here too.
sys.path.insert(0, str(Path(__file__).resolve().parent))
from tests.realpeers.peers import PEERS_ENV, PINS, REQUIRED_ENV, default_prefix

nox.options.default_venv_backend = "venv"
nox.options.sessions = ["tests"]
nox.options.reuse_existing_virtualenvs = True

PYTHON = None  # the interpreter nox runs under; CI and developers use one Python here
DEV = ".[dev,otel,remote]"  # the remote transport's and tracing's tests need their extras
# Tools pinned so that their verdicts (and the generated code they check) do not drift.
RUFF = "ruff==0.17.6"
MYPY = "mypy==2.4.1"
PYRIGHT = "pyright==1.1.414"
# The peers that `bench` measures against; installed only in that session.
BENCH_PEERS = ["orjson==3.13.0", "agent-client-protocol==0.12.1"]


def _install_dev(session: nox.Session) -> None:
    session.install("-e", DEV)


def _install_fuzz(session: nox.Session) -> None:
    """The dev extras and atheris (the `fuzz` extra); stop, saying why, where atheris is missing."""
    session.install("-e", ".[dev,fuzz,otel,remote]")
    try:
        session.run("python", "-c", "import atheris", silent=True)
    except CommandFailed:
        session.error(
            "atheris is not available for this Python (atheris 3.0.0 ships wheels for CPython "
            "3.11-3.13 only): the coverage-guided fuzzing cannot run here"
        )


# The short atheris run of `tests` (and so of CI): seconds per target. Known escapes (their
# inputs kept in tests/fuzz/crashes and xfailed by tests/fuzz/test_crashes.py) are reported and
# pass; a new one fails the session.
SHORT_FUZZ = ["--seconds", "3", "--allow-known"]
# `nox -s fuzz`: the long run, executions per target.
LONG_FUZZ = ["--runs", "1000000"]


@nox.session(python=PYTHON)
def generate(session: nox.Session) -> None:
    """Regenerate src/acp_wire/v1 and src/acp_wire/v2 from the vendored schema (`-- --check` to
    verify)."""
    session.install("jinja2>=3.1", "msgspec>=0.18.6", RUFF)
    session.run("python", "-m", "codegen", *session.posargs)


@nox.session(python=PYTHON)
def tests(session: nox.Session) -> None:
    """Fail on stale generated code, run the test suite, then a short atheris fuzzing run."""
    _install_fuzz(session)
    session.install(RUFF)  # the generator formats its output with it
    session.run("python", "-m", "codegen", "--check")
    session.run("python", "-m", "pytest", *session.posargs)
    session.run("python", "tests/fuzz/atheris_fuzz.py", *SHORT_FUZZ)


@nox.session(python=["3.10", "3.13"])
def compat(session: nox.Session) -> None:
    """The test suite on the oldest supported and the newest Python."""
    _install_dev(session)
    session.install(RUFF)  # the generator test renders and formats, as in `tests`
    session.run("python", "-m", "pytest", "-q", *session.posargs)


@nox.session(python=PYTHON)
def update_schema(session: nox.Session) -> None:
    """Fetch another @agentclientprotocol/sdk version from npm and print what changed."""
    if not session.posargs:
        session.error("usage: nox -s update_schema -- VERSION")
    session.install("jinja2>=3.1", "msgspec>=0.18.6")
    session.run("python", "-m", "codegen.update_schema", *session.posargs)


@nox.session(python=PYTHON)
def lint(session: nox.Session) -> None:
    """Ruff lint and format check over everything, generated code included."""
    session.install(RUFF)
    session.run("ruff", "check", ".")
    session.run("ruff", "format", "--check", ".")


@nox.session(python=PYTHON)
def typecheck(session: nox.Session) -> None:
    """mypy --strict and pyright strict over the package, plus the reveal_type typing tests."""
    _install_dev(session)
    session.install(MYPY, PYRIGHT)
    session.run("mypy", "--strict", "src/acp_wire")
    session.run("pyright", "src/acp_wire")
    session.run("python", "-m", "pytest", "tests/typing", "-q")


@nox.session(python=PYTHON)
def fuzz(session: nox.Session) -> None:
    """Coverage-guided atheris fuzzing, 1,000,000 executions per target (`-- --seconds N` for a
    time limit instead), then the longer hypothesis fuzzing profile."""
    _install_fuzz(session)
    session.run("python", "tests/fuzz/atheris_fuzz.py", *(session.posargs or LONG_FUZZ))
    session.run(
        "python",
        "-m",
        "pytest",
        "tests/fuzz",
        "-q",
        "--hypothesis-profile=fuzz",
        env={"ACP_WIRE_FUZZ": "1"},
    )


# The official SDKs' remote transports that `interop` pairs acp-wire with, pinned.
INTEROP_NODE = ["@agentclientprotocol/sdk@2.4.0", "ws@8.18.3"]
INTEROP_PYTHON = ["agent-client-protocol[http]==0.12.1", "uvicorn==0.54.0"]


def _interop_dir() -> Path:
    """Where `interop` installs the official SDKs (outside the tree)."""
    return Path(os.environ.get("ACP_WIRE_INTEROP_DIR", Path.home() / ".cache" / "acp-wire-interop"))


@nox.session(python=PYTHON)
def interop(session: nox.Session) -> None:
    """acp-wire's remote server and clients against the TypeScript SDK's and python-sdk's, both
    directions, over Streamable HTTP and WebSocket. The peers are installed outside the tree, in
    ACP_WIRE_INTEROP_DIR (default ~/.cache/acp-wire-interop); without node, the TypeScript
    pairings skip, saying so."""
    import shutil

    _install_dev(session)
    cache = _interop_dir()
    node_dir = cache / "node"
    node_dir.mkdir(parents=True, exist_ok=True)
    if shutil.which("npm"):
        if not (node_dir / "package.json").exists():
            (node_dir / "package.json").write_text('{"private": true}\n')
        session.run(
            "npm",
            "install",
            "--no-audit",
            "--no-fund",
            "--prefix",
            str(node_dir),
            *INTEROP_NODE,
            external=True,
        )
    peer = cache / "py"
    if not (peer / "bin" / "python").exists():
        session.run("python", "-m", "venv", str(peer))
    session.run(
        str(peer / "bin" / "python"), "-m", "pip", "install", "-q", *INTEROP_PYTHON, external=True
    )
    session.run(
        "python",
        "-m",
        "pytest",
        "tests/remote/test_interop.py",
        "-q",
        "-rs",
        env={"ACP_WIRE_INTEROP_DIR": str(cache)},
    )


@nox.session(python=PYTHON)
def bench(session: nox.Session) -> None:
    """Side-by-side benchmarks against orjson, json and the official Python SDK; prints ratios."""
    _install_dev(session)
    session.install(*BENCH_PEERS)
    session.run("python", "bench/run.py", *session.posargs)
    # Remote transports: acp-wire's pair per profile, and the official SDKs' pairs where
    # `nox -s interop` installed them.
    remote = ["bench/remote/run.py", "--servers", "hypercorn", "--idle", "1000"]
    if _interop_dir().is_dir():
        remote += ["--peers", str(_interop_dir())]
    session.run("python", *remote)


@nox.session(python=PYTHON)
def docs(session: nox.Session) -> None:
    """The documentation site into site/ (Sphinx, warnings as errors), then a check that the
    pages a reader needs were rendered."""
    session.install("-e", ".[docs]")
    session.run("sphinx-build", "-W", "--keep-going", "-q", "-b", "html", "docs", "site")
    session.run("python", "docs/check_site.py", "site")


@nox.session(python=PYTHON)
def package(session: nox.Session) -> None:
    """Build wheel and sdist, install each into a clean venv and smoke-test it."""
    session.install("build")
    session.run("python", "tools/package_check.py", *session.posargs)


def _installed_at_pins(prefix: Path) -> bool:
    for name, version in PINS.items():
        manifest = prefix / "node_modules" / name / "package.json"
        if not manifest.is_file() or json.loads(manifest.read_text())["version"] != version:
            return False
    return True


@nox.session(python=PYTHON)
def realpeers(session: nox.Session) -> None:
    """Real agents (claude-agent-acp, codex-acp) and a real client (acpx), pinned, installed from
    npm into a cache outside the tree, run offline against mock model servers on 127.0.0.1
    (ACP_WIRE_REALPEERS_RECORD=DIR keeps the transcripts there, paths made neutral)."""
    for tool in ("node", "npm"):
        if shutil.which(tool) is None:
            session.error(f"{tool} is not on PATH: the real-agent suite needs node and npm")
    _install_dev(session)
    prefix = Path(os.environ.get(PEERS_ENV) or default_prefix())
    if _installed_at_pins(prefix):
        session.log(f"real peers already installed in {prefix}")
    else:
        specs = [f"{name}@{version}" for name, version in PINS.items()]
        for spec in specs:  # each pin exists on the registry, exactly
            found = session.run("npm", "view", spec, "version", external=True, silent=True)
            if str(found).strip() != spec.rsplit("@", 1)[1]:
                session.error(f"npm has no {spec}")
        prefix.mkdir(parents=True, exist_ok=True)
        session.run(
            "npm",
            "install",
            "--prefix",
            str(prefix),
            "--no-audit",
            "--no-fund",
            "--save-exact",
            *specs,
            external=True,
        )
    session.run(
        "python",
        "-m",
        "pytest",
        "tests/realpeers",
        "-q",
        "-p",
        "no:cacheprovider",
        *session.posargs,
        env={PEERS_ENV: str(prefix), REQUIRED_ENV: "1"},
    )
