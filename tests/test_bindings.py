"""Every protocol version the library has bindings for (`acp_wire.bindings`), loaded on first
request."""

from __future__ import annotations

import subprocess
import sys

import pytest

from acp_wire.bindings import LOADERS, PROTOCOL_VERSIONS, binding_for
from codegen.versions import VERSIONS


def test_every_generated_version_has_a_loader() -> None:
    assert set(LOADERS) == {v.protocol for v in VERSIONS}


@pytest.mark.parametrize("version", sorted(PROTOCOL_VERSIONS))
def test_binding_for_gives_the_binding_of_that_protocol_version(version: int) -> None:
    binding = binding_for(version)
    assert binding.protocol_version == version
    assert binding_for(version) is binding  # one binding per version, not a copy


@pytest.mark.parametrize("version", [0, 3, 65535, -1])
def test_a_version_without_bindings_is_a_key_error(version: int) -> None:
    with pytest.raises(KeyError):
        binding_for(version)


def test_a_tool_reading_v1_never_imports_v2() -> None:
    code = (
        "import sys\n"
        "from acp_wire.bindings import binding_for\n"
        "binding_for(1)\n"
        "assert not any(name.startswith('acp_wire.v2') for name in sys.modules)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
