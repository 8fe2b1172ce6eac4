"""Contract checks shared by the fuzz, leak and load tests; generic over every game."""
from __future__ import annotations

import json
import random

from games.core import i18n
from games.core.contract import Msg, P, Rules
from games.core.errors import GameError

LANGS = ("en", "pl")


def text_of(m: Msg, lang: str) -> str:
    """Render ``m`` in ``lang`` and fail on anything a player would see as broken: a key missing from the catalog or
    a placeholder the message needs but was not given (Fluent reports it as an error)."""
    bundle = i18n.bundles()[lang]
    assert bundle.has_message(m.key), f"message key {m.key!r} missing in the {lang} catalog"
    message = bundle.get_message(m.key)
    assert message.value is not None, m.key
    params = i18n.case_params(m, {k: _param(v, lang) for k, v in m.params.items()}, lang)
    text, errors = bundle.format_pattern(message.value, params)
    assert not errors, (m.key, m.params, errors)
    assert text.strip(), m.key
    return text


def _param(v, lang: str):
    if isinstance(v, Msg):
        return text_of(v, lang)
    if isinstance(v, P):
        return f"Gracz {v.seat + 1}"
    if isinstance(v, (list, tuple)):
        return ", ".join(str(_param(x, lang)) for x in v)
    return v


def assert_reason(err: GameError) -> None:
    """A refusal carries a message key that exists in both languages (and renders with its parameters)."""
    assert isinstance(err.key, str) and err.key
    for lang in LANGS:
        text_of(err.msg(), lang)


def frozen(state: dict) -> str:
    return json.dumps(state, sort_keys=True)


def light_check(game: Rules, state: dict, players: int) -> set[int]:
    """Cheap invariants checked after every single move: the game's own conservation laws, exact JSON round-trip,
    actors are seats, the game is over exactly when nobody must act, and every actor has a legal move."""
    game.check_invariants(state)
    assert json.loads(json.dumps(state)) == state, "state does not round-trip through JSON"
    actors = set(game.actors(state))
    assert actors <= set(range(players)), actors
    finished = game.result(state).finished
    assert finished == (not actors), f"finished={finished} but actors={sorted(actors)}"
    for seat in actors:
        assert game.legal_moves(state, seat), f"seat {seat} must act but has no legal move"
    return actors


def full_check(game: Rules, state: dict, players: int, rnd: random.Random) -> None:
    """Everything in :func:`light_check`, plus: move ids are unique, normalized and short enough; labels render in
    both languages; views have the required keys and round-trip; ``apply`` accepts a sample of the offered moves for
    every seat that is offered any, without touching its input; seats with nothing offered are refused."""
    light_check(game, state, players)
    before = frozen(state)
    for seat in range(players):
        moves = game.legal_moves(state, seat)
        ids = [m.id for m in moves]
        assert len(ids) == len(set(ids)), f"duplicate move ids for seat {seat}"
        for mid in ids:
            assert mid == " ".join(mid.split()) and 0 < len(mid) <= 200, repr(mid)
        for m in rnd.sample(moves, min(2, len(moves))):
            text_of(m.label, rnd.choice(LANGS))
        for m in rnd.sample(moves, min(1, len(moves))):
            new, events = game.apply(state, seat, m.id)
            game.check_invariants(new)
            for e in events:
                assert e.to is None or 0 <= e.to < players
                text_of(e.msg, rnd.choice(LANGS))
        if not moves:
            probe = rnd.choice([m.id for s in range(players) for m in game.legal_moves(state, s)] or ["x"])
            try:
                game.apply(state, seat, probe)
            except GameError as err:
                assert_reason(err)
            else:
                raise AssertionError(f"seat {seat} has no legal move but {probe!r} was accepted")
    for seat in [None, *range(players)]:
        v = game.view(state, seat)
        assert v["game"] == game.id and v["seat"] == seat and "private" in v, sorted(v)
        assert json.loads(json.dumps(v)) == v, "view does not round-trip through JSON"
    assert game.view(state, None)["private"] is None
    assert frozen(state) == before, "a check changed the state: apply/view/legal_moves mutate their input"
