"""A traced stdio agent for the cross-process trace tests: `python traced_agent.py SPANS_FILE`.

It configures OpenTelemetry's SDK in this process (as an application would), serves a small
agent on stdin/stdout with `run_agent(..., observers=[tracing(provider)])`, and writes each
finished span to SPANS_FILE as one JSON line (name, kind, trace and span ids, parent span id,
attributes)."""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence

from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExporter, SpanExportResult

import acp_wire as acp
from acp_wire.otel import tracing


class JsonLinesExporter(SpanExporter):
    """Appends each span to a file at once (the test reads it while this process runs)."""

    def __init__(self, path: str) -> None:
        self.path = path

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        with open(self.path, "a") as out:
            for span in spans:
                out.write(json.dumps(span_record(span)) + "\n")
        return SpanExportResult.SUCCESS


def span_record(span: ReadableSpan) -> dict[str, object]:
    context = span.get_span_context()
    assert context is not None
    return {
        "name": span.name,
        "kind": span.kind.name,
        "trace_id": f"{context.trace_id:032x}",
        "span_id": f"{context.span_id:016x}",
        "parent_id": f"{span.parent.span_id:016x}" if span.parent is not None else None,
        "attributes": dict(span.attributes or {}),
        "events": [event.name for event in span.events],
    }


class WordsAgent(acp.Agent):
    """Answers a prompt with each of its words as an `agent_message_chunk`."""

    def on_connect(self, conn: acp.AgentSideConnection) -> None:
        self.conn = conn

    async def session_new(self, params: acp.NewSessionRequest) -> acp.NewSessionResponse:
        return acp.NewSessionResponse(session_id=self.new_session_id())

    async def session_prompt(self, params: acp.PromptRequest) -> acp.PromptResponse:
        for block in params.prompt:
            if isinstance(block, acp.TextContent):
                for word in block.text.split():
                    await self.conn.send_update(params.session_id, acp.agent_text(word))
        return acp.PromptResponse(stop_reason="end_turn")


def main(path: str) -> None:
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(JsonLinesExporter(path)))
    try:
        acp.run_agent(WordsAgent(), observers=[tracing(provider)])
    finally:
        provider.shutdown()


if __name__ == "__main__":
    main(sys.argv[1])
