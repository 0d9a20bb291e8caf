"""Runnable examples, installed with the package: an echo agent and a client for each protocol
version.

    python -m acp_wire.examples.client python -m acp_wire.examples.echo_agent
    python -m acp_wire.examples.v2_client python -m acp_wire.examples.v2_echo_agent
"""
