"""Runs `python -m acp_wire.examples.v2_client`: the example is installed with the package."""

import runpy

if __name__ == "__main__":
    runpy.run_module("acp_wire.examples.v2_client", run_name="__main__", alter_sys=True)
else:
    from acp_wire.examples.v2_client import *  # noqa: F403
