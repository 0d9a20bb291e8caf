// acp-wire replay --html, part 3 of 4 of the page's script: each entry of the transcript,
// drawn by its kind.
// The rules of replay_page_state.js hold here: transcript text reaches the DOM as text nodes.

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

