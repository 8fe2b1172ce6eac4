"""The commands that keep a running table going when people are away or leave: /leave, /kick and /abandon during a
game, /pause, /resume, /replace, /takeback and a player's /settings (the lobby's /leave and /kick stay in
:mod:`bot.discord_app.lobby`)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from bot.discord_app import decisions, notify, replies
from bot.discord_app.action_items import confirm_view
from bot.discord_app.buttons import hand_picker
from bot.discord_app.moves import is_moderator
from bot.discord_app.replies import need_channel
from bot.discord_app.texts import channel_mention, clip, safe_name, t, user_lang
from bot.tables import Ballot
from bot.tables import standin as away
from bot.tables.player_settings import (
    DIGEST,
    PROFILE,
    WHERE,
    hours_text,
    parse_duration,
    parse_quiet,
    parse_tz,
    quiet_text,
)
from games.core.errors import GameError

if TYPE_CHECKING:
    from bot.discord_app.base import PlanszaClient

NO_PINGS = discord.AllowedMentions.none()


async def running_game(client: PlanszaClient, interaction: discord.Interaction):
    """The channel's running game, or None (then the lobby's command applies)."""
    row = await client.service.find_live(str(interaction.channel_id))
    return row if row is not None and row.status == "active" else None


async def leave(client: PlanszaClient, interaction: discord.Interaction, row) -> None:
    """During a game: a confirmation first; the seat then goes to the computer."""
    lang = user_lang(interaction)
    seat = row.seat_of(str(interaction.user.id))
    if seat is None:
        raise GameError("bot-err-not-seated")
    last = row.humans() == [seat]
    text = t(lang, "bot-leave-confirm-last" if last else "bot-leave-confirm")
    await replies.ephemeral(interaction, text, view=confirm_view(row, "leave", lang,
                                                                 t(lang, "bot-btn-leave")))


async def abandon(client: PlanszaClient, interaction: discord.Interaction, row) -> None:
    """During a game: a confirmation first; the owner or a moderator ends it, a player proposes it."""
    lang = user_lang(interaction)
    user = str(interaction.user.id)
    ruling = user == row.owner_id or is_moderator(interaction)
    if not ruling and row.seat_of(user) is None:
        raise GameError("bot-err-not-seated")
    key, button = ("bot-abandon-confirm", "bot-btn-abandon") if ruling else ("bot-abandon-propose",
                                                                             "bot-btn-propose-abandon")
    await replies.ephemeral(interaction, t(lang, key), view=confirm_view(row, "abandon", lang,
                                                                         t(lang, button)))


async def kick(client: PlanszaClient, interaction: discord.Interaction, player: discord.abc.User,
               substitute: discord.abc.User | None) -> None:
    if substitute is not None and substitute.bot:
        raise GameError("bot-err-replace-bot")
    done = await client.service.expel(str(interaction.channel_id), str(interaction.user.id), str(player.id),
                                      None if substitute is None else str(substitute.id),
                                      None if substitute is None else substitute.display_name,
                                      moderator=is_moderator(interaction))
    await decisions.answered(client, interaction, done, user_lang(interaction))


async def replace(client: PlanszaClient, interaction: discord.Interaction, seat: int,
                  player: discord.abc.User | None) -> None:
    if not await need_channel(interaction):
        return
    try:
        if player is not None and player.bot:
            raise GameError("bot-err-replace-bot")
        done = await client.service.replace(str(interaction.channel_id), str(interaction.user.id), seat,
                                            None if player is None else str(player.id),
                                            None if player is None else player.display_name,
                                            moderator=is_moderator(interaction))
    except GameError as err:
        await replies.error(interaction, err)
        return
    await decisions.answered(client, interaction, done, user_lang(interaction))


async def pause(client: PlanszaClient, interaction: discord.Interaction, kind: str) -> None:
    """/pause and /resume: at once by the owner or a moderator; a player's is a vote of everyone."""
    if not await need_channel(interaction):
        return
    change = client.service.pause if kind == "pause" else client.service.resume
    try:
        done = await change(str(interaction.channel_id), str(interaction.user.id),
                            moderator=is_moderator(interaction))
    except GameError as err:
        await replies.error(interaction, err)
        return
    if isinstance(done, Ballot):
        await replies.ephemeral(interaction, t(user_lang(interaction), "bot-vote-proposed"))
        await decisions.post_vote(client, done)
        return
    key = "bot-paused-by" if kind == "pause" else "bot-resumed-by"
    await interaction.response.send_message(
        clip(t(done.lang, key, name=safe_name(interaction.user.display_name))), allowed_mentions=NO_PINGS,
        silent=True)


async def settings(client: PlanszaClient, interaction: discord.Interaction, *, reminders: bool | None = None,
                   first: str | None = None, repeat: str | None = None, count: int | None = None,
                   where: str | None = None, quiet: str | None = None, timezone: str | None = None,
                   vacation: str | None = None, digest: str | None = None, standin: str | None = None,
                   profile: str | None = None) -> None:
    """Show and change the caller's own settings; every value is checked before any is saved. A personal command:
    it answers only the caller (anywhere: a server, a DM, a group DM) and never needs a table. A vacation with a
    stand-in (:mod:`bot.tables.standin`): the answer names the tables where it plays, and it plays at once where
    the caller's seat is due."""
    lang = user_lang(interaction)
    user = str(interaction.user.id)
    service = client.service
    try:
        mine = (await service.player_settings([user]))[user]
        changes: dict = {}
        if reminders is not None:
            changes["reminders"] = reminders
        if first is not None:
            changes["delay"] = parse_duration(first, "delay")
        if repeat is not None:
            changes["repeat"] = parse_duration(repeat, "repeat")
        if count is not None:
            if not 1 <= count <= 10:
                raise GameError("bot-err-count-range", min=1, max=10)
            changes["count"] = count
        if where is not None:
            if where not in WHERE:
                raise GameError("bot-err-where")
            changes["where"] = where
        if digest is not None:
            if digest not in DIGEST:
                raise GameError("bot-err-digest")
            changes["digest"] = digest
        if profile is not None:
            if profile not in PROFILE:
                raise GameError("bot-err-profile")
            changes["profile"] = profile
        if quiet is not None:
            changes["quiet"] = parse_quiet(quiet)
        if timezone is not None:
            changes["tz"] = parse_tz(timezone)
        changes.update(away.changes(service.clock(), vacation, standin))
    except GameError as err:
        await replies.error(interaction, err)
        return
    mine, playing = await service.set_away(user, changes)
    now = service.clock()
    extra = away.away_lines(mine, playing, lang, now, lambda r: channel_mention(r.channel_id))
    await replies.ephemeral(interaction, settings_text(mine, lang, now, bool(changes), extra))
    for row in playing:  # the stand-in plays at once where the seat is due (not at the clock's next pass)
        if row.seat_of(user) in row.actors:
            await notify.run_computers(client, row.id)


def settings_text(mine, lang: str, now: float, changed: bool, extra: Sequence[str] = ()) -> str:
    lines = [t(lang, "bot-settings-saved" if changed else "bot-settings-title")]
    if mine.reminders:
        lines.append(t(lang, "bot-settings-reminders", first=hours_text(mine.delay), repeat=hours_text(mine.repeat),
                       count=mine.count, where=t(lang, f"bot-settings-where-{mine.where}")))
    else:
        lines.append(t(lang, "bot-settings-reminders-off"))
    quiet = quiet_text(mine.quiet)
    lines.append(t(lang, "bot-settings-quiet", hours=quiet) if quiet else t(lang, "bot-settings-quiet-none"))
    lines.append(t(lang, "bot-settings-tz", tz=mine.tz))
    lines.append(t(lang, "bot-settings-digest", where=t(lang, f"bot-settings-digest-{mine.digest}")))
    lines.append(t(lang, f"bot-settings-profile-line-{mine.profile}"))
    if mine.on_vacation(now):
        lines.append(t(lang, "bot-settings-vacation", until=f"<t:{int(mine.vacation_until)}:f>"))
    lines += extra
    lines.append(t(lang, "bot-settings-help"))
    return clip("\n".join(lines))


async def takeback(client: PlanszaClient, interaction: discord.Interaction) -> None:
    """Take back my last move: privately, my picker again; the channel one short line."""
    if not await need_channel(interaction):
        return
    lang = user_lang(interaction)
    try:
        done = await client.service.take_back(str(interaction.channel_id), str(interaction.user.id))
    except GameError as err:
        await replies.error(interaction, err)
        return
    row = done.table
    ask, view = hand_picker(row, done.state, done.seat, lang)
    await replies.ephemeral(interaction, "\n".join([t(lang, "bot-took-back-you"), *ask]),
                            **({"view": view} if view is not None else {}))
    await client.aftermath.deliver(row.id)  # the channel's one line, owed with the takeback
