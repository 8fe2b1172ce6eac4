"""Issue 29, point 4 over the wire: the personal commands in the DM with the bot (a server install and a user install),
answered only through the interaction, by the real bot against the fake Discord; the table commands not offered
there."""
from __future__ import annotations

import pytest

from tests.fake_discord import EPHEMERAL, LOADING
from tests.fake_discord.components_v2 import said

PNG = b"\x89PNG\r\n\x1a\n"


async def _answer(fake, interaction) -> dict:
    """The interaction's answer once it is final (a deferred one edited from its "thinking…")."""
    await fake.wait_for(lambda: interaction.original_id is not None
                        and not fake.messages[interaction.original_id]["flags"] & LOADING)
    return fake.messages[interaction.original_id]


async def _started(fake, world, service) -> None:
    for cmd, user in (("create", world.alice), ("join", world.bob), ("start", world.alice)):
        done = await fake.slash(cmd, user=user, channel=world.channel,
                                options={"game": "passgame"} if cmd == "create" else None)
        await fake.wait_for(lambda done=done: done.acknowledged)
    await fake.wait_for(lambda: len(fake.dms_to(world.alice)) >= 1)
    _, moves = await service.legal_moves(str(world.channel), str(world.alice))
    played = await fake.slash("play", user=world.alice, channel=world.channel,
                              options={"move": next(m.id for m in moves if m.id.startswith("give"))})
    await _answer(fake, played)
    await fake.wait_for(lambda: any("Now: bob" in said(m)  # the move's post, delivered from the outbox
                                    for m in fake.channel_messages(world.channel, public_only=True))
                        and len(fake.dms_to(world.bob)) >= 2)


@pytest.mark.parametrize("user_install", (False, True))
async def test_mygames_and_history_in_a_dm(fake, world, bot, service, user_install):
    await _started(fake, world, service)
    public = len(fake.channel_messages(world.channel, public_only=True))
    dm = fake.add_dm_channel(world.alice)
    dms = len(fake.channel_messages(dm, public_only=True))

    mine = await _answer(fake, await fake.slash("mygames", user=world.alice, dm=True, user_install=user_install))
    assert mine["flags"] & EPHEMERAL and f"Pass (test game) in <#{world.channel}>" in said(mine)

    history = await _answer(fake, await fake.slash("history", user=world.alice, dm=True, user_install=user_install,
                                                   locale="pl"))
    assert history["flags"] & EPHEMERAL
    assert "**Podaj dalej (gra testowa)** · ruchy 1–1 z 1" in said(history)

    typed = await fake.autocomplete("history", "table", "", user=world.alice, channel=dm)
    await fake.wait_for(lambda: typed.choices is not None)
    assert [c["name"] for c in typed.choices] == ["Pass (test game) · #planszowki"]
    picture = await _answer(fake, await fake.slash(
        "history", user=world.alice, dm=True, user_install=user_install,
        options={"table": typed.choices[0]["value"], "move": 1}))
    assert picture["flags"] & EPHEMERAL and "The table after move 1 of 1." in said(picture)
    assert fake.file_of(picture["attachments"][0]).startswith(PNG)

    # answered through the interaction only: nothing new at the table, no message of the bot's own in the DM
    assert len(fake.channel_messages(world.channel, public_only=True)) == public
    assert len(fake.channel_messages(dm, public_only=True)) == dms
    with pytest.raises(AssertionError, match="not offered"):
        await fake.slash("play", user=world.alice, dm=True, user_install=user_install, options={"move": "pass"})
