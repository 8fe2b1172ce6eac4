"""Simultaneous private choices on Discord, with Królestwo Królików (Bunny Kingdom): every player drafts from a
private hand at the same time (BK-5.1, BK-7.3), may change the pick until the last player submits (BK-16.1), and the
reveal resolves all picks together (BK-15.1).

What a player sees: the hand by DM with a select menu to pick (also from /hand and from the channel's "Choose your
move…" button), a private confirmation, a channel that names who has picked but never what, pings only for a new
decision, reminders only for those still choosing, and nothing lost across a restart. Plus the generic select menu
scheme (paging beyond 25 options, ids within 100 characters) and refusals for bad input.
"""
from __future__ import annotations

import re

import pytest

from games import registry
from games.bunny_kingdom.cards import TOKEN, card_msg
from games.core import i18n
from games.core.contract import Move, Msg, Presentation, Result, Rules
from games.core.errors import GameError
from tests.support.discord_helpers import components, custom_ids, is_png, menus, shown, table_version
from tests.support.pictures import stub_pictures

HOUR = 3600


def label(card_id: str, lang: str = "en") -> str:
    return i18n.render(card_msg(card_id), lang)


def secrets_of(cards) -> set[str]:
    """Everything that would give these cards away: their ids, move tokens and labels (English and Polish)."""
    out = set()
    for c in cards:
        out |= {c, label(c), label(c, "pl")}
    return out


def leaks(text: str, cards) -> list[str]:
    text = re.sub(r"<[@#]!?\d+>", "", text)  # mentions are numbers
    found = [s for s in secrets_of(cards) if s in text]
    # move tokens (``a4``, ``fac-wood``) as whole words, case-insensitively
    found += [TOKEN[c] for c in cards if re.search(rf"(?<![\w-]){re.escape(TOKEN[c])}(?![\w-])", text, re.I)]
    return found


def channel_texts(world) -> list[str]:
    """Everything a spectator sees in the channel: every message's text and every attachment's name."""
    out = []
    for m in world.channel.history():
        out.append(shown(m))
        out += [a.filename for a in m.attachments]
        out += [c.get("label") or c.get("placeholder") or "" for c in components(m)]
    return out


async def select_pair(actor, message, first: str, second: str):
    """Choose the two cards of a pick in ``message``'s menu: at once (a menu of two choices) or one after the other."""
    (menu,) = menus(message)
    if menu.get("max_values") == 2:
        return await actor.select(message, [first, second], custom_id=menu["custom_id"])
    r = await actor.select(message, [first], custom_id=menu["custom_id"])
    (menu,) = menus(r.response)
    return await actor.select(r.response, [second], custom_id=menu["custom_id"])


def latest_table_post(world):
    """The channel's latest picture post (the one with the buttons); submissions in between are text lines."""
    return next(m for m in reversed(world.channel.history()) if m.attachments)


def last_dm(member):
    return member.user.dm_channel.last_message


async def start_bk(world, players=3, **create):
    ch = world.channel
    await world.alice.slash(ch, "create", game="bunny_kingdom", **create)
    for m in (world.bob, world.carol, world.dave)[:players - 1]:
        await m.slash(ch, "join")
    return await world.alice.slash(ch, "start")


async def state_of(service, world):
    return await service.table(str(world.channel.id))


async def pick_from_dm(member, first: str, second: str, dm=None):
    """Pick two cards with the DM's select menu: both at once (a hand without two identical cards: one menu
    takes the pair), or the first in the DM and the second in the private picker it opens."""
    dm = dm or last_dm(member)
    (menu,) = menus(dm)
    if menu.get("max_values") == 2:
        return await member.user.select(dm, [first, second], custom_id=menu["custom_id"])
    r = await member.user.select(dm, [first], custom_id=menu["custom_id"])
    assert r.ephemeral, shown(r.response)  # a new private picker; the DM with the hand stays as it was
    (menu,) = menus(r.response)
    assert menu["custom_id"].endswith(f" {first}")  # e.g. plansza:1:m:pick a4
    return await member.user.select(r.response, [second], custom_id=menu["custom_id"])


# ---- the start: everyone's hand by DM, with a select menu ------------------------------------------------------
async def test_start_deals_every_hand_by_dm_with_a_select_menu(world, service):
    r = await start_bk(world)
    (public,) = r.followups
    assert await is_png(public) and public.attachments[0].filename == "table.png"
    stored = world.stored(public)
    # issue 25: each player is told once, by the DM of their hand (with its picker): the post pings nobody
    assert stored.ping_user_ids == [] and "Now: alice, bob, carol" in shown(public)
    # secrets everywhere: one neutral button; the legend is one tap away
    assert custom_ids(public) == ["plansza:1:q:", "plansza:1:v:legend"]
    row, state = await state_of(service, world)
    for seat, member in enumerate((world.alice, world.bob, world.carol)):
        dm = last_dm(member)
        hand = state["hands"][seat]
        assert "Your secret at Bunny Kingdom in " + world.channel.mention in shown(dm)
        assert f"Your hand (12): {', '.join(label(c) for c in hand)}" in shown(dm)
        assert "Pick 1 (round 1): choose 2 cards of your hand to play." in shown(dm)
        assert dm.attachments and dm.attachments[0].filename == "private.png"
        (menu,) = menus(dm)  # the only verb (pick) is skipped: the menu offers the cards at once
        assert menu["custom_id"] == "plansza:1:m:pick"
        if len(set(hand)) == len(hand):  # no two identical cards: one menu takes both cards of the pick
            assert menu["placeholder"] == "Tick two at once…" and menu["min_values"] == menu["max_values"] == 2
        else:
            assert menu["placeholder"] == "Which card do you play first?"
        tokens = list(dict.fromkeys(TOKEN[c] for c in hand))
        assert [o["value"] for o in menu["options"]] == tokens
        assert [o["label"] for o in menu["options"]] == list(dict.fromkeys(label(c) for c in hand))
        assert not leaks("\n".join(channel_texts(world)), hand)


async def test_closed_dms_get_a_channel_notice_and_hand_still_works(world, service):
    dm = world.env.backend.get_dm_channel(world.carol.id)
    world.env.inject_error("POST", f"/channels/{dm.id}/messages", status=403, code=50007,
                           message="Cannot send messages to this user", times=None)
    r = await start_bk(world)
    (post,) = r.followups  # the start's one post: the pings (carol's among them) and the one-time word to carol
    assert "carol: I cannot send you direct messages" in shown(post)
    assert world.carol.id in world.stored(post).ping_user_ids  # her turn ping, once
    _, state = await state_of(service, world)
    assert not leaks(shown(post), state["hands"][2])
    r = await world.carol.slash(world.channel, "hand")
    assert r.ephemeral and "Your hand (12): " in shown(r.response)
    assert [m["custom_id"] for m in menus(r.response)] == ["plansza:1:m:pick"]
    # the next hands (a new decision for everyone): no second word to carol, in a whole round of picks
    row, state = await state_of(service, world)
    for seat, member in enumerate((world.alice, world.bob, world.carol)):
        hand = state["hands"][seat]
        await member.slash(world.channel, "play", move=f"pick {TOKEN[hand[0]]} {TOKEN[hand[1]]}")
    later = [m for m in world.channel.history() if m.id > post.id]
    # one progress line (edited in place as the picks come in, issue 25) + the reveal
    assert len(later) == 2 and not any("direct messages" in shown(m) for m in later)


# ---- a pick from the DM, a change, the reveal ------------------------------------------------------------------
async def test_pick_from_dm_change_and_reveal(world, service):
    await start_bk(world)
    row, state = await state_of(service, world)
    hands = [list(h) for h in state["hands"]]
    version = row.version

    # alice picks from her DM: two select menus
    a1, a2 = hands[0][0], hands[0][1]
    r = await pick_from_dm(world.alice, TOKEN[a1], TOKEN[a2])
    assert r.response.ephemeral
    assert "You can still change your pick until everyone has picked." in shown(r.response)  # the pick said once:
    assert f"Your pick: {label(a1)} and {label(a2)}." in shown(r.response)  # in the hand's summary
    assert f"Your pick: {label(a1)} and {label(a2)}" in shown(r.response)
    assert not r.followups  # the public message goes to the table's channel, not to the DM
    assert (await table_version(service, world.channel))[0] == version + 1
    picked = world.channel.history()[-1]
    # one line, no picture: a submission is not a turn; it says who is still to pick
    assert shown(picked) == "alice has picked (1/3; still to pick: bob, carol)."
    assert world.stored(picked).ping_user_ids == []  # bob and carol were asked already: nobody is pinged twice
    assert not picked.attachments and not components(picked)
    assert not leaks("\n".join(channel_texts(world)), [a1, a2])

    # alice changes her mind from the private picker the note offers (still before the others)
    b1, b2 = hands[0][2], hands[0][3]
    (menu,) = menus(r.response)
    assert menu["custom_id"] == "plansza:1:m:pick"
    r = await select_pair(world.alice.user, r.response, TOKEN[b1], TOKEN[b2])
    assert f"Your pick: {label(b1)} and {label(b2)}" in shown(r.response)
    # issue 25: a change of a pick still open is answered to alice alone: nothing new in the channel
    assert world.channel.history()[-1].id == picked.id
    _, state = await state_of(service, world)
    assert state["picks"][0] == [b1, b2]

    # bob picks with /play, carol still thinks: nothing of alice's picks anywhere the others can look
    r = await world.bob.slash(world.channel, "play", move=f"pick {TOKEN[hands[1][0]]} {TOKEN[hands[1][1]]}")
    assert r.ephemeral and shown(r.followups[0]) == "bob has picked (2/3; still to pick: carol)."
    for member in (world.bob, world.carol, world.dave):
        r = await member.slash(world.channel, "history")
        assert "alice has picked (1/3; still to pick: bob, carol) and has changed their pick." in shown(r.response)
        assert not leaks(shown(r.response), [a1, a2, b1, b2])
        r = await member.slash(world.channel, "table")
        assert not leaks(shown(r.response), [a1, a2, b1, b2])
    assert not leaks("\n".join(channel_texts(world)), [a1, a2, b1, b2])

    # carol, the last one, picks from the channel's "Choose your move…" button: everything is revealed at once
    r = await world.carol.click(latest_table_post(world), custom_id="plansza:1:q:")
    assert r.ephemeral and [m["custom_id"] for m in menus(r.response)] == ["plansza:1:m:pick"]
    assert "plansza:1:s:" not in custom_ids(r.response)  # no Back: it would only reopen this first step
    r = await select_pair(world.carol, r.response, TOKEN[hands[2][0]], TOKEN[hands[2][1]])
    (reveal,) = r.followups
    text = shown(reveal)
    assert "The cards of pick 1 (round 1) are revealed." in text
    assert f"alice: {label(b1)}, {label(b2)}." in text  # her changed pick, not the first one
    assert f"bob: {label(hands[1][0])}, {label(hands[1][1])}." in text
    assert f"carol: {label(hands[2][0])}, {label(hands[2][1])}." in text
    assert "Now: alice, bob, carol (everyone at once)." in text and "Chosen" not in text
    # a new decision for everyone: alice and bob are told by the DM of their next hand (issue 25: once, not also
    # pinged); carol just moved and has it in her note, with the picker for the next pick
    assert world.stored(reveal).ping_user_ids == []
    assert "Your hand (10): " in shown(r.response) and "Pick 2 (round 1)" in shown(r.response)
    assert [m["custom_id"] for m in menus(r.response)] == ["plansza:1:m:pick"]
    _, state = await state_of(service, world)
    for seat, member in enumerate((world.alice, world.bob, world.carol)):  # the next hand, by DM, to everyone
        dm = last_dm(member)
        assert f"Your hand (10): {', '.join(label(c) for c in state['hands'][seat])}" in shown(dm)
        assert "Pick 2 (round 1)" in shown(dm) and [m["custom_id"] for m in menus(dm)] == ["plansza:1:m:pick"]
        assert "You picked" not in shown(dm)  # the mover's own confirmation stays in her note
    assert await service.verify(row.id)


async def test_hand_shows_the_hand_with_a_select_menu_that_picks(world, service, locales):
    await start_bk(world)
    _, state = await state_of(service, world)
    hand = state["hands"][1]
    locales[world.bob.id] = "pl"
    r = await world.bob.slash(world.channel, "hand")
    assert r.ephemeral
    assert f"Twoja ręka (12): {', '.join(label(c, 'pl') for c in hand)}" in shown(r.response)
    assert r.response.attachments[0].filename == "private-1.png"
    (menu,) = menus(r.response)
    assert menu["custom_id"] == "plansza:1:m:pick" and len(menu["options"]) == len({TOKEN[c] for c in hand})
    assert menu["options"][0]["label"] == label(hand[0], "pl")
    r = await select_pair(world.bob, r.response, TOKEN[hand[0]], TOKEN[hand[1]])
    assert r.response.ephemeral  # the /hand message itself was updated
    assert f"Twój wybór: {label(hand[0], 'pl')} i {label(hand[1], 'pl')}." in shown(r.response)
    (public,) = r.followups  # from the channel: the public message is a followup there
    assert "bob has picked (1/3;" in shown(public) and not leaks(shown(public), hand[:2])
    _, state = await state_of(service, world)
    assert state["picks"][1] == hand[:2]


async def test_a_restart_in_the_middle_of_a_pick_round_loses_nothing(world, service, restart):
    await start_bk(world)
    row, state = await state_of(service, world)
    hands = [list(h) for h in state["hands"]]
    old_dm = last_dm(world.alice)
    await pick_from_dm(world.alice, TOKEN[hands[0][0]], TOKEN[hands[0][1]], dm=old_dm)
    bot2, service2 = await restart()
    _, state = await state_of(service2, world)
    assert state["picks"][0] == hands[0][:2]  # the pick submitted before the restart is still there
    # the picker on the DM from before the restart still works: alice changes her pick with it
    r = await pick_from_dm(world.alice, TOKEN[hands[0][4]], TOKEN[hands[0][5]], dm=old_dm)
    assert f"Your pick: {label(hands[0][4])} and {label(hands[0][5])}" in shown(r.response)
    assert "alice has changed their pick." not in shown(world.channel.history()[-1])  # told to alice alone
    for seat, member in ((1, world.bob), (2, world.carol)):
        await pick_from_dm(member, TOKEN[hands[seat][0]], TOKEN[hands[seat][1]])
    reveal = shown(world.channel.history()[-1])
    assert f"alice: {label(hands[0][4])}, {label(hands[0][5])}." in reveal
    assert await service2.verify(row.id)


# ---- two players: play one card, discard one face down ---------------------------------------------------------
async def test_two_players_play_and_discard_from_dm(world, service):
    await start_bk(world, players=2)
    _, state = await state_of(service, world)
    hands = [list(h) for h in state["hands"]]
    dm = last_dm(world.alice)
    (menu,) = menus(dm)
    assert menu["custom_id"] == "plansza:1:m:play" and menu["placeholder"] == "Which card do you play?"
    play, discard = hands[0][0], hands[0][-1]
    r = await world.alice.user.select(dm, [TOKEN[play]], custom_id="plansza:1:m:play")
    (menu,) = menus(r.response)  # "discard" is the only next word: skipped, straight to the card
    assert menu["custom_id"] == f"plansza:1:m:play {TOKEN[play]} discard"
    assert "Which card do you discard face down" in shown(r.response)
    assert custom_ids(r.response)[-1] == "plansza:1:s:play"  # Back skips the one-word step too
    r = await world.alice.user.select(r.response, [TOKEN[discard]], custom_id=menu["custom_id"])
    assert f"Your pick: play {label(play)}, discard {label(discard)}." in shown(r.response)
    _, state = await state_of(service, world)
    assert state["picks"][0] == [play, discard]
    dm = last_dm(world.bob)
    r = await world.bob.user.select(dm, [TOKEN[hands[1][0]]], custom_id="plansza:1:m:play")
    (menu,) = menus(r.response)
    await world.bob.user.select(r.response, [TOKEN[hands[1][1]]], custom_id=menu["custom_id"])
    reveal = shown(world.channel.history()[-1])
    assert f"alice: {label(play)}; one card discarded face down." in reveal
    assert not leaks("\n".join(channel_texts(world)), [discard, hands[1][1]])


# ---- bad input -------------------------------------------------------------------------------------------------
async def test_bad_picks_are_refused_privately_and_change_nothing(world, service, locales):
    await start_bk(world)
    _, state = await state_of(service, world)
    hands = [list(h) for h in state["hands"]]
    before = await table_version(service, world.channel)
    posted = len(world.channel.history())
    own = TOKEN[hands[0][0]]
    foreign = next(TOKEN[c] for c in hands[1] if TOKEN[c] not in {TOKEN[x] for x in hands[0]})
    r = await world.alice.slash(world.channel, "play", move=f"pick {own} {foreign}")
    assert r.ephemeral and f"“{foreign}” is not in your hand." in shown(r.response)
    locales[world.alice.id] = "pl"
    r = await world.alice.slash(world.channel, "play", move=f"pick {own} {foreign}")
    assert r.ephemeral and f"Karty „{foreign}” nie ma w twojej ręce" in shown(r.response)
    r = await world.alice.slash(world.channel, "play", move=f"play {own} discard {foreign}")
    assert r.ephemeral and "pick <karta> <karta>" in shown(r.response) and "BK-5.1" not in shown(r.response)
    r = await world.dave.slash(world.channel, "play", move=f"pick {own} {foreign}")
    assert r.ephemeral and "You are not seated at this table." in shown(r.response)
    r = await world.dave.click(world.channel.history()[-1], custom_id="plansza:1:q:")
    assert r.ephemeral and "not seated" in shown(r.response)
    assert await table_version(service, world.channel) == before
    assert len(world.channel.history()) == posted  # nothing was announced


async def test_a_menu_from_an_old_hand_is_refused_gently(world, service):
    await start_bk(world)
    _, state = await state_of(service, world)
    hands = [list(h) for h in state["hands"]]
    first_dm = last_dm(world.alice)
    for seat, member in enumerate((world.alice, world.bob, world.carol)):
        await pick_from_dm(member, TOKEN[hands[seat][0]], TOKEN[hands[seat][1]])
    _, state = await state_of(service, world)
    gone = next(TOKEN[c] for c in hands[0][2:] if TOKEN[c] not in {TOKEN[x] for x in state["hands"][0]})
    before = await table_version(service, world.channel)
    first_menu = menus(first_dm)[0]
    stale = [gone] if first_menu.get("max_values") != 2 else [gone, next(o["value"] for o in first_menu["options"]
                                                                          if o["value"] != gone)]
    r = await world.alice.user.select(first_dm, stale, custom_id="plansza:1:m:pick")
    assert r.ephemeral and shown(r.response).startswith("The table has changed; choose again.")
    (menu,) = menus(r.response)  # the picker for her current hand instead
    assert {o["value"] for o in menu["options"]} == {TOKEN[c] for c in state["hands"][0]}
    assert await table_version(service, world.channel) == before


async def _to_camp_phase(service, world):
    """Play round 1 with the service, each player picking a camp card when they hold one, up to the camp step."""
    ch = str(world.channel.id)
    for _ in range(40):
        row, state = await service.table(ch)
        if state["phase"] != "PICK":
            break
        for seat in sorted(registry.get("bunny_kingdom").actors(state)):
            _, legal = await service.legal_moves(ch, row.user_of(seat))
            move = next((m for m in legal if "camp-" in m.id.split()[1]), legal[0])
            await service.play(ch, row.user_of(seat), move.id)
    row, state = await service.table(ch)
    return row, state


async def test_acting_when_not_an_actor_is_refused(world, service, locales):
    await start_bk(world)
    row, state = await _to_camp_phase(service, world)
    assert state["phase"] == "CAMP", state["phase"]
    holder = state["camp"]["seat"]
    members = {str(m.id): m for m in (world.alice, world.bob, world.carol)}
    other = members[row.user_of((holder + 1) % 3)]
    before = await table_version(service, world.channel)
    r = await other.slash(world.channel, "play", move=f"camp {state['camp']['number']} keep")
    assert r.ephemeral and "This decision is not yours now" in shown(r.response) and "BK-9.3" not in shown(r.response)
    r = await other.slash(world.channel, "table", post=True)
    r = await other.click(r.response, custom_id="plansza:1:q:")
    assert r.ephemeral and "You have nothing to do right now" in shown(r.response)
    locales[other.id] = "pl"
    r = await other.slash(world.channel, "play", move=f"camp {state['camp']['number']} keep")
    assert r.ephemeral and "Ta decyzja nie należy teraz do ciebie" in shown(r.response)
    assert await table_version(service, world.channel) == before


# ---- reminders chase only those still choosing ------------------------------------------------------------------
def reminders(world):
    return [m for m in world.channel.history() if "the table is waiting for you" in shown(m)]


async def test_reminders_chase_only_those_still_choosing(world, service, clock, simcord_env):
    await start_bk(world)
    _, state = await state_of(service, world)
    hands = [list(h) for h in state["hands"]]
    await pick_from_dm(world.alice, TOKEN[hands[0][0]], TOKEN[hands[0][1]])
    await pick_from_dm(world.bob, TOKEN[hands[1][0]], TOKEN[hands[1][1]])
    clock.advance(13 * HOUR)
    await simcord_env.advance_time(60)
    (reminder,) = reminders(world)
    assert shown(reminder).startswith(world.carol.mention)
    assert world.stored(reminder).ping_user_ids == [world.carol.id]
    assert custom_ids(reminder) == ["plansza:1:q:"]
    # alice changes her pick: she is still not chased
    await pick_from_dm(world.alice, TOKEN[hands[0][2]], TOKEN[hands[0][3]])
    clock.advance(25 * HOUR)
    await simcord_env.advance_time(60)
    assert [world.stored(m).ping_user_ids for m in reminders(world)] == [[world.carol.id]] * 2
    # the reminder's button opens carol's picker; her pick reveals, and the next pick waits for everybody
    r = await world.carol.click(reminders(world)[-1], custom_id="plansza:1:q:")
    await select_pair(world.carol, r.response, TOKEN[hands[2][0]], TOKEN[hands[2][1]])
    clock.advance(13 * HOUR)
    await simcord_env.advance_time(60)
    chased = [world.stored(m).ping_user_ids for m in reminders(world)[2:]]
    assert sorted(chased) == sorted([[world.alice.id], [world.bob.id], [world.carol.id]])


# ---- the select menu scheme, for any game ----------------------------------------------------------------------
class MenuGame(Rules):
    """One player at a time: ``take <n>`` (130 named choices), ``paint <colour>`` (3), ``wait``."""

    id = "menugame"
    min_players = 2
    max_players = 2

    def setup(self, players, options, seed):
        return {"turn": 0, "log": []}

    def actors(self, state):
        return set() if len(state["log"]) >= 4 else {state["turn"]}

    def legal_moves(self, state, seat):
        if seat not in self.actors(state):
            return []
        ids = [f"take {n}" for n in range(1, 131)] + [f"paint {c}" for c in ("red", "green", "blue")] + ["wait"]
        return [Move(i, Msg("menugame-move", move=i)) for i in ids]

    def play(self, state, seat, tokens):
        if " ".join(tokens) not in {m.id for m in self.legal_moves(state, seat)}:
            raise GameError("core-err-unknown-move", move=" ".join(tokens))
        state["log"].append(" ".join(tokens))
        state["turn"] = 1 - seat
        return []

    # i18n.render passes plain text through
    presentation = Presentation(token_label=lambda state, seat, prefix, token:
                                f"Item {token}" if prefix == ("take",) else None)

    def view(self, state, seat):
        return {"game": self.id, "seat": seat, "log": list(state["log"]), "private": None}

    def result(self, state):
        done = len(state["log"]) >= 4
        return Result(done, scores=[0, 0], winners=[0, 1] if done else [], ranks=[1, 1])


@pytest.fixture
def menugame():
    registry.register(MenuGame())
    yield
    registry.unregister("menugame")


async def test_many_named_choices_are_paged_select_menus(world, service, menugame, restart):
    ch = str(world.channel.id)
    await service.create(guild_id=str(world.guild.id), channel_id=ch, user_id=str(world.alice.id), name="alice",
                         game_id="menugame")
    await service.join(ch, str(world.bob.id), "bob")
    await service.start(ch, str(world.alice.id))
    r = await world.alice.slash(world.channel, "table", post=True)
    table = r.response
    assert custom_ids(table) == ["plansza:1:q:paint", "plansza:1:q:take", "plansza:1:q:wait"]
    # three choices stay buttons
    r = await world.alice.click(table, custom_id="plansza:1:q:paint")
    assert custom_ids(r.response) == ["plansza:1:s:paint red", "plansza:1:s:paint green", "plansza:1:s:paint blue",
                                      "plansza:1:s:"]
    assert not menus(r.response)
    # 130 named choices: four menus of 25 on the first page, then the rest
    r = await world.alice.click(table, custom_id="plansza:1:q:take")
    page1 = r.response
    assert [m["custom_id"] for m in menus(page1)] == ["plansza:1:m:take", "plansza:1:m:take:1", "plansza:1:m:take:2",
                                                      "plansza:1:m:take:3"]
    assert all(len(m["options"]) == 25 for m in menus(page1))
    assert [o["value"] for o in menus(page1)[1]["options"]][:2] == ["26", "27"]
    assert custom_ids(page1)[-2:] == ["plansza:1:s:", "plansza:1:s:take:1"]  # Back, Next
    assert all(len(i) <= 100 for i in custom_ids(page1))
    r = await world.alice.click(page1, custom_id="plansza:1:s:take:1")
    page2 = r.response
    assert [m["custom_id"] for m in menus(page2)] == ["plansza:1:m:take:4", "plansza:1:m:take:5"]
    assert [len(m["options"]) for m in menus(page2)] == [25, 5]
    assert "plansza:1:s:take" in custom_ids(page2)  # Previous
    await restart()  # the menus are persistent: a choice on the old message works with the new bot
    r = await world.alice.select(page2, ["127"], custom_id="plansza:1:m:take:5")
    assert r.followups and (await service.history(ch, None))[1][-1]["move"] == "take 127"


# ---- a whole game through the pickers ---------------------------------------------------------------------------


async def walk_to(world, service, member, message, move_id: str, *, dm: bool = False):
    """Make ``move_id`` with the components only, starting from ``message`` (the channel's or a DM): at each step
    take the menu option or the button for the next token (or Confirm, or the page that holds it). A message from an
    earlier decision that cannot lead there is left for the channel's "Choose your move…" button."""
    actor = member.user if dm else member
    tokens = move_id.split()
    version = (await table_version(service, world.channel))[0]
    for _ in range(2 * len(tokens) + 6):
        ids = custom_ids(message)
        menu = next((m for m in menus(message) if _leads(m["custom_id"], tokens)
                     and tokens[len(_prefix(m["custom_id"]))] in {o["value"] for o in m["options"]}), None)
        steps = [i for i in ids if i.split(":")[2] in ("q", "s") and len(i.split(":")) == 4 and _prefix(i)
                 and tokens[:len(_prefix(i))] == list(_prefix(i))]
        pages = [i for i in ids if i.split(":")[2] == "s" and len(i.split(":")) == 5 and _leads(i, tokens)]
        if menu is not None:
            r = await actor.select(message, [tokens[len(_prefix(menu["custom_id"]))]], custom_id=menu["custom_id"])
        elif f"plansza:1:c:{move_id}" in ids:
            r = await actor.click(message, custom_id=f"plansza:1:c:{move_id}")
        elif steps:
            r = await actor.click(message, custom_id=max(steps, key=len))
        elif pages:
            r = await actor.click(message, custom_id=pages[-1])
        else:
            actor, message = member, latest_table_post(world)
            r = await member.click(message, custom_id="plansza:1:q:")
        if (await table_version(service, world.channel))[0] != version:
            return r
        message = r.response
    raise AssertionError(f"could not reach {move_id}")


def _prefix(cid: str) -> tuple[str, ...]:
    return tuple(cid.split(":")[3].split())


def _leads(cid: str, tokens: list[str]) -> bool:
    prefix = _prefix(cid)
    return len(tokens) > len(prefix) and tuple(tokens[:len(prefix)]) == prefix


async def test_a_whole_two_player_game_through_menus_and_buttons(world, service, monkeypatch):
    """Every kind of BK decision is reachable with the components alone (select menus, step buttons, Confirm,
    pages), from the DM or from the channel: a 2-player game to the end, each kind of move made through the
    components a few times (the rest through the service, to keep the test fast); pictures are stubbed."""
    import random

    stub_pictures(monkeypatch, "bunny_kingdom")
    await start_bk(world, players=2)
    game = registry.get("bunny_kingdom")
    members = {str(m.id): m for m in (world.alice, world.bob)}
    rng = random.Random(1)
    ch = str(world.channel.id)
    walked: dict[str, int] = {}
    played = set()
    while True:
        row, state = await service.table(ch)
        if row.status != "active":
            break
        seat = rng.choice(sorted(game.actors(state)))
        _, legal = await service.legal_moves(ch, row.user_of(seat))
        move = rng.choice(legal).id
        kind = move.split()[0] if move.split()[0] != "build" else f"build-{len(move.split())}"
        played.add(kind)
        member = members[row.user_of(seat)]
        if walked.get(kind, 0) >= 3:
            await service.play(ch, row.user_of(seat), move)
            continue
        walked[kind] = walked.get(kind, 0) + 1
        dm = last_dm(member)
        if rng.random() < 0.5 and components(dm):
            await walk_to(world, service, member, dm, move, dm=True)
        else:
            await walk_to(world, service, member, latest_table_post(world), move)
        assert (await service.history(ch, None))[1][-1]["move"] == move
    assert row.status == "finished" and await service.verify(row.id)
    # with this seed every kind of decision comes up: picks, camps, cities/farms, sky towers, undo, done,
    # universal farms, copy cards
    assert set(walked) == played == {"play", "camp", "build-3", "build-4", "undo", "done", "universal", "copy"}
