"""A game is one plugin (issue 51): a sixth game, the pass game of ``tests/support`` with pictures of its own (two
pages, a private hand picture, card icons) and an accent colour, is registered by one line (``registry.register``
of its :class:`~games.registry.Plugin`) and plays through the console, the Discord stand-in and the web table, with
nothing else touched; and shared code names none of the five games outside the registry."""
from __future__ import annotations

import io
import re
import uuid
from pathlib import Path

import pytest
from PIL import Image

import renderers
from games import registry
from renderers import icons
from tests.e2e.harness import console_session, lobby_lines
from tests.support import passgame_pictures
from tests.support.discord_helpers import attachment, shown
from tests.support.passgame import GAME as PASSGAME
from tests.support.passgame import PLUGIN

ROOT = Path(__file__).resolve().parents[2]
#: where shared code lives: everything of the three packages but the games' and pictures' own folders
SHARED = [p for top in ("bot", "games", "renderers") for p in sorted((ROOT / top).rglob("*.py"))]


@pytest.fixture
def sixth(passgame):
    """The pass game as a whole plugin (the fixture ``passgame`` registers its bare rules, as other tests use it)."""
    registry.register(PLUGIN)  # the one line a sixth game needs
    yield PLUGIN
    registry.register(PASSGAME)


def _width(png: bytes) -> int:
    return Image.open(io.BytesIO(png)).width


def test_the_registry_entry_gives_every_part(sixth):
    assert registry.get("passgame") is PASSGAME
    assert renderers.pictures_of("passgame") is passgame_pictures.PICTURES
    assert renderers.pages("passgame") == ("table", "scores")
    assert registry.importable("passgame", pictures=True)  # a worker process finds it by its entry alone
    assert "passgame-card-5" in icons.keys()  # its step icons join the catalogue
    assert icons.draw("passgame-card-5").size == (128, 128)
    state = PASSGAME.setup(2, {}, 1)
    assert PASSGAME.presentation.token_icon(state, 0, ("play",), str(state["hands"][0][0])).startswith("passgame-card")


async def test_it_plays_through_the_console(sixth, tmp_path):
    async with console_session(out_dir=tmp_path) as run:
        out = await run(*lobby_lines(2, game="passgame"))
        assert "Pass (test game) begins!" in out
        for _ in range(20):
            row, state = await run.service.table(run.console.channel)
            if row.status != "active":
                break
            seat = min(PASSGAME.actors(state))
            await run(f"{row.user_of(seat)} play {PASSGAME.legal_moves(state, seat)[0].id}")
        assert row.status == "finished"
    pictures = sorted(tmp_path.rglob("*.png"))
    assert pictures and all(_width(p.read_bytes()) == passgame_pictures.W for p in pictures if "table" in p.name)


async def test_it_plays_through_discord_with_its_pictures_and_accent(sixth, world, service):
    await world.alice.slash(world.channel, "create", game="passgame")
    await world.bob.slash(world.channel, "join")
    r = await world.alice.slash(world.channel, "start")
    (post,) = r.followups
    card = post.components[0].to_dict() if hasattr(post.components[0], "to_dict") else post.components[0]
    assert card["accent_color"] == PLUGIN.accent  # the game's own colour, from its entry
    assert _width(await attachment(post)) == passgame_pictures.W  # drawn by its renderer, not the generic one
    dm = world.alice.user.dm_channel.last_message
    assert "Your hand:" in shown(dm) and (await attachment(dm)).startswith(b"\x89PNG")  # its private picture
    row, state = await service.table(str(world.channel.id))
    seat = min(PASSGAME.actors(state))
    member = (world.alice, world.bob)[seat]
    move = PASSGAME.legal_moves(state, seat)[0].id
    played = await member.slash(world.channel, "play", move=move)
    assert any("played" in shown(m) for m in played.followups)
    scores = await world.alice.slash(world.channel, "table", view="scores")  # its second page, one tap away
    assert scores.response.attachments


async def test_it_plays_through_the_web_table(sixth, service, clock):
    from tests.web.conftest import new_table, start_web

    web = await start_web(service, clock)
    try:
        row = await new_table(service, moves=0)
        state = await service.state_of(row)
        seat = min(PASSGAME.actors(state))
        token = await web.token(service, row, seat)
        data = await (await web.client.get(f"/t/{token}/api/table")).json()
        assert [p["id"] for p in data["pages"]] == ["table", "scores"]
        picture = await (await web.client.get(f"/t/{token}/api/picture/table.png?v={row.version}")).read()
        assert _width(picture) == passgame_pictures.W
        assert (await web.client.get(f"/t/{token}/api/private.png")).status == 200
        card = state["hands"][seat][0]
        answer = await web.client.post(f"/t/{token}/api/move", json={"move": f"play {card}", "csrf": data["csrf"],
                                                                     "request": uuid.uuid4().hex})
        assert (await answer.json())["ok"] is True
        assert (await service.table(row.channel_id))[0].version == row.version + 1
    finally:
        await web.client.close()


def test_shared_code_names_no_game_but_in_the_registry():
    """``grep`` for the five game ids in shared code finds only the registry: a game lives in ``games/<id>/``,
    ``renderers/<id>/`` and its one entry."""
    ids = "|".join(registry.shipped())
    word = re.compile(rf"(?<![\w-])({ids})(?![\w])")
    found = []
    for path in SHARED:
        rel = path.relative_to(ROOT)
        if rel.parts[0] in ("games", "renderers") and rel.parts[1] in registry.shipped():
            continue
        if rel == Path("games/registry.py"):
            continue
        for n, line in enumerate(path.read_text("utf-8").splitlines(), 1):
            if word.search(line):
                found.append(f"{rel}:{n}: {line.strip()}")
    assert not found, "\n".join(found)
