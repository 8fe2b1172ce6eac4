"""The one error type raised for illegal input; it carries a message key, never a bare string."""
from __future__ import annotations

from games.core.messages import Msg


class GameError(Exception):
    """An illegal move, option or request. `key` is a translation key; `params` fill it in.

    `rule` is the rule ID (e.g. ``DR-4.2``) the refusal rests on, shown to players beside the reason.
    Raising it must leave every input untouched: engines work on a copy of the state.
    """

    def __init__(self, key: str, rule: str | None = None, **params):
        super().__init__(key)
        self.key = key
        self.rule = rule
        self.params = params

    def msg(self) -> Msg:
        return Msg(self.key, **self.params)

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"GameError({self.key!r}, rule={self.rule!r}, {self.params!r})"
