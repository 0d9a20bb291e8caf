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
}
# The environment variable naming the npm prefix the peers are installed in.
PEERS_ENV = "ACP_WIRE_REALPEERS"
# Set by `nox -s realpeers`: a missing peer is then a failure, not a skip.
REQUIRED_ENV = "ACP_WIRE_REALPEERS_REQUIRED"
HOW_TO_RUN = "the real-agent suite runs under `nox -s realpeers` (needs node and npm)"
# The user the agents run as when the suite runs as root.
AGENT_USER = "nobody"
# Fake keys for the mock model servers: nothing here ever reaches a real service.
FAKE_ANTHROPIC_KEY = "sk-ant-mock-key-for-127.0.0.1"
FAKE_OPENAI_KEY = "sk-mock-key-for-127.0.0.1"


def pins_hash() -> str:
    """A short digest of the pins: a new pin installs into a new directory."""
    text = "\n".join(f"{name}@{version}" for name, version in sorted(PINS.items()))
    return hashlib.sha256(text.encode()).hexdigest()[:12]


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


def find_installed() -> tuple[Installed | None, str]:
    """The installed peers at their pinned versions, or None and why not."""
    prefix = os.environ.get(PEERS_ENV)
    if not prefix:
        return None, f"{PEERS_ENV} is not set: {HOW_TO_RUN}"
    node = shutil.which("node")
    if node is None:
        return None, f"node is not on PATH: {HOW_TO_RUN}"
    installed = Installed(Path(prefix), node)
    for name, version in PINS.items():
        manifest = installed.package(name) / "package.json"
        if not manifest.is_file():
            return None, f"{name} is not installed in {prefix}: {HOW_TO_RUN}"
        if installed.version(name) != version:
            return None, f"{name} in {prefix} is {installed.version(name)}, not {version}"
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
