"""The protocol versions the generator builds: one declarative record each, nothing else.

Everything that differs between ACP protocol versions is data here: where the schema pair is
vendored (and where it sits in the npm tarball), which Python package the bindings go to, the
schema overlay, naming overrides, the enum printed as error-code constants, and the one table
the schema states only in prose (which session updates need which client capability). The
generator and the runtime take a `ProtocolVersion` and never ask which version it is.

Standard library only: `codegen.update_schema` imports this module in a session that installs
nothing else.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from . import overrides
from .overlay import OVERLAY, OverlayEntry


@dataclass(frozen=True)
class CapabilityRule:
    """One union variant that the sender may use only after the receiver advertised a
    capability (a `true` or object at `path` of the capabilities type)."""

    tag: str  # the variant's tag value, e.g. "notice"
    path: tuple[str, ...]  # wire names from the capabilities type, e.g. ("session", "notices")
    fallback: bool  # the spec allows "an ordinary agent message instead" when unsupported
    cites: str  # where the requirement is stated


@dataclass(frozen=True)
class CapabilityTable:
    """Requirements the schema states only in descriptions, checked against the schema when
    generating (the union, the tags and every capability path must exist)."""

    union: str = "SessionUpdate"  # the union whose variants are gated
    capabilities: str = "ClientCapabilities"  # the type the paths start from
    rules: tuple[CapabilityRule, ...] = ()


@dataclass(frozen=True)
class ProtocolVersion:
    """One protocol version: its schema files, its generated package and its exceptions."""

    protocol: int  # the ACP protocol version number (`initialize`'s `protocolVersion`)
    schema_dir: str  # under schema/: holds schema.unstable.json (draft) and schema.json
    tarball_dir: str  # the same directory inside the npm package tarball
    package: str  # the Python package the bindings belong to
    out: str  # the generated modules' directory, relative to the repository root
    runtime: str  # the runtime package as a relative import from `out` ("..": acp_wire)
    overlay: tuple[OverlayEntry, ...] = ()
    variant_names: Mapping[tuple[str, str], str] = field(default_factory=dict)
    error_codes: str = "ErrorCode"  # the enum printed as constants into error_codes.py
    capabilities: CapabilityTable = CapabilityTable()
    draft: bool = False  # the protocol version itself is a draft upstream

    @property
    def draft_file(self) -> str:
        """The draft schema, relative to the repository root (printed in module headers)."""
        return f"schema/{self.schema_dir}/schema.unstable.json"

    @property
    def stable_file(self) -> str:
        return f"schema/{self.schema_dir}/schema.json"

    @property
    def schema_files(self) -> dict[str, str]:
        """Vendored name (relative to schema/) -> path inside the npm tarball."""
        return {
            f"{self.schema_dir}/schema.unstable.json": f"{self.tarball_dir}/schema.unstable.json",
            f"{self.schema_dir}/schema.json": f"{self.tarball_dir}/schema.json",
        }


_PROMPT_TURN = "ACP v1 spec, prompt turn (draft)"
_SUBAGENTS = "schema, SubagentCapabilities"

V1 = ProtocolVersion(
    protocol=1,
    schema_dir="v1",
    tarball_dir="package/schema/v1",
    package="acp_wire",
    out="src/acp_wire/_generated",
    runtime="..",
    overlay=OVERLAY,
    variant_names=overrides.VARIANT_NAMES,
    capabilities=CapabilityTable(
        rules=(
            CapabilityRule("notice", ("session", "notices"), True, _PROMPT_TURN),
            CapabilityRule("compaction_update", ("session", "compaction"), True, _PROMPT_TURN),
            CapabilityRule(
                "compaction_summary_chunk", ("session", "compaction"), True, _PROMPT_TURN
            ),
            CapabilityRule("subagent_update", ("subagents",), False, _SUBAGENTS),
            CapabilityRule("session_message", ("subagents",), False, _SUBAGENTS),
            CapabilityRule("session_message_chunk", ("subagents",), False, _SUBAGENTS),
            CapabilityRule("plan_update", ("plan",), False, "RFD plan-operations"),
            CapabilityRule("plan_removed", ("plan",), False, "RFD plan-operations"),
        )
    ),
)

# v2's client capabilities are `auth` and `elicitation` only; its session updates say "No Client
# capability is required" (Notice), so nothing is gated. Its SessionMessageChunk carries content
# only (participants come from `session_message` upserts), so v1's overlay does not apply.
V2 = ProtocolVersion(
    protocol=2,
    schema_dir="v2",
    tarball_dir="package/schema/v2",
    package="acp_wire.v2",
    out="src/acp_wire/v2/_generated",
    runtime="...",
    draft=True,
)

VERSIONS: tuple[ProtocolVersion, ...] = (V1, V2)
