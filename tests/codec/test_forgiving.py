"""The schema's forgiving rules, unknown variants, open and closed enums, and DecodeError."""

from __future__ import annotations

import json
import logging

import msgspec
import pytest

import acp_wire


def note(update: dict) -> bytes:
    return json.dumps({"sessionId": "s", "update": update}).encode()


def test_default_on_error_drops_a_malformed_optional_field() -> None:
    """x-deserialize-default-on-error: ToolCallUpdate.status 'exploded' is not a status; the field
    reads as absent and the rest of the message survives."""
    data = note(
        {
            "sessionUpdate": "tool_call_update",
            "toolCallId": "c",
            "status": "exploded",
            "title": "kept",
        }
    )
    value, repairs = acp_wire.decode_report(data, acp_wire.SessionNotification)
    assert value.update.status is msgspec.UNSET
    assert value.update.title == "kept"
    assert [(r.path, r.rule) for r in repairs] == [("$.update.status", "default_on_error")]


def test_skip_invalid_items_drops_only_the_bad_items() -> None:
    """x-deserialize-skip-invalid-items: a diff without `path` is dropped, its neighbours stay."""
    good = {"type": "diff", "path": "/a", "newText": "x"}
    data = note(
        {
            "sessionUpdate": "tool_call_update",
            "toolCallId": "c",
            "content": [good, {"type": "diff", "newText": "y"}, good],
        }
    )
    value, repairs = acp_wire.decode_report(data, acp_wire.SessionNotification)
    assert [c.path for c in value.update.content] == ["/a", "/a"]
    assert [(r.path, r.rule) for r in repairs] == [("$.update.content[1]", "skip_invalid_item")]


def test_default_on_null_reads_null_as_empty() -> None:
    """x-deserialize-default-on-null: NewSessionRequest.mcpServers null reads as []."""
    value, repairs = acp_wire.decode_report(
        b'{"cwd": "/w", "mcpServers": null}', acp_wire.NewSessionRequest
    )
    assert value.mcp_servers == []
    assert [(r.path, r.rule) for r in repairs] == [("$.mcpServers", "default_on_null")]


def test_required_fields_are_not_forgiven() -> None:
    with pytest.raises(acp_wire.DecodeError) as err:
        acp_wire.decode(
            note({"sessionUpdate": "tool_call_update", "status": "completed"}),
            acp_wire.SessionNotification,
        )
    assert err.value.path == "$.update"
    assert "toolCallId" in err.value.reason


def test_unknown_session_update_is_kept_whole_and_re_encodes_unchanged() -> None:
    update = {"sessionUpdate": "hologram_update", "frames": [1, 2], "_meta": {"x": True}}
    value, repairs = acp_wire.decode_report(note(update), acp_wire.SessionNotification)
    assert isinstance(value.update, acp_wire.UnknownSessionUpdate)
    assert value.update.tag == "hologram_update"
    assert json.loads(acp_wire.encode(value)) == {"sessionId": "s", "update": update}
    assert [(r.path, r.rule) for r in repairs] == [("$.update.sessionUpdate", "unknown_variant")]


def test_unknown_content_type_is_kept_inside_a_known_variant() -> None:
    update = {"sessionUpdate": "agent_message_chunk", "content": {"type": "video", "url": "u"}}
    value = acp_wire.decode(note(update), acp_wire.SessionNotification)
    assert isinstance(value.update, acp_wire.AgentMessageChunk)
    assert isinstance(value.update.content, acp_wire.UnknownContentBlock)
    assert json.loads(acp_wire.encode(value))["update"] == update


def test_strict_mode_reports_unknown_variants() -> None:
    with pytest.raises(acp_wire.DecodeError) as err:
        acp_wire.decode(
            note({"sessionUpdate": "hologram_update"}), acp_wire.SessionNotification, strict=True
        )
    assert err.value.path == "$.update.sessionUpdate"


def test_dropped_data_is_logged(caplog: pytest.LogCaptureFixture) -> None:
    data = note({"sessionUpdate": "tool_call_update", "toolCallId": "c", "kind": 7})
    with caplog.at_level(logging.WARNING, logger="acp_wire"):
        acp_wire.decode(data, acp_wire.SessionNotification)
    assert any("$.update.kind" in r.getMessage() for r in caplog.records)


def test_open_enum_keeps_any_string_and_offers_known_values() -> None:
    value = acp_wire.decode(
        note({"sessionUpdate": "notice", "severity": "_vendor_fyi", "title": "t"}),
        acp_wire.SessionNotification,
        strict=True,
    )
    assert value.update.severity == "_vendor_fyi"
    assert acp_wire.KnownNoticeSeverity.WARNING == "warning"
    assert acp_wire.KnownCompactionStatus.IN_PROGRESS == "in_progress"


def test_closed_enum_is_checked() -> None:
    with pytest.raises(acp_wire.DecodeError) as err:
        acp_wire.decode(b'{"stopReason": "bored"}', acp_wire.PromptResponse)
    assert err.value.path == "$.stopReason"


def test_untagged_union_resolved_by_required_keys() -> None:
    text = acp_wire.decode(b'{"uri": "file:///a", "text": "x"}', acp_wire.EmbeddedResourceResource)
    blob = acp_wire.decode(
        b'{"uri": "file:///a", "blob": "AAAA"}', acp_wire.EmbeddedResourceResource
    )
    assert isinstance(text, acp_wire.TextResourceContents)
    assert isinstance(blob, acp_wire.BlobResourceContents)


def test_mcp_server_without_type_is_stdio() -> None:
    stdio = acp_wire.decode(
        b'{"name": "n", "command": "c", "args": [], "env": []}', acp_wire.McpServer
    )
    http = acp_wire.decode(
        b'{"type": "http", "name": "n", "url": "u", "headers": []}', acp_wire.McpServer
    )
    assert isinstance(stdio, acp_wire.McpServerStdio)
    assert isinstance(http, acp_wire.McpServerHttp)
    assert json.loads(acp_wire.encode(http))["type"] == "http"


@pytest.mark.parametrize(
    ("data", "path"),
    [
        (b"{", "$"),
        (b"\xff\xfe", "$"),
        (b"[" * 100_000 + b"]" * 100_000, "$"),
        (b'{"sessionId": 5, "update": {}}', "$.sessionId"),
        (
            b'{"sessionId": "s", "update": {"sessionUpdate": "usage_update",'
            b' "used": -1, "size": 1}}',
            "$.update.used",
        ),
        (
            b'{"sessionId": "s", "update": {"sessionUpdate": "usage_update",'
            b' "used": 1e999, "size": 1}}',
            "$.update.used",
        ),
        (
            b'{"sessionId": "s", "update": {"sessionUpdate": "agent_message_chunk",'
            b' "content": {"type": "text", "text": 3}}}',
            "$.update.content.text",
        ),
    ],
)
def test_bad_input_raises_decode_error_with_path(data: bytes, path: str) -> None:
    with pytest.raises(acp_wire.DecodeError) as err:
        acp_wire.decode(data, acp_wire.SessionNotification)
    assert err.value.path == path
    assert isinstance(err.value, ValueError)
