"""An agent's stderr, drained continuously: passed through to the user's stderr (by default) and
its last lines kept, so that an agent that dies can say why.

The pipe is read as fast as the agent writes, so a chatty agent never blocks on a full pipe;
what is kept is bounded (`MAX_LINES` lines of at most `MAX_LINE` bytes each).
"""

from __future__ import annotations

import asyncio
import sys
from collections import deque
from typing import BinaryIO

MAX_LINES = 20  # lines kept for the error that names why an agent ended
MAX_LINE = 500  # bytes kept of each line (a longer line is cut, and marked so)
_CHUNK = 65536


class StderrTail:
    """Reads `stream` (an agent's stderr) to its end in a task of its own, writing each chunk to
    `echo` (None: nothing is written) and keeping the last lines."""

    def __init__(self, stream: asyncio.StreamReader, echo: BinaryIO | None) -> None:
        self._stream = stream
        self._echo = echo
        self._lines: deque[bytes] = deque(maxlen=MAX_LINES)
        self._partial = b""
        self._task = asyncio.get_running_loop().create_task(self._drain())

    async def _drain(self) -> None:
        while True:
            try:
                chunk = await self._stream.read(_CHUNK)
            except (ConnectionError, OSError):
                break
            if not chunk:
                break
            if self._echo is not None:
                try:
                    self._echo.write(chunk)
                    self._echo.flush()
                except (OSError, ValueError):  # the user's stderr is closed: keep draining
                    self._echo = None
            self._keep(chunk)
        if self._partial:
            self._lines.append(self._partial)
            self._partial = b""

    def _keep(self, chunk: bytes) -> None:
        *whole, rest = (self._partial + chunk).split(b"\n")
        for line in whole:
            self._lines.append(_cut(line))
        self._partial = _cut(rest) if len(rest) > MAX_LINE else rest

    async def finished(self, timeout: float) -> None:
        """Wait up to `timeout` seconds for the agent's stderr to end (it ends when the agent
        and every process holding the pipe have exited)."""
        if not self._task.done():
            await asyncio.wait((self._task,), timeout=timeout)

    def lines(self) -> list[str]:
        """The last lines the agent wrote, oldest first (blank ones left out)."""
        kept = [*self._lines, self._partial] if self._partial else list(self._lines)
        text = (line.decode("utf-8", "replace").rstrip() for line in kept)
        return [line for line in text if line]

    async def stop(self, timeout: float) -> None:
        """Wait up to `timeout` seconds for the rest of the agent's stderr, then stop reading
        (a process the agent left behind may hold the pipe open)."""
        await self.finished(timeout)
        if not self._task.done():
            self._task.cancel()
            await asyncio.wait((self._task,))


def _cut(line: bytes) -> bytes:
    return line if len(line) <= MAX_LINE else line[:MAX_LINE] + b"..."


def user_stderr() -> BinaryIO | None:
    """Where an agent's stderr is passed through to: this process's stderr, as bytes."""
    stream = sys.stderr
    return getattr(stream, "buffer", None) if stream is not None else None


__all__ = ["MAX_LINE", "MAX_LINES", "StderrTail", "user_stderr"]
