"""The Królestwo Królików pictures, from real views of random engine playouts (2 and 4 players, every phase up to the
end): valid, sane and deterministic PNGs, the public picture blind to secrets, the private picture, Polish texts."""
from __future__ import annotations

import copy
import io
import random
import re
import time
from pathlib import Path

import pytest
from PIL import Image, ImageDraw

import renderers
from games.core import i18n
from renderers import bunny_kingdom as bk
from renderers.bunny_kingdom import board as bkboard
from renderers.bunny_kingdom import common as bkc
from renderers.bunny_kingdom import table as bktable
from renderers.toolkit import primitives as pr

GAME = pytest.importorskip("games.bunny_kingdom").GAME

ROOT = Path(renderers.__file__).resolve().parent
PNG_SIG = b"\x89PNG\r\n\x1a\n"
MAX_BYTES = 250_000
NAMES = ["Ała", "Bartłomiej", "Celina", "Darek Żółć"]


def _open(data: bytes) -> Image.Image:
    assert data[:8] == PNG_SIG
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


def _playout(players: int, seed: int) -> list[tuple[dict, int]]:
    """(state, seat that just moved) after every move of a random game, plus the start."""
    state = GAME.setup(players, {}, seed)
    r = random.Random(seed)
    out = [(state, 0)]
    for _ in range(3000):
        if GAME.result(state).finished:
            break
        seat = r.choice(sorted(GAME.actors(state)))
        state, _ = GAME.apply(state, seat, r.choice(GAME.legal_moves(state, seat)).id)
        out.append((state, seat))
    assert GAME.result(state).finished
    return out


def _moments(players: int, seed: int) -> dict[str, tuple[dict, int]]:
    """A few telling moments of one game: first pick, a pick after a reveal, camp, build, universal, the start of a
    round (harvest breakdown), the last round, copy, the end."""
    steps = _playout(players, seed)
    found: dict[str, tuple[dict, int]] = {"start": steps[0]}
    for state, seat in steps:
        v = GAME.view(state, None)
        ph, rnd = v["phase"], v["round"]
        if ph == "PICK" and v["last_reveal"] and v["last_reveal"]["round"] == rnd:
            found.setdefault("after-reveal", (state, seat))
        if ph == "PICK" and rnd == 2 and not (v["last_reveal"] or {}).get("round") == 2:
            found.setdefault("round-start", (state, seat))
        if ph == "PICK" and rnd == 4 and v["pick"] >= 3:
            found.setdefault("late", (state, seat))
        for name in ("CAMP", "BUILD", "UNIVERSAL", "COPY"):
            if ph == name:
                found.setdefault(name.lower(), (state, seat))
    found["end"] = steps[-1]
    return found


@pytest.fixture(scope="module")
def games_() -> dict[int, dict[str, tuple[dict, int]]]:
    return {2: _moments(2, 3), 4: _moments(4, 7)}


CASES = [(n, m, lang) for n in (2, 4) for m in ("start", "after-reveal", "round-start", "camp", "build", "late",
                                                   "end") for lang in ("pl", "en")]  # fmt: skip


@pytest.mark.parametrize("players,moment,lang", CASES)
def test_valid_sane_and_deterministic(games_, players, moment, lang):
    if moment not in games_[players]:
        pytest.skip(f"no {moment} in this playout")
    state, seat = games_[players][moment]
    for who in (None, seat):
        view = GAME.view(state, who)
        keep = copy.deepcopy(view)
        data = renderers.render_table(view, NAMES[:players], lang)
        img = _open(data)
        assert img.width == bktable.WIDTH
        assert 900 <= img.height <= 3000
        assert len(data) < MAX_BYTES, (players, moment, len(data))
        assert view == keep  # the renderer never changes the view
        assert renderers.render_table(copy.deepcopy(view), list(NAMES[:players]), lang) == data  # byte-identical


def test_every_phase_renders(games_):
    phases = set()
    for players, moments in games_.items():
        for state, seat in moments.values():
            for who in (None, seat):
                v = GAME.view(state, who)
                phases.add(v["phase"])
                _open(renderers.render_table(v, NAMES[:players], "pl"))
                p = renderers.render_private(v, NAMES[:players], "en")
                assert p is None or _open(p).width == 1280
    assert {"PICK", "BUILD", "GAME_OVER"} <= phases


@pytest.mark.parametrize("players", [2, 4])
def test_public_picture_ignores_secrets(games_, players):
    """The table picture depends on the public view only: re-dealing every secret (GAME.hidden_twin) or changing the
    seat's private part gives identical bytes."""
    for moment, (state, seat) in games_[players].items():
        public = renderers.render_table(GAME.view(state, None), NAMES, "pl")
        for k in range(2):
            twin = GAME.hidden_twin(state, 1000 + k, None)
            assert renderers.render_table(GAME.view(twin, None), NAMES, "pl") == public, moment
        mine = GAME.view(state, seat)
        a = renderers.render_table(mine, NAMES, "en")
        other = copy.deepcopy(mine)
        other["private"] = {"hand": ["T-A1", "P-FISHER"], "pick": ["T-A1", "P-FISHER"], "parchments": ["P-MATRIARCH"]}
        assert renderers.render_table(other, NAMES, "en") == a, moment
        twin = GAME.hidden_twin(state, 7, seat)  # everything hidden from this seat re-dealt
        assert renderers.render_table(GAME.view(twin, seat), NAMES, "en") == a, moment


def test_private_picture_of_a_hand(games_):
    for players in (2, 4):
        state, _ = games_[players]["after-reveal"]
        pictures = set()
        for seat in range(players):
            v = GAME.view(state, seat)
            assert v["private"]["hand"]
            data = renderers.render_private(v, NAMES, "pl")
            img = _open(data)
            assert img.width == 1280 and 300 < img.height <= 1.3 * img.width
            assert len(data) < MAX_BYTES
            assert renderers.render_private(copy.deepcopy(v), NAMES, "pl") == data
            pictures.add(data)
        assert len(pictures) == players  # every hand is different
        assert renderers.render_private(GAME.view(state, None), NAMES, "pl") is None  # no private part


def test_private_picture_shows_the_pick():
    state = GAME.setup(3, {}, 5)
    v0 = GAME.view(state, 1)
    move = GAME.legal_moves(state, 1)[0].id
    state2, _ = GAME.apply(state, 1, move)
    v1 = GAME.view(state2, 1)
    assert v1["private"]["pick"]
    assert renderers.render_private(v0, NAMES, "en") != renderers.render_private(v1, NAMES, "en")
    # the table only learns that seat 1 has picked
    assert renderers.render_table(v0, NAMES, "en") != renderers.render_table(v1, NAMES, "en")


def test_private_picture_at_the_end_lists_parchments(games_):
    state, _ = games_[4]["end"]
    for seat in range(4):
        v = GAME.view(state, seat)
        data = renderers.render_private(v, NAMES, "en")
        if v["private"]["parchments"] or v["private"]["unbuilt"]:
            _open(data)


def test_fiefs_match_the_engine(games_):
    """The outlines are drawn from fiefs computed from the view; they agree with the engine's fief counts."""
    for players, moments in games_.items():
        for state, _ in moments.values():
            v = GAME.view(state, None)
            fiefs = bkboard.fiefs(v)
            for seat in range(players):
                mine = {k for sq, k in fiefs.items() if v["board"][sq]["owner"] == seat}
                assert len(mine) == v["players_info"][seat]["fiefs"]


def test_harvest_breakdown_and_final_scoring_are_drawn(games_):
    state, _ = games_[4]["round-start"]
    v = GAME.view(state, None)
    assert bkc.last_event(v)[0] == "harvest"
    with_breakdown = renderers.render_table(v, NAMES, "en")
    later = copy.deepcopy(v)
    later["last_harvest"]["round"] = 0  # older than everything else: no breakdown
    assert _open(renderers.render_table(later, NAMES, "en")).height < _open(with_breakdown).height
    end = GAME.view(games_[4]["end"][0], None)
    assert end["final"] and end["winners"]
    assert _open(renderers.render_table(end, NAMES, "en")).height > _open(with_breakdown).height


def test_last_change_is_framed(games_):
    state, _ = games_[4]["after-reveal"]
    v = GAME.view(state, None)
    kind, rec = bkc.last_board_event(v)
    assert kind == "reveal" and set(bkc.changed_squares((kind, rec))) == set(rec["squares"])
    a = renderers.render_table(v, NAMES, "en")
    moved = copy.deepcopy(v)
    moved["last_reveal"]["squares"] = ["J10"]
    assert renderers.render_table(moved, NAMES, "en") != a


def test_last_event_order():
    view = {"last_reveal": {"round": 2, "pick": 5}, "last_camp": {"round": 2, "number": 3},
            "last_build": {"round": 1, "builds": []}, "last_harvest": {"round": 1, "players": []}}  # fmt: skip
    assert bkc.last_event(view)[0] == "camp"
    view["last_build"]["round"] = 2
    assert bkc.last_event(view)[0] == "build"
    view["last_harvest"]["round"] = 2
    assert bkc.last_event(view)[0] == "harvest"
    assert bkc.last_board_event(view)[0] == "build"
    assert bkc.last_event({}) is None


def test_language_changes_the_picture(games_):
    v = GAME.view(games_[2]["late"][0], None)
    assert renderers.render_table(v, NAMES, "pl") != renderers.render_table(v, NAMES, "en")


def test_tolerates_sparse_views():
    _open(renderers.render_table({"game": "bunny_kingdom", "players": 2}, [], "en"))
    _open(renderers.render_table({"game": "bunny_kingdom", "players": 3, "phase": "GAME_OVER", "winners": [1],
                                  "final": {}, "copies": {}}, ["Only one"], "pl"))  # fmt: skip
    assert renderers.render_private({"game": "bunny_kingdom", "players": 2, "private": {"hand": []}}, [], "en") is None


def test_render_time_is_reasonable(games_):
    """Loose guard against regressions (the report in the module docstring has the measured numbers)."""
    v = GAME.view(games_[4]["end"][0], 0)
    renderers.render_table(v, NAMES, "pl")  # warm the caches
    best = 9.0
    for _ in range(3):
        t = time.perf_counter()
        renderers.render_table(v, NAMES, "pl")
        best = min(best, time.perf_counter() - t)
    assert best < 0.5


# ---- texts -------------------------------------------------------------------------------------------------------
def _keys(path: Path) -> set[str]:
    return {line.split("=")[0].strip() for line in path.read_text("utf-8").splitlines() if line[:1].isalpha()}


def test_catalogs_cover_every_key():
    pl, en = _keys(ROOT / "locales/pl-bunny_kingdom.ftl"), _keys(ROOT / "locales/en-bunny_kingdom.ftl")
    assert pl == en and all(k.startswith("render-bk-") for k in pl)
    source = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "bunny_kingdom").rglob("*.py"))
    used = set(re.findall(r'"((?:render|bunny_kingdom)-[a-z0-9_-]+)"', source))
    used |= {f"render-bk-code-{t}" for t in bkc.TERRAIN_ORDER}
    used |= {f"bunny_kingdom-terrain-{t}" for t in bkc.TERRAIN_ORDER}
    used |= {f"bunny_kingdom-res-{r}" for r in bkc.BASIC + bkc.LUXURY}
    used |= {"bunny_kingdom-dir-left", "bunny_kingdom-dir-right", "bunny_kingdom-desc-fisher",
             "bunny_kingdom-card-fac-gold"}  # fmt: skip
    assert len(used) > 60
    for lang in ("pl", "en"):
        missing = sorted(k for k in used if not i18n.bundles()[lang].has_message(k))
        assert not missing, (lang, missing)


def test_every_card_has_a_name_and_parchments_an_effect():
    for cid, card in bkc.cards().items():
        for lang in ("pl", "en"):
            assert bkc.card_name(cid, lang) and not bkc.card_name(cid, lang).startswith("bunny_kingdom-")
            if card["type"] == "parchment":
                assert bkc.card_desc(cid, lang)


def test_polish_plurals_and_diacritics():
    t = i18n.tr
    assert [t("pl", "render-bk-squares", n=n) for n in (1, 3, 5, 22, 25)] == [
        "1 pole", "3 pola", "5 pól", "22 pola", "25 pól"]  # fmt: skip
    assert [t("pl", "render-bk-fiefs", n=n) for n in (1, 2, 12)] == ["1 księstwo", "2 księstwa", "12 księstw"]
    assert t("pl", "render-bk-harvest-zero", n=4) == "4 księstwa bez punktów"
    assert t("en", "render-bk-squares", n=1) == "1 square"
    assert "ł" in t("pl", "render-bk-legend-fief") + t("pl", "render-bk-legend-lava")


# ---- toolkit additions -------------------------------------------------------------------------------------------
def test_nice_step():
    assert [pr.nice_step(s, 10) for s in (5, 10, 11, 45, 90, 180, 240, 900)] == [1, 1, 2, 5, 10, 20, 25, 100]


def test_score_track_stacks_ties():
    img = Image.new("RGB", (600, 200), (255, 255, 255))
    m = [pr.player_marker(s, 30) for s in range(3)]
    bar = pr.score_track(img, (0, 0, 600, 200), [(10, m[0]), (10, m[1]), (40, m[2])])
    assert bar[0] < bar[2] and bar[1] < bar[3]
    # the two tied markers stand one above the other: something is drawn twice as high at score 10 as at 40
    x10 = bar[0] + (bar[2] - bar[0]) * 10 // 40
    x40 = bar[2]
    tall = [y for y in range(bar[1]) if img.getpixel((x10, y)) != (255, 255, 255)]
    short = [y for y in range(bar[1]) if img.getpixel((x40 - 1, y)) != (255, 255, 255)]
    assert tall and short and min(tall) < min(short) - 20


def test_grid_coordinates_on_four_sides():
    img = Image.new("RGB", (200, 200), (255, 255, 255))
    d = ImageDraw.Draw(img)
    pr.grid_coordinates(d, 40, 40, 2, 2, 60, 60, col_labels=["1", "2"], row_labels=["A", "B"])
    for box in ((40, 0, 160, 38), (40, 162, 160, 200), (0, 40, 38, 160), (162, 40, 200, 160)):
        assert img.crop(box).convert("L").getextrema()[0] < 128  # dark label pixels on every side


def test_write_samples(games_, tmp_path):
    """One picture per moment (look at them with: pytest --basetemp=/tmp/x)."""
    for players, moments in games_.items():
        for name, (state, seat) in moments.items():
            (tmp_path / f"bk_{players}p_{name}.png").write_bytes(
                renderers.render_table(GAME.view(state, seat), NAMES[:players], "pl"))
            p = renderers.render_private(GAME.view(state, seat), NAMES[:players], "pl")
            if p:
                (tmp_path / f"bk_{players}p_{name}_private.png").write_bytes(p)
    assert len(list(tmp_path.glob("*.png"))) >= 10


def test_module_exports():
    assert callable(bk.render) and callable(bk.render_private)
