"""The 10 Dragon cards: end-game scoring for every player (RULES.md section 10). Choices are maximised (G30).

Stack heights count tiles only, never shrines; a shrine's level is the height of its stack (DC-3.13).
"""
from __future__ import annotations

from games.dragon_castle.data import FACTIONS, is_faction, kind, number, ttype
from games.dragon_castle.realm import EDGE, RNEIGH, component, groups, heights, shrine_cells


def humility(realm: list[dict]) -> int:
    """DC-10.1: shrines next to at least one strictly higher stack."""
    hs = heights(realm)
    return sum(1 for i in shrine_cells(realm) if any(hs[j] > hs[i] for j in RNEIGH[i]))


def righteousness(realm: list[dict]) -> int:
    """DC-10.2: the best row plus the best column: 1 per shrine, +2 for a line full of shrines."""
    shr = set(shrine_cells(realm))

    def line(cells) -> int:
        n = sum(1 for i in cells if i in shr)
        return n + (2 if n == 4 else 0)

    best_row = max(line([r * 4 + c for c in range(4)]) for r in range(4))
    best_col = max(line([r * 4 + c for r in range(4)]) for c in range(4))
    return best_row + best_col


def tranquility(realm: list[dict]) -> int:
    """DC-10.3 (G34): separate groups of spaces whose top tile is face down (shrine or not)."""
    down = [bool(sp["tiles"]) and not sp["up"] for sp in realm]
    seen: set[int] = set()
    count = 0
    for i in range(16):
        if down[i] and i not in seen:
            seen.update(component(realm, i, lambda j: down[j]))
            count += 1
    return count


def bravery(realm: list[dict]) -> int:
    """DC-10.4: non-empty stacks strictly higher than every neighbour (empty = 0)."""
    hs = heights(realm)
    return sum(1 for i in range(16) if hs[i] > 0 and all(hs[i] > hs[j] for j in RNEIGH[i]))


def majesty(realm: list[dict]) -> int:
    """DC-10.5: the highest face-up Soldier, Merchant and Farmer on level 3 or higher."""
    best: dict[str, int] = {}
    for sp in realm:
        if sp["up"] and len(sp["tiles"]) >= 3:
            tile = sp["tiles"][-1]
            if is_faction(tile):
                best[ttype(tile)] = max(best.get(ttype(tile), 0), number(tile))
    return sum(best.values())


def might_sums(realm: list[dict]) -> dict[str, int | None]:
    """Per faction the best sum of one connected group of face-up tiles (None: no face-up tile of it)."""
    out: dict[str, int | None] = dict.fromkeys(FACTIONS)
    for g in groups(realm, lambda t: ttype(t) if is_faction(t) else None):
        ty = ttype(realm[g[0]]["tiles"][-1])
        s = sum(number(realm[i]["tiles"][-1]) for i in g)
        out[ty] = s if out[ty] is None else max(out[ty], s)
    return out


def might(realms: list[list[dict]], seat: int) -> int:
    """DC-10.6: per faction and per neighbour (once with 2 players): +2 if higher, +1 if equal."""
    n = len(realms)
    neighbours = [(seat + 1) % n] if n == 2 else [(seat + 1) % n, (seat - 1) % n]
    mine = might_sums(realms[seat])
    theirs = [might_sums(realms[nb]) for nb in neighbours]
    total = 0
    for f in FACTIONS:
        if mine[f] is None:
            continue
        for other in theirs:
            o = other[f] or 0
            total += 2 if mine[f] > o else 1 if mine[f] == o else 0
    return total


def knowledge(realm: list[dict]) -> int:
    """DC-10.7 (G15): 2 VP per distinct special symbol among face-up tiles."""
    return 2 * len({kind(sp["tiles"][-1]) for sp in realm if sp["up"] and not is_faction(sp["tiles"][-1])})


def _mirror_v(i: int) -> int:
    return (i // 4) * 4 + (3 - i % 4)


def _mirror_h(i: int) -> int:
    return (3 - i // 4) * 4 + i % 4


def harmony(realm: list[dict]) -> int:
    """DC-10.8 (G16): per axis +4 for symmetric heights (1+ tile), +2 for symmetric shrines (1+ shrine)."""
    hs = heights(realm)
    shr = set(shrine_cells(realm))
    total = 0
    for mirror in (_mirror_v, _mirror_h):
        if sum(hs) and all(hs[i] == hs[mirror(i)] for i in range(16)):
            total += 4
        if shr and all(mirror(i) in shr and hs[mirror(i)] == hs[i] for i in shr):
            total += 2
    return total


def piety(realm: list[dict]) -> int:
    """DC-10.9 (G31): shrines next to a face-up Dragon tile."""
    def dragon_up(j: int) -> bool:
        return realm[j]["up"] and ttype(realm[j]["tiles"][-1]) == "dragon"

    return sum(1 for i in shrine_cells(realm) if any(dragon_up(j) for j in RNEIGH[i]))


def valor(realm: list[dict]) -> int:
    """DC-10.10: shrines on edge spaces."""
    return sum(1 for i in shrine_cells(realm) if i in EDGE)


_SINGLE = {"humility": humility, "righteousness": righteousness, "tranquility": tranquility, "bravery": bravery,
           "majesty": majesty, "knowledge": knowledge, "harmony": harmony, "piety": piety, "valor": valor}


def score(card: str, realms: list[list[dict]], seat: int) -> int:
    if card == "might":
        return might(realms, seat)
    return _SINGLE[card](realms[seat])
