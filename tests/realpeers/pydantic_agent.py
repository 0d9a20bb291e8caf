"""A pydantic-ai agent served over ACP by pydantic-acp (the adapter from PyPI does all of ACP):
an OpenAI Chat Completions model at the mock server `ACP_WIRE_MOCK_URL`, a tool that reads
files and one that writes them only after the client allows it, sessions kept on disk in
`$HOME/sessions` so that a new process can list, load and resume them. Run with the
interpreter of the venv pydantic-acp is installed in, never with the suite's."""

from __future__ import annotations

import os
from pathlib import Path

from pydantic_acp import AdapterConfig, FileSessionStore, run_acp
from pydantic_ai import Agent
from pydantic_ai.models.openai import OpenAIChatModel
from pydantic_ai.providers.openai import OpenAIProvider

model = OpenAIChatModel(
    "mock-model",
    provider=OpenAIProvider(
        base_url=os.environ["ACP_WIRE_MOCK_URL"] + "/v1", api_key=os.environ["OPENAI_API_KEY"]
    ),
)
agent = Agent(model, name="acp-wire-realpeers", instructions="Use the tools when asked.")


@agent.tool_plain
def read_notes(path: str) -> str:
    """Read a text file of the workspace."""
    return Path(path).read_text()


@agent.tool_plain(requires_approval=True)
def write_notes(path: str, content: str) -> str:
    """Write a text file of the workspace (asks the user first)."""
    Path(path).write_text(content)
    return f"wrote {len(content)} characters to {path}"


run_acp(
    agent=agent,
    config=AdapterConfig(session_store=FileSessionStore(Path.home() / "sessions")),
)
