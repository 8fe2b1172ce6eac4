"""Hooks for the step-by-step button UI: what to choose next (prompt), step button labels, quick first tokens and
the one-line summary of the private preview."""
from __future__ import annotations

from games.core.contract import Msg, Result
from games.core.presentation import Presentation
from games.dragon_castle.board_words import describe
from games.dragon_castle.data import SPIRITS, TYPE_IDS, kind
from games.dragon_castle.layouts import layout_warnings
from games.dragon_castle.legal import legal_moves, pay_msg
from games.dragon_castle.realm import RIDX
from games.dragon_castle.setup import GAME_OVER
from games.dragon_castle.steps import must_summon, spirit_msg, stage, tile_msg, type_msg
from games.dragon_castle.text_board import text_board
from games.dragon_castle.turns import peek

VERBS = ("take", "summon", "spirit", "shrine", "discard", "place", "merge", "build", "group", "change", "destroy",
         "flip", "move", "done", "confirm", "undo")
_CELL_STEPS = {"merge": "merge-cell", "group": "group-cell", "destroy": "destroy-cell", "flip": "flip-cell"}


def _stage_prompt(work: dict, stg: str) -> Msg:
    t = work["turn"]
    if stg == "start" and must_summon(work):
        return Msg("dragon_castle-prompt-start-summon")
    if stg == "choose":
        return Msg("dragon_castle-prompt-choose", tile=tile_msg(t["held"][0]))
    if stg == "place":
        return Msg("dragon_castle-prompt-place", tiles=[tile_msg(x) for x in t["held"]], count=len(t["held"]))
    if stg == "build":
        return Msg("dragon_castle-prompt-build", cap=min(t["build"]["cap"], work["pools"][t["seat"]]))
    if stg == "power":
        power = t["power"]
        if power["id"] == "strength" and power["moved"]:
            return Msg("dragon_castle-prompt-power-strength-second")
        return Msg(f"dragon_castle-prompt-power-{power['id']}")
    return Msg(f"dragon_castle-prompt-{stg}")


def prompt(state: dict, seat: int, prefix: tuple[str, ...]) -> Msg | None:
    if state["phase"] == GAME_OVER or seat != state["active"]:
        return None
    work = peek(state)
    stg = stage(work)
    prefix = tuple(prefix)
    if not prefix:
        return _stage_prompt(work, stg)
    verb, n = prefix[0], len(prefix)
    t = work["turn"]
    if verb == "spirit":
        if n == 1:
            return Msg("dragon_castle-prompt-spirit-card")
        if n == 2 and prefix[1] in SPIRITS:
            return Msg("dragon_castle-prompt-spirit-pay", spirit=spirit_msg(prefix[1]))
        return None
    if verb == "take" and n == 1:
        return Msg("dragon_castle-prompt-take-second" if stg == "choose" else "dragon_castle-prompt-take-first")
    if verb == "place" and n <= len(t["held"]):
        tile = tile_msg(t["held"][n - 1])
        if n > 1 and tile == tile_msg(t["held"][0]):  # a pair's twin: not the same question twice
            return Msg("dragon_castle-prompt-place-cell-second", tile=tile)
        return Msg("dragon_castle-prompt-place-cell", tile=tile)
    if verb == "build":
        if stg == "power":
            return Msg("dragon_castle-prompt-faith-cell") if n == 1 else None
        if stg == "build" and n <= min(t["build"]["cap"], work["pools"][seat]):
            return Msg("dragon_castle-prompt-build-cell")
        return None
    if verb in _CELL_STEPS and n == 1:
        return Msg(f"dragon_castle-prompt-{_CELL_STEPS[verb]}")
    if verb == "change":
        return {1: Msg("dragon_castle-prompt-change-cell"), 2: Msg("dragon_castle-prompt-change-type")}.get(n)
    if verb == "move" and stg == "power":
        wind = t["power"]["id"] == "wind"
        if n == 1:
            return Msg("dragon_castle-prompt-move-shrine-from" if wind else "dragon_castle-prompt-move-tile-from")
        if n == 2:
            return Msg("dragon_castle-prompt-move-to", cell=prefix[1])
    return None


def _castle_label(work: dict, token: str) -> Msg | None:
    stack = work["castle"].get(token)
    if not stack:
        return None
    return Msg("dragon_castle-token-castle", cell=token, tile=tile_msg(stack[-1]), floor=len(stack))


def _realm_label(realm: list[dict], token: str) -> Msg | None:
    if token not in RIDX:
        return None
    sp = realm[RIDX[token]]
    if not sp["tiles"]:
        return Msg("dragon_castle-token-realm-empty", cell=token)
    if sp["up"]:
        return Msg("dragon_castle-token-realm-up", cell=token, tile=tile_msg(sp["tiles"][-1]), h=len(sp["tiles"]))
    key = "dragon_castle-token-realm-shrine" if sp["shrine"] else "dragon_castle-token-realm-down"
    return Msg(key, cell=token, h=len(sp["tiles"]))


def token_label(state: dict, seat: int, prefix: tuple[str, ...], token: str) -> Msg | None:
    if state["phase"] == GAME_OVER or seat != state["active"]:
        return None
    work = peek(state)
    prefix = tuple(prefix)
    if not prefix:
        return Msg(f"dragon_castle-token-{token}") if token in VERBS else None
    verb, realm = prefix[0], work["realms"][seat]
    if verb == "spirit":
        if len(prefix) == 1:
            return spirit_msg(token) if token in SPIRITS else None
        if token == "pool" or (token in RIDX and realm[RIDX[token]]["up"]):
            return pay_msg(realm, token)
        return None
    if verb in ("take", "destroy"):
        return _castle_label(work, token)
    if verb == "change" and len(prefix) == 2:
        return type_msg(token) if token in TYPE_IDS else None
    return _realm_label(realm, token)


def tile_icon(tile: str) -> str:
    """A face-up tile's icon: its kind (``castle-merchant-3``, ``castle-wind-rain``; DC-2.1), as pictures draw it."""
    return "castle-" + kind(tile).replace("_", "-")


def _realm_icon(realm: list[dict], token: str) -> str | None:
    if token not in RIDX:
        return None
    sp = realm[RIDX[token]]
    if not sp["tiles"]:
        return None
    if sp["up"]:
        return tile_icon(sp["tiles"][-1])
    return "castle-shrine" if sp["shrine"] else "castle-back"


def token_icon(state: dict, seat: int, prefix: tuple[str, ...], token: str) -> str | None:
    """The icon of a step, beside the words of :func:`token_label`: the tile a cell shows (a castle's top tile, a
    realm's face-up tile, a face-down one, a shrine), a tile type, a spirit card; None where the label names none."""
    if state["phase"] == GAME_OVER or seat != state["active"] or not prefix:
        return None
    work = peek(state)
    prefix = tuple(prefix)
    verb, realm = prefix[0], work["realms"][seat]
    if verb == "spirit":
        if len(prefix) == 1:
            return "castle-spirit" if token in SPIRITS else None
        return tile_icon(realm[RIDX[token]]["tiles"][-1]) if token in RIDX and realm[RIDX[token]]["up"] else None
    if verb in ("take", "destroy"):
        stack = work["castle"].get(token)
        return tile_icon(stack[-1]) if stack else None
    if verb == "change" and len(prefix) == 2:
        return f"castle-{token}" if token in TYPE_IDS else None
    return _realm_icon(realm, token)


def quick_moves(state: dict, seat: int) -> list[str]:
    """The first tokens worth a button, in a fixed useful order."""
    firsts = {m.tokens[0] for m in legal_moves(state, seat)}
    return [v for v in VERBS if v in firsts]


def _lines(parts: list[Msg]) -> Msg:
    """``parts`` one per line, in order."""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = Msg("dragon_castle-hand-lines", first=part, rest=out)
    return out


def private_summary(view: dict) -> Msg | None:
    """The mover's turn in progress as the private preview shows it: the pending (private, undoable) steps and
    what comes next, each step in words, the tiles still to place, the shrine pool, the points with this turn's
    change and the spirits used."""
    private = view.get("private") or {}
    if "preview" not in private:
        return None
    pv = private["preview"]
    t = pv.get("turn") or {}
    next_step = t.get("next") or t["stage"]
    parts = [Msg("dragon_castle-private-pending", n=len(private["pending"]),
                 stage=Msg(f"dragon_castle-stage-{next_step}"))]
    parts += [Msg("dragon_castle-hand-step", step=Msg.from_json(m)) for m in t.get("log") or []]  # as on the picture
    if t.get("held"):
        held = [Msg(f"dragon_castle-tile-{x}") for x in t["held"]]  # the view names tiles by kind
        parts.append(Msg("dragon_castle-hand-held", n=len(held), tiles=held))
    seat = view.get("seat")
    if isinstance(seat, int) and seat < len(pv.get("scores") or []) and seat < len(pv.get("pools") or []):
        now = pv["scores"][seat]["total"]
        was = (view.get("scores") or pv["scores"])[seat]["total"]
        parts.append(Msg("dragon_castle-hand-pool", pool=pv["pools"][seat], n=now,
                         diff=f"+{now - was}" if now >= was else f"−{was - now}"))
        why = points_change(pv["scores"][seat], (view.get("scores") or pv["scores"])[seat])
        if len(why) > 1 or (why and now == was):  # a change from several sources, or changes that cancel out
            parts.append(Msg("dragon_castle-hand-points-why", parts=why))
    if t.get("used"):
        parts.append(Msg("dragon_castle-hand-spirits", spirits=[spirit_msg(x) for x in t["used"]]))
    return _lines(parts)


#: the sources of a player's points (DC-12.1), as the score breakdown names them
SOURCES = (("merges", "merges"), ("spirits", "spirits"), ("discards", "discards"), ("shrines", "shrines"),
           ("tokens_vp", "tokens"), ("dragons", "dragons"))


def _points(row: dict, key: str) -> int:
    value = row.get(key, 0)
    if isinstance(value, dict):  # shrines: their points; dragon cards: the sum of every card's
        return int(value.get("points", 0)) if "points" in value else sum(int(v) for v in value.values())
    return int(value or 0)


def points_change(now: dict, was: dict) -> list[Msg]:
    """This turn's change of points by source ("+2 Scalenia", "−2 Karty smoków"): a Dragon card counted live can
    take back what a consolidation gave, and the player reads why the total moved as it did."""
    out = []
    for key, name in SOURCES:
        delta = _points(now, key) - _points(was, key)
        if delta:
            out.append(Msg("dragon_castle-hand-points-part", sign=f"+{delta}" if delta > 0 else f"−{-delta}",
                           source=Msg(f"dragon_castle-score-{name}")))
    return out


def score_table(result: Result) -> tuple[list[Msg], list[list]] | None:
    """The scoring categories of DC-12.1 for every player, then the total."""
    players = (result.breakdown or {}).get("players")
    if not players:
        return None
    keys = ("merges", "spirits", "discards", "shrines", "tokens", "dragons", "total")
    rows = [[p["merges"], p["spirits"], p["discards"], p["shrines"]["points"], p["tokens_vp"],
             sum(p["dragons"].values()), p["total"]] for p in players]
    return [Msg(f"dragon_castle-score-{k}") for k in keys], rows


def option_warnings(options: dict, players: int | None = None) -> list[Msg]:
    """DC-13.6 guidance for a custom castle (ground floor for the player count, long upper rows)."""
    if options.get("layout") != "custom" or not options.get("grid"):
        return []
    return layout_warnings(options["grid"], players)


PRESENTATION = Presentation(prompt=prompt, token_label=token_label, token_icon=token_icon, quick_moves=quick_moves,
                            describe=describe, text_board=text_board,
                            score_table=score_table, private_summary=private_summary,
                            option_warnings=option_warnings)
