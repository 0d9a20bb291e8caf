"""Tests of acp_wire's connection (mirroring src/acp_wire)."""
