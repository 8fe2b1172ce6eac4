"""The history of a table as a reader may see it, in pages of turns.

A turn is a run of consecutive moves by one seat (the steps of a multi-step turn are one turn); what happened
between moves (a seat handed over, a pause, a vote, a takeback) is an entry of its own. A reader sees the public
events and their own private ones, never another seat's. The first page shown is "since my last turn": it starts
right after the reader's last turn (the newest page when that is recent or the reader has not played).

A turn a vacation stand-in played (its moves logged with a ``standin:`` interaction id, :mod:`bot.tables.standin`)
is a turn of its own, marked (``Turn.standin``) and opened by the line "🤖 The stand-in plays for alice.", so every
reader of the history (/history, the digest, the web table, the replay) sees who really played it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from bot.store import TableRow
from bot.tables.parts import ServiceParts
from bot.tables.standin import is_standin
from games.core.contract import Event, Msg, P

PAGE = 10  # turns per page


@dataclass
class Turn:
    seat: int | None          # None: a note between moves
    first: int | None         # the first and last move numbers of the turn
    last: int | None
    events: list[Event] = field(default_factory=list)
    standin: bool = False     # played by the seat's vacation stand-in (bot.tables.standin)


def _without_echoes(steps: list[list[Event]]) -> list[Event]:
    """One turn's events (``steps``: those of each of its moves) with every step said once.

    A multi-step turn tells the mover each step privately and the table a quiet public copy, then the table the whole
    turn when it is confirmed: that summary replaces the steps before it (their quiet copies go), a private line
    that only repeats a public one of the turn goes, and no event is kept twice. Private lines that say something
    new (a card drawn, a parchment gained) stay; so does the mover's quiet private copy of a step (``Event.quiet``)
    until the turn's summary says it. A step not told yet shows the others only its quiet public line, which says
    that the turn goes on and nothing of the step (issue 52: a tentative step stays private)."""
    loud = [i for i, evs in enumerate(steps) if any(e.to is None and not e.quiet for e in evs)]
    last_loud = loud[-1] if loud else -1
    public = {e.msg for evs in steps for e in evs if e.to is None}
    out: list[Event] = []
    seen: set = set()
    for i, evs in enumerate(steps):
        for e in evs:
            if e.to is None and e.quiet and (i < last_loud or any(x.to is not None and x.quiet for x in evs)):
                continue  # a step the turn's summary says again, or the reader's own copy of the step says
            if e.to is not None and e.quiet and i < last_loud:
                continue  # the mover's copy of a step the turn's summary says
            if e.to is not None and e.msg in public:
                continue  # the mover's own copy of a public line
            if (e.msg, e.to) in seen:
                continue
            seen.add((e.msg, e.to))
            out.append(e)
    return out


async def _grouped(service: ServiceParts, row: TableRow, seat: int | None) -> list[tuple[Turn, list[list[Event]]]]:
    out: list[tuple[Turn, list[list[Event]]]] = []
    moves = await service.db.moves(row.id)
    notes = await service.db.table_log(row.id)
    items = [(m["n"], 0, m) for m in moves] + [(e["at_version"] - 1, 1, e) for e in notes]
    for n, is_note, item in sorted(items, key=lambda x: (x[0], x[1])):
        events = [Event.from_json(e) for e in item["events"]]
        events = [e for e in events if e.to is None or e.to == seat]
        if is_note:
            out.append((Turn(None, None, None), [events]))
        elif (out and out[-1][0].seat == item["seat"] and out[-1][0].last == n - 1
              and out[-1][0].standin == is_standin(item.get("interaction_id"))):
            out[-1][0].last = n
            out[-1][1].append(events)
        else:
            out.append((Turn(item["seat"], n, n, standin=is_standin(item.get("interaction_id"))), [events]))
    return out


def default_start(turns: list[Turn], seat: int | None) -> int:
    """The index of the first turn after the reader's last one (a whole page from the end at most)."""
    newest = max(0, len(turns) - PAGE)
    if seat is None:
        return newest
    mine = [i for i, t in enumerate(turns) if t.seat == seat]
    if not mine:
        return newest
    return min(mine[-1] + 1, newest) if mine[-1] + 1 < len(turns) else newest


def since(turns: list[Turn], seat: int | None, under_way: bool = False) -> tuple[int, list[Turn]]:
    """"Since your last turn" (the Discord digest, the web table's ``/api/since``): where it starts (right after the
    reader's last turn; a spectator's or a newcomer's: :func:`default_start`) and the turns the other seats played
    since then (the notes between moves are not "missed" but are shown with them). ``under_way``: the table waits
    for the seat, so a newest turn of its own is the one it is playing (a step made, more to come): "since" reads
    from before that turn."""
    mine = [i for i, turn in enumerate(turns) if seat is not None and turn.seat == seat]
    if under_way and mine and mine[-1] == len(turns) - 1:
        mine.pop()
    start = mine[-1] + 1 if mine else default_start(turns, seat)
    missed = [turn for turn in turns[start:] if turn.seat is not None and turn.seat != seat and turn.last]
    return start, missed


def page(turns: list[Turn], start: int) -> tuple[list[Turn], int, int | None, int | None]:
    """The turns of the page starting at ``start`` (clamped), and where the older and newer pages start."""
    start = max(0, min(start, max(0, len(turns) - 1)))
    shown = turns[start:start + PAGE]
    older = max(0, start - PAGE) if start > 0 else None
    newer = start + PAGE if start + PAGE < len(turns) else None
    return shown, start, older, newer


class HistoryReads(ServiceParts):
    """The service's read of a table's history in turns (a mixin of :class:`~bot.tables.service.TableService`)."""

    async def turns(self, row: TableRow, seat: int | None) -> list[Turn]:
        """Every move and note of the table, grouped into turns, with only the events ``seat`` may see, each step of a
        turn once (:func:`_without_echoes`)."""
        turns = await _grouped(self, row, seat)
        for turn, steps in turns:
            turn.events = _without_echoes(steps) if turn.seat is not None else [e for evs in steps for e in evs]
            if turn.standin and turn.seat is not None:
                turn.events.insert(0, Event(Msg("bot-standin-turn", player=P(turn.seat))))
        return [turn for turn, _ in turns]
