"""The text board (issue 55): the whole table as structured text, for a screen reader, from a view alone.

The game gives its sections (``Presentation.board_sections``: a heading and its rows: whose turn and what is on
offer first, then every row, space, stack and public hand); a seated reader's own view adds their secret (the same
private summary their DMs show) as a section of its own, first. Shown by ``/table view:text`` (Discord markdown:
a heading per section, a bullet per row, in messages within Discord's limit) and on the web page (headings and
lists)."""
from __future__ import annotations

from dataclasses import dataclass

from bot.store import TableRow
from bot.tables.present import game_title, plain_names, t
from games import registry
from games.core import i18n

MESSAGE_MOST = 2000   # Discord's limit of a message's text
MESSAGES_MOST = 8     # messages of one answer at most (the rest is clipped, said so)


@dataclass(frozen=True)
class Section:
    heading: str
    rows: list[str]


def sections(row: TableRow, state: dict, lang: str, seat: int | None = None) -> list[Section]:
    """The text board of ``row`` as ``seat`` sees it (``None``: a spectator, or the channel), in ``lang``."""
    game = registry.get(row.game)
    view = game.view(state, seat)
    name_of = plain_names(row)
    out: list[Section] = []
    if seat is not None:
        secret = game.presentation.private_summary(view)
        if secret is not None:
            out.append(Section(t(lang, "bot-board-yours"), [i18n.render(secret, lang, name_of)]))
    for part in game.presentation.board_sections(view):
        rows = [i18n.render(m, lang, name_of) for m in part.rows]
        out.append(Section(i18n.render(part.heading, lang, name_of), [r for r in rows if r]))
    return out


def plain(row: TableRow, parts: list[Section], lang: str) -> str:
    """The text board as plain text (golden files, the console): the game's name, then each section."""
    lines = [game_title(row.game, lang)]
    for part in parts:
        lines += ["", f"## {part.heading}", *(f"- {r}" for r in part.rows)]
    return "\n".join(lines)


def messages(row: TableRow, parts: list[Section], lang: str) -> list[str]:
    """The text board as Discord messages: ``### heading`` and ``- row`` lines, cut between rows (a section's
    heading repeated on its next message) into at most :data:`MESSAGES_MOST` messages of :data:`MESSAGE_MOST`."""
    out: list[str] = []
    current = f"**{game_title(row.game, lang)}**"
    for part in parts:
        heading = f"### {part.heading}"
        lines = [heading, *(f"- {r}"[:MESSAGE_MOST - len(heading) - 20] for r in part.rows)]
        block = "\n".join(lines)
        if len(current) + 1 + len(block) <= MESSAGE_MOST:
            current += "\n" + block
            continue
        for line in lines:
            if len(current) + 1 + len(line) > MESSAGE_MOST:
                out.append(current)
                current = heading if line != heading else ""
            current = f"{current}\n{line}" if current else line
    out.append(current)
    if len(out) > MESSAGES_MOST:
        out = out[:MESSAGES_MOST]
        more = "\n" + t(lang, "bot-board-clipped")
        out[-1] = out[-1][:MESSAGE_MOST - len(more)] + more
    return out


__all__ = ["MESSAGES_MOST", "MESSAGE_MOST", "Section", "messages", "plain", "sections"]
