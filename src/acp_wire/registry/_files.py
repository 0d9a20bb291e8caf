"""Writing into the cache so that nothing half-written is ever read: each file is written
beside its place and renamed over it once complete."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path
from typing import BinaryIO


def write_chunk(out: BinaryIO, chunk: bytes) -> None:
    """Every byte the cache writes goes through here (the tests fill the disk at this point)."""
    out.write(chunk)


def replace_atomically(path: Path, data: bytes) -> None:
    """`path` holds `data`, whole, or keeps what it held (a full disk leaves no stray file)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(handle, "wb") as out:
            write_chunk(out, data)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


__all__ = ["replace_atomically", "write_chunk"]
