"""Shared checks of a game's catalog: its keys, strict rendering, and the messages a playout step produces."""
from __future__ import annotations

import random
import re
from pathlib import Path

from games.core import i18n
from games.core.contract import Msg, Rules
from games.core.errors import GameError

ROOT = Path(__file__).resolve().parents[2]


def ftl_keys(game_id: str, lang: str) -> set[str]:
    """The message ids of ``games/<game_id>/locales/<lang>.ftl`` and its topic files (``<lang>-<topic>.ftl``, which
    the catalog loader reads beside it)."""
    folder = ROOT / "games" / game_id / "locales"
    files = [folder / f"{lang}.ftl", *sorted(folder.glob(f"{lang}-*.ftl"))]
    text = "\n".join(f.read_text("utf-8") for f in files)
    return set(re.findall(r"^([a-z][a-z0-9_-]*) =", text, re.M))


def render_strict(msg: Msg, lang: str) -> str:
    """Render with the real bundles and fail on any Fluent error, missing key or empty text."""
    bundle = i18n.bundles()[lang]
    assert bundle.has_message(msg.key), (lang, msg.key)
    params = {}
    for name, value in msg.params.items():
        if isinstance(value, Msg):
            value = render_strict(value, lang)
        elif isinstance(value, list):
            value = ", ".join(render_strict(v, lang) if isinstance(v, Msg) else f"P{getattr(v, 'seat', v)}"
                              for v in value)
        elif hasattr(value, "seat"):
            value = f"P{value.seat}"
        params[name] = value
    params = i18n.case_params(msg, params, lang)  # { $tile-acc }: the name in a grammatical case
    text, errors = bundle.format_pattern(bundle.get_message(msg.key).value, params)
    assert not errors, (lang, msg.key, errors)
    assert "{" not in text and msg.key not in text and text.strip()
    return text


def step_messages(game: Rules, state: dict, seat: int, r: random.Random, samples: int) -> list[Msg]:
    """Labels of ``samples`` random legal moves, with the prompt and token label of every step towards them (a
    step picker needs a label for each token)."""
    out: list[Msg] = []
    moves = game.legal_moves(state, seat)
    for m in r.sample(moves, min(samples, len(moves))):
        out.append(m.label)
        tokens = m.tokens
        for i in range(len(tokens) + 1):
            p = game.presentation.prompt(state, seat, tokens[:i])
            if p is not None:
                out.append(p)
            if i < len(tokens):
                label = game.presentation.token_label(state, seat, tokens[:i], tokens[i])
                assert label is not None, (tokens[:i], tokens[i])
                out.append(label)
    return out


def refusals(game: Rules, state: dict, seat: int, bad: list[str]) -> list[Msg]:
    """The reasons given for each of ``bad`` move ids (legal ones among them are skipped)."""
    out = []
    for move in bad:
        try:
            game.apply(state, seat, move)
        except GameError as err:
            out.append(err.msg())
    return out


def sentences(text: str) -> list[str]:
    """The sentences of a message, line by line (to check that none is said twice)."""
    out = []
    for line in text.split("\n"):
        out += [s.strip() for s in re.split(r"(?<=[.!?])\s+", line) if s.strip()]
    return out
