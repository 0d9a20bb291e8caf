"""Which protocol version a connection serves (`acp_wire.connection._versions`): the rule the
remote server and the in-process router share, as a property."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from acp_wire.connection._versions import MAX_PROTOCOL_VERSION, choose_version
from tests.support.paths import SCHEMA_DIR

AVAILABLE = st.sets(st.integers(min_value=1, max_value=9), min_size=1, max_size=4)


@given(requested=st.integers(min_value=-2, max_value=12), available=AVAILABLE)
def test_the_highest_available_at_or_below_the_request_else_the_lowest(
    requested: int, available: set[int]
) -> None:
    chosen = choose_version(requested, available)
    assert chosen in available
    below = [v for v in available if v <= requested]
    assert chosen == (max(below) if below else min(available))


@pytest.mark.parametrize("requested", [None, "2", 2.0, True, [2], {"v": 2}])
def test_an_unreadable_request_gets_the_lowest_version(requested: Any) -> None:
    """Its agent then answers by its own version's rule (v2: -32602 for a version that is not
    a uint16); a bool is not a version although Python counts it an int."""
    assert choose_version(requested, [2, 1]) == 1


def test_nothing_available_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="no protocol version"):
        choose_version(1, [])


@pytest.mark.parametrize("version", [1, 2])
def test_the_maximum_is_the_schemas_uint16(version: int) -> None:
    defs = json.loads((SCHEMA_DIR / f"v{version}" / "schema.unstable.json").read_text())["$defs"]
    protocol_version = defs["ProtocolVersion"]
    assert protocol_version.get("format") == "uint16" or protocol_version.get("maximum") == 65535
    assert MAX_PROTOCOL_VERSION == 2**16 - 1
