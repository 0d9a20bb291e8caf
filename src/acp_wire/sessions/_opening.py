"""Opening a client session: `conn.session(cwd, ...)` is `open_session(conn, cwd, ...)`, which
returns a `SessionOpening` (`await` it, or `async with` it). A new session (`session/new`), an
existing one by `load=`, `resume=` or `fork=`, or by `reopen=`: the best method the agent
advertised (`session/resume`, else `session/load`). What the session serves itself
(`local_files`, `local_terminals`) defaults to what its connection was built with, unless the
client's own handler implements those methods: then the handler answers them.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Generator, Sequence
from typing import Any, Generic

import msgspec

from acp_wire._codec.members import grant, is_granted
from acp_wire._rpc.binding import Binding
from acp_wire._rpc.defaults import overrides
from acp_wire.rpc_errors import AgentCapabilityError
from acp_wire.sessions._files import LocalFiles
from acp_wire.sessions._permissions import PermissionPolicy
from acp_wire.sessions._session import Session, agent_advertises, capability_name
from acp_wire.sessions._turn import U

logger = logging.getLogger("acp_wire")

# The binding field naming the method each keyword of `open_session` sends.
_EXISTING = {
    "load": "session_load_method",
    "resume": "session_resume_method",
    "fork": "session_fork_method",
}


class _Unnamed:
    """The hook of a session whose id is not known yet (a `session/fork` running): it holds
    the `session/update` notifications of the sessions no hook holds until the answer names
    the new session."""

    __slots__ = ("method", "updates")

    def __init__(self, method: str) -> None:
        self.method = method
        self.updates: list[Any] = []

    def notification(self, method: str, params: Any) -> bool:
        if method != self.method:
            return False
        self.updates.append(params)
        return True

    def request(self, method: str, params: Any) -> Awaitable[Any] | None:
        return None


class SessionOpening(Generic[U]):
    """What `conn.session(...)` returns: `await` it for the `Session`, or use it as
    `async with conn.session(...) as session:`, which closes the session on the way out."""

    def __init__(
        self,
        conn: Any,
        cwd: str,
        mcp_servers: Sequence[object],
        permissions: PermissionPolicy | None,
        close: bool | None,
        existing: tuple[str, str] | None,
        local_files: bool | None,
        fields: dict[str, Any],
        local_terminals: bool | None = None,
    ) -> None:
        self._conn = conn
        methods = _local_methods(conn.binding)
        self._local_files = _serves(conn, local_files, "local_files", methods["local_files"])
        self._local_terminals = _serves(
            conn, local_terminals, "local_terminals", methods["local_terminals"]
        )
        self._cwd = cwd
        self._mcp_servers = list(mcp_servers)
        self._permissions = permissions
        self._close = close
        self._existing = existing  # (keyword, session id) for load / resume / fork / reopen
        self._fields = fields
        self._session: Session[U] | None = None

    def __await__(self) -> Generator[Any, None, Session[U]]:
        return self._open().__await__()

    async def _open(self) -> Session[U]:
        conn = self._conn
        binding: Binding = conn.binding
        fields = {"cwd": self._cwd, "mcp_servers": self._mcp_servers, **self._fields}
        if self._existing is None:
            new = binding.methods[binding.session_new_method]
            response = await conn.request(new.name, new.request(**fields))
            session = self._new(response.session_id, response)
            session.opened_by = new.name
            conn.hook_session(session.id, session.hook)
            return session
        keyword, session_id = self._existing
        if keyword == "reopen":
            keyword = reopening(conn, session_id)
        method = getattr(binding, _EXISTING[keyword])
        spec = binding.methods.get(method)
        if spec is None:
            raise TypeError(
                f"{method} is not a method of protocol version {binding.protocol_version}"
            )
        params = spec.request(session_id=session_id, **fields)
        if keyword == "fork":  # a new session, whose id the answer gives
            return await self._fork(spec.name, params)
        # Load and resume keep the id: the session receives what the agent replays before it
        # answers (`history`).
        session = self._new(session_id, None)
        session.opened_by = spec.name
        conn.hook_session(session.id, session.hook)
        session.replaying = True
        try:
            session.response = await conn.request(spec.name, params)
        except BaseException:
            conn.unhook_session(session.id, session.hook)
            raise
        finally:
            session.replaying = False
        return session

    async def _fork(self, method: str, params: Any) -> Session[U]:
        """`session/fork`: what the agent replays for the new session comes before the answer
        that names it, so the updates of every session no hook holds are held until then: the
        new session's go to its `history`, the others to the client's handler."""
        conn = self._conn
        held: _Unnamed | None = _Unnamed(conn.binding.session_update_method)
        try:
            conn.hook_session(None, held)
        except ValueError:  # another fork runs: its replay and this one's go to the handler
            held = None
        try:
            response = await conn.request(method, params)
        finally:
            if held is not None:
                conn.unhook_session(None, held)
        session = self._new(response.session_id, response)
        session.opened_by = method
        conn.hook_session(session.id, session.hook)
        if held is not None:
            session_update = getattr(conn.handler, "session_update", None)
            for update_params in held.updates:
                if update_params.session_id == session.id:
                    session.history.append(update_params.update)
                elif session_update is not None:
                    try:
                        await session_update(update_params)
                    except Exception:  # as the connection treats a notification's handler
                        logger.exception("acp_wire: handler of a session/update raised")
        return session

    def _new(self, session_id: str, response: Any) -> Session[U]:
        binding = self._conn.binding
        terminals = None
        if self._local_terminals:  # imported here: only a client serving terminals needs it
            from acp_wire.sessions._terminals import LocalTerminals

            terminals = LocalTerminals(self._cwd, binding)
        return Session(
            self._conn,
            session_id,
            response=response,
            permissions=self._permissions,
            close=self._close,
            files=LocalFiles(self._cwd, binding) if self._local_files else None,
            terminals=terminals,
        )

    async def __aenter__(self) -> Session[U]:
        self._session = await self._open()
        return self._session

    async def __aexit__(self, *exc: object) -> None:
        if self._session is not None:
            await self._session.close()


def open_session(
    conn: Any,
    cwd: str,
    *,
    mcp_servers: Sequence[object] = (),
    permissions: PermissionPolicy | None = None,
    close: bool | None = None,
    load: str | None = None,
    resume: str | None = None,
    fork: str | None = None,
    reopen: str | None = None,
    local_files: bool | None = None,
    local_terminals: bool | None = None,
    **fields: object,
) -> SessionOpening[Any]:
    """Open a session on client connection `conn` (`session/new` with `cwd`, `mcp_servers`
    and further `NewSessionRequest` members `fields`): what `ClientSideConnection.session`
    calls. `permissions` answers the session's permission requests (see `PermissionPolicy`);
    `close` says whether closing sends `session/close` (see `Session.close`).

    With `load`, `resume` or `fork` (a session id) it opens that session instead, by
    `session/load`, `session/resume` or `session/fork` (a new session of its own); a method
    the version lacks raises `TypeError`, one the agent lacks `PeerRequestError`. With
    `reopen` (a session id, say after a restart) it opens that session by the best method the
    agent advertised in its `initialize` answer: `session/resume`, else `session/load`, else
    `AgentCapabilityError` naming what it advertised (nothing is sent).

    With `local_files`, the agent's `fs/read_text_file` and `fs/write_text_file` of this
    session are served from the local disk, jailed to `cwd` (`LocalFiles`); with
    `local_terminals`, its `terminal/*` requests run local processes, jailed to `cwd`
    (`LocalTerminals`). None (the default) takes what the connection was built with
    (`ClientSideConnection(..., local_files=True, local_terminals=True)`, which also
    advertises them in `initialize`), except where the client's own handler implements those
    methods: then it answers them."""
    if getattr(conn, "side", None) != "client":
        raise TypeError("sessions are opened on the client's side of a connection")
    given = (("load", load), ("resume", resume), ("fork", fork), ("reopen", reopen))
    chosen = [(keyword, sid) for keyword, sid in given if sid is not None]
    if len(chosen) > 1:
        raise TypeError("give at most one of load=, resume=, fork= and reopen=")
    existing = chosen[0] if chosen else None
    return SessionOpening(
        conn, cwd, mcp_servers, permissions, close, existing, local_files, fields, local_terminals
    )


def reopening(conn: Any, session_id: str) -> str:
    """How to open existing session `session_id` on client connection `conn`: "resume" where
    the agent advertised `session/resume`, else "load" where it advertised `session/load`,
    else `AgentCapabilityError` naming both and what the agent did advertise."""
    binding: Binding = conn.binding
    options = (
        ("resume", binding.session_resume_method, binding.session_resume_capability_path),
        ("load", binding.session_load_method, binding.session_load_capability_path),
    )
    wanted: list[str] = []
    for keyword, method, path in options:
        if method not in binding.methods or path is None:
            continue  # the version has no such method (v2: `session/load`)
        if agent_advertises(conn, path):
            return keyword
        wanted.append(f"`{capability_name(binding, path)}` ({method})")
    capabilities = getattr(conn, "agent_capabilities", None)
    if capabilities is None:
        said = "no `initialize` answer came yet"
    else:
        said = "it advertised " + json.dumps(msgspec.to_builtins(capabilities), sort_keys=True)
    if len(wanted) > 1:
        missing = "advertised neither " + " nor ".join(wanted)
    else:
        missing = "did not advertise " + (wanted[0] if wanted else "a method to reopen it")
    error = AgentCapabilityError(f"a request reopening session {session_id!r}", " / ".join(wanted))
    # The capability error's own sentence names one capability: this one names each.
    error.args = (
        f"cannot reopen session {session_id!r}: the agent {missing} in its `initialize` "
        f"answer; {said}",
    )
    raise error


def served_capabilities(conn: Any, capabilities: Any) -> Any:
    """`capabilities` (the client's, for `initialize`; None: none yet) with what client
    connection `conn`'s sessions will serve themselves granted: the capabilities the binding
    says the agent needs before sending `fs/*` (`conn.local_files`) and `terminal/*`
    (`conn.local_terminals`) requests (version 1: `fs.readTextFile`, `fs.writeTextFile`,
    `terminal`). Nothing is taken away; `capabilities` itself when nothing is served."""
    binding: Binding = conn.binding
    for option, methods in _local_methods(binding).items():
        if not getattr(conn, option, False):
            continue
        for method in methods:
            for tag, path in binding.request_capability.get(method, ()):
                if tag is None and not is_granted(capabilities, path):
                    capabilities = grant(capabilities, binding.client_capabilities, path)
    return capabilities


def _local_methods(binding: Binding) -> dict[str, tuple[str, ...]]:
    """The methods each option of a client connection has its sessions serve."""
    return {
        "local_files": (binding.read_text_file_method, binding.write_text_file_method),
        "local_terminals": (
            binding.terminal_create_method,
            binding.terminal_output_method,
            binding.terminal_wait_for_exit_method,
            binding.terminal_kill_method,
            binding.terminal_release_method,
        ),
    }


def _serves(conn: Any, asked: bool | None, option: str, methods: Sequence[str]) -> bool:
    """Whether a session serves `methods` itself: as `asked`, or (None) as its connection was
    built (its `option` attribute), unless the client's handler implements one of them."""
    if asked is not None:
        return asked
    if not getattr(conn, option, False):
        return False
    binding: Binding = conn.binding
    handler = conn.handler
    protocol = binding.client_protocol
    specs = [binding.methods[m] for m in methods if m in binding.methods]
    return not any(overrides(handler, protocol, spec.handler) for spec in specs)


__all__ = ["SessionOpening", "open_session", "reopening", "served_capabilities"]
