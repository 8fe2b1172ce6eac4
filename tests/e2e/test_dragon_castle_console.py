"""Full Zamek Smoków (Dragon Castle) games through the console adapter (the same TableService as Discord): random
legal steps (``random``: a random move of the player who acts, ``undo`` included) on every layout of
``games/dragon_castle/data`` with each player count it is suited for (2, 3, 4), a different seed, spirit count and
dragon count per case. At every step all 116 tiles are accounted for (GAME.check_invariants: DC-2.1, shrines,
countdown tokens, also on the mover's preview), the state round-trips through JSON, an unconfirmed step is not
announced while a confirmation (or an uncovered castle tile, DC-14.3) is, and the public view does not move during
private steps. At the end the game is finished with winners, the table is 'finished' and the move log replays to the
stored snapshot.

Plus one turn typed step by step with pictures on: the private steps are answered to the mover alone (the console's
"only alice sees this" block: private events, the turn in progress, the preview picture, the next choices), the
channel shows nothing of them and the whole turn at ``confirm``; that game then runs to its end.
"""
from __future__ import annotations

import json
from collections import Counter

import pytest

from bot.tables import Outcome
from games.dragon_castle import GAME
from games.dragon_castle.data import LAYOUT_IDS, LAYOUTS, TILE_IDS
from tests.e2e.harness import console_session, lobby_lines

CASES = [(lay, players) for lay in LAYOUT_IDS for players in sorted(set(LAYOUTS[lay]["recommended_players"]))]
ONLY_ALICE = "[only alice sees this; nothing in the channel]"


def _tiles(state: dict) -> Counter:
    places = [x for stack in state["castle"].values() for x in stack]
    places += [x for realm in state["realms"] for sp in realm for x in sp["tiles"]]
    return Counter(places + state["discard"] + state["turn"]["held"])


class Steps:
    """The ``on_move`` hook: invariants, versions one by one, and what is announced."""

    def __init__(self):
        self.count = 0
        self.version = 1  # a started table is at version 1
        self.public: dict | None = None  # the public view after the last move (set after the start)
        self.quiet = 0

    def __call__(self, o: Outcome) -> None:
        state = o.state
        GAME.check_invariants(state)
        assert len(TILE_IDS) == 116 and _tiles(state) == Counter(TILE_IDS)
        assert json.loads(json.dumps(state)) == state
        assert o.table.version == self.version + 1
        assert o.actors == sorted(GAME.actors(state))
        published = o.move == "confirm" or any(e.reveals for e in o.events)
        assert o.announce == published, (o.move, o.events)
        public = GAME.view(state, None)
        if not published:  # a private step (or an undo): nothing public changed
            assert public == self.public, o.move
            self.quiet += 1
        self.public = public
        self.version = o.table.version
        self.count += 1


@pytest.mark.parametrize(("layout", "players"), CASES, ids=[f"{lay}-{p}p" for lay, p in CASES])
async def test_full_game_through_console(layout, players):
    k = CASES.index((layout, players))
    seed = 31 * k + 5
    options = f"layout={layout} spirits_count={1 + k % 3} dragons_count={1 + (k // 3) % 3}"
    steps = Steps()
    async with console_session(seed=seed, on_move=steps) as run:
        out = await run(*lobby_lines(players, options, game="dragon_castle"))
        assert "✗" not in out, out
        row, state = await run.service.table("console")
        assert row.status == "active" and len(row.seats) == players and state["layout"] == layout
        assert len(state["spirits"]) == 1 + k % 3 and len(state["dragons"]) == 1 + (k // 3) % 3
        GAME.check_invariants(state)
        steps.public = GAME.view(state, None)

        out = await run(f"random 20000 {seed}")
        assert "✗" not in out, out
        row, state = await run.service.table("console")
        result = GAME.result(state)
        assert result.finished and result.winners and len(result.ranks) == players
        assert all(result.ranks[w] == 1 for w in result.winners)
        assert row.status == "finished" and row.actors == []
        assert await run.service.verify(row.id)
        stored = await run.service.db.table(row.id)
        assert json.loads(stored.state_json) == state
        assert steps.count == row.version - 1 and steps.quiet > state["turns"]  # many private steps
        assert state["turns"] % players == 0  # DC-11.4: everybody played as many turns
        # the last message carries the result and pings everybody
        assert "Game over!" in out and " ".join(f"@{n}" for n in row.names) in out
        out = await run("alice play confirm")
        assert out.startswith("✗")


async def test_a_turn_step_by_step_with_pictures_then_to_the_end(tmp_path):
    steps = Steps()
    async with console_session(out_dir=tmp_path, seed=3, on_move=steps) as run:
        out = await run(*lobby_lines(2, "first=1", game="dragon_castle"))
        assert "@alice your turn!" in out
        row, state = await run.service.table("console")
        steps.public = GAME.view(state, None)
        take = next(m.id for m in GAME.legal_moves(state, 0) if m.id.startswith("take "))

        # the first tile uncovers the one below: public at once (DC-14.3)
        out = await run(f"alice play {take}")
        # (one line for the channel: a picture comes with the completed turn)
        assert "uncovering" in out and ONLY_ALICE not in out and ".png" not in out
        assert "console-1-v2.png" in await run("bob show")
        before = (tmp_path / "console-1-v2.png").read_bytes()

        # Tile and Shrine: only alice hears of it, with her preview and her next choices
        out = await run("alice play shrine")
        lines = out.splitlines()
        assert lines[0] == ONLY_ALICE and all(x.startswith("  ") for x in lines[1:])
        assert "takes a shrine into the pool" in out
        assert "Your turn in progress: 1 step not public yet (undo possible). Next: place the tiles." in out
        assert "private image: " in out and (tmp_path / "console-1-v3-alice-private.png").exists()
        assert "place a1 — Place" in out and "undo — Undo the last step" in out
        assert "is playing their turn" not in out and "Now:" not in out  # nothing for the channel

        # the others see the same table as before the step
        out = await run("bob show")
        assert "console-1-v3.png" in out
        assert (tmp_path / "console-1-v3.png").read_bytes() == before
        out = await run("bob hand")
        assert "You have nothing secret at this table." in out

        # undo, the shrine again, a placement, and the preview changes with every step
        out = await run("alice play undo")
        assert out.splitlines()[0] == ONLY_ALICE and "↶ Step undone: keeps Merchant 5" in out
        assert "shrine — Keep" in out
        await run("alice play shrine")
        out = await run("alice play place b2")
        assert out.splitlines()[0] == ONLY_ALICE and "places" in out and "b2" in out
        assert "2 steps not public yet" in out and "confirm — Confirm the turn" in out
        preview_3 = (tmp_path / "console-1-v5-alice-private.png").read_bytes()
        preview_4 = (tmp_path / "console-1-v6-alice-private.png").read_bytes()
        assert preview_3[:8] == preview_4[:8] == b"\x89PNG\r\n\x1a\n" and preview_3 != preview_4
        out = await run("alice hand")
        assert out.startswith("[DM to alice] Your turn in progress: 2 steps") and "confirm — Confirm" in out

        # confirm: the whole turn at once in the channel, bob is pinged
        out = await run("alice play confirm")
        assert ONLY_ALICE not in out
        assert "takes a shrine into the pool" in out and "b2" in out and "@bob your turn!" in out
        assert "console-1-v7.png" in out and (tmp_path / "console-1-v7.png").read_bytes() != before
        out = await run("bob history")  # the turn's six moves are one line, as Discord's /history shows it
        assert out.startswith("1–6. alice takes Merchant 5") and "takes a shrine into the pool" in out
        assert "is playing their turn" not in out and out.count("\n") == 0

        # and on to the end (``random`` draws only the final picture)
        pictures = set(tmp_path.iterdir())
        out = await run("random 20000 3")
        row, state = await run.service.table("console")
        assert row.status == "finished" and await run.service.verify(row.id)
        new = set(tmp_path.iterdir()) - pictures
        assert [p.name for p in new] == [f"console-1-v{row.version}.png"]
        assert "Game over!" in out and steps.count == row.version - 1


async def test_polish_console_marks_a_private_step():
    async with console_session(seed=4, lang="pl") as run:
        await run(*lobby_lines(2, "first=1", game="dragon_castle"))
        row, state = await run.service.table("console")
        take = next(m.id for m in GAME.legal_moves(state, 0) if m.id.startswith("take "))
        await run(f"alice play {take}")
        out = await run("alice play discard")
        assert out.splitlines()[0] == "[widzi to tylko alice; nic na kanale]"
        assert "Twoja tura w toku" in out
