"""The page model of `replay --html`: `page_model` reads a transcript into the data the page
shows: entries in wire order (a message, a tool call, a compaction or a session message with
every update to it, grouped as `acp_wire.tools.reducer.Reducer` groups its history; a
permission request with its answer; a prompt with its turn's end; other requests with their
responses; each other update and notification on its own), each with its line numbers and raw
JSON-RPC messages; the sessions, nested by `subagent_update`, with their state at the end as
`acp_wire.tools.reducer.Reducer` reduces it; the findings of `acp-wire check`; the lines that
could not be read.

Which history item an update belongs to is the reducer's decision (`Reducer.apply_entry`
returns the item), so the page and `replay`'s text and JSON show one history in one order;
prompt turns are numbered as the reducer counts them (from 1 in each session, the request id
beside). The page shows every message that made an item. Updates are read as JSON, so v2 and
unknown variants show too; one that did not decode is an entry of its own.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Generator, Iterable
from dataclasses import dataclass, field
from typing import Any

from acp_wire._generated.methods import (
    SESSION_CANCEL,
    SESSION_FORK,
    SESSION_LOAD,
    SESSION_PROMPT,
    SESSION_REQUEST_PERMISSION,
    SESSION_RESUME,
    SESSION_UPDATE,
)
from acp_wire._rpc.binding import Binding
from acp_wire.bindings import PROTOCOL_VERSIONS, binding_for
from acp_wire.tools.check import check, rules_of
from acp_wire.tools.html import _markdown as safe_markdown
from acp_wire.tools.html._views import (
    JSON,
    as_array,
    as_object,
    content_blocks,
    diff_view,
    duration,
    entry_json,
    is_unknown_variant,
    markdown_blocks,
    params_of,
    raw_messages,
    session_state_view,
)
from acp_wire.tools.reducer import AnyHistoryItem, Reducer, ToolCallItem
from acp_wire.tools.transcript import Entry, TranscriptReader, declared_version

_MESSAGE_ROLES = {
    "user_message_chunk": "user",
    "agent_message_chunk": "agent",
    "agent_thought_chunk": "thought",
    "user_message": "user",
    "agent_message": "agent",
    "agent_thought": "thought",
}
# A tool call's fields the page keeps, by wire name, under the page's name (an entry's own
# `kind` is the page's kind of entry).
_TOOL_CALL_FIELDS = {
    "title": "title",
    "kind": "toolKind",
    "status": "status",
    "locations": "locations",
    "rawInput": "rawInput",
    "rawOutput": "rawOutput",
    "name": "name",
}


@dataclass
class _Turn:
    """A prompt turn while it runs: its prompt's entry, when it started, whether it was
    cancelled."""

    entry: JSON
    t: float | None
    cancel: bool = False


@dataclass
class _Session:
    """What grouping needs to remember about one session."""

    index: int
    tool_titles: dict[str, Any] = field(default_factory=lambda: {})  # by tool call id
    turns: dict[int, _Turn] = field(default_factory=lambda: {})  # by the prompt's line
    running: _Turn | None = None


class _Builder:
    """Reads entries in order into the page's entries (see the module docstring); `binding`
    says what ends a prompt turn (its `TurnEnd`: the prompt response, or an idle update)."""

    def __init__(self, binding: Binding) -> None:
        self.turn_end = binding.turn_end
        self.reducer = Reducer(binding)
        self._items: dict[int, JSON] = {}  # id() of a reducer history item -> its entry
        self._item: AnyHistoryItem | None = None  # the item the entry being read went to
        self.entries: list[JSON] = []
        self.sessions: list[JSON] = []
        self._sessions: dict[str, _Session] = {}
        self._by_request: dict[int, JSON] = {}  # request line -> its entry
        self._terminals: dict[str, list[JSON]] = {}  # terminal id -> tool call views using it
        self.line_entry: dict[int, int] = {}  # transcript line -> entry index
        self._index: dict[int, int] = {}  # id() of an entry -> its index

    # Sessions.

    def session(self, session_id: Any) -> _Session | None:
        if not isinstance(session_id, str):
            return None
        known = self._sessions.get(session_id)
        if known is None:
            known = self._sessions[session_id] = _Session(len(self.sessions))
            self.sessions.append({"id": session_id, "parent": None})
        return known

    # Entries.

    def add(self, kind: str, entry: Entry, session: _Session | None, **view: Any) -> JSON:
        item: JSON = {
            "kind": kind,
            "session": None if session is None else session.index,
            "t": entry.t,
            "dir": entry.direction,
            "lines": [],
            "raw": [],
            **view,
        }
        self._index[id(item)] = len(self.entries)
        self.entries.append(item)
        self.attach(item, entry)
        self.line_entry[entry.line] = len(self.entries) - 1  # a line opens the entry it starts
        return item

    def attach(self, item: JSON, entry: Entry) -> None:
        """Record `entry`'s line and message as part of `item`."""
        item["lines"].append(entry.line)
        item["raw"].append(raw_messages(entry))
        if entry.finding is not None:
            item.setdefault("readFindings", []).append([entry.line, entry.finding])
        self.line_entry.setdefault(entry.line, self._index[id(item)])

    def read(self, entry: Entry) -> None:
        """Add one transcript entry to the page: a new entry, or a line of an existing one."""
        self._item = self.reducer.apply_entry(entry)
        message = entry_json(entry)
        if message is None:
            item = self.add("broken", entry, None)
            if entry.finding is None:
                item["readFindings"] = [[entry.line, "not a JSON-RPC message"]]
            return
        if "method" in message:
            params = as_object(message.get("params"))
            session = self.session(params.get("sessionId"))
            if entry.method == SESSION_UPDATE and "id" not in message:
                self.update(entry, session, params.get("update"))
            elif "id" in message:
                self.request(entry, session, message, params)
            else:
                self.notification(entry, session, message, params)
        else:
            self.response(entry, message)

    def request(self, entry: Entry, session: _Session | None, message: JSON, params: JSON) -> None:
        """A prompt (a user entry opening a turn), a permission request, or another request;
        each waits for its response (`response`)."""
        method = entry.method
        if method == SESSION_PROMPT and session is not None:
            # The user's message where the reducer keeps the prompt as one (v1), else the
            # prompt that opens the turn (v2: the agent reports the user message it keeps).
            request_id = message.get("id")
            number = self._turn_number(params.get("sessionId"), request_id)
            item = self.add(
                "user" if self._item is not None else "prompt",
                entry,
                session,
                blocks=content_blocks(params.get("prompt")),
                turn={"number": number, "requestId": request_id},
            )
            self._remember(item)
            session.running = session.turns[entry.line] = _Turn(item, entry.t)
        elif method == SESSION_REQUEST_PERMISSION:
            tool_call = as_object(params.get("toolCall"))
            item = self.add(
                "permission",
                entry,
                session,
                toolCall=tool_call,
                toolTitle=self._tool_title(session, tool_call.get("toolCallId")),
                options=as_array(params.get("options")),
                outcome=None,
            )
        else:
            item = self.add("rpc", entry, session, method=method, answered=False)
        self._by_request[entry.line] = item

    def notification(
        self, entry: Entry, session: _Session | None, message: JSON, params: JSON
    ) -> None:
        if entry.method == SESSION_CANCEL and session is not None:
            if session.running is not None:
                session.running.cancel = True
                session.running.entry["turn"]["cancel"] = True
            self.add("cancel", entry, session)
        else:
            self.add("notification", entry, session, method=entry.method)

    def response(self, entry: Entry, message: JSON) -> None:
        """A response joins its request's entry; a prompt's answer also ends its turn."""
        request = entry.request
        item = self._by_request.get(request.line) if request is not None else None
        if item is None:
            self.add("rpc", entry, None, method=None, orphan=True)
            return
        self.attach(item, entry)
        result = as_object(message.get("result"))
        error = message.get("error")
        if item["kind"] == "user":
            session = self._sessions[self.sessions[item["session"]]["id"]]
            turn = session.turns.get(request.line) if request is not None else None
            if self.turn_end.response_stop_reason is None and error is None:
                return  # the prompt was accepted: an update ends its turn
            stop = result.get("stopReason")
            self.end_turn(entry, session, turn, stop, error, result.get("usage"))
        elif item["kind"] == "permission":
            item["outcome"] = result.get("outcome")
            item["error"] = error
        else:
            item["answered"] = True
            session_id = result.get("sessionId")
            if item["session"] is None and isinstance(session_id, str):
                created = self.session(session_id)
                item["session"] = created.index if created else None
            output = result.get("output")
            if isinstance(output, str):  # terminal/output
                self._terminal_output(item, request, output, result)
            if error is not None and item.get("method") in _SESSION_SETUP:
                self._setup_failed(item, entry, error)

    def _setup_failed(self, item: JSON, entry: Entry, error: Any) -> None:
        """A `session/load` or `session/resume` (or a fork of a session) answered with an
        error: its session's card says so, as the request's entry does."""
        index = item["session"]
        if not isinstance(index, int):
            return
        none_yet: list[JSON] = []
        failures: list[JSON] = self.sessions[index].setdefault("failures", none_yet)
        failures.append({"method": item["method"], "error": error, "line": entry.line})

    def end_turn(
        self,
        entry: Entry,
        session: _Session,
        turn: _Turn | None,
        stop: Any,
        error: Any,
        usage: Any,
    ) -> None:
        """`entry` ends `turn`: a prompt's answer, or an update that ends the running turn."""
        end: JSON = {
            "number": turn.entry["turn"]["number"] if turn else None,
            "requestId": turn.entry["turn"]["requestId"] if turn else None,
            "stopReason": stop,
            "error": error,
            "line": entry.line,
            "cancel": bool(turn and turn.cancel),
            "usage": usage,
            "duration": duration(turn.t if turn else None, entry.t),
        }
        if turn is not None:
            turn.entry["turn"] = end
        request = turn.entry["lines"][0] if turn else None
        self.add("turn_end", entry, session, turn=end, request=request)
        if session.running is turn:
            session.running = None

    def _terminal_output(
        self, item: JSON, request: Entry | None, output: str, result: JSON
    ) -> None:
        item["output"] = output
        params = params_of(request)
        terminal_id = params.get("terminalId")
        if isinstance(terminal_id, str):
            for content in self._terminals.get(terminal_id, []):
                content["output"] = output
                content["exitStatus"] = result.get("exitStatus")

    def _tool_title(self, session: _Session | None, tool_call_id: Any) -> str | None:
        if session is None or not isinstance(tool_call_id, str):
            return None
        title = session.tool_titles.get(tool_call_id)
        return title if isinstance(title, str) else None

    def _turn_number(self, session_id: Any, request_id: Any) -> int | None:
        """The number the reducer gave the turn a prompt just opened: its place among the
        session's turns, from 1 (None when the reducer opened no turn: a prompt that did
        not decode)."""
        sessions = self.reducer.state.sessions
        state = sessions.get(session_id) if isinstance(session_id, str) else None
        if state is None or not state.turns or state.turns[-1].request_id != request_id:
            return None
        return len(state.turns)

    def _grouped(
        self, kind: str, entry: Entry, session: _Session, **view: Any
    ) -> tuple[JSON, bool]:
        """The entry of the history item the reducer put `entry` in, and whether it is new
        (an update the reducer did not apply, one that did not decode, is an entry of its
        own)."""
        known = self._items.get(id(self._item)) if self._item is not None else None
        if known is not None:
            self.attach(known, entry)
            return known, False
        item = self.add(kind, entry, session, **view)
        self._remember(item)
        return item, True

    def _remember(self, item: JSON) -> None:
        """`item` is the entry of the history item the entry being read went to."""
        if self._item is not None:
            self._items[id(self._item)] = item

    # Session updates.

    def update(self, entry: Entry, session: _Session | None, value: Any) -> None:
        """A `session/update`, grouped by what it updates (see the module docstring)."""
        update = as_object(value)
        tag = update.get("sessionUpdate")
        if session is None or not isinstance(tag, str):
            self.add("unknown", entry, session, tag=None)
            return
        typed = _typed_update(entry)
        role = _MESSAGE_ROLES.get(tag)
        if session.running is not None and self.turn_end.ends(typed):
            stop = self.turn_end.stop_reason(typed)
            self.end_turn(entry, session, session.running, stop, None, update.get("usage"))
        elif role is not None:
            self.message(entry, session, role, tag, update)
        elif tag in ("tool_call", "tool_call_update", "tool_call_content_chunk"):
            self.tool_call(entry, session, tag, update)
        elif tag in ("compaction_update", "compaction_summary_chunk"):
            self.compaction(entry, session, tag, update)
        elif tag in ("session_message", "session_message_chunk"):
            self.session_message(entry, session, tag, update)
        elif tag == "subagent_update":
            child = self.session(update.get("sessionId"))
            if child is not None and child is not session:
                record = self.sessions[child.index]
                if record["parent"] is None:
                    record["parent"] = session.index
            self.add("subagent", entry, session, child=child and child.index)
        elif tag in _SIMPLE_UPDATES:
            self.add(_SIMPLE_UPDATES[tag], entry, session)
        else:  # a variant the schema does not know, or one this page has no view for
            known = entry.message is not None and not is_unknown_variant(entry.message)
            self.add("update" if known else "unknown", entry, session, tag=tag)

    def message(self, entry: Entry, session: _Session, role: str, tag: str, update: JSON) -> None:
        message_id = update.get("messageId")
        item, _ = self._grouped(role, entry, session, blocks=[], messageId=message_id)
        if tag.endswith("_chunk"):
            item["blocks"].extend(content_blocks([update.get("content")]))
        elif "content" in update:  # a v2 upsert: a concrete array replaces, null clears
            item["blocks"] = content_blocks(update.get("content"))

    def tool_call(self, entry: Entry, session: _Session, tag: str, update: JSON) -> None:
        call_id = update.get("toolCallId")
        item, _ = self._grouped(
            "tool_call",
            entry,
            session,
            toolCallId=call_id,
            announced=tag == "tool_call",
            history=[],
            content=[],
            locations=[],
        )
        for name, key in _TOOL_CALL_FIELDS.items():
            if name in update:
                item[key] = update[name]
        if isinstance(call_id, str) and "title" in update:
            session.tool_titles[call_id] = update["title"]
        if "status" in update:
            item["history"].append([entry.line, update["status"], entry.t])
        if isinstance(self._item, ToolCallItem):  # whether a tool_call announced it
            item["announced"] = self._item.announced
        if tag == "tool_call_content_chunk":
            item["content"].append(self._tool_content(update.get("content")))
        elif "content" in update:  # "Replace the content collection"
            item["content"] = [self._tool_content(c) for c in as_array(update.get("content"))]

    def _tool_content(self, value: Any) -> JSON:
        content = as_object(value)
        kind = content.get("type")
        if kind == "diff":
            return diff_view(content)
        if kind == "terminal":
            view: JSON = {"type": "terminal", "terminalId": content.get("terminalId")}
            terminal_id = content.get("terminalId")
            if isinstance(terminal_id, str):
                self._terminals.setdefault(terminal_id, []).append(view)
            return view
        if kind == "content":
            return {"type": "content", "blocks": content_blocks([content.get("content")])}
        return {"type": "json", "value": value}

    def compaction(self, entry: Entry, session: _Session, tag: str, update: JSON) -> None:
        compaction_id = update.get("compactionId")
        item, _ = self._grouped(
            "compaction", entry, session, compactionId=compaction_id, history=[], summary=[]
        )
        if tag == "compaction_summary_chunk":
            item["summary"].extend(content_blocks([update.get("content")]))
            return
        if "status" in update:
            item["history"].append([entry.line, update["status"], entry.t])
        if "summary" in update:
            item["summary"] = content_blocks(update.get("summary"))
        if "error" in update:
            item["error"] = update["error"]

    def session_message(self, entry: Entry, session: _Session, tag: str, update: JSON) -> None:
        message_id = update.get("messageId")
        item, _ = self._grouped("session_message", entry, session, messageId=message_id, blocks=[])
        if tag == "session_message_chunk":
            item["blocks"].extend(content_blocks([update.get("content")]))
            return
        for name in ("senderSessionId", "recipientSessionId"):
            if isinstance(update.get(name), str):
                item[name] = update[name]
        if "content" in update:
            item["blocks"] = content_blocks(update.get("content"))

    def finish(self) -> None:
        """Agent text becomes Markdown trees once every chunk is in."""
        for item in self.entries:
            if item["kind"] in ("agent", "session_message"):
                item["blocks"] = markdown_blocks(item["blocks"])
            elif item["kind"] == "tool_call":  # agents write titles and output as Markdown too
                title = item.get("title")
                if isinstance(title, str):
                    item["titleTree"] = safe_markdown.parse(title)
                for content in item["content"]:
                    if content["type"] == "content":
                        content["blocks"] = markdown_blocks(content["blocks"])


# Requests that set a session up from one the agent knows: a failure leaves the session
# created by its id with nothing in it, so the page says why.
_SESSION_SETUP = frozenset((SESSION_LOAD, SESSION_RESUME, SESSION_FORK))

_SIMPLE_UPDATES = {
    "plan": "plan",
    "plan_update": "plan",
    "plan_removed": "plan",
    "available_commands_update": "commands",
    "current_mode_update": "mode",
    "config_option_update": "config",
    "session_info_update": "session_info",
    "usage_update": "usage",
    "notice": "notice",
    "state_update": "state",  # v2's activity snapshot (an idle one that ends a turn: its end)
}


def _typed_update(entry: Entry) -> Any:
    """The decoded update of a `session/update` entry (None when it did not decode)."""
    params = getattr(entry.message, "params", None)
    return getattr(params, "update", None)


def _version(lines: list[bytes]) -> int:
    for line in lines:
        version = declared_version(line)
        if version is not None:
            return version
    return 1


@contextlib.contextmanager
def _no_cyclic_collection() -> Generator[None]:
    """The cyclic garbage collector paused while the block runs (and resumed after, if it ran).

    Why: a page model is millions of small acyclic objects (dicts, lists, strings; freed by
    reference counting alone), and the collector's repeated passes over that growing heap made
    the build grow faster than its input: 0.029 ms per update at 10,000 updates, 0.040 at
    300,000 (CPU time), 0.026 at both with the collector paused."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def page_model(lines: Iterable[bytes], name: str = "transcript", until: int | None = None) -> JSON:
    """Everything the page shows of transcript `lines` (up to line `until`), as plain JSON."""
    with _no_cyclic_collection():
        return _page_model(lines, name, until)


def _page_model(lines: Iterable[bytes], name: str, until: int | None) -> JSON:
    kept = list(lines)
    if until is not None:
        kept = kept[:until]
    version = _version(kept)
    binding = binding_for(version) if version in PROTOCOL_VERSIONS else binding_for(1)
    builder = _Builder(binding)
    for entry in TranscriptReader(binding).read(kept):
        builder.read(entry)
    builder.finish()
    for record in builder.sessions:
        state = builder.reducer.state.sessions.get(record["id"])
        record["state"] = session_state_view(state) if state is not None else None
    findings: list[JSON] = []
    rules = rules_of(binding)
    for finding in check(kept, binding):
        rule = rules[finding.rule]
        findings.append(
            {
                "line": finding.line,
                "rule": finding.rule,
                "level": rule.level,
                "text": finding.explanation,
                "quote": rule.quote,
                "source": rule.source,
                "entry": builder.line_entry.get(finding.line),
            }
        )
    return {
        "name": name,
        "protocol": version,
        "lines": len(kept),
        "checked": True,
        "sessions": builder.sessions,
        "entries": builder.entries,
        "findings": findings,
    }


__all__ = ["page_model"]
