"""Every turn card of a random game of every game, in both languages, is a message Discord accepts (issue 29, point 1):
at most 40 components (nested ones counted), at most 4,000 characters of text, buttons and menus within their
limits, the picture attached under the name the media gallery shows, a picture no bigger than Discord takes; and
every picture has its alt text (issue 55), on the media item and on the attachment, within Discord's 1,024
characters: the table in words from the public view, in the table's language.

The cards are drawn exactly as the bot draws them (:func:`bot.discord_app.notify.post_outcome`, from the outbox
through the dispatcher) and checked by the Discord stand-in's own validator (``tests/fake_discord/components_v2.py``,
the rules of Discord's API documentation), so the wire tests and this test hold the bot to the same rules.
"""
from __future__ import annotations

import pytest

from bot.discord_app import app_emojis, notify
from bot.discord_app.cards import MAX_COMPONENTS, MAX_TEXT
from bot.store import Storage
from bot.tables import Delivery, Settings, TableService, present
from games import registry
from tests.fake_discord.components_v2 import check_message, interactive, texts, walk
from tests.fake_discord.rest import FakeError
from tests.fixtures.card_pictures import payload, play_random_game
from tests.support.pictures import TINY_PNG

GAMES = tuple(registry.shipped())
MOVES = 400
MAX_FILE = 10 * 1024 * 1024     # an attachment of a bot's message without a server boost
REAL_PICTURE_EVERY = 12         # drawing every picture would take minutes: every 12th is real, the rest are tiny


class Cards:
    """A sink that draws every channel post as the bot does and checks it against Discord's rules."""

    def __init__(self, service):
        self.service = service
        self.cards = self.lines = self.pictures = self.alts = 0
        self.most_components = self.most_text = self.biggest_file = 0

    async def deliver(self, d: Delivery) -> str:
        if d.message.kind != "post":
            return ""
        sent = []

        async def send(**kwargs):
            sent.append(kwargs)
            return None

        await notify.post_outcome(send, d.outcome, [], self.service)
        for kwargs in sent:
            body, files = payload(kwargs)
            try:
                check_message(body, files, old=None, emoji_ids=set(), interaction=False, create=True)
            except FakeError as err:
                raise AssertionError(f"{d.table.game} v{d.message.version}: {err.message} {err.errors}") from err
            if body["flags"] & (1 << 15):
                self.cards += 1
                count = _count(body["components"])
                self.most_components = max(self.most_components, count)
                self.most_text = max(self.most_text, sum(len(t) for t in texts(body["components"])))
                assert len(interactive(body["components"])) <= 25 + 5  # the quick buttons, pages and the 🕘
                alts = [i.get("description") for c in walk(body["components"]) if c.get("type") == 12
                        for i in c["items"]]
                if files:
                    want = present.public_alt(d.table, d.outcome.state) if d.outcome.state is not None else None
                    assert alts == [want] and body["attachments"][0].get("description") == want, alts
                    assert want and 0 < len(want) <= present.ALT_MOST and "{" not in want
                    self.alts += 1
            else:
                self.lines += 1
            for f in files:
                self.biggest_file = max(self.biggest_file, len(f["data"]))
                assert len(f["data"]) <= MAX_FILE
        return "sent"


def _count(components) -> int:
    n = 0
    for c in components or []:
        n += 1 + _count(c.get("components"))  # (gallery items are not components)
        if c.get("accessory"):
            n += 1
    return n


@pytest.mark.parametrize("lang", ["pl", "en"])
@pytest.mark.parametrize("game_id", GAMES)
async def test_every_card_of_a_random_game_fits_discord(tmp_path, clock, monkeypatch, game_id, lang):
    drawn = {"n": 0}
    real = notify.public_png_async

    async def picture(row, state, *args):
        drawn["n"] += 1
        return await real(row, state, *args) if drawn["n"] % REAL_PICTURE_EVERY == 1 else TINY_PNG

    monkeypatch.setattr(notify, "public_png_async", picture)
    monkeypatch.setattr(app_emojis, "_known", {})  # no application here: an earlier test's bot may have left its ids
    svc = TableService(await Storage(str(tmp_path / "cards.sqlite3")).open(),
                       Settings(create_cooldown=0, live_tables_base=100), clock=clock, seed_source=lambda: 7)
    cards = Cards(svc)
    names = ["Żaneta Śliwińska-Grzębowska", "bob", "Łucja", "dave", "Eryk"]  # long and Polish names make long lines
    await play_random_game(svc, cards, game_id, names[:registry.get(game_id).max_players], lang=lang, moves=MOVES,
                           seed=f"{game_id}-{lang}")
    assert await svc.db.pending_outbox() == []
    assert cards.alts > 1, "no picture had its alt text"
    assert cards.cards > 1 and cards.most_components <= MAX_COMPONENTS and cards.most_text <= MAX_TEXT
    print(f"\n{game_id} {lang}: {cards.cards} cards (at most {cards.most_components} components, "
          f"{cards.most_text} characters), {cards.lines} lines, biggest picture {cards.biggest_file} bytes")
    await svc.close()
