"""The console adapter: play without Discord, several local players at one keyboard or in a script, through the very
same table service (``plansza-console``, ``python -m bot.console``)."""
from __future__ import annotations

from bot.console.main import main, run
from bot.console.script import GLOBAL_COMMANDS, USER_COMMANDS
from bot.console.shell import Console

__all__ = ["Console", "GLOBAL_COMMANDS", "USER_COMMANDS", "main", "run"]
