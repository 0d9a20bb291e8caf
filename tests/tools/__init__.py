"""Tests of acp_wire's tools (mirroring src/acp_wire)."""
