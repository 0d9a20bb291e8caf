"""A session's state as a client keeps it, for every protocol version: `model` (the shape,
generic over the types that differ between versions), `updates` (the patch rule of each
`sessionUpdate` variant) and `reducer` (`Reducer`: messages applied in receive order).

Version-neutral and importing nothing generated: everything version-specific is read from the
binding a `Reducer` is given. Two users, one patch rule: a client session's `Turn`
(`acp_wire.sessions`) and `acp-wire replay` (`acp_wire.tools.reducer`, which presets version 1
and reads transcripts).
"""
