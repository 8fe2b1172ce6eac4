"""Table options: parsing ``name=value`` text and checking it against a game's :class:`OptionSpec` list; and the
length of a game's name as typed.

Over-long names and values are refused here, before any of them reaches a message: a translated message cannot hold
a parameter of thousands of characters (Fluent gives ``{???}`` in its place), and no option needs one.
"""
from __future__ import annotations

from typing import Any

from games.core.errors import GameError

#: the longest option name accepted (every game's are one or two words)
MAX_OPTION_NAME = 40
#: the longest option value accepted: the longest any option takes (Dragon Castle's ``grid``; a test keeps every
#: text option's own ``max`` within it)
MAX_OPTION_VALUE = 200
#: the longest game name accepted as typed (every game id is a word or two)
MAX_GAME_NAME = 40
_ECHO = 40  # the most of a refused name or value a refusal repeats

_TRUE = {"on", "yes", "true", "1", "tak", "wl", "wł", "włącz"}
_FALSE = {"off", "no", "false", "0", "nie", "wyl", "wył", "wyłącz"}


def parse_text(text: str | None) -> dict[str, str]:
    """``"mode=points target=70"`` -> ``{"mode": "points", "target": "70"}``. Commas work as separators too; a
    comma-separated piece without ``=`` right after a value continues that value (a ``list`` option:
    ``cards=a,b`` -> ``{"cards": "a,b"}``)."""
    out: dict[str, str] = {}
    for chunk in (text or "").split():
        last = None
        for part in chunk.split(","):
            if not part:
                continue
            name, sep, value = part.partition("=")
            if not sep and last is not None:
                out[last] += "," + part.strip()
                _check_length(last, out[last])
                continue
            if not sep or not name or not value:
                raise GameError("core-err-option-syntax", part=part[:_ECHO])
            last = _name(name)
            out[last] = value.strip()
            _check_length(last, out[last])
    return out


def parse_bool(value: Any) -> bool | None:
    """A yes or a no as typed, in either language (``on``, ``tak``, ``off``, ``nie``...); None: neither."""
    if isinstance(value, bool):
        return value
    v = str(value).strip().lower()
    return True if v in _TRUE else False if v in _FALSE else None


def check_game_name(game_id: str) -> str:
    """``game_id`` as typed, refused (``GameError``) when longer than any game's name could be; whether such a game
    exists is the registry's question."""
    if len(game_id) > MAX_GAME_NAME:
        raise GameError("core-err-game-name-long", max=MAX_GAME_NAME, length=len(game_id))
    return game_id


def _name(raw: str) -> str:
    name = str(raw).strip().lower()
    if len(name) > MAX_OPTION_NAME:
        raise GameError("core-err-option-name-long", max=MAX_OPTION_NAME, length=len(name))
    return name


def _check_length(name: str, value: Any, limit: int = MAX_OPTION_VALUE) -> None:
    """A value longer than ``limit`` is refused by its length alone (a list option's items are counted joined)."""
    text = ",".join(map(str, value)) if isinstance(value, (list, tuple)) else "" if value is None else str(value)
    if len(text.strip()) > limit:
        raise GameError("core-err-option-text-long", option=name[:_ECHO], max=limit, length=len(text.strip()))


def normalize(game, raw: dict[str, Any]) -> dict[str, Any]:
    """Fill defaults and coerce values; unknown names or bad values raise :class:`GameError`."""
    specs = {s.name: s for s in game.options}
    for name in raw:
        if name not in specs:
            _name(name)  # an over-long name is refused as such, not echoed as an unknown one
            raise GameError("core-err-option-unknown", option=str(name)[:_ECHO], known=", ".join(specs) or "-")
    out: dict[str, Any] = {}
    for spec in game.options:
        value = raw.get(spec.name, spec.default)
        if spec.kind != "text":  # a text option has its own limit (``max``, named in its refusal) or none
            _check_length(spec.name, value)
        out[spec.name] = _coerce(spec, value)
    return out


def _coerce(spec, value):
    if spec.kind == "choice":
        v = str(value).lower()
        if v not in spec.choices:
            raise GameError("core-err-option-choice", option=spec.name, value=str(value)[:_ECHO],
                            choices=", ".join(spec.choices))
        return v
    if spec.kind == "int":
        try:
            v = int(value)
        except (TypeError, ValueError):
            raise GameError("core-err-option-int", option=spec.name, value=str(value)[:_ECHO]) from None
        if (spec.min is not None and v < spec.min) or (spec.max is not None and v > spec.max):
            # every int option has both ends (tests/core/test_options_bounds.py), so the message names both
            raise GameError("core-err-option-range", option=spec.name, value=v, min=spec.min, max=spec.max)
        return v
    if spec.kind == "list":  # comma-separated choices (also "+"), normalized to "a,b" without repeats; "" = none
        items = value if isinstance(value, (list, tuple)) else str(value or "").replace("+", ",").split(",")
        out: list[str] = []
        for item in items:
            v = str(item).strip().lower()
            if not v:
                continue
            if v not in spec.choices:
                raise GameError("core-err-option-choice", option=spec.name, value=str(item)[:_ECHO],
                                choices=", ".join(spec.choices))
            if v not in out:
                out.append(v)
        return ",".join(out)
    if spec.kind == "text":  # free text (e.g. a grid), kept as typed but stripped; spec.max = the longest length
        v = "" if value is None else str(value).strip()
        if spec.max is not None and len(v) > spec.max:
            raise GameError("core-err-option-text-long", option=spec.name, length=len(v), max=spec.max)
        return v
    if spec.kind == "bool":
        flag = parse_bool(value)
        if flag is None:
            raise GameError("core-err-option-bool", option=spec.name, value=str(value)[:_ECHO])
        return flag
    raise ValueError(f"unknown option kind {spec.kind}")  # a programming error, not user input
