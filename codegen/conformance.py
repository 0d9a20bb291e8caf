"""Decide the default `initialize` of a version's handler protocols from the IR.

The generated `Agent.initialize` negotiates the version, names the agent and advertises the
capabilities of the handlers the agent's class overrides. Everything it needs from the schema
is decided here, at generation time, and printed as data (the templates only print):

- Which capability stands for which methods ("ties"). The schema says it in each capability
  field's description: "Whether the agent supports `session/load`.", "Whether the Client
  support all `terminal/*` methods.", "Supplying `{}` means the agent supports the baseline
  session methods: `session/new`, `session/list`, ...". A field is tied to the methods named
  right after "supports" (or after "supports the baseline ... methods:"), when they are methods
  the capability's side handles; a `prefix/*` names every such method under the prefix. The
  capability is advertised when the class overrides the handler of every method tied to it; a
  boolean field is advertised as `true`, an object field as `{}`.
- How the version is negotiated. v1's schema says the agent answers "the protocol version the
  client specified if supported by the agent, or the latest protocol version supported by the
  agent". v2's says "the highest protocol version supported by the agent that is at or below
  the version requested by the client. If no such version exists, initialization fails with
  error code -32022"; that rule applies where the schema's error codes have -32022.
- Where the answer goes: the `initialize` response members holding the version, the
  implementation info (`Implementation`) and the capabilities (the `*Capabilities` struct).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .emit import Emitter
from .ir import Field, MethodDef, TypeExpr

# "Whether the agent supports `a`", "Whether the Client support all `a/*` methods", "means the
# agent supports the baseline session methods: `a`, `b`, and `c`", "supports the logout method".
# Only these sentences: "Agents that also support `session/list` may ..." ties nothing.
_SUPPORTS = re.compile(
    r"(?:\bWhether the \w+|\bmeans the \w+) supports?\s+(?:all\s+)?(?:the\s+)?"
    r"(?:baseline\s+[\w ]*methods:\s*)?"
    r"((?:`[^`]+`(?:,\s*(?:and\s+)?|\s+and\s+)?)+|\w+(?= method\b))"
)
_NAME = re.compile(r"`([^`]+)`")
UNSUPPORTED_VERSION = -32022  # the schema's "Unsupported protocol version" error code


@dataclass(frozen=True)
class Tie:
    """One capability the handler protocol advertises when its class overrides `handlers`."""

    path: tuple[str, ...]  # wire names from the capabilities struct, e.g. ("loadSession",)
    value: str  # "True" or "{}": what is advertised (Python source)
    handlers: tuple[str, ...]  # handler method names that must all be overridden
    methods: tuple[str, ...]  # their wire names (printed as a comment)


@dataclass(frozen=True)
class InitializeDefault:
    """What the default `initialize` of one handler protocol prints."""

    request: str  # params type
    response: str  # result type
    version_member: str  # Python names of the response members
    info_member: str
    info_type: str
    capabilities_member: str  # filled by the protocol's `advertised_capabilities()`
    supported: tuple[int, ...]  # the versions this binding speaks
    at_or_below: bool  # v2's rule: the highest supported version not above the requested one


def _ref(t: TypeExpr) -> str | None:
    """The struct a field's type names, through `X | None` unions."""
    if t.kind == "ref":
        return t.name
    if t.kind == "union":
        refs = [r for r in (_ref(i) for i in t.items) if r]
        return refs[0] if len(refs) == 1 else None
    return None


def _handlers_of_side(emitter: Emitter, side: str) -> dict[str, str]:
    """Wire name -> handler name of every method the protocol of `side` handles."""
    out: dict[str, str] = {}
    m: MethodDef
    for m in emitter.m.methods.values():
        if m.request and m.request_side == side:
            out[m.name] = m.handler
        elif m.notification and m.notification_side == side:
            out[m.name] = m.notification_handler
    return out


def _methods_named(doc: str, handlers: dict[str, str]) -> list[str]:
    """The methods of the side a capability field's description says it stands for."""
    names: list[str] = []
    for match in _SUPPORTS.finditer(doc):
        for name in _NAME.findall(match.group(1)) or [match.group(1)]:
            if name.endswith("/*"):
                names += sorted(n for n in handlers if n.startswith(name[:-1]))
            elif name in handlers:
                names.append(name)
    return list(dict.fromkeys(names))


def capability_ties(emitter: Emitter, root: str, side: str) -> list[Tie]:
    """Every field under the struct `root` tied to methods the protocol of `side` handles."""
    handlers = _handlers_of_side(emitter, side)
    ties: list[Tie] = []

    def walk(struct: str, path: tuple[str, ...], seen: frozenset[str]) -> None:
        f: Field
        for f in emitter.m.structs[struct].fields:
            here = (*path, f.wire_name)
            target = _ref(f.type)
            methods = _methods_named(f.doc, handlers)
            is_object = target in emitter.m.structs
            if methods and (f.type.kind == "bool" or is_object):
                value = "True" if f.type.kind == "bool" else "{}"
                names = tuple(handlers[m] for m in methods)
                ties.append(Tie(here, value, names, tuple(methods)))
            if is_object and target and target not in seen:
                walk(target, here, seen | {target})

    if root in emitter.m.structs:
        walk(root, (), frozenset({root}))
    return ties


def _member(emitter: Emitter, struct: str, pick: object) -> Field | None:
    for f in emitter.m.structs[struct].fields:
        if callable(pick) and pick(f):
            return f
    return None


def capabilities_member(emitter: Emitter, struct: str) -> Field | None:
    """The member of `struct` holding a `*Capabilities` struct."""

    def pick(f: Field) -> bool:
        target = _ref(f.type) or ""
        return target.endswith("Capabilities") and target in emitter.m.structs

    return _member(emitter, struct, pick)


def initialize_default(emitter: Emitter, side: str) -> InitializeDefault | None:
    """The default `initialize` of the protocol of `side`, or None where the schema has no
    `initialize` it handles with the members the default fills."""
    m = emitter.m.methods.get("initialize")
    if not m or m.request_side != side or not m.request or not m.response:
        return None
    if m.response not in emitter.m.structs:
        return None
    version = _member(emitter, m.response, lambda f: f.wire_name == "protocolVersion")
    info = _member(emitter, m.response, lambda f: _ref(f.type) == "Implementation")
    caps = capabilities_member(emitter, m.response)
    if not (version and info and caps and "Implementation" in emitter.m.structs):
        return None
    codes = emitter.m.enums.get(emitter.version.error_codes)
    at_or_below = bool(codes) and any(v.value == UNSUPPORTED_VERSION for v in codes.values)
    if not codes:
        alias = emitter.m.unions.get(emitter.version.error_codes)
        at_or_below = bool(alias) and f"{UNSUPPORTED_VERSION}" in str(alias.members)
    return InitializeDefault(
        request=m.request,
        response=m.response,
        version_member=version.py_name,
        info_member=info.py_name,
        info_type="Implementation",
        capabilities_member=caps.py_name,
        supported=(emitter.version.protocol,),
        at_or_below=at_or_below,
    )


@dataclass(frozen=True)
class ClientInitialize:
    """What `ClientSideConnection.initialize()` fills in of the version's `initialize` params."""

    request: str  # params type
    response: str  # result type
    version_member: str  # Python names of the request members
    info_member: str
    capabilities_member: str  # filled by the client's `advertised_capabilities()`
    agent_capabilities: str  # the type of the response's capabilities (`AgentCapabilities`)


def client_initialize(emitter: Emitter) -> ClientInitialize | None:
    """The members a client's default `initialize` request fills, or None where the schema's
    `initialize` params lack one of them."""
    m = emitter.m.methods.get("initialize")
    if not m or m.request_side != "agent" or not m.request or not m.response:
        return None
    if m.request not in emitter.m.structs or "Implementation" not in emitter.m.structs:
        return None
    version = _member(emitter, m.request, lambda f: f.wire_name == "protocolVersion")
    info = _member(emitter, m.request, lambda f: _ref(f.type) == "Implementation")
    caps = capabilities_member(emitter, m.request)
    answered = capabilities_member(emitter, m.response)
    if not (version and info and caps and answered):
        return None
    return ClientInitialize(
        request=m.request,
        response=m.response,
        version_member=version.py_name,
        info_member=info.py_name,
        capabilities_member=caps.py_name,
        agent_capabilities=_ref(answered.type) or "",
    )


@dataclass(frozen=True)
class Advertised:
    """The capabilities struct a side advertises at `initialize`, with its ties."""

    type: str
    ties: tuple[Tie, ...]
    table: str  # the module constant the ties are printed as (`_AGENT_TIES`)


def advertised(emitter: Emitter, side: str) -> Advertised | None:
    """What the protocol of `side` advertises: the `*Capabilities` member of the `initialize`
    response where the side answers it (the agent), of its params where the side sends it
    (the client); None for a side `initialize` does not concern."""
    m = emitter.m.methods.get("initialize")
    if not m or not m.request or not m.response:
        return None
    if m.request_side == side:
        struct = m.response
    elif side == "client" and m.request_side == "agent":
        struct = m.request
    else:
        return None
    if struct not in emitter.m.structs:
        return None
    caps = capabilities_member(emitter, struct)
    if caps is None:
        return None
    kind = str(_ref(caps.type))
    ties = tuple(capability_ties(emitter, kind, side))
    return Advertised(kind, ties, f"_{side.upper()}_TIES")
