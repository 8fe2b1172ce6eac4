"""A player's own data (issue 31): what the bot keeps about them as one JSON document (:func:`export_user`), its erase
(:func:`erase_user`), and the retention sweep that anonymises finished games after a set time (:func:`expire_names`).

The export holds only what the player may see: their settings and preferences, their seats, their own moves, the
lines the log told them privately, each game's view for their seat (``Rules.view``: never another seat's secrets), their
votes and their statistics. The format is documented in ``docs/personal-data.md``.

An erase is refused while the player sits at a lobby or a game in play (they /leave it, or hand their seat to a
substitute with /replace, first). Otherwise their settings and preferences go, and at every table that names them
their id becomes ``erased:<table>:<seat number>`` (``erased:<table>`` where they had no seat) and their name the
anonymous "Gracz 3" / "Player 3" in the table's language; every other row stays, so the other players' history,
statistics and replays are unchanged (the move log holds seats, not people). The log line of an erase names nobody.
"""
from __future__ import annotations

import datetime as dt
import json
import logging
from collections import defaultdict
from pathlib import Path

from bot.store import TableRow, is_computer
from bot.store.personal import ERASED, erased_id, is_erased
from bot.tables import stats
from bot.tables.computer import MARK
from bot.tables.parts import MAX_NAME, ServiceParts
from bot.tables.player_settings import PlayerSettings
from games import registry
from games.core import i18n
from games.core.contract import Event
from games.core.errors import GameError

FORMAT = "plansza-personal-data"
VERSION = 1
HANDOVER_KEYS = ("bot-log-replaced", "bot-log-left", "bot-log-kicked")
log = logging.getLogger("plansza.privacy")
i18n.add_catalog_dir(Path(__file__).parents[1] / "locales")  # idempotent


def anonymous_name(lang: str, seat: int | None) -> str:
    """The name that replaces an erased player: "Gracz 3" / "Player 3" (``seat``: the index), or "Usunięty gracz"
    / "Erased player" where they had no seat."""
    if seat is None:
        return i18n.tr(lang, "privacy-erased-someone")
    return i18n.tr(lang, "privacy-erased-player", seat=seat + 1)


def display_name(user_id: str, name: str, lang: str) -> str:
    """A seat's name for a reader of ``lang``: an erased seat is named in the reader's language."""
    if is_erased(user_id):
        parts = str(user_id)[len(ERASED):].split(":")
        return anonymous_name(lang, int(parts[1]) - 1 if len(parts) > 1 else None)
    return name


def _time(t: float | None) -> str | None:
    return None if t is None else dt.datetime.fromtimestamp(t, dt.UTC).isoformat(timespec="seconds")


# ---- the export ------------------------------------------------------------------------------------------------------


async def _table_part(service: ServiceParts, row: TableRow, seat: int, name: str, user_id: str) -> dict:
    since = await _held_since(service, row, seat)
    out = {"table": row.id, "guild_id": row.guild_id, "channel_id": row.channel_id, "game": row.game,
           "status": row.status, "language": row.lang, "seat": seat + 1, "name": name,
           "owner": row.owner_id == user_id, "created_at": _time(row.created_at), "updated_at": _time(row.updated_at),
           "held_since_move": since + 1, "moves": [], "private_lines": [], "view": None, "result": None}
    for m in await service.db.moves(row.id, after=since):
        if m["seat"] == seat:
            out["moves"].append({"n": m["n"], "move": m["move"], "at": _time(m["created_at"])})
        for e in m["events"]:
            if e.get("to") == seat:
                out["private_lines"].append({"n": m["n"], "text": i18n.render(Event.from_json(e).msg, row.lang,
                                                                              _namer(row)),
                                             "event": e})
    state = await service.state_of(row)
    if state is not None:
        game = registry.get(row.game)
        out["view"] = game.view(state, seat)  # what this seat may know, and nothing of the others' secrets
        result = game.result(state)
        if result.finished:
            out["result"] = {"scores": list(result.scores), "ranks": list(result.ranks),
                             "winners": [w + 1 for w in result.winners]}
    return out


def _namer(row: TableRow):
    names = [display_name(s.user_id, s.name, row.lang) for s in row.seats]
    return lambda seat: names[seat] if 0 <= seat < len(names) else "?"


async def _held_since(service: ServiceParts, row: TableRow, seat: int) -> int:
    """How many of the table's moves were made before its current player took ``seat`` (0: held from the start)."""
    since = 0
    for entry in await service.db.table_log(row.id):
        for e in entry["events"]:
            msg = e.get("msg") or {}
            if msg.get("key") in HANDOVER_KEYS and (msg.get("params") or {}).get("seat") == seat + 1:
                since = max(since, entry["at_version"] - 1)
    return since


async def _statistics(service: ServiceParts, user_id: str, guilds: dict[str, set[str]]) -> list[dict]:
    out = []
    for guild_id in sorted(guilds):
        for game in sorted(guilds[guild_id]):
            finished, abandoned = await service.records(guild_id, game)
            mine = stats.player_stats(finished, abandoned, user_id)
            standing = next((s for s in stats.leaderboard(finished) if s.user_id == user_id), None)
            out.append({"guild_id": guild_id, "game": game, "played": mine.played, "won": mine.won,
                        "abandoned": mine.abandoned, "average_score": mine.average(game),
                        "rating": None if standing is None or standing.rating is None else round(standing.rating, 3)})
    return out


async def _badges(service: ServiceParts, user_id: str, guilds: dict[str, set[str]]) -> list[dict]:
    """The badges of their /profile earned in each server (computed from the finished games, as the card shows them)."""
    out = []
    for guild_id in sorted(guilds):
        read = await service.profile(guild_id, user_id, "", user_id)
        out += [{"guild_id": guild_id, "badge": b.key, "count": b.count, "first": _time(b.first_at),
                 **({"best_run": b.best} if b.key == "streak" else {})} for b in read.profile.badges if b.earned]
    return out


def export_bytes(doc: dict) -> bytes:
    """The document as the file a player gets (UTF-8, sorted keys, indented: the same data gives the same bytes)."""
    return json.dumps(doc, ensure_ascii=False, sort_keys=True, indent=1).encode("utf-8")


# ---- the erase -------------------------------------------------------------------------------------------------------


async def _anonymise(service: ServiceParts, row: TableRow, ids: dict[str, str], names: dict[str, str]) -> None:
    async with service.lock(row.channel_id):  # a table in play keeps moving: never rewrite under a move
        await service.db.anonymise(row.id, ids, names)
    service.forget(row.id)


# ---- retention -------------------------------------------------------------------------------------------------------


class PersonalData(ServiceParts):
    """Mixed into :class:`~bot.tables.service.TableService`: the adapters' road to a player's own data: their
    settings, their language and DM preferences (kept in memory by the service), the export, the erase and the
    retention sweep."""

    async def player_settings(self, user_ids) -> dict[str, PlayerSettings]:
        """user id -> the player's settings (their own, the bot's defaults for the rest), cached."""
        ids = [str(u) for u in dict.fromkeys(user_ids)]
        missing = [u for u in ids if u not in self._psettings]
        if missing:
            stored = await self.db.player_settings(missing)
            for u in missing:
                self._psettings[u] = PlayerSettings.from_json(stored.get(u), self.settings.player_defaults())
        return {u: self._psettings[u] for u in ids}

    async def set_player_settings(self, user_id: str, settings: PlayerSettings) -> None:
        await self.db.set_player_settings(str(user_id), settings.to_json())
        self._psettings[str(user_id)] = settings

    def forget_reader(self, user_id: str) -> None:
        """Forget a player's language and settings kept in memory (an erased player's rows are gone: so are these)."""
        self._psettings.pop(user_id, None)
        self._langs.pop(user_id, None)

    async def remember_lang(self, user_id: str, lang: str) -> None:
        """The language of a user's latest interaction (their Discord client), for their DMs and private pictures."""
        user_id = str(user_id)
        if self._langs.get(user_id) == lang:
            return
        await self.db.set_user_lang(user_id, lang)
        self._langs[user_id] = lang

    async def reader_prefs(self, user_ids) -> dict[str, tuple[str | None, str]]:
        """user id -> (remembered language or None, DM mode ``dm``/``hand``)."""
        prefs = await self.db.user_prefs([str(u) for u in dict.fromkeys(user_ids)])
        for user_id, (lang, _mode) in prefs.items():
            if lang:
                self._langs[user_id] = lang
        return prefs

    async def set_dm_mode(self, user_id: str, mode: str) -> None:
        if mode not in ("dm", "hand"):
            raise GameError("bot-err-dm-mode")
        await self.db.set_dm_mode(str(user_id), mode)

    async def first_dm_notice(self, table_id: int, user_id: str) -> bool:
        """True the first time at this table that ``user_id`` must be told their DMs are closed."""
        return await self.db.first_dm_notice(table_id, str(user_id))


    def retention_days(self) -> int:
        """Days after which finished games are anonymised (0: kept for ever), for the privacy note."""
        return int(self.settings.retention_days or 0)

    async def export_user(self, user_id: str) -> dict:
        """Everything the bot keeps about ``user_id`` that they may see, as one versioned JSON document."""
        user_id = str(user_id)
        own = await self.db.personal_rows(user_id)
        tables, finished_guilds = [], defaultdict(set)
        for table_id, seat, name in own["seats"]:
            row = await self.db.row(table_id, with_state=False)
            tables.append(await _table_part(self, row, seat, name, user_id))
            if row.status == "finished" and row.guild_id:
                finished_guilds[row.guild_id].add(row.game)
        return {"format": FORMAT, "version": VERSION, "user_id": user_id, "exported_at": _time(self.clock()),
                "settings": own["settings"], "preferences": own["prefs"], "tables": tables,
                "votes": [{**v, "created_at": _time(v["created_at"])} for v in own["votes"]],
                # how they kept time (issue 56): each turn they finished and each deadline they let pass
                "turns": [{**x, "began": _time(x["began"]), "moved": _time(x["moved"])} for x in own["turns"]],
                "missed_deadlines": [{**x, "began": _time(x["began"]), "passed": _time(x["passed"])}
                                     for x in own["missed"]],
                "statistics": await _statistics(self, user_id, finished_guilds),
                "badges": await _badges(self, user_id, finished_guilds)}

    async def erase_check(self, user_id: str) -> int:
        """How many tables an erase of ``user_id`` would anonymise; refused with a :class:`GameError` while they sit
        at a lobby or a game in play (a chat adapter asks before its confirmation button)."""
        live = await self.db.tables_of_user(str(user_id))
        if live:
            raise GameError("privacy-err-erase-live", tables=len(live))
        return len(await self.db.involved_tables(str(user_id)))

    async def erase_user(self, user_id: str) -> int:
        """Erase ``user_id`` (see the module's doc); the number of tables where they were anonymised. Refused with a
        :class:`GameError` while they sit at a lobby or a game in play."""
        user_id = str(user_id)
        await self.erase_check(user_id)
        names = await self.db.names_of(user_id)
        seats = {t: s for t, s, _ in (await self.db.personal_rows(user_id))["seats"]}
        tables = await self.db.involved_tables(user_id)
        for table_id in tables:
            row = await self.db.row(table_id, with_state=False)
            seat = seats.get(table_id)
            if seat is None:  # a seat they left, were expelled from or handed over: named after its number all the same
                seat = await self.db.left_seat(table_id, user_id)
            anon = anonymous_name(row.lang, seat)
            name_map = {n: anon for n in names} | {(MARK + n)[:MAX_NAME]: (MARK + anon)[:MAX_NAME] for n in names}
            await _anonymise(self, row, {user_id: erased_id(table_id, seat)}, name_map)
        await self.db.forget_user(user_id)
        self.forget_reader(user_id)
        log.info("privacy: a player's data was erased (%d tables anonymised) at %s", len(tables), _time(self.clock()))
        return len(tables)

    async def retention_due(self) -> list[int]:
        """Tables that ended more than ``settings.retention_days`` ago, anonymised like an erase of every person at them
        (their seats become "Gracz 1", "Gracz 2"...; the game, its moves and its result stay). None without a retention
        period (the default: kept for ever)."""
        days = self.settings.retention_days
        if not days:
            return []
        done = []
        for table_id in await self.db.expired_tables(self.clock() - days * 86400):
            row = await self.db.row(table_id, with_state=False)
            people = [s for s in row.seats if not is_computer(s.user_id) and not is_erased(s.user_id)]
            ids = {s.user_id: erased_id(row.id, s.seat) for s in people}
            names = {}
            for s in people:
                anon = anonymous_name(row.lang, s.seat)
                names[s.name] = anon
                names[(MARK + s.name)[:MAX_NAME]] = (MARK + anon)[:MAX_NAME]
            for seat, other, name in await self.db.handovers(row.id):  # who left a seat, by its number
                if other not in ids and not is_computer(other) and not is_erased(other):
                    ids[other] = erased_id(row.id, seat)
                    anon = anonymous_name(row.lang, seat)
                    names.setdefault(name, anon)
                    names.setdefault((MARK + name)[:MAX_NAME], (MARK + anon)[:MAX_NAME])
            for other in await self.db.people_at(row.id):  # who voted or owned the table, seated no more
                if other not in ids and not is_computer(other) and not is_erased(other):
                    ids[other] = erased_id(row.id, None)
            await _anonymise(self, row, ids, names)
            done.append(table_id)
        if done:
            log.info("privacy: %d finished tables past the retention period anonymised", len(done))
        return done
