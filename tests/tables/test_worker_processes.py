"""Worker processes die with their parent (bot.tables.worker_watch): a process holding a picture pool and a
computer-player pool is killed with SIGKILL, and every worker it started ends within seconds; so does every child
of the bot started through its real entry point (``python -m bot``, against the Discord stand-in) while a computer
seat thinks. Before the watchdog, such workers lived on as orphans holding hundreds of megabytes."""
from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from bot.tables.worker_watch import EXIT_CODE
from tests.fake_discord import FakeDiscord
from tests.support import processes

ROOT = Path(__file__).resolve().parents[2]
GONE_SECONDS = 5.0  # the watchdog needs well under a second; the rest is slack for a busy machine

pytestmark = pytest.mark.skipif(not processes.available(), reason="needs Linux's /proc")

PARENT = """
import asyncio, os, sys, time
from bot.tables.computer import ComputerPlayers
from bot.tables.render_pool import RenderPool
from games import registry
from games.ai.levels import Level

pictures = RenderPool(2).start()
players = ComputerPlayers(1, timed=False, levels={"easy": Level("easy", iterations=6, seconds=1.0, rollout_depth=4)})
game = registry.get("dragons")
state = game.setup(2, {}, 3)
seat = min(game.actors(state))
move = asyncio.run(players.decide(game, state, seat, "easy", 1))
assert game.is_legal(state, seat, move)
print("WORKERS", *pictures._pool._processes, *players._pool._processes, flush=True)
time.sleep(300)
"""


def test_workers_of_both_pools_end_when_their_parent_is_killed():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    parent = subprocess.Popen([sys.executable, "-c", PARENT], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    try:
        line = parent.stdout.readline()  # bounded: the script prints it or dies (EOF)
        assert line.startswith("WORKERS"), parent.stderr.read() if parent.poll() is not None else line
        pids = [int(p) for p in line.split()[1:]]
        workers = [processes.identity(pid) for pid in pids]
        assert len(workers) == 3 and None not in workers
        assert set(workers) <= set(processes.descendants(parent.pid))  # its children, alive
    finally:
        parent.kill()
        parent.wait(timeout=10)
        parent.stdout.close()
        parent.stderr.close()
    assert processes.wait_gone(workers, GONE_SECONDS) == []


@pytest.mark.parametrize("signal_", ["sentinel", "ppid"])
def test_each_signal_of_the_watchdog_ends_the_worker_alone(signal_):
    """The pipe's end closed (the parent pid still right), or the parent pid changed (the pipe still open)."""
    script = ("import os; from bot.tables import worker_watch as w; r, wr = os.pipe()\n"
              + ("os.close(wr); w._watch(r, os.getppid())" if signal_ == "sentinel" else "w._watch(r, -1)"))
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == EXIT_CODE, done.stderr


async def test_no_child_of_a_killed_bot_process_survives(tmp_path):
    fake = await FakeDiscord(heartbeat_interval=0.5).start()
    guild = fake.add_guild()
    channel = fake.add_text_channel(guild, "planszowki")
    alice = fake.add_user("alice")
    fake.add_member(guild, alice)
    env = {**os.environ, **fake.env(), "PLANSZA_DB_PATH": str(tmp_path / "bot.sqlite3"),
           "PLANSZA_DEV_GUILD_ID": str(guild), "PLANSZA_RENDER_WORKERS": "2", "PLANSZA_AI_WORKERS": "1",
           "PLANSZA_COMPUTER_LEVEL": "hard", "PYTHONUNBUFFERED": "1"}
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", cwd=ROOT, env=env,
                                                stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL)
    children: list[processes.Identity] = []
    try:
        await fake.wait_for(lambda: fake.ready_sent and str(guild) in fake.commands, timeout=60)
        for cmd, options in (("create", {"game": "dragons", "options": "bots=1"}), ("start", None),
                             ("replace", {"seat": 1})):  # her own seat to the computer: computers only, thinking
            done = await fake.slash(cmd, user=alice, channel=channel, options=options)
            await fake.wait_for(lambda done=done: done.acknowledged, timeout=30)

        def workers():
            return [who for who in processes.descendants(proc.pid) if processes.is_worker(who[0])]

        for _ in range(600):  # the computer's worker starts with its first thought (polled, at most a minute)
            if len(workers()) >= 3 or proc.returncode is not None:
                break
            await asyncio.sleep(0.1)
        children = processes.descendants(proc.pid)  # the workers and multiprocessing's resource tracker
        assert len(workers()) == 3, [processes.cmdline(pid) for pid, _ in children]
    finally:
        if proc.returncode is None:
            proc.kill()
        await proc.wait()
        await fake.stop()
    assert proc.returncode == -signal.SIGKILL
    left = await asyncio.to_thread(processes.wait_gone, children, GONE_SECONDS)
    assert left == [], [processes.cmdline(pid) for pid, _ in left]
