"""The docs' screenshots generator (``python -m tests.browser.screenshots``) works: one phone-sized picture per game,
each page without sideways scrolling and with the picker of the seat on turn. It writes into a temporary folder here;
the committed pictures (docs/pictures/web) are left alone."""
from __future__ import annotations

import hashlib
import struct

from tests.browser import screenshots
from tests.browser.support import PHONE


def _digest(folder) -> dict[str, str]:
    if not folder.is_dir():
        return {}
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


async def test_the_generator_takes_one_phone_screenshot_per_game(tmp_path):
    committed = _digest(screenshots.OUT)
    shots = await screenshots.generate(tmp_path / "web")
    assert [s.game for s in shots] == list(screenshots.GAMES)
    for shot in shots:
        data = shot.path.read_bytes()
        assert shot.path.parent == tmp_path / "web" and data[:8] == b"\x89PNG\r\n\x1a\n"
        assert struct.unpack(">II", data[16:24]) == PHONE, shot.game  # the viewport, at CSS pixel scale
        assert shot.scroll_width <= PHONE[0], f"{shot.game}: the page scrolls sideways ({shot.scroll_width} px)"
        assert shot.picker and shot.version > 1, shot.game  # a few moves in, the reader on turn
    assert _digest(screenshots.OUT) == committed


async def test_the_activitys_screenshots_too(tmp_path):
    """Issue 54: the same, each table opened as the Discord Activity (signed in through the SDK's stand-in)."""
    committed = _digest(screenshots.ACTIVITY_OUT)
    shots = await screenshots.generate(tmp_path / "activity", activity=True)
    assert [s.game for s in shots] == list(screenshots.GAMES)
    for shot in shots:
        data = shot.path.read_bytes()
        assert struct.unpack(">II", data[16:24]) == PHONE, shot.game
        assert shot.scroll_width <= PHONE[0], f"{shot.game}: the Activity scrolls sideways ({shot.scroll_width} px)"
        assert shot.picker, shot.game  # the reader on turn: the picker is on the page
    assert _digest(screenshots.ACTIVITY_OUT) == committed
