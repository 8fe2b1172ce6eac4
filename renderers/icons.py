"""Small icons of the pieces a step button names (``Presentation.token_icon``): resources, terrains, tiles, cards, dice.

``python -m renderers.icons [DIR]`` draws every icon as a 128x128 PNG with a transparent background, ``<key>.png``,
into ``DIR`` (default: ``bot/discord_app/emoji_icons``, where the bot uploads them as application emojis; Discord
takes at most 256 KiB an emoji), and removes the PNGs of keys that no longer exist. The icons are committed; run it
again after changing a drawing here or a piece's look in its game's renderer.

Each icon is the piece as the table pictures draw it (the same colours and shapes, mostly the very same drawing
function), so a player recognises it beside a button's words: a resource in its colour and shape, a terrain square,
a tile face, a card, a die. They carry no words (one picture serves both languages); numbers and letters drawn on the
pieces themselves stay.

Each game draws its own in ``renderers/<game>/icons.py`` (its ``Pictures.icons``), with the shared kit
:mod:`renderers.toolkit.icon_kit`; this module is their catalogue over every registered game. Keys are lowercase words
joined by ``-``: ``<piece kind>-<piece>``. :func:`keys` lists every key a game's ``Presentation.token_icon`` may
return; the games' tests check that.
"""
from __future__ import annotations

import io
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path

from PIL import Image, ImageFilter

from games import registry
from renderers import pictures_of
from renderers.toolkit.icon_kit import SIZE

MAX_BYTES = 256 * 1024  # Discord's limit for an emoji's image
OUT = Path(__file__).resolve().parents[1] / "bot" / "discord_app" / "emoji_icons"
KEY_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-")


def catalogue() -> dict[str, Callable[[], Image.Image]]:
    """Every icon key -> the function that draws it, from every registered game's pictures (each game's own data:
    every piece its ``token_icon`` names)."""
    return _catalogue(tuple(pics.icons for g in registry.ids() if (pics := pictures_of(g)) and pics.icons))


@cache
def _catalogue(sources: tuple) -> dict[str, Callable[[], Image.Image]]:
    out: dict[str, Callable[[], Image.Image]] = {}
    for icons in sources:
        out.update(icons())
    bad = [k for k in out if not set(k) <= KEY_CHARS]
    assert not bad, bad
    return dict(sorted(out.items()))


def _halo(img: Image.Image) -> Image.Image:
    """``img`` over a faint light rim around its shape: dark pieces (a black star, a charcoal tile) stay visible on
    Discord's dark theme; on the light theme the rim disappears into the background."""
    rim = img.getchannel("A").filter(ImageFilter.MaxFilter(7)).point(lambda a: 170 if a > 40 else 0)
    out = Image.new("RGBA", img.size, (255, 255, 255, 0))
    out.putalpha(rim)
    out.alpha_composite(img)
    return out


def keys() -> list[str]:
    return list(catalogue())


def draw(key: str) -> Image.Image:
    """The icon ``key``: a 128x128 RGBA picture."""
    img = _halo(catalogue()[key]())
    assert img.size == (SIZE, SIZE) and img.mode == "RGBA", (key, img.size, img.mode)
    return img


def png(key: str) -> bytes:
    buf = io.BytesIO()
    draw(key).save(buf, "PNG", optimize=True)
    data = buf.getvalue()
    assert len(data) <= MAX_BYTES, (key, len(data))
    return data


def write_all(out: Path = OUT) -> list[Path]:
    """Every icon into ``out`` (``<key>.png``); PNGs of other names there are removed. Returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for key in keys():
        path = out / f"{key}.png"
        path.write_bytes(png(key))
        written.append(path)
    for stale in set(out.glob("*.png")) - set(written):
        stale.unlink()
    return written


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0]) if argv else OUT
    written = write_all(out)
    print(f"{len(written)} icons in {out} ({sum(p.stat().st_size for p in written) // 1024} KiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
