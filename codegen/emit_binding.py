"""Emit a version's binding record (`binding.py`): what the runtime is given of one version.

Every decision is made here, against the IR; `binding.py.jinja` only prints. The connection
rules of `codegen/versions.py` (`ConnectionRules`) are checked against the schema: each method
exists with the kind a rule needs, each member, tag and enum value named exists, and a
cancelled-turn answer names every required member of the prompt response. A problem is
recorded (`Emitter.problem`) rather than printed into a binding that would fail at run time.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass

from .emit import Emitter
from .errors import json_path
from .ir import Field, MethodDef


@dataclass
class FallbackOut:
    """One gated variant's fallback, as printed: its class and a `Fallback(...)` expression."""

    variant: str
    rule: str


@dataclass
class BindingOut:
    """Everything `binding.py.jinja` prints, each a Python expression or name."""

    classes: dict[str, str]  # Binding field -> class name from the types module
    capabilities_attribute: str
    cancelled_turn: str
    cancelled_permission: str
    fallbacks: list[FallbackOut]
    terminal: str
    turn_end: str  # a `TurnEnd(...)` expression
    methods: dict[str, str]  # Binding field -> repr of a method name
    error_codes: list[str]  # constant names of the error-code module
    sides: dict[str, str]  # "agent_routes" ... -> generated name
    batches: str  # `True` / `False`: whether a batch is served entry by entry
    sessions: dict[str, str]  # sessions: Binding field -> expression (method names, paths)
    # Where the tools find what each version places differently, and the version rule.
    agent_capabilities_path: str  # repr of a tuple of attribute names
    prompt_capabilities_path: str
    session_close_capability_path: str  # agent capabilities -> what advertises `session/close`
    # ... `session/resume` and `session/load` (None: the version has none), as the schema's
    # capability descriptions tie them (`codegen.conformance`)
    session_resume_capability_path: str
    session_load_capability_path: str
    prompt_content_capability: str  # content block tag -> its prompt capability's attribute
    mcp_acp_path: str  # `initialize` result -> the agent's MCP-over-ACP capability
    permission_tool_call_path: str  # permission request params -> the tool call it is about
    version_at_or_below: str  # `True` / `False`


def render_binding(emitter: Emitter) -> str:
    """The binding module of the emitter's version, or "" with problems recorded."""
    builder = _BindingBuilder(emitter)
    out = builder.build()
    if out is None:
        return ""
    return emitter.env.get_template("binding.py.jinja").render(
        header=emitter.header(),
        module=emitter.version.package,
        out=out,
        union=emitter.version.capabilities.union,
    )


class _BindingBuilder:
    def __init__(self, emitter: Emitter) -> None:
        self.e = emitter
        self.m = emitter.m
        self.rules = emitter.version.connection
        self.ok = True
        self.imports: set[str] = set()  # classes printed outside `classes`

    def problem(self, path: str, message: str) -> None:
        self.e.problem(path, message)
        self.ok = False

    def build(self) -> BindingOut | None:
        r = self.rules
        classes: dict[str, str] = {}
        initialize = self.method(r.initialize, "request")
        cancel_request = self.method(r.cancel_request, "notification")
        session_cancel = self.method(r.session_cancel, "notification")
        session_close = self.method(r.session_close, "request")
        prompt = self.method(r.prompt, "request")
        permission = self.method(r.permission, "request")
        session_update = self.method(r.session_update, "notification")
        table = self.e.version.capabilities
        if not (initialize and cancel_request and session_cancel and prompt and permission):
            return None
        if not session_close:
            return None
        if not session_update:
            return None
        classes.update(
            initialize_request=str(initialize.request),
            cancel_request=str(cancel_request.notification),
            session_cancel=str(session_cancel.notification),
            session_close=str(session_close.request),
            prompt_request=str(prompt.request),
            prompt_response=str(prompt.response),
            permission_request=str(permission.request),
            permission_response=str(permission.response),
            session_update=str(session_update.notification),
            client_capabilities=table.capabilities,
            error="Error",
        )
        for name in ("Error", table.capabilities):
            if name not in self.m.structs:
                self.problem(json_path("$defs", name), "the binding needs this type")
        capabilities = self.member(str(initialize.request), r.capabilities_member)
        if capabilities is not None and capabilities.type.name != table.capabilities:
            self.problem(
                capabilities.path or json_path("$defs", str(initialize.request)),
                f"the client's capabilities are read here: expected a {table.capabilities}",
            )
        chunk = self.variant(table.union, r.fallback_chunk)
        text = self.variant("ContentBlock", r.fallback_text)
        if chunk is not None:
            classes["fallback_chunk"] = chunk
            self.member(chunk, "content")
        if text is not None:
            classes["fallback_text"] = text
            self.member(text, "text")
        out = BindingOut(
            classes=classes,
            capabilities_attribute=repr(capabilities.py_name) if capabilities else "",
            cancelled_turn=self.cancelled_turn(str(prompt.response)),
            cancelled_permission=self.cancelled_permission(str(permission.response)),
            fallbacks=self.fallbacks(),
            terminal=self.terminal(),
            turn_end=self.turn_end(str(prompt.response)),
            methods={
                "cancel_request_method": repr(r.cancel_request),
                "session_update_method": repr(r.session_update),
                "session_cancel_method": repr(r.session_cancel),
            },
            error_codes=self.error_codes(),
            sides=self.sides(),
            batches=repr(r.batches),
            sessions=self.sessions(str(permission.request), str(permission.response)),
            **self.tool_paths(),
        )
        return out if self.ok else None

    def tool_paths(self) -> dict[str, str]:
        """The attribute paths to the agent's capabilities (in the `initialize` result) and to
        its prompt capabilities (in those), and the version rule of `initialize`."""
        from .conformance import capabilities_member, initialize_default

        r = self.rules
        init = initialize_default(self.e, "agent")
        if init is None:
            self.problem(json_path("$defs"), "the agent's `initialize` has no capabilities member")
            paths = (
                "agent_capabilities_path",
                "prompt_capabilities_path",
                "session_close_capability_path",
                "session_resume_capability_path",
                "session_load_capability_path",
                "prompt_content_capability",
                "mcp_acp_path",
                "permission_tool_call_path",
            )
            return (
                {k: "()" for k in paths}
                | {"prompt_content_capability": "{}"}
                | {"version_at_or_below": "False"}
            )
        member = capabilities_member(self.e, init.response)
        root = (_struct_of(member) or "") if member is not None else ""
        prompt = self.path_to(root, self.rules.prompt_capabilities)
        mcp = self.path_to(root, self.rules.mcp_capabilities)
        close = self.path_to(root, self.rules.session_close_capability)
        permission = self.m.methods.get(self.rules.permission)
        request = permission.request if permission is not None else None
        tool_call = self.path_to(request, self.rules.permission_tool_call) if request else ()
        mcp_struct = _struct_of_path(self, root, mcp)
        acp = self.py(mcp_struct, self.rules.mcp_acp) if mcp_struct else self.rules.mcp_acp
        return {
            "agent_capabilities_path": repr((init.capabilities_member,)),
            "prompt_capabilities_path": repr(prompt),
            "session_close_capability_path": repr(close),
            "session_resume_capability_path": repr(self.advertising(root, r.session_resume)),
            "session_load_capability_path": repr(self.advertising(root, r.session_load)),
            "prompt_content_capability": self.prompt_content(),
            "mcp_acp_path": repr((init.capabilities_member, *mcp, acp)),
            "permission_tool_call_path": repr(tool_call),
            "version_at_or_below": repr(init.at_or_below),
        }

    def advertising(self, root: str, method: str) -> tuple[str, ...] | None:
        """The attribute path from the agent's capabilities (struct `root`) to the capability
        that advertises `method`, as the schema's capability descriptions tie them
        (`codegen.conformance`: v1's `loadSession` "Whether the agent supports
        `session/load`", v2's `session` whose baseline methods include `session/resume`);
        None where the version has no such method."""
        from .conformance import advertised

        if method not in self.m.methods:
            return None
        found = advertised(self.e, "agent")
        ties = [t for t in found.ties if method in t.methods] if found is not None else []
        if not ties:
            self.problem(json_path("$defs", root), f"no agent capability advertises {method!r}")
            return None
        return self.member_path(root, ties[0].path)

    def prompt_content(self) -> str:
        """`{tag: attribute}`: the content blocks a prompt may carry only where the agent's
        prompt capabilities opt in, each tag a `ContentBlock` variant and each member one of
        the prompt capabilities."""
        out: dict[str, str] = {}
        for tag, wire in self.rules.prompt_content:
            self.variant(self.rules.content_block, tag)
            field = self.member(self.rules.prompt_capabilities, wire)
            if field is not None:
                out[tag] = field.py_name
        return repr(out)

    def path_to(self, root: str, target: str) -> tuple[str, ...]:
        """The shortest attribute path from struct `root` to a member of type `target`."""
        todo: list[tuple[str, tuple[str, ...]]] = [(root, ())]
        seen = {root}
        while todo:
            struct, path = todo.pop(0)
            for f in self.e.all_fields(self.m.structs[struct]):
                name = _struct_of(f)
                if name == target:
                    return (*path, f.py_name)
                # Through a union, each variant's members (an attribute read on another
                # variant finds nothing).
                union = self.m.unions.get(name or "")
                reached = [v.type_name for v in union.variants] if union else [name]
                for step in reached:
                    if step in self.m.structs and step not in seen:
                        seen.add(step)
                        todo.append((step, (*path, f.py_name)))
        self.problem(json_path("$defs", root), f"no member path leads to a {target}")
        return ()

    # ------------------------------------------------------------------------ lookups

    def method(self, name: str, kind: str) -> MethodDef | None:
        m = self.m.methods.get(name)
        if m is None or getattr(m, kind) is None or (kind == "request" and m.response is None):
            self.problem(
                json_path("$defs"), f"the connection's rules need method {name!r} ({kind})"
            )
            return None
        return m

    def member(self, struct: str, wire: str) -> Field | None:
        s = self.m.structs.get(struct)
        found = next((f for f in self.e.all_fields(s) if f.wire_name == wire), None) if s else None
        if found is None:
            self.problem(json_path("$defs", struct), f"the binding reads member {wire!r}: absent")
        return found

    def variant(self, union: str, tag: str) -> str | None:
        u = self.m.unions.get(union)
        found = next((v.type_name for v in u.variants if v.tag == tag), None) if u else None
        if found is None:
            self.problem(json_path("$defs", union), f"the binding needs variant {tag!r}: absent")
        return found

    # ------------------------------------------------------------------------ rules

    def cancelled_turn(self, response: str) -> str:
        rule = self.rules.cancelled_turn
        if rule is None:
            return "None"
        wire, value = rule
        field = self.member(response, wire)
        if field is None:
            return "None"
        enum = self.m.enums.get(field.type.name or "")
        if enum is None or value not in [v.value for v in enum.values]:
            self.problem(field.path or json_path("$defs", response), f"{value!r} is not a value")
        struct = self.m.structs[response]
        others = [f.wire_name for f in self.e.all_fields(struct) if f.required and f is not field]
        if others:
            self.problem(
                json_path("$defs", response),
                f"a cancelled turn cannot be answered: required {', '.join(others)} unknown",
            )
        return repr((field.py_name, value))

    def cancelled_permission(self, response: str) -> str:
        wire, tag = self.rules.cancelled_permission
        field = self.member(response, wire)
        if field is None:
            return ""
        outcome = self.variant(field.type.name or "", tag)
        if outcome is None:
            return ""
        self.imports.add(outcome)
        return f"({field.py_name!r}, types.{outcome})"

    def fallbacks(self) -> list[FallbackOut]:
        table = self.e.version.capabilities
        allowed = {r.tag for r in table.rules if r.fallback}
        given = {f.tag for f in self.rules.fallbacks}
        for tag in sorted(allowed ^ given):
            self.problem(
                json_path("$defs", table.union),
                f"variant {tag!r}: the capability table and the fallback rules disagree",
            )
        outs = []
        for f in self.rules.fallbacks:
            variant = self.variant(table.union, f.tag)
            if variant is None:
                continue
            content = None if f.content is None else self.py(variant, f.content)
            text = None if f.text is None else self.template(variant, f.text)
            detail = None if f.detail is None else self.py(variant, f.detail)
            args = [f"content={content!r}", f"text={text!r}", f"detail={detail!r}"]
            args.append(f"spaces={f.spaces!r}")
            outs.append(FallbackOut(variant, f"Fallback({', '.join(args)})"))
        return outs

    def py(self, struct: str, wire: str) -> str:
        field = self.member(struct, wire)
        return field.py_name if field is not None else wire

    def template(self, struct: str, text: str) -> str:
        """`text` with each `{wire}` field replaced by `{python_name}`, each checked."""
        names = [name for _, name, _, _ in string.Formatter().parse(text) if name]
        for name in names:
            text = re.sub(r"\{" + re.escape(name) + r"\}", "{" + self.py(struct, name) + "}", text)
        return text

    def terminal(self) -> str:
        enum = self.m.enums.get(self.rules.compaction_status)
        values = [v.value for v in enum.values] if enum is not None else []
        for value in self.rules.terminal_compaction:
            if value not in values:
                self.problem(
                    json_path("$defs", self.rules.compaction_status),
                    f"terminal status {value!r} is not a value",
                )
        return (
            f"frozenset({{{', '.join(repr(v) for v in sorted(self.rules.terminal_compaction))}}})"
        )

    def turn_end(self, response: str) -> str:
        """The `TurnEnd(...)` expression: each member, tag and state value checked."""
        rule = self.rules.turn_end
        table = self.e.version.capabilities
        if (rule.response is None) == (rule.update is None):
            self.problem(json_path("$defs", response), "a turn ends by its response or an update")
        args = {
            "response_stop_reason": repr(None),
            "update": repr(None),
            "state": repr(None),
            "idle": repr(None),
            "update_stop_reason": repr(None),
            "inserted_message": repr(None),
            "tool_call_announcement": repr(rule.tool_call_announcement),
        }
        if rule.response is not None:
            args["response_stop_reason"] = repr(self.py(response, rule.response))
        if rule.update is not None:
            update = self.variant(table.union, rule.update)
            if update is not None:
                self.imports.add(update)
                args["update"] = f"types.{update}"
                args["state"] = repr(self.py(update, rule.state))
                args["update_stop_reason"] = repr(self.py(update, rule.stop_reason))
                self.variant(rule.states, rule.idle)  # the idle state is a variant
                args["idle"] = repr(rule.idle)
        if rule.inserted_message is not None:
            args["inserted_message"] = repr(self.py(response, rule.inserted_message))
        if rule.tool_call_announcement is not None:
            self.variant(table.union, rule.tool_call_announcement)
        return f"TurnEnd({', '.join(f'{k}={v}' for k, v in args.items())})"

    # ------------------------------------------------------------------------ sessions

    def sessions(self, permission_request: str, permission_response: str) -> dict[str, str]:
        """What client sessions read of the version: the methods they send and serve (the
        binding's method table lacks those the schema lacks, v2's `session/load`, `fs/*` and
        `terminal/create` ...;
        `session/new` and `session/prompt` every version has) and
        the permission request's tool call, as Python attribute paths checked member by
        member."""
        r = self.rules
        required = {"session_new_method": r.session_new, "session_prompt_method": r.prompt}
        optional = {
            "session_close_method": r.session_close,
            "session_load_method": r.session_load,
            "session_resume_method": r.session_resume,
            "session_fork_method": r.session_fork,
            "session_set_mode_method": r.session_set_mode,
            "session_set_config_option_method": r.session_set_config_option,
            "read_text_file_method": r.read_text_file,
            "write_text_file_method": r.write_text_file,
            "terminal_create_method": r.terminal_create,
            "terminal_output_method": r.terminal_output,
            "terminal_wait_for_exit_method": r.terminal_wait_for_exit,
            "terminal_kill_method": r.terminal_kill,
            "terminal_release_method": r.terminal_release,
        }
        out: dict[str, str] = {}
        for field, name in required.items():
            self.method(name, "request")
            out[field] = repr(name)
        for field, name in optional.items():
            found = self.m.methods.get(name)
            if found is not None and found.request is None:
                self.problem(json_path("$defs"), f"sessions send or serve {name!r} as a request")
            out[field] = repr(name)  # absent from the version's `methods` where it has none
        out["selected_permission_outcome"] = self.selected_permission(permission_response)
        # (the path to the tool call itself is found by type: `tool_paths`)
        id_path = r.permission_tool_call_id
        out["permission_tool_call_id_path"] = repr(
            None if id_path is None else self.member_path(permission_request, id_path)
        )
        return out

    def selected_permission(self, response: str) -> str:
        """`deferred(lambda: (member, outcome class, option member))`: how a permission
        response selecting an option is built (the outcome member as `cancelled_permission`)."""
        wire, _ = self.rules.cancelled_permission
        tag, option = self.rules.selected_permission
        field = self.member(response, wire)
        outcome = self.variant(field.type.name or "", tag) if field is not None else None
        if field is None or outcome is None:
            return "None"
        py_option = self.py(outcome, option)
        return f"deferred(lambda: ({field.py_name!r}, types.{outcome}, {py_option!r}))"

    def member_path(self, struct: str, wires: tuple[str, ...]) -> tuple[str, ...]:
        """The Python names of a member path from `struct`; a member whose type is a union
        continues in whichever of its variants has the next member."""
        names: list[str] = []
        holders = [struct]
        for wire in wires:
            found = None
            for holder in holders:
                s = self.m.structs.get(holder)
                found = (
                    next((f for f in self.e.all_fields(s) if f.wire_name == wire), None)
                    if s
                    else None
                )
                if found is not None:
                    break
            if found is None:
                self.problem(json_path("$defs", struct), f"no member {wire!r} on the path {wires}")
                return ()
            names.append(found.py_name)
            refs = sorted(found.type.refs())
            holders = []
            for ref in refs:
                union = self.m.unions.get(ref)
                holders += [v.type_name for v in union.variants] if union is not None else [ref]
        return tuple(names)

    def error_codes(self) -> list[str]:
        codes = self.m.enums.get(self.e.version.error_codes)
        return [v.constant for v in codes.values] if codes is not None else []

    def sides(self) -> dict[str, str]:
        by_side = {s.side: s for s in self.m.sides}
        out: dict[str, str] = {}
        for side in ("agent", "client"):
            found = by_side.get(side)
            if found is None:
                self.problem(json_path("$defs"), f"no method is handled by the {side} side")
                continue
            out[f"{side}_routes"] = found.routes
            out[f"{side}_peer"] = found.peer
            out[f"{side}_protocol"] = found.protocol
        return out


def _struct_of(f: Field) -> str | None:
    """The struct a member's type names, through `X | None`."""
    t = f.type
    if t.kind == "union":
        refs = [i.name for i in t.items if i.kind == "ref"]
        return refs[0] if len(refs) == 1 else None
    return t.name if t.kind == "ref" else None


def _struct_of_path(builder: _BindingBuilder, root: str, path: tuple[str, ...]) -> str | None:
    """The struct at the end of the attribute `path` from struct `root`."""
    struct: str | None = root
    for attr in path:
        fields = builder.e.all_fields(builder.m.structs[struct]) if struct else []
        found = next((f for f in fields if f.py_name == attr), None)
        struct = _struct_of(found) if found is not None else None
    return struct
