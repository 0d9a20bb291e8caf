"""Errors a connection raises and answers with (`acp_wire.rpc_errors`). The codes are read from
each vendored schema's `ErrorCode`, not from the generated tables."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from acp_wire import rpc_errors
from acp_wire.rpc_errors import CapabilityError, PeerRequestError, RequestError
from tests.support.paths import SCHEMA_DIR

TITLES = {
    "PARSE_ERROR": "Parse error",
    "INVALID_REQUEST": "Invalid request",
    "METHOD_NOT_FOUND": "Method not found",
    "INVALID_PARAMS": "Invalid params",
    "INTERNAL_ERROR": "Internal error",
    "REQUEST_CANCELLED": "Request cancelled",
}


def schema_codes(version: int) -> dict[str, int]:
    """Title -> code of the schema's `ErrorCode` (v1 may spell the enum without titles)."""
    defs = json.loads((SCHEMA_DIR / f"v{version}" / "schema.unstable.json").read_text())["$defs"]
    members = defs["ErrorCode"].get("anyOf") or defs["ErrorCode"]["oneOf"]
    return {m["title"]: m["const"] for m in members if "const" in m and "title" in m}


@pytest.mark.parametrize("version", [1, 2])
@pytest.mark.parametrize("name", sorted(TITLES))
def test_each_code_is_the_schemas(version: int, name: str) -> None:
    assert getattr(rpc_errors, name) == schema_codes(version)[TITLES[name]]


@pytest.mark.parametrize(
    ("error", "name", "message", "data"),
    [
        (
            RequestError.method_not_found("x/y"),
            "METHOD_NOT_FOUND",
            "Method not found",
            {"method": "x/y"},
        ),
        (
            RequestError.invalid_params("bad", "$.a"),
            "INVALID_PARAMS",
            "Invalid params",
            {"reason": "bad", "path": "$.a"},
        ),
        (
            RequestError.internal_error("boom"),
            "INTERNAL_ERROR",
            "Internal error",
            {"details": "boom"},
        ),
        (RequestError.cancelled(), "REQUEST_CANCELLED", "Request cancelled", None),
    ],
)
def test_the_builders_answer_with_their_code_message_and_data(
    error: RequestError, name: str, message: str, data: object
) -> None:
    assert (error.code, error.message, error.data) == (getattr(rpc_errors, name), message, data)
    assert str(error) == f"{message} ({error.code})"


@given(st.integers(-32768, 32767), st.text(max_size=20), st.none() | st.integers() | st.text())
def test_a_peers_error_nests_under_the_method_it_answered(
    code: int, message: str, data: object
) -> None:
    error = PeerRequestError("fs/read_text_file", code, message, data)
    assert isinstance(error, RequestError)
    nested = error.nested_data()
    assert nested["method"] == "fs/read_text_file"
    expected: dict[str, object] = {"code": code, "message": message}
    if data is not None:
        expected["data"] = data
    assert nested["error"] == expected


def test_a_capability_error_names_the_update_and_the_capability_path() -> None:
    error = CapabilityError("plan_removed", "plan")
    assert (error.update, error.capability) == ("plan_removed", "plan")
    assert "`plan_removed` session update" in str(error)
    assert "`clientCapabilities.plan`" in str(error)
    request = CapabilityError("terminal/create", "terminal", what="request")
    assert "`terminal/create` request" in str(request)
