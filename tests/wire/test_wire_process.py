"""The bot as a separate process, started through its real entry point (``python -m bot``), configured only by
environment variables: the token, the database path, and the API and gateway addresses (which default to Discord's)
pointed at the fake Discord. It logs in, syncs its commands to the dev guild, and plays a game start end to end."""
from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

import pytest

from tests.fake_discord import FakeDiscord

ROOT = Path(__file__).resolve().parents[2]
PNG = b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM])
async def test_the_real_entry_point_talks_to_the_configured_discord(tmp_path, stop):
    """Ctrl-C (SIGINT) and ``docker stop`` (SIGTERM) both close the bot in order: Discord, the workers, the store,
    then the event loop, with exit code 0 (bot.main._leave_on_signals)."""
    fake = await FakeDiscord(heartbeat_interval=0.5).start()
    guild = fake.add_guild()
    channel = fake.add_text_channel(guild, "planszowki")
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    for u in (alice, bob):
        fake.add_member(guild, u)
    env = {**os.environ, **fake.env(), "PLANSZA_DB_PATH": str(tmp_path / "bot.sqlite3"),
           "PLANSZA_DEV_GUILD_ID": str(guild), "PLANSZA_LOG_LEVEL": "INFO", "PYTHONUNBUFFERED": "1"}
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", cwd=ROOT, env=env,
                                                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)

    async def exited():  # a bot that dies wakes the waits up at once
        await proc.wait()
        await fake.changed()

    watcher = asyncio.create_task(exited())
    try:
        await fake.wait_for(lambda: (fake.ready_sent and str(guild) in fake.commands) or proc.returncode is not None,
                            timeout=60)
        assert proc.returncode is None, "the bot exited"
        assert fake.ready_sent == 1 and fake.requests[0].path == "/users/@me"
        assert "play" in {c["name"] for c in fake.commands[str(guild)]}  # synced to the dev guild
        for cmd, user in (("create", alice), ("join", bob), ("start", alice)):
            options = {"game": "dragons"} if cmd == "create" else None
            done = await fake.slash(cmd, user=user, channel=channel, options=options)
            await fake.wait_for(lambda done=done: done.acknowledged, timeout=30)

        def table_picture():
            return [m for m in fake.channel_messages(channel, public_only=True)
                    if any(a["filename"] == "table.png" for a in m["attachments"])]

        await fake.wait_for(table_picture, timeout=30)
        png = fake.file_of(table_picture()[-1]["attachments"][0])
        assert png.startswith(PNG) and len(png) > 1000
        await fake.settle()
    finally:
        if proc.returncode is None:
            proc.send_signal(stop)  # the entry point handles Ctrl-C and SIGTERM and exits cleanly
            try:
                await asyncio.wait_for(proc.wait(), 20)
            except TimeoutError:
                proc.kill()
                await proc.wait()
        await watcher
        output = (await proc.stdout.read()).decode(errors="replace")
        await fake.stop()
    assert "Traceback" not in output, output[-3000:]
    assert proc.returncode == 0, output[-3000:]
    steps = [f"leaving: {stop.name}", "leaving: Discord closed", "leaving: workers ended", "leaving: store closed",
             "leaving: the event loop is closed"]
    assert [output.index(step) for step in steps] == sorted(output.index(step) for step in steps), output[-3000:]
    assert not fake.errors, fake.errors
