"""A version 2 proxy for chain tests, run as `python -m tests.proxy.v2_peers PREFIX` from the
root: it puts a text block with PREFIX first in each prompt, decoded and re-encoded in v2's own
classes (a prompt of any other class is refused, so a chain that decodes as v1 fails)."""

from __future__ import annotations

import sys

import msgspec

import acp_wire.v2 as v2
from acp_wire.proxy import Forward, Proxy, run_proxy
from acp_wire.rpc_errors import RequestError


class PrefixV2(Proxy):
    def __init__(self, prefix: str) -> None:
        self.prefix = prefix

    async def session_prompt(
        self,
        params: v2.PromptRequest,
        forward: Forward[v2.PromptRequest, v2.PromptResponse],
    ) -> v2.PromptResponse:
        if not isinstance(params, v2.PromptRequest):
            raise RequestError.internal_error(f"decoded as {type(params).__module__}")
        block = v2.TextContent(text=self.prefix)
        return await forward(msgspec.structs.replace(params, prompt=[block, *params.prompt]))


if __name__ == "__main__":
    run_proxy(PrefixV2(sys.argv[1]), binding=v2.BINDING)
