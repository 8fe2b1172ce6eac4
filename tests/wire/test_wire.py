"""Wire-level smoke tests: the real discord.py client and the real bot against the fake Discord server.

Start-up and command sync, slash commands answered with a PNG and a follow-up, DMs (and a blocked DM), button clicks.
Everything goes over real HTTP (JSON and multipart) and a real gateway websocket on 127.0.0.1.
"""
from __future__ import annotations

from bot.tables import present
from tests.fake_discord import EPHEMERAL, LOADING
from tests.fake_discord.components_v2 import controls, said

PNG = b"\x89PNG\r\n\x1a\n"


def public(fake, channel):
    return fake.channel_messages(channel, public_only=True)


def with_file(fake, channel, name="table.png"):
    return [m for m in public(fake, channel) if any(a["filename"] == name for a in m["attachments"])]


async def test_startup_identifies_heartbeats_and_syncs_localized_commands(fake, world, bot):
    identify = next(f for f in fake.received if f["op"] == 2)
    assert identify["d"]["token"] == fake.token and fake.ready_sent == 1
    assert bot.user.id == fake.app_id and bot.get_guild(world.guild) is not None
    synced = {c["name"]: c for c in fake.commands["global"]}  # no dev guild set: global sync
    assert {"create", "join", "start", "play", "table", "hand", "history", "mygames"} <= set(synced)
    assert synced["create"]["name_localizations"]["pl"] == "nowy-stol"
    assert "passgame" in [c["value"] for c in synced["create"]["options"][0]["choices"]]
    await fake.wait_for(lambda: sum(f["op"] == 1 for f in fake.received) >= 2)  # heartbeats, each ACKed
    assert len(fake.sessions) == 1


async def test_slash_commands_answer_with_a_png_a_followup_and_dms(fake, world, bot, service):
    created = await fake.slash("create", user=world.alice, channel=world.channel, options={"game": "passgame"})
    await fake.wait_for(lambda: created.acknowledged)
    assert created.callbacks[0]["type"] == 4
    lobby = fake.messages[created.original_id]
    assert lobby["components"] and not lobby["flags"] & EPHEMERAL
    joined = await fake.slash("join", user=world.bob, channel=world.channel)
    await fake.wait_for(lambda: joined.acknowledged)

    started = await fake.slash("start", user=world.alice, channel=world.channel)
    await fake.wait_for(lambda: with_file(fake, world.channel) and len(fake.dms_to(world.bob)) >= 1
                        and len(fake.dms_to(world.alice)) >= 1)
    assert started.callbacks[0]["type"] == 5 and started.callbacks[0]["data"]["flags"] & EPHEMERAL  # thinking
    original = fake.messages[started.original_id]
    assert not original["flags"] & LOADING and said(original)  # edited with the mover's note
    table_msg = with_file(fake, world.channel)[-1]
    # issue 25: the post comes from the outbox, into the channel, with a nonce of its own (not as a followup)
    assert table_msg["id"] not in map(str, started.followups)
    assert any(m["id"] == table_msg["id"] and n.startswith("o") for (_c, n), (m, _at) in fake.nonces.items())
    row, state = await service.table(str(world.channel))
    png = fake.file_of(table_msg["attachments"][0])
    assert png.startswith(PNG) and png == present.public_png(row, state)
    # alice, who acts first, is told once: by the DM of her hand (with its picker), so the post pings nobody
    assert "<@" not in said(table_msg) and not table_msg["allowed_mentions"].get("users")
    assert "Your secret" in said(fake.dms_to(world.alice)[-1])
    hand = present.private_text(row, state, 1, row.lang, present.plain_names(row))
    assert hand in said(fake.dms_to(world.bob)[-1])  # bob's hand by DM, never in the channel
    assert all(hand not in said(m) for m in public(fake, world.channel))

    # a move through /play: answered ephemerally, then the table's new picture in the channel
    _, moves = await service.legal_moves(str(world.channel), str(world.alice))
    give = next(m.id for m in moves if m.id.startswith("give"))
    before = len(with_file(fake, world.channel))
    played = await fake.slash("play", user=world.alice, channel=world.channel, options={"move": give})
    await fake.wait_for(lambda: len(with_file(fake, world.channel)) > before and len(fake.dms_to(world.bob)) >= 2)
    assert fake.messages[played.original_id]["flags"] & EPHEMERAL
    row, _ = await service.table(str(world.channel))
    assert row.version == 2
    assert give.split()[1] in said(fake.dms_to(world.bob)[-1])  # bob was handed that card: a DM tells him


async def test_autocomplete_offers_the_legal_moves(fake, world, bot, service):
    for cmd, user in (("create", world.alice), ("join", world.bob), ("start", world.alice)):
        options = {"game": "passgame"} if cmd == "create" else None
        done = await fake.slash(cmd, user=user, channel=world.channel, options=options)
        await fake.wait_for(lambda done=done: done.acknowledged)
    await fake.wait_for(lambda: with_file(fake, world.channel))
    typed = await fake.autocomplete("play", "move", "give", user=world.alice, channel=world.channel)
    await fake.wait_for(lambda: typed.choices is not None)
    _, moves = await service.legal_moves(str(world.channel), str(world.alice))
    offered = {c["value"] for c in typed.choices}
    assert offered and offered <= {m.id for m in moves} and all(v.startswith("give") for v in offered)


async def test_a_blocked_dm_becomes_a_channel_notice_without_the_secret(fake, world, bot, service):
    fake.dm_blocked.add(world.bob)
    for cmd, user in (("create", world.alice), ("join", world.bob), ("start", world.alice)):
        options = {"game": "passgame"} if cmd == "create" else None
        done = await fake.slash(cmd, user=user, channel=world.channel, options=options)
        await fake.wait_for(lambda done=done: done.acknowledged)
    # told once, in the start's post (named, not mentioned: no extra ping), without the secret
    await fake.wait_for(lambda: any("bob: I cannot send you direct messages" in said(m)
                                    for m in public(fake, world.channel)) and fake.dms_to(world.alice))
    row, state = await service.table(str(world.channel))
    hand = present.private_text(row, state, 1, row.lang, present.plain_names(row))
    assert not fake.dms_to(world.bob)
    assert all(hand not in said(m) for m in public(fake, world.channel))


async def test_buttons_join_start_and_play_a_move(fake, world, bot, service):
    created = await fake.slash("create", user=world.alice, channel=world.channel, options={"game": "passgame"})
    await fake.wait_for(lambda: created.acknowledged)
    lobby = fake.messages[created.original_id]
    ids = [b["custom_id"] for b in controls(lobby) if b.get("custom_id")]
    join = next(i for i in ids if ":j:" in i)
    start = next(i for i in ids if ":g:" in i)

    clicked = await fake.click(lobby, join, user=world.bob)
    await fake.wait_for(lambda: clicked.acknowledged)
    assert clicked.callbacks[0]["type"] == 4
    row, _ = await service.table(str(world.channel))
    assert [s.user_id for s in row.seats] == [str(world.alice), str(world.bob)]

    go = await fake.click(lobby, start, user=world.alice)
    await fake.wait_for(lambda: with_file(fake, world.channel))
    assert go.acknowledged
    table_msg = with_file(fake, world.channel)[-1]
    quick = [b["custom_id"] for b in controls(table_msg) if b.get("custom_id")]
    assert quick, "the table message has move buttons"

    # walk the buttons until a move is made: a quick button on the table message, then the private step picker
    msg = table_msg
    for _ in range(6):
        buttons = [b["custom_id"] for b in controls(msg) if b.get("custom_id")]
        steps = [c for c in buttons if ":c:" in c] or [c for c in buttons if ":s:" in c or ":q:" in c]
        if not steps:  # the picker says "playing…": the move is being applied
            break
        press = await fake.click(msg, steps[0], user=world.alice)
        await fake.wait_for(lambda press=press: press.acknowledged)
        if press.callbacks[0]["type"] == 4:  # a new private picker
            msg = fake.messages[press.original_id]
            assert msg["flags"] & EPHEMERAL
        elif press.callbacks[0]["type"] == 7:  # the picker updated in place
            msg = fake.messages[int(msg["id"])]
        else:  # deferred: the move is being played
            break
    await fake.wait_for(lambda: len(with_file(fake, world.channel)) >= 2)
    row, _ = await service.table(str(world.channel))
    assert row.version == 2
