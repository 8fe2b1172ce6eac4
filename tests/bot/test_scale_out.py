"""Beyond one process (issue 17): shard options, pictures drawn in worker processes, structured logs and the
Prometheus endpoint."""
from __future__ import annotations

import io
import json
import logging
import os
import signal
import socket
import urllib.request

import pytest

from bot import main as bot_main
from bot import observability
from bot.discord_app.client import PlanszaBot, ShardedPlanszaBot, build_bot
from bot.settings import Settings, parse_shards
from bot.store import Seat, TableRow
from bot.tables import present
from bot.tables.render_pool import RenderPool
from games import registry


def test_shard_lists_and_their_checks():
    assert parse_shards("0-3") == [0, 1, 2, 3]
    assert parse_shards("0,2, 5") == [0, 2, 5]
    assert parse_shards("0-1,6") == [0, 1, 6]
    assert parse_shards("") is None
    for bad in ("a", "3-1", "-2"):
        with pytest.raises(SystemExit):
            parse_shards(bad)
    settings = bot_main.parse_args(["--shards", "0-3", "--shard-count", "8"], Settings(token="t"))
    assert bot_main.sharding(settings) == {"shard_count": 8, "shard_ids": [0, 1, 2, 3]}
    assert bot_main.sharding(Settings(token="t")) == {}
    with pytest.raises(SystemExit):
        bot_main.parse_args(["--shards", "0-3"], Settings(token="t"))        # the count is needed
    with pytest.raises(SystemExit):
        bot_main.parse_args(["--shards", "7-8", "--shard-count", "8"], Settings(token="t"))


def test_a_sharded_bot_runs_its_own_shards(service):
    settings = Settings(token="t")
    bot = build_bot(settings, service, shard_count=8, shard_ids=[2, 3])
    assert isinstance(bot, ShardedPlanszaBot) and (bot.shard_count, bot.shard_ids) == (8, [2, 3])
    assert type(build_bot(settings, service)) is PlanszaBot
    # Discord's routing: a server's events go to (id >> 22) % count, DMs to shard 0
    assert observability.shard_of(5 << 22, 8) == 5 and observability.shard_of(None, 8) == 0


def _row(game_id: str, players: int) -> TableRow:
    return TableRow(id=1, guild_id="g", channel_id="c", game=game_id, options={}, owner_id="u0", lang="pl",
                    status="active", seed=7, version=1, actors=[0], created_at=0.0, updated_at=0.0,
                    seats=[Seat(i, f"u{i}", f"Gracz {i}") for i in range(players)])


async def test_pictures_drawn_by_workers_are_the_pictures_drawn_here():
    pool = RenderPool(2).start()
    try:
        for game_id in ("dragons", "simurgh"):
            game = registry.get(game_id)
            row = _row(game_id, game.min_players if game.min_players > 1 else 2)
            state = game.setup(len(row.seats), {}, 7)
            here = present.public_png(row, state)
            present.use_render_pool(pool)
            try:
                there = await present.public_png_async(row, state)
                private = await present.private_png_async(row, state, 0)
            finally:
                present.use_render_pool(None)
            assert there == here and there[:4] == b"\x89PNG"
            assert private == present.private_png(row, state, 0)
    finally:
        pool.close()


async def test_a_killed_render_worker_costs_no_picture():
    pool = RenderPool(1).start()
    try:
        game = registry.get("dragons")
        row = _row("dragons", 2)
        view = game.view(game.setup(2, {}, 3), None)
        for pid in list(pool._pool._processes):
            os.kill(pid, signal.SIGKILL)
        png = await pool.draw("table", "dragons", view, row.names, "en")
        assert png[:4] == b"\x89PNG"                               # drawn in a thread meanwhile
        assert await pool.draw("table", "dragons", view, row.names, "en") == png  # and by a new pool again
    finally:
        pool.close()


def test_structured_logs_name_their_table_and_shard():
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.addFilter(observability.ContextFilter())
    handler.setFormatter(observability.JsonFormatter())
    log = logging.getLogger("plansza.test-json")
    log.addHandler(handler)
    log.propagate = False
    table, shard = observability.table_id.set(42), observability.shard_id.set(3)
    try:
        log.warning("slow move %s", "x")
    finally:
        observability.table_id.reset(table)
        observability.shard_id.reset(shard)
        log.removeHandler(handler)
    line = json.loads(stream.getvalue())
    assert (line["message"], line["table_id"], line["shard_id"], line["level"]) == ("slow move x", 42, 3, "WARNING")
    assert observability.redact("postgresql://bot:s3cret@db:5432/plansza") == "postgresql://bot:***@db:5432/plansza"
    assert observability.redact("plansza.sqlite3") == "plansza.sqlite3"


def test_the_metrics_endpoint_serves_the_operators_figures():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    observability.serve_metrics("127.0.0.1", port)
    observability.COMMAND_SECONDS.labels(kind="command").observe(0.02)
    observability.OPEN_TABLES.labels(status="active").set(5)
    text = urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5).read().decode()
    for name in ("plansza_command_seconds_bucket", "plansza_render_seconds", "plansza_queue_depth",
                 'plansza_open_tables{status="active"} 5.0', "plansza_moves_total", "plansza_timers_fired_total"):
        assert name in text, name


def test_every_setting_is_documented_in_the_env_example():
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    declared = (root / "bot/tables/environment.py").read_text()
    read = set(re.findall(r'"((?:PLANSZA|DISCORD|DATABASE)_[A-Z_]+)"', declared))
    documented = set(re.findall(r"^#?\s*([A-Z_]+)=", (root / ".env.example").read_text(), re.M))
    assert read and read <= documented, sorted(read - documented)


def test_an_unreachable_postgresql_is_told_plainly(monkeypatch, capsys):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # nothing listens there
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.setenv("DATABASE_URL", f"postgresql://bot:s3cret@127.0.0.1:{port}/plansza")
    monkeypatch.setenv("PLANSZA_DEFAULT_LANG", "en")
    assert bot_main.main([]) == 6
    err = capsys.readouterr().err
    assert "cannot be reached" in err and "s3cret" not in err and "bot:***@" in err
