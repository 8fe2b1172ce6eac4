"""Every colour set of the pictures (issue 55): the seats' and each registered game's own (``Pictures.colours``)."""
from __future__ import annotations

from games import registry
from renderers import pictures_of
from renderers.toolkit.colour_sets import ColourSet, seats


def all_sets() -> tuple[ColourSet, ...]:
    out = [seats(max(registry.get(gid).max_players for gid in registry.shipped()))]
    for gid in registry.shipped():
        pics = pictures_of(gid)
        if pics is not None and pics.colours is not None:
            out += pics.colours()
    return tuple(out)
