"""The repairs of one message are logged as ONE record (issue 11, "Memory stays bounded", last
item: one session/update whose 200,000 plan entries carry a bad `status` made 200,000 WARNING
records). The record counts repairs per rule and names the first few; data-losing repairs make
it a WARNING, unknown variants alone (nothing lost) a DEBUG record."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import acp_wire

LOGGER = "acp_wire"


def plan_update(entries: list[dict[str, Any]]) -> dict[str, Any]:
    return {"sessionId": "s", "update": {"sessionUpdate": "plan", "entries": entries}}


def bad_entries(count: int) -> list[dict[str, Any]]:
    return [{"content": f"step {i}", "priority": "low", "status": "bogus"} for i in range(count)]


def note(update: dict[str, Any]) -> bytes:
    return json.dumps({"sessionId": "s", "update": update}).encode()


def as_message(params: dict[str, Any]) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "method": "session/update", "params": params}).encode()


def records_of(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == LOGGER]


def test_many_dropped_plan_entries_make_one_warning(caplog: pytest.LogCaptureFixture) -> None:
    """Issue 11: the plan-entries message, scaled down (the rule does not depend on the count)."""
    line = as_message(plan_update(bad_entries(5000)))
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        message = acp_wire.decode_message(line)
    assert isinstance(message.params, acp_wire.SessionNotification)
    assert message.params.update.entries == []
    [record] = records_of(caplog)
    assert record.levelno == logging.WARNING
    text = record.getMessage()
    assert "5000 repairs" in text and "skip_invalid_item: 5000" in text
    # The first paths are named, with the message's own prefix; the rest only counted.
    assert "$.params.update.entries[0]" in text and "$.params.update.entries[2]" in text
    assert "entries[3]" not in text and "and 4997 more" in text
    assert record.acp_wire_repairs == {"skip_invalid_item": 5000}  # type: ignore[attr-defined]


def test_decode_logs_one_record_with_paths_from_the_root(caplog: pytest.LogCaptureFixture) -> None:
    data = json.dumps(plan_update(bad_entries(50))).encode()
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        acp_wire.decode(data, acp_wire.SessionNotification)
    [record] = records_of(caplog)
    assert record.levelno == logging.WARNING
    assert "$.update.entries[0]:" in record.getMessage()


def test_only_unknown_variants_log_one_debug_record(caplog: pytest.LogCaptureFixture) -> None:
    content = [{"type": "content", "content": {"type": "hologram", "n": i}} for i in range(30)]
    update = {"sessionUpdate": "tool_call_update", "toolCallId": "c", "content": content}
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        acp_wire.decode_message(as_message({"sessionId": "s", "update": update}))
    [record] = records_of(caplog)
    assert record.levelno == logging.DEBUG
    assert "unknown_variant: 30" in record.getMessage()


def test_unknown_variants_alone_are_silent_at_warning_level(
    caplog: pytest.LogCaptureFixture,
) -> None:
    update = {"sessionUpdate": "hologram_update", "x": 1}
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        acp_wire.decode(note(update), acp_wire.SessionNotification)
    assert records_of(caplog) == []


def test_a_huge_peer_controlled_detail_is_cut(caplog: pytest.LogCaptureFixture) -> None:
    update = {"sessionUpdate": "x" * 1_000_000}
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        acp_wire.decode(note(update), acp_wire.SessionNotification)
    [record] = records_of(caplog)
    assert len(record.getMessage()) < 1000


@given(
    dropped=st.integers(0, 40),
    unknown=st.integers(0, 40),
    defaulted=st.booleans(),
)
def test_one_record_per_message_whatever_the_repairs(
    dropped: int, unknown: int, defaulted: bool
) -> None:
    """Any mix of repairs in one message: exactly one record, WARNING iff data was lost, and
    the counts per rule add up to the repairs `decode_report` lists."""
    content = [{"type": "content", "content": {"type": "hologram"}}] * unknown
    content += [{"type": "diff"}] * dropped  # no `path`: an invalid item, dropped
    update: dict[str, Any] = {"sessionUpdate": "tool_call_update", "toolCallId": "c"}
    update["content"] = content
    if defaulted:
        update["kind"] = 7  # default-on-error: read as absent
    data = json.dumps({"sessionId": "s", "update": update}).encode()
    _, repairs = acp_wire.decode_report(data, acp_wire.SessionNotification)
    records: list[logging.LogRecord] = []
    handler = logging.Handler(logging.DEBUG)
    handler.emit = records.append  # type: ignore[method-assign]
    logger = logging.getLogger(LOGGER)
    old_level = logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    try:
        acp_wire.decode(data, acp_wire.SessionNotification)
    finally:
        logger.removeHandler(handler)
        logger.setLevel(old_level)
    if not repairs:
        assert records == []
        return
    [record] = records
    losing = any(r.rule != "unknown_variant" for r in repairs)
    assert record.levelno == (logging.WARNING if losing else logging.DEBUG)
    counts = record.acp_wire_repairs  # type: ignore[attr-defined]
    assert sum(counts.values()) == len(repairs)
    assert counts.get("unknown_variant", 0) == unknown
    assert counts.get("skip_invalid_item", 0) == dropped
