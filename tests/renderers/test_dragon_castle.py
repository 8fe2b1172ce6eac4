"""The Zamek Smoków pictures, from real engine views (random playouts at several points, 2-4 players, several
layouts, the end of the game) and a few hand-made edge cases."""
from __future__ import annotations

import copy
import io
import re
import time
from functools import cache
from pathlib import Path

import pytest
from PIL import Image

import renderers
from games.core import i18n
from games.dragon_castle import GAME
from games.dragon_castle.data import LAYOUT_IDS
from renderers import dragon_castle as dc
from renderers.dragon_castle import board, tiles
from tests.games.dragon_castle.helpers import random_playout

ROOT = Path(renderers.__file__).resolve().parent
PNG_SIG = b"\x89PNG\r\n\x1a\n"
MAX_BYTES = 250_000
NAMES = ["Ala", "Bartłomiej Żółkiewski-Brzęczyszczykiewicz", "Cezary", "Dorota"]
OPTS = {"spirits": "random", "dragons": "random"}


# ---- real views ------------------------------------------------------------------------------------------------
@cache
def playout(players: int, seed: int, layout: str = "standard", cards: int = 1) -> tuple[tuple[dict, ...], dict]:
    """Every state after each step of a random game, and the final state."""
    states: list[dict] = []
    opts = dict(OPTS, layout=layout, spirits_count=cards, dragons_count=cards)
    final = random_playout(players, opts, seed, on_step=lambda before, seat, move, after, events: states.append(after))
    return tuple(states), final


def state_at(players: int, seed: int, frac: float, pending: bool | None = False, **kw) -> dict:
    """The first state from ``frac`` of the game on that is still running and has (or has not) pending steps."""
    states, _ = playout(players, seed, **kw)
    for s in states[int(len(states) * frac):]:
        if s["phase"] != "GAME_OVER" and (pending is None or bool(s["turn"]["pending"]) == pending):
            return s
    raise AssertionError("no such state")


def final_state(players: int, seed: int, **kw) -> dict:
    return playout(players, seed, **kw)[1]


CASES = {
    "2p-first-step-thousand-towers-en": (lambda: GAME.view(playout(2, 8, "thousand_towers")[0][0], 0), "en"),
    "2p-mid-four-seasons-pl": (lambda: GAME.view(state_at(2, 4, 0.5, layout="four_seasons"), None), "pl"),
    "2p-over-tie-pl": (lambda: GAME.view(final_state(2, 11), None), "pl"),
    "3p-start-en": (lambda: GAME.view(state_at(3, 3, 0.0), 1), "en"),
    "3p-late-pillars-3-cards-pl": (lambda: GAME.view(state_at(3, 11, 0.8, layout="pillars_of_creation", cards=3), 2),
                                   "pl"),  # fmt: skip
    "3p-over-en": (lambda: GAME.view(final_state(3, 3), 0), "en"),
    "4p-mid-pl": (lambda: GAME.view(state_at(4, 5, 0.5, cards=2), 0), "pl"),
    "4p-late-en": (lambda: GAME.view(state_at(4, 7, 0.9), None), "en"),
    "4p-mover-view-pl": (lambda: _mover_view(state_at(4, 12, 0.6, pending=True)), "pl"),
    "4p-over-pl": (lambda: GAME.view(final_state(4, 7), 3), "pl"),
}


def _mover_view(state: dict) -> dict:
    return GAME.view(state, state["active"])


def _open(data: bytes) -> Image.Image:
    assert data[:8] == PNG_SIG
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


# ---- the table -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("case", sorted(CASES))
def test_valid_sane_and_deterministic(case):
    make, lang = CASES[case]
    view = make()
    for page in renderers.pages("dragon_castle"):
        data = renderers.render_table(view, NAMES, lang, page)
        img = _open(data)
        assert img.width == dc.WIDTH
        assert 600 <= img.height <= 1.3 * img.width  # a phone shows it whole (test_phone_limits checks every game)
        assert len(data) < MAX_BYTES, f"{case}: {len(data)} bytes"
        assert renderers.render_table(copy.deepcopy(view), list(NAMES), lang, page) == data  # byte-identical
    assert view == make()  # the renderer never changes the view


def test_every_layout_renders():
    for i, layout in enumerate(LAYOUT_IDS):
        n = 2 + i % 3
        state = GAME.setup(n, GAME.normalize_options({"layout": layout}), 100 + i)
        _open(renderers.render_table(GAME.view(state, None), NAMES, "pl" if i % 2 else "en"))


def test_public_picture_ignores_the_private_preview():
    """The mover's own view carries ``private.preview``: the table picture is the same without it."""
    for n, seed, frac in ((2, 8, 0.2), (3, 2, 0.5), (4, 12, 0.8)):
        state = state_at(n, seed, frac, pending=True)
        mine = GAME.view(state, state["active"])
        assert mine["private"] and mine["private"]["pending"]
        stripped = dict(mine, private=None)
        picture = renderers.render_table(stripped, NAMES, "pl")
        assert renderers.render_table(mine, NAMES, "pl") == picture
        garbage = dict(mine, private={"pending": ["take A1"], "preview": {"castle": {}, "realms": []}})
        assert renderers.render_table(garbage, NAMES, "pl") == picture


def test_public_picture_is_the_same_for_a_hidden_twin():
    """DC-14.3: covered castle tiles (and the mover's pending turn) are hidden: a re-dealt twin draws the same."""
    for n, seed, frac, pending in ((2, 4, 0.3, False), (3, 3, 0.6, True), (4, 7, 0.5, True)):
        state = state_at(n, seed, frac, pending=pending)
        seat = (state["active"] + 1) % n
        for k, who in enumerate((None, seat)):
            twin = GAME.hidden_twin(state, 1000 + k, None)
            assert twin["castle"] != state["castle"]  # the covered tiles really moved
            assert (renderers.render_table(GAME.view(state, who), NAMES, "en")
                    == renderers.render_table(GAME.view(twin, who), NAMES, "en"))  # fmt: skip


def test_the_seat_and_language_change_the_picture():
    state = state_at(3, 3, 0.5)
    a = renderers.render_table(GAME.view(state, None), NAMES, "en")
    assert renderers.render_table(GAME.view(state, 1), NAMES, "en") != a  # the "you" pill
    assert renderers.render_table(GAME.view(state, None), NAMES, "pl") != a


def test_last_move_highlight_follows_the_view():
    view = GAME.view(state_at(4, 5, 0.5), None)
    assert view["last"]
    a = renderers.render_table(view, NAMES, "en")
    moved = copy.deepcopy(view)
    moved["last"]["castle_cells"] = ["A1"]
    moved["last"]["realm_cells"] = ["d4"]
    assert renderers.render_table(moved, NAMES, "en") != a


def test_layout_adapts_to_the_player_count():
    """The turn page is the same size for every count (castle, the mover's realm, a standings row each); the
    players page lays the realms out in one row and stays within the phone limit."""
    turn = {n: _open(renderers.render_table(GAME.view(state_at(n, 3, 0.5), None), NAMES, "en")).height
            for n in (2, 3, 4)}  # fmt: skip
    players = {n: _open(renderers.render_table(GAME.view(state_at(n, 3, 0.5), None), NAMES, "en", "players")).height
               for n in (2, 3, 4)}  # fmt: skip
    assert len(set(turn.values())) == 1 and all(h <= 1.3 * dc.WIDTH for h in turn.values()), turn
    assert len(set(players.values())) > 1 and all(h <= 1.3 * dc.WIDTH for h in players.values()), players


def test_tolerates_sparse_and_odd_views():
    minimal = {"game": "dragon_castle", "players": 2, "phase": "PLAY", "active": 0}
    _open(renderers.render_table(minimal, [], "en"))
    v = GAME.view(state_at(2, 4, 0.5), 0)
    v["castle"]["cells"][0]["top"] = "no_such_kind"
    v["castle"]["cells"].append({"cell": "Z99", "h": 2, "top": "merchant_1"})
    v["realms"][0][0] = {"cell": "a1", "h": 7, "up": True, "top": "mystery", "shrine": False}
    v["last"] = {"seat": 1, "action": "juggling", "castle_cells": ["Q1"], "realm_cells": [], "log": [{"bad": 1}]}
    v["spirits"].append("no_such_spirit")
    _open(renderers.render_table(v, ["Only one name"], "pl"))  # missing names -> "Seat n"


# ---- the private preview ---------------------------------------------------------------------------------------
def test_private_preview_during_a_turn_in_progress():
    for n, seed in ((2, 8), (3, 2), (4, 12)):
        state = state_at(n, seed, 0.5, pending=True)
        mover = state["active"]
        view = GAME.view(state, mover)
        data = renderers.render_private(view, NAMES, "pl")
        img = _open(data)
        assert img.width == dc.WIDTH and img.height > 1200
        assert len(data) < MAX_BYTES
        assert renderers.render_private(copy.deepcopy(view), NAMES, "pl") == data
        assert renderers.render_private(view, NAMES, "en") != data
        for seat in range(n):  # nobody else has a private part
            if seat != mover:
                assert renderers.render_private(GAME.view(state, seat), NAMES, "pl") is None
        assert renderers.render_private(GAME.view(state, None), NAMES, "pl") is None


def test_no_private_picture_without_pending_steps():
    for state in (state_at(3, 3, 0.4, pending=False), final_state(2, 11)):
        for seat in range(state["players"]):
            assert renderers.render_private(GAME.view(state, seat), NAMES, "en") is None


def test_preview_follows_the_pending_steps():
    """Two steps of the same turn give two different previews (the realm/castle change under the label)."""
    states, _ = playout(3, 2)
    pics = set()
    for s in states:
        if s["phase"] != "GAME_OVER" and s["turn"]["pending"]:
            pics.add(renderers.render_private(GAME.view(s, s["active"]), NAMES, "en"))
        if len(pics) >= 3:
            break
    assert len(pics) >= 3


# ---- tiles, catalogs, timing -----------------------------------------------------------------------------------
def test_the_29_tile_faces_are_distinct():
    kinds = tiles.all_kinds()
    assert len(kinds) == 29
    faces = {k: tiles.face(k, 58, 74).tobytes() for k in kinds}
    assert len(set(faces.values())) == 29
    assert tiles.back(58, 74).tobytes() not in faces.values()
    small = {tiles.face(k, 30, 38).tobytes() for k in kinds}
    assert len(small) == 29


def test_stack_heights_are_shaded_darker_with_height():
    lum = [sum(board.floor_colour(h)) for h in (1, 2, 3, 4, 9)]
    assert lum == sorted(lum, reverse=True) and len(set(lum[:4])) == 4


def test_catalogs_cover_every_key_the_renderer_uses():
    source = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "dragon_castle").glob("*.py"))
    used = set(re.findall(r'"(render-dc-[a-z0-9-]+)"', source))
    used |= {f"render-dc-spirit-{s}" for s in ("beauty", "wind", "strength", "elegance", "deception", "change",
                                               "faith", "depths", "destruction", "cunning")}  # fmt: skip
    used |= {f"render-dc-dragon-{s}" for s in ("humility", "righteousness", "tranquility", "bravery", "majesty",
                                               "might", "knowledge", "harmony", "piety", "valor")}  # fmt: skip
    used |= {f"render-dc-action-{a}" for a in ("pair", "shrine", "discard", "summon", "none")}
    used |= {f"render-dc-{g}s-title" for g in ("spirit", "dragon")}
    assert len(used) > 60
    for lang in ("pl", "en"):
        missing = sorted(k for k in used if not i18n.bundles()[lang].has_message(k))
        assert not missing, (lang, missing)

    def keys(lang: str) -> set[str]:
        text = (ROOT / "locales" / f"{lang}-dragon_castle.ftl").read_text("utf-8")
        return {line.split("=")[0].strip() for line in text.splitlines() if line[:1].isalpha()}

    assert keys("pl") == keys("en") and all(k.startswith("render-dc-") for k in keys("pl"))
    assert {k for k in keys("en") if not k.startswith(("render-dc-spirit-", "render-dc-dragon-"))} - used == set()


def test_polish_plurals_and_diacritics():
    t = i18n.tr
    assert [t("pl", "render-dc-castle-left", n=n) for n in (1, 2, 5, 22, 25, 0)] == [
        "1 kamień w zamku", "2 kamienie w zamku", "5 kamieni w zamku", "22 kamienie w zamku", "25 kamieni w zamku",
        "0 kamieni w zamku"]  # fmt: skip
    assert t("pl", "render-dc-supply", n=3) == "3 świątynie w zapasie"
    assert t("pl", "render-dc-track-left", n=1) == "został 1 żeton odliczania"
    assert t("pl", "render-dc-preview-held", n=2) == "2 kamienie do położenia"
    assert t("en", "render-dc-preview-held", n=0) == "No tile to place"
    assert "ą" in t("pl", "render-dc-legend-top") or "ż" in t("pl", "render-dc-legend-top")


def test_render_time_is_reasonable():
    """Loose guard (measured ~25 ms draw + ~32 ms encode for a 4-player table on one core; see the module docs)."""
    view = GAME.view(state_at(4, 7, 0.9), 0)
    renderers.render_table(view, NAMES, "pl")  # warm the caches
    t = time.perf_counter()
    for _ in range(3):
        renderers.render_table(view, NAMES, "pl")
    assert (time.perf_counter() - t) / 3 < 0.5


def test_write_samples(tmp_path):
    """One picture per case (to look at: pytest --basetemp=/tmp/x)."""
    for case, (make, lang) in CASES.items():
        (tmp_path / f"{case}.png").write_bytes(renderers.render_table(make(), NAMES, lang))
    state = state_at(4, 12, 0.6, pending=True)
    (tmp_path / "private-4p.png").write_bytes(renderers.render_private(_mover_view(state), NAMES, "pl"))
    assert len(list(tmp_path.glob("*.png"))) == len(CASES) + 1
