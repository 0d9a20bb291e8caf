"""A ready file-system handler for client sessions: the agent's `fs/read_text_file` and
`fs/write_text_file` served from the local disk, jailed to the session's directory."""

from __future__ import annotations

import os
from typing import Any

from acp_wire._rpc.binding import Binding
from acp_wire.rpc_errors import RESOURCE_NOT_FOUND, RequestError


class LocalFiles:
    """Reads and writes text files under `root` for the agent, refusing every path outside
    it once symbolic links are resolved (`Invalid params`); a missing file reads as
    "resource not found". Versions without `fs/*` methods never call it."""

    def __init__(self, root: str, binding: Binding) -> None:
        self.root = os.path.realpath(root)
        self._binding = binding

    def _jailed(self, path: str) -> str:
        if not os.path.isabs(path):
            raise RequestError.invalid_params("the path must be absolute", "path")
        resolved = os.path.realpath(path)
        if os.path.commonpath([self.root, resolved]) != self.root:
            raise RequestError.invalid_params(
                f"{path} is outside the session's directory {self.root}", "path"
            )
        return resolved

    async def read(self, params: Any) -> Any:
        """Answer `fs/read_text_file`: the file's text, from 1-based `line`, `limit` lines."""
        path = self._jailed(params.path)
        try:
            with open(path, encoding="utf-8", errors="replace", newline="") as file:
                text = file.read()
        except (FileNotFoundError, IsADirectoryError, NotADirectoryError) as exc:
            raise RequestError(RESOURCE_NOT_FOUND, "Resource not found", {"path": path}) from exc
        line, limit = _number(params.line), _number(params.limit)
        if line is not None or limit is not None:
            lines = text.splitlines(keepends=True)
            start = max((line or 1) - 1, 0)
            end = None if limit is None else start + max(limit, 0)
            text = "".join(lines[start:end])
        return self._binding.methods[self._binding.read_text_file_method].response(content=text)

    async def write(self, params: Any) -> Any:
        """Answer `fs/write_text_file`: the file written whole (created, with its directories,
        if missing)."""
        path = self._jailed(params.path)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="") as file:
            file.write(params.content)
        return self._binding.methods[self._binding.write_text_file_method].response()


def _number(value: object) -> int | None:
    """A member that is a number, or None (omitted or null)."""
    return value if isinstance(value, int) else None


__all__ = ["LocalFiles"]
