"""The console's command language: one command per line, ``#`` comments, ``<user> <command> [args...]``.

Global commands (no user): ``channel <name>``, ``random <N> [seed]``, ``expect <text>``, ``games``, ``help``,
``web`` (the links of the table in the browser, with ``--web``).
Everything else starts with a user name (created on first mention; user id = name).
"""
from __future__ import annotations

from dataclasses import dataclass, field

GLOBAL_COMMANDS = ("channel", "random", "expect", "games", "help", "later", "replay", "web")
USER_COMMANDS = ("create", "join", "leave", "kick", "start", "play", "moves", "hand", "show", "history", "mygames",
                 "abandon", "help", "replace", "vote", "pause", "resume", "skip", "wait",
                 "takeback", "computer", "privacy", "hint", "settings")


@dataclass
class Command:
    name: str | None                 # None: a user name with no command
    args: list[str] = field(default_factory=list)
    user: str | None = None          # None for a global command
    raw_args: str | None = None      # ``expect``: the text exactly as written (inner spaces kept)


def _strip_comment(tokens: list[str]) -> list[str]:
    """A token starting with ``#`` starts a comment (move ids and options never contain ``#``)."""
    for i, tok in enumerate(tokens):
        if tok.startswith("#"):
            return tokens[:i]
    return tokens


def parse_line(line: str) -> Command | None:
    """One line -> a :class:`Command`, or ``None`` for a blank line or a comment."""
    text = line.strip()
    if not text or text.startswith("#"):
        return None
    head, _, rest = text.partition(" ")
    word = head.lower()
    if word == "expect":
        return Command("expect", rest.split(), raw_args=rest.strip())
    tokens = _strip_comment(text.split())
    if not tokens:
        return None
    word = tokens[0].lower()
    if word in GLOBAL_COMMANDS:
        return Command(word, tokens[1:])
    if len(tokens) == 1:
        return Command(None, [], user=tokens[0])
    return Command(tokens[1].lower(), tokens[2:], user=tokens[0])
