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
