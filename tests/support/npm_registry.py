"""Whether the npm registry answers, for the tests that `npm install` the official TypeScript
SDK: where it does not (no network, a proxy refusing), they skip and say so, rather than fail
in `npm install`."""

from __future__ import annotations

import functools
import subprocess
import urllib.error
import urllib.request

PROBE_TIMEOUT = 5.0  # seconds, for `npm config get registry` and for the registry's answer


@functools.cache
def unreachable(npm: str) -> str | None:
    """Why the registry `npm` is configured with cannot be reached, or None when it answers."""
    try:
        registry = (
            subprocess.run(
                [npm, "config", "get", "registry"],
                capture_output=True,
                text=True,
                timeout=PROBE_TIMEOUT * 4,  # npm itself takes a second or two to start
                check=True,
            ).stdout.strip()
            or "https://registry.npmjs.org/"
        )
    except (OSError, subprocess.SubprocessError) as exc:
        return f"npm cannot report its registry: {exc}"
    ping = registry.rstrip("/") + "/-/ping"
    try:
        with urllib.request.urlopen(ping, timeout=PROBE_TIMEOUT):
            return None
    except urllib.error.HTTPError:
        return None  # it answered: the registry is there, whatever it thinks of the ping
    except (OSError, ValueError) as exc:
        return f"the npm registry ({registry}) is unreachable: {exc}"


def skip_unless_reachable(npm: str) -> None:
    """Skip the running test, with the reason, when the npm registry does not answer."""
    import pytest

    reason = unreachable(npm)
    if reason is not None:
        pytest.skip(f"{reason}; this test installs the official TypeScript SDK from npm")
