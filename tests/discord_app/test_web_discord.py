"""The web table from Discord and the console (issue 28, docs/web-table.md): ``/table web:`` gives the reader's own
link privately (a spectators' link to a reader who does not sit at the table), posts a spectators' link for everyone,
or voids the reader's links; the turn card's 🌐 answers the presser privately with their link; a bot without
``PLANSZA_WEB_URL`` says politely that it has none; ``plansza-console --web`` prints each seat's local link, and a
page opened from it is served while the prompt waits; ``bot.main`` starts the web table beside the bot and stops it.

Every link is opened with the web table's own :func:`bot.web.links.read_link`: the test holds what the link grants,
not what the message says about it.
"""
from __future__ import annotations

import io
import re
import socket
import urllib.request

import pytest

from bot import main as main_module
from bot.console import run as console_run
from bot.discord_app import app_emojis, notify
from bot.settings import Settings
from bot.tables import TableService
from bot.web.links import LinkRefused, read_link
from tests.discord_app.test_card_limits import test_every_card_of_a_random_game_fits_discord as every_card_fits
from tests.support.discord_helpers import custom_ids, is_card, shown

BASE = "https://plansza.example"
LINK = re.compile(r"(https?://[^\s<>)]+)/t/([A-Za-z0-9_\-.]+)")


@pytest.fixture
def settings(settings) -> Settings:
    """The conftest's settings with the web table on (a test that wants it off empties ``web_url``)."""
    settings.web_url = BASE
    settings.web_link_days = 30
    return settings


def _token(text: str, base: str = BASE) -> str:
    (found,) = LINK.findall(text)
    assert found[0] == base, text
    return found[1]


async def _game(world, service):
    """alice and bob at a running passgame table (bob reads Polish); the start's turn card."""
    ch = world.channel
    await world.alice.slash(ch, "create", game="passgame")
    await world.bob.slash(ch, "join")
    r = await world.alice.slash(ch, "start")
    (card,) = [m for m in r.followups if is_card(m)]
    row, _ = await service.table(str(ch.id))
    return row, card


async def test_my_link_opens_my_seat_in_my_language(world, service, locales):
    locales[world.bob.id] = "pl"
    row, _ = await _game(world, service)
    r = await world.alice.slash(world.channel, "table", web="link")
    assert r.ephemeral and r.response.flags.suppress_embeds  # Discord's crawler never opens it
    text = shown(r.response)
    assert "Your link to" in text and "your hand" in text and "revoke my links" in text and "<t:" in text
    link = await read_link(service, _token(text))
    assert (link.table_id, link.seat, link.user_id, link.lang) == (row.id, 0, str(world.alice.id), "en")
    assert link.expires - link.issued == 30 * 86400

    r = await world.bob.slash(world.channel, "table", web="link")
    text = shown(r.response)
    assert r.ephemeral and text.startswith("Twój link do gry") and "twoją rękę" in text and "Your" not in text
    link = await read_link(service, _token(text))
    assert (link.seat, link.user_id, link.lang) == (1, str(world.bob.id), "pl")

    r = await world.carol.slash(world.channel, "table", web="link")  # not at the table: the public view only
    assert r.ephemeral and "You do not sit at this table" in shown(r.response)
    link = await read_link(service, _token(shown(r.response)))
    assert link.seat is None and link.spectator and link.user_id == str(world.carol.id)


async def test_a_seated_player_posts_a_spectators_link_for_everyone(world, service, locales):
    row, _ = await _game(world, service)  # an English table
    locales[world.alice.id] = "pl"  # the post is in the table's language, not the poster's
    r = await world.alice.slash(world.channel, "table", web="spectator")
    post = r.response
    assert not r.ephemeral and post.flags.suppress_embeds and post.flags.suppress_notifications  # pings nobody
    assert not world.stored(post).ping_user_ids
    text = shown(post)
    assert "alice shares the table with spectators" in text and "no player's hand" in text
    link = await read_link(service, _token(text))
    assert (link.table_id, link.seat, link.user_id, link.lang) == (row.id, None, str(world.alice.id), "en")

    r = await world.carol.slash(world.channel, "table", web="spectator")  # nobody at the table: refused
    assert r.ephemeral and "Only a player seated at this table" in shown(r.response)
    assert LINK.findall(shown(r.response)) == []


async def test_revoke_voids_every_earlier_link(world, service, clock, locales):
    locales[world.bob.id] = "pl"
    await _game(world, service)
    ch = world.channel
    mine = _token(shown((await world.alice.slash(ch, "table", web="link")).response))
    posted = _token(shown((await world.alice.slash(ch, "table", web="spectator")).response))
    bobs = _token(shown((await world.bob.slash(ch, "table", web="link")).response))
    clock.advance(60)
    r = await world.alice.slash(ch, "table", web="revoke")
    assert r.ephemeral and "void now" in shown(r.response)
    for token in (mine, posted):  # her personal link and the spectators' link she posted
        with pytest.raises(LinkRefused) as refused:
            await read_link(service, token)
        assert refused.value.reason == "revoked"
    assert (await read_link(service, bobs)).seat == 1  # bob's links are his own
    fresh = _token(shown((await world.alice.slash(ch, "table", web="link")).response))  # the same second
    assert (await read_link(service, fresh)).seat == 0
    r = await world.bob.slash(ch, "table", web="revoke")
    assert r.ephemeral and shown(r.response).startswith("Wszystkie twoje dotychczasowe linki")


async def test_the_turn_cards_globe_answers_the_presser_privately(world, service, locales):
    locales[world.bob.id] = "pl"
    row, card = await _game(world, service)
    web = f"plansza:{row.id}:x:web:"
    assert web in custom_ids(card)
    before = len([m for m in world.channel.history() if not m.flags.ephemeral])
    r = await world.bob.click(card, custom_id=web)
    assert r.ephemeral and shown(r.response).startswith("Twój link do gry")
    link = await read_link(service, _token(shown(r.response)))
    assert (link.table_id, link.seat, link.user_id, link.lang) == (row.id, 1, str(world.bob.id), "pl")
    r = await world.carol.click(card, custom_id=web)  # a passer-by: the public view
    assert r.ephemeral and (await read_link(service, _token(shown(r.response)))).seat is None
    assert len([m for m in world.channel.history() if not m.flags.ephemeral]) == before  # nothing posted


async def test_without_a_web_url_the_bot_says_it_has_no_web_table(world, service, settings, locales):
    locales[world.bob.id] = "pl"
    row, card = await _game(world, service)  # a card drawn while the web table was on...
    settings.web_url = ""                     # ...and the bot restarted without it
    for choice in ("link", "spectator", "revoke"):
        r = await world.alice.slash(world.channel, "table", web=choice)
        assert r.ephemeral and shown(r.response) == "This bot has no web table: its operator has not turned it on."
    r = await world.bob.click(card, custom_id=f"plansza:{row.id}:x:web:")
    assert r.ephemeral and shown(r.response).startswith("Ten bot nie ma stołu w przeglądarce")
    _, legal = await service.legal_moves(str(world.channel.id), str(world.alice.id))
    r = await world.alice.slash(world.channel, "play", move=legal[0].id)  # the next card offers no 🌐
    (card,) = [m for m in r.followups if is_card(m)]
    assert not [c for c in custom_ids(card) if ":x:web:" in c] and any(":x:since:" in c for c in custom_ids(card))


async def test_cards_with_the_globe_still_fit_discord(tmp_path, clock, monkeypatch):
    """The 🌐 joins the card's controls only where they have room (tests/discord_app/test_card_limits.py, with it
    on)."""
    drawn = notify.post_outcome

    async def with_web(*args, **kwargs):
        return await drawn(*args, **{**kwargs, "web": True})

    monkeypatch.setattr(notify, "post_outcome", with_web)
    monkeypatch.setattr(app_emojis, "_known", {})  # no application emojis here (an earlier bot's ids mean nothing)
    await every_card_fits(tmp_path, clock, monkeypatch, "bunny_kingdom", "pl")


# ---- the console ----------------------------------------------------------------------------------------------------
CONSOLE_GAME = """\
alice create dragons first=1
bob join
alice start
web
quit
"""


async def _console(tmp_path, argv, stdin: str) -> tuple[int, str]:
    out = io.StringIO()
    settings = Settings(db_path=str(tmp_path / "console.sqlite3"), create_cooldown_seconds=0)
    code = await console_run(["--no-images", *argv], stdin=io.StringIO(stdin), stdout=out, settings=settings)
    return code, out.getvalue()


async def test_console_web_prints_each_seats_local_link(tmp_path, monkeypatch):
    monkeypatch.delenv("PLANSZA_WEB_PORT", raising=False)  # a free port
    code, out = await _console(tmp_path, ["--web"], CONSOLE_GAME)
    assert code == 0, out
    (base,) = set(re.findall(r"http://127\.0\.0\.1:\d+", out))
    assert f"The web table is at {base}" in out
    seats = re.findall(r"^  (alice|bob|spectators): (\S+)$", out, re.M)
    assert [name for name, _ in seats] == ["alice", "bob", "spectators"] * 2  # at the start, and again on "web"
    service = await TableService.open(str(tmp_path / "console.sqlite3"))
    try:
        for name, url in seats:
            link = await read_link(service, _token(url, base))
            assert (link.seat, link.user_id) == ({"alice": 0, "bob": 1, "spectators": None}[name],
                                                 "alice" if name != "bob" else "bob")
    finally:
        await service.close()
    (tmp_path / "off").mkdir()
    code, out = await _console(tmp_path / "off", [], "web\n")  # without --web
    assert code == 0 and "✗ The web table is off; start the console with --web." in out


async def test_console_web_serves_pages_while_the_prompt_waits(tmp_path, monkeypatch):
    """At the prompt, a page opened from a printed link is served meanwhile (the prompt waits in a thread)."""
    monkeypatch.delenv("PLANSZA_WEB_PORT", raising=False)
    lines = iter(["alice create dragons first=1", "bob join", "alice start", "OPEN", "quit"])
    out = io.StringIO()
    opened: list[int] = []

    def read(prompt: str) -> str:  # runs in the prompt's thread, so it may wait for the page
        line = next(lines)
        if line == "OPEN":
            (url,) = re.findall(r"^  bob: (\S+)$", out.getvalue(), re.M)
            with urllib.request.urlopen(url, timeout=10) as page:
                opened.append(page.status)
            return "# opened"
        return line

    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setattr("builtins.input", read)
    settings = Settings(db_path=str(tmp_path / "console.sqlite3"), create_cooldown_seconds=0)
    code = await console_run(["--no-images", "--web"], stdin=Tty(), stdout=out, settings=settings)
    assert code == 0 and opened == [200], out.getvalue()
    (base,) = set(re.findall(r"http://127\.0\.0\.1:(\d+)", out.getvalue()))
    assert not _listening(int(base))  # stopped with the console


# ---- bot.main -------------------------------------------------------------------------------------------------------
def _listening(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(1)
        return s.connect_ex(("127.0.0.1", port)) == 0


async def test_the_bot_runs_the_web_table_and_stops_it(tmp_path, monkeypatch):
    settings = Settings(token="x", db_path=str(tmp_path / "bot.sqlite3"), web_url=BASE, web_port=0, render_workers=1)
    started: list = []
    real = main_module.start_web

    async def start_web(*args):
        started.append(await real(*args))
        return started[-1]

    async def connect(bot, token):  # instead of Discord: the web table is up while the bot runs
        (web,) = started
        assert web is None or _listening(web.port)

    monkeypatch.setattr(main_module, "start_web", start_web)
    monkeypatch.setattr(main_module, "_start", connect)
    await main_module.run(settings)
    assert not _listening(started[0].port)  # no port left behind

    settings.web_url = ""  # without PLANSZA_WEB_URL: no web table at all
    started.clear()
    await main_module.run(settings)
    assert started == [None]


def test_the_bot_says_when_the_web_tables_port_is_taken(tmp_path, monkeypatch, capsys):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        for name, value in {"DISCORD_TOKEN": "x", "PLANSZA_DB_PATH": str(tmp_path / "bot.sqlite3"),
                            "PLANSZA_WEB_URL": BASE, "PLANSZA_WEB_PORT": str(port), "PLANSZA_RENDER_WORKERS": "1",
                            "PLANSZA_DEFAULT_LANG": "en"}.items():
            monkeypatch.setenv(name, value)

        async def connect(bot, token):  # never reached: the web table fails first
            raise AssertionError("connected to Discord")

        monkeypatch.setattr(main_module, "_start", connect)
        assert main_module.main([]) == 9
    err = capsys.readouterr().err
    assert f"The web table cannot listen on 127.0.0.1:{port}" in err and "PLANSZA_WEB_PORT" in err
