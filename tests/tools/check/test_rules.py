"""The conformance checker (issue 8, section 3): one transcript that breaks each rule, one that
keeps it.

A breaking transcript breaks exactly its rule, at its last line, and nothing else; a keeping
transcript has no finding at all. Each rule's sentence is quoted in `acp_wire.tools.check.RULES`.
"""

from __future__ import annotations

from typing import Any

import pytest

from acp_wire.capabilities import REQUIRED_CAPABILITY
from acp_wire.tools.check import RULES, RULES_BY_ID, check
from tests.tools.check.transcripts import (
    CANCEL,
    CANCELLED,
    CHUNK,
    PERMISSION,
    TEXT,
    A,
    C,
    Line,
    findings,
    initialize,
    note,
    prompt,
    req,
    res,
    send,
    setup,
    stop,
    update,
)
from tests.tools.conversations import SID, chunk, conversation, line, opening


def err(id: object, code: int = -32603, message: str = "failed") -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message}}


SELECTED = send(C, res(0, {"outcome": {"outcome": "selected", "optionId": "ok"}}))
TOOL_CALL = update({"sessionUpdate": "tool_call", "toolCallId": "c1", "title": "Read"})
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
    "replay-after-answer": (
        # The load is answered after the first replayed entry; the next one comes late (once).
        [
            [
                *setup(agent={"loadSession": True}),
                LOAD,
                CHUNK.replace(b'"s1"', b'"old"'),
                send(A, res(2, {})),
                CHUNK.replace(b'"s1"', b'"old"'),
            ],
            [
                *setup(agent={"loadSession": True}),
                LOAD,
                send(A, res(2, {})),
                CHUNK.replace(b'"s1"', b'"old"'),
                CHUNK.replace(b'"s1"', b'"old"'),
                TOOL_CALL.replace(b'"s1"', b'"old"'),
            ][:-2],
        ],
        # Replayed before the answer; after it, what is no history, and the next turn's own.
        [
            [
                *setup(agent={"loadSession": True}),
                LOAD,
                CHUNK.replace(b'"s1"', b'"old"'),
                send(A, res(2, {})),
                update(
                    {"sessionUpdate": "available_commands_update", "availableCommands": []}, "old"
                ),
                prompt(3, "old"),
                CHUNK.replace(b'"s1"', b'"old"'),
            ],
            [
                *setup(agent={"loadSession": True}),
                LOAD,
                send(A, err(2)),
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


# --- the command ---------------------------------------------------------------------------------


def test_v2_an_idle_turn_without_its_user_message_is_a_violation() -> None:
    lines = [raw for raw in conversation(2) if b'"user_message"' not in raw]
    findings = list(check(lines))
    assert [(f.line, f.rule) for f in findings] == [(len(lines), "prompt-user-message")]
    assert '"u1"' in findings[0].explanation


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
    # Asked: replayed, so no `resume-no-replay`; the lone chunk has no `agent_message` first.
    assert [f.rule for f in check(resume({"type": "start"}))] == ["replay-message-first"]


def _v2_replay(*updates: dict[str, Any], late: dict[str, Any] | None = None) -> list[bytes]:
    """A v2 resume with `replayFrom` replaying `updates`; then `late` after its answer."""
    params = {"sessionId": SID, "cwd": "/w", "replayFrom": {"type": "start"}}
    notes = [
        line("agent", {"method": "session/update", "params": {"sessionId": SID, "update": u}})
        for u in updates
    ]
    after = [] if late is None else [
        line("agent", {"method": "session/update", "params": {"sessionId": SID, "update": late}})
    ]  # fmt: skip
    return [
        *opening(2)[:2],
        line("client", {"id": 1, "method": "session/resume", "params": params}),
        *notes,
        line("agent", {"id": 1, "result": {}}),
        *after,
    ]


def _agent_chunk(message_id: str, text: str) -> dict[str, Any]:
    return {
        "sessionUpdate": "agent_message_chunk",
        "messageId": message_id,
        "content": {"type": "text", "text": text},
    }


def test_v2_a_message_replayed_by_chunks_starts_with_its_empty_message_update() -> None:
    """v2 docs, session setup: "When replay reconstructs a message from its beginning using
    chunks, the Agent MUST first send the corresponding message update (`user_message`,
    `agent_message`, or `agent_thought`) with the same ID and `content: []`."""
    chunks = (_agent_chunk("a1", "Hello "), _agent_chunk("a1", "world"))
    old = _v2_replay(*chunks)
    found = list(check(old))
    assert [(f.line, f.rule) for f in found] == [(len(opening(2)[:2]) + 2, "replay-message-first")]
    start = {"sessionUpdate": "agent_message", "messageId": "a1", "content": []}
    assert list(check(_v2_replay(start, *chunks))) == []
    full = {"sessionUpdate": "agent_message", "messageId": "a1", "content": [TEXT]}
    assert list(check(_v2_replay(full))) == []
    # Live chunks (no replay running) need no message update first.
    assert "replay-message-first" not in {f.rule for f in check(conversation(2))}


def test_v2_history_after_the_replaying_resume_answer_is_flagged() -> None:
    start = {"sessionUpdate": "agent_message", "messageId": "a1", "content": []}
    lines = _v2_replay(start, late=_agent_chunk("a1", "late"))
    assert [(f.line, f.rule) for f in check(lines)] == [(len(lines), "replay-after-answer")]
