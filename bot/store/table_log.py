"""The table log (what happened between moves: seats handed over, pauses, votes, takebacks) and the players' own
rows: their settings, remembered language and DM preference (mixins of :class:`bot.store.storage.Storage`)."""
from __future__ import annotations

import json

from bot.store.engines import StoreParts


def log_statements(table_id: int, version: int, now: float, events: list | None) -> list[tuple[str, tuple]]:
    if not events:
        return []
    return [("INSERT INTO table_log (table_id, at_version, created_at, events) VALUES (?,?,?,?)",
             (table_id, version, now, json.dumps([e.to_json() for e in events], ensure_ascii=False)))]


class TableLogStore(StoreParts):
    """Mixed into Storage (``self.engine``, ``self._tx``)."""

    async def add_log(self, table_id: int, version: int, now: float, events: list) -> None:
        await self._tx(log_statements(table_id, version, now, events))

    async def table_log(self, table_id: int, after_version: int = 0) -> list[dict]:
        rows = await self.engine.fetchall("SELECT at_version, created_at, events FROM table_log WHERE table_id=? AND "
                                   f"at_version>=? ORDER BY {self.engine.log_order}", (table_id, after_version))
        return [{"at_version": r[0], "created_at": r[1], "events": json.loads(r[2])}
                for r in rows]


class PlayerStore(StoreParts):
    """Mixed into Storage (``self.engine``, ``self._tx``)."""

    async def player_settings(self, user_ids: list[str]) -> dict[str, dict]:
        if not user_ids:
            return {}
        marks = ",".join("?" * len(user_ids))
        rows = await self.engine.fetchall(f"SELECT user_id, settings FROM player_settings WHERE user_id IN ({marks})",
                                   tuple(user_ids))
        return {r[0]: json.loads(r[1]) for r in rows}

    async def standin_settings(self) -> dict[str, dict]:
        """user id -> settings of the players who chose a vacation stand-in (``bot.tables.standin`` keeps those on
        vacation now). The settings are stored as sorted JSON, so a chosen level reads ``"standin": "<level>"``."""
        rows = await self.engine.fetchall("SELECT user_id, settings FROM player_settings WHERE settings LIKE ?",
                                          ('%"standin": "%',))
        return {r[0]: json.loads(r[1]) for r in rows}

    async def set_player_settings(self, user_id: str, settings: dict) -> None:
        await self._tx([("INSERT INTO player_settings VALUES (?,?) ON CONFLICT (user_id) DO UPDATE SET "
                         "settings=excluded.settings", (user_id, json.dumps(settings, sort_keys=True)))])

    async def user_prefs(self, user_ids: list[str]) -> dict[str, tuple[str | None, str]]:
        """user id -> (language of their latest interaction or None, DM mode ``dm``/``hand``), for known users."""
        if not user_ids:
            return {}
        marks = ",".join("?" * len(user_ids))
        rows = await self.engine.fetchall(f"SELECT user_id, lang, dm_mode FROM user_prefs WHERE user_id IN ({marks})",
                                          tuple(user_ids))
        return {r[0]: (r[1], r[2]) for r in rows}

    async def set_user_lang(self, user_id: str, lang: str) -> None:
        await self._tx([("INSERT INTO user_prefs (user_id, lang) VALUES (?,?) ON CONFLICT (user_id) DO UPDATE SET "
                         "lang=excluded.lang", (user_id, lang))])

    async def set_dm_mode(self, user_id: str, mode: str) -> None:
        await self._tx([("INSERT INTO user_prefs (user_id, dm_mode) VALUES (?,?) ON CONFLICT (user_id) DO UPDATE "
                         "SET dm_mode=excluded.dm_mode", (user_id, mode))])

    async def first_dm_notice(self, table_id: int, user_id: str) -> bool:
        """Record that ``user_id`` was told at this table that their DMs are closed; False if told before."""
        n = await self._tx([("INSERT INTO dm_notices VALUES (?,?) ON CONFLICT DO NOTHING", (table_id, user_id))],
                           counts=True)
        return n[0] == 1
