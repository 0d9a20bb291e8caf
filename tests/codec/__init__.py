"""Tests of acp_wire's codec (mirroring src/acp_wire)."""
