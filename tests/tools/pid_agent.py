"""The echo agent, naming its process id as its version in `initialize`'s answer (`agentInfo`):
which process served a connection, read by the connection itself (tests of `serve --pool`)."""

import os

import acp_wire as acp
from acp_wire.examples.echo_agent import EchoAgent


class PidAgent(EchoAgent):
    agent_name, agent_version = "pid-agent", str(os.getpid())


if __name__ == "__main__":
    acp.run_agent(PidAgent())
