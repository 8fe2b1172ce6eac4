"""The store's part of the links, on both engines: one key for every process of a bot (created once, on first use),
revocations that never move back in time, both copied by plansza-migrate and dropped by an erase."""
from __future__ import annotations

from bot.ops import migrate
from bot.store import Storage
from tests.support.engines import backend  # noqa: F401  (both engines)

NOW = 1_800_000_000.0


async def test_one_key_for_every_process_created_once(db_target):
    first = await Storage(db_target).open()
    second = await Storage(db_target).open()  # another process of the same bot
    try:
        key = await first.web_key(NOW)
        assert len(key) == 32
        assert await second.web_key(NOW + 5) == key
        assert await first.web_key(NOW + 10) == key
        assert (await first.engine.fetchone("SELECT COUNT(*) FROM web_keys"))[0] == 1
    finally:
        await first.close()
        await second.close()


async def test_revocations_keep_the_latest_time(db_target):
    store = await Storage(db_target).open()
    try:
        assert await store.web_links_revoked_at("u1") is None
        await store.revoke_web_links("u1", 1000)
        await store.revoke_web_links("u1", 900)   # an older revocation arriving late changes nothing
        assert await store.web_links_revoked_at("u1") == 1000
        await store.revoke_web_links("u1", 1200)
        assert await store.web_links_revoked_at("u1") == 1200
        assert await store.web_links_revoked_at("u2") is None
        await store.forget_user("u1")             # an erase leaves no row naming the user
        assert await store.web_links_revoked_at("u1") is None
    finally:
        await store.close()


def test_plansza_migrate_copies_the_web_tables():
    assert {"web_keys", "web_link_revocations"} <= {t for t, _ in migrate.TABLES}
