"""`acp-wire tap [--transcript FILE] -- AGENT_COMMAND...`: a transparent stdio proxy that records.

An editor launches `acp-wire tap -- real-agent` instead of `real-agent`. The tap starts the agent
and copies bytes both ways unchanged, as read: nothing is decoded and re-encoded, so unknown
fields, key order and number spelling survive. A copy of each direction is split on newlines
only to record it: each message becomes one transcript line (`{"from", "t", "message"}`, the
message embedded as the bytes received) and goes through the conformance `Checker` (by the rules
of the protocol version the `initialize` request declares), whose findings are printed on
stderr as they happen.

Either side may leave. When the agent exits, the tap forwards what it had written, then exits
with its status. When the client closes the tap's stdin, the tap closes the agent's stdin, waits
`--grace` seconds for it to exit, then terminates it, and kills it after another grace period.
When the tap itself is terminated (SIGTERM, SIGINT, SIGHUP: how acpx stops an agent, 100 ms
after closing its stdin), it terminates the agent's process group at once, waits `--grace`
seconds for the group to be gone, kills what is left, and exits with 128 + the signal's number
(143 for SIGTERM), as a shell reports a command killed by that signal.

Backpressure: each copy waits for its destination to take the bytes (`drain`) before reading
more, so nothing is buffered without bound.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import signal
import sys
import time
from typing import IO, Any, TextIO

import msgspec

from acp_wire._rpc.binding import Binding
from acp_wire.tools._processes import (
    on_stop_signals,
    signal_group,
    terminate_group,
)
from acp_wire.tools.check import Checker
from acp_wire.tools.exits import EXIT_UNUSABLE
from acp_wire.tools.transcript import Direction

_CHUNK = 1 << 16


class Recorder:
    """Splits each direction's byte stream into messages, writes them to the transcript and
    reports what the conformance checker finds in them."""

    def __init__(
        self, transcript: IO[bytes] | None, err: TextIO, binding: Binding | None = None
    ) -> None:
        """`binding`: the protocol version the conversation is checked as; by default, the
        version of the `initialize` request the tap sees."""
        self.transcript = transcript
        self.err = err
        self.checker = Checker(binding)
        self.lines = 0
        self.violations = 0
        self._start = time.monotonic()
        self._partial: dict[Direction, bytearray] = {"client": bytearray(), "agent": bytearray()}

    def data(self, direction: Direction, chunk: bytes) -> None:
        """Take bytes sent by `direction`; every complete line is recorded."""
        buffer = self._partial[direction]
        start = len(buffer)
        buffer += chunk
        end = buffer.find(b"\n", start)
        if end < 0:
            return
        begin = 0
        while end >= 0:
            self.message(direction, bytes(buffer[begin:end]))
            begin = end + 1
            end = buffer.find(b"\n", begin)
        del buffer[:begin]

    def close(self, direction: Direction) -> None:
        """The stream of `direction` ended: record a last line that had no newline."""
        buffer = self._partial[direction]
        if buffer:
            self.message(direction, bytes(buffer))
            buffer.clear()

    def message(self, direction: Direction, line: bytes) -> None:
        """Record one line sent by `direction` and check it."""
        line = line.removesuffix(b"\r")
        if not line.strip():
            return
        self.lines += 1
        t = round(time.monotonic() - self._start, 6)
        if self.transcript is not None:
            self.transcript.write(_transcript_line(direction, t, line))
            self.transcript.flush()  # live, and complete if the tap is killed
        for finding in self.checker.check_message(line, direction, line=self.lines, t=t):
            if finding.level == "error":
                self.violations += 1
            print(f"acp-wire tap: {finding}", file=self.err, flush=True)


def _transcript_line(direction: Direction, t: float, line: bytes) -> bytes:
    """The transcript line of a message: its bytes embedded unchanged when they are JSON; a line
    that is not JSON is kept as a JSON string (the checker reports it)."""
    try:
        msgspec.json.decode(line)
        message = line
    except msgspec.DecodeError:
        message = msgspec.json.encode(line.decode("utf-8", "replace"))
    return b'{"from":"%s","t":%s,"message":%s}\n' % (direction.encode(), repr(t).encode(), message)


class _Sink:
    """Our stdout: an asyncio pipe writer that drains fully, or blocking writes to a file."""

    def __init__(self, writer: asyncio.StreamWriter | None, fd: int) -> None:
        self.writer = writer
        self.fd = fd

    @classmethod
    async def open(cls, file: IO[Any]) -> _Sink:
        loop = asyncio.get_running_loop()
        try:
            transport, protocol = await loop.connect_write_pipe(
                asyncio.streams.FlowControlMixin, file
            )
        except (ValueError, OSError):  # a regular file: not a pipe
            return cls(None, file.fileno())
        transport.set_write_buffer_limits(0)  # drain() waits until the client took every byte
        return cls(asyncio.StreamWriter(transport, protocol, None, loop), file.fileno())

    async def send(self, data: bytes) -> None:
        if self.writer is None:
            view = memoryview(data)
            while view:
                view = view[os.write(self.fd, view) :]
            return
        self.writer.write(data)
        await self.writer.drain()

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


async def _source(file: IO[Any]) -> asyncio.StreamReader:
    """Our stdin as a stream reader (a thread reads a regular file, which always ends)."""
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=_CHUNK)
    try:
        await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), file)
    except (ValueError, OSError):
        reader.feed_data(await loop.run_in_executor(None, _read_all, file.fileno()))
        reader.feed_eof()
    return reader


def _read_all(fd: int) -> bytes:
    chunks: list[bytes] = []
    while chunk := os.read(fd, _CHUNK):
        chunks.append(chunk)
    return b"".join(chunks)


async def _client_to_agent(
    source: asyncio.StreamReader, process: asyncio.subprocess.Process, recorder: Recorder
) -> None:
    """Copy the client's bytes to the agent until the client closes its end; then close the
    agent's stdin."""
    assert process.stdin is not None
    try:
        while chunk := await source.read(_CHUNK):
            recorder.data("client", chunk)
            process.stdin.write(chunk)
            await process.stdin.drain()
    except (BrokenPipeError, ConnectionResetError):
        pass  # the agent's stdin is gone: it is exiting; the other copy sees it
    finally:
        recorder.close("client")
        with contextlib.suppress(OSError):
            process.stdin.close()


async def _agent_to_client(
    process: asyncio.subprocess.Process, sink: _Sink, recorder: Recorder
) -> bool:
    """Copy the agent's bytes to the client until the agent closes its stdout. Returns False
    when the client stopped taking them (it is gone); the agent's output is then still read
    and recorded, so that the agent never blocks on a full pipe."""
    assert process.stdout is not None
    client_alive = True
    while chunk := await process.stdout.read(_CHUNK):
        recorder.data("agent", chunk)
        if client_alive:
            try:
                await sink.send(chunk)
            except (BrokenPipeError, ConnectionResetError):
                client_alive = False
    recorder.close("agent")
    return client_alive


async def _stop(process: asyncio.subprocess.Process, grace: float) -> int:
    """Wait `grace` seconds for the agent to exit, then terminate it, then kill it."""
    for sig in (None, signal.SIGTERM, signal.SIGKILL):
        if sig is not None:
            signal_group(process, sig)
        try:
            return await asyncio.wait_for(process.wait(), grace)
        except asyncio.TimeoutError:
            continue
    return await process.wait()


async def _drain_output(
    process: asyncio.subprocess.Process, from_agent: asyncio.Future[bool], grace: float
) -> None:
    """Let the agent's last output through, for at most `grace` seconds: a child it left
    behind can hold its stdout open, so the agent exiting does not always end that copy."""
    try:
        await asyncio.wait_for(asyncio.shield(from_agent), grace)
    except asyncio.TimeoutError:
        signal_group(process, signal.SIGKILL)  # the strays of a launcher that exited
        from_agent.cancel()


EXIT_STATUS = """\
exit status:
  the agent's own exit status (128 + N when a signal N ended it)
  2        the agent command cannot be started
  128 + N  the tap was stopped by signal N (SIGTERM 143, SIGINT 130, SIGHUP 129): it
           terminated the agent's process group, waited --grace seconds, killed what was left"""


async def tap(
    command: list[str],
    transcript: IO[bytes] | None,
    err: TextIO,
    grace: float = 5.0,
    stdin: IO[Any] | None = None,
    stdout: IO[Any] | None = None,
) -> int:
    """Run the proxy until both sides are done: the agent's exit status, or 128 + the number
    of the signal that stopped the tap (see the module docstring)."""
    loop = asyncio.get_running_loop()
    stopped: asyncio.Future[int] = loop.create_future()
    routed = on_stop_signals(stopped)
    try:
        return await _tap(command, transcript, err, grace, stdin, stdout, stopped)
    finally:
        for sig in routed:
            loop.remove_signal_handler(sig)


async def _tap(
    command: list[str],
    transcript: IO[bytes] | None,
    err: TextIO,
    grace: float,
    stdin: IO[Any] | None,
    stdout: IO[Any] | None,
    stopped: asyncio.Future[int],
) -> int:
    """`tap` once its stop signals are routed to `stopped`."""
    recorder = Recorder(transcript, err)
    try:
        process = await asyncio.create_subprocess_exec(
            *command,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            start_new_session=True,  # its own process group, to stop all of it (see _stop)
        )
    except OSError as exc:
        print(f"acp-wire tap: cannot start {command[0]}: {exc.strerror}", file=err)
        return EXIT_UNUSABLE
    if stopped.done():  # stopped while the agent was starting
        await terminate_group(process, grace)
        return 128 + stopped.result()
    source = await _source(stdin or sys.stdin)
    sink = await _Sink.open(stdout or sys.stdout)
    to_agent = asyncio.ensure_future(_client_to_agent(source, process, recorder))
    from_agent = asyncio.ensure_future(_agent_to_client(process, sink, recorder))
    proxy = asyncio.ensure_future(_proxy(process, grace, to_agent, from_agent))
    try:
        await asyncio.wait({proxy, stopped}, return_when=asyncio.FIRST_COMPLETED)
        if proxy.done():
            code = proxy.result()
        else:
            # The tap was told to stop: so is its agent, whatever it was doing.
            proxy.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await proxy
            await terminate_group(process, grace)
            return 128 + stopped.result()
    finally:
        for task in (to_agent, from_agent, proxy):
            if not task.done():
                task.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await to_agent
        sink.close()
        # The agent has exited; close its pipes now, while the loop runs: on Python 3.10 a
        # subprocess transport left to the garbage collector after the loop closed prints
        # "Exception ignored ... Event loop is closed" on the tap's stderr.
        transport = getattr(process, "_transport", None)
        if transport is not None:
            transport.close()
    return code if code >= 0 else 128 - code


async def _proxy(
    process: asyncio.subprocess.Process,
    grace: float,
    to_agent: asyncio.Future[None],
    from_agent: asyncio.Future[bool],
) -> int:
    """Copy both ways until one side leaves, then see the agent out: its exit status."""
    copies: set[asyncio.Future[Any]] = {to_agent, from_agent}
    await asyncio.wait(copies, return_when=asyncio.FIRST_COMPLETED)
    if from_agent.done() and from_agent.result():
        # The agent closed its output: it is exiting. The client's input is left unread.
        to_agent.cancel()
        return await _stop(process, grace)
    # The client closed its input (the agent's stdin is now closed) or stopped reading:
    # let the agent finish on its own, within the grace period.
    if not to_agent.done():
        to_agent.cancel()
        assert process.stdin is not None
        with contextlib.suppress(OSError):
            process.stdin.close()
    code = await _stop(process, grace)
    await _drain_output(process, from_agent, grace)
    return code


DESCRIPTION = """\
Run an agent behind a transparent stdio proxy: configure the editor to launch
`acp-wire tap --transcript FILE -- real-agent ARGS...` instead of `real-agent ARGS...`.
Bytes pass both ways unchanged; each message is appended to the transcript as
{"from", "t", "message"} and checked against the protocol's rules (`acp-wire check`),
findings printed on stderr as `acp-wire tap: LINE: rule-id: ...`. When the client closes
stdin, the agent's stdin is closed, then after --grace seconds it is terminated, then killed.
When the tap itself is stopped (SIGTERM, SIGINT, SIGHUP), it stops the agent's process group
the same way and exits 128 + the signal's number."""


def add_command(commands: Any) -> None:
    """Register `tap` on the CLI's subcommands (an argparse subparsers object)."""
    command = commands.add_parser(
        "tap",
        help="run an agent behind a recording, checking stdio proxy",
        description=DESCRIPTION,
        epilog=EXIT_STATUS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    command.add_argument("--transcript", metavar="FILE", help="write the transcript here")
    command.add_argument(
        "--grace",
        type=float,
        default=5.0,
        metavar="SECONDS",
        help="after the client leaves: how long the agent may take to exit before being "
        "terminated, and then killed; when the tap is stopped by a signal: how long the "
        "terminated agent may take before being killed (default 5)",
    )
    command.add_argument("agent", nargs=argparse.REMAINDER, help="-- AGENT_COMMAND...")


def run(args: argparse.Namespace, err: TextIO | None = None) -> int:
    """Run `tap` with parsed arguments: the agent's exit status, or 2 when it cannot start."""
    stderr: TextIO = err if err is not None else sys.stderr
    command = list(args.agent)
    if command and command[0] == "--":
        command = command[1:]
    if not command:
        print("acp-wire tap: an agent command is required: acp-wire tap -- AGENT...", file=stderr)
        return EXIT_UNUSABLE
    transcript: IO[bytes] | None = None
    if args.transcript is not None:
        try:
            transcript = open(args.transcript, "wb")
        except OSError as exc:
            print(f"acp-wire tap: cannot write {args.transcript}: {exc.strerror}", file=stderr)
            return EXIT_UNUSABLE
    try:
        return asyncio.run(tap(command, transcript, stderr, args.grace))
    finally:
        if transcript is not None:
            transcript.close()


# The command's `add_command` and `run` are the entry point's (`cli`), not a user's: every
# tool has its own, so no face exports them.
__all__ = ["Recorder", "tap"]
