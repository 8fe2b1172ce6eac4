"""``Rules.token_icon`` (issue 29): the icon of the piece a step's token names, per game, and every key it gives is an
icon that ``renderers.icons`` draws (and the bot ships, ``bot/discord_app/emoji_icons``)."""
from __future__ import annotations

import random

import pytest

from games import registry
from games.bunny_kingdom import ui as bunny_ui
from games.bunny_kingdom.data import SQUARES
from games.core.contract import Rules
from games.dragon_castle import ui as castle_ui
from games.dragon_castle.data import kind as castle_kind
from games.dragons import ui as dragons_ui
from games.dragons.cards import kind as card_kind
from games.simurgh import ui as simurgh_ui
from games.thorgal import ui as thorgal_ui
from renderers import icons
from tests.support.positions import simurgh_over_the_limit

KEYS = set(icons.keys())


def test_the_contract_default_is_no_icon():
    assert Rules.presentation.token_icon({}, 0, (), "anything") is None


def _walk(gid: str, players: int, seed: int, moves: int, every: int) -> dict[str, int]:
    """Random play; at every ``every``-th state, each acting seat's whole prefix tree: the keys ``token_icon`` gives
    (each a drawn icon, each beside words: a step with an icon has a label). Returns key -> times seen."""
    game = registry.get(gid)
    state = game.setup(players, {}, seed)
    rng = random.Random(seed)
    seen: dict[str, int] = {}
    for n in range(moves):
        seats = sorted(game.actors(state))
        if not seats:
            break
        if n % every == 0:
            for seat in seats:
                labelled = 0
                pairs = {(m.tokens[:i], m.tokens[i]) for m in game.legal_moves(state, seat)
                         for i in range(len(m.tokens))}
                for prefix, token in sorted(pairs):
                    key = game.presentation.token_icon(state, seat, prefix, token)
                    if key is None:
                        continue
                    assert key in KEYS, (gid, prefix, token, key)
                    seen[key] = seen.get(key, 0) + 1
                    if labelled < 40:  # the words are costly for some games: a sample
                        labelled += 1
                        label = game.presentation.token_label(state, seat, prefix, token)
                        assert label is not None, (gid, prefix, token)
        seat = seats[0]
        state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)).id)
    return seen


@pytest.mark.parametrize(("gid", "players", "moves", "every", "expected"), [
    ("simurgh", 2, 120, 3, {"simurgh-spearman", "simurgh-dragonrider"}),
    ("bunny_kingdom", 3, 200, 4, {"bunny-forest", "bunny-sea", "bunny-mountain", "bunny-plains", "bunny-field"}),
    ("dragon_castle", 2, 120, 3, {"castle-back", "castle-spirit", "castle-soldier-1"}),
    ("dragons", 3, 200, 2, {"dragons-back"}),
    ("thorgal", 2, 120, 3, {"thorgal-gossip", "thorgal-die-red"}),
])
def test_every_icon_a_game_names_is_drawn(gid, players, moves, every, expected):
    seen: dict[str, int] = {}
    for seed in (1, 2):
        for key, n in _walk(gid, players, seed, moves, every).items():
            seen[key] = seen.get(key, 0) + n
    assert expected <= set(seen), sorted(seen)
    prefix = {"simurgh": "simurgh-", "bunny_kingdom": "bunny-", "dragon_castle": "castle-", "dragons": "dragons-",
              "thorgal": "thorgal-"}[gid]
    assert seen and all(key.startswith(prefix) for key in seen)


# ---- each game's own cases -------------------------------------------------------------------------------------------
def test_simurgh_resources_and_vassals():
    """SIM-4.4 resources (a type to return over the limit, SIM-5.5) and SIM-4.1 vassals; nothing else."""
    state = registry.get("simurgh").setup(2, {}, 7)
    assert simurgh_ui.token_icon(state, 0, ("return",), "wood") == "simurgh-wood"
    assert simurgh_ui.token_icon(state, 0, ("return",), "weapon") == "simurgh-weapon"
    assert simurgh_ui.token_icon(state, 0, ("place", "C01"), "dragonrider") == "simurgh-dragonrider"
    assert simurgh_ui.token_icon(state, 0, ("lay", "W36", "WS1", "r1", "W36.m"), "spearman") == "simurgh-spearman"
    assert simurgh_ui.token_icon(state, 0, ("return", "wood"), "2") is None  # how many: a number, no piece
    assert simurgh_ui.token_icon(state, 0, ("place",), "C01") is None
    assert simurgh_ui.token_icon(state, 0, (), "place") is None


def test_simurgh_return_step_over_the_limit():
    """A real position: over the resource limit after ``end`` (SIM-5.5), every type offered has its icon."""
    game = registry.get("simurgh")
    state = simurgh_over_the_limit()
    seat = state["active"]
    tokens = sorted({m.tokens[1] for m in game.legal_moves(state, seat) if m.tokens[0] == "return"})
    assert tokens and [game.presentation.token_icon(state, seat, ("return",), t) for t in tokens] == \
        [f"simurgh-{t}" for t in tokens]


def test_bunny_kingdom_terrains_cards_and_resources():
    game = registry.get("bunny_kingdom")
    state = game.setup(3, {}, 3)
    seat = 0
    hand = sorted({m.tokens[1] for m in game.legal_moves(state, seat) if m.tokens[0] == "pick"})
    for token in hand:  # a territory card shows its square's terrain (BK-2.5), any other card its piece
        key = game.presentation.token_icon(state, seat, ("pick",), token)
        if token.upper() in SQUARES:
            assert key == f"bunny-{SQUARES[token.upper()]['terrain']}"
        else:
            assert key in KEYS
    assert bunny_ui.card_icon("c7") == f"bunny-{SQUARES['C7']['terrain']}"
    assert bunny_ui.card_icon("city2") == "bunny-city2"
    assert bunny_ui.card_icon("fac-univ") == "bunny-fac-univ"
    assert bunny_ui.card_icon("fac-gold") == "bunny-fac-gold"
    assert bunny_ui.card_icon("sky-black") == "bunny-sky-black"
    assert bunny_ui.card_icon("camp-4") == "bunny-camp-4"
    assert bunny_ui.card_icon("prov") == "bunny-prov"
    assert bunny_ui.card_icon("royal-crown") == "bunny-parchment"
    assert bunny_ui.card_icon("nonsense") is None
    assert bunny_ui.square_icon("a1") == f"bunny-{SQUARES['A1']['terrain']}"
    assert game.presentation.token_icon(state, seat, (), "pick") is None  # a verb: words only


def test_dragon_castle_tiles_types_and_spirits():
    game = registry.get("dragon_castle")
    icon = game.presentation.token_icon
    state = game.setup(2, {}, 5)
    seat = state["active"]
    takes = sorted({m.tokens[1] for m in game.legal_moves(state, seat) if m.tokens[0] == "take"})
    assert takes
    for cell in takes:  # the castle's top tile, its kind as the pictures draw it
        top = state["castle"][cell][-1]
        assert icon(state, seat, ("take",), cell) == "castle-" + castle_kind(top).replace("_", "-")
    assert icon(state, seat, ("change", "a1"), "merchant") == "castle-merchant"
    assert icon(state, seat, ("spirit",), "beauty") == "castle-spirit"
    assert icon(state, 1 - seat, ("take",), takes[0]) is None  # not the seat's turn: no words, no icon
    assert castle_ui.tile_icon("wind_rain_1") == "castle-wind-rain"


def test_smoki_cards_and_backs():
    game = registry.get("dragons")
    state = game.setup(2, {"mode": "rounds", "rounds": 1}, 9)
    assert [game.presentation.token_icon(state, 0, ("reveal",), str(i)) for i in range(1, 7)] == ["dragons-back"] * 6
    for seat in (0, 1):
        state, _ = game.apply(state, seat, f"reveal {seat + 1}")
    seat = state["active"]
    up = state["dreams"][seat][seat]["card"]
    assert dragons_ui.card_icon(up) == "dragons-" + card_kind(up).replace("_", "-")
    assert game.presentation.token_icon(state, seat, (), "draw") == "dragons-back"
    for i, pile in enumerate(state["piles"]):
        name = "ABC"[i]
        want = dragons_ui.card_icon(pile[-1]) if pile else None
        assert game.presentation.token_icon(state, seat, ("take",), name) == want


def test_thorgal_resources_and_dice():
    state = {"fight": {"pool": [{"colour": "yellow"}, {"colour": "red"}], "offers": ["orange"]}}
    assert thorgal_ui.token_icon(state, 0, ("assign", "L1"), "gossip") == "thorgal-gossip"
    assert thorgal_ui.token_icon(state, 0, ("assign", "L1", "gossip"), "gossip@2") == "thorgal-gossip"
    assert thorgal_ui.token_icon(state, 0, ("pay", "0"), "material") == "thorgal-material"
    assert thorgal_ui.token_icon(state, 0, ("place",), "2") == "thorgal-die-red"
    assert thorgal_ui.token_icon(state, 0, ("reroll",), "1") == "thorgal-die-yellow"
    assert thorgal_ui.token_icon(state, 0, ("extra",), "1") == "thorgal-die-orange"
    assert thorgal_ui.token_icon(state, 0, ("place",), "3") is None
    assert thorgal_ui.token_icon(state, 0, (), "assign") is None
    assert thorgal_ui.token_icon({}, 0, ("upgrade",), "1") is None  # no fight: no die
