"""Issue 11, "Memory stays bounded": backpressure both ways, measured as peak RSS (VmHWM) of
the peer process against a documented high-water mark.

acp_wire.connection.HIGH_WATER is 1 MiB for the inbox and for the writer's buffer; with one
message in hand each way and the decoded copies, a peer's peak may grow by a few MiB. The
bound below is 16 MiB; without backpressure both scenarios grow by well over 40 MiB.
"""

from __future__ import annotations

import asyncio
import json

from .helpers import BOUND, PEERS, peak_rss_kib, prompt, run

BOUND_KIB = 16 << 10
PROMPTS = 48  # each answered with a 1 MiB update: 48 MiB if the agent buffered them all


async def peer(mode: str) -> asyncio.subprocess.Process:
    process = await asyncio.create_subprocess_exec(
        *PEERS,
        mode,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        limit=64 << 20,
    )
    assert process.stderr is not None
    assert await process.stderr.readline() == b"ready\n"
    return process


async def finish(process: asyncio.subprocess.Process) -> None:
    if process.returncode is None:
        process.kill()
    await process.wait()


def test_agent_whose_client_never_reads_stays_bounded() -> None:
    """Issue 11: a client that never reads the agent's stdout while it keeps sending prompts:
    the agent's memory stays within the bound."""

    async def test() -> None:
        process = await peer("flood-agent")
        assert process.stdin is not None and process.stderr is not None
        try:
            baseline = peak_rss_kib(process.pid)
            lines = b"".join(
                json.dumps(prompt(i, "flood")).encode() + b"\n" for i in range(PROMPTS)
            )
            process.stdin.write(lines)  # a few KiB: the pipe holds it all
            await process.stdin.drain()
            # Every handler has started and tried to send its update (the one after the mark
            # runs without yielding first), and we never read any of it.
            for _ in range(PROMPTS):
                assert await process.stderr.readline() == b"started\n"
            grown = peak_rss_kib(process.pid) - baseline
            assert grown < BOUND_KIB, f"agent grew by {grown} KiB"
        finally:
            await finish(process)

    run(test)


def test_client_with_a_slow_update_handler_stays_bounded() -> None:
    """Issue 11: a slow client-side session_update handler: the client stops reading when its
    inbox is over the mark, instead of queueing the agent's output without limit."""

    async def test() -> None:
        process = await peer("slow-client")
        assert process.stdin is not None and process.stdout is not None
        try:
            baseline = peak_rss_kib(process.pid)
            update = (
                json.dumps(
                    {
                        "jsonrpc": "2.0",
                        "method": "session/update",
                        "params": {
                            "sessionId": "s1",
                            "update": {
                                "sessionUpdate": "agent_message_chunk",
                                "content": {"type": "text", "text": "u" * (256 << 10)},
                            },
                        },
                    }
                ).encode()
                + b"\n"
            )
            ask = {
                "jsonrpc": "2.0",
                "id": 1,
                "method": "session/request_permission",
                "params": {
                    "sessionId": "s1",
                    "toolCall": {"toolCallId": "call_1"},
                    "options": [{"optionId": "yes", "name": "Allow", "kind": "allow_once"}],
                },
            }

            async def send() -> None:
                assert process.stdin is not None
                for _ in range(200):  # 50 MiB of updates
                    process.stdin.write(update)
                    await process.stdin.drain()
                process.stdin.write(json.dumps(ask).encode() + b"\n")
                await process.stdin.drain()

            sending = asyncio.ensure_future(send())
            # The answer comes once the client has read every update before it.
            reply = json.loads(await process.stdout.readline())
            assert reply["id"] == 1 and reply["result"]["outcome"]["outcome"] == "selected"
            await sending
            grown = peak_rss_kib(process.pid) - baseline
            assert grown < BOUND_KIB, f"client grew by {grown} KiB"
        finally:
            await finish(process)

    asyncio.run(asyncio.wait_for(test(), BOUND * 3))


def test_in_memory_agent_whose_client_never_reads_stays_bounded() -> None:
    """The same over the in-memory pair, where what waits is visible: the bytes queued for a
    client that never receives stay within HIGH_WATER and one message, however many prompts
    are answered with 1 MiB updates."""
    from acp_wire import AgentSideConnection
    from acp_wire.connection._memory import memory_pair
    from acp_wire.connection._transport import HIGH_WATER

    from .peers import FloodAgent

    async def test() -> None:
        agent_end, client_end = memory_pair()
        agent = FloodAgent()
        agent.conn = AgentSideConnection(agent, agent_end)
        agent.conn.start()
        for i in range(PROMPTS):
            client_end.send(json.dumps(prompt(i, "flood")).encode())
        for _ in range(200):  # every handler gets its turn to send, and waits for room
            await asyncio.sleep(0)
        message = (1 << 20) + 200  # one update: 1 MiB of text and its envelope
        assert 0 < client_end.queued <= HIGH_WATER + message
        await agent.conn.close(timeout=1)

    run(test)
