"""Telling people what happened: the public move message (text + image + pings + buttons), the mover's private
note (ephemeral, with the picker for what they may do next), and direct messages with the secret and a picker to
players whose secret changed or who face a new decision (with a channel notice when DMs fail).

Who is told what after a change is the table service's rule (:mod:`bot.tables.notices`); what a change owes goes
out through the outbox (:mod:`bot.discord_app.delivery` draws and sends each message).
"""
from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import TYPE_CHECKING

import discord

from bot.discord_app import cards
from bot.discord_app.action_items import ActionButton
from bot.discord_app.base import PlanszaClient
from bot.discord_app.buttons import hand_picker, more_pages, quick_view
from bot.discord_app.texts import channel_mention, clip, game_title, mention, names, only_users, t
from bot.tables import Outcome, TableRow, is_erased, time_bank
from bot.tables.present import (
    channel_post,
    channel_post_parts,
    event_lines,
    has_private,
    private_alt,
    private_png_async,
    private_text,
    public_alt,
    public_png_async,
    summary,
)
from games import registry
from games.core.contract import Event

if TYPE_CHECKING:
    from bot.tables import TableService

log = logging.getLogger("plansza.discord")

Send = Callable[..., Awaitable[object]]


def png_file(data: bytes, name: str = "table.png", alt: str | None = None) -> discord.File:
    """A picture to attach, with its alt text (``present.alt_text``: what a screen reader reads)."""
    return discord.File(io.BytesIO(data), filename=name, description=alt)


def ping_line(row: TableRow, outcome: Outcome) -> tuple[str, list[str]]:
    """The whole channel message of a move and the user ids it may ping (exactly those). The mover is not pinged
    for a decision their own move reopened (everybody is, at the end or a new round)."""
    text, seats = channel_post(outcome, row.lang, names(row), lambda s: seat_mention(row, s))
    return text, [row.user_of(s) for s in seats if not row.is_computer(s)]


def seat_mention(row: TableRow, seat: int) -> str:
    """A person's ping; a computer seat's name with its mark (the computer is never pinged)."""
    if row.is_computer(seat) or is_erased(row.user_of(seat)):
        return names(row)(seat)  # its name carries the mark; an erased player's is anonymous (bot.tables.privacy)
    return mention(row.user_of(seat))


def submitted_line(row: TableRow, state: dict | None, lang: str) -> str | None:
    """In a simultaneous step: who has already made their choice (names only, never what), i.e. who may still act
    but is no longer awaited. ``None`` when nobody is in that position."""
    if state is None or row.status != "active":
        return None
    game = registry.get(row.game)
    actors = game.actors(state)
    if not actors:
        return None
    done = [s for s in range(len(row.seats)) if s not in actors and game.legal_moves(state, s)]
    if not done:
        return None
    name_of = names(row)
    return t(lang, "bot-submitted", names=", ".join(name_of(s) for s in done), n=len(done))


async def post_outcome(send: Send, outcome: Outcome, notes: Sequence[str] = (), service=None, *, web: bool = False,
                       activity: bool = False,
                       version: int | None = None):
    """The channel message for a move or a start, in the table's language. A completed turn is a card
    (:mod:`bot.discord_app.cards`): the picture, what happened, who acts next (pinged) with the turn's deadline,
    and the step buttons; any other announced move (a simultaneous submission, a public step inside a turn) is one
    short line, no picture, no pings. ``notes``: lines folded in (e.g. "I cannot DM you, use /hand"). A post that
    pings nobody, or only players in their quiet hours or on vacation, is silent (no push notification); ``service``
    gives the deadline and the players' settings. ``web``: the bot serves the web table, so a running game's card
    offers 🌐 (the presser's own link, privately). ``version``: the post's own, to tell a move a vacation stand-in
    played (the post names the stand-in; a seat a stand-in plays is named with the mark, never pinged). Returns the
    picture post (``None`` for a line)."""
    if service is not None:
        await service.marked(outcome, version=version)
    row, state = outcome.table, outcome.state
    what, status, seats = channel_post_parts(outcome, row.lang, names(row), lambda s: seat_mention(row, s))
    users = [row.user_of(s) for s in seats if not row.is_computer(s)]
    if not outcome.turn_done:
        body = "\n".join(x for x in (*what, *notes) if x)
        if body:
            await send(content=clip(body), allowed_mentions=only_users([]), silent=True)
        return None
    extra = submitted_line(row, state, row.lang)
    if extra:
        status.append(extra)
    if service is not None and row.status == "active":
        due = await turn_deadline(service, row, outcome.actors)
        if due is not None and row.pace is not None:  # a time bank: what is left of it, and when it runs out
            status.append(t(row.lang, "bot-card-bank", left=time_bank.bank_text(due - service.clock()),
                            when=f"<t:{int(due)}:R>"))
        elif due is not None:
            status.append(t(row.lang, "bot-card-deadline", when=f"<t:{int(due)}:R>"))
    kwargs: dict = {"allowed_mentions": only_users(users), "silent": await all_quiet(service, users)}
    view = None
    picture = None
    if state is not None:
        try:
            kwargs["file"] = png_file(await public_png_async(row, state), alt=public_alt(row, state))
            picture = "table.png"
        except Exception:  # the move is committed: tell the table even if the picture failed
            log.exception("rendering table %s failed", row.id)
        view = quick_view(row, state) if row.status == "active" else None
        view = more_pages(row, view, row.lang)
        if outcome.finished:  # the replay, one tap away; and the same game again
            view = _with(view, ActionButton(row.id, "replay", "", text=t(row.lang, "bot-btn-replay")))
            view = _with(view, ActionButton(row.id, "rematch", "", text=t(row.lang, "bot-btn-rematch")))
        elif users and not outcome.started:  # who comes back to their turn: what happened since, privately
            view = _with(view, ActionButton(row.id, "since", "", text=t(row.lang, "bot-btn-since")))
        if web and row.status == "active":  # the table in the browser, the presser's own seat
            view = _with(view, ActionButton(row.id, "web", "", text=t(row.lang, "bot-btn-web")))
        if activity and row.status == "active":  # the same table inside Discord (an Activity), no link to copy
            view = _with(view, ActionButton(row.id, "activity", "", text=t(row.lang, "bot-activity-open")))
    kwargs["view"] = cards.card(row.game, what=[*what, *notes], status=status, picture=picture, controls=view,
                                alt=kwargs["file"].description if picture else None)
    return await send(**kwargs)


def _with(view: discord.ui.View | None, item) -> discord.ui.View:
    """``view`` (or a new one) with ``item`` at the end of its last row when it fits there (beside the other pages),
    else on a row of its own, when one is free."""
    view = view or discord.ui.View(timeout=None)
    if len(view.children) >= 25:
        return view
    last = max((r for r in map(cards.rendered_row, view.children) if r is not None), default=None)
    for row in ([last] if last is not None else []) + [(last if last is not None else -1) + 1]:
        if row > 4:
            break
        item.row = row
        try:
            view.add_item(item)
            return view
        except ValueError:  # that row is full (five buttons, or a menu)
            continue
    return view


async def turn_deadline(service: TableService, row: TableRow, actors) -> float | None:
    """The earliest turn deadline of the seats that must act now (``None``: the table has none)."""
    if row.turn_deadline is None and row.pace is None:
        return None
    waiting = set(actors)
    due = [c.deadline_at for c in await service.db.clocks(row.id) if c.seat in waiting and c.deadline_at]
    return min(due, default=None)


async def all_quiet(service: TableService | None, users: list[str]) -> bool:
    """A post is silent when it pings nobody, or only players in their quiet hours or on vacation (their phones stay
    quiet; the ping still marks the channel for them)."""
    if not users:
        return True
    if service is None:
        return False
    now = service.clock()
    settings = await service.player_settings(users)
    return all(p.on_vacation(now) or p.quiet_end(now) is not None for p in settings.values())


async def replace_last_post(client: PlanszaClient, row: TableRow, message) -> None:
    """Remember ``message`` as the table's latest picture post and take the controls off the one before it, so the
    channel offers one set of buttons (an old button still works: it re-reads the table). An older card keeps its
    picture and words (:func:`bot.discord_app.cards.without_controls`)."""
    if message is None or getattr(message, "id", None) is None:
        return
    before = await client.service.last_post(row.id)
    await client.service.set_last_post(row.id, row.channel_id, str(message.id))
    if before is None or before[1] == str(message.id):
        return
    try:
        old = client.get_partial_messageable(int(before[0])).get_partial_message(int(before[1]))
        full = await old.fetch()
        if cards.is_card(full):
            await full.edit(view=cards.without_controls(full))
        elif full.components:
            await full.edit(view=None)
    except (discord.HTTPException, ValueError) as exc:  # deleted, too old, no permission: only tidiness is lost
        log.info("could not clear the buttons of message %s: %s", before[1], exc)


async def mover_note(outcome: Outcome, lang: str) -> tuple[str, discord.File | None]:
    """What only the mover may see after their move (e.g. the card they drew), for the ephemeral answer."""
    row, state, seat = outcome.table, outcome.state, outcome.seat
    if seat is None or state is None:
        return t(lang, "bot-done"), None
    name_of = names(row)
    mine = [e for e in outcome.events if e.to == seat]
    lines = event_lines(mine, seat, lang, name_of)
    file = None
    if has_private(row, state, seat):
        text = private_text(row, state, seat, lang, name_of)
        if text and text not in lines and not any(e.reveals for e in mine):  # (the event just told the secret)
            lines.append(text)
        png = await private_png_async(row, state, seat, lang)
        if png:
            file = png_file(png, "private.png", private_alt(row, state, seat, lang))
    if not lines:  # what the move did, in words (never the move's id)
        done = summary(outcome, lang, name_of)
        lines.append(t(lang, "bot-move-done", what=done) if done else t(lang, "bot-done"))
    return clip("\n".join(lines)), file


def table_channel(client: PlanszaClient, row: TableRow) -> discord.PartialMessageable:
    return client.get_partial_messageable(int(row.channel_id), guild_id=int(row.guild_id) if row.guild_id else None)


def dm_kwargs(row: TableRow, state: dict, seat: int, events: Iterable[Event], lang: str,
              png: bytes | None) -> dict:
    """A seat's direct message: its private events, its private summary and picture, and its picker if it may act."""
    name_of = names(row)
    lines = [t(lang, "bot-dm-intro", game=game_title(row.game, lang), channel=channel_mention(row.channel_id))]
    lines += event_lines([e for e in events if e.to == seat], seat, lang, name_of)
    text = private_text(row, state, seat, lang, name_of)
    if text:
        lines.append(text)
    ask, view = hand_picker(row, state, seat, lang)
    lines += ask
    kwargs: dict = {"content": clip("\n".join(lines))}
    if png:
        kwargs["file"] = png_file(png, "private.png", private_alt(row, state, seat, lang))
    if view is not None:
        kwargs["view"] = view
    return kwargs


def dm_failed_line(row: TableRow, seats: list[int]) -> str | None:
    """The channel's one-time word to players whose DMs are closed (names, no mention: no extra ping)."""
    if not seats:
        return None
    name_of = names(row)
    return t(row.lang, "bot-dm-failed", names=", ".join(name_of(s) for s in seats), n=len(seats))


async def announce(client: PlanszaClient, interaction: discord.Interaction, outcome: Outcome, lang: str) -> None:
    """After a move or a start on an interaction answered with an ephemeral ``defer``/update: the mover's private
    note (ephemeral, with their picker if they may act again), then what the change owes everyone else: the DMs of
    changed secrets and new decisions and the table's post (with a one-time word for players whose DMs are closed),
    delivered from the outbox the move's own transaction wrote (:mod:`bot.tables.dispatch`).

    A move the channel need not hear about (``Outcome.announce`` is False: e.g. an unconfirmed step of a
    multi-step turn, whose only public trace is a quiet "X is playing" line) is answered to the mover alone: the
    note says so, and nothing is posted in the channel. Its picker continues in the same private message, so a
    whole turn is a sequence of clicks there; the channel hears about the turn when a move announces it."""
    row, state = outcome.table, outcome.state
    note, file = await mover_note(outcome, lang)
    view = None
    if state is not None and outcome.seat is not None and row.status == "active":
        ask, view = hand_picker(row, state, outcome.seat, lang)
        if not outcome.announce:
            ask = [t(lang, f"bot-{outcome.private_step}"), *ask]
        said = set(note.splitlines())
        ask = [line for line in ask if line not in said]  # the question may already be the note's private summary
        if ask:
            note = clip("\n".join([note, *ask]))
    if outcome.handed_back:  # said once: the move took the seat back from the vacation stand-in
        note = clip("\n".join([note, t(lang, "bot-standin-back")]))
    await interaction.edit_original_response(content=note, attachments=[file] if file else [], view=view)
    await publish(client, outcome)


async def publish(client: PlanszaClient, outcome: Outcome) -> None:
    """After a change: :meth:`bot.tables.aftermath.Aftermath.publish` (deliver, then the computers play)."""
    await client.aftermath.publish(outcome)


async def run_computers(client: PlanszaClient, table_id: int) -> None:
    """The computer's seats' moves owed at a table now (:meth:`bot.tables.aftermath.Aftermath.computers`)."""
    await client.aftermath.computers(table_id)
