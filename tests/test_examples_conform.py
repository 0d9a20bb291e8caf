"""The agents we teach keep the MUSTs of the spec's initialization, session setup, prompt turn
and cancellation pages, driven over a real pipe with raw JSON-RPC lines (not through
acp_wire's client, so the library does not grade its own answers).

Agents: the packaged echo agents (v1 and v2, `--delay` so that a turn is still streaming when
it is cancelled), the README's `HelloAgent` and the agents-and-clients guide's `MyAgent`.
The rules and where they are written (tests/fixtures/spec/PROVENANCE.md has the pages):

- initialization, "Version Negotiation": "If the Agent supports the requested version, it MUST
  respond with the same version. Otherwise, the Agent MUST respond with the latest version it
  supports." v2's schema narrows it (InitializeResponse.protocolVersion): "the highest
  protocol version supported by the agent that is at or below the version requested by the
  client. If no such version exists, initialization fails with error code -32022."
- initialization: agents SHOULD (v1) / MUST (v2) send their name and version (`agentInfo` /
  `info`).
- session setup: "The Agent MUST respond with a unique Session ID".
- the schema's error codes: -32002 "Resource not found: A given resource, such as a session,
  was not found" (the answer both official SDKs' examples give to an unknown session).
- cancellation / prompt turn: a cancelled turn ends with stop reason `cancelled` (v1: the
  `session/prompt` response; v2: the `state_update` idle), and nothing of the turn follows.
- v2 session setup: `session/close`: "The Agent MUST cancel any ongoing work for that session
  as if `session/cancel` had been called".
- extensibility: an unknown `_` method request is answered -32601 (method not found); an
  unknown `_` notification is ignored.
- v2 transports, "JSON-RPC Batch Messages": a batch is answered, never left without an answer:
  in v2 entry by entry, the responses in one array on one line; v1 (which has no batches)
  refuses it whole, -32600 with a null id.
- transports (stdio): "The agent MUST NOT write anything to its stdout that is not a valid
  ACP message."

Every conversation is also recorded as a transcript (both directions) and `acp-wire check`
must find in it exactly the rules the test breaks on purpose from the client side (a prompt
for an unknown session, a batch), nothing of the agent's.
"""

from __future__ import annotations

import asyncio
import json
import re
import sys
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from acp_wire.tools.check import check

ROOT = Path(__file__).resolve().parents[1]
# A hang guard, not a measurement: a missing answer fails the test instead of stalling it.
GUARD = 60.0
LONG_PROMPT = " ".join(f"w{i}" for i in range(200))  # streams long enough to be cancelled


def _block(page: Path, *needles: str) -> str:
    blocks = re.findall(r"```python\n(.*?)```", page.read_text(), re.S)
    (found,) = [b for b in blocks if all(n in b for n in needles)]
    return str(found)


def _agents(tmp: Path) -> dict[str, tuple[int, list[str], bool]]:
    """name -> (protocol version, command line, streams slowly enough to cancel)."""
    readme = tmp / "readme_agent.py"
    readme.write_text(_block(ROOT / "README.md", "class HelloAgent", "run_agent("))
    guide = tmp / "guide_agent.py"
    guide.write_text(_block(ROOT / "docs" / "agents-and-clients.md", "class MyAgent", "run_agent("))
    py = sys.executable
    return {
        "echo-v1": (1, [py, "-m", "acp_wire.examples.echo_agent", "--delay", "0.01"], True),
        "echo-v2": (2, [py, "-m", "acp_wire.examples.v2_echo_agent", "--delay", "0.01"], True),
        "readme": (1, [py, str(readme)], False),
        "guide": (1, [py, str(guide)], False),
    }


AGENTS = ["echo-v1", "echo-v2", "readme", "guide"]


class Pipe:
    """Raw JSON-RPC lines to and from an agent process; keeps every stdout line it read, and
    the conversation as an `acp-wire check` transcript (`{"from": ..., "message": ...}`)."""

    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        self.proc = proc
        self.lines: list[bytes] = []
        self.transcript: list[bytes] = []
        # Rules the test breaks on purpose from the client side (`acp-wire check` rule ids).
        self.expected_findings: set[str] = set()
        self.next_id = 100

    def record(self, sender: str, message: Any) -> None:
        self.transcript.append(json.dumps({"from": sender, "message": message}).encode())

    async def send_raw(self, message: Any) -> None:
        assert self.proc.stdin is not None
        self.record("client", message)
        self.proc.stdin.write(json.dumps(message).encode() + b"\n")
        await self.proc.stdin.drain()

    async def send(self, message: dict[str, Any]) -> None:
        await self.send_raw({"jsonrpc": "2.0", **message})

    async def read(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        line = await asyncio.wait_for(self.proc.stdout.readline(), GUARD)
        assert line, "the agent closed its stdout"
        self.lines.append(line)
        message = json.loads(line)
        self.record("agent", message)
        assert isinstance(message, dict), line
        return message

    async def request(
        self, method: str, params: Any, seen: list[dict[str, Any]] | None = None
    ) -> dict[str, Any]:
        """Send a request and read up to its response; what came before it goes to `seen`."""
        self.next_id += 1
        rid = self.next_id
        await self.send({"id": rid, "method": method, "params": params})
        while True:
            message = await self.read()
            if message.get("id") == rid and "method" not in message:
                return message
            if seen is not None:
                seen.append(message)

    async def until(
        self, done: Callable[[dict[str, Any]], bool], seen: list[dict[str, Any]]
    ) -> None:
        while not done(message := await self.read()):
            seen.append(message)
        seen.append(message)

    async def finish(self) -> list[dict[str, Any]]:
        """Close the agent's stdin and read the rest of its stdout: the agent ends cleanly."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.close()
        rest = await asyncio.wait_for(self.proc.stdout.read(), GUARD)
        await asyncio.wait_for(self.proc.wait(), GUARD)
        tail = [line for line in rest.splitlines(keepends=True) if line.strip()]
        self.lines += tail
        messages = [json.loads(line) for line in tail]
        for message in messages:
            self.record("agent", message)
        return messages


@asynccontextmanager
async def spawned(argv: list[str]) -> AsyncIterator[Pipe]:
    proc = await asyncio.create_subprocess_exec(
        *argv,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        cwd=ROOT,
    )
    pipe = Pipe(proc)
    try:
        yield pipe
        await pipe.finish()
        # transports: stdout carries only JSON-RPC messages (or v2 batch arrays), one per line.
        for line in pipe.lines:
            message = json.loads(line)
            for one in message if isinstance(message, list) and message else [message]:
                assert one.get("jsonrpc") == "2.0", line
        assert proc.returncode == 0
        # `acp-wire check` finds nothing in the conversation but what the test broke itself
        # (and finds that).
        findings = list(check(pipe.transcript))
        assert {f.rule for f in findings} == pipe.expected_findings, [str(f) for f in findings]
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()


def _init_params(version: int, requested: int) -> dict[str, Any]:
    info = {"name": "conformance-test", "version": "1.0.0"}
    if version == 1:
        return {"protocolVersion": requested, "clientCapabilities": {}, "clientInfo": info}
    return {"protocolVersion": requested, "info": info, "capabilities": {}}


def _new_params() -> dict[str, Any]:
    return {"cwd": str(ROOT), "mcpServers": []}


def _prompt(session_id: str, text: str) -> dict[str, Any]:
    return {"sessionId": session_id, "prompt": [{"type": "text", "text": text}]}


async def _ready(pipe: Pipe, version: int) -> dict[str, Any]:
    answer = await pipe.request("initialize", _init_params(version, version))
    assert answer["result"]["protocolVersion"] == version
    return dict(answer["result"])


def run(coro: Any) -> Any:
    return asyncio.run(coro)


@pytest.mark.parametrize("name", AGENTS)
def test_an_unsupported_version_gets_the_latest_supported(name: str, tmp_path: Path) -> None:
    version, argv, _ = _agents(tmp_path)[name]

    async def main() -> None:
        async with spawned(argv) as pipe:
            answer = await pipe.request("initialize", _init_params(version, 65535))
            result = answer["result"]
            assert result["protocolVersion"] == version  # the binding's latest
            info = result["agentInfo" if version == 1 else "info"]
            assert info["name"] and info["version"]

    run(main())


@pytest.mark.parametrize("name", AGENTS)
def test_a_version_below_every_supported_one(name: str, tmp_path: Path) -> None:
    """v1 agents asked for version 0 answer 1 (the latest they support); a v2 agent asked for
    version 1 fails initialization with -32022 and `UnsupportedProtocolVersionErrorData`, as
    v2's schema says."""
    version, argv, _ = _agents(tmp_path)[name]

    async def main() -> None:
        async with spawned(argv) as pipe:
            requested = version - 1
            answer = await pipe.request("initialize", _init_params(version, requested))
            if version == 1:
                assert answer["result"]["protocolVersion"] == 1
            else:
                assert answer["error"]["code"] == -32022
                assert answer["error"]["data"] == {"requested": 1, "supported": [2]}
                # The connection survives: a proper initialize still works.
                await _ready(pipe, version)

    run(main())


@pytest.mark.parametrize("name", AGENTS)
def test_two_sessions_get_distinct_ids_and_an_unknown_one_is_not_found(
    name: str, tmp_path: Path
) -> None:
    version, argv, _ = _agents(tmp_path)[name]

    async def main() -> None:
        async with spawned(argv) as pipe:
            result = await _ready(pipe, version)
            if version == 2:  # v2's session methods are advertised by `session`
                assert "session" in result["capabilities"]
            first = (await pipe.request("session/new", _new_params()))["result"]["sessionId"]
            second = (await pipe.request("session/new", _new_params()))["result"]["sessionId"]
            assert first != second
            pipe.expected_findings.add("unknown-session")  # the client's, on purpose
            answer = await pipe.request("session/prompt", _prompt("no-such-session", "hi"))
            assert answer["error"]["code"] == -32002
            # A known session still works after the refusal.
            seen: list[dict[str, Any]] = []
            answer = await pipe.request("session/prompt", _prompt(second, "hi"), seen)
            assert "result" in answer

    run(main())


@pytest.mark.parametrize("name", AGENTS)
def test_an_unknown_underscore_method(name: str, tmp_path: Path) -> None:
    version, argv, _ = _agents(tmp_path)[name]

    async def main() -> None:
        async with spawned(argv) as pipe:
            await _ready(pipe, version)
            await pipe.send({"method": "_acme/unknown_notice", "params": {}})  # ignored
            answer = await pipe.request("_acme/unknown", {"x": 1})
            assert answer["error"]["code"] == -32601
            # Nothing answered the notification: the next read is this request's answer.
            assert len(pipe.lines) == 2

    run(main())


@pytest.mark.parametrize("name", AGENTS)
def test_a_batch_is_answered(name: str, tmp_path: Path) -> None:
    """A batch on one line is never left unanswered (issue 24; v2's transports page, "JSON-RPC
    Batch Messages"): in v2 an array holding the entry's answer, in v1 one -32600 with a null
    id; the agent goes on serving."""
    version, argv, _ = _agents(tmp_path)[name]

    async def main() -> None:
        async with spawned(argv) as pipe:
            entry = {"jsonrpc": "2.0", "id": 1, "method": "initialize"}
            entry["params"] = _init_params(version, version)
            # On purpose: the batch is no JSON-RPC object to the transcript tools (`schema`);
            # v1's null-id answer to it comes before any `initialize` (`initialize-first`),
            # v2's array of answers is an array again (`schema`).
            pipe.expected_findings |= {"schema"} | ({"initialize-first"} if version == 1 else set())
            await pipe.send_raw([entry])
            if version == 1:
                answer = await pipe.read()
                assert (answer["id"], answer["error"]["code"]) == (None, -32600)
            else:  # v2 serves the batch: its answers in one array, on one line
                assert pipe.proc.stdout is not None
                line = await asyncio.wait_for(pipe.proc.stdout.readline(), GUARD)
                pipe.lines.append(line)
                pipe.record("agent", json.loads(line))
                (answer,) = json.loads(line)
                assert answer["id"] == 1 and "result" in answer, answer
            await _ready(pipe, version)

    run(main())


def _is_update(message: dict[str, Any], session_id: str) -> bool:
    return message.get("method") == "session/update" and (
        message["params"]["sessionId"] == session_id
    )


def _is_idle(message: dict[str, Any]) -> bool:
    update = message.get("params", {}).get("update", {})
    return message.get("method") == "session/update" and update.get("state") == "idle"


@pytest.mark.parametrize("name", [n for n in AGENTS if n.startswith("echo")])
def test_a_cancel_while_the_turn_streams(name: str, tmp_path: Path) -> None:
    """A turn cancelled mid-stream ends `cancelled` and sends nothing after its end."""
    version, argv, _ = _agents(tmp_path)[name]

    async def main() -> None:
        async with spawned(argv) as pipe:
            await _ready(pipe, version)
            sid = (await pipe.request("session/new", _new_params()))["result"]["sessionId"]
            pipe.next_id += 1
            prompt_id = pipe.next_id
            await pipe.send(
                {"id": prompt_id, "method": "session/prompt", "params": _prompt(sid, LONG_PROMPT)}
            )
            seen: list[dict[str, Any]] = []
            # Streaming: wait for the first agent message chunk, then cancel.
            await pipe.until(
                lambda m: (
                    _is_update(m, sid)
                    and m["params"]["update"]["sessionUpdate"] == "agent_message_chunk"
                ),
                seen,
            )
            await pipe.send({"method": "session/cancel", "params": {"sessionId": sid}})
            if version == 1:
                await pipe.until(lambda m: m.get("id") == prompt_id, seen)
                assert seen[-1]["result"]["stopReason"] == "cancelled"
            else:
                await pipe.until(_is_idle, seen)
                assert seen[-1]["params"]["update"]["stopReason"] == "cancelled"
                assert any(m.get("id") == prompt_id and "result" in m for m in seen)
            chunks = [m for m in seen if _is_update(m, sid)]
            assert len(chunks) < 200  # it did stop early
            # Nothing of the turn after its end: not before the next answer, nor before EOF.
            after: list[dict[str, Any]] = []
            await pipe.request("session/new", _new_params(), after)
            after += await pipe.finish()
            assert [m for m in after if _is_update(m, sid)] == []

    run(main())


def test_a_v2_close_cancels_the_running_turn(tmp_path: Path) -> None:
    version, argv, _ = _agents(tmp_path)["echo-v2"]

    async def main() -> None:
        async with spawned(argv) as pipe:
            await _ready(pipe, version)
            sid = (await pipe.request("session/new", _new_params()))["result"]["sessionId"]
            seen: list[dict[str, Any]] = []
            await pipe.request("session/prompt", _prompt(sid, LONG_PROMPT), seen)
            await pipe.until(
                lambda m: (
                    _is_update(m, sid)
                    and m["params"]["update"]["sessionUpdate"] == "agent_message_chunk"
                ),
                seen,
            )
            before: list[dict[str, Any]] = []
            answer = await pipe.request("session/close", {"sessionId": sid}, before)
            assert answer["result"] == {}
            idle = [m for m in before if _is_idle(m)]
            assert [m["params"]["update"]["stopReason"] for m in idle] == ["cancelled"]
            after: list[dict[str, Any]] = []
            answer = await pipe.request("session/prompt", _prompt(sid, "hi"), after)
            assert answer["error"]["code"] == -32002  # closed: no longer a session
            after += await pipe.finish()
            assert [m for m in after if _is_update(m, sid)] == []

    run(main())


def test_the_v2_echo_agent_replays_each_message_from_its_empty_update(tmp_path: Path) -> None:
    """v2 session setup (the draft after the vendored copy): "When replay reconstructs a
    message from its beginning using chunks, the Agent MUST first send the corresponding
    message update (`user_message`, `agent_message`, or `agent_thought`) with the same ID and
    `content: []`." `acp-wire check` (`replay-message-first`) finds nothing in the transcript
    (`spawned`), and every replayed chunk follows its message's empty update."""
    version, argv, _ = _agents(tmp_path)["echo-v2"]

    async def main() -> None:
        async with spawned(argv) as pipe:
            await _ready(pipe, version)
            sid = (await pipe.request("session/new", _new_params()))["result"]["sessionId"]
            seen: list[dict[str, Any]] = []
            await pipe.request("session/prompt", _prompt(sid, "hello replayed world"), seen)
            await pipe.until(_is_idle, seen)
            replayed: list[dict[str, Any]] = []
            params = {"sessionId": sid, "cwd": str(ROOT), "replayFrom": {"type": "start"}}
            answer = await pipe.request("session/resume", params, replayed)
            assert answer["result"] == {}
            updates = [m["params"]["update"] for m in replayed if _is_update(m, sid)]
            chunks = [u for u in updates if u["sessionUpdate"] == "agent_message_chunk"]
            assert "".join(c["content"]["text"] for c in chunks) == "hello replayed world"
            first = updates.index(chunks[0])
            assert updates[first - 1] == {
                "sessionUpdate": "agent_message",
                "messageId": chunks[0]["messageId"],
                "content": [],
            }
            assert [u["sessionUpdate"] for u in updates].count("agent_message") == 1

    run(main())


PAGES = ROOT / "tests" / "fixtures" / "spec" / "pages"
QUOTED = [
    (
        "v1-draft-initialization.mdx",
        "If the Agent supports the requested version, it MUST respond with the same version. "
        "Otherwise, the Agent MUST respond with the latest version it supports.",
    ),
    (
        "v2-draft-initialization.mdx",
        "If the Agent supports the requested version, it MUST respond with the same version. "
        "Otherwise, the Agent MUST respond with the latest version it supports.",
    ),
    ("v1-draft-session-setup.mdx", "The Agent MUST respond with a unique Session ID"),
    (  # `acp-wire check`'s `replay-after-answer`, v1 and v2
        "v1-draft-session-setup.mdx",
        "When all the conversation entries have been streamed to the Client, the Agent MUST "
        "respond to the original session/load request.",
    ),
    (
        "v2-draft-session-setup.mdx",
        "When all requested replay entries have been reported to the Client, the Agent MUST "
        "respond to the original session/resume request.",
    ),
    ("v2-draft-session-setup.mdx", "The Agent MUST respond with a unique Session ID"),
    (
        "v2-draft-session-setup.mdx",
        "The Agent MUST cancel any ongoing work for that session as if session/cancel had been "
        "called",
    ),
    (
        "v1-draft-transports.mdx",
        "The agent MUST NOT write anything to its stdout that is not a valid ACP message.",
    ),
    (
        "v1-draft-prompt-turn.md",
        "the Agent MUST respond to the original session/prompt request with the cancelled stop "
        "reason.",
    ),
    (
        "v1-draft-prompt-turn.md",
        "it MUST ensure that it does so before responding to the session/prompt request.",
    ),
]


def _plain(text: str) -> str:
    """Page text without markdown emphasis, links and code marks, whitespace collapsed."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return " ".join(text.replace("**", "").replace("`", "").split())


@pytest.mark.parametrize(("page", "rule"), QUOTED)
def test_the_quoted_rules_are_on_the_vendored_pages(page: str, rule: str) -> None:
    assert rule in _plain((PAGES / page).read_text())
