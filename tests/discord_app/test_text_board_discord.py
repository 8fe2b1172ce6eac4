"""``/table view:text`` (issue 55): the whole board as structured text, for a screen reader. Privately in the reader's
language with their own secret first; with ``post`` for everyone, in the table's language, without any secret."""
from __future__ import annotations

from bot.tables import present
from tests.support.discord_helpers import shown


async def test_the_board_in_text_privately_with_the_secret_and_for_everyone_without(world, service, locales):
    ch = world.channel
    await world.alice.slash(ch, "create", game="passgame")
    await world.bob.slash(ch, "join")
    await world.alice.slash(ch, "start")
    row, state = await service.table(str(ch.id))
    secret = present.private_text(row, state, 1, "en", present.plain_names(row))
    assert secret
    r = await world.bob.slash(ch, "table", view="text")
    assert r.ephemeral and not r.response.attachments
    text = "\n".join([shown(r.response), *(shown(f) for f in r.followups)])
    assert text.startswith("**Pass (test game)**") and "### For your eyes only" in text and secret in text
    posts = len(world.channel.history())
    r = await world.carol.slash(ch, "table", view="text", post=True)  # a spectator posts it for everyone
    assert not r.ephemeral and len(world.channel.history()) == posts + 1
    assert "For your eyes only" not in shown(r.response) and secret not in shown(r.response)


async def test_a_real_board_in_text_in_polish_by_slot(world, service, locales):
    ch = world.channel
    locales[world.alice.id] = "pl"
    await world.alice.slash(ch, "create", game="dragons")
    await world.bob.slash(ch, "join")
    await world.alice.slash(ch, "start")
    r = await world.alice.slash(ch, "table", view="text")
    text = "\n".join([shown(r.response), *(shown(f) for f in r.followups)])
    assert text.startswith("**Smoki**") and "### Teraz" in text
    assert text.count("Miejsce 1:") == 2 and text.count("Miejsce 6:") == 2  # each dream, slot by slot
    assert all(len(m) <= 2000 for m in [shown(r.response), *(shown(f) for f in r.followups)])
