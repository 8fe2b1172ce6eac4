"""Persistent buttons and select menus: DynamicItem classes whose custom id says everything needed to act.

Custom id scheme (at most 100 characters; the state is always re-read from the database on a click, so a component
on an old message, in a channel or in a DM, still works after a restart)::

    plansza:<table id>:<kind>:<move prefix>[:<page>]

``kind`` of a button:

- ``q`` a quick first step on the channel message: opens a private step picker, or plays at once when the step
  is already a whole move; an empty prefix opens the picker at its first step;
- ``s`` a step inside a picker (the prefix chosen so far, e.g. ``take A 3``); ``<page>`` is the page of choices;
- ``c`` confirm the prefix as a complete move (when it could also be extended, e.g. an optional Raven Nest swap);
  also a "side move" deeper in the picker: a whole move of one token (``undo``, ``confirm``, ``done``) offered
  next to the current step's choices to a player with a private part (a turn in progress), one click away;
- ``j`` join the lobby; ``g`` start the game;
- ``v`` show a page of the table picture (``<move prefix>`` is the page's name, e.g. ``players``) privately, in the
  reader's language: the rest of the table, one tap away from the turn's picture;
- ``d`` set how the presser gets their secrets (``<move prefix>``: ``dm`` or ``hand``);
- ``h`` 💡 a learner's hint (``hints=on`` tables, :mod:`bot.tables.hints`): the computer's three best moves for the
  presser's seat, privately, in the presser's language; refused to a seat that is not acting.

``kind`` of a select menu (the chosen option's value is the next token):

- ``m`` the next step after ``<move prefix>``; ``<page>`` numbers the menus of one message (25 options each).

A picker on an ephemeral message (the private step picker, /hand, the mover's note) is updated in place; a picker
on a message that stays (a direct message with the hand) opens a new private picker, so the DM keeps the hand.
The table is found from the table id, never from the channel of the interaction (DMs have no table channel).
Tokens of the prefix are separated by spaces, as in move ids.

A choice whose token names a piece (``Presentation.token_icon``: a resource, a terrain, a tile...) carries that
piece's icon as an application emoji beside its words, when the application has it (:mod:`bot.discord_app.app_emojis`);
without it, the words alone, as always.
"""
from __future__ import annotations

import math
import re

import discord

import renderers
from bot.discord_app.app_emojis import emoji_for
from bot.discord_app.base import bot_of
from bot.discord_app.texts import MAX_LABEL, names, t
from bot.tables import TableRow
from bot.tables.picker import advance, back_of, side_moves
from bot.tables.present import has_private
from bot.tables.table_options import flag
from games import registry
from games.core import i18n
from games.core.contract import next_tokens

TEMPLATE = r"plansza:(?P<table>\d+):(?P<kind>[qscjgvdarh]):(?P<prefix>[^:]*)(?::(?P<page>\d+))?"
SELECT_TEMPLATE = r"plansza:(?P<table>\d+):(?P<kind>m):(?P<prefix>[^:]*)(?::(?P<page>\d+))?"
MAX_ID = 100
PER_PAGE = 20           # step buttons per page (4 rows of 5); the 5th row holds Back / Confirm / paging
PER_ROW = 5
MAX_QUICK = 25
MAX_BUTTONS = 6         # a step with more choices than this, which the game names (token_label), is a select menu
PER_SELECT = 25         # options in one select menu (Discord's limit)
SELECTS_PER_PAGE = 4    # select menus on one page (rows 0-3); the 5th row holds Back / Confirm / paging
MAX_OPTION = 100        # characters in a select option's label or value
MAX_PLACEHOLDER = 150   # characters in a select menu's placeholder


def custom_id(table_id: int, kind: str, prefix: tuple[str, ...] = (), page: int = 0) -> str | None:
    """The component id, or None when it would break the scheme (too long, or a token with ``:``)."""
    text = " ".join(prefix)
    if ":" in text:
        return None
    cid = f"plansza:{table_id}:{kind}:{text}" + (f":{page}" if page else "")
    if len(cid) > MAX_ID:
        return None
    return cid if re.fullmatch(TEMPLATE, cid) or re.fullmatch(SELECT_TEMPLATE, cid) else None


def icon(game, state: dict, seat: int, prefix: tuple[str, ...], token: str) -> discord.PartialEmoji | None:
    """The emoji of the piece ``token`` names, or None (no icon for it, or the application does not have it now): a
    decoration, so a game's slip here never costs the choice its words."""
    try:
        return emoji_for(game.presentation.token_icon(state, seat, tuple(prefix), token))
    except (KeyError, IndexError, ValueError, TypeError, AttributeError):
        return None


def label(text: str, limit: int = MAX_LABEL) -> str:
    """``text`` on one line, at most ``limit`` characters (Discord refuses a longer button label or menu option):
    a longer text is cut after its last whole word that fits (not inside a word, nor after a dangling comma or
    bracket) and ends with "…". The games keep their words shorter than that; this is the last resort."""
    text = " ".join(str(text).split()) or "…"
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space >= limit // 2 and not text[limit - 1].isspace():
        cut = cut[:space]
    return cut.rstrip(" ,;:–-(„\"'") + "…"


class MoveButton(discord.ui.DynamicItem[discord.ui.Button], template=TEMPLATE):
    """A click on any Plansza button; the handling lives in :mod:`bot.discord_app.presses` (via the bot)."""

    def __init__(self, table_id: int, kind: str, prefix: tuple[str, ...] = (), page: int = 0, *,
                 text: str = "…", style: discord.ButtonStyle = discord.ButtonStyle.secondary,
                 row: int | None = None, emoji: discord.PartialEmoji | None = None):
        cid = custom_id(table_id, kind, prefix, page)
        if cid is None:
            raise ValueError("custom id does not fit")
        super().__init__(discord.ui.Button(label=label(text), style=style, custom_id=cid, row=row, emoji=emoji))
        self.table_id = table_id
        self.kind = kind
        self.prefix = tuple(prefix)
        self.page = page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str],
                             /) -> MoveButton:
        return cls(int(match["table"]), match["kind"], tuple(match["prefix"].split()), int(match["page"] or 0),
                   text=item.label or "…", style=item.style, emoji=item.emoji)

    @property
    def value(self) -> str | None:
        return None

    async def callback(self, interaction: discord.Interaction) -> None:
        await bot_of(interaction).on_plansza_button(interaction, self)


class MoveSelect(discord.ui.DynamicItem[discord.ui.Select], template=SELECT_TEMPLATE):
    """A choice in a Plansza select menu: the next token after ``prefix`` (handled like a step button)."""

    kind = "m"

    def __init__(self, table_id: int, prefix: tuple[str, ...] = (), page: int = 0, *,
                 options: list[discord.SelectOption] | None = None, placeholder: str | None = None,
                 row: int | None = None, pick: int = 1):
        cid = custom_id(table_id, "m", prefix, page)
        if cid is None:
            raise ValueError("custom id does not fit")
        super().__init__(discord.ui.Select(custom_id=cid, options=list(options or []), placeholder=placeholder,
                                           min_values=pick, max_values=pick, row=row))
        self.table_id = table_id
        self.prefix = tuple(prefix)
        self.page = page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str],
                             /) -> MoveSelect:
        return cls(int(match["table"]), tuple(match["prefix"].split()), int(match["page"] or 0),
                   options=list(getattr(item, "options", None) or []), placeholder=getattr(item, "placeholder", None))

    @property
    def value(self) -> str | None:
        """The chosen token (the first, for a menu of one choice), or None if Discord sent none."""
        values = self.item.values
        return str(values[0]) if values else None

    @property
    def values(self) -> tuple[str, ...]:
        """Every chosen token, in the menu's order (two for a menu that picks a pair at once)."""
        return tuple(str(v) for v in self.item.values or ())

    async def callback(self, interaction: discord.Interaction) -> None:
        await bot_of(interaction).on_plansza_button(interaction, self)


def _try_add(view: discord.ui.View, *args, **kwargs) -> bool:
    try:
        view.add_item(MoveButton(*args, **kwargs))
    except ValueError:
        return False
    return True


def more_pages(row: TableRow, view: discord.ui.View | None, lang: str,
               shown: str | None = None) -> discord.ui.View | None:
    """``view`` plus a button for each page of the table picture other than ``shown`` (default: the first, posted
    after each turn), e.g. "All realms and scores", on a row of its own: the rest of the table, one tap away
    (answered privately in the presser's language)."""
    pages = renderers.pages(row.game)
    others = [p for p in pages if p != (shown or pages[0])]
    if not others:
        return view
    view = view or discord.ui.View(timeout=None)
    spare = max((item.row for item in view.children if item.row is not None), default=-1) + 1
    if spare > 4:
        return view
    for page in others:
        _try_add(view, row.id, "v", (page,), text=t(lang, f"bot-page-{page}"), style=discord.ButtonStyle.secondary,
                 row=spare)
    return view


def dm_mode_view(table_id: int, mode: str, lang: str, view: discord.ui.View | None = None) -> discord.ui.View:
    """``view`` (or a new one) plus one button, on the last row when it is free, that switches how the presser gets
    their secrets: by DM, or only through /hand."""
    view = view or discord.ui.View(timeout=None)
    if any(item.row == 4 for item in view.children) or len(view.children) >= 25:
        return view
    other = "dm" if mode == "hand" else "hand"
    _try_add(view, table_id, "d", (other,), text=t(lang, f"bot-btn-secrets-{other}"), row=4)
    return view


def quick_view(row: TableRow, state: dict) -> discord.ui.View | None:
    """Buttons for the usual first steps of everyone who may act now (labels in the table's language).

    The message is public, so nothing on it may depend on a secret: a player who holds private information
    (e.g. the card they just drew) gets one neutral "Choose your move" button instead of their own step buttons,
    whose labels, or even whose presence, could give the secret away. Their choices appear in the private picker.
    """
    game = registry.get(row.game)
    name_of = names(row)
    labels: dict[str, str] = {}
    emojis: dict[str, discord.PartialEmoji | None] = {}
    menus: dict[str, list | None] = {}  # a quick step whose many named choices fit one menu: the menu itself
    secret_holder = False
    for seat in range(len(row.seats)):
        moves = game.legal_moves(state, seat)
        if not moves:  # not ``actors``: some games let a non-actor change a choice
            continue
        if has_private(row, state, seat):
            secret_holder = True
            continue
        for token in game.presentation.first_tokens(game, state, seat):
            steps = tuple(token.split())
            menus[token] = None if token in labels else _quick_menu(game, state, seat, moves, steps, row.lang,
                                                                           name_of)
            if token not in labels:
                msg = game.presentation.token_label(state, seat, steps[:-1], steps[-1]) if steps else None
                labels[token] = i18n.render(msg, row.lang, name_of) if msg else token
                emojis[token] = icon(game, state, seat, steps[:-1], steps[-1]) if steps else None
    view = discord.ui.View(timeout=None)
    rows = 0
    for token, text in labels.items():  # e.g. Dragon Castle's castle tiles: open the menu, pick a tile (2 taps)
        if menus.get(token) and rows < 2:
            try:
                view.add_item(MoveSelect(row.id, tuple(token.split()), 0, options=menus[token],
                                         placeholder=label(text, MAX_PLACEHOLDER), row=rows))
                rows += 1
                continue
            except ValueError:
                pass
            menus[token] = None
    buttons = [(token, text) for token, text in labels.items() if not menus.get(token)]
    for i, (token, text) in enumerate(buttons[:MAX_QUICK - 1 - 5 * rows]):
        _try_add(view, row.id, "q", tuple(token.split()), text=text, style=discord.ButtonStyle.primary,
                 row=rows + i // PER_ROW, emoji=emojis.get(token))
    if secret_holder:
        _try_add(view, row.id, "q", (), text=t(row.lang, "bot-btn-choose"), style=discord.ButtonStyle.primary,
                 row=len(view.children) // PER_ROW)
    if hint_due(row, state):
        add_hint(view, row.id, row.lang)
    return view if view.children else None


def hint_due(row: TableRow, state: dict) -> bool:
    """Does the card offer 💡: the table has hints on and a person (not a computer) must act now? Whoever presses it
    gets a hint only for their own acting seat (:mod:`bot.tables.hints` refuses everyone else)."""
    if not flag(row, "hints") or row.status != "active":
        return False
    game = registry.get(row.game)
    return not game.is_over(state) and any(not row.is_computer(s) for s in game.actors(state))


def add_hint(view: discord.ui.View, table_id: int, lang: str, *, rows=None) -> bool:
    """The 💡 button at the end of ``view``'s last row, else on the next one (left out when there is no room)."""
    last = max((item.row for item in view.children if item.row is not None), default=0)
    for r in rows if rows is not None else (last, last + 1):
        if 0 <= r <= 4 and _try_add(view, table_id, "h", (), text=t(lang, "bot-btn-hint"), row=r):
            return True
    return False


def _quick_menu(game, state: dict, seat: int, moves, steps: tuple[str, ...], lang: str, name_of) -> list | None:
    """The options of a public menu for the step after the quick token ``steps``: when its choices are many (more
    than buttons), all named, public (the seat holds no secret) and fit one menu; else None (a button)."""
    tokens, complete = next_tokens(moves, steps)
    if complete or not MAX_BUTTONS < len(tokens) <= PER_SELECT:
        return None
    options = []
    for tok in tokens:
        msg = game.presentation.token_label(state, seat, steps, tok)
        if msg is None or len(tok) > MAX_OPTION:
            return None
        options.append(discord.SelectOption(label=label(i18n.render(msg, lang, name_of), MAX_OPTION), value=tok,
                                            emoji=icon(game, state, seat, steps, tok)))
    return options


def choose_view(row: TableRow, lang: str) -> discord.ui.View:
    """One neutral "Choose your move…" button (e.g. under a reminder): it opens the clicker's private picker."""
    view = discord.ui.View(timeout=None)
    _try_add(view, row.id, "q", (), text=t(lang, "bot-btn-choose"), style=discord.ButtonStyle.primary)
    return view


def lobby_view(row: TableRow, lang: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    _try_add(view, row.id, "j", text=t(lang, "bot-btn-join"), style=discord.ButtonStyle.success)
    _try_add(view, row.id, "g", text=t(lang, "bot-btn-start"), style=discord.ButtonStyle.primary)
    game = registry.get(row.game)
    if len(row.seats) < game.max_players:  # solo or short-handed: a computer takes a seat (the owner's press)
        _try_add(view, row.id, "a", text=t(lang, "bot-btn-add-computer"), style=discord.ButtonStyle.secondary)
    if any(row.is_computer(s.seat) for s in row.seats):
        _try_add(view, row.id, "r", text=t(lang, "bot-btn-remove-computer"), style=discord.ButtonStyle.secondary)
    return view



def aside_of(row: TableRow, state: dict, seat: int) -> frozenset:
    """The game's side tokens, when the picker shows side buttons (to a seat with a private part)."""
    return registry.get(row.game).aside if has_private(row, state, seat) else frozenset()



def pair_step(moves, prefix: tuple[str, ...], tokens: list[str]) -> bool:
    """Is the step a choice of two different tokens of one list, in either order, that ends the move (e.g. Bunny
    Kingdom's two cards of a pick)? Then one menu takes both at once."""
    if not 2 <= len(tokens) <= PER_SELECT:
        return False
    everything = set(tokens)
    for tok in tokens:
        after, complete = next_tokens(moves, prefix + (tok,))
        if complete or set(after) != everything - {tok}:
            return False
        if any(next_tokens(moves, prefix + (tok, other)) != ([], True) for other in after):
            return False
    return True


def _select_mode(labelled: int, count: int) -> bool:
    """Many choices that the game names read better as a menu than as pages of buttons."""
    return count > MAX_BUTTONS and labelled > 0


def step_view(row: TableRow, state: dict, seat: int, prefix: tuple[str, ...], page: int, lang: str, *,
              back: bool = True) -> tuple[str | None, discord.ui.View, bool]:
    """The components for the choices after ``prefix``: buttons, or select menus when the choices are many; with
    Back (if ``back`` and ``prefix``), Confirm (when ``prefix`` is itself a move) and paging. Returns the step's
    prompt (or None), the view, and whether some choice could not be shown (too long for a custom id)."""
    game = registry.get(row.game)
    name_of = names(row)
    moves = game.legal_moves(state, seat)
    tokens, complete = next_tokens(moves, prefix)
    prompt = game.presentation.prompt(state, seat, prefix)
    prompt_text = i18n.render(prompt, lang, name_of) if prompt else None
    texts = []
    emojis = {}
    labelled = 0
    for token in tokens:
        msg = game.presentation.token_label(state, seat, prefix, token)
        labelled += msg is not None
        texts.append(i18n.render(msg, lang, name_of) if msg else token)
        emojis[token] = icon(game, state, seat, prefix, token)
    view = discord.ui.View(timeout=None)
    missing = False
    nav = PER_PAGE // PER_ROW  # the last row
    pages = 1
    if labelled == len(tokens) and pair_step(moves, prefix, tokens) and all(len(x) <= MAX_OPTION for x in tokens):
        options = [discord.SelectOption(label=label(text, MAX_OPTION), value=token, emoji=emojis[token])
                   for token, text in zip(tokens, texts, strict=True)]
        placeholder = label(t(lang, "bot-choose-two"), MAX_PLACEHOLDER)
        try:  # one menu, two choices: a pair in one go
            view.add_item(MoveSelect(row.id, prefix, 0, options=options, placeholder=placeholder, row=0, pick=2))
        except ValueError:
            missing = True
        # the step's words are about one choice
        whole = game.presentation.prompt(state, seat, prefix[:-1]) if prefix else None
        prompt_text = i18n.render(whole, lang, name_of) if whole else prompt_text
        tokens = []  # the rest of the view (Back, side moves) as usual
    elif _select_mode(labelled, len(tokens)):
        per_page = PER_SELECT * SELECTS_PER_PAGE
        pages = max(1, math.ceil(len(tokens) / per_page))
        page = min(max(page, 0), pages - 1)
        chunk = list(zip(tokens, texts, strict=True))[page * per_page:(page + 1) * per_page]
        groups = [chunk[i:i + PER_SELECT] for i in range(0, len(chunk), PER_SELECT)]
        for i, group in enumerate(groups):
            options = [discord.SelectOption(label=label(text, MAX_OPTION), value=token, emoji=emojis[token])
                       for token, text in group if len(token) <= MAX_OPTION]
            missing |= len(options) < len(group)
            if not options:
                continue
            if len(groups) == 1 and pages == 1:
                placeholder = prompt_text or t(lang, "core-prompt-next")
            else:
                placeholder = f"{label(group[0][1], 40)} … {label(group[-1][1], 40)}"
            try:
                view.add_item(MoveSelect(row.id, prefix, page * SELECTS_PER_PAGE + i, options=options,
                                         placeholder=label(placeholder, MAX_PLACEHOLDER), row=i))
            except ValueError:
                missing = True
    else:
        pages = max(1, math.ceil(len(tokens) / PER_PAGE))
        page = min(max(page, 0), pages - 1)
        for i, (token, text) in enumerate(list(zip(tokens, texts, strict=True))[page * PER_PAGE:(page + 1) * PER_PAGE]):
            missing |= not _try_add(view, row.id, "s", prefix + (token,), text=text, row=i // PER_ROW,
                                    emoji=emojis[token])
    target = back_of(moves, prefix, aside_of(row, state, seat)) if back else None
    if target is not None:
        _try_add(view, row.id, "s", target, text=t(lang, "bot-btn-back"), row=nav)
    if complete and tokens:  # the button says what it does (e.g. "✔ Take 7 from A into slot 3", not "Confirm")
        whole = next((m.label for m in moves if m.tokens == prefix), None)
        text = "✔ " + i18n.render(whole, lang, name_of) if whole is not None else t(lang, "core-done")
        missing |= not _try_add(view, row.id, "c", prefix, text=text, style=discord.ButtonStyle.success, row=nav)
    if page > 0:
        _try_add(view, row.id, "s", prefix, page - 1, text=t(lang, "bot-btn-prev"), row=nav)
    if page < pages - 1:
        _try_add(view, row.id, "s", prefix, page + 1, text=t(lang, "bot-btn-next"), row=nav)
    sides = []
    for token in side_moves(moves, prefix) if prefix and has_private(row, state, seat) else ():
        msg = game.presentation.token_label(state, seat, (), token)
        sides.append((token, i18n.render(msg, lang, name_of) if msg else token, icon(game, state, seat, (), token)))
    _add_sides(view, row.id, sides, nav)
    return prompt_text, view, missing


def confirm_view(row: TableRow, state: dict, seat: int, prefix: tuple[str, ...], moves,
                 lang: str) -> tuple[str, discord.ui.View]:
    """Under a placement's preview picture (``Presentation.preview``): the move in words, "✔ <the move>" and Back."""
    whole = next((m.label for m in moves if m.tokens == tuple(prefix)), None)
    words = i18n.render(whole, lang, names(row)) if whole is not None else " ".join(prefix)
    view = discord.ui.View(timeout=None)
    _try_add(view, row.id, "c", tuple(prefix), text="✔ " + words, style=discord.ButtonStyle.success, row=0)
    back = back_of(moves, tuple(prefix), aside_of(row, state, seat))
    if back is not None:
        _try_add(view, row.id, "s", back, text=t(lang, "bot-btn-back"), row=0)
    return t(lang, "bot-preview", move=words), view



def _add_sides(view: discord.ui.View, table_id: int, sides: list[tuple], nav: int) -> None:
    """Side moves as "play this whole move" buttons: in the navigation row while it has room, the rest in the
    first empty row (never among the step's own choices); left out when there is no room (Back leads to them)."""
    used = {getattr(item, "row", None) for item in view.children}
    spare = next((r for r in range(nav) if r not in used), None)
    for token, text, emoji in sides:
        if not _try_add(view, table_id, "c", (token,), text=text, row=nav, emoji=emoji) and spare is not None:
            _try_add(view, table_id, "c", (token,), text=text, row=spare, emoji=emoji)


def steps_so_far(row: TableRow, state: dict, seat: int, prefix: tuple[str, ...], lang: str) -> str | None:
    """The steps chosen so far in words, e.g. "Take from A (7) › Slot 3"; ``None`` when there are none or a step
    has no words (a raw token is never shown)."""
    game = registry.get(row.game)
    parts = []
    for i, token in enumerate(prefix):
        msg = game.presentation.token_label(state, seat, prefix[:i], token)
        if msg is None:
            return None
        parts.append(i18n.render(msg, lang, names(row)))
    return " › ".join(parts) or None


def picker(row: TableRow, state: dict, seat: int, prefix: tuple[str, ...], page: int, lang: str,
           note: str | None = None) -> tuple[str, discord.ui.View]:
    """The private step picker after ``prefix``: a prompt and the choices for the next step (paginated)."""
    prompt, view, missing = step_view(row, state, seat, prefix, page, lang)
    if flag(row, "hints") and seat in registry.get(row.game).actors(state):  # 💡 beside Back and Confirm
        add_hint(view, row.id, lang, rows=(PER_PAGE // PER_ROW,))
    lines = [note] if note else []
    lines.append(prompt or t(lang, "core-prompt-next"))
    so_far = steps_so_far(row, state, seat, prefix, lang)
    if so_far:
        lines.append(t(lang, "bot-step-so-far", move=so_far))
    if missing:
        lines.append(t(lang, "bot-err-use-play"))
    return "\n".join(lines), view


def hand_picker(row: TableRow, state: dict, seat: int, lang: str) -> tuple[list[str], discord.ui.View | None]:
    """The picker that goes with a seat's hand (a DM, /hand, the mover's note): lines to add to the message (what
    to choose) and the components, opened at the first real choice; ``([], None)`` when the seat may not act."""
    game = registry.get(row.game)
    moves = game.legal_moves(state, seat)
    if not moves:
        return [], None
    lines = []
    top = game.presentation.prompt(state, seat, ())
    if top is not None:
        lines.append(i18n.render(top, lang, names(row)))
    prefix = advance(moves, (), aside_of(row, state, seat))
    prompt, view, missing = step_view(row, state, seat, prefix, 0, lang, back=False)
    if prefix and prompt and prompt not in lines:
        lines.append(prompt)
    if missing:
        lines.append(t(lang, "bot-err-use-play"))
    return lines, view if view.children else None
