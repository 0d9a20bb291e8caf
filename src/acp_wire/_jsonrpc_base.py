"""Base of the generated per-method envelopes (see `_generated/messages.py`)."""

from __future__ import annotations

from typing import Literal

import msgspec


class Envelope(msgspec.Struct, tag_field="method", kw_only=True, gc=False):
    """A JSON-RPC request or notification of one method; the method name is the tag."""

    jsonrpc: Literal["2.0"]
