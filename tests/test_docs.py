"""The documentation: every code block of the guides runs, every `$ acp-wire ...` example prints
what its page shows, and the generated API reference covers every public name with the facts
a reader needs (wire names, omitted / null, variants and tags, enum values, methods)."""

from __future__ import annotations

import contextlib
import importlib.util
import io
import os
import pydoc
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

import acp_wire
import acp_wire.v2

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
GUIDES = sorted(p for p in DOCS.glob("*.md"))


def _blocks(kind: str) -> list[tuple[str, str]]:
    return [
        (page.name, block)
        for page in GUIDES
        for block in re.findall(rf"```{kind}\n(.*?)```", page.read_text(), re.S)
    ]


@pytest.mark.parametrize(
    ("page", "block"), _blocks("python"), ids=lambda v: v if v.endswith(".md") else ""
)
def test_every_python_block_of_the_guides_runs(page: str, block: str) -> None:
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compile(block, page, "exec"), {"__name__": "guide"})


def test_the_guides_cover_what_a_newcomer_needs() -> None:
    """Each guide exists and has its runnable code."""
    pages = {p.name: p.read_text() for p in GUIDES}
    for name in (
        "quickstart.md",
        "decoding.md",
        "agents-and-clients.md",
        "cli.md",
        "protocol-versions.md",
        "schema-bumps.md",
        "architecture.md",
        "checking.md",
        "contributing.md",
    ):
        assert name in pages, name
    assert (
        "decode_report" in pages["decoding.md"] and "UnknownSessionUpdate" in pages["decoding.md"]
    )
    for topic in ("cancel", "Capability gating", "PeerRequestError", "spawn_agent", "close()"):
        assert topic in pages["agents-and-clients.md"], topic
    assert "architecture.svg" in pages["architecture.md"]
    assert "<!-- bench-table -->" in pages["checking.md"]
    cli = pages["cli.md"]
    for command in ("validate", "check", "tap", "replay"):
        assert f"$ acp-wire {command} " in cli or f"acp-wire {command} --transcript" in cli


def test_the_v2_guide_agent_ends_its_turn_with_idle_for_the_v2_example_client(
    tmp_path: Path,
) -> None:
    """The v2 agent of "Serving v2" answers the prompt first and ends the turn with
    `state_update` idle: the v2 example client, which waits for idle, ends with its stop
    reason."""
    page = (DOCS / "protocol-versions.md").read_text()
    (agent,) = [b for b in re.findall(r"```python\n(.*?)```", page, re.S) if "run_turn" in b]
    source = tmp_path / "v2_agent.py"
    source.write_text(agent + "\n\nif __name__ == '__main__':\n    acp.run_agent(EchoAgent())\n")
    done = subprocess.run(
        [sys.executable, "-m", "acp_wire.examples.v2_client", sys.executable, str(source)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert '[update] {"sessionUpdate":"state_update","state":"running"}' in lines
    assert "[agent_message_chunk] hi" in lines
    assert lines[-2:] == ["messageId: u1", "stopReason: end_turn"]


def _console_examples() -> list[tuple[str, str, str]]:
    """(page, command, expected output) of every `$ ` line of the guides' console blocks."""
    examples = []
    for page, block in _blocks("console"):
        for chunk in re.split(r"(?m)^\$ ", block)[1:]:
            command, _, output = chunk.partition("\n")
            examples.append((page, command, output))
    return examples


@pytest.fixture(scope="module")
def shell_env(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    """A directory like a checkout's root (its examples/), and `acp-wire` / `python` on PATH
    as this interpreter's, as after `pip install`."""
    where = tmp_path_factory.mktemp("console")
    (where / "examples").symlink_to(ROOT / "examples")
    bin_dir = where / "bin"
    bin_dir.mkdir()
    for name, argv in (("acp-wire", '-m acp_wire "$@"'), ("python", '"$@"')):
        shim = bin_dir / name
        shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" {argv}\n')
        shim.chmod(0o755)
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}"}
    return where, env


@pytest.mark.parametrize(("page", "command", "expected"), _console_examples())
def test_every_console_example_prints_what_the_page_shows(
    page: str, command: str, expected: str, shell_env: tuple[Path, dict[str, str]]
) -> None:
    where, env = shell_env
    done = subprocess.run(
        ["sh", "-c", "exec 2>&1; " + command],
        cwd=where,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    # Session ids are unique per run (`new_session_id()`: `sess_` and a UUID's 32 hex digits):
    # the page shows one run's, any other run's reads the same.
    unique = re.compile(r"sess_[0-9a-f]{32}")
    shown = unique.sub("sess_<id>", expected)
    assert unique.sub("sess_<id>", done.stdout) == shown, (page, command)


def test_console_examples_show_every_tool_and_a_failing_exit_status() -> None:
    commands = [command for _, command, _ in _console_examples()]
    tools = {re.search(r"acp-wire (\w+)", c).group(1) for c in commands if "acp-wire" in c}  # type: ignore[union-attr]
    assert tools >= {"validate", "check", "replay", "tap"}
    outputs = "".join(output for _, _, output in _console_examples())
    assert {"exit status 0", "exit status 1", "exit status 2"} <= set(outputs.splitlines())


# ------------------------------------------------------------------------- the reference


def _reference_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "acp_reference", DOCS / "_ext" / "acp_reference.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def reference(tmp_path_factory: pytest.TempPathFactory) -> Path:
    where = tmp_path_factory.mktemp("reference")
    documented = _reference_module().write_reference(where)
    expected = [f"acp_wire.{n}" for n in acp_wire.__all__]
    expected += [f"acp_wire.v2.{n}" for n in acp_wire.v2.__all__]
    assert sorted(documented) == sorted(expected)
    return where


@pytest.mark.parametrize(("package", "folder"), [(acp_wire, "v1"), (acp_wire.v2, "v2")])
def test_the_reference_has_an_entry_for_every_public_name(
    reference: Path, package: ModuleType, folder: str
) -> None:
    pages = {p.name: p.read_text() for p in (reference / folder).glob("*.md")}
    api = "".join(text for name, text in pages.items() if name.startswith("api-"))
    index = pages["index.md"]
    for name in package.__all__:
        if f"{name}.md" in pages:
            assert f"]({name}.md)" in index, name  # linked from the index
        else:
            assert re.search(rf"(\}} {name}\b|## `{name}`)", api), name


def test_a_struct_page_gives_each_field_with_wire_name_type_and_null_semantics(
    reference: Path,
) -> None:
    page = (reference / "v1" / "ToolCallUpdate.md").read_text()
    assert "An update to an existing tool call." in page  # the schema's description
    rows = {
        row.split(" | ")[0].strip("| `"): row for row in page.splitlines() if row.startswith("| `")
    }
    assert rows["tool_call_id"].split(" | ")[1:5] == [
        "`toolCallId`",
        "[ToolCallId](ToolCallId.md)",
        "required",
        "invalid",
    ]
    assert rows["content"].split(" | ")[1:] == [
        "`content`",
        "list\\[[ToolCallContent](ToolCallContent.md)\\]",
        "`UNSET`",
        "`None`",
        "malformed reads as omitted; invalid items dropped |",
    ]
    assert "Omitting it or sending `null` both mean" in page  # the field's own description
    note = (reference / "v1" / "SessionNotification.md").read_text()
    assert "| `session_id` | `sessionId` |" in note
    assert "params of [`session/update`](methods.md)" in note


def test_a_union_page_lists_variants_with_tags_and_the_unknown_variant(reference: Path) -> None:
    page = (reference / "v1" / "SessionUpdate.md").read_text()
    tags = re.findall(r"`sessionUpdate` = `'(\w+)'`", page)
    assert len(tags) == 19 and "agent_message_chunk" in tags
    assert "[UnknownSessionUpdate](UnknownSessionUpdate.md)" in page
    resolved = (reference / "v1" / "McpServer.md").read_text()
    assert "`type` = `'stdio'` (also untagged: selected by shape)" in resolved


def test_enum_pages_give_their_values(reference: Path) -> None:
    closed = (reference / "v1" / "StopReason.md").read_text()
    assert "A closed enum" in closed
    assert all(f"`'{v}'`" in closed for v in ("end_turn", "cancelled", "refusal"))
    opened = (reference / "v1" / "NoticeSeverity.md").read_text()
    assert "An open enum" in opened and "[KnownNoticeSeverity](KnownNoticeSeverity.md)" in opened
    known = (reference / "v1" / "KnownNoticeSeverity.md").read_text()
    assert "| `WARNING` | `'warning'` |" in known


@pytest.mark.parametrize(("package", "folder"), [(acp_wire, "v1"), (acp_wire.v2, "v2")])
def test_the_methods_page_gives_every_method(
    reference: Path, package: ModuleType, folder: str
) -> None:
    page = (reference / folder / "methods.md").read_text()
    for name, spec in package.METHODS.items():
        row = next(r for r in page.splitlines() if r.startswith(f"| `{name}` |"))
        assert f"| `{spec.handler}` |" in row
        assert row.endswith("| draft |" if spec.draft else "| stable |"), row
        assert spec.side in row


def test_the_runtime_reference_has_signatures_and_docstrings(reference: Path) -> None:
    connection = (reference / "v1" / "api-connection.md").read_text()
    assert ":::{py:function} spawn_agent(" in connection
    assert "::::{py:class} AgentSideConnection(" in connection
    signature = next(r for r in connection.splitlines() if "AgentSideConnection(" in r)
    assert len(signature) < 400, signature  # the default binding prints short
    messages = (reference / "v1" / "api-messages.md").read_text()
    assert ":::{py:function} decode_message(" in messages
    assert "Decode one JSON-RPC 2.0 message." in messages


def test_writing_the_reference_twice_changes_no_file(reference: Path) -> None:
    before = {p: p.stat().st_mtime_ns for p in reference.rglob("*.md")}
    _reference_module().write_reference(reference)
    assert {p: p.stat().st_mtime_ns for p in reference.rglob("*.md")} == before


# ------------------------------------------------------------------------------ help()


def _public_callables() -> list[tuple[str, object]]:
    found = []
    for package in (acp_wire, acp_wire.v2):
        for name in package.__all__:
            value = getattr(package, name)
            if callable(value) and (getattr(value, "__module__", None) or "").startswith(
                "acp_wire"
            ):
                found.append((f"{package.__name__}.{name}", value))
    return found


def test_help_on_any_public_name_prints_short() -> None:
    """`help(acp_wire.AgentSideConnection)` printed 48 KB with a 21,770-character line: the
    default protocol record printed its route tables. Defaults in public signatures print
    short."""
    for name, value in _public_callables():
        text = pydoc.render_doc(value, renderer=pydoc.plaintext)
        longest = max(len(line) for line in text.splitlines())
        assert longest <= 2_000, (name, longest)  # a struct with many fields: one long line
        assert len(text) <= 40_000, (name, len(text))
    text = pydoc.render_doc(acp_wire.AgentSideConnection, renderer=pydoc.plaintext)
    assert "binding: 'Binding | None' = None" in text
    assert len(text) < 10_000


def test_nothing_points_to_a_tracker_users_cannot_see() -> None:
    """Names and references say what a thing does, not which internal issue asked for it."""
    pattern = re.compile("issue " + r"(?:7|10)\b", re.I)
    roots = [ROOT / "src", ROOT / "tests", ROOT / "docs", ROOT / "codegen", ROOT / "bench"]
    files = [ROOT / "README.md", ROOT / "CHANGELOG.md"]
    files += [p for r in roots for p in r.rglob("*") if p.suffix in (".py", ".md", ".jinja")]
    offenders = [str(p.relative_to(ROOT)) for p in files if pattern.search(p.read_text())]
    assert offenders == []
    assert not list((ROOT / "tests").rglob("test_issue*.py"))


def test_license_and_changelog_are_there() -> None:
    license_text = (ROOT / "LICENSE").read_text()
    assert "Apache License" in license_text and "Version 2.0, January 2004" in license_text
    assert "END OF TERMS AND CONDITIONS" in license_text
    assert (ROOT / "CHANGELOG.md").read_text().startswith("# Changelog")
    pyproject = (ROOT / "pyproject.toml").read_text()
    assert "[project.urls]" in pyproject and "HOST" not in pyproject


def _distribution(requirement: str) -> str:
    """The normalized distribution name a requirement string starts with."""
    return re.split(r"[\[<>=!~;@ ]", requirement, maxsplit=1)[0].lower().replace("_", "-")


def _distributions_installed_by(pip_lines: list[str]) -> set[str]:
    """The distributions the page's `pip install` lines name, an `acp-wire[extra]` counting as
    the requirements the installed package's metadata lists for that extra."""
    import importlib.metadata

    by_extra: dict[str, list[str]] = {}
    for requirement in importlib.metadata.requires("acp-wire") or []:
        marker = re.search(r"extra == ['\"]([\w-]+)['\"]", requirement)
        if marker:
            by_extra.setdefault(marker.group(1), []).append(requirement)
    named: set[str] = set()
    for line in pip_lines:
        for word in line.split("#", 1)[0].split()[2:]:
            word = word.strip("'\"")
            found = re.fullmatch(r"acp-wire\[([\w,-]+)\]", word)
            wanted = (
                [r for e in found.group(1).split(",") for r in by_extra.get(e, [])]
                if found
                else [word]
            )
            named |= {_distribution(r) for r in wanted}
    return named


def _with_dependencies(names: set[str]) -> set[str]:
    """`names` and everything they require (not their extras), as installed here."""
    import importlib.metadata

    seen: set[str] = set()
    todo = list(names)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        try:
            requirements = importlib.metadata.requires(name) or []
        except importlib.metadata.PackageNotFoundError:
            continue
        for requirement in requirements:
            if "extra ==" not in requirement:
                todo.append(_distribution(requirement))
    return seen


def _distributions_by_module() -> dict[str, list[str]]:
    """Top-level module -> the installed distributions that ship it, read from each
    distribution's file list (Python 3.10's `packages_distributions` misses namespace packages
    such as `opentelemetry`)."""
    import importlib.metadata

    owners: dict[str, list[str]] = {}
    for dist in importlib.metadata.distributions():
        for file in dist.files or []:
            top = file.parts[0] if len(file.parts) > 1 else file.stem
            if top.endswith((".dist-info", ".egg-info", ".data")) or top in ("..", "__pycache__"):
                continue
            names = owners.setdefault(top, [])
            if dist.metadata["Name"] not in names:
                names.append(dist.metadata["Name"])
    return owners


def test_every_package_a_guides_code_imports_is_named_in_a_pip_line_of_that_page() -> None:
    """A reader copying a block knows what to install: each distribution outside the standard
    library and acp-wire's own (msgspec) that a page's Python imports is in one of its `pip
    install` lines (the `otel` extra brings the API only: the SDK must be named)."""

    owners = _distributions_by_module()
    missing: list[str] = []
    for page in GUIDES:
        text = page.read_text()
        pip_lines = re.findall(r"(pip install [^`\n]*)", text)
        installed = _with_dependencies(_distributions_installed_by(pip_lines) | {"acp-wire"})
        for block in re.findall(r"```python\n(.*?)```", text, re.S):
            for module in re.findall(r"^\s*(?:from|import) ([\w.]+)", block, re.M):
                top = module.split(".")[0]
                if top in sys.stdlib_module_names or top in ("acp_wire", "tests"):
                    continue
                dists = {d.lower().replace("_", "-") for d in owners.get(top, [top])}
                if module.startswith("opentelemetry.sdk"):
                    dists = {"opentelemetry-sdk"}
                if not dists & installed:
                    missing.append(f"{page.name}: {module} ({', '.join(sorted(dists))})")
    assert missing == [], missing
