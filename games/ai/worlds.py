"""Sampled worlds: what the computer searches instead of the true state.

A world is ``game.hidden_twin(state, seed, seat)`` - everything the seat cannot see re-dealt at random - with the
state's own random generator re-seeded from the world's seed, so future draws and dice are unknown too (the true
generator would tell what the deck will bring). Every game's twin is *canonical*: it depends only on what ``seat``
may see and on ``seed``, never on how the hidden part is really dealt (``sample(twin(S)) == sample(S)``, tested for
every game). So the search, which only ever touches worlds, cannot tell the true state from any of its twins.
"""
from __future__ import annotations

from games.core.contract import Rules, deep_copy


def sample(game: Rules, state: dict, seat: int | None, seed: int) -> dict:
    """A world ``seat`` cannot tell from ``state``, drawn with ``seed`` (a private copy the caller may change)."""
    twin = game.hidden_twin(state, seed, seat) if game.has_hidden_information else None
    world = deep_copy(twin if twin is not None else state)
    if isinstance(world.get("rng"), dict):
        world["rng"] = {"seed": int(seed), "n": 0}
    return world


def own_moves(game: Rules, state: dict, seat: int) -> list[str]:
    """The moves the computer weighs: every legal move but those kept aside beside a turn's steps (``undo``), which
    would only walk a turn back (they are the choices when nothing else is legal), and but those the game calls not
    sensible (:attr:`Sense.sensible_moves`)."""
    moves = game.move_ids(state, seat)
    ids = [m for m in moves if m.split(" ", 1)[0] not in game.aside] or moves
    return game.sense.sensible_moves(state, seat, ids) if len(ids) > 1 else ids


def acting(game: Rules, state: dict, prefer: int) -> int | None:
    """Who moves next in a search: ``prefer`` (the thinking seat) when it must act, else the lowest seat that must.
    Simultaneous choices are searched one after another, the thinker's first: the others' replies may then depend
    on it, a cautious (paranoid) reading of a simultaneous turn that never lets the thinker peek at theirs."""
    actors = game.actors(state)
    if not actors:
        return None
    return prefer if prefer in actors else min(actors)
