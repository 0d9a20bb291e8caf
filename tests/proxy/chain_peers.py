"""Components for chain tests, run as `python -m tests.proxy.chain_peers MODE` from the root.

- `passthrough`: a proxy that overrides nothing;
- `dying-proxy`: a pass-through proxy that exits with status 3 on a prompt saying "die";
- `stubborn-agent`: answers `initialize`, then ignores SIGTERM and the end of its input;
- `raw-agent`: an agent that answers each request with `{"echo": <its params, as bytes>}`
  (initialize with `{"protocolVersion": 1}`), exits with status 4 on a request `die`, and
  sends `session/update` notifications it is asked for by `_notify` requests, as bytes.
"""

from __future__ import annotations

import os
import sys
from typing import Any

import msgspec

import acp_wire as acp
from acp_wire.proxy import PassThroughProxy, run_proxy


class Dying(PassThroughProxy):
    async def session_prompt(self, params: acp.PromptRequest, forward: Any) -> Any:
        if any(isinstance(b, acp.TextContent) and b.text == "die" for b in params.prompt):
            os._exit(3)
        return await forward(params)


class _Message(msgspec.Struct):
    id: msgspec.Raw | msgspec.UnsetType = msgspec.UNSET
    method: str | msgspec.UnsetType = msgspec.UNSET
    params: msgspec.Raw | msgspec.UnsetType = msgspec.UNSET


def raw_agent() -> None:
    out = sys.stdout.buffer
    for line in sys.stdin.buffer:
        message = msgspec.json.decode(line, type=_Message)
        if message.id is msgspec.UNSET or message.method is msgspec.UNSET:
            continue
        request_id = bytes(message.id)
        params = b"null" if message.params is msgspec.UNSET else bytes(message.params)
        if message.method == "die":
            os._exit(4)
        if message.method == "initialize":
            result = b'{"protocolVersion":1}'
        elif message.method == "_notify":
            out.write(b'{"jsonrpc":"2.0","method":"session/update","params":%s}\n' % params)
            result = b"{}"
        else:
            result = b'{"echo":%s}' % params
        out.write(b'{"jsonrpc":"2.0","id":%s,"result":%s}\n' % (request_id, result))
        out.flush()


def stubborn_agent() -> None:
    import signal
    import time

    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    line = sys.stdin.buffer.readline()
    request_id = bytes(msgspec.json.decode(line, type=_Message).id)  # type: ignore[arg-type]
    sys.stdout.buffer.write(
        b'{"jsonrpc":"2.0","id":%s,"result":{"protocolVersion":1}}\n' % request_id
    )
    sys.stdout.buffer.flush()
    while True:
        time.sleep(60)


if __name__ == "__main__":
    mode = sys.argv[1]
    if mode == "passthrough":
        run_proxy(PassThroughProxy())
    elif mode == "dying-proxy":
        run_proxy(Dying())
    elif mode == "stubborn-agent":
        stubborn_agent()
    elif mode == "raw-agent":
        raw_agent()
    else:
        sys.exit(f"unknown mode {mode}")
