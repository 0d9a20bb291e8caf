"""The newline-delimited transport (`acp_wire.connection._lines`) over real pipes."""

from __future__ import annotations

import acp_wire
from tests.connection.stdio_peers import Recorder, connected

from .adversarial.helpers import run


def test_stream_of_updates_arrives_whole_and_in_order_over_pipes() -> None:
    """20,000 coalesced updates arrive, in order, before the response."""

    class Streamer(acp_wire.Agent):
        async def session_prompt(self, params: acp_wire.PromptRequest) -> acp_wire.PromptResponse:
            for i in range(20_000):
                await self.conn.send_update(params.session_id, acp_wire.agent_text(str(i)))
            return acp_wire.PromptResponse(stop_reason="end_turn")

    async def test() -> None:
        client = Recorder()
        agent_conn, client_conn = await connected(Streamer(), client)
        result = await client_conn.agent.session_prompt(
            acp_wire.PromptRequest(session_id="s", prompt=[])
        )
        assert result.stop_reason == "end_turn"
        assert [u.content.text for u in client.updates] == [str(i) for i in range(20_000)]
        await client_conn.close()
        await agent_conn.close()

    run(test)
