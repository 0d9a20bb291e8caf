"""Order through a hook: the answer to a request a hook forwarded leaves the proxy before what
the successor sent after that answer (an agent's first `session/update` for a new session
follows its `session/new` answer, and must reach the client after it)."""

from __future__ import annotations

import asyncio
from typing import Any

from msgspec import UNSET

import acp_wire as acp
from acp_wire.proxy import Forward, PassThroughProxy
from tests.proxy.harness import parse, proxy_under_test, raw, unwrap

UPDATE = (
    b'{"jsonrpc":"2.0","id":9,"method":"proxy/successor","params":{"method":"session/update",'
    b'"params":{"sessionId":"s1","update":{"sessionUpdate":"agent_message_chunk",'
    b'"content":{"type":"text","text":"hi"}}}}}'
)


class HooksSessionNew(PassThroughProxy):
    async def session_new(
        self,
        params: acp.NewSessionRequest,
        forward: Forward[acp.NewSessionRequest, acp.NewSessionResponse],
    ) -> acp.NewSessionResponse:
        return await forward(params)


def test_a_hooks_answer_is_not_overtaken_by_what_the_successor_sent_after_it() -> None:
    async def main() -> list[Any]:
        async with proxy_under_test(HooksSessionNew()) as conductor:
            conductor.send(
                b'{"jsonrpc":"2.0","id":1,"method":"session/new","params":'
                b'{"cwd":"/","mcpServers":[]}}'
            )
            forwarded = parse(await conductor.next())
            assert unwrap(forwarded)[0] == "session/new"
            # The successor's answer and, right after it, an update for the new session.
            answer = b'{"jsonrpc":"2.0","id":%s,"result":{"sessionId":"s1"}}' % raw(forwarded.id)
            conductor.send(answer)
            conductor.send(UPDATE.replace(b'"id":9,', b""))
            frames = [parse(await conductor.next()) for _ in range(2)]
            return [f"answer {raw(f.id)!r}" if f.method is UNSET else f.method for f in frames]

    assert asyncio.run(asyncio.wait_for(main(), 10)) == ["answer b'1'", "session/update"]


class AsksAfter(PassThroughProxy):
    """Forwards session/new, then asks the client for a file before it answers."""

    async def session_new(
        self,
        params: acp.NewSessionRequest,
        forward: Forward[acp.NewSessionRequest, acp.NewSessionResponse],
    ) -> acp.NewSessionResponse:
        result = await forward(params)
        await self.client.fs_read_text_file(
            acp.ReadTextFileRequest(session_id=result.session_id, path="/notes")
        )
        return result


def test_a_hook_that_sends_again_after_its_reply_holds_nothing_up() -> None:
    async def main() -> list[Any]:
        async with proxy_under_test(AsksAfter()) as conductor:
            conductor.send(
                b'{"jsonrpc":"2.0","id":1,"method":"session/new","params":'
                b'{"cwd":"/","mcpServers":[]}}'
            )
            forwarded = parse(await conductor.next())
            answer = b'{"jsonrpc":"2.0","id":%s,"result":{"sessionId":"s1"}}' % raw(forwarded.id)
            conductor.send(answer)
            conductor.send(UPDATE.replace(b'"id":9,', b""))
            seen = []
            for _ in range(3):
                frame = parse(await conductor.next())
                if frame.method == "fs/read_text_file":  # answered: the hook then answers
                    conductor.send(
                        b'{"jsonrpc":"2.0","id":%s,"result":{"content":"x"}}' % raw(frame.id)
                    )
                seen.append(f"answer {raw(frame.id)!r}" if frame.method is UNSET else frame.method)
            return seen

    # The hook's own request goes first; what the successor sent after its reply follows it.
    assert asyncio.run(asyncio.wait_for(main(), 10)) == [
        "fs/read_text_file",
        "session/update",
        "answer b'1'",
    ]
