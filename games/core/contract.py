"""The game contract: plain-data states, moves with stable string ids, events, views and results.

Every game subclasses :class:`Game` and implements ``setup``, ``actors``, ``legal_moves``, ``play``, ``view`` and
``result``. The base class gives the shared behaviour: ``apply`` works on a copy (an illegal move never changes the
caller's state), refuses seats that are not acting, and checks the move id's shape.

Move ids are space-separated tokens (``take A 3 B``). A chat UI may collect them token by token: the set of legal ids
forms a prefix tree, and :func:`next_tokens` gives the choices after a prefix.

The move cap: the rules of some games let play go on forever (Simurgh's place-and-withdraw, SIM-5.2), which people
end by leaving but computers playing alone never would. A game that only computers play is therefore stopped once it
reaches :meth:`Game.max_moves` moves: the table logs :data:`STOP` like a move, and the game ends by its rule-based
end, :meth:`Game.stopped_result` (the result as if the game ended now). The base class keeps a stopped state over
whatever a subclass says (see :meth:`Game.__init_subclass__`), so no game needs code of its own for it.
"""
from __future__ import annotations

import functools
import marshal
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from games.core.errors import GameError
from games.core.messages import JSON, Msg, P

__all__ = [
    "CAP_FACTOR", "JSON", "STOP", "Event", "Game", "Move", "Msg", "OptionSpec", "P", "Result", "deep_copy",
    "next_tokens", "prefer", "stopped",
]

#: The move that stops a game at its move cap (:meth:`Game.stop`). Never a player's move: only a table where every
#: seat is a computer plays it, once the cap is reached; it is logged like a move, so a replay of the log ends alike.
STOP = "!stop"
#: At most this many moves a computer's playout plays on past its depth while the position is unsettled
#: (:meth:`Game.unsettled`).
QUIESCENCE = 60
#: The move cap is this many times a long game's length (:attr:`Game.long_game`).
CAP_FACTOR = 5
_STOPPED = "stopped"  # the state's key of a stopped game: its frozen result (a core key; no game uses it)


@dataclass(frozen=True)
class Move:
    """One legal move: a stable id (what a player types or a button sends) and a short localizable label."""

    id: str
    label: Msg

    @property
    def tokens(self) -> tuple[str, ...]:
        return tuple(self.id.split())


@dataclass
class Event:
    """Something that happened, in words a log can show.

    ``to`` is ``None`` for a public event, or the only seat allowed to see it (e.g. "you drew a 7").
    ``reveals`` marks a move that made hidden information known; ``random`` one that drew on randomness.
    A safe undo never crosses either.
    ``quiet`` marks a public event that belongs in the log but is not worth a channel post on its own (e.g. "X is
    playing their turn" for an unconfirmed step of a multi-step turn): a move whose public events are all quiet is
    answered privately to the mover, and the channel hears about the whole turn when it is confirmed.
    ``ping_all`` marks an event that concerns everyone (e.g. a new round was dealt, the simultaneous choices were
    revealed): it completes a turn (a channel post with the picture) and every seat that must act afterwards is
    pinged, the mover included.
    ``status`` marks a sentence that only repeats the table's status (whose turn it is, the final result): it stays
    in the log and the history, and chat posts leave it out, because their status or ping line says it already.
    """

    msg: Msg
    to: int | None = None
    reveals: bool = False
    random: bool = False
    quiet: bool = False
    ping_all: bool = False
    status: bool = False

    def to_json(self) -> JSON:
        out = {"msg": self.msg.to_json(), "to": self.to, "reveals": self.reveals, "random": self.random}
        for flag in ("quiet", "ping_all", "status"):
            if getattr(self, flag):
                out[flag] = True
        return out

    @classmethod
    def from_json(cls, data: JSON) -> Event:
        return cls(Msg.from_json(data["msg"]), data.get("to"), data.get("reveals", False), data.get("random", False),
                   data.get("quiet", False), data.get("ping_all", False), data.get("status", False))


@dataclass
class Result:
    """The outcome: ``finished``; ``scores`` per seat (lower or higher is better per game); ``winners`` (seats, ties
    share); ``ranks`` per seat (1 = best; ties share a rank); ``breakdown`` is game-specific plain data for the table
    image and the closing message; ``summary`` is a one-line localizable description."""

    finished: bool
    scores: list[float] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    ranks: list[int] = field(default_factory=list)
    breakdown: JSON = None
    summary: Msg | None = None

    def to_json(self) -> JSON:
        return {"finished": self.finished, "scores": list(self.scores), "winners": list(self.winners),
                "ranks": list(self.ranks), "breakdown": deep_copy(self.breakdown),
                "summary": None if self.summary is None else self.summary.to_json()}

    @classmethod
    def from_json(cls, data: JSON) -> Result:
        summary = data.get("summary")
        return cls(bool(data["finished"]), list(data.get("scores") or []), list(data.get("winners") or []),
                   list(data.get("ranks") or []), deep_copy(data.get("breakdown")),
                   None if summary is None else Msg.from_json(summary))


@dataclass(frozen=True)
class OptionSpec:
    """A table option a game accepts. ``kind`` is ``choice``, ``int``, ``bool`` or ``list`` (comma-separated choices).
    ``text``: free text, stripped, at most ``max`` characters (the game checks its content in ``normalize_options``).

    Names and choices are typed by players as ``name=value``; labels come from the catalog keys
    ``<game>-opt-<name>`` and ``<game>-opt-<name>-<choice>``.
    """

    name: str
    kind: str
    default: Any
    choices: tuple[str, ...] = ()
    min: int | None = None
    max: int | None = None


class Game:
    """Base class of every engine. Subclasses set the class attributes and implement the abstract methods."""

    id: str = ""
    min_players: int = 2
    max_players: int = 2
    schema_version: int = 1
    options: tuple[OptionSpec, ...] = ()
    #: The rule IDs cited when a move arrives after the end of the game (e.g. ``DR-10.1``) or out of turn.
    end_rule: str | None = None
    turn_rule: str | None = None
    #: True when some information is hidden from some seat; such a game implements :meth:`hidden_twin`.
    has_hidden_information: bool = False
    #: First tokens of whole moves that are never a choice of their own but stay at hand beside every step of a
    #: private turn (e.g. ``undo``): a chat picker does not count them when it skips single-choice steps.
    aside: frozenset[str] = frozenset()
    #: True when the seats win or lose together (one shared result, e.g. Thorgal): the computer then plays for the
    #: team's result.
    cooperative: bool = False

    # ---- to implement -------------------------------------------------------------------------------------------
    def setup(self, players: int, options: dict, seed: int) -> dict:
        raise NotImplementedError

    def actors(self, state: dict) -> set[int]:
        raise NotImplementedError

    def legal_moves(self, state: dict, seat: int) -> list[Move]:
        raise NotImplementedError

    def move_ids(self, state: dict, seat: int) -> list[str]:
        """The ids of :meth:`legal_moves`, in the same order. The computer lists moves thousands of times a
        decision and never reads their labels: a game whose labels cost time overrides this to skip them."""
        return [m.id for m in self.legal_moves(state, seat)]

    def play(self, state: dict, seat: int, tokens: list[str]) -> list[Event]:
        """Apply the move given by ``tokens`` to ``state`` IN PLACE (it is already a private copy) and return events.

        Raise :class:`GameError` for illegal input *before* mutating, or anywhere: the copy is then discarded.
        """
        raise NotImplementedError

    def view(self, state: dict, seat: int | None) -> dict:
        """What ``seat`` (or a spectator, ``None``) may know, as plain JSON. Hidden information is removed HERE.

        Required keys: ``game`` (id), ``seat``, and ``private`` (the seat's secret part, or ``None``); the bot DMs a
        player whenever their ``private`` changes because of someone else's move.
        """
        raise NotImplementedError

    def result(self, state: dict) -> Result:
        raise NotImplementedError

    # ---- optional hooks for chat UIs ------------------------------------------------------------------------------
    def prompt(self, state: dict, seat: int, prefix: tuple[str, ...]) -> Msg | None:
        """What the player chooses next after ``prefix`` (e.g. "Choose a slot"). ``None``: a generic prompt."""
        return None

    def token_label(self, state: dict, seat: int, prefix: tuple[str, ...], token: str) -> Msg | None:
        """A short label for a step button (e.g. "Take from A (7)"). ``None``: the token itself."""
        return None

    def token_icon(self, state: dict, seat: int, prefix: tuple[str, ...], token: str) -> str | None:
        """The key of a small picture for the same step button (e.g. ``"simurgh-wood"``, ``"bunny-forest"``): the
        resource, terrain, piece or card kind the token names, drawn once by ``renderers.icons`` and shown beside the
        label where a chat can (an app emoji). It tells nothing the label does not. ``None``: words only."""
        return None

    def quick_moves(self, state: dict, seat: int) -> list[str]:
        """First tokens worth a button in the channel (the usual moves); default: every distinct first token."""
        return sorted({m.tokens[0] for m in self.legal_moves(state, seat)})

    def preview(self, state: dict, seat: int, move_id: str) -> tuple[dict, str | None] | None:
        """A picture to show before a placement is confirmed: ``(view, page)`` of the table with the move's piece
        put where it would go (nothing resolved, nothing drawn: a preview never reveals anything), or ``None`` when
        the move needs no preview. A chat picker then asks for a confirmation under that picture."""
        return None

    #: True when, once a decision window has passed on a command that has no default, any other player may send it
    #: on the absent player's behalf (a cooperative game's proxy, e.g. Thorgal TG-ASY-2).
    proxy_on_expiry: bool = False

    def decision_window(self, state: dict) -> float | None:
        """Seconds the current decision may stay open before it times out (``default_move`` is then played, or
        proxies allowed), or ``None`` for no window. Default: none."""
        return None

    def default_move(self, state: dict, seat: int) -> str | None:
        """The move played for ``seat`` when its time to decide has passed (a deadline, a timed group decision):
        one of ``legal_moves(state, seat)`` chosen by the game's rules (e.g. a forced pass, the first legal choice),
        or ``None`` when nothing may be played on the seat's behalf. It goes through the normal move path."""
        return None

    def standing(self, state: dict) -> list[float] | None:
        """An optional hint for the computer player (``games.ai``): each seat's points if the game stopped now, on
        the final score's scale (a cooperative game: the team's progress towards its win, 0..1, for every seat).
        ``None`` (the default): the computer plays every position on to the end instead. Never needed for
        correctness. The computer calls it only on worlds it sampled (``hidden_twin``), so it may read the whole
        state. Higher is better for the seat."""
        return None

    #: An optional hint for the computer player: with ``standing``, judge a playout after at most this many random
    #: moves (a game whose moves score at once, where random play only adds noise, sets it low). None: the level's.
    playout_depth: int | None = None

    #: The version of the game's sense for the computer (its hint, playout depth, prior, playout policy, the speed of
    #: its move listing): bumped by a change meant to change how the computer plays this game. The arena keeps its
    #: results by it (with each player's version, ``games.ai.levels.VERSIONS``), so a change re-measures this game only.
    ai_version: int = 1

    #: An optional hint for the computer player: virtual visits at the root of every search worth the hint's
    #: judgement of each move (progressive bias) at every level, where the level asks for fewer. A game whose turns
    #: are many small visible steps (Thorgal: a route, a tile, an assign) sets it, so that a short search is never
    #: left to the noise of a few playouts. None: the level's.
    prior_visits: int | None = None

    #: An optional hint for the computer player: the settings of a level (``games.ai.levels.Level``) this game
    #: changes, by the level's name, e.g. ``{"hard": {"root_width": None}}`` (Simurgh: its root bias is too blind to
    #: the rest of a turn to cut moves away). Empty: every level as it is.
    level_settings: dict[str, dict] = {}

    #: The version of this game's ``level_settings`` for a level, by the level's name: bumped by a change of them
    #: meant to change how that level plays this game. The arena keeps a match's results by it too (the sum over the
    #: match's two players, after ``ai_version``), so such a change re-measures only the matches of that level.
    level_versions: dict[str, int] = {}

    def playout_move(self, state: dict, seat: int, moves: list[str], rng) -> str | None:
        """An optional hint for the computer player: the move a playout plays for ``seat`` among ``moves`` (its legal
        move ids), chosen cheaply by the game's own sense (e.g. a combat tile where it covers the most targets),
        with ``rng`` (a ``random.Random``) for any draw. ``None`` (the default): a move drawn uniformly. It must
        read only what a seat may see or what the sampled world holds, like :meth:`standing`."""
        return None

    def sensible_moves(self, state: dict, seat: int, moves: list[str]) -> list[str]:
        """An optional hint for the computer player: the moves among ``moves`` (legal ids) worth its thought; a game
        leaves out what a sensible player never does (e.g. a fight against hopeless odds while something else may
        be done). Never empty when ``moves`` is not. Default: all of them."""
        return moves

    def unsettled(self, state: dict) -> bool:
        """An optional hint for the computer player: True while ``standing`` cannot yet judge ``state`` (a fight
        half fought: its dice rolled, its outcome not yet paid). A playout then plays on past its depth until the
        position is settled (a quiescence search), within :data:`QUIESCENCE` moves. Default: always settled."""
        return False

    def score_table(self, result: Result) -> tuple[list[Msg], list[list]] | None:
        """The final scores by the game's own categories for the end-of-game summary: column headings and one row of
        numbers per seat (e.g. a column per round, or per scoring category, then the total). ``None``: the ranking
        and totals say it all."""
        return None

    def option_warnings(self, options: dict, players: int | None = None) -> list[Msg]:
        """Advice (never errors) about normalized options, e.g. a custom board unsuited to the player count;
        ``players`` is ``None`` before the table starts. The bot shows them at creation and at start."""
        return []

    def private_view(self, state: dict, seat: int) -> JSON:
        """``view(state, seat)["private"]``; games override it with a cheaper path (the bot calls it for every seat
        after every move to find whose secrets changed)."""
        return self.view(state, seat).get("private")

    def private_summary(self, view: dict) -> Msg | None:
        """One line describing ``view["private"]`` (e.g. "You drew: Raven Nest (9)") for DMs and /hand."""
        return None

    def hidden_twin(self, state: dict, seed: int, seat: int | None = None) -> dict | None:
        """A copy of ``state`` that ``seat`` (``None``: a spectator) cannot tell apart: everything hidden from that
        seat is re-dealt at random (face-down cards shuffled, other hands permuted...). Leak tests check that views,
        public events and pictures do not change. ``None``: the game has no hidden information."""
        return None

    def turn_order(self, state: dict) -> list[int]:
        """The seats in the order they take their turns from now (the start post names it); default: seat order.
        A game whose first player is chosen (randomly or by an option) starts the list with them."""
        return list(range(int(state.get("players") or 0)))

    def title(self) -> Msg:
        return Msg(f"{self.id}-title")

    def check_invariants(self, state: dict) -> None:
        """Raise AssertionError if the state breaks a conservation law (used by tests and fuzzing)."""

    def deal_order(self, state: dict) -> int:  # pragma: no cover - informative
        return 0

    # ---- the move cap (a game that only computers play) --------------------------------------------------------------
    #: The moves (entries of the move log) of a long game of this game: the longest measured with computers, at the
    #: longest options and the most seats. The move cap is :data:`CAP_FACTOR` times it (:meth:`max_moves`).
    long_game: int = 300

    def max_moves(self, state: dict) -> int:
        """After this many moves a game that only computers play is stopped (:meth:`stop`). Default:
        :data:`CAP_FACTOR` times :attr:`long_game`; a game whose length depends on its options scales it."""
        return CAP_FACTOR * self.long_game

    def stopped_result(self, state: dict) -> Result:
        """The rule-based end of a game stopped before its own end: the result as if the game ended now (finished).
        Default: a cooperative game is lost (the team has not reached its goal); a competitive one keeps the
        scores and ranks of its unfinished ``result`` as they stand (else the ``standing`` hint's points), and the
        seats ranked first win (ties share). A game whose unfinished result has no scores applies its final
        scoring now instead (e.g. Simurgh, SIM-13.3)."""
        res = self.result(state)
        n = int(state.get("players") or len(res.scores) or 0)
        if self.cooperative:
            return Result(True, scores=[0.0] * n, winners=[], ranks=[1] * n, breakdown=res.breakdown,
                          summary=Msg("core-result-stopped-lost"))
        scores = list(res.scores) if len(res.scores) == n else list(self.standing(state) or [0.0] * n)
        ranks = list(res.ranks) if len(res.ranks) == n else [1 + sum(1 for o in scores if o > s) for s in scores]
        return Result(True, scores=scores, winners=[s for s in range(n) if ranks[s] == 1], ranks=ranks,
                      breakdown=res.breakdown, summary=Msg("core-result-stopped"))

    def stop(self, state: dict) -> tuple[dict, list[Event]]:
        """End the game now by :meth:`stopped_result` (the move cap's end, played as the move :data:`STOP`): the new
        state keeps that result, and from then on is over, with nobody to act and no legal move."""
        if self.is_over(state):
            raise GameError("core-err-game-over", rule=self.end_rule)
        result = self.stopped_result(state)
        new = self.working_copy(state)
        new[_STOPPED] = result.to_json()
        return new, [Event(Msg("core-ev-stopped"), status=True)]

    def __init_subclass__(cls, **kwargs):
        """Every game's ``result``, ``is_over``, ``actors``, ``legal_moves``, ``move_ids`` and ``may_act`` answer
        for a stopped state first (finished by its kept result, nobody acts, nothing is legal), so the move cap
        needs nothing from the games themselves."""
        super().__init_subclass__(**kwargs)
        for name, when_stopped in _WHEN_STOPPED.items():
            own = cls.__dict__.get(name)
            if own is not None and not getattr(own, "_stoppable", False):
                setattr(cls, name, _stoppable(own, when_stopped))

    # ---- shared behaviour -----------------------------------------------------------------------------------------
    def normalize_options(self, raw: dict[str, Any]) -> dict[str, Any]:
        from games.core.options import normalize

        return normalize(self, raw)

    #: The stored-state upgrade path: ``upgrades[n]`` turns a state of schema ``n`` into one of ``n + 1`` (a pure
    #: function of the old state). Any change to the shape or the meaning of a game's state bumps ``schema_version``,
    #: adds the step here and a golden fixture of the old version under ``tests/fixtures/golden/``.
    upgrades: dict[int, Callable[[dict], dict]] = {}

    def upgrade(self, state: dict) -> dict:
        """``state`` brought to this engine's ``schema_version`` through ``upgrades`` (a copy; the same object when
        nothing changes). A state written by a newer engine is refused: it must never be read by an older one."""
        version = int(state.get("schema_version", 1))
        if version > self.schema_version:
            raise GameError("core-err-state-too-new", found=version, known=self.schema_version)
        if version == self.schema_version:
            return state
        state = deep_copy(state)
        while version < self.schema_version:
            step = self.upgrades.get(version)
            if step is None:
                raise GameError("core-err-no-upgrade", found=version, known=self.schema_version)
            state = step(state)
            version += 1
            state["schema_version"] = version
        return state

    def apply(self, state: dict, seat: int, move_id: str) -> tuple[dict, list[Event]]:
        """Validate and apply one move; return the new state and the events. ``state`` itself is never changed."""
        if not isinstance(move_id, str) or not move_id.strip() or len(move_id) > 200:
            raise GameError("core-err-bad-move-id", move=str(move_id)[:50])
        if move_id.strip() == STOP:  # the table's move, whoever's turn it is (the caller checks the cap)
            return self.stop(state)
        if self.is_over(state):
            raise GameError("core-err-game-over", rule=self.end_rule)
        if not self.may_act(state, seat):
            raise GameError("core-err-not-your-turn", rule=self.turn_rule)
        new = self.working_copy(state)
        events = self.play(new, seat, move_id.split())
        return new, events

    def is_over(self, state: dict) -> bool:
        """Has the game ended? Games with a costly ``result`` answer from their phase."""
        return self.result(state).finished

    def working_copy(self, state: dict) -> dict:
        """The private copy a move is applied to; a game may share parts it never changes in place."""
        return deep_copy(state)

    def may_act(self, state: dict, seat: int) -> bool:
        """May ``seat`` submit a move now? Default: only the seats that must act. A game with simultaneous choices
        that stay changeable (a submitted player is no longer an actor but may still change the choice) widens it,
        and then checks seats inside :meth:`play` with its own rule IDs."""
        return seat in self.actors(state)

    def is_legal(self, state: dict, seat: int, move_id: str) -> bool:
        return any(m.id == move_id for m in self.legal_moves(state, seat))


def prefer(moves: Iterable[Move], order: Iterable[str], *, otherwise: bool = True) -> str | None:
    """For ``Game.default_move``: the first move whose first token is the earliest in ``order``; else (with
    ``otherwise``) the first move that is a choice of its own (never an ``undo``), or None."""
    moves = list(moves)
    for token in order:
        for m in moves:
            if m.tokens[0] == token:
                return m.id
    if otherwise:
        for m in moves:
            if m.tokens[0] != "undo":
                return m.id
    return None


def stopped(state: dict) -> bool:
    """Was this game stopped at its move cap (:meth:`Game.stop`)?"""
    return _STOPPED in state


def _stoppable(method: Callable, when_stopped: Callable) -> Callable:
    """``method`` answering ``when_stopped`` for a stopped state (one dict lookup more per call: these are the
    search's hottest calls, so no argument packing)."""
    if when_stopped.__code__.co_argcount == 1:
        def checked(self, state):
            return when_stopped(state) if _STOPPED in state else method(self, state)
    else:
        def checked(self, state, seat):
            return when_stopped(state, seat) if _STOPPED in state else method(self, state, seat)
    checked = functools.wraps(method)(checked)
    checked._stoppable = True
    return checked


_WHEN_STOPPED: dict[str, Callable] = {
    "result": lambda state: Result.from_json(state[_STOPPED]),
    "is_over": lambda state: True,
    "actors": lambda state: set(),
    "legal_moves": lambda state, seat: [],
    "move_ids": lambda state, seat: [],
    "may_act": lambda state, seat: False,
}


def deep_copy(data):
    """A fast deep copy of plain JSON data (dict/list/scalars): a round trip through ``marshal`` (the interpreter's
    own serialiser, written in C: 1.5-3x faster than a recursive copy on the games' states, ~10x faster than
    copy.deepcopy; the search copies a state every iteration). Data it cannot write (an object of a game's own
    class) is copied level by level instead, that object shared."""
    try:
        return marshal.loads(marshal.dumps(data))
    except ValueError:
        return _copy_levels(data)


def _copy_levels(data):
    if isinstance(data, dict):
        return {k: _copy_levels(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_copy_levels(v) for v in data]
    return data


def next_tokens(moves: Iterable[Move], prefix: tuple[str, ...]) -> tuple[list[str], bool]:
    """The distinct tokens that can follow ``prefix`` among ``moves`` (in first-seen order), and whether ``prefix``
    itself is a complete legal move."""
    n = len(prefix)
    seen: dict[str, None] = {}
    complete = False
    for m in moves:
        t = m.tokens
        if t[:n] != prefix:
            continue
        if len(t) == n:
            complete = True
        else:
            seen.setdefault(t[n], None)
    return list(seen), complete
