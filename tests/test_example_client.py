"""`python -m acp_wire.examples.client` as a newcomer meets it: an agent command that does not
exist, is not executable, or dies, ends the client with one line naming the command and what to
do (exit 2, no traceback); a long command list is summarised, not dumped."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

CLIENT = [sys.executable, "-m", "acp_wire.examples.client"]
TIMEOUT = 30
# An agent that advertises 44 commands (about 10 kB of JSON), twice, then echoes nothing.
CHATTY_AGENT = """
import acp_wire as acp

COMMANDS = [
    acp.AvailableCommand(name=f"command-{i}", description="does something useful " * 10)
    for i in range(44)
]


class Chatty(acp.Agent):
    async def initialize(self, params):
        return acp.InitializeResponse(protocol_version=acp.PROTOCOL_VERSION)

    async def session_new(self, params):
        return acp.NewSessionResponse(session_id="s1")

    async def session_prompt(self, params):
        for _ in range(2):
            await self.conn.session_update(
                acp.SessionNotification(
                    session_id=params.session_id,
                    update=acp.AvailableCommandsUpdate(available_commands=COMMANDS),
                )
            )
        return acp.PromptResponse(stop_reason="end_turn")


acp.run_agent(Chatty())
"""
FAILING_AGENT = """
import acp_wire as acp


class Failing(acp.Agent):
    async def initialize(self, params):
        raise acp.RequestError(-32603, "no model configured")


acp.run_agent(Failing())
"""


def run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*CLIENT, *command], capture_output=True, text=True, timeout=TIMEOUT, check=False
    )


def one_line_failure(done: subprocess.CompletedProcess[str]) -> str:
    """The client's own failure line, after checking there is nothing else of the client's."""
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert "Traceback" not in done.stderr.replace(_agent_part(done.stderr), "")
    mine = [line for line in done.stderr.splitlines() if line.startswith("client: ")]
    assert len(mine) == 1, done.stderr
    return mine[0]


def _agent_part(stderr: str) -> str:
    """What the agent itself wrote to stderr (everything before the client's line)."""
    return stderr.split("client: ", 1)[0]


def test_a_missing_command_is_named_in_one_line() -> None:
    done = run("no-such-agent-command", "--flag")
    assert done.stderr.strip() == (
        "client: cannot start the agent: 'no-such-agent-command' was not found; check the "
        "command (is it installed, on PATH, in the active virtualenv?)"
    )
    assert one_line_failure(done)


def test_a_command_that_is_not_executable_is_named(tmp_path: Path) -> None:
    script = tmp_path / "my_agent.py"
    script.write_text("print('hi')\n")
    line = one_line_failure(run(str(script)))
    assert str(script) in line and "not executable" in line and "python " in line


def test_an_agent_that_dies_is_named_with_what_to_do() -> None:
    done = run(sys.executable, "-c", "import no_such_module_for_the_agent")
    line = one_line_failure(done)
    assert line.startswith("client: the agent `")
    assert "no_such_module_for_the_agent" in line and "closed the connection" in line
    assert "run that command alone" in line
    # The agent's own error is still shown, above the client's line.
    assert "ModuleNotFoundError" in _agent_part(done.stderr)


def test_an_agent_that_exits_at_once_is_named() -> None:
    line = one_line_failure(run(sys.executable, "-c", "pass"))
    assert "closed the connection" in line


def test_an_error_answer_is_one_line(tmp_path: Path) -> None:
    agent = tmp_path / "failing.py"
    agent.write_text(FAILING_AGENT)
    line = one_line_failure(run(sys.executable, str(agent)))
    assert "answered with an error" in line and "no model configured" in line


def test_a_long_command_list_is_summarised(tmp_path: Path) -> None:
    agent = tmp_path / "chatty.py"
    agent.write_text(CHATTY_AGENT)
    done = run(sys.executable, str(agent))
    assert done.returncode == 0, done.stderr
    summaries = [line for line in done.stdout.splitlines() if "available_commands" in line]
    assert (
        summaries
        == [
            "[available_commands_update] available commands: 44 "
            "(command-0, command-1, command-2, command-3, command-4, ...)"
        ]
        * 2
    )
    assert len(done.stdout) < 1000
    assert done.stdout.splitlines()[-1] == "stopReason: end_turn"
