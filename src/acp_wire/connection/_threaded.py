"""A process for an event loop that cannot start one (Windows' selector loop): a
`subprocess.Popen` whose pipes threads bridge to asyncio streams, shaped as the
`asyncio.subprocess.Process` the connection and `stop_agent` use (`pid`, `returncode`,
`stdin`, `stdout`, `stderr`, `wait`, `terminate`, `kill`, `send_signal`).

Reading is not throttled toward the agent (a thread hands over each chunk as it arrives);
writing is: the stdin writer pauses its `drain()` above `HIGH_WATER` bytes not yet written.
"""

from __future__ import annotations

import asyncio
import io
import queue
import subprocess
import threading
from typing import IO, Any, cast

from acp_wire.connection._transport import HIGH_WATER

_CHUNK = 65536


def _pump_out(
    pipe: io.BufferedReader, reader: asyncio.StreamReader, loop: asyncio.AbstractEventLoop
) -> None:
    """Hand what the process writes to `reader`, in the loop's thread."""
    try:
        while chunk := pipe.read1(_CHUNK):
            loop.call_soon_threadsafe(reader.feed_data, chunk)
    except (OSError, ValueError):
        pass
    finally:
        try:
            loop.call_soon_threadsafe(reader.feed_eof)
        except RuntimeError:  # the loop is closed: nobody reads any more
            pass


class _ThreadWriteTransport(asyncio.WriteTransport):
    """Writes to a process's stdin from a thread of its own; pauses the writer's protocol while
    more than `HIGH_WATER` bytes wait."""

    def __init__(
        self, pipe: IO[bytes], protocol: asyncio.Protocol, loop: asyncio.AbstractEventLoop
    ) -> None:
        super().__init__()
        self._pipe = pipe
        self._protocol = protocol
        self._loop = loop
        self._queue: queue.SimpleQueue[bytes | None] = queue.SimpleQueue()
        self._waiting = 0  # bytes queued and not yet written
        self._lock = threading.Lock()
        self._paused = False
        self._closing = False
        self._thread = threading.Thread(target=self._write_all, name="acp-wire stdin", daemon=True)
        self._thread.start()
        protocol.connection_made(self)

    def write(self, data: bytes | bytearray | memoryview) -> None:
        if self._closing or not data:
            return
        chunk = bytes(data)
        with self._lock:
            self._waiting += len(chunk)
            over = self._waiting > HIGH_WATER
        self._queue.put(chunk)
        if over and not self._paused:
            self._paused = True
            self._protocol.pause_writing()

    def _write_all(self) -> None:
        error: Exception | None = None
        while (chunk := self._queue.get()) is not None:
            try:
                self._pipe.write(chunk)
                self._pipe.flush()
            except (OSError, ValueError) as exc:  # the process no longer reads
                error = exc
                break
            with self._lock:
                self._waiting -= len(chunk)
                under = self._waiting <= HIGH_WATER // 2
            if under:
                self._call(self._resume)
        try:
            self._pipe.close()
        except OSError:
            pass
        self._call(self._lost, error)

    def _call(self, callback: Any, *args: Any) -> None:
        try:
            self._loop.call_soon_threadsafe(callback, *args)
        except RuntimeError:  # the loop is closed
            pass

    def _resume(self) -> None:
        if self._paused:
            self._paused = False
            self._protocol.resume_writing()

    def _lost(self, error: Exception | None) -> None:
        self._closing = True
        self._protocol.connection_lost(error)

    def get_write_buffer_size(self) -> int:
        return self._waiting

    def is_closing(self) -> bool:
        return self._closing

    def close(self) -> None:
        if not self._closing:
            self._closing = True
            self._queue.put(None)

    def abort(self) -> None:
        self.close()

    def can_write_eof(self) -> bool:
        return False


class ThreadedProcess:
    """A `subprocess.Popen` seen as an `asyncio.subprocess.Process` (see the module's
    docstring)."""

    def __init__(self, popen: subprocess.Popen[bytes], loop: asyncio.AbstractEventLoop) -> None:
        self._popen = popen
        self.pid = popen.pid
        assert popen.stdin is not None and popen.stdout is not None and popen.stderr is not None
        self.stdout = asyncio.StreamReader()
        self.stderr = asyncio.StreamReader()
        for pipe, reader, name in (
            (popen.stdout, self.stdout, "stdout"),
            (popen.stderr, self.stderr, "stderr"),
        ):
            threading.Thread(
                target=_pump_out, args=(pipe, reader, loop), name=f"acp-wire {name}", daemon=True
            ).start()
        protocol = asyncio.StreamReaderProtocol(asyncio.StreamReader())
        transport = _ThreadWriteTransport(popen.stdin, protocol, loop)
        self.stdin = asyncio.StreamWriter(transport, protocol, None, loop)
        self._exited: asyncio.Future[int] = loop.create_future()
        threading.Thread(target=self._wait, args=(loop,), name="acp-wire wait", daemon=True).start()

    def _wait(self, loop: asyncio.AbstractEventLoop) -> None:
        returncode = self._popen.wait()
        try:
            loop.call_soon_threadsafe(self._exit, returncode)
        except RuntimeError:
            pass

    def _exit(self, returncode: int) -> None:
        if not self._exited.done():
            self._exited.set_result(returncode)

    @property
    def returncode(self) -> int | None:
        return self._exited.result() if self._exited.done() else None

    async def wait(self) -> int:
        return await asyncio.shield(self._exited)

    def send_signal(self, signum: int) -> None:
        self._popen.send_signal(signum)

    def terminate(self) -> None:
        self._popen.terminate()

    def kill(self) -> None:
        self._popen.kill()


async def threaded_process(args: Any, *, shell: bool, **options: Any) -> asyncio.subprocess.Process:
    """Start `args` with `subprocess.Popen` (in a thread: starting a process may take a while)
    and bridge its pipes; what `asyncio.create_subprocess_exec` would give."""
    loop = asyncio.get_running_loop()
    popen = cast(
        "subprocess.Popen[bytes]",  # no `text=`: bytes
        await loop.run_in_executor(None, lambda: subprocess.Popen(args, shell=shell, **options)),
    )
    # It has every member of `asyncio.subprocess.Process` that a connection and `stop_agent`
    # use; typed as one so that `spawn_agent` keeps a single return type.
    return cast("asyncio.subprocess.Process", ThreadedProcess(popen, loop))


__all__ = ["ThreadedProcess", "threaded_process"]
