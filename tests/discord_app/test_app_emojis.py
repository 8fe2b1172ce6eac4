"""Application emojis (issue 29): the piece icons shipped with the bot, uploaded at start-up and reused, uploaded
again when one goes missing, and shown beside the words of step buttons and menu options; without them (none known,
an upload refused) every label is exactly its words."""
from __future__ import annotations

import asyncio
import io
import shutil
from types import SimpleNamespace

import discord
import pytest
from PIL import Image, ImageChops

from bot.discord_app import app_emojis
from bot.discord_app.app_emojis import ICON_DIR, AppEmojis, emoji_for, emoji_name, icon_files
from bot.discord_app.buttons import hand_picker, step_view
from bot.store import Seat, TableRow
from games import registry
from renderers import icons
from tests.support.discord_helpers import components, menus, whole_game_table
from tests.support.positions import simurgh_over_the_limit


@pytest.fixture(autouse=True)
def fresh_map():
    """Every test starts (and leaves) with no emoji known: the map is one per process."""
    app_emojis.use({})
    yield
    app_emojis.use({})


def row_for(gid: str, n: int) -> TableRow:
    return TableRow(id=1, guild_id="1", channel_id="2", game=gid, options={}, owner_id="10", lang="en",
                    status="active", seed=1, version=1, actors=[], created_at=0, updated_at=0,
                    seats=[Seat(i, str(10 + i), f"P{i}") for i in range(n)])


def all_ids() -> dict[str, int]:
    """A made-up id for every icon, as if the application had them all."""
    return {name: 1000 + i for i, name in enumerate(icon_files())}


async def synced(bot) -> AppEmojis:
    await asyncio.wait_for(bot.app_emojis.synced.wait(), 30)
    return bot.app_emojis


def uploaded_names(world) -> list[str]:
    return sorted(e.name for e in world.env.backend.application_emojis.values())


# ---- the icons shipped ---------------------------------------------------------------------------------------------
def test_the_shipped_icons_are_the_drawn_ones():
    """Every icon ``renderers.icons`` draws is in the package, up to date (``python -m renderers.icons``), a 128x128
    transparent PNG within Discord's 256 KiB, its emoji name valid and its own."""
    files = sorted(p.stem for p in ICON_DIR.glob("*.png"))
    assert files == icons.keys()
    names = [emoji_name(k) for k in files]
    assert all(names) and len(set(names)) == len(names)
    for key in files:
        path = ICON_DIR / f"{key}.png"
        assert path.stat().st_size <= 256 * 1024
        shipped = Image.open(path)
        assert shipped.size == (128, 128) and shipped.mode == "RGBA"
        assert shipped.getpixel((0, 0))[3] == 0  # transparent corners
        drawn = Image.open(io.BytesIO(icons.png(key)))
        assert ImageChops.difference(shipped, drawn).getbbox() is None, f"{key}.png is stale: python -m renderers.icons"


def test_emoji_names():
    assert emoji_name("simurgh-wood") == "pl_simurgh_wood"
    assert emoji_name("castle-merchant-3") == "pl_castle_merchant_3"
    assert emoji_name("x" * 40) is None and emoji_name("bad key!") is None
    assert emoji_for(None) is None and emoji_for("simurgh-wood") is None  # nothing known: words only
    app_emojis.use({"pl_simurgh_wood": 77})
    assert emoji_for("simurgh-wood") == discord.PartialEmoji(name="pl_simurgh_wood", id=77)
    assert emoji_for("simurgh-meat") is None


# ---- upload at start-up, reuse, upload again ---------------------------------------------------------------------
async def test_start_uploads_every_icon_once_and_a_restart_reuses_them(world, simcord_bot):
    manager = await synced(simcord_bot)
    names = sorted(icon_files())
    assert uploaded_names(world) == names
    backend_ids = {e.name: e.id for e in world.env.backend.application_emojis.values()}
    assert app_emojis.known() == backend_ids
    assert manager.uploaded == len(names)
    # a restart (a new manager over the same application): it lists them, reuses every id and uploads nothing
    again = AppEmojis(simcord_bot)
    assert await again.sync() == 0
    assert uploaded_names(world) == names and app_emojis.known() == backend_ids


async def test_only_the_missing_ones_are_uploaded_again(world, simcord_bot):
    manager = await synced(simcord_bot)
    backend = world.env.backend
    before = {e.name: e.id for e in backend.application_emojis.values()}
    backend.create_application_emoji("someone_elses")  # not ours: left alone
    backend.delete_application_emoji(before["pl_bunny_forest"])  # tidied away in the Developer Portal
    assert await manager.sync() == 1
    after = {e.name: e.id for e in backend.application_emojis.values()}
    assert after.pop("someone_elses") and set(after) == set(before)
    assert after["pl_bunny_forest"] != before["pl_bunny_forest"]
    assert {k: v for k, v in after.items() if k != "pl_bunny_forest"} == \
        {k: v for k, v in before.items() if k != "pl_bunny_forest"}
    assert app_emojis.known() == after
    assert emoji_for("bunny-forest").id == after["pl_bunny_forest"]


async def test_a_refused_send_drops_the_map_and_checks_now(world, simcord_bot):
    manager = await synced(simcord_bot)
    backend = world.env.backend
    gone = next(e for e in backend.application_emojis.values() if e.name == "pl_simurgh_wood")
    backend.delete_application_emoji(gone.id)
    manager.synced.clear()
    app_emojis.refused()  # e.g. Discord said "Invalid emoji": words only at once...
    assert emoji_for("simurgh-wood") is None and emoji_for("simurgh-meat") is None
    await asyncio.wait_for(manager.synced.wait(), 30)  # ...and the check ran now, not in ten minutes
    assert emoji_for("simurgh-wood") is not None and emoji_for("simurgh-wood").id != gone.id
    assert emoji_for("simurgh-meat") is not None


async def test_a_failed_upload_leaves_the_words(world, simcord_bot, tmp_path, monkeypatch):
    await synced(simcord_bot)
    backend = world.env.backend
    for e in list(backend.application_emojis.values()):
        backend.delete_application_emoji(e.id)
    for key in ("simurgh-wood", "simurgh-meat", "simurgh-stone"):
        shutil.copy(ICON_DIR / f"{key}.png", tmp_path / f"{key}.png")
    real = simcord_bot.create_application_emoji
    limited = []

    async def create(*, name, image):
        if name == "pl_simurgh_meat":
            raise discord.HTTPException(SimpleNamespace(status=400, reason="Bad Request"), "Invalid image")
        if name == "pl_simurgh_stone" and not limited:  # a long rate limit: slept out, then done
            limited.append(name)
            raise discord.RateLimited(0.01)
        return await real(name=name, image=image)

    monkeypatch.setattr(simcord_bot, "create_application_emoji", create)
    manager = AppEmojis(simcord_bot, directory=tmp_path)
    assert await manager.sync() == 2
    assert uploaded_names(world) == ["pl_simurgh_stone", "pl_simurgh_wood"] and limited
    assert emoji_for("simurgh-meat") is None and emoji_for("simurgh-wood") is not None
    state = simurgh_over_the_limit()
    seat = state["active"]
    shown = {v.rpartition(" ")[2]: (w, e) for v, w, e in
             _choices(step_view(row_for("simurgh", 2), state, seat, ("return",), 0, "en")[1])}
    app_emojis.use({})
    words = {v.rpartition(" ")[2]: w for v, w, _ in
             _choices(step_view(row_for("simurgh", 2), state, seat, ("return",), 0, "en")[1])}
    assert shown["meat"] == (words["meat"], None)  # its upload failed: its words, as without icons
    assert shown["wood"] == (words["wood"], "pl_simurgh_wood")


# ---- the pickers show them -----------------------------------------------------------------------------------------
def _choices(view) -> list[tuple[str, str, str | None]]:
    """(value, words, emoji name) of every step button and menu option of a view."""
    out = []
    for item in (getattr(child, "item", child) for child in view.children):
        if isinstance(item, discord.ui.Select):
            out += [(o.value, o.label, o.emoji.name if o.emoji else None) for o in item.options]
        elif item.custom_id and item.custom_id.startswith("plansza:1:s:") and " " in item.custom_id:  # not Back
            out.append((item.custom_id, item.label, item.emoji.name if item.emoji else None))
    return out


def test_the_simurgh_resource_step_shows_its_icons_and_words_without_them():
    state = simurgh_over_the_limit()
    seat = state["active"]
    row = row_for("simurgh", 2)
    _, plain, _ = step_view(row, state, seat, ("return",), 0, "en")
    words = _choices(plain)
    assert words and all(emoji is None for _, _, emoji in words)  # nothing known: exactly as before
    app_emojis.use(all_ids())
    _, iconic, _ = step_view(row, state, seat, ("return",), 0, "en")
    shown = _choices(iconic)
    assert [(v, w) for v, w, _ in shown] == [(v, w) for v, w, _ in words]  # the same words
    assert [e for _, _, e in shown] == [f"pl_simurgh_{v.rpartition(' ')[2]}" for v, _, _ in shown]
    button = next(b.item for b in iconic.children if b.item.emoji)
    assert button.emoji.id == all_ids()[button.emoji.name]


def test_the_bunny_kingdom_card_menu_shows_terrains_and_words_without_them():
    from games.bunny_kingdom.data import SQUARES

    game = registry.get("bunny_kingdom")
    state = game.setup(3, {}, 3)
    row = row_for("bunny_kingdom", 3)
    plain = _choices(hand_picker(row, state, 0, "en")[1])
    assert plain and all(emoji is None for _, _, emoji in plain)
    app_emojis.use(all_ids())
    shown = _choices(hand_picker(row, state, 0, "en")[1])
    assert [(v, w) for v, w, _ in shown] == [(v, w) for v, w, _ in plain]
    territories = [(v, e) for v, _, e in shown if v.upper() in SQUARES]
    assert territories
    assert all(e == f"pl_bunny_{SQUARES[v.upper()]['terrain']}" for v, e in territories)


async def test_a_bunny_kingdom_hand_in_discord_carries_the_uploaded_emojis(world, simcord_bot, monkeypatch):
    """Through the simulated Discord: the bot uploads the icons at start, and the hand's menu sent by DM names them
    by the ids Discord gave."""
    await synced(simcord_bot)
    ids = {e.name: e.id for e in world.env.backend.application_emojis.values()}
    await whole_game_table(world, monkeypatch, "bunny_kingdom", "", 3)
    dm = world.alice.user.dm_channel.last_message
    (menu, *_) = menus(dm)
    options = menu["options"]
    with_icons = [o for o in options if o.get("emoji")]
    assert with_icons
    for o in with_icons:
        assert int(o["emoji"]["id"]) == ids[o["emoji"]["name"]]
        assert o["emoji"]["name"].startswith("pl_bunny_") and o["label"]  # the words stay
    assert all(c.get("label") or c["type"] == 3 for c in components(dm))


async def test_discord_refusing_an_emoji_of_ours_triggers_a_check_now(world, simcord_bot):
    """Whoever sends: a 400 "Invalid emoji" on any request empties the map (words only) and checks at once."""
    manager = await synced(simcord_bot)
    assert emoji_for("simurgh-wood") is not None
    world.env.inject_error("POST", "/channels/*/messages", status=400, code=50035,
                           message="Invalid Form Body: components.0.components.0.emoji.id: Invalid emoji")
    manager.synced.clear()
    with pytest.raises(discord.HTTPException):
        await simcord_bot.get_channel(world.channel.id).send("x")
    assert not app_emojis.known()  # at once
    await asyncio.wait_for(manager.synced.wait(), 30)
    assert emoji_for("simurgh-wood") is not None  # still there: the same ids, nothing uploaded again
    assert manager.uploaded == len(icon_files())
    # another refusal (a missing permission) is not about emojis
    world.env.inject_error("POST", "/channels/*/messages", status=403, code=50013, message="Missing Permissions")
    with pytest.raises(discord.HTTPException):
        await simcord_bot.get_channel(world.channel.id).send("x")
    assert emoji_for("simurgh-wood") is not None
