"""`acp-wire replay --html OUT TRANSCRIPT`: one self-contained HTML page that shows a transcript.

`page_model` reads a transcript into the data the page shows: entries in wire order (messages
grouped by `messageId`, a tool call with every update to it, a permission request with its
answer, a prompt with its turn's end, other requests with their responses, each other update on
its own), each with its line numbers and raw JSON-RPC messages; the sessions, nested by
`subagent_update`, with their state at the end as `acp_wire.tools.reducer.Reducer` reduces it; the
findings of `acp-wire check`; the lines that could not be read. `render_page` embeds that model
as JSON in the page beside its stylesheet and script (package data files `replay_page.*`); the
script builds the DOM from it with text nodes only. Nothing in the page loads anything: its
Content-Security-Policy allows no fetch at all and runs only the page's own script.

Grouping here is presentation: the page shows every message that made a group, and the reducer's
state for what a client would keep. Updates are read as JSON, so v2 and unknown variants show too.
"""

from __future__ import annotations

import argparse
import base64
import difflib
import hashlib
import html
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, TextIO, cast

import msgspec

from acp_wire._codec.resolve import UnknownVariant
from acp_wire._rpc.binding import Binding
from acp_wire.bindings import PROTOCOL_VERSIONS, binding_for
from acp_wire.tools.check import check, rules_of
from acp_wire.tools.exits import EXIT_UNUSABLE, EXIT_VALID
from acp_wire.tools.html import markdown as safe_markdown
from acp_wire.tools.reducer import Reducer, SessionState
from acp_wire.tools.transcript import Entry, TranscriptReader, declared_version

JSON = dict[str, Any]


def _object(value: Any) -> JSON:
    """`value` when it is a JSON object, else an empty one (transcript JSON is untrusted)."""
    return cast(JSON, value) if isinstance(value, dict) else {}


def _array(value: Any) -> list[object]:
    """`value` when it is a JSON array, else an empty one."""
    return cast("list[object]", value) if isinstance(value, list) else []


# `sessionUpdate` tags of messages (v1 chunks; v2 upserts and chunks), by role.
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
_DIFF_CONTEXT = 3
_MAX_DIFF_LINES = 4000  # a bigger diff shows its first lines and says how many were left out


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
    messages: dict[tuple[str, str], JSON] = field(default_factory=lambda: {})
    current: dict[str, JSON] = field(default_factory=lambda: {})
    tool_calls: dict[str, JSON] = field(default_factory=lambda: {})
    compactions: dict[str, JSON] = field(default_factory=lambda: {})
    session_messages: dict[str, JSON] = field(default_factory=lambda: {})
    turns: dict[int, _Turn] = field(default_factory=lambda: {})  # by the prompt's line
    running: _Turn | None = None
    turn_count: int = 0


class _Builder:
    """Reads entries in order into the page's entries (see the module docstring); `binding`
    says what ends a prompt turn (its `TurnEnd`: the prompt response, or an idle update)."""

    def __init__(self, binding: Binding) -> None:
        self.turn_end = binding.turn_end
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
        item["raw"].append(_raw(entry))
        if entry.finding is not None:
            item.setdefault("readFindings", []).append([entry.line, entry.finding])
        self.line_entry.setdefault(entry.line, self._index[id(item)])

    def read(self, entry: Entry) -> None:
        """Add one transcript entry to the page: a new entry, or a line of an existing one."""
        message = _json(entry)
        if message is None:
            item = self.add("broken", entry, None)
            if entry.finding is None:
                item["readFindings"] = [[entry.line, "not a JSON-RPC message"]]
            return
        if "method" in message:
            params = _object(message.get("params"))
            session = self.session(params.get("sessionId"))
            if entry.method == "session/update" and "id" not in message:
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
        if method == "session/prompt" and session is not None:
            session.turn_count += 1
            session.current.clear()  # a new turn: chunks without an id start new messages
            item = self.add(
                "user",
                entry,
                session,
                blocks=_blocks(params.get("prompt")),
                turn={"number": session.turn_count},
            )
            session.running = session.turns[entry.line] = _Turn(item, entry.t)
        elif method == "session/request_permission":
            tool_call = _object(params.get("toolCall"))
            item = self.add(
                "permission",
                entry,
                session,
                toolCall=tool_call,
                toolTitle=self._tool_title(session, tool_call.get("toolCallId")),
                options=_array(params.get("options")),
                outcome=None,
            )
        else:
            item = self.add("rpc", entry, session, method=method, answered=False)
        self._by_request[entry.line] = item

    def notification(
        self, entry: Entry, session: _Session | None, message: JSON, params: JSON
    ) -> None:
        if entry.method == "session/cancel" and session is not None:
            if session.running is not None:
                session.running.cancel = True
                session.running.entry["turn"]["cancel"] = True
            self.add("cancel", entry, session)
        else:
            self.add("rpc", entry, session, method=entry.method)

    def response(self, entry: Entry, message: JSON) -> None:
        """A response joins its request's entry; a prompt's answer also ends its turn."""
        request = entry.request
        item = self._by_request.get(request.line) if request is not None else None
        if item is None:
            self.add("rpc", entry, None, method=None, orphan=True)
            return
        self.attach(item, entry)
        result = _object(message.get("result"))
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
            "stopReason": stop,
            "error": error,
            "line": entry.line,
            "cancel": bool(turn and turn.cancel),
            "usage": usage,
            "duration": _duration(turn.t if turn else None, entry.t),
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
        params = _params(request)
        terminal_id = params.get("terminalId")
        if isinstance(terminal_id, str):
            for content in self._terminals.get(terminal_id, []):
                content["output"] = output
                content["exitStatus"] = result.get("exitStatus")

    def _tool_title(self, session: _Session | None, tool_call_id: Any) -> str | None:
        if session is None or not isinstance(tool_call_id, str):
            return None
        known = session.tool_calls.get(tool_call_id)
        return None if known is None else known.get("title")

    # Session updates.

    def update(self, entry: Entry, session: _Session | None, value: Any) -> None:
        """A `session/update`, grouped by what it updates (see the module docstring)."""
        update = _object(value)
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
            known = entry.message is not None and not _unknown_variant(entry.message)
            self.add("update" if known else "unknown", entry, session, tag=tag)

    def message(self, entry: Entry, session: _Session, role: str, tag: str, update: JSON) -> None:
        message_id = update.get("messageId")
        if isinstance(message_id, str):
            item = session.messages.get((role, message_id))
        else:
            item = session.current.get(role)
        if item is None:
            item = self.add(role, entry, session, blocks=[], messageId=message_id)
            if isinstance(message_id, str):
                session.messages[(role, message_id)] = item
        else:
            self.attach(item, entry)
        session.current[role] = item
        if tag.endswith("_chunk"):
            item["blocks"].extend(_blocks([update.get("content")]))
        elif "content" in update:  # a v2 upsert: a concrete array replaces, null clears
            item["blocks"] = _blocks(update.get("content"))

    def tool_call(self, entry: Entry, session: _Session, tag: str, update: JSON) -> None:
        call_id = update.get("toolCallId")
        key = call_id if isinstance(call_id, str) else ""
        item = session.tool_calls.get(key)
        if item is None:
            item = self.add(
                "tool_call",
                entry,
                session,
                toolCallId=call_id,
                announced=tag == "tool_call",
                history=[],
                content=[],
                locations=[],
            )
            session.tool_calls[key] = item
        else:
            self.attach(item, entry)
        for name, key in _TOOL_CALL_FIELDS.items():
            if name in update:
                item[key] = update[name]
        if "status" in update:
            item["history"].append([entry.line, update["status"], entry.t])
        if tag == "tool_call_content_chunk":
            item["content"].append(self._tool_content(update.get("content")))
        elif "content" in update:  # "Replace the content collection"
            item["content"] = [self._tool_content(c) for c in _array(update.get("content"))]

    def _tool_content(self, value: Any) -> JSON:
        content = _object(value)
        kind = content.get("type")
        if kind == "diff":
            return _diff(content)
        if kind == "terminal":
            view: JSON = {"type": "terminal", "terminalId": content.get("terminalId")}
            terminal_id = content.get("terminalId")
            if isinstance(terminal_id, str):
                self._terminals.setdefault(terminal_id, []).append(view)
            return view
        if kind == "content":
            return {"type": "content", "blocks": _blocks([content.get("content")])}
        return {"type": "json", "value": value}

    def compaction(self, entry: Entry, session: _Session, tag: str, update: JSON) -> None:
        compaction_id = update.get("compactionId")
        key = compaction_id if isinstance(compaction_id, str) else ""
        item = session.compactions.get(key)
        if item is None:
            item = self.add(
                "compaction", entry, session, compactionId=compaction_id, history=[], summary=[]
            )
            session.compactions[key] = item
        else:
            self.attach(item, entry)
        if tag == "compaction_summary_chunk":
            item["summary"].extend(_blocks([update.get("content")]))
            return
        if "status" in update:
            item["history"].append([entry.line, update["status"], entry.t])
        if "summary" in update:
            item["summary"] = _blocks(update.get("summary"))
        if "error" in update:
            item["error"] = update["error"]

    def session_message(self, entry: Entry, session: _Session, tag: str, update: JSON) -> None:
        message_id = update.get("messageId")
        key = message_id if isinstance(message_id, str) else ""
        item = session.session_messages.get(key)
        if item is None:
            item = self.add("session_message", entry, session, messageId=message_id, blocks=[])
            session.session_messages[key] = item
        else:
            self.attach(item, entry)
        if tag == "session_message_chunk":
            item["blocks"].extend(_blocks([update.get("content")]))
            return
        for name in ("senderSessionId", "recipientSessionId"):
            if isinstance(update.get(name), str):
                item[name] = update[name]
        if "content" in update:
            item["blocks"] = _blocks(update.get("content"))

    def finish(self) -> None:
        """Agent text becomes Markdown trees once every chunk is in."""
        for item in self.entries:
            if item["kind"] in ("agent", "session_message"):
                item["blocks"] = _markdown_blocks(item["blocks"])
            elif item["kind"] == "tool_call":  # agents write titles and output as Markdown too
                title = item.get("title")
                if isinstance(title, str):
                    item["titleTree"] = safe_markdown.parse(title)
                for content in item["content"]:
                    if content["type"] == "content":
                        content["blocks"] = _markdown_blocks(content["blocks"])


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
}


# --- pieces of the model --------------------------------------------------------------------


def _json(entry: Entry) -> JSON | None:
    """The entry's JSON-RPC message as plain JSON; None for a line that is not one."""
    try:
        value = msgspec.json.decode(entry.data)
    except (msgspec.DecodeError, RecursionError):
        return None
    message = _object(value)
    # A message that breaks the schema is still shown as what it says (with its finding).
    return message if any(k in message for k in ("method", "id", "result", "error")) else None


def _unknown_variant(message: Any) -> bool:
    """Whether the decoded message's update is a variant its schema version does not know."""
    return isinstance(getattr(getattr(message, "params", None), "update", None), UnknownVariant)


def _raw(entry: Entry) -> list[Any]:
    """[line, the message's JSON text] (the whole line's text when it is not a message)."""
    try:
        data = entry.data
    except (msgspec.DecodeError, RecursionError):
        data = entry.raw
    return [entry.line, data.decode("utf-8", "replace")]


def _params(entry: Entry | None) -> JSON:
    if entry is None:
        return {}
    try:
        message = msgspec.json.decode(entry.data)
    except (msgspec.DecodeError, RecursionError):
        return {}
    return _object(_object(message).get("params"))


def _duration(start: float | None, end: float | None) -> float | None:
    return None if start is None or end is None else round(end - start, 6)


def _blocks(value: Any) -> list[JSON]:
    """Content blocks as the page shows them: text kept, images and audio without their data
    (the page loads nothing), everything else as JSON."""
    blocks: list[JSON] = []
    for item in _array(value):
        block = _object(item)
        kind = block.get("type")
        if kind == "text":
            text = block.get("text")
            blocks.append({"type": "text", "text": text if isinstance(text, str) else ""})
        elif kind in ("image", "audio"):
            data = block.get("data")
            size = _decoded_size(data) if isinstance(data, str) else None
            blocks.append({"type": kind, "mimeType": block.get("mimeType"), "size": size})
        elif kind == "resource_link":
            blocks.append({"type": "link", "name": block.get("name"), "uri": block.get("uri")})
        else:
            blocks.append({"type": "json", "value": item})
    return blocks


def _decoded_size(data: str) -> int | None:
    try:
        return len(base64.b64decode(data, validate=True))
    except ValueError:
        return None


def _markdown_blocks(blocks: list[JSON]) -> list[JSON]:
    """Adjacent text blocks joined (chunks split text anywhere) and read as Markdown."""
    out: list[JSON] = []
    text: list[str] = []
    for block in blocks:
        if block["type"] == "text":
            text.append(block["text"])
            continue
        if text:
            out.append({"type": "markdown", "tree": safe_markdown.parse("".join(text))})
            text = []
        out.append(block)
    if text:
        out.append({"type": "markdown", "tree": safe_markdown.parse("".join(text))})
    return out


def _diff(content: JSON) -> JSON:
    """A diff content item as lines marked ` `, `-`, `+` or `@` (a hunk header)."""
    old = content.get("oldText")
    new = content.get("newText")
    old_lines = old.splitlines() if isinstance(old, str) else []
    new_lines = new.splitlines() if isinstance(new, str) else []
    lines: list[list[str]] = []
    for line in difflib.unified_diff(old_lines, new_lines, n=_DIFF_CONTEXT, lineterm=""):
        if line.startswith(("---", "+++")):
            continue
        lines.append([line[:1], line[1:]] if line[:1] in " -+@" else [" ", line])
    left_out = max(0, len(lines) - _MAX_DIFF_LINES)
    return {
        "type": "diff",
        "path": content.get("path"),
        "new": old is None,
        "lines": lines[:_MAX_DIFF_LINES],
        "leftOut": left_out,
    }


def _session_state(state: SessionState) -> JSON:
    """What the page shows of a session's reduced state (its history is the entries)."""
    fields = (
        "title",
        "updated_at",
        "current_mode_id",
        "modes",
        "available_commands",
        "config_options",
        "plan",
        "plans",
        "usage",
        "subagents",
    )
    value: JSON = {name: msgspec.to_builtins(getattr(state, name)) for name in fields}
    value["turns"] = len(state.turns)
    value["pendingPermissions"] = sum(1 for p in state.permission_requests if p.pending)
    value["notices"] = len(state.notices)
    value["unknownUpdates"] = len(state.unknown_updates)
    return value


# --- the model and the page ------------------------------------------------------------------


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


def page_model(lines: Iterable[bytes], name: str = "transcript", until: int | None = None) -> JSON:
    """Everything the page shows of transcript `lines` (up to line `until`), as plain JSON."""
    kept = list(lines)
    if until is not None:
        kept = kept[:until]
    version = _version(kept)
    binding = binding_for(version) if version in PROTOCOL_VERSIONS else binding_for(1)
    builder = _Builder(binding)
    reducer = Reducer(binding)
    for entry in TranscriptReader(binding).read(kept):
        builder.read(entry)
        reducer.apply_entry(entry)
    builder.finish()
    for record in builder.sessions:
        state = reducer.state.sessions.get(record["id"])
        record["state"] = _session_state(state) if state is not None else None
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


_ASSETS = ("replay_page.html", "replay_page.css", "replay_page.js")
# Inside a <script type="application/json">, "</script>" or "<!--" would end or confuse the
# block, and U+2028 / U+2029 are line breaks to some JavaScript readers: each is a \u escape.
_JSON_ESCAPES = (
    (b"<", b"\\u003c"),
    (b">", b"\\u003e"),
    (b"&", b"\\u0026"),
    ("\u2028".encode(), b"\\u2028"),
    ("\u2029".encode(), b"\\u2029"),
)


def embed_json(value: Any) -> str:
    """`value` as JSON text safe inside a `<script type="application/json">` element."""
    data = msgspec.json.encode(value)
    for raw, escaped in _JSON_ESCAPES:
        data = data.replace(raw, escaped)
    return data.decode()


def _asset(name: str) -> str:
    assets = resources.files("acp_wire.tools.html").joinpath("assets")
    return assets.joinpath(name).read_text(encoding="utf-8")


def _csp_hash(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def render_page(model: JSON) -> str:
    """The HTML page of `model` (from `page_model`): one file, nothing fetched."""
    template, css, script = (_asset(name) for name in _ASSETS)
    parts = {
        "{{title}}": html.escape(f"acp-wire replay: {model['name']}"),
        "{{csp}}": f"default-src 'none'; style-src {_csp_hash(css)}; "
        f"script-src {_csp_hash(script)}; img-src 'none'; base-uri 'none'; form-action 'none'",
        "{{css}}": css,
        "{{js}}": script,
        "{{data}}": embed_json(model),
    }
    return "".join(_fill(template, parts))


def _fill(template: str, parts: dict[str, str]) -> Iterator[str]:
    """The template with each `{{name}}` replaced once, in one pass (a part's text is never
    searched for further placeholders)."""
    rest = template
    while True:
        found = [(rest.find(key), key) for key in parts if key in rest]
        if not found:
            yield rest
            return
        at, key = min(found)
        yield rest[:at]
        yield parts[key]
        rest = rest[at + len(key) :]


def write_html(transcript: str, out_path: str, until: int | None, out: TextIO, err: TextIO) -> int:
    """Write the page of `transcript` (a path, or - for stdin) to `out_path` (or - for
    `out`); 2 when the transcript cannot be read or the page cannot be written."""
    try:
        if transcript == "-":
            lines = sys.stdin.buffer.read().splitlines()
            name = "stdin"
        else:
            with open(transcript, "rb") as source:
                lines = source.read().splitlines()
            name = transcript.replace("\\", "/").rsplit("/", 1)[-1]
    except OSError as exc:
        print(f"acp-wire replay: cannot read {transcript}: {exc.strerror}", file=err)
        return EXIT_UNUSABLE
    page = render_page(page_model(lines, name, until))
    if out_path == "-":
        out.write(page)
        return EXIT_VALID
    try:
        with open(out_path, "w", encoding="utf-8") as target:
            target.write(page)
    except OSError as exc:
        print(f"acp-wire replay: cannot write {out_path}: {exc.strerror}", file=err)
        return EXIT_UNUSABLE
    return EXIT_VALID


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """`replay --html`: see `write_html` (standard output and error by default)."""
    # Typeshed allows None for sys.stdout (a process without one); this command needs them.
    out = out if out is not None else cast(TextIO, sys.stdout)
    err = err if err is not None else cast(TextIO, sys.stderr)
    return write_html(args.transcript, args.html, getattr(args, "until", None), out, err)


__all__ = ["embed_json", "page_model", "render_page", "write_html"]
