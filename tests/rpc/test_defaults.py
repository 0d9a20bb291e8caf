"""`_rpc/defaults.py`: what the generated default `initialize` and the session helpers apply to
an author's class. Error codes are read from the vendored schema's `ErrorCode`."""

from __future__ import annotations

import json

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from acp_wire._rpc.defaults import (
    build_capabilities,
    end_session,
    implementation_info,
    negotiate_version,
    new_session_id,
    overrides,
    require_session,
)
from acp_wire.rpc_errors import RequestError
from tests.support.paths import SCHEMA_DIR


def schema_code(title: str) -> int:
    defs = json.loads((SCHEMA_DIR / "v2" / "schema.unstable.json").read_text())["$defs"]
    (code,) = [c["const"] for c in defs["ErrorCode"]["anyOf"] if c.get("title") == title]
    return int(code)


VERSIONS = st.lists(st.integers(min_value=1, max_value=9), min_size=1, max_size=4, unique=True)


@given(requested=st.integers(min_value=0, max_value=10), supported=VERSIONS)
def test_without_at_or_below_the_answer_is_the_request_or_the_latest(
    requested: int, supported: list[int]
) -> None:
    answer = negotiate_version(requested, supported, at_or_below=False)
    assert answer == (requested if requested in supported else max(supported))


@given(requested=st.integers(min_value=0, max_value=10), supported=VERSIONS)
def test_at_or_below_answers_the_highest_not_above_the_request_or_refuses(
    requested: int, supported: list[int]
) -> None:
    below = [v for v in supported if v <= requested]
    if not below:
        with pytest.raises(RequestError) as refused:
            negotiate_version(requested, supported, at_or_below=True)
        assert refused.value.code == schema_code("Unsupported protocol version")
        assert refused.value.data == {"requested": requested, "supported": sorted(supported)}
    else:
        assert negotiate_version(requested, supported, at_or_below=True) == max(below)


class Protocol:
    async def read(self) -> None: ...

    async def write(self) -> None: ...

    async def list(self) -> None: ...


class ReadsOnly(Protocol):
    async def read(self) -> None: ...


class ReadsAndWrites(ReadsOnly):
    async def write(self) -> None: ...


class Fs(msgspec.Struct, omit_defaults=True):
    read: bool = False
    write: bool = False


class Caps(msgspec.Struct, omit_defaults=True):
    fs: Fs | None = None
    listing: dict[str, object] | None = None


TIES = (
    (("fs",), {}, ("read",)),
    (("fs", "read"), True, ("read",)),
    (("fs", "write"), True, ("write",)),
    (("listing",), {}, ("list",)),
)


def test_overrides_is_about_the_class_not_the_protocol_default() -> None:
    assert overrides(ReadsOnly(), Protocol, "read")
    assert not overrides(ReadsOnly(), Protocol, "write")
    assert not overrides(ReadsOnly(), Protocol, "missing")
    assert overrides(ReadsAndWrites(), Protocol, "read")  # inherited from the author's class


def test_capabilities_advertise_only_the_ties_whose_handlers_are_all_overridden() -> None:
    assert build_capabilities(ReadsOnly(), Protocol, TIES, Caps) == Caps(fs=Fs(read=True))
    both = build_capabilities(ReadsAndWrites(), Protocol, TIES, Caps)
    assert both == Caps(fs=Fs(read=True, write=True))
    assert build_capabilities(Protocol(), Protocol, TIES, Caps) == Caps()


def test_a_nested_capability_is_withheld_with_its_parent() -> None:
    """v2's `session.delete` needs `session`: a child of a withheld tie is never advertised."""

    class WritesOnly(Protocol):
        async def write(self) -> None: ...

    assert build_capabilities(WritesOnly(), Protocol, TIES, Caps) == Caps()


class Info(msgspec.Struct, omit_defaults=True):
    name: str
    version: str
    title: str | None = None


def test_implementation_info_defaults_to_the_class_name_and_version_zero() -> None:
    assert implementation_info(ReadsOnly(), "agent", Info) == Info(
        name="ReadsOnly", version="0.0.0"
    )


def test_implementation_info_reads_the_prefixed_class_attributes() -> None:
    class Named:
        agent_name = "named"
        agent_title = "Named Agent"
        agent_version = "1.2.3"

    assert implementation_info(Named(), "agent", Info) == Info(
        name="named", version="1.2.3", title="Named Agent"
    )
    assert implementation_info(Named(), "client", Info).name == "Named"


def test_session_ids_are_unique_and_only_recorded_ones_are_live() -> None:
    class Handler:
        pass

    handler = Handler()
    ids = {new_session_id(handler) for _ in range(50)}
    assert len(ids) == 50
    assert all(sid.startswith("sess_") for sid in ids)
    for sid in ids:
        require_session(handler, sid)
    unrecorded = new_session_id()
    with pytest.raises(RequestError) as refused:
        require_session(handler, unrecorded)
    assert refused.value.code == schema_code("Resource not found")
    assert refused.value.data == {"sessionId": unrecorded}


def test_an_ended_session_is_refused_and_ending_twice_is_harmless() -> None:
    class Handler:
        pass

    handler = Handler()
    sid = new_session_id(handler)
    end_session(handler, sid)
    end_session(handler, sid)
    end_session(Handler(), sid)  # a handler that never made a session
    with pytest.raises(RequestError):
        require_session(handler, sid)
