"""Discord's rules for the body of a message the bot creates or edits, checked the way Discord checks them: flags
(``IS_COMPONENTS_V2``, ``SUPPRESS_NOTIFICATIONS``, ``EPHEMERAL`` for interactions), content and embeds, and the
component tree - classic action rows (top level: 1-5 rows of 1-5 buttons or one select) and Components V2
(Container, Section, TextDisplay, Thumbnail, MediaGallery, File, Separator; at most 40 components counting nested
ones, at most 4000 characters of TextDisplay text), custom emojis (must be the application's), and
``attachment://name`` media (must name a file of the message).

:func:`check_message` raises :class:`Refusal` (a 400 with code 50035 "Invalid Form Body" and the error tree naming
each path, or 50006 for an empty message); the routes turn it into the HTTP answer. The walkers (:func:`walk`,
:func:`interactive`, :func:`texts`, :func:`media_urls`) are what the queries and the simulated users read messages
through. :func:`resolve_media` gives ``attachment://`` media the stored attachment's address, as Discord answers.
"""
from __future__ import annotations

import copy
from collections.abc import Iterator

SUPPRESS_EMBEDS, EPHEMERAL, SUPPRESS_NOTIFICATIONS = 1 << 2, 1 << 6, 1 << 12
IS_VOICE_MESSAGE, IS_COMPONENTS_V2 = 1 << 13, 1 << 15
CREATE_FLAGS = SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_VOICE_MESSAGE | IS_COMPONENTS_V2

NAMES = {1: "ActionRow", 2: "Button", 3: "StringSelect", 4: "TextInput", 5: "UserSelect", 6: "RoleSelect",
         7: "MentionableSelect", 8: "ChannelSelect", 9: "Section", 10: "TextDisplay", 11: "Thumbnail",
         12: "MediaGallery", 13: "File", 14: "Separator", 17: "Container"}
V2_TYPES = {9, 10, 11, 12, 13, 14, 17}
SELECTS = {3, 5, 6, 7, 8}
INTERACTIVE = {2} | SELECTS
TOP_CLASSIC = {1}
TOP_V2 = {1, 9, 10, 12, 13, 14, 17}
IN_CONTAINER = {1, 9, 10, 12, 13, 14}
MAX_COMPONENTS, MAX_TEXT, MAX_CONTENT = 40, 4000, 2000
INVALID_EMOJI = "BUTTON_COMPONENT_INVALID_EMOJI"


class Refusal(Exception):
    """A payload Discord would refuse: ``code`` 50035 with the ``errors`` tree, or another code."""

    def __init__(self, code: int, message: str, errors: dict | None = None, lines: list[str] | None = None,
                 codes: list[str] | None = None):
        super().__init__(message + "".join(f"\n  {line}" for line in lines or []))
        self.code, self.message, self.errors, self.codes = code, message, errors, codes or []

    @property
    def only_missing_emojis(self) -> bool:
        """Refused only for naming emojis the application no longer has (deleted behind the bot's back): something
        the bot learns from the answer, not a malformed payload."""
        return bool(self.codes) and all(c == INVALID_EMOJI for c in self.codes)


class Form:
    """The error tree of a 50035 answer, built path by path."""

    def __init__(self):
        self.tree: dict = {}
        self.lines: list[str] = []
        self.codes: list[str] = []

    def add(self, path: list, message: str, code: str = "BASE_TYPE_BAD") -> None:
        node = self.tree
        for key in path:
            node = node.setdefault(str(key), {})
        node.setdefault("_errors", []).append({"code": code, "message": message})
        self.codes.append(code)
        self.lines.append(f"{'.'.join(map(str, path)) or '(body)'}: {message}")

    def raise_if_any(self) -> None:
        if self.lines:
            raise Refusal(50035, "Invalid Form Body", self.tree, self.lines, self.codes)


# ---- reading a message's components ------------------------------------------------------------------------------
def walk(components) -> Iterator[dict]:
    """Every component of the tree, depth first in display order (a Section's accessory after its texts)."""
    for c in components or []:
        if not isinstance(c, dict):
            continue
        yield c
        yield from walk(c.get("components"))
        if isinstance(c.get("accessory"), dict):
            yield from walk([c["accessory"]])


def interactive(components) -> list[dict]:
    """The buttons and select menus, wherever they are."""
    return [c for c in walk(components) if c.get("type") in INTERACTIVE]


def texts(components) -> list[str]:
    """The TextDisplays' contents, in order."""
    return [c.get("content") or "" for c in walk(components) if c.get("type") == 10]


def media_urls(components) -> list[str]:
    """The media galleries' item URLs, in order."""
    return [(i.get("media") or {}).get("url") for c in walk(components) if c.get("type") == 12
            for i in c.get("items") or []]


def _media_of(c: dict) -> list[dict]:
    if c.get("type") in (11, 13):
        return [c.get("media" if c["type"] == 11 else "file") or {}]
    if c.get("type") == 12:
        return [i.get("media") or {} for i in c.get("items") or [] if isinstance(i, dict)]
    return []


def resolve_media(components: list, attachments: list[dict]) -> list:
    """A copy of ``components`` where ``attachment://name`` media point at the message's attachment of that name (the
    newest), with its id and content type, as Discord answers."""
    out = copy.deepcopy(components)
    by_name = {a["filename"]: a for a in attachments}
    for c in walk(out):
        for media in _media_of(c):
            url = media.get("url") or ""
            a = by_name.get(url.removeprefix("attachment://")) if url.startswith("attachment://") else None
            if a is not None:
                media.update(url=a["url"], proxy_url=a["proxy_url"], attachment_id=a["id"],
                             content_type=a["content_type"])
    return out


# ---- the check -----------------------------------------------------------------------------------------------------
def check_message(body: dict | None, files: list[dict], *, old: dict | None, emoji_ids: set[str],
                  interaction: bool, create: bool) -> int:
    """Check a create (``create``) or an edit of ``old`` with ``body`` and the uploaded ``files``; return the flags
    the message has afterwards. ``emoji_ids``: the application's emojis; ``interaction``: an interaction response or
    webhook message (which may be ephemeral)."""
    body = body or {}
    form = Form()
    raw = body.get("flags")
    try:
        flags = int(raw or 0)
    except (TypeError, ValueError):
        form.add(["flags"], f"Must be an integer (got {raw!r}).", "NUMBER_TYPE_COERCE")
        flags = 0
    old_flags = int(old["flags"]) if old is not None else 0
    if create:
        allowed = CREATE_FLAGS | (EPHEMERAL if interaction else 0)
        if flags & ~allowed:
            form.add(["flags"], f"Flags {flags & ~allowed} cannot be set on a new message (allowed: "
                                f"SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE, IS_COMPONENTS_V2"
                                f"{', EPHEMERAL' if interaction else ''}).", "MESSAGE_FLAGS_INVALID")
        new_flags = old_flags | (flags & allowed)
    else:
        if old_flags & IS_COMPONENTS_V2 and raw is not None and not flags & IS_COMPONENTS_V2:
            form.add(["flags"], "IS_COMPONENTS_V2 (1<<15) cannot be removed from a message once set.",
                     "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG")
        new_flags = old_flags | (flags & IS_COMPONENTS_V2)
        if raw is not None:
            new_flags = (new_flags & ~SUPPRESS_EMBEDS) | (flags & SUPPRESS_EMBEDS)
    v2 = bool(new_flags & IS_COMPONENTS_V2)

    content = body.get("content")
    if content is not None and not isinstance(content, str):
        form.add(["content"], f"Must be a string (got {type(content).__name__}).", "STRING_TYPE_CONVERT")
        content = str(content)
    embeds = body.get("embeds")
    components = body.get("components")
    if v2:
        legacy = "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2"
        for key in ("content", "embeds", "poll", "sticker_ids", "stickers"):
            if body.get(key):
                form.add([key], f"'{key}' cannot be sent with the IS_COMPONENTS_V2 flag (1<<15): put the text in a "
                                f"TextDisplay (type 10) instead.", legacy)
        if old is not None and not old_flags & IS_COMPONENTS_V2:
            for key in ("content", "embeds"):
                if key not in body and old.get(key):
                    form.add([key], f"the message still has '{key}': an edit that turns on IS_COMPONENTS_V2 must set "
                                    f"it to null.", legacy)
        after = components if "components" in body else (old or {}).get("components")
        if not after:
            form.add(["components"], "A message with the IS_COMPONENTS_V2 flag needs at least one component.",
                     "BASE_TYPE_MIN_LENGTH")
    else:
        if content and len(content) > MAX_CONTENT:
            form.add(["content"], f"Must be {MAX_CONTENT} or fewer in length (got {len(content)}).",
                     "BASE_TYPE_MAX_LENGTH")
        if embeds and len(embeds) > 10:
            form.add(["embeds"], f"Must be 10 or fewer in length (got {len(embeds)}).", "BASE_TYPE_MAX_LENGTH")

    if components is not None:
        names = {f["filename"] for f in files}
        names |= {a.get("filename") for a in body.get("attachments") or [] if a.get("filename")}
        kept = old["attachments"] if old is not None else []
        if old is not None and "attachments" in body:
            keep = {str(a.get("id")) for a in body.get("attachments") or []}
            kept = [a for a in kept if a["id"] in keep]
        _Components(form, v2=v2, emoji_ids=emoji_ids, uploaded=names,
                    kept={a["filename"] for a in kept}).top(components)
    form.raise_if_any()
    if create and not v2 and not (content or embeds or components or files or body.get("sticker_ids")
                                  or body.get("poll") or (old or {}).get("content")):
        raise Refusal(50006, "Cannot send an empty message")
    return new_flags


class _Components:
    """One message's component tree, checked with its totals (components, text, custom ids, ids)."""

    def __init__(self, form: Form, *, v2: bool, emoji_ids: set[str], uploaded: set[str], kept: set[str]):
        self.form, self.v2, self.emoji_ids, self.uploaded, self.kept = form, v2, emoji_ids, uploaded, kept
        self.total = self.text = 0
        self.custom_ids: dict[str, str] = {}
        self.ids: dict[int, str] = {}

    def add(self, path: list, message: str, code: str = "BASE_TYPE_BAD") -> None:
        self.form.add(path, message, code)

    def top(self, comps) -> None:
        path = ["components"]
        if not isinstance(comps, list):
            return self.add(path, "Must be an array of components.", "BASE_TYPE_ARRAY")
        if not self.v2 and len(comps) > 5:
            self.add(path, f"Must be 5 or fewer in length (got {len(comps)} action rows; without the "
                           f"IS_COMPONENTS_V2 flag a message holds at most 5 rows).", "BASE_TYPE_MAX_LENGTH")
        for i, c in enumerate(comps):
            self.one(c, path + [i], TOP_V2 if self.v2 else TOP_CLASSIC, "the top level of a message")
        if self.total > MAX_COMPONENTS:
            self.add(path, f"A message holds at most {MAX_COMPONENTS} components counting nested ones (rows, "
                           f"buttons, containers, text displays, ...); this one has {self.total}.",
                     "MESSAGE_COMPONENTS_TOO_MANY")
        if self.text > MAX_TEXT:
            self.add(path, f"The TextDisplays hold {self.text} characters in all; at most {MAX_TEXT} are allowed.",
                     "MESSAGE_TEXT_DISPLAYS_TOO_LONG")

    def children(self, c: dict, path: list, allowed: set[int], where: str, low: int, high: int | None) -> list:
        kids = c.get("components")
        if not isinstance(kids, list):
            self.add(path + ["components"], f"{where} needs a 'components' array.", "BASE_TYPE_REQUIRED")
            return []
        if len(kids) < low or (high is not None and len(kids) > high):
            span = f"{low} to {high}" if high is not None else f"at least {low}"
            self.add(path + ["components"], f"{where} holds {span} components (got {len(kids)}).",
                     "BASE_TYPE_BAD_LENGTH")
        for i, k in enumerate(kids):
            self.one(k, path + ["components", i], allowed, where)
        return kids

    def one(self, c, path: list, allowed: set[int], where: str) -> None:
        if not isinstance(c, dict) or not isinstance(c.get("type"), int):
            return self.add(path, "Must be a component object with an integer 'type'.", "MODEL_TYPE_CONVERT")
        t = c["type"]
        self.total += 1
        name = NAMES.get(t, f"type {t}")
        if t in V2_TYPES and not self.v2:
            return self.add(path + ["type"], f"{name} (type {t}) needs the IS_COMPONENTS_V2 flag (1<<15) on the "
                                             f"message.", "COMPONENT_TYPE_REQUIRES_COMPONENTS_V2")
        if t not in allowed:
            ok = ", ".join(NAMES.get(a, str(a)) for a in sorted(allowed))
            return self.add(path + ["type"], f"{name} (type {t}) cannot be placed in {where} (allowed there: {ok}).",
                            "UNION_TYPE_CHOICES")
        self.check_id(c, path)
        if t == 1:
            kids = self.children(c, path, {2} | SELECTS, "an ActionRow", 1, 5)
            kinds = {k.get("type") for k in kids if isinstance(k, dict)}
            if kinds & SELECTS and (len(kids) > 1 or 2 in kinds):
                self.add(path + ["components"], "an ActionRow holds 1-5 buttons or exactly one select menu, not "
                                                "both.", "COMPONENT_LAYOUT_WIDTH_EXCEEDED")
        elif t == 2:
            self.button(c, path)
        elif t in SELECTS:
            self.select(c, path)
        elif t == 9:
            self.children(c, path, {10}, "a Section", 1, 3)
            acc = c.get("accessory")
            if acc is None:
                self.add(path + ["accessory"], "a Section needs an accessory (a Button or a Thumbnail).",
                         "BASE_TYPE_REQUIRED")
            else:
                self.one(acc, path + ["accessory"], {2, 11}, "a Section's accessory")
        elif t == 10:
            text = c.get("content")
            if not isinstance(text, str) or not text:
                self.add(path + ["content"], "a TextDisplay needs a non-empty 'content' string.",
                         "BASE_TYPE_REQUIRED")
            else:
                self.text += len(text)
        elif t == 11:
            self.media(c.get("media"), path + ["media"])
            self.max_len(c, "description", 1024, path)
        elif t == 12:
            items = c.get("items")
            if not isinstance(items, list) or not 1 <= len(items) <= 10:
                n = len(items) if isinstance(items, list) else "no array"
                self.add(path + ["items"], f"a MediaGallery holds 1 to 10 items (got {n}).", "BASE_TYPE_BAD_LENGTH")
            for i, item in enumerate(items if isinstance(items, list) else []):
                if not isinstance(item, dict):
                    self.add(path + ["items", i], "Must be an object with 'media'.", "MODEL_TYPE_CONVERT")
                    continue
                self.media(item.get("media"), path + ["items", i, "media"])
                self.max_len(item, "description", 1024, path + ["items", i])
        elif t == 13:
            url = (c.get("file") or {}).get("url") if isinstance(c.get("file"), dict) else None
            if not (isinstance(url, str) and url.startswith("attachment://")):
                self.add(path + ["file", "url"], f"a File component takes only an attachment://name url (got "
                                                 f"{url!r}).", "UNFURLED_MEDIA_ITEM_ATTACHMENT_ONLY")
            else:
                self.media(c.get("file"), path + ["file"])
        elif t == 14:
            if c.get("spacing") not in (None, 1, 2):
                self.add(path + ["spacing"], f"Separator spacing is 1 (small) or 2 (large), got "
                                             f"{c.get('spacing')!r}.", "ENUM_TYPE_COERCE")
            if c.get("divider") not in (None, True, False):
                self.add(path + ["divider"], "Must be a boolean.", "BOOLEAN_TYPE_COERCE")
        elif t == 17:
            self.children(c, path, IN_CONTAINER, "a Container", 1, None)
            color = c.get("accent_color")
            if color is not None and (isinstance(color, bool) or not isinstance(color, int)
                                      or not 0 <= color <= 0xFFFFFF):
                self.add(path + ["accent_color"], f"accent_color is an integer 0..0xFFFFFF or null (got {color!r}).",
                         "NUMBER_TYPE_MAX")
            if c.get("spoiler") not in (None, True, False):
                self.add(path + ["spoiler"], "Must be a boolean.", "BOOLEAN_TYPE_COERCE")

    def check_id(self, c: dict, path: list) -> None:
        cid = c.get("id")
        if cid in (None, 0):
            return
        if isinstance(cid, bool) or not isinstance(cid, int) or not 0 < cid < 2 ** 31:
            return self.add(path + ["id"], f"id is a 32-bit integer (got {cid!r}).", "NUMBER_TYPE_COERCE")
        where = ".".join(map(str, path))
        if cid in self.ids:
            self.add(path + ["id"], f"id {cid} is already used by {self.ids[cid]}: ids are unique within a message.",
                     "COMPONENT_ID_DUPLICATED")
        self.ids.setdefault(cid, where)

    def max_len(self, c: dict, key: str, limit: int, path: list, *, low: int = 0) -> None:
        value = c.get(key)
        if value is None:
            return
        if not isinstance(value, str):
            return self.add(path + [key], f"Must be a string (got {type(value).__name__}).", "STRING_TYPE_CONVERT")
        if not low <= len(value) <= limit:
            self.add(path + [key], f"Must be between {low} and {limit} in length (got {len(value)}: "
                                   f"{value[:40]!r}{'...' if len(value) > 40 else ''}).", "BASE_TYPE_BAD_LENGTH")

    def custom_id(self, c: dict, path: list) -> None:
        cid = c.get("custom_id")
        if not isinstance(cid, str) or not cid:
            return self.add(path + ["custom_id"], "This component needs a custom_id.", "BASE_TYPE_REQUIRED")
        self.max_len(c, "custom_id", 100, path, low=1)
        where = ".".join(map(str, path))
        if cid in self.custom_ids:
            self.add(path + ["custom_id"], f"custom_id {cid!r} is already used by {self.custom_ids[cid]}: custom_ids "
                                           f"are unique within a message.", "COMPONENT_CUSTOM_ID_DUPLICATED")
        self.custom_ids.setdefault(cid, where)

    def emoji(self, c: dict, path: list) -> None:
        emoji = c.get("emoji")
        if emoji is None:
            return
        if not isinstance(emoji, dict):
            return self.add(path + ["emoji"], "Must be an object with 'id' and/or 'name'.", "MODEL_TYPE_CONVERT")
        if emoji.get("id") is not None:
            if str(emoji["id"]) not in self.emoji_ids:
                self.add(path + ["emoji", "id"], f"Invalid emoji: {emoji.get('name')!r} (id {emoji['id']}) is not an "
                                                 f"emoji of this application (the app has {len(self.emoji_ids)}).",
                         INVALID_EMOJI)
        elif not emoji.get("name"):
            self.add(path + ["emoji", "name"], "Invalid emoji: a unicode emoji needs its 'name'.",
                     INVALID_EMOJI)

    def button(self, c: dict, path: list) -> None:
        style = c.get("style")
        if style not in (1, 2, 3, 4, 5, 6):
            return self.add(path + ["style"], f"Button style is 1..6 (got {style!r}).", "ENUM_TYPE_COERCE")
        self.max_len(c, "label", 80, path)
        self.emoji(c, path)
        if style == 5:
            if not c.get("url"):
                self.add(path + ["url"], "A link button (style 5) needs a url.", "BASE_TYPE_REQUIRED")
            if c.get("custom_id"):
                self.add(path + ["custom_id"], "A link button (style 5) cannot have a custom_id.",
                         "BUTTON_COMPONENT_CUSTOM_ID_WITH_URL")
        elif style == 6:
            if not c.get("sku_id"):
                self.add(path + ["sku_id"], "A premium button (style 6) needs a sku_id.", "BASE_TYPE_REQUIRED")
        else:
            self.custom_id(c, path)
            if c.get("url"):
                self.add(path + ["url"], f"Only a link button (style 5) has a url (style {style}).",
                         "BUTTON_COMPONENT_URL_WITH_CUSTOM_ID")
        if style != 6 and not c.get("label") and not c.get("emoji"):
            self.add(path, "A button needs a label or an emoji.", "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED")

    def select(self, c: dict, path: list) -> None:
        self.custom_id(c, path)
        self.max_len(c, "placeholder", 150, path)
        low, high = c.get("min_values", 1), c.get("max_values", 1)
        if not isinstance(low, int) or not 0 <= low <= 25:
            self.add(path + ["min_values"], f"min_values is 0..25 (got {low!r}).", "NUMBER_TYPE_MAX")
        if not isinstance(high, int) or not 1 <= high <= 25:
            self.add(path + ["max_values"], f"max_values is 1..25 (got {high!r}).", "NUMBER_TYPE_MAX")
        elif isinstance(low, int) and low > high:
            self.add(path + ["min_values"], f"min_values ({low}) is more than max_values ({high}).",
                     "SELECT_COMPONENT_MIN_GREATER_THAN_MAX")
        if c["type"] != 3:
            return
        options = c.get("options")
        if not isinstance(options, list) or not 1 <= len(options) <= 25:
            n = len(options) if isinstance(options, list) else "no array"
            return self.add(path + ["options"], f"A string select holds 1 to 25 options (got {n}).",
                            "BASE_TYPE_BAD_LENGTH")
        if isinstance(high, int) and high > len(options):
            self.add(path + ["max_values"], f"max_values ({high}) is more than the {len(options)} options.",
                     "SELECT_COMPONENT_MAX_VALUES_TOO_LARGE")
        values: set = set()
        for i, o in enumerate(options):
            here = path + ["options", i]
            if not isinstance(o, dict):
                self.add(here, "Must be an option object.", "MODEL_TYPE_CONVERT")
                continue
            for key in ("label", "value"):
                if not o.get(key):
                    self.add(here + [key], f"A select option needs a '{key}'.", "BASE_TYPE_REQUIRED")
                self.max_len(o, key, 100, here)
            self.max_len(o, "description", 100, here)
            self.emoji(o, here)
            if o.get("value") in values:
                self.add(here + ["value"], f"Option value {o.get('value')!r} appears twice.",
                         "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED")
            values.add(o.get("value"))

    def media(self, media, path: list) -> None:
        url = media.get("url") if isinstance(media, dict) else None
        if not isinstance(url, str) or not url:
            return self.add(path + ["url"], "Media needs a 'url' (https://... or attachment://name).",
                            "BASE_TYPE_REQUIRED")
        if url.startswith("attachment://"):
            name = url.removeprefix("attachment://")
            if name not in self.uploaded and name not in self.kept:
                self.add(path + ["url"], f"{url} names no file of this message (uploaded with this request: "
                                         f"{sorted(self.uploaded)}; already on the message: {sorted(self.kept)}).",
                         "UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND")
        elif not url.startswith(("https://", "http://")):
            self.add(path + ["url"], f"Media url must be http(s):// or attachment:// (got {url!r}).",
                     "UNFURLED_MEDIA_ITEM_URL_INVALID")


def said(msg: dict) -> str:
    """What a message payload says: its ``content``, then every TextDisplay of a card (the tests' reading of a post)."""
    return "\n".join(t for t in [msg.get("content") or "", *texts(msg.get("components"))] if t)


def controls(msg: dict) -> list[dict]:
    """Every button and select menu of a message payload, at any depth."""
    return interactive(msg.get("components"))
