"""A learner's hint tells nothing beyond the asker's own view (issue 30).

For every game with hidden information, the hint's whole text (untimed, a fixed seed, both languages) for the acting
seat is byte for byte the same on the true state and on hidden twins that re-deal everything that seat cannot see
(other hands, the deck, others' face-down picks): any hidden value reaching the advice would make the texts differ.
And a seat that is not acting is refused, whatever it could have learnt.
"""
from __future__ import annotations

import random

import pytest

from bot.tables.hints import Hints
from bot.tables.present import plain_names
from games import registry
from games.ai import worlds
from games.core.errors import GameError
from tests.ai.test_search import positions
from tests.fuzz.common import fake_row

HIDDEN = [g for g in tuple(registry.shipped())
          if registry.get(g).has_hidden_information]
POSITIONS = 3


class Table(Hints):
    """Just what the hint asks of the service: the live table and its state (no worker pool: the small untimed
    search of ``hints.QUICK`` in a thread, reproducible), with the service's hint use cases."""

    def __init__(self, row, state):
        self.row, self.state = row, state

    async def live(self, channel_id):
        return self.row

    async def state_of(self, row):
        return self.state


def _row(game_id: str, lang: str):
    row = fake_row(game_id, 2, lang=lang)
    row.flags = {"hints": True}
    return row


async def _hint(row, state, seat, lang) -> str:
    return await Table(row, state).hint(row.channel_id, row.seats[seat].user_id, lang, plain_names(row))


@pytest.mark.parametrize("game_id", HIDDEN)
async def test_the_hint_is_the_same_on_every_hidden_twin(game_id):
    game = registry.get(game_id)
    rng = random.Random(f"hint-leaks:{game_id}")
    compared = 0
    for state, seat in positions(game_id, 2, seed=13, every=4):
        if len(worlds.own_moves(game, state, seat)) < 2:
            continue
        for lang in ("pl", "en"):
            row = _row(game_id, lang)
            mine = await _hint(row, state, seat, lang)
            assert mine.count("\n") >= 2  # the heading, at least one move, the footnote
            twin = game.hidden_twin(state, rng.getrandbits(32), seat)  # a new re-deal for each language
            assert await _hint(row, twin, seat, lang) == mine
        compared += 1
        if compared >= POSITIONS:
            break
    assert compared == POSITIONS


@pytest.mark.parametrize("game_id", HIDDEN)
async def test_a_seat_that_is_not_acting_is_refused(game_id):
    game = registry.get(game_id)
    for state, _seat in positions(game_id, 2, seed=17):
        idle = [s for s in range(2) if s not in game.actors(state)]
        if idle:
            row = _row(game_id, "en")
            with pytest.raises(GameError) as err:
                await _hint(row, state, idle[0], "en")
            assert err.value.key == "bot-err-hint-not-your-turn"
            return
    pytest.skip("every seat acts at once throughout this game")
