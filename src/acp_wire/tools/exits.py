"""The exit statuses every `acp-wire` tool shares, and how a tool stops when its reader goes
away (`acp-wire ... | head` closes standard output early)."""

from __future__ import annotations

import os
import sys

EXIT_VALID = 0
EXIT_INVALID = 1
EXIT_UNUSABLE = 2  # the input could not be read: a missing file, a directory
EXIT_STDOUT_CLOSED = 141  # as a command killed by SIGPIPE: the reader of our output went away


def stdout_closed() -> int:
    """Stop quietly: send what is still buffered for stdout nowhere, so that the interpreter's
    last flush at exit does not fail again (the recipe of Python's `signal` docs); the status
    is `EXIT_STDOUT_CLOSED`, as a shell reports SIGPIPE."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # stdout is not a file descriptor (captured in-process)
        pass
    return EXIT_STDOUT_CLOSED


__all__ = ["EXIT_INVALID", "EXIT_STDOUT_CLOSED", "EXIT_UNUSABLE", "EXIT_VALID", "stdout_closed"]
