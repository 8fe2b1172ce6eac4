"""renderers.render_table / render_private dispatch, registration and the generic fallback."""
from __future__ import annotations

import io

import pytest
from PIL import Image

import renderers
from games import registry
from games.core import i18n
from renderers.pictures import Pictures

MINI = {"game": "mini", "seat": 0, "players": 3, "phase": "PLAY", "active": 1, "actors": [1], "private": {"hand": [3]}}


def _png(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


def test_the_registry_names_the_pictures_lazily():
    """A game's entry names its pictures by ``module:attribute``; ``renderers`` imports them on first use."""
    for gid in registry.shipped():
        assert isinstance(registry.plugin(gid).pictures, str)
        pics = renderers.pictures_of(gid)
        assert isinstance(pics, Pictures) and pics.private is not None and pics.pages
        assert renderers.pages(gid) == pics.pages


def test_catalog_folder_registered_at_import():
    assert i18n.has("render-round", "pl") and i18n.has("render-round", "en")
    assert i18n.tr("pl", "render-round", n=2) == "Runda 2"


def test_unknown_game_gets_the_generic_picture():
    data = renderers.render_table(MINI, ["Ała", "Bartłomiej", "Ćwik"], "pl")
    img = _png(data)
    assert img.width == 800 and img.height > 200
    assert renderers.render_table(MINI, ["Ała", "Bartłomiej", "Ćwik"], "pl") == data
    assert renderers.render_table(MINI, ["Ała", "Bartłomiej", "Ćwik"], "en") != data
    assert renderers.render_private(MINI, ["Ała"], "pl") is None  # no private renderer for this game


def test_generic_picture_tolerates_missing_fields():
    _png(renderers.render_table({"game": "mini"}, [], "en"))
    _png(renderers.render_table({"game": "mini", "players": [{}, {}], "active": 0}, ["X"], "en"))


def test_register_and_unregister():
    calls = []

    def table(view, names, lang):
        calls.append((view["game"], tuple(names), lang))
        return b"table"

    def private(view, names, lang):
        return b"private"

    rules = registry.get("dragons")
    registry.register(registry.Plugin("mini", rules, Pictures(render=table, private=private)))
    try:
        assert renderers.render_table(MINI, ("a", "b"), "en") == b"table"
        assert calls == [("mini", ("a", "b"), "en")]
        assert renderers.render_private(MINI, [], "en") == b"private"
        assert renderers.render_private(dict(MINI, private=None), [], "en") is None
        registry.register(registry.Plugin("mini", rules, "renderers.dragons:PICTURES"))  # named, imported lazily
        assert renderers.pictures_of("mini") is renderers.pictures_of("dragons")
    finally:
        registry.unregister("mini")
    assert renderers.pictures_of("mini") is None
    _png(renderers.render_table(MINI, [], "en"))


@pytest.mark.parametrize("private", [None, {}])
def test_render_private_none_without_private_part(private):
    view = {"game": "dragons", "players": 2, "private": private}
    assert renderers.render_private(view, ["a", "b"], "pl") is None
