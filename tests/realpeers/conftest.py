"""The real-agent suite's fixtures: the installed peers (skip, or under `nox -s realpeers` fail,
when missing), one mock model server, sandboxes, and the recordings every test shares."""

from __future__ import annotations

import asyncio
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .mock_models import MockServer, Script
from .peers import REQUIRED_ENV, Installed, Sandbox, find_installed
from .scenarios import SCENARIOS, Context, Recording
from .transcripts import FIXTURES, neutralize, table

# Sandboxes (HOME, workspace, transcripts) live here: outside /tmp, as the agents need.
WORK = Path(os.environ.get("ACP_WIRE_REALPEERS_WORK", "/var/tmp/acp-wire-realpeers"))
# Set to a directory to keep this run's transcripts there, paths made neutral (the fixtures).
RECORD_ENV = "ACP_WIRE_REALPEERS_RECORD"


@pytest.fixture(scope="session")
def installed() -> Installed:
    found, why = find_installed()
    if found is None:
        if os.environ.get(REQUIRED_ENV):
            pytest.fail(why)
        pytest.skip(why)
    return found


class Recorder:
    """Runs each scenario once per session and keeps its recording (or its failure)."""

    def __init__(self, installed: Installed, server: MockServer, root: Path) -> None:
        self.installed = installed
        self.server = server
        self.root = root
        self.done: dict[str, Recording | BaseException] = {}
        self.sandboxes: list[Sandbox] = []

    def get(self, name: str) -> Recording:
        if name not in self.done:
            context = Context(self.installed, self.server, self.root, name, self.sandboxes)
            try:
                self.done[name] = asyncio.run(SCENARIOS[name].run(context))
            except BaseException as error:  # kept: the tool tests of this scenario say so
                self.done[name] = error
        outcome = self.done[name]
        if isinstance(outcome, BaseException):
            raise outcome
        return outcome

    def recordings(self) -> list[Recording]:
        return [r for r in self.done.values() if isinstance(r, Recording)]


_TABLES: list[str] = []  # the method and update-kind counts of this run, for the summary


@pytest.fixture(scope="session")
def recorder(installed: Installed) -> Iterator[Recorder]:
    WORK.mkdir(parents=True, exist_ok=True)
    os.chmod(WORK, 0o755)
    root = WORK / f"session-{os.getpid()}"
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir()
    with MockServer(Script()) as server:
        recorder = Recorder(installed, server, root)
        yield recorder
    _keep_fixtures(recorder)
    groups: dict[str, list[Path]] = {}
    for recording in recorder.recordings():
        groups.setdefault(recording.group, []).extend(recording.transcripts)
    if groups:  # counted now: the transcripts go with their sandboxes below
        _TABLES.append(table(groups))
    if not os.environ.get("ACP_WIRE_REALPEERS_KEEP"):  # set it to look at a run's files
        for sandbox in recorder.sandboxes:
            sandbox.remove()
        shutil.rmtree(root, ignore_errors=True)


def _keep_fixtures(recorder: Recorder) -> None:
    target = os.environ.get(RECORD_ENV)
    if not target:
        return
    out = Path(target)
    out.mkdir(parents=True, exist_ok=True)
    repo = str(Path(__file__).resolve().parents[2])
    for recording in recorder.recordings():
        replacements = {
            **recording.replacements,
            str(recorder.installed.prefix): "/peers",
            recorder.server.url.removeprefix("http://"): "127.0.0.1:8765",
            repo: "/repo",
        }
        for transcript in recording.transcripts:
            text = neutralize(transcript.read_text(), replacements)
            (out / transcript.name).write_text(text)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    for text in _TABLES:
        terminalreporter.write_sep("-", "methods and update kinds the real agents exchanged")
        terminalreporter.write_line(text)


__all__ = ["FIXTURES", "Recorder"]
