"""Zamek Smoków (Dragon Castle) on Discord: a turn is a few PRIVATE steps (take, pair/shrine/discard, place, merge,
build, spirits) and then ``confirm`` (docs/dragon_castle-view.md).

What the players see: an unconfirmed step is answered to the mover alone, in one private message that goes on from
step to step (the step picker with the game's prompts and labels, Undo while something can be undone, Confirm at the
end, the preview of the realm as a picture); the channel hears nothing until the turn is confirmed, then gets the
whole turn in one post (the DC-14.3 exception: a step that uncovers a castle tile is public at once). A turn in
progress survives a restart; bad input is refused privately, in the player's language, and changes nothing.

States deep in a game are reached by random legal steps with a fixed seed, played through the service; the move
under test then goes through Discord.
"""
from __future__ import annotations

import random

import pytest

from bot.discord_app.buttons import (
    MAX_ID,
    MAX_OPTION,
    SELECTS_PER_PAGE,
    MoveSelect,
    custom_id,
    step_view,
)
from bot.store import Seat, TableRow
from games.core.contract import next_tokens
from games.dragon_castle import GAME
from games.dragon_castle import castle as cs
from games.dragon_castle.data import SPIRIT_IDS, identical
from games.dragon_castle.realm import RCELLS, dests
from games.dragon_castle.steps import stage
from games.dragon_castle.turns import peek
from tests.support.discord_helpers import (
    attachment,
    components,
    custom_ids,
    is_card,
    is_png,
    menus,
    public_posts,
    shown,
    table_version,
)

WEIGHTS = {"take": 3.0, "shrine": 2.0, "discard": 0.7, "spirit": 0.8, "confirm": 1.0}
PRIVATE = "🔒 Only you see this step: the channel hears about your turn when it is complete."
PRIVATE_PL = "🔒 Ten krok widzisz tylko ty: kanał dowie się o twojej turze, gdy ją zakończysz."
BACK = "plansza:1:s:"
#: the order in which :func:`walk` prefers the step buttons (a turn with a placement; no spirits)
PREFERRED = ("shrine", "discard", "place", "merge", "build", "take", "summon", "done")


# ---- helpers ---------------------------------------------------------------------------------------------------------
async def start_dc(world, players: int = 2, options: str = "first=1"):
    """A Dragon Castle table in the world's channel, started; the start message."""
    ch = world.channel
    await world.alice.slash(ch, "create", game="dragon_castle", options=options)
    for member in (world.bob, world.carol, world.dave)[:players - 1]:
        await member.slash(ch, "join")
    r = await world.alice.slash(ch, "start")
    return r.followups[0]


def member_of(world, row, seat: int):
    user_id = int(row.user_of(seat))
    return next(m for m in (world.alice, world.bob, world.carol, world.dave) if m.id == user_id)


async def drive(service, world, until, *, seed: int = 1, weights: dict | None = None, limit: int = 3000):
    """Random legal steps (never ``undo``), weighted by verb, through the service until ``until(state)``."""
    rng = random.Random(seed)
    weights = {**WEIGHTS, **(weights or {})}
    ch = str(world.channel.id)
    for _ in range(limit):
        row, state = await service.table(ch)
        if until(state):
            return row, state
        assert row.status == "active", "the game ended before the state was found"
        seat = state["active"]
        by_verb: dict[str, list[str]] = {}
        for m in GAME.legal_moves(state, seat):
            if m.id != "undo":
                by_verb.setdefault(m.tokens[0], []).append(m.id)
        verbs = sorted(by_verb)
        verb = rng.choices(verbs, [weights.get(v, 2.0) for v in verbs])[0]
        await service.play(ch, row.user_of(seat), rng.choice(by_verb[verb]))
    raise AssertionError("state not reached")


def _preference(cid: str) -> int:
    first = cid.split(":")[3].split()[0]
    return PREFERRED.index(first) if first in PREFERRED else len(PREFERRED)


async def walk(member, message, *, limit: int = 20) -> list:
    """Click through the rest of a turn in the private picker ``message``: the first option of the first menu, else
    the preferred step button (never Back, Undo or a spirit), else a Done button, until Confirm is clicked."""
    results = []
    for _ in range(limit):
        ids = custom_ids(message)
        if "plansza:1:s:confirm" in ids:
            results.append(await member.click(message, custom_id="plansza:1:s:confirm"))
            return results
        steps = sorted((i for i in ids if i.startswith("plansza:1:s:") and i != BACK and i.count(":") == 3
                        and not i.startswith(("plansza:1:s:undo", "plansza:1:s:spirit"))), key=_preference)
        dones = [i for i in ids if i.startswith("plansza:1:c:") and i != "plansza:1:c:undo"]
        if menus(message):
            menu = menus(message)[0]
            r = await member.select(message, [menu["options"][0]["value"]], custom_id=menu["custom_id"])
        elif steps:
            r = await member.click(message, custom_id=steps[0])
        else:
            assert dones, (shown(message), ids)
            r = await member.click(message, custom_id=dones[0])
        results.append(r)
        assert r.response.ephemeral and r.response.id == message.id  # the same private message, updated in place
        message = r.response
    raise AssertionError("no Confirm button reached")


# ---- a whole turn in one private message --------------------------------------------------------------------------
async def test_a_turn_is_a_sequence_of_private_steps_and_one_post(world, service):
    start = await start_dc(world)
    # the castle's tiles are public: the post itself carries their menu ("Take a tile"): two taps to a tile
    (menu,) = menus(start)
    assert menu["custom_id"] == "plansza:1:m:take" and menu["placeholder"] == "Take a tile"
    posts = len(public_posts(world.channel))
    version = (await table_version(service, world.channel))[0]
    _, state = await service.table(str(world.channel.id))
    offered = [m.id.split()[1] for m in GAME.legal_moves(state, 0) if m.id.startswith("take ")]
    assert [o["value"] for o in menu["options"]] == offered
    cell = offered[0]
    tile_label = menu["options"][0]["label"]
    assert tile_label.startswith(f"{cell}: ") and "(floor " in tile_label
    # someone else's choice in that menu changes nothing and says whose turn it is
    r = await world.bob.select(start, [cell], custom_id="plansza:1:m:take")
    assert r.ephemeral and "Now: alice." in shown(r.response)
    assert (await table_version(service, world.channel))[0] == version

    # the first tile comes from a stack of several: the tile below is uncovered, so that step is public at once;
    # alice's private picker opens at her next step
    r = await world.alice.select(start, [cell], custom_id="plansza:1:m:take")
    picker = r.response
    assert r.ephemeral
    (reveal,) = r.followups
    assert "alice takes" in shown(reveal) and "uncovering" in shown(reveal)  # one line: no picture mid-turn
    assert not reveal.attachments and not components(reveal) and "<@" not in shown(reveal)
    note = r.response
    assert "take an identical second tile, take a shrine, or discard it" in shown(note)
    assert {"plansza:1:s:shrine", "plansza:1:s:discard"} <= set(custom_ids(note))
    assert "plansza:1:s:undo" not in custom_ids(note)  # nothing private to undo: the uncovered tile is final

    # Tile and Shrine: private; the note shows what happened, the preview, and the next step (with Undo)
    r = await world.alice.click(note, custom_id="plansza:1:s:shrine")
    assert r.response.ephemeral and r.response.id == picker.id and not r.followups
    note = r.response
    assert "alice keeps" in shown(note) and "takes a shrine into the pool" in shown(note)
    assert "Your turn in progress: 1 step not public yet (undo possible). Next: place the tiles." in shown(note)
    assert PRIVATE in shown(note)
    assert note.attachments[0].filename == "private.png" and await is_png(note)
    # the only next step is placing: its menu opens at once (no "Place" tap), with Undo beside it (issue 9)
    assert custom_ids(note) == ["plansza:1:m:place", "plansza:1:c:undo"]
    assert len(public_posts(world.channel)) == posts + 1  # only the uncovered tile so far

    # Place: the realm's spaces in a menu
    place = note
    assert "Where does" in shown(place)
    assert [o["value"] for o in menus(place)[0]["options"]] == list(RCELLS)  # an empty realm: every space
    r = await world.alice.select(place, ["b2"], custom_id="plansza:1:m:place")
    note = r.response
    assert not r.followups and PRIVATE in shown(note) and "places" in shown(note) and "b2" in shown(note)
    assert custom_ids(note) == ["plansza:1:s:spirit", "plansza:1:s:confirm", "plansza:1:s:undo"] or \
        custom_ids(note) == ["plansza:1:s:confirm", "plansza:1:s:undo"]
    assert "confirm your turn" in shown(note)
    assert len(public_posts(world.channel)) == posts + 1
    assert (await table_version(service, world.channel))[0] == version + 3

    # Confirm: the turn in one post, which pings bob
    r = await world.alice.click(note, custom_id="plansza:1:s:confirm")
    (post,) = r.followups
    assert r.response.id == picker.id and not custom_ids(r.response)
    assert "takes a shrine into the pool" in shown(post) and "places" in shown(post) and "b2" in shown(post)
    assert f"<@{world.bob.id}> your turn!\n⏳ Turn deadline <t:" in shown(post) and "Now:" not in shown(post)  # once
    assert is_card(post)  # the turn card: picture, words, pings, deadline and buttons in one container
    assert world.stored(post).ping_user_ids == [world.bob.id]
    assert await is_png(post) and custom_ids(post)[0] == "plansza:1:m:take"  # bob's castle menu
    assert public_posts(world.channel)[posts:] == public_posts(world.channel)[posts:posts + 2]
    assert len(public_posts(world.channel)) == posts + 2
    row, state = await service.table(str(world.channel.id))
    assert state["active"] == 1 and await service.verify(row.id)


async def test_undo_as_a_button_at_every_step_and_polish_labels(world, service, locales):
    locales[world.alice.id] = "pl"
    start = await start_dc(world)
    posts = len(public_posts(world.channel))
    cell = menus(start)[0]["options"][0]["value"]
    r = await world.alice.select(start, [cell], custom_id="plansza:1:m:take")
    r = await world.alice.click(r.response, custom_id="plansza:1:s:discard")
    note = r.response
    assert PRIVATE_PL in shown(note) and "Twoja tura w toku" in shown(note)
    # after a discard only Confirm (and Undo) remain, unless a spirit may be used
    assert {"plansza:1:s:confirm", "plansza:1:s:undo"} <= set(custom_ids(note))
    labels = {c["custom_id"]: c["label"] for c in components(note)}
    assert labels["plansza:1:s:undo"] == "↶ Cofnij" and "Potwierdź turę" in labels["plansza:1:s:confirm"]
    version = (await table_version(service, world.channel))[0]
    r = await world.alice.click(note, custom_id="plansza:1:s:undo")
    note = r.response
    assert not r.followups and "↶ Cofnięty krok: odrzuca" in shown(note) and "discard" not in shown(note)
    assert (await table_version(service, world.channel))[0] == version + 1
    _, state = await service.table(str(world.channel.id))
    assert state["turn"]["pending"] == [] and stage(state) == "choose"
    # nothing private is left to undo; the choice of the action again
    assert "plansza:1:s:undo" not in custom_ids(note) and "plansza:1:s:shrine" in custom_ids(note)
    # deeper in a step, Undo stays one click away (a side button)
    r = await world.alice.click(note, custom_id="plansza:1:s:shrine")
    assert "plansza:1:m:place" in custom_ids(r.response) and "plansza:1:c:undo" in custom_ids(r.response)
    r = await world.alice.click(r.response, custom_id="plansza:1:c:undo")
    assert not r.followups and "↶ Cofnięty krok: " in shown(r.response) and "shrine" not in shown(r.response)
    _, state = await service.table(str(world.channel.id))
    assert state["turn"]["pending"] == [] and stage(state) == "choose"
    assert len(public_posts(world.channel)) == posts + 1  # the uncovered tile only


# ---- a turn in progress survives a restart ---------------------------------------------------------------------------
def _quiet_turn_ahead(state: dict) -> bool:
    """The start of a turn on a one-floor castle: no tile uncovers anything, the whole turn stays private."""
    return (state["phase"] == "PLAY" and not state["turn"]["pending"] and stage(state) == "start"
            and cs.top_floor(state["castle"]) == 1 and state["supply"] > 0
            and any(m.id.startswith("take ") for m in GAME.legal_moves(state, state["active"])))


async def test_a_turn_in_progress_survives_a_restart(world, service, restart):
    await start_dc(world)
    row, state = await drive(service, world, _quiet_turn_ahead, seed=7)
    ch = str(world.channel.id)
    mover = member_of(world, row, state["active"])
    other = member_of(world, row, 1 - state["active"])
    first_turn = state["turns"]

    r = await other.slash(world.channel, "table", post=True)
    tables = [r.response.id]
    before = await attachment(r.response)
    posts = len(public_posts(world.channel))

    # step 1 from /hand: "Take a tile", then the castle tiles (a menu, or buttons when they are few)
    r = await mover.slash(world.channel, "hand")
    assert r.ephemeral and "Your turn: take a tile" in shown(r.response)
    assert custom_ids(r.response)[:2] == ["plansza:1:s:take", "plansza:1:s:summon"]  # one floor left: summon too
    r = await mover.click(r.response, custom_id="plansza:1:s:take")
    if menus(r.response):
        assert menus(r.response)[0]["custom_id"] == "plansza:1:m:take"
        cell = menus(r.response)[0]["options"][0]["value"]
        r = await mover.select(r.response, [cell], custom_id="plansza:1:m:take")
    else:
        step = next(i for i in custom_ids(r.response) if i.startswith("plansza:1:s:take "))
        cell = step.split()[-1]
        r = await mover.click(r.response, custom_id=step)
    assert not r.followups and PRIVATE in shown(r.response)
    # step 2 on the same private message: Tile and Shrine
    r = await mover.click(r.response, custom_id="plansza:1:s:shrine")
    assert not r.followups and "2 steps not public yet" in shown(r.response)
    note = r.response
    _, state = await service.table(ch)
    assert state["turn"]["pending"] == [f"take {cell}", "shrine"]

    # the others see the table exactly as before the turn
    r = await other.slash(world.channel, "table", post=True)
    tables.append(r.response.id)
    assert await attachment(r.response) == before
    # the mover holds a secret: one neutral button (and the rest of the table, one tap away)
    assert custom_ids(r.response) == ["plansza:1:q:", "plansza:1:v:players"]
    r = await other.slash(world.channel, "history")
    assert r.ephemeral and "is playing their turn (it becomes public when confirmed)" in shown(r.response)
    assert cell not in shown(r.response).split("\n")[-1]

    bot2, service2 = await restart()
    version = (await table_version(service2, world.channel))[0]
    r = await other.slash(world.channel, "table", post=True)
    tables.append(r.response.id)
    assert await attachment(r.response) == before
    r = await mover.slash(world.channel, "hand")  # the turn in progress, with its preview, after the restart
    assert "Your turn in progress: 2 steps not public yet" in shown(r.response) and await is_png(r.response)

    # the mover goes on with the picker of the message from before the restart, and confirms
    results = await walk(mover, note)
    assert all(not x.followups for x in results[:-1])
    (post,) = results[-1].followups
    assert "takes a shrine into the pool" in shown(post) and "places" in shown(post)
    assert world.stored(post).ping_user_ids == [other.id] and await is_png(post)
    new_posts = [m for m in public_posts(world.channel)[posts:] if m.id not in tables]
    assert [m.id for m in new_posts] == [post.id]  # one post for the whole turn, nothing for the steps
    row, state = await service2.table(ch)
    _, after_restart = await service2.history(ch, None, limit=row.version - version)
    assert after_restart[0]["move"].startswith("place ") and after_restart[-1]["move"] == "confirm"
    assert state["turns"] == first_turn + 1 and state["turn"]["pending"] == []
    assert await service2.verify(row.id)


# ---- bad input: a private, localized refusal; nothing changes ----------------------------------------------------
def _unavailable(state):
    """Start of a turn; a top-floor tile that is not available."""
    if state["phase"] != "PLAY" or state["turn"]["pending"] or stage(state) != "start":
        return None
    castle, top = state["castle"], cs.top_floor(state["castle"])
    return next((f"take {c}" for c, s in castle.items() if len(s) == top and not cs.available(castle, c)), None)


def _not_identical(state):
    """A first tile held (no spirit modifier): an available tile that is not identical to it."""
    w = peek(state)
    t = w["turn"]
    if w["phase"] != "PLAY" or stage(w) != "choose" or t["modifiers"] or t["elegance"]:
        return None
    if len(dests(w["realms"][t["seat"]])) < 2:
        return None
    castle = w["castle"]
    return next((f"take {c}" for c, s in castle.items()
                 if s and cs.available(castle, c) and not identical(s[-1], t["held"][0])), None)


def _place_on(predicate):
    def find(state):
        w = peek(state)
        t = w["turn"]
        if w["phase"] != "PLAY" or stage(w) != "place":
            return None
        realm = w["realms"][t["seat"]]
        bad = next((RCELLS[i] for i, sp in enumerate(realm) if predicate(sp)), None)
        if bad is None:
            return None
        if len(t["held"]) == 1:
            return f"place {bad}"
        ok = next(RCELLS[i] for i in dests(realm))
        return f"place {bad} {ok}"
    return find


def _merge_pending(state):
    w = peek(state)
    return "confirm" if w["phase"] == "PLAY" and stage(w) == "merge" else None


def _spirit_again(state):
    w = peek(state)
    t = w["turn"]
    if w["phase"] != "PLAY" or stage(w) not in ("start", "choose", "end") or not t["used"]:
        return None
    return f"spirit {t['used'][0]} pool"


BAD = [
    ("unavailable tile", "first=1", _unavailable, {}, "is not available: its left and right sides are both blocked",
     "nie jest dostępny", "DC-3.6"),
    ("second tile not identical", "first=1", _not_identical, {}, "is not identical to", "nie jest identyczny z",
     "DC-6.1"),
    ("place on a face-up tile", "first=1", _place_on(lambda sp: sp["up"]), {},
     "has a face-up tile: nothing may be put on it", "leży odkryty kamień", "DC-7.4"),
    ("place on a shrine", "first=1", _place_on(lambda sp: sp["shrine"]), {"build": 5.0},
     "has a shrine: nothing may be put on it", "stoi świątynia", "DC-7.4"),
    ("confirm with a merge pending", "first=1", _merge_pending, {},
     "A set of 4 or more must be consolidated first", "Najpierw trzeba scalić zestaw", "DC-8.2"),
    ("a spirit twice in a turn", "first=1 spirits=random spirits_count=3", _spirit_again, {"spirit": 6.0},
     "has already been used this turn", "był już użyty w tej turze", "DC-9.3"),
]


@pytest.mark.parametrize(("case", "options", "find", "weights", "en", "pl", "rule"), BAD, ids=[b[0] for b in BAD])
async def test_bad_steps_are_refused_privately_and_change_nothing(world, service, locales, case, options, find,
                                                                 weights, en, pl, rule):
    await start_dc(world, options=options)
    row, state = await drive(service, world, find, seed=3, weights=weights)
    move = find(state)
    mover = member_of(world, row, state["active"])
    assert move not in {m.id for m in GAME.legal_moves(state, state["active"])}
    posts = len(public_posts(world.channel))
    version = (await table_version(service, world.channel))[0]
    r = await mover.slash(world.channel, "play", move=move)
    # the reason in words, never the rule's code (issue 52)
    assert r.ephemeral and en in shown(r.response) and rule not in shown(r.response), shown(r.response)
    locales[mover.id] = "pl"
    r = await mover.slash(world.channel, "play", move=move)
    assert r.ephemeral and pl in shown(r.response) and rule not in shown(r.response), shown(r.response)
    assert (await table_version(service, world.channel))[0] == version
    assert len(public_posts(world.channel)) == posts
    _, after = await service.table(str(world.channel.id))
    assert after == state


# ---- every step fits the component scheme ----------------------------------------------------------------------------
def _row(players: int) -> TableRow:
    seats = [Seat(seat=i, user_id=str(i + 1), name=f"p{i + 1}") for i in range(players)]
    return TableRow(id=2 ** 63 - 1, guild_id="1", channel_id="1", game="dragon_castle", options={}, owner_id="1",
                    lang="pl", status="active", seed=1, version=1, actors=[0], created_at=0.0, updated_at=0.0,
                    seats=seats)


def _offered(row: TableRow, state: dict, seat: int, prefix: tuple[str, ...]) -> tuple[set[str], bool]:
    """What the picker at ``prefix`` offers over all its pages: the next tokens (step buttons and menu options),
    and whether it has a button playing ``prefix`` itself."""
    tokens: set[str] = set()
    confirm = False
    for page in range(10):
        _prompt, view, missing = step_view(row, state, seat, prefix, page, "pl")
        assert not missing, prefix
        more = False
        for item in view.children:
            if isinstance(item, MoveSelect):
                tokens |= {o.value for o in item.item.options}
            elif item.kind == "s" and item.prefix[:-1] == prefix and len(item.prefix) == len(prefix) + 1:
                tokens.add(item.prefix[-1])
            elif item.kind == "c" and item.prefix == prefix:
                confirm = True
            more |= item.kind == "s" and item.prefix == prefix and item.page == page + 1
        if not more:
            return tokens, confirm
    raise AssertionError("too many pages")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_step_fits_a_custom_id_and_the_picker_shows_every_choice(players):
    """Steps are separate moves, so every prefix is short: ``plansza:<largest table id>:<kind>:<prefix>:<page>``
    stays within 100 characters and every next token fits a select option; the picker at every prefix of every
    legal step offers exactly the legal next tokens (buttons or menus, over its pages) and a button for a prefix
    that is a whole step, never "use /play"."""
    rng = random.Random(players)
    row = _row(players)
    state = GAME.setup(players, {"layout": f"standard_{players}p", "spirits": "chosen",
                                 "spirit_cards": ",".join(rng.sample(SPIRIT_IDS, 3))}, players)
    longest = 0
    checked = 0
    while not GAME.result(state).finished:
        seat = state["active"]
        moves = GAME.legal_moves(state, seat)
        for m in moves:
            tokens = m.tokens
            for k in range(len(tokens) + 1):
                for kind in "qsc":
                    cid = custom_id(row.id, kind, tokens[:k], SELECTS_PER_PAGE)
                    assert cid is not None and len(cid) <= MAX_ID, (kind, m.id)
                    longest = max(longest, len(cid))
                assert custom_id(row.id, "m", tokens[:k], SELECTS_PER_PAGE) is not None
            assert all(len(tok) <= MAX_OPTION for tok in tokens)
        if rng.random() < 0.2:  # the pickers on a sample of states: every step of every move is offered
            for prefix in {m.tokens[:k] for m in moves for k in range(len(m.tokens))}:
                tokens, complete = next_tokens(moves, prefix)
                assert _offered(row, state, seat, prefix) == (set(tokens), complete and bool(tokens)), prefix
                checked += 1
        by_verb: dict[str, list[str]] = {}
        for m in moves:
            by_verb.setdefault(m.tokens[0], []).append(m.id)
        verbs = sorted(by_verb)
        verb = rng.choices(verbs, [0.1 if v == "undo" else WEIGHTS.get(v, 2.0) for v in verbs])[0]
        state, _ = GAME.apply(state, seat, rng.choice(by_verb[verb]))
    assert longest < 60 and checked > 20
