"""The registry's format as typed structs, and reading a `registry.json` into them.

The format is the registry repository's own (`agent.schema.json`, `registry.schema.json` of
https://github.com/agentclientprotocol/registry): the field rules below are that schema's
(`id` lowercase with hyphens, `version` starting `X.Y.Z`, the six platform names). Each entry is
read on its own: a bad one becomes one line naming the agent and the field, and the good ones
stay usable. Fields the schema does not name are ignored, so that a newer registry still reads
(`sha256` of a binary target is one the issue names before the schema does).
"""

from __future__ import annotations

from typing import Annotated, Literal, cast, get_args

import msgspec

from acp_wire.registry._errors import RegistryInvalid, UnknownAgent

Platform = Literal[
    "darwin-aarch64",
    "darwin-x86_64",
    "linux-aarch64",
    "linux-x86_64",
    "windows-aarch64",
    "windows-x86_64",
]
PLATFORMS: tuple[str, ...] = get_args(Platform)

AgentId = Annotated[str, msgspec.Meta(pattern="^[a-z][a-z0-9-]*$")]
Version = Annotated[str, msgspec.Meta(pattern="^[0-9]+\\.[0-9]+\\.[0-9]+")]
NonEmpty = Annotated[str, msgspec.Meta(min_length=1)]
Sha256 = Annotated[str, msgspec.Meta(pattern="^[0-9a-fA-F]{64}$")]


class BinaryTarget(msgspec.Struct, frozen=True):
    """One platform's archive: where to download it, the command inside it (relative to the
    archive's root), its arguments and environment, and the archive's sha256 when known."""

    archive: str
    cmd: str
    args: tuple[str, ...] = ()
    env: dict[str, str] = {}
    sha256: Sha256 | None = None


class PackageDistribution(msgspec.Struct, frozen=True):
    """An npm (`npx`) or PyPI (`uvx`) package, with an optional version in `package`."""

    package: NonEmpty
    args: tuple[str, ...] = ()
    env: dict[str, str] = {}


class Distribution(msgspec.Struct, frozen=True):
    """How an agent is distributed: per-platform binaries, an npm package, a PyPI package."""

    binary: dict[Platform, BinaryTarget] | None = None
    npx: PackageDistribution | None = None
    uvx: PackageDistribution | None = None

    def kinds(self) -> tuple[str, ...]:
        """The kinds this distribution has, in the order `command` prefers them."""
        return tuple(k for k in ("binary", "npx", "uvx") if getattr(self, k))


class AgentEntry(msgspec.Struct, frozen=True):
    """One entry of the registry (an agent or an extension)."""

    id: AgentId
    name: NonEmpty
    version: Version
    description: NonEmpty
    distribution: Distribution
    repository: str | None = None
    authors: tuple[str, ...] = ()
    license: str | None = None
    icon: str | None = None


class Registry(msgspec.Struct, frozen=True):
    """A registry read: its good entries, one line per bad entry (`problems`), where it came
    from (`source`) and a note when it was not read fresh (the cached copy used offline)."""

    version: str
    agents: tuple[AgentEntry, ...]
    extensions: tuple[AgentEntry, ...] = ()
    problems: tuple[str, ...] = ()
    source: str = ""
    note: str | None = None

    def agent(self, agent_id: str) -> AgentEntry:
        """The agent with this id; `UnknownAgent` (naming the ids there are) when none has it."""
        for entry in self.agents:
            if entry.id == agent_id:
                return entry
        bad = [p for p in self.problems if p.startswith(f"agent {agent_id!r}:")]
        if bad:
            raise UnknownAgent(f"agent {agent_id!r} is in {self.source} but invalid: {bad[0]}")
        known = ", ".join(sorted(a.id for a in self.agents)) or "none"
        raise UnknownAgent(f"no agent {agent_id!r} in {self.source} (agents: {known})")


def _entries(
    document: dict[str, object], key: str, source: str, problems: list[str]
) -> list[AgentEntry]:
    raw = document.get(key, [])
    if not isinstance(raw, list):
        problems.append(f"{source}: `{key}` is not a list")
        return []
    kind = "agent" if key == "agents" else "extension"
    good: list[AgentEntry] = []
    for index, entry in enumerate(cast("list[object]", raw)):
        entry_id = cast("dict[str, object]", entry).get("id") if isinstance(entry, dict) else None
        name = repr(entry_id) if isinstance(entry_id, str) else f"#{index + 1} (no id)"
        try:
            good.append(msgspec.convert(entry, AgentEntry))
        except msgspec.ValidationError as error:
            problems.append(f"{kind} {name}: {error}")
            continue
        if not good[-1].distribution.kinds():
            good.pop()
            problems.append(
                f"{kind} {name}: no binary, npx or uvx distribution - at `$.distribution`"
            )
    return good


def parse(data: bytes, source: str) -> Registry:
    """Read a `registry.json` (or one `agent.json`, as a registry of one agent). Not JSON, or
    not an object with a list of agents: `RegistryInvalid`, naming `source`."""
    try:
        decoded: object = msgspec.json.decode(data)
    except msgspec.DecodeError as error:
        raise RegistryInvalid(f"{source}: not JSON ({error})") from None
    if not isinstance(decoded, dict):
        raise RegistryInvalid(f"{source}: not a registry (a JSON object with `agents`)")
    document: dict[str, object] = cast("dict[str, object]", decoded)
    if "agents" not in document and "distribution" in document:  # one `agent.json`
        document = {"version": "1.0.0", "agents": [document], "extensions": []}
    if not isinstance(document.get("agents"), list):
        raise RegistryInvalid(f"{source}: not a registry: no list of `agents`")
    problems: list[str] = []
    agents = _entries(document, "agents", source, problems)
    extensions = _entries(document, "extensions", source, problems)
    version = document.get("version")
    return Registry(
        version=version if isinstance(version, str) else "",
        agents=tuple(agents),
        extensions=tuple(extensions),
        problems=tuple(problems),
        source=source,
    )


__all__ = [
    "PLATFORMS",
    "AgentEntry",
    "BinaryTarget",
    "Distribution",
    "PackageDistribution",
    "Platform",
    "Registry",
    "parse",
]
