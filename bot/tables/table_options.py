"""A table's own options beside the game's, split off before the game sees them: the turn deadline (``deadline=``,
:mod:`bot.tables.clocks`), the computers seated at creation (``bots=``, ``level=``, :mod:`bot.tables.computer`) and
the table's on/off flags (issue 30), chosen at creation and shown to everyone in the lobby:

    hints=on            the 💡 button: a learner asks the computer for its three best moves (bot.tables.hints)
    standins_rated=off  a game partly played by a vacation stand-in is left out of the ratings (default: rated)

Flags are typed with the game's options (``/create options:hints=on``) and stored as JSON beside the table
(``TableRow.flags``; an older table has none and reads the defaults). Yes/no words in both languages are accepted
(``on``, ``tak``, ``off``, ``nie``...).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from bot.store import TableRow
from bot.tables import clocks, computer, time_bank
from games import registry
from games.core.errors import GameError
from games.core.options import parse_bool


@dataclass(frozen=True)
class Flag:
    name: str
    default: bool


FLAGS: dict[str, Flag] = {f.name: f for f in (Flag("hints", False), Flag("standins_rated", True))}


def split_flags(raw: dict) -> tuple[dict, dict]:
    """Separate the table's flags from the game's options: (the rest, the flags typed, as booleans). A value that
    is not a yes or a no is refused with its reason."""
    raw, flags = dict(raw), {}
    for name in FLAGS:
        if name in raw:
            typed = raw.pop(name)
            value = parse_bool(typed)
            if value is None:
                raise GameError("core-err-option-bool", option=name, value=str(typed)[:40])
            flags[name] = value
    return raw, flags


def flag(row: TableRow, name: str) -> bool:
    """The table's value of flag ``name`` (its default when the table never chose)."""
    return bool((row.flags or {}).get(name, FLAGS[name].default))


def changed(row: TableRow) -> list[str]:
    """The flags the table set away from their defaults (the lobby names them), in ``FLAGS`` order."""
    return [name for name, f in FLAGS.items() if flag(row, name) != f.default]


class TableOptions(NamedTuple):
    """A new table's options, split and checked."""

    game: dict                  # the game's own, normalized
    turn_deadline: float | None  # seconds a turn may wait (None: no deadline)
    bots: int                   # computers to seat at creation
    level: str | None           # their level (None: the default)
    flags: dict                 # the table's flags (e.g. its own thread)
    pace: dict | None = None    # a time bank's rule (bot.tables.time_bank; None: the per-turn deadline)


def split(game_id: str, raw: dict, default_deadline: float | None) -> TableOptions:
    """Split and check a new table's options (a bad one raises ``GameError``)."""
    game = registry.get(game_id)
    raw, turn_deadline = clocks.split_options(raw, default_deadline)
    raw = dict(raw)
    pace = time_bank.parse_pace(str(raw.pop("pace"))) if "pace" in raw else None
    raw, bots, level = computer.split_options(raw)
    raw, flags = split_flags(raw)
    computer.check_bots(game, bots)
    # a bank keeps the time instead of the per-turn deadline
    return TableOptions(game.normalize_options(raw), None if pace else turn_deadline, bots, level, flags,
                        None if pace is None else pace.to_json())
