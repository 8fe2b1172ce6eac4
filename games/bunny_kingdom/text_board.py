"""Królestwo Królików's text board (``Presentation.text_board``, issue 55): the whole table in text, from the view.

First what the next decision needs (the round and pick, who still chooses, the camp asked, the universal farms and
copy cards awaited, the deck and the passing direction, the last change on the board), then the score track, the
last harvest or the final scoring as the picture shows them, the board row by row (one row per square: its
coordinate and terrain, whose rabbit stands there, its building, lava on its sides), and one section per player
(points by harvest, cards held as counts, production, squares and fiefs with strength × wealth, buildings to place).

``view["private"]`` is never read: a seated reader's hand, pick, plan and parchments are the private summary's, which
the bot shows above these sections. Fiefs are computed from the view's board (owners and buildings are public).
"""
from __future__ import annotations

from games.bunny_kingdom.cards import card_msg, public_card_msg, resource_msg, terrain_msg
from games.bunny_kingdom.construction import built_msgs
from games.bunny_kingdom.data import COLS, ROW_LETTERS
from games.bunny_kingdom.fiefs import fief_report, fiefs
from games.bunny_kingdom.state import BUILD, CAMP_STEP, COPY, GAME_OVER, PICK, UNIVERSAL
from games.core.contract import Msg, P
from games.core.presentation import BoardSection

PREFIX = "bunny_kingdom-board-"
PRODUCTION = ("wood", "fish", "carrots", "luxury")


def _m(key: str, **params) -> Msg:
    return Msg(PREFIX + key, **params)


def _and(items: list) -> Msg | str:
    """"A, B i C" (one item alone as it is)."""
    if len(items) == 1:
        return items[0]
    return Msg("bunny_kingdom-and", head=list(items[:-1]), last=items[-1])


def _chain(parts: list) -> Msg | P:
    """``parts`` as clauses of one sentence, joined by semicolons."""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = _m("then", first=part, rest=out)
    return out


def text_board(view: dict) -> list[BoardSection]:
    sections = [BoardSection(_m("now"), _now(view)), _track(view)]
    if view["phase"] in (COPY, GAME_OVER):
        sections += [_final(view, s) for s in range(view["players"])]
    elif _last_kind(view) == "harvest":  # the picture shows the harvest's breakdown until the next reveal
        sections.append(_harvest(view))
    sections.append(BoardSection(_m("board"), [_m("board-key")]))  # how to read the rows below, once
    sections += [_board_row(view, r) for r in ROW_LETTERS]
    sections += [_player(view, s) for s in range(view["players"])]
    return [s for s in sections if s.rows]


# ---- now: what is being decided and by whom, then the last change -------------------------------------------------
def _now(view: dict) -> list[Msg]:
    phase, waiting = view["phase"], [P(s) for s in view.get("actors") or []]
    named = _and(waiting) if waiting else ""
    common = {"round": view["round"], "rounds": view["rounds"], "players": named, "count": len(waiting)}
    rows: list[Msg] = []
    if phase == GAME_OVER:
        winners = view.get("winners") or []
        rows.append(Msg("core-alt-over", players=[P(s) for s in winners], count=len(winners)))
    elif phase == PICK:
        key = "pick-2p" if view["players"] == 2 else "pick"
        rows.append(_m(key, pick=view["pick"], picks=view["picks_per_round"], **common))
    elif phase == CAMP_STEP:
        camp = view["camp"] or {}
        rows.append(_m("camp", round=view["round"], rounds=view["rounds"], player=P(camp["seat"]),
                       number=camp["number"]))
    elif phase == BUILD:
        rows.append(_m("build", **common))
    elif phase == UNIVERSAL:
        rows.append(_m("universal", **common))
        for sq, farm in sorted((view.get("universal") or {}).items(), key=lambda kv: _index(kv[0])):
            rows.append(_m("universal-farm", square=sq, player=P(farm["seat"]),
                           chosen="yes" if farm["chosen"] else "no"))
    elif phase == COPY:
        rows.append(_m("copy", players=named, count=len(waiting)))
        for cid, copy in sorted((view.get("copies") or {}).items()):
            rows.append(_m("copy-card", card=card_msg(cid), player=P(copy["seat"]),
                           chosen="yes" if copy["chosen"] else "no"))
    if phase == PICK:
        rows.append(_m("deck-pass", n=view["deck"], direction=Msg(f"bunny_kingdom-dir-{view['direction']}")))
    elif phase not in (COPY, GAME_OVER):
        rows.append(_m("deck", n=view["deck"]))
    rows += _last_change(view)
    return rows


def _index(sq: str) -> tuple[int, int]:
    return ROW_LETTERS.index(sq[0]), int(sq[1:])


def _events(view: dict) -> list[tuple[tuple, str, dict]]:
    """The public records of the last steps, ordered as they happen in a round: reveals, camps, construction, the
    harvest (so (round, step, pick or camp number) tells which came last)."""
    found = []
    for order, kind in enumerate(("reveal", "camp", "build", "harvest")):
        rec = view.get(f"last_{kind}")
        if isinstance(rec, dict):
            found.append(((rec.get("round") or 0, order, rec.get("pick") or rec.get("number") or 0), kind, rec))
    return sorted(found, key=lambda f: f[0])


def _last_kind(view: dict) -> str | None:
    found = _events(view)
    return found[-1][1] if found else None


def _last_change(view: dict) -> list[Msg]:
    """The last step that changed the board (the picture frames its squares): the cards each player revealed, a
    camp placed or kept, or the buildings of the last construction."""
    found = [f for f in _events(view) if f[1] != "harvest"]
    if not found:
        return []
    _, kind, rec = found[-1]
    if kind == "camp":
        if rec.get("square"):
            return [_m("last-camp", player=P(rec["seat"]), number=rec["number"], square=rec["square"])]
        return [_m("last-camp-kept", player=P(rec["seat"]), number=rec["number"])]
    if kind == "build":
        rows = [_m("last-built", round=rec["round"], player=P(s), items=built_msgs(builds))
                for s, builds in enumerate(rec.get("builds") or []) if builds]
        return rows or [_m("last-built-none", round=rec["round"])]
    key = "last-reveal-2p" if view["players"] == 2 else "last-reveal"
    rows: list[Msg] = [_m(key, pick=rec["pick"], round=rec["round"])]
    for s, plays in enumerate(rec.get("plays") or []):
        if plays:
            rows.append(_m("last-plays", player=P(s), cards=_and([_played(p) for p in plays])))
    for camp in rec.get("removed_camps") or []:
        rows.append(_m("last-camp-removed", number=camp["number"], square=camp["square"], player=P(camp["seat"])))
    return rows


def _played(play: dict) -> Msg:
    card = Msg("bunny_kingdom-card-parchment-hidden") if play.get("parchment") else public_card_msg(play["card"])
    return _m("via", card=card) if play.get("via") else card


# ---- the score track, the last harvest, the final scoring ---------------------------------------------------------
def _track(view: dict) -> BoardSection:
    scores = view["scores"]
    order = sorted(range(view["players"]), key=lambda s: (-scores[s], s))
    return BoardSection(_m("track"), [_m("track-row", player=P(s), n=scores[s]) for s in order])


def _fief_line(f: dict) -> Msg:
    return _m("harvest-fief", square=f["squares"][0], size=len(f["squares"]), strength=f["strength"],
               wealth=f["wealth"], points=f["points"])


def _harvest(view: dict) -> BoardSection:
    rec = view["last_harvest"]
    rows = []
    for s, p in enumerate(rec["players"]):
        scoring = sorted((f for f in p["fiefs"] if f["points"]), key=lambda f: (-f["points"], _index(f["squares"][0])))
        rows.append(_m("harvest-row", player=P(s), n=p["total"], fiefs=[_fief_line(f) for f in scoring] or "",
                       scoring=len(scoring), zero=len(p["fiefs"]) - len(scoring)))
    return BoardSection(_m("harvest", round=rec["round"]), rows)


def _final(view: dict, seat: int) -> BoardSection:
    """The parchments revealed at the end (BK-15.4) and, once every copy target is chosen, each one's points."""
    final = view.get("final")
    copies = view.get("copies") or {}
    if final is None:  # COPY: the parchments are public, the copies' targets not yet
        rows = []
        for cid in view["players_info"][seat]["revealed_parchments"] or []:
            if cid in copies:
                rows.append(_m("copy-own", card=card_msg(cid), chosen="yes" if copies[cid]["chosen"] else "no"))
            else:
                rows.append(card_msg(cid))
        return BoardSection(_m("revealed", player=P(seat)), rows)
    rows = [_m("final-harvests", rounds=" + ".join(str(h) for h in final["harvests"][seat]),
               n=final["harvest"][seat])]
    for p in final["parchments"][seat]:
        card = card_msg(p["card"])
        if p.get("copied"):
            card = _m("copied", card=card, target=card_msg(p["copied"]))
        if p.get("value") is None:
            rows.append(_m("final-parchment", card=card, n=p["points"]))
        else:
            rows.append(_m("final-parchment-value", card=card, value=p["value"], n=p["points"]))
    rows.append(_m("final-parchments", n=final["parchment_points"][seat]))
    rows.append(_m("final-total", n=final["totals"][seat], won="yes" if seat in final["winners"] else "no"))
    return BoardSection(_m("final", player=P(seat)), rows)


# ---- the board, row by row ----------------------------------------------------------------------------------------
def _lava(view: dict) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for a, b in view.get("lava") or []:
        out.setdefault(a, []).append(b)
        out.setdefault(b, []).append(a)
    return out


def _board_row(view: dict, row: str) -> BoardSection:
    lava = _lava(view)
    return BoardSection(_m("row", row=row), [_square(view, f"{row}{c}", lava) for c in COLS])


def _square(view: dict, sq: str, lava: dict[str, list[str]]) -> Msg:
    """"B5 (morze): Gracz 1; Miasto (siła 2)." — the square named as its territory card is, then whose rabbit
    stands there, its building and the lava on its sides."""
    cell = view["board"][sq]
    building = cell.get("building")
    if cell["terrain"] == "city" and building and building.get("card") is None:  # the printed city is its terrain
        land = _m("printed-city", strength=building["strength"])
        building = None
    else:
        land = terrain_msg(cell["terrain"])
    parts: list[Msg | P] = []
    if cell.get("owner") is not None:
        parts.append(P(cell["owner"]))
    if building:
        parts.append(_building(building))
    if sq in lava:
        parts.append(_m("lava", squares=_and(sorted(lava[sq], key=_index))))
    if not parts:
        return _m("square-empty", square=sq, land=land)
    return _m("square", square=sq, land=land, what=_chain(parts))


def _building(b: dict) -> Msg:
    if b["type"] == "sky_tower":
        return _m("sky", card=card_msg(b["card"]), other=b["other"])
    if b["type"] == "factory" and b["resource"] == "universal" and b.get("choice"):
        return _m("universal-choice", card=card_msg(b["card"]), resource=resource_msg(b["choice"]))
    if b["type"] == "city" and b.get("card") is None:  # a printed city: said with its city square, kept for safety
        return Msg("bunny_kingdom-card-city", strength=b["strength"])
    return card_msg(b["card"])


# ---- the players --------------------------------------------------------------------------------------------------
def _player(view: dict, seat: int) -> BoardSection:
    info = view["players_info"][seat]
    rows = [_m("points", n=info["score"], rounds=" + ".join(str(h) for h in info["harvests"]),
               harvests=len(info["harvests"]))]
    if view["players"] == 2:
        rows.append(_m("cards-2p", hand=info["hand"], reserve=info["reserve"], discards=info["discards"],
                       parchments=info["parchments"]))
    else:
        rows.append(_m("cards", hand=info["hand"], parchments=info["parchments"]))
    prod = info["production"]
    made = [_m("units", resource=_m("luxury") if r == "luxury" else resource_msg(r), n=prod[r])
            for r in PRODUCTION if prod.get(r)]
    rows.append(_m("production", units=made or "", count=len(made), universal=prod.get("universal", 0)))
    rows.append(_m("land-count", squares=info["squares"], fiefs=info["fiefs"]))
    owner = {sq: c["owner"] for sq, c in view["board"].items() if c.get("owner") is not None}
    buildings = {sq: c["building"] for sq, c in view["board"].items() if c.get("building")}
    for fief in fiefs(owner, buildings, seat):
        rows.append(_fief(fief_report(fief, buildings)))
    if info["unbuilt"]:
        rows.append(_m("unbuilt", cards=_counted(info["unbuilt"])))
    if info.get("camps_played"):
        rows.append(_m("camps-played", n=info["camps_played"]))
    return BoardSection(_m("player", player=P(seat), color=Msg(f"{PREFIX}color-{info['color']}")), rows)


def _fief(f: dict) -> Msg:
    squares = f["squares"]
    return _m("fief", square=squares[0], size=len(squares), squares=", ".join(squares), strength=f["strength"],
              wealth=f["wealth"], points=f["points"], resources=[resource_msg(r) for r in f["resources"]] or "")


def _counted(cids: list[str]) -> list[Msg]:
    """Card names, identical cards once with their count ("2× Miasto (siła 1)")."""
    counts: dict[Msg, int] = {}
    for c in cids:
        counts[card_msg(c)] = counts.get(card_msg(c), 0) + 1
    return [m if n == 1 else Msg("bunny_kingdom-card-count", n=n, card=m) for m, n in counts.items()]
