"""A player's own settings (/settings): reminders (on/off, first after, repeat, how many, where), quiet hours in their
time zone, a vacation (with a computer stand-in that plays their turns meanwhile, :mod:`bot.tables.standin`), and
where their "since your last turn" digest comes (on the turn card, or by DM with the turn's
ping). Stored as JSON per user (one ``settings`` column on both engines, so a new field needs no migration); the bot's
defaults fill what a player never set.

Time zones are IANA names read with :mod:`zoneinfo` (the ``tzdata`` package provides the database where the system
has none), so quiet hours follow daylight saving time: 22-8 in Europe/Warsaw is 20:00-06:00 UTC in summer and
21:00-07:00 UTC in winter.
"""
from __future__ import annotations

import datetime as dt
import functools
import re
import zoneinfo
from dataclasses import asdict, dataclass, replace

from games.ai.levels import LEVELS
from games.core.errors import GameError

HOUR = 3600.0
DAY = 24 * HOUR
DEFAULT_TZ = "Europe/Warsaw"
WHERE = ("channel", "dm")
PROFILE = ("shown", "hidden")  # who sees a player's /profile and /stats: everybody, or only the player
DIGEST = ("card", "dm")  # the "since your last turn" digest: offered on the turn card, or sent by DM with the ping

#: (smallest, largest) of each duration a player or a table may set
BOUNDS = {"delay": (HOUR, 14 * DAY), "repeat": (HOUR, 14 * DAY), "deadline": (HOUR, 30 * DAY),
          "vacation": (HOUR, 60 * DAY), "wait": (HOUR, 30 * DAY), "pace": (HOUR, 60 * DAY)}
MAX_COUNT = 10
_UNIT = {"m": 60.0, "min": 60.0, "h": HOUR, "g": HOUR, "godz": HOUR, "d": DAY, "dni": DAY, "w": 7 * DAY,
         "t": 7 * DAY, "tydz": 7 * DAY}
OFF = ("off", "no", "nie", "wył", "wyl", "0", "false", "none", "brak")
STANDIN_LEVELS = tuple(LEVELS)  # a vacation stand-in plays at one of the computer's levels (easy, normal, hard)


@functools.cache
def _level_words() -> dict[str, str]:
    """Every word a player may type for a level: its name and its name in each catalog (``bot-level-<name>``:
    łatwy, średni, trudny), with and without diacritics."""
    from anyascii import anyascii

    from games.core import i18n

    words: dict[str, str] = {}
    for name in LEVELS:
        for lang in i18n.LANGS:
            word = i18n.tr(lang, f"bot-level-{name}").strip().lower()
            words[word] = words[anyascii(word)] = name
        words[name] = name
    return words


def level_name(text: str) -> str:
    """The level a player typed (``hard``, ``trudny``, ``sredni``...), or the word itself when it names none (the
    caller refuses it with the choices)."""
    word = str(text).strip().lower()
    return _level_words().get(word, word)


@dataclass(frozen=True)
class PlayerSettings:
    reminders: bool = True
    delay: float = 12 * HOUR       # the first reminder this long after the player's turn began
    repeat: float = 24 * HOUR      # then every this long
    count: int = 3                 # at most this many reminders per turn
    where: str = "channel"         # a ping in the table's channel, or a direct message
    quiet: tuple[int, int] | None = None   # quiet hours: (start, end) in minutes after local midnight
    tz: str = DEFAULT_TZ
    vacation_until: float | None = None     # no reminders and longer deadlines until then
    digest: str = "card"           # "since your last turn": on the turn card, or by DM when pinged for the turn
    standin: str | None = None     # the computer's level that plays the player's turns during a vacation (None: off)
    standin_back: tuple[int, ...] = ()  # tables of this vacation where the player took their seat back by acting
    profile: str = "shown"         # "hidden": nobody else sees the player's /profile and /stats

    @classmethod
    def from_json(cls, data: dict | None, defaults: PlayerSettings | None = None) -> PlayerSettings:
        base = defaults or cls()
        if not data:
            return base
        known = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        if known.get("quiet") is not None:
            known["quiet"] = tuple(known["quiet"])
        if "digest" in known and known["digest"] not in DIGEST:  # an unknown value read back: the default
            del known["digest"]
        if "profile" in known and known["profile"] not in PROFILE:
            del known["profile"]
        if known.get("standin") is not None and known["standin"] not in STANDIN_LEVELS:
            del known["standin"]
        if "standin_back" in known:
            known["standin_back"] = tuple(int(t) for t in known["standin_back"] or ())
        return replace(base, **known)

    def to_json(self) -> dict:
        return asdict(self)

    def on_vacation(self, now: float) -> bool:
        return self.vacation_until is not None and self.vacation_until > now

    def standin_plays(self, table_id: int, now: float) -> bool:
        """Does the player's stand-in play their seat at table ``table_id`` now: on vacation, a stand-in chosen, and
        the seat not taken back there by a move of their own during this vacation."""
        return self.standin is not None and self.on_vacation(now) and int(table_id) not in self.standin_back

    def zone(self) -> zoneinfo.ZoneInfo:
        return zone(self.tz)

    def quiet_end(self, when: float) -> float | None:
        """If ``when`` falls in the player's quiet hours (their local time), the moment they end; else None."""
        if self.quiet is None:
            return None
        start, end = self.quiet
        tz = self.zone()
        local = dt.datetime.fromtimestamp(when, tz)
        minute = local.hour * 60 + local.minute
        if start == end:
            return None
        inside = start <= minute < end if start < end else (minute >= start or minute < end)
        if not inside:
            return None
        day = local.date() + dt.timedelta(days=1 if start > end and minute >= start else 0)
        wall = dt.datetime.combine(day, dt.time(end // 60, end % 60))
        return _wall_to_utc(wall, tz)

    def next_allowed(self, when: float) -> float:
        """The first moment from ``when`` that is outside the vacation and the quiet hours."""
        if self.vacation_until is not None and when < self.vacation_until:
            when = self.vacation_until
        end = self.quiet_end(when)
        return when if end is None else end


def _wall_to_utc(wall: dt.datetime, tz: zoneinfo.ZoneInfo) -> float:
    """A local wall-clock time as a UTC timestamp, with the offset in force on that day (zoneinfo applies DST)."""
    return wall.replace(tzinfo=tz).timestamp()


@functools.lru_cache(maxsize=512)
def zone(name: str) -> zoneinfo.ZoneInfo:
    return zoneinfo.ZoneInfo(name)


@functools.lru_cache(maxsize=1)
def zone_names() -> tuple[str, ...]:
    names = zoneinfo.available_timezones()
    return tuple(sorted(n for n in names if "/" in n and not n.startswith(("Etc/", "SystemV/", "posix/", "right/"))))


def parse_tz(text: str) -> str:
    name = (text or "").strip()
    lowered = {n.lower(): n for n in zone_names()}
    if name.lower() in lowered:
        return lowered[name.lower()]
    raise GameError("bot-err-timezone", name=name[:40])


def parse_duration(text: str, what: str) -> float:
    """``12h``, ``3d``, ``90m``, ``1d12h``, ``2w`` (Polish units too: ``12g``, ``3dni``) within ``BOUNDS[what]``."""
    raw = (text or "").strip().lower().replace(" ", "")
    parts = re.findall(r"(\d+(?:[.,]\d+)?)([a-ząćęłńóśźż]+)", raw)
    if not parts or "".join(n + u for n, u in parts) != raw:
        if re.fullmatch(r"\d+(?:[.,]\d+)?", raw):
            parts = [(raw, "h")]
        else:
            raise GameError("bot-err-duration", text=(text or "")[:20])
    total = 0.0
    for number, unit in parts:
        if unit not in _UNIT:
            raise GameError("bot-err-duration", text=(text or "")[:20])
        total += float(number.replace(",", ".")) * _UNIT[unit]
    low, high = BOUNDS[what]
    if not low <= total <= high:
        raise GameError("bot-err-duration-range", text=(text or "")[:20], min=hours_text(low),
                        max=hours_text(high))
    return total


def parse_quiet(text: str) -> tuple[int, int] | None:
    """``22-8``, ``22:30-07:00``; ``off`` for none."""
    word = (text or "").strip().lower()
    if word in OFF:
        return None
    m = re.fullmatch(r"(\d{1,2})(?::(\d{2}))?\s*-\s*(\d{1,2})(?::(\d{2}))?", word)
    if not m:
        raise GameError("bot-err-quiet", text=word[:20])
    h1, m1, h2, m2 = int(m[1]), int(m[2] or 0), int(m[3]), int(m[4] or 0)
    if h1 > 23 or h2 > 24 or m1 > 59 or m2 > 59 or (h2 == 24 and m2) or (h1 * 60 + m1) == (h2 * 60 + m2) % 1440:
        raise GameError("bot-err-quiet", text=word[:20])
    return h1 * 60 + m1, (h2 * 60 + m2) % 1440


def hours_text(seconds: float) -> str:
    """A duration as the shortest exact text (``12h``, ``3d``, ``1d12h``) - the same in Polish and English."""
    seconds = int(round(seconds))
    days, rest = divmod(seconds, int(DAY))
    hours, rest = divmod(rest, int(HOUR))
    minutes = rest // 60
    out = (f"{days}d" if days else "") + (f"{hours}h" if hours else "") + (f"{minutes}m" if minutes else "")
    return out or "0h"


def quiet_text(quiet: tuple[int, int] | None) -> str | None:
    if quiet is None:
        return None
    return "–".join(f"{m // 60:02d}:{m % 60:02d}" for m in quiet)
