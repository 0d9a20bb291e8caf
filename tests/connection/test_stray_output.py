"""Stdout is the protocol's: a client names an agent's stray (non-JSON) line once and never
answers it, and `run_agent` keeps the real stdout for JSON-RPC only (a `print()` in a handler
reaches stderr)."""

from __future__ import annotations

import asyncio
import logging
import sys
import textwrap
from pathlib import Path

import pytest

import acp_wire as acp
from acp_wire import BINDING
from acp_wire.connection._endpoint import Endpoint, Send
from acp_wire.connection._sides import AgentRules, ClientRules


class Editor(acp.Client):
    pass


def test_a_clients_endpoint_counts_stray_lines_names_the_first_and_answers_none(
    caplog: pytest.LogCaptureFixture,
) -> None:
    endpoint = Endpoint(BINDING, ClientRules(BINDING))
    with caplog.at_level(logging.WARNING, logger="acp_wire"):
        for i in range(100):
            endpoint.receive(f"Loading model weights... {i}%".encode())
    assert endpoint.take_actions() == []
    assert endpoint.stray_lines == 100
    warnings = [r.getMessage() for r in caplog.records if "not JSON" in r.getMessage()]
    assert len(warnings) == 1
    assert "Loading model weights... 0%" in warnings[0]


def test_an_agents_endpoint_still_answers_a_line_that_is_not_json() -> None:
    endpoint = Endpoint(BINDING, AgentRules(BINDING))
    endpoint.receive(b"hello?")
    (action,) = endpoint.take_actions()
    assert isinstance(action, Send)
    assert endpoint.stray_lines == 0


STRAY = """
    print("Loading model weights...", flush=True)  # before serving: on the protocol's stdout
    import acp_wire as acp

    class Chatty(acp.Agent):
        async def session_new(self, params):
            print("debug: a new session")  # inside a handler: must not reach the wire
            return acp.NewSessionResponse(session_id=self.new_session_id())

    acp.run_agent(Chatty())
"""


def test_stray_stdout_is_named_once_and_a_handlers_print_stays_off_the_wire(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "agent.py"
    script.write_text(textwrap.dedent(STRAY))

    async def main() -> int:
        started = acp.spawn_agent([sys.executable, str(script)], Editor())
        async with started as (conn, _):
            await conn.initialize()
            session = await conn.agent.session_new(acp.NewSessionRequest(cwd="/", mcp_servers=[]))
            assert session.session_id
            return conn._endpoint.stray_lines

    with caplog.at_level(logging.WARNING, logger="acp_wire"):
        stray = asyncio.run(main())
    assert stray == 1  # the line before serving; the handler's print went to stderr
    assert [r for r in caplog.records if "not JSON" in r.getMessage()]
    err = capfd.readouterr().err
    assert "debug: a new session" in err  # passed through from the agent's stderr
    assert "unknown request id" not in err  # nothing was answered to the stray line
