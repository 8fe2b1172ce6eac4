"""Translatable messages: :class:`Msg` (a catalog key plus parameters) and :class:`P` (a seat reference inside them).

The lowest module of the game contract: it imports nothing from the project, so errors, options and the contract
itself can all build messages without importing each other in a circle.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

JSON = Any


@dataclass(frozen=True)
class P:
    """A reference to a seat inside message parameters; the bot resolves it to a name or mention."""

    seat: int


class Msg:
    """A translatable message: a catalog key plus parameters (str, int, float, :class:`P` or nested :class:`Msg`)."""

    __slots__ = ("key", "params")

    def __init__(self, key: str, **params):
        self.key = key
        self.params = params

    def __eq__(self, other) -> bool:
        return isinstance(other, Msg) and self.key == other.key and self.params == other.params

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted(self.params))))

    def __repr__(self) -> str:
        return f"Msg({self.key!r}, {self.params!r})"

    def to_json(self) -> JSON:
        return {"key": self.key, "params": {k: _param_to_json(v) for k, v in self.params.items()}}

    @classmethod
    def from_json(cls, data: JSON) -> Msg:
        return cls(data["key"], **{k: _param_from_json(v) for k, v in data.get("params", {}).items()})


def _param_to_json(v):
    if isinstance(v, Msg):
        return v.to_json()
    if isinstance(v, P):
        return {"seat": v.seat}
    if isinstance(v, (list, tuple)):
        return {"list": [_param_to_json(x) for x in v]}
    return v


def _param_from_json(v):
    if isinstance(v, dict):
        if "key" in v:
            return Msg.from_json(v)
        if "seat" in v:
            return P(v["seat"])
        if "list" in v:
            return [_param_from_json(x) for x in v["list"]]
    return v
