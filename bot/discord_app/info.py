"""Read-only commands: the table, my hand, rules, history, my games. All but /table are personal: they work in a DM, a
group DM and a server the bot was not added to as well (answering only the interaction: the bot may post nowhere
there)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.discord_app import cards, replies, weblinks
from bot.discord_app.action_items import ActionButton, buttons_view
from bot.discord_app.autocomplete import table_label
from bot.discord_app.buttons import dm_mode_view, hand_picker, lobby_view, more_pages, quick_view
from bot.discord_app.notify import png_file, replace_last_post, submitted_line
from bot.discord_app.replies import in_server, need_channel
from bot.discord_app.texts import (
    MAX_CONTENT,
    channel_mention,
    clip,
    game_title,
    names,
    option_label,
    option_value_label,
    options_summary,
    t,
    user_lang,
)
from bot.tables import history as hist
from bot.tables import text_board
from bot.tables.hints import flag_lines
from bot.tables.present import (
    event_lines,
    has_private,
    private_alt,
    private_png_async,
    private_text,
    public_alt,
    public_png_async,
    status_line,
    turn_text,
)
from bot.tables.present import pages as present_pages
from games import registry
from games.core import i18n
from games.core.errors import GameError

if TYPE_CHECKING:
    from bot.discord_app.base import PlanszaClient

NO_PINGS = discord.AllowedMentions.none()
MAX_FILES = 10
MAX_LISTED = 15  # tables named when /history asks which one
TEXT_PAGE = "text"  # /table view:text: the board in text, not a page of the picture


async def table(client: PlanszaClient, interaction: discord.Interaction, page: str | None = None, post: bool = False,
                web: str | None = None) -> None:
    """The table: who plays, whose turn, and a page of the picture. Privately by default, in the reader's language
    (a seated reader's own row is marked); with ``post`` for everyone in the channel, in the table's language, with
    the step buttons (it becomes the table's latest post). With ``web``, the table in the browser instead: the
    reader's link, a spectators' link, or every link of the reader revoked (:mod:`bot.discord_app.weblinks`)."""
    if web is not None:
        await weblinks.command(client, interaction, web)
        return
    if not await need_channel(interaction):
        return
    try:
        row, state = await client.service.table(str(interaction.channel_id))
    except GameError as err:
        await replies.error(interaction, err)
        return
    lang = row.lang if post else user_lang(interaction)
    name_of = names(row)
    game = registry.get(row.game)
    status = status_line(row, state, lang, name_of)
    submitted = submitted_line(row, state, lang)
    if submitted:
        status += "\n" + submitted
    flags = "".join("\n" + line for line in flag_lines(row, lang))  # hints=on, standins_rated=off: told to all
    if state is not None and page == TEXT_PAGE:
        await _text_board(interaction, row, state, lang, post)
        return
    if state is None:  # a lobby (or a lobby closed before it started)
        status += flags
        view = lobby_view(row, lang) if row.status == "lobby" else None
        if post:  # the lobby's card, for everyone
            await interaction.response.send_message(**cards.lobby_post(row, status, view))
            return
        extra: dict[str, Any] = {"view": view} if view is not None else {}
        await interaction.response.send_message(clip(status), allowed_mentions=NO_PINGS, ephemeral=True, **extra)
        return
    await interaction.response.defer(thinking=True, ephemeral=not post)  # rendering may take a moment
    header = t(lang, "bot-table-header", game=game_title(row.game, lang),
               options=options_summary(game, row.options, lang),
               names=", ".join(name_of(s) for s in range(len(row.seats)))) + flags
    pages = present_pages(row)
    page = page if page in pages else pages[0]
    seat = None if post else row.seat_of(str(interaction.user.id))
    kwargs: dict[str, Any] = {"file": png_file(await public_png_async(row, state, lang, page, seat),
                                               alt=public_alt(row, state, lang, seat))}
    view = quick_view(row, state) if post and row.status == "active" else None
    view = more_pages(row, view, lang, page)
    if post:  # the table's card for everyone: it pings nobody, so it is silent
        kwargs["view"] = cards.card(row.game, what=[header], status=[status], picture=kwargs["file"].filename,
                                    controls=view, alt=kwargs["file"].description)
        sent = await interaction.followup.send(allowed_mentions=NO_PINGS, silent=True, wait=True, **kwargs)
    else:
        if view is not None:
            kwargs["view"] = view
        sent = await interaction.followup.send(clip(f"{header}\n{status}"), allowed_mentions=NO_PINGS,
                                               ephemeral=True, wait=True, **kwargs)
    if post and row.status == "active" and page == pages[0]:
        await replace_last_post(client, row, sent)


async def _text_board(interaction: discord.Interaction, row, state: dict, lang: str, post: bool) -> None:
    """``/table view:text``: the whole board as structured text (a screen reader's table), privately with the
    reader's own secret, or for everyone in the table's language (the public view)."""
    seat = None if post else row.seat_of(str(interaction.user.id))
    texts = text_board.messages(row, text_board.sections(row, state, lang, seat), lang)
    await interaction.response.send_message(texts[0], allowed_mentions=NO_PINGS, ephemeral=not post, silent=True)
    for text in texts[1:]:
        await interaction.followup.send(text, allowed_mentions=NO_PINGS, ephemeral=not post, silent=True)


async def show_page(client: PlanszaClient, interaction: discord.Interaction, table_id: int, page: str | None) -> None:
    """A page of a table's picture (a "full table" button), privately, in the presser's language."""
    lang = user_lang(interaction)
    row = await client.service.table_by_id(int(table_id))
    if row is None:
        await replies.ephemeral(interaction, t(lang, "bot-err-stale-button"))
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    state = await client.service.state_of(row)
    if state is None:
        await interaction.followup.send(t(lang, "bot-err-stale-button"), ephemeral=True)
        return
    pages = present_pages(row)
    page = page if page in pages else pages[0]
    seat = row.seat_of(str(interaction.user.id))
    png = await public_png_async(row, state, lang, page, seat)
    view = more_pages(row, None, lang, page)
    kwargs: dict[str, Any] = {"view": view} if view is not None else {}
    file = png_file(png, alt=public_alt(row, state, lang, seat))
    await interaction.followup.send(t(lang, f"bot-page-{page}"), file=file, ephemeral=True, **kwargs)


async def set_dm_mode(client: PlanszaClient, interaction: discord.Interaction, table_id: int, mode: str) -> None:
    """Secrets by DM, or only through /hand (the presser's own setting, for every table)."""
    lang = user_lang(interaction)
    try:
        await client.service.set_dm_mode(str(interaction.user.id), mode)
    except GameError as err:
        await replies.error(interaction, err)
        return
    await replies.ephemeral(interaction, t(lang, f"bot-secrets-now-{mode}"))


async def hand(client: PlanszaClient, interaction: discord.Interaction) -> None:
    """My secret at this channel's table (ephemeral) and the picker for my moves there; in a DM, my secrets at
    every table (and the picker, when I may act at exactly one of them)."""
    lang = user_lang(interaction)
    user_id = str(interaction.user.id)
    await interaction.response.defer(ephemeral=True, thinking=True)
    anywhere = not in_server(interaction)  # a DM, a group DM, a server the bot was not added to: every table
    if anywhere:
        rows = [g.row for g in await client.service.my_games(user_id) if g.row.status == "active"]
    else:
        try:
            row, _state = await client.service.table(str(interaction.channel_id))
        except GameError as err:
            await replies.error(interaction, err)
            return
        rows = [row]
    lines, files, pickers = [], [], []
    secrets = False
    for row in rows:
        state = await client.service.state_of(row)
        seat = row.seat_of(user_id)
        if state is None or seat is None:
            continue
        ask, view = hand_picker(row, state, seat, lang) if row.status == "active" else ([], None)
        if view is not None:
            pickers.append((ask, view))
        if not has_private(row, state, seat):
            continue
        secrets = True
        text = private_text(row, state, seat, lang, names(row))
        if anywhere:
            lines.append(t(lang, "bot-dm-intro", game=game_title(row.game, lang),
                           channel=channel_mention(row.channel_id)))
        if text:
            lines.append(text)
        png = await private_png_async(row, state, seat, lang)
        if png and len(files) < MAX_FILES:
            files.append(png_file(png, f"private-{row.id}.png", private_alt(row, state, seat, lang)))
    kwargs: dict = {}
    if len(pickers) == 1:  # one message holds one picker
        ask, kwargs["view"] = pickers[0]
        if not lines and not files:
            lines.append(t(lang, "bot-no-private-but-moves"))
        lines += ask
    if not lines and not files:
        if anywhere:  # in a DM: every table of the player, not "this table"
            where = ", ".join(t(lang, "bot-table-in", game=game_title(r.game, lang),
                                channel=channel_mention(r.channel_id)) for r in rows)
            text = t(lang, "bot-no-private-anywhere", tables=where, n=len(rows))
        else:
            text = t(lang, "bot-no-private")
        await interaction.followup.send(text, ephemeral=True)
        return
    if secrets:  # I have secrets: how they reach me, by DM or only here
        prefs = await client.service.reader_prefs([user_id])
        kwargs["view"] = dm_mode_view(rows[0].id, prefs.get(user_id, (None, "dm"))[1], lang, kwargs.get("view"))
    await interaction.followup.send(clip("\n".join(lines) or t(lang, "bot-hand-picture")), files=files,
                                    ephemeral=True, **kwargs)


async def rules(client: PlanszaClient, interaction: discord.Interaction, game_id: str | None) -> None:
    lang = user_lang(interaction)
    if game_id is None and in_server(interaction):
        try:
            row, _ = await client.service.table(str(interaction.channel_id))
            game_id = row.game
        except GameError:
            pass
    if game_id is None:
        games = ", ".join(f"{game_title(g, lang)}" for g in registry.ids())
        await replies.ephemeral(interaction, t(lang, "bot-rules-which", games=games))
        return
    try:
        game = registry.get(game_id)
    except GameError as err:
        await replies.error(interaction, err)
        return
    key = f"{game.id}-rules-summary"
    summary = t(lang, key) if i18n.has(key, lang) or i18n.has(key) else t(lang, "bot-rules-missing")
    lines = [f"**{game_title(game.id, lang)}**", summary.strip()]
    if game.options:
        lines.append(t(lang, "bot-rules-options"))
        for spec in game.options:
            if spec.kind == "choice":
                values = "|".join(spec.choices)
            elif spec.kind == "list":
                values = ",".join(spec.choices)
            elif spec.kind == "bool":
                values = "on|off"
            elif spec.kind == "text":
                values = "…"
            else:
                values = f"{'' if spec.min is None else spec.min}–{'' if spec.max is None else spec.max}"
            default = option_value_label(game.id, spec, spec.default, lang)
            lines.append(t(lang, "bot-rules-option-line", name=spec.name, values=values,
                           label=option_label(game.id, spec.name, lang), default=default))
    await replies.ephemeral(interaction, clip("\n".join(lines)))


async def history(client: PlanszaClient, interaction: discord.Interaction, move: int | None = None,
                  table: str | None = None) -> None:
    """The table's history as I may see it, in pages of turns (public events and my own private ones), starting
    "since my last turn", with buttons to older and newer pages; with ``move``, the picture of the table as it was
    after that move (rebuilt from the log). Always private. The table is the one ``table`` names (one of mine), else
    this channel's; outside a table's channel (a DM, a group DM, a channel without a table) it is my only table, or
    my only running one; with several I am asked to choose one with ``table``."""
    lang = user_lang(interaction)
    user_id = str(interaction.user.id)
    try:
        row = await _history_table(client, interaction, table, lang)
    except GameError as err:
        await replies.error(interaction, err)
        return
    if row is None:  # the reader was asked which table
        return
    seat = row.seat_of(user_id)
    if move is not None:
        await history_picture(client, interaction, row, seat, move, lang)
        return
    turns = await client.service.turns(row, seat)
    text, view = history_page(row, turns, hist.default_start(turns, seat), seat, lang, since=True)
    await replies.ephemeral(interaction, text, **({"view": view} if view else {}))


async def _history_table(client: PlanszaClient, interaction: discord.Interaction, table: str | None, lang: str):
    """The table /history shows (see :func:`history`), or None when the reader has been asked to choose."""
    user_id = str(interaction.user.id)
    if table and table.strip().isdigit():  # a table picked from the list: one of the reader's own
        row = await client.service.table_by_id(int(table))
        if row is None or row.status == "lobby" or row.seat_of(user_id) is None:
            raise GameError("bot-err-history-not-yours")
        return row
    if not table and in_server(interaction):
        try:
            row, _state = await client.service.table(str(interaction.channel_id))
            return row
        except GameError:  # no table in this channel: the reader's own tables
            pass
    mine = await client.service.tables_of(user_id)
    if table:  # typed, not picked: the one table whose name holds every word
        words = table.lower().split()
        mine = [r for r in mine if all(w in table_label(client, r, lang).lower() for w in words)]
        if not mine:
            raise GameError("bot-err-history-not-yours")
    running = [r for r in mine if r.status == "active"]
    if len(mine) == 1 or (not table and len(running) == 1):
        return mine[0] if len(mine) == 1 else running[0]
    if not mine:
        await replies.ephemeral(interaction, t(lang, "bot-history-no-tables"))
        return None
    shown = [table_label(client, r, lang) for r in mine[:MAX_LISTED]]
    if len(mine) > MAX_LISTED:
        shown.append("…")
    await replies.ephemeral(interaction, clip(t(lang, "bot-history-which", n=len(mine), tables="\n".join(
        f"• {label}" for label in shown))))
    return None


TURN_CHARS = (MAX_CONTENT - 160) // hist.PAGE  # one turn's line in a page of history


def history_page(row, turns, start: int, seat: int | None, lang: str, since: bool = False):
    """The text of one page and its Older / Newer buttons."""
    if not turns:
        return t(lang, "bot-history-empty"), None
    shown, start, older, newer = hist.page(turns, start)
    name_of = names(row)
    # the header counts moves, as the lines are numbered (a turn of several moves is "67–69.")
    moves = [n for turn in turns for n in (turn.first, turn.last) if n is not None]
    here = [n for turn in shown for n in (turn.first, turn.last) if n is not None]
    first, last, total = (min(here), max(here), max(moves)) if here else (start + 1, start + len(shown), len(turns))
    lines = [f"**{game_title(row.game, lang)}** · " + t(lang, "bot-history-page", first=first, last=last,
                                                         total=total)]
    if since and seat is not None and newer is not None:
        lines.append(t(lang, "bot-history-since"))
    for turn in shown:
        # never the raw move id: it may name a secret (a pick, a private step); games log a public line per move
        if turn.seat is None:
            text, named = " ".join(event_lines(turn.events, seat, lang, name_of)), False
        else:  # the mover's name once: no "bartek:" label before "bartek: zatrzymuje…"
            text, named = turn_text(turn.events, seat, lang, name_of, turn.seat)
        text = text or "…"
        if len(text) > TURN_CHARS:  # a page of turns fits one message; /history move:N shows any moment whole
            text = text[:TURN_CHARS].rsplit(" ", 1)[0] + " …"
        suffix = "-named" if named else ""
        if turn.seat is None:
            lines.append(t(lang, "bot-history-note", text=text))
        elif turn.first == turn.last:
            lines.append(t(lang, "bot-history-line" + suffix, n=turn.first, name=name_of(turn.seat), text=text))
        else:
            lines.append(t(lang, "bot-history-turn" + suffix, first=turn.first, last=turn.last,
                           name=name_of(turn.seat), text=text))
    buttons = []
    if row.status == "finished":  # any finished game's replay, on request
        buttons.append(ActionButton(row.id, "replay", "", text=t(lang, "bot-btn-replay")))
    if older is not None:
        buttons.append(ActionButton(row.id, "hist", str(older), text=t(lang, "bot-btn-older")))
    if newer is not None:
        buttons.append(ActionButton(row.id, "hist", str(newer), text=t(lang, "bot-btn-newer")))
    return clip("\n".join(lines)), (buttons_view(*buttons) if buttons else None)


async def history_press(client: PlanszaClient, interaction: discord.Interaction, table_id: int, start: int) -> None:
    """Older / Newer: the page for the presser (their own private lines), in place."""
    lang = user_lang(interaction)
    row = await client.service.table_by_id(table_id)
    if row is None:
        raise GameError("bot-err-no-table")
    seat = row.seat_of(str(interaction.user.id))
    turns = await client.service.turns(row, seat)
    text, view = history_page(row, turns, start, seat, lang)
    await interaction.response.edit_message(content=text, view=view)


async def history_picture(client: PlanszaClient, interaction: discord.Interaction, row, seat: int | None, move: int,
                          lang: str) -> None:
    """The table after move ``move``, as the reader may see it, rebuilt from the log (privately)."""
    moves = max(0, row.version - 1)
    if not 0 <= move <= moves:
        await replies.error(interaction, GameError("bot-err-history-move", n=move, max=moves))
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    state = await client.service.state_at(row, move)
    if state is None:
        await interaction.edit_original_response(content=t(lang, "bot-err-takeback-since"))
        return
    png = await public_png_async(row, state, lang, None, seat)
    await interaction.edit_original_response(content=t(lang, "bot-history-at", n=move, total=moves),
                                             attachments=[png_file(png, f"move-{move}.png",
                                                                   public_alt(row, state, lang, seat))])


async def my_games(client: PlanszaClient, interaction: discord.Interaction) -> None:
    """Every table where I sit, in any channel or server: where it is my turn first, whom each waits for and since
    when, its deadline (Discord shows both in the reader's own time) and a link to its latest post (ephemeral;
    works in DMs)."""
    lang = user_lang(interaction)
    games = await client.service.my_games(str(interaction.user.id))
    if not games:
        await replies.ephemeral(interaction, t(lang, "bot-my-games-empty"))
        return
    lines = []
    for g in games:  # the service's order: what waits for me longest first
        row = g.row
        if row.status == "lobby":
            status = t(lang, "bot-my-games-lobby")
        else:
            status = t(lang, "bot-my-games-your-turn" if g.mine else "bot-my-games-waiting")
        line = t(lang, "bot-my-games-line", game=game_title(row.game, lang), channel=channel_mention(row.channel_id),
                 status=status)
        parts = [f"**{line}**" if g.mine else line]
        if row.status == "active" and g.waiting and not g.mine:
            parts.append(t(lang, "bot-my-games-turn-of", names=", ".join(names(row)(s) for s in g.waiting)))
        if g.since is not None:
            parts.append(t(lang, "bot-my-games-waited", when=f"<t:{int(g.since)}:R>"))
        if row.paused_at is not None:
            parts.append(t(lang, "bot-my-games-paused"))
        elif g.deadline is not None:
            parts.append(t(lang, "bot-my-games-deadline", when=f"<t:{int(g.deadline)}:R>"))
        if g.post is not None and row.guild_id:
            parts.append(t(lang, "bot-my-games-link",
                           url=f"https://discord.com/channels/{row.guild_id}/{g.post[0]}/{g.post[1]}"))
        lines.append(" · ".join(parts))
    oldest = next((g for g in games if g.mine and g.post is not None and g.row.guild_id), None)
    view = None
    if oldest is not None and oldest.post is not None:  # one tap to the table that has waited longest for me
        channel_id, message_id = oldest.post
        view = discord.ui.View(timeout=None)
        view.add_item(discord.ui.Button(style=discord.ButtonStyle.link, label=t(lang, "bot-my-games-oldest"), url=(
            f"https://discord.com/channels/{oldest.row.guild_id}/{channel_id}/{message_id}")))
    await replies.ephemeral(interaction, clip("\n".join(lines)), **({"view": view} if view else {}))
