"""The shared Pillow toolkit: fonts (shipped, cached, Polish glyphs), palette, text fitting, primitives, PNG."""
from __future__ import annotations

import io

from PIL import Image, ImageDraw

from renderers.toolkit import fonts, png
from renderers.toolkit import palette as pal
from renderers.toolkit import primitives as pr
from renderers.toolkit import text as tx

POLISH = "Zażółć gęślą jaźń ZAŻÓŁĆ GĘŚLĄ JAŹŃ"
NOTDEF = "\ue000"  # a private-use code point: not in DejaVu, drawn as the .notdef box


def test_fonts_are_shipped_with_their_licence():
    for path in fonts.FILES.values():
        assert path.is_file() and path.stat().st_size > 100_000
        assert path.parent == fonts.FONT_DIR
    licence = (fonts.FONT_DIR / "LICENSE.txt").read_text(encoding="utf-8")
    assert "Bitstream" in licence and "DejaVu" in licence


def test_fonts_are_cached_per_size_and_style():
    assert fonts.font(20) is fonts.font(20)
    assert fonts.bold(20) is fonts.font(20, "bold")
    assert fonts.font(20) is not fonts.font(21)


def test_polish_diacritics_have_real_glyphs_in_every_style():
    for style in fonts.FILES:
        assert fonts.missing_glyphs(POLISH, style) == []
        assert fonts.missing_glyphs("←?→ ✓ ★ ▶ … · − —", style) == []
    # the check itself can fail: the private-use character really is missing
    assert fonts.missing_glyphs("a" + NOTDEF) == [NOTDEF]


def test_polish_text_does_not_draw_notdef_boxes():
    f = fonts.bold(40)
    notdef = bytes(f.getmask(NOTDEF))
    for ch in "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ":
        assert bytes(f.getmask(ch)) != notdef, ch

    def draw(text: str) -> bytes:
        img = Image.new("L", (900, 60), 0)
        ImageDraw.Draw(img).text((5, 5), text, font=f, fill=255)
        return img.tobytes()

    boxed = "".join(NOTDEF if c in "żółćęśąźń" else c for c in "Zażółć gęślą jaźń")
    assert draw("Zażółć gęślą jaźń") != draw(boxed)
    assert draw("Zażółć gęślą jaźń") != draw("Zazolc gesla jazn")


def test_player_styles_are_colour_blind_safe_sets():
    styles = pal.PLAYERS
    assert len({s.colour for s in styles}) == len(styles)
    assert len({s.shape for s in styles}) == len(styles)  # a shape per seat, not only a colour
    for s in styles:
        assert pal.contrast(s.colour, s.ink) >= 3.0
    assert pal.player(0) is pal.player(len(styles))


def test_markers_differ_by_shape_and_number():
    a, b = pr.player_marker(0, 40), pr.player_marker(1, 40)
    assert a.size == b.size == (40, 40)
    assert a.convert("L").tobytes() != b.convert("L").tobytes()  # differ in greyscale too


def test_fit_and_ellipsize_long_names():
    name = "Zażółć gęślą jaźń — bardzo długie imię gracza, jeszcze dłuższe"
    f, text = tx.fit(name, 200, 28, "bold", 20)
    assert tx.width(text, f) <= 200
    assert text.endswith(tx.ELLIPSIS)
    assert tx.fit("Ala", 200, 28)[1] == "Ala"
    lines = tx.wrap("jeden dwa trzy cztery pięć sześć siedem osiem", fonts.regular(20), 120, max_lines=2)
    assert len(lines) == 2 and all(tx.width(line, fonts.regular(20)) <= 120 for line in lines)


def test_primitives_draw_and_cache():
    face = pr.card_face(100, 140, "7", (111, 143, 192), band=(20, 20, 20), icon="cycle")
    assert face.size == (100, 140) and face.mode == "RGBA"
    assert pr.card_face(100, 140, "7", (111, 143, 192), band=(20, 20, 20), icon="cycle") is face
    back = pr.card_back(100, 140)
    assert back.size == (100, 140)
    assert back.tobytes() != pr.card_face(100, 140, "", pal.CARD_BACK).tobytes()
    for name in ("cycle", "swap", "clash", "arrows", "waves", "diamond", "check", "star"):
        assert pr.icon_image(name, 32, pal.INK).getbbox() is not None
    img, d = pr.new_canvas(400, 300, pal.PAGE)
    boxes = pr.draw_grid(d, 40, 40, 2, 3, 50, 50, 4, col_labels=["A", "B", "C"], row_labels=["1", "2"])
    assert len(boxes) == 6 and boxes[0] == (40, 40, 90, 90)
    pr.highlight(d, boxes[0])
    box = pr.badge(d, (10, 10), "★ 3", fonts.bold(18), pal.GOLD, pal.INK)
    assert box[2] > box[0]
    items = [(back.resize((20, 28)), "zakryta"), (pr.token_image(20), "żeton")]
    h = pr.legend(img, 10, 200, 380, items, fonts.regular(16))
    assert h > 0
    assert pr.token_row(img, 10, 10, 2, 3, 20) == 3 * 24 - 4


def test_png_encode_is_deterministic_and_minimal():
    img, d = pr.new_canvas(300, 200, pal.PAGE)
    d.text((10, 10), POLISH, font=fonts.bold(20), fill=pal.INK)
    pr.paste(img, pr.card_back(60, 84), (10, 60))
    a, b = png.encode(img), png.encode(img.copy())
    assert a == b and a.startswith(b"\x89PNG\r\n\x1a\n")
    for chunk in (b"tIME", b"tEXt", b"zTXt", b"iTXt", b"pHYs"):
        assert chunk not in a
    back = Image.open(io.BytesIO(a))
    assert back.size == (300, 200)
    back.verify()
    assert png.encode(img, quantize=False) != a  # the RGB route exists too


def test_cached_text_drawing_is_pixel_for_pixel_pillows():
    """``primitives.Draw.text`` reuses glyph masks; the pixels must be exactly what Pillow's own ``text`` draws
    (anchors, strokes, fractional positions, Polish diacritics), drawn twice to exercise the cache."""
    from PIL import Image, ImageDraw

    from renderers.toolkit import fonts
    from renderers.toolkit import primitives as pr

    cases = [((10, 10), "Zażółć gęślą jaźń 7", {}), ((200.5, 40.25), "Ruch: Bartłomiej", {"anchor": "mm"}),
             ((30, 80), "−2 ←?→", {"stroke_width": 3, "stroke_fill": (255, 255, 255)}),
             ((390, 120), "ŻÓŁW 10", {"anchor": "rs", "stroke_width": 2, "stroke_fill": (0, 0, 0)})]
    for size in (14, 28, 60):
        font = fonts.font(size, "bold" if size > 20 else "regular")
        ours, draw = pr.new_canvas(420, 160, (240, 235, 220))
        ref = Image.new("RGB", (420, 160), (240, 235, 220))
        ref_draw = ImageDraw.Draw(ref)
        for _ in range(2):
            for xy, text, kw in cases:
                draw.text(xy, text, fill=(30, 60, 90), font=font, **kw)
                ref_draw.text(xy, text, fill=(30, 60, 90), font=font, **kw)
        assert ours.tobytes() == ref.tobytes()


def test_names_with_emoji_and_other_scripts_draw_without_boxes():
    """Issue 9: a name the shipped fonts cannot draw is written in Latin letters (CJK, kana) or loses its symbols
    (emoji): never a box; a name of symbols only becomes the seat's name."""
    from renderers.toolkit import fonts
    from renderers.toolkit import text as tx
    from renderers.toolkit.context import RenderContext

    assert tx.drawable("Ania 🐉") == "Ania"
    assert tx.drawable("李小龍") == "Li Xiao Long"
    assert tx.drawable("さくら") == "sakura"
    assert tx.drawable("Żółć Иван") == "Żółć Иван"  # Polish and Cyrillic are in the font: kept as they are
    assert tx.drawable("👍🏽‍🔥") == ""
    ctx = RenderContext({"players": 3}, ["Ania 🐉", "李小龍", "🔥🔥"], "pl")
    assert [ctx.name(s) for s in range(3)] == ["Ania", "Li Xiao Long", "Miejsce 3"]
    assert all(not fonts.missing_glyphs(ctx.name(s), "bold") for s in range(3))


def test_long_texts_shorten_at_a_word():
    from renderers.toolkit import fonts
    from renderers.toolkit import text as tx

    f = fonts.bold(24)
    assert tx.ellipsize("Bartłomiej Żółkiewski-Brzęczyszczykiewicz", f, 300) == "Bartłomiej…"
    assert tx.ellipsize("Brzęczyszczykiewiczowski", f, 120).endswith("…")  # one long word: cut inside it
    assert tx.ellipsize("Ala ma kota", f, 1000) == "Ala ma kota"
