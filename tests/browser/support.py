"""The browser tests' helpers: Debian's Chromium driven by Selenium through Debian's chromedriver (never a browser or
driver download: the driver's path is given, so Selenium Manager never runs), a phone's screen (390×844), and
waiting for the web table's page.

Selenium is synchronous and the web table (and the bot) run on the test's event loop, so every call into the
browser runs in a thread (:class:`Browser`'s methods are coroutines): the loop keeps answering the page meanwhile.

Without Chromium, its driver or Selenium, the browser tests are skipped on a developer's machine and FAIL under
``CI=true`` (``.ci/run`` installs them). Every browser is closed with its driver and every process they started;
one left behind fails the test.
"""
from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import tempfile
from collections.abc import AsyncIterator, Callable
from typing import Any

from tests.support import processes

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
PHONE = (390, 844)       # a phone's viewport in CSS pixels (iPhone 12-15)
WAIT = 15.0              # seconds a page gets to reach what a test waits for (two shared cores, a cold browser)
FLAGS = ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
         "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
         "--no-default-browser-check", "--disable-extensions", "--mute-audio", "--hide-scrollbars")


def ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def missing() -> str | None:
    """Why the browser tests cannot run here, or None."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[dev]')"
    for path, package in ((CHROMIUM, "chromium"), (CHROMEDRIVER, "chromium-driver")):
        if not os.access(path, os.X_OK):
            return f"{path} is missing (apt-get install {package})"
    return None


def require_browser() -> None:
    """Skip the calling test without a browser; under CI=true fail it instead (a green CI run used a browser)."""
    import pytest

    why = missing()
    if why is None:
        return
    if ci():
        pytest.fail(f"CI=true but the browser tests cannot run: {why}; .ci/run installs chromium and chromium-driver")
    pytest.skip(f"no browser here: {why} (CI runs these)")


# the page has loaded its table: the board's picture is shown and loaded, and the live stream is open
PAGE_READY = """
const img = document.getElementById('table-img');
const live = document.getElementById('live');
return !!(img && !img.hidden && img.complete && img.naturalWidth > 0 && live && live.dataset.state === 'live'
          && document.getElementById('notice').hidden);
"""

# every picture shown on the page has finished loading (the private one too)
PICTURES_LOADED = """
return [...document.querySelectorAll('img.pic')].every(
  (img) => img.hidden || img.closest('[hidden]') || (img.complete && img.naturalWidth > 0));
"""

# the picker between two steps: its choices (or Confirm) on screen, no request under way
PICKER_STEP = """
const play = document.getElementById('play');
if (play.hidden || play.classList.contains('busy')) return null;
const confirm = !document.getElementById('confirm').hidden;
const labels = [...document.querySelectorAll('#choices button')].map((b) => b.textContent);
if (!confirm && !labels.length) return null;
return {confirm, labels, path: document.querySelectorAll('#path li').length};
"""


class Browser:
    """One headless Chromium with its chromedriver; its methods run the synchronous Selenium calls in a thread."""

    def __init__(self, driver, profile: str, watched: list):
        self.driver = driver
        self.profile = profile
        self.watched = watched  # (pid, start) of chromedriver and every process below it

    @classmethod
    def launch(cls, width: int = PHONE[0], height: int = PHONE[1], scale: float = 1.0) -> Browser:
        """A new browser showing a ``width``×``height`` touch screen (synchronous: :func:`open_browser` calls it)."""
        from selenium import webdriver
        from selenium.webdriver.chrome.options import Options
        from selenium.webdriver.chrome.service import Service
        from selenium.webdriver.common.selenium_manager import SeleniumManager

        def no_downloads(self, *args, **kwargs):  # the driver's path is given: this is never reached
            raise RuntimeError("Selenium Manager must not run: the tests use Debian's chromium and chromedriver")

        SeleniumManager.binary_paths = no_downloads
        profile = tempfile.mkdtemp(prefix="plansza-chromium-")
        options = Options()
        options.binary_location = CHROMIUM
        for flag in (*FLAGS, f"--user-data-dir={profile}", f"--window-size={width},{height}"):
            options.add_argument(flag)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})  # the page's console, for console_errors()
        service = Service(executable_path=CHROMEDRIVER, log_output=os.devnull)
        try:
            driver = webdriver.Chrome(service=service, options=options)
        except BaseException:
            with contextlib.suppress(Exception):
                service.stop()
            shutil.rmtree(profile, ignore_errors=True)
            raise
        watched = []
        if service.process is not None and processes.available():
            watched = [w for w in [processes.identity(service.process.pid)] if w] + processes.descendants(
                service.process.pid)
        browser = cls(driver, profile, watched)
        try:
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": height, "deviceScaleFactor": scale, "mobile": True})
            driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
            driver.set_page_load_timeout(WAIT)
        except BaseException:
            browser.quit()
            raise
        return browser

    def quit(self) -> list[str]:
        """Close the browser and its driver, and make sure every process they started has ended; the command
        lines of those that had to be killed (a test fails on any)."""
        if processes.available() and self.watched:  # the renderers started since launch
            self.watched = sorted(set(self.watched) | set(processes.descendants(self.watched[0][0])))
        try:
            self.driver.quit()
        except Exception:  # noqa: BLE001 - a dead browser: its processes are ended below
            pass
        left = processes.wait_gone(self.watched, 10.0)
        lines = [processes.cmdline(pid)[:120] for pid, _ in left]
        processes.kill(left)
        shutil.rmtree(self.profile, ignore_errors=True)
        return lines

    # ---------- asynchronous use (the page's server runs on the caller's loop) ----------

    async def call(self, fn: Callable[..., Any], *args) -> Any:
        return await asyncio.to_thread(fn, *args)

    async def js(self, script: str, *args) -> Any:
        return await self.call(self.driver.execute_script, script, *args)

    async def get(self, url: str) -> None:
        await self.call(self.driver.get, url)

    async def wait(self, condition: Callable[[Any], Any] | str, message: str = "", timeout: float = WAIT) -> Any:
        """Wait (Selenium's WebDriverWait, no sleeps) until ``condition(driver)`` is truthy, or a script returns a
        truthy value; that value."""
        from selenium.webdriver.support.ui import WebDriverWait

        check = condition if callable(condition) else (lambda d: d.execute_script(condition))
        return await self.call(lambda: WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(check, message))

    async def open_table(self, url: str) -> None:
        """Open a link and wait until its table is on screen and live."""
        await self.get(url)
        await self.wait(PAGE_READY, f"the table page did not load its table: {url}")
        await self.wait(PICTURES_LOADED, "the page's pictures did not load")

    async def click(self, css: str) -> None:
        from selenium.webdriver.common.by import By

        await self.call(lambda: self.driver.find_element(By.CSS_SELECTOR, css).click())

    async def click_text(self, css: str, text: str) -> None:
        """Click the element under ``css`` whose visible text is ``text`` (once it is there)."""
        from selenium.webdriver.common.by import By

        def find(d):
            return next((e for e in d.find_elements(By.CSS_SELECTOR, css) if e.is_displayed() and e.text == text),
                        None)

        element = await self.wait(find, f"no {css} with the text {text!r}")
        await self.call(element.click)

    async def texts(self, css: str) -> list[str]:
        return await self.js("return [...document.querySelectorAll(arguments[0])].map((e) => e.textContent)", css)

    async def visible(self, element_id: str) -> bool:
        """The element is there and shown (not hidden, itself or by an ancestor)."""
        return await self.js("const e = document.getElementById(arguments[0]);"
                             "return !!(e && e.offsetParent !== null && !e.closest('[hidden]'));", element_id)

    async def scroll_width(self) -> int:
        return await self.js("return document.documentElement.scrollWidth")

    async def console_errors(self) -> list[str]:
        """The page's console errors since the last call (a script error, a Content-Security-Policy violation)."""
        entries = await self.call(self.driver.get_log, "browser")
        return [e["message"] for e in entries if e.get("level") == "SEVERE"]

    async def pick_move(self, choose: Callable[[list[str]], int] = lambda labels: 0) -> list[str]:
        """Make a move through the page's picker: click a choice (``choose`` picks its index from the labels shown)
        at each step until the move is whole, then Confirm; the labels clicked. Returns once the page answered."""
        clicked = []
        for _ in range(20):
            step = await self.wait(PICKER_STEP, "the picker offered no step")
            if step["confirm"]:
                break
            index = choose(step["labels"])
            clicked.append(step["labels"][index])
            await self.js("document.querySelectorAll('#choices button')[arguments[0]].click()", index)
            await self.wait(f"return document.querySelectorAll('#path li').length > {step['path']}"
                            " || !document.getElementById('confirm').hidden", "the picker did not take the step")
        else:
            raise AssertionError(f"the picker never offered Confirm (clicked {clicked})")
        await self.click("#confirm")
        await self.wait("const a = document.getElementById('answer');"
                        "return !a.hidden && (a.classList.contains('ok') || a.classList.contains('error'))",
                        "the page got no answer to its move")
        return clicked

    async def screenshot(self) -> bytes:
        """The viewport as a PNG."""
        return await self.call(self.driver.get_screenshot_as_png)


@contextlib.asynccontextmanager
async def open_browser(width: int = PHONE[0], height: int = PHONE[1], scale: float = 1.0) -> AsyncIterator[Browser]:
    """A browser for the block, closed after it with every process it started (any left behind is an error)."""
    browser = await asyncio.to_thread(Browser.launch, width, height, scale)
    failed = False
    try:
        yield browser
    except BaseException:
        failed = True
        raise
    finally:
        left = await asyncio.to_thread(browser.quit)
        if left and not failed:
            raise AssertionError(f"browser processes outlived quit() (killed now): {left}")


@contextlib.asynccontextmanager
async def web_table(service, *, after_move=None, notifier=None, **more) -> AsyncIterator[Any]:
    """The bot's :class:`bot.web.app.WebTable` on a free port of 127.0.0.1 over ``service`` (its notifier unless one is
    given; ``more``: other settings, e.g. the Activity's), stopped after the block; ``.url(token)`` is a link's
    address."""
    from bot.settings import Settings
    from bot.web.app import WebTable

    settings = Settings(web_url="https://plansza.example", web_host="127.0.0.1", web_port=0, rate_burst=1000,
                        rate_per_second=1000.0, **more)
    web = WebTable(settings, service, after_move=after_move, notifier=notifier or service.notifier)
    await web.start()
    web.url = lambda token: f"http://127.0.0.1:{web.port}/t/{token}"
    try:
        yield web
    finally:
        await web.stop()
