"""`acp-wire conduct [--proxy 'CMD ARGS']... -- AGENT_COMMAND...`: run a proxy chain.

The conductor of the RFD "Proxy chains". Toward the editor it is an ordinary stdio agent. It
starts each proxy and the agent (each in its own process group, stdin and stdout piped to the
conductor, stderr shared), and routes every message:

- what the editor sends goes to the first component (its `initialize` becomes
  `proxy/initialize` when that component is a proxy);
- what a proxy wraps in `proxy/successor` goes, unwrapped, to the next component (`initialize`
  again becoming `proxy/initialize` for a proxy); a proxy's other messages go to its
  predecessor: to the editor as they are, to the proxy before it wrapped in `proxy/successor`;
- the agent's messages go to the last proxy, wrapped (to the editor when there is no proxy).

Messages are moved as bytes (`acp_wire.proxy._link`): params, results and errors reach the
next hop exactly as read; each connection numbers its own requests, and every answer goes back
with the id its requester used. `$/cancel_request` is hop-local: the conductor cancels its own
request on the next hop. Nothing is buffered without bound: reading any connection waits while
another has no room.

Stopping: when the editor closes stdin, the conductor closes every component's stdin, waits
`--grace` seconds, terminates the process groups still there, waits again, kills, and exits
with the agent's status. When a component exits (or closes its stdout) while the editor is
still there, the chain ends: every editor request still unanswered gets a JSON-RPC error
(-32603, naming the component and its exit status), one line goes to stderr, every other
component is stopped as above, and the conductor exits 1. A stop signal (SIGTERM, SIGINT,
SIGHUP) terminates every process group at once, kills what is left after `--grace` seconds, and
exits 128 + the signal's number.

`--transcript FILE` records every connection as a transcript `acp-wire replay` and `check` read
(`{"from", "t", "message"}` lines, the message's bytes as sent or read): FILE has hop 0, the
editor's connection; hop K (the connection with component K, 1 for the first proxy) goes to
FILE with `.K` inserted before its suffix (`chain.jsonl` → `chain.1.jsonl`). On a hop with a
component the conductor is "client" and the component "agent".
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import shlex
import signal
import sys
import time
from pathlib import Path
from typing import IO, Any, TextIO

import msgspec

from acp_wire._generated.methods import INITIALIZE, PROXY_INITIALIZE, PROXY_SUCCESSOR
from acp_wire.connection._lines import LineTransport
from acp_wire.connection._stdio import stdio_streams
from acp_wire.proxy._link import (
    INTERNAL_ERROR,
    INVALID_PARAMS,
    INVALID_REQUEST,
    METHOD_NOT_FOUND,
    Incoming,
    Link,
    Reply,
    error_object,
    id_key,
    successor_params,
    unwrap,
)

# The process-group discipline of `tap`, shared (one place decides how a tool stops agents).
from acp_wire.tools._processes import (
    group_alive,
    on_stop_signals,
    signal_group,
    terminate_group,
)

EXIT_STATUS = """\
exit status:
  the agent's own exit status, after the editor closed stdin (128 + N when a signal N
           ended the agent)
  1        a proxy or the agent exited (or closed its stdout) while the editor was still
           connected: the chain ended; unanswered requests got a JSON-RPC error
  2        usage error, or a command cannot be started
  128 + N  conduct was stopped by signal N (SIGTERM 143, SIGINT 130, SIGHUP 129): it
           terminated every process group, waited --grace seconds, killed what was left"""


class _Component:
    """One process of the chain: a proxy (`agent` False) or the agent."""

    def __init__(self, hop: int, command: list[str], agent: bool) -> None:
        self.hop = hop
        self.command = command
        self.agent = agent
        self.name = "the agent" if agent else f"proxy {hop}"
        self.process: asyncio.subprocess.Process | None = None
        self.link: Link | None = None


class _Hops:
    """The transcript files, one per hop (see the module's docstring)."""

    def __init__(self, path: str | None) -> None:
        self.path = Path(path) if path is not None else None
        self.files: dict[int, IO[bytes]] = {}
        self._start = time.monotonic()

    def file(self, hop: int) -> Path:
        assert self.path is not None
        if hop == 0:
            return self.path
        return self.path.with_name(f"{self.path.stem}.{hop}{self.path.suffix}")

    def open(self, hops: int) -> None:
        if self.path is None:
            return
        for hop in range(hops):
            self.files[hop] = open(self.file(hop), "wb")

    def record(self, hop: int, sender: str, frame: bytes) -> None:
        out = self.files.get(hop)
        if out is None:
            return
        t = round(time.monotonic() - self._start, 6)
        try:
            msgspec.json.decode(frame)
            message = frame
        except msgspec.DecodeError:
            message = msgspec.json.encode(frame.decode("utf-8", "replace"))
        out.write(
            b'{"from":"%s","t":%s,"message":%s}\n' % (sender.encode(), repr(t).encode(), message)
        )
        out.flush()

    def close(self) -> None:
        for out in self.files.values():
            out.close()


class Conductor:
    """The running chain: the editor's link, the components, and the routing between them."""

    def __init__(
        self, proxies: list[list[str]], agent: list[str], err: TextIO, grace: float, hops: _Hops
    ) -> None:
        self.components = [_Component(i + 1, cmd, False) for i, cmd in enumerate(proxies)]
        self.components.append(_Component(len(proxies) + 1, agent, True))
        self.err = err
        self.grace = grace
        self.hops = hops
        self.editor: Link | None = None
        # Requests each link sent us that we forwarded: their id key -> (the link forwarded to,
        # our id there, their id's bytes), to carry a `$/cancel_request` on and to answer them
        # when the chain ends.
        self.in_flight: dict[Link, dict[tuple[str, Any], tuple[Link, int, bytes]]] = {}
        self.ending = False  # the chain is being stopped: a component leaving is expected
        self.chain_over = False  # a component ended the chain: nothing more is answered
        self.ended: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        self._finishing: asyncio.Future[None] | None = None  # how the chain is being ended

    # ------------------------------------------------------------------------------ setup

    async def start(self) -> int | None:
        """Start every component; None, or 2 when one cannot start (the others stopped)."""
        for component in self.components:
            try:
                process = await asyncio.create_subprocess_exec(
                    *component.command,
                    stdin=asyncio.subprocess.PIPE,
                    stdout=asyncio.subprocess.PIPE,
                    start_new_session=True,  # its own process group, to stop all of it
                )
            except OSError as exc:
                print(
                    f"acp-wire conduct: cannot start {component.name} "
                    f"({shlex.join(component.command)}): {exc.strerror}",
                    file=self.err,
                    flush=True,
                )
                self.ending = True
                await self.stop_all()
                return 2
            component.process = process
            assert process.stdout is not None and process.stdin is not None
            component.link = self._link(LineTransport(process.stdout, process.stdin), component)
        return None

    def _link(self, transport: LineTransport, component: _Component | None) -> Link:
        name = "the editor" if component is None else component.name
        link = Link(transport, name)
        hop = 0 if component is None else component.hop
        if self.hops.path is None:
            pass  # nothing to record
        elif component is None:
            link.on_frame = lambda _l, way, frame: self.hops.record(
                hop, "client" if way == "in" else "agent", frame
            )
        else:
            link.on_frame = lambda _l, way, frame: self.hops.record(
                hop, "agent" if way == "in" else "client", frame
            )
        link.on_request = self._on_request
        link.on_notification = self._on_notification
        link.on_cancel = self._on_cancel
        link.on_end = self._on_end
        link.before_read = lambda: self._room(link)
        self.in_flight[link] = {}
        return link

    async def run(self) -> int:
        """Route until the chain ends; the exit status (see `EXIT_STATUS`)."""
        reader, writer = await stdio_streams()
        self.editor = self._link(LineTransport(reader, writer), None)
        tasks = [asyncio.ensure_future(self.editor.serve())]
        for component in self.components:
            assert component.link is not None and component.process is not None
            tasks.append(asyncio.ensure_future(component.link.serve()))
            tasks.append(asyncio.ensure_future(self._watch(component)))
        try:
            return await self.ended
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

    # ------------------------------------------------------------------------------ routing

    def _position(self, link: Link) -> int:
        """-1 for the editor, else the component's index."""
        for index, component in enumerate(self.components):
            if component.link is link:
                return index
        return -1

    def _on_request(self, link: Link, incoming: Incoming) -> None:
        assert incoming.id is not None
        if self.chain_over:
            return  # every component is being stopped
        source = self._position(link)
        method, params = incoming.method, incoming.params
        key = id_key(incoming.id)
        if key in self.in_flight[link]:
            reason = f"request id {incoming.id.decode()} is already in use by a running request"
            link.respond_error(incoming.id, INVALID_REQUEST, "Invalid Request", reason)
            return
        if method == PROXY_INITIALIZE:
            link.respond_error(
                incoming.id, INVALID_REQUEST, "proxy/initialize is sent only by the conductor"
            )
            return
        target: Link
        if method == PROXY_SUCCESSOR:
            if source < 0 or self.components[source].agent:
                name = "the editor" if source < 0 else "the agent"
                link.respond_error(
                    incoming.id, METHOD_NOT_FOUND, f"{name} has no successor: proxy/successor"
                )
                return
            try:
                method, params = unwrap(params)
            except ValueError as exc:
                link.respond_error(incoming.id, INVALID_PARAMS, "Invalid params", str(exc))
                return
            if method == PROXY_INITIALIZE:
                link.respond_error(
                    incoming.id, INVALID_REQUEST, "proxy/initialize is sent only by the conductor"
                )
                return
            target, method, params = self._down(source + 1, method, params)
        elif source < 0:
            target, method, params = self._down(0, method, params)
        else:
            target, method, params = self._up(source, method, params)
        request_id = incoming.id
        table = self.in_flight[link]

        def on_reply(reply: Reply) -> None:
            table.pop(key, None)
            if not self.chain_over:  # else answered already, by `_finish_after_death`
                link.respond(request_id, reply)

        our_id = target.send_request(method, params, on_reply)
        if target.awaits(our_id):
            table[key] = (target, our_id, request_id)

    def _down(self, index: int, method: str, params: bytes | None) -> tuple[Link, str, Any]:
        """Where a message for component `index` goes, as what."""
        component = self.components[index]
        assert component.link is not None
        if method == INITIALIZE and not component.agent:
            method = PROXY_INITIALIZE
        return component.link, method, params

    def _up(self, index: int, method: str, params: bytes | None) -> tuple[Link, str, Any]:
        """Where a message of component `index` for its predecessor goes, as what."""
        if index == 0:
            assert self.editor is not None
            return self.editor, method, params
        before = self.components[index - 1].link
        assert before is not None
        return before, PROXY_SUCCESSOR, successor_params(method, params)

    def _on_notification(self, link: Link, incoming: Incoming) -> None:
        if self.chain_over:
            return
        source = self._position(link)
        method, params = incoming.method, incoming.params
        if method == PROXY_SUCCESSOR:
            if source < 0 or self.components[source].agent:
                return  # no successor to give it to
            try:
                method, params = unwrap(params)
            except ValueError:
                return
            target, method, params = self._down(source + 1, method, params)
        elif source < 0:
            target, method, params = self._down(0, method, params)
        else:
            target, method, params = self._up(source, method, params)
        target.notify(method, params)

    def _on_cancel(self, link: Link, key: tuple[str, Any]) -> None:
        forwarded = self.in_flight[link].get(key)
        if forwarded is not None:
            forwarded[0].cancel(forwarded[1])

    async def _room(self, reading: Link) -> None:
        """Backpressure: before reading `reading`, wait until every other link has room."""
        for link in self.in_flight:
            if link is not reading and not link.lost and not link.transport.has_room():
                with contextlib.suppress(ConnectionError):
                    await link.transport.writable()

    # ------------------------------------------------------------------------------ the end

    def _on_end(self, link: Link) -> None:
        if link is self.editor:
            if not self.ending:
                self.ending = True
                self._finishing = asyncio.ensure_future(self._finish_after_editor())
            return
        index = self._position(link)
        if not self.ending:
            self.ending = True
            self._finishing = asyncio.ensure_future(
                self._finish_after_death(self.components[index])
            )

    async def _watch(self, component: _Component) -> None:
        """A component that exits ends the chain even if something keeps its stdout open."""
        assert component.process is not None
        await component.process.wait()
        if not self.ending:
            self.ending = True
            await self._finish_after_death(component)

    async def _finish_after_editor(self) -> None:
        await self.stop_all()
        agent = self.components[-1].process
        code = agent.returncode if agent is not None and agent.returncode is not None else 0
        self._done(code if code >= 0 else 128 - code)

    async def _finish_after_death(self, component: _Component) -> None:
        process = component.process
        assert process is not None
        status: int | None = None
        with contextlib.suppress(asyncio.TimeoutError):
            status = await asyncio.wait_for(asyncio.shield(process.wait()), self.grace)
        how = "closed its output" if status is None else _status(status)
        command = shlex.join(component.command)
        print(
            f"acp-wire conduct: {component.name} ({command}) {how}: ending the chain",
            file=self.err,
            flush=True,
        )
        data = {"component": component.name, "command": command, "exitStatus": status}
        error = error_object(INTERNAL_ERROR, f"{component.name} {how}: the proxy chain ended", data)
        editor = self.editor
        self.chain_over = True
        if editor is not None:
            for _target, _our_id, request_id in list(self.in_flight[editor].values()):
                editor.respond(request_id, Reply(None, error))
            self.in_flight[editor].clear()
        await self.stop_all()
        self._done(1)

    def _done(self, code: int) -> None:
        if not self.ended.done():
            self.ended.set_result(code)

    async def stop_all(self) -> None:
        """Close every component's stdin, give them `grace` seconds, then terminate and kill
        their process groups; flush and close the editor's output."""
        processes = [c.process for c in self.components if c.process is not None]
        for process in processes:
            if process.stdin is not None:
                with contextlib.suppress(OSError):
                    process.stdin.close()
        running = [asyncio.ensure_future(p.wait()) for p in processes if p.returncode is None]
        if running:
            _, late = await asyncio.wait(running, timeout=self.grace)
            for task in late:
                task.cancel()
        await self.kill_all()
        if self.editor is not None:
            with contextlib.suppress(Exception):
                await self.editor.transport.close(self.grace)

    async def kill_all(self) -> None:
        """Terminate every component's process group (each gets `grace` seconds), then kill
        what is left; returns once every component has been reaped."""
        processes = [c.process for c in self.components if c.process is not None]
        await asyncio.gather(
            *(
                terminate_group(p, self.grace)
                for p in processes
                if p.returncode is None or group_alive(p)
            )
        )
        for process in processes:
            signal_group(process, signal.SIGKILL)
            transport = getattr(process, "_transport", None)
            if transport is not None:  # close the pipes while the loop runs (Python 3.10)
                transport.close()


def _status(code: int) -> str:
    if code < 0:
        return f"was killed by signal {-code} ({signal.Signals(-code).name})"
    return f"exited with status {code}"


async def conduct(
    proxies: list[list[str]], agent: list[str], err: TextIO, grace: float, transcript: str | None
) -> int:
    """Run the chain until it ends: the exit status (see `EXIT_STATUS`)."""
    loop = asyncio.get_running_loop()
    stopped: asyncio.Future[int] = loop.create_future()
    routed = on_stop_signals(stopped)
    hops = _Hops(transcript)
    try:
        try:
            hops.open(len(proxies) + 2)
        except OSError as exc:
            print(f"acp-wire conduct: cannot write {exc.filename}: {exc.strerror}", file=err)
            return 2
        conductor = Conductor(proxies, agent, err, grace, hops)
        started = await conductor.start()
        if started is not None:
            return started
        if stopped.done():
            conductor.ending = True
            await conductor.kill_all()
            return 128 + stopped.result()
        running = asyncio.ensure_future(conductor.run())
        await asyncio.wait({running, stopped}, return_when=asyncio.FIRST_COMPLETED)
        if running.done():
            return running.result()
        conductor.ending = True  # told to stop: so is every component, at once
        running.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await running
        await conductor.kill_all()
        return 128 + stopped.result()
    finally:
        for sig in routed:
            loop.remove_signal_handler(sig)
        hops.close()


DESCRIPTION = """\
Run a proxy chain (RFD "Proxy chains") as one stdio agent: configure the editor to launch
`acp-wire conduct --proxy 'my-proxy --flag' -- real-agent ARGS...` instead of the agent.
Each --proxy (one shell-quoted command, repeatable, in chain order) and the agent are started
in their own process groups; the conductor sends each proxy `proxy/initialize`, the agent
`initialize`, and routes `proxy/successor` between them, moving messages as bytes. When the
editor closes stdin, every component's stdin is closed, then after --grace seconds the process
groups are terminated, then killed. When a component exits first, unanswered requests get a
JSON-RPC error (-32603) naming it and the chain ends. --transcript FILE records hop 0 (the
editor's connection) in FILE and hop K (component K) in FILE with .K before its suffix."""


def add_command(commands: Any) -> None:
    """Register `conduct` on the CLI's subcommands (an argparse subparsers object)."""
    command = commands.add_parser(
        "conduct",
        help="run a chain of ACP proxies in front of an agent",
        description=DESCRIPTION,
        epilog=EXIT_STATUS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    command.add_argument(
        "--proxy",
        action="append",
        default=[],
        metavar="'CMD ARGS'",
        help="a proxy's command, shell-quoted as one argument; repeat it for each proxy, the "
        "first one nearest the editor",
    )
    command.add_argument("--transcript", metavar="FILE", help="record every hop (see above)")
    command.add_argument(
        "--grace",
        type=float,
        default=5.0,
        metavar="SECONDS",
        help="how long the components may take to exit once their stdin is closed before "
        "being terminated, and once terminated before being killed (default 5)",
    )
    command.add_argument("agent", nargs=argparse.REMAINDER, help="-- AGENT_COMMAND...")


def run(args: argparse.Namespace, err: TextIO | None = None) -> int:
    """Run `conduct` with parsed arguments (see `EXIT_STATUS`)."""
    stderr: TextIO = err if err is not None else sys.stderr
    command = list(args.agent)
    if command and command[0] == "--":
        command = command[1:]
    if not command:
        print(
            "acp-wire conduct: an agent command is required: acp-wire conduct [--proxy CMD]... "
            "-- AGENT...",
            file=stderr,
        )
        return 2
    proxies: list[list[str]] = []
    for text in args.proxy:
        try:
            words = shlex.split(text)
        except ValueError as exc:
            print(f"acp-wire conduct: --proxy {text!r}: {exc}", file=stderr)
            return 2
        if not words:
            print("acp-wire conduct: --proxy needs a command", file=stderr)
            return 2
        proxies.append(words)
    return asyncio.run(conduct(proxies, command, stderr, args.grace, args.transcript))


# The command's `add_command` and `run` are the entry point's (`cli`), not a user's: every
# tool has its own, so no face exports them.
__all__ = ["Conductor", "conduct"]
