"""`acp-wire registry run` with real packages: an agent from npm through `npx` and one from PyPI
through `uvx` (uv installed from PyPI by `nox -s realpeers`), each answering `initialize`.

The registry is a file written here whose entries name the suite's own pins (codex-acp from
PINS, gptme-acp from PY_PINS), given without a version so that `registry run` must pin them to
the entry's: `npx` and `uvx` fetch them from npm and PyPI themselves (this needs the network to
the package registries, as the suite's installs do), into caches under the peers' prefix so
that a second run fetches nothing. `initialize` needs no model server.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import sys
from pathlib import Path

import pytest

import acp_wire as acp

from .peers import PINS, REQUIRED_ENV, Installed, agent_python, py_version

CODEX, GPTME = "@zed-industries/codex-acp", "gptme-acp"


class Editor(acp.Client):
    pass


def runner(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        why = f"{name} is not on PATH: `nox -s realpeers` installs it"
        if os.environ.get(REQUIRED_ENV):
            pytest.fail(why)
        pytest.skip(why)
    return found


@pytest.fixture
def source(tmp_path: Path) -> Path:
    def entry(agent_id: str, version: str, kind: str, package: str) -> dict[str, object]:
        return {
            "id": agent_id,
            "name": agent_id,
            "version": version,
            "description": f"{package} from its package index",
            "distribution": {kind: {"package": package}},
        }

    path = tmp_path / "registry.json"
    agents = [
        entry("codex-acp", PINS[CODEX], "npx", CODEX),
        entry("gptme", py_version(GPTME), "uvx", GPTME),
    ]
    path.write_text(json.dumps({"version": "1.0.0", "agents": agents, "extensions": []}))
    return path


@pytest.mark.parametrize(
    ("agent_id", "program", "name", "version"),
    [
        ("codex-acp", "npx", "codex-acp", PINS[CODEX]),
        ("gptme", "uvx", "gptme", py_version(GPTME)),
    ],
)
def test_a_real_package_answers_initialize_through_registry_run(
    installed: Installed,
    source: Path,
    tmp_path: Path,
    agent_id: str,
    program: str,
    name: str,
    version: str,
) -> None:
    runner(program)
    caches = installed.prefix / "registry-run"
    home = tmp_path / "home"
    home.mkdir()
    env = {
        "ACP_WIRE_CACHE": str(tmp_path / "cache"),
        "HOME": str(home),
        "npm_config_cache": str(caches / "npm"),
        "UV_CACHE_DIR": str(caches / "uv"),
        "UV_PYTHON": agent_python() or sys.executable,
        "UV_PYTHON_DOWNLOADS": "never",
    }
    command = [sys.executable, "-m", "acp_wire", "registry", "run", "--registry", str(source)]

    async def main() -> acp.InitializeResponse:
        started = acp.spawn_agent([*command, agent_id], Editor(), env=env, echo_stderr=False)
        async with started as (conn, _):
            return await asyncio.wait_for(conn.initialize(), 600)

    answer = asyncio.run(main())
    assert answer.agent_info is not None
    assert answer.agent_info.name == name and answer.agent_info.version == version
