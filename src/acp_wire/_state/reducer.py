"""`Reducer`: applies messages in receive order (`session/update` notifications, and the
requests and responses around them) to a `State`. The requests and responses are handled here;
each update goes to its variant's rule (`updates`). What ends a prompt turn, which classes a
message's parts are and which methods the requests are, the reducer reads from the version's
binding: it imports nothing generated, so that a client session (`acp_wire.sessions`, which
the generated connections import) builds its turn with it, and `acp-wire replay`
(`acp_wire.tools.reducer`, presetting version 1 and reading transcripts) builds a session's
state with it: one patch rule for both."""

from __future__ import annotations

from typing import Any, Protocol, TypeVar

from msgspec import UNSET, UnsetType

from acp_wire._rpc.binding import Binding
from acp_wire._rpc.envelope import Request, Response
from acp_wire._rpc.message import Message
from acp_wire._state.model import (
    AnyHistoryItem,
    AnySessionState,
    AnyState,
    MessageItem,
    PermissionItem,
    PromptTurn,
    SessionState,
    State,
    ToolCallItem,
)
from acp_wire._state.updates import Index, full_value, handlers, tool_call_patch


class Reducer:
    """Applies messages in receive order to a `State` (`reducer.state`).

    Each `apply*` method returns the history item the message created or changed (a message,
    a tool call, a compaction, a session message; None for a message that is not history):
    the reducer alone decides which item a chunk belongs to, and every view of a transcript
    (`replay`'s text and JSON, `replay --html`'s page) shows that decision.
    """

    def __init__(self, binding: Binding) -> None:
        """`binding`: the protocol version of the messages applied."""
        self.binding = binding
        self.state: AnyState = State()
        self._sessions: dict[str, tuple[AnySessionState, Index]] = {}
        self._updates = handlers(binding)
        self._notification = binding.session_update
        self._turn_end = binding.turn_end

    # Entry points.

    def apply(self, message: Message, request: Message | None = None) -> AnyHistoryItem | None:
        """Apply one message; a response needs the `request` it answers to mean anything."""
        params = getattr(message, "params", None)
        if type(params) is self._notification:
            return self.apply_update(params)
        if isinstance(message, Response):
            if isinstance(request, Request):
                self._response(message, request)
        elif isinstance(message, Request):
            return self._request(message)
        elif isinstance(params, self.binding.session_cancel):
            self._cancel(params)
        return None

    def apply_update(self, notification: Any) -> AnyHistoryItem | None:
        """Apply one `session/update` notification's update to its session."""
        return self.apply_session_update(notification.session_id, notification.update)

    def apply_session_update(self, session_id: str, update: Any) -> AnyHistoryItem | None:
        """Apply one session update (the `update` member of a `session/update`) to session
        `session_id`."""
        known = self._sessions.get(session_id)
        session, index = known if known is not None else self._session(session_id)
        item = self._updates[update.__class__](session, index, update)
        if self._turn_end.ends(update):
            self._end_turn(session, update)
        return item

    def patch_tool_call(self, session_id: str, update: Any) -> ToolCallItem[Any, Any]:
        """Apply a tool call's patch that is no session update (a permission request's
        `ToolCallUpdate`) as `tool_call_update` patches it, and return the tool call."""
        session, index = self._session(session_id)
        return tool_call_patch(session, index, update)

    def _session(self, session_id: str) -> tuple[AnySessionState, Index]:
        known = self._sessions.get(session_id)
        if known is None:
            session = self.state.sessions[session_id] = SessionState(session_id=session_id)
            index = Index(
                self.binding.terminal_compaction_statuses,
                self._turn_end.tool_call_announcement is None,
            )
            known = self._sessions[session_id] = (session, index)
        return known

    # Requests and responses around the updates.

    def _request(self, message: Request[Any]) -> AnyHistoryItem | None:
        params = message.params
        method = message.method
        binding = self.binding
        if isinstance(params, binding.prompt_request):
            session, index = self._session(params.session_id)
            index.current.clear()  # a new turn: chunks without an id start new messages
            session.turns.append(PromptTurn(request_id=message.id))
            if self._turn_end.inserted_message is None:  # else the agent reports it
                prompt: MessageItem[Any] = MessageItem(role="user", content=list(params.prompt))
                session.history.append(prompt)
                return prompt
        elif isinstance(params, self.binding.permission_request):
            session, _ = self._session(params.session_id)
            session.permission_requests.append(
                PermissionItem(
                    request_id=message.id,
                    tool_call=binding.permission_tool_call(params)[0],
                    options=params.options,
                )
            )
        elif method in (binding.session_load_method, binding.session_resume_method):
            self._session(params.session_id)
        return None

    def _cancel(self, params: Any) -> None:
        """Spec: "Clients MAY cancel an ongoing prompt turn at any time by sending a
        session/cancel notification": the running turn is marked."""
        session, _ = self._session(params.session_id)
        turn = _running(session)
        if turn is not None:
            turn.cancel_requested = True

    def _end_turn(self, session: AnySessionState, update: Any) -> None:
        """v2, schema `StateUpdate`: "the agent MUST report `running` when foreground work
        starts [...] and `idle` when it ends. The agent SHOULD include a stop reason on that
        idle update." The running turn ends; an idle snapshot with no turn running (a resumed
        session's) ends nothing."""
        turn = _running(session)
        if turn is None:
            return
        turn.ended = True
        turn.stop_reason = self._turn_end.stop_reason(update)
        turn.usage = full_value(getattr(update, "usage", UNSET))

    def _response(self, message: Response[Any], request: Request[Any]) -> None:
        params = request.params
        result: Any = message.result
        method = request.method
        binding = self.binding
        error = message.error if isinstance(message.error, self.binding.error) else None
        if isinstance(params, binding.prompt_request):
            session, _ = self._session(params.session_id)
            turn = _find(session.turns, request.id)
            if turn is None:
                return
            turn.error = error
            if isinstance(result, self.binding.prompt_response):
                turn.message_id = self._turn_end.message_id(result)
                if self._turn_end.response_stop_reason is not None:
                    turn.stop_reason = self._turn_end.stop_reason(result)
                    turn.usage = full_value(getattr(result, "usage", UNSET))
                    turn.ended = True
            if error is not None:
                turn.ended = True
        elif isinstance(params, self.binding.permission_request):
            session, _ = self._session(params.session_id)
            item = _find(session.permission_requests, request.id)
            if item is not None:
                item.error = error
                if isinstance(result, self.binding.permission_response):
                    item.outcome = result.outcome
        elif error is not None or result is UNSET or result is None:
            return
        elif method in (binding.session_new_method, binding.session_fork_method):
            self._setup(result.session_id, result)
        elif method in (binding.session_load_method, binding.session_resume_method):
            self._setup(params.session_id, result)
        elif method == binding.session_set_mode_method:
            self._session(params.session_id)[0].current_mode_id = params.mode_id
        elif isinstance(getattr(result, "config_options", None), list):
            # `session/set_config_option`'s answer: "The full set of configuration options
            # and their current values" (schema, `SetSessionConfigOptionResponse`): read
            # from the answer, which every version's schema requires to carry them.
            session_id = getattr(params, "session_id", None)
            if isinstance(session_id, str):
                self._session(session_id)[0].config_options = list(result.config_options)

    def _setup(self, session_id: str, result: Any) -> None:
        """A session's modes and config options as the agent announced them on creation."""
        session, _ = self._session(session_id)
        modes: Any = getattr(result, "modes", UNSET)
        # The version's options: the state is the version's model.
        config_options: list[Any] | UnsetType | None = getattr(result, "config_options", UNSET)
        if isinstance(getattr(modes, "available_modes", None), list):
            session.modes = list(modes.available_modes)
            session.current_mode_id = modes.current_mode_id
        if isinstance(config_options, list):
            session.config_options = list(config_options)


def _running(session: AnySessionState) -> PromptTurn[Any, Any] | None:
    """The session's turn that has not ended, if any."""
    for turn in reversed(session.turns):
        if not turn.ended:
            return turn
    return None


class _Requested(Protocol):
    """What `_find` looks items up by: the id of the request each belongs to."""

    @property
    def request_id(self) -> int | str | None: ...


_Keyed = TypeVar("_Keyed", bound=_Requested)


def _find(items: list[_Keyed], request_id: object) -> _Keyed | None:
    """The latest item of `request_id` (ids are reused once answered)."""
    for item in reversed(items):
        if item.request_id == request_id and type(item.request_id) is type(request_id):
            return item
    return None


__all__ = ["Reducer"]
