"""The fuzz targets' checks can fail: each kind of escape they look for is caught when it
happens (else a fuzzing run reporting zero escapes would mean nothing)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from typing import Any

import pytest

import acp_wire

try:  # tests/fuzz as a package, or as a folder on sys.path (pytest's rootdir-less import)
    from . import fuzz_targets
except ImportError:
    import fuzz_targets  # type: ignore[no-redef]


@pytest.fixture(autouse=True)
def fresh_connection() -> Iterator[None]:
    yield
    fuzz_targets.reset_connection()


def line_for(side: str, message: dict[str, Any]) -> bytes:
    """`message` as a line that the connection target feeds to `side`."""
    for n in range(100):
        line = json.dumps({**message, "_pad": n}).encode()
        if fuzz_targets.side_of(line) == side:
            return line
    raise AssertionError("no padding gives that side")


NEW_SESSION = {
    "jsonrpc": "2.0",
    "id": 5,
    "method": "session/new",
    "params": {"cwd": "/", "mcpServers": []},
}


def test_a_clean_exchange_passes() -> None:
    fuzz_targets.connection_target(line_for("agent", NEW_SESSION))


def test_a_handler_traceback_is_an_escape(monkeypatch: pytest.MonkeyPatch) -> None:
    async def broken(self: Any, params: Any) -> Any:
        raise RuntimeError("boom")

    monkeypatch.setattr(fuzz_targets.FuzzAgent, "session_new", broken)
    with pytest.raises(fuzz_targets.Escape, match="traceback logged"):
        fuzz_targets.connection_target(line_for("agent", NEW_SESSION))


def test_a_hung_handler_is_an_escape(monkeypatch: pytest.MonkeyPatch) -> None:
    async def stuck(self: Any, params: Any) -> Any:
        await asyncio.Event().wait()

    monkeypatch.setattr(fuzz_targets.FuzzAgent, "session_new", stuck)
    monkeypatch.setattr(fuzz_targets, "HANG_SECONDS", 0.2)  # a bound on waiting, not a timing
    with pytest.raises(fuzz_targets.Escape, match="hang"):
        fuzz_targets.connection_target(line_for("agent", NEW_SESSION))


def test_an_unanswered_request_is_an_escape() -> None:
    data = json.dumps(NEW_SESSION).encode()
    sent = [
        (b"", {"jsonrpc": "2.0", "id": i, "method": m})
        for i, m in enumerate(fuzz_targets.OUTGOING["agent"])
    ]
    probe = (b"", {"jsonrpc": "2.0", "id": fuzz_targets.PROBE_ID, "result": {}})
    with pytest.raises(fuzz_targets.Escape, match="unanswered: id 5"):
        fuzz_targets._check_answers(data, [*sent, probe], "agent")
    answer = (b"", {"jsonrpc": "2.0", "id": 5, "result": {}})
    fuzz_targets._check_answers(data, [*sent, probe, answer], "agent")


def test_output_that_is_not_json_rpc_is_an_escape() -> None:
    with pytest.raises(fuzz_targets.Escape):
        fuzz_targets._parse_output(b'{"jsonrpc":"2.0","id":1}')
    with pytest.raises(fuzz_targets.Escape):
        fuzz_targets._parse_output(b'{"jsonrpc":"2.0","id":1,"error":{"code":"x","message":""}}')


def test_any_other_exception_from_a_decoder_escapes(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: Any, **kwargs: Any) -> Any:
        raise KeyError("x")

    monkeypatch.setattr(acp_wire, "decode", broken)
    with pytest.raises(KeyError):
        fuzz_targets.decode_target(b"{}")


def test_a_decode_error_without_a_path_escapes(monkeypatch: pytest.MonkeyPatch) -> None:
    def pathless(*args: Any, **kwargs: Any) -> Any:
        raise acp_wire.DecodeError("bad", "params")

    monkeypatch.setattr(acp_wire, "decode_message", pathless)
    with pytest.raises(fuzz_targets.Escape, match="without a JSON path"):
        fuzz_targets.decode_message_target(b"{}")
