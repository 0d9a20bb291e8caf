"""What a newcomer sees from the command-line tools: `--help` with a description and the exit
codes, quiet ends on a closed stdout, usage errors, hints for empty input, one reason for an
unreadable line, plurals, bounded lines in text replay and every content block rendered."""

from __future__ import annotations

import argparse
import io
import json
import subprocess

import pytest

from acp_wire.tools import check as conformance
from acp_wire.tools import cli, exits, replay
from tests.support.paths import ROOT
from tests.tools.commands import ACP_WIRE, _many_lines

EXAMPLE = ROOT / "examples" / "session.jsonl"


def run(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[str]:
    done = subprocess.run([*ACP_WIRE, *args], input=stdin, capture_output=True, timeout=60)
    return subprocess.CompletedProcess(
        done.args, done.returncode, done.stdout.decode(), done.stderr.decode()
    )


@pytest.mark.parametrize("command", ["validate", "check", "replay", "tap"])
def test_help_describes_the_command_and_its_exit_codes(command: str) -> None:
    done = run(command, "--help")
    assert done.returncode == 0
    usage, _, rest = done.stdout.partition("\n\n")
    assert usage.startswith(f"usage: acp-wire {command}")
    description = rest.split("\n\n", 1)[0]
    assert len(description.split()) >= 10, description  # a sentence, not just the usage
    assert "exit status:" in done.stdout
    assert "\n  2 " in done.stdout


def test_top_level_help_lists_each_command_with_a_summary() -> None:
    done = run("--help")
    for command in ("validate", "check", "replay", "tap"):
        line = next(x for x in done.stdout.splitlines() if x.strip().startswith(command))
        assert len(line.split()) >= 4, line


@pytest.mark.parametrize("value", ["-3", "0", "x"])
def test_until_that_is_not_a_line_number_is_a_usage_error(value: str) -> None:
    done = run("replay", "--until", value, str(EXAMPLE))
    assert done.returncode == 2
    assert done.stdout == ""
    assert "is not a line number (1 or more)" in done.stderr
    assert "Traceback" not in done.stderr


def test_until_past_the_end_says_so() -> None:
    done = run("replay", "--until", "100000", str(EXAMPLE))
    assert done.returncode == 0
    assert "note: --until 100000 is past the end" in done.stderr
    assert done.stdout == run("replay", str(EXAMPLE)).stdout


@pytest.mark.parametrize("stdin", [b"", b"\n\n"])
def test_empty_input_is_named_as_such(stdin: bytes) -> None:
    assert run("validate", "-", stdin=stdin).stdout == (
        "0 valid, 0 invalid (the input has no messages)\n"
    )
    assert run("check", "-", stdin=stdin).stdout == (
        "0 violations, 0 warnings (the input has no messages)\n"
    )
    replayed = run("replay", "-", stdin=stdin)
    assert replayed.returncode == 0
    assert "the input has no messages" in replayed.stderr


def test_an_unreadable_line_gets_one_reason_from_validate_and_check() -> None:
    """`check`'s `schema` rule is `validate`'s findings: the same reading of a bad line."""
    lines = [b"\xff\xfe{}", b'{"jsonrpc":"2.0",', b"[1, 2]", b'"text"']
    for number, line in enumerate(lines, 1):
        validated = run("validate", "-", stdin=line + b"\n").stdout.splitlines()[0]
        checked = run("check", "-", stdin=line + b"\n").stdout.splitlines()[0]
        reason = validated.removeprefix("1: ")
        assert checked == f"1: schema: {reason}", (number, validated, checked)
    assert "Invalid UTF-8" in run("check", "-", stdin=lines[0] + b"\n").stdout


def test_counts_are_singular_for_one() -> None:
    """ "1 violation", not "1 violations"."""
    initialize = b'{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}\n'
    assert run("check", "-", stdin=initialize).stdout.splitlines()[-1] == (
        "1 violation, 0 warnings"
    )
    out = io.StringIO()
    args = argparse.Namespace(rules=False, transcript=str(EXAMPLE))
    assert conformance.run(args, out, io.StringIO()) == 0
    assert out.getvalue().splitlines()[-1] == "0 violations, 0 warnings"


def test_text_replay_elides_a_long_message_with_a_count() -> None:
    state = replay.replay(_many_lines(2_000).splitlines())
    text = replay.render(state)
    assert max(len(line) for line in text.splitlines()) <= replay.LINE_LIMIT + 50
    assert " characters ...] " in text
    left_out = int(text.split("[... ")[1].split(" characters")[0].replace(",", ""))
    assert left_out > 150_000  # 2,000 chunks of ~100 characters, nearly all left out


CONTENT_BLOCKS = {
    "text": ({"type": "text", "text": "Hi"}, "Hi"),
    "image": (
        {"type": "image", "mimeType": "image/png", "data": "iVBORw0KGgo="},
        "[image image/png]",
    ),
    "audio": ({"type": "audio", "mimeType": "audio/wav", "data": "UklGRg=="}, "[audio audio/wav]"),
    "resource_link": (
        {"type": "resource_link", "uri": "file:///a.py", "name": "a.py"},
        "[file:///a.py]",
    ),
    "resource (text)": (
        {
            "type": "resource",
            "resource": {"uri": "file:///b.py", "text": "print(1)", "mimeType": "text/x-python"},
        },
        "[resource file:///b.py (text)]",
    ),
    "resource (blob)": (
        {"type": "resource", "resource": {"uri": "file:///c.bin", "blob": "AAEC"}},
        "[resource file:///c.bin (blob)]",
    ),
    "unknown": ({"type": "hologram", "frames": 3}, "[hologram]"),
}


@pytest.mark.parametrize("kind", sorted(CONTENT_BLOCKS))
def test_text_replay_renders_every_content_block_type(kind: str) -> None:
    """A prompt embedding a resource crashed text replay (`'EmbeddedResource' object has no
    attribute 'get'`); each content block type now has its label."""
    block, expected = CONTENT_BLOCKS[kind]
    prompt = {
        "from": "client",
        "message": {
            "jsonrpc": "2.0",
            "id": 0,
            "method": "session/prompt",
            "params": {"sessionId": "s1", "prompt": [block]},
        },
    }
    update = {
        "from": "agent",
        "message": {
            "jsonrpc": "2.0",
            "method": "session/update",
            "params": {
                "sessionId": "s1",
                "update": {"sessionUpdate": "agent_message_chunk", "content": block},
            },
        },
    }
    lines = [json.dumps(prompt).encode(), json.dumps(update).encode()]
    text = replay.render(replay.replay(lines))
    assert f"user: {expected}" in text
    assert f"agent: {expected}" in text


def test_cli_main_returns_the_tools_status() -> None:
    assert cli.main(["check", "--rules"]) == 0
    assert exits.EXIT_STDOUT_CLOSED == 141
