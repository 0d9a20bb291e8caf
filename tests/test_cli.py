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


def test_unknown_variant_is_a_finding() -> None:
    future = {
        "jsonrpc": "2.0",
        "method": "session/update",
        "params": {"sessionId": "s", "update": {"sessionUpdate": "future_update"}},
    }
    done = validate(dumps(future))
    assert done.returncode == 1
    assert "unknown variant" in done.stdout and "$.params.update" in done.stdout


def test_file_argument_and_console_script_module(tmp_path: Path) -> None:
    log = tmp_path / "log.jsonl"
    log.write_text("\n".join(dumps(PROMPT, END_TURN)) + "\n")
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from acp_wire.cli import main; sys.exit(main())",
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
    from acp_wire.cli import _differences

    same = {"a": [1, {"b": None}], "c": "x"}
    assert list(_differences(same, json.loads(json.dumps(same)))) == []
    assert list(_differences({"a": [1, {"b": None}]}, {"a": [1, {}]})) == ["$.a[1].b"]
    assert list(_differences({"n": 1}, {"n": 1.0})) == ["$.n"]
    assert list(_differences({"n": 1}, {"n": True})) == ["$.n"]
