"""DC-11 (spirits at the turn's end), issue 52: the private summary's "Next:" never offers what cannot be done: at
the end of a turn it says "spirits or confirm" only while a spirit may still be used, else "confirm the turn"."""
from __future__ import annotations

from games import registry
from games.core import i18n
from games.dragon_castle.legal import spirit_moves
from games.dragon_castle.turns import preview
from tests.core.test_no_raw_ids import positions


def test_dc_11_next_step_at_the_turn_s_end_says_only_what_can_be_done():
    game = registry.get("dragon_castle")
    seen = {True: 0, False: 0}
    for players in (2, 3, 4):
        for state in positions(game, players, 40 + players, every=1, limit=400):
            seat = state["active"]
            view = game.view(state, seat)
            private = view.get("private") or {}
            if "preview" not in private or private["preview"]["turn"]["stage"] != "end":
                continue
            text = i18n.render(game.presentation.private_summary(view), "en")
            can = bool(spirit_moves(preview(state), seat, "end"))  # on the board after the pending steps
            assert private["preview"]["turn"]["next"] == ("end" if can else "confirm")  # the picture's and the text's
            assert ("Next: spirits or confirm." in text) == can and ("Next: confirm the turn." in text) != can
            seen[can] += 1
    assert seen[False] > 0 and seen[True] > 0, seen  # both cases met (the issue's: no spirit usable)
