"""`acp-wire validate` robustness and its per-direction id tracking
(issue 8 §1). The command runs in process, except where real file descriptors matter (a closed
stdout, the README's shell commands)."""

from __future__ import annotations

import contextlib
import io
import json
import logging
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import acp_wire
from acp_wire.tools import cli
from acp_wire.tools.validate import Summary, Validator, validate
from tests.support.paths import ROOT

PROMPT = {
    "jsonrpc": "2.0",
    "id": 0,
    "method": "session/prompt",
    "params": {"sessionId": "s", "prompt": [{"type": "text", "text": "hi"}]},
}
END_TURN = {"jsonrpc": "2.0", "id": 0, "result": {"stopReason": "end_turn"}}
PERMISSION = {
    "jsonrpc": "2.0",
    "id": 0,
    "method": "session/request_permission",
    "params": {
        "sessionId": "s",
        "toolCall": {"toolCallId": "c1"},
        "options": [{"optionId": "ok", "name": "Allow", "kind": "allow_once"}],
    },
}
ALLOWED = {
    "jsonrpc": "2.0",
    "id": 0,
    "result": {"outcome": {"outcome": "selected", "optionId": "ok"}},
}
# A tool call with two repairable faults: a wrong-typed optional field, a bad list item.
REPAIRED = {
    "jsonrpc": "2.0",
    "method": "session/update",
    "params": {
        "sessionId": "s",
        "update": {
            "sessionUpdate": "tool_call",
            "toolCallId": "t",
            "title": "x",
            "locations": [{"path": "/a"}, {"path": 5}],
            "status": 7,
        },
    },
}


def run(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[str]:
    """`acp-wire ARGS` in process (`cli.main`), stdin, stdout and stderr swapped for buffers."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin))
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = cli.main(list(args))
            except SystemExit as exit:  # argparse's --version and --help
                status = exit.code if isinstance(exit.code, int) else 2
    finally:
        sys.stdin = saved
    return subprocess.CompletedProcess(list(args), status, out.getvalue(), err.getvalue())


def jsonl(*messages: object) -> bytes:
    return b"".join(json.dumps(m).encode() + b"\n" for m in messages)


def transcript(*lines: tuple[str, object]) -> bytes:
    return b"".join(json.dumps({"from": s, "message": m}).encode() + b"\n" for s, m in lines)


def check(data: bytes, *, strict: bool = False) -> tuple[list[str], Summary]:
    out = io.StringIO()
    summary = validate(io.BytesIO(data), out, strict=strict)
    return out.getvalue().splitlines(), summary


# Unusable input and a closed stdout.


@pytest.mark.parametrize("kind", ["missing", "directory"])
def test_unreadable_input_is_one_line_and_exit_2(tmp_path: Path, kind: str) -> None:
    """ "a missing file or a directory is a one-line error with exit 2 (exit 1
    stays "invalid messages")"."""
    target = tmp_path / "absent.jsonl" if kind == "missing" else tmp_path
    done = run("validate", str(target))
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1
    assert done.stderr.startswith(f"acp-wire validate: cannot read {target}: ")


def test_a_stdout_closed_before_writing_ends_quietly(tmp_path: Path) -> None:
    """A closed stdout ends quietly: no traceback, no BrokenPipe noise."""
    capture = tmp_path / "capture.jsonl"
    capture.write_bytes(jsonl(PROMPT, END_TURN))
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "acp_wire", "validate", str(capture)],
            stdout=write_end,
            stderr=subprocess.PIPE,
            timeout=60,
        )
    finally:
        os.close(write_end)
    assert done.stderr == b""
    assert done.returncode == 141


def test_a_reader_that_stops_early_like_head_ends_quietly(tmp_path: Path) -> None:
    """More output than a pipe holds,
    and the reader goes away after one line."""
    capture = tmp_path / "capture.jsonl"
    capture.write_bytes(b"{not json\n" * 5000)
    with subprocess.Popen(
        [sys.executable, "-m", "acp_wire", "validate", str(capture)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    ) as process:
        assert process.stdout is not None and process.stderr is not None
        assert process.stdout.readline().startswith(b"1: ")
        process.stdout.close()
        stderr = process.stderr.read()
        assert process.wait(timeout=60) == 141
    assert stderr == b""


# What is printed.


def test_a_repairs_explanation_names_the_same_path_as_its_location() -> None:
    """ "a repair's explanation uses the same JSON path as its location"."""
    lines, summary = check(jsonl(REPAIRED))
    assert lines == [
        "1: default_on_error at $.params.update.status: Expected `str`, got `int`",
        "1: skip_invalid_item at $.params.update.locations[1]: Expected `str`, got `int` "
        "at $.params.update.locations[1].path",
        "0 valid, 1 invalid",
    ]
    assert summary.invalid == 1


def test_log_lines_name_neither_the_logger_nor_the_path_twice(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """ "log lines do not repeat the logger name or the path" (the log record
    already names the logger)."""
    with caplog.at_level(logging.WARNING, logger="acp_wire"):
        acp_wire.decode_message(json.dumps(REPAIRED))
    assert [r.getMessage() for r in caplog.records] == [
        "2 repairs in one message (default_on_error: 1, skip_invalid_item: 1): "
        "default_on_error at $.params.update.status: Expected `str`, got `int`; "
        "skip_invalid_item at $.params.update.locations[1]: Expected `str`, got `int` "
        "at $.params.update.locations[1].path",
    ]


def test_validate_does_not_log_what_it_reports(caplog: pytest.LogCaptureFixture) -> None:
    """The findings on stdout already say what was repaired: no log records, nothing on
    stderr; the logger works again afterwards."""
    with caplog.at_level(logging.DEBUG, logger="acp_wire"):
        done = run("validate", "-", stdin=jsonl(REPAIRED))
        assert done.returncode == 1 and done.stderr == ""
        assert caplog.records == []
        acp_wire.decode_message(json.dumps(REPAIRED))
        assert len(caplog.records) == 1  # one record per message (issue 11)


def test_a_leading_utf8_bom_is_accepted() -> None:
    """ "a leading UTF-8 BOM is accepted" (only at the start of the input)."""
    done = run("validate", "-", stdin=b"\xef\xbb\xbf" + jsonl(PROMPT, END_TURN))
    assert done.returncode == 0, done.stdout
    assert done.stdout == "2 valid, 0 invalid\n"
    lines, summary = check(jsonl(PROMPT) + b"\xef\xbb\xbf" + jsonl(END_TURN))
    assert summary.invalid == 1 and lines[0].startswith("2: ")


# Unknowns: warnings unless --strict.

FUTURE_UPDATE = {
    "jsonrpc": "2.0",
    "method": "session/update",
    "params": {"sessionId": "s", "update": {"sessionUpdate": "future_update"}},
}
UNKNOWN_METHOD = {"jsonrpc": "2.0", "method": "session/future", "params": {}}
EXTENSION = {"jsonrpc": "2.0", "id": 3, "method": "_zed/ping", "params": {}}


def test_unknown_variants_and_methods_are_warnings_unless_strict() -> None:
    """ "unknown variants and unknown non-extension methods are warnings (exit 0)
    unless `--strict`"; extension methods (a leading `_`) are neither."""
    data = jsonl(FUTURE_UPDATE, UNKNOWN_METHOD, EXTENSION)
    done = run("validate", "-", stdin=data)
    assert done.returncode == 0
    assert done.stdout.splitlines() == [
        "1: warning: unknown variant at $.params.update.sessionUpdate: "
        "unknown SessionUpdate 'future_update' kept as received",
        "2: warning: unknown method 'session/future' (extension methods start with `_`) "
        "at $.method",
        "3 valid, 0 invalid, 2 with warnings",
    ]
    strict = run("validate", "--strict", "-", stdin=data)
    assert strict.returncode == 1
    assert strict.stdout.splitlines() == [
        line.replace("warning: ", "") for line in done.stdout.splitlines()[:2]
    ] + ["1 valid, 2 invalid"]


def test_the_validator_acp_wire_check_uses_keeps_its_verdicts() -> None:
    """`acp-wire check` (the `Validator` default) keeps unknown variants as schema findings and
    unknown methods as no finding, as before `validate` learnt warnings."""
    validator = Validator()
    assert validator.check(json.dumps(FUTURE_UPDATE).encode()) != []
    assert validator.check(json.dumps(UNKNOWN_METHOD).encode()) == []
    assert validator.warnings and "session/future" in validator.warnings[0]


# Responses and their requests.


def test_a_response_without_its_request_is_reported_unchecked() -> None:
    """ "a response whose request was not in the capture is reported as
    unchecked"; an error response is checked whole, so it is not."""
    error = {"jsonrpc": "2.0", "id": 9, "error": {"code": -32601, "message": "no"}}
    done = run("validate", "-", stdin=jsonl(END_TURN, error))
    assert done.returncode == 0
    assert done.stdout.splitlines() == [
        "1: unchecked: no open request with id 0 in the capture: its result is not checked "
        "against a method",
        "2 valid, 0 invalid, 1 unchecked",
    ]


def test_a_response_is_typed_by_its_request_even_when_the_request_was_invalid() -> None:
    """ "a response is checked against its request's method even when that
    request's params were invalid"."""
    bad_request = {**PROMPT, "params": {"sessionId": "s"}}  # no `prompt`
    bad_result = {**END_TURN, "result": {"stopReason": 42}}
    for data in (
        jsonl(bad_request, bad_result),
        transcript(("client", bad_request), ("agent", bad_result)),
    ):
        lines, summary = check(data)
        assert lines[0].startswith("1: ") and "`prompt`" in lines[0]
        assert lines[1].startswith("2: ") and "$.result.stopReason" in lines[1]
        assert summary == Summary(valid=0, invalid=2)


# Per-direction id tracking.


def test_both_sides_using_id_0_is_valid() -> None:
    """Issue 8 §1: "acp-wire validate adopts the same id tracking (today it misreads a valid
    capture in which both sides use id 0)": the agent's permission request reuses the id of the
    client's open prompt; each response is typed by its own request."""
    conversation = [
        ("client", PROMPT),
        ("agent", PERMISSION),
        ("client", ALLOWED),
        ("agent", END_TURN),
    ]
    for data in (transcript(*conversation), jsonl(*(m for _, m in conversation))):
        done = run("validate", "-", stdin=data)
        assert done.returncode == 0, done.stdout
        assert done.stdout == "4 valid, 0 invalid\n"


def test_a_transcript_that_mistypes_a_response_is_still_caught() -> None:
    """The tracking must not make every response valid: the client answering the permission
    request with a stop reason is invalid."""
    data = transcript(("client", PROMPT), ("agent", PERMISSION), ("client", END_TURN))
    lines, summary = check(data)
    assert summary.invalid == 1 and lines[0].startswith("3: ") and "$.result" in lines[0]


@given(st.lists(st.sampled_from(["client", "agent"]), min_size=1, max_size=8), st.randoms())
def test_each_side_numbering_from_zero_validates(senders: list[str], rng: random.Random) -> None:
    """Property (issue 8 §1): requests from both sides, each side numbering its own from 0,
    answered in any order, all validate, whatever ids the two sides share."""
    next_id = {"client": 0, "agent": 0}
    other = {"client": "agent", "agent": "client"}
    lines: list[tuple[str, object]] = []
    answers: list[tuple[str, object]] = []
    for sender in senders:
        id = next_id[sender]
        next_id[sender] += 1
        request, response = (PROMPT, END_TURN) if sender == "client" else (PERMISSION, ALLOWED)
        lines.append((sender, {**request, "id": id}))
        answers.append((other[sender], {**response, "id": id}))
    rng.shuffle(answers)
    _, summary = check(transcript(*lines, *answers))
    assert summary == Summary(valid=2 * len(senders))


# --version and --help.


def test_version() -> None:
    """`--version`, on the command and on `validate`."""
    for args in (("--version",), ("validate", "--version")):
        done = run(*args)
        assert done.returncode == 0
        assert done.stdout == (
            f"acp-wire {acp_wire.__version__} "
            f"(schema from @agentclientprotocol/sdk {acp_wire.SCHEMA_VERSION})\n"
        )


def test_help_lists_the_exit_codes() -> None:
    """ "exit codes in `--help`"."""
    done = run("validate", "--help")
    assert done.returncode == 0
    epilog = done.stdout[done.stdout.index("exit status:") :].splitlines()
    assert [line.split()[0] for line in epilog[1:]] == ["0", "1", "2", "141"]


# The command-line guide (docs/cli.md).


def test_the_guides_validate_commands_run() -> None:
    """Every command of the guide's "Validate a capture" block runs as written (from the
    repository root, `acp-wire` being this interpreter's), quietly and successfully."""
    readme = (ROOT / "docs" / "cli.md").read_text()
    section = readme[readme.index("## Validate a capture") :]
    block = section[section.index("```sh\n") + 6 : section.index("```\n", 6)]
    commands = [line for line in block.splitlines() if line.strip()]
    assert len(commands) == 3
    for command in commands:
        assert command.startswith("acp-wire validate ")
        done = subprocess.run(
            f"set -o pipefail; {sys.executable} -m acp_wire {command[len('acp-wire ') :]}",
            shell=True,
            executable="/bin/bash",
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        # With `| head`, validate may or may not finish writing before head exits.
        allowed = {0, 141} if "| head" in command else {0}
        assert done.returncode in allowed and done.stderr == "", command
        assert done.stdout.splitlines()[-1] == "15 valid, 0 invalid", command


# --roundtrip and properties the schema admits but acp-wire's types do not keep.

RESUME = {
    "jsonrpc": "2.0",
    "id": 3,
    "method": "session/resume",
    "params": {"sessionId": "s", "cwd": "/"},
}
# claude-agent-acp answers session/resume (and session/load) with the session id as well: the
# result types admit other properties (no `additionalProperties: false` in the schema).
RESUMED = {"jsonrpc": "2.0", "id": 3, "result": {"sessionId": "s", "_meta": {"k": 1}}}


def test_roundtrip_notes_an_unknown_property_the_type_allows() -> None:
    data = transcript(("client", RESUME), ("agent", RESUMED))
    done = run("validate", "--roundtrip", "-", stdin=data)
    assert done.returncode == 0, done.stdout
    assert done.stdout.splitlines() == [
        "2: note: round trip drops an unknown property its type allows at $.result.sessionId",
        "2 valid, 0 invalid",
    ]
    strict = run("validate", "--roundtrip", "--strict", "-", stdin=data)
    assert strict.returncode == 1
    assert "2: round trip drops an unknown property its type allows at $.result.sessionId" in (
        strict.stdout.splitlines()
    )


def test_roundtrip_keeps_an_unknown_key_inside_a_map() -> None:
    # `_meta` is a free-form map: its keys are kept, nothing to note.
    kept = {"jsonrpc": "2.0", "id": 3, "result": {"_meta": {"sessionId": "s"}}}
    done = run(
        "validate", "--roundtrip", "-", stdin=transcript(("client", RESUME), ("agent", kept))
    )
    assert done.returncode == 0 and done.stdout.splitlines() == ["2 valid, 0 invalid"]


def test_roundtrip_drop_on_a_closed_type_is_a_change() -> None:
    """The schema fact read from the generated rules: a type in `CLOSED_TYPES` admits no other
    property, so a key it drops is a change (neither version's schema has one today)."""
    from acp_wire.tools.validate import _roundtrip_differences

    message = acp_wire.decode_message(json.dumps(RESUMED).encode(), "session/resume")
    line = json.dumps(RESUMED).encode()
    assert _roundtrip_differences(line, message, None, frozenset()) == (
        [],
        ["$.result.sessionId"],
    )
    closed = frozenset({acp_wire.ResumeSessionResponse})
    assert _roundtrip_differences(line, message, None, closed) == (
        ["round trip changes the value at $.result.sessionId"],
        [],
    )
