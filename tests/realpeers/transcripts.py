"""What every real-agent transcript must pass (acp-wire's own tools, run as a user runs them),
the defects known to make some fail, path neutralizing for fixtures, and method counts."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

# The tool runs every transcript goes through: each must exit 0 without a traceback.
TOOL_RUNS = {
    "check": ["check"],
    "validate-roundtrip": ["validate", "--roundtrip"],
    "replay": ["replay"],
    "replay-json": ["replay", "--json"],
}
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "realpeers"

# Defects of the real-agent issue that others are fixing, by the tool run they break. A run
# listed here is a strict xfail naming its defect: when the fix lands the xfail fails, and the
# entry goes. Keys: (transcript name, tool run).
ROUNDTRIP_EXTRA_KEYS = (
    "validate --roundtrip reports the unknown `sessionId` claude returns in session/load and "
    "session/resume results as a change, making a schema-valid message invalid (defect 5)"
)
V2_TOOLS = (
    "check is v1-only: a v2 transcript is checked against v1's schema and rules (defect 2; "
    "v2 support in check/replay comes later)"
)
REPLAY_ORDER = (
    "replay merges agent chunks without `messageId` across an intervening tool call, and "
    "successive user turns into one message: history order is not wire order (defect 4)"
)
KNOWN_DEFECTS: dict[tuple[str, str], str] = {
    ("claude-v1-sessions", "validate-roundtrip"): ROUNDTRIP_EXTRA_KEYS,
    **{
        (f"claude-v2-{name}", "check"): V2_TOOLS
        for name in ("turn", "cancel-stream", "cancel-permission", "sessions")
    },
}


@dataclass(frozen=True)
class ToolResult:
    """One tool run on one transcript."""

    args: list[str]
    returncode: int
    stdout: str
    stderr: str

    def problem(self) -> str | None:
        """Why this run fails the suite, or None."""
        if "Traceback (most recent call last)" in self.stderr + self.stdout:
            return "traceback:\n" + self.stderr[-3000:]
        if self.returncode != 0:
            return f"exit {self.returncode}:\n{self.stdout[-3000:]}\n{self.stderr[-1500:]}"
        return None


# Beyond exiting cleanly: replay keeps the wire's order (see `history_order_problem`).
HISTORY_ORDER = "replay-order"
CHECKS = [*TOOL_RUNS, HISTORY_ORDER]


def transcript_problem(check: str, transcript: Path) -> str | None:
    """Why `transcript` fails one of `CHECKS`, or None."""
    if check == HISTORY_ORDER:
        return history_order_problem(transcript)
    return run_tool(check, transcript).problem()


def run_tool(tool: str, transcript: Path) -> ToolResult:
    """`acp-wire <tool run> TRANSCRIPT`, as a user runs it (a subprocess, bounded)."""
    args = [*TOOL_RUNS[tool], str(transcript)]
    done = subprocess.run(
        [sys.executable, "-m", "acp_wire", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )
    return ToolResult(args, done.returncode, done.stdout, done.stderr)


def _text(content: object) -> str:
    if isinstance(content, dict) and content.get("type") == "text":
        return str(content.get("text", ""))
    if isinstance(content, list):
        return "".join(_text(part) for part in content)
    return ""


def wire_history(transcript: Path) -> dict[str, list[tuple[str, str]]]:
    """Each session's history as the wire orders it, read independently of acp-wire's reducer:
    a prompt is a user message; a chunk continues the message before it only when nothing else
    came between them and it has that message's role and `messageId` (or none); a tool call is an item where it is first named. Items: (kind, text or id)."""
    history: dict[str, list[tuple[str, str]]] = {}
    last_id: dict[str, object] = {}
    roles = {
        "user_message_chunk": "user",
        "agent_message_chunk": "agent",
        "agent_thought_chunk": "thought",
    }
    for _sender, message in _messages(transcript):
        params = message.get("params")
        if not isinstance(params, dict) or not isinstance(params.get("sessionId"), str):
            continue
        items = history.setdefault(params["sessionId"], [])
        if message.get("method") == "session/prompt":
            items.append(("message user", _text(params.get("prompt"))))
            last_id[params["sessionId"]] = "prompt"
            continue
        update = params.get("update")
        if message.get("method") != "session/update" or not isinstance(update, dict):
            continue
        kind = update.get("sessionUpdate")
        if kind in roles:
            label = f"message {roles[str(kind)]}"
            message_id = update.get("messageId")
            same = message_id is None or last_id.get(params["sessionId"], "none") == message_id
            if items and items[-1][0] == label and same:
                items[-1] = (label, items[-1][1] + _text(update.get("content")))
            else:
                items.append((label, _text(update.get("content"))))
            last_id[params["sessionId"]] = update.get("messageId")
        elif kind in ("tool_call", "tool_call_update"):
            item = ("tool_call", str(update.get("toolCallId")))
            if item not in items:
                items.append(item)
                last_id[params["sessionId"]] = "tool"
    return {session: items for session, items in history.items() if items}


def replayed_history(state: dict[str, object]) -> dict[str, list[tuple[str, str]]]:
    """The same items from `acp-wire replay --json`'s state."""
    found: dict[str, list[tuple[str, str]]] = {}
    sessions = state.get("sessions")
    assert isinstance(sessions, dict)
    for session_id, session in sessions.items():
        items = []
        for item in session.get("history", []):
            if item.get("type") == "message":
                items.append((f"message {item.get('role')}", _text(item.get("content"))))
            elif item.get("type") == "tool_call":
                items.append(("tool_call", str(item.get("toolCallId"))))
        if items:
            found[session_id] = items
    return found


def history_order_problem(transcript: Path) -> str | None:
    """Where `replay` does not keep the wire's order of messages and tool calls, or None."""
    result = run_tool("replay-json", transcript)
    if result.problem() is not None:
        return result.problem()
    replayed = replayed_history(json.loads(result.stdout))
    expected = wire_history(transcript)
    for session_id, items in expected.items():
        if replayed.get(session_id) != items:
            return (
                f"session {session_id}: replay gives\n  {replayed.get(session_id)}\n"
                f"where the wire has\n  {items}"
            )
    return None


def neutralize(text: str, replacements: dict[str, str]) -> str:
    """`text` with each machine-specific string replaced by its fixed placeholder, longest first
    (so a sandbox's workspace is replaced before the sandbox around it)."""
    for old in sorted(replacements, key=len, reverse=True):
        text = text.replace(old, replacements[old])
    return text


def _messages(transcript: Path) -> list[tuple[str | None, dict[str, object]]]:
    found = []
    for line in transcript.read_text().splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if isinstance(record, dict) and isinstance(record.get("message"), dict):
            found.append((record.get("from"), record["message"]))
    return found


def exercised(transcript: Path) -> tuple[Counter[str], Counter[str]]:
    """The methods (requests and notifications, by sender) and `sessionUpdate` kinds a
    transcript holds, with counts."""
    methods: Counter[str] = Counter()
    updates: Counter[str] = Counter()
    for sender, message in _messages(transcript):
        method = message.get("method")
        if isinstance(method, str):
            methods[f"{method} ({sender})"] += 1
            params = message.get("params")
            if method == "session/update" and isinstance(params, dict):
                update = params.get("update")
                if isinstance(update, dict):
                    updates[str(update.get("sessionUpdate"))] += 1
    return methods, updates


def table(groups: dict[str, list[Path]]) -> str:
    """A text table: per group (agent and protocol version), each method and update kind with
    its count over the group's transcripts."""
    lines = []
    for group in sorted(groups):
        methods: Counter[str] = Counter()
        updates: Counter[str] = Counter()
        for transcript in groups[group]:
            more_methods, more_updates = exercised(transcript)
            methods += more_methods
            updates += more_updates
        lines.append(f"{group} ({len(groups[group])} transcripts)")
        lines.extend(f"  method  {name:48} {count:5}" for name, count in sorted(methods.items()))
        lines.extend(f"  update  {name:48} {count:5}" for name, count in sorted(updates.items()))
    return "\n".join(lines)
