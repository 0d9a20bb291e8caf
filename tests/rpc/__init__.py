"""Tests of acp_wire's rpc (mirroring src/acp_wire)."""
