"""A ready terminal handler for client sessions: the agent's `terminal/*` requests run as local
processes, jailed to the session's directory.

Each terminal is one process started as `spawn_agent` starts an agent
(`acp_wire.connection._spawn`: the platform's command resolution, the threaded fallback of a
loop that cannot start processes) in a process group of its own, so that killing, releasing
or closing stops everything it started (`acp_wire.connection._process_tree`: SIGTERM to the
group, a grace period, SIGKILL). Its stdout and stderr are one output, kept as
`outputByteLimit` says (`TerminalOutput`).
"""

from __future__ import annotations

import asyncio
import codecs
import itertools
import os
import signal
import typing
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import msgspec

from acp_wire._rpc.binding import Binding
from acp_wire.connection import _process_tree as tree
from acp_wire.connection import _spawn as spawning
from acp_wire.connection import _stdio as stdio
from acp_wire.rpc_errors import INVALID_PARAMS, RESOURCE_NOT_FOUND, RequestError

# How long a stopped terminal's processes get between SIGTERM and SIGKILL (seconds).
GRACE = 2.0
_READ = 65536  # bytes read from a pipe at a time
# How long the output of an ended command may take to drain from its pipes (seconds).
_DRAIN = 1.0
_POLL = 0.05  # how often a command's exit is looked for while its pipes stay open (seconds)


def retained(data: bytes, limit: int | None) -> bytes:
    """The last `limit` bytes (at most) of UTF-8 `data`, starting at a character boundary: the
    spec's "the Client MUST ensure truncation happens at a character boundary", even if that
    keeps slightly less than the limit. `data` itself without a limit or within it."""
    if limit is None or len(data) <= limit:
        return data
    start = len(data) - limit
    # A UTF-8 continuation byte (0b10xxxxxx) is never where a character starts.
    while start < len(data) and data[start] & 0xC0 == 0x80:
        start += 1
    return data[start:]


class TerminalOutput:
    """A terminal's output as it grows, cut from the front to `limit` bytes (None: all of it);
    `truncated` once anything was cut."""

    def __init__(self, limit: int | None) -> None:
        self.limit = limit
        self.truncated = False
        self._data = bytearray()

    def append(self, chunk: bytes) -> None:
        self._data += chunk
        limit = self.limit
        if limit is not None and len(self._data) > limit:
            kept = retained(bytes(self._data), limit)
            self._data = bytearray(kept)
            self.truncated = True

    def text(self, *, final: bool) -> str:
        """The output kept, decoded; an incomplete character at its end is left out until it
        is complete (`final`: the command ended, so it never will be: replaced)."""
        decoder = codecs.getincrementaldecoder("utf-8")("replace")
        return decoder.decode(bytes(self._data), final)


class _Terminal:
    """One running (or ended) command of the agent's."""

    def __init__(self, process: asyncio.subprocess.Process, limit: int | None, group: bool):
        self.process = process
        self.output = TerminalOutput(limit)
        self.group = process.pid if group else None
        if self.group is not None:
            tree.adopt(self.group)
        self._readers = [
            asyncio.ensure_future(self._read(pipe))
            for pipe in (process.stdout, process.stderr)
            if pipe is not None
        ]
        self.ended = asyncio.ensure_future(self._until_ended())

    async def _read(self, pipe: asyncio.StreamReader) -> None:
        while chunk := await pipe.read(_READ):
            self.output.append(chunk)

    async def _until_ended(self) -> int:
        returncode = await _exited(self.process)
        # What it wrote just before exiting may still be in the pipes: read it, so that an
        # agent asking for the output after `wait_for_exit` sees it all. A child that keeps
        # the pipes open (`sleep 300 &`) is not waited for: the command itself has ended.
        await asyncio.wait(self._readers, timeout=_DRAIN)
        return returncode

    @property
    def returncode(self) -> int | None:
        return self.process.returncode if self.ended.done() else None

    async def stop(self, grace: float) -> None:
        """Stop the command and everything it started: its group gets SIGTERM, `grace`
        seconds, then SIGKILL (where there are no groups: the process alone)."""
        group = self.group
        if group is not None:
            try:
                await tree.stop_group(group, grace)
            except asyncio.CancelledError:  # no time left for the grace period (loop ending)
                tree.kill_group_now(group)
                raise
            self.group = None
        else:
            await _stop_process(self.process, grace)
        if not self.ended.done():
            await self.ended
        for reader in self._readers:  # a process outside the group may hold a pipe open
            reader.cancel()


async def _exited(process: asyncio.subprocess.Process) -> int:
    """The return code of `process` once it exited. asyncio's `wait()` answers only once its
    pipes closed too, which a child left running (`sleep 300 &`) holds open; the return code
    itself is set at the exit, so it is watched too."""
    waiting = asyncio.ensure_future(process.wait())
    try:
        while process.returncode is None and not waiting.done():
            await asyncio.wait((waiting,), timeout=_POLL)
    finally:
        waiting.cancel()
    returncode = process.returncode
    assert returncode is not None
    return returncode


async def _stop_process(process: asyncio.subprocess.Process, grace: float) -> None:
    """Stop `process` where there are no process groups: on Windows with what it started
    (`taskkill /T`, as `stop_agent` does), elsewhere alone; `grace` seconds, then by force."""
    for force in (False, True):
        if process.returncode is not None:
            return
        try:
            if stdio.WINDOWS:
                stdio.tree_kill(process, force=force)
            else:
                (process.kill if force else process.terminate)()
        except ProcessLookupError:  # it exited meanwhile
            return
        try:
            await asyncio.wait_for(_exited(process), None if force else grace)
        except asyncio.TimeoutError:
            continue


def exit_status(returncode: int) -> tuple[int | None, str | None]:
    """(exit code, signal name) of a process's return code: a negative one is a signal."""
    if returncode >= 0:
        return returncode, None
    try:
        return None, signal.Signals(-returncode).name
    except ValueError:
        return None, f"signal {-returncode}"


class LocalTerminals:
    """Runs the agent's `terminal/*` commands of one session as local processes under `root`:
    `terminal/create` with a `cwd` outside `root` (once symbolic links are resolved), or not
    absolute, is refused as invalid params naming it; `outputByteLimit` keeps the output's
    last bytes, cut at a character boundary (`truncated: true`); `env` is added to this
    process's environment. `close()` stops every command (its whole process group: SIGTERM,
    `grace` seconds, SIGKILL); a session closes it when it closes or its connection ends.
    Versions without client terminals (version 2) never call it."""

    def __init__(self, root: str, binding: Binding, *, grace: float = GRACE) -> None:
        self.root = os.path.realpath(root)
        self.grace = grace
        self._binding = binding
        self._terminals: dict[str, _Terminal] = {}
        self._ids = itertools.count(1)
        self._closed = False
        self._closing: asyncio.Future[None] | None = None
        self._stopped = asyncio.Event()  # set once `close()` stopped every command

    def handlers(self) -> Mapping[str, Callable[[Any], Awaitable[Any]]]:
        """The coroutine answering each `terminal/*` method, by method name (none where the
        version lacks them)."""
        b = self._binding
        served = {
            b.terminal_create_method: self.create,
            b.terminal_output_method: self.output,
            b.terminal_wait_for_exit_method: self.wait_for_exit,
            b.terminal_kill_method: self.kill,
            b.terminal_release_method: self.release,
        }
        return {method: call for method, call in served.items() if method in b.methods}

    def _response(self, method: str, **members: Any) -> Any:
        return self._binding.methods[method].response(**members)

    def _directory(self, cwd: str | None) -> str:
        if cwd is None:
            return self.root
        if not os.path.isabs(cwd):
            raise _outside(f"the working directory {cwd} is not absolute", cwd, self.root)
        resolved = os.path.realpath(cwd)
        if not _under(self.root, resolved):
            raise _outside(f"{cwd} is outside the session's directory {self.root}", cwd, self.root)
        if not os.path.isdir(resolved):
            raise _outside(f"{cwd} is not a directory", cwd, self.root)
        return resolved

    def _terminal(self, params: Any) -> _Terminal:
        terminal = self._terminals.get(params.terminal_id)
        if terminal is None:
            raise RequestError(
                RESOURCE_NOT_FOUND, "Resource not found", {"terminalId": params.terminal_id}
            )
        return terminal

    async def create(self, params: Any) -> Any:
        """Answer `terminal/create`: start `command` with `args` and return its id at once."""
        if self._closed:
            raise RequestError.invalid_params("the session is closed", "sessionId")
        cwd = self._directory(_given(params.cwd))
        env = dict(os.environ)
        env.update({variable.name: variable.value for variable in _given(params.env) or ()})
        command = [params.command, *(_given(params.args) or ())]
        try:
            launch = spawning.resolve(command)
            own_group = tree.has_groups()
            process = await spawning.start(
                launch, own_group=own_group, child_setup=tree.child_setup(), cwd=cwd, env=env
            )
        except (OSError, ValueError) as exc:
            reason = f"cannot start {params.command}: {exc}"
            raise RequestError.invalid_params(reason, "command") from exc
        assert process.stdin is not None
        process.stdin.close()  # the agent's commands read no input: they see its end
        limit = _given(params.output_byte_limit)
        terminal = _Terminal(process, limit if isinstance(limit, int) else None, own_group)
        if self._closed:  # the session closed while the command started: it must not outlive it
            await terminal.stop(self.grace)
            raise RequestError.invalid_params("the session is closed", "sessionId")
        terminal_id = f"term_{next(self._ids)}"
        self._terminals[terminal_id] = terminal
        return self._response(self._binding.terminal_create_method, terminal_id=terminal_id)

    async def output(self, params: Any) -> Any:
        """Answer `terminal/output`: the output kept so far, whether it was truncated, and the
        exit status once the command ended."""
        terminal = self._terminal(params)
        returncode = terminal.returncode
        b = self._binding
        members: dict[str, Any] = {
            "output": terminal.output.text(final=returncode is not None),
            "truncated": terminal.output.truncated,
        }
        if returncode is not None:
            status = _member_struct(b.methods[b.terminal_output_method].response, "exit_status")
            code, name = exit_status(returncode)
            members["exit_status"] = status(exit_code=code, signal=name)
        return self._response(b.terminal_output_method, **members)

    async def wait_for_exit(self, params: Any) -> Any:
        """Answer `terminal/wait_for_exit` once the command ended: its exit code or signal."""
        returncode = await asyncio.shield(self._terminal(params).ended)
        code, name = exit_status(returncode)
        method = self._binding.terminal_wait_for_exit_method
        return self._response(method, exit_code=code, signal=name)

    async def kill(self, params: Any) -> Any:
        """Answer `terminal/kill`: stop the command (and what it started); the terminal stays,
        its output and exit status readable, until released."""
        await self._terminal(params).stop(self.grace)
        return self._response(self._binding.terminal_kill_method)

    async def release(self, params: Any) -> Any:
        """Answer `terminal/release`: stop the command if it runs, and forget the terminal."""
        terminal = self._terminal(params)
        del self._terminals[params.terminal_id]
        await terminal.stop(self.grace)
        return self._response(self._binding.terminal_release_method)

    @property
    def running(self) -> list[int]:
        """The process ids of the commands still running."""
        return [t.process.pid for t in self._terminals.values() if t.returncode is None]

    async def close(self) -> None:
        """Stop every command and forget every terminal; later `terminal/create` requests are
        refused."""
        if self._closing is None:  # the first call stops them; any other waits for it
            self._closed = True
            terminals = list(self._terminals.values())
            self._terminals.clear()
            self._closing = asyncio.ensure_future(self._stop_all(terminals))
        await asyncio.shield(self._closing)

    async def _stop_all(self, terminals: list[_Terminal]) -> None:
        await asyncio.gather(*(t.stop(self.grace) for t in terminals), return_exceptions=True)
        self._stopped.set()

    async def wait_closed(self) -> None:
        """Return once `close()` stopped every command (the session calls it when it closes
        or its connection ends)."""
        await self._stopped.wait()


def _under(root: str, path: str) -> bool:
    """Whether `path` is `root` or inside it (both resolved)."""
    try:
        return os.path.commonpath([root, path]) == root
    except ValueError:  # Windows: on another drive
        return False


def _given(value: Any) -> Any:
    """A member's value, or None where it was omitted or null."""
    return None if value is None or value is msgspec.UNSET else value


def _outside(reason: str, cwd: str, root: str) -> RequestError:
    """Invalid params for a working directory the session does not serve, naming it."""
    data = {"reason": reason, "path": "cwd", "cwd": cwd, "root": root}
    return RequestError(INVALID_PARAMS, "Invalid params", data)


def _member_struct(struct: Any, name: str) -> Any:
    """The struct class a member of `struct` holds (through `X | None`): the version's
    `TerminalExitStatus` for `TerminalOutputResponse.exit_status`."""
    field = next(f for f in msgspec.structs.fields(struct) if f.name == name)
    kinds = typing.get_args(field.type) or (field.type,)
    return next(k for k in kinds if isinstance(k, type) and issubclass(k, msgspec.Struct))


__all__ = ["GRACE", "LocalTerminals", "TerminalOutput", "exit_status", "retained"]
