"""The translation layer: every user-facing string goes through here, in Polish and English.

Catalogs are Project Fluent files (``locales/<lang>.ftl``, optionally split as ``<lang>-<topic>.ftl``) beside the
code that owns the strings: ``games/core``,
each ``games/<game>``, ``bot`` and ``renderers`` (the latter two register their folders at import time, so the arrows
still point one way). Fluent is used (the official ``fluent.runtime`` package) because Polish needs real plural
categories (1 karta, 2 karty, 5 kart) and translators can read and edit ``.ftl`` files without touching code.

Keys are ``<owner>-<name>`` (``core-err-not-your-turn``, ``<game>-move-take``, ``bot-cmd-play``).

Grammatical cases: a name passed as a nested message (a tile, a card) may give its other forms as Fluent attributes
(``.acc``, ``.gen``, ``.dat``, ``.inst``, ``.loc``); a sentence asks for one with ``{ $tile-acc }`` where its verb
governs the case ("bierze { $tile-acc }": "bierze Kupca 5"). A name without that attribute falls back to its plain
form, so English catalogs need none of it.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache
from pathlib import Path
from typing import cast

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as FTL

from games.core.contract import Msg, P

LANGS = ("pl", "en")
DEFAULT_LANG = "en"
CASES = ("gen", "dat", "acc", "inst", "loc")

_dirs: list[Path] = []
_bundles: dict[str, FluentBundle] | None = None


def add_catalog_dir(path: str | Path) -> None:
    """Register a folder holding ``pl.ftl`` and ``en.ftl``; idempotent."""
    global _bundles
    p = Path(path).resolve()
    if p not in _dirs:
        _dirs.append(p)
        _bundles = None


def _default_dirs() -> Iterable[Path]:
    games_root = Path(__file__).resolve().parents[1]
    return sorted(games_root.glob("*/locales"))


def bundles() -> dict[str, FluentBundle]:
    global _bundles
    if _bundles is None:
        for d in _default_dirs():
            add_catalog_dir(d)
        built = {}
        for lang in LANGS:
            b = FluentBundle([lang], use_isolating=False)
            for f in _files(lang):
                b.add_resource(FluentResource(f.read_text(encoding="utf-8")))
            built[lang] = b
        _bundles = built
        _case_vars.cache_clear()
    return _bundles


def _files(lang: str) -> list[Path]:
    """``<dir>/<lang>.ftl`` plus any ``<dir>/<lang>-<part>.ftl`` (a catalog may be split by topic)."""
    out = []
    for d in _dirs:
        out += [f for f in (d / f"{lang}.ftl",) if f.exists()]
        out += sorted(d.glob(f"{lang}-*.ftl"))
    return out


def lang_for_locale(locale: str | None) -> str:
    """A Discord locale (``pl``, ``en-US``, ``en-GB``...) -> one of our languages."""
    if locale and str(locale).lower().startswith("pl"):
        return "pl"
    return "en"


def has(key: str, lang: str = DEFAULT_LANG) -> bool:
    return bundles()[lang].has_message(key)


def tr(lang: str, key: str, **params) -> str:
    """Translate one key. Missing in ``lang`` -> English -> the key itself (a test keeps catalogs complete)."""
    bs = bundles()
    for code in (lang if lang in bs else DEFAULT_LANG, DEFAULT_LANG):
        b = bs[code]
        if b.has_message(key):
            message = b.get_message(key)
            if message.value is None:
                break
            text, _errors = b.format_pattern(message.value, params)
            return _text(text)
    return key


def _text(formatted: object) -> str:
    """``format_pattern``'s text. Its stub says ``str | FluentNone``, but a pattern is a FluentNone only when met
    again inside its own resolution (a cyclic reference): a message formatted from the top is always a string."""
    return cast(str, formatted)


NameOf = Callable[[int], str]


def render(msg: Msg | str, lang: str, name_of: NameOf | None = None) -> str:
    """Translate a :class:`Msg`, resolving nested messages (in the grammatical case the sentence asks for) and seat
    references (``P``) through ``name_of``."""
    if isinstance(msg, str):
        return msg
    params = {k: _param(v, lang, name_of) for k, v in msg.params.items()}
    for name, base, case in _case_vars(lang, msg.key):
        v = msg.params.get(base)
        if isinstance(v, (list, tuple)) and v and all(isinstance(x, Msg) for x in v):  # a list, each in the case
            params[name] = ", ".join(_in_case(x, case, lang, name_of) for x in v)
        else:
            params[name] = _in_case(v, case, lang, name_of) if isinstance(v, Msg) else params.get(base, "")
    return tr(lang, msg.key, **params)


@lru_cache(maxsize=8192)
def _case_vars(lang: str, key: str) -> tuple[tuple[str, str, str], ...]:
    """The ``{ $name-case }`` variables of a message: (variable, parameter, case), found once per message."""
    b = bundles()[lang if lang in LANGS else DEFAULT_LANG]
    if not b.has_message(key):
        return ()
    found: list[tuple[str, str, str]] = []

    def walk(node) -> None:
        if isinstance(node, FTL.VariableReference):
            base, _, case = node.id.name.rpartition("-")
            if base and case in CASES:
                found.append((node.id.name, base, case))
        elif isinstance(node, FTL.BaseNode):
            for value in vars(node).values():
                walk(value)
        elif isinstance(node, (list, tuple)):
            for value in node:
                walk(value)

    walk(b._messages.get(key))
    return tuple(dict.fromkeys(found))


def case_params(msg: Msg, params: dict, lang: str, name_of: NameOf | None = None) -> dict:
    """``params`` (the rendered parameters of ``msg``) plus the ``{ $name-case }`` forms its message asks for (for
    callers that format a pattern themselves, e.g. strict test rendering)."""
    out = dict(params)
    for name, base, case in _case_vars(lang, msg.key):
        v = msg.params.get(base)
        out[name] = _in_case(v, case, lang, name_of) if isinstance(v, Msg) else out.get(base, "")
    return out


def _in_case(msg: Msg, case: str, lang: str, name_of: NameOf | None) -> str:
    """``msg`` in a grammatical case: its ``.<case>`` attribute when the catalog has one, else its plain form."""
    b = bundles()[lang if lang in LANGS else DEFAULT_LANG]
    if b.has_message(msg.key):
        attribute = b.get_message(msg.key).attributes.get(case)
        if attribute is not None:  # its own nested names in their cases too ("{ $tile-acc } z pola { $cell }")
            params = case_params(msg, {k: _param(v, lang, name_of) for k, v in msg.params.items()}, lang, name_of)
            text, _errors = b.format_pattern(attribute, params)
            return _text(text)
    return render(msg, lang, name_of)


def _param(v, lang: str, name_of: NameOf | None):
    if isinstance(v, Msg):
        return render(v, lang, name_of)
    if isinstance(v, P):
        return name_of(v.seat) if name_of else f"#{v.seat + 1}"
    if isinstance(v, (list, tuple)):
        return ", ".join(str(_param(x, lang, name_of)) for x in v)
    return v


def catalog_keys(lang: str) -> set[str]:
    """Every message id of a language (for completeness tests)."""
    keys: set[str] = set()
    bundles()
    for f in _files(lang):
        if f.exists():
            for line in f.read_text(encoding="utf-8").splitlines():
                if line and line[0].isalpha() and "=" in line:
                    keys.add(line.split("=", 1)[0].strip())
    return keys
