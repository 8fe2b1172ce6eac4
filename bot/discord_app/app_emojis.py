"""The piece icons as application emojis: uploaded once, then shown beside the words of step buttons and menus.

The icons are ``emoji_icons/<key>.png`` (drawn by ``python -m renderers.icons``; a key is what a game's
``Presentation.token_icon`` returns, ``<piece kind>-<piece>``). Each is an emoji of the bot's application named
``pl_<key with _ for ->`` (``pl_<kind>_<piece>``: Discord's emoji names are 2-32 letters, digits and ``_``).

How it runs:

- :meth:`AppEmojis.start` (from ``PlanszaBot.setup_hook``) starts a background task and returns at once: start-up
  and the first commands never wait for Discord's emoji endpoints. The task lists the application's emojis (one
  request), keeps the ids of those with our names, and uploads the missing ones one at a time.
- The ids live in one map per process (:func:`emoji_for` reads it): a key not in it (not uploaded yet, an upload
  that failed, an icon that went missing) gives ``None``, and the button or option shows its words only, exactly as
  without icons. A missing emoji never costs a label.
- Application emojis are not announced over the gateway, so a deleted one (someone tidying the Developer Portal) is
  only seen by asking. Discord refuses a whole message whose component names an unknown emoji, so a stale id must
  not live long: the task lists the emojis again every :data:`REFRESH_SECONDS` (one cheap request), drops ids that
  are gone and uploads those icons again. And the manager listens to Discord's answers (:meth:`AppEmojis.watch`:
  the client's requests and discord.py's webhook adapter, which carries interaction answers): a message refused for
  an invalid emoji calls :func:`refused`, which empties the map at once (what is built next goes out in words only)
  and runs the check now instead of at the next period. The refused message itself is its sender's to send again.
  Listing rather than a check before every send: a send must never wait on an extra request, and deletions are
  rare.
- Rate limits: discord.py waits out a 429 up to the client's ``max_ratelimit_timeout``; a longer one raises
  :class:`discord.RateLimited`, and the task sleeps for its ``retry_after`` and goes on. Uploads are sequential, so
  a first start (about a hundred icons) spreads itself over Discord's limits without bursting.
- A failed upload (any other HTTP error) is logged and skipped; the next check tries again. Nothing is ever deleted:
  an emoji of ours that has no file any more may still be used by another process of the bot, or another version.
  A redrawn icon keeps its name: delete the old emoji in the Developer Portal and the next check uploads the new one.
"""
from __future__ import annotations

import asyncio
import logging
import re
from pathlib import Path

import discord
from discord.ext import tasks
from discord.webhook.async_ import async_context

log = logging.getLogger("plansza.emojis")

ICON_DIR = Path(__file__).resolve().parent / "emoji_icons"
PREFIX = "pl_"
REFRESH_SECONDS = 600.0
UPLOAD_TRIES = 3
_NAME = re.compile(r"[A-Za-z0-9_]{2,32}")

#: emoji name -> id, of this process's application (what the last check found and uploaded)
_known: dict[str, int] = {}
#: the running manager (the bot's), for :func:`refused`
_active: AppEmojis | None = None


def emoji_name(key: str) -> str | None:
    """The emoji name of the icon ``key`` (``<kind>-<piece>`` -> ``pl_<kind>_<piece>``), or None when Discord would not
    take it."""
    name = PREFIX + str(key).replace("-", "_")
    return name if _NAME.fullmatch(name) else None


def icon_files(directory: Path = ICON_DIR) -> dict[str, Path]:
    """emoji name -> its PNG, for every icon in ``directory``."""
    out = {}
    for path in sorted(directory.glob("*.png")):
        name = emoji_name(path.stem)
        if name is not None:
            out[name] = path
    return out


def emoji_for(key: str | None) -> discord.PartialEmoji | None:
    """The emoji of the icon ``key`` if the application has it now, else None (words only)."""
    if not key:
        return None
    name = emoji_name(key)
    emoji_id = _known.get(name) if name else None
    return discord.PartialEmoji(name=name, id=emoji_id) if name and emoji_id else None


def known() -> dict[str, int]:
    """A copy of the map: emoji name -> id."""
    return dict(_known)


def use(ids: dict[str, int]) -> None:
    """Replace the map (tests; a process that learnt the ids elsewhere)."""
    _known.clear()
    _known.update(ids)


def refused() -> None:
    """A send was refused for an unknown emoji: words only from now, and the running manager checks again now."""
    if _active is not None:
        _active.refused()
    else:
        _known.clear()


def invalid_emoji(err: discord.HTTPException) -> bool:
    """Is ``err`` Discord's refusal of a message whose component names an emoji it does not know (400, 50035, a
    field error about an ``emoji``)?"""
    return err.status == 400 and err.code == 50035 and "emoji" in str(err.text or "").lower()


def _watched(request):
    """``request`` (a coroutine function sending one HTTP request) that calls :func:`refused` when Discord refuses
    an emoji of ours; errors are raised as before."""
    async def watched(route, *args, **kwargs):
        try:
            return await request(route, *args, **kwargs)
        except discord.HTTPException as err:
            if invalid_emoji(err):
                log.warning("Discord refused an emoji of ours (%s %s): checking the emojis now",
                            getattr(route, "method", "?"), getattr(route, "path", "?"))
                refused()
            raise

    watched._emoji_watch = True
    return watched


class AppEmojis:
    """The background upload and refresh of the icons of ``directory`` for ``client``'s application."""

    def __init__(self, client: discord.Client, directory: Path | None = None,
                 refresh_seconds: float = REFRESH_SECONDS):
        self.client = client
        self.directory = directory or ICON_DIR
        self.refresh_seconds = refresh_seconds
        self.synced = asyncio.Event()  # set after each check (tests wait for the first)
        self.uploaded = 0  # emojis uploaded by this process (all checks)
        self.loop = tasks.loop(seconds=refresh_seconds)(self.check)  # the bot's other loops are alike
        self._lock = asyncio.Lock()
        self._now: asyncio.Task | None = None

    @classmethod
    def start(cls, client: discord.Client, **kwargs) -> AppEmojis:
        """A manager for ``client``, its task started (it never raises: a failure only leaves labels in words)."""
        global _active
        manager = cls(client, **kwargs)
        _known.clear()  # ids of another application (an earlier client in this process) mean nothing here
        _active = manager
        try:
            manager.watch()
            manager.loop.start()  # its first check at once, in the background
        except Exception:  # pragma: no cover - nothing to show, nothing broken
            log.exception("the application emojis could not be started")
        return manager

    def watch(self) -> None:
        """Listen to Discord's answers, the client's requests and the interaction answers and followups (which go
        through discord.py's webhook adapter, one per process): a message refused for an invalid emoji (ours went
        missing) calls :func:`refused` at once, whoever sent it. The refused request itself still fails (its sender
        decides whether to send it again; a view built after this carries words only)."""
        http = self.client.http
        if not getattr(http.request, "_emoji_watch", False):
            http.request = _watched(http.request)
        adapter = async_context.get()
        if not getattr(adapter.request, "_emoji_watch", False):
            adapter.request = _watched(adapter.request)

    def stop(self) -> None:
        self.loop.cancel()

    def refused(self) -> None:
        """Words only until a check, which runs now (not at the end of the period)."""
        _known.clear()
        if self._now is None or self._now.done():
            self._now = asyncio.get_running_loop().create_task(self.check(), name="plansza-app-emojis-now")

    async def check(self) -> None:
        """One check (the loop's tick): :meth:`sync`, whose failure is logged and tried again at the next one."""
        if self.client.is_closed():  # the bot was closed: its loop ends here
            self.loop.stop()
            return
        try:
            await self.sync()
        except Exception:
            if not self.client.is_closed():
                log.warning("checking the application emojis failed; next try in %.0f s", self.refresh_seconds,
                            exc_info=True)
        self.synced.set()

    async def sync(self) -> int:
        """List the application's emojis, keep the ids of ours, upload the missing ones; returns how many were
        uploaded. One check at a time."""
        async with self._lock:
            files = icon_files(self.directory)
            listed = await self.client.fetch_application_emojis()
            found: dict[str, int] = {}
            for emoji in sorted(listed, key=lambda e: e.id):  # a name twice (two processes raced): the oldest
                if emoji.name in files:
                    found.setdefault(emoji.name, emoji.id)
            use(found)
            count = 0
            for name, path in files.items():
                if name in found:
                    continue
                if self.client.is_closed():
                    break
                emoji_id = await self._upload(name, path)
                if emoji_id is not None:
                    _known[name] = emoji_id
                    count += 1
            self.uploaded += count
            if count:
                log.info("uploaded %d application emojis (%d known)", count, len(_known))
            return count

    async def _upload(self, name: str, path: Path) -> int | None:
        for _ in range(UPLOAD_TRIES):
            try:
                emoji = await self.client.create_application_emoji(name=name, image=path.read_bytes())
                return emoji.id
            except discord.RateLimited as limited:  # longer than the client waits by itself
                await asyncio.sleep(limited.retry_after)
            except discord.HTTPException as err:
                log.warning("uploading the emoji %s failed: %s", name, err)
                return None
        return None
