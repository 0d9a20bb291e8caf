"""`str()` of a peer's error answer names everything the peer said: the method, the message,
the code and the data (which used to be lost)."""

from __future__ import annotations

import asyncio

from hypothesis import given
from hypothesis import strategies as st

import acp_wire as acp
from acp_wire.connection import memory_pair
from acp_wire.rpc_errors import PeerRequestError

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**53), 2**53) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=8,
)


@given(st.text(min_size=1, max_size=20), st.integers(-32768, 32767), st.text(max_size=20), JSON)
def test_the_text_names_method_code_message_and_data(
    method: str, code: int, message: str, data: object
) -> None:
    text = str(PeerRequestError(method, code, message, data))
    assert text.startswith(f"{method}: {message} ({code})")
    if data is not None:
        assert "; data: " in text


def test_a_refused_session_new_says_why() -> None:
    class Picky(acp.Agent):
        async def session_new(self, params: acp.NewSessionRequest) -> acp.NewSessionResponse:
            raise acp.RequestError(-32602, "bad cwd", {"why": "outside the workspace"})

    class Editor(acp.Client):
        pass

    async def main() -> str:
        a, b = memory_pair()
        agent = acp.AgentSideConnection(Picky(), a)
        agent.start()
        async with acp.ClientSideConnection(Editor(), b) as conn:
            await conn.initialize()
            try:
                await conn.agent.session_new(acp.NewSessionRequest(cwd="/", mcp_servers=[]))
            except PeerRequestError as exc:
                return str(exc)
        raise AssertionError("the agent answered")

    assert asyncio.run(main()) == (
        'session/new: bad cwd (-32602); data: {"why":"outside the workspace"}'
    )
