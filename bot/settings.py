"""Every setting the bot reads, from the environment (and a ``.env`` file through python-dotenv).

``.env.example`` documents each one; keep the two in step.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from dotenv import load_dotenv


class BadSetting(SystemExit):
    """A setting the bot cannot start with. Its text is in the operator's language (PLANSZA_DEFAULT_LANG, read once
    ``.env`` is loaded) so that any entry point that lets it end the program prints it as is; ``key`` and ``params``
    name it for those that word it themselves."""

    def __init__(self, key: str, **params):
        from games.core import i18n

        i18n.add_catalog_dir(Path(__file__).parent / "locales")  # loaded only on this early exit
        lang = os.environ.get("PLANSZA_DEFAULT_LANG", "").strip() or "en"
        super().__init__(i18n.tr(lang, key, **params))
        self.key, self.params = key, params


def _echo(raw: str) -> str:
    """As much of a refused value as a message repeats (it came from the command line or the environment)."""
    return raw if len(raw) <= 40 else raw[:39] + "…"


def _float(name: str, default: float) -> float:
    raw = os.environ.get(name, "").strip()
    return float(raw) if raw else default


def _int(name: str, default: int) -> int:
    raw = os.environ.get(name, "").strip()
    return int(raw) if raw else default


#: Discord's REST API (discord.py 2.7's own default); PLANSZA_DISCORD_API_BASE points the bot elsewhere (tests).
DISCORD_API_BASE = "https://discord.com/api/v10"


def _level(raw: str) -> str:
    from games.ai import LEVELS

    raw = raw.strip().lower()
    if raw and raw not in LEVELS:
        raise BadSetting("bot-setting-computer-level", value=_echo(raw), levels=", ".join(LEVELS))
    return raw or "normal"


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


def _database_url(raw: str) -> str:
    raw = raw.strip()
    if raw and not raw.startswith(("postgresql://", "postgres://")):
        raise BadSetting("bot-setting-database-url")
    return raw


@dataclass
class Settings:
    token: str = ""
    db_path: str = "plansza.sqlite3"
    database_url: str = ""               # postgresql://... : the shared store of several processes ("" = db_path)
    default_lang: str = "en"
    dev_guild_id: int | None = None
    reminder_after_hours: float = 12.0
    reminder_repeat_hours: float = 24.0
    reminder_max: int = 3
    reminder_check_seconds: float = 60.0
    outbox_check_seconds: float = 5.0    # how often messages owed but not delivered yet (retries, a crash) are tried
    outbox_lease_seconds: float = 20.0   # a dead process's claimed messages are sent again after this long
    turn_deadline_hours: float = 72.0    # a new table's turn deadline (its ``deadline`` option); 0 = none
    live_tables_base: int = 3            # live tables per user: finished games + this
    create_cooldown_seconds: float = 30.0
    rate_burst: int = 15                 # commands and presses per user at once...
    rate_per_second: float = 1.0         # ...then this many per second (0 = no limit)
    log_level: str = "INFO"
    console_image_dir: str = "out"
    api_base: str = DISCORD_API_BASE     # REST API base (interaction callbacks and webhooks go through it too)
    gateway_url: str = ""                # gateway websocket URL; "" = Discord's (discord.py's default)
    backup_dir: str = ""                 # scheduled backups go here ("" = none)
    backup_every_hours: float = 24.0
    backup_keep: int = 7
    idle_warn_days: float = 53.0         # a table nobody moves at is warned after this many days...
    idle_close_days: float = 60.0        # ...and closed (abandoned, kept in history) after this many (0 = never)
    retention_days: float = 0.0          # finished games' players anonymised after this many days (0 = kept for ever)
    computer_level: str = "normal"       # a seat handed to the computer mid-game plays at this level
    ai_workers: int = 1                  # processes the computer players think in
    timer_lease_seconds: float = 120.0   # a due reminder or deadline is another process's after this long unposted
    shards: list[int] | None = None      # the Discord shards this process runs (None: all, or no sharding)
    shard_count: int | None = None       # how many shards the bot has in all (None: no sharding)
    render_workers: int = 0              # processes that draw the pictures (0: one per core)
    metrics_port: int = 0                # the Prometheus endpoint's port on metrics_host (0: off)
    metrics_host: str = "127.0.0.1"
    log_format: str = "text"             # "json": one JSON object per line (table and shard ids as fields)
    web_url: str = ""                    # the web table's public address (behind a reverse proxy); "" = no web table
    web_port: int = 8080                 # the port the web table listens on (web_host)
    web_host: str = "127.0.0.1"          # where it listens (the reverse proxy forwards to it)
    web_link_days: float = 30.0          # a personal link's validity

    @classmethod
    def from_env(cls, dotenv: bool = True) -> Settings:
        if dotenv:
            load_dotenv(override=False)
        guild = os.environ.get("PLANSZA_DEV_GUILD_ID", "").strip()
        return cls(
            token=os.environ.get("DISCORD_TOKEN", "").strip(),
            db_path=os.environ.get("PLANSZA_DB_PATH", "plansza.sqlite3").strip() or "plansza.sqlite3",
            database_url=_database_url(os.environ.get("DATABASE_URL", "")),
            default_lang=os.environ.get("PLANSZA_DEFAULT_LANG", "en").strip() or "en",
            dev_guild_id=int(guild) if guild else None,
            reminder_after_hours=_float("PLANSZA_REMINDER_AFTER_HOURS", 12.0),
            reminder_repeat_hours=_float("PLANSZA_REMINDER_REPEAT_HOURS", 24.0),
            reminder_max=_int("PLANSZA_REMINDER_MAX", 3),
            reminder_check_seconds=_float("PLANSZA_REMINDER_CHECK_SECONDS", 60.0),
            outbox_check_seconds=_float("PLANSZA_OUTBOX_CHECK_SECONDS", 5.0),
            outbox_lease_seconds=_float("PLANSZA_OUTBOX_LEASE_SECONDS", 20.0),
            turn_deadline_hours=_float("PLANSZA_TURN_DEADLINE_HOURS", 72.0),
            live_tables_base=_int("PLANSZA_LIVE_TABLES_BASE", 3),
            create_cooldown_seconds=_float("PLANSZA_CREATE_COOLDOWN_SECONDS", 30.0),
            rate_burst=_int("PLANSZA_RATE_BURST", 15),
            rate_per_second=_float("PLANSZA_RATE_PER_SECOND", 1.0),
            log_level=os.environ.get("PLANSZA_LOG_LEVEL", "INFO").strip() or "INFO",
            console_image_dir=os.environ.get("PLANSZA_CONSOLE_IMAGE_DIR", "out").strip() or "out",
            api_base=os.environ.get("PLANSZA_DISCORD_API_BASE", "").strip().rstrip("/") or DISCORD_API_BASE,
            gateway_url=os.environ.get("PLANSZA_DISCORD_GATEWAY_URL", "").strip(),
            backup_dir=os.environ.get("PLANSZA_BACKUP_DIR", "").strip(),
            backup_every_hours=_float("PLANSZA_BACKUP_EVERY_HOURS", 24.0),
            backup_keep=_int("PLANSZA_BACKUP_KEEP", 7),
            idle_warn_days=_float("PLANSZA_IDLE_WARN_DAYS", 53.0),
            idle_close_days=_float("PLANSZA_IDLE_CLOSE_DAYS", 60.0),
            retention_days=_float("PLANSZA_RETENTION_DAYS", 0.0),
            computer_level=_level(os.environ.get("PLANSZA_COMPUTER_LEVEL", "")),
            ai_workers=_int("PLANSZA_AI_WORKERS", 1),
            timer_lease_seconds=_float("PLANSZA_TIMER_LEASE_SECONDS", 120.0),
            shards=parse_shards(os.environ.get("PLANSZA_SHARDS", "")),
            shard_count=_int("PLANSZA_SHARD_COUNT", 0) or None,
            render_workers=_int("PLANSZA_RENDER_WORKERS", 0),
            metrics_port=_int("PLANSZA_METRICS_PORT", 0),
            metrics_host=os.environ.get("PLANSZA_METRICS_HOST", "127.0.0.1").strip() or "127.0.0.1",
            log_format=os.environ.get("PLANSZA_LOG_FORMAT", "text").strip().lower() or "text",
            web_url=os.environ.get("PLANSZA_WEB_URL", "").strip().rstrip("/"),
            web_port=_int("PLANSZA_WEB_PORT", 8080),
            web_host=os.environ.get("PLANSZA_WEB_HOST", "127.0.0.1").strip() or "127.0.0.1",
            web_link_days=_float("PLANSZA_WEB_LINK_DAYS", 30.0),
        )

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
