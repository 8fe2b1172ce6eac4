"""Words for Discord: the reader's language, safe display names, mentions and length limits."""
from __future__ import annotations

import re

import discord

from bot.tables import (
    TableRow,
    present,  # noqa: F401  (registers the bot catalogs, including the *-discord.ftl files)
)
from games.core import i18n

MAX_CONTENT = 2000      # characters in one message
MAX_LABEL = 80          # characters on a button
MAX_CHOICE = 100        # characters in an autocomplete/choice name or value


def user_lang(interaction: discord.Interaction) -> str:
    """The language of the person who clicked or typed (their Discord client locale)."""
    return i18n.lang_for_locale(str(interaction.locale) if interaction.locale else None)


def t(lang: str, key: str, **params) -> str:
    return i18n.tr(lang, key, **params)


def clip(text: str, limit: int = MAX_CONTENT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def safe_name(name: str) -> str:
    """A display name that cannot format the message or mention anybody."""
    return discord.utils.escape_mentions(discord.utils.escape_markdown(name))


def names(row: TableRow):
    """``name_of(seat)`` for Discord messages (markdown-escaped display names)."""
    plain = [safe_name(n) for n in row.names]

    def name_of(seat: int) -> str:
        return plain[seat] if 0 <= seat < len(plain) else f"#{seat + 1}"

    return name_of


def mention(user_id: str | int) -> str:
    return f"<@{int(user_id)}>"


def channel_mention(channel_id: str | int) -> str:
    return f"<#{int(channel_id)}>"


def only_users(user_ids) -> discord.AllowedMentions:
    """Allowed mentions limited to exactly these users: no @everyone, no roles, no reply ping."""
    people = [u for u in dict.fromkeys(user_ids) if str(u).isdigit()]  # never an erased player's anonymous id
    return discord.AllowedMentions(users=[discord.Object(int(u)) for u in people], everyone=False,
                                   roles=False, replied_user=False)


def game_title(game_id: str, lang: str) -> str:
    return t(lang, f"{game_id}-title")


def options_summary(game, options: dict, lang: str) -> str:
    """The non-default options of a table in words (``Scoring: fixed number of rounds, Number of rounds: 1``)."""
    parts = []
    for spec in game.options:
        value = options.get(spec.name, spec.default)
        if str(value).lower() == str(spec.default).lower():
            continue
        label = _without_hint(option_label(game.id, spec.name, lang))
        parts.append(f"{label}: {option_value_label(game.id, spec, value, lang)}")
    return ", ".join(parts) if parts else t(lang, "bot-options-none")


def _without_hint(label: str) -> str:
    """An option's name without its typing hint in brackets (``Pierwszy gracz (0 = losowo)`` -> ``Pierwszy
    gracz``): the hint helps whoever types the option, the table's summary gives the value in words."""
    short = re.sub(r"\s*\([^()]*\)$", "", label)
    return short or label


def option_value_label(game_id: str, spec, value, lang: str) -> str:
    """An option value in words (``<game>-opt-<name>-<value>``), or the bare value (long free text shortened). A
    comma-separated value whose every part has words (e.g. Thorgal's ``heroes=brand,sigrun``) is told part by part."""
    parts = [p.strip().lower() for p in str(value).split(",")]
    keys = [f"{game_id}-opt-{spec.name}-{p}" for p in parts]
    if spec.kind in ("text", "list") and len(parts) > 1 and all(i18n.has(k, lang) or i18n.has(k) for k in keys):
        return ", ".join(t(lang, k) for k in keys)
    if spec.kind == "text" and len(str(value)) > 24:
        return str(value)[:20] + "…"
    if spec.kind == "bool":
        value = "on" if value in (True, "on") else "off" if value in (False, "off") else value
    key = f"{game_id}-opt-{spec.name}-{str(value).lower()}"
    if i18n.has(key, lang) or i18n.has(key):
        return t(lang, key)
    return str(value)


def option_label(game_id: str, name: str, lang: str) -> str:
    """The option's name in words (``<game>-opt-<name>``), or the bare name."""
    key = f"{game_id}-opt-{name}"
    return t(lang, key) if i18n.has(key, lang) or i18n.has(key) else name
