"""The end card's "Rematch" (issue 56, item 5; the use case: bot.tables.rematch)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.discord_app import cards, replies
from bot.discord_app.buttons import lobby_view
from bot.discord_app.lobby_text import created_text
from bot.discord_app.texts import t
from games import registry
from games.core.errors import GameError

if TYPE_CHECKING:
    from bot.discord_app.base import PlanszaClient


async def rematch(client: PlanszaClient, interaction: discord.Interaction, table_id: int) -> None:
    """The end card's "Rematch": the same game, options and time keeping in the same channel or thread, owned by the
    presser; the old game's other players pinged once, each to take their seat again with Join."""
    name = interaction.user.display_name
    try:
        r = await client.service.rematch(table_id, str(interaction.user.id), name)
    except GameError as err:
        await replies.error(interaction, err)
        return
    row, lang = r.table, r.table.lang
    game = registry.get(row.game)
    text = created_text(game, row, name, lang, key="bot-rematch-created")
    if r.invited:  # each takes their seat again by Join (never taken for them)
        text += "\n" + t(lang, "bot-rematch-invited", players=", ".join(f"<@{u}>" for u in r.invited),
                         n=len(r.invited))
    post = cards.lobby_post(row, text, lobby_view(row, lang))
    post["allowed_mentions"] = discord.AllowedMentions(users=[discord.Object(int(u)) for u in r.invited if u.isdigit()],
                                                       everyone=False, roles=False)
    post["silent"] = not r.invited  # the invited are told once, by this ping
    await interaction.response.send_message(**post)
