"""A table's own flags (issue 30): typed with the game's options at creation, split off before the game sees them,
stored beside the table on both engines, read with their defaults by an older table; a bad value is refused."""
from __future__ import annotations

import pytest

from bot.store import Storage
from bot.tables import Settings, TableService, table_options
from games.core import i18n
from games.core.errors import GameError
from tests.support.engines import backend  # noqa: F401 - both engines here


@pytest.fixture
async def svc(db_target):
    db = await Storage(db_target).open()
    yield TableService(db, Settings(create_cooldown=0), clock=lambda: 1_000_000.0, seed_source=lambda: 42)
    await db.close()


def test_flags_are_split_off_in_either_language():
    rest, flags = table_options.split_flags({"hints": "tak", "standins_rated": "off", "rounds": "3"})
    assert rest == {"rounds": "3"} and flags == {"hints": True, "standins_rated": False}
    assert table_options.split_flags({"mode": "x"}) == ({"mode": "x"}, {})


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_a_flag_that_is_neither_yes_nor_no_is_refused_with_its_name(lang):
    with pytest.raises(GameError) as err:
        table_options.split_flags({"hints": "maybe"})
    text = i18n.render(err.value.msg(), lang)
    assert "hints" in text and "maybe" in text


async def test_flags_are_stored_with_the_table_and_default_when_unset(svc):
    row = await svc.create(guild_id="g", channel_id="c1", user_id="u0", name="Ala", game_id="dragons",
                           options={"hints": "on"})
    assert row.flags == {"hints": True} and row.options == (await svc.db.table(row.id)).options
    assert table_options.flag(row, "hints") and table_options.flag(row, "standins_rated")
    assert table_options.changed(row) == ["hints"]
    plain = await svc.create(guild_id="g", channel_id="c2", user_id="u1", name="Ola", game_id="dragons")
    assert plain.flags == {} and not table_options.flag(plain, "hints") and table_options.changed(plain) == []
    with pytest.raises(GameError):
        await svc.create(guild_id="g", channel_id="c3", user_id="u2", name="Ela", game_id="dragons",
                         options={"standins_rated": "perhaps"})
    assert await svc.db.live_table("c3") is None
