"""``plansza-bench --web``: the web table (docs/web-table.md) measured as phones use it, over loopback.

A throwaway store (a SQLite file; a new schema on ``--database-url`` for PostgreSQL, whose notifier then goes through
LISTEN/NOTIFY) gets ``--tables`` tables (100 by default) of the five games, each a few moves in; a
:class:`~bot.web.app.WebTable` listens on a free port of 127.0.0.1 with the bot's render pool (one worker per core,
as the bot runs), and every seat gets its personal link. A client in a process of its own (aiohttp, ``--concurrency``
requests at once, as many phones would) then measures:

* the page's first byte: ``GET /t/<token>`` until the status line and headers arrive (p50/p95/p99), and its whole
  answer;
* ``/api/table`` (the JSON the page reads first);
* the picture, ``GET /t/<token>/api/picture/<page>.png?v=N`` with a new ``N`` each time (no browser or proxy could
  answer it from a cache), drawn every time: the app's own picture cache (one drawing per state, page, seat and
  language, :mod:`bot.web.pictures`) is switched off here, so the figure is the cold one; concurrently and one at a
  time, and per game;
* a move seen by another page: a second seat's page subscribed to ``/api/events``, the move picked through
  ``/api/choices`` as the page does and posted to ``/api/move`` with the CSRF token of ``/api/table``; the time from
  the POST to the ``version`` event on the other page (and to the POST's own answer);
* the same through the Activity's road (issue 54): the page with Discord's frame parameters, and a move seen by a
  page listening on ``/api/ws`` (the WebSocket the page uses inside Discord). Discord's own proxy is not in the
  figures (it is Discord's, and out of reach here).

The per-link rate limits are lifted (a phone never sends this many requests): the figures are the server's.
"""
from __future__ import annotations

import asyncio
import contextlib
import json
import os
import platform
import random
import sys
import tempfile
import time
import uuid
from pathlib import Path

from games import registry

GAMES = tuple(registry.shipped())
HOST = "127.0.0.1"
ACTIVITY_FRAME = "?frame_id=bench&instance_id=bench&platform=mobile"  # what Discord adds to the Activity's address
EVENT_WAIT = 10.0  # seconds a page waits for a move's version event before it counts as missed
SIZES = {  # (tables, page requests, pictures, pictures one at a time, moves, concurrency)
    "full": (100, 2000, 240, 20, 50, 16),
    "quick": (100, 400, 60, 6, 15, 16),
}
ALONE = 0.2  # the share of moves (and pictures) also timed one at a time


def stats(seconds: list[float]) -> dict:
    """p50/p95/p99/max in milliseconds (nearest rank), and the count."""
    if not seconds:
        return {"p50": None, "p95": None, "p99": None, "max": None, "n": 0}
    s = sorted(seconds)

    def at(p: float) -> float:
        return round(1000 * s[min(len(s) - 1, max(0, int(round(p * len(s) + 0.5)) - 1))], 2)

    return {"p50": at(0.50), "p95": at(0.95), "p99": at(0.99), "max": round(1000 * s[-1], 2), "n": len(s)}


# ---- the server side: tables, links, the web table -----------------------------------------------------------------
async def _tables(svc, count: int, seed: int) -> list[dict]:
    """``count`` tables of the five games in turn, each 2-6 random moves in; per table its game and seat users."""
    from bot.ops.bench_load import new_table
    from games import registry

    rnd = random.Random(seed)
    out = []
    for i in range(count):
        channel, game_id = f"web-{i}", GAMES[i % len(GAMES)]
        await new_table(svc, channel, game_id)
        game = registry.get(game_id)
        for _ in range(rnd.randint(2, 6)):
            row, state = await svc.table(channel)
            if row.status != "active":
                break
            seat = rnd.choice(sorted(game.actors(state)))
            await svc.play(channel, row.user_of(seat), rnd.choice(game.legal_moves(state, seat)).id)
        row, _ = await svc.table(channel)
        out.append({"id": row.id, "game": game_id, "users": [row.user_of(s) for s in range(len(row.seats))]})
    return out


async def _links(svc, tables: list[dict]) -> list[dict]:
    """A personal link (its token) for every seat of every table."""
    from bot.web.links import make_token

    return [{"game": t["game"], "tokens": [await make_token(svc, t["id"], seat, user, "pl" if seat % 2 else "en", 1)
                                           for seat, user in enumerate(t["users"])]} for t in tables]


async def _target(args) -> tuple[str, str]:
    """The throwaway store: ``(engine, target)``."""
    if args.database_url:
        from bot.store import scratch

        return "postgres", await scratch.new_schema(args.database_url)
    folder = tempfile.mkdtemp(prefix="plansza-web-bench-", dir=args.workdir)
    return "sqlite", str(Path(folder) / "web.sqlite3")


async def _drop(engine: str, target: str) -> None:
    if engine == "postgres":
        from bot.store import scratch

        await scratch.drop_schema(target)
    else:
        import shutil

        shutil.rmtree(Path(target).parent, ignore_errors=True)


def sizes(args) -> dict:
    tables, pages, pictures, alone, moves, concurrency = SIZES["quick" if args.quick or args.smoke else "full"]
    pick = {"tables": int(args.tables.split(",")[0]) if args.tables else tables, "pages": args.requests or pages,
            "pictures": args.pictures or pictures, "pictures_alone": alone, "moves": args.moves or moves,
            "concurrency": args.concurrency or concurrency}
    pick["moves_alone"] = max(1, round(pick["moves"] * ALONE))
    if args.smoke:
        pick["pictures_alone"] = 2
    return pick


async def run(args) -> dict:
    from bot.settings import Settings as BotSettings
    from bot.tables import Settings, TableService, present
    from bot.tables.render_pool import RenderPool
    from bot.web.api import CONTEXT
    from bot.web.app import WebTable
    from bot.web.pictures import PictureCache

    size = sizes(args)
    engine, target = await _target(args)
    started = time.perf_counter()
    pool = await asyncio.to_thread(RenderPool(0).start)  # one render worker per core, as the bot runs
    present.use_render_pool(pool)
    svc = await TableService.open(target, Settings(create_cooldown=0, live_tables_base=10**6))
    web = None
    try:
        _say(f"{engine}: {size['tables']} tables")
        tables = await _tables(svc, size["tables"], seed=1)
        links = await _links(svc, tables)
        settings = BotSettings(web_url=f"http://{HOST}", web_host=HOST, web_port=0, rate_burst=1,
                               rate_per_second=0.0,  # 0: no rate limit
                               activity_client_id="1", activity_client_secret="bench")  # its pages and WebSocket
        web = WebTable(settings, svc, notifier=svc.notifier)
        await web.start()
        assert web.app is not None  # start made it
        # pictures are measured as drawn: the app's cache (one drawing per state, page, seat and language) would
        # answer most requests of a real table from memory; the figure here is the cold one
        web.app[CONTEXT].pictures = PictureCache(budget=0)
        _say(f"web table on {HOST}:{web.port}; the client process measures")
        spec = {"base": f"http://{HOST}:{web.port}", "links": links, **size}
        from concurrent.futures import ProcessPoolExecutor
        from multiprocessing import get_context

        with ProcessPoolExecutor(1, mp_context=get_context("spawn")) as client:
            figures = await asyncio.get_running_loop().run_in_executor(client, client_main, spec)
    finally:
        if web is not None:
            await web.stop()
        await svc.close()
        present.use_render_pool(None)
        pool.close()
        await _drop(engine, target)
    return {"meta": {"engine": engine, "cpus": os.cpu_count(), "render_workers": pool.workers,
                     "python": platform.python_version(), "platform": platform.platform(),
                     "games": list(GAMES[:size["tables"]]),
                     "client": "aiohttp in a process of its own, over loopback", "rate_limit": "off",
                     "seconds": round(time.perf_counter() - started, 1), **size}, **figures}


# ---- the client side (a process of its own) -------------------------------------------------------------------------
def client_main(spec: dict) -> dict:
    return asyncio.run(_client(spec))


class Phones:
    """The client: one aiohttp session whose connector keeps ``concurrency`` connections (kept alive, as a phone's
    browser does), and the links of every table."""

    def __init__(self, session, spec: dict):
        self.session, self.base, self.links = session, spec["base"], spec["links"]
        self.rnd = random.Random(7)
        self.pages: list[list[str]] = [["table"] for _ in self.links]  # each table's picture pages (from /api/table)
        self.errors: dict[str, int] = {}
        self.cache_control: set[str] = set()
        self.serial = 0

    def url(self, token: str, tail: str = "") -> str:
        return f"{self.base}/t/{token}{tail}"

    def pick(self) -> tuple[int, str]:
        i = self.rnd.randrange(len(self.links))
        return i, self.rnd.choice(self.links[i]["tokens"])

    def fail(self, what: str) -> None:
        self.errors[what] = self.errors.get(what, 0) + 1

    async def page(self, first: list, whole: list, tail: str = "") -> None:
        _, token = self.pick()
        t0 = time.perf_counter()
        async with self.session.get(self.url(token, tail)) as resp:
            t1 = time.perf_counter()  # the status line and headers are in: the first byte and a little more
            await resp.read()
            if resp.status != 200:
                return self.fail(f"page {resp.status}")
        first.append(t1 - t0)
        whole.append(time.perf_counter() - t0)

    async def table(self, i: int, token: str, out: list) -> dict | None:
        t0 = time.perf_counter()
        async with self.session.get(self.url(token, "/api/table")) as resp:
            data = await resp.json()
            if resp.status != 200:
                self.fail(f"table {resp.status}")
                return None
        out.append(time.perf_counter() - t0)
        self.pages[i] = [p["id"] for p in data["pages"]] or self.pages[i]
        return data

    async def picture(self, out: list, by_game: dict | None = None) -> None:
        i, token = self.pick()
        self.serial += 1
        tail = f"/api/picture/{self.rnd.choice(self.pages[i])}.png?v={self.serial}"
        t0 = time.perf_counter()
        async with self.session.get(self.url(token, tail)) as resp:
            body = await resp.read()
            if resp.status != 200 or not body.startswith(b"\x89PNG"):
                return self.fail(f"picture {resp.status}")
            self.cache_control.add(resp.headers.get("Cache-Control", ""))
        t = time.perf_counter() - t0
        out.append(t)
        if by_game is not None:
            by_game.setdefault(self.links[i]["game"], []).append(t)

    async def move(self, i: int, answers: list, updates: list, ws: bool = False) -> bool:
        """One move at table ``i`` by a seat that must act, watched by another seat's page (by its event stream, or
        with ``ws`` by its WebSocket, as inside Discord's Activity); False: none was made."""
        tokens = self.links[i]["tokens"]
        table = await self.table(i, tokens[0], [])
        if not table or table["status"] != "active" or not table["actors"]:
            return False
        mover = self.rnd.choice(table["actors"])
        watcher = self.rnd.choice([s for s in range(len(tokens)) if s != mover])
        mine = await self.table(i, tokens[mover], [])
        move = await self.choose(tokens[mover]) if mine else None
        if not mine or move is None:
            return False
        async with self._watch(tokens[watcher], ws) as versions:
            try:
                before = await asyncio.wait_for(anext(versions), EVENT_WAIT)  # the first event: the version now
            except TimeoutError:
                self.fail("no first event")
                return False
            seen = asyncio.ensure_future(_after(versions, before))
            t0 = time.perf_counter()
            try:
                async with self.session.post(self.url(tokens[mover], "/api/move"), json={
                        "move": move, "csrf": mine["csrf"], "request": uuid.uuid4().hex}) as resp:
                    answer = await resp.json()
                    t1 = time.perf_counter()
                if resp.status != 200 or not answer.get("ok"):
                    self.fail(f"move {resp.status}")
                    return False
                await asyncio.wait_for(asyncio.shield(seen), EVENT_WAIT)
                updates.append(seen.result() - t0)
                answers.append(t1 - t0)
                return True
            except TimeoutError:
                self.fail("update missed")
                return False
            finally:
                seen.cancel()

    @contextlib.asynccontextmanager
    async def _watch(self, token: str, ws: bool):
        """The versions another seat's page hears: ``(version, when it arrived)``, by SSE or by WebSocket."""
        if ws:
            async with self.session.ws_connect(self.url(token, "/api/ws")) as sock:
                yield _ws_versions(sock)
        else:
            async with self.session.get(self.url(token, "/api/events")) as stream:
                yield _versions(stream)

    async def choose(self, token: str) -> str | None:
        """A whole move walked through ``/api/choices`` as the page's picker does (a random choice at each step)."""
        prefix = ""
        for _ in range(40):
            async with self.session.get(self.url(token, "/api/choices"), params={"prefix": prefix}) as resp:
                step = await resp.json()
            if step["complete"] and (not step["choices"] or self.rnd.random() < 0.5):
                return step["prefix"]
            if not step["choices"]:
                return None
            prefix = f"{step['prefix']} {self.rnd.choice(step['choices'])['token']}".strip()
        return None


async def _versions(stream):
    """The ``version`` events of an SSE stream, each as ``(version, when it arrived)``."""
    event = None
    async for raw in stream.content:
        line = raw.decode().rstrip("\r\n")
        if line.startswith("event:"):
            event = line[6:].strip()
        elif line.startswith("data:") and event == "version":
            yield int(line[5:].strip()), time.perf_counter()
        elif not line:
            event = None


async def _ws_versions(sock):
    """The versions a page's WebSocket (``/api/ws``) hears, each as ``(version, when it arrived)``."""
    async for msg in sock:
        if msg.type.name == "TEXT":
            yield int(msg.data), time.perf_counter()


async def _after(versions, before: tuple[int, float]) -> float:
    """When the first version event after ``before`` (a different number: a version is a hint) arrived."""
    async for version, when in versions:
        if version != before[0]:
            return when
    raise ConnectionError("the event stream ended")


async def _together(concurrency: int, total: int, one) -> None:
    """``total`` calls of ``one()``, ``concurrency`` at once."""
    left = iter(range(total))

    async def worker() -> None:
        for _ in left:
            await one()

    await asyncio.gather(*(worker() for _ in range(concurrency)))


async def _client(spec: dict) -> dict:
    import aiohttp

    c = spec["concurrency"]
    connector = aiohttp.TCPConnector(limit=c + 2)  # + the event streams open while moves are measured
    async with aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=120)) as session:
        phones = Phones(session, spec)
        warm: list = []
        await _together(c, 2 * c, lambda: phones.page(warm, warm))  # connections open, code paths warm
        tables: list = []
        queue = iter([(i, tok) for i, link in enumerate(phones.links) for tok in link["tokens"]])

        async def one_table() -> None:
            i, token = next(queue)
            await phones.table(i, token, tables)

        await _together(c, sum(len(link["tokens"]) for link in phones.links), one_table)
        first, whole = [], []
        t0 = time.perf_counter()
        await _together(c, spec["pages"], lambda: phones.page(first, whole))
        page_rate = round(len(first) / (time.perf_counter() - t0), 1)
        framed, framed_whole = [], []  # the same page inside Discord's Activity frame (issue 54)
        await _together(c, spec["pages"], lambda: phones.page(framed, framed_whole, ACTIVITY_FRAME))
        for _ in range(min(3, len(phones.links))):
            await phones.picture([])  # warm the render workers
        pictures, by_game, alone = [], {}, []
        await _together(c, spec["pictures"], lambda: phones.picture(pictures, by_game))
        for _ in range(spec["pictures_alone"]):
            await phones.picture(alone)
        answers, updates = [], []
        order = list(range(len(phones.links)))
        phones.rnd.shuffle(order)
        free = asyncio.Queue()
        for i in order:
            free.put_nowait(i)
        made = [0]
        answers_alone, updates_alone = [], []

        async def one_move(answers=answers, updates=updates) -> None:  # each table one move at a time
            for _ in range(3):
                i = await free.get()
                try:
                    if await phones.move(i, answers, updates):
                        made[0] += 1
                        return
                finally:
                    free.put_nowait(i)

        await _together(min(c, len(phones.links)), spec["moves"], one_move)
        await _together(1, spec["moves_alone"], lambda: one_move(answers_alone, updates_alone))
        answers_ws, updates_ws = [], []

        async def one_ws_move() -> None:  # the other page inside the Activity: its WebSocket through the same server
            for _ in range(3):
                i = await free.get()
                try:
                    if await phones.move(i, answers_ws, updates_ws, ws=True):
                        made[0] += 1
                        return
                finally:
                    free.put_nowait(i)

        await _together(min(c, len(phones.links)), spec["moves"], one_ws_move)
    return {"page_first_byte_ms": stats(first), "page_ms": stats(whole), "pages_per_s": page_rate,
            "activity_page_first_byte_ms": stats(framed), "move_to_update_ws_ms": stats(updates_ws),
            "table_json_ms": stats(tables),
            "picture_ms": stats(pictures), "picture_alone_ms": stats(alone),
            "picture_by_game_ms": {g: stats(v) for g, v in sorted(by_game.items())},
            "picture_cache": "off for this figure: every request is drawn (Cache-Control: "
                             + (", ".join(sorted(phones.cache_control)) or "?") + ")",
            "move_answer_ms": stats(answers), "move_to_update_ms": stats(updates),
            "move_to_update_alone_ms": stats(updates_alone), "moves_made": made[0],
            "errors": phones.errors}


# ---- the report ---------------------------------------------------------------------------------------------------
ROWS = (("page first byte", "page_first_byte_ms", "GET /t/<token>: status line and headers"),
        ("page whole", "page_ms", "the HTML shell read to its end"),
        ("table JSON", "table_json_ms", "GET /api/table, every seat's link once"),
        ("picture, fresh", "picture_ms", "GET /api/picture/<page>.png?v=N, a new N each time: drawn"),
        ("picture alone", "picture_alone_ms", "the same, one request at a time"),
        ("move answer", "move_answer_ms", "POST /api/move until its answer"),
        ("move -> other page", "move_to_update_ms", "POST /api/move until the other seat's SSE version event"),
        ("  one at a time", "move_to_update_alone_ms", "the same, one move at a time"),
        ("Activity page", "activity_page_first_byte_ms", "GET /t/<token>?frame_id=...: first byte inside Discord"),
        ("move -> Activity", "move_to_update_ws_ms", "POST /api/move until the other seat's WebSocket frame"))


def _f(v) -> str:
    return "-" if v is None else f"{v:.1f}"


def table_text(report: dict) -> str:
    m = report["meta"]
    rows = [["figure (ms)", "n", "p50", "p95", "p99", "max", "what"]]
    for label, key, what in ROWS:
        s = report[key]
        rows.append([label, str(s["n"]), _f(s["p50"]), _f(s["p95"]), _f(s["p99"]), _f(s["max"]), what])
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.rjust(w) if 0 < i < 6 else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths, strict=True)))
             .rstrip() for r in rows]
    lines.append(f"pages answered: {report['pages_per_s']} a second at {m['concurrency']} at once")
    lines.append("picture by game p50/p95: " + ", ".join(f"{g} {_f(s['p50'])}/{_f(s['p95'])}" for g, s in
                                                         report["picture_by_game_ms"].items()))
    lines.append(f"picture cache: {report['picture_cache']}")
    if report["errors"]:
        lines.append("errors: " + ", ".join(f"{k} x{v}" for k, v in sorted(report["errors"].items())))
    lines.append(f"({m['engine']}, {m['tables']} tables of {len(m['games'])} games, {m['cpus']} cores, "
                 f"{m['render_workers']} render workers, {m['concurrency']} requests at once; client: {m['client']}; "
                 f"Python {m['python']}, {m['seconds']} s)")
    return "\n".join(lines)


def summary(report: dict) -> str:
    m = report["meta"]
    return (f"web table ({m['engine']}, {m['tables']} tables, {m['cpus']} cores, concurrency {m['concurrency']}): "
            f"page first byte p95 {_f(report['page_first_byte_ms']['p95'])} ms, picture p95 "
            f"{_f(report['picture_ms']['p95'])} ms, move -> other page p95 {_f(report['move_to_update_ms']['p95'])} ms"
            f"; inside the Activity: page first byte p95 {_f(report['activity_page_first_byte_ms']['p95'])} ms, "
            f"move -> other page (WebSocket) p95 {_f(report['move_to_update_ws_ms']['p95'])} ms")


QUIET = False


def _say(text: str) -> None:
    if not QUIET:
        print(f"  {text}", file=sys.stderr, flush=True)


def main(args) -> int:
    global QUIET
    QUIET = args.silent
    report = asyncio.run(run(args))
    Path(args.json).write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(table_text(report))
    print(summary(report))
    print(f"figures written to {args.json}")
    return 0
