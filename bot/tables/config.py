"""The table service's settings: reminder and deadline defaults, idle tables, the state cache, the computer's level,
timer leases and the per-user limits. ``bot.settings`` builds them from the environment."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from bot.tables.player_settings import PlayerSettings


@dataclass
class Settings:
    reminder_after: float = 12 * 3600     # first reminder after this long idle
    reminder_repeat: float = 24 * 3600    # then every this long
    reminder_max: int = 3                 # at most this many reminders per turn
    turn_deadline: float | None = 72 * 3600  # a new table's turn deadline (its ``deadline`` option; None: off)
    idle_warn: float = 53 * 86400         # a table nobody moves at is warned after this long...
    idle_close: float = 60 * 86400        # ...and closed after this long (0: never)
    retention_days: float | None = None   # finished games' players anonymised after this many days (None: never)
    cache_size: int = 256                 # parsed states kept in memory (LRU)
    computer_level: str = "normal"        # the level of a seat handed to the computer during a game
    timer_lease: float = 120.0            # how long a process holds a due timer it is posting (turn_clocks.claim)
    # Abuse limits (AsyncTI4's rule): a user sits at no more than finished games + this many live tables at once...
    live_tables_base: int = 3
    # ...and opens at most one table per this many seconds (0 = no cooldown).
    create_cooldown: float = 30.0

    # Record what each change owes the players in the outbox, for a dispatcher to deliver (a chat adapter); the
    # console prints straight from the outcome instead (it has no network to fail), so it keeps no outbox.
    outbox: bool = True

    def player_defaults(self) -> PlayerSettings:
        """A player's settings until they choose their own (/settings)."""
        return PlayerSettings(delay=self.reminder_after, repeat=self.reminder_repeat, count=self.reminder_max)

    def without_user_limits(self) -> Settings:
        """These settings for one operator who types for every player (the console, test drivers)."""
        return dataclasses.replace(self, create_cooldown=0, live_tables_base=10**6)

    def for_console(self) -> Settings:
        """These settings for the console: no per-user limits, and no outbox (it prints each outcome at once)."""
        return dataclasses.replace(self.without_user_limits(), outbox=False)
