"""The lobby's words: the opening line of a table (its game, options, how it keeps time, its computers and flags),
shared by /create, a table's own thread and a rematch."""
from __future__ import annotations

from bot.discord_app.texts import game_title, options_summary, safe_name, t
from bot.tables import time_bank
from bot.tables.hints import flag_lines
from bot.tables.player_settings import hours_text
from games.core import i18n


def pace_line(row, lang: str) -> str:
    """How the table keeps time: its time bank (named pace or custom), its per-turn deadline, or none."""
    pace = time_bank.pace_of(row)
    if pace is not None:
        name = time_bank.pace_name(pace)
        figures = {"start": time_bank.bank_text(pace.start), "add": time_bank.bank_text(pace.add),
                   "cap": time_bank.bank_text(pace.cap)}
        if name is None:
            return t(lang, "bot-created-bank-custom", **figures)
        return t(lang, "bot-created-bank", pace=t(lang, f"bot-pace-{name}"), **figures)
    if row.turn_deadline:
        return t(lang, "bot-created-deadline", time=hours_text(row.turn_deadline))
    return t(lang, "bot-created-no-deadline")


def created_text(game, row, name: str, lang: str, key: str = "bot-created") -> str:
    """The lobby message; ``key`` "bot-created-in-thread" in a table's own thread, whose channel line has already
    said who opened the table (said once)."""
    text = t(lang, key, owner=safe_name(name), game=game_title(row.game, lang),
             options=options_summary(game, row.options, lang))
    text += "\n" + pace_line(row, lang)
    computers = [s.name for s in row.seats if row.is_computer(s.seat)]
    if computers:  # bots=N: who already sits at the table
        text += "\n" + t(lang, "bot-created-computers", names=", ".join(computers), n=len(computers))
    text += "".join("\n" + line for line in flag_lines(row, lang))  # hints=on, standins_rated=off: said to all
    return text + "".join("\n⚠ " + i18n.render(w, lang) for w in game.presentation.option_warnings(row.options))


def pace_text(lang: str, name: str, here, everywhere) -> str:
    """How a player keeps time (issue 56: ``bot.tables.pace_figures.Pace``), in this server and in all: the median
    time to move over their finished turns and the deadlines they let pass; "new" before their first few turns."""
    def part(p) -> str:
        if p.median is None:
            return t(lang, "bot-pace-new", missed=p.missed)
        return t(lang, "bot-pace-figures", median=time_bank.bank_text(p.median), turns=p.turns, missed=p.missed)

    if here.median is None and everywhere.median is None:  # one phrase for a newcomer, not the same one twice
        return t(lang, "bot-pace-line-new", name=name, missed=everywhere.missed)
    return t(lang, "bot-pace-line", name=name, here=part(here), everywhere=part(everywhere))
