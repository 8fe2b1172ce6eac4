"""/profile [player]: a player's card (issue 56) — a picture of their games, rating over time, badges, pace, tables
now and the head-to-head against the asker, with the same in words (the message and the picture's alt text).

Answered privately, in the reader's language. In a server: the player's games in that server; outside one (a DM, a
group DM, a user install): the reader's own games everywhere, as /stats. A player who set ``/settings
profile:hidden`` is shown to nobody else (their /stats neither); they still see their own.
"""
from __future__ import annotations

import asyncio
import io
from typing import TYPE_CHECKING

import discord

from bot import observability
from bot.discord_app import replies
from bot.discord_app.texts import clip, game_title, safe_name, t, user_lang
from bot.tables.present import ALT_MOST
from bot.tables.profile import ProfileRead
from bot.tables.time_bank import bank_text
from games.core.errors import GameError
from renderers import profile_card

if TYPE_CHECKING:
    from bot.discord_app.base import PlanszaClient


async def show_profile(client: PlanszaClient, interaction: discord.Interaction, player: discord.abc.User | None
                       ) -> None:
    lang = user_lang(interaction)
    here = replies.in_server(interaction)
    who = player or interaction.user
    if not here and who.id != interaction.user.id:
        await replies.ephemeral(interaction, t(lang, "bot-profile-only-yours"))
        return
    name = who.display_name
    try:
        await interaction.response.defer(ephemeral=True, thinking=True)  # a first read replays half of a few games
        read = await client.service.profile(str(interaction.guild_id) if here else None, str(who.id), name,
                                            str(interaction.user.id))
    except GameError as err:
        await replies.error(interaction, err)
        return
    data = card_data(read, lang)
    with observability.timed(observability.RENDER_SECONDS, kind="profile"):
        png = await asyncio.to_thread(profile_card.render, data, lang)
    words = profile_lines(read, lang, here)
    alt = clip("\n".join(words[1:]) or words[0], ALT_MOST)
    await replies.ephemeral(interaction, "\n".join(words[:3]),
                            file=discord.File(io.BytesIO(png), filename="profile.png", description=alt))


def card_data(read: ProfileRead, lang: str) -> dict:
    """The picture's plain data (renderers.profile_card)."""
    p = read.profile
    pace = read.pace_here if read.pace_here.turns else read.pace_all
    return {
        "name": p.name, "played": p.played, "won": p.won,
        "games": [{"game": g.game, "played": g.played, "won": g.won, "rating": g.rating, "history": g.history}
                  for g in p.games],
        "badges": [{"key": b.key, "count": b.count, "best": b.best} for b in p.badges],
        "pace": {"median": pace.median, "median_text": bank_text(pace.median or 0), "turns": pace.turns,
                 "missed": pace.missed},
        "live": len(read.live), "waiting": len(read.their_turn),
        "rivals": [vars(r) for r in p.rivalries],
        "asked_by_other": read.asked_by_other,
    }


def profile_lines(read: ProfileRead, lang: str, here: bool) -> list[str]:
    """The profile in words: the head line, the badges earned, the head-to-head, then one line a game, the pace and
    the tables now (the message shows the first three; the alt text all)."""
    p = read.profile
    name = safe_name(p.name)
    lines = [t(lang, "bot-profile-head" if here else "bot-profile-head-anywhere", name=name, played=p.played,
               won=p.won)]
    earned = [b for b in p.badges if b.earned]
    lines.append(t(lang, "bot-profile-badges", badges=", ".join(
        f"{profile_card.BADGE_MARKS[b.key]} {t(lang, 'render-badge-' + b.key)}" for b in earned))
        if earned else t(lang, "bot-profile-badges-none"))
    together = [r for r in p.rivalries if r.together]
    if read.asked_by_other:
        r = p.rivalries[0] if p.rivalries else None
        lines.append(t(lang, "bot-profile-h2h", n=r.together, parts=_record(r, lang)) if r is not None and r.together
                     else t(lang, "bot-profile-h2h-none"))
    elif together:
        lines.append(t(lang, "bot-profile-rivals", rivals=", ".join(
            t(lang, "bot-profile-rival", name=safe_name(r.name), n=r.together, parts=_record(r, lang))
            for r in together)))
    for g in p.games:
        lines.append(t(lang, "bot-profile-game", game=game_title(g.game, lang), played=g.played, won=g.won,
                       rating="–" if g.rating is None else f"{g.rating:.1f}"))
    pace = read.pace_here if read.pace_here.turns else read.pace_all
    lines.append(t(lang, "bot-profile-pace", median=bank_text(pace.median), missed=pace.missed)
                 if pace.median is not None else t(lang, "bot-profile-pace-new", missed=pace.missed))
    lines.append(t(lang, "bot-profile-live", n=len(read.live), waiting=len(read.their_turn)))
    return lines


def _record(r, lang: str) -> str:
    """Two people's games together in words: who finished ahead in the competitive ones, and the cooperative ones
    won (either part only where they played such a game)."""
    parts = []
    if r.ahead or r.behind or r.level:
        parts.append(t(lang, "bot-profile-record", ahead=r.ahead, behind=r.behind, level=r.level))
    if r.coop:
        parts.append(t(lang, "bot-profile-coop", won=r.coop_won, n=r.coop))
    return "; ".join(parts)
