"""Tests of `acp_wire.tools.reducer`, one file per module."""
