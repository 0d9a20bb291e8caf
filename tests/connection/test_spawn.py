"""Starting an agent as each platform needs it, with the Windows decisions and the threaded
fallback forced on Linux (there is no Windows machine here): what the docs say was tested how.

The quoting is checked against an independent reading of Windows' rules: a parser written here
from Microsoft's "Parsing C++ command-line arguments" (what `CommandLineToArgvW` does), and
cmd.exe's `^` escape (the next character taken literally).
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import acp_wire as acp
from acp_wire.connection import _spawn as spawning
from acp_wire.connection import _stdio as stdio
from acp_wire.connection._threaded import ThreadedProcess

ECHO = [sys.executable, "-m", "acp_wire.examples.echo_agent"]


def parse_windows_command_line(line: str) -> list[str]:
    """The arguments `CommandLineToArgvW` reads from `line` (after the program name), by the
    documented rules: white space separates arguments outside quotes; `"` starts and ends a
    quoted part; 2n backslashes before `"` are n backslashes and the quote delimits, 2n+1 are n
    backslashes and a literal quote; other backslashes are literal."""
    args: list[str] = []
    i, n = 0, len(line)
    while i < n:
        while i < n and line[i] in " \t":
            i += 1
        if i >= n:
            break
        current, quoted = [], False
        while i < n and (quoted or line[i] not in " \t"):
            if line[i] == "\\":
                j = i
                while j < n and line[j] == "\\":
                    j += 1
                count = j - i
                if j < n and line[j] == '"':
                    current.append("\\" * (count // 2))
                    if count % 2:
                        current.append('"')
                        i = j + 1
                    else:
                        i = j
                else:
                    current.append("\\" * count)
                    i = j
            elif line[i] == '"':
                quoted = not quoted
                i += 1
            else:
                current.append(line[i])
                i += 1
        args.append("".join(current))
    return args


def cmd_unescape(text: str) -> str:
    """What cmd.exe makes of `^`: the next character, taken literally."""
    out, i = [], 0
    while i < len(text):
        if text[i] == "^" and i + 1 < len(text):
            out.append(text[i + 1])
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


ARGS = st.lists(st.text(alphabet=" ab\\\"&|<>^%!()*?,;\t'", max_size=12), max_size=5)


@given(ARGS)
def test_quoted_arguments_read_back_as_given(args: list[str]) -> None:
    line = " ".join(spawning.quote_argument(a) for a in args)
    assert parse_windows_command_line(line) == args


@given(st.text(max_size=30))
def test_cmd_escaping_reads_back_as_given(text: str) -> None:
    escaped = spawning.escape_for_cmd(text)
    assert cmd_unescape(escaped) == text
    assert all(escaped[i - 1] == "^" for i, c in enumerate(escaped) if c in '&|<>"' and i)


@given(ARGS)
def test_a_batch_files_line_reads_back_as_its_arguments(args: list[str]) -> None:
    line = spawning.batch_command_line(r"C:\nodejs\npx.cmd", args)
    program, *rest = parse_windows_command_line(cmd_unescape(line))
    assert program == r"C:\nodejs\npx.cmd"
    assert rest == args


@given(ARGS)
def test_an_npm_shims_arguments_are_escaped_twice(args: list[str]) -> None:
    # cmd.exe reads the line once; the shim's `%*` hands the arguments to cmd.exe once more
    # (node's cross-spawn escapes them twice for the same reason)
    shim = r"C:\p\node_modules\.bin\agent.cmd"
    program = spawning.batch_command_line(shim, [])
    line = spawning.batch_command_line(shim, args)
    assert parse_windows_command_line(cmd_unescape(program)) == [shim]
    if args:
        rest = line.removeprefix(program + " ")
        assert parse_windows_command_line(cmd_unescape(cmd_unescape(rest))) == args


def test_windows_resolution_uses_pathext_and_runs_batch_files_through_cmd(tmp_path: Path) -> None:
    (tmp_path / "npx.CMD").write_text("@echo off\n")
    (tmp_path / "agent.exe").write_bytes(b"MZ")
    windows = {"windows": True, "path": str(tmp_path), "pathext": ".COM;.EXE;.BAT;.CMD"}
    launch = spawning.resolve(["npx", "-y", "pkg@1.2.3"], **windows)  # type: ignore[arg-type]
    assert launch.argv is None and launch.shell is not None
    assert parse_windows_command_line(cmd_unescape(launch.shell)) == [
        str(tmp_path / "npx.CMD"),
        "-y",
        "pkg@1.2.3",
    ]
    exe = spawning.resolve(["agent", "--acp"], **windows)  # type: ignore[arg-type]
    assert exe == spawning.Launch([str(tmp_path / "agent.exe"), "--acp"], None)
    with pytest.raises(FileNotFoundError, match=r"'missing' was not found \(looked in PATH\)"):
        spawning.resolve(["missing"], **windows)  # type: ignore[arg-type]


def test_posix_resolution_and_a_clear_error(tmp_path: Path) -> None:
    tool = tmp_path / "tool"
    tool.write_text("#!/bin/sh\n")
    tool.chmod(0o755)
    assert spawning.resolve(["tool", "a b"], path=str(tmp_path)) == spawning.Launch(
        [str(tool), "a b"], None
    )
    with pytest.raises(FileNotFoundError, match="'nope' was not found"):
        spawning.resolve(["nope"], path=str(tmp_path))
    with pytest.raises(FileNotFoundError, match="looked in its path"):
        spawning.resolve([str(tmp_path / "nope")], path="")


def test_windows_stops_the_tree_with_taskkill() -> None:
    assert spawning.windows_tree_kill(42, force=False) == ["taskkill", "/T", "/PID", "42"]
    assert spawning.windows_tree_kill(42, force=True) == ["taskkill", "/T", "/F", "/PID", "42"]


class Editor(acp.Client):
    pass


@pytest.fixture
def loop_that_cannot_spawn(monkeypatch: pytest.MonkeyPatch) -> None:
    """An event loop like Windows' selector loop: starting a process raises."""
    loop_cannot_spawn(monkeypatch)


def loop_cannot_spawn(monkeypatch: pytest.MonkeyPatch) -> None:

    async def cannot(*args: object, **kwargs: object) -> None:
        raise NotImplementedError

    monkeypatch.setattr(asyncio, "create_subprocess_exec", cannot)
    monkeypatch.setattr(asyncio, "create_subprocess_shell", cannot)


def test_the_threaded_fallback_runs_a_whole_session(loop_that_cannot_spawn: None) -> None:
    async def main() -> tuple[str, object, int | None]:
        async with acp.spawn_agent(ECHO, Editor()) as (conn, process):
            await conn.initialize()
            async with conn.session(cwd=os.getcwd()) as session:
                turn = await session.prompt("hello " * 2000)  # more than one pipe's worth
        return turn.text, process, process.returncode

    text, process, returncode = asyncio.run(main())
    assert text.split() == ["hello"] * 2000
    assert isinstance(process, ThreadedProcess)
    assert returncode == 0


def test_the_threaded_fallback_says_why_an_agent_died(
    loop_that_cannot_spawn: None, tmp_path: Path
) -> None:
    script = tmp_path / "dies.py"
    script.write_text("import sys\nprint('boom', file=sys.stderr)\nsys.exit(4)\n")

    async def main() -> str:
        started = acp.spawn_agent([sys.executable, str(script)], Editor(), echo_stderr=False)
        async with started as (conn, _):
            with pytest.raises(acp.AgentExited) as caught:
                await conn.initialize()
        return str(caught.value)

    message = asyncio.run(main())
    assert "exited with status 4" in message and "boom" in message


def test_the_windows_stop_path_calls_taskkill_on_the_tree(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # A stand-in `taskkill` on PATH that records its arguments and stops the pid it is given.
    record = tmp_path / "taskkill.args"
    fake = tmp_path / "taskkill"
    fake.write_text(
        textwrap.dedent(
            f"""\
            #!{sys.executable}
            import os, signal, sys
            with open({str(record)!r}, "a") as out:
                out.write(" ".join(sys.argv[1:]) + "\\n")
            os.kill(int(sys.argv[-1]), signal.SIGKILL if "/F" in sys.argv else signal.SIGTERM)
            """
        )
    )
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setattr(stdio, "WINDOWS", True)
    stubborn = tmp_path / "stubborn.py"  # ignores the end of its input: step 2 is needed
    stubborn.write_text("import time\nwhile True:\n    time.sleep(1)\n")

    async def main() -> int:
        started = acp.spawn_agent(
            [sys.executable, str(stubborn)], Editor(), exit_timeout=0.5, own_process_group=False
        )
        async with started as (_, process):
            pid = process.pid
        assert record.read_text().split("\n")[0] == f"/T /PID {pid}"
        return await process.wait()

    assert asyncio.run(main()) == -signal.SIGTERM


@pytest.mark.parametrize("threaded", [False, True])
def test_env_is_set_on_top_of_the_inherited_environment(
    threaded: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if threaded:
        loop_cannot_spawn(monkeypatch)
    monkeypatch.setenv("ACP_WIRE_TEST_INHERITED", "kept")
    script = tmp_path / "env.py"
    script.write_text(
        "import os, sys\n"
        "print(os.environ['ACP_WIRE_TEST_INHERITED'], os.environ['ACP_WIRE_TEST_ADDED'],"
        " file=sys.stderr)\n"
        "sys.exit(3)\n"
    )

    async def main() -> str:
        started = acp.spawn_agent(
            [sys.executable, str(script)],
            Editor(),
            echo_stderr=False,
            env={"ACP_WIRE_TEST_ADDED": "added"},
        )
        async with started as (conn, _):
            with pytest.raises(acp.AgentExited) as caught:
                await conn.initialize()
        return str(caught.value)

    message = asyncio.run(main())
    assert "exited with status 3" in message and "kept added" in message
    assert "ACP_WIRE_TEST_ADDED" not in os.environ  # set for the agent only
