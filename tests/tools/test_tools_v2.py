"""check, validate, replay (text, JSON, HTML) and tap follow the protocol version the
transcript's `initialize` declares, and give the same verdicts on a v1 and a v2 transcript of the
same conversation.

v2's own rules are quoted from v2's sources: "`session/prompt` only lasts until the Agent
accepts the prompt. The Agent reports the accepted user message, running state, output, and
completion through `session/update` notifications" (v2 docs, prompt lifecycle); "When the Agent
is ready to process a new prompt, it MUST report `idle` with a `state_update` notification".
"""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import acp_wire
from acp_wire import v2
from acp_wire.tools.check import RULE_SETS, RULES, RULES_V2, Checker, check, rules_of
from acp_wire.tools.html._page import page_model
from acp_wire.tools.reducer import MessageItem, SessionState, ToolCallItem
from acp_wire.tools.replay import render, replay
from acp_wire.tools.tap import Recorder
from acp_wire.tools.validate import validate
from tests.support.paths import ROOT

SAME = ROOT / "tests" / "fixtures" / "same_conversation"
V2_SCHEMA = ROOT / "schema" / "v2" / "schema.unstable.json"
V1_SCHEMA = ROOT / "schema" / "v1" / "schema.unstable.json"
SID = "s1"
PROMPT = "hello there"


def line(sender: str, message: dict[str, Any]) -> bytes:
    return json.dumps({"from": sender, "message": {"jsonrpc": "2.0", **message}}).encode()


def update(body: dict[str, Any]) -> bytes:
    params = {"sessionId": SID, "update": body}
    return line("agent", {"method": "session/update", "params": params})


def chunk(text: str, message_id: str = "m1") -> bytes:
    content = {"type": "text", "text": text}
    return update(
        {"sessionUpdate": "agent_message_chunk", "messageId": message_id, "content": content}
    )


def opening(version: int) -> list[bytes]:
    """initialize, its response, session/new and its response, in `version`."""
    info = {"info": {"name": "t", "version": "1"}} if version == 2 else {}
    new: dict[str, Any] = {"cwd": "/w"} if version == 2 else {"cwd": "/w", "mcpServers": []}
    init = {"protocolVersion": version, **info}
    return [
        line("client", {"id": 0, "method": "initialize", "params": init}),
        line("agent", {"id": 0, "result": {"protocolVersion": version, **info}}),
        line("client", {"id": 1, "method": "session/new", "params": new}),
        line("agent", {"id": 1, "result": {"sessionId": SID}}),
    ]


def conversation(
    version: int,
    *,
    stop: str = "end_turn",
    cancel: bool = False,
    late: bool = False,
    tool: bool = False,
) -> list[bytes]:
    """One prompt turn, written in `version`'s flow: the agent answers in two chunks (and a
    tool call), the client may cancel, the turn ends with `stop`, a late chunk may follow."""
    prompt = {"sessionId": SID, "prompt": [{"type": "text", "text": PROMPT}]}
    lines = [
        *opening(version),
        line("client", {"id": 2, "method": "session/prompt", "params": prompt}),
    ]
    if version == 2:
        lines += [
            line("agent", {"id": 2, "result": {"messageId": "u1"}}),
            update(
                {"sessionUpdate": "user_message", "messageId": "u1", "content": prompt["prompt"]}
            ),
            update({"sessionUpdate": "state_update", "state": "running"}),
        ]
    lines.append(chunk("Reading "))
    if tool:
        announce = "tool_call" if version == 1 else "tool_call_update"
        lines.append(update({"sessionUpdate": announce, "toolCallId": "c1", "title": "Read"}))
        lines.append(
            update({"sessionUpdate": "tool_call_update", "toolCallId": "c1", "status": "completed"})
        )
    lines.append(chunk("done.", "m2"))
    if cancel:
        lines.append(line("client", {"method": "session/cancel", "params": {"sessionId": SID}}))
    if version == 1:
        lines.append(line("agent", {"id": 2, "result": {"stopReason": stop}}))
    else:
        lines.append(update({"sessionUpdate": "state_update", "state": "idle", "stopReason": stop}))
    if late:
        lines.append(chunk("late", "m3"))
    return lines


def history(session: SessionState) -> list[tuple[str, str]]:
    items: list[tuple[str, str]] = []
    for item in session.history:
        if isinstance(item, MessageItem):
            items.append((item.role, item.text()))
        elif isinstance(item, ToolCallItem):
            items.append(("tool_call", f"{item.tool_call_id} {item.status} {item.announced}"))
    return items


def verdicts(lines: list[bytes]) -> dict[str, Any]:
    """What every tool concludes of a transcript, in terms that do not name its version."""
    out = io.StringIO()
    summary = validate(lines, out, strict=True)
    findings = list(check(lines))
    state = replay(lines)
    live = io.StringIO()
    recorder = Recorder(None, live)
    for raw in lines:
        wrapped = json.loads(raw)
        recorder.message(wrapped["from"], json.dumps(wrapped["message"]).encode())
    page = page_model(lines)
    page_ends = [e["turn"]["stopReason"] for e in page["entries"] if e["kind"] == "turn_end"]
    return {
        "validate": "valid" if summary.invalid == 0 else f"invalid: {out.getvalue()}",
        "check": sorted({f.rule for f in findings}),
        "replay": {
            sid: {
                "history": history(s),
                "turns": [(t.stop_reason, t.ended, t.cancel_requested) for t in s.turns],
            }
            for sid, s in state.sessions.items()
        },
        "tap": sorted({text.split(": ")[2] for text in live.getvalue().splitlines()}),
        "tap-violations": recorder.violations,
        "html": (sorted({f["rule"] for f in page["findings"]}), page["checked"], page_ends),
    }


# --- the same conversation, recorded in v1 and v2 ------------------------------------------------


def test_the_example_pairs_recordings_get_the_same_verdicts() -> None:
    """Recorded with `acp-wire tap` around examples/client.py + echo_agent.py (v1) and
    examples/v2_client.py + v2_echo_agent.py (v2), the same prompt."""
    v1 = (SAME / "echo-v1.jsonl").read_bytes().splitlines()
    v2_lines = (SAME / "echo-v2.jsonl").read_bytes().splitlines()
    assert b'"protocolVersion":1' in v1[0] and b'"protocolVersion":2' in v2_lines[0]
    expected = verdicts(v1)
    assert verdicts(v2_lines) == expected
    assert expected["check"] == [] and expected["validate"] == "valid"
    assert expected["replay"]["echo-1"]["turns"] == [("end_turn", True, False)]
    text = "hello from the same conversation"
    assert expected["replay"]["echo-1"]["history"] == [("user", text), ("agent", text)]
    assert expected["html"] == ([], True, ["end_turn"])


@pytest.mark.parametrize(
    ("options", "rules"),
    [
        ({}, []),
        ({"tool": True}, []),
        ({"cancel": True, "stop": "cancelled"}, []),
        ({"cancel": True}, ["cancel-stop-reason"]),
        ({"cancel": True, "stop": "cancelled", "late": True}, ["cancel-late-update"]),
    ],
)
def test_a_conversation_gets_the_same_verdicts_in_v1_and_v2(
    options: dict[str, Any], rules: list[str]
) -> None:
    v1 = verdicts(conversation(1, **options))
    assert v1 == verdicts(conversation(2, **options))
    assert v1["check"] == rules and v1["html"][0] == rules
    assert v1["tap-violations"] == len(rules)
    turn = v1["replay"][SID]["turns"]
    assert turn == [(options.get("stop", "end_turn"), True, bool(options.get("cancel")))]


# --- v2: the turn and its messages -----------------------------------------------------------


def test_a_v2_turn_runs_until_state_update_idle_not_the_prompt_response() -> None:
    lines = conversation(2)
    accepted = replay(lines[:6]).sessions[SID]  # up to the prompt response
    assert accepted.turns[0].ended is False and accepted.turns[0].message_id == "u1"
    assert "prompt turn 1 (request 2): running" in render(replay(lines[:-1]))
    done = replay(lines).sessions[SID]
    assert done.turns[0].ended and done.turns[0].stop_reason == "end_turn"
    assert done.state == "idle"
    assert "prompt turn 1 (request 2): end_turn" in render(replay(lines))


def test_v2_the_user_message_is_the_agents_report_not_the_prompt() -> None:
    """ "After accepting the prompt, the Agent MUST report where the user message was inserted
    in session history [...] This update is the source of truth for the agent-owned
    `messageId`." (v2 docs, prompt lifecycle)."""
    session = replay(conversation(2)).sessions[SID]
    first = session.history[0]
    assert isinstance(first, MessageItem)
    assert (first.role, first.message_id, first.text()) == ("user", "u1", PROMPT)
    assert sum(isinstance(i, MessageItem) and i.role == "user" for i in session.history) == 1


def test_v2_an_idle_turn_without_its_user_message_is_a_violation() -> None:
    lines = [raw for raw in conversation(2) if b'"user_message"' not in raw]
    findings = list(check(lines))
    assert [(f.line, f.rule) for f in findings] == [(len(lines), "prompt-user-message")]
    assert '"u1"' in findings[0].explanation


def test_v2_message_updates_replace_and_chunks_append() -> None:
    """v2 docs, prompt lifecycle: "if an Agent sends `agent_message` with `content: [A]`, then
    sends `agent_message_chunk` with `B`, the rendered message content is `[A, B]`. If it later
    sends another `agent_message` with `content: [C]`, the rendered content becomes `[C]`";
    "A message update with `content: []` or `content: null` clears the message content."; "A
    message update without `content` leaves the current content unchanged"."""

    def message(content: Any = ..., **extra: Any) -> bytes:
        body: dict[str, Any] = {"sessionUpdate": "agent_message", "messageId": "m1", **extra}
        if content is not ...:
            body["content"] = content
        return update(body)

    def text(value: str) -> dict[str, str]:
        return {"type": "text", "text": value}

    steps = [
        (message([text("A")]), "A"),
        (chunk("B"), "AB"),
        (message(), "AB"),
        (message([text("C")]), "C"),
        (chunk("D"), "CD"),
        (message(None), ""),
        (chunk("E"), "E"),
        (message([]), ""),
    ]
    lines = opening(2)
    for raw, expected in steps:
        lines.append(raw)
        (item,) = replay(lines).sessions[SID].history
        assert isinstance(item, MessageItem) and item.text() == expected
    assert list(check(lines)) == []


def test_v2_tool_call_update_creates_the_call_it_has_not_seen() -> None:
    """v2 schema, `SessionUpdate`: `tool_call_update` "A tool call has been created or
    updated"; v1 announces with `tool_call` and warns of an update for an unknown call."""
    for version, warned in ((1, ["unannounced-tool-call"]), (2, [])):
        lines = [
            *opening(version),
            update({"sessionUpdate": "tool_call_update", "toolCallId": "c9"}),
        ]
        (item,) = replay(lines).sessions[SID].history
        assert isinstance(item, ToolCallItem) and item.announced is (version == 2)
        assert [f.rule for f in check(lines)] == warned


def test_v2_tool_call_content_chunks_append_and_terminals_are_kept() -> None:
    content = {"type": "content", "content": {"type": "text", "text": "x"}}
    lines = [
        *opening(2),
        update({"sessionUpdate": "tool_call_update", "toolCallId": "c1", "content": [content]}),
        update(
            {"sessionUpdate": "tool_call_content_chunk", "toolCallId": "c1", "content": content}
        ),
        update({"sessionUpdate": "terminal_update", "terminalId": "t1", "command": "ls"}),
        update({"sessionUpdate": "terminal_output_chunk", "terminalId": "t1", "data": "aGk="}),
        update(
            {"sessionUpdate": "terminal_update", "terminalId": "t1", "exitStatus": {"exitCode": 0}}
        ),
    ]
    session = replay(lines).sessions[SID]
    (item,) = session.history
    assert isinstance(item, ToolCallItem) and len(item.content) == 2
    terminal = session.terminals["t1"]
    assert (terminal.command, terminal.output, terminal.exit_status is not None) == (
        "ls",
        "hi",
        True,
    )
    assert "terminal t1 'ls' (exited)" in render(replay(lines))
    assert list(check(lines)) == []


def test_v2_requires_action_and_running_do_not_end_the_turn() -> None:
    lines = conversation(2)
    waiting = update({"sessionUpdate": "state_update", "state": "requires_action"})
    lines[-1:-1] = [waiting, update({"sessionUpdate": "state_update", "state": "running"})]
    session = replay(lines[:-1]).sessions[SID]
    assert session.state == "running" and not session.turns[0].ended
    assert replay(lines).sessions[SID].turns[0].ended


def test_v2_resume_replays_history_only_when_asked() -> None:
    """v2 docs, session setup: "When `replayFrom` is omitted or `null`, the Agent MUST NOT
    replay the conversation history via `session/update` notifications before responding.";
    "When `replayFrom.type` is `"start"`, the Agent MUST replay the entire conversation"."""

    def resume(replay_from: dict[str, str] | None) -> list[bytes]:
        params: dict[str, Any] = {"sessionId": SID, "cwd": "/w"}
        if replay_from is not None:
            params["replayFrom"] = replay_from
        return [
            *opening(2)[:2],
            line("client", {"id": 1, "method": "session/resume", "params": params}),
            chunk("from history"),
            line("agent", {"id": 1, "result": {}}),
        ]

    assert [f.rule for f in check(resume(None))] == ["resume-no-replay"]
    assert list(check(resume({"type": "start"}))) == []


# --- following the version -------------------------------------------------------------------


def test_check_and_tap_take_the_version_initialize_declares() -> None:
    checker = Checker()
    assert checker.binding is acp_wire.BINDING  # until an initialize says otherwise
    for raw in conversation(2):
        checker.check_line(raw, 1)
    assert checker.binding is v2.BINDING and checker.rules == rules_of(v2.BINDING)
    recorder = Recorder(None, io.StringIO())
    recorder.message("client", json.dumps(json.loads(conversation(2)[0])["message"]).encode())
    assert recorder.checker.binding is v2.BINDING
    assert Checker(acp_wire.BINDING).binding is acp_wire.BINDING  # given: kept


def test_a_v2_transcript_is_not_checked_by_v1_rules() -> None:
    """The v2 pair, read by v1's tables and rules, breaks them (what check said before it
    followed the version): the version decides."""
    lines = (SAME / "echo-v2.jsonl").read_bytes().splitlines()
    assert list(check(lines)) == []
    assert {f.rule for f in check(lines, acp_wire.BINDING)} >= {"schema", "unknown-session"}


# --- the rule sets ---------------------------------------------------------------------------


def test_each_version_has_one_rule_per_id_and_v2_quotes_v2_sources() -> None:
    assert RULE_SETS == {1: RULES, 2: RULES_V2}
    for rules in RULE_SETS.values():
        assert len({r.id for r in rules}) == len(rules)
    shared = {"response-unknown-id", "duplicate-id", "result-and-error", "wrong-side"}
    for rule in RULES_V2:
        if rule.id not in shared:
            assert "v2" in rule.source, rule
    dropped = {r.id for r in RULES} - {r.id for r in RULES_V2}
    assert dropped == {
        "notice-capability",
        "compaction-capability",
        "subagents-capability",
        "plan-capability",
        "fs-capability",
        "terminal-capability",
        "load-capability",
        "resume-capability",
        "close-capability",
        "offer-capability",
        "compaction-field-status",
        "compaction-id-reused",
        "compaction-chunk-order",
        "compaction-one-terminal",
        "unannounced-tool-call",
    }


def _normalized(text: str) -> str:
    return " ".join(text.replace("`", "").replace("**", "").split())


def test_v2_rules_quoting_the_v2_schema_quote_it() -> None:
    defs = json.loads(V2_SCHEMA.read_text())["$defs"]
    for rule in RULES_V2:
        if rule.source.startswith("schema/v2, "):
            description = defs[rule.source.removeprefix("schema/v2, ")]["description"]
            assert _normalized(rule.quote) in _normalized(description), rule.id


def test_the_capability_paths_the_checker_reads_are_in_each_schema() -> None:
    """An independent reading: v1's `InitializeResponse.agentCapabilities.promptCapabilities`,
    v2's `InitializeResponse.capabilities.session.prompt`, each with `image`, `audio` and
    `embeddedContext`."""
    for schema, path in (
        (V1_SCHEMA, ["agentCapabilities", "promptCapabilities"]),
        (V2_SCHEMA, ["capabilities", "session", "prompt"]),
    ):
        defs = json.loads(schema.read_text())["$defs"]
        node = defs["InitializeResponse"]
        for member in path:
            prop = node["properties"][member]
            refs = [r["$ref"] for r in prop.get("allOf", []) + prop.get("anyOf", []) if "$ref" in r]
            node = defs[refs[0].rsplit("/", 1)[1]]
        assert {"image", "audio", "embeddedContext"} <= set(node["properties"])


def test_every_v2_session_update_variant_has_a_rule_in_the_reducer() -> None:
    from acp_wire.tools.reducer._updates import BY_TAG

    union = json.loads(V2_SCHEMA.read_text())["$defs"]["SessionUpdate"]
    tags = [
        v["properties"]["sessionUpdate"]["const"]
        for v in union.get("oneOf", union.get("anyOf"))
        if "const" in v.get("properties", {}).get("sessionUpdate", {})
    ]
    assert len(tags) == 23
    assert set(tags) <= set(BY_TAG)


def test_every_v2_rule_quotes_a_must() -> None:
    for rule in RULES_V2:
        assert rule.quote and rule.source and rule.checks
        if rule.level == "error" and rule.id != "schema":
            assert "MUST" in rule.quote, rule.id


def test_check_lists_and_applies_the_rules_of_a_version(tmp_path: Path) -> None:
    from acp_wire.tools.cli import main

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["check", "--rules", "--protocol", "2"]) == 0
    assert [row.split()[0] for row in out.getvalue().splitlines()] == [r.id for r in RULES_V2]
    capture = tmp_path / "v2.jsonl"
    capture.write_bytes(b"\n".join(conversation(2)) + b"\n")
    for protocol, code in ((None, 0), ("2", 0), ("1", 1)):
        with contextlib.redirect_stdout(io.StringIO()):
            flag = [] if protocol is None else ["--protocol", protocol]
            assert main(["check", *flag, str(capture)]) == code


def test_v2_initialize_answers_at_or_below_the_requested_version() -> None:
    """v2's schema: "The highest protocol version supported by the agent that is at or below
    the version requested by the client"; an unknown version is never supported."""
    info = {"info": {"name": "t", "version": "1"}}

    def exchange(requested: int, answered: int) -> list[str]:
        lines = [
            line(
                "client",
                {"id": 0, "method": "initialize", "params": {"protocolVersion": requested, **info}},
            ),
            line("agent", {"id": 0, "result": {"protocolVersion": answered, **info}}),
        ]
        return [str(f) for f in check(lines, v2.BINDING)]

    assert exchange(2, 2) == [] and exchange(65535, 2) == []
    assert exchange(1, 2) == [
        "2: initialize-version: the agent answered protocol version 2, above the requested 1 "
        "(with no supported version at or below it, initialize fails with -32022)"
    ]
    [echo] = exchange(65535, 65535)
    assert echo.startswith("2: initialize-version: the agent answered protocol version 65535")
    # An unsupported version is refused with -32022 instead: no finding.
    refusal = line(
        "agent",
        {
            "id": 0,
            "error": {
                "code": -32022,
                "message": "Unsupported",
                "data": {"requested": 3, "supported": [2]},
            },
        },
    )
    request = line(
        "client", {"id": 0, "method": "initialize", "params": {"protocolVersion": 3, **info}}
    )
    assert list(check([request, refusal], v2.BINDING)) == []


def test_v2_session_close_cancels_the_running_work() -> None:
    """v2 session setup: "The Agent MUST cancel any ongoing work for that session as if
    session/cancel had been called"."""
    lines = conversation(2)
    close = line("client", {"id": 5, "method": "session/close", "params": {"sessionId": SID}})
    ended = lines.pop()  # the idle state_update, stopReason end_turn
    assert [f.rule for f in check([*lines, close, ended])] == ["cancel-stop-reason"]
    cancelled = update(
        {"sessionUpdate": "state_update", "state": "idle", "stopReason": "cancelled"}
    )
    assert list(check([*lines, close, cancelled])) == []
    assert [f.rule for f in check([*lines, close, cancelled, chunk("late", "m3")])] == [
        "cancel-late-update"
    ]


def test_v2_session_ids_in_use_are_not_returned_again() -> None:
    fork = {"sessionId": SID, "cwd": "/w"}
    lines = [
        *conversation(2),
        line("client", {"id": 3, "method": "session/fork", "params": fork}),
        line("agent", {"id": 3, "result": {"sessionId": SID}}),
    ]
    assert [(f.line, f.rule) for f in check(lines)] == [(len(lines), "session-id-reused")]


def test_v2_elicitation_modes_need_their_capability() -> None:
    form = {
        "sessionId": SID,
        "message": "?",
        "mode": "form",
        "requestedSchema": {"type": "object", "properties": {}},
    }
    ask = line("agent", {"id": 0, "method": "elicitation/create", "params": form})
    assert [(f.line, f.rule) for f in check([*opening(2), ask])] == [(5, "elicitation-capability")]
    lines = opening(2)
    init = json.loads(lines[0])
    init["message"]["params"]["capabilities"] = {"elicitation": {"form": {}}}
    lines[0] = json.dumps(init).encode()
    assert list(check([*lines, ask])) == []


def test_tap_checks_a_v2_pair_live_as_v2(tmp_path: Path) -> None:
    """`python examples/v2_client.py acp-wire tap --transcript r.jsonl -- python
    examples/v2_echo_agent.py`: no live finding, and validate, check and replay agree."""
    record = tmp_path / "r.jsonl"
    tap = [sys.executable, "-m", "acp_wire", "tap", "--transcript", str(record), "--"]
    agent = [sys.executable, str(ROOT / "examples" / "v2_echo_agent.py")]
    done = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "v2_client.py"), *tap, *agent],
        capture_output=True,
        timeout=30,
        check=True,
    )
    assert done.stderr == b""  # no conformance finding reported live
    assert done.stdout.decode().splitlines()[-1] == "stopReason: end_turn"
    lines = record.read_bytes().splitlines()
    assert validate(lines, io.StringIO(), strict=True).invalid == 0
    assert list(check(lines)) == []
    (session,) = replay(lines).sessions.values()
    assert [(t.ended, t.stop_reason) for t in session.turns] == [(True, "end_turn")]
