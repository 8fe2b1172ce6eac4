"""Hooks for the step-by-step button UI: what to choose next (prompt), step button labels, quick first tokens."""
from __future__ import annotations

from games.core.contract import Msg, P
from games.core.presentation import Presentation
from games.dragons.board_words import describe
from games.dragons.cards import ATTACK, CIRCLE, NEST, PILE_NAMES, SLOT_TOKENS, kind
from games.dragons.legal import legal_moves
from games.dragons.rounds import CHAIN_PILE, INITIAL_REVEAL, RESOLVE_DRAW, TURN, card_msg
from games.dragons.text_board import text_board

_SINGLE = {"reveal": "reveal_slot", "discard": "discard_pile", "pile": "chain_pile"}


def _step(state: dict, seat: int, prefix: tuple[str, ...]) -> tuple[str, dict] | None:
    """Which choice comes after ``prefix`` and its context; None for a prefix that cannot be continued."""
    if not prefix:
        return "verb", {}
    verb, n = prefix[0], len(prefix)
    if verb in _SINGLE:
        return (_SINGLE[verb], {}) if n == 1 else None
    if verb == "take":
        if n == 1:
            return "take_pile", {}
        if prefix[1] not in PILE_NAMES[: len(state["piles"])] or not state["piles"][PILE_NAMES.index(prefix[1])]:
            return None
        card, rest = kind(state["piles"][PILE_NAMES.index(prefix[1])][-1]), prefix[2:]
    elif verb == "place" and state["drawn"] is not None:
        card, rest = kind(state["drawn"]["card"]), prefix[1:]
    else:
        return None
    ctx = {"card": card}
    if not rest:
        return "slot", ctx
    ctx["slot"] = rest[0]
    if len(rest) == 1:
        return (None if card == CIRCLE else "to_pile"), ctx
    if len(rest) == 2:
        return ("action" if card in (NEST, ATTACK) else None), ctx
    if rest[2] == "nest":
        return {3: "nest_a", 4: "nest_b"}.get(len(rest)), ctx
    if rest[2] == "attack":
        if len(rest) == 5:
            if rest[4] not in [str(s + 1) for s in range(state["players"])]:
                return None
            ctx["target"] = int(rest[4]) - 1
        return {3: "attack_own", 4: "attack_seat", 5: "attack_slot"}.get(len(rest)), ctx
    return None


def prompt(state: dict, seat: int, prefix: tuple[str, ...]) -> Msg | None:
    found = _step(state, seat, tuple(prefix))
    if found is None or found[0] is None:
        return None
    step, ctx = found
    if step == "verb":
        phase = state["phase"]
        if phase == INITIAL_REVEAL:
            return Msg("dragons-prompt-reveal")
        if phase == TURN:
            return Msg("dragons-prompt-turn")
        if phase == RESOLVE_DRAW and state["drawn"] is not None:  # DR-6.3: a drawn Raven Circle cannot be discarded
            circle = kind(state["drawn"]["card"]) == CIRCLE
            return Msg("dragons-prompt-drawn-circle" if circle else "dragons-prompt-drawn")
        if phase == CHAIN_PILE:
            return Msg("dragons-prompt-chain", card=card_msg(state["chain"]["card"]))
        return None
    if step == "reveal_slot":
        return Msg("dragons-prompt-reveal")
    if step == "discard_pile":
        return Msg("dragons-prompt-discard", card=card_msg(state["drawn"]["card"])) if state["drawn"] else None
    if step == "chain_pile":
        return Msg("dragons-prompt-chain", card=card_msg(state["chain"]["card"])) if state["chain"] else None
    if step == "take_pile":
        return Msg("dragons-prompt-take-pile")
    if step == "slot":
        return Msg("dragons-prompt-slot", card=card_msg(ctx["card"]))
    if step == "to_pile":
        return Msg("dragons-prompt-to-pile", slot=ctx["slot"])
    if step == "action":
        return Msg("dragons-prompt-nest" if ctx["card"] == NEST else "dragons-prompt-attack")
    if step == "attack_slot":
        return Msg("dragons-prompt-attack-slot", player=P(ctx["target"]))
    return Msg(f"dragons-prompt-{step.replace('_', '-')}")  # nest-a, nest-b, attack-own, attack-seat


def _slot_label(state: dict, owner: int, token: str) -> Msg | None:
    if token not in SLOT_TOKENS or not 0 <= owner < state["players"]:
        return None
    cell = state["dreams"][owner][int(token) - 1]
    if cell["up"]:
        return Msg("dragons-token-slot-up", slot=int(token), card=card_msg(cell["card"]))
    return Msg("dragons-token-slot-down", slot=int(token))


def _pile_label(state: dict, token: str) -> Msg | None:
    if token not in PILE_NAMES[: len(state["piles"])]:
        return None
    pile = state["piles"][PILE_NAMES.index(token)]
    if pile:
        return Msg("dragons-token-pile", pile=token, card=card_msg(pile[-1]), n=len(pile))
    return Msg("dragons-token-pile-empty", pile=token)


def token_label(state: dict, seat: int, prefix: tuple[str, ...], token: str) -> Msg | None:
    found = _step(state, seat, tuple(prefix))
    if found is None or found[0] is None:
        return None
    step, ctx = found
    if step == "verb":
        if token == "draw":
            return Msg("dragons-token-verb-draw", n=len(state["deck"]))
        if token in ("place", "discard", "pile"):
            held = state["drawn"] if token != "pile" else state["chain"]
            return Msg(f"dragons-token-verb-{token}", card=card_msg(held["card"])) if held else None
        if token in ("reveal", "take"):
            return Msg(f"dragons-token-verb-{token}")
        return None
    if step == "take_pile" and token in PILE_NAMES[: len(state["piles"])] and state["piles"][PILE_NAMES.index(token)]:
        pile = state["piles"][PILE_NAMES.index(token)]  # the post's button: what the tap does
        return Msg("dragons-token-take-pile", pile=token, card=card_msg(pile[-1]))
    if step in ("take_pile", "discard_pile", "chain_pile"):
        return _pile_label(state, token)
    if step == "to_pile":
        return Msg("dragons-token-to-pile", pile=token) if token in PILE_NAMES else None
    if step in ("reveal_slot", "slot", "nest_a", "nest_b", "attack_own"):
        return _slot_label(state, seat, token)
    if step == "action":
        return Msg(f"dragons-token-{token}") if token in ("nest", "attack") else None
    if step == "attack_seat":
        ok = token in [str(s + 1) for s in range(state["players"])]
        return Msg("dragons-token-player", player=P(int(token) - 1)) if ok else None
    if step == "attack_slot":
        return _slot_label(state, ctx["target"], token)
    return None


def card_icon(card: str | None) -> str:
    """A card's icon: its kind as the pictures draw it (``dragons-dragon-5``, ``dragons-raven-nest``), or the back of
    a card nobody sees (a face-down slot, the deck)."""
    return "dragons-" + kind(card).replace("_", "-") if card else "dragons-back"


def _slot_icon(state: dict, owner: int, token: str) -> str | None:
    if token not in SLOT_TOKENS or not 0 <= owner < state["players"]:
        return None
    cell = state["dreams"][owner][int(token) - 1]
    return card_icon(cell["card"] if cell["up"] else None)


def token_icon(state: dict, seat: int, prefix: tuple[str, ...], token: str) -> str | None:
    """The icon of a step, beside the words of :func:`token_label`: the card it names (a slot's face-up card or a
    face-down back, a pile's top card, the card in hand), the deck's back for a draw; None where it names no card."""
    found = _step(state, seat, tuple(prefix))
    if found is None or found[0] is None:
        return None
    step, ctx = found
    if step == "verb":
        if token == "draw":
            return card_icon(None)
        held = state["chain"] if token == "pile" else state["drawn"] if token in ("place", "discard") else None
        return card_icon(held["card"]) if held else None
    if step in ("take_pile", "discard_pile", "chain_pile"):
        piles = state["piles"]
        i = PILE_NAMES.index(token) if token in PILE_NAMES[: len(piles)] else None
        return card_icon(piles[i][-1]) if i is not None and piles[i] else None
    if step in ("reveal_slot", "slot", "nest_a", "nest_b", "attack_own"):
        return _slot_icon(state, seat, token)
    if step == "attack_slot":
        return _slot_icon(state, ctx["target"], token)
    return None


def quick_moves(state: dict, seat: int) -> list[str]:
    """The first tokens worth a button in the channel, in the order draw, take, place, discard, pile, reveal."""
    if state["phase"] == TURN and seat == state["active"]:  # "take A": the pile itself is the button (fewer taps)
        takes = [f"take {PILE_NAMES[i]}" for i, pile in enumerate(state["piles"]) if pile]
        return (["draw"] if state["deck"] else []) + takes
    if state["phase"] == RESOLVE_DRAW and seat == state["active"]:
        return ["place"] + ([] if kind(state["drawn"]["card"]) == CIRCLE else ["discard"])
    firsts = {m.tokens[0] for m in legal_moves(state, seat)}
    return [t for t in ("draw", "take", "place", "discard", "pile", "reveal") if t in firsts]


def score_table(result) -> tuple[list[Msg], list[list]] | None:
    """A column per round (the dream totals of DR-9), then the game's total (and the tokens)."""
    b = result.breakdown or {}
    rounds = b.get("rounds") or []
    if not rounds:
        return None
    heads = [Msg("dragons-col-round", n=r["round"]) for r in rounds] + [Msg("dragons-col-total")]
    rows = [[r["scores"][s] for r in rounds] + [b["totals"][s]] for s in range(len(rounds[0]["scores"]))]
    if b.get("mode") == "tokens":
        heads.append(Msg("dragons-col-tokens"))
        for s, row in enumerate(rows):
            row.append(b["tokens"][s])
    return heads, rows


def private_summary(view: dict) -> Msg | None:
    """DR-12.3: the drawn card (seen by the drawer only); DR-13.1: my pending reveal choice."""
    private = view.get("private") or {}
    if "drawn" in private:  # the picture shows the card beside the drawer's dream: the text says both
        drawn = Msg("dragons-private-drawn", card=card_msg(private["drawn"]))
        seat, dreams = view.get("seat"), view.get("dreams") or []
        if not isinstance(seat, int) or not 0 <= seat < len(dreams):
            return drawn
        up = [Msg("dragons-hand-slot-up", slot=c["slot"], card=card_msg(c["card"]))
              for c in dreams[seat] if c["up"] and c["card"]]
        down = [str(c["slot"]) for c in dreams[seat] if not (c["up"] and c["card"])]
        dream = Msg("dragons-hand-dream", up=up or [Msg("dragons-hand-none")], down=", ".join(down) or "–")
        return Msg("dragons-hand-drawn", drawn=drawn, dream=dream)
    if "reveal" in private:
        return Msg("dragons-private-reveal", slot=private["reveal"])
    return None


PRESENTATION = Presentation(prompt=prompt, token_label=token_label, token_icon=token_icon, quick_moves=quick_moves,
                            score_table=score_table, private_summary=private_summary, describe=describe,
                            text_board=text_board)
