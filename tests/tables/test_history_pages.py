"""/history in pages of turns: "since my last turn" first, older and newer pages by buttons, each reader's own private
lines and nobody else's (over random games of every game), and the picture of the table after any move."""
from __future__ import annotations

import random

import pytest

from bot.discord_app import info
from bot.store import Storage
from bot.tables import Settings, TableService, history, present
from games import registry
from games.core.contract import Msg
from tests.support.discord_helpers import custom_ids, shown
from tests.support.service_play import random_moves

GAMES = tuple(registry.shipped())


@pytest.fixture
async def svc(tmp_path, clock, passgame):
    db = await Storage(str(tmp_path / "h.sqlite3")).open()
    yield TableService(db, Settings(create_cooldown=0, live_tables_base=100), clock=clock, seed_source=lambda: 3)
    await db.close()


@pytest.mark.parametrize("game_id", GAMES)
async def test_no_reader_ever_sees_another_seats_private_line(svc, game_id):
    players = 3
    await svc.create(guild_id="g", channel_id="c", user_id="u0", name="P0", game_id=game_id)
    for i in range(1, players):
        await svc.join("c", f"u{i}", f"P{i}")
    await svc.start("c", "u0")
    row, _ = await random_moves(svc, "c", random.Random(game_id), limit=120)
    everything = await svc.turns(row, None)
    private = {s: [] for s in range(players)}
    for m in await svc.db.moves(row.id):
        for e in m["events"]:
            if e["to"] is not None:
                private[e["to"]].append(e)
    name_of = present.plain_names(row)
    for seat in (None, *range(players)):
        turns = await svc.turns(row, seat)
        assert [(t.seat, t.first, t.last) for t in turns] == [(t.seat, t.first, t.last) for t in everything]
        shown = [e for t in turns for e in t.events]
        assert all(e.to is None or e.to == seat for e in shown)
        # my own private lines only (those a public line of the same turn says again are left out: no echoes)
        mine = sum(len(v) for s, v in private.items() if s == seat)
        assert sum(1 for e in shown if e.to is not None) <= mine
        for lang in ("en", "pl"):
            text = "\n".join(" ".join(present.event_lines(t.events, seat, lang, name_of)) for t in turns)
            others = {present.msg(lang, Msg.from_json(e["msg"]), name_of)
                      for s, v in private.items() if s != seat for e in v}
            public_or_mine = {present.msg(lang, e.msg, name_of) for e in shown}
            for line in others - public_or_mine:
                assert line not in text, (seat, line)


async def test_turns_group_steps_and_the_first_page_is_since_my_last_turn(svc):
    game = registry.get("passgame")
    await svc.create(guild_id="g", channel_id="c", user_id="u0", name="P0", game_id="passgame")
    await svc.join("c", "u1", "P1")
    await svc.start("c", "u0")
    for _ in range(12):
        row, state = await svc.table("c")
        if row.status != "active":
            break
        seat = sorted(game.actors(state))[0]
        await svc.play("c", row.user_of(seat), game.legal_moves(state, seat)[1].id)  # give: no reveal
    row, _ = await svc.table("c")
    turns = await svc.turns(row, 0)
    assert len(turns) == row.version - 1  # one move per turn in passgame
    start = history.default_start(turns, 0)
    shown, start, older, newer = history.page(turns, start)
    assert shown[0].first == turns[start].first and (older is not None or start == 0)
    mine = [i for i, t in enumerate(turns) if t.seat == 0]
    assert start == min(mine[-1] + 1, len(turns) - history.PAGE) or start == max(0, len(turns) - history.PAGE)


async def test_history_pages_and_a_past_picture_through_the_stand_in(world, service):
    await world.alice.slash(world.channel, "create", game="dragons")
    await world.bob.slash(world.channel, "join")
    await world.alice.slash(world.channel, "start")
    await random_moves(service, str(world.channel.id), random.Random(4), limit=40)
    r = await world.alice.slash(world.channel, "history")
    first = shown(r.response)
    assert r.ephemeral and "moves " in first and len(first) <= 2000 and not first.endswith("…")
    older = [c for c in custom_ids(r.response) if ":x:hist:" in c]
    assert older
    r2 = await world.alice.click(r.response, custom_id=older[0])
    assert shown(r2.response) != first and "moves " in shown(r2.response)
    r = await world.bob.slash(world.channel, "history", move=3)
    assert r.ephemeral and "The table after move 3 of" in shown(r.response) and r.response.attachments
    r = await world.bob.slash(world.channel, "history", move=999)
    assert r.ephemeral and "There is no move 999 here" in shown(r.response)


@pytest.mark.parametrize("game_id", ("simurgh", "dragon_castle", "thorgal"))
async def test_a_multi_step_turn_says_each_step_once_and_its_mover_once(svc, game_id):
    """Issue 27: no "4. bartek: bartek: zatrzymuje…", no step repeated before or inside the turn's summary."""
    await svc.create(guild_id="g", channel_id="c", user_id="u0", name="Ala", game_id=game_id)
    for i, name in ((1, "Bartek"), (2, "Cela")):
        await svc.join("c", f"u{i}", name)
    await svc.start("c", "u0")
    row, _ = await random_moves(svc, "c", random.Random(7), limit=80)
    name_of = present.plain_names(row)
    multi = 0
    for seat in range(3):
        turns = await svc.turns(row, seat)
        for lang in ("pl", "en"):
            for turn in turns:
                if turn.seat is None:
                    continue
                texts = [x.rstrip(".") for x in present.event_lines(turn.events, seat, lang, name_of)]
                for i, a in enumerate(texts):
                    for j, b in enumerate(texts):
                        # a step said again, alone or inside the summary (an undone step is news: "↶ Step undone: …")
                        assert i == j or a not in b or b.startswith("↶"), (a, b)
                if turn.first != turn.last:
                    multi += 1
            text, _ = info.history_page(row, turns, 0, seat, lang)
            for line in text.splitlines()[1:]:
                for s in range(3):
                    name = name_of(s)
                    assert f"{name}: {name}" not in line and line.count(f"{name}:") <= 1, line
                mover = next((t.seat for t in turns if t.first is not None and
                              line.startswith((f"{t.first}. ", f"{t.first}–"))), None)
                if mover is not None and "↶" not in line:  # an undone step quotes the step whole
                    assert line.count(name_of(mover)) == 1, line  # the mover's name once per line
    assert multi, "the game played a multi-step turn"



@pytest.mark.parametrize("lang, want", [("pl", "• odkłada płytkę (3 razy). • kończy turę."),
                                        ("en", "• odkłada płytkę (3 times). • kończy turę.")])
def test_a_summary_merges_repeats_into_a_count_never_into_one(lang, want):
    """``present.summary`` says a repeated sentence once with its count: "odkłada płytkę. odkłada płytkę." never
    becomes a single "odkłada płytkę."."""
    from types import SimpleNamespace

    from games.core.contract import Event

    step, end = Msg("bot-history-note", text="odkłada płytkę."), Msg("bot-history-note", text="kończy turę.")
    o = SimpleNamespace(events=[Event(step), Event(step), Event(step), Event(end)])
    assert present.summary(o, lang, lambda s: "Ala") == want


def test_since_the_readers_last_turn():
    """``history.since`` (the Discord digest and the web table's /api/since): from right after the reader's last turn,
    the others' turns as "missed"; with the reader's own turn under way (the table waits for them), from before it."""
    Turn, since = history.Turn, history.since
    turns = [Turn(0, 1, 1), Turn(1, 2, 2), Turn(None, None, None), Turn(2, 3, 3), Turn(0, 4, 5)]
    assert since(turns, 1) == (2, [turns[3], turns[4]])
    assert since(turns, 0) == (5, [])  # the reader moved last: nothing since
    assert since(turns, 0, under_way=True) == (1, [turns[1], turns[3]])  # their turn of steps is not "since"
    assert since(turns, 1, under_way=True) == (2, [turns[3], turns[4]])  # their newest turn is not the last one
    assert since(turns, None) == (0, [turns[0], turns[1], turns[3], turns[4]])  # a spectator: the newest page
