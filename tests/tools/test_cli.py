"""`acp-wire validate`, run as a subprocess."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

PROMPT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "session/prompt",
    "params": {"sessionId": "s", "prompt": [{"type": "text", "text": "hi"}]},
}
UPDATE = {
    "jsonrpc": "2.0",
    "method": "session/update",
    "params": {
        "sessionId": "s",
        "update": {
            "sessionUpdate": "agent_message_chunk",
            "content": {"type": "text", "text": "hi"},
        },
    },
}
END_TURN = {"jsonrpc": "2.0", "id": 1, "result": {"stopReason": "end_turn"}}


def validate(lines: list[str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "acp_wire", "validate", "-", *args],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=60,
    )


def dumps(*messages: object) -> list[str]:
    return [json.dumps(m) for m in messages]


def test_valid_log() -> None:
    done = validate(dumps(PROMPT, UPDATE, END_TURN), "--roundtrip")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip().splitlines() == ["3 valid, 0 invalid"]


def test_response_is_typed_by_the_method_of_its_request() -> None:
    # `stopReason` must be one of the StopReason strings: only the request's method says so.
    bad = {"jsonrpc": "2.0", "id": 1, "result": {"stopReason": 42}}
    done = validate(dumps(PROMPT, bad))
    assert done.returncode == 1
    lines = done.stdout.strip().splitlines()
    assert lines[0].startswith("2: ") and "$.result.stopReason" in lines[0]
    assert lines[-1] == "1 valid, 1 invalid"


def test_invalid_params_and_bad_json_are_reported_with_line_and_path() -> None:
    missing = {"jsonrpc": "2.0", "id": 2, "method": "session/prompt", "params": {"sessionId": "s"}}
    done = validate([*dumps(missing), "{not json"])
    assert done.returncode == 1
    lines = done.stdout.strip().splitlines()
    assert lines[0].startswith("1: ") and "`prompt`" in lines[0] and "$.params" in lines[0]
    assert lines[1].startswith("2: ")
    assert lines[-1] == "0 valid, 2 invalid"


def test_unknown_variant_is_a_warning_and_a_finding_when_strict() -> None:
    """Unknown variants are warnings (exit 0) unless `--strict`."""
    future = {
        "jsonrpc": "2.0",
        "method": "session/update",
        "params": {"sessionId": "s", "update": {"sessionUpdate": "future_update"}},
    }
    done = validate(dumps(future))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("1: warning: unknown variant at $.params.update.sessionUpdate")
    strict = validate(dumps(future), "--strict")
    assert strict.returncode == 1
    assert strict.stdout.startswith("1: unknown variant at $.params.update.sessionUpdate")


def test_file_argument_and_console_script_module(tmp_path: Path) -> None:
    log = tmp_path / "log.jsonl"
    log.write_text("\n".join(dumps(PROMPT, END_TURN)) + "\n")
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from acp_wire.tools.cli import main; sys.exit(main())",
            "validate",
            str(log),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0
    assert done.stdout.strip() == "2 valid, 0 invalid"


def test_roundtrip_differences_name_the_json_path() -> None:
    from acp_wire.tools.validate import _differences

    same = {"a": [1, {"b": None}], "c": "x"}
    assert list(_differences(same, json.loads(json.dumps(same)))) == []
    assert list(_differences({"a": [1, {"b": None}]}, {"a": [1, {}]})) == ["$.a[1].b"]
    # Numbers compare by value, as JSON Schema does (issue 11, codec edge cases item 6).
    assert list(_differences({"n": 1}, {"n": 1.0})) == []
    assert list(_differences({"n": 1}, {"n": 1.5})) == ["$.n"]
    assert list(_differences({"n": 1}, {"n": True})) == ["$.n"]
    assert list(_differences({"n": 0}, {"n": False})) == ["$.n"]


def test_roundtrip_accepts_an_integer_in_a_number_field() -> None:
    """Issue 11, codec edge cases item 6: a schema-valid 5 in a `number` field (`Cost.amount`)
    re-encodes as 5.0, the same value; `--roundtrip` must not report it."""
    usage = {
        "jsonrpc": "2.0",
        "method": "session/update",
        "params": {
            "sessionId": "s",
            "update": {
                "sessionUpdate": "usage_update",
                "used": 1,
                "size": 2,
                "cost": {"amount": 5, "currency": "USD"},
            },
        },
    }
    done = validate(dumps(usage), "--roundtrip")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip() == "1 valid, 0 invalid"


def test_invalid_utf8_inside_an_unknown_key_is_a_one_line_finding(tmp_path: Path) -> None:
    """Issue 11, codec edge cases item 6: `validate` crashed with a traceback on this line."""
    update = json.dumps(UPDATE).encode()
    broken = update[:-1] + b',"x' + bytes([0xFF]) + b'":1}'
    capture = tmp_path / "capture.jsonl"
    capture.write_bytes(broken + b"\n" + update + b"\n")
    done = subprocess.run(
        [sys.executable, "-m", "acp_wire", "validate", str(capture)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1
    assert done.stderr == ""
    assert done.stdout.strip().splitlines() == [
        f"1: Invalid UTF-8 encoded string (byte {len(update) + 2}) at $",
        "1 valid, 1 invalid",
    ]


def test_error_null_beside_a_result_is_a_note_not_invalid() -> None:
    """A response with `result` and `"error": null` is accepted (the
    schema's response envelopes allow it) and `validate` reports it, as a note."""
    odd = dict(END_TURN, error=None)
    for args in ((), ("--roundtrip",)):
        done = validate(dumps(PROMPT, odd), *args)
        assert done.returncode == 0, done.stdout + done.stderr
        assert done.stdout.strip().splitlines() == [
            "2: note: `error` is null beside `result`: read as absent at $.error",
            "2 valid, 0 invalid",
        ]


# A message the forgiving decoder repairs: the library logs it; the CLI reports it numbered.
REPAIRED_LINES = [
    {
        "from": "client",
        "message": {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {"protocolVersion": 1},
        },
    },
    {
        "from": "agent",
        "message": {
            "jsonrpc": "2.0",
            "id": 1,
            "result": {"protocolVersion": 1, "agentCapabilities": {"loadSession": "yes"}},
        },
    },
    {
        "from": "agent",
        "message": {
            "jsonrpc": "2.0",
            "method": "session/update",
            "params": {
                "sessionId": "s",
                "update": {
                    "sessionUpdate": "tool_call",
                    "toolCallId": "t",
                    "title": "x",
                    "status": 7,
                },
            },
        },
    },
]


def _acp_wire(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "acp_wire", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_check_and_replay_print_each_finding_once_numbered(tmp_path: Path) -> None:
    """The library's repair log record never reaches the terminal raw: check reports each
    repair as its numbered finding, replay numbers the repairs with their line."""
    capture = tmp_path / "capture.jsonl"
    capture.write_text("".join(json.dumps(line) + "\n" for line in REPAIRED_LINES))
    check = _acp_wire("check", str(capture))
    assert check.stderr == ""
    assert check.stdout.splitlines()[:-1] == [
        "2: schema: default_on_error at $.result.agentCapabilities.loadSession: "
        "Expected `bool`, got `str`",
        "3: schema: default_on_error at $.params.update.status: Expected `str`, got `int`",
        "3: unknown-session: session/update for session 's', which was never created",
    ]
    replay = _acp_wire("replay", str(capture))
    assert replay.returncode == 0
    assert replay.stderr.splitlines() == [
        "2: 1 repair in one message (default_on_error: 1): default_on_error at "
        "$.result.agentCapabilities.loadSession: Expected `bool`, got `str`",
        "3: 1 repair in one message (default_on_error: 1): default_on_error at "
        "$.params.update.status: Expected `str`, got `int`",
    ]


def test_tap_prints_only_its_numbered_findings() -> None:
    lines = "".join(json.dumps(line["message"]) + "\n" for line in REPAIRED_LINES[2:])
    done = _acp_wire("tap", "--", sys.executable, "-c", "import sys; sys.stdin.read()", stdin=lines)
    assert done.returncode == 0
    assert done.stderr.splitlines()
    assert all(line.startswith("acp-wire tap: 1: ") for line in done.stderr.splitlines())
    assert done.stderr.count("$.params.update.status") == 1
