"""Every hand complete in text (issue 52, point 4): a seat's private summary (``Presentation.private_summary``, the
DM's and /hand's words beside the private picture) names every item of the seat's secret that its private picture
draws, in Polish and in English, over seeded random games of every shipped game.

Each game's items are read from its own view (``view["private"]``, and the seat's own open pieces the private
picture shows beside them) and named with the game's own label functions, so the text must use the very names and
numbers of the picture and of the move labels. A new game adds its reader to ``SECRETS``.
"""
from __future__ import annotations

from collections.abc import Callable

import pytest

from games import registry
from games.core.contract import Msg
from tests.core.test_no_raw_ids import positions, text

LANGS = ("pl", "en")


def _dragons(view: dict) -> list[Msg | str]:
    """Smoki: the drawn card and the face-up cards of the dream it goes to (DR-12.3), or the slot to reveal."""
    from games.dragons.rounds import card_msg

    private = view["private"]
    if "reveal" in private:
        return [str(private["reveal"])]
    dream = view["dreams"][view["seat"]]
    return [card_msg(private["drawn"])] + [card_msg(c["card"]) for c in dream if c["up"] and c["card"]]


def _dragon_castle(view: dict) -> list[Msg | str]:
    """Zamek Smoków: every pending step in words, the tiles still to place, the spirits used."""
    t = view["private"]["preview"]["turn"]
    return ([Msg.from_json(m) for m in t["log"]] + [Msg(f"dragon_castle-tile-{k}") for k in t["held"]]
            + [Msg(f"dragon_castle-spirit-{s}") for s in t["used"]])


def _bunny_kingdom(view: dict) -> list[Msg | str]:
    """Królestwo Królików: hand, pick, passed hand, plan (cards and squares), buildings, parchments, discards, the
    universal farms and the copy cards."""
    from games.bunny_kingdom.cards import card_msg

    p = view["private"]
    cards = p["hand"] + (p["pick"] or []) + p["passed"] + p["unbuilt"] + p["parchments"] + p["discards"]
    out: list[Msg | str] = [card_msg(c) for c in cards]
    for item in p["plan"]:
        out += [card_msg(item["card"]), *item["squares"]]
    out += list(p["universal"])
    out += [card_msg(c) for c in p["copies"]] + [card_msg(t) for t in p["copies"].values() if t]
    return out


def _simurgh(view: dict) -> list[Msg | str]:
    """Simurgh: the tiles in hand (open ones and the secret power tiles), the dragons, the draft offer, the dragon
    choice and the tiles drawn in secret."""
    from games.simurgh.labels import dragon_msg, objective_msg, tile_msg

    p, me = view["private"] or {}, view["seats"][view["seat"]]
    out: list[Msg | str] = [tile_msg(t) for t in me["hand"] + p.get("power_tiles", []) + p.get("power_offer", [])]
    out += [dragon_msg(d["id"]) for d in me["dragons"]] + [dragon_msg(d) for d in p.get("dragon_offer", [])]
    if p.get("dragon_choice"):
        out.append(dragon_msg(p["dragon_choice"]["keep"]))
    if p.get("drawn"):
        name = dragon_msg if p["drawn"]["kind"] == "dragons" else objective_msg
        out += [name(t) for t in p["drawn"]["tiles"]]
    return out


def _thorgal(view: dict) -> list[Msg | str]:
    """Thorgal: the question, and what its picture numbers: spaces within reach, wounds to heal, the shapes whose
    orientations are drawn, the dice still to place."""
    from games.thorgal.combat import tile_shape
    from games.thorgal.effects import shape_msg

    p = view["private"]
    out: list[Msg | str] = [Msg.from_json(p["text"])]
    if p["ask"] == "wound":
        out.append(", ".join(map(str, p["spaces"])))
    if p["ask"] == "heal":
        out.append(", ".join(map(str, p["wounds"])))
    if p["ask"] == "journey":
        out += [shape_msg(s) for s in p["shapes"]]
    if p["ask"] == "place":
        pool = view["fight"]["pool"]
        out += [shape_msg(tile_shape(pool[n - 1])) for n in p["dice"]]
    return out


#: each game's reader of the items its private picture draws (a new game adds its own)
SECRETS: dict[str, Callable[[dict], list[Msg | str]]] = {
    "dragons": _dragons, "dragon_castle": _dragon_castle, "bunny_kingdom": _bunny_kingdom, "simurgh": _simurgh,
    "thorgal": _thorgal,
}


def has_private(gid: str, view: dict) -> bool:
    """Does the seat's private picture draw anything? (Simurgh's draws the open hand and dragons too.)"""
    if view.get("private"):
        return True
    if gid == "simurgh" and isinstance(view.get("seat"), int):
        me = view["seats"][view["seat"]]
        return bool(me["hand"] or me["dragons"])
    return False


def missing(gid: str, view: dict) -> list[tuple[str, str, str]]:
    """``(lang, item, summary)`` for every item of the seat's hand its private summary does not name."""
    game = registry.get(gid)
    summary = game.presentation.private_summary(view)
    out = []
    for lang in LANGS:
        said = text(summary, lang)
        for item in SECRETS[gid](view):
            name = text(item, lang) if isinstance(item, Msg) else item
            if not said.strip() or name not in said:
                out.append((lang, name, said))
    return out


@pytest.mark.parametrize("gid", registry.shipped())
def test_every_hand_is_complete_in_text(gid):
    assert gid in SECRETS, f"{gid}: add the reader of its private picture's items to SECRETS"
    game = registry.get(gid)
    hands = items = 0
    for players in range(game.min_players, min(game.max_players, 4) + 1):
        for state in positions(game, players, 520 + players, every=3, limit=60):
            for seat in range(players):
                view = game.view(state, seat)
                if not has_private(gid, view):
                    continue
                hands += 1
                items += len(SECRETS[gid](view))
                assert not missing(gid, view), (gid, players, seat, missing(gid, view)[:3])
    assert hands >= 5 and items >= hands, (gid, hands, items)


def test_the_check_finds_a_hand_told_in_part():
    """Simurgh's old summary named the power tile only: the check sees the tiles in hand it left out."""
    game = registry.get("simurgh")
    for state in positions(game, 3, 103, every=5, limit=40):
        view = game.view(state, 0)
        if view["seats"][0]["hand"] and (view["private"] or {}).get("power_tiles"):
            break
    else:
        pytest.fail("no Simurgh hand with open and power tiles in the walk")
    from games.simurgh.labels import tile_msg

    told_in_part = Msg("simurgh-private-power", tiles=[tile_msg(t) for t in view["private"]["power_tiles"]])
    said = text(told_in_part, "en")
    assert any(text(item, "en") not in said for item in SECRETS["simurgh"](view))
    assert not missing("simurgh", view)
