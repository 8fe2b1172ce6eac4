"""Issue 27: a user who does not sit at the table and tries a seat-only command (/kick, /replace, /pause) hears that
first, not why the command would otherwise wait (not late enough, the seat, the clocks)."""
from __future__ import annotations

import pytest

from bot.store import Storage
from bot.tables import Settings, TableService, present
from games.core.errors import GameError


@pytest.fixture
async def svc(tmp_path, clock, passgame):
    db = await Storage(str(tmp_path / "k.sqlite3")).open()
    service = TableService(db, Settings(create_cooldown=0, live_tables_base=100), clock=clock, seed_source=lambda: 3)
    await service.create(guild_id="g", channel_id="c", user_id="u0", name="Ala", game_id="passgame")
    await service.join("c", "u1", "Bartek")
    await service.join("c", "u2", "Cela")
    await service.start("c", "u0")
    yield service
    await db.close()


async def _error(call) -> GameError:
    with pytest.raises(GameError) as info:
        await call
    return info.value


@pytest.mark.parametrize("lang, words", [("pl", "Nie siedzisz przy tym stole."),
                                         ("en", "You are not seated at this table.")])
async def test_an_outsider_kicking_hears_they_do_not_sit_here(svc, lang, words):
    err = await _error(svc.expel("c", "outsider", "u1"))  # u1's deadline has not passed: not late yet
    assert err.key == "bot-err-not-seated"
    assert present.error_text(err, lang) == words
    err = await _error(svc.expel("c", "u2", "u1"))  # a seated player is still told the kick is too early
    assert err.key != "bot-err-not-seated"


async def test_an_outsider_replacing_or_pausing_hears_they_do_not_sit_here(svc):
    assert (await _error(svc.replace("c", "outsider", 9, None, None))).key == "bot-err-not-seated"
    assert (await _error(svc.replace("c", "outsider", 2, "u1", "Bartek"))).key == "bot-err-not-seated"
    await svc.pause("c", "u0")  # the owner pauses at once
    assert (await _error(svc.pause("c", "outsider"))).key == "bot-err-not-seated"
