"""Words for the things of Simurgh, as translatable messages (never a raw id in a text a player reads): resources
and bundles ("2 wood, 1 PP"), spaces, tiles, dragons, objectives, slots. The catalogs (``locales/*.ftl``) hold
the words; the component data holds the numbers."""
from __future__ import annotations

from games.core.contract import Msg
from games.simurgh.data import CITY_SPACES, DRAGONS, OBJECTIVES, RESOURCES, TILES


def bundle_msg(fixed: dict) -> Msg:
    """A fixed bundle in words: its parts joined (``2 wood, 1 stone, 3 PP, 1 marker``); nothing: "nothing"."""
    parts: list[Msg] = []
    for r in RESOURCES:
        n = (fixed.get("resources") or {}).get(r, 0)
        if n:
            parts.append(Msg(f"simurgh-res-{r}", n=n))
    if fixed.get("power"):
        parts.append(Msg("simurgh-amt-pp", n=fixed["power"]))
    if fixed.get("markers"):
        parts.append(Msg("simurgh-amt-markers", n=fixed["markers"]))
    for v, n in (fixed.get("vassals") or {}).items():
        parts.append(Msg(f"simurgh-amt-{v}", n=n))
    if fixed.get("dragon_draw"):
        dd = fixed["dragon_draw"]
        parts.append(Msg("simurgh-amt-dragon-draw", n=dd["draw"], markers=dd.get("markers", 0)))
    if not parts:
        return Msg("simurgh-nothing")
    return and_msg(parts)


def and_msg(items: list) -> Msg:
    """Items joined as a rulebook lists them: "a", "a and b", "a, b and c" (PL "a, b i c")."""
    return _join(items, "simurgh-list-and")


def or_msg(items: list) -> Msg:
    """Alternatives: "a or b", "a, b or c" (PL "a albo b")."""
    return _join(items, "simurgh-list-or")


def _join(items: list, key: str) -> Msg:
    items = list(items)
    if not items:
        return Msg("simurgh-nothing")
    if len(items) == 1:
        return items[0]
    return Msg(key, head=items[:-1], last=items[-1])


def slot_msg(slot: str) -> Msg:
    """A Wilds slot (WS1-WS6) or a Scouts' Quarters display slot (S1-S4) in words, by its number on the picture."""
    if slot.startswith("WS") and slot[2:].isdigit():
        return Msg("simurgh-slot-wilds", n=int(slot[2:]))
    if slot.startswith("S") and slot[1:].isdigit():
        return Msg("simurgh-slot-scouts", n=int(slot[1:]))
    return Msg("simurgh-slot-monument", n=int(slot[1:])) if slot[1:].isdigit() else Msg("simurgh-nothing")


def at_msg(space_id: str) -> Msg:
    """Where a vassal stands, with its preposition: "w Bibliotece", "na polu B (Produkcja 07)" / "at the Library"."""
    if space_id in CITY_SPACES:
        return Msg(f"simurgh-at-{space_id}")
    return Msg("simurgh-at-tile", space=space_msg(space_id))


def from_msg(space_id: str) -> Msg:
    """Where a vassal is taken from: "z Biblioteki", "ze Zbrojowni", "z pola B (Produkcja 07)" / "from the Library"."""
    if space_id in CITY_SPACES:
        return Msg(f"simurgh-from-{space_id}")
    return Msg("simurgh-from-tile", space=space_msg(space_id))


def exchange_msg(pay: dict, gain: dict) -> Msg:
    """"pay -> gain", or just the gain when nothing is paid."""
    if not pay:
        return bundle_msg(gain)
    return Msg("simurgh-exchange", pay=bundle_msg(pay), gain=bundle_msg(gain))


def tile_msg(tile_id: str) -> Msg:
    t = TILES[tile_id]
    return Msg(f"simurgh-tile-{t['type']}", n=t["number"])


def space_msg(space_id: str) -> Msg:
    """A City space by its name; a tile's space as "Production 07, field a" / "Exploration 40, level 1"."""
    if space_id in CITY_SPACES:
        return Msg(f"simurgh-space-{space_id}")
    tile, _, part = space_id.partition(".")
    if part.startswith("L"):
        return Msg("simurgh-space-level", tile=tile_msg(tile), level=int(part[1:]))
    if part == "m":
        return Msg("simurgh-space-multi", tile=tile_msg(tile))
    return Msg("simurgh-space-single", tile=tile_msg(tile), field=part.upper())


def dragon_msg(dragon_id: str) -> Msg:
    d = DRAGONS[dragon_id]
    # ``c`` picks the colour's adjective in the case the sentence asks for ("zatrzymuje Smoka 63 (złotego)")
    return Msg("simurgh-dragon", n=d["number"], colour=Msg(f"simurgh-colour-{d['colour']}"), c=d["colour"])


def objective_msg(objective_id: str) -> Msg:
    return Msg("simurgh-objective", n=OBJECTIVES[objective_id]["number"])


def vassal_msg(vassal: str) -> Msg:
    return Msg(f"simurgh-vassal-{vassal}")



def raw_bundle_msg(bundle: dict | None) -> Msg:
    """A bundle of the data as printed, choices included: "1 wood or 1 stone", "3 of wood/stone"."""
    if not bundle:
        return Msg("simurgh-nothing")
    if "choose_one" in bundle:
        return or_msg([raw_bundle_msg(o) for o in bundle["choose_one"]])
    parts = [bundle_msg({k: v for k, v in bundle.items() if k != "any_of"})] \
        if any(k != "any_of" for k in bundle) else []
    for part in bundle.get("any_of") or []:
        parts.append(Msg("simurgh-any-of", n=part["n"], types=or_msg([Msg(f"simurgh-resname-{r}")
                                                                        for r in part["from"]])))
    return and_msg(parts)


def ability_msg(dragon_id: str, slot: int) -> Msg:
    """What a dragon's ability (slot 1-3) does, in words."""
    a = DRAGONS[dragon_id]["abilities"][slot - 1]
    kind = a["kind"]
    if kind == "instant":
        effect = a["effect"]
        if effect.get("pay"):
            return Msg("simurgh-exchange", pay=raw_bundle_msg(effect["pay"]), gain=raw_bundle_msg(effect.get("gain")))
        return raw_bundle_msg(effect.get("gain"))
    if kind == "trigger_gain":
        on = [Msg("simurgh-amt-pp-name") if x == "power" else Msg(f"simurgh-resname-{x}") for x in a["on"]]
        return Msg("simurgh-ab-trigger-gain", on=or_msg(on), bonus=raw_bundle_msg(a["bonus"]))
    if kind == "trigger_spend_vassal":
        return Msg("simurgh-ab-trigger-spend", vassal=vassal_msg(a["on"]), bonus=raw_bundle_msg(a["bonus"]))
    if kind == "trigger_explore_move":
        return Msg("simurgh-ab-trigger-explore", bonus=raw_bundle_msg(a["bonus"]))
    if kind in ("scouts_take_faceup", "scouts_take_facedown"):
        return Msg(f"simurgh-ab-{kind.replace('_', '-')}", pay=raw_bundle_msg(a.get("pay")))
    return Msg(f"simurgh-ab-{kind.replace('_', '-')}")
