"""Tests of `acp_wire.tools.html`, one file per module."""
