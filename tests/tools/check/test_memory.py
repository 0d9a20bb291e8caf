"""What the checker remembers and where each version places it (`acp_wire.tools.check._memory`)."""

from __future__ import annotations

import json

from tests.support.paths import ROOT
from tests.tools.conversations import V2_SCHEMA

V1_SCHEMA = ROOT / "schema" / "v1" / "schema.unstable.json"


def test_the_capability_paths_the_checker_reads_are_in_each_schema() -> None:
    """An independent reading: v1's `InitializeResponse.agentCapabilities.promptCapabilities`,
    v2's `InitializeResponse.capabilities.session.prompt`, each with `image`, `audio` and
    `embeddedContext`."""
    for schema, path in (
        (V1_SCHEMA, ["agentCapabilities", "promptCapabilities"]),
        (V2_SCHEMA, ["capabilities", "session", "prompt"]),
    ):
        defs = json.loads(schema.read_text())["$defs"]
        node = defs["InitializeResponse"]
        for member in path:
            prop = node["properties"][member]
            refs = [r["$ref"] for r in prop.get("allOf", []) + prop.get("anyOf", []) if "$ref" in r]
            node = defs[refs[0].rsplit("/", 1)[1]]
        assert {"image", "audio", "embeddedContext"} <= set(node["properties"])
