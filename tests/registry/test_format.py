"""Reading a registry: the format checked against the registry's own JSON schema (copied in
tests/registry/upstream/), real entries, and a bad entry reported in one line that names the
agent and the field while the good ones stay usable."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from acp_wire import registry
from acp_wire.registry._format import parse

UPSTREAM = Path(__file__).parent / "upstream"
SCHEMA = json.loads((UPSTREAM / "agent.schema.json").read_text())

GOOD = {
    "id": "good-agent",
    "name": "Good",
    "version": "1.2.3",
    "description": "a good agent",
    "distribution": {"npx": {"package": "good-agent@1.2.3"}},
}


def document(*agents: Any) -> bytes:
    return json.dumps({"version": "1.0.0", "agents": list(agents), "extensions": []}).encode()


def test_the_platform_names_are_the_schemas() -> None:
    names = SCHEMA["definitions"]["binaryDistribution"]["propertyNames"]["enum"]
    assert sorted(registry.PLATFORMS) == sorted(names)


def test_the_required_fields_are_the_schemas() -> None:
    for field in SCHEMA["required"]:
        entry = {k: v for k, v in GOOD.items() if k != field}
        read = parse(document(entry, GOOD), "r.json")
        assert [a.id for a in read.agents] == ["good-agent"]
        assert len(read.problems) == 1 and f"`{field}`" in read.problems[0], read.problems


@pytest.mark.parametrize("name", ["opencode", "gemini", "cagent"])
def test_real_entries_read(name: str) -> None:
    raw = json.loads((UPSTREAM / f"{name}.agent.json").read_text())
    read = parse(document(raw), "r.json")
    assert read.problems == ()
    (agent,) = read.agents
    assert agent.id == raw["id"] and agent.version == raw["version"]
    assert set(agent.distribution.kinds()) == set(raw["distribution"])


# Bad values, each broken against a rule of the schema, and the field the line must name.
BAD = [
    (("id",), "Not-lowercase", "$.id"),
    (("version",), "one", "$.version"),
    (("name",), "", "$.name"),
    (("description",), 7, "$.description"),
    (("distribution", "npx", "package"), "", "$.distribution.npx.package"),
    (("distribution", "npx", "args"), "--acp", "$.distribution.npx.args"),
    (
        ("distribution", "binary"),
        {"plan9-mips": {"archive": "x", "cmd": "y"}},
        "$.distribution.binary",
    ),
    (("distribution", "binary"), {"linux-x86_64": {"archive": "x"}}, "$.distribution.binary"),
    (("distribution",), {}, "$.distribution"),
]


@pytest.mark.parametrize(("path", "value", "where"), BAD)
def test_a_bad_entry_is_one_line_naming_the_agent_and_the_field(
    path: tuple[str, ...], value: Any, where: str
) -> None:
    bad = copy.deepcopy(GOOD)
    bad["id"] = "bad-agent"
    holder = bad
    for key in path[:-1]:
        holder = holder[key]
    holder[path[-1]] = value
    read = parse(document(GOOD, bad), "r.json")
    assert [a.id for a in read.agents] == ["good-agent"]
    (line,) = read.problems
    assert "\n" not in line and where in line
    named = "'Not-lowercase'" if path == ("id",) else "'bad-agent'"
    assert line.startswith(f"agent {named}:"), line
    with pytest.raises(registry.UnknownAgent, match="invalid" if path != ("id",) else "no agent"):
        read.agent("bad-agent")


@given(st.lists(st.booleans(), min_size=1, max_size=8))
def test_good_entries_survive_any_mix_of_bad_ones(good: list[bool]) -> None:
    entries = []
    for index, ok in enumerate(good):
        entry = dict(GOOD, id=f"agent-{index}")
        entries.append(entry if ok else dict(entry, version="latest"))
    read = parse(document(*entries), "r.json")
    assert [a.id for a in read.agents] == [f"agent-{i}" for i, ok in enumerate(good) if ok]
    assert len(read.problems) == good.count(False)


def test_an_entry_without_an_id_is_named_by_its_place() -> None:
    read = parse(document(GOOD, {"name": "x"}), "r.json")
    assert read.problems[0].startswith("agent #2 (no id):")


@pytest.mark.parametrize(
    ("data", "says"),
    [
        (b"<html>not json</html>", "not JSON"),
        (b"[1, 2]", "not a registry"),
        (b'{"version": "1.0.0", "agents": 3}', "no list of `agents`"),
    ],
)
def test_what_is_not_a_registry_is_refused_naming_the_source(data: bytes, says: str) -> None:
    with pytest.raises(registry.RegistryInvalid) as caught:
        parse(data, "somewhere.json")
    assert str(caught.value).startswith("somewhere.json: ") and says in str(caught.value)


def test_an_unknown_id_names_the_ids_there_are() -> None:
    read = parse(document(GOOD), "r.json")
    with pytest.raises(registry.UnknownAgent) as caught:
        read.agent("nope")
    assert str(caught.value) == "no agent 'nope' in r.json (agents: good-agent)"
