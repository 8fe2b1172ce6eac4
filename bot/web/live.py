"""Live updates of the web table: :class:`Notifier` (``publish`` a table's new version, ``subscribe`` to a table's
versions), :class:`LocalNotifier` (one process) and :class:`PgNotifier` (several processes on one PostgreSQL
database, through ``LISTEN/NOTIFY``). The web table's event stream (``/t/<token>/api/events``) iterates
``subscribe`` of the table service's notifier (``service.notifier``).

They are written in ``bot.store.live`` and only named here: the table service picks and feeds its notifier (every
committed change of a table is published, ``bot.store.changes``), and the service may import nothing of ``bot`` but
the store (tests/core/test_architecture.py); which notifier fits follows the store's engine, as its table lock does.
The design, and why a NOTIFY follows the commit, is told there.
"""
from __future__ import annotations

from bot.store.live import CHANNEL, LocalNotifier, Notifier, PgNotifier, notifier_for

__all__ = ["CHANNEL", "LocalNotifier", "Notifier", "PgNotifier", "notifier_for"]
