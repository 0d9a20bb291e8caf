"""Hostile peers, faulty handlers and slow readers against the connection (issue 11)."""
