"""Replays of a game: the full log as a JSON file in a documented, versioned format (``docs/log-format.md``) that the
console loads and steps through, and an animated picture with one frame per turn (``renderers.replay``)."""
from __future__ import annotations

import json

from bot.store import TableRow
from bot.tables import present
from bot.tables.parts import ServiceParts
from games import registry
from games.core import i18n

FORMAT = "plansza-log"
VERSION = 1


def replay_document(doc: dict, upto: int | None = None) -> tuple[dict, list]:
    """The state after the document's moves (or its first ``upto``) and the events of each move, by the current
    engine. A log from another engine version is refused (its moves may mean something else)."""
    if doc.get("format") != FORMAT or doc.get("version") != VERSION:
        raise ValueError(f"not a {FORMAT} v{VERSION} document")
    game = registry.get(doc["game"])
    if "base" in doc:
        state, after = game.upgrade(doc["base"]["state"]), doc["base"]["after_moves"]
    else:
        if doc["engine_version"] != game.schema_version:
            raise ValueError(f"recorded by engine {doc['engine_version']}, this one is {game.schema_version}")
        state, after = game.setup(doc["players"], doc["options"], doc["seed"]), 0
    events = []
    for seat, move, _at in doc["moves"][after:upto]:
        state, ev = game.apply(state, seat, move)
        events.append(ev)
    return state, events


async def frames(service: ServiceParts, row: TableRow, lang: str) -> list[tuple[bytes, str]]:
    """One (picture, caption) per turn: the table as everybody saw it after the turn and what happened in it. The
    log is replayed once and drawn off the event loop."""
    import asyncio

    turns = [t for t in await service.turns(row, None) if t.seat is not None]
    doc = await service.log_document(row)
    return await asyncio.to_thread(_draw_frames, row, doc, turns, lang)


def _draw_frames(row: TableRow, doc: dict, turns: list, lang: str) -> list[tuple[bytes, str]]:
    game = registry.get(row.game)
    name_of = present.plain_names(row)
    if "base" in doc:
        state, after = game.upgrade(doc["base"]["state"]), doc["base"]["after_moves"]
    else:
        state, after = game.setup(doc["players"], doc["options"], doc["seed"]), 0
    ends = {t.last: t for t in turns}
    out = [(present.public_png(row, state, lang),
            i18n.tr(lang, "bot-replay-start", game=present.game_title(row.game, lang)))] if after == 0 else []
    for n, (seat, move, _at) in enumerate(doc["moves"][after:], start=after + 1):
        state, _ = game.apply(state, seat, move)
        turn = ends.get(n)
        if turn is not None:
            text = " ".join(present.event_lines(turn.events, None, lang, name_of)) or "…"
            out.append((present.public_png(row, state, lang), f"{turn.first}. {text}"))
    return out


__all__ = ["Replays", "replay_document", "frames"]


class Replays(ServiceParts):
    """The service's use cases about a game's record: its log file and its animation (a mixin of
    :class:`~bot.tables.service.TableService`)."""

    async def log_document(self, row: TableRow) -> dict:
        """Everything needed to replay the table: the game, its engine version, seats, options, seed and every move
        (seat, move id, time). The seed and the move ids rebuild what was hidden during the game, so this is offered for
        finished games only (the moves' private lines are not included)."""
        moves = await self.db.moves(row.id)
        base = await self.db.replay_base(row.id)
        doc = {"format": FORMAT, "version": VERSION, "game": row.game, "engine_version": row.engine_version,
               "table": row.id, "status": row.status, "players": len(row.seats), "names": row.names,
               "options": row.options, "seed": row.seed,
               "moves": [[m["seat"], m["move"], round(m["created_at"], 3)] for m in moves]}
        if base is not None:  # an upgraded table replays from its base (the older moves are history)
            doc["base"] = {"after_moves": base[0], "engine_version": base[1], "state": json.loads(base[2])}
        return doc

    async def replay_animation(self, row: TableRow, lang: str) -> tuple[bytes, int, int]:
        """The animated replay (WebP bytes, frames, frame width)."""
        import asyncio

        from renderers import replay as anim

        pictures = await frames(self, row, lang)
        return await asyncio.to_thread(anim.animate, pictures)
