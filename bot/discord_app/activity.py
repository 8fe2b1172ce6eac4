"""The table inside Discord (issue 54; the web side is :mod:`bot.web.activity`): the turn card's Open button answers
with ``LAUNCH_ACTIVITY`` (Discord opens the Activity in the card's channel, on that channel's table), and the
app's Entry Point command (type 4, ``DISCORD_LAUNCH_ACTIVITY``: Discord launches it without asking the bot) is kept
by every command sync — the one the app has (the Developer Portal makes one when Activities are enabled), else our
``/plansza`` — because Discord refuses a bulk overwrite that would drop it (50240).

Nothing here runs without the Activity's settings (``PLANSZA_ACTIVITY_CLIENT_ID``, ``..._SECRET``, the web table's
``PLANSZA_WEB_URL``): no button, no Entry Point command, the same commands as before.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discord_app import replies
from bot.discord_app.texts import user_lang
from bot.web.activity import enabled
from games.core import i18n

if TYPE_CHECKING:
    from bot.discord_app.base import PlanszaClient

log = logging.getLogger("plansza.discord")
ENTRY_POINT = 4            # the application command type PRIMARY_ENTRY_POINT
DISCORD_LAUNCHES = 2       # its handler DISCORD_LAUNCH_ACTIVITY: Discord opens the Activity itself
LOCALES = {"pl": "pl", "en": "en-US"}

__all__ = ["enabled", "entry_point", "launch", "sync"]


def entry_point() -> dict:
    """The Entry Point command's payload, in both languages."""
    def local(key: str) -> dict[str, str]:
        return {LOCALES[lang]: i18n.tr(lang, key) for lang in i18n.LANGS}

    return {"name": i18n.tr("en", "bot-cmd-activity-name"), "type": ENTRY_POINT, "handler": DISCORD_LAUNCHES,
            "description": i18n.tr("en", "bot-cmd-activity-desc"),
            "name_localizations": local("bot-cmd-activity-name"),
            "description_localizations": local("bot-cmd-activity-desc"),
            "integration_types": [0, 1], "contexts": [0, 1, 2]}


async def sync(client: PlanszaClient, guild: discord.abc.Snowflake | None) -> list[dict]:
    """The tree's commands (translated, as ``CommandTree.sync`` sends them) and, globally with the Activity on, the
    Entry Point command, in one bulk overwrite (the commands as Discord answered them). A server's commands never
    hold it (Entry Points are global)."""
    tree = client.tree
    if client.application_id is None:
        raise app_commands.MissingApplicationID
    commands = tree.get_commands(guild=guild)  # the same list CommandTree.sync sends
    translator = tree.translator
    payload = [await c.get_translated_payload(tree, translator) if translator else c.to_dict(tree) for c in commands]
    try:
        if guild is not None:
            data = await client.http.bulk_upsert_guild_commands(client.application_id, guild.id, payload=payload)
        else:
            entry = await _entry_point_kept(client)
            if entry is not None:
                payload.append(entry)
            data = await client.http.bulk_upsert_global_commands(client.application_id, payload=payload)
    except discord.HTTPException as e:
        if e.status == 400 and e.code == 50035:
            raise app_commands.CommandSyncFailure(e, commands) from None
        raise
    return [dict(d) for d in data]  # the synced commands as Discord answered them


async def _entry_point_kept(client: PlanszaClient) -> dict | None:
    """The Entry Point command the global sync must carry: the one the app already has (made by the Developer
    Portal when Activities were enabled, or by an earlier sync), as it is; else, with the Activity on, ``/plansza``.
    It is kept even with the Activity off here: Discord refuses a bulk overwrite that would drop it."""
    assert client.application_id is not None
    synced: list[dict] = [dict(c) for c in await client.http.get_global_commands(client.application_id)]
    existing = [c for c in synced if c.get("type") == ENTRY_POINT]
    if existing:
        keep = ("id", "name", "type", "handler", "description", "name_localizations", "description_localizations",
                "integration_types", "contexts")
        return {k: existing[0][k] for k in keep if existing[0].get(k) is not None}
    return entry_point() if enabled(client.settings) else None


async def launch(client: PlanszaClient, interaction: discord.Interaction) -> None:
    """The card's Open button: the Activity, in the card's channel (its table opens there with the presser's seat)."""
    if not enabled(client.settings):  # a card from before the Activity was switched off
        await replies.ephemeral(interaction, i18n.tr(user_lang(interaction), "bot-activity-off"))
        return
    await interaction.response.launch_activity()
