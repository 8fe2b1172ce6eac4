"""A refusal says who and what, never a rule code (issue 52): "not your turn" names whose turn it is, in the
reader's language; the rule ID stays on the error for the tests and the logs."""
from __future__ import annotations

import pytest

from bot.store import Storage
from bot.tables import TableService
from bot.tables.config import Settings
from bot.tables.present import error_text
from games.core.errors import GameError


@pytest.fixture
async def svc(tmp_path, clock, passgame):
    db = await Storage(str(tmp_path / "refusals.sqlite3")).open()
    yield TableService(db, Settings(create_cooldown=0), clock=clock, seed_source=lambda: 3)
    await db.close()


async def _table(svc):
    await svc.create(guild_id="g", channel_id="c1", user_id="u0", name="Ala", game_id="passgame")
    await svc.join("c1", "u1", "Bartek")
    await svc.start("c1", "u0")


async def test_not_your_turn_names_whose_turn_it_is(svc, passgame):
    await _table(svc)
    row, state = await svc.table("c1")
    waiting = sorted(passgame.actors(state))
    other = next(s for s in range(2) if s not in waiting)
    card = state["hands"][other][0]
    with pytest.raises(GameError) as refused:
        await svc.play("c1", row.user_of(other), f"play {card}")
    err = refused.value
    assert err.key == "core-err-turn-of" and err.rule == passgame.turn_rule  # the rule kept, for the logs
    name = row.names[waiting[0]]
    assert error_text(err, "pl") == f"Teraz ruch ma {name}."
    assert error_text(err, "en") == f"It is not your turn: it is {name}'s."
    assert (await svc.table("c1"))[0].version == row.version  # the table as it was


def test_no_refusal_ends_with_a_rule_code():
    err = GameError("core-err-unknown-move", rule="DR-4.2", move="dance")
    for lang in ("pl", "en"):
        text = error_text(err, lang)
        assert "DR-4.2" not in text and "(rule" not in text and "(zasada" not in text
