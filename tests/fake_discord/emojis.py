"""Application emojis, as Discord serves them: ``GET/POST /applications/{app}/emojis`` (the list comes as
``{"items": [...]}``) and ``GET/PATCH/DELETE /applications/{app}/emojis/{id}``. A new emoji has a name of 2-32
letters, digits or underscores, unique in the application, and an image given as a data URI
(``data:image/png;base64,...``; PNG, JPEG, GIF or WEBP, at most 256 KiB, its bytes matching the declared type); an
application has at most 2000. The store is :attr:`FakeState.app_emojis`; tests seed it with
:meth:`FakeState.add_app_emoji` and delete behind the bot's back with :meth:`FakeState.drop_app_emoji`.
"""
from __future__ import annotations

import base64
import binascii
import re

from tests.fake_discord.components_v2 import Form, Refusal
from tests.fake_discord.rest import FakeError
from tests.fake_discord.state import FakeState

MAX_APP_EMOJIS, MAX_EMOJI_BYTES = 2000, 256 * 1024
NAME = re.compile(r"^[A-Za-z0-9_]{2,32}$")
DATA_URI = re.compile(r"^data:image/(png|jpeg|jpg|gif|webp);base64,(.*)$", re.S)
MAGIC = {"png": (b"\x89PNG\r\n\x1a\n",), "jpeg": (b"\xff\xd8\xff",), "jpg": (b"\xff\xd8\xff",),
         "gif": (b"GIF87a", b"GIF89a"), "webp": (b"RIFF",)}


class EmojiRoutes(FakeState):
    """The handlers of the application emoji routes (listed in :meth:`emoji_routes`)."""

    def emoji_routes(self) -> list[tuple]:
        return [
            ("GET", ["applications", "*", "emojis"], self._list_emojis),
            ("POST", ["applications", "*", "emojis"], self._create_emoji),
            ("GET", ["applications", "*", "emojis", "*"], self._get_emoji),
            ("PATCH", ["applications", "*", "emojis", "*"], self._edit_emoji),
            ("DELETE", ["applications", "*", "emojis", "*"], self._delete_emoji),
        ]

    def _app(self, app: str) -> None:
        if app != "@me" and int(app) != self.app_id:
            raise FakeError(403, 50001, "Missing Access")

    def _emoji(self, app: str, eid: str) -> dict:
        self._app(app)
        emoji = self.app_emojis.get(int(eid)) if eid.isdigit() else None
        if emoji is None:
            raise FakeError(404, 10014, "Unknown Emoji")
        return emoji

    def _check_name(self, form: Form, name, own_id: str | None = None) -> None:
        if not isinstance(name, str) or not NAME.match(name):
            form.add(["name"], f"Emoji name must be 2 to 32 letters, digits or underscores (got {name!r}).",
                     "APPLICATION_EMOJI_NAME_INVALID")
        elif any(e["name"] == name and e["id"] != own_id for e in self.app_emojis.values()):
            form.add(["name"], f"An application emoji named {name!r} already exists.",
                     "APPLICATION_EMOJI_NAME_ALREADY_TAKEN")

    @staticmethod
    def _refuse(form: Form) -> None:
        try:
            form.raise_if_any()
        except Refusal as r:
            raise FakeError(400, r.code, r.message, r.errors) from None

    async def _list_emojis(self, app: str, **_):
        self._app(app)
        return {"items": list(self.app_emojis.values())}

    async def _create_emoji(self, app: str, *, body, **_):
        self._app(app)
        body = body or {}
        form = Form()
        self._check_name(form, body.get("name"))
        image = body.get("image")
        match = DATA_URI.match(image) if isinstance(image, str) else None
        data, kind = b"", ""
        if match is None:
            shown = image[:40] if isinstance(image, str) else image
            form.add(["image"], f"image must be a data URI 'data:image/png;base64,...' (PNG, JPEG, GIF or WEBP); "
                                f"got {shown!r}.", "IMAGE_INVALID" if image else "BASE_TYPE_REQUIRED")
        else:
            kind = match.group(1)
            try:
                data = base64.b64decode(match.group(2), validate=True)
            except (binascii.Error, ValueError):
                form.add(["image"], "image is not valid base64.", "IMAGE_INVALID")
            else:
                if len(data) > MAX_EMOJI_BYTES:
                    form.add(["image"], f"image is {len(data)} bytes; an emoji is at most {MAX_EMOJI_BYTES} (256 "
                                        f"KiB).", "BINARY_TYPE_MAX_SIZE")
                elif not data.startswith(MAGIC[kind]):
                    form.add(["image"], f"image bytes are not a {kind.upper()} file.", "IMAGE_INVALID")
        self._refuse(form)
        if len(self.app_emojis) >= MAX_APP_EMOJIS:
            raise FakeError(400, 30008, f"Maximum number of emojis reached ({MAX_APP_EMOJIS})")
        return self.add_app_emoji(body["name"], data, animated=kind == "gif")

    async def _get_emoji(self, app: str, eid: str, **_):
        return self._emoji(app, eid)

    async def _edit_emoji(self, app: str, eid: str, *, body, **_):
        emoji = self._emoji(app, eid)
        if "name" in (body or {}):
            form = Form()
            self._check_name(form, body["name"], emoji["id"])
            self._refuse(form)
            emoji["name"] = body["name"]
        return emoji

    async def _delete_emoji(self, app: str, eid: str, **_):
        emoji = self._emoji(app, eid)
        del self.app_emojis[int(emoji["id"])]
        self.emoji_images.pop(int(emoji["id"]), None)
        return None
