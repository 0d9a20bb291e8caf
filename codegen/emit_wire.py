"""Emit the handler protocols and the dispatcher tables from the IR's methods.

Every decision is made here; `protocols.py.jinja` and `dispatch.py.jinja` only print.

- One `typing.Protocol` per side that handles methods: `Agent` (x-side "agent"), `Client`
  ("client") and `Proxy` ("proxy", the conductor's proxy-chain methods: a component acting as a
  proxy implements it). The "protocol" side (`$/cancel_request`) belongs to no handler: both
  ends of every connection handle it, so `acp_wire.connection` does, not user code.
- One async method per method, named by `naming.handler_name` (the IR's `handler`), taking the
  typed params and returning the typed result, or None for a notification.
- A method the schema allows both as a request and as a notification (e.g. `mcp/message`) gets
  two methods: `<handler>` for the request and `<handler>_notification` for the notification,
  because the two carry different params and only one has a result.
- Every method has a default body that answers "method not found" (requests) or ignores the
  message (notifications), so a class that subclasses the protocol explicitly implements only
  what it supports; a structural implementation must have them all.
- Extension methods (`_...`) go to `ext_method` / `ext_notification`.
- The agent's `initialize` has a working default instead (codegen/conformance.py decides it):
  the negotiated version, the class's name and the capabilities its overridden handlers stand
  for; each protocol that advertises capabilities at `initialize` gets
  `advertised_capabilities()` from a printed table of those ties, and the protocol that
  handles `session/new` gets `new_session_id()`.
- For each protocol, a peer class (`AgentPeer`, ...) implements it by sending: the typed way to
  call the other end of a connection (`conn.agent.session_prompt(PromptRequest(...))`).
- A handler's `conn` is typed with what it sees of the connection serving it: a small protocol
  per side (`AgentConnection`, `ClientConnection`, `SERVED`) printed beside the handler
  protocols, which the version's connection class satisfies (`connections.py` has the checker
  prove it). Not the class itself: it is built on the handler protocol, so naming it here
  would tie the two modules in a circle. The agent's senders of session updates take the
  version's update union (`UpdateTypes`, read from the `session/update` params).
"""

from __future__ import annotations

from dataclasses import dataclass

from .conformance import Advertised, InitializeDefault, advertised, initialize_default
from .emit import Emitter, docstring
from .ir import Field, MethodDef, StructDef

# The sides whose handlers a version's `connections.py` serves: the class serving each there,
# and the protocol printed for what a handler sees of it (`conn`). The proxy side is served by
# `acp_wire.proxy`, above the versions: its handlers keep an untyped `conn`.
SERVED = {
    "agent": ("AgentSideConnection", "AgentConnection"),
    "client": ("ClientSideConnection", "ClientConnection"),
}


@dataclass
class HandlerOut:
    """One handler method of a protocol."""

    name: str
    method: str  # repr of the wire name
    method_text: str  # the wire name
    params: str
    result: str
    doc: str
    default_body: str
    is_request: bool
    omittable: bool  # `params` may be left out: the handler gets the empty params object
    negotiates: bool = False  # the default `initialize` (codegen/conformance.py), not -32601


@dataclass
class UpdateTypes:
    """The types the agent's senders of session updates take, from the `session/update`
    params: `send_update(session_id, update)` builds `notification(session_id=..., update=...)`
    (the driver's keywords), and the client's capabilities gate what it sends."""

    update: str  # the union of updates (`SessionUpdate`)
    notification: str  # the params (`SessionNotification`)
    capabilities: str  # the client's capabilities (`ClientCapabilities`)


@dataclass
class ConnectionView:
    """What a side's handler sees of the connection serving it: printed as a protocol."""

    name: str  # `AgentConnection`
    handler: str  # `Agent`
    served_by: str  # `AgentSideConnection`, in connections.py
    peer_attribute: str  # `client`: the other side as a typed handler object
    peer: str  # `Client`: its handler protocol
    updates: UpdateTypes | None  # the agent's senders of session updates
    proof: str  # the checker-only function of `connections.py` proving `served_by` fits
    cancels: bool  # the side sends `session/cancel` (`session_cancel(session_id)`)


@dataclass
class ProtocolOut:
    """One handler protocol, with its peer class and dispatcher table names (from the IR)."""

    name: str
    side: str
    doc: str
    handlers: list[HandlerOut]
    peer: str
    routes: str
    advertised: Advertised | None = None
    ties: list[str] | None = None  # the printed rows of `advertised.table`
    session_ids: bool = False  # the side answers `session/new`: it gets `new_session_id()`
    conn: str = "Any"  # the annotation of `conn`: a `ConnectionView`'s name, if served here
    served_by: str = ""  # the class of `connections.py` serving this side, if any


def _initialize_body(init: InitializeDefault, protocol: str) -> str:
    """The default `initialize`'s body: negotiate, name the agent, advertise."""
    return (
        f"return {init.response}(\n"
        f"            {init.version_member}=negotiate_version(\n"
        f"                params.protocol_version, {init.supported!r}, "
        f"at_or_below={init.at_or_below!r}\n"
        f"            ),\n"
        f"            {init.info_member}=implementation_info(self, "
        f"{protocol.lower()!r}, {init.info_type}),\n"
        f"            {init.capabilities_member}=self.advertised_capabilities(),\n"
        f"        )"
    )


_INITIALIZE_DOC = """

By default (acp-wire) it answers with the negotiated protocol version: the requested
one if this binding speaks it, else {rule}.
`{info}` comes from the class attributes `{prefix}_name` (default: the class's name),
`{prefix}_title` (default: none) and `{prefix}_version` (default "0.0.0"); the
capabilities from `advertised_capabilities()`, which derives them from the handlers the
class overrides. Override this method, or
`advertised_capabilities`, to answer otherwise."""


def _handlers(m: MethodDef, side: str, emitter: Emitter) -> list[HandlerOut]:
    """The handler methods of `m` on the protocol of `side` (each kind has its own side)."""
    out = []
    single = not (m.request and m.notification)
    doc = m.doc.strip() or f"`{m.name}`."
    if m.draft:
        doc += "\n\nDraft only: not in the stable schema."
    if m.request and m.request_side == side:
        body = f"raise RequestError.method_not_found({m.name!r})"
        init = initialize_default(emitter, side) if m.name == "initialize" else None
        if init is not None:
            protocol = next(s.protocol for s in emitter.m.sides if s.side == side)
            body = _initialize_body(init, protocol)
            rule = (
                "the highest it speaks below it\n(-32022 if there is none)"
                if init.at_or_below
                else "the latest it speaks"
            )
            doc += _INITIALIZE_DOC.format(rule=rule, info=init.info_member, prefix=protocol.lower())
        out.append(
            HandlerOut(
                name=m.handler,
                method=repr(m.name),
                method_text=m.name,
                params=m.request,
                result=m.response or "Any",
                doc=docstring(doc, "        "),
                default_body=body,
                is_request=True,
                omittable=single and emitter.params_may_be_omitted(m.request),
                negotiates=init is not None,
            )
        )
    if m.notification and m.notification_side == side:
        ndoc = doc if not m.request else f"`{m.name}` sent as a notification.\n\n{doc}"
        out.append(
            HandlerOut(
                name=m.notification_handler,
                method=repr(m.name),
                method_text=m.name,
                params=m.notification,
                result="None",
                doc=docstring(ndoc, "        "),
                default_body="return None",
                is_request=False,
                omittable=single and emitter.params_may_be_omitted(m.notification),
            )
        )
    return out


def protocols(emitter: Emitter) -> list[ProtocolOut]:
    methods = sorted(emitter.m.methods.values(), key=lambda m: m.name)
    outs = []
    for s in emitter.m.sides:
        side, class_name = s.side, s.protocol
        handlers = [h for m in methods for h in _handlers(m, side, emitter)]
        doc = (
            f'"""The methods a{"n" if class_name[0] in "AEIOU" else ""} {side} handles '
            f'(schema `x-side: "{side}"`), one async method each.\n\n'
            f"    Subclass it and override what you support: the defaults answer -32601\n"
            f'    "method not found" to requests and ignore notifications.\n    """'
        )
        adv = advertised(emitter, side)
        rows = None
        if adv is not None:
            rows = [
                f"# {', '.join(t.methods)}\n    ({t.path!r}, {t.value}, {t.handlers!r}),"
                for t in adv.ties
            ]
        new = emitter.m.methods.get("session/new")
        session_ids = bool(new and new.request and new.request_side == side)
        served_by, conn = SERVED.get(side, ("", "Any"))
        outs.append(
            ProtocolOut(
                class_name,
                side,
                doc,
                handlers,
                s.peer,
                s.routes,
                adv,
                rows,
                session_ids,
                conn,
                served_by,
            )
        )
    return outs


def update_types(emitter: Emitter) -> UpdateTypes | None:
    """The types of the agent's update senders, from the IR (None where the schema lacks them:
    the senders are then not typed)."""
    rules = emitter.version.connection
    m = emitter.m.methods.get(rules.session_update)
    init = emitter.m.methods.get(rules.initialize)
    params = emitter.m.structs.get(m.notification or "") if m else None
    request = emitter.m.structs.get(init.request or "") if init else None
    update = next((f for f in _fields(emitter, params) if f.py_name == "update"), None)
    wire = rules.capabilities_member
    caps = next((f for f in _fields(emitter, request) if f.wire_name == wire), None)
    if not (params and update and update.type.kind == "ref" and caps and caps.type.name):
        return None  # the version's binding reports what it lacks; a test schema may lack it
    return UpdateTypes(emitter.type_str(update.type), params.name, caps.type.name)


def _fields(emitter: Emitter, struct: StructDef | None) -> list[Field]:
    return emitter.all_fields(struct) if struct else []


def _sends(emitter: Emitter, method: str, side: str) -> bool:
    """Whether `side` sends the notification `method` (the other side handles it)."""
    m = emitter.m.methods.get(method)
    return bool(m and m.notification and m.notification_side not in (None, side))


def connection_views(emitter: Emitter) -> list[ConnectionView]:
    """One per side served by `connections.py` (the agent's and the client's)."""
    protocol_of = {s.side: s.protocol for s in emitter.m.sides}
    views = []
    for side, (served_by, name) in SERVED.items():
        other = "client" if side == "agent" else "agent"
        if side not in protocol_of or other not in protocol_of:
            continue  # `connections.py` reports the missing side (`emit_face._sides`)
        updates = update_types(emitter) if side == "agent" else None
        views.append(
            ConnectionView(
                name,
                protocol_of[side],
                served_by,
                other,
                protocol_of[other],
                updates,
                f"_serves_{side}",
                cancels=_sends(emitter, emitter.version.connection.session_cancel, side),
            )
        )
    return views


def _negotiates(outs: list[ProtocolOut]) -> bool:
    return any(h.negotiates for p in outs for h in p.handlers)


def _imports(outs: list[ProtocolOut], defaults: bool = False) -> list[str]:
    """The types the handler signatures name; with `defaults`, also those the default
    `initialize` and `advertised_capabilities` build."""
    names = {h.params for p in outs for h in p.handlers}
    names |= {h.result for p in outs for h in p.handlers if h.result not in ("Any", "None")}
    if defaults:
        names |= {p.advertised.type for p in outs if p.advertised}
        if _negotiates(outs):
            names.add("Implementation")  # the default `initialize` names the agent
    return sorted(names)


def render_protocols(emitter: Emitter) -> str:
    outs = protocols(emitter)
    views = connection_views(emitter)
    imports = set(_imports(outs, defaults=True))
    for v in views:
        if v.updates:
            imports |= {v.updates.update, v.updates.notification, v.updates.capabilities}
    return emitter.env.get_template("protocols.py.jinja").render(
        header=emitter.header(),
        protocols=outs,
        views=views,
        imports=sorted(imports),
        advertises=any(p.advertised for p in outs),
        initializes=_negotiates(outs),
        session_ids=any(p.session_ids for p in outs),
    )


def render_peers(emitter: Emitter) -> str:
    outs = protocols(emitter)
    return emitter.env.get_template("peers.py.jinja").render(
        header=emitter.header(), protocols=outs, imports=_imports(outs)
    )


def render_dispatch(emitter: Emitter) -> str:
    outs = protocols(emitter)
    empty = sorted({h.params for p in outs for h in p.handlers if h.omittable})
    return emitter.env.get_template("dispatch.py.jinja").render(
        header=emitter.header(), protocols=outs, imports=empty
    )
