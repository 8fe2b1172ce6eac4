"""Select menus over the wire (issue 9): the stand-in sends component type 3 interactions with values, and the
menu-driven flows of the games work through the real discord.py client: a Bunny Kingdom pick from the DM's menu
(two cards in one menu), and a whole Dragon Castle turn (the castle tile from a menu, the action button, the
placement menu, the confirm button), each ending in the channel's one post for the turn."""
from __future__ import annotations

from tests.fake_discord import EPHEMERAL
from tests.fake_discord.components_v2 import controls, said

PNG_NAME = "table.png"


def components(msg: dict) -> list[dict]:
    return controls(msg)


def pictures(fake, channel) -> list[dict]:
    return [m for m in fake.channel_messages(channel, public_only=True)
            if any(a["filename"] == PNG_NAME for a in m["attachments"])]


async def press_to(fake, msg: dict, move_id: str, user: int, service, channel) -> None:
    """Walk the components from ``msg`` to the whole move ``move_id`` (menus and buttons only)."""
    tokens = move_id.split()
    version = (await service.table(str(channel)))[0].version
    for _ in range(2 * len(tokens) + 4):
        items = components(msg)
        done = f"plansza:1:c:{move_id}"
        menu = None
        for c in items:
            if c.get("type") != 3:
                continue
            prefix = c["custom_id"].split(":")[3].split()
            if tokens[:len(prefix)] == prefix and len(tokens) > len(prefix):
                menu = (c, prefix)
        if any(c.get("custom_id") == done for c in items):
            rec = await fake.click(msg, done, user=user)
        elif menu is not None:
            c, prefix = menu
            want = tokens[len(prefix):len(prefix) + c.get("max_values", 1)]
            rec = await fake.select(msg, c["custom_id"], want, user=user)
        else:
            steps = [c["custom_id"] for c in items if c.get("type") == 2 and c["custom_id"].split(":")[2] in "qs"
                     and tokens[:len(c["custom_id"].split(":")[3].split())] == c["custom_id"].split(":")[3].split()
                     and c["custom_id"].split(":")[3]]
            assert steps, (move_id, [c.get("custom_id") for c in items], said(msg))
            rec = await fake.click(msg, max(steps, key=len), user=user)
        await fake.wait_for(lambda rec=rec: rec.acknowledged)
        await fake.settle()  # the bot finishes what the press started (a move is applied after the ack)
        if (await service.table(str(channel)))[0].version != version:
            return
        kind = rec.callbacks[0]["type"]
        msg = fake.messages[rec.original_id] if kind == 4 else fake.messages[int(msg["id"])]
        assert kind != 4 or msg["flags"] & EPHEMERAL
    raise AssertionError(f"could not reach {move_id}")


async def start(fake, world, game: str) -> None:
    for cmd, user in (("create", world.alice), ("join", world.bob), ("start", world.alice)):
        options = {"game": game} if cmd == "create" else None
        rec = await fake.slash(cmd, user=user, channel=world.channel, options=options)
        await fake.wait_for(lambda rec=rec: rec.acknowledged)
    await fake.wait_for(lambda: pictures(fake, world.channel))


async def test_bunny_kingdom_pick_from_the_dm_menu_over_the_wire(fake, world, bot, service):
    await start(fake, world, "bunny_kingdom")
    await fake.wait_for(lambda: fake.dms_to(world.alice) and fake.dms_to(world.bob))
    for user in (world.alice, world.bob):
        dm = fake.dms_to(user)[-1]
        assert any(c.get("type") == 3 for c in components(dm)), "the hand comes with a menu"
        _, moves = await service.legal_moves(str(world.channel), str(user))
        await press_to(fake, dm, moves[0].id, user, service, world.channel)
    await fake.wait_for(lambda: len(pictures(fake, world.channel)) >= 2)  # the reveal: one post with the picture
    row, _ = await service.table(str(world.channel))
    assert row.version == 3 and await service.verify(row.id)


async def test_a_dragon_castle_turn_through_menus_over_the_wire(fake, world, bot, service):
    await start(fake, world, "dragon_castle")
    row, state = await service.table(str(world.channel))
    seat = state["active"]
    mover = world.alice if row.user_of(seat) == str(world.alice) else world.bob
    msg = pictures(fake, world.channel)[-1]  # from the turn's post: its "Take a tile" button, then private pickers
    kinds = []
    for _ in range(12):
        _, moves = await service.legal_moves(str(world.channel), row.user_of(seat))
        ids = [m.id for m in moves if m.id != "undo"]
        if not ids:
            break
        usual = ("take ", "shrine", "place ", "merge ", "build", "confirm")
        move = next((m for m in ids if m.startswith(usual)), ids[0])
        kinds.append(move.split()[0])
        await press_to(fake, msg, move, mover, service, world.channel)
        if move == "confirm":
            break

        def newest() -> dict:
            return max((m for m in fake.messages.values() if m["flags"] & EPHEMERAL), key=lambda m: int(m["id"]))

        # the private picker of the next step: its "⏳ Playing…" is edited into it once the move is applied (on a
        # busy machine that edit may come after the bot has been quiet for a moment)
        await fake.wait_for(lambda: components(newest()))
        msg = newest()
    assert kinds[0] == "take" and "place" in kinds and kinds[-1] == "confirm", kinds
    await fake.wait_for(lambda: len(pictures(fake, world.channel)) >= 2)  # the whole turn: one post
    row, state = await service.table(str(world.channel))
    assert state["active"] != seat and len(pictures(fake, world.channel)) == 2 and await service.verify(row.id)
