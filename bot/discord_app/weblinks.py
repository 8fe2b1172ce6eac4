"""The web table from Discord (issue 28; the contract is docs/web-table.md): ``/table web:`` gives the reader their
personal link privately (a reader who does not sit at the table gets a spectators' link), posts a spectators' link for
everyone (any seated player may), or voids every link the reader got so far; the turn card's 🌐 button answers the
presser privately with their link. Without ``PLANSZA_WEB_URL`` each of them says, privately, that this bot has no web
table.

A link is a key to what its seat sees, hand included: it goes out with link previews off (Discord's crawler never
opens it) and only ever to its own reader, but for the spectators' link, which shows what everyone sees anyway.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.discord_app import replies
from bot.discord_app.replies import need_channel
from bot.discord_app.texts import clip, game_title, safe_name, t, user_lang
from bot.tables import TableRow
from games.core.errors import GameError

if TYPE_CHECKING:
    from bot.discord_app.base import PlanszaClient

NO_PINGS = discord.AllowedMentions.none()


def _expiry(client: PlanszaClient) -> str:
    """When a link given now expires, as a Discord timestamp (every reader sees it in their own language)."""
    return f"<t:{int(client.service.clock() + client.settings.web_link_days * 86400)}:R>"


async def _link(client: PlanszaClient, row: TableRow, seat: int | None, user: str, lang: str) -> str:
    """A signed link to ``row`` for ``seat`` (None: the spectators'), given to ``user``, in ``lang``."""
    from bot.web.links import link_for  # the web wing loads only when the web table is on

    return await link_for(client.service, client.settings.web_url, row.id, seat, user, lang,
                          client.settings.web_link_days)


async def _off(client: PlanszaClient, interaction: discord.Interaction) -> bool:
    """True (and the reader told so, privately) when this bot serves no web table."""
    if client.settings.web_url:
        return False
    await replies.ephemeral(interaction, t(user_lang(interaction), "bot-web-off"))
    return True


async def command(client: PlanszaClient, interaction: discord.Interaction, choice: str) -> None:
    """``/table web:<choice>``: ``link``, ``spectator`` or ``revoke``."""
    if await _off(client, interaction):
        return
    from bot.web.links import revoke_links  # the web wing loads only when the web table is on

    lang, user = user_lang(interaction), str(interaction.user.id)
    if choice == "revoke":  # every link of the reader, at every table: no table needed
        await revoke_links(client.service, user)
        await replies.ephemeral(interaction, t(lang, "bot-web-revoked"))
        return
    if not await need_channel(interaction):
        return
    try:
        row, _state = await client.service.table(str(interaction.channel_id))
    except GameError as err:
        await replies.error(interaction, err)
        return
    if choice == "spectator":
        await post_spectator_link(client, interaction, row)
    else:
        await send_link(client, interaction, row)


async def send_link(client: PlanszaClient, interaction: discord.Interaction, row: TableRow) -> None:
    """The reader's own link to their seat, privately and in their language (a spectators' link when they do not sit
    at the table)."""
    lang, user = user_lang(interaction), str(interaction.user.id)
    seat = row.seat_of(user)
    url = await _link(client, row, seat, user, lang)
    if seat is None:
        text = t(lang, "bot-web-link-spectator", url=url)
    else:
        text = t(lang, "bot-web-link", game=game_title(row.game, lang), url=url, when=_expiry(client))
    await replies.ephemeral(interaction, text, suppress_embeds=True)


async def post_spectator_link(client: PlanszaClient, interaction: discord.Interaction, row: TableRow) -> None:
    """A spectators' link (the public view, no hand) posted for everyone, in the table's language; it pings nobody, so
    it is silent. Only a seated player may post one (it is signed in their name: revoking their links voids it)."""
    user = str(interaction.user.id)
    seat = row.seat_of(user)
    if seat is None:
        await replies.ephemeral(interaction, t(user_lang(interaction), "bot-web-spectator-seated-only"))
        return
    url = await _link(client, row, None, user, row.lang)
    text = t(row.lang, "bot-web-spectators", name=safe_name(row.names[seat]), url=url, when=_expiry(client))
    await interaction.response.send_message(clip(text), allowed_mentions=NO_PINGS, silent=True,
                                            suppress_embeds=True)


async def button(client: PlanszaClient, interaction: discord.Interaction, table_id: int) -> None:
    """The turn card's 🌐: the presser's own link, privately."""
    if await _off(client, interaction):
        return
    row = await client.service.table_by_id(int(table_id))
    if row is None:
        raise GameError("bot-err-stale-button")
    await send_link(client, interaction, row)
