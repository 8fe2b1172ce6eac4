"""Checks an adventure file of Thorgal (RULES.md §0.8-0.9): every id it names is defined, every paragraph can be
reached, every effect, condition and timing is well-formed. The engine plays any adventure that passes, so a new
adventure is a data file and this check, never code.

Command: ``python -m games.thorgal.validate [--lang pl|en] [FILE...]`` (a components file or a single-adventure
file, ``games.thorgal.validate_files``; default: the shipped ``components.json`` and ``data/adventures/*.json``) prints
one line per problem, each naming where it is (``adventures[0].paragraphs[3].effects[1]``) and what is wrong,
in Polish or English, and exits 1 when there is any. As a library: :func:`problems` (a components dict) and
:func:`problems_in_file`.

Map positions (optional): an Area may carry ``"pos": [x, y]``, the column and row of its cell on the map picture
(0 = left / top; halves allowed, e.g. ``[1.5, 0]``; numbers from 0 to :data:`POS_MAX`). Give every Area a position
or none (then the picture lays the map out by Area number); two Areas less than 1 apart in both directions would
overlap. Place Areas that share a border next to each other (side by side, one above the other, or diagonally), so
that borders stay short and do not cross.

Any file gets lines, never a traceback: what cannot be read, is not JSON, nests too deeply or has a field of the
wrong type is found by a first pass (``games.thorgal.validate_shape``) and reported alone; the rules are checked only
on a file of the right shape, and a value of an unexpected type inside an effect is named as any other problem.
"""
from __future__ import annotations

import sys
from pathlib import Path

from games.thorgal import validate_files, validate_shape
from games.thorgal.validate_files import line, show  # the lines' format (a place, then what is wrong)

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
#: the largest column or row an Area's map position may name
POS_MAX = 20


def _has(collection, value) -> bool:
    """``value in collection`` for any value from the file (a list or an object is in no set of names)."""
    try:
        return value in collection
    except TypeError:
        return False


class Checker:
    """Collects problems while walking one components dict of the right shape (``validate_shape``); ``ids`` are the
    definitions effects may name. ``lang``: the language of the problems."""

    def __init__(self, data: dict, lang: str = "en"):
        self.data = data
        self.lang = lang
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

    def err(self, where: str, key: str, **params) -> None:
        self.errors.append(line(self.lang, where, key, params))

    def show(self, value) -> str:
        return show(value, self.lang)

    # ---- effects ---------------------------------------------------------------------------------------------
    def effects(self, effects, where: str) -> None:
        if not isinstance(effects, list):
            self.err(where, "thorgal-check-effects-list")
            return
        for i, e in enumerate(effects):
            self.effect(e, f"{where}[{i}]")

    def effect(self, e, where: str) -> None:
        if not isinstance(e, dict) or "op" not in e:
            self.err(where, "thorgal-check-effect-object")
            return
        op = e["op"]
        if not isinstance(op, str) or op not in OPS:
            self.err(where, "thorgal-check-unknown-op", op=self.show(op))
            return
        required, optional = OPS[op]
        params = set(e) - {"op"}
        missing = sorted(required - params)
        for p in missing:
            self.err(where, "thorgal-check-op-needs", op=op, param=p)
        for p in sorted(map(str, params - required - optional)):
            self.err(where, "thorgal-check-op-extra", op=op, param=p[:40])
        if "who" in e and not _has(WHO, e["who"]):
            self.err(where, "thorgal-check-unknown-who", who=self.show(e["who"]))
        if e.get("who") == "each_in_area_numbered_gte" and "value" not in e:
            self.err(where, "thorgal-check-who-value")
        if "n" in e and not (isinstance(e["n"], int) or (op == "discard_threat" and e["n"] == "all")):
            self.err(where, "thorgal-check-n-integer", value=self.show(e["n"]))
        if not missing:
            getattr(self, f"op_{op}", lambda e, where: None)(e, where)

    def _known(self, kind: str, value, where: str, what: str | None = None) -> None:
        """``value`` is one of the defined ``kind``; else "<what> <value> is not defined" (``what``: the kind as the
        catalog names it, when it differs from ``kind``)."""
        if not _has(self.ids.get(kind, set()), value):
            self.err(where, "thorgal-check-undefined", kind=(what or kind).replace(" ", "_"), value=self.show(value))

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
            self.err(where, "thorgal-check-wound-one")
        if "shape" in e:
            self._known("shape", e["shape"], where, "shape")
        if "die" in e:
            self._known("die", e["die"], where, "die colour")
        if "size" in e and e["size"] != "threat" and not (isinstance(e["size"], int) and 1 <= e["size"] <= 5):
            self.err(where, "thorgal-check-wound-size", value=self.show(e["size"]))

    def op_xp(self, e, where):
        if e.get("track", "any") not in ("any", "combat", "journey"):
            self.err(where, "thorgal-check-xp-track", value=self.show(e["track"]))

    def op_read_paragraph(self, e, where):
        if not isinstance(e["id"], (str, int)) or isinstance(e["id"], bool):  # a paragraph's id names it
            self.err(f"{where}.id", "thorgal-check-type", expected="id", found=validate_shape.kind(e["id"]))
            return
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
            self.err(where, "thorgal-check-select-object")
            return
        if "location" in sel:
            self._known("location", sel["location"], where, "location")
        elif "area" in sel:
            self._known("area", sel["area"], where, "area")
        elif not sel.get("anywhere"):
            self.err(where, "thorgal-check-select-needs")
        excluded = sel.get("exclude_locations", [])
        if not isinstance(excluded, list):
            self.err(f"{where}.exclude_locations", "thorgal-check-type", expected="list",
                     found=validate_shape.kind(excluded))
            return
        for loc in excluded:
            self._known("location", loc, where, "location")

    def op_level_up_enemy(self, e, where):
        self._select(e["select"], where)

    op_level_down_enemy = op_level_up_enemy

    def _token(self, token, where):
        if not isinstance(token, str) or not (token in TOKENS or token.startswith(TOKENS[2:])):
            self.err(where, "thorgal-check-token", value=self.show(token))
        elif token.startswith("sacrifice:"):
            self._known("shape", token.split(":", 1)[1], where, "shape")
        elif token.startswith("objective:"):
            self._known("objective_token", token, where, "objective token")

    def _target(self, target, where):
        if isinstance(target, dict):
            if "rune" not in target or "action" not in target:
                self.err(where, "thorgal-check-target-object")
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
            self.err(where, "thorgal-check-penalty-colour", value=self.show(e["color"]))
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
            self.err(where, "thorgal-check-result", value=self.show(e["result"]))

    def op_extra_die(self, e, where):
        self._known("die", e["color"], where, "die colour")

    def condition(self, cond, where: str) -> None:
        if cond is None:
            return
        if not isinstance(cond, dict) or not cond:
            self.err(where, "thorgal-check-condition-object")
            return
        keys = set(cond) - {"exclude_locations"}
        unknown = keys - CONDITIONS
        if unknown or len(keys) != 1:
            found = sorted(str(k)[:40] for k in cond)
            self.err(where, "thorgal-check-condition-one", known=str(sorted(CONDITIONS)), found=str(found)[:200])
            return
        (key,) = keys
        if key == "objective":
            self._known("objective", cond[key], where, "objective")
        elif key == "enemy_in_area":
            self._known("area", cond[key], where, "area")
        elif key in ("track_gte", "track_lte") and not isinstance(cond[key], int):
            self.err(where, "thorgal-check-condition-integer", field=key)

    def timed(self, entries, where: str) -> None:
        """``[{timing, effects}]`` lists (card effects, special cards)."""
        for i, entry in enumerate(entries or []):
            w = f"{where}[{i}]"
            if not _has(TIMINGS, entry.get("timing")):
                self.err(w, "thorgal-check-timing", value=self.show(entry.get("timing")))
            if "condition" in entry:
                self.condition(entry["condition"], f"{w}.condition")
            if "effects" in entry:
                self.effects(entry["effects"], f"{w}.effects")

    # ---- the whole file --------------------------------------------------------------------------------------
    def base(self) -> None:
        d = self.data
        for i, item in enumerate(d.get("items", [])):
            if not _has(TIMINGS, item.get("timing")):
                self.err(f"items[{i}]", "thorgal-check-timing", value=self.show(item.get("timing")))
            self.effects(item.get("effects", []), f"items[{i}].effects")
        for i, f in enumerate(d.get("finding_cards", [])):
            self.effects(f.get("effects", []), f"finding_cards[{i}].effects")
        for i, t in enumerate(d.get("terrain_cards", [])):
            w = f"terrain_cards[{i}]"
            grid = t.get("grid") or []
            if len(grid) != 4 or any(len(row) != 4 for row in grid):
                self.err(w, "thorgal-check-terrain-grid")
            for key in ("reveal_bonus", "red_penalty", "yellow_penalty"):
                self.effects(t.get(key, []), f"{w}.{key}")
        for deck, cards in d.get("enemy_cards", {}).items():
            for i, c in enumerate(cards):
                w = f"enemy_cards.{deck}[{i}]"
                if len(c.get("grid") or []) != 4:
                    self.err(w, "thorgal-check-enemy-rows")
                if not any("T" in row for row in c.get("grid") or []):
                    self.err(w, "thorgal-check-enemy-t")
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
                self.err(w, "thorgal-check-hero-levels")
            self.effects(h.get("skill", {}).get("effects", []), f"{w}.skill.effects")
            if not _has({it["id"] for it in d.get("items", [])}, h.get("starting_item")):
                self.err(w, "thorgal-check-undefined", kind="starting_item", value=self.show(h.get("starting_item")))
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

    def positions(self, areas: list, where: str) -> None:
        """The Areas' optional map positions: ``[x, y]`` of two numbers from 0 to POS_MAX, on every Area or on none,
        no two Areas less than 1 apart in both directions (their cells on the picture would overlap)."""
        placed = []
        for i, area in enumerate(areas):
            if "pos" not in area:
                continue
            p = area["pos"]
            if len(p) != 2 or not all(isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v <= POS_MAX
                                      for v in p):
                self.err(f"{where}[{i}].pos", "thorgal-check-pos", max=POS_MAX, value=self.show(p))
                continue
            placed.append((p[0], p[1], i, area.get("id")))
        missing = [self.show(area.get("id")) for area in areas if "pos" not in area]
        if placed and missing:
            self.err(where, "thorgal-check-pos-all", areas=", ".join(missing)[:200])
        placed.sort(key=lambda x: x[0])
        for k, (x, y, i, aid) in enumerate(placed):  # a sweep by column: only neighbours closer than 1 are compared
            for x2, y2, j, bid in placed[k + 1:]:
                if x2 - x >= 1:
                    break
                if abs(y2 - y) < 1:
                    first, second = sorted(((i, aid), (j, bid)), key=lambda e: e[0])
                    self.err(f"{where}[{second[0]}].pos", "thorgal-check-pos-overlap", a=self.show(first[1]),
                             b=self.show(second[1]))

    def adventure(self, a: dict, where: str) -> None:
        self.adventure_ids(a)
        self.paragraph_refs = {}
        m = a.get("map", {})
        self.positions(m.get("areas", []), f"{where}.map.areas")
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
                self.err(w, "thorgal-check-location-action", value=self.show(action.get("type")))
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
            if not _has(decks, req.get("deck")):
                self.err(f"{where}.adventure_board.event_requirements[{i}]", "thorgal-check-undefined", kind="deck",
                         value=self.show(req.get("deck")))
            self.condition(req.get("condition"), f"{where}.adventure_board.event_requirements[{i}].condition")
        for icon, spec in board.get("event_icons", {}).items():
            self.effects(spec.get("effects", []), f"{where}.adventure_board.event_icons.{icon}")
        for i, rule in enumerate(board.get("special_rules", [])):
            if not _has(RULES, rule.get("rule")):
                self.err(f"{where}.adventure_board.special_rules[{i}]", "thorgal-check-special-rule",
                         value=self.show(rule.get("rule")))
        victory = board.get("victory", {})
        if victory:
            self.paragraph_refs.setdefault(victory.get("paragraph"), []).append(f"{where}.adventure_board.victory")
        for i, defeat in enumerate(board.get("defeat", [])):
            if defeat.get("condition") not in ("round_track_exhausted", "adventure_track_max", "hero_dies"):
                self.err(f"{where}.adventure_board.defeat[{i}]", "thorgal-check-defeat",
                         value=self.show(defeat.get("condition")))
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
        self._difficulty(a, where)
        self._paragraphs(a, where)

    def _difficulty(self, a: dict, where: str) -> None:
        """TG-S-21: every level one of the table option's, its track start on the track, its names defined."""
        track = (a.get("adventure_board") or {}).get("adventure_track") or {}
        for level, spec in (a.get("difficulty") or {}).items():
            w = f"{where}.difficulty.{level}"
            if level not in ("easy", "normal", "hard"):
                self.err(w, "thorgal-check-difficulty", value=self.show(level), problem="level")
            low, high, start = track.get("min", 0), track.get("max", 99), spec.get("adventure_track_start", 0)
            if all(type(x) is int for x in (low, high, start)) and not low <= start < high:
                self.err(w, "thorgal-check-difficulty", value=self.show(level), problem="track")
            for res in spec.get("resources", {}):
                self._known("res", res, w, "resource")
            for location, strength in list(spec.get("enemy_strength", {}).items()) + [
                    (e.get("location"), e.get("strength")) for e in spec.get("extra_enemies", [])]:
                self._known("location", location, w, "location")
                self._known("strength", strength, w, "enemy strength")

    def _paragraphs(self, a: dict, where: str) -> None:
        """Every paragraph well-formed, every named paragraph defined, every paragraph reachable (TG-PAR-1: read
        only when an effect says so), and ids unique."""
        graph: dict[int, list[int]] = {}
        outside = dict(self.paragraph_refs)  # references made outside paragraphs: the roots
        seen_ids = set()
        for i, p in enumerate(a.get("paragraphs", [])):
            w = f"{where}.paragraphs[{i}]"
            if p.get("id") in seen_ids:
                self.err(w, "thorgal-check-paragraph-twice", id=self.show(p.get("id")))
            seen_ids.add(p.get("id"))
            self.paragraph_refs = {}
            if "variants" in p:
                for j, v in enumerate(p["variants"]):
                    self.condition(v.get("cond"), f"{w}.variants[{j}].cond")
            elif "story_en" not in p or "story_pl" not in p:
                self.err(w, "thorgal-check-paragraph-story")
            self.effects(p.get("effects", []), f"{w}.effects")
            threads = p.get("side_threads", [])
            if len(threads) not in (0, 2):
                self.err(w, "thorgal-check-side-threads")
            for j, t in enumerate(threads):
                self.effects(t.get("effects", []), f"{w}.side_threads[{j}].effects")
            self.effects(p.get("after", []), f"{w}.after")
            graph[p.get("id")] = list(self.paragraph_refs)
            for pid, places in self.paragraph_refs.items():
                for place in places:
                    if pid not in self.ids["paragraph"]:
                        self.err(place, "thorgal-check-undefined", kind="paragraph", value=self.show(pid))
        for pid, places in outside.items():
            if pid not in self.ids["paragraph"]:
                for place in places:
                    self.err(place, "thorgal-check-undefined", kind="paragraph", value=self.show(pid))
        reached, todo = set(), [pid for pid in outside if pid in self.ids["paragraph"]]
        while todo:
            pid = todo.pop()
            if pid in reached:
                continue
            reached.add(pid)
            todo += [x for x in graph.get(pid, []) if x in self.ids["paragraph"]]
        for pid in sorted(self.ids["paragraph"] - reached, key=str):
            self.err(f"{where}.paragraphs", "thorgal-check-paragraph-unread", id=self.show(pid))


#: what an effect's checks may still meet in a file of the right shape that nothing above foresaw: reported as a
#: problem of the part being checked, never raised
_UNFORESEEN = (TypeError, KeyError, AttributeError, ValueError, IndexError, RecursionError)


def problems(data, lang: str = "en") -> list[str]:
    """Every problem of a components dict (an empty list: the file is good), in ``lang``. Its shape is checked
    first; the rules only on a file of the right shape (they read its fields without asking their types)."""
    shape = validate_shape.problems(data)
    if shape:
        return [line(lang, where, key, params) for where, key, params in shape]
    c = Checker(data, lang)
    place = ""
    try:
        for i, a in enumerate(data["adventures"]):
            place = f"adventures[{i}]"
            c.adventure_ids(a)  # base data may name adventure ids only through adventures; check each in turn
            c.adventure(a, place)
        place = ""
        c.base()
    except _UNFORESEEN as e:
        c.err(place, "thorgal-check-unforeseen", problem=" ".join(str(e).split())[:120] or type(e).__name__)
    return c.errors


def problems_in_file(path: str | Path, lang: str = "en") -> list[str]:
    """Every problem of the file at ``path`` (a components file or a single-adventure file), in ``lang``; one
    naming the file when it cannot be read as JSON (``games.thorgal.validate_files``)."""
    return validate_files.problems_in_file(path, lang, problems)


def main(argv: list[str] | None = None) -> int:
    """The command: ``python -m games.thorgal.validate [--lang pl|en] [FILE...]`` (``games.thorgal.validate_files``)."""
    return validate_files.main(argv, problems)


if __name__ == "__main__":
    sys.exit(main())
