"""Words and pictures for an outcome, shared by the Discord and console adapters. Built from views only."""
from __future__ import annotations

import asyncio
import re
from collections.abc import Callable
from pathlib import Path

import renderers
from bot import observability
from bot.store import TableRow
from bot.tables.outcome import Outcome
from games import registry
from games.core import i18n
from games.core.contract import Event, Msg, P
from games.core.errors import GameError

# the bot's catalogs are one folder for every wing (adapters render the tables wing's keys and their own)
i18n.add_catalog_dir(Path(__file__).parents[1] / "locales")

NameOf = Callable[[int], str]
#: a post's line is split past this many characters (docs/style.md: no line over 400)
LINE_MOST = 380


def plain_names(row: TableRow) -> NameOf:
    names = row.names

    def name_of(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"

    return name_of


def t(lang: str, key: str, **params) -> str:
    return i18n.tr(lang, key, **params)


def msg(lang: str, m: Msg, name_of: NameOf | None = None) -> str:
    return i18n.render(m, lang, name_of)


def error_text(err: GameError, lang: str) -> str:
    """A refusal in words: the reason (and who or what to do instead). The rule ID it rests on stays on the error
    for the tests and the logs, never at the end of a player's line: players know rules by what they say."""
    return i18n.render(err.msg(), lang)


def visible(events: list[Event], seat: int | None) -> list[Event]:
    """Public events plus those addressed to ``seat``."""
    return [e for e in events if e.to is None or (seat is not None and e.to == seat)]


def event_lines(events: list[Event], seat: int | None, lang: str, name_of: NameOf) -> list[str]:
    return [i18n.render(e.msg, lang, name_of) for e in visible(events, seat)]


def turn_text(events: list[Event], seat: int | None, lang: str, name_of: NameOf, mover: int) -> tuple[str, bool]:
    """The sentences of one turn of the history, the mover's name once: when the turn's first sentence starts with
    the mover's name ("bartek: zatrzymuje…", "ala kładzie…"), later sentences drop that repeated subject, and the
    second value says whether the text names the mover at all (the history line then shows no "bartek:" label of
    its own)."""
    lines = [x for x in event_lines(events, seat, lang, name_of) if x]
    name = name_of(mover)
    named = bool(lines) and lines[0].startswith((f"{name}: ", f"{name} "))
    text = " ".join(name_once(lines, name, lang))
    # a turn that names its mover anywhere (a reveal's "darek: F7 …") needs no label either
    return text, named or re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text) is not None


def name_once(lines: list[str], name: str, lang: str) -> list[str]:
    """Sentences of one mover's turn with the mover named once (docs/style.md): when the first sentence starts with
    ``name``, a later sentence that starts with it right after the mover's own drops the repeated subject -- where
    the language drops subjects (Polish: "Ala kładzie… Dobiera…") the sentence stays; elsewhere (English) it joins
    the one before ("Ala places…, draws…"), as the catalog's bot-grammar-drops-subject says. After another sentence
    ("Everyone now…", "bob odkrywa…") the name stays, so the reader knows who acts."""
    heads = (f"{name}: ", f"{name} ")
    if not lines or not lines[0].startswith(heads):
        return lines
    drops = t(lang, "bot-grammar-drops-subject") == "yes"
    out = [[lines[0]]]  # sentences, each as its clauses
    mover_said = True  # the sentence before is the mover's own (its subject can be left out after it)
    for line in lines[1:]:
        head = next((h for h in heads if line.startswith(h) and len(line) > len(h)), None)
        if head is None or not mover_said:
            out.append([line])
            mover_said = head is not None
        elif drops:
            rest = line[len(head):]
            out.append([rest[0].upper() + rest[1:]])
        else:
            out[-1].append(line[len(head):])
    return [_clauses(parts, lang) for parts in out]


def _clauses(parts: list[str], lang: str) -> str:
    """One sentence of clauses: "Ala places…, draws… and passes…"."""
    if len(parts) == 1:
        return parts[0]
    end = parts[-1][-1] if parts[-1][-1] in ".!?" else ""
    bare = _same_verb([p[:-1] if p[-1] in ".!?" else p for p in parts], lang)
    if len(bare) == 1:
        return bare[0] + end
    return ", ".join(bare[:-1]) + t(lang, "bot-grammar-and") + bare[-1] + end


def _same_verb(parts: list[str], lang: str) -> list[str]:
    """Clauses in a row with the same verb and short objects said once: "gains 2 Ore, 1 Magic and 1 Ore"."""
    out: list[list[str]] = []
    for p in parts:
        verb, _, rest = p.partition(" ")
        simple = rest and not any(c in rest for c in ",:;") and t(lang, "bot-grammar-and") not in rest
        if out and simple and out[-1][0] == verb and out[-1][1:]:
            out[-1].append(rest)
        else:
            out.append([verb, rest] if simple else [p])
    return [x[0] if len(x) == 1 else x[0] + " " + (x[1] if len(x) == 2 else
                                                    ", ".join(x[1:-1]) + t(lang, "bot-grammar-and") + x[-1])
            for x in out]


def game_title(game_id: str, lang: str) -> str:
    return i18n.tr(lang, f"{game_id}-title")


def status_line(row: TableRow, state: dict | None, lang: str, name_of: NameOf) -> str:
    """Who must act now, or the result."""
    if row.status == "lobby":
        return t(lang, "bot-lobby-status", game=game_title(row.game, lang), n=len(row.seats),
                 names=", ".join(row.names))
    if row.status == "abandoned" or state is None:  # an abandoned lobby has no state at all
        return t(lang, "bot-abandoned")
    game = registry.get(row.game)
    result = game.result(state)
    if result.finished:
        return result_text(result, lang, name_of)
    actors = sorted(game.actors(state))
    return t(lang, "bot-waiting-for", names=", ".join(name_of(s) for s in actors), n=len(actors))


def result_text(result, lang: str, name_of: NameOf) -> str:
    if result.winners:
        lines = [t(lang, "bot-game-over", names=", ".join(name_of(s) for s in result.winners),
                   n=len(result.winners))]
    else:  # a cooperative game lost (Thorgal): nobody wins
        lines = [t(lang, "bot-game-lost")]
    if result.summary is not None:
        lines.append(i18n.render(result.summary, lang, name_of))
    scores = [result.scores[s] if s < len(result.scores) else None for s in range(len(result.ranks))]
    if len(result.ranks) > 1 and len(set(result.ranks)) == 1 and len(set(scores)) == 1:
        return "\n".join(lines)  # one shared rank and score (a team): a ranking would say nothing
    order = sorted(range(len(result.ranks)), key=lambda s: (result.ranks[s], s))
    for s in order:
        score = result.scores[s] if s < len(result.scores) else ""
        lines.append(t(lang, "bot-rank-line", rank=result.ranks[s], name=name_of(s), score=_num(score)))
    return "\n".join(lines)


def end_lines(o: Outcome, lang: str, name_of: NameOf) -> list[str]:
    """The end of a game beyond the ranking: each seat's scores by the game's own categories (one line each, so a
    phone shows it without scrolling), the game's length, and who made the table wait longest."""
    lines = []
    game = registry.get(o.table.game)
    table = game.presentation.score_table(o.result) if o.result is not None else None
    if table is not None:
        heads, rows = table
        labels = [i18n.render(h, lang) for h in heads]
        for s, values in enumerate(rows):
            parts = " · ".join(f"{label} {_num(v)}" for label, v in zip(labels, values, strict=True))
            lines.append(f"{name_of(s)}: {parts}")
    end = o.end
    if end is not None and end.turns:
        if end.days >= 1:
            lines.append(t(lang, "bot-end-length", turns=end.turns, days=round(end.days, 1)))
        else:  # a game of one sitting: its hours, never "over 0 days"
            lines.append(t(lang, "bot-end-length-hours", turns=end.turns, hours=max(1, round(end.days * 24))))
        people = o.table.humans()
        longest = end.longest_of(people)
        if longest is not None and len(people) > 1:  # who kept the others waiting: only among people
            waited = end.waited[longest]
            if waited >= 3600:
                lines.append(t(lang, "bot-end-waited", name=name_of(longest), hours=round(waited / 3600, 1)))
            else:  # never "0 h"
                lines.append(t(lang, "bot-end-waited-minutes", name=name_of(longest),
                               minutes=max(1, round(waited / 60))))
    return lines


def _num(x):
    return int(x) if isinstance(x, float) and x.is_integer() else x


def outcome_text(o: Outcome, lang: str, name_of: NameOf, viewer: int | None = None) -> str:
    """What happened (the start, one paragraph of public events, the result) and, for a completed turn, who must act
    now: the text of a channel post without its pings (see :func:`channel_post`); ``viewer``: also that seat's
    private events (what the mover reads)."""
    return channel_post(o, lang, name_of, None, viewer)[0]


def summary(o: Outcome, lang: str, name_of: NameOf, viewer: int | None = None) -> str:
    """The public events of a move (and ``viewer``'s own) as short lines: no status sentences (whose turn, the
    result: the post's own lines say them) and no sentence twice: a sentence said n times is said once with its
    count ("odkłada płytkę (3 razy)."), so merging never drops what happened. The mover is named once (docs/style.md);
    an event whose catalog message has the attribute ``.line = new`` (a new phase of the turn: a fight, its results,
    a new round) starts a line of its own."""
    seen: dict[str, int] = {}
    breaks: set[str] = set()
    seat = getattr(o, "seat", None)
    subject = name_of(seat) if seat is not None else None
    first = True
    for e in o.events:
        if (e.to is None or (viewer is not None and e.to == viewer)) and not e.status:
            text = i18n.render(e.msg, lang, name_of)
            if text and first:
                first = False
                subject = _subject(e.msg, text, lang, name_of, subject)
            if text and text not in seen and seen and _new_line(e.msg.key, lang):
                breaks.add(text)
            seen[text] = seen.get(text, 0) + 1
    texts = [x for x in seen if x]
    lines = [repeated(x, seen[x], lang) for x in texts]
    starts = [i for i, x in enumerate(texts) if i == 0 or x in breaks] + [len(texts)]
    groups = [part for a, b in zip(starts, starts[1:], strict=False) for part in _short(lines[a:b])]
    if subject is not None and t(lang, "bot-grammar-drops-subject") == "yes":  # Polish: once per post
        said = iter(name_once(lines, subject, lang))
        groups = [[next(said) for _ in g] for g in groups]
    elif subject is not None:  # English: once per line, the later steps its clauses
        groups = [name_once(g, subject, lang) for g in groups]
    return "\n".join(" ".join(g) for g in groups)


def _short(sentences: list[str], most: int = LINE_MOST) -> list[list[str]]:
    """``sentences`` as lines of at most ``most`` characters where the sentences allow (docs/style.md)."""
    out: list[list[str]] = [[]]
    for x in sentences:
        if out[-1] and len(" ".join(out[-1] + [x])) > most:
            out.append([])
        out[-1].append(x)
    return out


def _subject(m: Msg, text: str, lang: str, name_of: NameOf, mover: str | None) -> str | None:
    """Who the turn's sentences are about: the mover's name, or the name the first sentence opens with when a game
    passes its actor as a name of its own (a Thorgal hero)."""
    if mover is not None and text.startswith((f"{mover} ", f"{mover}: ")):
        return mover
    for v in m.params.values():
        if isinstance(v, (Msg, P)):
            name = i18n.render(v, lang, name_of) if isinstance(v, Msg) else name_of(v.seat)
            if name and text.startswith(f"{name} "):
                return name
    return mover


def _new_line(key: str, lang: str) -> bool:
    b = i18n.bundles()[lang if lang in i18n.LANGS else i18n.DEFAULT_LANG]
    if not b.has_message(key):
        return False
    line = b.get_message(key).attributes.get("line")
    return line is not None and b.format_pattern(line, {})[0] == "new"


def repeated(text: str, n: int, lang: str) -> str:
    """``text`` said ``n`` times, as one sentence with its count."""
    if n == 1:
        return text
    end = text[-1] if text[-1] in ".!?" else ""
    return t(lang, "bot-repeated", text=text[:len(text) - len(end)], n=n) + end


def channel_post(o: Outcome, lang: str, name_of: NameOf, mention: Callable[[int], str] | None,
                 viewer: int | None = None) -> tuple[str, list[int]]:
    """The channel message for an announced move, in the table's language, and the seats it pings: the lines of
    :func:`channel_post_parts` in one text."""
    what, status, pinged = channel_post_parts(o, lang, name_of, mention, viewer)
    return "\n".join(what + status), pinged


def channel_post_parts(o: Outcome, lang: str, name_of: NameOf, mention: Callable[[int], str] | None,
                       viewer: int | None = None) -> tuple[list[str], list[str], list[int]]:
    """The channel message for an announced move, in the table's language, as (what happened, the status: who acts
    now or the result, with the pings) and the seats it pings.

    A completed turn (:attr:`Outcome.turn_done`): the start or one paragraph of what happened, then the pings of who
    acts next with "your turn" (or, when nobody new is pinged, who the table waits for); at the end the result and
    everyone's mention. Any other announced move (a simultaneous submission, a public step) is one short line and
    pings nobody. ``mention(seat)``: how a ping is written (``None``: no pings, e.g. a preview of the text)."""
    row = o.table
    n = len(row.seats)
    lines = []
    if o.started:
        order = registry.get(row.game).turn_order(o.state) if o.state is not None else list(range(n))
        lines.append(t(lang, "bot-started", game=game_title(row.game, lang),
                       names=", ".join(name_of(s) for s in order)))
        warnings = registry.get(row.game).presentation.option_warnings(row.options, n)
        lines += ["⚠ " + i18n.render(w, lang, name_of) for w in warnings]
    if o.standin_opens and o.seat is not None:  # who really played, once per turn (bot.tables.standin)
        lines.append(t(lang, "bot-standin-turn", player=name_of(o.seat)))
    text = summary(o, lang, name_of, viewer)
    if text:
        lines.append(text)
    if not o.turn_done:
        return lines, [], []
    # the service's rule decides who is pinged (bot.tables.notices); a seat its own DM told is not pinged again,
    # nor a seat a vacation stand-in plays (it is named with the mark instead)
    pinged = [s for s in o.ping if 0 <= s < n and s not in o.told_by_dm and not row.is_computer(s)
              and s not in o.standins]
    mentions = " ".join(mention(s) for s in pinged) if mention else ""
    status = []
    if o.finished:
        status.append(status_line(row, o.state, lang, name_of))
        status += end_lines(o, lang, name_of)
        if mentions:
            status.append(mentions)
        return lines, status, pinged if mention else []
    actors = list(o.actors)
    if mentions:
        status.append(f"{mentions} " + t(lang, "bot-your-turn", n=len(pinged)))
    if not mentions or set(pinged) != set(actors):
        status.append(t(lang, "bot-waiting-for", names=", ".join(
            standin_name(name_of(s), lang) if s in o.standins else name_of(s) for s in actors), n=len(actors)))
    return lines, status, pinged if mention else []


def standin_name(name: str, lang: str) -> str:
    """A player's name with the mark of the vacation stand-in that plays their seat: "alice (🤖 stand-in)"."""
    return t(lang, "bot-standin-name", name=name)


def private_text(row: TableRow, state: dict, seat: int, lang: str, name_of: NameOf) -> str | None:
    game = registry.get(row.game)
    secret = game.presentation.private_summary(game.view(state, seat))
    return None if secret is None else i18n.render(secret, lang, name_of)


def has_private(row: TableRow, state: dict | None, seat: int | None) -> bool:
    if state is None or seat is None:
        return False
    return registry.get(row.game).view(state, seat).get("private") is not None


def public_png(row: TableRow, state: dict, lang: str | None = None, page: str | None = None,
               seat: int | None = None) -> bytes:
    """A page of the table picture (default: the first, posted after each turn) in ``lang`` (default: the table's),
    as ``seat`` sees it (``None``: a spectator; a seat's view marks "you", never anything secret)."""
    game = registry.get(row.game)
    return renderers.render_table(game.view(state, seat), row.names, lang or row.lang, page)


def private_png(row: TableRow, state: dict, seat: int, lang: str | None = None) -> bytes | None:
    """The seat's private picture in the reader's ``lang`` (default: the table's)."""
    game = registry.get(row.game)
    return renderers.render_private(game.view(state, seat), row.names, lang or row.lang)


def pages(row: TableRow) -> tuple[str, ...]:
    """The table picture's pages, the one posted after each turn first."""
    return renderers.pages(row.game)


_pool = None  # bot.tables.render_pool.RenderPool of a running bot (None: draw in a thread of this process)


def use_render_pool(pool) -> None:
    """Draw every picture in ``pool``'s worker processes from now on (None: back to threads)."""
    global _pool
    _pool = pool


async def draw_async(kind: str, game_id: str, view: dict, names: list[str], lang: str, page: str | None = None):
    """A picture of ``view`` off the event loop: in a render worker when the bot has a pool, else in a thread
    (Pillow releases the GIL for much of the work). Its time is a metric."""
    with observability.timed(observability.RENDER_SECONDS, kind=kind):
        if _pool is not None:
            return await _pool.draw(kind, game_id, view, names, lang, page)
        if kind == "private":
            return await asyncio.to_thread(renderers.render_private, view, names, lang)
        return await asyncio.to_thread(renderers.render_table, view, names, lang, page)


async def public_png_async(row: TableRow, state: dict, lang: str | None = None, page: str | None = None,
                           seat: int | None = None) -> bytes:
    """:func:`public_png` off the event loop."""
    view = registry.get(row.game).view(state, seat)
    png = await draw_async("table", row.game, view, row.names, lang or row.lang, page)
    assert png is not None  # a table's picture is always drawn (only a private part may be nothing)
    return png


async def private_png_async(row: TableRow, state: dict, seat: int, lang: str | None = None) -> bytes | None:
    view = registry.get(row.game).view(state, seat)
    return await draw_async("private", row.game, view, row.names, lang or row.lang)


def seat_ref(seat: int) -> P:
    return P(seat)


#: Discord's limit for a media item's (and an attachment's) description, the alt text a screen reader reads
ALT_MOST = 1024


def alt_text(row: TableRow, view: dict, lang: str, *, private: bool = False) -> str:
    """A picture's alt text (issue 55), from the view it is drawn from (so no secret the view hides): the game, the
    reader's own secret first for a private picture, then the game's table in words (``Presentation.describe``:
    whose turn, what is on offer, the scores, the rest), cut at a line within Discord's limit."""
    game = registry.get(row.game)
    name_of = plain_names(row)
    lines = [game_title(row.game, lang) + ":"]
    if private:
        secret = game.presentation.private_summary(view)
        if secret is not None:
            lines.append(i18n.render(secret, lang, name_of))
    lines += [i18n.render(m, lang, name_of) for m in game.presentation.describe(view)]
    out = lines[0]
    for line in lines[1:]:
        if len(out) + 1 + len(line) > ALT_MOST:  # the rest is cut at a whole line; a first line too long, clipped
            return out if out != lines[0] else f"{out}\n{line[: ALT_MOST - len(out) - 2]}…"
        out += "\n" + line
    return out


def public_alt(row: TableRow, state: dict, lang: str | None = None, seat: int | None = None) -> str:
    """The alt text of the table's picture as ``seat`` sees it (``None``: a spectator)."""
    return alt_text(row, registry.get(row.game).view(state, seat), lang or row.lang)


def private_alt(row: TableRow, state: dict, seat: int, lang: str | None = None) -> str:
    """The alt text of the seat's private picture, in the reader's language."""
    return alt_text(row, registry.get(row.game).view(state, seat), lang or row.lang, private=True)
