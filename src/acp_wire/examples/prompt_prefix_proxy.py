"""An ACP proxy that adds one text block at the start of every `session/prompt`.

    python -m acp_wire.examples.prompt_prefix_proxy --prefix TEXT

Run it in a chain: `acp-wire conduct --proxy 'python -m acp_wire.examples.prompt_prefix_proxy
--prefix "Answer in French."' -- AGENT...`. Every other message passes through unchanged.
"""

from __future__ import annotations

import argparse

import msgspec

import acp_wire as acp
from acp_wire.proxy import Forward, PassThroughProxy, run_proxy


class PromptPrefix(PassThroughProxy):
    """Puts a text block with `prefix` first in each prompt the client sends."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix

    async def session_prompt(
        self,
        params: acp.PromptRequest,
        forward: Forward[acp.PromptRequest, acp.PromptResponse],
    ) -> acp.PromptResponse:
        block = acp.TextContent(text=self.prefix)
        return await forward(msgspec.structs.replace(params, prompt=[block, *params.prompt]))


def main() -> None:
    parser = argparse.ArgumentParser(
        prog="python -m acp_wire.examples.prompt_prefix_proxy",
        description=(__doc__ or "").split("\n\n")[0],
    )
    parser.add_argument("--prefix", required=True, help="the text of the block to add")
    run_proxy(PromptPrefix(parser.parse_args().prefix))


if __name__ == "__main__":
    main()
