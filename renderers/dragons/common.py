"""What every Smoki picture shares: the page geometry, the card data (read from the engine's components.json), the
faces of the cards as drawn (values with a real minus sign, the raven band and its action icon), the cards of a
dream, and the drawing context.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PIL import Image

import games
from games.core import i18n
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit.context import RenderContext

WIDTH = 1280
KEY_SIZE = 32  # slot numbers and scores: at least 1/40 of the width (renderers.toolkit.keys)
MARGIN = 16
GAP = 16
PAD = 14
CARD_GAP = 10
RAVEN_BAND = (26, 26, 30)
TOKENS_TO_WIN = 3  # components.json tokens[0].tokens_to_win; read from the data when present

# Where the card data lives: the engine's copy first, then the shared rules folder beside the repository (dev/CI).
_COMPONENT_PATHS = (
    Path(games.__file__).resolve().parent / "dragons" / "data" / "components.json",
    Path(__file__).resolve().parents[3] / "shared" / "rules" / "dragons" / "components.json",
)


# ---- data and card faces -----------------------------------------------------------------------------------------
@cache
def components() -> dict:
    for p in _COMPONENT_PATHS:
        if p.exists():
            return json.loads(p.read_text(encoding="utf-8"))
    raise FileNotFoundError("dragons components.json not found in: " + ", ".join(map(str, _COMPONENT_PATHS)))


@cache
def kinds() -> dict[str, dict]:
    return {k["id"]: k for k in components()["card_kinds"]}


@cache
def tokens_to_win() -> int:
    for t in components().get("tokens", []):
        if t.get("id") == "dragon_token":
            return int(t.get("tokens_to_win", TOKENS_TO_WIN))
    return TOKENS_TO_WIN


def number(v: int) -> str:
    """A number as drawn: a real minus sign (−2), never a hyphen."""
    return f"−{-v}" if v < 0 else str(v)


def is_reflection(kind: str | None) -> bool:
    return kinds().get(kind or "", {}).get("value_rule") == "copy_row_neighbour"


def card_name(kind: str, lang: str) -> str:
    key = f"dragons-card-{kind}"
    if i18n.has(key, lang) or i18n.has(key):
        return i18n.tr(lang, key)
    k = kinds().get(kind, {})  # the engine's catalog is not there yet: the data file's names
    return k.get(f"name_{lang}") or k.get("name_en") or kind


def card_value_size(h: int) -> int:
    """The font size (px) of the value on a card ``h`` px tall (the smaller one: a card with the raven band)."""
    return int(h * 0.76 * 0.5)


def card_image(kind: str | None, w: int, h: int, lang: str, dim: float = 0.0) -> Image.Image:
    """The face of a card kind (cached by the toolkit)."""
    k = kinds().get(kind or "")
    if k is None:
        return pr.card_face(w, h, "?", pal.SLOT_EMPTY, dim=dim)
    fill = pal.hex_rgb(k.get("render_rgb", "#999999"))
    black = k.get("value_ink") == "black"
    ink, stroke = (pal.BLACK, pal.WHITE) if black else (pal.WHITE, pal.INK)
    reflection = k.get("value_rule") == "copy_row_neighbour"
    value = i18n.tr(lang, "render-reflection-mark") if reflection else number(int(k.get("value") or 0))
    raven = k.get("category") != "dragon_land"
    icon = None
    if raven:
        icon = {"raven_circle": "cycle", "raven_nest": "swap", "raven_attack": "clash"}.get(k.get("action"), "waves")
    return pr.card_face(w, h, value, fill, ink=ink, ink_stroke=stroke, band=RAVEN_BAND if raven else None, icon=icon,
                        dim=dim, value_scale=0.34 if reflection else 0.5)  # fmt: skip


def dream_card(card: tuple, cw: int, ch: int, lang: str) -> Image.Image:
    """A card of a dream (RGBA): ``("face", kind)``, ``("back",)`` or ``("slot",)`` (an empty place)."""
    if card[0] == "face":
        return card_image(card[1], cw, ch, lang)
    return pr.card_back(cw, ch) if card[0] == "back" else pr.card_slot(cw, ch)


# ---- context -----------------------------------------------------------------------------------------------------
@dataclass
class Ctx(RenderContext):
    seats_key = "dreams"

    @property
    def last_on_table(self) -> dict:
        """The last move, if it is to be highlighted on the current table: not during the initial reveal (the
        table was just dealt; the last move belongs to the finished round and the reveals are secret)."""
        if self.phase in ("INITIAL_REVEAL", "GAME_OVER"):
            return {}
        return self.view.get("last") or {}

    @property
    def mode(self) -> str:
        return (self.view.get("options") or {}).get("mode", "tokens")
