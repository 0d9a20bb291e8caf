// acp-wire replay --html, part 4 of 4 of the page's script: the view in the address (links
// to lines), then the first drawing.
// The rules of replay_page_state.js hold here: transcript text reaches the DOM as text nodes.

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
