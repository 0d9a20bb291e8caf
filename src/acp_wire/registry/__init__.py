"""The ACP agent registry (https://github.com/agentclientprotocol/registry): read it, and turn
an agent's id into the command that starts it.

    import acp_wire
    from acp_wire import registry

    cmd = registry.command("gemini")   # pinned `npx -y @google/gemini-cli@X.Y.Z ...`
    async with acp_wire.spawn_agent(cmd.argv, client, env=cmd.env) as (conn, process):
        ...

`load` reads and validates the registry (the official URL by default, a URL or a file
otherwise; a URL through the cache, with conditional requests, and usable offline), `command`
prepares one agent: pinned `npx` / `uvx` invocations, or a binary archive downloaded once into
the cache, its sha256 verified and extracted safely. Modules: _format (the entries as typed
structs, validated one by one), _load (reading and caching the registry), _install and
_archives (a binary agent's download and safe extraction), _files (atomic writes), _commands
(the command per distribution and platform), _errors.
"""

from acp_wire.registry._commands import AgentCommand, command, current_platform
from acp_wire.registry._errors import (
    ChecksumMismatch,
    ChecksumMissing,
    InstallError,
    RegistryError,
    RegistryInvalid,
    RegistryUnavailable,
    UnknownAgent,
    UnsafeArchive,
    UnsupportedPlatform,
)
from acp_wire.registry._format import (
    PLATFORMS,
    AgentEntry,
    BinaryTarget,
    Distribution,
    PackageDistribution,
    Registry,
)
from acp_wire.registry._load import CACHE_ENV, DEFAULT_URL, cache_dir, load

__all__ = [
    "CACHE_ENV",
    "DEFAULT_URL",
    "PLATFORMS",
    "AgentCommand",
    "AgentEntry",
    "BinaryTarget",
    "ChecksumMismatch",
    "ChecksumMissing",
    "Distribution",
    "InstallError",
    "PackageDistribution",
    "Registry",
    "RegistryError",
    "RegistryInvalid",
    "RegistryUnavailable",
    "UnknownAgent",
    "UnsafeArchive",
    "UnsupportedPlatform",
    "cache_dir",
    "command",
    "current_platform",
    "load",
]
