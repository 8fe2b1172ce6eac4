"""``plansza-console --web`` (issue 54, item 4), as a process: with its input piped (a script someone feeds it) it
serves the table's pages while the pipe is open, keeps them open after the pipe ends until Ctrl-C, and leaves in
order; a taken port is a localized line and exit code 9 (the bot's), never a traceback."""
from __future__ import annotations

import asyncio
import os
import re
import signal
import socket
import sys
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parents[2]


async def _console(*args: str, env: dict | None = None) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot.console", "--db", ":memory:", "--no-images", "--lang", "en", *args, cwd=ROOT,
        env={**os.environ, "PYTHONUNBUFFERED": "1", **(env or {})}, stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)


async def _line_with(proc: asyncio.subprocess.Process, pattern: str, seen: list[str]) -> re.Match:
    assert proc.stdout is not None
    while True:
        raw = await asyncio.wait_for(proc.stdout.readline(), timeout=60)
        assert raw, "the console ended early:\n" + "".join(seen)
        seen.append(raw.decode())
        found = re.search(pattern, seen[-1])
        if found:
            return found


async def test_piped_input_serves_the_pages_and_keeps_them_open_after_it_ends():
    proc = await _console("--web")
    seen: list[str] = []
    try:
        assert proc.stdin is not None
        await _line_with(proc, r"The web table is at (http://127\.0\.0\.1:\d+)", seen)
        proc.stdin.write(b"ala create dragons\nbob join\nala start\n")
        await proc.stdin.drain()
        link = (await _line_with(proc, r"ala: (http://\S+)", seen)).group(1)
        async with aiohttp.ClientSession() as http:
            async with http.get(link) as page:  # the pipe is still open: the page is served meanwhile
                assert page.status == 200 and "<html" in (await page.text()).lower()
            proc.stdin.close()  # the input ends; the table stays open
            await _line_with(proc, r"The input has ended; the table stays open in the browser at http://", seen)
            async with http.get(link) as again:
                assert again.status == 200
        proc.send_signal(signal.SIGINT)  # Ctrl-C
        out, _ = await asyncio.wait_for(proc.communicate(), timeout=30)
        text = "".join(seen) + out.decode()
        assert proc.returncode == 0, text
        assert "Traceback" not in text, text
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()


async def test_a_script_that_says_quit_leaves_at_once():
    proc = await _console("--web")
    out, _ = await asyncio.wait_for(proc.communicate(b"ala create dragons\nquit\n"), timeout=60)
    assert proc.returncode == 0 and "The input has ended" not in out.decode(), out.decode()


async def test_a_taken_port_is_a_line_and_an_exit_code():
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    try:
        for lang, words in (("en", "The web table cannot listen on 127.0.0.1:"),
                            ("pl", "Stół w przeglądarce nie może nasłuchiwać pod 127.0.0.1:")):
            proc = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bot.console", "--db", ":memory:", "--no-images", "--lang", lang, "--web",
                cwd=ROOT, env={**os.environ, "PLANSZA_WEB_PORT": str(port)}, stdin=asyncio.subprocess.DEVNULL,
                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
            out = (await asyncio.wait_for(proc.communicate(), timeout=60))[0].decode()
            assert proc.returncode == 9, out
            assert f"{words}{port}" in out and "Traceback" not in out, out
    finally:
        taken.close()
