"""Every setting the bot reads, from the environment (and a ``.env`` file through python-dotenv).

Each one is declared once in :data:`SETTINGS` (``bot/tables/environment.py``: its variable, type, default and doc);
:class:`Settings` has one field per declared setting, :meth:`Settings.from_env` reads and checks them all, and
``python -m bot.settings > .env.example`` writes the documented example file from the same table.
"""
from __future__ import annotations

import math
import os
import re
import sys
import textwrap
from dataclasses import make_dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, Self

from dotenv import load_dotenv

from bot.tables.environment import DISCORD_API_BASE, SETTINGS, Setting, default

__all__ = ["DISCORD_API_BASE", "SETTINGS", "BadSetting", "Phrase", "Setting", "Settings", "default", "env_example",
           "parse_shards", "read"]


class Phrase(NamedTuple):
    """A parameter of a refusal that is itself words (what a setting expects), translated with the message."""
    key: str
    params: dict


def _operator_lang() -> str:
    return os.environ.get("PLANSZA_DEFAULT_LANG", "").strip().lower() or "en"


class BadSetting(SystemExit):
    """A setting the bot cannot start with. Its text is in the operator's language (PLANSZA_DEFAULT_LANG, read once
    ``.env`` is loaded) so that any entry point that lets it end the program prints it as is; ``key`` and ``params``
    name it for those that word it themselves (:meth:`text`)."""

    def __init__(self, key: str, **params):
        self.key, self.params = key, params
        super().__init__(self.text(_operator_lang()))

    def text(self, lang: str) -> str:
        """The refusal in ``lang`` (an unknown language: English)."""
        from games.core import i18n

        i18n.add_catalog_dir(Path(__file__).parent / "locales")  # loaded only on this early exit

        def word(v):
            return i18n.tr(lang, v.key, **{k: word(p) for k, p in v.params.items()}) if isinstance(v, Phrase) else v

        return i18n.tr(lang, self.key, **{k: word(v) for k, v in self.params.items()})


def _echo(raw: str) -> str:
    """As much of a refused value as a message repeats (it came from the command line or the environment)."""
    return raw if len(raw) <= 40 else raw[:39] + "…"


def _number(x: float) -> str:
    return f"{x:g}"


def _expected(s: Setting) -> Phrase:
    """What a number setting takes, in words: a whole number or not, and its bounds."""
    bounds = {"low": _number(s.low) if s.low is not None else "", "high": _number(s.high) if s.high is not None else ""}
    shape = "range" if s.high is not None else "min" if s.low is not None else "any"
    return Phrase(f"bot-setting-expect-{s.type}-{shape}", bounds)


def _refuse(s: Setting, raw: str, **params):
    return BadSetting(s.refusal or f"bot-setting-bad-{'number' if s.type in ('int', 'float') else s.type}",
                      name=s.name, value=_echo(raw), **params)


def read(s: Setting, raw: str | None):
    """The value of setting ``s`` from its variable's text (None or blank: the default); a value it cannot take is
    :class:`BadSetting`, naming the variable, the value and what it expects."""
    raw = (raw or "").strip()
    if s.type == "url":
        raw = raw.rstrip("/")
    if not raw:
        return s.default
    if s.type in ("text", "url"):
        return raw
    if s.type == "postgres":
        if not raw.startswith(("postgresql://", "postgres://")):
            raise _refuse(s, raw)
        return raw
    if s.type == "shards":
        return parse_shards(raw)
    if s.type == "choice":
        options = s.options()
        found = [o for o in options if o.lower() == raw.lower()]
        if not found:
            raise _refuse(s, raw, choices=", ".join(options))
        return found[0]
    try:
        value = int(raw) if s.type == "int" else float(raw)
    except ValueError:
        raise _refuse(s, raw, expected=_expected(s)) from None
    if not math.isfinite(value) or s.low is not None and value < s.low or s.high is not None and value > s.high:
        raise _refuse(s, raw, expected=_expected(s))
    return value


def parse_shards(raw: str) -> list[int] | None:
    """``0-3`` or ``0,2,5`` (or both: ``0-1,6``) -> the shard ids; "" -> None."""
    raw = raw.strip()
    if not raw:
        return None
    out: list[int] = []
    for part in raw.split(","):
        first, _, last = part.strip().partition("-")
        try:
            lo, hi = int(first), int(last or first)
        except ValueError:
            raise BadSetting("bot-setting-bad-shards", value=_echo(raw)) from None
        if lo < 0 or hi < lo:
            raise BadSetting("bot-setting-bad-shard-range", value=_echo(part.strip()))
        out.extend(range(lo, hi + 1))
    return sorted(set(out))


_ANNOTATIONS = {"int": int, "float": float, "shards": list[int]}


def _annotation(s: Setting):
    kind = _ANNOTATIONS.get(s.type, str)
    return kind | None if s.default is None else kind


class _Behaviour:
    """What :class:`Settings` does beyond holding one field per declared setting."""

    if TYPE_CHECKING:  # the fields make_dataclass gives Settings (from SETTINGS) that these methods read
        db_path: str
        database_url: str
        shards: list[int] | None
        shard_count: int | None
        reminder_after_hours: float
        reminder_repeat_hours: float
        reminder_max: int
        live_tables_base: int
        create_cooldown_seconds: float
        turn_deadline_hours: float
        idle_warn_days: float
        idle_close_days: float
        computer_level: str
        timer_lease_seconds: float
        retention_days: float

        def __init__(self, **fields: Any) -> None: ...

        # the other fields, each of its declared setting's type
        def __getattr__(self, name: str) -> Any: ...

        def __setattr__(self, name: str, value: Any) -> None: ...

    @classmethod
    def from_env(cls, dotenv: bool = True) -> Self:
        if dotenv:
            load_dotenv(override=False)
        values = {s.attr: read(s, os.environ.get(s.name)) for s in SETTINGS}
        values["shard_count"] = values["shard_count"] or None  # 0 is no sharding, as empty is
        return cls(**values)

    @property
    def database(self) -> str:
        """What the store opens: DATABASE_URL (PostgreSQL) when set, else the SQLite file."""
        return self.database_url or self.db_path

    @property
    def postgres(self) -> bool:
        return bool(self.database_url)

    def check_shards(self) -> None:
        """Shards need their count (Discord's routing depends on it), and each id must be below it."""
        if self.shards is not None and self.shard_count is None:
            raise BadSetting("bot-setting-shards-need-count")
        if self.shard_count is not None and any(s >= self.shard_count for s in self.shards or []):
            raise BadSetting("bot-setting-shard-too-high", count=self.shard_count)

    def service_settings(self):
        from bot.tables import Settings as ServiceSettings

        return ServiceSettings(reminder_after=self.reminder_after_hours * 3600,
                               reminder_repeat=self.reminder_repeat_hours * 3600, reminder_max=self.reminder_max,
                               live_tables_base=self.live_tables_base, create_cooldown=self.create_cooldown_seconds,
                               turn_deadline=self.turn_deadline_hours * 3600 if self.turn_deadline_hours > 0 else None,
                               idle_warn=self.idle_warn_days * 86400, idle_close=self.idle_close_days * 86400,
                               computer_level=self.computer_level, timer_lease=self.timer_lease_seconds,
                               retention_days=self.retention_days or None)


#: The bot's settings: one field per declared setting (``Settings().rate_burst``, ``Settings(db_path=...)``), its
#: default the declared one (fields: :data:`SETTINGS`).
if TYPE_CHECKING:
    class Settings(_Behaviour):  # what the checker sees of the class made below
        pass
else:
    Settings = make_dataclass("Settings", [(s.attr, _annotation(s), s.default) for s in SETTINGS],
                              bases=(_Behaviour,), namespace={"__module__": __name__})

ENV_EXAMPLE_HEAD = """\
# Plansza settings. Copy to .env and fill in DISCORD_TOKEN; everything else has a sensible default.
# Written from bot/tables/environment.py by `python -m bot.settings > .env.example`: change a setting there.
"""


def env_example() -> str:
    """``.env.example``: every declared setting with its doc and its default."""
    out = ENV_EXAMPLE_HEAD
    for s in SETTINGS:
        whole = re.sub(r'"[^"]*"', lambda m: m.group().replace(" ", "\0"), s.doc)  # a quoted name stays on one line
        doc = "\n".join(textwrap.wrap(whole, 118, initial_indent="# ", subsequent_indent="# ",
                                       break_on_hyphens=False)).replace("\0", " ")
        # a doc that goes on from the one before ("...then every this many hours") stays in its paragraph
        out += ("" if s.doc.startswith("...") else "\n") + f"{doc}\n{s.name}={s.example()}\n"
    return out


if __name__ == "__main__":
    sys.stdout.write(env_example())
