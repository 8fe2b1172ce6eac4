"""The store wing: every table, move, clock, vote and player setting, over two SQL engines (SQLite by default,
PostgreSQL for several processes), with numbered migrations for each, the table locks across processes and the
one-process lock of a SQLite file.

Other wings import from here only (``from bot.store import Storage, TableRow``); nothing in this wing imports
another wing of ``bot/``.
"""
from __future__ import annotations

from bot.store.engines import (
           Conflict,
           DatabaseCorrupt,
           DuplicateInteraction,
           SchemaTooNew,
           StoreBusy,
           StoreFull,
           VersionConflict,
           is_postgres,
)
from bot.store.outbox import OutboxMessage, Owed
from bot.store.personal import is_erased
from bot.store.records import COMPUTER, Clock, Seat, TableRow, TurnClock, Vote, is_computer
from bot.store.storage import Storage

__all__ = ["COMPUTER", "Clock", "Conflict", "DatabaseCorrupt", "DuplicateInteraction", "OutboxMessage", "Owed",
           "SchemaTooNew", "Seat", "Storage", "StoreBusy", "StoreFull", "TableRow", "TurnClock", "VersionConflict",
           "Vote", "is_computer", "is_erased", "is_postgres"]
