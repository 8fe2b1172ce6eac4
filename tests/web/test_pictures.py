"""The web table's picture cache (bot/web/pictures.py): one drawing per key, readers of a drawing in progress wait for
it, a failed drawing is not kept, the byte budget holds, and a state's fingerprint tells states apart."""
from __future__ import annotations

import asyncio

import pytest

from bot.web.pictures import PictureCache, fingerprint


async def test_one_drawing_per_key_even_when_asked_at_once():
    cache, drawn = PictureCache(), []
    gate = asyncio.Event()

    async def draw():
        drawn.append(1)
        await gate.wait()
        return b"png"

    readers = [asyncio.create_task(cache.get(("t", 1), draw)) for _ in range(5)]
    await asyncio.sleep(0)
    gate.set()
    assert await asyncio.gather(*readers) == [b"png"] * 5
    assert drawn == [1] and cache.draws == 1 and cache.hits == 4
    assert await cache.get(("t", 1), draw) == b"png" and drawn == [1]


async def test_a_failed_drawing_is_not_kept_and_the_next_reader_draws_again():
    cache = PictureCache()

    async def broken():
        raise RuntimeError("renderer died")

    with pytest.raises(RuntimeError):
        await cache.get("k", broken)

    async def fine():
        return b"ok"

    assert await cache.get("k", fine) == b"ok"


async def test_the_least_recently_used_pictures_go_over_the_budget():
    cache = PictureCache(budget=10)

    async def four():
        return b"1234"

    for key in "abc":
        await cache.get(key, four)
    assert cache.size <= 10 and "a" not in cache._kept and "c" in cache._kept


def test_a_fingerprint_tells_states_apart():
    assert fingerprint({"a": 1, "b": [1, 2]}) == fingerprint({"a": 1, "b": [1, 2]})
    assert fingerprint({"a": 1}) != fingerprint({"a": 2})
