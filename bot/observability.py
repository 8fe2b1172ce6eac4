"""What an operator sees of a running bot: structured logs (each line carries the table and shard it concerns) and
Prometheus metrics (``prometheus_client``, the maintained client library) on ``PLANSZA_METRICS_PORT``: command
latency, render time, queue depths, open tables, moves and timers fired."""
from __future__ import annotations

import contextlib
import contextvars
import json
import logging
import time
from urllib.parse import urlsplit, urlunsplit

from prometheus_client import Counter, Gauge, Histogram, start_http_server

table_id: contextvars.ContextVar[int | None] = contextvars.ContextVar("plansza_table_id", default=None)
shard_id: contextvars.ContextVar[int | None] = contextvars.ContextVar("plansza_shard_id", default=None)

_LATENCY = (0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
COMMAND_SECONDS = Histogram("plansza_command_seconds", "Time to handle a slash command or a press, by kind",
                            ["kind"], buckets=_LATENCY)
RENDER_SECONDS = Histogram("plansza_render_seconds", "Time to draw and encode a picture (PNG), by kind",
                           ["kind"], buckets=_LATENCY)
QUEUE_DEPTH = Gauge("plansza_queue_depth", "Work waiting: pictures for a render worker, tasks for a table lock",
                    ["queue"])
OPEN_TABLES = Gauge("plansza_open_tables", "Tables in the database by status (lobby, active)", ["status"])
MOVES = Counter("plansza_moves_total", "Moves committed by this process, by game", ["game"])
TIMERS = Counter("plansza_timers_fired_total", "Reminders, deadlines and windows this process fired, by kind",
                 ["kind"])


class ContextFilter(logging.Filter):
    """Puts the current table and shard (context variables of the task handling them) on every record."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.table_id = getattr(record, "table_id", None) or table_id.get()
        shard = getattr(record, "shard_id", None)
        record.shard_id = shard_id.get() if shard is None else shard
        return True


class JsonFormatter(logging.Formatter):
    """One JSON object per line, for a log collector (PLANSZA_LOG_FORMAT=json)."""

    def format(self, record: logging.LogRecord) -> str:
        out = {"time": round(record.created, 3), "level": record.levelname, "logger": record.name,
               "message": record.getMessage(), "table_id": getattr(record, "table_id", None),
               "shard_id": getattr(record, "shard_id", None)}
        if record.exc_info:
            out["exception"] = self.formatException(record.exc_info)
        return json.dumps(out, ensure_ascii=False)


TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s [table=%(table_id)s shard=%(shard_id)s]: %(message)s"


class _Handler(logging.StreamHandler):
    """The handler :func:`setup_logging` puts on the root logger (``plansza``: how it knows its own)."""

    plansza = True


def setup_logging(settings) -> None:
    """Our handler on the root logger (replacing one set up before by this function, and nothing else)."""
    handler = _Handler()
    handler.addFilter(ContextFilter())
    handler.setFormatter(JsonFormatter() if settings.log_format == "json" else logging.Formatter(TEXT_FORMAT))
    root = logging.getLogger()
    root.handlers[:] = [h for h in root.handlers if not getattr(h, "plansza", False)] + [handler]
    root.setLevel(getattr(logging, settings.log_level.upper(), logging.INFO))


def serve_metrics(host: str, port: int) -> None:
    """The ``/metrics`` endpoint, in a thread of its own (prometheus_client's server)."""
    start_http_server(port, addr=host)


@contextlib.contextmanager
def timed(histogram: Histogram, **labels):
    started = time.perf_counter()
    try:
        yield
    finally:
        histogram.labels(**labels).observe(time.perf_counter() - started)


@contextlib.contextmanager
def waiting(queue: str):
    """Counts a task in ``queue`` for as long as the block runs."""
    gauge = QUEUE_DEPTH.labels(queue=queue)
    gauge.inc()
    try:
        yield
    finally:
        gauge.dec()


def shard_of(guild_id: int | None, shard_count: int | None) -> int:
    """Discord's routing: a server's events go to shard (id >> 22) % count; DMs to shard 0."""
    if not guild_id or not shard_count:
        return 0
    return (int(guild_id) >> 22) % shard_count


def redact(target: str) -> str:
    """A database target fit for a log or a message: a URL's password is hidden."""
    if "://" not in target:
        return target
    parts = urlsplit(target)
    if parts.password is None:
        return target
    netloc = f"{parts.username}:***@{parts.hostname}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit(parts._replace(netloc=netloc))
