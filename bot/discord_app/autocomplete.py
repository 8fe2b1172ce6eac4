"""Autocomplete for /play (legal moves), /create (table options, the table's flags too), /replace (seats),
/settings (time zones) and /history (the reader's tables)."""
from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discord_app.base import bot_of
from bot.discord_app.texts import MAX_CHOICE, game_title, names, option_label, option_value_label, user_lang
from bot.tables import DEADLINE_CHOICES, table_options
from bot.tables.table_options import FLAGS
from bot.tables.time_bank import PACES, bank_text
from games import registry
from games.ai import LEVELS
from games.core import i18n
from games.core.errors import GameError
from games.core.options import parse_text

if TYPE_CHECKING:
    from bot.discord_app.base import PlanszaClient
    from bot.tables import TableService

log = logging.getLogger("plansza.discord")
MAX_CHOICES = 25


def _fit(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= MAX_CHOICE else text[: MAX_CHOICE - 1] + "…"


async def moves(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The legal moves of the typing user, filtered by every word typed (matched against id and label)."""
    if interaction.channel_id is None or interaction.guild_id is None:
        return []
    try:
        row, legal = await bot_of(interaction).service.legal_moves(str(interaction.channel_id),
                                                                  str(interaction.user.id))
    except GameError:
        return []
    lang, name_of = user_lang(interaction), names(row)
    words = current.lower().split()
    out = []
    for move in legal:
        if len(move.id) > MAX_CHOICE:
            continue
        text = i18n.render(move.label, lang, name_of)
        haystack = f"{move.id} {text}".lower()
        if all(w in haystack for w in words):
            out.append(app_commands.Choice(name=_fit(text), value=move.id))
            if len(out) == MAX_CHOICES:
                break
    return out


def _values(spec) -> list[str]:
    if spec.kind == "choice":
        return list(spec.choices)
    if spec.kind == "bool":
        return ["on", "off"]
    if spec.kind == "list":
        return ["", *spec.choices]  # an empty list is allowed; items are joined with commas
    if spec.kind == "text":
        return []  # free text (e.g. a custom board): nothing sensible to suggest
    seen = [spec.default, spec.min, spec.max]
    return [str(v) for v in dict.fromkeys(v for v in seen if v is not None)]


def _valid(service: TableService, game, text: str) -> bool:
    try:
        table_options.split(game.id, parse_text(text), service.settings.turn_deadline)
    except GameError:
        return False
    return True


async def options(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Hints for ``name=value`` options of the chosen game: completes the word being typed."""
    game_id = getattr(interaction.namespace, "game", None)
    if not game_id:
        return []
    try:
        game = registry.get(str(game_id))
    except GameError:
        return []
    lang = user_lang(interaction)
    parts = current.split()
    typing = "" if not parts or current.endswith(" ") else parts.pop()
    used = {p.partition("=")[0].lower() for p in parts}
    done = " ".join(parts)
    out = []
    if current.strip() and len(current.strip()) <= MAX_CHOICE and _valid(bot_of(interaction).service, game, current):
        out.append(app_commands.Choice(name=_fit(current.strip()), value=current.strip()))  # keep what was typed
    for spec in game.options:
        if spec.name in used:
            continue
        for value in _values(spec):
            word = f"{spec.name}={value}"
            if not word.startswith(typing.lower()) or (out and out[0].value.endswith(word)):
                continue
            full = f"{done} {word}".strip()
            if len(full) > MAX_CHOICE:
                continue
            hint = f"{option_label(game.id, spec.name, lang)}: {option_value_label(game.id, spec, value, lang)}"
            out.append(app_commands.Choice(name=_fit(f"{full} — {hint}"), value=full))
            if len(out) == MAX_CHOICES:
                return out
    for name, values in (("bots", [str(k) for k in range(1, game.max_players)]), ("level", list(LEVELS))):
        if name in used:  # the table's computer players: how many seats they fill, and how well they play
            continue
        for value in values:
            word = f"{name}={value}"
            full = f"{done} {word}".strip()
            if word.startswith(typing.lower()) and len(full) <= MAX_CHOICE and len(out) < MAX_CHOICES:
                shown = i18n.tr(lang, f"bot-level-{value}") if name == "level" else value
                hint = i18n.tr(lang, f"bot-opt-{name}", value=shown)
                out.append(app_commands.Choice(name=_fit(f"{full} — {hint}"), value=full))
    if "deadline" not in used:  # the table's own option: how long a player may take over a turn
        for value in DEADLINE_CHOICES:
            word = f"deadline={value}"
            full = f"{done} {word}".strip()
            if word.startswith(typing.lower()) and len(full) <= MAX_CHOICE and len(out) < MAX_CHOICES:
                hint = i18n.tr(lang, "bot-opt-deadline", value=value)
                out.append(app_commands.Choice(name=_fit(f"{full} — {hint}"), value=full))
    if "pace" not in used and "deadline" not in used:  # or a time bank per player instead (issue 56)
        for value in PACES:
            word = f"pace={value}"
            full = f"{done} {word}".strip()
            if word.startswith(typing.lower()) and len(full) <= MAX_CHOICE and len(out) < MAX_CHOICES:
                p = PACES[value]
                hint = i18n.tr(lang, "bot-opt-pace", pace=i18n.tr(lang, f"bot-pace-{value}"), start=bank_text(p.start),
                               add=bank_text(p.add), cap=bank_text(p.cap))
                out.append(app_commands.Choice(name=_fit(f"{full} — {hint}"), value=full))
    for name, spec in FLAGS.items():  # the table's own yes/no options, offered away from their defaults
        value = "off" if spec.default else "on"  # (hints=on, standins_rated=off)
        word = f"{name}={value}"
        full = f"{done} {word}".strip()
        if name not in used and word.startswith(typing.lower()) and len(full) <= MAX_CHOICE and \
                len(out) < MAX_CHOICES:
            hint = i18n.tr(lang, f"bot-opt-{name}", value=i18n.tr(lang, f"bot-opt-flag-{value}"))
            out.append(app_commands.Choice(name=_fit(f"{full} — {hint}"), value=full))
    return out


async def seats(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
    """The seats of the channel's table as "2. Bob" (the value is the seat number)."""
    if interaction.channel_id is None:
        return []
    row = await bot_of(interaction).service.find_live(str(interaction.channel_id))
    if row is None:
        return []
    name_of, word = names(row), current.strip().lower()
    out = [app_commands.Choice(name=_fit(f"{s.seat + 1}. {name_of(s.seat)}"), value=s.seat + 1) for s in row.seats]
    return [c for c in out if word in c.name.lower()][:MAX_CHOICES]


async def timezones(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """IANA time zone names containing every typed word (``warsaw``, ``america new``); Europe/Warsaw first."""
    from bot.tables.player_settings import DEFAULT_TZ, zone_names

    words = current.lower().replace("/", " ").replace("_", " ").split()
    found = [z for z in zone_names() if all(w in z.lower().replace("_", " ") for w in words)]
    if DEFAULT_TZ in found:
        found.remove(DEFAULT_TZ)
        found.insert(0, DEFAULT_TZ)
    return [app_commands.Choice(name=z, value=z) for z in found[:MAX_CHOICES]]


def table_label(client: PlanszaClient, row, lang: str) -> str:
    """A table as its reader knows it: the game and its channel's name (``Smoki · #games``; the day it opened where
    the bot cannot see the channel), and whether it has ended."""
    channel = client.get_channel(int(row.channel_id)) if str(row.channel_id).isdigit() else None
    name = getattr(channel, "name", None)
    where = f"#{name}" if name else time.strftime("%Y-%m-%d", time.gmtime(row.created_at))
    key = f"bot-history-table-{row.status}" if row.status in ("finished", "abandoned") else "bot-history-table"
    return i18n.tr(lang, key, game=game_title(row.game, lang), where=where)


async def tables(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The tables where the reader sits (running, finished, abandoned), newest first, as "game · #channel",
    filtered by every word typed; the value is the table's number."""
    client = bot_of(interaction)
    lang, words = user_lang(interaction), current.lower().split()
    out = []
    for row in await client.service.tables_of(str(interaction.user.id)):
        label = _fit(table_label(client, row, lang))
        if all(w in label.lower() for w in words):
            out.append(app_commands.Choice(name=label, value=str(row.id)))
            if len(out) == MAX_CHOICES:
                break
    return out
