"""The tables wing: a table's whole life, the same for every game and every adapter.

:class:`TableService` is the one road into a table: Discord, the console and the operator's tools call its public
methods and nothing else of this wing's machinery (seats, votes, clocks, takeback, the store). What a command did
comes back as plain data (:class:`Outcome`, :class:`Handover`, :class:`Ballot`, ...), and :mod:`bot.tables.present`
turns it into words and pictures from views only.

Inside the wing, modules import each other directly (never this file); the arrows run
``service -> stewardship -> seats -> clocks -> votes -> parts`` and everything here -> ``bot.store``.
"""
from __future__ import annotations

from bot.store import Seat, TableRow, is_erased
from bot.tables.clocks import DEADLINE_CHOICES, Expired, Reminder
from bot.tables.clocks import stamp as deadline_token
from bot.tables.config import Settings
from bot.tables.decision_windows import Opened
from bot.tables.dispatch import Delivery, Dispatcher, GiveUp, Retry, Sink
from bot.tables.outcome import EndSummary, HistoryPage, MoveList, MyGame, Outcome, Snapshot
from bot.tables.replay import replay_document
from bot.tables.seats import Handover
from bot.tables.service import TableService
from bot.tables.stats import cooperative, leaderboard, player_stats
from bot.tables.takeback import TakenBack
from bot.tables.votes import Ballot

__all__ = ["DEADLINE_CHOICES", "Ballot", "cooperative", "deadline_token", "Delivery", "Dispatcher", "EndSummary",
           "Expired", "GiveUp", "Handover", "HistoryPage", "is_erased", "leaderboard", "MoveList", "MyGame", "Opened",
           "Outcome", "player_stats", "Reminder", "replay_document", "Retry", "Seat", "Settings", "Sink", "Snapshot",
           "TableRow", "TableService", "TakenBack"]
