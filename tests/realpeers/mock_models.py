"""Scripted mock model servers on 127.0.0.1: the Anthropic Messages API, the OpenAI Responses API,
the OpenAI Chat Completions API (which most Python agents speak, to any OpenAI-compatible
server) and the Gemini API's generateContent, streamed as server-sent events or answered whole,
so that real agents run whole turns offline.

A scenario is chosen by a marker in the user's prompt (`[[scenario:NAME]]`); the step within it
is the number of tool results the conversation holds after that prompt. So the server keeps no
per-conversation state: a reloaded, resumed or forked session picks up where its history says.
Requests the scenario does not script (title generation, an agent's side requests) get a short
text answer. Every request is logged (path, model, and the body's keys) for the tests to read.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

# The Responses API items that carry a tool's result back to the model.
RESULT_ITEMS = ("function_call_output", "custom_tool_call_output")
MARKER = re.compile(r"\[\[scenario:([a-z0-9_-]+)\]\]")


@dataclass(frozen=True)
class Text:
    """Streamed assistant text, in chunks, `delay` seconds before each chunk."""

    chunks: tuple[str, ...]
    delay: float = 0.0


@dataclass(frozen=True)
class ToolUse:
    """One tool call the model makes: the agent's tool `name` with its JSON `arguments`, or,
    for a freeform tool (the Responses API's `custom` tools, such as codex's `apply_patch`),
    its raw `text` input."""

    name: str
    arguments: dict[str, Any] = field(default_factory=dict)
    text: str | None = None


Step = tuple[Text | ToolUse, ...]


@dataclass
class Scenario:
    """The model's answers to one prompt: step N answers the request that holds N tool results."""

    steps: list[Step]


@dataclass
class Logged:
    """One request a mock server received."""

    path: str
    body: dict[str, Any]
    scenario: str | None
    step: int | None


@dataclass
class Script:
    """What the mock servers answer, by scenario name, and what they were asked."""

    scenarios: dict[str, Scenario] = field(default_factory=dict)
    requests: list[Logged] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    # (bytes, callback): called, from the server's thread, once a stream has sent those bytes
    # (to act on what the model sent, for an agent that shows nothing until its turn ends).
    watchers: list[tuple[bytes, Callable[[], None]]] = field(default_factory=list)

    def sent(self, data: bytes) -> None:
        """A stream sent `data`: call (once) the watchers waiting for it."""
        with self.lock:
            due = [watcher for watcher in self.watchers if watcher[0] in data]
            self.watchers = [watcher for watcher in self.watchers if watcher not in due]
        for _, callback in due:
            callback()

    def choose(self, path: str, body: dict[str, Any], name: str | None, step: int | None) -> Step:
        """The step that answers a request (plain text when unscripted), logging the request."""
        with self.lock:
            self.requests.append(Logged(path, body, name, step))
        scenario = self.scenarios.get(name or "")
        if scenario is None or step is None or step >= len(scenario.steps):
            return (Text(("OK.",)),)
        return scenario.steps[step]


def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return " ".join(str(part.get("text", "")) for part in content if isinstance(part, dict))
    return ""


def _continues(message: dict[str, Any]) -> bool:
    """Whether the last message of a Messages request is a marked prompt or tool results."""
    content = message.get("content")
    if isinstance(content, list) and any(
        isinstance(part, dict) and part.get("type") == "tool_result" for part in content
    ):
        return True
    return message.get("role") == "user" and MARKER.search(_text_of(content)) is not None


def anthropic_position(body: dict[str, Any]) -> tuple[str | None, int | None]:
    """The scenario named by the last user prompt carrying a marker, and the tool results since."""
    # Claude Code 2.1 appends its environment as a trailing `system` message: skip it.
    messages = [m for m in body.get("messages") or [] if m.get("role") != "system"]
    if not body.get("tools") or not messages or not _continues(messages[-1]):
        return None, None  # a side request (a title, a suggestion), not the agent's loop
    for index in range(len(messages) - 1, -1, -1):
        message = messages[index]
        if message.get("role") != "user":
            continue
        content = message.get("content")
        texts = _text_of(
            [part for part in content if part.get("type") == "text"]
            if isinstance(content, list)
            else content
        )
        found = MARKER.search(texts)
        if found:
            results = sum(
                1
                for later in messages[index + 1 :]
                if later.get("role") == "user" and isinstance(later.get("content"), list)
                for part in later["content"]
                if isinstance(part, dict) and part.get("type") == "tool_result"
            )
            return found.group(1), results
    return None, None


def responses_position(body: dict[str, Any]) -> tuple[str | None, int | None]:
    """`anthropic_position` for an OpenAI Responses request's `input` items."""
    items = body.get("input") or []
    if isinstance(items, str):
        found = MARKER.search(items)
        return (found.group(1), 0) if found else (None, None)
    if not items or not (
        items[-1].get("type") in RESULT_ITEMS or MARKER.search(_text_of(items[-1].get("content")))
    ):
        return None, None  # a side request, not the agent's loop
    for index in range(len(items) - 1, -1, -1):
        item = items[index]
        if item.get("type", "message") != "message" or item.get("role") != "user":
            continue
        found = MARKER.search(_text_of(item.get("content")))
        if found:
            results = sum(1 for later in items[index + 1 :] if later.get("type") in RESULT_ITEMS)
            return found.group(1), results
    return None, None


def _titles(messages: list[dict[str, Any]]) -> bool:
    """Whether a Chat Completions request asks for a conversation's title (OpenCode streams
    it, with no tools, beside the agent's own first request)."""
    system = " ".join(_text_of(m.get("content")) for m in messages if m.get("role") == "system")
    return "title generator" in system


def chat_position(body: dict[str, Any]) -> tuple[str | None, int | None]:
    """`anthropic_position` for a Chat Completions request's `messages`. The step is the number
    of assistant messages since the marked prompt: agents that call tools by function calling
    answer with `tool` messages, those that run code blocks from the text (gptme) with `system`
    or `user` ones. A request with neither tools nor streaming is a side request (a title)."""
    messages = [m for m in body.get("messages") or [] if isinstance(m, dict)]
    if not messages or messages[-1].get("role") == "assistant":
        return None, None
    if not body.get("tools") and (not body.get("stream") or _titles(messages)):
        return None, None
    for index in range(len(messages) - 1, -1, -1):
        message = messages[index]
        if message.get("role") != "user":
            continue
        found = MARKER.search(_text_of(message.get("content")))
        if found:
            answers = sum(1 for later in messages[index + 1 :] if later.get("role") == "assistant")
            return found.group(1), answers
    return None, None


def gemini_position(body: dict[str, Any]) -> tuple[str | None, int | None]:
    """`chat_position` for a Gemini generateContent request's `contents` (roles `user` and
    `model`; a tool's result is a `user` turn of `functionResponse` parts). A request without
    tools is a side request (Gemini CLI's model router, its next-speaker check)."""
    contents = [c for c in body.get("contents") or [] if isinstance(c, dict)]
    if not body.get("tools") or not contents or contents[-1].get("role") == "model":
        return None, None
    for index in range(len(contents) - 1, -1, -1):
        content = contents[index]
        if content.get("role") != "user":
            continue
        found = MARKER.search(_text_of(content.get("parts")))
        if found:
            answers = sum(1 for later in contents[index + 1 :] if later.get("role") == "model")
            return found.group(1), answers
    return None, None


GEMINI_USAGE = {"promptTokenCount": 12, "candidatesTokenCount": 20, "totalTokenCount": 32}


def _gemini_chunk(parts: list[dict[str, Any]], model: str, finish: bool) -> dict[str, Any]:
    candidate: dict[str, Any] = {"content": {"role": "model", "parts": parts}, "index": 0}
    chunk: dict[str, Any] = {"candidates": [candidate], "modelVersion": model}
    if finish:
        candidate["finishReason"] = "STOP"
        chunk["usageMetadata"] = GEMINI_USAGE
    return chunk


def gemini_events(step: Step, model: str) -> Iterator[tuple[float, bytes]]:
    """The streamGenerateContent (`alt=sse`) stream for one step: text chunks, then every
    function call in one chunk that finishes the answer."""
    calls = [
        {"functionCall": {"name": part.name, "args": part.arguments}}
        for part in step
        if isinstance(part, ToolUse)
    ]
    for part in step:
        if isinstance(part, Text):
            for text in part.chunks:
                data = _gemini_chunk([{"text": text}], model, False)
                yield part.delay, f"data: {json.dumps(data)}\r\n\r\n".encode()
    data = _gemini_chunk(calls or [{"text": ""}], model, True)
    yield 0.0, f"data: {json.dumps(data)}\r\n\r\n".encode()


def gemini_answer(step: Step, model: str) -> dict[str, Any]:
    """The same step as one generateContent response."""
    text = "".join("".join(part.chunks) for part in step if isinstance(part, Text))
    parts: list[dict[str, Any]] = [{"text": text}] if text else []
    parts += [
        {"functionCall": {"name": part.name, "args": part.arguments}}
        for part in step
        if isinstance(part, ToolUse)
    ]
    return _gemini_chunk(parts or [{"text": ""}], model, True)


def _sse(event: str, data: dict[str, Any]) -> bytes:
    return f"event: {event}\ndata: {json.dumps(data)}\n\n".encode()


def anthropic_events(step: Step, model: str) -> Iterator[tuple[float, bytes]]:
    """The Messages API stream for one step: (delay before it, SSE bytes)."""
    usage = {"input_tokens": 12, "output_tokens": 1}
    yield (
        0.0,
        _sse(
            "message_start",
            {
                "type": "message_start",
                "message": {
                    "id": f"msg_mock_{time.monotonic_ns()}",
                    "type": "message",
                    "role": "assistant",
                    "model": model,
                    "content": [],
                    "stop_reason": None,
                    "stop_sequence": None,
                    "usage": usage,
                },
            },
        ),
    )
    stop_reason = "end_turn"
    for index, part in enumerate(step):
        if isinstance(part, Text):
            block: dict[str, Any] = {"type": "text", "text": ""}
            yield (
                0.0,
                _sse(
                    "content_block_start",
                    {"type": "content_block_start", "index": index, "content_block": block},
                ),
            )
            for chunk in part.chunks:
                delta = {"type": "text_delta", "text": chunk}
                yield (
                    part.delay,
                    _sse(
                        "content_block_delta",
                        {"type": "content_block_delta", "index": index, "delta": delta},
                    ),
                )
        else:
            stop_reason = "tool_use"
            block = {
                "type": "tool_use",
                "id": f"toolu_mock_{index}_{time.monotonic_ns()}",
                "name": part.name,
                "input": {},
            }
            yield (
                0.0,
                _sse(
                    "content_block_start",
                    {"type": "content_block_start", "index": index, "content_block": block},
                ),
            )
            delta = {"type": "input_json_delta", "partial_json": json.dumps(part.arguments)}
            yield (
                0.0,
                _sse(
                    "content_block_delta",
                    {"type": "content_block_delta", "index": index, "delta": delta},
                ),
            )
        yield 0.0, _sse("content_block_stop", {"type": "content_block_stop", "index": index})
    yield (
        0.0,
        _sse(
            "message_delta",
            {
                "type": "message_delta",
                "delta": {"stop_reason": stop_reason, "stop_sequence": None},
                "usage": {"output_tokens": 20},
            },
        ),
    )
    yield 0.0, _sse("message_stop", {"type": "message_stop"})


def anthropic_message(step: Step, model: str) -> dict[str, Any]:
    """The same step as one non-streamed Messages API response."""
    content: list[dict[str, Any]] = []
    stop_reason = "end_turn"
    for index, part in enumerate(step):
        if isinstance(part, Text):
            content.append({"type": "text", "text": "".join(part.chunks)})
        else:
            stop_reason = "tool_use"
            content.append(
                {
                    "type": "tool_use",
                    "id": f"toolu_mock_{index}_{time.monotonic_ns()}",
                    "name": part.name,
                    "input": part.arguments,
                }
            )
    return {
        "id": f"msg_mock_{time.monotonic_ns()}",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": content,
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "usage": {"input_tokens": 12, "output_tokens": 20},
    }


def responses_events(step: Step, model: str) -> Iterator[tuple[float, bytes]]:
    """The Responses API stream for one step: (delay before it, SSE bytes)."""
    response_id = f"resp_mock_{time.monotonic_ns()}"
    sequence = iter(range(1_000_000))

    def event(kind: str, **data: Any) -> bytes:
        return _sse(kind, {"type": kind, "sequence_number": next(sequence), **data})

    shell = {"id": response_id, "object": "response", "model": model, "output": []}
    yield 0.0, event("response.created", response={**shell, "status": "in_progress"})
    output: list[dict[str, Any]] = []
    for index, part in enumerate(step):
        item_id = f"item_mock_{index}_{time.monotonic_ns()}"
        if isinstance(part, Text):
            item: dict[str, Any] = {
                "type": "message",
                "id": item_id,
                "role": "assistant",
                "status": "in_progress",
                "content": [],
            }
            yield 0.0, event("response.output_item.added", output_index=index, item=item)
            text_part = {"type": "output_text", "text": "", "annotations": []}
            yield (
                0.0,
                event(
                    "response.content_part.added",
                    item_id=item_id,
                    output_index=index,
                    content_index=0,
                    part=text_part,
                ),
            )
            for chunk in part.chunks:
                yield (
                    part.delay,
                    event(
                        "response.output_text.delta",
                        item_id=item_id,
                        output_index=index,
                        content_index=0,
                        delta=chunk,
                    ),
                )
            text = "".join(part.chunks)
            yield (
                0.0,
                event(
                    "response.output_text.done",
                    item_id=item_id,
                    output_index=index,
                    content_index=0,
                    text=text,
                ),
            )
            done = {
                **item,
                "status": "completed",
                "content": [{"type": "output_text", "text": text, "annotations": []}],
            }
        elif part.text is not None:
            item = {
                "type": "custom_tool_call",
                "id": item_id,
                "call_id": f"call_mock_{index}_{time.monotonic_ns()}",
                "name": part.name,
                "input": part.text,
                "status": "completed",
            }
            yield 0.0, event("response.output_item.added", output_index=index, item=item)
            done = item
        else:
            arguments = json.dumps(part.arguments)
            item = {
                "type": "function_call",
                "id": item_id,
                "call_id": f"call_mock_{index}_{time.monotonic_ns()}",
                "name": part.name,
                "arguments": "",
                "status": "in_progress",
            }
            yield 0.0, event("response.output_item.added", output_index=index, item=item)
            yield (
                0.0,
                event(
                    "response.function_call_arguments.delta",
                    item_id=item_id,
                    output_index=index,
                    delta=arguments,
                ),
            )
            yield (
                0.0,
                event(
                    "response.function_call_arguments.done",
                    item_id=item_id,
                    output_index=index,
                    arguments=arguments,
                ),
            )
            done = {**item, "arguments": arguments, "status": "completed"}
        output.append(done)
        yield 0.0, event("response.output_item.done", output_index=index, item=done)
    usage = {
        "input_tokens": 12,
        "input_tokens_details": {"cached_tokens": 0},
        "output_tokens": 20,
        "output_tokens_details": {"reasoning_tokens": 0},
        "total_tokens": 32,
    }
    yield (
        0.0,
        event(
            "response.completed",
            response={**shell, "status": "completed", "output": output, "usage": usage},
        ),
    )


def _chat_tool_call(index: int, part: ToolUse) -> dict[str, Any]:
    return {
        "index": index,
        "id": f"call_mock_{index}_{time.monotonic_ns()}",
        "type": "function",
        "function": {"name": part.name, "arguments": json.dumps(part.arguments)},
    }


CHAT_USAGE = {"prompt_tokens": 12, "completion_tokens": 20, "total_tokens": 32}


def chat_events(step: Step, model: str) -> Iterator[tuple[float, bytes]]:
    """The Chat Completions stream for one step: (delay before it, SSE bytes), `[DONE]` last.
    Text comes first, then each tool call in one delta (name and whole arguments)."""
    chunk_id = f"chatcmpl-mock-{time.monotonic_ns()}"

    def chunk(delta: dict[str, Any], finish: str | None = None, **extra: Any) -> bytes:
        choice = {"index": 0, "delta": delta, "finish_reason": finish, "logprobs": None}
        data = {
            "id": chunk_id,
            "object": "chat.completion.chunk",
            "created": int(time.time()),
            "model": model,
            "choices": [choice],
            **extra,
        }
        return f"data: {json.dumps(data)}\n\n".encode()

    yield 0.0, chunk({"role": "assistant", "content": ""})
    calls = [part for part in step if isinstance(part, ToolUse)]
    for part in step:
        if isinstance(part, Text):
            for text in part.chunks:
                yield part.delay, chunk({"content": text})
    for index, call in enumerate(calls):
        yield 0.0, chunk({"tool_calls": [_chat_tool_call(index, call)]})
    yield 0.0, chunk({}, "tool_calls" if calls else "stop")
    usage = {"id": chunk_id, "object": "chat.completion.chunk", "model": model, "choices": []}
    yield 0.0, f"data: {json.dumps({**usage, 'usage': CHAT_USAGE})}\n\n".encode()
    yield 0.0, b"data: [DONE]\n\n"


def chat_completion(step: Step, model: str) -> dict[str, Any]:
    """The same step as one non-streamed Chat Completions response."""
    text = "".join("".join(part.chunks) for part in step if isinstance(part, Text))
    calls = [part for part in step if isinstance(part, ToolUse)]
    message: dict[str, Any] = {"role": "assistant", "content": text or None}
    if calls:
        message["tool_calls"] = [
            {key: value for key, value in _chat_tool_call(i, c).items() if key != "index"}
            for i, c in enumerate(calls)
        ]
    return {
        "id": f"chatcmpl-mock-{time.monotonic_ns()}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": message,
                "finish_reason": "tool_calls" if calls else "stop",
                "logprobs": None,
            }
        ],
        "usage": CHAT_USAGE,
    }


class _Handler(BaseHTTPRequestHandler):
    server: MockServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        pass  # requests are logged in the script, not on stderr

    def _reply_json(self, status: int, payload: dict[str, Any]) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        self.server.script.choose(self.path, {}, None, None)
        if self.path.rstrip("/").endswith("/models"):
            self._reply_json(200, {"data": [], "object": "list", "has_more": False})
        else:
            self._reply_json(404, {"error": {"type": "not_found", "message": self.path}})

    def do_HEAD(self) -> None:
        self.send_response(200)
        self.send_header("content-length", "0")
        self.end_headers()

    def do_POST(self) -> None:
        length = int(self.headers.get("content-length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            body = {}
        path = self.path.split("?", 1)[0]
        model = str(body.get("model", "mock-model"))
        if path.endswith("/messages/count_tokens"):
            self.server.script.choose(path, body, None, None)
            self._reply_json(200, {"input_tokens": 12})
            return
        if path.endswith("/messages"):
            name, step = anthropic_position(body)
            chosen = self.server.script.choose(path, body, name, step)
            if not body.get("stream"):
                self._reply_json(200, anthropic_message(chosen, model))
                return
            self._stream(anthropic_events(chosen, model))
            return
        if path.endswith("/chat/completions"):
            name, step = chat_position(body)
            chosen = self.server.script.choose(path, body, name, step)
            if not body.get("stream"):
                self._reply_json(200, chat_completion(chosen, model))
                return
            self._stream(chat_events(chosen, model))
            return
        if ":" in path.rsplit("/", 1)[-1]:  # the Gemini API: /v1beta/models/MODEL:METHOD
            self._gemini(path, body)
            return
        if path.endswith("/responses"):
            name, step = responses_position(body)
            chosen = self.server.script.choose(path, body, name, step)
            self._stream(responses_events(chosen, model))
            return
        self.server.script.choose(path, body, None, None)
        self._reply_json(404, {"error": {"type": "not_found", "message": path}})

    def _gemini(self, path: str, body: dict[str, Any]) -> None:
        model, method = path.rsplit("/", 1)[-1].split(":", 1)
        if method == "countTokens":
            self.server.script.choose(path, body, None, None)
            self._reply_json(200, {"totalTokens": 12})
            return
        name, step = gemini_position(body)
        chosen = self.server.script.choose(path, body, name, step)
        if method == "streamGenerateContent":
            self._stream(gemini_events(chosen, model))
        else:
            self._reply_json(200, gemini_answer(chosen, model))

    def _stream(self, events: Iterator[tuple[float, bytes]]) -> None:
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("cache-control", "no-cache")
        self.send_header("connection", "close")
        self.end_headers()
        self.close_connection = True
        try:
            for delay, data in events:
                if delay and self.server.stopping.wait(delay):
                    return
                self.wfile.write(data)
                self.wfile.flush()
                self.server.script.sent(data)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the agent cancelled the stream


class MockServer(ThreadingHTTPServer):
    """One mock model server on 127.0.0.1 (both APIs: it answers by path), in its own thread."""

    daemon_threads = True

    def __init__(self, script: Script) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.script = script
        self.stopping = threading.Event()
        self._thread = threading.Thread(target=self.serve_forever, daemon=True)

    def handle_error(self, request: Any, client_address: Any) -> None:
        import sys

        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)  # an agent that hung up is no error

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"

    def __enter__(self) -> MockServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stopping.set()
        self.shutdown()
        self.server_close()
