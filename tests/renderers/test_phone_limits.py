"""Every picture every game draws fits a phone (the channel-experience issue): at most 1280 px wide, at most 1.3x as
tall as wide, and every key text the renderer declares (the numbers a player decides by: card values, tile numbers,
coordinates, scores) at least 1/40 of the picture's width tall, so it stays readable when Discord shows the picture
~400 px wide.

Walks random games of every registered game with a renderer, for every player count and several option sets,
rendering every page of the table and every seat's private picture at evenly spaced moments and at the end.
"""
from __future__ import annotations

import random
import struct
from functools import cache

import pytest

import renderers
from games import registry
from renderers.toolkit import keys

NAMES = ["Ala", "Bartłomiej Żółkiewski-Brzęczyszczykiewicz", "Cezary", "Dorota", "Ewa"]
MOMENTS = 6  # evenly spaced moments of each game, plus the end
#: option sets worth a separate walk (the defaults always)
OPTIONS: dict[str, list[dict]] = {
    "dragons": [{}, {"attack": "on", "piles": "1"}],
    "dragon_castle": [{}, {"spirits": "random", "dragons": "random", "spirits_count": 3, "dragons_count": 3}],
}


def size_of(png: bytes) -> tuple[int, int]:
    return struct.unpack(">II", png[16:24])


def cases():
    for gid in registry.shipped():
        game = registry.get(gid)
        for n in range(game.min_players, game.max_players + 1):
            for k, _ in enumerate(OPTIONS.get(gid, [{}])):
                yield pytest.param(gid, n, k, id=f"{gid}-{n}p-opts{k}")


@cache
def moments(gid: str, n: int, k: int) -> tuple[dict, ...]:
    """States of one random game: the first state of every phase with every combination of seats holding a secret
    (so every kind of public and private picture is drawn), MOMENTS evenly spaced ones, and the end."""
    game = registry.get(gid)
    state = game.setup(n, game.normalize_options(OPTIONS.get(gid, [{}])[k]), 11 + n + 7 * k)
    rng = random.Random(n * 31 + k)
    history, firsts, seen = [state], [], set()
    for _ in range(6000):
        key = (state.get("phase"), tuple(game.private_view(state, s) is not None for s in range(n)))
        if key not in seen:
            seen.add(key)
            firsts.append(state)
        actors = sorted(game.actors(state))
        if not actors:
            break
        seat = rng.choice(actors)
        state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)).id)
        history.append(state)
    assert game.is_over(state), f"{gid}: the random game did not end"
    step = max(1, len(history) // MOMENTS)
    return tuple(firsts[:20]) + tuple(history[::step][:MOMENTS]) + (state,)


def check(png: bytes, found: list[tuple[str, int]], what: str) -> None:
    w, h = size_of(png)
    assert w <= 1280, f"{what}: {w} px wide"
    assert h <= 1.3 * w, f"{what}: {w}x{h} is {h / w:.2f}x as tall as wide"
    small = sorted({(k, s) for k, s in found if s < keys.min_size(w)})
    assert not small, f"{what} ({w} px wide): key texts under {keys.min_size(w)} px: {small}"


@pytest.mark.parametrize("gid,n,k", list(cases()))
def test_every_picture_fits_a_phone(gid, n, k):
    game = registry.get(gid)
    names = NAMES[:n]
    drawn = 0
    for state in moments(gid, n, k):
        for page in renderers.pages(gid):
            with keys.collect() as found:
                png = renderers.render_table(game.view(state, None), names, "pl", page)
            check(png, found, f"{gid} {n}p page {page}")
            drawn += 1
        for seat in range(n):
            with keys.collect() as found:
                png = renderers.render_private(game.view(state, seat), names, "en")
            if png is not None:
                check(png, found, f"{gid} {n}p private of seat {seat}")
                drawn += 1
    assert drawn > MOMENTS


def test_every_game_with_pictures_declares_key_texts():
    """A renderer that declares no key text would pass the size rule trivially: each game's default page names the
    numbers its players decide by."""
    for gid in registry.shipped():
        game = registry.get(gid)
        state = moments(gid, game.min_players, 0)[1]
        with keys.collect() as found:
            renderers.render_table(game.view(state, None), NAMES, "pl")
        assert found, f"{gid}: no key texts declared on the table picture"


def test_key_size_rule():
    assert keys.min_size(1280) == 32 and keys.min_size(1120) == 28 and keys.min_size(960) == 24
    with keys.collect() as found:
        keys.note("x", 12)
    keys.note("outside", 1)  # not collected, no error
    assert found == [("x", 12)]
