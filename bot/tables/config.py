"""The table service's settings: reminder and deadline defaults, idle tables, the state cache, the computer's level,
timer leases and the per-user limits. ``bot.settings`` builds them from the environment; the defaults here are the
declared ones (``bot.tables.environment``), in the service's units (seconds)."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from bot.tables.environment import default_int, default_number, default_text
from bot.tables.player_settings import PlayerSettings

HOUR, DAY = 3600, 86400


@dataclass
class Settings:
    reminder_after: float = default_number("PLANSZA_REMINDER_AFTER_HOURS") * HOUR  # first reminder after this long idle
    reminder_repeat: float = default_number("PLANSZA_REMINDER_REPEAT_HOURS") * HOUR  # then every this long
    reminder_max: int = default_int("PLANSZA_REMINDER_MAX")  # at most this many reminders per turn
    # a new table's turn deadline (its ``deadline`` option; None: off)
    turn_deadline: float | None = default_number("PLANSZA_TURN_DEADLINE_HOURS") * HOUR or None
    # a table nobody moves at is warned after this long...
    idle_warn: float = default_number("PLANSZA_IDLE_WARN_DAYS") * DAY
    idle_close: float = default_number("PLANSZA_IDLE_CLOSE_DAYS") * DAY  # ...and closed after this long (0: never)
    # finished games' players anonymised after this many days (None: never)
    retention_days: float | None = default_number("PLANSZA_RETENTION_DAYS") or None
    cache_size: int = 256                 # parsed states kept in memory (LRU)
    computer_level: str = default_text("PLANSZA_COMPUTER_LEVEL")  # the level of a seat handed to the computer mid-game
    timer_lease: float = default_number("PLANSZA_TIMER_LEASE_SECONDS")  # how long a process holds a due timer it posts
    # Abuse limits (AsyncTI4's rule): a user sits at no more than finished games + this many live tables at once...
    live_tables_base: int = default_int("PLANSZA_LIVE_TABLES_BASE")
    # ...and opens at most one table per this many seconds (0 = no cooldown).
    create_cooldown: float = default_number("PLANSZA_CREATE_COOLDOWN_SECONDS")

    def player_defaults(self) -> PlayerSettings:
        """A player's settings until they choose their own (/settings)."""
        return PlayerSettings(delay=self.reminder_after, repeat=self.reminder_repeat, count=self.reminder_max)

    def without_user_limits(self) -> Settings:
        """These settings for one operator who types for every player (the console, test drivers)."""
        return dataclasses.replace(self, create_cooldown=0, live_tables_base=10**6)
