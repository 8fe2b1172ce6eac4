"""Leak checks for every game with hidden information, through ``Rules.hidden_twin``.

``hidden_twin(state, seed, seat)`` re-deals everything ``seat`` (``None``: a spectator) cannot know. Whatever that seat
is shown must then be identical for the state and its twin. Over many random states of every game:

* the public view, the public PNG (byte for byte), the status line and the result are the same for the spectator twin;
* each seat's own view, private text and private picture, its offered moves (autocomplete must not hint at hidden
  cards) and who must act are the same for that seat's twin - so nothing of another player's secrets reaches it;
* after a move that reveals nothing (no event with ``reveals``), the public event lines (channel message and history
  log, in both languages), the channel text and the public view are the same whether the move was made on the state
  or on the mover's twin; on the spectator's twin (where the mover holds other secrets) some move of the mover gives
  exactly the same public outcome, so the mover's own secrets do not leak either; and every move leaves a public log
  line (else the history shows the raw move id).

Comparing twins is the core of the check: any hidden value that reaches an output makes the outputs differ.
"""
from __future__ import annotations

import json
import random

import pytest

import renderers
from bot.ops.bench_games import playout, random_setup
from bot.tables import Outcome, present
from games import registry
from tests.fuzz.checks import LANGS
from tests.fuzz.common import GAME_IDS, fake_row
from tests.support.soak import record, scale

SAMPLE = 0.25          # share of the states along a playout that are checked
PLAYOUTS = scale("LEAK_GAMES", 6)  # random games per game id (short games: more, until MIN_STATES are checked)
MIN_STATES = 40
MAX_STATES = scale("LEAK_STATES", 100)  # long games: the remaining moves only get the cheap public-log-line check
IMAGES_PER_GAME = 8    # rendered states per game id (each picture costs tens of ms)


def _dump(x) -> str:
    return json.dumps(x, sort_keys=True)


def _result_public(game, state) -> str:
    r = game.result(state)
    if not r.finished:
        return _dump({"finished": False})
    return _dump({"finished": True, "scores": r.scores, "winners": r.winners, "ranks": r.ranks,
                  "breakdown": r.breakdown, "summary": None if r.summary is None else r.summary.to_json()})


def _public_lines(events, lang, name_of) -> list[str]:
    return present.event_lines(events, None, lang, name_of)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_hidden_information_never_reaches_what_a_seat_is_shown(game_id):
    game = registry.get(game_id)
    rnd = random.Random(f"leaks:{game_id}")
    probe = game.setup(game.min_players, game.normalize_options({}), 1)
    twin = game.hidden_twin(probe, 1, None)
    if not game.has_hidden_information:
        assert twin is None, "hidden_twin returns a twin but has_hidden_information is False"
        return
    assert twin is not None, "a game with hidden information must implement hidden_twin"

    stats = {"states": 0, "differs": 0, "images": 0, "moves": 0, "silent": 0}

    games = 0
    while games < PLAYOUTS or (stats["states"] < MIN_STATES and games < 50 * PLAYOUTS):  # short games: play more
        games += 1
        players, options, _seed, state = random_setup(game, rnd)
        row = fake_row(game_id, players, lang=rnd.choice(LANGS), options=options)
        name_of = present.plain_names(row)

        def check(before, seat, move, after, events, row=row, name_of=name_of, players=players):
            # every move leaves a public log line; otherwise the history falls back to the raw move id
            assert present.visible(events, None), f"move {move!r} has no public event"
            if rnd.random() > SAMPLE or stats["states"] >= MAX_STATES:
                return
            stats["states"] += 1
            _check_state(game, before, players, row, name_of, rnd, stats)
            _check_move(game, before, seat, move, events, row, name_of, rnd, stats)

        final, _ = playout(game, state, rnd, on_step=check)
        stats["states"] += 1
        _check_state(game, final, players, row, name_of, rnd, stats)

    record("leaks", game=game_id, games=games, **stats, secrets_seen=0)
    assert stats["states"] >= MIN_STATES, stats
    assert stats["differs"] > stats["states"] // 4, f"the twins hardly differ from the states: {stats}"
    assert stats["images"] > 0 and stats["silent"] > 0, stats


def _check_state(game, state, players, row, name_of, rnd, stats) -> None:
    seed = rnd.randrange(2**31)
    # the spectator: public view, public image, status text, result
    twin = game.hidden_twin(state, seed, None)
    assert twin is not None
    game.check_invariants(twin)
    if _dump(twin) != _dump(state):
        stats["differs"] += 1
    assert _dump(game.view(twin, None)) == _dump(game.view(state, None)), "public view depends on hidden information"
    assert sorted(game.actors(twin)) == sorted(game.actors(state))
    assert _result_public(game, twin) == _result_public(game, state)
    assert (present.status_line(row, twin, row.lang, name_of) == present.status_line(row, state, row.lang, name_of))
    if stats["images"] < IMAGES_PER_GAME and rnd.random() < 0.3:
        stats["images"] += 1
        assert present.public_png(row, twin) == present.public_png(row, state), "public PNG differs"
    # each seat: its own view, private text/picture, offered moves
    for seat in range(players):
        twin = game.hidden_twin(state, seed + seat + 1, seat)
        assert twin is not None
        game.check_invariants(twin)
        mine = game.view(state, seat)
        assert _dump(game.view(twin, seat)) == _dump(mine), f"seat {seat}'s view depends on others' secrets"
        offered = sorted(m.id for m in game.legal_moves(state, seat))
        assert sorted(m.id for m in game.legal_moves(twin, seat)) == offered, \
            f"seat {seat}'s offered moves depend on information hidden from it"
        for lang in LANGS:
            assert present.private_text(row, twin, seat, lang, name_of) == present.private_text(row, state, seat, lang,
                                                                                                name_of)
        if mine.get("private") and stats["images"] < IMAGES_PER_GAME and rnd.random() < 0.2:
            stats["images"] += 1
            assert renderers.render_private(game.view(twin, seat), row.names, row.lang) == \
                renderers.render_private(mine, row.names, row.lang), "private picture shows another seat's secret"


def _check_move(game, state, seat, move, events, row, name_of, rnd, stats) -> None:
    """The move on the state and on the mover's twin: if nothing is revealed, spectators see the same."""
    if any(e.reveals for e in events):
        return
    stats["moves"] += 1
    twin = game.hidden_twin(state, rnd.randrange(2**31), seat)
    after, events = game.apply(state, seat, move)
    twin_after, twin_events = game.apply(twin, seat, move)  # same offered moves, so it must be accepted
    if any(e.reveals for e in twin_events):
        return
    stats["silent"] += 1
    for lang in LANGS:
        assert _public_lines(twin_events, lang, name_of) == _public_lines(events, lang, name_of), \
            f"public log line of {move!r} depends on hidden information"
        a = present.outcome_text(Outcome(table=row, state=after, events=events), lang, name_of)
        b = present.outcome_text(Outcome(table=row, state=twin_after, events=twin_events), lang, name_of)
        assert a == b, f"channel message of {move!r} depends on hidden information"
    assert _dump(game.view(twin_after, None)) == _dump(game.view(after, None)), \
        f"public view after {move!r} depends on hidden information"
    _check_move_for_spectators(game, state, seat, move, after, events, row, name_of, rnd)


def _public_outcome(game, after, events, row, name_of) -> str:
    lines = {lang: present.outcome_text(Outcome(table=row, state=after, events=events), lang, name_of)
             for lang in LANGS}
    return _dump([lines, game.view(after, None)])


def _check_move_for_spectators(game, state, seat, move, after, events, row, name_of, rnd) -> None:
    """The mover's own secrets (e.g. which card it handed on) must not reach spectators either. On the spectator's
    twin the mover holds other secrets, so the same move id may not exist there; but since a spectator cannot tell the
    two states apart, some move of the mover on the twin must produce exactly the same public outcome."""
    twin = game.hidden_twin(state, rnd.randrange(2**31), None)
    want = _public_outcome(game, after, events, row, name_of)
    offered = [m.id for m in game.legal_moves(twin, seat)]
    first = move.split()[0]
    offered.sort(key=lambda m: (m != move, m.split()[0] != first))  # the same id, then the same verb, first
    for candidate in offered[:400]:
        t_after, t_events = game.apply(twin, seat, candidate)
        if not any(e.reveals for e in t_events) and _public_outcome(game, t_after, t_events, row, name_of) == want:
            return
    raise AssertionError(f"the public outcome of {move!r} (nothing revealed) tells spectators something hidden: "
                         f"no move of seat {seat} on an indistinguishable state gives it")


def test_every_game_with_hidden_information_is_checked():
    hidden = [g for g in GAME_IDS if registry.get(g).has_hidden_information]
    assert "passgame" in hidden and len(hidden) >= 2
