"""What a press on a table's decision does (an absent player's deadline: wait, play the default, replace, expel; a
ballot; a /leave or /abandon confirmation; a history page; a finished game's replay), and the channel posts those
decisions owe: the vote, the seat handed over, the table abandoned.

The buttons themselves are in :mod:`bot.discord_app.action_items`. Actions: ``wait`` / ``skip`` / ``repl`` /
``cpu`` / ``expel`` about an absent seat (``<arg>`` = ``<seat>.<stamp>``, the stamp of its deadline: a decision
applies once, see ``bot.tables.clocks.stamp``); ``yes`` / ``no`` a ballot (``<arg>`` = the vote id); ``leave`` /
``abandon`` a confirmation, ``keep`` its "no"; ``web`` the turn card's 🌐 (the presser's link to the web table).
"""
from __future__ import annotations

import io
import json
from typing import TYPE_CHECKING

import discord

from bot.discord_app import activity, cards, digest, info, notify, rematch_cmds, replies, weblinks
from bot.discord_app.action_items import ActionButton, SeatPick, buttons_view, vote_view
from bot.discord_app.moves import is_moderator
from bot.discord_app.texts import clip, mention, names, only_users, safe_name, t, user_lang
from bot.tables import Ballot, Handover, TableRow
from bot.tables.present import error_text
from games import registry
from games.core import i18n
from games.core.errors import GameError

if TYPE_CHECKING:
    from bot.discord_app.base import PlanszaClient

NO_PINGS = discord.AllowedMentions.none()


def can_skip(row: TableRow, state: dict | None, seat: int) -> bool:
    return state is not None and registry.get(row.game).default_move(state, seat) is not None


# ---- texts ----------------------------------------------------------------------------------------------------------
def vote_text(ballot: Ballot, lang: str) -> str:
    row, vote = ballot.table, ballot.vote
    name_of = names(row)
    what = i18n.render(ballot.question, lang, name_of)
    proposer = row.seat_of(vote.proposer)
    by = name_of(proposer) if proposer is not None else "?"
    ids = {row.user_of(s) for s in ballot.electorate}
    key = f"bot-vote-{ballot.status}"
    return t(lang, key, by=by, what=safe_name(what), yes=len(vote.yes & ids), needed=ballot.needed,
             voters=len(ballot.electorate), until=f"<t:{int(vote.expires_at)}:R>")


def handover_text(h: Handover, lang: str) -> str:
    new = t(lang, "bot-computer") if h.new_user is None else mention(h.new_user)
    key = {"replace": "bot-handover-replace", "leave": "bot-handover-leave", "kick": "bot-handover-kick"}[h.reason]
    return t(lang, key, old=safe_name(h.old_name), new=new, seat=h.seat + 1)


# ---- posting --------------------------------------------------------------------------------------------------------
async def post_vote(client: PlanszaClient, ballot: Ballot) -> None:
    """The vote's post, owed with the vote (see :func:`vote_post`), then what a vote decided at once did."""
    await client.aftermath.deliver(ballot.table.id)
    if ballot.status != "open":
        await after_vote(client, ballot)


def vote_post(ballot: Ballot) -> dict:
    """The vote's post in the table's channel: the question, the count, the buttons; the voters who still must
    vote are pinged. A decided vote (at once, on a two-player table, or when it ran out) is one line."""
    row = ballot.table
    if ballot.status != "open":
        return {"content": clip(vote_text(ballot, row.lang)), "allowed_mentions": NO_PINGS}
    waiting = [row.user_of(s) for s in ballot.electorate if row.user_of(s) not in ballot.vote.ballots]
    text = vote_text(ballot, row.lang) + ("\n" + " ".join(mention(u) for u in waiting) if waiting else "")
    return {"content": clip(text), "allowed_mentions": only_users(waiting),
            "view": vote_view(row, ballot.vote.id, row.lang)}


async def after_vote(client: PlanszaClient, ballot: Ballot) -> None:
    """What a decided vote did, told like the same direct command."""
    if ballot.status != "passed":
        return
    row = ballot.table
    if ballot.reason is not None:
        from bot.tables.present import error_text

        await notify.table_channel(client, row).send(clip(error_text(ballot.reason, row.lang)),
                                                     allowed_mentions=NO_PINGS, silent=True)
        return
    if isinstance(ballot.applied, Handover):
        await announce_handover(client, ballot.applied)
    elif ballot.vote.kind == "abandon":
        await announce_abandon(client, ballot.table, None)
    else:
        key = "bot-paused" if ballot.vote.kind == "pause" else "bot-resumed"
        await notify.table_channel(client, row).send(t(row.lang, key), allowed_mentions=NO_PINGS, silent=True)


async def announce_handover(client: PlanszaClient, h: Handover) -> None:
    """A seat handed over: its line (the newcomer pinged) and the newcomer's secrets by DM, owed with the change and
    delivered from the outbox (:mod:`bot.discord_app.delivery`); then the computer's moves if the seat is now the
    computer's and must act."""
    await client.aftermath.deliver(h.table.id)
    await notify.run_computers(client, h.table.id)


async def announce_abandon(client: PlanszaClient, row: TableRow, by: str | None = None) -> None:
    """The table's last post (who ended it, the final picture, every seated person pinged), owed with the change."""
    await client.aftermath.deliver(row.id)


# ---- presses --------------------------------------------------------------------------------------------------------
async def on_action(client: PlanszaClient, interaction: discord.Interaction, item) -> None:
    lang = user_lang(interaction)
    user, mod = str(interaction.user.id), is_moderator(interaction)
    action, arg, table_id = item.action, item.arg, item.table_id
    service = client.service
    if action in ("yes", "no"):
        ballot = await service.cast_vote(table_id, int(arg), user, action == "yes")
        row = ballot.table
        controls = vote_view(row, ballot.vote.id, row.lang) if ballot.status == "open" else None
        await interaction.response.edit_message(view=cards.card(row.game, what=[clip(vote_text(ballot, row.lang))],
                                                                controls=controls), allowed_mentions=NO_PINGS)
        await after_vote(client, ballot)
        return
    if action == "activity":  # the card's Open: the table inside Discord
        await activity.launch(client, interaction)
        return
    if action == "rematch":  # the end card's: the same game again, the same players asked to sit
        await rematch_cmds.rematch(client, interaction, table_id)
        return
    if action == "replay":  # a finished game's animated replay and its log, privately
        await send_replay(client, interaction, table_id)
        return
    if action == "hist":  # a page of /history
        await info.history_press(client, interaction, table_id, int(arg or 0))
        return
    if action == "since":  # the turn card's 🕘: what happened since the presser's last turn
        await digest.since_press(client, interaction, table_id)
        return
    if action == "web":  # the turn card's 🌐: the presser's own link to the table in the browser, privately
        await weblinks.button(client, interaction, table_id)
        return
    if action == "at":  # a digest's picture of a missed turn
        await digest.picture_press(client, interaction, table_id, int(arg or 0))
        return
    if action == "keep":
        await interaction.response.edit_message(content=t(lang, "bot-kept"), view=None)
        return
    if action in ("leave", "abandon"):
        await confirmed(client, interaction, table_id, action)
        return
    seat, _, token = arg.partition(".")
    seat, token = int(seat or -1), int(token or 0)
    if action == "wait":
        await service.wait_longer(table_id, user, seat, token, moderator=mod, by=interaction.user.display_name)
        await replies.ephemeral(interaction, t(lang, "bot-waited-you"))
        await client.aftermath.deliver(table_id)  # the table's line, from the outbox
    elif action == "skip":
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            outcomes = await service.play_default(table_id, user, seat, token, moderator=mod)
        except GameError as err:  # answered in the deferred message itself
            await interaction.edit_original_response(content=error_text(err, lang))
            return
        await interaction.edit_original_response(content=t(lang, "bot-skipped-you"))
        for outcome in outcomes:
            await notify.publish(client, outcome)
        if outcomes:
            await notify.run_computers(client, table_id)
    elif action == "repl":
        row, _ = await _deciding(client, table_id, user, seat, token, mod)
        view = buttons_view(SeatPick(table_id, arg, placeholder=t(lang, "bot-replace-pick")),
                     ActionButton(table_id, "cpu", arg, text=t(lang, "bot-btn-computer")))
        await replies.ephemeral(interaction, t(lang, "bot-replace-who", player=names(row)(seat)), view=view)
    elif action in ("cpu", "pick"):
        row, _ = await _deciding(client, table_id, user, seat, token, mod)
        member = item.chosen if action == "pick" else None
        if action == "pick" and member is None:
            raise GameError("bot-err-stale-button")
        if member is not None and member.bot:
            raise GameError("bot-err-replace-bot")
        done = await service.replace(row.channel_id, user, seat + 1, None if member is None else str(member.id),
                                   None if member is None else member.display_name, moderator=mod)
        await answered(client, interaction, done, lang)
    elif action == "expel":
        row, _ = await _deciding(client, table_id, user, seat, token, mod)
        done = await service.expel(row.channel_id, user, row.user_of(seat), moderator=mod)
        await answered(client, interaction, done, lang)
    else:
        raise GameError("bot-err-stale-button")


async def _deciding(client: PlanszaClient, table_id: int, user: str, seat: int, token: int, mod: bool):
    return await client.service.deciding(table_id, user, seat, token, mod)


async def answered(client: PlanszaClient, interaction: discord.Interaction, done, lang: str) -> None:
    """A direct change (told in the channel) or a proposal (the vote posted), with a short private word."""
    if isinstance(done, Ballot):
        await replies.ephemeral(interaction, t(lang, "bot-vote-proposed"))
        await post_vote(client, done)
    elif isinstance(done, Handover):
        await replies.ephemeral(interaction, t(lang, "bot-done"))
        await announce_handover(client, done)
    else:  # the last person left: the table ended
        await replies.ephemeral(interaction, t(lang, "bot-done"))
        await announce_abandon(client, done, None)


async def confirmed(client: PlanszaClient, interaction: discord.Interaction, table_id: int, action: str) -> None:
    """The "yes" of a /leave or /abandon confirmation."""
    lang = user_lang(interaction)
    channel = await client.service.channel_of(table_id)
    if channel is None:
        raise GameError("bot-err-no-table")
    user = str(interaction.user.id)
    if action == "leave":
        done = await client.service.leave_game(channel, user)
    else:
        done = await client.service.abandon(channel, user, moderator=is_moderator(interaction),
                                            name=interaction.user.display_name)
    await interaction.response.edit_message(content=t(lang, "bot-done"), view=None)
    if isinstance(done, Ballot):
        await post_vote(client, done)
    elif isinstance(done, Handover):
        await announce_handover(client, done)
    else:
        by = None if action == "leave" else interaction.user.display_name
        await announce_abandon(client, done, by)


async def send_replay(client: PlanszaClient, interaction: discord.Interaction, table_id: int) -> None:
    """The animated replay (one frame per turn) and the JSON log of a finished game, to the presser."""
    lang = user_lang(interaction)
    row = await client.service.table_by_id(table_id)
    if row is None or row.status != "finished":
        raise GameError("bot-err-replay-running")
    await interaction.response.defer(ephemeral=True, thinking=True)
    data, frames, _width = await client.service.replay_animation(row, lang)
    doc = json.dumps(await client.service.log_document(row), ensure_ascii=False, indent=1).encode()
    files = [discord.File(io.BytesIO(data), filename=f"{row.game}-{row.id}-replay.webp"),
             discord.File(io.BytesIO(doc), filename=f"{row.game}-{row.id}-log.json")]
    await interaction.edit_original_response(content=t(lang, "bot-replay-ready", frames=frames,
                                                       size=len(data) // 1024), attachments=files)
