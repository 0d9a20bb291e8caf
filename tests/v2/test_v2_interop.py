"""Interop with the official TypeScript SDK's experimental v2 entry point (issue 9), at the codec
level: the SDK builds v2 messages and checks them with its own zod schemas; acp_wire.v2 decodes
them strictly, typed by method, and re-encodes them; the SDK's schemas accept what acp-wire
sent, read it back unchanged, and its `SessionUpdate` guards name the same variant. Also
messages built from acp-wire's own v2 types; and a session over real pipes: the SDK's v2
client (tests/fixtures/ts_v2/client.mjs) drives acp-wire's v2 echo agent (acp_wire.examples).

The SDK (tests/fixtures/ts_v2/codec.mjs on its public API plus its generated zod schemas) is
installed in a temp dir, at the version the schema was vendored from (schema/PROVENANCE.json),
only when node and npm are present and the npm registry answers (else the tests skip,
saying which).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from acp_wire import v2
from tests.support.npm_registry import skip_unless_reachable
from tests.support.paths import ROOT

NODE, NPM = shutil.which("node"), shutil.which("npm")
TIMEOUT = 60

pytestmark = pytest.mark.skipif(
    NODE is None or NPM is None,
    reason="node and npm are needed to run the official TypeScript SDK",
)


@pytest.fixture(scope="module")
def sdk_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    assert NODE is not None and NPM is not None
    skip_unless_reachable(NPM)
    where = tmp_path_factory.mktemp("ts_v2")
    provenance = json.loads((ROOT / "schema" / "PROVENANCE.json").read_text())
    package = f"{provenance['package']}@{provenance['version']}"
    (where / "package.json").write_text('{"private": true, "type": "module"}')
    subprocess.run(
        [NPM, "install", "--no-audit", "--no-fund", "--silent", package],
        cwd=where,
        check=True,
        capture_output=True,
        timeout=180,
    )
    for program in ("codec.mjs", "client.mjs"):
        shutil.copy(ROOT / "tests" / "fixtures" / "ts_v2" / program, where / program)
    return where


def _node(sdk_dir: Path, mode: str, stdin: bytes = b"") -> list[dict[str, Any]]:
    assert NODE is not None
    done = subprocess.run(
        [NODE, "codec.mjs", mode],
        input=stdin,
        cwd=sdk_dir,
        capture_output=True,
        timeout=TIMEOUT,
        check=True,
    )
    return [json.loads(line) for line in done.stdout.splitlines()]


def _sdk_accepts(sdk_dir: Path, values: list[tuple[str, Any]]) -> list[dict[str, Any]]:
    lines = b"".join(json.dumps({"type": t, "value": v}).encode() + b"\n" for t, v in values)
    return _node(sdk_dir, "check", lines)


def test_typescript_v2_messages_decode_and_round_trip(sdk_dir: Path) -> None:
    emitted = _node(sdk_dir, "emit")
    assert len(emitted) == 12
    back: list[tuple[str, Any]] = []
    for item in emitted:
        message, member, method = item["message"], item["member"], item["method"]
        data = json.dumps(message).encode()
        decoded = (
            v2.decode_message(data, method=method)
            if member == "result"
            else v2.decode_message(data)
        )
        tp = getattr(v2, item["type"])
        value = getattr(decoded, member)
        assert isinstance(value, tp), (item["type"], value)
        v2.decode(json.dumps(message[member]), tp, strict=True)  # no repair was needed
        assert json.loads(v2.encode(decoded)) == message
        back.append((item["type"], json.loads(v2.encode(value))))
    verdicts = _sdk_accepts(sdk_dir, back)
    assert [v["ok"] for v in verdicts] == [True] * len(back), verdicts


def test_messages_built_by_acp_wire_pass_the_sdk(sdk_dir: Path) -> None:
    text = v2.TextContent(text="red")
    updates = [
        (v2.StateUpdateSessionUpdate(state="running"), "isStateUpdate"),
        (v2.AgentMessageChunk(message_id="m2", content=text), "isAgentMessageChunk"),
        (v2.StateUpdateSessionUpdate(state="idle", stop_reason="end_turn"), "isStateUpdate"),
        (
            v2.ToolCallUpdateSessionUpdate(tool_call_id="call_1", title="Reading", kind="read"),
            "isToolCallUpdate",
        ),
    ]
    values: list[tuple[str, Any]] = [
        (
            "UpdateSessionNotification",
            json.loads(v2.encode(v2.UpdateSessionNotification(session_id="s", update=update))),
        )
        for update, _ in updates
    ]
    values.append(("PromptResponse", json.loads(v2.encode(v2.PromptResponse(message_id="m1")))))
    values.append(
        ("NewSessionRequest", json.loads(v2.encode(v2.NewSessionRequest(cwd="/home/dev"))))
    )
    verdicts = _sdk_accepts(sdk_dir, values)
    assert [v["ok"] for v in verdicts] == [True] * len(values), verdicts
    assert [v["guards"] for v in verdicts[: len(updates)]] == [[g] for _, g in updates]


def test_the_sdk_check_can_fail(sdk_dir: Path) -> None:
    """The SDK's check refuses what its schema refuses (a prompt response without its
    messageId, which v2 requires) and what it would repair (a kind it does not know)."""
    verdicts = _sdk_accepts(
        sdk_dir,
        [
            ("PromptResponse", {}),
            ("ToolCallUpdate", {"toolCallId": "c", "kind": 7}),
        ],
    )
    assert [v["ok"] for v in verdicts] == [False, False], verdicts


def test_typescript_v2_client_drives_the_acp_wire_v2_agent(sdk_dir: Path) -> None:
    """Issue 9, Interop: the SDK's experimental v2 client sends initialize, session/new and
    session/prompt to acp-wire's v2 echo agent over its stdin/stdout and receives its updates,
    the turn ending on `state_update` idle."""
    assert NODE is not None
    agent = [sys.executable, "-m", "acp_wire.examples.v2_echo_agent"]
    done = subprocess.run(
        [NODE, "client.mjs", "red green", "--", *agent],
        cwd=sdk_dir,
        capture_output=True,
        timeout=TIMEOUT,
        check=True,
    )
    out = json.loads(done.stdout)
    assert out["init"]["protocolVersion"] == 2
    assert out["init"]["info"]["name"] == "acp-wire-v2-echo"
    sid = out["session"]["sessionId"]  # unique per session: `new_session_id()`
    assert sid.startswith("sess_")
    assert out["prompt"] == {"messageId": "user-1"}
    updates = [(u["sessionId"], u["update"]) for u in out["updates"]]
    assert updates == [
        (sid, {"sessionUpdate": "state_update", "state": "running"}),
        (
            sid,
            {
                "sessionUpdate": "user_message",
                "messageId": "user-1",
                "content": [{"type": "text", "text": "red green"}],
            },
        ),
        *[
            (
                sid,
                {
                    "sessionUpdate": "agent_message_chunk",
                    "messageId": "agent-1",
                    "content": {"type": "text", "text": word},
                },
            )
            for word in ("red ", "green")
        ],
        (sid, {"sessionUpdate": "state_update", "state": "idle", "stopReason": "end_turn"}),
    ]
