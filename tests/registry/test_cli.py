"""`acp-wire registry list | show | run`: each kind of agent answers `initialize` through `run`
(a binary archive served from 127.0.0.1; npx and uvx through stand-in runners that check the
pinned command they are given: the real packages run under `nox -s realpeers`), wrapped by
`tap` too; and every bad input is one line and its documented exit status."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import acp_wire as acp
from acp_wire.connection._spawn import escape_for_cmd, quote_argument
from acp_wire.tools import registry as registry_tool
from acp_wire.tools.cli import main as cli_main
from tests.registry.support import (
    AGENT_SCRIPT,
    Answer,
    Server,
    binary_entry,
    sha256,
    tar_gz,
    write_registry,
    zip_of,
)
from tests.tools.commands import ACP_WIRE

PLATFORM = "linux-x86_64"
SCRIPT = AGENT_SCRIPT.encode()


class Editor(acp.Client):
    pass


def answers_initialize(command: list[str], env: dict[str, str]) -> str:
    """The agent name in the `initialize` answer of the agent `command` starts."""

    async def main() -> str:
        async with acp.spawn_agent(command, Editor(), env=env, echo_stderr=False) as (conn, _):
            answer = await conn.initialize()
        assert answer.agent_info is not None
        return answer.agent_info.name

    return asyncio.run(main())


@pytest.fixture
def source(server: Server, tmp_path: Path) -> Path:
    """A registry of a tar.gz agent, a zip agent, one whose sha256 differs, an npx and a uvx
    agent."""
    tar, bundle = tar_gz({"bin/agent": SCRIPT}), zip_of({"agent": SCRIPT})
    server.answers["/tiny.tar.gz"] = Answer(tar)
    server.answers["/tiny.zip"] = Answer(bundle)

    def target(path: str, data: bytes, cmd: str, checksum: str | None = None) -> dict[str, object]:
        return {"archive": server.url(path), "cmd": cmd, "sha256": checksum or sha256(data)}

    return write_registry(
        tmp_path / "registry.json",
        [
            binary_entry("tiny-tar", {PLATFORM: target("/tiny.tar.gz", tar, "./bin/agent")}),
            binary_entry("tiny-zip", {PLATFORM: target("/tiny.zip", bundle, "./agent")}),
            binary_entry(
                "tampered", {PLATFORM: target("/tiny.tar.gz", tar, "./bin/agent", "ab" * 32)}
            ),
            {
                **binary_entry("on-npm", {}),
                "distribution": {"npx": {"package": "@acme/echo@2.0.0"}},
            },
            {**binary_entry("on-pypi", {}), "distribution": {"uvx": {"package": "acme-echo"}}},
        ],
    )


@pytest.fixture
def runners(tmp_path: Path) -> Path:
    """Stand-in `npx` and `uvx` that run the echo agent only when given the pinned command."""
    folder = tmp_path / "runners"
    folder.mkdir()
    for name, expected in (
        ("npx", "-y @acme/echo@2.0.0"),
        ("uvx", "--from acme-echo==1.0.0 acme-echo"),
    ):
        script = folder / name
        script.write_text(
            f'#!/bin/sh\n[ "$*" = "{expected}" ] || {{ echo "unpinned: $*" >&2; exit 9; }}\n'
            + AGENT_SCRIPT.split("\n", 1)[1]
        )
        script.chmod(0o755)
    return folder


def environment(cache: Path, runners: Path | None = None) -> dict[str, str]:
    env = {"ACP_WIRE_CACHE": str(cache)}
    if runners is not None:
        env["PATH"] = f"{runners}{os.pathsep}{os.environ['PATH']}"
    return env


@pytest.mark.parametrize("agent", ["tiny-tar", "tiny-zip", "on-npm", "on-pypi"])
def test_each_kind_answers_initialize_through_run(
    agent: str, source: Path, cache: Path, runners: Path
) -> None:
    command = [*ACP_WIRE, "registry", "run", agent, "--registry", str(source)]
    assert answers_initialize(command, environment(cache, runners)) == "acp-wire-echo"


@pytest.mark.parametrize("wrapper", ["tap", "conduct"])
def test_run_is_wrapped_like_any_agent(
    wrapper: str, source: Path, cache: Path, server: Server
) -> None:
    run = [*ACP_WIRE, "registry", "run", "--registry", str(source), "tiny-tar"]
    wrapped = [*ACP_WIRE, wrapper, "--", *run]
    assert answers_initialize(wrapped, environment(cache)) == "acp-wire-echo"
    assert answers_initialize(run, environment(cache)) == "acp-wire-echo"
    assert server.downloads("/tiny.tar.gz") == 1  # installed once, then reused


def cli(*args: str, cache: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*ACP_WIRE, "registry", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "ACP_WIRE_CACHE": str(cache)},
        stdin=subprocess.DEVNULL,
    )


def test_list_and_show(source: Path, cache: Path) -> None:
    listed = cli("list", "--registry", str(source), cache=cache)
    assert listed.returncode == 0 and listed.stderr == ""
    first = listed.stdout.splitlines()[0]
    assert first == "tiny-tar  1.0.0  binary  Tiny-Tar: the tiny-tar agent"
    as_json = json.loads(cli("list", "--json", "--registry", str(source), cache=cache).stdout)
    assert [a["id"] for a in as_json] == ["tiny-tar", "tiny-zip", "tampered", "on-npm", "on-pypi"]
    shown = cli("show", "on-npm", "--registry", str(source), cache=cache)
    assert shown.returncode == 0 and "  npx: @acme/echo@2.0.0" in shown.stdout.splitlines()


def test_a_bad_entry_is_reported_and_the_rest_listed(tmp_path: Path, cache: Path) -> None:
    good = {**binary_entry("good", {}), "distribution": {"npx": {"package": "good@1.0.0"}}}
    bad = {**good, "id": "bad", "version": "soon"}
    source = write_registry(tmp_path / "r.json", [bad, good])
    listed = cli("list", "--registry", str(source), cache=cache)
    assert listed.returncode == 0 and listed.stdout.startswith("good  1.0.0  npx")
    (line,) = listed.stderr.splitlines()
    assert line.startswith("acp-wire registry: skipped: agent 'bad': ") and "$.version" in line


@pytest.mark.parametrize(
    ("args", "status", "says"),
    [
        (["run", "tampered"], 1, "sha256 mismatch"),
        (["run", "nobody"], 1, "no agent 'nobody'"),
        (["show", "nobody"], 1, "no agent 'nobody'"),
        (["list", "--registry", "/nonexistent/registry.json"], 2, "cannot read the registry file"),
        (["list", "--registry", "http://127.0.0.1:9/registry.json"], 2, "cannot reach"),
    ],
)
def test_bad_input_is_one_line_and_its_exit_status(
    args: list[str], status: int, says: str, source: Path, cache: Path
) -> None:
    if "--registry" not in args:
        args = [*args, "--registry", str(source)]
    done = cli(*args, cache=cache)
    assert done.returncode == status and done.stdout == ""
    (line,) = done.stderr.splitlines()
    assert line.startswith("acp-wire registry: ") and says in line
    assert not (cache / "agents").exists() and not any((cache / "tmp").glob("*"))


def test_not_json_is_exit_status_2(tmp_path: Path, cache: Path) -> None:
    page = tmp_path / "page.html"
    page.write_text("<html></html>")
    done = cli("list", "--registry", str(page), cache=cache)
    (line,) = done.stderr.splitlines()
    assert done.returncode == 2 and line.startswith(f"acp-wire registry: {page}: not JSON")


def test_run_on_windows_starts_npx_cmd_through_cmd_exe(
    source: Path, tmp_path: Path, cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Windows has no exec: `run` starts the agent as a child, `npx.cmd` through cmd.exe with
    its arguments quoted and escaped, with the entry's environment, and returns its status
    (forced on Linux: the platform, PATHEXT and `subprocess.run` stood in for)."""
    folder = tmp_path / "windows-bin"
    folder.mkdir()
    (folder / "npx.cmd").write_text("")
    monkeypatch.setenv("PATH", str(folder))
    monkeypatch.setenv("PATHEXT", ".COM;.EXE;.BAT;.CMD")
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(registry_tool, "WINDOWS", True)
    started: list[tuple[object, dict[str, object]]] = []

    def child(args: object, **options: object) -> subprocess.CompletedProcess[bytes]:
        started.append((args, options))
        return subprocess.CompletedProcess(args, 7)

    monkeypatch.setattr(registry_tool.subprocess, "run", child)
    status = cli_main(
        ["registry", "run", "on-npm", "--registry", str(source), "--", "--acp", "a b"]
    )
    ((line, options),) = started
    assert status == 7 and options["shell"] is True
    assert line == (
        f"{escape_for_cmd(str(folder / 'npx.cmd'))} "
        + " ".join(
            escape_for_cmd(quote_argument(a)) for a in ("-y", "@acme/echo@2.0.0", "--acp", "a b")
        )
    )


def test_run_names_only_its_own_agents_problem(tmp_path: Path, cache: Path) -> None:
    good = {**binary_entry("good", {}), "distribution": {"npx": {"package": "good@1.0.0"}}}
    source = write_registry(tmp_path / "r.json", [{**good, "id": "bad", "version": "x"}, good])
    done = cli("run", "bad", "--registry", str(source), cache=cache)
    (line,) = done.stderr.splitlines()
    assert done.returncode == 1 and "'bad' is in" in line and "invalid" in line
