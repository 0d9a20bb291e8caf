"""`acp-wire check TRANSCRIPT`: does captured traffic follow the protocol's MUST rules?

Every rule is a row of `RULES` (version 1) or `RULES_V2`: a short id, its level (a violation, or
a warning for SHOULD-level findings), what it checks, and the sentence it enforces with where
that sentence is written in that version's sources. A transcript is checked by the rules of the
version its `initialize` declares (`RULE_SETS`); the rule code is shared, and reads what differs
between versions from the binding (how a turn ends, the capability table, the classes).
`Checker` follows one conversation (a `TranscriptReader` for ids and typing, the capabilities
`initialize` advertised, each session's turn, compactions, tool calls and pending permission
requests) and reports `Finding`s at the message that breaks a rule. The rules themselves are
small functions found through tables keyed by method and by `sessionUpdate` variant.

Every message is also checked against the schema by `acp-wire validate`'s `Validator`
(rule `schema`), so a transcript that passes `check` also passes `validate`.

The package, by job: `catalogue` (the rules as data and `Finding`), `checker` (`Checker`,
`check`), `memory` (what the checker keeps of each session), `rules` (the per-method and
per-variant rules), `command` (the `acp-wire check` command, `rules_text`).
"""

from __future__ import annotations

from acp_wire.tools.check._catalogue import (
    RULE_SETS,
    RULES,
    RULES_BY_ID,
    RULES_V2,
    Finding,
    Level,
    Rule,
    rules_of,
)
from acp_wire.tools.check._checker import Checker, check
from acp_wire.tools.check._command import add_command, rules_text, run

__all__ = [
    "RULES",
    "RULES_BY_ID",
    "RULES_V2",
    "RULE_SETS",
    "Checker",
    "Finding",
    "Level",
    "Rule",
    "add_command",
    "check",
    "rules_of",
    "rules_text",
    "run",
]
