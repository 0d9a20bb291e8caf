"""What can go wrong between a registry and a ready command: each a `RegistryError` whose message
is one line naming what and where (the CLI prints it as it is)."""

from __future__ import annotations


class RegistryError(Exception):
    """Any failure of `acp_wire.registry`."""


class RegistryUnavailable(RegistryError):
    """The registry could not be read: an unreachable URL with nothing cached, a missing file."""


class RegistryInvalid(RegistryError):
    """The registry is not JSON, or not a registry (no list of agents)."""


class UnknownAgent(RegistryError):
    """No valid agent in the registry has the id asked for."""


class UnsupportedPlatform(RegistryError):
    """The agent has no distribution for this platform (the message lists those it has)."""


class InstallError(RegistryError):
    """An agent's binary could not be installed: the download failed or was cut short, the
    archive is corrupt or unsafe, its sha256 differs or is missing, the disk is full. Nothing
    of it is left in the cache."""


class ChecksumMismatch(InstallError):
    """The archive's sha256 differs from the registry's."""


class ChecksumMissing(InstallError):
    """The entry gives no sha256 and the caller did not allow an unverified archive."""


class UnsafeArchive(InstallError):
    """An archive member would land outside the agent's folder (a `..` path, an absolute path,
    a link pointing out, a device file)."""


__all__ = [
    "ChecksumMismatch",
    "ChecksumMissing",
    "InstallError",
    "RegistryError",
    "RegistryInvalid",
    "RegistryUnavailable",
    "UnknownAgent",
    "UnsafeArchive",
    "UnsupportedPlatform",
]
