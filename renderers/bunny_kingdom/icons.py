"""Bunny Kingdom's step-button icons: a terrain square, a card, a camp, a resource, a parchment."""
from __future__ import annotations

from collections.abc import Callable

from PIL import Image

from games.bunny_kingdom import ui as bunny_ui
from games.bunny_kingdom.cards import BY_TOKEN, CAMP_BY_NUMBER, PARCHMENT, ctype
from games.bunny_kingdom.data import TERRAINS, UNIVERSAL_CHOICES
from renderers.bunny_kingdom.common import TERRAIN_INK, card_glyph, parchment_glyph, terrain_tile
from renderers.bunny_kingdom.common import resource_icon as bunny_resource_icon
from renderers.toolkit import fonts
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit.icon_kit import SIZE, SS, canvas, centred, down


def _bunny_terrain(terrain: str) -> Image.Image:
    """A square of the board: the terrain's fill and pattern in a rounded frame of its ink."""
    side = SIZE - 8
    tile = terrain_tile(terrain, side, side).convert("RGBA")
    out = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    out.paste(tile, (4, 4), pr.rounded_mask(side, side, side // 6))
    img, d, S = canvas()
    d.rounded_rectangle((4 * SS, 4 * SS, (4 + side) * SS - 1, (4 + side) * SS - 1), radius=side // 6 * SS,
                        outline=pal.mix(TERRAIN_INK[terrain], pal.BLACK, 0.3), width=5 * SS)
    out.alpha_composite(down(img))
    return out


def _bunny_card(token: str) -> Image.Image:
    return centred(card_glyph(BY_TOKEN[token][0], SIZE - 8))


def _bunny_camp(number: int) -> Image.Image:
    """A camp: the board's tent (its colour, its number) with a thinner edge, so the number reads at emoji size."""
    img, d, S = canvas()
    d.polygon([(S * 0.5, S * 0.05), (S * 0.97, S * 0.93), (S * 0.03, S * 0.93)], fill=(226, 186, 112),
              outline=pal.INK, width=S // 22)
    d.text((S * 0.5, S * 0.64), str(number), font=fonts.bold(int(S * 0.5)), fill=pal.INK, anchor="mm")
    return down(img)


def _bunny_resource(res: str) -> Image.Image:
    return centred(bunny_resource_icon(res, SIZE - 8))


def _bunny_parchment() -> Image.Image:
    return centred(parchment_glyph(SIZE - 8))


def catalogue() -> dict[str, Callable[[], Image.Image]]:
    out: dict[str, Callable[[], Image.Image]] = {}
    for terrain in TERRAINS:
        out[f"bunny-{terrain}"] = lambda terrain=terrain: _bunny_terrain(terrain)
    for res in UNIVERSAL_CHOICES:
        out[f"bunny-{res}"] = lambda res=res: _bunny_resource(res)
    for token, cards in BY_TOKEN.items():
        kind = ctype(cards[0])
        if kind == PARCHMENT:
            out["bunny-parchment"] = _bunny_parchment
        elif kind != "territory":
            out[bunny_ui.card_icon(token)] = lambda token=token: _bunny_card(token)
    for n in CAMP_BY_NUMBER:
        out[f"bunny-camp-{n}"] = lambda n=n: _bunny_camp(n)
    return out
