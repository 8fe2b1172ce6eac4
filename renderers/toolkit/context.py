"""What every game picture needs besides its view: player names and the language (shared by all renderers)."""
from __future__ import annotations

from dataclasses import dataclass

from games.core import i18n
from renderers.toolkit import text as tx


@dataclass
class RenderContext:
    view: dict
    names: list[str]
    lang: str

    #: the view key whose list length gives the player count when ``players`` is missing
    seats_key = "players_info"

    def t(self, key: str, **params) -> str:
        return tx.tr(self.lang, key, **params)

    def name(self, seat) -> str:
        """A player's display name (whitespace collapsed), or "Seat N" when the name is missing."""
        if not isinstance(seat, int):
            return "?"
        if 0 <= seat < len(self.names):
            name = tx.drawable(" ".join(str(self.names[seat]).split()), "bold")
            if name:
                return name
        return i18n.tr(self.lang, "core-seat", n=seat + 1)

    @property
    def n(self) -> int:
        p = self.view.get("players")
        return p if isinstance(p, int) else len(self.view.get(self.seats_key) or [])

    @property
    def phase(self) -> str:
        return str(self.view.get("phase") or "")
