"""A console command that is malformed (not a game refusal), and the small parsing helpers every console command
uses."""
from __future__ import annotations

import re

_SAFE = re.compile(r"[^0-9A-Za-z_.-]+")


class UsageError(Exception):
    """A console command that is malformed (not a game refusal); carries a message key and parameters."""

    def __init__(self, key: str, **params):
        super().__init__(key)
        self.key = key
        self.params = params


def safe_name(text: str) -> str:
    """A file-name-safe form of a channel or user name."""
    return _SAFE.sub("_", str(text)).strip("._") or "_"


def parse_number(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise UsageError("bot-console-not-number", value=text[:20]) from None
