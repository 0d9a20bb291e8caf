// acp-wire replay --html: draws the transcript model embedded in #acp-data.
// Every piece of transcript text reaches the DOM as a text node (textContent); elements are
// created by name from fixed lists here; no attribute ever takes a value from the transcript
// except ids and classes built from numbers and from the fixed kind names.
"use strict";
(function () {
  const started = performance.now();
  const dataNode = document.getElementById("acp-data");
  const DATA = JSON.parse(dataNode.textContent);
  dataNode.remove();
  const PAGE_SIZE = 200;
  const RAW_SHOWN = 200;
  const LIST_SHOWN = 500;
  // Entries drawn on one line (see .entry.compact in the stylesheet).
  const COMPACT = new Set(["rpc", "notification", "commands", "mode", "config", "usage", "state", "session_info", "cancel"]);
  const NAMES_SHOWN = 8;  // a longer list of names (commands) is folded behind its first few
  const KIND_NAMES = {
    user: "User", prompt: "Prompt", agent: "Agent", thought: "Thought", tool_call: "Tool call",
    permission: "Permission", turn_end: "Turn end", cancel: "Cancel", plan: "Plan",
    compaction: "Compaction", subagent: "Subagent", session_message: "Session message",
    commands: "Commands", mode: "Mode", config: "Config", session_info: "Session info",
    usage: "Usage", state: "State", notice: "Notice", rpc: "Request", notification: "Notification",
    update: "Other update", unknown: "Unknown update",
    broken: "Unreadable line",
  };
  // Markdown trees (acp_wire.tools.html.markdown): the only element names they may create.
  const MD_TAGS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "pre",
    "code", "blockquote", "hr", "strong", "em", "del", "br"]);

  const entries = DATA.entries;
  const sessions = DATA.sessions;
  const firstT = entries.reduce((t, e) => (t === null && typeof e.t === "number" ? e.t : t), null);

  // --- small DOM helpers ---------------------------------------------------------------------

  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function add(parent, child) { parent.appendChild(child); return child; }
  function lineLink(line, label) {
    const a = el("a", "line", label === undefined ? "#" + line : label);
    a.href = "#line-" + Number(line);
    return a;
  }
  function badge(text, cls) { return el("span", "badge " + (cls || ""), text); }
  function statusClass(s) { return typeof s === "string" ? "s-" + s.replace(/[^a-z_]/g, "") : ""; }
  function str(v) { return v === null || v === undefined ? "" : typeof v === "string" ? v : JSON.stringify(v); }
  function jsonBlock(value, label) {
    const d = el("details", "json");
    add(d, el("summary", null, label));
    add(d, el("pre", "json", JSON.stringify(value, null, 2)));
    return d;
  }
  // Money and other floats for people: two decimals from 1 up, two significant digits below
  // (an agent's 0.0026880000000000003 USD reads 0.0027 USD), as `acp-wire replay` writes them.
  function amount(v) {
    if (typeof v !== "number" || !isFinite(v)) return str(v);
    const size = Math.abs(v);
    if (size >= 1 || size === 0) return v.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return v.toFixed(Math.min(20, 1 - Math.floor(Math.log10(size))));
  }
  function money(cost) {
    return cost && typeof cost === "object" ? amount(cost.amount) + " " + str(cost.currency) : str(cost);
  }
  function turnLabel(t) {
    if (t.number === null || t.number === undefined) return "Prompt (request " + JSON.stringify(t.requestId) + ")";
    return "Turn " + t.number + " \u00b7 request " + JSON.stringify(t.requestId);
  }
  // A long list of names: the first few, and the whole list behind a summary.
  function names(list, label) {
    const d = el("details", "names " + label);
    const head = list.slice(0, NAMES_SHOWN).join(" ");
    add(d, el("summary", null, list.length + " " + label + ": " + head + (list.length > NAMES_SHOWN ? " \u2026" : "")));
    add(d, el("div", "note", list.join(" ")));
    return d;
  }
  function seconds(s) {
    if (typeof s !== "number") return "";
    return s < 1 ? (s * 1000).toFixed(0) + " ms" : s < 120 ? s.toFixed(2) + " s" : (s / 60).toFixed(1) + " min";
  }
  function parsed(raw) {
    if (raw._parsed === undefined) {
      try { raw._parsed = JSON.parse(raw[1]); } catch (e) { raw._parsed = null; }
    }
    return raw._parsed;
  }
  function update(entry) {
    const m = parsed(entry.raw[0]);
    return m && m.params && typeof m.params.update === "object" && m.params.update ? m.params.update : {};
  }

  // --- indexes ---------------------------------------------------------------------------------

  const lineEntry = new Map();
  // A line opens the entry it starts (a prompt's answer starts its turn's end), else the first
  // entry it is part of.
  entries.forEach((e, i) => lineEntry.set(e.lines[0], i));
  entries.forEach((e, i) => { for (const l of e.lines) if (!lineEntry.has(l)) lineEntry.set(l, i); });
  const findingsOf = new Map();
  for (const f of DATA.findings) {
    if (f.entry === null) continue;
    if (!findingsOf.has(f.entry)) findingsOf.set(f.entry, []);
    findingsOf.get(f.entry).push(f);
  }
  const depth = sessions.map(() => 0);
  sessions.forEach((s, i) => {
    let d = 0; let p = s.parent; const seen = new Set([i]);
    while (p !== null && !seen.has(p)) { seen.add(p); d += 1; p = sessions[p].parent; }
    depth[i] = d;
  });
  function within(sessionIndex, root) {  // the session or one of its descendants
    const seen = new Set();
    for (let s = sessionIndex; s !== null && !seen.has(s); s = sessions[s].parent) {
      if (s === root) return true;
      seen.add(s);
    }
    return false;
  }
  function sessionLabel(i) {
    if (i === null || i === undefined) return "connection";
    const s = sessions[i];
    const title = s.state && s.state.title;
    return title ? title + " (" + s.id + ")" : s.id;
  }
  const counts = {};
  for (const e of entries) counts[e.kind] = (counts[e.kind] || 0) + 1;

  // --- view state ------------------------------------------------------------------------------

  const view = { session: "all", kinds: new Set(Object.keys(counts)), query: "", page: 0 };
  let shown = [];
  const searchText = new Array(entries.length);
  function textOf(i) {
    if (searchText[i] === undefined) {
      const e = entries[i];
      const parts = [e.kind, e.method || "", e.title || "", e.toolCallId || ""];
      for (const r of e.raw) parts.push(r[1]);
      searchText[i] = parts.join("\n").toLowerCase();
    }
    return searchText[i];
  }
  function filter() {
    const q = view.query.toLowerCase();
    const root = view.session === "all" || view.session === "none" ? null : Number(view.session);
    shown = [];
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i];
      if (!view.kinds.has(e.kind)) continue;
      if (view.session === "none" && e.session !== null) continue;
      if (root !== null && (e.session === null || !within(e.session, root))) continue;
      if (q && textOf(i).indexOf(q) < 0) continue;
      shown.push(i);
    }
    const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
    if (view.page >= pages) view.page = pages - 1;
  }

  // --- header ----------------------------------------------------------------------------------

  function header() {
    const top = document.getElementById("top");
    const h1 = add(top, el("h1", null, "acp-wire replay: "));
    add(h1, el("span", "file", DATA.name));
    const c = add(top, el("div", "counts"));
    function count(n, label) { const s = add(c, el("span")); add(s, el("b", null, n.toLocaleString("en-US"))); add(s, document.createTextNode(" " + label)); }
    count(DATA.lines, "lines");
    count(entries.length, "entries");
    count(sessions.length, "sessions");
    add(c, el("span", null, "protocol v" + DATA.protocol));
    const errors = DATA.findings.filter((f) => f.level === "error");
    const warnings = DATA.findings.filter((f) => f.level === "warning");
    if (DATA.checked) {
      count(errors.length, "violations");
      count(warnings.length, "warnings");
    } else {
      add(c, el("span", null, "conformance: acp-wire check reads v1 transcripts only"));
    }
    const broken = entries.filter((e) => e.kind === "broken" || e.readFindings);
    count(broken.length, "entries with unreadable lines");
    if (DATA.findings.length) {
      const d = add(top, el("details", "finding-list"));
      d.id = "findings";
      add(d, el("summary", null, "Conformance findings (" + DATA.findings.length + ")"));
      const ol = add(d, el("ol"));
      for (const f of DATA.findings.slice(0, LIST_SHOWN)) {
        const li = add(ol, el("li"));
        add(li, lineLink(f.line, "line " + f.line));
        add(li, document.createTextNode(" "));
        add(li, el("span", "rule-" + (f.level === "warning" ? "warning" : "error"), f.rule));
        add(li, document.createTextNode(": " + f.text));
      }
      if (DATA.findings.length > LIST_SHOWN) add(d, el("div", null, (DATA.findings.length - LIST_SHOWN) + " more: filter or search to see them"));
    }
    if (broken.length) {
      const d = add(top, el("details", "broken-list"));
      add(d, el("summary", null, "Unreadable lines (" + broken.length + " entries)"));
      const ol = add(d, el("ol"));
      for (const e of broken.slice(0, LIST_SHOWN)) {
        for (const [line, why] of e.readFindings || [[e.lines[0], ""]]) {
          const li = add(ol, el("li"));
          add(li, lineLink(line, "line " + line));
          add(li, document.createTextNode(" " + why));
        }
      }
    }
  }

  // --- controls --------------------------------------------------------------------------------

  let pagers = [];
  function controls() {
    const nav = document.getElementById("controls");
    const sl = add(nav, el("label", null, "Session "));
    const select = add(sl, el("select"));
    select.id = "session-filter";
    function option(value, label) { const o = add(select, el("option", null, label)); o.value = value; }
    option("all", "All sessions (" + sessions.length + ")");
    if (entries.some((e) => e.session === null)) option("none", "Connection (no session)");
    const order = [];
    (function walk(parent) {
      sessions.forEach((s, i) => { if (s.parent === parent && !order.includes(i)) { order.push(i); walk(i); } });
    })(null);
    sessions.forEach((s, i) => { if (!order.includes(i)) order.push(i); });
    for (const i of order) option(String(i), "\u00a0\u00a0".repeat(depth[i]) + (depth[i] ? "\u21b3 " : "") + sessionLabel(i));
    select.addEventListener("change", () => { view.session = select.value; view.page = 0; refresh(); });

    const kinds = add(nav, el("div", "kinds"));
    kinds.id = "kind-filter";
    for (const k of Object.keys(KIND_NAMES)) {
      if (!counts[k]) continue;
      const label = add(kinds, el("label", null, KIND_NAMES[k] + " " + counts[k]));
      const box = el("input");
      box.type = "checkbox"; box.checked = true; box.value = k;
      label.prepend(box);
      label.dataset.kind = k;
      box.addEventListener("change", () => {
        if (box.checked) view.kinds.add(k); else view.kinds.delete(k);
        label.classList.toggle("off", !box.checked);
        view.page = 0; refresh();
      });
    }
    const search = add(nav, el("input"));
    search.type = "search"; search.placeholder = "Search text and JSON"; search.id = "search";
    let timer = null;
    search.addEventListener("input", () => {
      clearTimeout(timer);
      timer = setTimeout(() => { view.query = search.value; view.page = 0; refresh(); }, 200);
    });
    pagers = [add(nav, el("div", "pager")), document.getElementById("pager-bottom")];
  }
  function drawPagers() {
    const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
    for (const p of pagers) {
      p.textContent = "";
      const prev = add(p, el("button", null, "\u25c0 Prev"));
      prev.disabled = view.page === 0;
      prev.addEventListener("click", () => { view.page -= 1; draw(); toHash(); window.scrollTo(0, 0); });
      const from = shown.length ? view.page * PAGE_SIZE + 1 : 0;
      const to = Math.min(shown.length, (view.page + 1) * PAGE_SIZE);
      add(p, el("span", "page-info", "Page " + (view.page + 1) + " of " + pages + " \u00b7 " + from + "\u2013" + to + " of " + shown.length.toLocaleString("en-US")));
      const next = add(p, el("button", null, "Next \u25b6"));
      next.disabled = view.page >= pages - 1;
      next.addEventListener("click", () => { view.page += 1; draw(); toHash(); window.scrollTo(0, 0); });
    }
  }

  // --- sessions --------------------------------------------------------------------------------

  function usageChart(points) {
    const NS = "http://www.w3.org/2000/svg";
    const W = 300, H = 64, PAD = 4;
    const svg = document.createElementNS(NS, "svg");
    svg.setAttribute("class", "usage");
    svg.setAttribute("width", String(W));
    svg.setAttribute("height", String(H));
    svg.setAttribute("viewBox", "0 0 " + W + " " + H);
    if (points.length === 1) points = [points[0], points[0]];
    const maxSize = Math.max(1, ...points.map((p) => p.used)) * 1.1;
    const maxCost = Math.max(0, ...points.map((p) => p.cost || 0));
    const x = (i) => PAD + (points.length === 1 ? 0 : (i * (W - 2 * PAD)) / (points.length - 1));
    function line(values, cls, max) {
      const path = document.createElementNS(NS, "polyline");
      path.setAttribute("class", cls);
      path.setAttribute("points", values.map((v, i) => x(i).toFixed(1) + "," + (H - 14 - (v / max) * (H - 24)).toFixed(1)).join(" "));
      svg.appendChild(path);
    }
    line(points.map((p) => p.used), "used", maxSize);
    if (maxCost > 0) line(points.map((p) => p.cost || 0), "cost", maxCost);
    const label = document.createElementNS(NS, "text");
    label.setAttribute("x", String(PAD));
    label.setAttribute("y", String(H - 3));
    const last = points[points.length - 1];
    label.textContent = "context " + last.used.toLocaleString("en-US") + " / " + (last.size || 0).toLocaleString("en-US") + " tokens" + (maxCost > 0 ? " \u00b7 cost (dashed) " + amount(last.cost) + " " + (last.currency || "") : "");
    svg.appendChild(label);
    return svg;
  }
  function sessionCards() {
    const box = document.getElementById("sessions");
    const usage = sessions.map(() => []);
    entries.forEach((e) => {
      if (e.kind !== "usage" || e.session === null) return;
      const u = update(e);
      if (typeof u.used !== "number") return;
      const cost = u.cost && typeof u.cost.amount === "number" ? u.cost : null;
      usage[e.session].push({ used: u.used, size: typeof u.size === "number" ? u.size : 0, cost: cost ? cost.amount : null, currency: cost ? cost.currency : null });
    });
    sessions.forEach((s, i) => {
      const card = add(box, el("div", "session-card" + (s.parent !== null ? " child" : "")));
      card.dataset.session = String(i);
      const h = add(card, el("h2", null, (s.state && s.state.title) || "Session"));
      add(h, el("span", "sid", " " + s.id));
      const dl = add(card, el("dl"));
      function row(k, v) { if (v === null || v === undefined || v === "") return; add(dl, el("dt", null, k)); const dd = add(dl, el("dd")); if (v instanceof Node) dd.appendChild(v); else dd.textContent = String(v); }
      if (s.parent !== null) row("parent", sessionLabel(s.parent));
      for (const f of s.failures || []) {
        const why = el("span", "read-finding", str(f.method) + " failed: error " + str(f.error && f.error.code) + ": " + str(f.error && f.error.message) + " ");
        add(why, lineLink(f.line, "line " + f.line));
        row("setup", why);
      }
      const st = s.state;
      if (st) {
        row("turns", st.turns);
        row("mode", st.currentModeId);
        if (st.availableCommands && st.availableCommands.length) {
          const list = st.availableCommands.map((c) => "/" + c.name);
          row("commands", list.length > NAMES_SHOWN ? names(list, "commands") : list.join(" "));
        }
        if (st.configOptions && st.configOptions.length) row("config", st.configOptions.map((o) => (o.name || o.id) + ": " + str(o.currentValue)).join(", "));
        if (st.plan && st.plan.length) row("plan", st.plan.map((p) => "[" + p.status + "] " + p.content).join("; "));
        if (st.plans && Object.keys(st.plans).length) row("plans", Object.keys(st.plans).join(", "));
        if (st.subagents && Object.keys(st.subagents).length) row("subagents", Object.values(st.subagents).map((a) => a.title || a.sessionId).join(", "));
        if (st.pendingPermissions) row("pending permissions", st.pendingPermissions);
        if (st.notices) row("notices", st.notices);
        if (st.updatedAt) row("updated", st.updatedAt);
      }
      if (usage[i].length) card.appendChild(usageChart(usage[i]));
    });
  }

  // --- entries ---------------------------------------------------------------------------------

  function blocks(parent, list, markdown) {
    for (const b of list || []) {
      if (b.type === "markdown") parent.appendChild(mdNodes(el("div", "md"), b.tree));
      else if (b.type === "text") add(parent, el("div", "text", b.text));
      else if (b.type === "link") add(parent, el("div", "note", "link: " + str(b.name) + " <" + str(b.uri) + ">"));
      else if (b.type === "image" || b.type === "audio") add(parent, el("div", "note", "[" + b.type + " " + str(b.mimeType) + (b.size !== null ? ", " + b.size + " bytes" : "") + ": not shown]"));
      else parent.appendChild(jsonBlock(b.value, "content block: " + str(b.value && b.value.type)));
    }
    return parent;
  }
  function mdNodes(parent, nodes) {
    for (const n of nodes) {
      if (typeof n === "string") { parent.appendChild(document.createTextNode(n)); continue; }
      if (!Array.isArray(n) || typeof n[0] !== "string") continue;
      const tag = n[0];
      let child;
      if (tag === "url") child = el("span", "md-url", "<" + n.slice(1).join("") + ">");
      else if (MD_TAGS.has(tag)) child = mdNodes(el(tag), n.slice(1));
      else child = el("span", null, n.slice(1).join(""));
      parent.appendChild(child);
    }
    return parent;
  }
  function history(parent, list) {
    if (!list || !list.length) return;
    const h = add(parent, el("div", "history", "status: "));
    list.forEach(([line, status, t], i) => {
      if (i) add(h, document.createTextNode(" \u2192 "));
      add(h, badge(str(status), statusClass(status)));
      add(h, lineLink(line));
      if (typeof t === "number" && firstT !== null) add(h, document.createTextNode(" +" + seconds(t - firstT)));
    });
  }
  const RENDER = {
    user(e, body) { blocks(body, e.blocks); },
    prompt(e, body) { blocks(body, e.blocks); },
    agent(e, body) { blocks(body, e.blocks); },
    thought(e, body) {
      const d = add(body, el("details", "thought"));
      const text = (e.blocks || []).filter((b) => b.type === "text").map((b) => b.text).join("");
      add(d, el("summary", null, "Thought (" + text.length + " characters)"));
      blocks(d, e.blocks);
    },
    session_message(e, body) {
      add(body, el("div", "note", "from " + (e.senderSessionId || "?") + " to " + (e.recipientSessionId || "?")));
      blocks(body, e.blocks);
    },
    tool_call(e, body) {
      const head = add(body, el("div"));
      const title = add(head, el("strong", "title md"));
      if (Array.isArray(e.titleTree) && e.titleTree.length) mdNodes(title, e.titleTree);
      else title.textContent = e.title || "(no title)";
      add(head, document.createTextNode(" "));
      if (e.toolKind !== undefined && e.toolKind !== null) add(head, badge(str(e.toolKind)));
      if (e.status !== undefined) add(head, badge(str(e.status), statusClass(e.status)));
      add(head, el("span", "note mono", " " + str(e.toolCallId)));
      if (!e.announced) add(body, el("div", "read-finding", "updates for a tool call no tool_call announced"));
      history(body, e.history);
      if (Array.isArray(e.locations) && e.locations.length) {
        const l = add(body, el("div", "locations", "locations: "));
        e.locations.forEach((loc, i) => { if (i) add(l, document.createTextNode(", ")); add(l, el("code", null, str(loc && loc.path) + (loc && typeof loc.line === "number" ? ":" + loc.line : ""))); });
      }
      for (const c of e.content || []) {
        if (c.type === "diff") {
          add(body, el("div", "diff-path mono", (c.new ? "new file " : "") + str(c.path)));
          const pre = add(body, el("pre", "diff"));
          for (const [op, text] of c.lines) add(pre, el("div", op === "+" ? "add" : op === "-" ? "del" : op === "@" ? "hunk" : "ctx", (op === "@" ? "@" : op) + text));
          if (c.leftOut) add(body, el("div", "note", c.leftOut + " more diff lines not shown"));
        } else if (c.type === "terminal") {
          add(body, el("div", "note", "terminal " + str(c.terminalId) + (c.exitStatus ? " \u00b7 exit " + str(c.exitStatus.exitCode) : "")));
          add(body, el("pre", "terminal", typeof c.output === "string" ? c.output : "(no output seen in the transcript)"));
        } else if (c.type === "content") blocks(body, c.blocks);
        else body.appendChild(jsonBlock(c.value, "content: " + str(c.value && c.value.type)));
      }
      if (e.rawInput !== undefined) body.appendChild(jsonBlock(e.rawInput, "raw input"));
      if (e.rawOutput !== undefined) body.appendChild(jsonBlock(e.rawOutput, "raw output"));
    },
    permission(e, body) {
      const tc = e.toolCall || {};
      add(body, el("div", null, "Permission for " + (tc.title || e.toolTitle || "tool call") + " (" + str(tc.toolCallId) + ")"));
      const chosen = e.outcome && e.outcome.outcome === "selected" ? e.outcome.optionId : null;
      const ul = add(body, el("ul", "options"));
      for (const o of e.options || []) {
        const li = add(ul, el("li", o.optionId === chosen ? "chosen" : "", str(o.name) + " "));
        add(li, el("span", "note", str(o.kind)));
      }
      const out = add(body, el("div", "outcome", "outcome: "));
      if (e.error) add(out, badge("error " + str(e.error.code) + ": " + str(e.error.message), "error"));
      else if (!e.outcome) add(out, badge("no answer in the transcript", "pending"));
      else if (e.outcome.outcome === "cancelled") add(out, badge("cancelled", "cancelled"));
      else if (e.outcome.outcome === "selected") {
        const opt = (e.options || []).find((o) => o.optionId === chosen);
        add(out, badge("selected: " + (opt ? str(opt.name) : str(chosen)), "selected"));
      } else add(out, badge(str(e.outcome.outcome)));
      if (e.lines.length > 1) add(out, lineLink(e.lines[e.lines.length - 1]));
    },
    turn_end(e, body) {
      const t = e.turn;
      const d = add(body, el("div"));
      const which = t.number === null || t.number === undefined ? "a turn" : "turn " + t.number;
      const request = t.requestId === null || t.requestId === undefined ? "" : " (request " + JSON.stringify(t.requestId) + ")";
      add(d, document.createTextNode("End of " + which + request + ": "));
      if (t.error) add(d, badge("error " + str(t.error.code) + ": " + str(t.error.message), "error"));
      else add(d, badge(str(t.stopReason), statusClass(t.stopReason)));
      if (t.duration !== null) add(d, document.createTextNode(" after " + seconds(t.duration)));
      add(d, document.createTextNode(t.cancel ? " \u00b7 cancel was sent" : " \u00b7 no cancel sent"));
      if (t.usage) add(d, el("span", "note", " \u00b7 usage " + JSON.stringify(t.usage)));
    },
    cancel(e, body) { add(body, el("div", null, "The client sent session/cancel")); },
    plan(e, body) {
      const u = update(e);
      if (Array.isArray(u.entries)) {
        const ol = add(body, el("ol"));
        for (const p of u.entries) { const li = add(ol, el("li")); add(li, badge(str(p && p.status), statusClass(p && p.status))); add(li, document.createTextNode(str(p && p.content) + " (" + str(p && p.priority) + ")")); }
      } else if (u.sessionUpdate === "plan_removed") add(body, el("div", null, "plan " + str(u.planId) + " removed"));
      else if (u.plan && Array.isArray(u.plan.entries)) {
        add(body, el("div", "note", "plan " + str(u.plan.planId)));
        const ol = add(body, el("ol"));
        for (const p of u.plan.entries) { const li = add(ol, el("li")); add(li, badge(str(p && p.status), statusClass(p && p.status))); add(li, document.createTextNode(str(p && p.content) + " (" + str(p && p.priority) + ")")); }
      } else if (u.plan && typeof u.plan.content === "string") {
        add(body, el("div", "note", "plan " + str(u.plan.planId)));
        add(body, el("div", "text", u.plan.content));
      } else body.appendChild(jsonBlock(u.plan, "plan " + str(u.plan && u.plan.planId) + " (" + str(u.plan && u.plan.type) + ")"));
    },
    compaction(e, body) {
      add(body, el("div", "note mono", str(e.compactionId)));
      history(body, e.history);
      if (e.error) add(body, el("div", "read-finding", "error: " + str(e.error)));
      if (e.summary && e.summary.length) { add(body, el("div", "note", "summary:")); blocks(body, e.summary); }
    },
    subagent(e, body) {
      const u = update(e);
      const d = add(body, el("div", null, "Subagent " + (u.title ? str(u.title) + " " : "")));
      if (e.child !== null && e.child !== undefined) {
        const a = add(d, el("a", null, sessions[e.child].id));
        a.href = "#session-" + Number(e.child);
        a.addEventListener("click", (ev) => { ev.preventDefault(); choose(String(e.child)); });
      }
      if (u.description) add(body, el("div", "note", str(u.description)));
      if (u.state) add(body, el("div", null, "state: " + str(u.state.state || u.state)));
    },
    commands(e, body) {
      // Folded: agents announce dozens of commands before the first prompt.
      const list = update(e).availableCommands || [];
      const d = add(body, el("details", "commands"));
      const head = list.slice(0, NAMES_SHOWN).map((c) => "/" + str(c && c.name)).join(" ");
      add(d, el("summary", null, list.length + (list.length === 1 ? " command" : " commands") + (list.length ? ": " + head + (list.length > NAMES_SHOWN ? " \u2026" : "") : "")));
      const ul = add(d, el("ul"));
      for (const c of list) { const li = add(ul, el("li")); add(li, el("code", null, "/" + str(c && c.name))); add(li, document.createTextNode(" " + str(c && c.description))); }
    },
    state(e, body) {
      const u = update(e);
      add(body, el("div", null, "state \u2192 " + str(u.state) + (u.stopReason ? " (" + str(u.stopReason) + ")" : "")));
    },
    mode(e, body) { add(body, el("div", null, "mode \u2192 " + str(update(e).currentModeId))); },
    config(e, body) {
      const ul = add(body, el("ul", "inline"));
      for (const o of update(e).configOptions || []) add(ul, el("li", null, str(o.name || o.id) + ": " + str(o.currentValue)));
    },
    session_info(e, body) {
      const u = update(e);
      if ("title" in u) add(body, el("div", null, "title \u2192 " + (u.title === null ? "(cleared)" : str(u.title))));
      if ("updatedAt" in u) add(body, el("div", "note", "updated at " + str(u.updatedAt)));
    },
    usage(e, body) {
      const u = update(e);
      const tokens = (v) => (typeof v === "number" ? v.toLocaleString("en-US") : str(v));
      add(body, el("div", null, "context " + tokens(u.used) + " of " + tokens(u.size) + " tokens" + (u.cost ? " \u00b7 cost " + money(u.cost) : "")));
    },
    notice(e, body) {
      const u = update(e);
      add(body, badge(str(u.severity), u.severity === "error" ? "error" : "pending"));
      add(body, el("strong", null, str(u.title)));
      if (typeof u.description === "string") add(body, el("div", "text", u.description));
    },
    rpc(e, body) {
      add(body, el("code", null, e.method || "response"));
      if (e.orphan) add(body, el("span", "read-finding", " answers no open request"));
      if (e.answered === false) add(body, el("span", "note", " (no response in the transcript)"));
      if (typeof e.output === "string") add(body, el("pre", "terminal", e.output));
      const first = parsed(e.raw[0]);
      if (first && first.params !== undefined) body.appendChild(jsonBlock(first.params, "params"));
      const last = e.raw.length > 1 ? parsed(e.raw[e.raw.length - 1]) : first;
      if (last && last.result !== undefined) body.appendChild(jsonBlock(last.result, "result"));
      if (last && last.error !== undefined) body.appendChild(jsonBlock(last.error, "error"));
    },
    update(e, body) {
      add(body, el("div", null, "A " + str(e.tag) + " update (shown as its JSON)"));
      body.appendChild(jsonBlock(update(e), "its JSON"));
      body.querySelector("details").open = true;
    },
    unknown(e, body) {
      add(body, el("div", null, "A session update variant the schema does not know: " + (e.tag === null || e.tag === undefined ? "(no sessionUpdate)" : str(e.tag))));
      body.appendChild(jsonBlock(update(e), "its JSON"));
      body.querySelector("details").open = true;
    },
    notification(e, body) {
      add(body, el("code", null, e.method || "notification"));
      const first = parsed(e.raw[0]);
      if (first && first.params !== undefined) body.appendChild(jsonBlock(first.params, "params"));
    },
    broken(e, body) { add(body, el("pre", "json", e.raw[0][1])); },
  };

  function entryNode(i) {
    const e = entries[i];
    const findings = findingsOf.get(i) || [];
    const node = el("article", "entry k-" + e.kind + (COMPACT.has(e.kind) ? " compact" : "") + (e.session !== null ? " depth-" + Math.min(3, depth[e.session]) : "") + (findings.some((f) => f.level === "error") ? " has-error" : ""));
    node.id = "line-" + Number(e.lines[0]);
    node.dataset.entry = String(i);
    const meta = add(node, el("div", "meta"));
    add(meta, el("span", "kind", KIND_NAMES[e.kind] || e.kind));
    add(meta, lineLink(e.lines[0], "line " + e.lines[0]));
    if (e.lines.length > 1) add(meta, el("span", null, "+" + (e.lines.length - 1) + " more lines"));
    if (typeof e.t === "number" && firstT !== null) add(meta, el("span", null, "+" + seconds(e.t - firstT)));
    if (e.dir) add(meta, el("span", null, "from " + e.dir));
    if (sessions.length > 1 && (view.session === "all" || e.session === null || String(e.session) !== view.session)) add(meta, el("span", "session", sessionLabel(e.session)));
    const body = add(node, el("div", "body"));
    (RENDER[e.kind] || RENDER.unknown)(e, body);
    for (const [line, why] of e.readFindings || []) {
      const r = add(node, el("div", "read-finding"));
      add(r, lineLink(line, "line " + line));
      add(r, document.createTextNode(": " + why));
    }
    if (findings.length) {
      const box = add(node, el("div", "findings"));
      for (const f of findings) {
        const div = add(box, el("div", "finding " + (f.level === "warning" ? "warning" : "error")));
        add(div, lineLink(f.line, "line " + f.line));
        add(div, document.createTextNode(" "));
        add(div, el("span", "rule", f.rule));
        add(div, document.createTextNode(" (" + f.level + "): " + f.text));
        const q = add(div, el("blockquote", null, "\u201c" + f.quote + "\u201d "));
        add(q, el("span", "source", "\u2014 " + f.source));
      }
    }
    const raw = add(node, el("details", "raw"));
    add(raw, el("summary", null, "JSON-RPC (" + e.raw.length + (e.raw.length === 1 ? " message)" : " messages)")));
    raw.addEventListener("toggle", () => {
      if (!raw.open || raw.dataset.drawn) return;
      raw.dataset.drawn = "1";
      for (const r of e.raw.slice(0, RAW_SHOWN)) {
        add(raw, lineLink(r[0], "line " + r[0])).className = "raw-line";
        const m = parsed(r);
        add(raw, el("pre", "json", m === null ? r[1] : JSON.stringify(m, null, 2)));
      }
      if (e.raw.length > RAW_SHOWN) add(raw, el("div", "note", (e.raw.length - RAW_SHOWN) + " more messages: each line is in the transcript"));
    });
    return node;
  }

  function turnStart(e) {
    const t = e.turn;
    const d = el("div", "turn-start");
    const b = add(d, el("span"));
    add(b, el("b", null, turnLabel(t)));
    if (e.session !== null && view.session === "all" && sessions.length > 1) add(b, document.createTextNode(" \u00b7 " + sessionLabel(e.session)));
    if (t.stopReason || t.error) add(b, document.createTextNode(" \u00b7 " + (t.error ? "error" : t.stopReason)));
    else add(b, document.createTextNode(" \u00b7 no response in the transcript"));
    if (typeof t.duration === "number") add(b, document.createTextNode(" \u00b7 " + seconds(t.duration)));
    if (t.cancel) add(b, document.createTextNode(" \u00b7 cancel sent"));
    return d;
  }

  function draw() {
    const main = document.getElementById("entries");
    main.textContent = "";
    drawPagers();
    if (!shown.length) { add(main, el("div", "empty", "No entry matches.")); return; }
    const frag = document.createDocumentFragment();
    for (const i of shown.slice(view.page * PAGE_SIZE, (view.page + 1) * PAGE_SIZE)) {
      const e = entries[i];
      if ((e.kind === "user" || e.kind === "prompt") && e.turn) frag.appendChild(turnStart(e));
      frag.appendChild(entryNode(i));
    }
    main.appendChild(frag);
  }
  function refresh() { filter(); draw(); toHash(); }
  function choose(session) {
    const select = document.getElementById("session-filter");
    select.value = session; view.session = session; view.page = 0; refresh();
    window.scrollTo(0, 0);
  }

  // --- links to lines --------------------------------------------------------------------------

  // The view is in the address: "#line-120" shows that line's entry; "#session=ID&kind=a,b&q=text&page=2"
  // a filtered view (so a link in a bug report opens what its author saw).
  function syncControls() {
    document.getElementById("session-filter").value = view.session;
    document.getElementById("search").value = view.query;
    for (const l of document.querySelectorAll("#kind-filter label")) {
      const on = view.kinds.has(l.dataset.kind);
      l.classList.toggle("off", !on);
      l.querySelector("input").checked = on;
    }
  }
  function toHash() {
    const p = new URLSearchParams();
    if (view.session === "none") p.set("session", "none");
    else if (view.session !== "all") p.set("session", sessions[Number(view.session)].id);
    if (view.kinds.size !== Object.keys(counts).length) p.set("kind", Array.from(view.kinds).join(","));
    if (view.query) p.set("q", view.query);
    if (view.page) p.set("page", String(view.page + 1));
    const hash = p.toString();
    try { history.replaceState(null, "", hash ? "#" + hash : location.pathname + location.search); } catch (e) { /* file: URLs in some browsers */ }
  }
  function fromHash() {
    const hash = location.hash.slice(1);
    if (/^line-\d+$/.test(hash)) { goToLine(Number(hash.slice(5))); return; }
    if (hash.indexOf("=") < 0) return;
    const p = new URLSearchParams(hash);
    const sid = p.get("session");
    if (sid === null) view.session = "all";
    else if (sid === "none") view.session = "none";
    else { const i = sessions.findIndex((x) => x.id === sid); view.session = i >= 0 ? String(i) : "all"; }
    const kinds = p.get("kind");
    view.kinds = kinds ? new Set(kinds.split(",").filter((k) => counts[k])) : new Set(Object.keys(counts));
    view.query = p.get("q") || "";
    view.page = Math.max(0, (Number(p.get("page")) || 1) - 1);
    syncControls();
    filter();
    draw();
  }
  function goToLine(line) {
    const i = lineEntry.get(line);
    if (i === undefined) return;
    let at = shown.indexOf(i);
    if (at < 0) {  // filtered out: show everything again
      view.session = "all"; view.kinds = new Set(Object.keys(counts)); view.query = "";
      syncControls();
      filter();
      at = shown.indexOf(i);
    }
    view.page = Math.floor(at / PAGE_SIZE);
    draw();
    const node = document.querySelector('article[data-entry="' + i + '"]');
    if (node) {
      for (const old of document.querySelectorAll(".entry.target")) old.classList.remove("target");
      node.classList.add("target");
      node.scrollIntoView({ block: "center" });
    }
  }

  header();
  controls();
  sessionCards();
  filter();
  draw();
  window.addEventListener("hashchange", fromHash);
  fromHash();
  // Measured by bench/replay_html.py: the script's own time, and the time since navigation
  // started (reading and parsing the file included).
  // Where the conversation starts (the first message on the page, in CSS pixels from the
  // top): tests keep it on the first screen.
  const firstTalk = document.querySelector("#entries .k-user, #entries .k-prompt, #entries .k-agent");
  if (firstTalk) document.body.dataset.conversationTop = String(Math.round(firstTalk.getBoundingClientRect().top + window.scrollY));
  document.body.dataset.renderMs = String(Math.round(performance.now() - started));
  document.body.dataset.sinceNavigationMs = String(Math.round(performance.now()));
  document.body.dataset.ready = "1";
})();
