"""OpenTelemetry tracing of ACP connections (the optional extra: `pip install acp-wire[otel]`).

    import acp_wire as acp
    from acp_wire.otel import tracing

    conn = acp.ClientSideConnection(client, reader, writer, observers=[tracing()])

With a tracer provider configured, every request is a span on both sides (kind CLIENT where it
is sent, SERVER where it is handled) named after its method; notifications are events of the
running `session/prompt` span of their session; W3C trace context (`traceparent`, `tracestate`,
`baggage`) travels at the root of `_meta`, as the "_meta propagation" RFD reserves it. See
`Tracing` and docs/observability.md.

`import acp_wire` never imports this package, and this package imports opentelemetry only when
`tracing()` or `Tracing` is first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from acp_wire._faces import lazy_names

if TYPE_CHECKING:
    from acp_wire.otel._tracing import Tracing as Tracing
    from acp_wire.otel._tracing import tracing as tracing

_NAMES = {"Tracing": "._tracing", "tracing": "._tracing"}

__getattr__ = lazy_names(__name__, globals(), _NAMES, extra=("otel", frozenset({"opentelemetry"})))


def __dir__() -> list[str]:
    return sorted({*globals(), *_NAMES})


__all__ = ["Tracing", "tracing"]
