"""The turn card through the real bot and the Discord stand-in (issue 29): every channel post with a picture or
buttons is a Components V2 card the stand-in validates (flag, nesting, limits, attachment:// media); only the
latest card keeps its controls (an older one keeps its picture and words); a post that pings nobody, or only a player
in their quiet hours, is silent; the 🕘 button gives the presser "since your last turn" with the pictures of the turns
they missed; ``/settings digest:dm`` sends it by direct message instead.
"""
from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo

from bot.discord_app import cards
from games import registry
from tests.fake_discord.components_v2 import controls, said, walk

OPTIONS = {"game": "dragons", "options": "mode=rounds rounds=1"}
DRAGONS = registry.get("dragons")


def public(fake, channel):
    return fake.channel_messages(channel, public_only=True)


def cards_in(fake, channel):
    return [m for m in public(fake, channel) if fake.is_v2(m) and fake.media_of(m)]


async def run(fake, name, **kwargs):
    done = await fake.slash(name, **kwargs)
    await fake.wait_for(lambda: done.acknowledged and (done.original_id is None or not
                                                       fake.messages[done.original_id]["flags"] & (1 << 7)))
    return done


async def play_one(fake, service, world, user: int) -> None:
    """``user`` plays their first legal move with /play."""
    _, moves = await service.legal_moves(str(world.channel), str(user))
    await run(fake, "play", user=user, channel=world.channel, options={"move": moves[0].id})


async def started(fake, world, bot, service):
    lobby = await run(fake, "create", user=world.alice, channel=world.channel, options=OPTIONS)
    await run(fake, "join", user=world.bob, channel=world.channel)
    await run(fake, "start", user=world.alice, channel=world.channel)
    await fake.wait_for(lambda: cards_in(fake, world.channel))
    return fake.messages[lobby.original_id]


async def next_card(fake, world, n: int):
    await fake.wait_for(lambda: len(cards_in(fake, world.channel)) >= n)
    return cards_in(fake, world.channel)[n - 1]


async def test_turn_cards_are_v2_silent_when_nobody_is_pinged_and_only_the_latest_has_controls(fake, world, bot,
                                                                                               service):
    lobby = await started(fake, world, bot, service)
    assert fake.is_v2(lobby) and fake.is_silent(lobby) and controls(lobby)  # the lobby's card pings nobody
    first = cards_in(fake, world.channel)[0]
    (box,) = first["components"]
    assert box["type"] == 17 and box["accent_color"] == cards.accent("dragons")
    assert fake.media_of(first)[0].endswith("/table.png") and first["attachments"][0]["filename"] == "table.png"
    assert f"<@{world.alice}>" in said(first) and f"<@{world.bob}>" in said(first)  # both reveal a card
    assert "⏳ Turn deadline <t:" in said(first) and not fake.is_silent(first)  # it hands play: it rings
    assert [c["custom_id"] for c in controls(first)] == ["plansza:1:q:reveal"]

    await play_one(fake, service, world, world.alice)  # a hidden choice recorded: one silent line, no controls
    await fake.wait_for(lambda: any("alice" in said(m) and not fake.is_v2(m) for m in public(fake, world.channel)))
    line = [m for m in public(fake, world.channel) if not fake.is_v2(m)][-1]
    assert fake.is_silent(line) and not line["attachments"] and not controls(line) and "<@" not in said(line)

    await play_one(fake, service, world, world.bob)  # both revealed: a new card, the first one loses its controls
    second = await next_card(fake, world, 2)
    await fake.wait_for(lambda: not controls(fake.messages[int(first["id"])]))
    old = fake.messages[int(first["id"])]
    assert said(old) == said(first) and fake.media_of(old) == fake.media_of(first)  # picture and words stay
    assert not [c for c in walk(old["components"]) if c.get("type") == 1]  # no empty rows either
    assert controls(second) and fake.is_v2(second)


async def test_a_post_that_pings_only_a_player_in_quiet_hours_is_silent(fake, world, bot, service):
    hour = dt.datetime.now(ZoneInfo("Europe/Warsaw")).hour
    for user in (world.alice, world.bob):  # both sleep now (the default zone): the start pings them, silently
        await run(fake, "settings", user=user, channel=world.channel,
                  options={"quiet": f"{hour}-{(hour + 2) % 24}", "timezone": "Europe/Warsaw"})
    await started(fake, world, bot, service)
    first = cards_in(fake, world.channel)[0]
    assert f"<@{world.alice}>" in said(first) and fake.is_silent(first)  # the ping marks the channel, no push
    await run(fake, "settings", user=world.bob, channel=world.channel, options={"quiet": "off"})
    await play_one(fake, service, world, world.alice)
    await play_one(fake, service, world, world.bob)
    second = await next_card(fake, world, 2)
    pinged = [u for u in (world.alice, world.bob) if f"<@{u}>" in said(second)]
    assert pinged and fake.is_silent(second) == (pinged == [world.alice])  # bob awake: it rings


async def test_since_your_last_turn_on_the_card_and_by_dm(fake, world, bot, service):
    await started(fake, world, bot, service)
    await play_one(fake, service, world, world.alice)
    await play_one(fake, service, world, world.bob)
    card = await next_card(fake, world, 2)
    row, state = await service.table(str(world.channel))
    since = [c["custom_id"] for c in controls(card) if c["custom_id"].endswith(":x:since:")]
    assert since and any("🕘" in (c.get("label") or "") for c in controls(card))
    # two more turns so that the next player has something to catch up on
    for _ in range(2):
        row, state = await service.table(str(world.channel))
        mover = int(row.user_of(sorted(DRAGONS.actors(state))[0]))
        await play_one(fake, service, world, mover)
    row, state = await service.table(str(world.channel))
    latest = cards_in(fake, world.channel)[-1]
    waiting = int(row.user_of(sorted(DRAGONS.actors(state))[0]))
    press = await fake.click(latest, [c["custom_id"] for c in controls(latest) if ":x:since:" in c["custom_id"]][0],
                             user=waiting, locale="pl")
    await fake.wait_for(lambda: press.acknowledged)
    answer = fake.messages[press.original_id]
    assert answer["flags"] & (1 << 6)  # privately, in the presser's language
    assert "Od twojej ostatniej kolejki:" in said(answer)
    pictures = [c for c in controls(answer) if (c.get("custom_id") or "").split(":")[3:4] == ["at"]]
    assert pictures and all(c["label"].startswith("📷 ") for c in pictures)  # a missed turn's picture, one tap away
    shot = await fake.click(answer, pictures[-1]["custom_id"], user=waiting, locale="pl")
    await fake.wait_for(lambda: shot.acknowledged and any(
        a["filename"].startswith("move-") for i in [shot.original_id, *shot.followups] if i
        for a in fake.messages[i]["attachments"]))

    # by DM: bob asks for the digest there; the next time he is pinged, it comes as a direct message
    await run(fake, "settings", user=world.bob, channel=world.channel, options={"digest": "dm"})
    before = len(fake.dms_to(world.bob))
    for _ in range(6):
        row, state = await service.table(str(world.channel))
        if row.status != "active":
            break
        actors = sorted(DRAGONS.actors(state))
        if int(row.user_of(actors[0])) == world.bob and any("since your last move" in said(m)
                                                           for m in fake.dms_to(world.bob)[before:]):
            break
        await play_one(fake, service, world, int(row.user_of(actors[0])))
    await fake.wait_for(lambda: any("What happened since your last move" in said(m)
                                    for m in fake.dms_to(world.bob)[before:]))
