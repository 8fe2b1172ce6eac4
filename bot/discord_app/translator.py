"""Slash-command names and descriptions in Polish and English, straight from the Fluent catalogs.

Every name/description in the command tree is a :func:`ls` string carrying its catalog key
(``bot-cmd-<command>-name``, ``bot-cmd-<command>-desc``, ``bot-cmd-<command>-<param>-name/-desc``, choice keys).
The default (what Discord shows for any other locale) is the English text; the translator fills in ``pl``,
``en-US`` and ``en-GB``.
"""
from __future__ import annotations

import discord
from discord import app_commands

from bot.discord_app.texts import t
from games.core import i18n

#: Discord locales we translate, and our language for each.
LOCALES: dict[discord.Locale, str] = {
    discord.Locale.polish: "pl",
    discord.Locale.american_english: "en",
    discord.Locale.british_english: "en",
}


def ls(key: str) -> app_commands.locale_str:
    """A translatable command string: English by default, with its catalog key for the translator."""
    return app_commands.locale_str(t("en", key), key=key)


class PlanszaTranslator(app_commands.Translator):
    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContext) -> str | None:
        key = string.extras.get("key")
        lang = LOCALES.get(locale)
        if not key or lang is None or not i18n.has(key, lang):
            return None
        return t(lang, key)
