"""A dev harness for the web table's page (not a test): the real page and assets with canned JSON answers and pictures
from docs/pictures, so the page can be tried without the bot or its server.

    .venv/bin/python -m tests.web.page_demo [--port 8099] [--tick 20]

then open http://127.0.0.1:8099/t/demo (``?lang=en``), a spectator at /t/watch, a finished game at /t/over, a refusal
at /r/<reason> (forged, expired, revoked, gone, not-yours). ``--tick N`` makes "another player" move every N seconds,
so the live updates can be watched. A move made on the page moves the table on (a new version, an SSE event).
"""
from __future__ import annotations

import argparse
import asyncio
import time
from pathlib import Path

from aiohttp import web

from bot.web.page import STATIC_DIR, render_page, render_refusal

ROOT = Path(__file__).resolve().parents[2]
PICS = ROOT / "docs" / "pictures" / "after"
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "base-uri 'none'; form-action 'self'; frame-ancestors 'none'")

NAMES = ["ala", "bartek <b>", "celina", "darek"]
TEXT = {
    "pl": {
        "title": "Królestwo Królików",
        "pages": ["Plansza", "Legenda"],
        "turn": "Teraz: ala, bartek <b> i celina (wszyscy jednocześnie).",
        "turn_over": "Koniec gry! Wygrywa: celina.",
        "private": "Na ręce: Farma marchewek (C4), Zamek (F7), Ratusz. Wybierz kartę, którą zatrzymasz.",
        "question": "Którą kartę zatrzymujesz (wybór 3 z 6)?",
        "where": "Gdzie stawiasz królika?",
        "note": "Wybierasz Zamek (F7); możesz to zmienić, dopóki wszyscy nie wybiorą.",
        "undo": "Cofnij ostatni krok",
        "refused": "Tej karty nie możesz teraz zagrać.",
        "turns": ["{n} stawia królika na terytorium C{k} i dobiera kartę.",
                  "{n}: Farma marchewek, Wieża strażnicza; jedna karta odrzucona zakryta.",
                  "{n} buduje Zamek na F{k} i dostaje 2 PZ."],
        "note_between": "Gra wstrzymana na prośbę celiny; wznowiona po 2 godzinach.",
    },
    "en": {
        "title": "Bunny Kingdom",
        "pages": ["Board", "Legend"],
        "turn": "Now: ala, bartek <b> and celina (everyone at once).",
        "turn_over": "Game over! celina wins.",
        "private": "In your hand: Carrot Farm (C4), Castle (F7), Town Hall. Choose the card you keep.",
        "question": "Which card do you keep (pick 3 of 6)?",
        "where": "Where do you place the bunny?",
        "note": "You pick the Castle (F7); you can change it until everyone has chosen.",
        "undo": "Take back the last step",
        "refused": "You cannot play this card now.",
        "turns": ["{n} places a bunny on territory C{k} and draws a card.",
                  "{n}: Carrot Farm, Watchtower; one card discarded face down.",
                  "{n} builds a Castle on F{k} and scores 2 points."],
        "note_between": "The game was paused at celina's request and resumed 2 hours later.",
    },
}


class Demo:
    def __init__(self) -> None:
        self.version = 41
        self.moves = 27
        self.clients: list[asyncio.Queue] = []

    def bump(self) -> None:
        self.version += 1
        self.moves += 1
        for q in self.clients:
            q.put_nowait(self.version)

    def table(self, request: web.Request) -> dict:
        who = request.match_info["who"]
        lang = request.query.get("lang", "pl")
        words = TEXT[lang if lang in TEXT else "pl"]
        seat = None if who == "watch" else 1
        over = who == "over"
        return {
            "version": self.version, "game": "bunny_kingdom", "title": words["title"], "lang": lang,
            "status": "finished" if over else "active", "seat": seat, "names": NAMES,
            "actors": [] if over else [0, 1, 2], "turn": words["turn_over"] if over else words["turn"],
            "deadline": None if over else int(time.time()) + 3 * 3600 + 600,
            "pages": [{"id": "table", "label": words["pages"][0]}, {"id": "legend", "label": words["pages"][1]}],
            "private": None if seat is None else {"text": words["private"]},
            "result": words["turn_over"] if over else None, "csrf": "demo-csrf",
        }

    def history(self, lang: str, start: int | None) -> dict:
        words = TEXT[lang if lang in TEXT else "pl"]
        turns = []
        for n in range(1, self.moves + 1):
            if n == 9:
                turns.append({"first": None, "last": None, "name": None, "text": words["note_between"]})
            name = NAMES[(n - 1) % 4]
            text = words["turns"][n % 3].format(n=name, k=n % 9 + 1)
            if n % 5 == 0 and turns and turns[-1]["first"] is not None:  # a turn of two moves
                turns[-1]["last"] = n
                continue
            turns.append({"first": n, "last": n, "name": name, "text": text})
        page = 10
        start = max(0, len(turns) - page) if start is None else max(0, min(start, len(turns) - 1))
        return {"turns": turns[start:start + page], "older": max(0, start - page) if start > 0 else None,
                "newer": start + page if start + page < len(turns) else None, "moves": self.moves}

    def choices(self, lang: str, prefix: str) -> dict:
        words = TEXT[lang if lang in TEXT else "pl"]
        tokens = prefix.split()
        if not tokens:
            cards = ["Farma marchewek (C4)" if lang == "pl" else "Carrot Farm (C4)", "Zamek (F7)" if lang == "pl"
                     else "Castle (F7)", "Ratusz" if lang == "pl" else "Town Hall", "Wieża <strażnicza>"]
            return {"prefix": prefix, "question": words["question"], "complete": False,
                    "choices": [{"token": f"card:{i}", "label": c} for i, c in enumerate(cards)],
                    "aside": [{"token": "undo", "label": words["undo"]}], "back": None}
        if tokens == ["card:2"]:  # a long list of long labels
            scrolls = (["Rybak", "Król Oceanu", "Władca Gór", "Matka Rodu", "Szara eminencja", "Prawicowiec",
                        "Królewski płaszcz", "Król Hunów", "Kolonista", "Królewska korona", "Skarbnik", "Kartograf"]
                       if lang == "pl" else
                       ["Fisherman", "Ocean King", "Lord of the Mountains", "Matriarch", "Grey Eminence", "Lawyer",
                        "Royal Cloak", "King of the Huns", "Colonist", "Royal Crown", "Treasurer", "Cartographer"])
            q = "Który pergamin zatrzymujesz?" if lang == "pl" else "Which parchment do you keep?"
            return {"prefix": prefix, "question": q, "complete": False, "aside": [],
                    "choices": [{"token": f"s{i}", "label": f"{n} (pergamin {i + 1})" if lang == "pl"
                                 else f"{n} (parchment {i + 1})"} for i, n in enumerate(scrolls)]}
        if len(tokens) == 1:
            cells = [f"{c}{r}" for c in "ABCDEFGH" for r in range(1, 3)]
            return {"prefix": prefix, "question": words["where"], "complete": False,
                    "choices": [{"token": c, "label": c} for c in cells], "aside": []}
        return {"prefix": prefix, "question": "", "complete": True, "choices": [], "aside": [], "back": tokens[0],
                "so_far": None, "move": ("Zatrzymujesz kartę i stawiasz królika na " if lang == "pl" else
                                         "You keep the card and place the bunny on ") + tokens[-1] + "."}


def build(demo: Demo) -> web.Application:
    @web.middleware
    async def headers(request, handler):
        resp = await handler(request)
        resp.headers["Content-Security-Policy"] = CSP
        resp.headers["X-Content-Type-Options"] = "nosniff"
        resp.headers["Referrer-Policy"] = "no-referrer"
        return resp

    app = web.Application(middlewares=[headers])

    async def page(request):
        lang = request.query.get("lang", "pl")
        return web.Response(text=render_page(lang, f"/t/{request.match_info['who']}"), content_type="text/html")

    async def refusal(request):
        lang = request.query.get("lang", "pl")
        return web.Response(text=render_refusal(lang, request.match_info["reason"]), content_type="text/html",
                            status=403)

    def lang_of(request) -> str:  # the page passes its language (?lang=) to every API call
        return request.query.get("lang", "pl")

    async def table(request):
        return web.json_response(demo.table(request))

    async def picture(request):
        name = {"table": "bunny_kingdom-4p-mid-table.png", "legend": "bunny_kingdom-4p-mid-legend.png"}
        f = name.get(request.match_info["page"])
        return web.FileResponse(PICS / f) if f else web.Response(status=404)

    async def private(request):
        if request.match_info["who"] == "watch":
            return web.Response(status=404)
        return web.FileResponse(PICS / "bunny_kingdom-4p-mid-private-1.png")

    async def history(request):
        start = request.query.get("start")
        return web.json_response(demo.history(lang_of(request), None if start is None else int(start)))

    async def history_png(request):
        n = int(request.match_info["n"])
        pick = "bunny_kingdom-4p-end-table.png" if n % 2 else "bunny_kingdom-4p-mid-table.png"
        if request.query.get("page") == "legend":
            pick = "bunny_kingdom-4p-end-legend.png"
        return web.FileResponse(PICS / pick)

    async def choices(request):
        return web.json_response(demo.choices(lang_of(request), request.query.get("prefix", "")))

    async def move(request):
        body = await request.json()
        words = TEXT[lang_of(request) if lang_of(request) in TEXT else "pl"]
        if body.get("csrf") != "demo-csrf":
            return web.json_response({"error": "csrf"}, status=403)
        if body["move"].startswith("card:3"):
            return web.json_response({"error": words["refused"]}, status=400)
        demo.bump()
        return web.json_response({"ok": True, "note": words["note"]})

    async def events(request):
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-store"})
        await resp.prepare(request)
        q: asyncio.Queue = asyncio.Queue()
        demo.clients.append(q)
        try:
            await resp.write(f"event: version\ndata: {demo.version}\n\n".encode())
            while True:
                try:
                    v = await asyncio.wait_for(q.get(), 15)
                    await resp.write(f"event: version\ndata: {v}\n\n".encode())
                except TimeoutError:
                    await resp.write(b": still here\n\n")
        finally:
            demo.clients.remove(q)

    app.router.add_get("/t/{who}", page)
    app.router.add_get("/r/{reason}", refusal)
    app.router.add_get("/t/{who}/api/table", table)
    app.router.add_get("/t/{who}/api/picture/{page}.png", picture)
    app.router.add_get("/t/{who}/api/private.png", private)
    app.router.add_get("/t/{who}/api/history", history)
    app.router.add_get("/t/{who}/api/history/{n}.png", history_png)
    app.router.add_get("/t/{who}/api/choices", choices)
    app.router.add_post("/t/{who}/api/move", move)
    app.router.add_get("/t/{who}/api/events", events)
    app.router.add_static("/static/", STATIC_DIR)
    return app


async def main(port: int, tick: float) -> None:
    demo = Demo()
    runner = web.AppRunner(build(demo))
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    print(f"http://127.0.0.1:{port}/t/demo", flush=True)
    while True:
        await asyncio.sleep(tick or 3600)
        if tick:
            demo.bump()


if __name__ == "__main__":
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--port", type=int, default=8099)
    p.add_argument("--tick", type=float, default=0)
    args = p.parse_args()
    asyncio.run(main(args.port, args.tick))
