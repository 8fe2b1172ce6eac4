"""The web table's page: the HTML shell (its words in the reader's language), the refusal page, and the folder of its
static assets (docs/web-table.md).

The Content-Security-Policy forbids inline scripts and styles, so the shell carries no ``<script>`` body and no
``style=`` attribute: the words the script needs travel as JSON in the ``data-words`` attribute of ``<body>``, the
link's path in ``data-base``. Assets are linked relative to the page (``/t/<token>`` -> ``../static/…``), so a
reverse proxy may put the whole site under a path of its own; each carries ``?v=<hash of its content>``, so a long
cache is safe.
"""
from __future__ import annotations

import hashlib
import html
import json
from functools import cache
from pathlib import Path

import bot.tables.present  # noqa: F401  (registers the bot's catalogs, bot/locales, with games.core.i18n)
from games.core import i18n

STATIC_DIR = Path(__file__).with_name("static")
SCRIPTS = ("viewer.js", "app.js", "since.js")  # in this order: app.js uses the viewer, since.js hears app.js
REASONS = ("forged", "expired", "revoked", "gone", "not-yours")

#: the words app.js uses: its name for each -> (catalog key, the variables the script fills in)
WORDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "loading": ("bot-web-loading", ()),
    "live": ("bot-web-live", ()),
    "connecting": ("bot-web-live-connecting", ()),
    "offline": ("bot-web-live-offline", ()),
    "seat": ("bot-web-seat", ("name",)),
    "spectator": ("bot-web-spectator", ()),
    "yourTurn": ("bot-web-your-turn", ()),
    "deadline": ("bot-web-deadline", ("when",)),
    "deadlinePast": ("bot-web-deadline-past", ("when",)),
    "notStarted": ("bot-web-not-started", ()),
    "pictureAlt": ("bot-web-picture-alt", ("page",)),
    "privateAlt": ("bot-web-private-alt", ()),
    "fullscreen": ("bot-web-fullscreen", ()),
    "fullscreenExit": ("bot-web-fullscreen-exit", ()),
    "past": ("bot-web-past", ("n",)),
    "wait": ("bot-web-wait", ()),
    "watch": ("bot-web-watch", ()),
    "noMatch": ("bot-web-no-match", ()),
    "sending": ("bot-web-sending", ()),
    "ready": ("bot-web-ready", ()),
    "done": ("bot-web-done", ()),
    "retry": ("bot-web-retry", ()),
    "netError": ("bot-web-net-error", ()),
    "choicesError": ("bot-web-choices-error", ()),
    "loadError": ("bot-web-load-error", ()),
    "linkDead": ("bot-web-link-dead", ()),
    "linkHow": ("bot-web-refused-how", ()),
    "historyEmpty": ("bot-web-history-empty", ()),
    "move": ("bot-web-move", ("n",)),
    "moves": ("bot-web-moves", ("first", "last")),
}


def words(lang: str) -> dict[str, str]:
    """The script's words in ``lang``; a variable stays as ``{name}`` for the script to fill in."""
    return {name: i18n.tr(lang, key, **{v: "{" + v + "}" for v in variables})
            for name, (key, variables) in WORDS.items()}


@cache
def _version(name: str) -> str:
    return hashlib.sha256((STATIC_DIR / name).read_bytes()).hexdigest()[:12]


def asset_path(name: str, prefix: str = "../static/") -> str:
    """An asset's address relative to the page (``prefix``: the way from the page to the assets), with the hash of
    its content (a new file, a new address)."""
    try:
        return f"{prefix}{name}?v={_version(name)}"
    except OSError:  # pragma: no cover - a checkout without its assets still renders the page
        return f"{prefix}{name}"


def _asset(name: str) -> str:
    return asset_path(name)


def _lang(lang: str) -> str:
    return lang if lang in i18n.LANGS else i18n.DEFAULT_LANG


def _head(lang: str, title: str, script: bool) -> str:
    js = "".join(f'<script src="{_asset(name)}" defer></script>' for name in SCRIPTS) if script else ""
    return ('<!doctype html>\n'
            f'<html lang="{lang}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">'
            '<meta name="color-scheme" content="light dark"><meta name="referrer" content="no-referrer">'
            '<meta name="robots" content="noindex, nofollow">'
            f'<title>{html.escape(title)}</title>'
            f'<link rel="icon" href="{_asset("icon.svg")}" type="image/svg+xml">'
            f'<link rel="stylesheet" href="{_asset("app.css")}">{js}</head>\n')


def _icon(name: str) -> str:
    """A small inline SVG icon (drawn with attributes, not styles: the policy allows it)."""
    paths = {
        "plus": '<path d="M12 5v14M5 12h14"/>',
        "minus": '<path d="M5 12h14"/>',
        "fit": '<path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"/>',
        "full": '<path d="M9 4H4v5M15 4h5v5M9 20H4v-5M15 20h5v-5"/><path d="M9 9l-5-5M15 9l5-5M9 15l-5 5M15 15l5 5"/>',
        "back": '<path d="M15 18l-6-6 6-6"/>',
        "trophy": '<path d="M8 4h8v5a4 4 0 0 1-8 0z"/><path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4"/>'
                  '<path d="M12 13v4M8 20h8M9 20l1-3h4l1 3"/>',
        "clock": '<circle cx="12" cy="12" r="8"/><path d="M12 8v4l3 2"/>',
    }
    return ('<svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" '
            f'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">'
            f'{paths[name]}</svg>')


def _switch(lang: str) -> str:
    t = i18n.tr(lang, "bot-web-lang")
    current = ' aria-current="true"'
    links = "".join(f'<a href="?lang={code}" hreflang="{code}" lang="{code}"{current if code == lang else ""}>'
                    f'{code.upper()}</a>' for code in i18n.LANGS)
    return f'<nav class="langs" aria-label="{html.escape(t)}">{links}</nav>'


def render_page(lang: str, base: str, activity_client: str | None = None) -> str:
    """The page of a link; ``base`` is the link's path (``/t/<token>``), under which the page finds its API. Inside
    Discord's Activity frame (``activity_client``: the application's id) it also says hello to Discord's client."""
    lang = _lang(lang)

    def t(key: str) -> str:
        return html.escape(i18n.tr(lang, key))

    data = html.escape(json.dumps(words(lang), ensure_ascii=False, separators=(",", ":")), quote=True)
    head = _head(lang, i18n.tr(lang, "bot-web-title"), script=True)
    client = ""
    if activity_client:
        head = head.replace("</head>", f'<script type="module" src="{_asset("activity.js")}"></script></head>')
        client = f' data-client="{html.escape(activity_client, quote=True)}"'
    return (head
            + f'<body data-base="{html.escape(base, quote=True)}" data-lang="{lang}" data-words="{data}"{client}>\n'
            '<header class="top"><div class="top-in">'
            f'<div class="heading"><h1 id="title">{t("bot-web-title")}</h1>'
            f'<p id="who" class="who"></p></div>'
            f'<div class="tools"><span id="live" class="live" role="status" data-state="connecting">'
            f'<span class="dot" aria-hidden="true"></span><span id="live-text">{t("bot-web-live-connecting")}'
            f'</span></span>{_switch(lang)}</div>'
            '</div>'
            '<div class="status-in"><p id="turn" class="turn" tabindex="-1"></p>'
            f'<p id="deadline" class="deadline" hidden>{_icon("clock")}<span id="deadline-text"></span></p>'
            '</div></header>\n'
            # live updates said politely to a screen reader (app.js: announce)
            '<p id="announce" class="sr-only" aria-live="polite" aria-atomic="true"></p>\n'
            # a phone's order (issue 54, "made for thumbs"): the picture, the move beside it with the reader's hand
            # right under it, then the rest (the board in text, the history); on a wide screen the same order in the
            # column beside the picture
            '<main id="main" class="layout">\n'
            f'<section class="board card" aria-labelledby="board-h"><h2 id="board-h" class="sr-only">'
            f'{t("bot-web-pages")}</h2>'
            f'<p id="result" class="result" hidden>{_icon("trophy")}<span id="result-text"></span></p>'
            f'<p id="notice" class="notice">{t("bot-web-loading")}</p>'
            f'<div id="past" class="past" hidden><span id="past-text"></span>'
            f'<button type="button" id="now" class="btn small">{_icon("back")}{t("bot-web-now")}</button></div>'
            f'<div id="tabs" class="tabs" role="tablist" aria-label="{t("bot-web-pages")}"></div>'
            + _viewer("table", lang) +
            '</section>\n'
            f'<section id="play" class="play card" aria-labelledby="play-h" hidden>'
            f'<h2 id="play-h">{t("bot-web-play")}</h2>'
            # "since your last turn" (since.js, /api/since): what the others did, one tap away, above the picker
            f'<details id="since" class="since" hidden><summary>{t("bot-web-since")} '
            '<span id="since-count" class="count"></span></summary><ol id="since-list" class="since-list"></ol>'
            '</details>'
            '<div id="answer" class="answer" role="status" aria-live="polite" hidden></div>'
            f'<p id="question" class="question" aria-live="polite"></p>'
            f'<ol id="path" class="path" aria-label="{t("bot-web-path")}"></ol>'
            f'<input id="filter" class="filter" type="search" placeholder="{t("bot-web-filter")}" '
            f'aria-label="{t("bot-web-filter")}" autocomplete="off" hidden>'
            '<div id="choices" class="choices"></div>'
            '<p id="summary" class="summary" hidden></p>'
            '<div class="play-bar">'
            f'<button type="button" id="back" class="btn">{_icon("back")}{t("bot-web-back")}</button>'
            f'<button type="button" id="restart" class="btn quiet">{t("bot-web-restart")}</button>'
            f'<button type="button" id="confirm" class="btn primary" hidden>{t("bot-web-confirm")}</button></div>'
            f'<div id="aside" class="aside" hidden><h3>{t("bot-web-also")}</h3><div id="aside-list"></div></div>'
            '</section>\n'
            f'<p id="waiting" class="waiting card" hidden></p>\n'
            f'<section id="private" class="private card" aria-labelledby="private-h" hidden>'
            f'<h2 id="private-h">{t("bot-web-private")}</h2><p id="private-text" class="private-text"></p>'
            + _viewer("private", lang, alt=i18n.tr(lang, "bot-web-private-alt")) +
            '</section>\n'
            f'<section id="textboard" class="textboard card" aria-labelledby="textboard-h" hidden><details>'
            f'<summary><h2 id="textboard-h">{t("bot-web-text-board")}</h2></summary>'
            '<div id="textboard-body" class="textboard-body"></div></details></section>\n'
            f'<section id="history" class="history card" aria-labelledby="history-h">'
            f'<h2 id="history-h">{t("bot-web-history")}</h2>'
            f'<p class="hint">{t("bot-web-history-hint")}</p>'
            f'<button type="button" id="older" class="btn quiet wide" hidden>{t("bot-web-older")}</button>'
            '<ol id="turns" class="turns"></ol>'
            f'<button type="button" id="newer" class="btn quiet wide" hidden>{t("bot-web-newer")}</button>'
            '</section>\n'
            '</main>\n'
            f'<noscript><p class="notice">{t("bot-web-noscript")}</p></noscript>\n'
            '</body></html>\n')


def _viewer(name: str, lang: str, alt: str = "") -> str:
    """A zoomable, pannable picture with its buttons (app.js gives it its gestures)."""
    def t(key: str) -> str:
        return html.escape(i18n.tr(lang, key))

    return (f'<div class="viewer" id="{name}-viewer" data-viewer="{name}">'
            f'<div class="stage" tabindex="0" aria-roledescription="zoom" aria-describedby="{name}-hint">'
            f'<img id="{name}-img" class="pic" alt="{html.escape(alt)}" draggable="false" hidden></div>'
            '<div class="zoom-bar">'
            f'<button type="button" class="btn icon-btn" data-zoom="out" title="{t("bot-web-zoom-out")}" '
            f'aria-label="{t("bot-web-zoom-out")}">{_icon("minus")}</button>'
            f'<button type="button" class="btn icon-btn" data-zoom="in" title="{t("bot-web-zoom-in")}" '
            f'aria-label="{t("bot-web-zoom-in")}">{_icon("plus")}</button>'
            f'<button type="button" class="btn icon-btn" data-zoom="fit" title="{t("bot-web-zoom-reset")}" '
            f'aria-label="{t("bot-web-zoom-reset")}">{_icon("fit")}</button>'
            f'<button type="button" class="btn icon-btn" data-zoom="full" title="{t("bot-web-fullscreen")}" '
            f'aria-label="{t("bot-web-fullscreen")}" aria-pressed="false">{_icon("full")}</button></div>'
            f'<p id="{name}-hint" class="sr-only">{t("bot-web-viewer-hint")}</p></div>')


def render_refusal(lang: str, reason: str) -> str:
    """A clear page for a link that does not open (``reason``: forged, expired, revoked, gone, not-yours): what
    happened and how to get a working link."""
    lang = _lang(lang)
    key = f"bot-web-refused-{reason if reason in REASONS else 'other'}"

    def t(k: str) -> str:
        return html.escape(i18n.tr(lang, k))

    return (_head(lang, f"{i18n.tr(lang, key)} · {i18n.tr(lang, 'bot-web-title')}", script=False)
            + f'<body class="refusal" data-reason="{html.escape(reason, quote=True)}">\n'
            '<main class="refusal-card card">'
            f'<img src="{_asset("icon.svg")}" alt="" class="refusal-icon" width="56" height="56">'
            f'<h1>{t(key)}</h1><p>{t(key + "-why")}</p>'
            f'<h2>{t("bot-web-refused-do")}</h2><p>{t("bot-web-refused-how")}</p>'
            f'{_switch(lang)}</main>\n</body></html>\n')
