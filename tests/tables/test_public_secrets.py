"""Secrets: the public picture and the channel text never depend on hidden information (DR-12.2, DR-12.3)."""
from __future__ import annotations

import random

from bot.store import Seat, TableRow
from bot.tables import Outcome, present
from games.dragons import GAME
from tests.games.dragons.helpers import random_playout
from tests.games.dragons.test_secrets import _hidden_kinds_differ, _twin


def _row(players: int) -> TableRow:
    return TableRow(id=1, guild_id="g", channel_id="c", game="dragons", options={}, owner_id="u0", lang="pl",
                    status="active", seed=1, version=1, actors=[], created_at=0, updated_at=0,
                    seats=[Seat(i, f"u{i}", f"Gracz {i}") for i in range(players)])


def test_public_image_and_text_are_identical_when_only_hidden_cards_differ():
    checked = 0
    for seed in range(3):
        r = random.Random(seed)
        players = 2 + seed
        row = _row(players)
        name_of = present.plain_names(row)

        def step(before, seat, move, after, events, r=r, row=row, name_of=name_of):
            nonlocal checked
            if r.random() > 0.15:
                return
            twin = _twin(before, r, with_drawn=True)
            same_drawn = before["drawn"] is not None and twin["drawn"] == before["drawn"]
            if not _hidden_kinds_differ(before, twin) or same_drawn:
                return
            checked += 1
            assert present.public_png(row, before) == present.public_png(row, twin)
            twin_after, twin_events = GAME.apply(twin, seat, move)
            if not any(e.reveals for e in events):      # a move that reveals shows different cards, by design
                a = present.outcome_text(Outcome(table=row, state=after, events=events), "pl", name_of)
                b = present.outcome_text(Outcome(table=row, state=twin_after, events=twin_events), "pl", name_of)
                assert a == b

        random_playout(players, {"attack": True}, seed, on_step=step)
    assert checked > 20


def test_drawn_card_never_in_public_text_but_in_the_drawers():
    state = GAME.setup(2, GAME.normalize_options({}), 3)
    for seat in (0, 1):
        state, _ = GAME.apply(state, seat, "reveal 1")
    seat = next(iter(GAME.actors(state)))
    after, events = GAME.apply(state, seat, "draw")
    row = _row(2)
    name_of = present.plain_names(row)
    public = present.outcome_text(Outcome(table=row, state=after, events=events), "en", name_of)
    mine = present.outcome_text(Outcome(table=row, state=after, events=events), "en", name_of, viewer=seat)
    secret = [e for e in events if e.to == seat]
    assert secret and present.event_lines(secret, seat, "en", name_of)[0] in mine
    assert present.event_lines(secret, seat, "en", name_of)[0] not in public
    assert GAME.view(after, None)["drawn"] == {"by": seat, "card": None}
    assert GAME.view(after, 1 - seat)["private"] is None
    assert present.private_text(row, after, seat, "en", name_of)
    assert present.private_text(row, after, 1 - seat, "en", name_of) is None
