// acp-wire replay --html, part 2 of 4 of the page's script: the page around the entries
// (the header, the controls and the session cards).
// The rules of replay_page_state.js hold here: transcript text reaches the DOM as text nodes.

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

