"""The buttons and member pickers of a table's decisions (an absent player's deadline, a vote, a confirmation), as
persistent DynamicItems whose custom id says everything needed to act, and the views that hold them.

Custom ids (the state is re-read on every press, so they work after a restart and from any message)::

    plansza:<table id>:x:<action>:<arg>      a button
    plansza:<table id>:u:<seat>.<stamp>      "who takes this seat?" (a member picker)

A press goes to the client's ``on_plansza_action`` (:func:`bot.discord_app.decisions.on_action`).
"""
from __future__ import annotations

import re

import discord

from bot.discord_app.base import bot_of
from bot.discord_app.texts import t
from bot.tables import TableRow, time_bank
from bot.tables.player_settings import hours_text

ACTION = r"plansza:(?P<table>\d+):x:(?P<action>[a-z]+):(?P<arg>[0-9.]*)"
SEAT_PICK = r"plansza:(?P<table>\d+):u:(?P<arg>[0-9.]+)"


class ActionButton(discord.ui.DynamicItem[discord.ui.Button], template=ACTION):
    def __init__(self, table_id: int, action: str, arg: str = "", *, text: str = "…",
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary):
        super().__init__(discord.ui.Button(label=text[:80], style=style,
                                           custom_id=f"plansza:{table_id}:x:{action}:{arg}"))
        self.table_id, self.action, self.arg = table_id, action, arg

    @classmethod
    async def from_custom_id(cls, interaction, item: discord.ui.Button, match: re.Match[str], /):
        return cls(int(match["table"]), match["action"], match["arg"], text=item.label or "…", style=item.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        await bot_of(interaction).on_plansza_action(interaction, self)


class SeatPick(discord.ui.DynamicItem[discord.ui.UserSelect], template=SEAT_PICK):
    def __init__(self, table_id: int, arg: str, *, placeholder: str | None = None):
        super().__init__(discord.ui.UserSelect(custom_id=f"plansza:{table_id}:u:{arg}", placeholder=placeholder,
                                               min_values=1, max_values=1))
        self.table_id, self.action, self.arg = table_id, "pick", arg
        self.chosen = None

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str], /):
        return cls(int(match["table"]), match["arg"])

    async def callback(self, interaction: discord.Interaction) -> None:
        self.chosen = self.item.values[0] if self.item.values else None  # the member (Discord resolves it)
        await bot_of(interaction).on_plansza_action(interaction, self)


def buttons_view(*items) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def deadline_view(row: TableRow, seat: int, token: int, lang: str, *, can_skip: bool) -> discord.ui.View:
    """Wait longer, play the default move (when the game has one now), replace, expel."""
    arg = f"{seat}.{token}"
    wait = hours_text(time_bank.wait_longer_time(row))
    items = [ActionButton(row.id, "wait", arg, text=t(lang, "bot-btn-wait", time=wait))]
    if can_skip:
        items.append(ActionButton(row.id, "skip", arg, text=t(lang, "bot-btn-skip")))
    items += [ActionButton(row.id, "repl", arg, text=t(lang, "bot-btn-replace")),
              ActionButton(row.id, "expel", arg, text=t(lang, "bot-btn-expel"), style=discord.ButtonStyle.danger)]
    return buttons_view(*items)


def vote_view(row: TableRow, vote_id: int, lang: str) -> discord.ui.View:
    return buttons_view(ActionButton(row.id, "yes", str(vote_id), text=t(lang, "bot-btn-vote-yes"),
                              style=discord.ButtonStyle.success),
                 ActionButton(row.id, "no", str(vote_id), text=t(lang, "bot-btn-vote-no"),
                              style=discord.ButtonStyle.danger))


def confirm_view(row: TableRow, action: str, lang: str, label: str) -> discord.ui.View:
    return buttons_view(ActionButton(row.id, action, "", text=label, style=discord.ButtonStyle.danger),
                 ActionButton(row.id, "keep", "", text=t(lang, "bot-btn-keep")))
