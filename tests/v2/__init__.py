"""Tests of acp_wire's v2 (mirroring src/acp_wire)."""
