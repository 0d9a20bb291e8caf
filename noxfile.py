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
from tests.realpeers.peers import (
    NPM_ALIASES,
    PEERS_ENV,
    PINS,
    PY_MARKER,
    PY_PINS,
    REQUIRED_ENV,
    agent_python,
    default_prefix,
    npm_specs,
    venv_complete,
    venv_path,
)

nox.options.default_venv_backend = "venv"
nox.options.sessions = ["tests"]
nox.options.reuse_existing_virtualenvs = True

PYTHON = None  # the interpreter nox runs under; CI and developers use one Python here
DEV = ".[dev,mcp,otel,remote]"  # the tests of remote, MCP-over-ACP and tracing need them
# Tools pinned so that their verdicts (and the generated code they check) do not drift.
RUFF = "ruff==0.17.6"
MYPY = "mypy==2.4.1"
PYRIGHT = "pyright==1.1.414"
# uv from PyPI, for `acp-wire registry run` of an agent distributed through `uvx`.
UV = "uv==0.13.9"
# The peers that `bench` measures against; installed only in that session.
BENCH_PEERS = ["orjson==3.13.0", "agent-client-protocol==0.12.1"]


def _install_dev(session: nox.Session) -> None:
    session.install("-e", DEV)


def _install_fuzz(session: nox.Session) -> None:
    """The dev extras and atheris (the `fuzz` extra); stop, saying why, where atheris is missing."""
    session.install("-e", ".[dev,fuzz,mcp,otel,remote]")
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
    """Fetch another @agentclientprotocol/sdk version from npm, or the spec's schema releases
    (`-- --release schema-v1.33.0 --release schema-v2.0.0-alpha.17`, `--release-dir DIR`
    offline), print what changed and vendor it (docs/schema-bumps.md)."""
    if not session.posargs:
        session.error(
            "usage: nox -s update_schema -- [VERSION] [--release TAG]... [--release-dir DIR] "
            "[--dry-run]"
        )
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
# MCP-over-ACP's pairings (tests/mcp/test_interop.py): the MCP server SDK the TypeScript SDK's
# `fromMcpServer` peer-depends on (^2.4.0), its zod, and the MCP client SDK of the same
# release (through acp-wire's loopback HTTP bridge).
INTEROP_NODE += ["@modelcontextprotocol/server@2.4.0", "@modelcontextprotocol/client@2.4.0"]
INTEROP_NODE += ["zod@4.6.7"]
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
        "tests/mcp/test_interop.py",
        "tests/proxy/test_interop_ts.py",
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
    # `acp-wire serve` as a user runs it (uvicorn with acp-wire's WebSocket protocol), with
    # --http2 (hypercorn), and hypercorn with its writes gathered (an experiment, for the
    # record of what a gathered hypercorn would give); then a connection's first answer
    # through `serve -- AGENT` (its pool of agents started ahead) against a stdio spawn.
    remote = ["bench/remote/run.py", "--servers", "serve,serve+http2,hypercorn+gather"]
    remote += ["--idle", "1000", "--rounds", "3", "--first-answer", "10"]
    if _interop_dir().is_dir():
        remote += ["--peers", str(_interop_dir())]
    session.run("python", *remote)
    # MCP-over-ACP: one tool call's round trip, beside the MCP SDK's direct call and the
    # TypeScript SDK's provider/caller pair (from the `interop` cache where it is filled).
    session.run("python", "bench/mcp.py", env={"ACP_WIRE_INTEROP_DIR": str(_interop_dir())})


@nox.session(python=PYTHON)
def docs(session: nox.Session) -> None:
    """The documentation site into site/ (Sphinx, warnings as errors), then a check that the
    pages a reader needs were rendered."""
    session.install("-e", ".[docs]")
    session.run("sphinx-build", "-W", "--keep-going", "-q", "-b", "html", "docs", "site")
    session.run("python", "docs/check_site.py", "site")


@nox.session(python=PYTHON)
def package(session: nox.Session) -> None:
    """Build wheel and sdist, check their metadata (twine check), install each alone into a
    clean venv and run the README's snippets against it (tools/package_check.py)."""
    session.install("build", "twine")
    session.run("python", "tools/package_check.py", *session.posargs)


def _installed_at_pins(prefix: Path) -> bool:
    wanted = {**PINS, **{alias: version for alias, (_, version) in NPM_ALIASES.items()}}
    for name, version in wanted.items():
        manifest = prefix / "node_modules" / name / "package.json"
        if not manifest.is_file() or json.loads(manifest.read_text())["version"] != version:
            return False
    return True


def _install_npm_peers(session: nox.Session, prefix: Path) -> None:
    """The npm pins and aliases into `prefix`, each checked to exist on the registry exactly."""
    if _installed_at_pins(prefix):
        session.log(f"real peers already installed in {prefix}")
        return
    wanted = [*PINS.items(), *NPM_ALIASES.values()]
    for name, version in wanted:
        found = session.run(
            "npm", "view", f"{name}@{version}", "version", external=True, silent=True
        )
        if str(found).strip() != version:
            session.error(f"npm has no {name}@{version}")
    prefix.mkdir(parents=True, exist_ok=True)
    session.run(
        "npm",
        "install",
        "--prefix",
        str(prefix),
        "--no-audit",
        "--no-fund",
        "--save-exact",
        *npm_specs(),
        external=True,
    )


def _install_python_peers(session: nox.Session, prefix: Path) -> None:
    """Each Python peer from PyPI into a venv of its own under `prefix`, made with an
    interpreter the agents' user can run (`agent_python`); a failed install fails the session.
    The installs run side by side (mostly downloads and unpacking: together they take about
    the longest one's time, not the sum), each logged in its venv's pip-install.log. A venv is
    marked complete only once its install succeeded."""
    import subprocess

    python = agent_python()
    if python is None:
        session.error(
            "no Python 3.11-3.13 with venv that the agents' user can run (pyenv's under /root "
            "is closed to it): install Debian's python3 and python3-venv"
        )
    running = []
    for name, requirements in PY_PINS.items():
        venv = venv_path(prefix, name)
        if venv_complete(prefix, name):
            session.log(f"{name} already installed in {venv}")
            continue
        shutil.rmtree(venv, ignore_errors=True)
        session.run(python, "-m", "venv", str(venv), external=True)
        log = venv / "pip-install.log"
        session.log(f"pip install {' '.join(requirements)} into {venv} (log: {log})")
        pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "--disable-pip-version-check"]
        with log.open("w") as out:
            process = subprocess.Popen([*pip, *requirements], stdout=out, stderr=subprocess.STDOUT)
        running.append((name, venv, requirements, process, log))
    failed = []
    for name, venv, requirements, process, log in running:
        if process.wait() == 0:
            (venv / PY_MARKER).write_text("\n".join(requirements) + "\n")
        else:
            tail = "\n".join(log.read_text(errors="replace").splitlines()[-15:])
            failed.append(f"{name}: pip exited {process.returncode} (log: {log}):\n{tail}")
    if failed:
        session.error("installing the Python peers failed:\n" + "\n".join(failed))


@nox.session(python=PYTHON)
def realpeers(session: nox.Session) -> None:
    """Real agents (claude-agent-acp, codex-acp, and, through the sessions API, Qwen Code,
    OpenCode and Gemini CLI from npm; hermes-agent, gptme-acp, pydantic-acp from PyPI) and real
    clients (acpx 0.1.15 and, on node 22 from npm, 0.19.1; chuk-acp from
    PyPI, in tmux), pinned, installed into a cache outside the tree, run offline against mock
    model servers on 127.0.0.1 (ACP_WIRE_REALPEERS_RECORD=DIR keeps the transcripts there, paths
    made neutral). `acp-wire registry run` starts codex-acp through `npx` and gptme-acp through
    `uvx` (uv from PyPI), each fetched from its index by the runner itself."""
    for tool in ("node", "npm", "tmux"):
        if shutil.which(tool) is None:
            session.error(f"{tool} is not on PATH: the real-agent suite needs node, npm and tmux")
    _install_dev(session)
    session.install(UV)  # uvx, in the session's venv, on its PATH
    prefix = Path(os.environ.get(PEERS_ENV) or default_prefix())
    _install_npm_peers(session, prefix)
    _install_python_peers(session, prefix)
    session.run(
        "python",
        "-m",
        "pytest",
        "tests/realpeers",
        "tests/proxy/test_acpx_chain.py",
        "-q",
        "-p",
        "no:cacheprovider",
        *session.posargs,
        env={PEERS_ENV: str(prefix), REQUIRED_ENV: "1"},
    )
