"""An agent id turned into the command that starts it, for the running platform.

- `npx`: `npx -y PACKAGE@VERSION ARGS...`; `uvx`: `uvx --from PACKAGE==VERSION PACKAGE
  ARGS...`. Always pinned: a package without a version takes the entry's `version`; only a
  package that names `@latest` (or a range) itself is run so.
- `binary`: the archive for this platform, installed once into the cache (`_install`), and its
  `cmd` there, by its full path.
- The program is found as the platform finds it (`acp_wire.connection._spawn.find_program`: on
  Windows `npx` is `npx.cmd`, `uvx` is `uvx.exe`), so a missing `npx` or `uvx` is said here,
  not when the agent is started.
"""

from __future__ import annotations

import os
import platform as platform_module
import re
import sys
from pathlib import Path
from typing import NamedTuple

from acp_wire.connection._spawn import find_program
from acp_wire.registry._errors import RegistryError, UnsupportedPlatform
from acp_wire.registry._format import PLATFORMS, AgentEntry, PackageDistribution, Registry
from acp_wire.registry._install import install
from acp_wire.registry._load import cache_dir, load

KINDS = ("binary", "npx", "uvx")
# What each package runner needs, for the error when it is missing.
RUNNERS = {"npx": "npx (Node.js's npm)", "uvx": "uvx (uv, `pip install uv`)"}
_MACHINES = {"x86_64": "x86_64", "amd64": "x86_64", "aarch64": "aarch64", "arm64": "aarch64"}
_SYSTEMS = {"linux": "linux", "darwin": "darwin", "win32": "windows", "cygwin": "windows"}
# A PyPI requirement: name, extras, then the version part (`==1.2`, `>=1`, `@1.2`, `@latest`).
_REQUIREMENT = re.compile(
    r"^(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)(?P<extras>\[[^\]]*\])?(?P<spec>.*)$"
)


class AgentCommand(NamedTuple):
    """A ready command: `argv` for `acp_wire.spawn_agent` (its program found as the platform
    finds it) and `env`, the variables the entry sets on top of the inherited environment
    (`spawn_agent(cmd.argv, client, env=cmd.env)`)."""

    argv: list[str]
    env: dict[str, str]
    kind: str


def current_platform(system: str | None = None, machine: str | None = None) -> str | None:
    """The registry's name of this platform (`linux-x86_64`, `darwin-aarch64`, ...), or None
    for one the registry has no name for."""
    os_name = _SYSTEMS.get(system or sys.platform)
    arch = _MACHINES.get((machine or platform_module.machine()).lower())
    name = f"{os_name}-{arch}"
    return name if name in PLATFORMS else None


def npx_spec(package: str, version: str) -> str:
    """`package` pinned: as it is when it names a version (`@scope/name@1.2.3`, `name@latest`),
    else at the entry's `version`."""
    at = package.rfind("@")
    return package if at > 0 else f"{package}@{version}"


def uvx_spec(package: str, version: str) -> tuple[str, str]:
    """The requirement uvx installs (`name[extras]==version`) and the command it runs (the
    package's name). A version given as `@1.2` becomes `==1.2`; none takes the entry's."""
    match = _REQUIREMENT.match(package.strip())
    if match is None:
        raise RegistryError(f"uvx package {package!r} is not a PyPI requirement")
    name, extras, spec = match["name"], match["extras"] or "", match["spec"].strip()
    if not spec:
        spec = f"=={version}"
    elif spec.startswith("@") and spec[1:] != "latest":
        spec = f"=={spec[1:]}"
    return f"{name}{extras}{spec}", name


def _program(runner: str, agent: AgentEntry, windows: bool) -> str:
    found = find_program(runner, windows=windows)
    if found is None:
        raise RegistryError(
            f"agent {agent.id!r} runs through {RUNNERS[runner]}, which is not on PATH"
        )
    return found


def _package_command(
    kind: str, agent: AgentEntry, dist: PackageDistribution, windows: bool
) -> list[str]:
    if kind == "npx":
        return [
            _program("npx", agent, windows),
            "-y",
            npx_spec(dist.package, agent.version),
            *dist.args,
        ]
    requirement, name = uvx_spec(dist.package, agent.version)
    return [_program("uvx", agent, windows), "--from", requirement, name, *dist.args]


def choose(agent: AgentEntry, platform: str | None, kind: str | None = None) -> str:
    """The distribution used: `kind` if given, else a binary for `platform`, else npx, else
    uvx. `UnsupportedPlatform`, listing what the entry has, when none fits."""
    dist = agent.distribution
    binaries = dist.binary or {}
    usable = [k for k in dist.kinds() if k != "binary" or platform in binaries]
    if kind is not None and kind not in dist.kinds():
        raise UnsupportedPlatform(
            f"agent {agent.id!r} has no {kind} distribution (it has: {', '.join(dist.kinds())})"
        )
    if kind is not None and kind in usable:
        return kind
    if kind is None and usable:
        return usable[0]
    here = platform or f"{sys.platform}-{platform_module.machine()}"
    raise UnsupportedPlatform(
        f"agent {agent.id!r} has no binary for {here} (its platforms: {', '.join(binaries)})"
    )


def command(
    agent_id: str,
    *,
    registry: Registry | str | os.PathLike[str] | None = None,
    kind: str | None = None,
    platform: str | None = None,
    allow_unverified: bool = False,
    cache: str | os.PathLike[str] | None = None,
    offline: bool = False,
    timeout: float = 60.0,
) -> AgentCommand:
    """The command that starts agent `agent_id`, ready for `acp_wire.spawn_agent`.

    `registry`: a `Registry` already loaded, or where to load one (default the official URL).
    `kind`: `binary`, `npx` or `uvx` (default: a binary for this platform, else npx, else uvx).
    `platform`: a registry platform name (default this machine's); a `windows-*` one builds
    the command as Windows needs it. A binary is downloaded into `cache` (default
    `cache_dir()`) once; an entry without `sha256` only with `allow_unverified`. Raises a
    `RegistryError` (one line: what and where) when the agent cannot be prepared."""
    root = Path(cache) if cache is not None else cache_dir()
    if not isinstance(registry, Registry):
        registry = load(registry, cache=root, offline=offline, timeout=timeout)
    agent = registry.agent(agent_id)
    here = platform or current_platform()
    windows = here.startswith("windows") if here else sys.platform == "win32"
    chosen = choose(agent, here, kind)
    dist = agent.distribution
    if chosen == "binary":
        assert dist.binary is not None and here is not None  # as `choose` found
        target = dist.binary[here]  # type: ignore[index]
        program = install(
            root, agent, here, target, allow_unverified=allow_unverified, timeout=timeout
        )
        return AgentCommand([str(program), *target.args], dict(target.env), chosen)
    package = dist.npx if chosen == "npx" else dist.uvx
    assert package is not None
    return AgentCommand(
        _package_command(chosen, agent, package, windows), dict(package.env), chosen
    )


__all__ = ["KINDS", "AgentCommand", "choose", "command", "current_platform", "npx_spec", "uvx_spec"]
