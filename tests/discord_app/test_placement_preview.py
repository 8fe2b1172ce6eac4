"""A polyomino placement is previewed before it is played (issue 11, ``Presentation.preview``): the picker's last step
shows the table with the tile where it would go, "✔ <the move>" and Back; only the confirmation plays it. The
preview resolves nothing, so it never shows a hidden card."""
from __future__ import annotations

from games.thorgal import GAME
from tests.support.discord_helpers import components, shown


def ids(message) -> list[str]:
    return [c["custom_id"] for c in components(message) if c.get("custom_id")]


def _slot(state: dict, card: str) -> int:
    return 1 + next(i for i, s in enumerate(state["row"]) if s["card"] == card)


def _menus(message) -> list[dict]:
    return [c for c in components(message) if c.get("type") == 3]


async def test_a_journey_tile_is_previewed_then_confirmed(world, service):
    ch = world.channel
    await world.alice.slash(ch, "create", game="thorgal", options="heroes=edda,brand first=1 window=0")
    await world.bob.slash(ch, "join")
    await world.alice.slash(ch, "start")
    row, state = await service.table(str(ch.id))
    r = await world.alice.slash(ch, "play", move=f"play out {_slot(state, 'AC05')}")
    row, state = await service.table(str(ch.id))
    if state["stage"] == "start":
        r = await world.alice.slash(ch, "play", move="go")
        row, state = await service.table(str(ch.id))
    move = sorted(m.id for m in GAME.legal_moves(state, 0) if m.id.startswith("tile"))[0]
    tokens = move.split()
    message = r.response  # the mover's note carries the picker for what comes next
    version = row.version
    for _ in range(12):  # follow the move's tokens through buttons and menus
        if any(a.filename == "preview.png" for a in message.attachments):  # a question may bring its own
            break                                                          # private picture before the preview
        menu = next((m for m in _menus(message) if any(o["value"] in tokens for o in m["options"])), None)
        if menu is not None:
            value = next(o["value"] for o in menu["options"] if o["value"] in tokens)
            r = await world.alice.select(message, [value], custom_id=menu["custom_id"])
        else:
            longest = max((i for i in ids(message) if i.startswith(f"plansza:{row.id}:s:")
                           and (move + " ").startswith(i.split(":", 3)[3] + " ")), key=len)
            r = await world.alice.click(message, custom_id=longest)
        message = r.response
    preview = message
    assert preview.attachments and preview.attachments[0].filename == "preview.png", shown(preview)
    assert ids(preview)[0] == f"plansza:{row.id}:c:{move}"  # ✔ <the move>, then Back
    assert (await service.table(str(ch.id)))[0].version == version  # nothing played yet
    await world.alice.click(preview, custom_id=f"plansza:{row.id}:c:{move}")
    row2, state2 = await service.table(str(ch.id))
    assert row2.version == version + 1 and state2["path"]["tiles"]


def test_the_preview_resolves_nothing():
    s = GAME.setup(2, {"first": 1, "heroes": "edda,brand"}, 3)
    s, _ = GAME.apply(s, 0, f"play out {_slot(s, 'AC05')}")
    if s["stage"] == "start":
        s, _ = GAME.apply(s, 0, "go")
    move = sorted(m.id for m in GAME.legal_moves(s, 0) if m.id.startswith("tile"))[0]
    view, page = GAME.presentation.preview(s, 0, move)
    assert len(view["path"]["tiles"]) == 1 and view["heroes"] == s["heroes"] and view["decks"] == GAME.view(
        s, 0)["decks"]
    assert GAME.presentation.preview(s, 0, "skip") is None
