"""The rule catalogue of `acp-wire check` (`acp_wire.tools.check._catalogue`): every rule quoted
and documented."""

from __future__ import annotations

import json

from acp_wire.tools.check import RULE_SETS, RULES, RULES_V2
from tests.support.paths import ROOT
from tests.tools.conversations import V2_SCHEMA


def test_every_rule_quotes_a_must_or_names_its_source() -> None:
    for rule in RULES:
        assert rule.quote and rule.source and rule.checks
        if rule.level == "error" and rule.id != "schema":
            assert any(word in rule.quote for word in ("MUST", "must", "only valid")), rule.id


def test_cli_guide_lists_every_rule() -> None:
    """The command-line guide's rule table (docs/cli.md) is the registry, row for row."""
    readme = (ROOT / "docs" / "cli.md").read_text()
    rows = [line for line in readme.splitlines() if line.startswith("| `")]
    table = {row.split("`")[1]: row.split(" | ")[1] for row in rows}
    assert {rule.id: rule.level for rule in RULES}.items() <= table.items()


def test_each_version_has_one_rule_per_id_and_v2_quotes_v2_sources() -> None:
    assert RULE_SETS == {1: RULES, 2: RULES_V2}
    for rules in RULE_SETS.values():
        assert len({r.id for r in rules}) == len(rules)
    shared = {"response-unknown-id", "duplicate-id", "result-and-error", "wrong-side"}
    for rule in RULES_V2:
        if rule.id not in shared:
            assert "v2" in rule.source, rule
    dropped = {r.id for r in RULES} - {r.id for r in RULES_V2}
    assert dropped == {
        "notice-capability",
        "compaction-capability",
        "subagents-capability",
        "plan-capability",
        "fs-capability",
        "terminal-capability",
        "load-capability",
        "resume-capability",
        "close-capability",
        "offer-capability",
        "compaction-field-status",
        "compaction-id-reused",
        "compaction-chunk-order",
        "compaction-one-terminal",
        "unannounced-tool-call",
    }


def _normalized(text: str) -> str:
    return " ".join(text.replace("`", "").replace("**", "").split())


def test_v2_rules_quoting_the_v2_schema_quote_it() -> None:
    defs = json.loads(V2_SCHEMA.read_text())["$defs"]
    for rule in RULES_V2:
        if rule.source.startswith("schema/v2, "):
            description = defs[rule.source.removeprefix("schema/v2, ")]["description"]
            assert _normalized(rule.quote) in _normalized(description), rule.id


def test_every_v2_rule_quotes_a_must() -> None:
    for rule in RULES_V2:
        assert rule.quote and rule.source and rule.checks
        if rule.level == "error" and rule.id != "schema":
            assert "MUST" in rule.quote, rule.id
