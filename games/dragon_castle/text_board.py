"""Zamek Smoków's text board (``Presentation.text_board``, issue 55): the whole table in sections, from a view alone.

First what the next decision needs: whose turn and what is left of it, the final round or the summons, the tiles
still to place, this turn and the last one step by step, what the castle offers and the points. Then the castle
level by level from the top (one row per stack: its coordinate, the top tile, the tiles beneath, whether it can be
taken), the countdown track, the shrine supply and the discard pile, the Spirit and Dragon cards with what they do,
and one section per player (points by source, pool, tokens, shrines, the realm row by row).

``view["private"]`` is never read: a seated reader's pending steps are the private summary's, which the bot shows
above these sections.
"""
from __future__ import annotations

from games.core.contract import Msg, P
from games.core.presentation import BoardSection
from games.dragon_castle.data import KINDS

# the keys of the board, built by _m (every one is rendered in both languages by tests/leaks/test_text_boards.py
# and tests/games/dragon_castle/test_text_board.py, which fail on a missing key)
PREFIX = "dragon_castle-board"
#: names per row of a long list (the discard pile, empty places, single tiles): a row stays short to listen to
CHUNK = 10
RCOLS = "abcd"


def _m(key: str, **params) -> Msg:
    return Msg(f"{PREFIX}-{key}", **params)


def _tile(kind: str) -> Msg:
    return Msg(f"dragon_castle-tile-{kind}")


def _room(realm: list[dict]) -> int:
    """The realm's legal destinations (DC-3.15): empty spaces and face-down tops without a shrine."""
    return sum(1 for sp in realm if not sp["h"] or (not sp["up"] and not sp["shrine"]))


def _chunks(items: list, size: int = CHUNK) -> list[list]:
    return [items[i:i + size] for i in range(0, len(items), size)]


def text_board(view: dict) -> list[BoardSection]:
    sections = [_now(view), *_castle(view), _track(view), _supply(view), _spirits(view), _dragons(view),
                *_players(view)]
    return [s for s in sections if s.rows]


# ---- what the next decision needs --------------------------------------------------------------------------------
def _now(view: dict) -> BoardSection:
    turn = view.get("turn") or {}
    scores = view.get("scores") or []
    rows: list[Msg] = []
    winners = view.get("winners")
    if winners:
        rows.append(Msg("dragon_castle-summary-over", players=[P(s) for s in winners], count=len(winners),
                        n=scores[winners[0]]["total"]))
    else:
        rows.append(_m("turn", round=view["round"], player=P(view["active"]),
                       stage=Msg(f"dragon_castle-stage-{turn.get('stage') or 'start'}")))
        if view.get("final_round"):
            rows.append(_m("final-round", player=P(view["last_player"])))
        if view.get("summon_forced"):
            rows.append(_m("summon-forced"))
        elif view.get("summon_allowed"):
            rows.append(_m("summon-allowed"))
        held = turn.get("held") or []
        if held:
            rows.append(_m("held", n=len(held), tiles=[_tile(k) for k in held]))
        rows += [_m("so-far", step=Msg.from_json(m)) for m in turn.get("log") or []]
        rows += offer_rows(view)
    rows.append(_m("scores-final" if winners else "scores",  # during the game: as if it ended now (DC-12.1)
                   players=[_m("score", player=P(s), n=row["total"]) for s, row in enumerate(scores)]))
    last = view.get("last") or {}
    if not winners:
        rows += [_m("last", step=Msg.from_json(m)) for m in last.get("log") or []]
    return BoardSection(_m("now"), rows)


def offer_rows(view: dict) -> list[Msg]:
    """What the castle offers the mover: the pairs (the first tile from the top floor, DC-6.1), the single tiles
    of the top floor (a tile and a shrine, or a discard), or, with one tile taken, the twins that complete its pair."""
    if view.get("summon_forced"):
        return []
    free = [c for c in view["castle"]["cells"] if c["available"] and c["top"]]
    turn = view.get("turn") or {}
    if turn.get("stage") == "choose" and turn.get("held"):
        kind = turn["held"][0]
        room = _room(view["realms"][view["active"]])
        if room == 0:  # nowhere to lay a tile: neither a pair nor a tile and a shrine (DC-6.8)
            return [_m("choose-discard-only", tile=_tile(kind))]
        twins = [c["cell"] for c in free if c["top"] == kind]
        if room == 1 and twins:  # a pair needs two spaces (DC-7.3)
            return [_m("choose-one-space")]
        if not twins:
            return [_m("second-none", tile=_tile(kind))]
        return [_m("second", tile=_tile(kind), cells=", ".join(twins), n=len(twins))]
    kinds: dict[str, list[dict]] = {}
    for c in free:
        kinds.setdefault(c["top"], []).append(c)
    rows, singles = [], []
    for kind, cells in kinds.items():
        top = [c["cell"] for c in cells if c["top_floor"]]
        lower = [c["cell"] for c in cells if not c["top_floor"]]
        if not top:
            continue  # only the second tile of a pair may come from a lower floor
        if len(cells) == 1:
            singles.append(_m("kind", tile=_tile(kind), cells=top[0]))
        elif lower:
            rows.append(_m("pair-lower", tile=_tile(kind), top=", ".join(top), lower=", ".join(lower)))
        else:
            rows.append(_m("pair", tile=_tile(kind), cells=", ".join(top)))
    if not rows:
        rows.append(_m("no-pairs"))
    rows += [_m("singles-more" if i else "singles", kinds=part) for i, part in enumerate(_chunks(singles))]
    return rows


# ---- the castle --------------------------------------------------------------------------------------------------
def _castle(view: dict) -> list[BoardSection]:
    castle = view["castle"]
    cells = castle["cells"]
    top = castle["top_floor"]
    rows = [_m("layout", layout=Msg(f"dragon_castle-opt-layout-{view['layout']['id']}"))]
    rows.append(_m("castle-left", n=castle["tiles_left"], top=top) if top else _m("castle-empty"))
    if top:
        rows.append(_m("castle-rule"))
    empty = [c["cell"] for c in cells if not c["h"]] if top else []  # an empty castle: nothing left to place
    rows += [_m("empty-places", cells=", ".join(part)) for part in _chunks(empty, 2 * CHUNK)]
    out = [BoardSection(_m("castle"), rows)]
    elegance = "elegance" in (view.get("spirits") or [])
    for level in range(top, 0, -1):
        stacks = [_stack(c, level == top, elegance) for c in cells if c["h"] == level]
        out.append(BoardSection(_m("level", level=level, top="yes" if level == top else "no", n=len(stacks)),
                                stacks))
    return out


def _stack(cell: dict, top_floor: bool, elegance: bool) -> Msg:
    """One stack: coordinate, top tile, the tiles beneath and whether it can be taken (DC-3.6; the first tile of a
    turn comes from the top floor, DC-6.1; Elegance takes a tile with a free short side, DC-9.11)."""
    if cell["available"]:
        status = "take" if top_floor else "second"
    elif elegance and cell["short_free"]:
        status = "elegance"
    else:
        status = "blocked"
    under = cell["h"] - 1
    params = {"cell": cell["cell"], "tile": _tile(cell["top"]), "status": _m(f"status-{status}")}
    return _m("stack-under", n=under, **params) if under else _m("stack", **params)


# ---- track, supply, cards ----------------------------------------------------------------------------------------
def _track(view: dict) -> BoardSection:
    """The countdown (DC-11.2-11.3): tokens go from the highest occupied space 4..1, then from the stack on space 0;
    the one on space 1 uncovers the "!" and starts the last round."""
    track = view["track"]
    spaces = track["spaces"]
    rows = []
    if not view.get("winners"):
        rows.append(_m("track-final") if view.get("final_round") else _m("track-left", n=sum(spaces)))
    shown = max(view["players"], sum(1 for x in spaces if x))  # the spaces the player count uses, as pictured
    for space in range(min(shown, len(spaces)), 0, -1):
        key = "track-space-final" if space == 1 else "track-space"
        rows.append(_m(key, space=space, token="yes" if spaces[space - 1] else "no"))
    rows.append(_m("stack-tokens", n=track["stack"]))
    return BoardSection(_m("track"), rows)


def _supply(view: dict) -> BoardSection:
    rows = [_m("supply", n=view["supply"])]
    pile = view.get("discard") or []
    counted = {k: pile.count(k) for k in KINDS if k in pile}  # by kind, in the catalog's order: easy to find
    if not counted:
        rows.append(_m("discard-none"))
    tiles = [_m("count", n=n, tile=_tile(k)) if n > 1 else _tile(k) for k, n in counted.items()]
    for i, part in enumerate(_chunks(tiles)):
        rows.append(_m("discard", n=len(view["discard"]), tiles=part) if i == 0 else _m("discard-more", tiles=part))
    return BoardSection(_m("supply-heading"), rows)


def _spirits(view: dict) -> BoardSection:
    ids = view.get("spirits") or []
    if not ids:
        return BoardSection(_m("spirits"), [])
    turn = view.get("turn") or {}
    used = set(turn.get("used") or [])
    # as pictured: "used last turn" only until the mover's own turn has steps of its own
    last = set((view.get("last") or {}).get("spirits") or []) if not turn.get("log") else set()
    rows = [_m("spirit-cost")]
    for sid in ids:
        when = "now" if sid in used else "last" if sid in last else "no"
        rows.append(_m("spirit", spirit=Msg(f"dragon_castle-spirit-{sid}"),
                       text=Msg(f"dragon_castle-spirit-{sid}-text"), used=when))
    return BoardSection(_m("spirits"), rows)


def _dragons(view: dict) -> BoardSection:
    scores = view.get("scores") or []
    rows = []
    for did in view.get("dragons") or []:
        now = [_m("score", player=P(s), n=row["dragons"].get(did, 0)) for s, row in enumerate(scores)]
        rows.append(_m("dragon", dragon=Msg(f"dragon_castle-dragon-{did}"),
                       text=Msg(f"dragon_castle-dragon-{did}-text"), players=now))
    return BoardSection(_m("dragons"), rows)


# ---- the players -------------------------------------------------------------------------------------------------
#: the sources of a player's points (DC-12.1), in the score table's order
SOURCES = ("merges", "spirits", "discards", "shrines", "tokens")


def _players(view: dict) -> list[BoardSection]:
    scores = view.get("scores") or []
    out = []
    for seat, realm in enumerate(view["realms"]):
        row = scores[seat]
        out.append(BoardSection(_player_heading(view, seat, row["total"]), [
            _points(view, row), _m("pool", n=view["pools"][seat]),
            _m("tokens", n=view["tokens"][seat], vp=row["tokens_vp"]),
            *_shrines(row), _realm_summary(realm), *_realm_rows(realm)]))
    return out


def _player_heading(view: dict, seat: int, total: int) -> Msg:
    tags = []
    if seat in (view.get("winners") or []):
        tags.append(_m("tag-winner"))
    elif not view.get("winners") and view.get("active") == seat:
        tags.append(_m("tag-turn"))
    if view.get("first") == seat:
        tags.append(_m("tag-first"))
    if view.get("seat") == seat:
        tags.append(_m("tag-you"))
    if tags:
        return _m("player-tags", player=P(seat), n=total, tags=tags)
    return _m("player", player=P(seat), n=total)


def _points(view: dict, row: dict) -> Msg:
    parts = []
    for key in SOURCES:
        n = row["shrines"]["points"] if key == "shrines" else row["tokens_vp"] if key == "tokens" else row[key]
        if n:
            parts.append(_m(f"source-{key}", n=n))
    for did in view.get("dragons") or []:
        if row["dragons"].get(did):
            parts.append(_m("source-dragon", dragon=Msg(f"dragon_castle-dragon-{did}"), n=row["dragons"][did]))
    return _m("points", parts=parts) if parts else _m("points-none")


def _shrines(row: dict) -> list[Msg]:
    levels = row["shrines"]["levels"]
    parts = [_m("shrine-level", n=levels[k], level=int(k)) for k in sorted(levels) if levels[k]]
    return [_m("shrines", levels=parts)] if parts else []


def _realm_summary(realm: list[dict]) -> Msg:
    taken = [sp for sp in realm if sp["h"]]
    if not taken:
        return _m("realm-empty")
    return _m("realm", n=len(taken), down=sum(1 for sp in taken if not sp["up"]))


def _realm_rows(realm: list[dict]) -> list[Msg]:
    """The 4 x 4 realm row by row (a1 b1 c1 d1, then a2 ...), each space with what lies on top and, for a stack of
    2 or more, its height (a shrine's level, DC-12.1)."""
    by_cell = {sp["cell"]: sp for sp in realm}
    rows = []
    for r in range(1, 5):
        spaces = []
        for col in RCOLS:
            sp = by_cell[f"{col}{r}"]
            if not sp["h"]:
                spaces.append(_m("space-empty", cell=sp["cell"]))
                continue
            key = "space-up" if sp["up"] else "space-shrine" if sp["shrine"] else "space-down"
            high = "-high" if sp["h"] > 1 else ""  # a single tile needs no height: only stacks say theirs
            params = {"tile": _tile(sp["top"])} if sp["up"] else {}
            spaces.append(_m(key + high, cell=sp["cell"], h=sp["h"], **params))
        empty = all(not by_cell[f"{col}{r}"]["h"] for col in RCOLS)
        rows.append(_m("realm-row-empty", row=r) if empty else _m("realm-row", row=r, spaces=spaces))
    return rows


__all__ = ["text_board"]
