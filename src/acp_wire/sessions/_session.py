"""Client sessions: `conn.session(cwd=...)` opens one (`session/new`), `session.prompt(...)`
runs a turn to its end and returns it, `session.stream(...)` yields the turn's updates as they
arrive, `session.cancel()` cancels the running turn; closing the session sends `session/close`.

Version-neutral: everything version-specific is read from the connection's binding (the
methods a session sends, the method table's classes, the prompt classes, the agent message
chunk, `turn_end`, where a permission request names its tool call). An open session is a hook
on its connection (`Connection.hook_session`, `acp_wire.connection._session_hooks`): it sees
its own incoming messages before the client's handler, keeps its `session/update`
notifications while a turn runs and answers its permission (and, with `local_files`, file;
with `local_terminals`, terminal) requests; whatever it declines goes to the client's own
handler. Opening one (`conn.session(...)`) is `acp_wire.sessions._opening`.
"""

from __future__ import annotations

import asyncio
import logging
import typing
from collections.abc import Awaitable, Generator, Sequence
from typing import TYPE_CHECKING, Any, Generic

import msgspec
from msgspec import UNSET

from acp_wire._codec.members import is_granted, tag_of
from acp_wire._rpc.binding import Binding
from acp_wire._state.reducer import Reducer
from acp_wire.rpc_errors import (
    METHOD_NOT_FOUND,
    REQUEST_CANCELLED,
    RESOURCE_NOT_FOUND,
    AgentCapabilityError,
    RequestError,
)
from acp_wire.sessions._files import LocalFiles
from acp_wire.sessions._permissions import (
    PermissionAsk,
    PermissionPolicy,
    decide,
    option_for,
)
from acp_wire.sessions._turn import PermissionDecision, Turn, U

if TYPE_CHECKING:
    from acp_wire.sessions._terminals import LocalTerminals

logger = logging.getLogger("acp_wire")


class Session(Generic[U]):
    """One ACP session of a client connection: `await session.prompt("...")` runs a turn and
    returns its `Turn`; `async for update in session.stream("...")` yields the turn's updates
    as they arrive; `await session.cancel()` cancels the running turn; `await session.close()`
    (or leaving `async with conn.session(...)`) closes it.

    `id` is the session id; `response` the agent's answer to the request that opened it
    (`session/new`, `session/load`, `session/resume` or `session/fork`); `history` the updates
    the agent replayed while loading, resuming or forking it; `late_history` those of them
    that came after the agent answered the load (conversation history between that answer and
    the first prompt: the agent answered before its replay ended, which the spec forbids;
    logged once);
    `last_turn` the latest turn started; `hook` what it registers on its connection while open
    (`acp_wire.connection._session_hooks`).

    Generic in the version's session update (`U`, its `SessionUpdate` union): a version's
    `ClientSideConnection.session(...)` hands out a `Session[SessionUpdate]` of that version,
    so `turn.updates` and `session.stream(...)` are typed with its updates.
    """

    def __init__(
        self,
        conn: Any,
        session_id: str,
        *,
        response: Any = None,
        permissions: PermissionPolicy | None = None,
        close: bool | None = None,
        files: LocalFiles | None = None,
        terminals: LocalTerminals | None = None,
    ) -> None:
        self.conn = conn
        self.files = files  # serves the agent's `fs/*` requests of this session, if set
        # Serves its `terminal/*` requests, if set: stopped when the session closes or the
        # connection ends (`serve_terminal`).
        self.terminals = terminals
        self._terminal_methods = {} if terminals is None else dict(terminals.handlers())
        self._watch_end: asyncio.Task[None] | None = None
        # The method that opened it (`session/new`, `session/load`, ...).
        self.opened_by: str | None = None
        self.binding: Binding = conn.binding
        self.response = response
        self.id: str = session_id
        # The updates the agent replayed while `session/load` (or `session/resume`) ran.
        self.history: list[U] = []
        self._replaying = False
        # The replayed history that came after the load (or resume) answer, before the first
        # prompt: also in `history`. `_late_reducer` tells history from other updates.
        self.late_history: list[U] = []
        self._late_reducer: Reducer | None = None
        self.permissions = permissions
        self.last_turn: Turn[U] | None = None
        self._close = close
        self._stream: TurnStream[U] | None = None
        self._closed = False
        # What the session registers on its connection while open (`Connection.hook_session`).
        self.hook = _Hook(self)

    def __repr__(self) -> str:
        return f"<Session {self.id!r}>"

    @property
    def replaying(self) -> bool:
        """Whether the request opening the session (`session/load`, `session/resume`) runs:
        what the agent sends meanwhile is `history`."""
        return self._replaying

    @replaying.setter
    def replaying(self, value: bool) -> None:
        if self._replaying and not value:
            # Answered: history the agent still streams goes to `history` until the first
            # prompt (`late_history`), not to the client's handler nor into that turn.
            self._late_reducer = Reducer(self.binding)
        self._replaying = value

    async def __aenter__(self) -> Session[U]:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # ------------------------------------------------------------------ turns

    async def prompt(self, prompt: str | Sequence[object], **fields: object) -> Turn[U]:
        """Send `prompt` (text, or content blocks of the connection's version) and return the
        turn once it ended: `turn.text`, `turn.stop_reason`, `turn.tool_calls`. `fields` are
        further members of the version's `PromptRequest`. An error answer raises
        `PeerRequestError`; an image, audio or embedded resource block the agent's prompt
        capabilities do not opt in to raises `AgentCapabilityError` before anything is sent."""
        stream = self.stream(prompt, **fields)
        async for _ in stream:
            pass
        return stream.turn

    def stream(self, prompt: str | Sequence[object], **fields: object) -> TurnStream[U]:
        """A turn whose session updates are yielded as they arrive (the `update` member of each
        `session/update`, decoded); the iteration ends with the turn, and `.turn` holds what
        `prompt` returns. The prompt is sent when iteration starts."""
        if self._closed:
            raise RuntimeError(f"session {self.id!r} is closed")
        running = self._stream
        if running is not None and not running.turn.done:
            raise RuntimeError(f"session {self.id!r} has a turn running: one at a time")
        self._late_reducer = None  # from here on, history is the turn's
        blocks = [self.binding.fallback_text(text=prompt)] if isinstance(prompt, str) else prompt
        self._refuse_unadvertised_content(blocks)
        params = self.binding.prompt_request(session_id=self.id, prompt=list(blocks), **fields)
        self._stream = stream = TurnStream(self, params)
        self.last_turn = stream.turn
        return stream

    def _refuse_unadvertised_content(self, blocks: Sequence[object]) -> None:
        """`AgentCapabilityError` for the first content block beyond the baseline (an image,
        audio, an embedded resource) that the agent's prompt capabilities do not opt in to:
        a client sends them only where advertised, so it is refused before sending."""
        binding = self.binding
        needs = binding.prompt_content_capability
        for index, block in enumerate(blocks):
            tag = str(tag_of(block))
            attribute = needs.get(tag)
            if attribute is None:
                continue
            path = (*binding.prompt_capabilities_path, attribute)
            if not agent_advertises(self.conn, path):
                raise AgentCapabilityError(
                    f"a `{tag}` content block (prompt[{index}])", capability_name(binding, path)
                )

    # ------------------------------------------------------------------ settings

    async def set_mode(self, mode_id: str, **fields: object) -> object:
        """Switch the session to mode `mode_id` (`session/set_mode`; `fields` are further
        members of the version's `SetSessionModeRequest`) and return the agent's answer.
        `TypeError` where the version has no such method (version 2: config options)."""
        spec = self._spec(self.binding.session_set_mode_method)
        answer: object = await self.conn.request(
            spec.name, spec.request(session_id=self.id, mode_id=mode_id, **fields)
        )
        return answer

    async def set_config_option(
        self, config_id: str, value: str | bool, **fields: object
    ) -> object:
        """Set config option `config_id` to `value` (`session/set_config_option`) and return
        the agent's answer (the version's `SetSessionConfigOptionResponse`, whose
        `config_options` are the options as they now are). The request's alternative is
        picked by the value's type: a `bool` for a `boolean` option, a `str` (a value id) for
        a select option, as the version's `SetSessionConfigOptionRequest` union says."""
        spec = self._spec(self.binding.session_set_config_option_method)
        request = _alternative_for(spec.request, value)
        answer: object = await self.conn.request(
            spec.name, request(session_id=self.id, config_id=config_id, value=value, **fields)
        )
        return answer

    def _spec(self, method: str) -> Any:
        spec = self.binding.methods.get(method)
        if spec is None:
            raise TypeError(
                f"{method} is not a method of protocol version {self.binding.protocol_version}"
            )
        if self._closed:
            raise RuntimeError(f"session {self.id!r} is closed")
        return spec

    async def cancel(self) -> None:
        """Cancel the running turn (`session/cancel`): it ends with the stop reason
        `cancelled`, and this session's permission requests still open are answered
        `cancelled`."""
        stream = self._stream
        if stream is not None:
            stream.cancel_requested = True
        await self.conn.session_cancel(self.id)

    async def close(self) -> None:
        """Close the session (`session/close`) unless opened with `close=False`.

        A client MUST NOT send `session/close` unless the agent advertised it in its
        `initialize` answer (v1's `sessionCapabilities.close`, v2's `session`: the binding's
        `session_close_capability_path`). With `close=None` (the default) it is sent only
        where advertised, and an agent that then answers "method not found" or no longer
        knows the session is taken as closed; with `close=True` an agent that did not
        advertise it raises `AgentCapabilityError` before anything is sent, and an error
        answer raises. Either way the session is closed on this side: updates that come
        later go to the client's own handler."""
        if self._closed:
            return
        self._closed = True
        try:
            binding = self.binding
            spec = binding.methods.get(binding.session_close_method)
            if self._close is not False and spec is not None:
                path = binding.session_close_capability_path
                if not agent_advertises(self.conn, path):
                    if self._close is True:
                        raise AgentCapabilityError(f"`{spec.name}`", capability_name(binding, path))
                    return  # not advertised: the session ends on this side only
                try:
                    await self.conn.request(spec.name, spec.request(session_id=self.id))
                except RequestError as exc:
                    tolerated = (METHOD_NOT_FOUND, RESOURCE_NOT_FOUND)
                    if self._close is True or exc.code not in tolerated:
                        raise
        finally:
            self.conn.unhook_session(self.id, self.hook)
            await self._stop_terminals()

    async def _stop_terminals(self) -> None:
        terminals = self.terminals
        if terminals is not None:
            watch = self._watch_end
            if watch is not None and watch is not asyncio.current_task():
                watch.cancel()
            await terminals.close()

    def serve_terminal(self, method: str, params: Any) -> Awaitable[Any] | None:
        """The answer to a `terminal/*` request of this session when it serves terminals (the
        first one starts watching the connection: its end stops every command)."""
        serve = self._terminal_methods.get(method)
        if serve is None:
            return None
        if self._watch_end is None:
            self._watch_end = asyncio.get_running_loop().create_task(self._stop_at_end())
        answer: Awaitable[Any] = serve(params)
        return answer

    async def _stop_at_end(self) -> None:
        await self.conn.wait_closed()
        await self._stop_terminals()

    def receive_update(self, update: U) -> bool:
        """A `session/update` of this session: applied to the running turn (True), or not
        this session's to keep (False: no turn runs)."""
        stream = self._stream
        if stream is None or stream.turn.done:
            if self.replaying:
                self.history.append(update)
                return True
            late = self._late_reducer
            if late is not None and late.apply_session_update(self.id, update) is not None:
                self._late_history(update)
                return True
            return False
        stream.apply_update(update)
        return True

    def _late_history(self, update: U) -> None:
        """Conversation history after the load answer, before the first prompt: the agent
        answered before its replay ended ("When all the conversation entries have been streamed
        to the Client, the Agent MUST respond to the original session/load request", session
        setup). Kept in `history`, not in the next turn; said once per session."""
        if not self.late_history:
            logger.warning(
                "acp_wire: session %r: the agent answered before its history replay ended; "
                "history that came after the answer is kept in session.history "
                "(session.late_history)",
                self.id,
            )
        self.history.append(update)
        self.late_history.append(update)

    async def answer_permission(self, params: Any, client: Any) -> Any:
        """Answer a `session/request_permission` of this session: by its policy, else by the
        client's handler."""
        binding = self.binding
        stream = self._stream
        turn = stream.turn if stream is not None and not stream.turn.done else None
        update, tool_call_id = binding.permission_tool_call(params)
        call = None
        if turn is not None:
            if update is not None:
                call = turn.patch_tool_call(update)
            elif tool_call_id is not None:
                call = turn.tool_call(tool_call_id)
        # The request's own kind, where the turn has no call (both versions' `ToolCallUpdate`
        # have `kind`; omitted reads as none).
        asked = None if update is None or update.kind is UNSET else update.kind
        kind = call.kind if call is not None else asked
        ask = PermissionAsk(params, call, kind, self)
        try:
            decision = None if self.permissions is None else await decide(self.permissions, ask)
        except asyncio.CancelledError:  # answered `cancelled` by `session/cancel`, as above
            _record(turn, tool_call_id, kind, "cancelled", None)
            raise
        option: str | None = None
        if decision is None:
            ask_client = getattr(client, "session_request_permission", None)
            if ask_client is None:  # nobody to ask: the agent reads it as a cancelled prompt
                response, label = binding.cancelled_permission(), "cancelled"
            else:
                try:
                    response, label = await ask_client(params), "client"
                except asyncio.CancelledError:
                    # `session/cancel` answered it `cancelled` (the client's side rules cancel
                    # this handler): the turn records that answer.
                    _record(turn, tool_call_id, kind, "cancelled", None)
                    raise
        elif isinstance(decision, binding.permission_response):
            response, label = decision, "client"
        else:
            option = None if decision == "cancel" else option_for(str(decision), ask.options)
            if option is None:
                response, label = binding.cancelled_permission(), "cancelled"
            else:
                response = binding.selected_permission(option)
                label = decision if decision in ("allow", "reject") else "option"
        _record(turn, tool_call_id, kind, label, option)
        return response


def _record(
    turn: Turn[Any] | None,
    tool_call_id: str | None,
    kind: str | None,
    label: str,
    option: str | None,
) -> None:
    """How a permission request of the running turn was answered, in `turn.permissions`."""
    if turn is not None:
        turn.permissions.append(
            PermissionDecision(
                tool_call_id=tool_call_id, kind=kind, decision=label, option_id=option
            )
        )


class _Hook:
    """What an open session registers on its connection (`SessionHook`, see
    `acp_wire.connection._session_hooks`): its `session/update` notifications are kept while a
    turn runs (or a load replays), its permission requests answered by its policy, its `fs/*`
    and `terminal/*` requests served when it serves local files and terminals; the rest goes
    to the client's handler."""

    __slots__ = ("session",)

    def __init__(self, session: Session[Any]) -> None:
        self.session = session

    def notification(self, method: str, params: Any) -> bool:
        session = self.session
        if method != session.binding.session_update_method:
            return False
        return session.receive_update(params.update)

    def request(self, method: str, params: Any) -> Awaitable[Any] | None:
        session = self.session
        binding = session.binding
        if isinstance(params, binding.permission_request):
            return session.answer_permission(params, session.conn.handler)
        files = session.files
        if files is not None:
            if method == binding.read_text_file_method:
                return files.read(params)
            if method == binding.write_text_file_method:
                return files.write(params)
        return session.serve_terminal(method, params)


_END = object()  # ends a stream's queue


class TurnStream(Generic[U]):
    """A running turn as an async iterator of its session updates (see `Session.stream`).

    The turn ends at the prompt response (version 1) or at the session update that reports
    the session idle (version 2's `state_update`), as the binding's `turn_end` says.
    """

    def __init__(self, session: Session[U], params: Any) -> None:
        self.session = session
        self.turn: Turn[U] = Turn(session.binding, session.id)
        self.cancel_requested = False
        self._params = params
        self._queue: asyncio.Queue[Any] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None
        self._error: BaseException | None = None
        self._ends = session.binding.turn_end
        self._watch: asyncio.Task[None] | None = None

    def __aiter__(self) -> TurnStream[U]:
        return self

    async def __anext__(self) -> U:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run())
        item = await self._queue.get()
        if item is _END:
            self._queue.put_nowait(_END)  # iterating again ends at once
            if self._error is not None:
                raise self._error
            raise StopAsyncIteration
        item_of_turn: U = item
        return item_of_turn

    def __await__(self) -> Generator[Any, None, Turn[U]]:
        """`await session.stream(...)`: the same as `await session.prompt(...)`."""
        return self._drain().__await__()

    async def _drain(self) -> Turn[U]:
        async for _ in self:
            pass
        return self.turn

    async def _run(self) -> None:
        binding = self.session.binding
        try:
            response = await self.session.conn.request(binding.session_prompt_method, self._params)
        except RequestError as exc:
            if self.cancel_requested and exc.code == REQUEST_CANCELLED:
                self._finish("cancelled")
            else:
                self._finish(None, exc)
            return
        except asyncio.CancelledError:
            self._finish(None, ConnectionError("the turn's request was cancelled"))
            raise
        except Exception as exc:  # the connection ended: the turn cannot end any more
            self._finish(None, exc)
            return
        self.turn.response = response
        if self._ends.response_stop_reason is not None:
            self._finish(self._ends.stop_reason(response))
            return
        # Else an update ends the turn (`apply_update`; it may have come before the response),
        # unless the connection closes first: then no update can come.
        if not self.turn.done:
            self._watch = asyncio.get_running_loop().create_task(self._until_closed())

    async def _until_closed(self) -> None:
        await self.session.conn.wait_closed()
        self._finish(None, ConnectionError("the connection closed before the turn ended"))

    def apply_update(self, update: U) -> None:
        self.turn.apply(update)
        self._queue.put_nowait(update)
        if self._ends.ends(update):
            self._finish(self._ends.stop_reason(update))

    def _finish(self, stop_reason: Any, error: BaseException | None = None) -> None:
        turn = self.turn
        if turn.done:
            return
        turn.done = True
        turn.stop_reason = stop_reason
        self._error = error
        self._queue.put_nowait(_END)
        watch = self._watch
        if watch is not None and watch is not asyncio.current_task():
            watch.cancel()


def _alternative_for(request: Any, value: object) -> Any:
    """The class among the alternatives of a request union (or the one request class) whose
    `value` member takes `value`'s type: v1's `BooleanSetSessionConfigOptionRequest` or
    `ValueIdSetSessionConfigOptionRequest`, v2's `BooleanSetSessionConfigOptionRequest` or
    `IdSetSessionConfigOptionRequest`. TypeError for a value none of them takes."""
    alternatives = typing.get_args(request) or (request,)
    for alternative in alternatives:
        fields = msgspec.structs.fields(alternative)
        member = next((f for f in fields if f.name == "value"), None)
        kind = None if member is None else member.type
        if isinstance(kind, type) and isinstance(value, kind):
            return alternative
    takes = ", ".join(a.__name__ for a in alternatives)
    raise TypeError(
        f"a config option value is a str (a value id) or a bool, not {type(value).__name__} "
        f"(the request alternatives: {takes})"
    )


def agent_advertises(conn: Any, path: tuple[str, ...]) -> bool:
    """Whether the agent of client connection `conn` advertised the capability at `path` of
    its `initialize` capabilities: present, not null, not `false`. Before an `initialize`
    answer nothing is advertised."""
    return is_granted(getattr(conn, "agent_capabilities", None), path)


def capability_name(binding: Binding, path: tuple[str, ...]) -> str:
    """The wire name of an agent capability at attribute `path` (for error messages):
    `agentCapabilities.sessionCapabilities.close`."""
    names = (*binding.agent_capabilities_path, *path)
    return ".".join(_camel(name) for name in names)


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


__all__ = ["Session", "TurnStream", "agent_advertises", "capability_name"]
