"""Thorgal's text board (``Presentation.text_board``, issue 55): the whole table in text, from the view alone.

First what the next decision needs (the round and whose turn, the question asked now, the tokens that may move),
then the Action Row card by card (1-7 from the left, as the picture and the moves number them), a Combat under way
(the enemy cards column by column, the dice), the map Area by Area with every Location, the borders, the Journey
Path column by column, the Item Display, the adventure's tracks, goals and Event card, every hero (Area, resources,
Threat, both tracks, skill, items, wounds and the wound board row by row, its free spaces numbered as the wound
question numbers them), the decks and the adventure's printed rules. Names come from the data and the catalogs;
coordinates, numbers and levels are those of the pictures and of the moves ("kolumna 5", "karta 3", "kość 2").
A seated reader's own question comes first from the bot (``bot.tables.text_board``: the private summary); the
first section here says the same question as everyone may read it."""
from __future__ import annotations

from collections import Counter

from games.core.contract import Msg, P
from games.core.presentation import BoardSection
from games.thorgal import asks, combat, events, journey, labels, ui
from games.thorgal import decisions as dc
from games.thorgal import effects as fx
from games.thorgal import heroes as hs
from games.thorgal.atlas import adventure, areas, location_action, location_cost, name_msg, rule
from games.thorgal.data import ACTION_CARDS, DATA, ENEMY_CARDS, HEROES, ITEMS, RESOURCE_CODES, TERRAIN
from games.thorgal.row import turn_seat

RES = {r["id"]: r for r in DATA["resources"]}
TURNS = 4  # TG-RND-2: four turns a round, whatever the player count
ICONS = {"A": "thorgal-sp-area", "H": "thorgal-sp-heal", "F": "thorgal-sp-draw_finding", "X": "thorgal-sp-xp",
         "Th": "thorgal-sp-threat", "T": "thorgal-board-target", "": "thorgal-board-empty"}


def text_board(view: dict) -> list[BoardSection]:
    out = [BoardSection(Msg("thorgal-board-now"), _now(view)), _row(view)]
    fight = view.get("fight")
    if fight and fight.get("cards"):
        out.append(_fight(view, fight))
    out += _areas(view)
    out += [_borders(view), _path(view), _display(view), _adventure(view)]
    out += [_hero(view, seat) for seat in range(len(view["heroes"]))]
    out += [_decks(view), _rules(view)]  # the printed rules last: a chat that clips a long board loses them first
    return [s for s in out if s.rows]


# ---- words shared by the sections -----------------------------------------------------------------------------------
def _semi(parts: list[Msg]) -> Msg:
    """Parts of one row, parted by semicolons."""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = Msg("thorgal-board-semi", a=part, b=out)
    return out


def _none() -> Msg:
    return Msg("thorgal-alt-none")


def _res_name(res: str) -> Msg:
    return fx.text(RES[res], "name")


def _area_number(view: dict, area: str) -> int:
    return areas(view)[area]["number"]


def _icon(icon: str) -> Msg:
    """What a printed space of a Terrain or Enemy card shows, in words (``Ruda``, ``Budulec lub Ruda``, ``cel``)."""
    if icon in ICONS:
        return Msg(ICONS[icon])
    if icon.startswith("W:"):
        return Msg("thorgal-sp-wound", shape=labels.shape_msg(icon[2:]))
    parts = icon.split("/")
    if all(p in RESOURCE_CODES for p in parts):
        names = [_res_name(RESOURCE_CODES[p]) for p in parts]
        return names[0] if len(names) == 1 else Msg("thorgal-or", a=names[0], b=names[1])
    return Msg("thorgal-sp-nothing")  # never met: games.thorgal.validate knows every code


def _cell(code: str) -> Msg:
    icon, penalty = journey.parse_code(code)
    what = _icon(icon)
    return Msg(f"thorgal-board-penalty-{penalty}", what=what) if penalty else what


def _effect(e: dict) -> Msg:
    """One effect of a card's bonus, in words."""
    op, n = e["op"], e.get("n", 1)
    if op in ("upgrade_die", "critical", "reroll"):
        return Msg(f"thorgal-board-fx-{op}", n=n)
    if op == "extra_die":
        return Msg("thorgal-board-fx-extra_die", n=n, colour=labels.colour_msg(e["color"]))
    if op == "heal":
        return Msg("thorgal-board-fx-heal", size=e.get("max_size") or 0)
    return labels.space_msg([e])


def _effects(effects: list[dict]) -> Msg:
    return labels.and_msg([_effect(e) for e in effects])


def _columns(first: int, width: int) -> Msg:
    return asks.span_msg("col", range(first, first + width))


def _column(n: int, cells: list[tuple[int, Msg]], reveal: bool = False) -> Msg:
    """A column of a grid, its spaces grouped by what they show, top first: each once after its rows
    (``Kolumna 3, wiersze: 1, 3 — puste; 2 — Ruda; 4 — kafelek``), so that a column reads as a short list."""
    groups: dict[Msg, list[int]] = {}
    for y, what in cells:
        groups.setdefault(what, []).append(y)
    parts = [Msg("thorgal-board-rows-of", what=what, rows=f"{ys[0] + 1}–{ys[-1] + 1}" if len(ys) > 2 and
                 ys[-1] - ys[0] == len(ys) - 1 else ", ".join(str(y + 1) for y in ys)) for what, ys in groups.items()]
    return Msg("thorgal-board-column", n=n + 1, reveal="yes" if reveal else "no", cells=_semi(parts))


# ---- now: the round, whose turn, the question -----------------------------------------------------------------------
def _now(view: dict) -> list[Msg]:
    result = view.get("result")
    rounds = adventure(view)["adventure_board"]["round_track"]["length"]
    if result:
        return [Msg("thorgal-result-win" if result.get("outcome") == "win" else "thorgal-result-loss"),
                Msg("thorgal-board-ended", round=view["round"], rounds=rounds)]
    rows = []
    if view["phase"] == "EVENT":
        rows.append(Msg("thorgal-board-event-phase", round=view["round"], rounds=rounds))
    else:
        seat = turn_seat(view)
        rows.append(Msg("thorgal-board-turn", round=view["round"], rounds=rounds, turn=view["turn"] + 1, turns=TURNS,
                        hero=fx.hero_msg(view, seat), player=P(view["controller"][seat])))
    task = dc.pending(view)
    if task is not None and task.get("seat") is not None:
        rows.append(Msg("thorgal-board-decides", hero=fx.hero_msg(view, task["seat"]),
                        player=P(view["controller"][task["seat"]]), question=ui.decision_prompt(view, task)))
    elif view["phase"] == "ACTION":
        rows.append(ui.stage_prompt(view))
        if view.get("stage", "token") == "token":
            free = Counter(t["slot"] for t in view["tokens"] if t["active"])
            where = [Msg("thorgal-board-from-out", count=free[None])] if None in free else []
            cards = [Msg("thorgal-board-card-count", n=s + 1, count=k)
                     for s, k in sorted((s, k) for s, k in free.items() if s is not None)]
            if cards:
                where.append(Msg("thorgal-board-from-cards", n=len(cards), cards=labels.and_msg(cards)))
            if where:
                rows.append(Msg("thorgal-board-free-tokens", where=labels.and_msg(where)))
    return rows


# ---- the Action Row --------------------------------------------------------------------------------------------------
def _bonus(b: dict) -> Msg:
    """A card's bonus: when it applies (TG-ROW-6) and what it gives."""
    kind = b["kind"]
    if kind == "plus":
        what = Msg("thorgal-board-plus", n=b["n"])
    elif kind == "additional_action":
        what = Msg("thorgal-board-also", action=fx.main_msg(b["action"]["type"], b["action"]["value"]))
    elif kind == "combat":
        what = Msg("thorgal-board-in-combat", what=_effects(b["effects"]))
    else:
        what = _effects(b["effects"])
    return Msg(f"thorgal-board-bonus-{b['condition']}", what=what)


def tokens_msg(tokens: list[dict]) -> Msg:
    """Tokens in one place: how many may still be taken, how many were used this round."""
    ready = sum(1 for t in tokens if t["active"])
    parts = ([Msg("thorgal-board-ready", n=ready)] if ready else []) + \
        ([Msg("thorgal-board-used", n=len(tokens) - ready)] if len(tokens) > ready else [])
    return labels.and_msg(parts)


def _special(view: dict, special: str) -> Msg:
    spec = next(s for s in adventure(view)["action_cards"]["special_cards"] if s["id"] == special)
    return Msg("thorgal-board-special", letter=spec["letter"], name=fx.text(spec, "name"),
               text=fx.text(spec, "text", strip="."))


def _row(view: dict) -> BoardSection:
    rows = []
    for i, slot in enumerate(view["row"]):
        card = ACTION_CARDS[slot["card"]]
        parts = [Msg("thorgal-board-card", n=i + 1, action=fx.card_msg(slot["card"]))]
        parts += [_bonus(b) for b in card["bonuses"]]
        parts += [Msg("thorgal-board-timing", timing=e.get("timing", ""), what=_effects(e["effects"]))
                  for e in card["additional_effects"]]
        under = [t for t in view["tokens"] if t["slot"] == i]
        parts.append(Msg("thorgal-board-under", tokens=tokens_msg(under)) if under else Msg("thorgal-board-under-none"))
        if slot.get("special"):
            parts.append(_special(view, slot["special"]))
        rows.append(_semi(parts))
    beside = [t for t in view["tokens"] if t["slot"] is None]
    if beside:
        rows.append(Msg("thorgal-board-beside", tokens=tokens_msg(beside)))
    rows += [Msg("thorgal-board-special-waiting", special=_special(view, s))
             for s in view.get("specials_waiting") or []]
    if view.get("unused"):
        rows.append(Msg("thorgal-board-unused", cards=[fx.card_msg(c) for c in view["unused"]]))
    return BoardSection(Msg("thorgal-board-row"), rows)


# ---- a Combat under way ----------------------------------------------------------------------------------------------
def _fight(view: dict, f: dict) -> BoardSection:
    g = combat.grid(f["cards"])
    w, h = combat.size(g)
    rows = [Msg("thorgal-board-fight-head", hero=fx.hero_msg(view, f["seat"]),
                location=fx.location_msg(view, f["loc"]))]
    x = 0
    for card in f["cards"]:
        spec = ENEMY_CARDS[card]
        cw = len(spec["grid"][0])
        parts = [Msg("thorgal-board-enemy-card", name=fx.text(spec, "name"), cols=_columns(x, cw))]
        parts += [fx.text(a, "text", strip=".") for a in spec.get("abilities") or [] if a.get("text_en")]
        rows.append(_semi(parts))
        x += cw
    covered = {tuple(c): d for d, cells in f["placed"] for c in cells}
    targets = combat.targets(g)
    rows.append(Msg("thorgal-board-targets", n=len(targets), covered=len(targets & covered.keys())))
    for gx in range(w):  # the dice's own rows say which tile covers what
        rows.append(_column(gx, [(gy, Msg("thorgal-board-covered") if (gx, gy) in covered else _cell(g[gy][gx]))
                                 for gy in range(h) if gx < len(g[gy])]))
    placed = {d: cells for d, cells in f["placed"]}
    for i, die in enumerate(f["pool"]):
        rows.append(_die(f, i, die, placed.get(i)))
    can = [Msg(f"thorgal-board-fx-{k}", n=f[key]) for k, key in
           (("upgrade_die", "up"), ("reroll", "reroll"), ("critical", "crit")) if f.get(key)]
    if can:
        rows.append(Msg("thorgal-board-fight-left", what=labels.and_msg(can)))
    if f.get("offers"):
        rows.append(Msg("thorgal-board-fight-offers", dice=[labels.colour_msg(c) for c in f["offers"]]))
    return BoardSection(Msg("thorgal-board-fight"), rows)


def _die(f: dict, i: int, die: dict, cells) -> Msg:
    colour = labels.colour_msg(die["colour"])
    if not die.get("face"):
        return Msg("thorgal-board-die-unrolled", n=i + 1, colour=colour)
    parts = [Msg("thorgal-board-die", n=i + 1, colour=colour, shape=labels.shape_msg(combat.tile_shape(die)))]
    critical = combat.face(die)["critical"]
    if die.get("critical"):
        parts.append(Msg("thorgal-board-die-critical-on"))
    elif critical and not f.get("no_critical"):
        parts.append(Msg("thorgal-board-die-critical", shape=labels.shape_msg(critical)))
    if cells:
        cols, rows = labels.placed_msg([tuple(c) for c in cells])
        parts.append(Msg("thorgal-board-die-placed", cols=cols, rows=rows))
    return _semi(parts)


# ---- the map ---------------------------------------------------------------------------------------------------------
def _token_name(view: dict, token: str) -> Msg:
    spec = next((o for o in adventure(view).get("objective_tokens", []) if o["id"] == token), None)
    return fx.text(spec, "name") if spec else Msg("thorgal-token-objective")


def _location(view: dict, loc: dict, here: str) -> Msg:
    """A Location of an Area: what it asks now (its cost with what is assigned, a wound shape, a Combat), its
    enemies and tokens, and the other Area it also belongs to."""
    board, lid = view["board"], loc["id"]
    parts = []
    if lid in board["read"]:
        parts.append(Msg("thorgal-board-read"))
    else:
        action = location_action(view, lid)
        if action["type"] == "assign":
            cost = {r: n for r, n in location_cost(view, lid).items() if n > 0}
            parts.append(Msg("thorgal-board-assign", cost=labels.resources_msg(cost)) if cost
                         else Msg("thorgal-board-assign-free"))
            raised = Counter(board["raised"].get(lid, []))
            if raised:
                parts.append(Msg("thorgal-board-raised", what=labels.resources_msg(dict(raised), case="acc")))
            have = {r: n for r, n in (board["assigned"].get(lid) or {}).items() if n}
            if have:
                parts.append(Msg("thorgal-board-assigned", what=labels.resources_msg(have, case="acc")))
        elif action["type"] == "sacrifice":
            parts.append(Msg("thorgal-board-sacrifice", shape=labels.shape_msg(action["wound"])))
        elif not board["enemies"].get(lid):
            parts.append(Msg("thorgal-board-combat-none"))
    enemies = board["enemies"].get(lid) or []
    if enemies:
        foes = [Msg(f"thorgal-board-foe-{e}", n=n) for e, n in Counter(enemies).items()]
        parts.append(Msg("thorgal-board-enemies", enemies=labels.and_msg(foes)))
    if lid in board["blocked"]:
        parts.append(Msg("thorgal-board-blocked"))
    present = board["tokens"].get(lid, [])
    parts += [Msg("thorgal-board-token-here", name=_token_name(view, t)) for t in present]
    parts += [Msg("thorgal-board-token-needed", name=_token_name(view, t))
              for t in loc.get("requires_tokens", []) if t not in present]
    parts += [Msg("thorgal-board-shared", area=fx.area_msg(view, a), n=_area_number(view, a))
              for a in loc["areas"] if a != here]
    return Msg("thorgal-board-location", name=fx.location_msg(view, lid), what=_semi(parts))


def _areas(view: dict) -> list[BoardSection]:
    adv = adventure(view)
    active = view.get("active_event")
    card = events.event_card(view, active["deck"], active["id"]) if active else None
    triggered = {e.get("area") for e in events.action_phase_entries(view)
                 if e.get("trigger") == "enter_or_act_in_area"} if card else set()
    out = []
    for area in adv["map"]["areas"]:
        sources = [_res_name(r) for r in area.get("sources", [])]
        parts = [Msg("thorgal-board-sources", sources=labels.and_msg(sources)) if sources
                 else Msg("thorgal-board-no-sources")]
        here = [fx.hero_msg(view, s) for s, h in enumerate(view["heroes"]) if h["area"] == area["id"]]
        if here:
            parts.append(Msg("thorgal-board-heroes-here", n=len(here), heroes=labels.and_msg(here)))
        if area["number"] > view["round"]:  # TG-MAP-3
            parts.append(Msg("thorgal-board-area-closed", n=area["number"]))
        if area["id"] in triggered:
            parts.append(Msg("thorgal-board-area-event", card=fx.text(card, "name")))
        rows = [_semi(parts)]
        rows += [_location(view, loc, area["id"]) for loc in adv["map"]["locations"] if area["id"] in loc["areas"]]
        out.append(BoardSection(Msg("thorgal-board-area", n=area["number"], name=fx.text(area, "name")), rows))
    return out


def _borders(view: dict) -> BoardSection:
    board = view["board"]
    ferry = rule(view, "blue_border_costs")
    rows = []
    for spec in adventure(view)["map"]["borders"]:
        now = board["borders"].get(spec["id"], spec)
        a, b = spec["areas"][:2]
        ends = Msg("thorgal-board-ends", a=fx.area_msg(view, a), na=_area_number(view, a), b=fx.area_msg(view, b),
                   nb=_area_number(view, b))
        kind = now.get("type", "normal")
        if spec["id"] in board["blocked"]:
            what = Msg("thorgal-board-border-blocked")
        elif kind == "impassable":
            what = Msg("thorgal-board-border-impassable")
        else:
            what = Msg("thorgal-board-border-kind", kind=kind, n=int(now.get("multiplicity", 1) or 1))
            if kind == "blue" and ferry:
                free = ferry.get("waived_by_flag") in view.get("flags", [])
                what = _semi([what, Msg("thorgal-board-toll-free") if free else
                              Msg("thorgal-board-toll", cost=labels.resources_msg(ferry.get("cost") or {}))])
        if spec.get("name_en"):
            rows.append(Msg("thorgal-board-border-named", name=name_msg(view, "border", spec["id"]), ends=ends,
                            what=what))
        else:
            rows.append(Msg("thorgal-board-border", ends=ends, what=what))
    return BoardSection(Msg("thorgal-board-borders"), rows)


# ---- the Journey Path ------------------------------------------------------------------------------------------------
def _path(view: dict) -> BoardSection:
    """The last 4 Terrain cards column by column, as the picture shows them; before them, only the spaces a Gather
    may still take (TG-GAT-1: the whole path)."""
    p = view["path"]
    cards = p["cards"]
    first = max(0, len(cards) - 4)
    tiles = {tuple(c): k for k, tile in enumerate(p["tiles"]) for c in tile}
    gather = {tuple(c) for c in p["gather"]}
    last = len(p["tiles"]) - 1
    rows = [Msg("thorgal-board-path-cards", cards=len(cards), deck=view["decks"]["terrain"], tiles=len(p["tiles"]))]
    if p["tiles"]:
        cols, rws = labels.placed_msg([tuple(c) for c in p["tiles"][-1]])
        rows.append(Msg("thorgal-board-path-last", cols=cols, rows=rws))
    if journey.exhausted(view):
        rows.append(Msg("thorgal-board-path-ended"))
    if first:  # off the picture: only what a Gather may still take there
        free = {x: [(y, _cell(journey.code_at(view, (x, y)))) for y in range(journey.ROWS)
                    if (x, y) not in tiles and (x, y) not in gather
                    and journey.is_resource_icon(journey.parse_code(journey.code_at(view, (x, y)))[0])]
                for x in range(4 * first)}
        free = {x: cells for x, cells in free.items() if cells}
        rows.append(Msg("thorgal-board-path-earlier", cards=first, cols=_columns(0, 4 * first), n=len(free)))
        rows += [_column(x, cells) for x, cells in free.items()]
    for i in range(first, len(cards)):
        card = TERRAIN[cards[i]]
        parts = [Msg("thorgal-board-terrain", n=i + 1, name=fx.text(card, "name"), cols=_columns(4 * i, 4))]
        shown = {journey.parse_code(code)[1] for line in card["grid"] for code in line}
        parts += [Msg(f"thorgal-board-penalty-of-{colour}",
                      what=labels.space_msg(journey.penalty_effects(view, cards[i], colour)))
                  for colour in ("red", "yellow") if colour in shown]
        rows.append(_semi(parts))
        for gx in range(4 * i, 4 * i + 4):
            reveal = i == len(cards) - 1 and gx % 4 == card["reveal_column"]  # TG-JRN-7: the next card
            cells = []
            for gy in range(journey.ROWS):
                if (gx, gy) in tiles:
                    what = Msg("thorgal-board-tile-last" if tiles[(gx, gy)] == last else "thorgal-board-tile")
                elif (gx, gy) in gather:
                    what = Msg("thorgal-board-gather-token")
                else:
                    what = _cell(card["grid"][gy][gx % 4])
                cells.append((gy, what))
            rows.append(_column(gx, cells, reveal))
    return BoardSection(Msg("thorgal-board-path"), rows)


# ---- the Item Display and the adventure ------------------------------------------------------------------------------
def _item(item: str) -> Msg:
    return Msg("thorgal-board-item-text", name=labels.item_msg(item), text=fx.text(ITEMS[item], "text", strip="."))


def _display(view: dict) -> BoardSection:
    rows = [Msg("thorgal-board-numbered", n=k + 1, what=_item(i)) for k, i in enumerate(view.get("display") or [])]
    return BoardSection(Msg("thorgal-board-display"), rows)


def _adventure(view: dict) -> BoardSection:
    adv = adventure(view)
    board = adv["adventure_board"]
    track = board["round_track"]
    rows = [Msg("thorgal-board-rounds", n=view["round"], total=track["length"])]
    rows += [Msg("thorgal-board-round-space", n=int(k), text=fx.text(s, "text", strip="."))
             for k, s in sorted(track.get("special_spaces", {}).items(), key=lambda kv: int(kv[0]))
             if int(k) > view["round"]]
    adv_track = board.get("adventure_track")
    if adv_track and view.get("track") is not None:
        rows.append(Msg("thorgal-board-track", name=fx.text(adv_track, "name"), n=view["track"], max=adv_track["max"]))
    done = set(view.get("objectives_done") or [])
    rows += [Msg("thorgal-board-objective", name=fx.text(o, "name"), done="yes" if o["id"] in done else "no")
             for o in board.get("objectives", [])]
    active = view.get("active_event")
    if active:
        card = events.event_card(view, active["deck"], active["id"])
        rows.append(Msg("thorgal-board-event", name=fx.text(card, "name"), text=fx.text(card, "text", strip=".")))
        icon = (card.get("next_event_phase") or {}).get("icon")
        spec = board.get("event_icons", {}).get(icon) if icon else None
        if spec:
            rows.append(Msg("thorgal-board-event-icon", name=fx.text(spec, "name"),
                            text=fx.text(spec, "text", strip=".")))
    return BoardSection(Msg("thorgal-board-adventure", name=fx.text(adv, "name")), rows)


def _rules(view: dict) -> BoardSection:
    """What the adventure board prints: how the Event card is drawn, and the adventure's own rules."""
    board = adventure(view)["adventure_board"]
    rows = []
    reqs = [fx.text(r, "text") for r in board.get("event_requirements", []) if r.get("text_en")]
    if reqs:  # whole sentences, one after the other
        rules = reqs[-1]
        for req in reversed(reqs[:-1]):
            rules = Msg("thorgal-board-then", a=req, b=rules)
        rows.append(Msg("thorgal-board-event-draw", rules=rules))
    rows += [Msg("thorgal-board-rule", name=fx.text(r, "name"), text=fx.text(r, "text", strip="."))
             for r in board.get("special_rules", []) if r.get("text_en")]
    return BoardSection(Msg("thorgal-board-rules"), rows)


# ---- the heroes ------------------------------------------------------------------------------------------------------
def _dice(colours: list[str]) -> Msg:
    counts = Counter(colours)
    return labels.and_msg([Msg(f"thorgal-board-dice-{c}", n=n) for c, n in counts.items()])


def _shapes(shapes: list[str]) -> Msg:
    return labels.and_msg([labels.shape_msg(s) for s in shapes])


def _tracks(spec: dict, h: dict) -> list[Msg]:
    """The Combat dial and the Journey track (TG-CMB-16, TG-JRN-3): the hero's level and what it gives, and what the
    next level would give (an Experience is spent on one of them)."""
    out = []
    for key, level, now, steps in (
            ("combat", h["combat"], _dice(hs.combat_dice(h)), [_dice(d) for d in spec["combat_dial"]]),
            ("journey", h["journey"], _shapes(hs.journey_shapes(h)), [_shapes(s) for s in spec["journey_track"]])):
        row = Msg(f"thorgal-board-{key}-track", level=level, top=hs.MAX_LEVEL, what=now)
        if level < len(steps):
            row = _semi([row, Msg(f"thorgal-board-{key}-next", n=level + 1, what=steps[level])])
        out.append(row)
    return out


def _runs(line: str, y: int, numbers: dict, owner: dict) -> list[Msg]:
    """One row of the wound board from the left, runs merged: free spaces by their numbers (``pola 4–9``), a wound's
    spaces by the wound's number, a gap in the board's outline."""
    kinds = [("hole", 0) if ch != "#" else ("wound", owner[(x, y)]) if (x, y) in owner else ("free", numbers[(x, y)])
             for x, ch in enumerate(line)]
    out, k = [], 0
    while k < len(kinds):
        kind, n = kinds[k]
        end = k + 1
        while end < len(kinds) and kinds[end][0] == kind and (kind != "wound" or kinds[end][1] == n):
            end += 1
        if kind == "free":
            out.append(Msg("thorgal-board-free-list", n=end - k, list=", ".join(str(x) for x in range(n, end - k + n)))
                       if end - k < 3 else Msg("thorgal-board-free-run", a=n, b=n + end - k - 1))
        else:
            out.append(Msg(f"thorgal-board-{kind}-run", n=n, size=end - k))
        k = end
    return out


def _wound_board(h: dict) -> list[Msg]:
    """The wound board row by row: free spaces by their numbers (the wound question's), a wound's spaces by the
    wound's number (the heal question's)."""
    numbers = asks.wound_numbers(h)
    owner = {tuple(c): k + 1 for k, w in enumerate(h["wounds"]) for c in w["cells"]}
    board = HEROES[h["id"]]["wound_area"]
    out = [Msg("thorgal-board-wound-board", free=len(numbers), all=sum(line.count("#") for line in board))]
    out += [Msg("thorgal-board-wound-row", n=y + 1, cells=_runs(line, y, numbers, owner))
            for y, line in enumerate(board)]
    return out


def _hero(view: dict, seat: int) -> BoardSection:
    h = view["heroes"][seat]
    spec = HEROES[h["id"]]
    rows = [Msg("thorgal-board-hero-area", area=fx.area_msg(view, h["area"]), n=_area_number(view, h["area"]))]
    res = {r: n for r, n in h["resources"].items() if n}
    rows.append(Msg("thorgal-board-resources", what=labels.resources_msg(res) if res else _none()))
    rows.append(Msg("thorgal-board-threat", n=h["threat"], max=hs.MAX_THREAT))
    rows += _tracks(spec, h)
    skill = spec["skill"]
    rows.append(Msg("thorgal-board-skill", name=fx.text(skill, "name"), ready="yes" if h["skill_active"] else "no",
                    text=fx.text(skill, "text", strip="."),
                    cost=labels.resources_msg(skill.get("refresh_cost") or {}) if skill.get("refresh_cost")
                    else _none()))
    rows += [Msg("thorgal-board-item", what=_item(i)) for i in h["items"]] or [Msg("thorgal-board-no-items")]
    wounds = [Msg("thorgal-board-wound", n=k + 1, shape=labels.shape_msg(w["shape"]))
              for k, w in enumerate(h["wounds"])]
    rows.append(Msg("thorgal-board-wounds", wounds=wounds or [_none()]))
    rows += _wound_board(h)
    heading = Msg("thorgal-board-hero", hero=fx.hero_msg(view, seat), player=P(view["controller"][seat]))
    return BoardSection(heading, rows)


# ---- the decks -------------------------------------------------------------------------------------------------------
def _decks(view: dict) -> BoardSection:
    """How many cards each face-down deck holds and how many lie discarded (never their order, §17)."""
    decks, out = view["decks"], view["discards"]
    rows = [Msg("thorgal-board-deck", deck=Msg("thorgal-board-deck-terrain"), n=decks["terrain"], out=0)]
    for kind in ("finding", "item"):
        rows.append(Msg("thorgal-board-deck", deck=Msg(f"thorgal-board-deck-{kind}"), n=decks[kind],
                        out=len(out[kind])))
    for strength, n in decks["enemy"].items():
        rows.append(Msg("thorgal-board-deck", deck=Msg("thorgal-board-deck-enemy", strength=Msg(
            f"thorgal-strength-{strength}")), n=n, out=len(out["enemy"].get(strength, []))))
    for deck, n in decks["events"].items():
        name = fx.text(adventure(view)["event_decks"][deck], "name")
        rows.append(Msg("thorgal-board-deck", deck=Msg("thorgal-board-deck-events", name=name), n=n,
                        out=len(out["events"].get(deck, []))))
    return BoardSection(Msg("thorgal-board-decks"), rows)


__all__ = ["text_board"]
