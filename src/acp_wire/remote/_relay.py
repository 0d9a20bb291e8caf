"""Relays between newline-delimited JSON-RPC (a stdio agent process, or this process's
stdin/stdout) and a remote transport: message bytes moved unchanged, each optionally handed
to a `Recording` (`acp-wire serve --transcript` and `connect --transcript` hand them to the
tap's recorder, which writes the transcript and checks each message). `acp-wire serve` runs
one `StdioAgentRelay` per ACP connection; `acp-wire connect` relays its own stdio to a remote
agent."""

from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
import os
import signal
from collections.abc import Callable, Sequence
from typing import IO, Any, Literal, Protocol, TextIO

from acp_wire.connection import _process_tree as tree
from acp_wire.connection._framing import READ_CHUNK, LineSplitter
from acp_wire.connection._transport import TooLong
from acp_wire.remote import _routing as routing
from acp_wire.remote._pool import AgentPool, start_agent

logger = logging.getLogger("acp_wire.remote")

Direction = Literal["client", "agent"]  # who sent a message (a transcript line's "from")


class Recording(Protocol):
    """What sees every relayed message: `acp_wire.tools.tap.Recorder` is one. (A protocol, so
    that the relays need nothing of the tools.)"""

    def message(self, direction: Direction, line: bytes) -> None: ...


async def lines_to_transport(
    reader: asyncio.StreamReader,
    transport: Any,
    recorder: Recording | None,
    direction: Direction,
    max_message_size: int | None,
) -> None:
    """Send each line `reader` gives to `transport`, waiting for room, until the end of input.
    A line over `max_message_size` cannot be relayed: it is dropped and logged."""
    splitter = LineSplitter(max_message_size)
    while True:
        chunk = await reader.read(READ_CHUNK)
        frames = splitter.feed(chunk) if chunk else splitter.end()
        for frame in frames:
            if isinstance(frame, TooLong):
                logger.warning(
                    "acp_wire.remote: a message over %s bytes was dropped", max_message_size
                )
                continue
            if recorder is not None:
                recorder.message(direction, frame)
            if not transport.has_room():
                await transport.writable()
            transport.send(frame)
        if not chunk:
            return


async def transport_to_lines(
    transport: Any, writer: asyncio.StreamWriter, recorder: Recording | None, direction: Direction
) -> None:
    """Write each message `transport` receives to `writer`, a line each, until its end."""
    while True:
        frames = await transport.receive()
        if not frames:
            return
        for frame in frames:
            if isinstance(frame, TooLong):
                logger.warning("acp_wire.remote: an over-long message was dropped")
                continue
            if recorder is not None:
                recorder.message(direction, frame)
            writer.write(frame + b"\n")
        await writer.drain()


# Seconds each step of ending the remote connection may take (the last POSTs, then DELETE; or
# the WebSocket's last frames, then its close) once the relay ends, and the most the whole end
# takes: an unreachable server must not hold `acp-wire connect`'s exit.
CLOSE_TIMEOUT = 1.0
CLOSE_BOUND = 3.0


class Unanswered:
    """The requests the client side sent that the server has not answered yet (what the end
    of stdin waits for), on their way to a `Recording`, if any."""

    def __init__(self, recorder: Recording | None) -> None:
        self.recorder = recorder
        self.open: set[Any] = set()
        self.settled = asyncio.Event()
        self.settled.set()

    def message(self, direction: Direction, line: bytes) -> None:
        if self.recorder is not None:
            self.recorder.message(direction, line)
        message = routing.sniff(line)
        if direction == "client" and message.kind == "request":
            self.open.add(routing.id_key(message.id))
            self.settled.clear()
        elif direction == "agent" and message.kind == "response":
            self.open.discard(routing.id_key(message.id))
            if not self.open:
                self.settled.set()


async def relay_stdio(
    reader: asyncio.StreamReader,
    writer: asyncio.StreamWriter,
    transport: Any,
    recorder: Recording | None,
    stop: asyncio.Future[Any],
    *,
    answers_within: float,
) -> Literal["end of input", "signal", "lost"]:
    """Relay lines from `reader` to a client transport and its messages to `writer` until the
    input ends (then wait, at most `answers_within` seconds, for the answers to the requests
    still unanswered), the server ends the connection (`lost`) or `stop` is done; then end
    the remote connection (DELETE, or the WebSocket close), within CLOSE_BOUND seconds.
    (`acp-wire connect`.)"""
    unanswered = Unanswered(recorder)
    from_editor = asyncio.ensure_future(
        lines_to_transport(reader, transport, unanswered, "client", None)
    )
    from_server = asyncio.ensure_future(transport_to_lines(transport, writer, unanswered, "agent"))
    await asyncio.wait((from_editor, from_server, stop), return_when=asyncio.FIRST_COMPLETED)
    end: Literal["end of input", "signal", "lost"] = "end of input"
    if stop.done():
        end = "signal"
    elif from_server.done() and not from_editor.done():
        end = "lost"
    elif not unanswered.settled.is_set():
        # The input ended with requests unanswered (a script piping its requests in): their
        # answers, unless a signal or the server ends it first.
        settled = asyncio.ensure_future(unanswered.settled.wait())
        await asyncio.wait(
            (settled, from_server, stop),
            timeout=answers_within,
            return_when=asyncio.FIRST_COMPLETED,
        )
        settled.cancel()
        if stop.done():
            end = "signal"
        elif from_server.done() and not unanswered.settled.is_set():
            # The server ended (or could not be reached) before answering what was piped in:
            # a lost connection, not a clean end.
            end = "lost"
    for task in (from_editor, from_server):
        task.cancel()
    await asyncio.gather(from_editor, from_server, return_exceptions=True)
    transport.end_of_input()
    # The messages already read are sent (POSTed, or written to the socket), then the remote
    # connection is ended, all within CLOSE_BOUND.
    with contextlib.suppress(Exception):
        await asyncio.wait_for(transport.close(CLOSE_TIMEOUT), CLOSE_BOUND)
    with contextlib.suppress(Exception):
        writer.close()
    return end


async def stop_process(process: asyncio.subprocess.Process, grace: float) -> int:
    """Close the process's stdin, wait `grace` seconds, terminate its group, wait again, kill."""
    if process.stdin is not None and not process.stdin.is_closing():
        process.stdin.close()
    for sig in (None, signal.SIGTERM, signal.SIGKILL):
        if sig is not None:
            try:
                os.killpg(process.pid, sig)
            except (ProcessLookupError, PermissionError):
                pass
        try:
            return await asyncio.wait_for(process.wait(), grace if sig != signal.SIGKILL else None)
        except asyncio.TimeoutError:
            continue
    return await process.wait()


class TranscriptFiles:
    """A transcript file per ACP connection in the directory `path` (created if missing;
    OSError if it cannot be written): `connection-0001.jsonl`, ... numbered in the order the
    connections start, never one already there, so that each reads as one conversation (a
    checker's ids, sessions and clock are per connection). `acp-wire serve --transcript`."""

    def __init__(self, path: str) -> None:
        os.makedirs(path, exist_ok=True)
        if not os.access(path, os.W_OK | os.X_OK):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), path)
        self.path = path
        self.number = 0

    def open(self) -> tuple[str, IO[bytes]]:
        """The next connection's file, opened for writing: its name and the file."""
        while True:
            self.number += 1
            name = f"connection-{self.number:04d}.jsonl"
            try:
                return name, open(os.path.join(self.path, name), "xb")
            except FileExistsError:
                continue


class NamedLines:
    """A text stream that writes each line to `stream` after `prefix`, `drop` taken off its
    start (the findings of one connection's recorder, named by its transcript file)."""

    def __init__(self, stream: TextIO, prefix: str, drop: str = "") -> None:
        self.stream = stream
        self.prefix = prefix
        self.drop = drop
        self.line = ""

    def write(self, text: str) -> int:
        self.line += text
        *lines, self.line = self.line.split("\n")
        for line in lines:
            self.stream.write(self.prefix + line.removeprefix(self.drop) + "\n")
        return len(text)

    def flush(self) -> None:
        self.stream.flush()


class StdioAgentRelay:
    """Serves one ACP connection by a stdio agent process of its own: started when the
    connection is (on `initialize`), stopped when it ends (stdin closed, `grace` seconds,
    terminated, `grace` seconds, killed); then `ended` is called (`acp-wire serve` closes the
    connection's transcript). With a `pool`, the process is one the pool started ahead
    (`remote._pool`): this connection's alone from then on, stopped with it the same way.
    An `app.TransportServer`."""

    def __init__(
        self,
        command: Sequence[str],
        *,
        grace: float = 5.0,
        recorder: Recording | None = None,
        max_message_size: int | None = 64 << 20,
        ended: Callable[[], object] | None = None,
        pool: AgentPool | None = None,
    ) -> None:
        self.command = list(command)
        self.pool = pool
        self.ended = ended
        self.grace = grace
        self.recorder = recorder
        self.max_message_size = max_message_size
        self.process: asyncio.subprocess.Process | None = None
        self.exit_status: int | None = None

    async def serve_transport(self, transport: Any) -> None:
        try:
            await self._serve(transport)
        finally:
            if self.ended is not None:
                self.ended()

    async def _serve(self, transport: Any) -> None:
        try:
            # Its own process group either way: stopping it stops its children.
            starting = self.pool.take() if self.pool is not None else start_agent(self.command)
            self.process = process = await starting
        except OSError as exc:
            logger.error("acp_wire.remote: cannot start %s: %s", self.command[0], exc)
            transport.abort(f"the agent could not start: {exc}")
            return
        assert process.stdin is not None and process.stdout is not None
        to_agent = asyncio.ensure_future(
            transport_to_lines(transport, process.stdin, self.recorder, "client")
        )
        from_agent = asyncio.ensure_future(
            lines_to_transport(
                process.stdout, transport, self.recorder, "agent", self.max_message_size
            )
        )
        try:
            await asyncio.wait((to_agent, from_agent), return_when=asyncio.FIRST_COMPLETED)
        except asyncio.CancelledError:
            pass
        finally:
            if from_agent.done():  # the agent left: what it wrote is queued for the client
                transport.abort("the agent exited")
            self.exit_status = await stop_process(process, self.grace)
            tree.forget(process.pid)
            for pump in (to_agent, from_agent):
                pump.cancel()
            await asyncio.gather(to_agent, from_agent, return_exceptions=True)
            transport.abort("the agent exited")


__all__ = [
    "Direction",
    "NamedLines",
    "Recording",
    "StdioAgentRelay",
    "TranscriptFiles",
    "Unanswered",
    "lines_to_transport",
    "relay_stdio",
    "stop_process",
    "transport_to_lines",
]
