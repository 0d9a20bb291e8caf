"""Headless Chromium for the `replay --html` tests and benchmark: load a page, read its DOM.

Driven through Chromium's own command line (`--dump-dom`, `--screenshot`), so no browser
automation package is needed. Every load uses a fresh profile, no GPU, no background networking,
and an HTTP proxy on 127.0.0.1 that records every request it is asked for: a page that tries to
fetch anything over http(s) shows up in `Load.requests`.
"""

from __future__ import annotations

import http.server
import json
import shutil
import socketserver
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

INSTALL_HINT = (
    "Chromium is not installed: the browser tests need it "
    "(Debian/Ubuntu: `apt-get update && apt-get install -y chromium`)"
)
_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
_TIMEOUT = 180  # seconds for one browser run; a 100,000-update page takes a few
# Chromium's own services, which it calls whatever page it shows (component updates, sign-in,
# network time) even with background networking disabled: not the page's requests. Exact
# hosts only: fonts.googleapis.com or a CDN a page might use are never in this list.
BROWSER_SERVICES = frozenset(
    {
        "update.googleapis.com",
        "accounts.google.com",
        "clients1.google.com",
        "clients2.google.com",
        "redirector.gvt1.com",
        "safebrowsing.googleapis.com",
        "optimizationguide-pa.googleapis.com",
        "content-autofill.googleapis.com",
    }
)


def find_chromium() -> str | None:
    """The path of a Chromium (or Chrome) executable, or None."""
    for name in _NAMES:
        found = shutil.which(name)
        if found:
            return found
    return None


class _Recorder(http.server.BaseHTTPRequestHandler):
    """A proxy that answers nothing and remembers what it was asked for."""

    requests: list[str]

    def _record(self) -> None:
        self.requests.append(f"{self.command} {self.path}")
        self.send_response(502)
        self.send_header("Content-Length", "0")
        self.end_headers()

    do_GET = do_POST = do_HEAD = do_CONNECT = do_PUT = do_OPTIONS = _record

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        pass


@contextmanager
def recording_proxy() -> Iterator[tuple[str, list[str]]]:
    """A proxy on 127.0.0.1 for the duration: (its address, the requests it received)."""
    requests: list[str] = []
    handler = type("Recorder", (_Recorder,), {"requests": requests})
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05})
    thread.start()
    try:
        yield f"127.0.0.1:{server.server_address[1]}", requests
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@dataclass
class Load:
    """What one headless run of a page gave: its DOM (or screenshot) and what it asked for."""

    dom: str
    seconds: float  # wall time of the browser process, start-up included
    requests: list[str] = field(default_factory=lambda: [])  # every request the proxy saw

    @property
    def page_requests(self) -> list[str]:
        """The requests not made by Chromium for its own services (see `BROWSER_SERVICES`)."""
        return [r for r in self.requests if _host(r) not in BROWSER_SERVICES]


def _host(request: str) -> str:
    """The host of a recorded request line (`CONNECT host:443`, `GET http://host/path`)."""
    target = request.split(" ", 1)[1]
    target = target.split("://", 1)[-1]
    return target.split("/", 1)[0].rsplit(":", 1)[0].lower()


def _command(chromium: str, profile: str, proxy: str) -> list[str]:
    return [
        chromium,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-default-apps",
        "--disable-extensions",
        "--no-first-run",
        "--no-default-browser-check",
        "--no-pings",
        "--disable-breakpad",
        "--disable-domain-reliability",
        "--disable-client-side-phishing-detection",
        "--safebrowsing-disable-auto-update",
        "--disable-features=NetworkTimeServiceQuerying,OptimizationHints,Translate,MediaRouter,"
        "AutofillServerCommunication,CertificateTransparencyComponentUpdater",
        "--hide-scrollbars",
        f"--user-data-dir={profile}",
        f"--proxy-server=http://{proxy}",
        "--proxy-bypass-list=<-loopback>",  # even 127.0.0.1 goes through the recorder
    ]


def load(
    chromium: str, page: Path, fragment: str = "", budget_ms: int = 10000, size: str = "1280,900"
) -> Load:
    """Load `page` (with `#fragment`) and return the DOM after it ran (after its load event;
    with `budget_ms`, also after that much virtual time for timers)."""
    with tempfile.TemporaryDirectory() as profile, recording_proxy() as (proxy, requests):
        url = page.resolve().as_uri() + (f"#{fragment}" if fragment else "")
        command = [
            *_command(chromium, profile, proxy),
            f"--window-size={size}",
            *([f"--virtual-time-budget={budget_ms}"] if budget_ms else []),
            "--dump-dom",
            url,
        ]
        started = time.perf_counter()
        done = subprocess.run(
            command, capture_output=True, timeout=_TIMEOUT, check=False, stdin=subprocess.DEVNULL
        )
        seconds = time.perf_counter() - started
        if done.returncode != 0:
            raise RuntimeError(f"chromium failed ({done.returncode}): {done.stderr[-2000:]!r}")
        return Load(done.stdout.decode("utf-8", "replace"), seconds, list(requests))


def screenshot(
    chromium: str, page: Path, out: Path, size: str = "1280,900", fragment: str = ""
) -> None:
    """A PNG of `page` as a `size` ("W,H") window shows it."""
    with tempfile.TemporaryDirectory() as profile, recording_proxy() as (proxy, _):
        url = page.resolve().as_uri() + (f"#{fragment}" if fragment else "")
        subprocess.run(
            [
                *_command(chromium, profile, proxy),
                f"--window-size={size}",
                "--virtual-time-budget=10000",
                f"--screenshot={out}",
                url,
            ],
            capture_output=True,
            timeout=_TIMEOUT,
            check=True,
            stdin=subprocess.DEVNULL,
        )


class Dom(HTMLParser):
    """A dumped DOM read back: every element's tag and attributes, and the visible text (the
    contents of script elements are kept apart)."""

    def __init__(self, markup: str) -> None:
        super().__init__(convert_charrefs=True)
        self.elements: list[tuple[str, dict[str, str | None]]] = []
        self.scripts: list[str] = []
        self._text: list[str] = []
        self._in_script = False
        self.title = ""
        self._in_title = False
        self.feed(markup)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append((tag, dict(attrs)))
        if tag == "script":
            self._in_script = True
            self.scripts.append("")
        elif tag == "title":
            self._in_title = True

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append((tag, dict(attrs)))

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._in_script = False
        elif tag == "title":
            self._in_title = False

    def handle_data(self, data: str) -> None:
        if self._in_script:
            self.scripts[-1] += data
        elif self._in_title:
            self.title += data
        else:
            self._text.append(data)

    @property
    def text(self) -> str:
        """The document's text outside scripts and the title, whitespace collapsed."""
        return " ".join("".join(self._text).split())

    def find(self, tag: str | None = None, **attrs: str) -> list[dict[str, str | None]]:
        """The attributes of each element of `tag` whose attributes include `attrs` (a `class_`
        key matches one class among several)."""
        found = []
        for name, have in self.elements:
            if tag is not None and name != tag:
                continue
            ok = True
            for key, value in attrs.items():
                if key == "class_":
                    ok = ok and value in (have.get("class") or "").split()
                else:
                    ok = ok and have.get(key.replace("_", "-")) == value
            if ok:
                found.append(have)
        return found

    def body(self) -> dict[str, str | None]:
        return next(attrs for tag, attrs in self.elements if tag == "body")


def transcript_line(sender: str, message: dict[str, Any], t: float | None = None) -> str:
    line: dict[str, Any] = {"from": sender, "message": {"jsonrpc": "2.0", **message}}
    if t is not None:
        line["t"] = t
    return json.dumps(line)


def synthetic_transcript(updates: int, session_id: str = "sess_big") -> list[str]:
    """A transcript of `updates` session updates in turns of about 50: a prompt, agent text
    chunks, tool calls with updates, plans and usage, then the prompt's answer. Deterministic."""
    lines = [
        transcript_line(
            "client",
            {"id": 0, "method": "initialize", "params": {"protocolVersion": 1}},
            0.0,
        ),
        transcript_line("agent", {"id": 0, "result": {"protocolVersion": 1}}, 0.01),
        transcript_line(
            "client",
            {"id": 1, "method": "session/new", "params": {"cwd": "/w", "mcpServers": []}},
            0.02,
        ),
        transcript_line("agent", {"id": 1, "result": {"sessionId": session_id}}, 0.03),
    ]
    t = 0.03
    request = 2
    done = 0
    turn = 0
    while done < updates:
        turn += 1
        t += 0.5
        lines.append(
            transcript_line(
                "client",
                {
                    "id": request,
                    "method": "session/prompt",
                    "params": {
                        "sessionId": session_id,
                        "prompt": [{"type": "text", "text": f"Step {turn}: continue the work"}],
                    },
                },
                round(t, 3),
            )
        )
        for k in range(min(50, updates - done)):
            t += 0.01
            n = done + k
            if k % 10 == 3:
                update: dict[str, Any] = {
                    "sessionUpdate": "tool_call",
                    "toolCallId": f"call_{n}",
                    "title": f"Read src/module_{n}.py",
                    "kind": "read",
                    "status": "pending",
                    "locations": [{"path": f"/w/src/module_{n}.py"}],
                }
            elif k % 10 == 4:
                update = {
                    "sessionUpdate": "tool_call_update",
                    "toolCallId": f"call_{n - 1}",
                    "status": "completed",
                    "content": [
                        {
                            "type": "content",
                            "content": {"type": "text", "text": f"def f{n}():\n    return {n}\n"},
                        }
                    ],
                }
            elif k % 25 == 24:
                update = {"sessionUpdate": "usage_update", "used": 1000 + n, "size": 200000}
            else:
                update = {
                    "sessionUpdate": "agent_message_chunk",
                    "messageId": f"m{turn}_{k // 10}",
                    "content": {"type": "text", "text": f"word {n} of the **answer**; "},
                }
            lines.append(
                transcript_line(
                    "agent",
                    {
                        "method": "session/update",
                        "params": {"sessionId": session_id, "update": update},
                    },
                    round(t, 3),
                )
            )
        done += min(50, updates - done)
        t += 0.01
        answer = {"id": request, "result": {"stopReason": "end_turn"}}
        lines.append(transcript_line("agent", answer, round(t, 3)))
        request += 1
    return lines
