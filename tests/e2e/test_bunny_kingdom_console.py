"""Królestwo Królików (Bunny Kingdom) through the console adapter, the same TableService as Discord.

Full games with random legal moves (2 and 4 players, a few seeds): the simultaneous picks (BK-5.1, BK-7.3, changeable
until the last player submits: BK-16.1), camps, simultaneous construction (BK-16.3), universal farms and copy cards.
At every step each of the 182 cards is in exactly one place (``GAME.check_invariants``, BK-2.5) and the state
round-trips through JSON; at the end there is a result, the table is finished and the move log replays to the
snapshot. A scripted session shows what players see: the hand with the moves grouped by step, a pick that only says
*who* picked in the channel, a changed pick, and the reveal of everyone's cards.
"""
from __future__ import annotations

import json
from collections import Counter

import pytest

from bot.tables import Outcome
from games.bunny_kingdom import GAME
from games.bunny_kingdom.cards import TOKEN, card_msg
from games.bunny_kingdom.data import CARD_IDS
from games.bunny_kingdom.state import all_cards
from games.core import i18n
from tests.e2e.harness import console_session, lobby_lines


def _check_state(state: dict) -> None:
    GAME.check_invariants(state)  # BK-2.5: each of the 182 cards in exactly one place
    cards = all_cards(state)
    assert len(cards) == 182 and Counter(cards) == Counter(CARD_IDS)
    assert json.loads(json.dumps(state)) == state


class Steps:
    """The ``on_move`` hook: every applied move's state is checked; versions go up one by one."""

    def __init__(self):
        self.count = 0
        self.version = 1
        self.phases: set[str] = set()

    def __call__(self, o: Outcome) -> None:
        _check_state(o.state)
        assert o.table.version == self.version + 1
        assert o.actors == sorted(GAME.actors(o.state))
        self.version = o.table.version
        self.count += 1
        self.phases.add(o.state["phase"])


def _public(output: str) -> list[str]:
    """The channel lines: not a DM's or a private answer's marker line, nor their indented continuation."""
    return [x for x in output.splitlines() if not x.startswith(("[DM", "[only", "  "))]


CASES = [(2, 11), (2, 12), (3, 13), (4, 14), (4, 15)]


@pytest.mark.parametrize(("players", "seed"), CASES, ids=[f"{p}p-seed{s}" for p, s in CASES])
async def test_full_game_with_random_moves(players, seed):
    steps = Steps()
    async with console_session(seed=seed, on_move=steps) as run:
        out = await run(*lobby_lines(players, game="bunny_kingdom"))
        assert "✗" not in out, out
        row, state = await run.service.table("console")
        assert row.status == "active" and len(row.seats) == players
        _check_state(state)
        # everybody got their hand by DM at the start, and nobody's hand is in the channel
        for name in row.names:
            assert f"[DM to {name}] Your hand (" in out
        assert not any("Your hand" in line for line in _public(out))

        out = await run(f"random 3000 {seed}")
        assert "✗" not in out, out
        row, state = await run.service.table("console")
        result = GAME.result(state)
        assert result.finished and result.winners and len(result.ranks) == players
        assert all(result.ranks[w] == 1 for w in result.winners)
        assert row.status == "finished" and row.actors == []
        assert await run.service.verify(row.id)
        assert json.loads((await run.service.db.table(row.id)).state_json) == state
        assert steps.count == row.version - 1
        assert {"PICK", "GAME_OVER"} <= steps.phases
        assert state["round"] == 4
        assert "Game over!" in out and " ".join(f"@{n}" for n in row.names) in out  # everybody hears the result

        out = await run("alice play done")
        assert out.startswith("✗")
        out = await run("alice show")
        assert "Game over!" in out and "✗" not in out


def _label(card_id: str) -> str:
    return i18n.render(card_msg(card_id), "en")


async def test_scripted_picks_changes_and_reveal():
    """Three players: the hand with grouped moves, picks that stay secret until the last one, a changed pick, and
    the reveal of everyone's final picks; the next hands come by DM."""
    async with console_session(seed=21) as run:
        await run(*lobby_lines(3, game="bunny_kingdom"))
        row, state = await run.service.table("console")
        hands = [list(h) for h in state["hands"]]

        out = await run("alice hand")
        assert out.startswith("[DM to alice] Your hand (12): ")
        assert "Which card do you play first?" in out  # the first real choice (the only verb, pick, is skipped)
        assert f"pick {TOKEN[hands[0][0]]} … — {_label(hands[0][0])}" in out

        first = (TOKEN[hands[0][0]], TOKEN[hands[0][1]])
        out = await run(f"alice play pick {first[0]} {first[1]}")
        public = _public(out)
        assert public == ["alice has picked (1/3; still to pick: bob, carol)."]  # a submission: one line, no picture
        assert not any("@" in line for line in public)  # bob and carol were already asked: nobody is pinged again
        assert "[only alice sees this]\n  You can still change your pick until everyone has picked." in out
        secret = {_label(c) for c in hands[0][:2]} | set(first)

        # alice changes her mind before the others pick
        second = (TOKEN[hands[0][2]], TOKEN[hands[0][3]])
        out = await run(f"alice play pick {second[0]} {second[1]}")
        # issue 25: a change of a pick still open is answered to alice alone, nothing in the channel (the history
        # keeps it)
        assert _public(out) == [] and "Pick changed" in out
        assert out.startswith("[only alice sees this; nothing in the channel]")
        secret |= {_label(c) for c in hands[0][2:4]} | set(second)
        out = await run(f"bob play pick {TOKEN[hands[1][0]]} {TOKEN[hands[1][1]]}")
        assert "bob has picked (2/3; still to pick: carol)." in _public(out)
        out = await run("carol history")
        # one turn, as /history says
        assert "1–2. alice has picked (1/3; still to pick: bob, carol) and has changed their pick." in out
        seen = (await run("carol history", "bob history", "bob show", "carol show")).lower()
        assert "✗" not in seen
        for text in secret:  # nothing of alice's picks in anything the others may see
            assert text.lower() not in seen, text

        out = await run(f"carol play pick {TOKEN[hands[2][0]]} {TOKEN[hands[2][1]]}")
        public = "\n".join(_public(out))
        assert "The cards of pick 1 (round 1) are revealed." in public
        assert f"alice: {_label(hands[0][2])}, {_label(hands[0][3])}." in public  # the changed pick counts
        assert f"bob: {_label(hands[1][0])}, {_label(hands[1][1])}." in public
        assert f"carol: {_label(hands[2][0])}, {_label(hands[2][1])}." in public
        # a new decision, told to everyone by the DM of their next hand (the handoff rule): the post pings nobody
        assert "Now: alice, bob, carol (everyone at once)." in public and "@" not in public
        for name in ("alice", "bob", "carol"):  # the next hands (10 cards), by DM, to everyone
            assert f"[DM to {name}]" in out
        assert out.count("Your hand (10): ") == 3
        _, state = await run.service.table("console")
        assert state["pick"] == 2 and GAME.actors(state) == {0, 1, 2}


async def test_refusals_change_nothing():
    async with console_session(seed=22) as run:
        await run(*lobby_lines(3, game="bunny_kingdom"))
        _, state = await run.service.table("console")
        version = await run.version()
        foreign = TOKEN[next(c for c in state["hands"][1] if TOKEN[c] not in {TOKEN[x] for x in state["hands"][0]})]
        own = TOKEN[state["hands"][0][0]]
        out = await run(f"alice play pick {own} {foreign}")
        assert out.startswith("✗") and f"“{foreign}” is not in your hand" in out and "BK-5.1" not in out
        out = await run(f"alice play play {own} discard {foreign}")
        assert out.startswith("✗")
        out = await run("zed play done")
        assert out.startswith("✗") and "not seated" in out
        out = await run("alice play done")
        assert out.startswith("✗")
        assert await run.version() == version
