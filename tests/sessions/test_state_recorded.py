"""State recorded right in the sessions API (issue 31, items 2 and 4): a permission request
answered `cancelled` by `session.cancel()` is in `turn.permissions` and no answer is dropped as
an unknown id's; history replayed by a fork, and what a load streams after its answer, goes to
the session's `history`."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest

from tests.sessions.test_sessions import VERSIONS, Client, connected, run


class HandAskingClient(Client):
    """A client whose user never answers: the request is still open at `session.cancel()`."""

    def __init__(self) -> None:
        super().__init__()
        self.asking = asyncio.Event()

    async def session_request_permission(self, params: Any) -> Any:
        self.asking.set()
        await asyncio.Event().wait()


async def _cancel_while_asked(version: int) -> Any:
    client = HandAskingClient()
    async with connected(version, client) as (conn, _):
        async with conn.session(cwd="/work") as session:
            running = asyncio.ensure_future(session.prompt("tools"))
            await client.asking.wait()
            await session.cancel()
            return await running


@VERSIONS
def test_a_permission_request_cancelled_by_session_cancel_is_in_the_turn(
    version: int, caplog: pytest.LogCaptureFixture
) -> None:
    async def test() -> None:
        with caplog.at_level(logging.WARNING, logger="acp_wire"):
            turn = await _cancel_while_asked(version)
        assert turn.stop_reason == "cancelled"
        assert [(p.tool_call_id, p.decision) for p in turn.permissions] == [("t1", "cancelled")]
        assert not [r for r in caplog.records if "unknown request id" in r.getMessage()]

    run(test)


def test_history_after_the_load_answer_stays_in_history_not_in_the_next_turn(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Session setup: "When all the conversation entries have been streamed to the Client, the
    Agent MUST respond to the original session/load request." An agent that answers early and
    streams the rest of its replay afterwards: what comes before the next prompt is history
    (`history`, `late_history`, one warning), and the next turn has only its own text."""
    import acp_wire as v1

    async def test() -> None:
        async with connected(1) as (conn, agent):
            with caplog.at_level(logging.WARNING, logger="acp_wire"):
                async with conn.session(cwd="/work", load="earlier-1") as loaded:
                    for text in ("late ", "replay"):
                        await agent.conn.send_update("earlier-1", v1.agent_text(text))
                    await agent.conn.send_update(
                        "earlier-1", v1.AvailableCommandsUpdate(available_commands=[])
                    )
                    # A round trip: the agent's updates above are delivered before its answer.
                    async with conn.session(cwd="/work", resume="other-1"):
                        pass
                    turn = await loaded.prompt("next")
            texts = [u.content.text for u in loaded.history]
            assert texts == ["earlier", "late ", "replay"]
            assert [u.content.text for u in loaded.late_history] == ["late ", "replay"]
            assert turn.text == "next"
            warned = [r for r in caplog.records if "before its history replay ended" in r.message]
            assert len(warned) == 1

    run(test)


@VERSIONS
def test_history_a_fork_replays_goes_to_the_new_sessions_history(version: int) -> None:
    """What the agent sends for the new session before its `session/fork` answer names it is
    that session's history, not the client handler's; another session's updates still go to
    the handler."""
    from tests.sessions.agents import FACES
    from tests.sessions.test_sessions import AskingClient

    face = FACES[version]

    def text(words: str) -> Any:
        if version == 1:
            return face.agent_text(words)
        return face.AgentMessageChunk(message_id="m-old", content=face.TextContent(text=words))

    async def test() -> None:
        client = AskingClient(face)
        async with connected(version, client) as (conn, agent):
            forked_ids: list[str] = []
            original = agent.session_fork

            async def session_fork(params: Any) -> Any:
                response = await original(params)
                forked_ids.append(response.session_id)
                await agent.conn.send_update("elsewhere", text("not the fork's"))
                await agent.conn.send_update(response.session_id, text("replayed"))
                return response

            agent.session_fork = session_fork
            async with conn.session(cwd="/work", fork="earlier-1") as forked:
                assert forked.id == forked_ids[0]
                assert [u.content.text for u in forked.history] == ["replayed"]
                assert (await forked.prompt("forked")).text == "forked"
            assert [(p.session_id, p.update.content.text) for p in client.updates] == [
                ("elsewhere", "not the fork's")
            ]

    run(test)
