"""Starting an agent process as the platform needs it.

- **The command is resolved as the platform does**: `shutil.which` on POSIX; on Windows, each
  folder of `PATH` with each ending of `PATHEXT` (`npx` is `npx.cmd`). A batch file (`.cmd`,
  `.bat`: what npm installs as `npx.cmd`) cannot be executed directly: it runs through the
  command interpreter, its arguments quoted for `CommandLineToArgvW` and their metacharacters
  escaped for `cmd.exe` (the algorithm of https://qntm.org/cmd, as node's `cross-spawn` uses it).
- **An event loop that cannot start processes** (Windows' selector loop raises
  `NotImplementedError`) gets a `subprocess.Popen` whose pipes are bridged to asyncio streams by
  threads (`_threaded`): the connection cannot tell the difference.

Both paths run on every platform: the tests force the Windows decisions and the threaded
fallback on Linux.
"""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

# cmd.exe's metacharacters, each escaped with `^` (cross-spawn's `metaCharsRegExp`).
_CMD_META = re.compile(r'([()\][%!^"`<>&|;, *?])')
_BATCH = (".cmd", ".bat")


class Launch(NamedTuple):
    """How to start a command: `argv` executed directly, or `shell`, one command line for the
    platform's command interpreter (a Windows batch file)."""

    argv: list[str] | None
    shell: str | None


def resolve(
    command: Sequence[str],
    *,
    windows: bool = sys.platform == "win32",
    path: str | None = None,
    pathext: str | None = None,
) -> Launch:
    """How to start `command` (its first item a program name or path). FileNotFoundError, naming
    the program and where it was looked for, when it is not found."""
    if not command:
        raise ValueError("the agent's command is empty")
    program, *args = command
    found = find_program(program, windows=windows, path=path, pathext=pathext)
    if found is None:
        where = "its path" if os.path.dirname(program) else "PATH"
        raise FileNotFoundError(
            f"the agent's program {program!r} was not found (looked in {where})"
        )
    if windows and found.lower().endswith(_BATCH):
        return Launch(None, batch_command_line(found, args))
    return Launch([found, *args], None)


def find_program(
    program: str,
    *,
    windows: bool = sys.platform == "win32",
    path: str | None = None,
    pathext: str | None = None,
) -> str | None:
    """Where the platform finds `program` (a name searched in `path`, default `PATH`, or a
    path taken as given), or None."""
    search = os.environ.get("PATH", os.defpath) if path is None else path
    if windows:
        return _which_windows(program, search, pathext)
    if _has_folder(program):  # a path: as given (starting it says what is wrong with it)
        return program if os.path.lexists(program) else None
    return shutil.which(program, path=search)


def _which_windows(program: str, path: str, pathext: str | None) -> str | None:
    """Windows' own search: `program` as given if it names an ending, else with each ending of
    `PATHEXT`, in the folder given or in each folder of `path`; names compared without case,
    as Windows' file systems do."""
    exts = os.environ.get("PATHEXT", ".COM;.EXE;.BAT;.CMD") if pathext is None else pathext
    names = [program] if os.path.splitext(program)[1] else []
    names += [program + ext for ext in exts.split(";") if ext]
    if _has_folder(program):
        folders = [os.path.dirname(program)]
        names = [os.path.basename(name) for name in names]
    else:
        folders = [d for d in path.split(os.pathsep) if d]
    for folder in folders:
        try:
            present = {entry.lower(): entry for entry in os.listdir(folder)}
        except OSError:  # a folder of PATH that does not exist
            continue
        for name in names:
            entry = present.get(name.lower())
            if entry is not None and os.path.isfile(os.path.join(folder, entry)):
                return os.path.join(folder, entry)
    return None


def _has_folder(program: str) -> bool:
    return "/" in program or "\\" in program


def quote_argument(argument: str) -> str:
    """`argument` quoted for `CommandLineToArgvW`: backslashes before a quote (or the end)
    doubled, quotes escaped, the whole in quotes."""
    argument = re.sub(r'(\\*)"', r'\1\1\\"', argument)
    argument = re.sub(r"(\\*)$", r"\1\1", argument)
    return f'"{argument}"'


def escape_for_cmd(text: str) -> str:
    """`text` with each of cmd.exe's metacharacters escaped by `^`."""
    return _CMD_META.sub(r"^\1", text)


# npm's command shims, whose `%*` expands the arguments a second time (cross-spawn's
# `isCmdShimRegExp`): their metacharacters are escaped twice.
_NPM_SHIM = re.compile(r"node_modules[\\/]\.bin[\\/][^\\/]+\.cmd$", re.IGNORECASE)


def batch_command_line(batch_file: str, args: Sequence[str]) -> str:
    """The command line that runs `batch_file` with `args` through cmd.exe (Python's
    `shell=True` runs it as `cmd.exe /c "LINE"`, and cmd strips those outer quotes)."""
    twice = _NPM_SHIM.search(batch_file) is not None
    parts = [escape_for_cmd(batch_file)]
    for argument in args:
        escaped = escape_for_cmd(quote_argument(argument))
        parts.append(escape_for_cmd(escaped) if twice else escaped)
    return " ".join(parts)


def windows_tree_kill(pid: int, *, force: bool) -> list[str]:
    """The command that stops process `pid` and every process it started, on Windows."""
    return ["taskkill", "/T", *(["/F"] if force else []), "/PID", str(pid)]


async def start(
    launch: Launch,
    *,
    own_group: bool,
    child_setup: Callable[[], None] | None,
    windows: bool = sys.platform == "win32",
    cwd: str | None = None,
    env: Mapping[str, str] | None = None,
) -> asyncio.subprocess.Process:
    """Start `launch` with piped stdin, stdout and stderr (in directory `cwd`, with environment
    `env`: None, this process's), on the event loop if it can start processes, else by the
    threaded fallback."""
    options: dict[str, Any] = {
        "stdin": subprocess.PIPE,
        "stdout": subprocess.PIPE,
        "stderr": subprocess.PIPE,
        "cwd": cwd,
        "env": None if env is None else dict(env),
    }
    if windows:  # a group of its own: the console's Ctrl-C reaches only the client
        options["creationflags"] = 0x00000200 if own_group else 0  # CREATE_NEW_PROCESS_GROUP
    else:
        options["start_new_session"] = own_group
        options["preexec_fn"] = child_setup
    try:
        if launch.shell is not None:
            return await asyncio.create_subprocess_shell(launch.shell, **options)
        assert launch.argv is not None
        return await asyncio.create_subprocess_exec(*launch.argv, **options)
    except NotImplementedError:  # an event loop that cannot start processes
        from acp_wire.connection._threaded import threaded_process

        popen_args: Any = launch.shell if launch.shell is not None else launch.argv
        return await threaded_process(popen_args, shell=launch.shell is not None, **options)


__all__ = [
    "Launch",
    "batch_command_line",
    "escape_for_cmd",
    "find_program",
    "quote_argument",
    "resolve",
    "start",
    "windows_tree_kill",
]
