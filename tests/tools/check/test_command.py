"""The `acp-wire check` command (`acp_wire.tools.check._command`): exit statuses, output,
`--rules`."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import pytest

from acp_wire.tools.check import RULES, RULES_V2
from acp_wire.tools.cli import main
from tests.tools.check.transcripts import (
    CANCEL,
    prompt,
    setup,
    stop,
    update,
)
from tests.tools.conversations import conversation


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
