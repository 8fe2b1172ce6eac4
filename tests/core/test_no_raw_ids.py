"""No raw move id or token in anything a player reads (issue 9): move labels, prompts, step labels, the picker's
"so far" line, private summaries and event texts, in Polish, over random positions of every game.

A token is "word-like" when it has three or more ASCII letters (``take``, ``shrine``, ``city2``, ``fac-wood``):
coordinates (``b4``, ``A``) and numbers are legitimate words of any text. Polish texts are checked, where an
English move verb can only come from a raw token. Every legal move of every acting seat is walked, with the
prompt and label of every step towards it.
"""
from __future__ import annotations

import random
import re

import pytest

from games import registry
from games.core import i18n
from games.core.contract import Msg, P

WORDLIKE = re.compile(r"[A-Za-z].*[A-Za-z].*[A-Za-z]")
#: in English a verb token may be a real word ("take"); a technical token (``fac-wood``, ``city2``, ``sky_blue``)
#: never is
TECHNICAL = re.compile(r"^(?=.*[A-Za-z].*[A-Za-z])(?=.*[-_0-9])[A-Za-z0-9_-]{4,}$")


def names(seat: int) -> str:
    return f"Gracz{seat + 1}"


def text(msg: Msg | None, lang: str = "pl") -> str:
    return "" if msg is None else i18n.render(msg, lang, names)


def raw_tokens(texts: list[str], tokens: set[str]) -> list[tuple[str, str]]:
    found = []
    for t in texts:
        for tok in tokens:
            if re.search(rf"(?<![\w-]){re.escape(tok)}(?![\w-])", t):
                found.append((tok, t))
    return found


def positions(game, players: int, seed: int, every: int = 14, limit: int = 20):
    state = game.setup(players, game.normalize_options({}), seed)
    rng = random.Random(seed)
    for step in range(6000):
        actors = sorted(game.actors(state))
        if not actors:
            return
        if step % every == 0:
            yield state
            limit -= 1
            if limit <= 0:
                return
        seat = rng.choice(actors)
        state, events = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)).id)


@pytest.mark.parametrize("gid", [g for g in registry.ids() if g in ("dragons", "dragon_castle", "bunny_kingdom",
                                                                   "simurgh", "thorgal")])
def test_no_raw_token_in_polish_texts(gid):
    game = registry.get(gid)
    checked = 0
    for players in range(game.min_players, min(game.max_players, 4) + 1):
        for state in positions(game, players, 100 + players):
            for seat in range(players):
                moves = game.legal_moves(state, seat)
                texts, tokens = [], set()
                for m in moves[:60]:
                    tokens |= {t for t in m.tokens if WORDLIKE.search(t)}
                    texts.append(text(m.label))
                    for i in range(len(m.tokens) + 1):
                        texts.append(text(game.presentation.prompt(state, seat, m.tokens[:i])))
                        if i < len(m.tokens):
                            texts.append(text(game.presentation.token_label(state, seat, m.tokens[:i], m.tokens[i])))
                summary = game.presentation.private_summary(game.view(state, seat))
                texts.append(text(summary))
                assert not raw_tokens(texts, tokens), (gid, raw_tokens(texts, tokens)[:3])
                technical = {t for t in tokens if TECHNICAL.match(t)}
                english = [text(m.label, "en") for m in moves[:60]] + [text(summary, "en")]
                assert not raw_tokens(english, technical), (gid, raw_tokens(english, technical)[:3])
                checked += len(moves)
            # the events of one random move: public and private lines
            seat = sorted(game.actors(state))[0] if game.actors(state) else None
            if seat is not None:
                moves = game.legal_moves(state, seat)
                move = moves[len(moves) // 2]
                _, events = game.apply(state, seat, move.id)
                lines = [text(e.msg) for e in events]
                toks = {t for m in moves for t in m.tokens if WORDLIKE.search(t)}
                assert not raw_tokens(lines, toks), (gid, move.id, raw_tokens(lines, toks)[:3])
    assert checked > 100


def test_the_rule_finds_a_raw_token():
    assert TECHNICAL.match("fac-wood") and TECHNICAL.match("city2") and not TECHNICAL.match("take")
    assert not TECHNICAL.match("b4") and not TECHNICAL.match("A10")
    assert raw_tokens(["Dotąd: take B 3"], {"take"}) == [("take", "Dotąd: take B 3")]
    assert raw_tokens(["Połóż Kupca 1 na b4"], {"take", "fac-wood"}) == []
    assert raw_tokens(["np. „pick c7 city2”"], {"city2"})
    assert text(Msg("dragons-ev-turn", player=P(0))) == "Tura: Gracz1."
