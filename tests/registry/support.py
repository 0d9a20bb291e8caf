"""What the registry tests share: a 127.0.0.1 HTTP server of fixed answers that records what it
was asked, a tiny agent packed as the registry's archive kinds, and registry files."""

from __future__ import annotations

import hashlib
import io
import json
import sys
import tarfile
import threading
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

# The agent inside every archive: a shell script that runs acp-wire's echo agent with this
# interpreter (so that an `initialize` through `acp-wire registry run` is answered).
AGENT_SCRIPT = f'#!/bin/sh\nexec "{sys.executable}" -m acp_wire.examples.echo_agent "$@"\n'


@dataclass
class Answer:
    body: bytes
    etag: str | None = None
    cut_at: int | None = None  # send only this many bytes of a body announced whole


@dataclass
class Server:
    """Fixed answers by path; `asked` records each request's path and headers."""

    answers: dict[str, Answer] = field(default_factory=dict)
    asked: list[tuple[str, dict[str, str]]] = field(default_factory=list)
    port: int = 0

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    def downloads(self, path: str) -> int:
        return sum(1 for asked, _ in self.asked if asked == path)


def serve() -> Iterator[Server]:
    state = Server()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            state.asked.append((self.path, dict(self.headers.items())))
            answer = state.answers.get(self.path)
            if answer is None:
                self.send_error(404)
                return
            if answer.etag is not None and self.headers.get("If-None-Match") == answer.etag:
                self.send_response(304)
                self.end_headers()
                return
            self.send_response(200)
            self.send_header("Content-Length", str(len(answer.body)))
            if answer.etag is not None:
                self.send_header("ETag", answer.etag)
            self.end_headers()
            body = answer.body if answer.cut_at is None else answer.body[: answer.cut_at]
            self.wfile.write(body)
            if answer.cut_at is not None:
                self.close_connection = True

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    state.port = server.server_address[1]
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def tar_gz(
    members: dict[str, bytes], *, links: dict[str, str] | None = None, mode: str = "w:gz"
) -> bytes:
    """A tar archive of `members` (executable files) and symbolic `links` (name: target)."""
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode=mode) as tar:  # type: ignore[call-overload]
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size, info.mode = len(data), 0o755
            tar.addfile(info, io.BytesIO(data))
        for name, target in (links or {}).items():
            info = tarfile.TarInfo(name)
            info.type, info.linkname = tarfile.SYMTYPE, target
            tar.addfile(info)
    return out.getvalue()


def zip_of(members: dict[str, bytes], *, links: dict[str, str] | None = None) -> bytes:
    """A zip archive of `members` (executable, as a Unix zip records it) and symbolic links."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as bundle:
        for name, data in members.items():
            info = zipfile.ZipInfo(name)
            info.external_attr = 0o100755 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            bundle.writestr(info, data)
        for name, target in (links or {}).items():
            info = zipfile.ZipInfo(name)
            info.external_attr = 0o120777 << 16
            bundle.writestr(info, target)
    return out.getvalue()


def binary_entry(
    agent_id: str, targets: dict[str, dict[str, Any]], version: str = "1.0.0"
) -> dict[str, Any]:
    return {
        "id": agent_id,
        "name": agent_id.title(),
        "version": version,
        "description": f"the {agent_id} agent",
        "distribution": {"binary": targets},
    }


def write_registry(path: Path, agents: list[dict[str, Any]]) -> Path:
    path.write_text(json.dumps({"version": "1.0.0", "agents": agents, "extensions": []}))
    return path
