"""Words fit the moment they arrive (issue 52, point 5): a private line that says a choice "can still change" is
sent only while it can. The last plan of a Bunny Kingdom round (or the last pick of a draft) ends the round at
once: its player is never told "Your plan … is submitted. You can still change it until everyone is done."

Over seeded random games of every shipped game, each private line of a move is read in English and Polish; one
that promises a change must come from a move after which the same phase goes on and its reader may still act.
"""
from __future__ import annotations

import random

import pytest

from bot.ops.bench_games import playout
from games import registry
from games.core import i18n

PROMISES = ("can still change", "możesz go jeszcze zmienić")


@pytest.mark.parametrize("gid", registry.shipped())
def test_a_private_line_promises_a_change_only_while_it_can_be_made(gid):
    game = registry.get(gid)
    players = max(3, game.min_players)
    promised = []

    def step(state, seat, move, after, events):
        for e in events:
            if e.to is None:
                continue
            text = " ".join(i18n.render(e.msg, lang).lower() for lang in ("en", "pl"))
            if any(p in text for p in PROMISES):
                promised.append(move)
                assert after["phase"] == state["phase"] and game.may_act(after, e.to), \
                    f"{gid}: {i18n.render(e.msg, 'en')!r} after the phase ended"

    for seed in range(3):
        state = game.setup(players, game.normalize_options({}), 700 + seed)
        playout(game, state, random.Random(f"moment:{gid}:{seed}"), limit=400, on_step=step)
    if gid == "bunny_kingdom":
        assert len(promised) > 10
