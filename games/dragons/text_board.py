"""Smoki's text board (``Presentation.text_board``, issue 55): the whole table in text, from the view alone.

First what the turn needs (whose turn, the piles on offer), then each player's dream slot by slot (the numbers of
the picture and of the moves), then how the last round was scored. The drawn card is the drawer's secret: the bot
puts it first from the private summary."""
from __future__ import annotations

from games.core.contract import Msg, P
from games.core.presentation import BoardSection
from games.dragons.board_words import describe
from games.dragons.rounds import card_msg


def text_board(view: dict) -> list[BoardSection]:
    now = describe(view)[:2]  # whose turn (or who still chooses, or the result) and the piles
    out = [BoardSection(Msg("dragons-board-now"), now)]
    tokens_mode = view["options"]["mode"] == "tokens"
    for seat, dream in enumerate(view["dreams"]):
        heading = Msg("dragons-board-dream-tokens" if tokens_mode else "dragons-board-dream", player=P(seat),
                      tokens=view["tokens"][seat], total=view["totals"][seat], need=view["tokens_to_win"])
        rows = [Msg("dragons-board-slot-up", slot=c["slot"], card=card_msg(c["card"])) if c["up"] and c["card"]
                else Msg("dragons-board-slot-down", slot=c["slot"]) for c in dream]
        out.append(BoardSection(heading, rows))
    last = view.get("last_round")
    if last:
        rows = []
        for seat, dream in enumerate(last["dreams"]):
            # a plain dragon counts its own number; a nest, a circle or a reflection says what it came to
            cards = [Msg("dragons-hand-slot-up", slot=c["slot"], card=card_msg(c["card"]))
                     if c["card"].startswith("dragon_") and not c["zeroed"] else
                     Msg("dragons-board-scored", slot=c["slot"], card=card_msg(c["card"]),
                         value=str(c["value"]).replace("-", "−")) for c in dream]
            rows.append(Msg("dragons-board-round-score", player=P(seat), n=last["scores"][seat], cards=cards,
                            won="yes" if seat in last["winners"] else "no"))
        out.append(BoardSection(Msg("dragons-board-last-round", round=last["round"]), rows))
    return out
