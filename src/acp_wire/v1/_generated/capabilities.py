# Generated from schema/v1/schema.unstable.json by `python -m codegen`; rebuild with `nox -s generate`.
# Schema: @agentclientprotocol/sdk 2.4.0, sha256 ce7881d10c854bcac4f0e7d3a9ce4fb0f612ec0a09e64b572940beec4668c189.
# Do not edit by hand: change codegen/ or its templates and regenerate.
"""Which session updates, entries of offered lists and requests need which client capability: the
protocol states it in prose only, so the tables are data in codegen/versions.py, checked against
the schema when generating."""

from __future__ import annotations

from typing import Final

# Tag of the gated variant -> attribute path of the capability that must be advertised.
REQUIRED_CAPABILITY: Final[dict[str, tuple[str, ...]]] = {
    "notice": ("session", "notices"),  # ACP v1 spec, prompt turn (draft)
    "compaction_update": ("session", "compaction"),  # ACP v1 spec, prompt turn (draft)
    "compaction_summary_chunk": ("session", "compaction"),  # ACP v1 spec, prompt turn (draft)
    "subagent_update": ("subagents",),  # schema, SubagentCapabilities
    "session_message": ("subagents",),  # schema, SubagentCapabilities
    "session_message_chunk": ("subagents",),  # schema, SubagentCapabilities
    "plan_update": ("plan",),  # RFD plan-operations
    "plan_removed": ("plan",),  # RFD plan-operations
}

# Variants the spec lets the sender replace with an ordinary agent message when unsupported.
FALLBACK_ALLOWED: Final[frozenset[str]] = frozenset(
    {
        "compaction_summary_chunk",
        "compaction_update",
        "notice",
    }
)

# Structs holding lists whose entries of one variant need a client capability (the agent leaves
# them out for a client that did not advertise it): struct class name -> rows of (attribute,
# union, variant tag, attribute path of the capability).
OFFERED: Final[dict[str, tuple[tuple[str, str, str, tuple[str, ...]], ...]]] = {
    "ConfigOptionUpdate": (
        (
            "config_options",
            "SessionConfigOption",
            "boolean",
            ("session", "config_options", "boolean"),
        ),  # schema, SessionConfigOptionsCapabilities.boolean
    ),
    "ForkSessionResponse": (
        (
            "config_options",
            "SessionConfigOption",
            "boolean",
            ("session", "config_options", "boolean"),
        ),  # schema, SessionConfigOptionsCapabilities.boolean
    ),
    "InitializeResponse": (
        (
            "auth_methods",
            "AuthMethod",
            "terminal",
            ("auth", "terminal"),
        ),  # schema, AuthCapabilities.terminal
    ),
    "LoadSessionResponse": (
        (
            "config_options",
            "SessionConfigOption",
            "boolean",
            ("session", "config_options", "boolean"),
        ),  # schema, SessionConfigOptionsCapabilities.boolean
    ),
    "NewSessionResponse": (
        (
            "config_options",
            "SessionConfigOption",
            "boolean",
            ("session", "config_options", "boolean"),
        ),  # schema, SessionConfigOptionsCapabilities.boolean
    ),
    "ResumeSessionResponse": (
        (
            "config_options",
            "SessionConfigOption",
            "boolean",
            ("session", "config_options", "boolean"),
        ),  # schema, SessionConfigOptionsCapabilities.boolean
    ),
    "SetSessionConfigOptionResponse": (
        (
            "config_options",
            "SessionConfigOption",
            "boolean",
            ("session", "config_options", "boolean"),
        ),  # schema, SessionConfigOptionsCapabilities.boolean
    ),
}

# Requests the agent may send only after the client advertised a capability: method -> rows of
# (the params variant's tag, or None for any params; attribute path of the capability).
REQUEST_CAPABILITY: Final[dict[str, tuple[tuple[str | None, tuple[str, ...]], ...]]] = {
    "fs/read_text_file": ((None, ("fs", "read_text_file")),),  # ACP v1 docs, file system (draft)
    "fs/write_text_file": ((None, ("fs", "write_text_file")),),  # ACP v1 docs, file system (draft)
    "terminal/create": ((None, ("terminal",)),),  # ACP v1 docs, terminals (draft)
    "terminal/kill": ((None, ("terminal",)),),  # ACP v1 docs, terminals (draft)
    "terminal/output": ((None, ("terminal",)),),  # ACP v1 docs, terminals (draft)
    "terminal/release": ((None, ("terminal",)),),  # ACP v1 docs, terminals (draft)
    "terminal/wait_for_exit": ((None, ("terminal",)),),  # ACP v1 docs, terminals (draft)
    "elicitation/create": (
        ("form", ("elicitation", "form")),
        ("url", ("elicitation", "url")),
    ),  # schema, ClientCapabilities.elicitation
}
