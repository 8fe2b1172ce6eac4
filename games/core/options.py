"""Table options: parsing ``name=value`` text and checking it against a game's :class:`OptionSpec` list."""
from __future__ import annotations

from typing import Any

from games.core.errors import GameError

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
                continue
            if not sep or not name or not value:
                raise GameError("core-err-option-syntax", part=part[:40])
            last = name.strip().lower()
            out[last] = value.strip()
    return out


def normalize(game, raw: dict[str, Any]) -> dict[str, Any]:
    """Fill defaults and coerce values; unknown names or bad values raise :class:`GameError`."""
    specs = {s.name: s for s in game.options}
    for name in raw:
        if name not in specs:
            raise GameError("core-err-option-unknown", option=str(name)[:40], known=", ".join(specs) or "-")
    out: dict[str, Any] = {}
    for spec in game.options:
        value = raw.get(spec.name, spec.default)
        out[spec.name] = _coerce(spec, value)
    return out


def _coerce(spec, value):
    if spec.kind == "choice":
        v = str(value).lower()
        if v not in spec.choices:
            raise GameError("core-err-option-choice", option=spec.name, value=str(value)[:40],
                            choices=", ".join(spec.choices))
        return v
    if spec.kind == "int":
        try:
            v = int(value)
        except (TypeError, ValueError):
            raise GameError("core-err-option-int", option=spec.name, value=str(value)[:40]) from None
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
                raise GameError("core-err-option-choice", option=spec.name, value=str(item)[:40],
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
        if isinstance(value, bool):
            return value
        v = str(value).lower()
        if v in _TRUE:
            return True
        if v in _FALSE:
            return False
        raise GameError("core-err-option-bool", option=spec.name, value=str(value)[:40])
    raise ValueError(f"unknown option kind {spec.kind}")  # a programming error, not user input
