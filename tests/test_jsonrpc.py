"""The `acp_wire.jsonrpc` face: JSON-RPC messages and `decode_message` of protocol version 1,
the package's own. The rules of the layer are tested in tests/rpc/test_jsonrpc.py; here, that
the face is version 1's: its methods typed, another version's methods raw."""

from __future__ import annotations

import json

import pytest

import acp_wire
import acp_wire.v2
from acp_wire import jsonrpc
from tests.support.paths import SCHEMA_DIR


def methods_of(version: int) -> set[str]:
    """The `x-method`s of a vendored schema."""
    defs = json.loads((SCHEMA_DIR / f"v{version}" / "schema.unstable.json").read_text())["$defs"]
    return {d["x-method"] for d in defs.values() if "x-method" in d}


def test_every_listed_name_imports() -> None:
    for name in jsonrpc.__all__:
        assert getattr(jsonrpc, name) is not None


def test_the_layer_is_version_1s() -> None:
    assert jsonrpc.JSONRPC is acp_wire.BINDING.jsonrpc
    assert jsonrpc.decode_message is acp_wire.decode_message


@pytest.mark.parametrize("method", sorted(methods_of(2) - methods_of(1)))
def test_a_method_only_version_2_knows_decodes_raw(method: str) -> None:
    line = json.dumps({"jsonrpc": "2.0", "id": 1, "method": method, "params": {}})
    message = jsonrpc.decode_message(line)
    assert isinstance(message, jsonrpc.RawRequest)
    assert message.method == method


def test_a_version_1_method_decodes_to_its_typed_message_with_typed_params() -> None:
    line = json.dumps({"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": "s"}})
    message = jsonrpc.decode_message(line)
    assert isinstance(message, jsonrpc.Notification)
    assert jsonrpc.handler_params(message) == acp_wire.CancelNotification(session_id="s")


def test_of_builds_version_1s_message_classes() -> None:
    params = acp_wire.CancelNotification(session_id="s")
    message = jsonrpc.Notification.of("session/cancel", params)
    assert type(message).__module__.startswith("acp_wire.v1._generated.messages.")
    assert json.loads(acp_wire.encode(message)) == {
        "jsonrpc": "2.0",
        "method": "session/cancel",
        "params": {"sessionId": "s"},
    }
