"""/privacy (/prywatnosc) through the Discord stand-in: the note in the reader's language, the export by DM (or
attached to the private answer when DMs are closed), the erase after its confirmation button, and its refusal at a
live table."""
from __future__ import annotations

import json

from tests.support.discord_helpers import attachment, custom_ids, shown


async def test_the_note_is_private_and_in_the_readers_language(world, locales):
    locales[world.alice.id] = "pl"
    r = await world.alice.slash(world.channel, "privacy info")
    assert r.ephemeral and "Twoje dane w Planszy" in shown(r.response) and "/prywatnosc eksport" in shown(r.response)
    r = await world.bob.slash(world.channel, "privacy info")
    assert r.ephemeral and "Your data in Plansza" in shown(r.response) and "as long as the bot runs" in \
        shown(r.response)


async def test_export_by_dm_or_here_when_dms_are_closed(world, service):
    await world.alice.slash(world.channel, "create", game="passgame")
    await world.bob.slash(world.channel, "join")
    await world.alice.slash(world.channel, "start")
    r = await world.alice.slash(world.channel, "privacy export")
    assert r.ephemeral and "direct messages" in (shown(r.followups[-1]) if r.followups else shown(r.response))
    dm = world.alice.user.dm_channel.last_message
    doc = json.loads(await attachment(dm))
    assert doc["format"] == "plansza-personal-data" and doc["user_id"] == str(world.alice.id)
    assert doc["tables"][0]["seat"] == 1 and doc["tables"][0]["view"]["private"] is not None
    closed = world.env.backend.get_dm_channel(world.bob.id)
    world.env.inject_error("POST", f"/channels/{closed.id}/messages", status=403, code=50007,
                           message="Cannot send messages to this user", times=None)
    r = await world.bob.slash(world.channel, "privacy export")
    answer = r.followups[-1] if r.followups else r.response
    assert r.ephemeral and "only you can see it" in shown(answer)
    assert json.loads(await attachment(answer))["user_id"] == str(world.bob.id)


async def test_erase_asks_first_and_is_refused_at_a_live_table(world, service):
    await world.alice.slash(world.channel, "create", game="passgame")
    await world.bob.slash(world.channel, "join")
    r = await world.bob.slash(world.channel, "privacy erase")
    assert r.ephemeral and "/leave" in shown(r.response) and not r.response.components
    await world.bob.slash(world.channel, "leave")
    await service.set_dm_mode(str(world.bob.id), "hand")
    r = await world.bob.slash(world.channel, "privacy erase")
    assert r.ephemeral and "cannot be undone" in shown(r.response)
    erase, keep = sorted(custom_ids(r.response))
    assert (erase, keep) == ("plansza:privacy:erase", "plansza:privacy:keep")
    r2 = await world.bob.click(r.response, custom_id=keep)
    assert "Nothing was erased" in shown(r2.response)
    assert await service.reader_prefs([str(world.bob.id)])
    r = await world.bob.slash(world.channel, "privacy erase")
    r2 = await world.bob.click(r.response, custom_id=erase)
    assert "your data is erased" in shown(r2.response)
    assert await service.db.traces(str(world.bob.id)) == []


async def test_a_finished_game_reads_on_after_an_erase(world, service):
    ch = world.channel
    await world.alice.slash(ch, "create", game="passgame")
    await world.bob.slash(ch, "join")
    await world.alice.slash(ch, "start")
    for _ in range(40):
        row, state = await service.table(str(ch.id))
        if row.status != "active":
            break
        user = row.user_of(state["turn"])
        _, legal = await service.legal_moves(str(ch.id), user)
        await service.play(str(ch.id), user, sorted(m.id for m in legal)[-1])
    assert (await service.table(str(ch.id)))[0].status == "finished"
    r = await world.alice.slash(ch, "privacy erase")
    r2 = await world.alice.click(r.response, custom_id="plansza:privacy:erase")
    assert "your data is erased" in shown(r2.response)
    r = await world.bob.slash(ch, "history")
    assert r.ephemeral and "Player 1" in shown(r.response) and "alice" not in shown(r.response)
    r = await world.bob.slash(ch, "table")
    assert r.ephemeral and "alice" not in shown(r.response)
    assert await service.db.traces(str(world.alice.id)) == []
