"""A table's notices from the outbox, drawn and sent (the sink of :mod:`bot.discord_app.delivery` calls
:func:`send_notice`): what a committed change owes the table besides its turn post.

- ``reminder``: the idle player pinged in the channel, or by DM if they chose so (the channel when their DMs are
  closed), with the button that opens their picker;
- ``owner-told``: after a player's last reminder, the owner gets the deadline's choices early;
- ``deadline``: a passed turn deadline, the other players pinged and offered the choices;
- ``waited``: someone gave an absent player more time;
- ``window-open``: a decision window passed on a command with no default, now open to the others (TG-ASY-2);
- ``vote``, ``idle``, ``handover``, ``abandoned``, ``took-back``: the stewardship's lines.

Each goes with the nonce of its outbox row, so a resend after a crash is the same message (and a late one is
looked for first: :mod:`bot.discord_app.late_resend`).
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.discord_app import cards, notify
from bot.discord_app.action_items import deadline_view
from bot.discord_app.buttons import choose_view
from bot.discord_app.decisions import can_skip, handover_text, vote_post
from bot.discord_app.late_resend import send_once
from bot.discord_app.texts import clip, game_title, mention, names, only_users, safe_name, t
from bot.tables import Delivery, GiveUp, Handover
from bot.tables.player_settings import hours_text
from bot.tables.present import public_alt, public_png_async

if TYPE_CHECKING:
    from bot.discord_app.base import PlanszaClient

log = logging.getLogger("plansza.discord")


async def send_notice(client: PlanszaClient, d: Delivery) -> str:
    """Send one notice; the id of the message sent."""
    row, p = d.table, d.message.payload
    what = p.get("what")
    channel = notify.table_channel(client, row)
    if what == "vote":  # a vote proposed (its buttons while it is open), decided at once, or run out
        ballot = await client.service.ballot(int(p["vote"]))
        if ballot is None:
            raise GiveUp("no-vote")
        return str((await send_once(client, channel, d, **as_card(row.game, **vote_post(ballot)))).id)
    if what == "reminder" and p.get("where") == "dm":
        sent = await _reminder_dm(client, d)
        if sent is not None:
            return sent
    drawn = await _drawn(client, d)
    if drawn is None:
        raise GiveUp(f"unknown-notice-{what}")
    text, people, kwargs = drawn
    kwargs = as_card(row.game, content=clip(text), allowed_mentions=only_users(people), **kwargs)
    sent = await send_once(client, channel, d, **kwargs)
    return str(sent.id)


def as_card(game_id: str, *, content: str, allowed_mentions: discord.AllowedMentions, view=None, file=None) -> dict:
    """A notice's send arguments: a card when it has buttons or a picture (a deadline's choices, a vote, the last
    picture of an abandoned table), else one plain line; silent when it pings nobody."""
    silent = not allowed_mentions.users
    if view is None and file is None:
        return {"content": content, "allowed_mentions": allowed_mentions, "silent": silent}
    out = {"view": cards.card(game_id, what=[content], picture=file.filename if file else None, controls=view),
           "allowed_mentions": allowed_mentions, "silent": silent}
    if file is not None:
        out["file"] = file
    return out


async def _reminder_dm(client: PlanszaClient, d: Delivery) -> str | None:
    """A reminder by DM, in the player's language; None when their DMs are closed (the channel then)."""
    row, p = d.table, d.message.payload
    user_id = str(p["user"])
    lang = (await client.service.reader_prefs([user_id])).get(user_id, (None, ""))[0] or row.lang
    text = t(lang, "bot-reminder-dm", game=game_title(row.game, lang), hours=int(p["hours"]),
             channel=f"<#{row.channel_id}>")
    try:
        channel = await client.create_dm(discord.Object(int(user_id)))
        card = cards.card(row.game, what=[clip(text)], controls=choose_view(row, lang))
        return str((await send_once(client, channel, d, view=card)).id)
    except discord.Forbidden as exc:  # DMs closed: the channel then
        log.info("reminder DM to %s failed (%s)", user_id, exc)
        return None


async def _drawn(client: PlanszaClient, d: Delivery) -> tuple[str, list[str], dict] | None:
    """(text, people pinged, further send arguments) of a channel notice; None for a kind it does not know."""
    row, p, lang = d.table, d.message.payload, d.table.lang
    what, name_of = p.get("what"), names(row)
    if what == "reminder":
        user_id = str(p["user"])
        return (t(lang, "bot-reminder", name=mention(user_id), game=game_title(row.game, lang), hours=int(p["hours"])),
                [user_id], {"view": choose_view(row, lang)})
    if what in ("owner-told", "deadline"):
        seat = int(p["seat"])
        view = deadline_view(row, seat, int(p["token"]), lang, can_skip=can_skip(row, d.state, seat))
        if what == "owner-told":
            return (t(lang, "bot-owner-told", owner=mention(row.owner_id), player=name_of(seat),
                      hours=int(p["hours"]), n=int(p["n"])), [row.owner_id], {"view": view})
        others = [row.user_of(s) for s in row.humans() if s != seat]
        text = t(lang, "bot-deadline-passed", player=name_of(seat), hours=int(p["hours"]))
        return (text + ("\n" + " ".join(mention(u) for u in others) if others else ""), others, {"view": view})
    if what == "waited":
        return (t(lang, "bot-waited", name=safe_name(p.get("by") or ""), player=name_of(int(p["seat"])),
                  time=hours_text(float(p["time"]))), [], {})
    if what == "window-open":
        return t(lang, "bot-window-open", player=name_of(int(p["seat"]))), [], {}
    if what == "handover":
        h = Handover(row, int(p["seat"]), None, p["old_name"], p.get("new_user"), p["reason"], None)
        people = [h.new_user] if h.new_user is not None else []
        return "\n".join(x for x in (handover_text(h, lang), notify.dm_failed_line(row, d.dm_closed)) if x), people, {}
    if what == "abandoned":  # the table's last post: who ended it, the final picture, everyone pinged
        people = [row.user_of(s) for s in row.humans()]
        key = "bot-abandoned-vote" if p.get("by") is None else "bot-abandoned-by"
        text = "\n".join(x for x in (t(lang, key, name=safe_name(p.get("by") or "")),
                                     " ".join(mention(u) for u in people)) if x)
        kwargs = {"file": notify.png_file(await public_png_async(row, d.state), alt=public_alt(row, d.state))} \
            if d.state is not None else {}
        return text, people, kwargs
    if what == "took-back":  # one short line; the player has their picker again privately
        return t(lang, "bot-took-back", name=name_of(int(p["seat"]))), [], {}
    if what == "idle":
        settings = client.service.settings
        if p["closed"]:
            return t(lang, "bot-idle-closed", days=int(settings.idle_close // 86400)), [], {}
        people = [row.user_of(s) for s in row.humans()]
        return (t(lang, "bot-idle-warning", days=int(settings.idle_warn // 86400), when=f"<t:{int(p['closes_at'])}:R>")
                + "\n" + " ".join(mention(u) for u in people), people, {})
    return None


__all__ = ["send_notice"]
