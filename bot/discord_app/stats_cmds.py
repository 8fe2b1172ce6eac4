"""/stats and /leaderboard: a server's finished games in numbers (answered privately, in the reader's language); /stats
also follows its reader outside servers (their own games in every server)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.discord_app import replies
from bot.discord_app.lobby_text import pace_text
from bot.discord_app.texts import clip, game_title, safe_name, t, user_lang
from bot.tables import cooperative, leaderboard, player_stats
from games import registry
from games.core.errors import GameError
from games.core.options import check_game_name

if TYPE_CHECKING:
    from bot.discord_app.base import PlanszaClient

MAX_ROWS = 15


async def _known_game(interaction: discord.Interaction, game: str | None) -> bool:
    """The ``game`` option names a game (or is empty); else the refusal is answered and False returned. Discord
    offers the games as choices, but an interaction may carry any text: an over-long one is refused by its length
    and an unknown one with the list of games, each quoting at most a clipped piece of it (a whole one would reach
    the message's title as a parameter thousands of characters long, which the catalog cannot format)."""
    if not game:
        return True
    try:
        registry.get(check_game_name(game))
    except GameError as err:
        await replies.error(interaction, err)
        return False
    return True


async def show_stats(client: PlanszaClient, interaction: discord.Interaction, player: discord.abc.User | None,
                     game: str | None) -> None:
    """A player's finished games on this server; outside a server the bot was added to (a DM, a group DM, a user
    install), the reader's own games in every server (another player's there would tell where they play)."""
    lang = user_lang(interaction)
    if not await _known_game(interaction, game):
        return
    here = replies.in_server(interaction)
    if not here and player is not None and player.id != interaction.user.id:
        await replies.ephemeral(interaction, t(lang, "bot-stats-only-yours"))
        return
    who = player or interaction.user
    if who.id != interaction.user.id and (await client.service.player_settings([str(who.id)]))[
            str(who.id)].profile == "hidden":  # /settings profile:hidden: their figures are for their eyes only
        await replies.ephemeral(interaction, t(lang, "bot-profile-hidden", name=safe_name(who.display_name)))
        return
    if here:
        finished, abandoned = await client.service.records(str(interaction.guild_id), game)
    else:
        finished, abandoned = await client.service.records(None, game, str(who.id))
    mine = player_stats(finished, abandoned, str(who.id))
    name = safe_name(who.display_name)
    # how they keep time (issue 56), over finished and live games: in this server (outside one: everywhere) and all
    uid = str(who.id)
    pace_here = (await client.service.paces([uid], str(interaction.guild_id) if here else None))[uid]
    pace_line = pace_text(lang, name, pace_here, (await client.service.paces([uid]))[uid])
    if not mine.played and not mine.abandoned:
        await replies.ephemeral(interaction, t(lang, "bot-stats-none" if here else "bot-stats-none-anywhere",
                                               name=name) + "\n" + pace_line)
        return
    lines = [t(lang, "bot-stats-head" if here else "bot-stats-head-anywhere", name=name, played=mine.played,
               won=mine.won)]
    if mine.favourite and not game:
        lines.append(t(lang, "bot-stats-favourite", game=game_title(mine.favourite, lang)))
    for g, n in mine.per_game.most_common():
        avg = mine.average(g)
        lines.append(t(lang, "bot-stats-game", game=game_title(g, lang), played=n, won=mine.wins_per_game[g],
                       average=f"{avg:.1f}" if avg is not None else "–"))
    if mine.abandoned:
        lines.append(t(lang, "bot-stats-abandoned", n=mine.abandoned))
    if mine.with_computer:
        lines.append(t(lang, "bot-stats-computer", n=mine.with_computer))
    if mine.unrated:  # a vacation stand-in played in them and their tables left them unrated
        lines.append(t(lang, "bot-stats-unrated", n=mine.unrated))
    lines.append(pace_line)
    await replies.ephemeral(interaction, clip("\n".join(lines)))


async def show_leaderboard(client: PlanszaClient, interaction: discord.Interaction, game: str) -> None:
    lang = user_lang(interaction)
    if not replies.in_server(interaction):
        await replies.ephemeral(interaction, t(lang, "bot-err-dm-only-guild"))
        return
    if not await _known_game(interaction, game):
        return
    finished, _ = await client.service.records(str(interaction.guild_id), game)
    board = leaderboard(finished)
    if not board:
        await replies.ephemeral(interaction, t(lang, "bot-leaderboard-empty", game=game_title(game, lang)))
        return
    coop = cooperative(finished)
    lines = [t(lang, "bot-leaderboard-coop-head" if coop else "bot-leaderboard-head", game=game_title(game, lang),
               n=len(finished))]
    for i, s in enumerate(board[:MAX_ROWS], 1):
        if coop:
            lines.append(t(lang, "bot-leaderboard-coop-line", place=i, name=safe_name(s.name), won=s.won,
                           played=s.played))
        else:
            lines.append(t(lang, "bot-leaderboard-line", place=i, name=safe_name(s.name), rating=f"{s.rating:.1f}",
                           won=s.won, played=s.played))
    await replies.ephemeral(interaction, clip("\n".join(lines)))
