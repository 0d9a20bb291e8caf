"""The tools take a protocol version's binding (by default, the one the capture's `initialize`
declares), so each reads any version with no `if version`: here a v2 capture goes through
validate, the transcript reader, check, replay and tap's recorder. What they conclude of v2 is
tested in tests/tools/test_tools_v2.py."""

from __future__ import annotations

import io
import json

import acp_wire
from acp_wire import v2
from acp_wire.bindings import binding_for
from acp_wire.tools.check import Checker, check
from acp_wire.tools.reducer import Reducer
from acp_wire.tools.replay import replay
from acp_wire.tools.tap import Recorder
from acp_wire.tools.transcript import TranscriptReader
from acp_wire.tools.validate import Validator, validate

INIT = {
    "jsonrpc": "2.0",
    "id": 0,
    "method": "initialize",
    "params": {"protocolVersion": 2, "info": {"name": "test", "version": "1"}},
}
# v2-only: `state_update` is no v1 session update.
STATE = {
    "jsonrpc": "2.0",
    "method": "session/update",
    "params": {
        "sessionId": "s1",
        "update": {"sessionUpdate": "state_update", "state": "idle", "stopReason": "end_turn"},
    },
}
READY = {
    "jsonrpc": "2.0",
    "id": 0,
    "result": {"protocolVersion": 2, "info": {"name": "agent", "version": "1"}},
}
NEW = {"jsonrpc": "2.0", "id": 1, "method": "session/new", "params": {"cwd": "/w"}}
CREATED = {"jsonrpc": "2.0", "id": 1, "result": {"sessionId": "s1"}}
CAPTURE = [
    json.dumps({"from": "client", "message": INIT}).encode(),
    json.dumps({"from": "agent", "message": READY}).encode(),
    json.dumps({"from": "client", "message": NEW}).encode(),
    json.dumps({"from": "agent", "message": CREATED}).encode(),
    json.dumps({"from": "agent", "message": STATE}).encode(),
]


def test_validate_takes_a_binding() -> None:
    assert validate(CAPTURE, io.StringIO(), strict=True, binding=v2.BINDING).invalid == 0
    v1 = validate(CAPTURE, io.StringIO(), strict=True, binding=acp_wire.BINDING)
    assert v1.invalid >= 1  # v1 knows no state_update variant
    validator = Validator(binding=v2.BINDING)
    assert validator.methods is v2.BINDING.methods
    assert validator.check(CAPTURE[4]) == []


def test_validate_picks_the_binding_the_capture_declares() -> None:
    out = io.StringIO()
    assert validate(CAPTURE, out).invalid == 0, out.getvalue()
    assert binding_for(2) is v2.BINDING and binding_for(1) is acp_wire.BINDING


def test_the_transcript_reader_decodes_with_the_bindings_tables() -> None:
    entries = list(TranscriptReader(v2.BINDING).read(CAPTURE))
    update = entries[4].message
    assert isinstance(update, v2.BINDING.session_update_message)
    assert isinstance(update.params, v2.BINDING.session_update)
    assert isinstance(update.params.update, v2.StateUpdateSessionUpdate)


def test_check_replay_and_tap_read_v2_through_the_seam() -> None:
    assert Checker(v2.BINDING).binding is v2.BINDING
    assert list(check(CAPTURE, binding=v2.BINDING)) == []
    assert Reducer(v2.BINDING).binding is v2.BINDING
    assert list(check(CAPTURE)) == []  # the version `initialize` declares
    assert replay(CAPTURE, binding=v2.BINDING).sessions["s1"].state == "idle"
    assert replay(CAPTURE).sessions["s1"].state == "idle"
    err = io.StringIO()
    recorder = Recorder(None, err, v2.BINDING)
    assert recorder.checker.binding is v2.BINDING
    for line in CAPTURE:
        wrapped = json.loads(line)
        recorder.message(wrapped["from"], json.dumps(wrapped["message"]).encode())
    assert recorder.violations == 0, err.getvalue()
