"""A deterministic, realistic stream of ACP ``session/update`` notifications, as wire bytes.

It imitates what an agent sends while it works on one long prompt turn: mostly short
``agent_message_chunk`` text chunks, with interleaved thought chunks, tool calls and their
updates (plain text output and file diffs), plan updates and usage updates.

Every payload follows the draft schema (schema/v1/schema.unstable.json):

* ``SessionNotification``: ``{"sessionId", "update"}``
* ``SessionUpdate`` variants used: ``agent_message_chunk`` / ``agent_thought_chunk``
  (``ContentChunk``: ``content`` a ``ContentBlock`` of ``type: "text"``, plus ``messageId``),
  ``tool_call`` (``ToolCall``: ``toolCallId``, ``title``, ``kind``, ``status``,
  ``locations``, ``rawInput``), ``tool_call_update`` (``ToolCallUpdate``: ``toolCallId`` plus
  changed fields, ``content`` items of ``ToolCallContent`` ``type: "content"`` or
  ``type: "diff"`` (``Diff``: ``path``, ``oldText``, ``newText``)), ``plan`` (``Plan``:
  ``entries`` of ``PlanEntry`` ``content``/``priority``/``status``) and ``usage_update``
  (``UsageUpdate``: ``used``, ``size``, ``cost`` = ``Cost`` ``amount``/``currency``).

``validate()`` checks a generated stream against the schema with ``jsonschema``
(Draft 2020-12) and raises on the first invalid message.

Usage::

    from stream import generate
    s = generate(2000, seed=7)
    s.lines   # list[bytes], whole JSON-RPC notification lines (no trailing newline)
    s.params  # list[bytes], the ``params`` object of each line alone
"""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SCHEMA_DIR = Path(__file__).resolve().parent.parent / "schema"
SCHEMA_PATH = SCHEMA_DIR / "v1" / "schema.unstable.json"
# The params type of `session/update`, by protocol version.
PARAMS_TYPE = {1: "SessionNotification", 2: "UpdateSessionNotification"}

# Share of each update kind (weights, not exact counts).
MIX: dict[str, float] = {
    "agent_message_chunk": 0.70,
    "agent_thought_chunk": 0.08,
    "tool_call": 0.06,
    "tool_call_update": 0.10,
    "plan": 0.03,
    "usage_update": 0.03,
}

_WORDS = (
    "the a to of and in is it that for this we file function test call value "
    "return error type module change update config path line check run build "
    "import class method should will need let me now first then also here "
    "parser decoder schema message session request response field list dict "
    "using with from into after before because which looks like fine done"
).split()
# Unicode that real model output carries: accents, dashes, arrows, CJK, emoji.
_UNICODE = [
    "café",
    "naïve",
    "—",
    "→",
    "✓",
    "“quoted”",
    "日本語",
    "données",
    "🚀",
    "…",
    "µs",
    "Größe",
]
_TOOL_KINDS = ["read", "edit", "search", "execute", "think", "fetch", "delete", "move", "other"]
_FILES = [
    "src/app/main.py",
    "src/app/config.py",
    "src/app/parser.py",
    "src/app/handlers/session.py",
    "tests/test_parser.py",
    "README.md",
    "pyproject.toml",
    "src/app/utils/strings.py",
]
_ROOT = "/home/dev/projects/widget"
_CODE_LINES = [
    "def parse(data: bytes) -> Message:",
    "    if not data:",
    "        raise ValueError('empty input')",
    "    obj = json.loads(data)",
    "    return Message(**obj)",
    "class Config:",
    "    timeout: float = 30.0",
    "    retries: int = 3",
    "    name: str = 'widget'  # café",
    "for item in items:",
    "    total += item.size",
    "logger.info('processed %d items', len(items))",
    "return {k: v for k, v in pairs if v is not None}",
    "    # TODO: handle the streaming case → see issue 42",
    "import os",
    "from pathlib import Path",
]
_PLAN_STEPS = [
    "Read the existing parser and its tests",
    "Find where the timeout is configured",
    "Add a failing test for empty input",
    "Fix the decoder to reject empty input",
    "Update the README with the new option",
    "Run the full test suite",
    "Refactor the session handler",
    "Check the change with the linter",
]


@dataclass
class Stream:
    """The generated stream: ``lines`` and ``params`` are parallel lists of bytes."""

    lines: list[bytes]
    params: list[bytes]
    kinds: Counter[str] = field(default_factory=Counter)

    @property
    def n(self) -> int:
        return len(self.lines)

    def summary(self) -> str:
        total = sum(len(b) for b in self.lines)
        mix = ", ".join(
            f"{k} {100 * v / self.n:.0f}%"
            for k, v in sorted(self.kinds.items(), key=lambda x: -x[1])
        )
        return f"{self.n} lines, {total / self.n:.0f} B/line avg ({mix})"


class _Gen:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)
        self.session_id = f"sess_{self.r.getrandbits(64):016x}"
        self.msg_n = 0
        self.message_id = self._new_message_id()
        self.thought_id = self._new_message_id()
        self.tool_n = 0
        self.open_tools: list[tuple[str, str, str]] = []  # (toolCallId, kind, file)
        self.used = 12_000
        self.cost = 0.0

    def _new_message_id(self) -> str:
        self.msg_n += 1
        return f"msg_{self.r.getrandbits(48):012x}_{self.msg_n}"

    def words(self, lo: int, hi: int) -> str:
        r = self.r
        out = []
        for _ in range(r.randint(lo, hi)):
            out.append(r.choice(_UNICODE) if r.random() < 0.06 else r.choice(_WORDS))
        s = " ".join(out)
        return s

    def chunk_text(self) -> str:
        r = self.r
        s = self.words(1, 18)
        x = r.random()
        if x < 0.15:
            s += ".\n\n"
        elif x < 0.35:
            s += ". "
        elif x < 0.45:
            s = "`" + s + "`"
        else:
            s = " " + s
        return s

    def code(self, lo: int, hi: int) -> str:
        return "\n".join(self.r.choice(_CODE_LINES) for _ in range(self.r.randint(lo, hi))) + "\n"

    # --- update builders -------------------------------------------------------------
    def message_chunk(self, kind: str) -> dict[str, Any]:
        mid = self.message_id if kind == "agent_message_chunk" else self.thought_id
        return {
            "sessionUpdate": kind,
            "content": {"type": "text", "text": self.chunk_text()},
            "messageId": mid,
        }

    def tool_call(self) -> dict[str, Any]:
        r = self.r
        self.tool_n += 1
        tcid = f"call_{self.tool_n:04d}_{r.getrandbits(32):08x}"
        kind = r.choice(_TOOL_KINDS)
        f = r.choice(_FILES)
        path = f"{_ROOT}/{f}"
        if kind == "execute":
            cmd = r.choice(["pytest -q tests/", "ruff check .", "git status --short", "ls -la src"])
            title, raw = f"Run `{cmd}`", {"command": cmd, "cwd": _ROOT, "timeout": 120}
        elif kind == "search":
            pat = r.choice(["def parse", "timeout", "TODO", "class Config"])
            title, raw = f"Search for '{pat}'", {"pattern": pat, "path": _ROOT, "glob": "*.py"}
        elif kind == "fetch":
            title = "Fetch documentation"
            raw = {"url": "https://example.org/docs/api", "prompt": self.words(4, 10)}
        elif kind == "think":
            title, raw = "Think", {"thought": self.words(6, 20)}
        else:
            title = f"{kind.capitalize()} {f}"
            raw = {"file_path": path, "offset": r.randint(0, 400), "limit": 200}
        update: dict[str, Any] = {
            "sessionUpdate": "tool_call",
            "toolCallId": tcid,
            "title": title,
            "kind": kind,
            "status": r.choice(["pending", "pending", "in_progress"]),
            "locations": [{"path": path, "line": r.randint(1, 500)}]
            if r.random() < 0.7
            else [{"path": path}],
            "rawInput": raw,
        }
        self.open_tools.append((tcid, kind, path))
        if len(self.open_tools) > 6:
            self.open_tools.pop(0)
        # A new assistant message starts after a tool call.
        self.message_id = self._new_message_id()
        return update

    def tool_call_update(self) -> dict[str, Any]:
        r = self.r
        if not self.open_tools:
            return self.tool_call()
        tcid, kind, path = r.choice(self.open_tools)
        x = r.random()
        update: dict[str, Any] = {"sessionUpdate": "tool_call_update", "toolCallId": tcid}
        if x < 0.35:
            # a plain status change
            update["status"] = r.choice(["in_progress", "in_progress", "completed"])
        elif x < 0.70:
            text = self.code(2, 8) if kind in ("read", "execute") else self.words(5, 25)
            update["status"] = r.choice(["completed", "completed", "failed"])
            update["content"] = [{"type": "content", "content": {"type": "text", "text": text}}]
        else:
            new_file = r.random() < 0.15
            diff: dict[str, Any] = {"type": "diff", "path": path, "newText": self.code(4, 12)}
            if new_file:
                if r.random() < 0.5:
                    diff["oldText"] = None  # "omitted or null for new files"
            else:
                diff["oldText"] = self.code(3, 10)
            update["status"] = "completed"
            update["content"] = [diff]
            update["locations"] = [{"path": path}]
        if r.random() < 0.1:
            update["title"] = f"{kind.capitalize()} {path.rsplit('/', 1)[-1]} (done)"
        return update

    def plan(self) -> dict[str, Any]:
        r = self.r
        n = r.randint(3, 6)
        steps = r.sample(_PLAN_STEPS, n)
        done = r.randint(0, n - 1)
        entries = []
        for i, s in enumerate(steps):
            status = "completed" if i < done else ("in_progress" if i == done else "pending")
            entries.append(
                {"content": s, "priority": r.choice(["high", "medium", "low"]), "status": status}
            )
        return {"sessionUpdate": "plan", "entries": entries}

    def usage_update(self) -> dict[str, Any]:
        r = self.r
        self.used = min(self.used + r.randint(200, 4000), 199_000)
        self.cost += r.uniform(0.001, 0.02)
        return {
            "sessionUpdate": "usage_update",
            "used": self.used,
            "size": 200_000,
            "cost": {"amount": round(self.cost, 6), "currency": "USD"},
        }

    def update(self, kind: str) -> dict[str, Any]:
        if kind in ("agent_message_chunk", "agent_thought_chunk"):
            return self.message_chunk(kind)
        return getattr(self, kind)()


def _dumps(obj: Any) -> bytes:
    # Compact, raw UTF-8 (as JSON.stringify / serde_json would send it).
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def generate(n: int, seed: int = 20260101) -> Stream:
    """Return ``n`` ``session/update`` notifications, deterministic for a given seed."""
    g = _Gen(seed)
    kinds_list = list(MIX)
    weights = [MIX[k] for k in kinds_list]
    lines: list[bytes] = []
    params: list[bytes] = []
    kinds: Counter[str] = Counter()
    prev = None
    for _ in range(n):
        kind = g.r.choices(kinds_list, weights)[0]
        if kind == "agent_thought_chunk" and prev != "agent_thought_chunk":
            g.thought_id = g._new_message_id()
        upd = g.update(kind)
        kind = upd["sessionUpdate"]
        prev = kind
        kinds[kind] += 1
        p = _dumps({"sessionId": g.session_id, "update": upd})
        params.append(p)
        lines.append(b'{"jsonrpc":"2.0","method":"session/update","params":' + p + b"}")
    return Stream(lines=lines, params=params, kinds=kinds)


def generate_v2(n: int, seed: int = 20260101) -> Stream:
    """The same turn in protocol v2's draft shapes (schema/v2/schema.unstable.json): chunks
    unchanged, a tool call is a `tool_call_update` (v2 has no `tool_call`), diffs become text
    content (v2's `Diff` carries `changes`), `plan` is `plan_update` with `items`, and every
    50th update is a `state_update` (`running`, or `idle` with a stop reason)."""
    v1 = generate(n, seed)
    lines: list[bytes] = []
    params: list[bytes] = []
    kinds: Counter[str] = Counter()
    for i, p in enumerate(v1.params):
        note = json.loads(p)
        upd = _state_update(i) if i % 50 == 49 else _to_v2(note["update"])
        kinds[upd["sessionUpdate"]] += 1
        p2 = _dumps({"sessionId": note["sessionId"], "update": upd})
        params.append(p2)
        lines.append(b'{"jsonrpc":"2.0","method":"session/update","params":' + p2 + b"}")
    return Stream(lines=lines, params=params, kinds=kinds)


def _state_update(i: int) -> dict[str, Any]:
    if i % 100 == 49:
        return {"sessionUpdate": "state_update", "state": "running", "background": []}
    return {"sessionUpdate": "state_update", "state": "idle", "stopReason": "end_turn"}


def _to_v2(upd: dict[str, Any]) -> dict[str, Any]:
    kind = upd["sessionUpdate"]
    if kind == "tool_call":
        return {**upd, "sessionUpdate": "tool_call_update"}
    if kind == "tool_call_update" and "content" in upd:
        content = [
            {"type": "content", "content": {"type": "text", "text": c["newText"]}}
            if c["type"] == "diff"
            else c
            for c in upd["content"]
        ]
        return {**upd, "content": content}
    if kind == "plan":
        plan = {"type": "items", "planId": "plan_1", "entries": upd["entries"]}
        return {"sessionUpdate": "plan_update", "plan": plan}
    return upd


def load_schema(version: int = 1) -> dict[str, Any]:
    with open(SCHEMA_DIR / f"v{version}" / "schema.unstable.json", encoding="utf-8") as f:
        return json.load(f)


def validate(stream: Stream, version: int = 1) -> None:
    """Validate every message against the draft schema; raise ``ValueError`` on the first bad one.

    ``params`` are checked against the version's ``session/update`` params type
    (``PARAMS_TYPE``) with the schema's ``$defs`` (Draft 2020-12), and each update's tag against
    the ``SessionUpdate`` variants the schema names (the catch-all alternative would admit any
    tag); each line's envelope is checked to be exactly
    ``{"jsonrpc": "2.0", "method": "session/update", "params": <those params>}``.
    """
    import jsonschema

    schema = load_schema(version)
    root = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$defs": schema["$defs"],
        "$ref": f"#/$defs/{PARAMS_TYPE[version]}",
    }
    jsonschema.Draft202012Validator.check_schema(root)
    validator = jsonschema.Draft202012Validator(root)
    union = schema["$defs"]["SessionUpdate"]
    tags = {
        alt.get("properties", {}).get("sessionUpdate", {}).get("const")
        for alt in union.get("anyOf") or union.get("oneOf")
    }
    for i, (line, p) in enumerate(zip(stream.lines, stream.params, strict=True)):
        params = json.loads(p)
        err = jsonschema.exceptions.best_match(validator.iter_errors(params))
        if err is not None:
            raise ValueError(
                f"generated message {i} is not a valid {PARAMS_TYPE[version]}: {err.message} "
                f"at {list(err.absolute_path)}: {p[:300]!r}"
            )
        if params["update"]["sessionUpdate"] not in tags:
            raise ValueError(f"generated message {i} is not a named SessionUpdate: {p[:200]!r}")
        msg = json.loads(line)
        if msg != {"jsonrpc": "2.0", "method": "session/update", "params": params}:
            raise ValueError(f"generated line {i} has a bad JSON-RPC envelope: {line[:200]!r}")


if __name__ == "__main__":
    import sys
    import time

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    s = generate(n)
    print(s.summary())
    t = time.perf_counter()
    validate(s)
    print(f"valid against the draft schema ({time.perf_counter() - t:.1f} s)")
    for line in s.lines[:12]:
        print(line.decode())
