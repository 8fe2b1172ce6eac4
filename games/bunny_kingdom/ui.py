"""Hooks for the step-by-step button UI: what to choose next (prompt), step button labels, quick first tokens."""
from __future__ import annotations

from games.bunny_kingdom.board_words import describe
from games.bunny_kingdom.cards import (
    BY_TOKEN,
    CAMP_BY_NUMBER,
    PARCHMENT,
    SKY,
    SQUARE_OF_TOKEN,
    building,
    card_msg,
    ctype,
    resource_msg,
    square_msg,
    token_msg,
)
from games.bunny_kingdom.data import SQUARES, UNIVERSAL_CHOICES
from games.bunny_kingdom.harvest import fief_points_with
from games.bunny_kingdom.legal import legal_moves
from games.bunny_kingdom.moves import VERBS
from games.bunny_kingdom.state import BUILD, CAMP_STEP, COPY, PICK, UNIVERSAL
from games.bunny_kingdom.text_board import text_board
from games.core.contract import Msg, Result
from games.core.presentation import Presentation

_STEPS = {
    "pick": ("pick_first", "pick_second"),
    "play": ("play_card", "discard_word", "discard_card"),
    "camp": ("camp_number", "camp_square"),
    "universal": ("universal_square", "universal_resource"),
    "copy": ("copy_card", "copy_target"),
}


def _step(state: dict, prefix: tuple[str, ...]) -> str | None:
    """Which choice comes after ``prefix``; None for a complete or unknown prefix."""
    if not prefix:
        return "verb"
    verb, n = prefix[0], len(prefix)
    if verb == "build":
        if n == 1:
            return "build_card"
        token = prefix[1]
        if token not in BY_TOKEN:
            return None
        sky = building(BY_TOKEN[token][0]) == SKY
        return {2: "build_square", 3: "build_square2" if sky else None}.get(n)
    steps = _STEPS.get(verb, ())
    return steps[n - 1] if 0 < n <= len(steps) else None


def _card(token: str) -> Msg | str:
    return token_msg(token) if token in BY_TOKEN else token


def prompt(state: dict, seat: int, prefix: tuple[str, ...]) -> Msg | None:
    step = _step(state, tuple(prefix))
    if step is None:
        return None
    phase = state["phase"]
    if step == "verb":
        if phase == PICK:
            return Msg("bunny_kingdom-prompt-play" if state["players"] == 2 else "bunny_kingdom-prompt-pick",
                       pick=state["pick"], round=state["round"])
        if phase == CAMP_STEP:
            return Msg("bunny_kingdom-prompt-camp", number=state["camp"]["number"])
        if phase == BUILD:
            return Msg("bunny_kingdom-prompt-build")
        if phase == UNIVERSAL:
            return Msg("bunny_kingdom-prompt-universal")
        if phase == COPY:
            return Msg("bunny_kingdom-prompt-copy")
        return None
    if step == "pick_second":
        return Msg("bunny_kingdom-prompt-pick-second", first=_card(prefix[1]))
    if step in ("discard_word", "discard_card"):
        return Msg("bunny_kingdom-prompt-discard", play=_card(prefix[1]))
    if step == "camp_square":
        return Msg("bunny_kingdom-prompt-camp-square", number=prefix[1])
    if step == "build_square":
        return Msg("bunny_kingdom-prompt-build-square", card=_card(prefix[1]))
    if step == "build_square2":
        return Msg("bunny_kingdom-prompt-build-square2", card=_card(prefix[1]), square=prefix[2].upper())
    if step == "universal_resource":
        return Msg("bunny_kingdom-prompt-universal-resource", square=prefix[1].upper())
    if step == "copy_target":
        return Msg("bunny_kingdom-prompt-copy-target", card=_card(prefix[1]))
    return Msg(f"bunny_kingdom-prompt-{step.replace('_', '-')}")  # pick-first, play-card, camp-number, ...


def token_label(state: dict, seat: int, prefix: tuple[str, ...], token: str) -> Msg | None:
    step = _step(state, tuple(prefix))
    if step is None:
        return None
    if step == "verb":
        return Msg(f"bunny_kingdom-token-verb-{token}") if token in VERBS else None
    if step == "discard_word":
        return Msg("bunny_kingdom-token-verb-discard") if token == "discard" else None
    if step in ("pick_first", "pick_second", "play_card", "discard_card", "build_card", "copy_card", "copy_target"):
        return token_msg(token) if token in BY_TOKEN else None
    if step == "camp_number":
        return Msg("bunny_kingdom-card-camp", number=int(token)) if token.isdigit() else None
    if step in ("camp_square", "build_square", "build_square2", "universal_square"):
        if token == "keep" and step == "camp_square":
            return Msg("bunny_kingdom-token-keep")
        return square_msg(SQUARE_OF_TOKEN[token]) if token in SQUARE_OF_TOKEN else None
    if step == "universal_resource":
        sq = SQUARE_OF_TOKEN.get(prefix[1])
        if token not in UNIVERSAL_CHOICES or sq not in state["universal"]:
            return None
        points = fief_points_with(state, state["owner"][sq], sq, token)
        return Msg("bunny_kingdom-token-resource", resource=Msg(f"bunny_kingdom-res-{token}"), points=points)
    return None


def card_icon(token: str) -> str | None:
    """The icon of a card token: a territory shows its square's terrain (BK-2.5), a building its piece (a city of its
    strength, a farm of its resource, a sky tower of its colour, a camp of its number), provisions and parchments
    their kind."""
    if token in SQUARE_OF_TOKEN:
        return square_icon(token)
    cards = BY_TOKEN.get(token)
    if not cards:
        return None
    kind = ctype(cards[0])
    if kind == PARCHMENT:
        return "bunny-parchment"
    return f"bunny-{token}"  # city1, fac-gold, fac-univ, sky-blue, camp-3, prov


def square_icon(token: str) -> str | None:
    """A square's terrain: ``bunny-sea``, ``bunny-forest``, ``bunny-field``, ``bunny-plains``, ``bunny-mountain``,
    ``bunny-city`` (printed on the board: public)."""
    sq = SQUARE_OF_TOKEN.get(token)
    return f"bunny-{SQUARES[sq]['terrain']}" if sq else None


def token_icon(state: dict, seat: int, prefix: tuple[str, ...], token: str) -> str | None:
    """The icon of a step: the card, square or resource its label names (nothing the label does not say)."""
    step = _step(state, tuple(prefix))
    if step in ("pick_first", "pick_second", "play_card", "discard_card", "build_card", "copy_card", "copy_target"):
        return card_icon(token)
    if step in ("camp_square", "build_square", "build_square2", "universal_square"):
        return square_icon(token)
    if step == "camp_number":
        return f"bunny-camp-{int(token)}" if token.isdigit() and int(token) in CAMP_BY_NUMBER else None
    if step == "universal_resource":
        return f"bunny-{token}" if token in UNIVERSAL_CHOICES else None
    return None


def quick_moves(state: dict, seat: int) -> list[str]:
    """The first tokens worth a button in the channel, in grammar order."""
    firsts = {m.tokens[0] for m in legal_moves(state, seat)}
    return [v for v in VERBS if v in firsts]


def score_table(result: Result) -> tuple[list[Msg], list[list]] | None:
    """The harvest of each round (BK-12.1), the parchments (BK-13.1), then the total."""
    final = (result.breakdown or {}).get("final")
    if not final:
        return None
    harvests = final["harvests"]
    heads = [Msg("bunny_kingdom-col-round", n=i + 1) for i in range(len(harvests[0]))]
    heads += [Msg("bunny_kingdom-col-parchments"), Msg("bunny_kingdom-col-total")]
    rows = [list(h) + [sum(p["points"] for p in final["parchments"][s]), result.scores[s]]
            for s, h in enumerate(harvests)]
    return heads, rows


NONE = Msg("bunny_kingdom-none")


def _cards(ids) -> list[Msg]:
    """Card names, identical cards once with their count ("3× Miasto (siła 1)")."""
    counts: dict[Msg, int] = {}
    for c in ids:
        m = card_msg(c)
        counts[m] = counts.get(m, 0) + 1
    return [m if n == 1 else Msg("bunny_kingdom-card-count", n=n, card=m) for m, n in counts.items()] or [NONE]


def _lines(parts: list[Msg]) -> Msg:
    """``parts`` one per line, in order."""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = Msg("bunny_kingdom-hand-lines", first=part, rest=out)
    return out


def _pick_msg(view: dict, pick: list | None) -> Msg:
    if pick is None:
        return Msg("bunny_kingdom-private-no-pick")
    if view["players"] == 2:
        return Msg("bunny_kingdom-pick-2p", play=card_msg(pick[0]), discard=card_msg(pick[1]))
    return Msg("bunny_kingdom-pick-3p", first=card_msg(pick[0]), second=card_msg(pick[1]))


def private_summary(view: dict) -> Msg | None:
    """BK-15.2: everything of the seat's private picture, one line per kind: the hand and pending pick
    (exploration) or the plan (construction), the hand passed on, the buildings to place, the parchments, the
    cards discarded face down, the universal farms' and the copy cards' pending choices."""
    private = view.get("private")
    if not private:
        return None
    parts = []
    if view["phase"] == PICK:
        parts.append(Msg("bunny_kingdom-hand-hand", n=len(private["hand"]), cards=_cards(private["hand"])))
        parts.append(Msg("bunny_kingdom-hand-pick", pick=_pick_msg(view, private["pick"])))
        if private.get("passed"):  # BK-15.3: the hand this player passed, which they saw go
            parts.append(Msg("bunny_kingdom-hand-passed", cards=_cards(private["passed"])))
    if view["phase"] == BUILD:
        plan = [Msg("bunny_kingdom-plan-item", card=card_msg(p["card"]), squares=p["squares"])
                for p in private["plan"]] or [NONE]
        parts.append(Msg("bunny_kingdom-hand-plan-done" if private.get("done") else "bunny_kingdom-hand-plan",
                         plan=plan))
    if private.get("unbuilt") or view["phase"] not in (PICK, BUILD):
        parts.append(Msg("bunny_kingdom-hand-unbuilt", cards=_cards(private["unbuilt"])))
    parts.append(Msg("bunny_kingdom-hand-parchments", cards=_cards(private["parchments"])))
    discards = _cards(private.get("discards") or [])
    if private.get("discards"):  # a 2-player game discards a card a pick: a line of at most 8 (a line stays short)
        for k in range(0, len(discards), 8):
            key = "bunny_kingdom-hand-discards" if k == 0 else "bunny_kingdom-hand-discards-more"
            parts.append(Msg(key, cards=discards[k:k + 8]))
    universal = private.get("universal") or {}
    if universal:
        farms = [Msg("bunny_kingdom-hand-farm", square=sq,
                     resource=resource_msg(res) if res else Msg("bunny_kingdom-private-no-pick"))
                 for sq, res in sorted(universal.items(), key=lambda kv: (kv[0][0], int(kv[0][1:])))]
        parts.append(Msg("bunny_kingdom-hand-universal", farms=farms))
    copies = private.get("copies") or {}
    if copies:
        items = [Msg("bunny_kingdom-hand-copy", card=card_msg(c),
                     target=card_msg(t) if t else Msg("bunny_kingdom-private-no-pick"))
                 for c, t in sorted(copies.items())]
        parts.append(Msg("bunny_kingdom-hand-copies", copies=items))
    return _lines(parts)


PRESENTATION = Presentation(prompt=prompt, token_label=token_label, token_icon=token_icon, quick_moves=quick_moves,
                            score_table=score_table, private_summary=private_summary, describe=describe,
                            text_board=text_board)
