"""Simurgh's text board (``Presentation.text_board``, issue 55): the whole table in text, from the view alone.

First what the next decision needs (whose turn or draft pick, the pending question, what this turn has done, how far
the game end is), then the last turn, the City space by space, the Wilds slot by slot and each laid tile field by
field, the Scouts' display, the Monument, every player in turn order (PP, resources, vassals, hand, dragons with
their markers), the reader's own tiles with their spaces and what is offered or drawn to them alone with what it
does, the stacks and the Chronicle, and the final scores. Names, numbers and tags are those of the picture and of
the moves ("5. Główny rynek", "miejsce 2 w Dziczy", "pole A"). The seat's secrets are named by the bot first (the
private summary); this module only adds what they do."""
from __future__ import annotations

from games.core.contract import Msg, P
from games.core.presentation import BoardSection
from games.simurgh.board_words import describe, draft_now
from games.simurgh.bundles import concrete
from games.simurgh.city import BLIND_COST
from games.simurgh.data import (
    CITY_SPACES,
    DRAGONS,
    GAME_LENGTH,
    HAND_LIMIT,
    MONUMENT_SLOTS,
    OBJECTIVES,
    PER_COLOUR,
    REMOVAL_THRESHOLD,
    RESOURCE_LIMIT,
    RESOURCES,
    SCOUTS_SLOTS,
    SPACES,
    TILES,
    WILDS_SLOTS,
)
from games.simurgh.labels import (
    ability_msg,
    and_msg,
    bundle_msg,
    dragon_msg,
    objective_msg,
    raw_bundle_msg,
    tile_msg,
    vassal_msg,
)
from games.simurgh.setup import GAME_OVER, PLAY
from games.simurgh.turns import merged, post_parts

VASSALS = ("spearman", "dragonrider")


def text_board(view: dict) -> list[BoardSection]:
    out = [BoardSection(Msg("simurgh-board-now"), _now(view))]
    if view.get("final"):
        out.append(_final(view))
    last = _last_turn(view)
    if last is not None:
        out.append(last)
    out.append(_city(view))
    out += _wilds(view)
    if (view.get("draft") or {}).get("kind") == "action":  # the picture shows the draft row instead of the market
        out.append(_draft_row(view))
    else:
        out += [_display(view), _monument(view)]
    out += [_player(view, seat) for seat in _order(view)]
    out += _my_tiles(view)
    out.append(_stacks(view))
    return [s for s in out if s.rows]


def _order(view: dict) -> list[int]:
    """SIM-3.9: the seats in turn order from the start player (the picture numbers the markers so)."""
    n = len(view["seats"])
    first = int(view.get("first") or 0)
    return [(first + k) % n for k in range(n)]


# ---- now: whose decision, what is asked, the game end -------------------------------------------------------------
def _now(view: dict) -> list[Msg]:
    phase = view["phase"]
    rows: list[Msg] = []
    if phase == GAME_OVER or (phase == PLAY and view.get("trigger") is None):
        rows.append(describe(view)[0])  # "Ruch: X." / "Koniec gry: wygrywa X."
    elif phase == PLAY:
        left = [P(s) for s in view.get("final_turns") or [] if s != view["active"]]
        rows.append(Msg("simurgh-board-turn-final", player=P(view["active"]), count=len(left),
                        others=and_msg(left) if left else ""))
    elif (line := draft_now(view)) is not None:
        rows.append(line)
    if phase == PLAY:
        task = _task(view)
        if task is not None:
            rows.append(task)
        turn = view["turn"]
        if turn.get("main") or turn.get("laid") or turn.get("explored"):  # a fresh turn has nothing to say
            rows.append(Msg("simurgh-board-progress", main=_yes(turn.get("main")), laid=_yes(turn.get("laid")),
                            explored=_yes(turn.get("explored"))))
    limits = GAME_LENGTH[view["options"].get("length", "short")]
    counts = {"chronicle": len(view["chronicle"]), "ct": limits["chronicle"], "ot": limits["objectives"],
              "objectives": sum(1 for o in view["board"]["monument"].values() if o)}
    if view.get("trigger") is not None:
        rows.append(Msg("simurgh-board-end-met", player=P(view["trigger"]), **counts))
    else:
        rows.append(Msg("simurgh-board-end", **counts))
    return rows


def _yes(flag) -> str:
    return "yes" if flag else "no"


def _task(view: dict) -> Msg | None:
    """The pending decision in words for everyone (a drawn tile's name stays secret: only how many, §15)."""
    task = (view["turn"] or {}).get("pending")
    if not task:
        return None
    seat = view["turn"]["seat"]
    who, t = P(seat), task["t"]
    if t == "trigger":
        dragon = view["seats"][seat]["dragons"][task["d"]]["id"]
        return Msg("simurgh-board-task-trigger", player=who, dragon=dragon_msg(dragon), slot=task["slot"] + 1,
                   what=ability_msg(dragon, task["slot"] + 1))
    if t == "spend":
        return Msg("simurgh-board-task-spend", player=who, vassal=vassal_msg(task["v"]))
    if t == "limits":  # SIM-5.5: every tile counts towards the hand limit, the hidden power tiles too
        s = view["seats"][seat]
        tiles = max(0, len(s["hand"]) + s["power_tiles"] - HAND_LIMIT)
        res = max(0, sum(s["resources"].values()) - RESOURCE_LIMIT[view["options"].get("mode", "spearman")])
        return Msg("simurgh-board-task-limits", player=who, tiles=tiles, res=res) if tiles or res else None
    if t in ("unmark", "markers", "keep", "returns", "scouts", "objective", "extra"):
        return Msg(f"simurgh-board-task-{t}", player=who, n=task.get("n", 1))
    return None


def _final(view: dict) -> BoardSection:
    """SIM-13.3/13.4: each player's total and where it came from, best first."""
    final = view["final"]
    seats = sorted(range(len(final["rows"])), key=lambda s: (final["ranks"][s], _order(view).index(s)))
    rows = [Msg("simurgh-board-final-row", rank=final["ranks"][s], player=P(s), total=r["total"], track=r["track"],
                objectives=sum(r["objectives"].values()), resources=r["resources"], markers=r["markers"])
            for s in seats for r in (final["rows"][s],)]
    return BoardSection(Msg("simurgh-board-final"), rows)


def _last_turn(view: dict) -> BoardSection | None:
    """The last finished turn as its post told it (the picture frames the spaces it used)."""
    last = view.get("last")
    if not last or not last.get("log"):
        return None
    parts = post_parts(merged([Msg.from_json(m) for m in last["log"]]))
    rows = [Msg("simurgh-ev-turn", player=P(last["seat"]), what=and_msg(part)) for part in parts if part]
    return BoardSection(Msg("simurgh-board-last"), rows)


# ---- the board ---------------------------------------------------------------------------------------------------
def _effect(space_id: str) -> Msg:
    """What a space gives or costs, as the move labels say it."""
    space = SPACES[space_id]
    if "level" in space:
        return raw_bundle_msg(space.get("gain"))
    if space.get("special") == "monument_objective":
        return Msg("simurgh-monument-effect")
    effect = space.get("effect") or {}
    gain = raw_bundle_msg(effect.get("gain"))
    if space.get("special") == "scouts_purchase":
        gain = Msg("simurgh-board-scouts-effect", gain=gain)
    if effect.get("pay"):
        return Msg("simurgh-exchange", pay=raw_bundle_msg(effect["pay"]), gain=gain)
    return gain


def _who(occupants: list) -> Msg:
    """The vassals on a space, the same vassal of one player counted once ("2× Jeździec smoków (Gracz 1)")."""
    counted: dict[tuple[int, str], int] = {}
    for seat, vassal in occupants:
        counted[(seat, vassal)] = counted.get((seat, vassal), 0) + 1
    if not counted:
        return Msg("simurgh-board-free")
    return and_msg([Msg("simurgh-board-who", count=n, vassal=vassal_msg(v), player=P(s))
                    for (s, v), n in counted.items()])


def _city(view: dict) -> BoardSection:
    city = view["board"]["city"]
    rows = [Msg("simurgh-board-city-space", n=info["number"], space=Msg(f"simurgh-board-city-{space}"),
                kind=_kind(space), what=_effect(space), who=_who(city.get(space, [])))
            for space, info in CITY_SPACES.items()]
    return BoardSection(Msg("simurgh-board-city"), rows)


def _kind(space_id: str) -> Msg:
    """Who and how many may stand on a space (SIM-4.1, SIM-6.1): the picture's ∞ and purple tags in words. A tile's
    big field says "any number" by its name (the Wilds' first row), an exploration level (always one Dragonrider)
    is said once for its tile."""
    space = SPACES[space_id]
    multi = space["capacity"] == "multi" and space_id in CITY_SPACES
    rider = space["vassal"] == "dragonrider" and "level" not in space
    if space["capacity"] == "multi" and not multi:
        kind = "riders" if rider else "single"
    else:
        kind = ("multi-rider" if rider else "multi") if multi else ("rider" if rider else "single")
    return Msg(f"simurgh-board-kind-{kind}")  # " (dowolnie wielu wasali)", or nothing


def _number(slot: str) -> int:
    return int("".join(ch for ch in slot if ch.isdigit()))


def _wilds(view: dict) -> list[BoardSection]:
    """The six slots one row each (their reward, what lies there), then each laid tile field by field."""
    rows, tiles = [Msg("simurgh-board-wilds-legend")], []
    for slot, info in WILDS_SLOTS.items():
        entry = view["board"]["wilds"].get(slot)
        n = _number(slot)
        if entry is not None and entry.get("blocked"):
            rows.append(Msg("simurgh-board-wilds-blocked", n=n))
            continue
        if slot not in view["board"]["wilds"]:  # a slot the player count leaves out of the game
            continue
        what = tile_msg(entry["tile"]) if entry else Msg("simurgh-board-free")
        rows.append(Msg("simurgh-board-wilds-slot", n=n, reward=raw_bundle_msg(info["reward"]), tile=what))
        if entry:
            tiles.append(_tile_section(view, n, entry))
    return [BoardSection(Msg("simurgh-board-wilds"), rows), *tiles]


def _tile_section(view: dict, n: int, entry: dict) -> BoardSection:
    tile = entry["tile"]
    info = TILES[tile]
    here = entry.get("vassals") or {}
    explore = info["type"] == "exploration"
    # SIM-9.8: a tile goes to the Chronicle at this many vassals (an exploration tile by its own rule, SIM-10)
    limit = 0 if explore else REMOVAL_THRESHOLD[view["players"]]
    heading = Msg("simurgh-board-tile", n=n, tile=tile_msg(tile), limit=limit,
                  count=sum(len(v) for v in here.values()))
    rows = [Msg("simurgh-board-move-cost", cost=raw_bundle_msg(info["move_cost"]))] if explore else []
    for space_id in _spaces(tile):
        rows.append(Msg("simurgh-board-tile-space", name=_field(space_id), kind=_kind(space_id),
                        what=_effect(space_id), who=_who(here.get(space_id, []))))
    return BoardSection(heading, rows)


def _spaces(tile: str) -> list[str]:
    info = TILES[tile]
    return [lv["id"] for lv in info["levels"]] if info["type"] == "exploration" else [s["id"] for s in info["spaces"]]


def _field(space_id: str) -> Msg:
    """A tile's space by the tag of the picture and the moves: the big field, field A-C, level 1-4."""
    part = space_id.split(".")[1]
    if part.startswith("L"):
        return Msg("simurgh-board-level", level=int(part[1:]))
    if part == "m":
        return Msg("simurgh-board-field-multi")
    return Msg("simurgh-board-field", field=part.upper())


def tile_line(tile: str) -> Msg:
    """A tile in one row: its name, then each space and what it does (an exploration tile: its move cost, then its
    levels' gains in order); for the tiles on offer and in hand."""
    info = TILES[tile]
    if info["type"] == "exploration":
        gains = [_effect(space_id) for space_id in _spaces(tile)]
        return Msg("simurgh-board-line-exploration", tile=tile_msg(tile), cost=raw_bundle_msg(info["move_cost"]),
                   levels=_semicolons(gains))
    parts = []
    for space_id in _spaces(tile):
        part = space_id.split(".")[1]
        if part == "m":
            parts.append(Msg("simurgh-board-line-multi", kind=_kind(space_id), what=_effect(space_id)))
        else:
            parts.append(Msg("simurgh-board-line-field", field=part.upper(), kind=_kind(space_id),
                             what=_effect(space_id)))
    return Msg("simurgh-board-line", tile=tile_msg(tile), spaces=_semicolons(parts))


def _semicolons(parts: list[Msg]) -> Msg:
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = Msg("simurgh-hand-semicolon", first=part, rest=out)
    return out


def _display(view: dict) -> BoardSection:
    """SIM-8.11: the four display slots (cost → PP, the tile and what it does) and the blind draw."""
    stack = view["stacks"].get("action", 0)
    rows = []
    for slot, info in SCOUTS_SLOTS.items():
        cost = concrete(info["cost"])[0]
        price = Msg("simurgh-exchange", pay=bundle_msg(cost), gain=Msg("simurgh-amt-pp", n=info["power"])) \
            if cost else Msg("simurgh-board-gratis")
        tile = view["board"]["display"].get(slot)
        rows.append(Msg("simurgh-board-display-slot", n=_number(slot), cost=price,
                        tile=tile_line(tile) if tile else Msg("simurgh-board-empty")))
    if stack:
        rows.append(Msg("simurgh-board-display-blind", cost=bundle_msg(BLIND_COST)))
    return BoardSection(Msg("simurgh-board-display", stack=stack), rows)


def _draft_row(view: dict) -> BoardSection:
    """SIM-14.4: the action draft's face-up row, a tile a row."""
    rows = [tile_line(t) for t in view["draft"]["offer"]]
    return BoardSection(Msg("simurgh-board-draft-row", stack=view["stacks"].get("draft_pool", 0)), rows)


def _monument(view: dict) -> BoardSection:
    """SIM-8.12: the five slots (cost → PP) and the objective on each."""
    rows = []
    for slot, info in MONUMENT_SLOTS.items():
        o = view["board"]["monument"].get(slot)
        rows.append(Msg("simurgh-board-monument-slot", n=_number(slot), cost=bundle_msg(concrete(info["cost"])[0]),
                        pp=info["power"], what=objective_line(o) if o else Msg("simurgh-board-free")))
    return BoardSection(Msg("simurgh-board-monument"), rows)


def objective_line(objective: str) -> Msg:
    """An objective: what it counts (SIM-12.2) and its rewards for places 1-3 (SIM-12.3)."""
    o = OBJECTIVES[objective]
    goal = o["condition"].replace("_", "-")
    colours = and_msg([Msg(f"simurgh-board-colour-{c}") for c in o.get("colours") or []])
    rewards = [o["rewards"][k] for k in ("first", "second", "third") if o["rewards"].get(k)]
    return Msg("simurgh-board-objective", objective=objective_msg(objective),
               goal=Msg(f"simurgh-board-goal-{goal}", colours=colours), places=len(rewards), rewards=and_msg(rewards))


# ---- the players -------------------------------------------------------------------------------------------------
def _player(view: dict, seat: int) -> BoardSection:
    s = view["seats"][seat]
    order = _order(view).index(seat) + 1
    res = [Msg(f"simurgh-res-{r}", n=s["resources"][r]) for r in RESOURCES if s["resources"].get(r)]
    rows = [Msg("simurgh-board-resources", list=and_msg(res) if res else Msg("simurgh-alt-none"),
                total=sum(s["resources"].values()), limit=RESOURCE_LIMIT[view["options"].get("mode", "spearman")])]
    for v in VASSALS:
        x = s["vassals"][v]
        rows.append(Msg(f"simurgh-board-vassals-{v}", supply=x["supply"], pool=x["pool"],
                        board=PER_COLOUR[v] - x["supply"] - x["pool"]))
    hand = [tile_msg(t) for t in s["hand"]]
    if s["power_tiles"]:
        hand.append(Msg("simurgh-board-hidden-power", n=s["power_tiles"]))
    n = len(s["hand"]) + s["power_tiles"]
    rows.append(Msg("simurgh-board-hand", n=n, tiles=and_msg(hand)) if hand else Msg("simurgh-board-hand-none"))
    rows.append(Msg("simurgh-board-markers", n=sum(sum(d["markers"]) for d in s["dragons"])))
    rows += [_dragon(d) for d in s["dragons"]]
    return BoardSection(Msg("simurgh-board-player", player=P(seat), order=order, pp=s["pp"]), rows)


def _dragon(dragon: dict) -> Msg:
    """A dragon, which of its abilities hold a marker, then the three abilities by number (a one-shot space without
    its marker is empty for good, SIM-11.4: the picture crosses it)."""
    marked = [k + 1 for k, m in enumerate(dragon["markers"]) if m]
    head = Msg("simurgh-hand-dragon", dragon=dragon_msg(dragon["id"]), n=len(marked),
               slots=and_msg(marked) if marked else "")
    return Msg("simurgh-board-dragon", dragon=head, abilities=_abilities(dragon["id"], dragon["markers"]))


def _abilities(dragon_id: str, markers: list[bool] | None) -> Msg:
    """The three abilities by number; ``markers`` None: a dragon on offer, which has none yet."""
    out = []
    for k, a in enumerate(DRAGONS[dragon_id]["abilities"]):
        once = "simurgh-board-once-on" if markers is None or markers[k] else "simurgh-board-once-off"
        out.append(Msg("simurgh-board-ability", slot=k + 1, what=ability_msg(dragon_id, k + 1),
                       once=Msg(once if a["one_shot"] else "simurgh-board-kind-single")))
    return _semicolons(out)


def _my_tiles(view: dict) -> list[BoardSection]:
    """The reader's own tiles with their spaces, and what is offered or drawn to them alone with what it does (the
    private picture's cards; the summary the bot puts first names them only)."""
    seat = view.get("seat")
    if not isinstance(seat, int) or not 0 <= seat < len(view["seats"]):
        return []
    private = view.get("private") or {}
    tiles = list(view["seats"][seat]["hand"]) + list(private.get("power_tiles") or [])
    out = [BoardSection(Msg("simurgh-board-my-tiles"), [tile_line(t) for t in tiles])]
    offer = [tile_line(t) for t in private.get("power_offer") or []]
    drawn = list(private.get("dragon_offer") or []) + list((private.get("drawn") or {}).get("tiles") or [])
    for item in drawn:
        if item in DRAGONS:
            offer.append(Msg("simurgh-board-dragon", dragon=dragon_msg(item), abilities=_abilities(item, None)))
        elif item in OBJECTIVES:
            offer.append(objective_line(item))
    out.append(BoardSection(Msg("simurgh-board-my-offer"), offer))
    return out


def _stacks(view: dict) -> BoardSection:
    stacks = view["stacks"]
    rows = [Msg("simurgh-board-stacks-sizes", action=stacks.get("action", 0), dragons=stacks.get("dragons", 0),
                objectives=stacks.get("objectives", 0), power=stacks.get("power", 0))]
    if view["chronicle"]:
        rows.append(Msg("simurgh-board-chronicle", n=len(view["chronicle"]),
                        tiles=and_msg([tile_msg(t) for t in view["chronicle"]])))
    if view.get("removed_objectives"):
        rows.append(Msg("simurgh-board-removed", objectives=and_msg([objective_msg(o)
                                                                    for o in view["removed_objectives"]])))
    if view.get("box"):
        rows.append(Msg("simurgh-board-box", n=view["box"]))
    return BoardSection(Msg("simurgh-board-stacks"), rows)
