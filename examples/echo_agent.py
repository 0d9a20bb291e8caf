"""Runs `python -m acp_wire.examples.echo_agent`: the example is installed with the package."""

import runpy

if __name__ == "__main__":
    runpy.run_module("acp_wire.examples.echo_agent", run_name="__main__", alter_sys=True)
else:
    from acp_wire.examples.echo_agent import *  # noqa: F403
