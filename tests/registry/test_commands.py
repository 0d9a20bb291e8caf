"""An agent id turned into its command: npx and uvx pinned, the distribution chosen for the
platform, and the Windows command built as Windows finds programs (forced here on Linux, as
tests/connection/test_spawn.py forces it)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from acp_wire import registry
from acp_wire.registry._commands import npx_spec, uvx_spec
from tests.registry.support import write_registry

NAMES = st.from_regex(r"[a-z][a-z0-9-]{0,12}", fullmatch=True)
VERSIONS = st.from_regex(r"[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}", fullmatch=True)


@given(st.one_of(NAMES, NAMES.map(lambda n: f"@scope/{n}")), VERSIONS)
def test_an_npm_package_without_a_version_is_pinned_to_the_entrys(name: str, version: str) -> None:
    assert npx_spec(name, version) == f"{name}@{version}"
    assert npx_spec(f"{name}@9.9.9", version) == f"{name}@9.9.9"  # its own version kept
    assert npx_spec(f"{name}@latest", version) == f"{name}@latest"  # asked for by the entry


@given(NAMES, VERSIONS)
def test_a_pypi_package_is_pinned_with_double_equals(name: str, version: str) -> None:
    assert uvx_spec(name, version) == (f"{name}=={version}", name)
    assert uvx_spec(f"{name}@2.0.1", version) == (f"{name}==2.0.1", name)
    assert uvx_spec(f"{name}[acp]==2.0.1", version) == (f"{name}[acp]==2.0.1", name)
    assert uvx_spec(f"{name}>=2", version) == (f"{name}>=2", name)  # a range the entry gives
    assert uvx_spec(f"{name}@latest", version) == (f"{name}@latest", name)


def runners(folder: Path, *names: str) -> str:
    """A PATH holding stand-in runners `names` (empty scripts: only found, never run)."""
    folder.mkdir(exist_ok=True)
    for name in names:
        (folder / name).write_text("")
        (folder / name).chmod(0o755)
    return str(folder)


def entry(agent_id: str, distribution: dict[str, object]) -> dict[str, object]:
    return {
        "id": agent_id,
        "name": agent_id,
        "version": "0.5.0",
        "description": "x",
        "distribution": distribution,
    }


@pytest.fixture
def source(tmp_path: Path) -> Path:
    return write_registry(
        tmp_path / "registry.json",
        [
            entry(
                "on-npm", {"npx": {"package": "@acme/agent", "args": ["--acp"], "env": {"K": "v"}}}
            ),
            entry("on-pypi", {"uvx": {"package": "acme-agent", "args": ["acp"]}}),
            entry(
                "mac-only",
                {"binary": {"darwin-aarch64": {"archive": "https://x/a.zip", "cmd": "./a"}}},
            ),
            entry(
                "mac-or-npm",
                {
                    "binary": {"darwin-aarch64": {"archive": "https://x/a.zip", "cmd": "./a"}},
                    "npx": {"package": "mac-or-npm@0.5.0"},
                },
            ),
        ],
    )


def test_npx_and_uvx_commands_are_pinned_and_found_on_path(
    source: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = runners(tmp_path / "bin", "npx", "uvx")
    monkeypatch.setenv("PATH", folder)
    npm = registry.command("on-npm", registry=source, platform="linux-x86_64")
    assert npm.argv == [f"{folder}/npx", "-y", "@acme/agent@0.5.0", "--acp"]
    assert npm.env == {"K": "v"} and npm.kind == "npx"
    pypi = registry.command("on-pypi", registry=source, platform="linux-x86_64")
    assert pypi.argv == [f"{folder}/uvx", "--from", "acme-agent==0.5.0", "acme-agent", "acp"]


def test_windows_finds_npx_cmd_and_uvx_exe(
    source: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = runners(tmp_path / "bin", "npx.cmd", "uvx.exe")
    monkeypatch.setenv("PATH", folder)
    monkeypatch.setenv("PATHEXT", ".COM;.EXE;.BAT;.CMD")
    npm = registry.command("on-npm", registry=source, platform="windows-x86_64")
    assert npm.argv[0] == os.path.join(folder, "npx.cmd")
    pypi = registry.command("on-pypi", registry=source, platform="windows-aarch64")
    assert pypi.argv[0] == os.path.join(folder, "uvx.exe")


def test_a_missing_runner_is_named(
    source: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", runners(tmp_path / "empty"))
    with pytest.raises(registry.RegistryError, match=r"'on-pypi' runs through uvx .* not on PATH"):
        registry.command("on-pypi", registry=source, platform="linux-x86_64")


def test_an_unsupported_platform_lists_the_entrys_platforms(source: Path) -> None:
    with pytest.raises(registry.UnsupportedPlatform) as caught:
        registry.command("mac-only", registry=source, platform="linux-x86_64")
    assert str(caught.value) == (
        "agent 'mac-only' has no binary for linux-x86_64 (its platforms: darwin-aarch64)"
    )


def test_a_package_serves_where_no_binary_does(
    source: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", runners(tmp_path / "bin", "npx"))
    chosen = registry.command("mac-or-npm", registry=source, platform="linux-x86_64")
    assert chosen.kind == "npx" and chosen.argv[2] == "mac-or-npm@0.5.0"
    with pytest.raises(registry.UnsupportedPlatform, match="has no uvx distribution"):
        registry.command("mac-or-npm", registry=source, kind="uvx")


@pytest.mark.parametrize(
    ("system", "machine", "name"),
    [
        ("linux", "x86_64", "linux-x86_64"),
        ("linux", "aarch64", "linux-aarch64"),
        ("darwin", "arm64", "darwin-aarch64"),
        ("darwin", "x86_64", "darwin-x86_64"),
        ("win32", "AMD64", "windows-x86_64"),
        ("win32", "ARM64", "windows-aarch64"),
        ("linux", "riscv64", None),
        ("sunos5", "x86_64", None),
    ],
)
def test_the_running_platform_has_the_registrys_name(
    system: str, machine: str, name: str | None
) -> None:
    assert registry.current_platform(system, machine) == name
    assert name is None or re.fullmatch(r"(darwin|linux|windows)-(aarch64|x86_64)", name)
