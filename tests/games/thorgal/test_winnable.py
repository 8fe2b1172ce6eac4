"""TG-END-1 (victory): the adventure can be won. Each ``tests/fixtures/thorgal/win-<difficulty>.json`` holds a
winning game's log (seed, players, options, moves [seat, move]) played by the scripted team
(``tests.support.thorgal_team``, docs/thorgal-difficulty.md); replayed through the game contract it must end in
victory: the state's result is a win read from the adventure's victory paragraph (¶12, TG-END-1/TG-END-5), and every
seat wins. The last test keeps the team itself working: its game ends by the rules (TG-END-2)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.thorgal import atlas
from games.thorgal.game import GAME
from games.thorgal.setup import DIFFICULTIES
from tests.support.thorgal_team import play

FIXTURES = sorted((Path(__file__).resolve().parents[2] / "fixtures" / "thorgal").glob("win-*.json"))


def _replay(path: Path) -> tuple[dict, dict]:
    log = json.loads(path.read_text(encoding="utf-8"))
    state = GAME.setup(log["players"], log["options"], log["seed"])
    for seat, move in log["moves"]:
        assert not GAME.is_over(state), f"the game ended before move {move!r}"
        state, _ = GAME.apply(state, seat, move)
    return state, log


def test_tg_end_1_a_stored_win_exists_for_every_difficulty():
    assert {p.name for p in FIXTURES} >= {f"win-{level}.json" for level in DIFFICULTIES}


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_tg_end_1_the_stored_winning_game_replays_to_victory(path):
    state, log = _replay(path)
    assert log["options"]["difficulty"] == path.stem.removeprefix("win-")
    assert GAME.is_over(state)
    assert state["result"]["outcome"] == "win"
    victory = atlas.adventure(state)["adventure_board"]["victory"]["paragraph"]
    assert state["result"]["paragraph"] == victory and victory in state["read_paragraphs"]
    assert set(range(log["players"])) <= set(GAME.result(state).winners)


def test_tg_end_2_the_scripted_team_plays_a_game_to_its_end():
    state, log = play(5, "easy")
    assert GAME.is_over(state) and state["result"]["outcome"] in ("win", "loss")
    assert state["result"]["paragraph"] in state["read_paragraphs"] or state["result"]["reason"] == "hero_dies"
    assert log["moves"] and log["options"]["difficulty"] == "easy"
