"""Every setting the bot reads from the environment (and ``.env``), declared once: its variable, type, default and
doc. ``bot.settings`` reads and checks them (a bad value is refused with one line naming it), the table service's
config (``bot.tables.config``) takes its defaults from here, and ``.env.example`` is generated from this table
(``python -m bot.settings > .env.example``; a test keeps the committed file equal to it).

Why here and not in ``bot/settings.py``: the service's config needs the defaults, and ``bot.tables`` may import only
its own wing, the store and ``bot.observability`` (``tests/core/test_architecture.py``); ``bot.settings`` imports
``bot.tables``, so the reverse arrow would also close a circle. This module is plain data, importing nothing of
``bot``, so every wing may read it.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

#: the types a setting may have; how each is read is :func:`bot.settings.read`
TYPES = ("text", "url", "postgres", "int", "float", "choice", "shards")

#: Discord's REST API (discord.py 2.7's own default)
DISCORD_API_BASE = "https://discord.com/api/v10"


def _levels() -> tuple[str, ...]:
    from games.ai import LEVELS  # the computer's levels are the games' own (read only when a level is checked)

    return tuple(LEVELS)


def _languages() -> tuple[str, ...]:
    from games.core import i18n

    return tuple(i18n.LANGS)


@dataclass(frozen=True)
class Setting:
    name: str                # the environment variable
    type: str                # one of TYPES: text; url (a trailing / dropped); postgres (a postgresql:// address or
    #                          empty); int; float (finite); choice (one of ``choices``, any case); shards (0-3,5)
    default: object          # the value when the variable is unset or empty
    doc: str                 # what it does, one paragraph (``.env.example`` wraps it)
    field: str = ""          # the attribute of bot.settings.Settings; "" = the name without PLANSZA_, in lower case
    low: float | None = None   # the least value a number may take
    high: float | None = None  # the greatest
    choices: tuple[str, ...] | Callable[[], tuple[str, ...]] = ()
    refusal: str = ""        # a message key of its own for a refused value ("" = the type's)

    @property
    def attr(self) -> str:
        return self.field or self.name.removeprefix("PLANSZA_").lower()

    def options(self) -> tuple[str, ...]:
        return self.choices() if callable(self.choices) else self.choices

    def example(self) -> str:
        """The default as ``.env.example`` writes it (12.0 -> 12, None -> empty)."""
        if self.default is None:
            return ""
        if isinstance(self.default, float):
            return f"{self.default:g}"
        return str(self.default)


S = Setting
SETTINGS: tuple[Setting, ...] = (
    S("DISCORD_TOKEN", "text", "", "The bot token from the Discord Developer Portal (Application -> Bot -> Reset "
      "Token). Required to run on Discord.", field="token"),
    S("PLANSZA_DB_PATH", "text", "plansza.sqlite3", "SQLite database file (created on first start, WAL mode). One "
      "file holds every table, move log and reminder."),
    S("DATABASE_URL", "postgres", "", "PostgreSQL instead of the SQLite file, when one process is not enough "
      "(docs/scale-out.md): several bot processes share it, e.g. postgresql://plansza:secret@localhost:5432/plansza. "
      "Empty: the SQLite file above. Move the file's data over with plansza-migrate first.",
      refusal="bot-setting-database-url"),
    S("PLANSZA_DEFAULT_LANG", "choice", "en", "Language (pl or en) of the console adapter and of start-up messages. "
      "On Discord each table speaks its creator's Discord language, or the one chosen with /create; each reply to a "
      "person follows their own client.", choices=_languages),
    S("PLANSZA_DEV_GUILD_ID", "int", None, "Optional: a server (guild) id to sync slash commands to instantly while "
      "developing. Leave empty in production: commands are then synced globally (Discord may take up to an hour to "
      "show changes).", low=0),
    S("PLANSZA_REMINDER_AFTER_HOURS", "float", 12.0, "Idle-turn reminders (the defaults of a player who has not "
      "chosen their own with /settings): the first this many hours after the player's turn began...", low=0),
    S("PLANSZA_REMINDER_REPEAT_HOURS", "float", 24.0, "...then one every this many hours...", low=0),
    S("PLANSZA_REMINDER_MAX", "int", 3, "...at most this many times per turn.", low=0),
    S("PLANSZA_TURN_DEADLINE_HOURS", "float", 72.0, "A new table's turn deadline in hours (its deadline option "
      "overrides it; 0 = no deadline).", low=0),
    S("PLANSZA_REMINDER_CHECK_SECONDS", "float", 60.0, "How often the bot looks for due reminders, deadlines, votes "
      "and the computer's turns (seconds).", low=0),
    S("PLANSZA_OUTBOX_CHECK_SECONDS", "float", 5.0, "How often (seconds) messages a move owes but that were not "
      "delivered yet are tried again (a rate limit, a Discord error, a restart after a crash): every post, ping and "
      "DM is kept in the outbox until Discord took it.", low=0),
    S("PLANSZA_OUTBOX_LEASE_SECONDS", "float", 20.0, "Seconds after which messages a process was delivering when it "
      "died are sent again by another (or the restarted) one; keep it well inside the few minutes Discord keeps a "
      "message's nonce, so that the resend stays one message.", low=0),
    S("PLANSZA_LIVE_TABLES_BASE", "int", 3, "Abuse limits per user: live tables at most (finished games + this "
      "many)...", low=0),
    S("PLANSZA_CREATE_COOLDOWN_SECONDS", "float", 30.0, "...and one new table per this many seconds (0 = no "
      "cooldown).", low=0),
    S("PLANSZA_RATE_BURST", "int", 15, "Commands and button presses per user: this many at once...", low=0),
    S("PLANSZA_RATE_PER_SECOND", "float", 1.0, "...then this many per second (0 = no limit).", low=0),
    S("PLANSZA_LOG_LEVEL", "choice", "INFO", "Logging level: DEBUG, INFO, WARNING, ERROR or CRITICAL.",
      choices=("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")),
    S("PLANSZA_CONSOLE_IMAGE_DIR", "text", "out", "Folder where the console adapter (python -m bot.console) writes "
      "table images."),
    S("PLANSZA_DISCORD_API_BASE", "url", DISCORD_API_BASE, "Where the bot reaches Discord's REST API (interaction "
      "callbacks, webhooks and, on the same host, /cdn for images go through it). Keep the default (or leave it "
      "empty) for the real Discord; tests point it at a local fake server.", field="api_base"),
    S("PLANSZA_DISCORD_GATEWAY_URL", "text", "", "The gateway websocket URL. Empty: Discord's "
      "(wss://gateway.discord.gg/); tests point it at a local fake server.", field="gateway_url"),
    S("PLANSZA_BACKUP_DIR", "text", "", "Scheduled backups (SQLite's online backup API) go to this folder; empty = "
      "none. plansza-backup PATH takes one by hand; plansza-restore COPY verifies and restores."),
    S("PLANSZA_BACKUP_EVERY_HOURS", "float", 24.0, "A scheduled copy every this many hours...", low=0),
    S("PLANSZA_BACKUP_KEEP", "int", 7, "...and the newest this many are kept.", low=1),
    S("PLANSZA_VERIFY", "choice", "report", "At start, every game in play is replayed under the installed code "
      "(plansza-verify): report logs each table that does not replay; pause also pauses it with a line to its "
      "players; off skips the check.", choices=("report", "pause", "off")),
    S("PLANSZA_IDLE_WARN_DAYS", "float", 53.0, "Tables nobody moves at (not paused ones) are warned after this many "
      "days...", low=0),
    S("PLANSZA_IDLE_CLOSE_DAYS", "float", 60.0, "...and closed after this many (kept in the history; 0 = never "
      "closed).", low=0),
    S("PLANSZA_RETENTION_DAYS", "float", 0.0, "Retention (PRIVACY.md): the players of finished and abandoned games "
      "older than this many days are anonymised (\"Gracz 1\", \"Player 2\"...; the moves, results and replays "
      "stay). 0 = kept for ever.", low=0),
    S("PLANSZA_COMPUTER_LEVEL", "choice", "normal", "Computer players: the level of a seat handed to the computer "
      "during a game (easy, normal or hard; seats filled at creation or in the lobby carry their own level).",
      choices=_levels, refusal="bot-setting-computer-level"),
    S("PLANSZA_AI_WORKERS", "int", 1, "How many worker processes the computer players think in.", low=0),
    S("PLANSZA_SHARDS", "shards", None, "Beyond one process (docs/scale-out.md). Discord shards: this process runs "
      "these (e.g. 0-3, or 0,2; --shards on the command line wins). Empty: one connection, no sharding. Needs "
      "DATABASE_URL for more than one process."),
    S("PLANSZA_SHARD_COUNT", "int", None, "How many shards the bot has in all (--shard-count wins; empty or 0: no "
      "sharding).", low=0),
    S("PLANSZA_RENDER_WORKERS", "int", 0, "Processes that draw the pictures (0 = one per core).", low=0),
    S("PLANSZA_TIMER_LEASE_SECONDS", "float", 120.0, "A due reminder or deadline is claimed by one process for this "
      "many seconds while it posts it; if that process dies, another posts it after this long (Discord keeps one "
      "message of the two: they share a nonce).", low=0),
    S("PLANSZA_METRICS_PORT", "int", 0, "Prometheus metrics on http://HOST:PORT/metrics (0 = off): command latency, "
      "render time, queue depth, open tables, moves and timers. --metrics-port on the command line wins.",
      low=0, high=65535),
    S("PLANSZA_METRICS_HOST", "text", "127.0.0.1", "The host the metrics endpoint listens on."),
    S("PLANSZA_LOG_FORMAT", "choice", "text", "Logs: text, or json (one object per line with table_id and shard_id "
      "fields).", choices=("text", "json")),
    S("PLANSZA_WEB_URL", "url", "", "The web table (README, \"The web table\"; docs/web-table.md): each table in a "
      "browser too, through personal signed links (/table web). This is the public address your reverse proxy "
      "(nginx, Caddy) serves it at, e.g. https://plansza.example.org; empty = no web table."),
    S("PLANSZA_WEB_HOST", "text", "127.0.0.1", "The bot's web table listens on this host (the proxy forwards to "
      "it)..."),
    S("PLANSZA_WEB_PORT", "int", 8080, "...and this port.", low=0, high=65535),
    S("PLANSZA_WEB_LINK_DAYS", "float", 30.0, "Days a link works (until then, whoever holds a player's link sees "
      "what that player sees; /table web:revoke voids all of a player's links at once).", low=0),
    S("PLANSZA_ACTIVITY_CLIENT_ID", "text", "", "The table inside Discord (README, \"The table as a Discord "
      "Activity\"): the application's id (Developer Portal -> General Information -> Application ID)...",
      field="activity_client_id"),
    S("PLANSZA_ACTIVITY_CLIENT_SECRET", "text", "", "...and its OAuth2 client secret (OAuth2 -> Client Secret), with "
      "which the bot exchanges the Activity's sign-in code. Both set, with PLANSZA_WEB_URL: each turn card gets an "
      "Open here button, and the app's Entry Point command opens the table in Discord. Empty: no Activity.",
      field="activity_client_secret"),
)
del S

BY_NAME: dict[str, Setting] = {s.name: s for s in SETTINGS}


def default(name: str):
    """The declared default of the variable ``name``."""
    return BY_NAME[name].default


def default_int(name: str) -> int:
    """The declared default of the ``int`` variable ``name`` (an int setting always declares one)."""
    value = BY_NAME[name].default
    if not isinstance(value, int):
        raise TypeError(f"{name}: the default {value!r} is not an int")
    return value


def default_number(name: str) -> float:
    """The declared default of the number variable ``name`` (an int or a float, as declared)."""
    value = BY_NAME[name].default
    if not isinstance(value, int | float):
        raise TypeError(f"{name}: the default {value!r} is not a number")
    return value


def default_text(name: str) -> str:
    """The declared default of the text (or choice) variable ``name``."""
    value = BY_NAME[name].default
    if not isinstance(value, str):
        raise TypeError(f"{name}: the default {value!r} is not a text")
    return value
