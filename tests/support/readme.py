"""The README's snippets, read one way for the tests (tests/test_readme.py) and for the package
check (tools/package_check.py, which runs them against each installed artifact). Standard
library only: the package check imports this without the test dependencies."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def python_blocks(text: str | None = None) -> list[str]:
    """Every ```python block of the README, in order."""
    return re.findall(r"```python\n(.*?)```", README.read_text() if text is None else text, re.S)


def agent_block(text: str | None = None) -> str:
    """The agent snippet, which the README says to save as my_agent.py."""
    (agent,) = [b for b in python_blocks(text) if "run_agent(" in b]
    return agent


def example_client_command(text: str | None = None) -> list[str]:
    """The README's `python -m acp_wire.examples.client ...` command line that runs the agent
    snippet, split as a shell would."""
    found = re.search(
        r"\npython -m acp_wire\.examples\.client [^\n]*",
        README.read_text() if text is None else text,
    )
    if found is None:
        raise LookupError("the README gives no `python -m acp_wire.examples.client` command")
    return shlex.split(found.group(0).strip())
