"""The conformance checker (issue 8, section 3): one transcript that breaks each rule, one that
keeps it.

A breaking transcript breaks exactly its rule, at its last line, and nothing else; a keeping
transcript has no finding at all. Each rule's sentence is quoted in `acp_wire.tools.check.RULES`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from acp_wire.capabilities import REQUIRED_CAPABILITY
from acp_wire.tools.check import RULES, RULES_BY_ID, check
from acp_wire.tools.cli import main
from tests.support.paths import ROOT

C, A = "client", "agent"
Line = bytes


def send(sender: str, message: dict[str, Any]) -> Line:
    return json.dumps({"from": sender, "message": message}).encode()


def req(id: object, method: str, params: dict[str, Any]) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": id, "method": method, "params": params}


def res(id: object, result: dict[str, Any]) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": id, "result": result}


def err(id: object, code: int = -32603, message: str = "failed") -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message}}


def note(method: str, params: dict[str, Any]) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "method": method, "params": params}


def update(body: dict[str, Any], session: str = "s1") -> Line:
    return send(A, note("session/update", {"sessionId": session, "update": body}))


TEXT = {"type": "text", "text": "hi"}


def setup(client: dict[str, Any] | None = None, agent: dict[str, Any] | None = None) -> list[Line]:
    """initialize with these capabilities, and session s1 created."""
    return [
        send(C, req(0, "initialize", {"protocolVersion": 1, "clientCapabilities": client or {}})),
        send(A, res(0, {"protocolVersion": 1, "agentCapabilities": agent or {}})),
        send(C, req(1, "session/new", {"cwd": "/w", "mcpServers": []})),
        send(A, res(1, {"sessionId": "s1"})),
    ]


def prompt(id: int = 2, session: str = "s1", content: list[Any] | None = None) -> Line:
    return send(C, req(id, "session/prompt", {"sessionId": session, "prompt": content or [TEXT]}))


def stop(id: int = 2, reason: str = "end_turn") -> Line:
    return send(A, res(id, {"stopReason": reason}))


CANCEL = send(C, note("session/cancel", {"sessionId": "s1"}))
PERMISSION = send(
    A,
    req(
        0,
        "session/request_permission",
        {
            "sessionId": "s1",
            "toolCall": {"toolCallId": "c1"},
            "options": [{"optionId": "ok", "name": "Allow", "kind": "allow_once"}],
        },
    ),
)
SELECTED = send(C, res(0, {"outcome": {"outcome": "selected", "optionId": "ok"}}))
CANCELLED = send(C, res(0, {"outcome": {"outcome": "cancelled"}}))
TOOL_CALL = update({"sessionUpdate": "tool_call", "toolCallId": "c1", "title": "Read"})
CHUNK = update({"sessionUpdate": "agent_message_chunk", "content": TEXT})
NOTICES = {"session": {"notices": {}}}
COMPACTION = {"session": {"compaction": {}}}
SUBAGENTS = {"subagents": {}}


def compaction(status: str, **fields: Any) -> Line:
    return update(
        {"sessionUpdate": "compaction_update", "compactionId": "k1", "status": status, **fields}
    )


SUMMARY_CHUNK = update(
    {"sessionUpdate": "compaction_summary_chunk", "compactionId": "k1", "content": TEXT}
)
CLOSABLE = {"sessionCapabilities": {"close": {}}}
CLOSE = send(C, req(3, "session/close", {"sessionId": "s1"}))


def initialize(requested: int, answered: int) -> list[Line]:
    """An initialize exchange: the client asks for `requested`, the agent answers `answered`."""
    return [
        send(C, req(0, "initialize", {"protocolVersion": requested, "clientCapabilities": {}})),
        send(A, res(0, {"protocolVersion": answered, "agentCapabilities": {}})),
    ]


def new_session(id: int, answer: str) -> list[Line]:
    return [
        send(C, req(id, "session/new", {"cwd": "/w", "mcpServers": []})),
        send(A, res(id, {"sessionId": answer})),
    ]


BOOLEAN_OPTION = {"type": "boolean", "id": "fast", "name": "Fast", "currentValue": True}
BOOLEANS = {"session": {"configOptions": {"boolean": {}}}}
FORM = {
    "sessionId": "s1",
    "message": "?",
    "mode": "form",
    "requestedSchema": {"type": "object", "properties": {}},
}
TERMINAL_LOGIN = {"type": "terminal", "id": "tty", "name": "Log in"}


def initialize_offering(client: dict[str, Any]) -> list[Line]:
    """initialize, answered with a terminal auth method."""
    params = {"protocolVersion": 1, "clientCapabilities": client}
    return [
        send(C, req(0, "initialize", params)),
        send(A, res(0, {"protocolVersion": 1, "authMethods": [TERMINAL_LOGIN]})),
    ]


LOAD = send(C, req(2, "session/load", {"sessionId": "old", "cwd": "/w", "mcpServers": []}))
RESUME = send(C, req(2, "session/resume", {"sessionId": "old", "cwd": "/w"}))

# rule id -> (transcripts that break it at their last line, transcripts that keep it)
CASES: dict[str, tuple[list[list[Line]], list[list[Line]]]] = {
    "schema": (
        [[*setup(), update({"sessionUpdate": "agent_message_chunk"})]],
        [[*setup(), CHUNK]],
    ),
    "response-unknown-id": (
        [[*setup(), send(A, res(7, {}))], [*setup(), prompt(), send(C, res(2, {}))]],
        [[*setup(), prompt(), stop()], [*setup(), send(A, err(None, -32700, "Parse error"))]],
    ),
    "duplicate-id": (
        [[*setup(), prompt(), prompt()]],
        # Answered ids may be reused, and both sides may have the same id open at once.
        [[*setup(), prompt(), stop(), prompt()], [*setup(), prompt(0), PERMISSION]],
    ),
    "result-and-error": (
        [
            [
                *setup(),
                prompt(),
                send(A, {**res(2, {"stopReason": "end_turn"}), "error": err(2)["error"]}),
            ]
        ],
        [[*setup(), prompt(), send(A, {**res(2, {"stopReason": "end_turn"}), "error": None})]],
    ),
    "initialize-first": (
        [
            [send(C, req(1, "session/new", {"cwd": "/w", "mcpServers": []}))],
            [setup()[0], send(C, req(1, "session/new", {"cwd": "/w", "mcpServers": []}))],
        ],
        [setup()],
    ),
    "initialize-version": (
        # The echo of a version no ACP defines (the packaged echo agent's, issue 24), and an
        # answer naming one.
        [initialize(65535, 65535), initialize(1, 65535)],
        # The latest supported, for an unsupported request; v1 lets an agent without the
        # requested version answer its latest, above the request.
        [initialize(65535, 1), initialize(1, 1), initialize(1, 2)],
    ),
    "unknown-session": (
        [
            [*setup(), prompt(session="s2")],
            [*setup(), CHUNK.replace(b'"s1"', b'"s2"')],
            # before the session/new answer that will name it
            [
                *setup(),
                send(C, req(2, "session/new", {"cwd": "/w", "mcpServers": []})),
                CHUNK.replace(b'"s1"', b'"s2"'),
            ],
        ],
        [[*setup(), prompt()]],
    ),
    "session-id-reused": (
        [
            [*setup(), *new_session(2, "s1")],
            [
                *setup(),
                send(C, req(2, "session/fork", {"sessionId": "s1", "cwd": "/w"})),
                send(A, res(2, {"sessionId": "s1"})),
            ],
            # a loaded session's id, a subagent's id
            [
                *setup(agent={"loadSession": True}),
                LOAD,
                send(A, res(2, {})),
                *new_session(3, "old"),
            ],
            [
                *setup(SUBAGENTS),
                update({"sessionUpdate": "subagent_update", "sessionId": "child"}),
                *new_session(2, "child"),
            ],
        ],
        [
            [*setup(), *new_session(2, "s2")],
            [
                *setup(),
                send(C, req(2, "session/fork", {"sessionId": "s1", "cwd": "/w"})),
                send(A, res(2, {"sessionId": "s2"})),
            ],
            # a failed session/load puts no id in use
            [*setup(agent={"loadSession": True}), LOAD, send(A, err(2)), *new_session(3, "old")],
        ],
    ),
    "notice-capability": (
        [
            [*setup(), update({"sessionUpdate": "notice", "severity": "info", "title": "t"})],
            [
                *setup({"session": {"notices": None}}),
                update({"sessionUpdate": "notice", "severity": "info", "title": "t"}),
            ],
        ],
        [[*setup(NOTICES), update({"sessionUpdate": "notice", "severity": "info", "title": "t"})]],
    ),
    "compaction-capability": (
        [
            [*setup(), compaction("in_progress")],
            # also during session/load replay
            [
                *setup(agent={"loadSession": True}),
                LOAD,
                compaction("completed").replace(b'"s1"', b'"old"'),
            ],
        ],
        [[*setup(COMPACTION), compaction("in_progress")]],
    ),
    "subagents-capability": (
        [
            [*setup(), update({"sessionUpdate": "subagent_update", "sessionId": "child"})],
            [
                *setup({"subagents": None}),
                update({"sessionUpdate": "session_message", "messageId": "m"}),
            ],
        ],
        [[*setup(SUBAGENTS), update({"sessionUpdate": "subagent_update", "sessionId": "child"})]],
    ),
    "plan-capability": (
        [[*setup(), update({"sessionUpdate": "plan_removed", "planId": "p"})]],
        [[*setup({"plan": {}}), update({"sessionUpdate": "plan_removed", "planId": "p"})]],
    ),
    "fs-capability": (
        [
            [
                *setup({"fs": {"readTextFile": False}}),
                send(A, req(0, "fs/read_text_file", {"sessionId": "s1", "path": "/a"})),
            ],
            [
                *setup(),
                send(
                    A,
                    req(0, "fs/write_text_file", {"sessionId": "s1", "path": "/a", "content": ""}),
                ),
            ],
        ],
        [
            [
                *setup({"fs": {"readTextFile": True}}),
                send(A, req(0, "fs/read_text_file", {"sessionId": "s1", "path": "/a"})),
            ]
        ],
    ),
    "terminal-capability": (
        [
            [
                *setup({"terminal": False}),
                send(A, req(0, "terminal/create", {"sessionId": "s1", "command": "ls"})),
            ]
        ],
        [
            [
                *setup({"terminal": True}),
                send(A, req(0, "terminal/create", {"sessionId": "s1", "command": "ls"})),
            ]
        ],
    ),
    "prompt-capability": (
        [
            [
                *setup(),
                prompt(content=[TEXT, {"type": "image", "data": "AA==", "mimeType": "image/png"}]),
            ]
        ],
        [
            [
                *setup(agent={"promptCapabilities": {"image": True}}),
                prompt(content=[{"type": "image", "data": "AA==", "mimeType": "image/png"}]),
            ]
        ],
    ),
    "load-capability": (
        [[*setup(agent={"loadSession": False}), LOAD]],
        [[*setup(agent={"loadSession": True}), LOAD]],
    ),
    "resume-capability": (
        [[*setup(agent={"sessionCapabilities": {"resume": None}}), RESUME]],
        [[*setup(agent={"sessionCapabilities": {"resume": {}}}), RESUME]],
    ),
    "close-capability": (
        [[*setup(), CLOSE], [*setup(agent={"sessionCapabilities": {"close": None}}), CLOSE]],
        [[*setup(agent=CLOSABLE), CLOSE], [*setup(agent=CLOSABLE), CLOSE, send(A, res(3, {}))]],
    ),
    "resume-no-replay": (
        [
            [
                *setup(agent={"sessionCapabilities": {"resume": {}}}),
                RESUME,
                CHUNK.replace(b'"s1"', b'"old"'),
            ]
        ],
        # session/load replays; after the resume response, the session goes on.
        [
            [*setup(agent={"loadSession": True}), LOAD, CHUNK.replace(b'"s1"', b'"old"')],
            [
                *setup(agent={"sessionCapabilities": {"resume": {}}}),
                RESUME,
                send(A, res(2, {})),
                CHUNK.replace(b'"s1"', b'"old"'),
            ],
        ],
    ),
    "compaction-chunk-order": (
        [
            [*setup(COMPACTION), SUMMARY_CHUNK],
            [*setup(COMPACTION), compaction("in_progress"), compaction("cancelled"), SUMMARY_CHUNK],
        ],
        [[*setup(COMPACTION), compaction("in_progress"), SUMMARY_CHUNK, compaction("completed")]],
    ),
    "compaction-one-terminal": (
        [
            [
                *setup(COMPACTION),
                compaction("in_progress"),
                compaction("completed"),
                compaction("failed"),
            ]
        ],
        # A terminal status may come first (replay); a session/load replays it again.
        [
            [*setup(COMPACTION), compaction("completed")],
            [
                *setup(COMPACTION, {"loadSession": True}),
                compaction("completed"),
                LOAD.replace(b'"old"', b'"s1"'),
                compaction("completed"),
            ],
        ],
    ),
    "compaction-field-status": (
        [
            [*setup(COMPACTION), compaction("in_progress", summary=[TEXT])],
            [*setup(COMPACTION), compaction("completed", error="boom")],
        ],
        [
            [*setup(COMPACTION), compaction("completed", summary=[TEXT])],
            [*setup(COMPACTION), compaction("failed", error="boom", summary=[])],
        ],
    ),
    "compaction-id-reused": (
        [[*setup(COMPACTION), compaction("completed"), compaction("in_progress")]],
        [
            [
                *setup(COMPACTION),
                compaction("completed"),
                compaction("in_progress").replace(b'"k1"', b'"k2"'),
            ]
        ],
    ),
    "cancel-stop-reason": (
        [
            [*setup(), prompt(), CANCEL, stop()],
            [*setup(), prompt(), CANCEL, send(A, err(2))],
            # session/close cancels "as if session/cancel had been called"
            [*setup(agent=CLOSABLE), prompt(), CLOSE, stop()],
        ],
        [
            [*setup(), prompt(), CANCEL, CHUNK, stop(reason="cancelled")],
            [*setup(), prompt(), stop(), CANCEL],
            [*setup(agent=CLOSABLE), prompt(), CLOSE, stop(reason="cancelled")],
            [*setup(agent=CLOSABLE), prompt(), stop(), CLOSE],
        ],
    ),
    "cancel-permission": (
        [
            [*setup(), prompt(), PERMISSION, CANCEL, SELECTED],
            [*setup(), prompt(), PERMISSION, CANCEL, send(C, err(0))],
        ],
        [
            [*setup(), prompt(), PERMISSION, CANCEL, CANCELLED],
            [*setup(), prompt(), PERMISSION, SELECTED, CANCEL],
        ],
    ),
    "cancel-late-update": (
        [
            [*setup(), prompt(), CANCEL, stop(reason="cancelled"), CHUNK],
            [*setup(agent=CLOSABLE), prompt(), CLOSE, stop(reason="cancelled"), CHUNK],
        ],
        [
            [*setup(), prompt(), CANCEL, stop(reason="cancelled"), prompt(3), CHUNK],
            [*setup(), prompt(), stop(), CHUNK],
        ],
    ),
    "subagent-announce-first": (
        [
            [*setup(SUBAGENTS), CHUNK.replace(b'"s1"', b'"child"')],
            [
                *setup(SUBAGENTS),
                update(
                    {
                        "sessionUpdate": "session_message",
                        "messageId": "m",
                        "recipientSessionId": "child",
                    }
                ),
            ],
        ],
        [
            [
                *setup(SUBAGENTS),
                update({"sessionUpdate": "subagent_update", "sessionId": "child"}),
                update(
                    {
                        "sessionUpdate": "session_message",
                        "messageId": "m",
                        "senderSessionId": "s1",
                        "recipientSessionId": "child",
                    }
                ),
                CHUNK.replace(b'"s1"', b'"child"'),
            ]
        ],
    ),
    "offer-capability": (
        [
            [
                *setup(),
                send(C, req(2, "session/new", {"cwd": "/w", "mcpServers": []})),
                send(A, res(2, {"sessionId": "s2", "configOptions": [BOOLEAN_OPTION]})),
            ],
            [
                *setup(),
                update(
                    {"sessionUpdate": "config_option_update", "configOptions": [BOOLEAN_OPTION]}
                ),
            ],
            initialize_offering({}),
            initialize_offering({"auth": {"terminal": False}}),
        ],
        [
            [
                *setup(BOOLEANS),
                send(C, req(2, "session/new", {"cwd": "/w", "mcpServers": []})),
                send(A, res(2, {"sessionId": "s2", "configOptions": [BOOLEAN_OPTION]})),
            ],
            [
                *setup(BOOLEANS),
                update(
                    {"sessionUpdate": "config_option_update", "configOptions": [BOOLEAN_OPTION]}
                ),
            ],
            initialize_offering({"auth": {"terminal": True}}),
        ],
    ),
    "elicitation-capability": (
        [
            [*setup(), send(A, req(0, "elicitation/create", FORM))],
            [*setup({"elicitation": {"url": {}}}), send(A, req(0, "elicitation/create", FORM))],
        ],
        [[*setup({"elicitation": {"form": {}}}), send(A, req(0, "elicitation/create", FORM))]],
    ),
    "unannounced-tool-call": (
        [[*setup(), update({"sessionUpdate": "tool_call_update", "toolCallId": "c1"})]],
        [[*setup(), TOOL_CALL, update({"sessionUpdate": "tool_call_update", "toolCallId": "c1"})]],
    ),
    "wrong-side": (
        [[*setup(), send(A, note("session/cancel", {"sessionId": "s1"}))]],
        [[*setup(), CANCEL]],
    ),
}


def findings(lines: list[Line]) -> list[tuple[int, str]]:
    return [(f.line, f.rule) for f in check(lines)]


def test_every_rule_has_a_breaking_and_a_keeping_transcript() -> None:
    assert set(CASES) == {rule.id for rule in RULES}
    assert all(breaks and keeps for breaks, keeps in CASES.values())


@pytest.mark.parametrize("rule", list(CASES))
def test_breaking_transcripts_break_only_their_rule_at_the_last_line(rule: str) -> None:
    for lines in CASES[rule][0]:
        assert findings(lines) == [(len(lines), rule)]


@pytest.mark.parametrize("rule", list(CASES))
def test_keeping_transcripts_have_no_findings(rule: str) -> None:
    for lines in CASES[rule][1]:
        assert findings(lines) == []


def test_an_update_before_its_session_new_answer_is_unknown_not_a_reused_id() -> None:
    """An update that came before its `session/new` answer (pydantic-acp 1.10.0 sends one) is
    flagged `unknown-session`; the answer that then names that id reuses nothing."""
    lines = [
        *setup(),
        CHUNK.replace(b'"s1"', b'"s2"'),
        send(C, req(2, "session/new", {"cwd": "/w", "mcpServers": []})),
        send(A, res(2, {"sessionId": "s2"})),
    ]
    assert sorted({f.rule for f in check(lines)}) == ["unknown-session"]


def test_an_update_before_its_session_new_answer_says_so() -> None:
    early = [*setup(), send(C, req(2, "session/new", {"cwd": "/w", "mcpServers": []}))]
    [finding] = check([*early, CHUNK.replace(b'"s1"', b'"s2"')])
    assert str(finding) == (
        "6: unknown-session: session/update for session 's2' before its session/new answer "
        "(the request of line 5 is not answered yet)"
    )
    [finding] = check([*setup(), CHUNK.replace(b'"s1"', b'"s2"')])
    assert str(finding).endswith("session/update for session 's2', which was never created")


def test_initialize_version_findings_name_the_versions() -> None:
    [finding] = check(initialize(65535, 65535))
    assert str(finding) == (
        "2: initialize-version: the agent answered protocol version 65535 (the version the "
        "client requested), newer than every ACP version (the latest is 2): it cannot support "
        "it, and MUST answer the latest version it supports"
    )


def test_every_capability_gated_update_has_a_rule() -> None:
    """Each capability `capabilities.REQUIRED_CAPABILITY` requires is checked by a rule named
    after it, and every gated variant is flagged when its capability is missing."""
    for tag, path in REQUIRED_CAPABILITY.items():
        body: dict[str, Any] = {"sessionUpdate": tag}
        body.update(
            {
                "notice": {"severity": "info", "title": "t"},
                "compaction_update": {"compactionId": "k", "status": "in_progress"},
                "compaction_summary_chunk": {"compactionId": "k", "content": TEXT},
                "subagent_update": {"sessionId": "child"},
                "session_message": {"messageId": "m"},
                "session_message_chunk": {"messageId": "m", "content": TEXT},
                "plan_update": {"plan": {"type": "items", "planId": "p", "entries": []}},
                "plan_removed": {"planId": "p"},
            }[tag]
        )
        found = findings([*setup(), update(body)])
        rules = [rule for _, rule in found if rule.endswith("-capability")]
        assert len(rules) == 1 and rules[0].endswith("-capability"), (tag, rules)
        assert f"`{tag}`" in RULES_BY_ID[rules[0]].checks
        assert f"`{'.'.join(path)}`" in RULES_BY_ID[rules[0]].checks


def test_a_both_sides_id_zero_capture_is_clean() -> None:
    """Issue 8 §1: both sides number their own requests from 0; the same id may be open both
    ways at once, and each response answers the other side's request."""
    lines = [*setup(), prompt(0), PERMISSION, CANCELLED, stop(0)]
    assert findings(lines) == []


# --- the command ---------------------------------------------------------------------------------


def run_check(*args: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["check", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_check_exit_status_and_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    clean = tmp_path / "clean.jsonl"
    clean.write_bytes(b"\n".join([*setup(), prompt(), stop()]) + b"\n")
    assert run_check(str(clean), capsys=capsys) == (0, "0 violations, 0 warnings\n", "")

    broken = tmp_path / "broken.jsonl"
    tool_update = update({"sessionUpdate": "tool_call_update", "toolCallId": "x"})
    broken.write_bytes(b"\n".join([*setup(), prompt(), CANCEL, stop(), prompt(3), tool_update]))
    code, out, _ = run_check(str(broken), capsys=capsys)
    assert code == 1
    assert out.splitlines() == [
        "7: cancel-stop-reason: the cancelled prompt ended with stopReason 'end_turn', not "
        "'cancelled'",
        "9: warning: unannounced-tool-call: tool_call_update for 'x', which no tool_call announced",
        "1 violation, 1 warning",
    ]


def test_warnings_do_not_fail(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "t.jsonl"
    path.write_bytes(
        b"\n".join([*setup(), update({"sessionUpdate": "tool_call_update", "toolCallId": "x"})])
    )
    code, out, _ = run_check(str(path), capsys=capsys)
    assert code == 0
    assert out.endswith("0 violations, 1 warning\n")


def test_lines_that_are_not_json_are_schema_findings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "t.jsonl"
    path.write_bytes(b"\n".join([*setup(), b"not json", prompt()]))
    code, out, _ = run_check(str(path), capsys=capsys)
    assert code == 1
    assert out.splitlines()[0].startswith("5: schema: ")
    assert out.splitlines()[-1] == "1 violation, 0 warnings"


def test_plain_message_logs_are_checked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Tools also accept plain JSONL messages (direction from the method table)."""
    plain = [
        json.dumps(json.loads(line)["message"]).encode()
        for line in [*setup(), prompt(), CANCEL, stop()]
    ]
    path = tmp_path / "t.jsonl"
    path.write_bytes(b"\n".join(plain))
    code, out, _ = run_check(str(path), capsys=capsys)
    assert (code, out.splitlines()[0].split(":")[:2]) == (1, ["7", " cancel-stop-reason"])


@pytest.mark.parametrize("target", ["missing.jsonl", "."])
def test_unusable_input_exits_2_with_one_line(
    tmp_path: Path, target: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, error = run_check(str(tmp_path / target), capsys=capsys)
    assert code == 2
    assert out == ""
    assert len(error.splitlines()) == 1 and error.startswith("acp-wire check: cannot read ")


def test_rules_lists_the_registry(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_check("--rules", capsys=capsys)
    assert code == 0
    assert [line.split()[0] for line in out.splitlines()] == [rule.id for rule in RULES]
    assert [line.split()[1] for line in out.splitlines()] == [rule.level for rule in RULES]


def test_every_rule_quotes_a_must_or_names_its_source() -> None:
    for rule in RULES:
        assert rule.quote and rule.source and rule.checks
        if rule.level == "error" and rule.id != "schema":
            assert any(word in rule.quote for word in ("MUST", "must", "only valid")), rule.id


def test_checker_is_incremental() -> None:
    """`tap` feeds the checker message by message with a known direction."""
    from acp_wire.tools.check import Checker

    checker = Checker()
    out: list[str] = []
    for number, line in enumerate([*setup(), prompt(), CANCEL, stop()], start=1):
        wrapper = json.loads(line)
        data = json.dumps(wrapper["message"]).encode()
        out += [str(f) for f in checker.check_message(data, wrapper["from"], line=number)]
    assert out == [
        "7: cancel-stop-reason: the cancelled prompt ended with stopReason 'end_turn', "
        "not 'cancelled'"
    ]


def test_cli_guide_lists_every_rule() -> None:
    """The command-line guide's rule table (docs/cli.md) is the registry, row for row."""
    readme = (ROOT / "docs" / "cli.md").read_text()
    rows = [line for line in readme.splitlines() if line.startswith("| `")]
    table = {row.split("`")[1]: row.split(" | ")[1] for row in rows}
    assert {rule.id: rule.level for rule in RULES}.items() <= table.items()
