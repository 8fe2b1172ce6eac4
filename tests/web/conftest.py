"""The web table's fixtures: a table service over a real store (``db_target``; SQLite unless a module asks for both
engines), a clock the tests move by hand, the test game ``passgame`` (private hands) registered, a table played a few
moves, and an HTTP client on the web table's application (aiohttp's own test server)."""
from __future__ import annotations

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.settings import Settings as BotSettings
from bot.store import Storage
from bot.store.live import LocalNotifier
from bot.tables import Settings, TableService
from bot.web.app import build_app
from bot.web.links import make_token
from games import registry
from tests.fuzz.common import games_registered
from tests.support.bot_fixtures import Clock

PUBLIC_URL = "https://plansza.example"
PLAYERS = ("u0", "u1", "u2")


@pytest.fixture
def backend() -> str:
    """The routes' subject is HTTP, not the engine: SQLite (tests/web/test_link_store.py runs both engines)."""
    return "sqlite"


@pytest.fixture(autouse=True)
def _test_games():
    with games_registered():
        yield


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def service(db_target, clock):
    svc = TableService(await Storage(db_target).open(), Settings(create_cooldown=0, live_tables_base=100),
                       clock=clock, seed_source=lambda: 7)
    yield svc
    await svc.close()


async def new_table(service, game_id: str = "passgame", players=PLAYERS, channel: str = "c1", moves: int = 2,
                    options: dict | None = None):
    """A table of ``game_id`` started by ``players`` in ``channel``, with ``moves`` moves played (each the first
    legal move of the seat that must act); its row."""
    await service.create(guild_id="g", channel_id=channel, user_id=players[0], name="Ala", game_id=game_id,
                         options=options or {})
    for i, user in enumerate(players[1:], 1):
        await service.join(channel, user, f"Gracz{i}")
    await service.start(channel, players[0])
    for _ in range(moves):
        row, state = await service.table(channel)
        game = registry.get(row.game)
        seat = sorted(game.actors(state))[0]
        await service.play(channel, row.user_of(seat), game.legal_moves(state, seat)[0].id)
    row, _ = await service.table(channel)
    return row


def web_settings(**kwargs) -> BotSettings:
    return BotSettings(web_url=PUBLIC_URL, web_host="127.0.0.1", web_port=0,
                       **{"rate_burst": 1000, "rate_per_second": 1000.0, **kwargs})


class Web:
    """The client of one web table, with the moves its after-move work saw and its notifier."""

    def __init__(self, client: TestClient, notifier: LocalNotifier, after: list):
        self.client = client
        self.notifier = notifier
        self.after = after

    async def token(self, service, row, seat: int | None, user: str | None = None, lang: str = "en",
                    days: float = 30) -> str:
        user = user if user is not None else row.user_of(seat if seat is not None else 0)
        return await make_token(service, row.id, seat, user, lang, days)


async def start_web(service, clock, **settings) -> Web:
    after: list = []

    async def after_move(outcome) -> None:
        after.append(outcome)

    notifier = LocalNotifier()
    app = build_app(web_settings(**settings), service, after_move=after_move, notifier=notifier, clock=clock,
                    keepalive=0.2)
    client = TestClient(TestServer(app))
    await client.start_server()
    return Web(client, notifier, after)


@pytest.fixture
async def web(service, clock):
    w = await start_web(service, clock)
    yield w
    await w.client.close()
