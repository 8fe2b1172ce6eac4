"""A Combat of Thorgal, step by step (RULES.md §8, TG-CMB-1..18): the target, the card(s), the pre-roll window
(upgrades, extra dice, Mystic purchases), the roll, the post-roll window (rerolls, criticals), the placement of
the tiles, the cover effects and the result. ``state["fight"]`` holds it::

    {"seat", "loc", "tokens": [index...], "cards": [id...], "pool": [die...], "up": n, "crit": n, "reroll": n,
     "offers": [colour...], "bought": n, "no_critical": bool, "stage": "pre" | "post" | "place", "placed": [[die,
     [[x, y]...]]...]}

Move ids: ``fight <location> <i>``; ``upgrade <die>``, ``extra <k>``, ``buy``, ``roll``; ``reroll <die>``,
``critical <die>``, ``done``; ``place <die> o<k> <x> <y>``, ``finish`` (dice and offers numbered from 1).
"""
from __future__ import annotations

from games.core.contract import Msg
from games.core.errors import GameError
from games.thorgal import atlas, combat, conditions, events, row
from games.thorgal import effects as fx
from games.thorgal import geometry as geo
from games.thorgal import heroes as hs
from games.thorgal.actions import cover_effects, covered_tasks, location_src
from games.thorgal.data import ACTION_CARDS, ENEMY_CARDS
from games.thorgal.labels import placed_msg, resources_msg


def targets(state: dict, seat: int) -> list[tuple[str, ...]]:
    """TG-CMB-1: an enemy token at a Location of the hero's Area (a Linked Location: all of them at once)."""
    out = []
    for loc, info in atlas.locations(state).items():
        tokens = state["board"]["enemies"].get(loc) or []
        if not tokens or not atlas.here(state, seat, loc) or loc in state["board"]["blocked"]:
            continue
        if info["action"].get("linked"):
            out.append(("fight", loc, "all"))
        else:
            out += [("fight", loc, str(i + 1)) for i in range(len(tokens))]
    return out


def _deck_of(state: dict, strength: str) -> str:
    """TG-CMB-2 / TG-CMB-17: a token's deck; a Mystic token's deck comes from the adventure's special rule."""
    if strength == "mystic":
        return atlas.rule(state, "mystic")["mystic"]["card_deck"]
    return strength


def begin(state: dict, seat: int, loc: str, which: str, slot: int, out: list) -> list[dict]:
    """TG-CMB-1..3: draw the card(s), apply their abilities and the event's ``combat_before_roll`` triggers, and
    open the pre-roll window with the dice of the hero's dial and the allowances of the card's bonuses."""
    if ("fight", loc, which) not in targets(state, seat):
        raise GameError("thorgal-err-fight-target", rule="TG-CMB-1")
    strengths = state["board"]["enemies"][loc]
    tokens = list(range(len(strengths))) if which == "all" else [int(which) - 1]
    cards = []
    for i in tokens:
        card = fx.draw_enemy(state, _deck_of(state, strengths[i]))
        if card is not None:
            cards.append(card)
    f = {"seat": seat, "loc": loc, "tokens": tokens, "cards": cards, "stage": "pre", "placed": [], "bought": 0,
         "pool": [combat.new_die(c) for c in hs.combat_dice(state["heroes"][seat])], "offers": [],
         "up": 0, "crit": 0, "reroll": 0, "no_critical": False}
    card = ACTION_CARDS[state["row"][slot]["card"]] if slot is not None else None
    tasks = []
    if card is not None:
        from games.thorgal.row import bonus_times

        for b in card["bonuses"]:
            if b["kind"] == "combat":
                for _ in range(bonus_times(state, slot, b)):
                    _allowances(f, b["effects"])
        for extra in card.get("additional_effects", []):
            if extra["timing"] == "combat_before_roll":
                _allowances(f, extra["effects"])
    ctx = {"hero": seat, "loc": None, "para": None, "revealed": False}
    for c in cards:
        out.append(Msg("thorgal-ev-enemy-card", hero=fx.hero_msg(state, seat), card=fx.text(ENEMY_CARDS[c], "name"),
                       location=fx.location_msg(state, loc)))
        for ability in ENEMY_CARDS[c].get("abilities", []):
            if ability.get("rule") == "no_critical":
                f["no_critical"] = True
            elif ability.get("timing") == "combat_before_roll":
                tasks.append({"t": "effects", "list": list(ability["effects"]), "ctx": {**ctx, "src": _enemy_src([c])}})
    for effects in events.combat_triggers(state):
        tasks.append({"t": "effects", "list": list(effects), "ctx": {**ctx, "src": events.source(state)}})
    state["fight"] = f
    if len(cards) > 1:  # TG-CMB-15: the player lays the Linked cards side by side in the order they choose
        tasks.insert(0, {"t": "linked_order", "seat": seat})
    return tasks


def _enemy_src(cards: list[str]) -> dict:
    """The enemy card(s) of a fight as the source of what they do (a wound's question says so), as JSON."""
    return Msg("thorgal-why-enemy", card=Msg("thorgal-list", items=[fx.text(ENEMY_CARDS[c], "name")
                                                                      for c in cards])).to_json()


def _allowances(f: dict, effects: list[dict]) -> None:
    for e in effects:
        if e["op"] == "upgrade_die":
            f["up"] += e["n"]
        elif e["op"] == "critical":
            f["crit"] += e["n"]
        elif e["op"] == "reroll":
            f["reroll"] += e["n"]
        elif e["op"] == "extra_die":
            f["offers"] += [e["color"]] * e.get("n", 1)


def take_mods(state: dict) -> None:
    """Fold the modifiers items and skills just produced (``state["mods"]``) into the fight's allowances."""
    f, mods = state.get("fight"), state.get("mods") or {}
    if f is None:
        return
    f["up"] += mods.pop("upgrade_die", 0)
    f["crit"] += mods.pop("critical", 0)
    f["reroll"] += mods.pop("reroll", 0)
    f["offers"] += mods.pop("extra_die", [])


def _mystic(state: dict) -> dict | None:
    f = state["fight"]
    strengths = state["board"]["enemies"].get(f["loc"], [])
    if any(strengths[i] == "mystic" for i in f["tokens"] if i < len(strengths)):
        return atlas.rule(state, "mystic")["mystic"]
    return None


def moves(state: dict) -> list[tuple[str, ...]]:
    f = state["fight"]
    out: list[tuple[str, ...]] = []
    if f["stage"] == "pre":
        if f["up"]:
            out += [("upgrade", str(d + 1)) for d, die in enumerate(f["pool"]) if die["colour"] != "red"]
        out += [("extra", str(k + 1)) for k in range(len(f["offers"]))]
        mystic = _mystic(state)
        if mystic and f["bought"] < mystic["pre_roll_purchase"]["max"]:  # TG-CMB-17, shared per TG-GEN-5
            from games.thorgal.actions import payer_token, payers

            cost = mystic["pre_roll_purchase"]["cost"]
            out += [("buy",) + payer_token(f["seat"], p) for p in payers(state, f["seat"], cost)]
        out.append(("roll",))
    elif f["stage"] == "post":
        if f["reroll"]:
            out += [("reroll", str(d + 1)) for d, die in enumerate(f["pool"]) if not die["critical"]]
        if f["crit"]:
            out += [("critical", str(d + 1)) for d, die in enumerate(f["pool"])
                    if combat.critical_error(die, f["no_critical"]) is None]
        out.append(("done",))
    else:
        places = _placements(f)
        out += places
        if not places:  # TG-CMB-7 maximality: finish only when no remaining tile fits (the rest are left out)
            out.append(("finish",))
    return out


def _grid(f: dict) -> list[list[str]]:
    return combat.grid(f["cards"])


def _used(f: dict) -> set:
    return {tuple(c) for _, cells in f["placed"] for c in cells}


def _placements(f: dict) -> list[tuple[str, ...]]:
    """TG-CMB-7: each unplaced die's tile inside the grid, on free spaces, touching the tiles already placed."""
    g, used = _grid(f), _used(f)
    w, h = combat.size(g)
    done = {d for d, _ in f["placed"]}
    out = []
    for d, die in enumerate(f["pool"]):
        if d in done:
            continue
        shape = combat.tile_shape(die)
        for k, o in enumerate(geo.orientations(shape)):
            ow, oh = 1 + max(x for x, _ in o), 1 + max(y for _, y in o)
            for ay in range(h - oh + 1):
                for ax in range(w - ow + 1):
                    cells = {(x + ax, y + ay) for x, y in o}
                    if not cells & used and (not used or geo.touches(cells, used)):
                        out.append(("place", str(d + 1), f"o{k + 1}", str(ax + 1), str(ay + 1)))
    return out


def act(state: dict, tokens: tuple[str, ...], out: list) -> list[dict]:
    """One step of the fight; returns tasks (cover effects and the result) when it ends."""
    f = state["fight"]
    if tokens not in moves(state):
        raise GameError("thorgal-err-fight-step", rule="TG-CMB-5" if f["stage"] == "post" else "TG-CMB-3")
    verb = tokens[0]
    hero = fx.hero_msg(state, f["seat"])
    n = int(tokens[1]) if len(tokens) > 1 and tokens[1].isdigit() else 0
    if verb == "upgrade":
        f["up"] -= 1
        combat.upgrade(f["pool"][n - 1])
        out.append(Msg("thorgal-ev-upgrade", hero=hero, n=n, die=Msg(f"thorgal-colour-{f['pool'][n - 1]['colour']}")))
    elif verb == "extra":  # TG-CMB-8: an accepted offer adds its die; the others are declined at the roll
        f["pool"].append(combat.new_die(f["offers"].pop(n - 1)))
        out.append(Msg("thorgal-ev-extra", hero=hero, die=Msg(f"thorgal-die-{f['pool'][-1]['colour']}")))
    elif verb == "buy":
        purchase = _mystic(state)["pre_roll_purchase"]
        payer = int(tokens[1][1:]) - 1 if len(tokens) > 1 else f["seat"]
        for r, k in purchase["cost"].items():
            state["heroes"][payer]["resources"][r] -= k
        f["bought"] += 1
        _allowances(f, purchase["effects"])
        out.append(Msg("thorgal-ev-buy", hero=fx.hero_msg(state, payer), what=resources_msg(purchase["cost"],
                                                                                            case="acc")))
    elif verb == "roll":  # TG-CMB-4: declined offers and unused upgrades are lost
        f["offers"], f["up"] = [], 0
        for die in f["pool"]:
            combat.roll(state, die)
        f["stage"] = "post"
        out.append(Msg("thorgal-ev-roll", dice=[_face(i, d) for i, d in enumerate(f["pool"])]))
    elif verb == "reroll":
        f["reroll"] -= 1
        combat.roll(state, f["pool"][n - 1])
        out.append(Msg("thorgal-ev-reroll", hero=hero, die=_face(n - 1, f["pool"][n - 1])))
    elif verb == "critical":
        f["crit"] -= 1
        f["pool"][n - 1]["critical"] = True
        out.append(Msg("thorgal-ev-critical", hero=hero, die=_face(n - 1, f["pool"][n - 1])))
    elif verb == "done":  # TG-CMB-5: unused allowances are lost
        f.update(stage="place", reroll=0, crit=0)
        out.append(Msg("thorgal-ev-dice-done", hero=hero))
    elif verb == "place":
        shape = combat.tile_shape(f["pool"][n - 1])
        o = geo.orientations(shape)[int(tokens[2][1:]) - 1]
        cells = [[x + int(tokens[3]) - 1, y + int(tokens[4]) - 1] for x, y in o]
        f["placed"].append([n - 1, cells])
        cols, rows = placed_msg(cells)
        out.append(Msg("thorgal-ev-place", hero=hero, n=n, shape=fx.shape_msg(shape), cols=cols, rows=rows))
        if not _placements(f):
            return finish(state, out)
    elif verb == "finish":
        return finish(state, out)
    return []


def finish(state: dict, out: list) -> list[dict]:
    """TG-CMB-12..18: the covered spaces (reading order), then the result, then the cleanup."""
    f = state.pop("fight")
    g = _grid(f)
    seat = f["seat"]
    ctx = {"hero": seat, "loc": None, "para": None, "revealed": False, "src": _enemy_src(f["cards"])}
    used = sorted(_used(f), key=lambda c: (c[1], c[0]))
    spaces = [((x, y), cover_effects(state, seat, g[y][x], None)) for x, y in used]
    placed = [(combat.tile_shape(f["pool"][d]), cells) for d, cells in f["placed"]]
    missed = combat.uncovered_targets(g, placed)
    mystic = None
    strengths = state["board"]["enemies"].get(f["loc"], [])
    if any(i < len(strengths) and strengths[i] == "mystic" for i in f["tokens"]):
        spec = atlas.rule(state, "mystic")
        mystic = spec["mystic"]
        ctx["src"] = Msg("thorgal-why-enemy", card=fx.text(spec, "name")).to_json()
    after: list[dict] = []
    if missed == 0:  # TG-CMB-13: win
        state["board"]["enemies"][f["loc"]] = [s for i, s in enumerate(strengths) if i not in f["tokens"]]
        out.append(Msg("thorgal-ev-fight-won", hero=fx.hero_msg(state, seat)))
        if mystic:
            after += mystic.get("on_win", [])
        after += _after_win(state, seat, ctx)
        info = atlas.locations(state)[f["loc"]]
        if not state["board"]["enemies"][f["loc"]] and info["action"]["type"] == "combat" and \
                f["loc"] not in state["board"]["read"]:  # TG-MAP-7 (never again once read, TG-PAR-4)
            after_loc = [{"t": "effects", "list": list(info["effects"]),
                          "ctx": {**ctx, "loc": f["loc"], "src": location_src(state, f["loc"])}}]
        else:
            after_loc = []
    else:  # TG-CMB-13: lose, 1 Threat per uncovered T
        out.append(Msg("thorgal-ev-fight-lost", hero=fx.hero_msg(state, seat), n=missed))
        after.append({"op": "threat", "n": missed, "who": seat})
        if mystic:
            after += mystic.get("on_lose", [])
        after_loc = []
    for card in f["cards"]:  # TG-CMB-14
        state["discards"]["enemy"][ENEMY_CARDS[card]["deck"]].append(card)
    tasks = covered_tasks(seat, spaces, ctx)
    if after:
        tasks.append({"t": "effects", "list": after, "ctx": ctx})
    return tasks + after_loc


def _after_win(state: dict, seat: int, ctx: dict) -> list[dict]:
    """TG-CMB-18: the Special card's ``after_combat_win`` effects (the row's Combat card), each on its own
    condition (TG-REP-6)."""
    out = []
    act_ = state.get("act") or {}
    for entry in row.special_effects(state, act_.get("slot"), "combat", "after_combat_win"):
        if conditions.holds(state, entry.get("condition"), ctx):
            out += entry["effects"]
    return out


def _face(i: int, die: dict) -> Msg:
    """A rolled die as the picture shows it: its number, its colour and the shape of its tile."""
    return Msg("thorgal-die-face", n=i + 1, colour=Msg(f"thorgal-colour-{die['colour']}"),
               shape=fx.shape_msg(combat.tile_shape(die)))


