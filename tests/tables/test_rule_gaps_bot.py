"""Rules whose outcome is in the bot layer: DR-14.7 (whom the table service pings in Smoki)."""
from __future__ import annotations

import copy

import pytest

from bot.store import Storage
from bot.tables import Settings, TableService
from games.dragons import GAME as DRAGONS
from tests.games.dragons.helpers import make_state


class _Clock:
    def __init__(self, t: float = 1_000_000.0):
        self.t = t

    def __call__(self) -> float:
        return self.t


@pytest.fixture
async def rules_svc(tmp_path):
    db = await Storage(str(tmp_path / "rules.sqlite3")).open()
    yield TableService(db, Settings(create_cooldown=0), clock=_Clock(), seed_source=lambda: 7)
    await db.close()


async def _table(svc: TableService, players: int, options: dict | None = None):
    await svc.create(guild_id="g", channel_id="c1", user_id="u0", name="P0", game_id="dragons", options=options)
    for i in range(1, players):
        await svc.join("c1", f"u{i}", f"P{i}")
    return await svc.start("c1", "u0")


def _inject(monkeypatch, state: dict) -> None:
    """Make the next table start from a hand-built state."""
    monkeypatch.setattr(DRAGONS, "setup", lambda players, options, seed: copy.deepcopy(state))


async def test_dr_14_7_pings_everybody_at_the_reveal_then_the_active_player(rules_svc):
    """DR-14.7: every player at INITIAL_REVEAL; then, turn after turn, the active player."""
    out = await _table(rules_svc, 3, {"first": "1"})
    assert out.state["phase"] == "INITIAL_REVEAL" and out.ping == [0, 1, 2]
    out = await rules_svc.play("c1", "u0", "reveal 1")
    assert out.ping == [] and out.actors == [1, 2]  # nobody new has to act
    out = await rules_svc.play("c1", "u1", "reveal 2")
    assert out.ping == []
    out = await rules_svc.play("c1", "u2", "reveal 3")
    assert out.state["phase"] == "TURN" and out.state["active"] == 0 and out.ping == [0] and out.actors == [0]
    out = await rules_svc.play("c1", "u0", "draw")
    assert out.ping == [] and out.actors == [0]  # still the same player's turn
    out = await rules_svc.play("c1", "u0", "discard A")
    assert out.state["active"] == 1 and out.ping == [1]
    await rules_svc.play("c1", "u1", "draw")
    out = await rules_svc.play("c1", "u1", "discard B")
    assert out.state["active"] == 2 and out.ping == [2]


async def test_dr_14_7_pings_the_last_player_of_a_raven_circle_chain(rules_svc, monkeypatch):
    """DR-14.7: at CHAIN_PILE the chain's last player (not the active one) is pinged; afterwards the next player."""
    _inject(monkeypatch, make_state(3, piles={"A": ["C"], "B": ["8"]}, active=0))
    out = await _table(rules_svc, 3)
    assert out.state["phase"] == "TURN" and out.ping == [0]
    out = await rules_svc.play("c1", "u0", "take A 2")
    assert out.state["phase"] == "CHAIN_PILE" and out.ping == [2] and out.actors == [2]
    out = await rules_svc.play("c1", "u2", "pile A")
    assert out.state["phase"] == "TURN" and out.state["active"] == 1 and out.ping == [1]


async def test_dr_14_7_pings_at_round_end_and_everybody_at_game_end(rules_svc, monkeypatch):
    """DR-14.7: when a round ends every player is pinged (the round-end event concerns everyone, the round ender
    included: the next round's reveal needs everybody); at the game's end every player is pinged."""
    dreams = {0: ["1", "2", "3", "1", "2", "3?"]}  # seat 0 completes its dream with the 3 on pile A
    _inject(monkeypatch, make_state(3, dreams=dreams, piles={"A": ["3"], "B": ["5"]}, active=0))
    await _table(rules_svc, 3)
    out = await rules_svc.play("c1", "u0", "take A 6 A")
    assert out.state["phase"] == "INITIAL_REVEAL" and out.state["round"] == 2
    assert out.actors == [0, 1, 2] and out.ping == [0, 1, 2] and out.ping_everyone
    assert not out.finished

    final = make_state(3, dreams=dreams, piles={"A": ["3"], "B": ["5"]}, active=0)
    final["tokens"] = [2, 0, 0]
    _inject(monkeypatch, final)
    await rules_svc.abandon("c1", "u0")
    await _table(rules_svc, 3)
    out = await rules_svc.play("c1", "u0", "take A 6 A")
    assert out.finished and out.state["phase"] == "GAME_OVER" and out.result.winners == [0]
    assert out.ping == [0, 1, 2] and out.actors == []


def test_dr_14_7_the_channel_message_mentions_the_round_ender_too():
    """DR-14.7 in the Discord message: with ``ping_everyone`` the mover is among the mentions (and the allowed
    mentions); the message pings exactly the outcome's pings, less those their DM told."""
    from bot.discord_app.notify import ping_line
    from bot.store import Seat, TableRow
    from bot.tables import Outcome

    row = TableRow(id=1, guild_id="g", channel_id="c", game="dragons", options={}, owner_id="10", lang="en",
                   status="active", seed=1, version=5, actors=[0, 1, 2], created_at=0, updated_at=0,
                   seats=[Seat(i, str(10 + i), f"P{i}") for i in range(3)])
    everyone = Outcome(table=row, seat=0, ping=[0, 1, 2], ping_everyone=True)
    _, users = ping_line(row, everyone)
    assert sorted(users) == ["10", "11", "12"]
    # who is pinged is the service's rule (bot.tables.notices): a mover who acted by their own hand is not among a
    # step's pings; a mover the clock played for is, and a seat its own DM told is not pinged again
    step = Outcome(table=row, seat=0, ping=[1])
    _, users = ping_line(row, step)
    assert sorted(users) == ["11"]
    told = Outcome(table=row, seat=0, ping=[0, 1, 2], ping_everyone=True, told_by_dm=[2])
    _, users = ping_line(row, told)
    assert sorted(users) == ["10", "11"]


def test_dr_4_1_dc_4_7_the_start_post_names_the_real_turn_order():
    """DR-4.1 / DC-4.7 (issue 9): the start post lists the players in turn order, from the first player, not in
    seat order."""
    from bot.store import Seat, TableRow
    from bot.tables import Outcome, present
    from games import registry

    for gid, first, key in (("dragon_castle", "first=3", "first"), ("dragons", "first=3", "starter")):
        game = registry.get(gid)
        state = game.setup(3, game.normalize_options(dict([first.split("=")])), 5)
        assert state[key] == 2
        assert game.turn_order(state) == [2, 0, 1]
        row = TableRow(id=1, guild_id="g", channel_id="c", game=gid, options=state["options"], owner_id="10",
                       lang="en", status="active", seed=1, version=1, actors=[2], created_at=0, updated_at=0,
                       seats=[Seat(i, str(10 + i), f"P{i}") for i in range(3)])
        text = present.outcome_text(Outcome(table=row, state=state, started=True, actors=[2], ping=[2]), "en",
                                    present.plain_names(row))
        assert "Players in order: P2, P0, P1." in text
    bk = registry.get("bunny_kingdom")
    assert bk.turn_order(bk.setup(3, bk.normalize_options({}), 1)) == [0, 1, 2]  # simultaneous: seat order
