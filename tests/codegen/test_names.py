"""Names live on the IR: the builder takes every naming decision through
codegen/naming.py and stores it; emitters and templates only print what they are given,
as dataclasses, with Python literals printed by `repr`."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Any

import pytest

from codegen import generate as generate_module
from codegen.build import build_model
from codegen.emit import Emitter

from .support import fixture, model_of

CODEGEN = Path(__file__).resolve().parents[2] / "codegen"


def test_helper_names_are_on_the_ir() -> None:
    m = model_of(fixture("inline_params_union"))
    params = m.unions["AgentRequestParams"]
    assert (params.spec_name, params.field_alias) == (
        "_AgentRequestParamsSpec",
        "_AgentRequestParamsField",
    )
    ping = m.methods["ping"]
    assert (ping.handler, ping.const_name, ping.message_class, ping.notification_handler) == (
        "ping",
        "PING",
        "PingMessage",
        "",  # no notification
    )
    assert [(s.side, s.protocol, s.peer, s.routes) for s in m.sides] == [
        ("agent", "Agent", "AgentPeer", "AGENT_ROUTES"),
        ("client", "Client", "ClientPeer", "CLIENT_ROUTES"),
        ("proxy", "Proxy", "ProxyPeer", "PROXY_ROUTES"),
    ]
    counters = model_of(fixture("int_formats")).structs["Counters"]
    assert [f.type.alias for f in counters.fields] == [
        "_Int32",
        "_UInt64",
        "_Int_1_1000",
        "_Int64",
        "_UInt32",
        None,
        None,
    ]
    severity = model_of(fixture("open_enum")).enums["Severity"]
    assert severity.known_name == "KnownSeverity"


def test_method_that_is_both_kinds_names_its_notification_handler() -> None:
    """README "Agents and clients": `<name>_notification` for the notification."""
    obj = {"type": "object", "properties": {"x": {"type": "string"}}, "required": ["x"]}
    doc = {
        "$defs": {
            "McpMessageRequest": {**obj, "x-method": "mcp/message", "x-side": "client"},
            "McpMessageNotification": {**obj, "x-method": "mcp/message", "x-side": "agent"},
        }
    }
    method = build_model(doc, doc, []).methods["mcp/message"]
    assert (method.handler, method.notification_handler, method.message_class) == (
        "mcp_message",
        "mcp_message_notification",
        "McpMessageMessage",
    )


def _no_tuples(value: Any, where: str) -> None:
    assert not isinstance(value, tuple), f"a tuple reaches a template at {where}"
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            _no_tuples(getattr(value, f.name), f"{where}.{f.name}")
    elif isinstance(value, dict):
        for key, item in value.items():
            _no_tuples(item, f"{where}[{key!r}]")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            _no_tuples(item, f"{where}[{i}]")


@pytest.mark.parametrize("rule", ["inline_params_union", "open_enum", "untagged_fallback"])
def test_templates_receive_dataclasses_not_tuples(
    rule: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[str] = []
    real = Emitter.__init__

    def init(self: Emitter, *args: Any, **kwargs: Any) -> None:
        real(self, *args, **kwargs)
        get_template = self.env.get_template

        def checked(name: str) -> Any:
            template = get_template(name)
            render = template.render

            def render_checked(**context: Any) -> str:
                for key, value in context.items():
                    _no_tuples(value, f"{name}:{key}")
                seen.append(name)
                return render(**context)

            template.render = render_checked  # type: ignore[method-assign]
            return template

        self.env.get_template = checked  # type: ignore[method-assign]

    monkeypatch.setattr(Emitter, "__init__", init)
    doc = fixture(rule)
    modules = ["types.py", "rules.py", "methods.py", "messages.py", "protocols.py", "peers.py"]
    generate_module.generate(doc, doc, overlay=[], modules=[*modules, "dispatch.py"])
    # Each module's template; the types and messages packages' face and module templates.
    templates = {name.split(".")[0] for name in seen}
    assert templates >= {"rules", "methods", "protocols", "peers", "dispatch"}
    assert templates >= {"types_package", "types_module", "messages_package"}


def test_emitters_print_literals_with_repr_and_compute_no_names() -> None:
    """The emitters' source: no `json.dumps` (repr prints Python literals), no naming calls
    (names come from the IR); the templates derive no names (`| upper`, `Peer`, `_..Spec`)."""
    for module in ("emit.py", "emit_wire.py"):
        text = (CODEGEN / module).read_text(encoding="utf-8")
        assert "json.dumps" not in text, module
        calls = set(re.findall(r"naming\.(\w+)\(", text))
        assert calls == set(), (module, calls)
    for template in (CODEGEN / "templates").glob("*.jinja"):
        text = template.read_text(encoding="utf-8")
        assert "| upper" not in text, template.name
        assert not re.search(r"\}\}(Peer|Spec|Field|Message|_ROUTES)\b", text), template.name
        assert not re.search(r"_\{\{", text), template.name
