"""Persistent buttons: one DynamicItem class whose custom id says everything needed to act on a click.

Custom id scheme (at most 100 characters; the state is always re-read from the database on a click, so a button
on an old message still works after a restart)::

    plansza:<table id>:<kind>:<move prefix>[:<page>]

``kind``:

- ``q`` a quick first step on the channel message: opens a private step picker, or plays at once when the step
  is already a whole move; an empty prefix opens the picker at its first step;
- ``s`` a step inside the private picker (the prefix chosen so far, e.g. ``take A 3``);
- ``c`` confirm the prefix as a complete move (when it could also be extended, e.g. an optional Raven Nest swap);
- ``j`` join the lobby; ``g`` start the game.

Tokens of the prefix are separated by spaces, as in move ids.
"""
from __future__ import annotations

import math
import re

import discord

from bot.discord_app.texts import MAX_LABEL, names, t
from bot.present import has_private
from bot.storage import TableRow
from games import registry
from games.core import i18n
from games.core.contract import next_tokens

TEMPLATE = r"plansza:(?P<table>\d+):(?P<kind>[qscjg]):(?P<prefix>[^:]*)(?::(?P<page>\d+))?"
MAX_ID = 100
PER_PAGE = 20           # step buttons per page (4 rows of 5); the 5th row holds Back / Confirm / paging
PER_ROW = 5
MAX_QUICK = 25


def custom_id(table_id: int, kind: str, prefix: tuple[str, ...] = (), page: int = 0) -> str | None:
    """The button id, or None when it would break the scheme (too long, or a token with ``:``)."""
    text = " ".join(prefix)
    if ":" in text:
        return None
    cid = f"plansza:{table_id}:{kind}:{text}" + (f":{page}" if page else "")
    return cid if len(cid) <= MAX_ID and re.fullmatch(TEMPLATE, cid) else None


def label(text: str) -> str:
    text = " ".join(str(text).split()) or "…"
    return text if len(text) <= MAX_LABEL else text[: MAX_LABEL - 1] + "…"


class MoveButton(discord.ui.DynamicItem[discord.ui.Button], template=TEMPLATE):
    """A click on any Plansza button; the handling lives in :mod:`bot.discord_app.presses` (via the bot)."""

    def __init__(self, table_id: int, kind: str, prefix: tuple[str, ...] = (), page: int = 0, *,
                 text: str = "…", style: discord.ButtonStyle = discord.ButtonStyle.secondary,
                 row: int | None = None):
        cid = custom_id(table_id, kind, prefix, page)
        if cid is None:
            raise ValueError("custom id does not fit")
        super().__init__(discord.ui.Button(label=label(text), style=style, custom_id=cid, row=row))
        self.table_id = table_id
        self.kind = kind
        self.prefix = tuple(prefix)
        self.page = page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str],
                             /) -> MoveButton:
        return cls(int(match["table"]), match["kind"], tuple(match["prefix"].split()), int(match["page"] or 0),
                   text=item.label or "…", style=item.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.client.on_plansza_button(interaction, self)


def _try_add(view: discord.ui.View, *args, **kwargs) -> bool:
    try:
        view.add_item(MoveButton(*args, **kwargs))
    except ValueError:
        return False
    return True


def quick_view(row: TableRow, state: dict) -> discord.ui.View | None:
    """Buttons for the usual first steps of everyone who may act now (labels in the table's language).

    The message is public, so nothing on it may depend on a secret: a player who holds private information
    (e.g. the card they just drew) gets one neutral "Choose your move" button instead of their own step buttons,
    whose labels, or even whose presence, could give the secret away. Their choices appear in the private picker.
    """
    game = registry.get(row.game)
    name_of = names(row)
    labels: dict[str, str] = {}
    secret_holder = False
    for seat in range(len(row.seats)):
        if not game.legal_moves(state, seat):  # not ``actors``: some games let a non-actor change a choice
            continue
        if has_private(row, state, seat):
            secret_holder = True
            continue
        for token in game.quick_moves(state, seat):
            if token not in labels:
                steps = tuple(token.split())
                msg = game.token_label(state, seat, steps[:-1], steps[-1]) if steps else None
                labels[token] = i18n.render(msg, row.lang, name_of) if msg else token
    view = discord.ui.View(timeout=None)
    for i, (token, text) in enumerate(list(labels.items())[:MAX_QUICK - 1]):
        _try_add(view, row.id, "q", tuple(token.split()), text=text, style=discord.ButtonStyle.primary,
                 row=i // PER_ROW)
    if secret_holder:
        _try_add(view, row.id, "q", (), text=t(row.lang, "bot-btn-choose"), style=discord.ButtonStyle.primary,
                 row=len(view.children) // PER_ROW)
    return view if view.children else None


def lobby_view(row: TableRow, lang: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    _try_add(view, row.id, "j", text=t(lang, "bot-btn-join"), style=discord.ButtonStyle.success)
    _try_add(view, row.id, "g", text=t(lang, "bot-btn-start"), style=discord.ButtonStyle.primary)
    return view


def picker(row: TableRow, state: dict, seat: int, prefix: tuple[str, ...], page: int, lang: str,
           note: str | None = None) -> tuple[str, discord.ui.View]:
    """The private step picker after ``prefix``: a prompt and one button per next step (paginated)."""
    game = registry.get(row.game)
    name_of = names(row)
    moves = game.legal_moves(state, seat)
    tokens, complete = next_tokens(moves, prefix)
    prompt = game.prompt(state, seat, prefix)
    lines = [note] if note else []
    lines.append(i18n.render(prompt, lang, name_of) if prompt else t(lang, "core-prompt-next"))
    if prefix:
        lines.append(t(lang, "bot-step-so-far", move=" ".join(prefix)))
    pages = max(1, math.ceil(len(tokens) / PER_PAGE))
    page = min(max(page, 0), pages - 1)
    view = discord.ui.View(timeout=None)
    missing = False
    for i, token in enumerate(tokens[page * PER_PAGE:(page + 1) * PER_PAGE]):
        msg = game.token_label(state, seat, prefix, token)
        text = i18n.render(msg, lang, name_of) if msg else token
        missing |= not _try_add(view, row.id, "s", prefix + (token,), text=text, row=i // PER_ROW)
    nav = PER_PAGE // PER_ROW
    if prefix:
        _try_add(view, row.id, "s", prefix[:-1], text=t(lang, "bot-btn-back"), row=nav)
    if complete and tokens:
        missing |= not _try_add(view, row.id, "c", prefix, text=t(lang, "core-done"),
                                style=discord.ButtonStyle.success, row=nav)
    if page > 0:
        _try_add(view, row.id, "s", prefix, page - 1, text=t(lang, "bot-btn-prev"), row=nav)
    if page < pages - 1:
        _try_add(view, row.id, "s", prefix, page + 1, text=t(lang, "bot-btn-next"), row=nav)
    if missing:
        lines.append(t(lang, "bot-err-use-play"))
    return "\n".join(lines), view
