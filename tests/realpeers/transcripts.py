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
    "replay-html": ["replay", "--html", "/dev/null"],  # the page is built whole, then dropped
}
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "realpeers"

# Not a tool run: the test that no process outlives its agent (`test_real_agents.py`).
NO_LEFTOVERS = "no-leftover-process"
# Real agents' own defects: where an agent breaks a MUST, `check` must flag exactly these rules
# on its transcript (kept as a fixture; tests/test_realpeer_agent_defects.py asserts it).
# Keys: transcript name without .jsonl; values: (the rules, what the agent does).
_PYDANTIC_EARLY_UPDATE = (
    "pydantic-acp 1.10.0 sends available_commands_update for a new session before its "
    "session/new response (unknown-session)"
)
_CANCEL_ERROR = (
    "hermes-agent 0.19.0 answers a prompt cancelled during a permission request with -32603 "
    "(\"'NoneType' object has no attribute 'startswith'\"), not stopReason cancelled"
)
AGENT_DEFECTS: dict[str, tuple[frozenset[str], str]] = {
    "gptme-v1-cancel-stream": (
        frozenset({"cancel-stop-reason"}),
        "gptme-acp 0.35.1 goes on after session/cancel to the end of the model's stream and "
        "answers the prompt with stopReason end_turn",
    ),
    "hermes-v1-cancel-permission": (frozenset({"cancel-stop-reason"}), _CANCEL_ERROR),
    "hermes-v1-sessions-resume": (
        frozenset({"resume-no-replay"}),
        "hermes-agent 0.19.0 replays the session's history while answering session/resume",
    ),
    "opencode-v1-sessions-load": (
        frozenset({"unknown-session"}),
        "opencode 1.18.33 streams the forked conversation (user and agent message chunks) for "
        "the new session before its session/fork answer names that session",
    ),
    **{
        f"pydantic-v1-{name}": (
            frozenset({"unknown-session"}),
            _PYDANTIC_EARLY_UPDATE,
        )
        for name in ("turn", "cancel-stream", "cancel-permission", "sessions-new")
    },
}
# Defects by the check they break: acp-wire's own that others are fixing (none is known
# today), and the agents' above, whose `check` must fail. A check listed here is a strict xfail
# naming its defect: when the fix lands the xfail fails, and the entry goes. Keys: (transcript
# name without .jsonl, check).
KNOWN_DEFECTS: dict[tuple[str, str], str] = {
    (transcript, "check"): f"the agent's own defect: {why}"
    for transcript, (_, why) in AGENT_DEFECTS.items()
}


def flagged_rules(transcript: Path, *, in_process: bool = False) -> set[str]:
    """The rules `check` reports violated on `transcript` (its `LINE: rule: ...` lines; its
    `LINE: warning: rule: ...` lines break no MUST)."""
    result = run_tool("check", transcript, in_process=in_process)
    assert "Traceback" not in result.stderr + result.stdout, result.stderr
    found = set()
    for line in result.stdout.splitlines():
        parts = line.split(": ", 2)
        if len(parts) == 3 and parts[0].isdigit() and parts[1] != "warning":
            found.add(parts[1])
    return found


def known_defect(scenario: str, check: str) -> str | None:
    """The defect that breaks `check` on some transcript of `scenario` (a transcript is named
    after its scenario, or its scenario and a part: `claude-v1-sessions-load`)."""
    for (transcript, listed), defect in KNOWN_DEFECTS.items():
        if listed == check and (transcript == scenario or transcript.startswith(scenario + "-")):
            return defect
    return None


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


def transcript_problem(check: str, transcript: Path, *, in_process: bool = False) -> str | None:
    """Why `transcript` fails one of `CHECKS`, or None."""
    if check == HISTORY_ORDER:
        return history_order_problem(transcript, in_process=in_process)
    return run_tool(check, transcript, in_process=in_process).problem()


def run_tool(tool: str, transcript: Path, *, in_process: bool = False) -> ToolResult:
    """`acp-wire <tool run> TRANSCRIPT`, as a user runs it (a subprocess, bounded), or through
    `acp_wire.tools.cli.main` in this process (the normal suite's fast way, same verdicts)."""
    args = [*TOOL_RUNS[tool], str(transcript)]
    if in_process:
        return _run_in_process(args)
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
    came between them and it has that message's role and `messageId` (or none); a tool call is
    an item where it is first named. Items: (kind, text or id)."""
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


def history_order_problem(transcript: Path, *, in_process: bool = False) -> str | None:
    """Where `replay` does not keep the wire's order of messages and tool calls, or None."""
    result = run_tool("replay-json", transcript, in_process=in_process)
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


def _run_in_process(args: list[str]) -> ToolResult:
    import contextlib
    import io
    import traceback

    from acp_wire.tools import cli

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = cli.main(args)
        except SystemExit as exit:
            code = exit.code if isinstance(exit.code, int) else 1
        except Exception:
            err.write(traceback.format_exc())
            code = 1
    return ToolResult(args, code, out.getvalue(), err.getvalue())


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
