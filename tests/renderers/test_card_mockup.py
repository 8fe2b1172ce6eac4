"""The Discord message mock-up (tests.support.card_mockup): a Components V2 turn card and a classic message drawn as the
phone app shows them, checked by size and by the colours that must appear where Discord puts them."""
from __future__ import annotations

import io
import json

from PIL import Image

from tests.support import card_mockup as cm
from tests.support import card_mockup_text as cmt

NOW = 1_800_000_000
ACCENT = 0x2ECC71  # (46, 204, 113)
MAGENTA = (200, 30, 170)
YELLOW = (250, 220, 20)
POLISH = "Zażółć gęślą jaźń ZAŻÓŁĆ GĘŚLĄ JAŹŃ"


def _png(size: tuple[int, int], color: tuple[int, int, int]) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, color).save(out, "PNG")
    return out.getvalue()


def _buttons() -> list[dict]:
    return [
        {"type": 2, "style": 1, "label": "Zagraj", "custom_id": "plansza:1:q:", "emoji": {"name": "🎲"}},
        {"type": 2, "style": 2, "label": "Gracze", "custom_id": "plansza:1:v:players",
         "emoji": {"id": "123", "name": "ore"}},
        {"type": 2, "style": 3, "label": "Gotowe", "custom_id": "g", "emoji": {"name": "✔"}},
        {"type": 2, "style": 4, "label": "Poddaj się", "custom_id": "p", "disabled": True},
        {"type": 2, "style": 5, "label": "Zasady", "url": "https://example.com"},
    ]


def _card(text: str = "", *, image: str = "table.png", rows: bool = True, flags: int = 32768) -> dict:
    text = text or (f"**alice** bierze Rolnika 2 z pola F2. {POLISH}\nTeraz **<@222>** · termin <t:{NOW + 7200}:R>\n"
                    f"-# ruch 14 · <t:{NOW}:f> · `/gra stan`")
    comps: list[dict] = [
        {"type": 12, "items": [{"media": {"url": f"attachment://{image}"}, "description": "Stół"}]},
        {"type": 10, "content": text},
        {"type": 14, "divider": True, "spacing": 1},
    ]
    if rows:
        comps += [{"type": 1, "components": _buttons()},
                  {"type": 1, "components": [{"type": 3, "custom_id": "plansza:1:m:", "placeholder": "Wybierz…",
                                              "options": [{"label": "A", "value": "a"}]}]}]
    return {"flags": flags, "components": [{"type": 17, "accent_color": ACCENT, "components": comps}]}


def _draw(payload: dict, files: dict[str, bytes] | None = None, **kw) -> Image.Image:
    files = {"table.png": _png((600, 400), MAGENTA)} if files is None else files
    data = cm.draw_message(payload, files, names={"222": "bob"}, now=NOW, **kw)
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    return Image.open(io.BytesIO(data)).convert("RGB")


def _count(img: Image.Image, color: tuple[int, int, int], box: tuple[int, int, int, int] | None = None,
           tolerance: int = 0) -> int:
    """How many pixels (in ``box``) are ``color``, each channel within ``tolerance``."""
    region = img.crop(box) if box else img
    return sum(n for n, c in region.getcolors(maxcolors=1 << 24)
               if all(abs(a - b) <= tolerance for a, b in zip(c, color, strict=True)))


def _content_left(width: int) -> int:
    scale = width / cm.PHONE_DP
    return round(14 * scale) + round(40 * scale) + round(12 * scale)


def test_v2_card_draws_the_accent_bar_the_picture_the_mention_and_every_button_style():
    img = _draw(_card(), emojis={"123": _png((32, 32), YELLOW)})
    assert img.width == 780
    left = _content_left(780)
    accent = cmt.rgb_of(ACCENT)
    # the accent bar runs down the card's left edge, and nowhere else
    bar_rows = [y for y in range(img.height) if img.getpixel((left + 3, y)) == accent]
    assert len(bar_rows) > img.height * 0.6
    assert _count(img, accent, (left + 20, 0, img.width, img.height)) == 0
    # the gallery picture, scaled to the card's width (600x400 -> about 3:2 at the container's inner width)
    magenta_cols = [x for x in range(img.width) if img.getpixel((x, bar_rows[len(bar_rows) // 5])) == MAGENTA]
    assert len(magenta_cols) > 0.6 * (img.width - left)
    # buttons by style: blurple, grey, green, red dimmed (disabled), link grey; the custom emoji's picture
    for color in (cmt.BLURPLE, cm.BUTTON_COLORS[2], cm.BUTTON_COLORS[3]):
        assert _count(img, color) > 500, color
    assert _count(img, cm.BUTTON_COLORS[4]) == 0
    assert _count(img, cmt.blend(cm.BUTTON_COLORS[4], cmt.DARK.container, 0.5), tolerance=1) > 500
    assert _count(img, YELLOW) > 100
    # the mention chip (blurple over the card) and the select menu's dark box
    assert _count(img, cmt.blend(cmt.DARK.container, cmt.BLURPLE, 0.3)) > 100
    assert _count(img, cmt.DARK.input_bg) > 2000


def test_card_height_grows_with_its_content():
    full = _draw(_card())
    no_rows = _draw(_card(rows=False))
    no_picture = _draw({"flags": 32768, "components": [{"type": 17, "accent_color": ACCENT,
                                                        "components": _card()["components"][0]["components"][1:]}]})
    assert full.height > no_rows.height > 0
    assert full.height > no_picture.height
    wide = _draw(_card(), width=1200)
    assert wide.width == 1200 and wide.height > full.height


def test_long_text_wraps_inside_the_card():
    short = _draw(_card("Krótko.", rows=False))
    long_text = " ".join(["Bardzo długie zdanie o żółwiach i jaźni, które się zawija."] * 12)
    tall = _draw(_card(long_text + " " + "x" * 200, rows=False))
    assert tall.height > short.height + 300
    # nothing spills past the card: the right margin stays the chat's background
    margin = (tall.width - 10, 0, tall.width, tall.height)
    assert _count(tall, cmt.DARK.bg, margin) == 10 * tall.height


def test_missing_attachment_draws_a_placeholder():
    img = _draw(_card(image="nowhere.png"), files={})
    placeholder = cmt.blend(cmt.DARK.container, cmt.DARK.shade, 0.25)
    assert _count(img, placeholder) > 20_000
    assert _count(img, MAGENTA) == 0


def test_classic_message_with_content_attachment_and_buttons():
    payload = {"content": f"**bob** zagrał kartę. Teraz <@222>, termin <t:{NOW + 86400}:R>.",
               "attachments": [{"id": "1", "filename": "table.png"}],
               "components": [{"type": 1, "components": _buttons()[:2]}]}
    img = _draw(payload)
    assert img.width == 780
    assert _count(img, MAGENTA) > 100_000
    assert _count(img, cmt.BLURPLE) > 500
    assert _count(img, cmt.rgb_of(ACCENT)) == 0
    assert _count(img, cmt.blend(cmt.DARK.bg, cmt.BLURPLE, 0.3)) > 100  # the mention, on the chat's background


def test_silent_message_marks_the_header_and_light_theme_draws():
    loud = _draw(_card(flags=32768))
    silent = _draw(_card(flags=32768 | 4096))
    head = (0, 0, loud.width, 120)
    assert loud.crop(head).tobytes() != silent.crop(head).tobytes()
    light = _draw(_card(), dark=False)
    assert light.getpixel((2, 2)) == cmt.LIGHT.bg


def test_markdown_mentions_and_timestamps():
    ctx = cmt.Ctx(scale=1, theme=cmt.DARK, names={"222": "bob"}, now=NOW)
    runs = cmt.Parser(ctx).parse(f"**a** *b* `c` <@222> <@9> <#5> <t:{NOW + 7200}:R> <t:{NOW - 7200}:R>")
    chips = [(r.text, r.style.chip) for r in runs if r.style.chip]
    assert chips == [("c", "code"), ("@bob", "mention"), ("@user", "mention"), ("#channel", "mention"),
                     ("in 2 hours", "time"), ("2 hours ago", "time")]
    assert [r.text for r in runs if r.style.bold] == ["a"] and [r.text for r in runs if r.style.italic] == ["b"]
    assert cmt.relative(NOW + 30, NOW) == "in a few seconds"
    assert cmt.relative(NOW - 3 * 86400, NOW) == "3 days ago"
    assert cmt.timestamp(0, "f", NOW) == "January 1, 1970 12:00 AM"
    assert cmt.timestamp(0, "d", NOW) == "1/1/1970"
    kinds = [(b.size, b.bold, b.quote, b.bullet) for b in cmt.blocks_of("# H\n-# small\n> q\n- item\nplain", ctx)]
    assert kinds == [(22, True, False, ""), (12.5, False, False, ""), (15, False, True, ""), (15, False, False, "•"),
                     (15, False, False, "")]


def test_polish_letters_have_glyphs_and_emoji_are_left_out_not_boxed():
    for style in ("regular", "bold", "mono"):
        assert all(cmt.has_glyph(c, style) for c in POLISH.replace(" ", ""))
    assert cmt.drawable("🎲 Zagraj ✔\ufe0f") == " Zagraj ✔"


def test_cli_writes_a_png(tmp_path):
    payload = tmp_path / "card.json"
    payload.write_text(json.dumps(_card()), encoding="utf-8")
    picture = tmp_path / "t.png"
    picture.write_bytes(_png((300, 200), MAGENTA))
    out = tmp_path / "out.png"
    assert cm.main([str(payload), str(out), "--file", f"table.png={picture}", "--name", "222=bob",
                    "--now", str(NOW), "--width", "600"]) == 0
    img = Image.open(out)
    assert img.width == 600 and _count(img.convert("RGB"), MAGENTA) > 10_000


def test_emoji_pictures_when_given_and_nothing_when_not():
    ctx = cmt.Ctx(scale=2, theme=cmt.DARK, now=NOW)
    # no colour emoji font: the dragon is left out (no box), so the line is drawn as if it were not there
    assert (cmt.render_text("a🐉b", 400, cmt.DARK.bg, ctx).tobytes()
            == cmt.render_text("ab", 400, cmt.DARK.bg, ctx).tobytes())
    dice = {"🎲": _png((64, 64), YELLOW)}
    with_picture = cmt.render_text("Rzut 🎲 kością", 400, cmt.DARK.bg, cmt.Ctx(2, cmt.DARK, emojis=dice, now=NOW))
    assert _count(with_picture, YELLOW) > 500
    card = _draw(_card(), emojis=dice)  # the Zagraj button's 🎲
    assert _count(card, YELLOW) > 300
