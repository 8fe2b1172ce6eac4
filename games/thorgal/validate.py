"""Checks an adventure file of Thorgal (RULES.md §0.8-0.9): every id it names is defined, every paragraph can be
reached, every effect, condition and timing is well-formed. The engine plays any adventure that passes, so a new
adventure is a data file and this check, never code.

Command: ``python -m games.thorgal.validate [FILE]`` (default: the shipped ``components.json``) prints one line per
problem, each naming where it is (``adventures[0].paragraphs[3].effects[1]``) and what is wrong, and exits 1 when
there is any. As a library: :func:`problems` (a components dict) and :func:`problems_in_file`.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

#: op -> (required params, optional params) of the effect language (§0.9)
OPS: dict[str, tuple[set[str], set[str]]] = {
    "gain": ({"res", "n"}, {"who"}),
    "pay": ({"res", "n"}, {"who"}),
    "threat": ({"n"}, {"who", "value"}),
    "discard_threat": ({"n"}, {"who"}),
    "wound": (set(), {"shape", "size", "die", "n", "who"}),
    "heal": (set(), {"max_size", "n", "who"}),
    "xp": ({"n"}, {"track", "who"}),
    "refresh_skill": (set(), {"who"}),
    "draw_finding": ({"n"}, {"who"}),
    "draw_item": ({"n"}, {"who"}),
    "choose_item": ({"n"}, {"who"}),
    "replace_display": (set(), set()),
    "read_paragraph": ({"id"}, set()),
    "gain_action_card": ({"card"}, set()),
    "gain_special_card": ({"card"}, set()),
    "place_enemy": ({"strength", "location", "n"}, set()),
    "level_up_enemy": ({"select"}, {"n"}),
    "level_down_enemy": ({"select"}, {"n"}),
    "place_token": ({"token", "target"}, {"max"}),
    "remove_tokens": ({"token", "target"}, set()),
    "set_border": ({"border"}, {"type", "multiplicity"}),
    "move_hero": ({"area"}, {"who", "optional", "ignore_area_number"}),
    "reveal_terrain": (set(), set()),
    "discard_gather_tokens": ({"cards"}, set()),
    "override_penalty": ({"card", "color", "effects"}, set()),
    "track": ({"delta"}, set()),
    "set_flag": ({"flag"}, set()),
    "objective_complete": ({"objective"}, set()),
    "resolve_event_icon": ({"icon"}, set()),
    "if": ({"cond", "then"}, {"else"}),
    "end_game": ({"result"}, set()),
    "place_on_action_card": ({"token", "cards"}, {"choose"}),
    "action_value": ({"delta"}, set()),
    "extra_die": ({"color"}, {"n"}),
    "upgrade_die": ({"n"}, set()),
    "reroll": ({"n"}, set()),
    "critical": ({"n"}, set()),
    "journey_level_bonus": ({"n"}, set()),
}
WHO = {"active", "each", "each_in_area", "each_other_in_area", "chosen_in_area", "first_player", "group",
       "each_in_area_numbered_gte"}
CONDITIONS = {"track_gte", "track_lte", "objective", "flag", "enemy_in_area", "revealed_terrain_this_action",
              "tokens_on_action_cards_gte"}
TIMINGS = {"on_action_start", "combat_before_roll", "combat_after_roll", "anytime_own_turn", "after_main_action",
           "after_combat_win", "passive"}
RULES = {"red_border_ends_move", "blue_border_costs", "mystic", "adventure_track", "location_prerequisite"}
TOKENS = ("raised_cost", "blocked", "sacrifice:", "objective:")


class Checker:
    """Collects problems while walking one components dict; ``ids`` are the definitions effects may name."""

    def __init__(self, data: dict):
        self.data = data
        self.errors: list[str] = []
        self.paragraph_refs: dict[int, list[str]] = {}
        self.ids: dict[str, set] = {
            "res": {r["id"] for r in data.get("resources", [])},
            "shape": set(data.get("polyominoes", {}).get("shapes", {})),
            "die": set(data.get("dice", {}).get("colors", {})),
            "action_card": {c["id"] for c in data.get("action_cards", [])},
            "strength": {s["id"] for s in data.get("enemy_strengths", [])},
            "border_type": {b["id"] for b in data.get("border_types", [])},
            "terrain": {t["id"] for t in data.get("terrain_cards", [])},
        }

    def err(self, where: str, what: str) -> None:
        self.errors.append(f"{where}: {what}")

    # ---- effects ---------------------------------------------------------------------------------------------
    def effects(self, effects, where: str) -> None:
        if not isinstance(effects, list):
            self.err(where, "an effect list must be a list")
            return
        for i, e in enumerate(effects):
            self.effect(e, f"{where}[{i}]")

    def effect(self, e, where: str) -> None:
        if not isinstance(e, dict) or "op" not in e:
            self.err(where, "an effect must be an object with an op")
            return
        op = e["op"]
        if op not in OPS:
            self.err(where, f"unknown op {op!r}")
            return
        required, optional = OPS[op]
        params = set(e) - {"op"}
        missing = sorted(required - params)
        for p in missing:
            self.err(where, f"{op} needs {p!r}")
        for p in sorted(params - required - optional):
            self.err(where, f"{op} does not take {p!r}")
        if "who" in e and e["who"] not in WHO:
            self.err(where, f"unknown who {e['who']!r}")
        if e.get("who") == "each_in_area_numbered_gte" and "value" not in e:
            self.err(where, "who each_in_area_numbered_gte needs a 'value'")
        if "n" in e and not (isinstance(e["n"], int) or (op == "discard_threat" and e["n"] == "all")):
            self.err(where, f"n must be an integer, not {e['n']!r}")
        if not missing:
            getattr(self, f"op_{op}", lambda e, where: None)(e, where)

    def _known(self, kind: str, value, where: str, what: str) -> None:
        if value not in self.ids.get(kind, set()):
            self.err(where, f"{what} {value!r} is not defined")

    def op_gain(self, e, where):
        res = e["res"]
        for r in res if isinstance(res, list) else [res]:
            if r not in ("any", "area"):
                self._known("res", r, where, "resource")

    def op_pay(self, e, where):
        if e["res"] != "any":
            self._known("res", e["res"], where, "resource")

    def op_wound(self, e, where):
        given = [k for k in ("shape", "size", "die") if k in e]
        if len(given) != 1:
            self.err(where, "wound needs exactly one of shape, size, die")
        if "shape" in e:
            self._known("shape", e["shape"], where, "shape")
        if "die" in e:
            self._known("die", e["die"], where, "die colour")
        if "size" in e and e["size"] != "threat" and not (isinstance(e["size"], int) and 1 <= e["size"] <= 5):
            self.err(where, f"size must be 1-5 or 'threat', not {e['size']!r}")

    def op_xp(self, e, where):
        if e.get("track", "any") not in ("any", "combat", "journey"):
            self.err(where, f"unknown XP track {e['track']!r}")

    def op_read_paragraph(self, e, where):
        self.paragraph_refs.setdefault(e["id"], []).append(where)

    def op_gain_action_card(self, e, where):
        self._known("action_card", e["card"], where, "action card")

    def op_gain_special_card(self, e, where):
        self._known("special_card", e["card"], where, "special card")

    def op_place_enemy(self, e, where):
        self._known("strength", e["strength"], where, "enemy strength")
        self._known("location", e["location"], where, "location")

    def _select(self, sel, where):
        if not isinstance(sel, dict):
            self.err(where, "select must be an object")
            return
        if "location" in sel:
            self._known("location", sel["location"], where, "location")
        elif "area" in sel:
            self._known("area", sel["area"], where, "area")
        elif not sel.get("anywhere"):
            self.err(where, "select needs a location, an area or anywhere")
        for loc in sel.get("exclude_locations", []):
            self._known("location", loc, where, "location")

    def op_level_up_enemy(self, e, where):
        self._select(e["select"], where)

    op_level_down_enemy = op_level_up_enemy

    def _token(self, token, where):
        if not isinstance(token, str) or not (token in TOKENS or token.startswith(TOKENS[2:])):
            self.err(where, f"unknown token kind {token!r}")
        elif token.startswith("sacrifice:"):
            self._known("shape", token.split(":", 1)[1], where, "shape")
        elif token.startswith("objective:"):
            self._known("objective_token", token, where, "objective token")

    def _target(self, target, where):
        if isinstance(target, dict):
            if "rune" not in target or "action" not in target:
                self.err(where, "a target object needs rune and action")
        else:
            self._known("location_or_border", target, where, "target")

    def op_place_token(self, e, where):
        self._token(e["token"], where)
        self._target(e["target"], where)

    op_remove_tokens = op_place_token

    def op_set_border(self, e, where):
        self._known("border", e["border"], where, "border")
        if "type" in e:
            self._known("border_type", e["type"], where, "border type")

    def op_move_hero(self, e, where):
        self._known("area", e["area"], where, "area")

    def op_override_penalty(self, e, where):
        self._known("terrain", e["card"], where, "terrain card")
        if e["color"] not in ("red", "yellow"):
            self.err(where, f"penalty colour must be red or yellow, not {e['color']!r}")
        self.effects(e["effects"], f"{where}.effects")

    def op_objective_complete(self, e, where):
        self._known("objective", e["objective"], where, "objective")

    def op_resolve_event_icon(self, e, where):
        self._known("event_icon", e["icon"], where, "event icon")

    def op_if(self, e, where):
        self.condition(e["cond"], f"{where}.cond")
        self.effects(e["then"], f"{where}.then")
        if "else" in e:
            self.effects(e["else"], f"{where}.else")

    def op_end_game(self, e, where):
        if e["result"] not in ("win", "loss"):
            self.err(where, f"result must be win or loss, not {e['result']!r}")

    def op_extra_die(self, e, where):
        self._known("die", e["color"], where, "die colour")

    def condition(self, cond, where: str) -> None:
        if cond is None:
            return
        if not isinstance(cond, dict) or not cond:
            self.err(where, "a condition must be an object (or null)")
            return
        keys = set(cond) - {"exclude_locations"}
        unknown = keys - CONDITIONS
        if unknown or len(keys) != 1:
            self.err(where, f"a condition has exactly one of {sorted(CONDITIONS)}, not {sorted(cond)}")
            return
        (key,) = keys
        if key == "objective":
            self._known("objective", cond[key], where, "objective")
        elif key == "enemy_in_area":
            self._known("area", cond[key], where, "area")
        elif key in ("track_gte", "track_lte") and not isinstance(cond[key], int):
            self.err(where, f"{key} needs an integer")

    def timed(self, entries, where: str) -> None:
        """``[{timing, effects}]`` lists (card effects, special cards)."""
        for i, entry in enumerate(entries or []):
            w = f"{where}[{i}]"
            if entry.get("timing") not in TIMINGS:
                self.err(w, f"unknown timing {entry.get('timing')!r}")
            if "condition" in entry:
                self.condition(entry["condition"], f"{w}.condition")
            if "effects" in entry:
                self.effects(entry["effects"], f"{w}.effects")

    # ---- the whole file --------------------------------------------------------------------------------------
    def base(self) -> None:
        d = self.data
        for i, item in enumerate(d.get("items", [])):
            if item.get("timing") not in TIMINGS:
                self.err(f"items[{i}]", f"unknown timing {item.get('timing')!r}")
            self.effects(item.get("effects", []), f"items[{i}].effects")
        for i, f in enumerate(d.get("finding_cards", [])):
            self.effects(f.get("effects", []), f"finding_cards[{i}].effects")
        for i, t in enumerate(d.get("terrain_cards", [])):
            w = f"terrain_cards[{i}]"
            grid = t.get("grid") or []
            if len(grid) != 4 or any(len(row) != 4 for row in grid):
                self.err(w, "a Terrain card is a 4x4 grid")
            for key in ("reveal_bonus", "red_penalty", "yellow_penalty"):
                self.effects(t.get(key, []), f"{w}.{key}")
        for deck, cards in d.get("enemy_cards", {}).items():
            for i, c in enumerate(cards):
                w = f"enemy_cards.{deck}[{i}]"
                if len(c.get("grid") or []) != 4:
                    self.err(w, "an Enemy card grid is 4 rows high")
                if not any("T" in row for row in c.get("grid") or []):
                    self.err(w, "an Enemy card needs at least one T space")
                self.timed([a for a in c.get("abilities", []) if "effects" in a], f"{w}.abilities")
        for i, h in enumerate(d.get("heroes", [])):
            w = f"heroes[{i}]"
            for level, dice in enumerate(h.get("combat_dial", [])):
                for colour in dice:
                    self._known("die", colour, f"{w}.combat_dial[{level}]", "die colour")
            for level, shapes in enumerate(h.get("journey_track", [])):
                for shape in shapes:
                    self._known("shape", shape, f"{w}.journey_track[{level}]", "shape")
            if len(h.get("combat_dial", [])) != 7 or len(h.get("journey_track", [])) != 7:
                self.err(w, "combat_dial and journey_track have 7 levels")
            self.effects(h.get("skill", {}).get("effects", []), f"{w}.skill.effects")
            if h.get("starting_item") not in {it["id"] for it in d.get("items", [])}:
                self.err(w, f"starting item {h.get('starting_item')!r} is not defined")
        for i, c in enumerate(d.get("action_cards", [])):
            self.timed(c.get("additional_effects"), f"action_cards[{i}].additional_effects")
            for j, b in enumerate(c.get("bonuses", [])):
                if "effects" in b:
                    self.effects(b["effects"], f"action_cards[{i}].bonuses[{j}].effects")

    def adventure_ids(self, a: dict) -> None:
        m = a.get("map", {})
        self.ids["area"] = {x["id"] for x in m.get("areas", [])}
        self.ids["location"] = {x["id"] for x in m.get("locations", [])}
        self.ids["border"] = {x["id"] for x in m.get("borders", [])}
        self.ids["location_or_border"] = self.ids["location"] | self.ids["border"]
        self.ids["special_card"] = {x["id"] for x in a.get("action_cards", {}).get("special_cards", [])}
        board = a.get("adventure_board", {})
        self.ids["objective"] = {x["id"] for x in board.get("objectives", [])}
        self.ids["event_icon"] = set(board.get("event_icons", {}))
        self.ids["objective_token"] = {x["id"] for x in a.get("objective_tokens", [])}
        self.ids["paragraph"] = {p["id"] for p in a.get("paragraphs", [])}

    def adventure(self, a: dict, where: str) -> None:
        self.adventure_ids(a)
        self.paragraph_refs = {}
        m = a.get("map", {})
        for i, b in enumerate(m.get("borders", [])):
            for area in b.get("areas", []):
                self._known("area", area, f"{where}.map.borders[{i}]", "area")
            self._known("border_type", b.get("type"), f"{where}.map.borders[{i}]", "border type")
        for i, loc in enumerate(m.get("locations", [])):
            w = f"{where}.map.locations[{i}]"
            for area in loc.get("areas", []):
                self._known("area", area, w, "area")
            action = loc.get("action", {})
            if action.get("type") not in ("assign", "sacrifice", "combat"):
                self.err(w, f"a Location's action is assign, sacrifice or combat, not {action.get('type')!r}")
            for res in action.get("cost", {}):
                self._known("res", res, w, "resource")
            if "wound" in action:
                self._known("shape", action["wound"], w, "shape")
            for token in loc.get("requires_tokens", []):
                self._token(token, w)
            self.effects(loc.get("effects", []), f"{w}.effects")
        cards = a.get("action_cards", {})
        for key in ("starting_row", "unused_pile"):
            for card in cards.get(key, []):
                self._known("action_card", card, f"{where}.action_cards.{key}", "action card")
        for i, sc in enumerate(cards.get("special_cards", [])):
            self.timed(sc.get("effects"), f"{where}.action_cards.special_cards[{i}].effects")
        board = a.get("adventure_board", {})
        for space, spec in board.get("round_track", {}).get("special_spaces", {}).items():
            self.effects(spec.get("effects", []), f"{where}.adventure_board.round_track.special_spaces.{space}")
        track = board.get("adventure_track")
        if track:
            self.effects(track.get("on_reach_max", []), f"{where}.adventure_board.adventure_track.on_reach_max")
        decks = a.get("event_decks", {})
        for i, req in enumerate(board.get("event_requirements", [])):
            if req.get("deck") not in decks:
                self.err(f"{where}.adventure_board.event_requirements[{i}]", f"deck {req.get('deck')!r} is not defined")
            self.condition(req.get("condition"), f"{where}.adventure_board.event_requirements[{i}].condition")
        for icon, spec in board.get("event_icons", {}).items():
            self.effects(spec.get("effects", []), f"{where}.adventure_board.event_icons.{icon}")
        for i, rule in enumerate(board.get("special_rules", [])):
            if rule.get("rule") not in RULES:
                self.err(f"{where}.adventure_board.special_rules[{i}]", f"unknown special rule {rule.get('rule')!r}")
        victory = board.get("victory", {})
        if victory:
            self.paragraph_refs.setdefault(victory.get("paragraph"), []).append(f"{where}.adventure_board.victory")
        for i, defeat in enumerate(board.get("defeat", [])):
            if defeat.get("condition") not in ("round_track_exhausted", "adventure_track_max", "hero_dies"):
                self.err(f"{where}.adventure_board.defeat[{i}]", f"unknown defeat {defeat.get('condition')!r}")
            if defeat.get("paragraph") is not None:
                self.paragraph_refs.setdefault(defeat["paragraph"], []).append(f"{where}.adventure_board.defeat[{i}]")
        for deck, spec in decks.items():
            for i, card in enumerate(spec.get("cards", [])):
                w = f"{where}.event_decks.{deck}.cards[{i}]"
                self.effects(card.get("immediate", []), f"{w}.immediate")
                for j, entry in enumerate(card.get("action_phase", [])):
                    if "effects" in entry:
                        self.effects(entry["effects"], f"{w}.action_phase[{j}].effects")
                    if "area" in entry:
                        self._known("area", entry["area"], f"{w}.action_phase[{j}]", "area")
                icon = (card.get("next_event_phase") or {}).get("icon")
                if icon is not None:
                    self._known("event_icon", icon, f"{w}.next_event_phase", "event icon")
        setup = a.get("setup", {})
        self._known("area", setup.get("hero_start_area"), f"{where}.setup", "area")
        for i, enemy in enumerate(setup.get("enemies", [])):
            self._known("location", enemy.get("location"), f"{where}.setup.enemies[{i}]", "location")
            self._known("strength", enemy.get("strength"), f"{where}.setup.enemies[{i}]", "enemy strength")
        self._paragraphs(a, where)

    def _paragraphs(self, a: dict, where: str) -> None:
        """Every paragraph well-formed, every named paragraph defined, every paragraph reachable (TG-PAR-1: read
        only when an effect says so), and ids unique."""
        graph: dict[int, list[int]] = {}
        outside = dict(self.paragraph_refs)  # references made outside paragraphs: the roots
        seen_ids = set()
        for i, p in enumerate(a.get("paragraphs", [])):
            w = f"{where}.paragraphs[{i}]"
            if p.get("id") in seen_ids:
                self.err(w, f"paragraph {p.get('id')!r} is defined twice")
            seen_ids.add(p.get("id"))
            self.paragraph_refs = {}
            if "variants" in p:
                for j, v in enumerate(p["variants"]):
                    self.condition(v.get("cond"), f"{w}.variants[{j}].cond")
            elif "story_en" not in p or "story_pl" not in p:
                self.err(w, "a paragraph needs story_en and story_pl (or variants)")
            self.effects(p.get("effects", []), f"{w}.effects")
            threads = p.get("side_threads", [])
            if len(threads) not in (0, 2):
                self.err(w, "a paragraph has 0 or 2 side threads (TG-PAR-3)")
            for j, t in enumerate(threads):
                self.effects(t.get("effects", []), f"{w}.side_threads[{j}].effects")
            self.effects(p.get("after", []), f"{w}.after")
            graph[p.get("id")] = list(self.paragraph_refs)
            for pid, places in self.paragraph_refs.items():
                for place in places:
                    if pid not in self.ids["paragraph"]:
                        self.err(place, f"paragraph {pid!r} is not defined")
        for pid, places in outside.items():
            if pid not in self.ids["paragraph"]:
                for place in places:
                    self.err(place, f"paragraph {pid!r} is not defined")
        reached, todo = set(), [pid for pid in outside if pid in self.ids["paragraph"]]
        while todo:
            pid = todo.pop()
            if pid in reached:
                continue
            reached.add(pid)
            todo += [x for x in graph.get(pid, []) if x in self.ids["paragraph"]]
        for pid in sorted(self.ids["paragraph"] - reached, key=str):
            self.err(f"{where}.paragraphs", f"paragraph {pid!r} can never be read: no effect reads it")


def problems(data: dict) -> list[str]:
    """Every problem of a components dict (an empty list: the file is good)."""
    c = Checker(data)
    for key in ("resources", "polyominoes", "dice", "action_cards", "heroes", "adventures"):
        if key not in data:
            c.err("(top level)", f"missing {key!r}")
    if c.errors:
        return c.errors
    for i, a in enumerate(data["adventures"]):
        c.adventure_ids(a)  # base data may name adventure ids only through adventures; check each in turn
        c.adventure(a, f"adventures[{i}]")
    c.base()
    return c.errors


def problems_in_file(path: str | Path) -> list[str]:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        return [f"{path}: cannot read it as JSON ({e})"]
    return problems(data)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    from games.thorgal.data import DATA_FILE

    path = args[0] if args else str(DATA_FILE)
    found = problems_in_file(path)
    for line in found:
        print(line)
    print(f"{path}: {'OK' if not found else f'{len(found)} problem(s)'}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
