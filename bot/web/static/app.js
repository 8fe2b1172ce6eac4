/* The web table's page (docs/web-table.md): the table as the link's seat sees it, its history, the move picker and
   live updates. Every address is the page's own (``/t/<token>/api/...``); the words come from ``data-words``. */
"use strict";

(() => {
  const body = document.body;
  const W = JSON.parse(body.dataset.words || "{}");
  const LANG = body.dataset.lang || document.documentElement.lang || "en";
  // the page's own path is the link: its API lives under it (whatever prefix a reverse proxy adds before /t/)
  const BASE = location.pathname.replace(/\/+$/, "") || body.dataset.base;
  const $ = (id) => document.getElementById(id);
  const fmt = (text, vars) => String(text || "").replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
  const el = (tag, cls, text) => {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text != null) node.textContent = text;
    return node;
  };

  const S = {
    table: null,
    version: null,
    page: null,        // the picture's page shown (an id of table.pages)
    past: null,        // a move number: the board shows the table after it; null: now
    hist: null,        // the last history answer
    histStart: null,   // null: the server's first page ("since my last turn"), else a turn index
    path: [],          // the picker's tokens so far, and their labels
    labels: [],
    choices: null,
    choicesFor: null,  // the version and prefix the choices were read for
    pending: null,     // {move, request}: the move being sent (its request id is reused on a retry)
    dead: false,
    focusPicker: false, // the reader stepped in the picker: its next step gets the focus (keyboard, screen reader)
  };

  const boardViewer = new window.PlanszaViewer($("table-viewer"), W);
  const privateViewer = new window.PlanszaViewer($("private-viewer"), W);

  class Refused extends Error {}

  /* An address under the link, with the page's language (the server answers in it: texts, labels, pictures). */
  const url = (path, params) => {
    const q = new URLSearchParams({ ...(params || {}), lang: LANG });
    return `${BASE}${path}?${q}`;
  };

  async function api(path, options) {
    let r;
    try {
      r = await fetch(path, { credentials: "same-origin", cache: "no-store", ...options,
        headers: { Accept: "application/json", ...((options && options.headers) || {}) } });
    } catch (err) {
      throw Object.assign(new Error("network"), { network: true });
    }
    if ([403, 404, 410].includes(r.status) && !(options && options.method === "POST")) {
      const type = r.headers.get("Content-Type") || "";
      if (!type.includes("json")) throw new Refused(String(r.status));
    }
    let data = null;
    try { data = await r.json(); } catch (_) { data = null; }
    if (data && data.reason && [403, 404, 410].includes(r.status)) throw new Refused(data.error || "");
    if (!r.ok && !(data && data.error)) throw Object.assign(new Error(String(r.status)), { network: r.status >= 500 });
    return data;
  }

  /* ---------- the header ---------- */

  const nameOf = (t, seat) => {
    const n = t.names && t.names[seat];
    return n == null ? String(seat + 1) : String(n);
  };

  /* The table waits for the reader: their turn (the header's badge). */
  function isActor(t) {
    if (t.seat == null || !Array.isArray(t.actors)) return false;
    return t.actors.includes(t.seat) && (t.status == null || t.status === "active");
  }

  /* The reader has a move: their turn, or a hidden choice they may still change (the picker stays open). */
  function canAct(t) {
    return t.can_act != null ? !!t.can_act : isActor(t);
  }

  function relative(unix) {
    const diff = unix * 1000 - Date.now();
    const abs = Math.abs(diff);
    const rtf = new Intl.RelativeTimeFormat(LANG, { numeric: "auto" });
    if (abs >= 2 * 864e5) return rtf.format(Math.round(diff / 864e5), "day");
    if (abs >= 90 * 6e4) return rtf.format(Math.round(diff / 36e5), "hour");
    return rtf.format(Math.round(diff / 6e4), "minute");
  }

  function renderDeadline() {
    const t = S.table;
    const box = $("deadline");
    if (!t || t.deadline == null || t.status === "finished" || t.status === "abandoned") {
      box.hidden = true;
      return;
    }
    const late = t.deadline * 1000 < Date.now();
    $("deadline-text").textContent = fmt(late ? W.deadlinePast : W.deadline, { when: relative(t.deadline) });
    box.title = new Date(t.deadline * 1000).toLocaleString(LANG);
    box.classList.toggle("late", late);
    box.hidden = false;
  }

  function renderHeader(t) {
    const title = t.title || t.game || document.title;
    $("title").textContent = title;
    document.title = `${title} · Plansza`;
    $("who").textContent = t.seat == null ? W.spectator : fmt(W.seat, { name: nameOf(t, t.seat) });
    const turn = $("turn");
    turn.textContent = t.turn || "";
    turn.hidden = !t.turn || t.turn === t.result;
    turn.classList.toggle("mine", isActor(t));
    turn.dataset.badge = W.yourTurn || "";
    renderDeadline();
    $("result").hidden = !t.result;
    $("result-text").textContent = t.result || "";
  }

  /* ---------- the board ---------- */

  function renderTabs(t) {
    const tabs = $("tabs");
    const pages = Array.isArray(t.pages) ? t.pages : [];
    if (!pages.some((p) => String(p.id) === String(S.page))) S.page = pages.length ? pages[0].id : null;
    tabs.replaceChildren();
    tabs.hidden = pages.length < 2;
    pages.forEach((p) => {
      const b = el("button", "tab", p.label || String(p.id));
      b.type = "button";
      b.setAttribute("role", "tab");
      const on = String(p.id) === String(S.page);
      b.setAttribute("aria-selected", String(on));
      b.tabIndex = on ? 0 : -1;
      b.addEventListener("click", () => { S.page = p.id; renderTabs(S.table); renderBoard(); });
      tabs.append(b);
    });
  }

  $("tabs").addEventListener("keydown", (e) => {
    const all = [...$("tabs").querySelectorAll(".tab")];
    const i = all.indexOf(document.activeElement);
    if (i < 0) return;
    const j = e.key === "ArrowRight" ? i + 1 : e.key === "ArrowLeft" ? i - 1 : null;
    if (j == null) return;
    const next = all[(j + all.length) % all.length];
    next.focus();
    next.click();
    e.preventDefault();
  });

  function renderBoard() {
    const t = S.table;
    if (!t) return;
    const pages = Array.isArray(t.pages) ? t.pages : [];
    const page = pages.find((p) => String(p.id) === String(S.page));
    const notice = $("notice");
    notice.hidden = pages.length > 0;
    notice.textContent = W.notStarted;
    $("table-viewer").hidden = !page;
    $("past").hidden = S.past == null || !page;
    if (!page) { boardViewer.clear(); return; }
    const id = encodeURIComponent(page.id);
    if (S.past != null) {
      $("past-text").textContent = fmt(W.past, { n: S.past });
      boardViewer.show(url(`/api/history/${encodeURIComponent(S.past)}.png`, { page: page.id, v: S.version }),
        fmt(W.past, { n: S.past }));
    } else {
      // the picture in words (the same text as Discord's alt text), else its page's name
      boardViewer.show(url(`/api/picture/${id}.png`, { v: S.version }),
        (t && t.alt) || fmt(W.pictureAlt, { page: page.label || page.id }));
    }
  }

  function showPast(n) {
    S.past = n;
    renderBoard();
    renderTurns();
    const board = document.querySelector(".board");
    if (board.getBoundingClientRect().top < 0 || board.getBoundingClientRect().top > window.innerHeight / 2) {
      board.scrollIntoView({ behavior: "smooth", block: "start" });
    }
  }

  $("now").addEventListener("click", () => { S.past = null; renderBoard(); renderTurns(); });

  /* ---------- the board in text (a screen reader's table) ---------- */

  function renderTextBoard(t) {
    const sections = Array.isArray(t.board) ? t.board : [];
    $("textboard").hidden = sections.length === 0;
    const body = $("textboard-body");
    body.replaceChildren();
    for (const part of sections) {
      const h = document.createElement("h3");
      h.textContent = part.heading;
      const list = document.createElement("ul");
      for (const row of part.rows || []) {
        const li = document.createElement("li");
        li.textContent = row;
        list.appendChild(li);
      }
      body.append(h, list);
    }
  }

  /* ---------- the reader's private view ---------- */

  function renderPrivate(t) {
    const box = $("private");
    if (!t.private) { box.hidden = true; privateViewer.clear(); return; }
    box.hidden = false;
    $("private-text").textContent = t.private.text || "";
    $("private-text").hidden = !t.private.text;
    $("private-viewer").hidden = false;  // shown while it loads, so that the picture is fitted to its real width
    privateViewer.show(url("/api/private.png", { v: S.version }), t.private.alt || W.privateAlt || "").then((ok) => {
      if (ok === null) return;  // a newer picture replaced this one: its own answer decides
      $("private-viewer").hidden = !ok;  // a game without a private picture answers 404
    });
  }

  /* ---------- the history ---------- */

  async function loadHistory(start) {
    try {
      S.hist = await api(url("/api/history", start == null ? {} : { start }));
      S.histStart = start;
    } catch (err) {
      if (err instanceof Refused) return linkDead(err.message);
      return;
    }
    renderTurns();
  }

  function renderTurns() {
    const h = S.hist;
    const list = $("turns");
    list.replaceChildren();
    if (!h) return;
    const turns = Array.isArray(h.turns) ? h.turns : [];
    if (!turns.length) list.append(el("li", "note", W.historyEmpty));
    turns.forEach((turn) => {
      const li = el("li");
      const text = turn.text || "…";
      if (turn.first == null || turn.last == null) {
        li.className = "note";
        li.textContent = text;
      } else {
        const b = el("button", "turn-btn");
        b.type = "button";
        b.setAttribute("aria-pressed", String(S.past === turn.last));
        const n = turn.first === turn.last ? fmt(W.move, { n: turn.first })
          : fmt(W.moves, { first: turn.first, last: turn.last });
        b.append(el("span", "n", n));
        const line = el("span", "text");
        if (turn.name && !(turn.named != null ? turn.named : text.includes(turn.name))) {
          line.append(el("span", "name", `${turn.name}: `));
        }
        line.append(document.createTextNode(text));
        b.append(line);
        b.addEventListener("click", () => (S.past === turn.last ? $("now").click() : showPast(turn.last)));
        li.append(b);
      }
      list.append(li);
    });
    $("older").hidden = h.older == null || h.older === false;
    $("newer").hidden = h.newer == null || h.newer === false;
  }

  $("older").addEventListener("click", () => loadHistory(S.hist.older));
  $("newer").addEventListener("click", () => loadHistory(S.hist.newer));

  /* ---------- the move picker ---------- */

  const FEW = 8;      // this many choices or fewer: buttons side by side; more: a list with a search field
  const SHORT = 6;    // labels this short (a cell, a number) sit in a compact grid however many there are
  const SEARCH = 24;  // ... with a search field past this many

  async function loadChoices() {
    const prefix = S.path.join(" ");
    const play = $("play");
    play.classList.add("busy");
    try {
      const c = await api(url("/api/choices", { prefix }));
      if (c && c.error) throw new Error(c.error);
      // the server's prefix is the truth: it steps over single choices, and starts over when the table moved on
      if (typeof c.prefix === "string" && c.prefix !== prefix) {
        const tokens = c.prefix.split(" ").filter(Boolean);
        S.labels = tokens.map((tok, i) => (S.path[i] === tok && S.labels[i] != null ? S.labels[i] : tok));
        S.path = tokens;
      }
      S.choices = c;
      S.choicesFor = `${S.version}|${S.path.join(" ")}`;
      if (c.note) answer("info", c.note);
      renderChoices();
    } catch (err) {
      if (err instanceof Refused) return linkDead(err.message);
      answer("error", W.choicesError);
    } finally {
      play.classList.remove("busy");
    }
  }

  function renderChoices() {
    const c = S.choices || {};
    const done = c.complete && !(Array.isArray(c.choices) && c.choices.length);
    $("question").textContent = done ? W.ready : c.question || "";  // a whole move: nothing left but to confirm
    const steps = typeof c.so_far === "string" && c.so_far ? c.so_far.split(" › ") : S.labels;
    $("path").replaceChildren(...steps.map((l) => el("li", null, l)));
    $("summary").textContent = c.complete && c.move ? c.move : "";
    $("summary").hidden = !(c.complete && c.move);
    const list = Array.isArray(c.choices) ? c.choices : [];
    const box = $("choices");
    const short = list.every((ch) => String(ch.label || ch.token).length <= SHORT);
    const many = list.length > FEW && !short;
    box.className = short && list.length > 4 ? "choices compact" : many ? "choices list" : "choices";
    const filter = $("filter");
    filter.hidden = list.length <= (short ? SEARCH : FEW);
    if (filter.hidden) filter.value = "";
    const needle = filter.value.trim().toLocaleLowerCase(LANG);
    const shown = list.filter((ch) => !needle || String(ch.label || ch.token).toLocaleLowerCase(LANG).includes(needle));
    box.replaceChildren(...shown.map((ch) => {
      const b = el("button", "btn", ch.label || ch.token);
      b.type = "button";
      b.addEventListener("click", () => {
        S.path.push(ch.token);
        S.labels.push(ch.label || ch.token);
        filter.value = "";
        answer("", "");
        S.focusPicker = true;
        loadChoices();
      });
      return b;
    }));
    if (!filter.hidden && !shown.length) box.append(el("p", "empty", W.noMatch));
    $("back").hidden = "back" in c ? c.back == null : !S.path.length;
    $("restart").hidden = S.path.length < 2;
    $("confirm").hidden = !c.complete;
    const aside = Array.isArray(c.aside) ? c.aside : [];
    $("aside").hidden = !aside.length || S.path.length > 0;
    $("aside-list").replaceChildren(...aside.map((a) => {
      const b = el("button", "btn", a.label || a.token);
      b.type = "button";
      b.addEventListener("click", () => send(a.token));
      return b;
    }));
    if (S.focusPicker) focusStep();
  }

  /* The picker's next step takes the focus (the button pressed was replaced): its first choice, else Confirm. */
  function focusStep() {
    S.focusPicker = false;
    const next = $("choices").querySelector("button") || (!$("confirm").hidden && $("confirm"));
    if (next) next.focus();
  }

  $("filter").addEventListener("input", renderChoices);
  $("back").addEventListener("click", () => {
    const c = S.choices || {};
    const to = typeof c.back === "string" ? c.back.split(" ").filter(Boolean) : S.path.slice(0, -1);
    S.path = to;
    S.labels = S.labels.slice(0, to.length);
    answer("", "");
    S.focusPicker = true;
    loadChoices();
  });
  $("restart").addEventListener("click", () => {
    S.path = [];
    S.labels = [];
    S.focusPicker = true;
    loadChoices();
  });
  $("confirm").addEventListener("click", () => send(S.path.join(" ")));

  function requestId() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  }

  function answer(kind, text, retry) {
    const box = $("answer");
    box.className = `answer ${kind}`;
    box.replaceChildren(el("p", null, text));
    if (retry) {
      const b = el("button", "btn", W.retry);
      b.type = "button";
      b.addEventListener("click", retry);
      box.append(b);
    }
    box.hidden = !text;
  }

  async function send(move) {
    if (!move || !S.table) return;
    if (!S.pending || S.pending.move !== move) S.pending = { move, request: requestId() };
    const { request } = S.pending;
    const play = $("play");
    play.classList.add("busy");
    answer("wait", W.sending);
    try {
      const a = await api(url("/api/move"), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ move, csrf: S.table.csrf, request }),
      });
      S.pending = null;
      if (a && a.ok) {
        S.path = [];
        S.labels = [];
        answer("ok", a.note || W.done);
        await refresh();
        // the picker is gone (or starts over): the focus goes to the table's turn line, which says what now
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost || $("play").hidden) $("turn").focus();
      } else {
        answer("error", (a && a.error) || W.netError);
        S.choicesFor = null;
        await refresh();  // a new csrf, or a table that moved on
      }
    } catch (err) {
      if (err instanceof Refused) return linkDead(err.message);
      answer("error", W.netError, () => send(move));  // the same request id: the bot plays it at most once
    } finally {
      play.classList.remove("busy");
    }
  }

  function renderPlay(t) {
    const mine = canAct(t);
    if (mine && !S.wasMine) answer("", "");  // a new turn: the answer to the reader's last move has had its day
    S.wasMine = mine;
    const over = t.status === "finished" || t.status === "abandoned" || !!t.result;
    $("play").hidden = !mine;
    const waiting = $("waiting");
    waiting.hidden = mine || over || t.status === "lobby";
    waiting.textContent = t.seat == null ? W.watch : W.wait;
    if (!mine) {
      S.path = [];
      S.labels = [];
      S.choicesFor = null;
      return;
    }
    if (S.choicesFor !== `${S.version}|${S.path.join(" ")}`) loadChoices();
  }

  /* ---------- the table and live updates ---------- */

  let loading = null;
  let retryTimer = null;

  /* A change another player made, said politely to a screen reader: the last move (from the history), then whose
     turn it is now (or the result). */
  function announce(t, history) {
    let last = "";
    const turns = history && Array.isArray(history.turns) ? history.turns.filter((x) => x.last != null) : [];
    if (turns.length) {
      const newest = turns.reduce((a, b) => (b.last > a.last ? b : a));
      const named = newest.named != null ? newest.named : String(newest.text || "").includes(newest.name || "");
      last = `${newest.name && !named ? `${newest.name}: ` : ""}${newest.text || ""}`;
    }
    const now = t.result || t.turn || "";
    const mine = isActor(t) && W.yourTurn ? ` ${W.yourTurn}.` : "";
    $("announce").textContent = [last, now].filter(Boolean).join(" · ") + mine;
  }

  async function loadTable() {
    const t = await api(url("/api/table"));
    const changed = t.version !== S.version;
    const before = S.version;
    S.table = t;
    S.version = t.version;
    renderHeader(t);
    renderTabs(t);
    renderBoard();
    renderTextBoard(t);
    renderPrivate(t);
    renderPlay(t);
    document.dispatchEvent(new CustomEvent("plansza:table", { detail: t }));  // since.js reads what changed
    if (changed && (S.hist == null || S.histStart == null || S.hist.newer == null)) {
      const read = loadHistory(S.histStart);
      if (before != null) read.then(() => announce(t, S.hist));
    } else if (changed && before != null) {
      announce(t, null);
    }
  }

  /* Read the table again (one read at a time; a read asked for meanwhile runs once the first ends). */
  function refresh() {
    if (S.dead) return Promise.resolve();
    if (loading) {
      loading.again = true;
      return loading.done;
    }
    const state = { again: false };
    state.done = (async () => {
      try {
        do {
          state.again = false;
          await loadTable();
        } while (state.again);
        $("notice").classList.remove("error");
      } catch (err) {
        if (err instanceof Refused) return linkDead(err.message);
        const notice = $("notice");
        notice.hidden = false;
        notice.textContent = W.loadError;
        notice.classList.add("error");
        clearTimeout(retryTimer);
        retryTimer = setTimeout(refresh, 5000);
      } finally {
        loading = null;
      }
    })();
    loading = state;
    return state.done;
  }

  function linkDead(why) {
    S.dead = true;
    if (events) events.close();
    setLive("offline", W.linkDead);
    const notice = $("notice");
    notice.hidden = false;
    notice.textContent = why ? `${why} ${W.linkHow}` : W.linkDead;
    notice.classList.add("error");
    $("play").hidden = true;
  }

  function setLive(state, text) {
    const live = $("live");
    live.dataset.state = state;
    $("live-text").textContent = text || W[state === "live" ? "live" : state] || "";
    live.title = $("live-text").textContent;
  }

  let events = null;  // the open EventSource or WebSocket
  let backoff = 1000;
  // Inside Discord (an Activity: the frame's address carries Discord's frame_id) every request goes through Discord's
  // proxy, which documents WebSockets but not long-lived event streams: there the changes come by WebSocket.
  const inActivity = new URLSearchParams(location.search).has("frame_id");

  function connect() {
    const socket = inActivity && window.WebSocket;
    if (S.dead || !(socket || window.EventSource)) return;
    setLive("connecting");
    let opened = false;
    const up = () => {
      setLive("live");
      backoff = 1000;
      if (opened) refresh();  // back after a break: changes may have been missed
      opened = true;
    };
    const seen = (data) => { if (String(Number(data)) !== String(S.version)) refresh(); };
    const down = () => {  // given up: try again later, further apart
      setLive("offline");
      setTimeout(() => refresh().then(connect), backoff);
      backoff = Math.min(backoff * 2, 30000);
    };
    if (socket) {
      const address = new URL(url("/api/ws"), location.href);
      address.protocol = address.protocol === "https:" ? "wss:" : "ws:";
      const ws = new WebSocket(address);
      events = ws;
      ws.addEventListener("open", up);
      ws.addEventListener("message", (e) => seen(e.data));
      ws.addEventListener("close", () => { if (!S.dead) down(); });
      return;
    }
    const es = new EventSource(url("/api/events"));
    events = es;
    es.addEventListener("open", up);
    es.addEventListener("version", (e) => seen(e.data));
    es.addEventListener("error", () => {
      if (es.readyState !== EventSource.CLOSED) return setLive("connecting");
      es.close();
      down();
    });
  }

  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") refresh();
  });
  setInterval(renderDeadline, 30000);
  setInterval(() => {  // without the event stream, still keep up now and then
    if (!S.dead && $("live").dataset.state !== "live") refresh();
  }, 60000);

  refresh().then(connect);
})();
