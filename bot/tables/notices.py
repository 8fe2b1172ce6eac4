"""Who is told what after a change, the same for every game and every adapter: the handoff rule, and the messages a
change owes (written to the outbox in the change's own transaction, see :mod:`bot.store.outbox`).

The handoff rule: after a change, every seat that must act now and was not awaited before is told exactly once: by
a ping in the change's channel post, or by the direct message of its new private view where it gets one (a new hand
to pick from): that DM is then its notice, and the post pings it only if the DM could not be delivered (DMs closed,
"secrets only through /hand"). The seat that moved by its own hand is told by the answer to its own action, never
pinged for a decision its move reopened; a move made for it (by the clock, the computer or a player acting for an
absent one) tells it like anyone else. When an event concerns everyone (``Event.ping_all``: a new round, revealed
choices) everyone who must act is pinged, the mover included (e.g. DR-14.7); at the game's end everyone is.

Who gets a direct message (each seat with a private part): at the start everybody (their first hand); seats whose
private view changed through someone else's move (a card given, the next hand of a draft); the mover too when it
must act again in a decision others have just been asked to join (the last picker, whose move revealed everything
and dealt the next hands). A seat newly awaited whose private view did not change is pinged, not sent its view again.

Whether a direct message owed to a seat reaches a person when it is delivered (:func:`dm_reader`,
:func:`digest_reader`) is decided here too, for every adapter's sink: nobody reads a computer's seat, an erased
player's, or a seat its vacation stand-in plays; a player who chose "secrets only through /hand" gets none; the
"since your last turn" digest goes by DM only to a player who asked for it there.
"""
from __future__ import annotations

from dataclasses import dataclass

from bot.store import Owed, TableRow, is_erased
from bot.tables import standin
from bot.tables.outcome import Outcome
from bot.tables.parts import ServiceParts
from bot.tables.present import has_private
from games import registry
from games.core.contract import Event


def pings(*, seats: int, before: set[int], after: list[int], mover: int | None, self_told: bool, finished: bool,
          everyone: bool) -> list[int]:
    """The seats a change pings (see the module's rule)."""
    if finished:
        return list(range(seats))
    if everyone:  # a new round, revealed choices: everyone who must act, the mover too (e.g. DR-14.7)
        return list(after)
    return [s for s in after if s not in before and not (self_told and s == mover)]


def dm_seats(outcome: Outcome) -> list[int]:
    """The seats that get a direct message with their private view after ``outcome`` (never a computer's)."""
    row, state = outcome.table, outcome.state
    if state is None:
        return []
    n = len(row.seats)
    if outcome.started:
        seats = set(range(n))
    else:
        seats = set(outcome.private_changed)
        mover = outcome.seat
        if (not outcome.finished and outcome.ping and mover is not None and mover in outcome.actors
                and mover not in outcome.ping):
            seats.add(mover)
    return sorted(s for s in seats if 0 <= s < n and not row.is_computer(s) and has_private(row, state, s))


def owed(outcome: Outcome) -> list[Owed]:
    """The messages ``outcome`` owes, in delivery order: the direct messages first (a closed DM is then named in the
    channel post, once per table), then the channel post (a completed turn's picture or one short line), if the move
    is worth one (:attr:`Outcome.announce`); an unannounced step owes only the DMs of others whose secret changed."""
    events = outcome.events
    if not outcome.announce:
        changed = [s for s in dm_seats(outcome) if s in outcome.private_changed and s != outcome.seat]
        return [Owed("dm", {"seat": s, "events": _private(events, s), "tell": False}) for s in changed]
    out = [Owed("dm", {"seat": s, "events": _private(events, s, outcome.seat), "tell": True,
                       "notice": s in outcome.ping and not outcome.finished}) for s in dm_seats(outcome)]
    out.append(Owed("post", intent(outcome)))
    if outcome.turn_done and not outcome.finished and not outcome.started:
        # "since your last turn" by DM for whoever is pinged and asked for it there (/settings digest:dm; the
        # adapter reads the setting when it delivers: the others find the digest on the turn card)
        out += [Owed("digest", {"seat": s}) for s in outcome.ping if not outcome.table.is_computer(s)]
    return out


def _private(events: list[Event], seat: int, mover: int | None = None) -> list[dict]:
    """``seat``'s own private events (the mover has its own in the answer to its action)."""
    return [e.to_json() for e in events if e.to == seat and seat != mover]


def intent(o: Outcome) -> dict:
    """What a channel post needs besides the table and its state at the post's version (plain JSON). ``status``: the
    post is a simultaneous choice's progress line ("X has picked (2/4)"), which a chat edits in place."""
    return {"seat": o.seat, "move": o.move, "events": [e.to_json() for e in o.events], "actors": list(o.actors),
            "ping": list(o.ping), "private_changed": list(o.private_changed), "ping_everyone": o.ping_everyone,
            "started": o.started, "status": is_submission(o)}


def is_submission(o: Outcome) -> bool:
    """A choice submitted in a simultaneous step that others still owe: the mover is no longer awaited but may still
    change it, and nobody new must act."""
    if o.turn_done or o.state is None or o.seat is None or o.seat in o.actors or not o.actors:
        return False
    return bool(registry.get(o.table.game).legal_moves(o.state, o.seat))


def outcome_of(row: TableRow, state: dict | None, payload: dict) -> Outcome:
    """The :class:`Outcome` a post's intent describes, with the table and its state at the post's version."""
    return Outcome(table=row, state=state, seat=payload.get("seat"), move=payload.get("move"),
                   events=[Event.from_json(e) for e in payload.get("events", [])], actors=payload.get("actors", []),
                   ping=payload.get("ping", []), private_changed=payload.get("private_changed", []),
                   result=None if state is None else registry.get(row.game).result(state),
                   ping_everyone=payload.get("ping_everyone", False), started=payload.get("started", False))


@dataclass(frozen=True)
class Reader:
    """The person a seat's direct message goes to, and in their language."""

    user_id: str
    lang: str


#: why a seat's direct message goes to nobody (the sink gives it up with this reason)
NO_READER, STAND_IN, HAND_ONLY, NOT_ASKED = "no-reader", "stand-in", "hand-only", "not-asked"


class Readers(ServiceParts):
    """Who reads a direct message a change owes, decided for every adapter's sink (a mixin of
    :class:`~bot.tables.service.TableService`)."""

    async def dm_reader(self, row: TableRow, state: dict | None, seat: int) -> Reader | str:
        """Who reads the private view of ``seat`` that a change owes by DM, now; or why nobody does."""
        if state is None or not 0 <= seat < len(row.seats) or row.is_computer(seat) or is_erased(row.user_of(seat)):
            return NO_READER
        if await standin.plays(self, row, seat):  # on vacation: the stand-in plays, nobody asks
            return STAND_IN
        user_id = row.user_of(seat)
        remembered, mode = (await self.reader_prefs([user_id])).get(user_id, (None, "dm"))
        if mode == "hand":  # "secrets only through /hand"
            return HAND_ONLY
        return Reader(user_id, remembered or row.lang)

    async def digest_reader(self, row: TableRow, seat: int) -> Reader | str:
        """Who reads "since your last turn" by DM: a pinged player of a live table whose settings ask for it there and
        whose seat is their own; or why nobody does (``not-asked``: the turn card's button offers it instead)."""
        if row.status != "active" or not 0 <= seat < len(row.seats) or row.is_computer(seat)\
                or is_erased(row.user_of(seat)):
            return NO_READER
        user_id = row.user_of(seat)
        if (await self.player_settings([user_id]))[user_id].digest != "dm" or await standin.plays(self, row, seat):
            return NOT_ASKED
        return Reader(user_id, (await self.reader_prefs([user_id])).get(user_id, (None, "dm"))[0] or row.lang)
