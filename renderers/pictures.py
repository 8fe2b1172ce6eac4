"""What a game's renderer gives the bot: :class:`Pictures`, declared once in ``renderers/<game>/__init__.py`` as
``PICTURES`` and named by the game's entry in ``games.registry``."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PIL import Image

#: ``(view, names, lang) -> PNG``; a table renderer of several pages also takes ``page=`` as a keyword.
Renderer = Callable[..., bytes]
PrivateRenderer = Callable[[dict, list, str], "bytes | None"]
Icons = Callable[[], dict[str, Callable[[], Image.Image]]]


@dataclass(frozen=True)
class Pictures:
    """A game's pictures: the table (``render``, by page), the seat's private part, the pages, the step icons."""

    #: the table as a view shows it
    render: Renderer
    #: the seat's private part (a hand, a drawn card, a question's picture); None: the game has none
    private: PrivateRenderer | None = None
    #: the table's pages, the default (posted after each turn) first; the others are one tap away
    pages: tuple[str, ...] = ("table",)
    #: every icon key the game's ``Presentation.token_icon`` may give -> the function drawing it (128x128 RGBA)
    icons: Icons | None = None
    #: the colour sets a decision depends on (renderers.toolkit.colour_sets.ColourSet), checked for colour-blind
    #: players; None: the game's colours carry no meaning of their own
    colours: Callable[[], tuple] | None = None
