"""The web table's page (bot/web/page.py, bot/web/static): a well-formed shell with no inline script or style (the
Content-Security-Policy forbids them), its words in both languages, everything from the page escaped, a clear refusal
page for every reason in both languages, and assets that exist and reach only the page's own site."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from html.parser import HTMLParser

import pytest

from bot.web import page
from bot.web.page import STATIC_DIR, WORDS, render_page, render_refusal
from games.core import i18n

VOID = {"meta", "link", "img", "input", "br", "hr", "source", "path", "circle"}
TOKEN = "v1.eyJ0IjoxfQ.<script>alert('x')</script>&\""


class Shape(HTMLParser):
    """Tags opened and closed in order, attributes, inline scripts and styles, and the text of the page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.tags: list[tuple[str, dict]] = []
        self.scripts_with_body = 0
        self.text: list[str] = []
        self.ids: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.tags.append((tag, a))
        if "id" in a:
            self.ids.append(a["id"])
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
            return
        self.stack.pop()

    def handle_data(self, data):
        if self.stack and self.stack[-1] == "script" and data.strip():
            self.scripts_with_body += 1
        self.text.append(data)


def shape(text: str) -> Shape:
    p = Shape()
    p.feed(text)
    p.close()
    assert not p.errors and not p.stack, (p.errors, p.stack)
    return p


def assert_policy_safe(p: Shape) -> None:
    """Nothing the policy would block: no inline script, style, event handler or javascript: address, and every
    address is the page's own (relative)."""
    assert p.scripts_with_body == 0
    assert all(tag != "style" for tag, _ in p.tags)
    for tag, attrs in p.tags:
        assert "style" not in attrs, tag
        assert not [k for k in attrs if k.startswith("on")], (tag, attrs)
        for key in ("src", "href", "action"):
            value = attrs.get(key)
            if value is not None:
                assert not re.match(r"^(?:[a-z]+:|//)", value, re.I), (tag, value)
        if tag == "script":
            assert attrs.get("src") and "defer" in attrs


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_the_page_is_well_formed_and_policy_safe(lang):
    text = render_page(lang, "/t/abc")
    assert text.startswith("<!doctype html>") and f'<html lang="{lang}">' in text
    p = shape(text)
    assert_policy_safe(p)
    assert len(p.ids) == len(set(p.ids)), "an id used twice"
    scripts = [a["src"].split("?")[0] for t, a in p.tags if t == "script"]
    # the viewer first: app.js uses it; since.js last: it hears app.js's tables
    assert scripts == ["../static/viewer.js", "../static/app.js", "../static/since.js"]
    for tag, attrs in p.tags:
        if tag in ("script", "link", "img") and (attrs.get("src") or attrs.get("href", "")).startswith("../static/"):
            name = (attrs.get("src") or attrs["href"]).split("?")[0].removeprefix("../static/")
            assert (STATIC_DIR / name).is_file(), name
    viewport = [a for t, a in p.tags if t == "meta" and a.get("name") == "viewport"]
    assert viewport and "width=device-width" in viewport[0]["content"]


def test_every_element_the_script_reads_is_on_the_page():
    p = shape(render_page("en", "/t/abc"))
    script = (STATIC_DIR / "app.js").read_text(encoding="utf-8")
    wanted = set(re.findall(r'\$\("([\w-]+)"\)', script))
    assert wanted and not wanted - set(p.ids), sorted(wanted - set(p.ids))
    since = set(re.findall(r'getElementById\("([\w-]+)"\)', (STATIC_DIR / "since.js").read_text(encoding="utf-8")))
    assert since == {"since", "since-list", "since-count"} and not since - set(p.ids)


def test_a_phones_order_puts_the_decision_under_the_picture():
    """Issue 54 ("made for thumbs"): the picture, the move (what changed since the reader's last turn first), the
    reader's hand, then the board in text and the history."""
    text = render_page("en", "/t/abc")
    order = [text.index(f'id="{part}"') for part in ("table-viewer", "play", "since", "question", "private",
                                                     "textboard", "history")]
    assert order == sorted(order)


def test_buttons_are_buttons_and_pictures_have_words():
    p = shape(render_page("pl", "/t/abc"))
    for tag, attrs in p.tags:
        if tag == "button":
            assert attrs.get("type") == "button"
        if tag == "img":
            assert "alt" in attrs
        if "data-zoom" in attrs:
            assert tag == "button" and attrs.get("aria-label")
    for name in ("table", "private"):
        assert f'id="{name}-viewer"' in render_page("pl", "/t/abc")


def test_the_words_travel_in_both_languages():
    seen = {}
    for lang in i18n.LANGS:
        text = render_page(lang, "/t/abc")
        body = [a for t, a in shape(text).tags if t == "body"][0]
        words = json.loads(body["data-words"])
        assert set(words) == set(WORDS) and all(words.values())
        assert not [w for w in words.values() if "{ $" in w or w.startswith("bot-web-")]
        for name, (_key, variables) in WORDS.items():
            for v in variables:
                assert "{" + v + "}" in words[name], (lang, name)
        assert body["data-lang"] == lang and body["data-base"] == "/t/abc"
        seen[lang] = words
    assert seen["pl"]["deadline"].startswith("Termin ruchu") and seen["en"]["deadline"].startswith("The move")
    assert seen["pl"]["seat"] == "Grasz jako {name}" and seen["en"]["seat"] == "You play as {name}"
    assert sum(seen["pl"][k] != seen["en"][k] for k in WORDS) > len(WORDS) - 3  # really translated
    script = (STATIC_DIR / "app.js").read_text(encoding="utf-8")
    used = set(re.findall(r"\bW\.(\w+)", script))
    assert used <= set(WORDS), sorted(used - set(WORDS))


def test_page_and_catalog_keys_exist_in_both_languages():
    source = (STATIC_DIR.parent / "page.py").read_text(encoding="utf-8")
    keys = set(re.findall(r'"(bot-web-[a-z0-9-]+)"', source))
    keys |= {f"bot-web-refused-{r}{tail}" for r in (*page.REASONS, "other") for tail in ("", "-why")}
    for lang in i18n.LANGS:
        missing = sorted(k for k in keys if not i18n.has(k, lang))
        assert not missing, (lang, missing)


def test_what_comes_from_outside_is_escaped():
    text = render_page("pl", f"/t/{TOKEN}")
    assert "<script>alert" not in text and "alert(&#x27;x&#x27;)" in text
    body = [a for t, a in shape(text).tags if t == "body"][0]
    assert body["data-base"] == f"/t/{TOKEN}"  # the attribute reads back whole
    refusal = render_refusal("en", '<img src=x onerror="alert(1)">')
    assert "<img src=x" not in refusal
    assert_policy_safe(shape(refusal))
    assert render_page("de", "/t/abc").startswith('<!doctype html>\n<html lang="en">')  # unknown: English


@pytest.mark.parametrize("reason", page.REASONS)
def test_a_refusal_page_for_every_reason_in_both_languages(reason):
    titles = {}
    for lang, command in (("pl", "/stol www: mój link"), ("en", "/table web: my link")):
        text = render_refusal(lang, reason)
        p = shape(text)
        assert_policy_safe(p)
        assert not [t for t, _ in p.tags if t == "script"]  # a refusal page needs no script
        assert f'<html lang="{lang}">' in text
        words = " ".join(p.text)
        title = i18n.tr(lang, f"bot-web-refused-{reason}")
        assert title in words and i18n.tr(lang, f"bot-web-refused-{reason}-why") in words
        assert command in words  # what to do
        assert [a for t, a in p.tags if t == "title"] and title in text.split("</title>")[0]
        titles[lang] = title
    assert titles["pl"] != titles["en"]


def test_every_reason_says_something_of_its_own():
    for lang in i18n.LANGS:
        titles = [i18n.tr(lang, f"bot-web-refused-{r}") for r in page.REASONS]
        assert len(set(titles)) == len(titles)
        other = render_refusal(lang, "something-else")
        assert i18n.tr(lang, "bot-web-refused-other") in other


def test_the_static_files_exist_and_reach_only_the_page_itself():
    for name in ("app.js", "viewer.js", "app.css", "icon.svg"):
        assert (STATIC_DIR / name).is_file(), name
    for f in STATIC_DIR.glob("*.js"):
        code = f.read_text(encoding="utf-8")
        assert len(code.splitlines()) <= 600, f.name
        assert not re.search(r"""["'`](?:[a-z][a-z0-9+.-]*:)?//""", code, re.I), f.name  # no other site
        assert not re.search(r"\b(?:eval|Function)\s*\(|innerHTML|outerHTML|insertAdjacentHTML|document\.write",
                             code), f.name
        assert not re.search(r"\bimport\s*\(|importScripts", code), f.name
    css = (STATIC_DIR / "app.css").read_text(encoding="utf-8")
    assert "@import" not in css and not re.search(r"url\(\s*['\"]?(?:[a-z]+:|//)", css, re.I)
    assert "prefers-color-scheme: dark" in css and ":focus-visible" in css
    svg = (STATIC_DIR / "icon.svg").read_text(encoding="utf-8")
    assert "<script" not in svg and "href" not in svg


def test_the_script_talks_to_the_documented_api():
    code = (STATIC_DIR / "app.js").read_text(encoding="utf-8")
    for route in ('"/api/table"', '"/api/history"', '"/api/choices"', '"/api/move"', '"/api/events"',
                  '"/api/private.png"', "`/api/picture/", "`/api/history/"):
        assert route in code, route
    assert "new EventSource(" in code and '"version"' in code
    for field in ("move", "csrf", "request"):
        assert re.search(rf"\b{field}\b", code)


def test_assets_carry_the_hash_of_their_content():
    text = render_page("en", "/t/abc")
    version = re.search(r'app\.js\?v=([0-9a-f]{12})"', text)
    assert version and version.group(1) == page._version("app.js")


@pytest.mark.skipif(shutil.which("node") is None, reason="no node to parse the scripts")
def test_the_scripts_parse():
    for f in STATIC_DIR.glob("*.js"):
        done = subprocess.run(["node", "--check", str(f)], capture_output=True, text=True, timeout=30)
        assert done.returncode == 0, done.stderr
