// acp-wire replay --html: draws the transcript model embedded in #acp-data.
// Every piece of transcript text reaches the DOM as a text node (textContent); elements are
// created by name from fixed lists here; no attribute ever takes a value from the transcript
// except ids and classes built from numbers and from the fixed kind names.
// Part 1 of 4 of the page's script: the data, the constants, small DOM helpers, the indexes
// and the view state. page.py joins the parts in order inside one strict function, so they
// share its names.

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
  // Markdown trees (acp_wire.tools.html._markdown): the only element names they may create.
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

