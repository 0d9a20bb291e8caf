"""acpx 0.1.15 driving claude-agent-acp behind `acp-wire conduct` with the packaged
prompt-prefix proxy: a real client and a real agent, neither of which knows of the chain."""

from __future__ import annotations

import json
import shlex
import sys

from . import harness
from .mock_models import Text
from .peers import PINS
from .scenarios import Context, Recording, scenario
from .scenarios_acpx import chunks, run_acpx, stop_reason

GROUP = (
    f"acpx {PINS[harness.ACPX]} -> acp-wire conduct -> claude-agent-acp {PINS[harness.CLAUDE]} v1"
)
PREFIX = "Briefly:"


@scenario("acpx-conduct-claude", GROUP)
async def acpx_conduct_claude(context: Context) -> Recording:
    """acpx runs one prompt through `acp-wire conduct --proxy prompt_prefix_proxy` to
    claude-agent-acp (mock model): the model sees the proxy's block first, the text comes
    back, end_turn; acpx then stops the conductor, which stops the proxy and the agent."""
    box = context.sandbox()
    marker = context.script([(Text(("Hello ", "through the chain.")),)])
    argv, env = harness.claude_command(context.installed, context.server.url, 1)
    proxy = f"{sys.executable} -m acp_wire.examples.prompt_prefix_proxy --prefix {PREFIX}"
    # The conductor's own transcripts, one per hop, apart from the recordings the suite checks.
    hops = context.root / "conduct" / f"{context.name}.jsonl"
    hops.parent.mkdir(exist_ok=True)
    # acpx splits its --agent string as a shell would: the proxy's command stays one word.
    conduct = [sys.executable, "-m", "acp_wire", "conduct", "--transcript", str(hops)]
    conduct += ["--proxy", shlex.quote(proxy), "--"]
    recording, printed = await run_acpx(
        context,
        harness.ACPX,
        [*conduct, *box.command(argv, env)],
        box=box,
        prompt=f"Say hello. {marker}",
    )
    assert stop_reason(printed) == "end_turn"
    # (claude-agent-acp may add a notice of its own after the text.)
    assert "Hello through the chain." in "".join(chunks(printed)), chunks(printed)
    # What the agent got (hop 2, conductor -> claude-agent-acp): the proxy's block first.
    to_agent = hops.with_name(f"{hops.stem}.2{hops.suffix}")
    prompts = [
        line["message"]["params"]["prompt"]
        for line in map(json.loads, to_agent.read_text().splitlines())
        if line["message"].get("method") == "session/prompt"
    ]
    assert [p[0] for p in prompts] == [{"type": "text", "text": PREFIX}]
    recording.group = GROUP  # run_acpx names acpx's group
    return recording
