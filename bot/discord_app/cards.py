"""The turn card: a table's channel post as one Discord Components V2 layout (``discord.ui.LayoutView``).

A card is a container in the game's accent colour holding, top to bottom:

- the picture (a media gallery of the attached ``table.png``; the other pages are buttons, one tap away);
- one text block of what happened;
- the status block: whose turn it is (with the pings) or the result, the turn's deadline as a Discord timestamp
  (shown in every reader's own time and language);
- a thin separator and the controls (the rows of buttons and menus of the classic view, as they were).

Only the latest card keeps its controls: :func:`without_controls` rebuilds an older card from the message Discord
returns, with its action rows left out (the picture, the words and the accent stay). Posts that are a line of text
and nothing else (a pick recorded, a takeback) stay plain messages.
"""
from __future__ import annotations

import itertools
from collections.abc import Sequence

import discord

from bot.discord_app.texts import clip
from games import registry

MAX_TEXT = 4000          # characters of every text display of one message together (Discord's limit)
MAX_COMPONENTS = 40      # components of one message, nested ones counted (Discord's limit)
STATUS_CHARS = 900       # the status block's share; what happened gets the rest


def accent(game_id: str) -> int:
    """The game's accent colour (the container's left edge), as its entry in the registry gives it."""
    entry = registry.PLUGINS.get(game_id)
    return entry.accent if entry is not None else registry.DEFAULT_ACCENT


def rendered_row(item: discord.ui.Item) -> int | None:
    """The row discord.py's ``View.to_components`` put ``item`` on. discord.py keeps it only as ``_rendered_row``
    (the public ``row`` is the one asked for, often None); read here alone (tests/core/test_private_names.py)."""
    return item._rendered_row


def _rows(view: discord.ui.View | None) -> list[discord.ui.ActionRow]:
    """The classic view's rows as action rows (same items, same order, same grouping)."""
    if view is None or not view.children:
        return []
    view.to_components()  # assigns each item its rendered row

    def key(item) -> int:
        return rendered_row(item) or 0

    rows = []
    for _, group in itertools.groupby(sorted(view.children, key=key), key=key):
        items = list(group)
        for item in items:
            view.remove_item(item)
        # discord.py's generics tie an item to its parent's type; a classic view's buttons fit a row all the same
        rows.append(discord.ui.ActionRow(*items))  # pyright: ignore[reportArgumentType]
    return rows


def card(game_id: str, *, what: list[str], status: Sequence[str] = (), picture: str | None = None,
         controls: discord.ui.View | None = None, alt: str | None = None) -> discord.ui.LayoutView:
    """A card: ``what`` happened, the ``status`` lines, the attached ``picture`` (its file name, with its ``alt``
    text) and the rows of the classic ``controls`` view. Text blocks that would be empty are left out."""
    layout = discord.ui.LayoutView(timeout=None)
    box = discord.ui.Container(accent_colour=accent(game_id))
    if picture:
        box.add_item(discord.ui.MediaGallery(discord.MediaGalleryItem(f"attachment://{picture}", description=alt)))
    status_text = clip("\n".join(x for x in status if x), STATUS_CHARS)
    what_text = clip("\n".join(x for x in what if x), MAX_TEXT - len(status_text) - 1)
    if what_text:
        box.add_item(discord.ui.TextDisplay(what_text))
    if status_text:
        if what_text:
            box.add_item(discord.ui.Separator(visible=False, spacing=discord.SeparatorSpacing.small))
        box.add_item(discord.ui.TextDisplay(status_text))
    rows = _rows(controls)
    if rows:
        box.add_item(discord.ui.Separator(visible=True, spacing=discord.SeparatorSpacing.small))
        for row in rows:
            box.add_item(row)
    if not box.children:  # a container may not be empty
        box.add_item(discord.ui.TextDisplay("…"))
    layout.add_item(box)
    return layout


def lobby_post(row, text: str, view: discord.ui.View | None = None) -> dict:
    """The send arguments of a lobby post (it pings nobody, so it is silent): a card in the game's colour with the
    lobby's buttons, or one plain line."""
    quiet = discord.AllowedMentions.none()
    if view is None:
        return {"content": clip(text), "allowed_mentions": quiet, "silent": True}
    return {"view": card(row.game, what=[clip(text)], controls=view), "allowed_mentions": quiet, "silent": True}


def is_card(message) -> bool:
    flags = getattr(message, "flags", None)
    return bool(flags is not None and flags.components_v2)


def without_controls(message: discord.Message) -> discord.ui.LayoutView:
    """``message``'s card with its action rows left out (the latest card keeps the buttons). A media item that
    shows one of the message's own attachments points at it again as ``attachment://``, so the edit keeps it."""
    layout = discord.ui.LayoutView.from_message(message, timeout=None)
    by_url = {a.url.split("?")[0]: a.filename for a in message.attachments}
    by_id = {a.id: a.filename for a in message.attachments}

    def strip(parent) -> None:
        for item in list(parent.children):
            if isinstance(item, discord.ui.ActionRow):
                parent.remove_item(item)
            elif isinstance(item, discord.ui.Separator) and item.visible and _last_child(parent, item):
                parent.remove_item(item)
            elif isinstance(item, discord.ui.MediaGallery):
                for media in item.items:
                    url = media.media.url
                    attachment = getattr(media.media, "attachment_id", None)
                    name = (by_id.get(attachment) if attachment is not None else None) or by_url.get(url.split("?")[0])
                    if name:
                        media.media = f"attachment://{name}"
            elif isinstance(item, discord.ui.Container):
                strip(item)

    strip(layout)
    return layout


def _last_child(parent, item) -> bool:
    """``item`` is followed only by action rows (the separator above the controls goes with them)."""
    after = list(parent.children)[list(parent.children).index(item) + 1:]
    return all(isinstance(x, discord.ui.ActionRow) for x in after)


__all__ = ["MAX_COMPONENTS", "MAX_TEXT", "accent", "card", "is_card", "lobby_post",
           "without_controls"]
