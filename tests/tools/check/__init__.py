"""Tests of `acp_wire.tools.check`, one file per module."""
