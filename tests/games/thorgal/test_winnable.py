"""TG-END-1 (victory): the adventure can be won. Each ``tests/fixtures/thorgal/win-<difficulty>.json`` holds a
winning game's log (seed, players, options, moves [seat, move]); replayed through the game contract it must end in
victory: the state's result is a win read from the victory paragraph (¶12, TG-END-1/TG-END-5).

No fixture is stored yet: the scripted team (``tests.support.thorgal_team``) has not won a game so far
(docs/thorgal-difficulty.md); the replay test comes with the first one. The test below keeps the team itself
working: its game ends by the rules (TG-END-2), with the paragraph that ends it read."""
from __future__ import annotations

from games.thorgal.game import GAME
from tests.support.thorgal_team import play


def test_tg_end_2_the_scripted_team_plays_a_game_to_its_end():
    state, log = play(5, "easy")
    assert GAME.is_over(state) and state["result"]["outcome"] in ("win", "loss")
    assert state["result"]["paragraph"] in state["read_paragraphs"]
    assert log["moves"] and log["options"]["difficulty"] == "easy"
