/* "Since your last turn" on the web table's page (docs/web-table.md, /api/since): when the table waits for the
   reader, what the other players did since the reader's last turn, in the picker's card, one tap open. app.js tells
   every table it reads by the "plansza:table" event; the lines are read again only when the table's version moves. */
"use strict";

(() => {
  const body = document.body;
  const LANG = body.dataset.lang || document.documentElement.lang || "en";
  const BASE = location.pathname.replace(/\/+$/, "") || body.dataset.base;
  const box = document.getElementById("since");
  if (!box) return;
  const list = document.getElementById("since-list");
  const count = document.getElementById("since-count");
  let readFor = null;  // the version the lines were read for
  let asked = 0;       // the newest read asked for (an older answer arriving late is dropped)

  function render(data) {
    const turns = Array.isArray(data.turns) ? data.turns : [];
    list.replaceChildren();
    for (const turn of turns) {
      const li = document.createElement("li");
      if (turn.name && !turn.named) {
        const who = document.createElement("strong");
        who.textContent = `${turn.name}: `;
        li.append(who);
      }
      li.append(document.createTextNode(String(turn.text || "")));
      if (turn.seat == null) li.className = "note";
      list.append(li);
    }
    if (!turns.length && data.nothing) {
      const li = document.createElement("li");
      li.className = "note";
      li.textContent = data.nothing;
      list.append(li);
    }
    count.textContent = data.missed ? `(${data.missed})` : "";
    box.hidden = !list.children.length;
  }

  async function read(version) {
    const mine = ++asked;
    const q = new URLSearchParams({ lang: LANG, v: String(version) });
    try {
      const r = await fetch(`${BASE}/api/since?${q}`, { credentials: "same-origin", cache: "no-store",
        headers: { Accept: "application/json" } });
      if (!r.ok) throw new Error(String(r.status));
      const data = await r.json();
      if (mine === asked) render(data);
    } catch (_) {
      if (mine === asked) readFor = null;  // read again with the next table
    }
  }

  document.addEventListener("plansza:table", (e) => {
    const t = e.detail || {};
    const mine = t.seat != null && (t.can_act != null ? !!t.can_act : false) && t.status === "active";
    if (!mine) {
      box.hidden = true;
      box.open = false;
      readFor = null;
      return;
    }
    if (readFor === t.version) return;
    readFor = t.version;
    read(t.version);
  });
})();
