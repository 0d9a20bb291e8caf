"""`acp_wire._rpc.message.Message`: any decoded JSON-RPC message, of either version."""

from __future__ import annotations

import typing

import acp_wire
import acp_wire.v2
from acp_wire._rpc.envelope import Notification, Request, Response
from acp_wire._rpc.message import Message
from acp_wire.jsonrpc import Message as FaceMessage

LINES = [
    '{"jsonrpc":"2.0","id":1,"method":"session/cancel_nothing","params":{}}',
    '{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s","update":'
    '{"sessionUpdate":"plan","entries":[]}}}',
    '{"jsonrpc":"2.0","id":2,"result":{}}',
]


def test_every_decoded_message_is_one_of_its_members() -> None:
    members = tuple(typing.get_origin(m) or m for m in typing.get_args(Message))
    assert set(members) == {Request, Notification, Response}
    for decode in (acp_wire.decode_message, acp_wire.v2.decode_message):
        for line in LINES:
            assert isinstance(decode(line), members), line


def test_the_jsonrpc_face_gives_the_same_object() -> None:
    assert FaceMessage is Message
