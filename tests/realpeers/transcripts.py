"""What every real-agent transcript must pass (acp-wire's own tools, run as a user runs them),
the defects known to make some fail, path neutralizing for fixtures, and method counts."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

# The tool runs every transcript goes through: each must exit 0 without a traceback.
TOOL_RUNS = {
    "check": ["check"],
    "validate-roundtrip": ["validate", "--roundtrip"],
    "replay": ["replay"],
    "replay-json": ["replay", "--json"],
}
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "realpeers"

# Defects of the real-agent issue that others are fixing, by the tool run they break. A run
# listed here is a strict xfail naming its defect: when the fix lands the xfail fails, and the
# entry goes. Keys: (transcript name, tool run).
ROUNDTRIP_EXTRA_KEYS = (
    "validate --roundtrip reports the unknown `sessionId` claude returns in session/load and "
    "session/resume results as a change, making a schema-valid message invalid (defect 5)"
)
V2_TOOLS = (
    "check is v1-only: a v2 transcript is checked against v1's schema and rules (defect 2; "
    "v2 support in check/replay comes later)"
)
KNOWN_DEFECTS: dict[tuple[str, str], str] = {
    ("claude-v1-sessions", "validate-roundtrip"): ROUNDTRIP_EXTRA_KEYS,
}


@dataclass(frozen=True)
class ToolResult:
    """One tool run on one transcript."""

    args: list[str]
    returncode: int
    stdout: str
    stderr: str

    def problem(self) -> str | None:
        """Why this run fails the suite, or None."""
        if "Traceback (most recent call last)" in self.stderr + self.stdout:
            return "traceback:\n" + self.stderr[-3000:]
        if self.returncode != 0:
            return f"exit {self.returncode}:\n{self.stdout[-3000:]}\n{self.stderr[-1500:]}"
        return None


def run_tool(tool: str, transcript: Path) -> ToolResult:
    """`acp-wire <tool run> TRANSCRIPT`, as a user runs it (a subprocess, bounded)."""
    args = [*TOOL_RUNS[tool], str(transcript)]
    done = subprocess.run(
        [sys.executable, "-m", "acp_wire", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )
    return ToolResult(args, done.returncode, done.stdout, done.stderr)


def neutralize(text: str, replacements: dict[str, str]) -> str:
    """`text` with each machine-specific string replaced by its fixed placeholder, longest first
    (so a sandbox's workspace is replaced before the sandbox around it)."""
    for old in sorted(replacements, key=len, reverse=True):
        text = text.replace(old, replacements[old])
    return text


def _messages(transcript: Path) -> list[tuple[str | None, dict[str, object]]]:
    found = []
    for line in transcript.read_text().splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if isinstance(record, dict) and isinstance(record.get("message"), dict):
            found.append((record.get("from"), record["message"]))
    return found


def exercised(transcript: Path) -> tuple[Counter[str], Counter[str]]:
    """The methods (requests and notifications, by sender) and `sessionUpdate` kinds a
    transcript holds, with counts."""
    methods: Counter[str] = Counter()
    updates: Counter[str] = Counter()
    for sender, message in _messages(transcript):
        method = message.get("method")
        if isinstance(method, str):
            methods[f"{method} ({sender})"] += 1
            params = message.get("params")
            if method == "session/update" and isinstance(params, dict):
                update = params.get("update")
                if isinstance(update, dict):
                    updates[str(update.get("sessionUpdate"))] += 1
    return methods, updates


def table(groups: dict[str, list[Path]]) -> str:
    """A text table: per group (agent and protocol version), each method and update kind with
    its count over the group's transcripts."""
    lines = []
    for group in sorted(groups):
        methods: Counter[str] = Counter()
        updates: Counter[str] = Counter()
        for transcript in groups[group]:
            more_methods, more_updates = exercised(transcript)
            methods += more_methods
            updates += more_updates
        lines.append(f"{group} ({len(groups[group])} transcripts)")
        lines.extend(f"  method  {name:48} {count:5}" for name, count in sorted(methods.items()))
        lines.extend(f"  update  {name:48} {count:5}" for name, count in sorted(updates.items()))
    return "\n".join(lines)
