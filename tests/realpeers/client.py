"""The client the real-agent suite drives agents with, on acp-wire's public API: it advertises
and implements `fs/*` (inside its workspace), `terminal/*` (real subprocesses) and permission
requests (scripted answers), and records everything the agent sent it."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import acp_wire as acp

# What a scripted permission answer does: pick an option kind, or hold the request (it is then
# answered `cancelled` by the connection when the client sends `session/cancel`).
HOLD = "hold"


def client_capabilities() -> acp.ClientCapabilities:
    """Everything this client implements: file reads and writes, terminals."""
    return acp.ClientCapabilities(
        fs=acp.FileSystemCapabilities(read_text_file=True, write_text_file=True),
        terminal=True,
    )


@dataclass
class _Terminal:
    process: asyncio.subprocess.Process
    output: bytearray
    limit: int | None
    reader: asyncio.Task[None]


@dataclass
class ScriptedClient(acp.Client):
    """A client whose permission answers are scripted (`permission`: an option kind to pick,
    `allow_once` by default, or `HOLD`), and which keeps what it was sent."""

    workspace: Path
    permission: str = "allow_once"
    updates: list[acp.SessionNotification] = field(default_factory=list)
    requests: list[tuple[str, Any]] = field(default_factory=list)
    permission_held: asyncio.Event = field(default_factory=asyncio.Event)
    on_update: Callable[[acp.SessionNotification], None] | None = None
    _terminals: dict[str, _Terminal] = field(default_factory=dict)

    async def session_update(self, params: acp.SessionNotification) -> None:
        self.updates.append(params)
        if self.on_update is not None:
            self.on_update(params)

    async def session_request_permission(
        self, params: acp.RequestPermissionRequest
    ) -> acp.RequestPermissionResponse:
        self.requests.append(("session/request_permission", params))
        if self.permission == HOLD:
            self.permission_held.set()
            await asyncio.Event().wait()  # until session/cancel answers it `cancelled`
        for option in params.options:
            if option.kind == self.permission:
                return acp.RequestPermissionResponse(
                    outcome=acp.SelectedPermissionOutcome(option_id=option.option_id)
                )
        raise acp.RequestError(-32602, f"no {self.permission} option offered")

    def _inside(self, path: str) -> Path:
        resolved = Path(path).resolve()
        if not resolved.is_relative_to(self.workspace.resolve()):
            raise acp.RequestError(-32602, f"{path} is outside the workspace")
        return resolved

    async def fs_read_text_file(self, params: acp.ReadTextFileRequest) -> acp.ReadTextFileResponse:
        self.requests.append(("fs/read_text_file", params))
        lines = self._inside(params.path).read_text().splitlines(keepends=True)
        first = (params.line or 1) - 1
        last = None if params.limit in (None, acp.UNSET) else first + int(params.limit)  # type: ignore[arg-type]
        return acp.ReadTextFileResponse(content="".join(lines[first:last]))

    async def fs_write_text_file(
        self, params: acp.WriteTextFileRequest
    ) -> acp.WriteTextFileResponse:
        self.requests.append(("fs/write_text_file", params))
        self._inside(params.path).write_text(params.content)
        return acp.WriteTextFileResponse()

    async def terminal_create(
        self, params: acp.CreateTerminalRequest
    ) -> acp.CreateTerminalResponse:
        self.requests.append(("terminal/create", params))
        env = dict(os.environ)
        for variable in params.env or []:
            env[variable.name] = variable.value
        process = await asyncio.create_subprocess_exec(
            params.command,
            *(params.args or []),
            cwd=params.cwd if isinstance(params.cwd, str) else self.workspace,
            env=env,
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
            start_new_session=True,
        )
        output = bytearray()
        limit = params.output_byte_limit if isinstance(params.output_byte_limit, int) else None

        async def read() -> None:
            assert process.stdout is not None
            while chunk := await process.stdout.read(65536):
                output.extend(chunk)
                if limit is not None and len(output) > limit:
                    del output[: len(output) - limit]

        terminal_id = f"term-{len(self._terminals) + 1}"
        self._terminals[terminal_id] = _Terminal(
            process, output, limit, asyncio.ensure_future(read())
        )
        return acp.CreateTerminalResponse(terminal_id=terminal_id)

    def _terminal(self, terminal_id: str) -> _Terminal:
        if terminal_id not in self._terminals:
            raise acp.RequestError(-32602, f"no terminal {terminal_id}")
        return self._terminals[terminal_id]

    @staticmethod
    def _status(process: asyncio.subprocess.Process) -> tuple[int | None, str | None]:
        code = process.returncode
        if code is None:
            return None, None
        return (code, None) if code >= 0 else (None, f"signal {-code}")

    async def terminal_output(
        self, params: acp.TerminalOutputRequest
    ) -> acp.TerminalOutputResponse:
        self.requests.append(("terminal/output", params))
        terminal = self._terminal(params.terminal_id)
        code, signal = self._status(terminal.process)
        exit_status = (
            acp.TerminalExitStatus(exit_code=code, signal=signal)
            if terminal.process.returncode is not None
            else None
        )
        return acp.TerminalOutputResponse(
            output=terminal.output.decode(errors="replace"),
            truncated=False,
            exit_status=exit_status,
        )

    async def terminal_wait_for_exit(
        self, params: acp.WaitForTerminalExitRequest
    ) -> acp.WaitForTerminalExitResponse:
        self.requests.append(("terminal/wait_for_exit", params))
        terminal = self._terminal(params.terminal_id)
        await terminal.process.wait()
        await terminal.reader
        code, signal = self._status(terminal.process)
        return acp.WaitForTerminalExitResponse(exit_code=code, signal=signal)

    async def terminal_kill(self, params: acp.KillTerminalRequest) -> acp.KillTerminalResponse:
        self.requests.append(("terminal/kill", params))
        terminal = self._terminal(params.terminal_id)
        if terminal.process.returncode is None:
            os.killpg(terminal.process.pid, 9)
        return acp.KillTerminalResponse()

    async def terminal_release(
        self, params: acp.ReleaseTerminalRequest
    ) -> acp.ReleaseTerminalResponse:
        self.requests.append(("terminal/release", params))
        terminal = self._terminals.pop(params.terminal_id, None)
        if terminal is not None and terminal.process.returncode is None:
            os.killpg(terminal.process.pid, 9)
            await terminal.process.wait()
        return acp.ReleaseTerminalResponse()

    async def close_terminals(self) -> None:
        """Kill what the agent left running."""
        for terminal in self._terminals.values():
            if terminal.process.returncode is None:
                os.killpg(terminal.process.pid, 9)
                await terminal.process.wait()
        self._terminals.clear()
