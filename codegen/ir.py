"""The generator's own model of the schema: what every emitter prints from.

The IR is deliberately small. A type is a struct, a union, an enum or an alias; a struct has fields;
a field knows its wire name, its Python name, its type expression and the schema's per-field
flags. Emitters never look at the raw JSON Schema again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

TypeKind = Literal["ref", "str", "int", "float", "bool", "any", "list", "dict", "literal", "union"]


@dataclass(frozen=True)
class TypeExpr:
    """A type expression: a reference to a named type, a primitive, or a container of those."""

    kind: TypeKind
    name: str | None = None  # for "ref"
    items: tuple[TypeExpr, ...] = ()  # list item, dict value, union members
    literals: tuple[object, ...] = ()  # for "literal"
    ge: int | None = None  # integer bounds from `minimum`/`maximum`/`format`
    le: int | None = None
    min_length: int | None = None  # string length from `minLength`, array length from `minItems`
    # The private alias a constrained str / int is printed as (`_Int32`), by `naming`.
    alias: str | None = None

    def refs(self) -> set[str]:
        """Names of all types this expression mentions."""
        out = {self.name} if self.kind == "ref" and self.name else set()
        for item in self.items:
            out |= item.refs()
        return out


@dataclass(frozen=True)
class Field:
    """One property of an object type."""

    wire_name: str
    py_name: str
    type: TypeExpr
    required: bool
    nullable: bool
    doc: str
    default_on_error: bool = False  # x-deserialize-default-on-error
    skip_invalid_items: bool = False  # x-deserialize-skip-invalid-items
    default_on_null: bool = False  # x-deserialize-default-on-null
    draft: bool = False  # the property is absent from the stable schema
    path: str = ""  # JSON path of the property schema, for problems found when printing it


@dataclass
class StructDef:
    """An object type, possibly a variant of a tagged union."""

    name: str
    doc: str
    fields: list[Field]
    draft: bool = False
    base: str | None = None  # a struct whose fields this one inherits
    tag_field: str | None = None
    tag: str | None = None
    schema_name: str | None = None  # the `$defs` name, or None for a variant made up here
    closed: bool = False  # `additionalProperties: false`: no property but its own is allowed


@dataclass(frozen=True)
class Variant:
    """One member of a union: a named type, selected by a tag value when it has one."""

    type_name: str
    tag: str | None = None
    # An untagged member of a tagged union is also selected by its alternative's `title` when
    # the tag field carries it (`McpServer` `"type": "stdio"`, `AuthMethod` `"type": "agent"`):
    # the name serde and the Kotlin SDK write for it.
    title_tag: str | None = None


UnionKind = Literal["tagged", "resolved", "primitive"]


@dataclass
class UnionDef:
    """A union of types.

    - tagged: every member is a struct carrying the same const tag field; msgspec decodes it
      natively.
    - resolved: objects that msgspec cannot tell apart natively (no tag, or a tag on only some
      members); the runtime resolves them by the rule in `acp_wire._codec.resolve`.
    - primitive: members msgspec can tell apart by JSON type (string / integer / array ...).

    Object unions (tagged and resolved) with a tag field keep unknown tag values as `unknown_name`.
    """

    name: str
    doc: str
    kind: UnionKind
    variants: list[Variant]
    tag_field: str | None = None
    members: tuple[TypeExpr, ...] = ()  # for primitive unions
    unknown_name: str | None = None
    # Sets of wire names the schema's catch-all ("other") alternative requires; an unknown
    # variant must carry every name of one set.
    unknown_requires: tuple[frozenset[str], ...] = ()
    # For the params / result union of a JSON-RPC envelope: the member each method selects.
    by_method: dict[str, str] = field(default_factory=dict)
    draft: bool = False
    spec_name: str = ""  # private name of its selection table (`_McpServerSpec`)
    field_alias: str = ""  # private alias of fields holding it when resolved (`_McpServerField`)


@dataclass(frozen=True)
class EnumValue:
    """One const of an enum, with the name of its constant (on `Known<Enum>`, error codes)."""

    value: object
    constant: str
    doc: str


@dataclass
class EnumDef:
    """A set of const values; open enums accept any value of the base type."""

    name: str
    doc: str
    values: list[EnumValue]
    open: bool
    base: Literal["str", "int"] = "str"
    draft: bool = False
    other: TypeExpr | None = None  # what an open enum accepts: its catch-all's type and format
    known_name: str | None = None  # the class of an open enum's known values: `Known<Enum>`


@dataclass
class AliasDef:
    """A named alias of another type expression (`SessionId = str`)."""

    name: str
    doc: str
    target: TypeExpr
    draft: bool = False


@dataclass
class MethodDef:
    """A JSON-RPC method, from the schema's `x-method` / `x-side` annotations."""

    name: str  # wire name, e.g. "session/prompt"
    handler: str  # Python method name on the handler protocol
    # The side that handles it as a request / as a notification ("agent", "client", "protocol"
    # or "proxy"): the schema annotates each kind (`mcp/message` differs by kind).
    request_side: str | None = None
    notification_side: str | None = None
    request: str | None = None  # params type when sent as a request
    response: str | None = None  # result type of that request
    notification: str | None = None  # params type when sent as a notification
    draft: bool = False
    doc: str = ""
    const_name: str = ""  # module constant of the wire name (`SESSION_PROMPT`)
    message_class: str = ""  # typed JSON-RPC message class (`SessionPromptMessage`)
    notification_handler: str = ""  # handler of the notification (`mcp_message_notification`)
    params_alias: str | None = None  # private params alias when params are a resolved union

    @property
    def side(self) -> str:
        """The side that handles the request, or the notification when there is no request."""
        return str(self.request_side or self.notification_side)


@dataclass(frozen=True)
class SideDef:
    """A side that handles methods (`x-side`), with the names of what is generated for it."""

    side: str  # "agent", "client", "proxy"
    protocol: str  # handler protocol class (`Agent`)
    peer: str  # peer class implementing it by sending (`AgentPeer`)
    routes: str  # dispatcher table (`AGENT_ROUTES`)


@dataclass
class Model:
    """Everything the emitters need."""

    structs: dict[str, StructDef] = field(default_factory=dict)
    unions: dict[str, UnionDef] = field(default_factory=dict)
    enums: dict[str, EnumDef] = field(default_factory=dict)
    aliases: dict[str, AliasDef] = field(default_factory=dict)
    methods: dict[str, MethodDef] = field(default_factory=dict)
    schema_names: list[str] = field(default_factory=list)  # every `$defs` name, in schema order
    sides: list[SideDef] = field(default_factory=list)  # handler sides, in the order printed

    def find(self, name: str) -> StructDef | UnionDef | EnumDef | AliasDef | None:
        """The definition named `name`, whatever its kind."""
        for table in (self.structs, self.unions, self.enums, self.aliases):
            if name in table:
                return table[name]  # type: ignore[return-value]
        return None
