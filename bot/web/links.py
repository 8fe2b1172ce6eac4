"""The web table's personal links: ``{PLANSZA_WEB_URL}/t/{token}``, the token signed with the bot's key
(docs/web-table.md, "Links").

A token is ``v1.<payload>.<mac>``: ``payload`` the base64url (unpadded) of compact JSON ``{"t": table, "s": seat or
null, "u": user id, "i": issued, "e": expires, "l": language}``, ``mac`` the base64url of HMAC-SHA256(key,
``"v1." + payload``). Nothing in the token is secret (it names a table and a seat); what it grants is the MAC's, and
it is checked first. :func:`read_link` then refuses, with a reason the page words in the reader's language, a link
that expired, that its user revoked, whose table is gone, or whose seat its user no longer holds.

The key and the revocations are kept in the store (``bot.store.web_links``), reached through the service's store,
as every process of a bot must share them.
"""
from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.tables import TableService

VERSION = "v1"
MAX_TOKEN = 1024  # characters; a real token is about 150
REASONS = ("forged", "expired", "revoked", "gone", "not-yours")
LANGS = ("pl", "en")

_keys: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # store -> its key (it never changes once made)


class LinkRefused(Exception):
    """A link that opens nothing; ``reason`` is one of :data:`REASONS`."""

    def __init__(self, reason: str, lang: str | None = None):
        super().__init__(reason)
        self.reason = reason
        self.lang = lang  # the language the link asked for, when it could be read at all


@dataclass(frozen=True)
class Link:
    table_id: int
    seat: int | None  # None: a spectator link (the public view)
    user_id: str      # who it was made for (a spectator link: the seated player who made it)
    issued: int
    expires: int
    lang: str
    token: str

    @property
    def spectator(self) -> bool:
        return self.seat is None

    @property
    def holder(self) -> str:
        """Whose requests these are, for the rate limit: the user of a personal link, the link itself for a
        spectator link (posted for everyone, so it is not one person)."""
        return f"user:{self.user_id}" if self.seat is not None else "link:" + self.token.rsplit(".", 1)[-1]


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def mac(key: bytes, message: str) -> str:
    return _b64(hmac.new(key, message.encode("ascii"), hashlib.sha256).digest())


def sign(key: bytes, claims: dict) -> str:
    """The token of ``claims`` (the payload's keys, as above)."""
    payload = _b64(json.dumps(claims, separators=(",", ":"), sort_keys=True).encode("utf-8"))
    return f"{VERSION}.{payload}.{mac(key, f'{VERSION}.{payload}')}"


def claims_of(token: str) -> dict | None:
    """The payload of a well-formed token, not checked (only to word a refusal in the language it asks for)."""
    try:
        data = json.loads(_unb64(token.split(".")[1]))
    except (IndexError, ValueError, binascii.Error, UnicodeDecodeError):
        return None
    return data if isinstance(data, dict) else None


def verify(key: bytes, token: str) -> Link:
    """The link a token carries when its MAC is the key's and its payload well-formed; else ``forged``."""
    parts = token.split(".") if isinstance(token, str) and len(token) <= MAX_TOKEN else []
    if len(parts) != 3 or parts[0] != VERSION:
        raise LinkRefused("forged")
    try:
        expected = mac(key, f"{parts[0]}.{parts[1]}")
    except UnicodeEncodeError:
        raise LinkRefused("forged") from None
    if not hmac.compare_digest(expected.encode("ascii"), parts[2].encode("ascii", "replace")):
        raise LinkRefused("forged")
    data = claims_of(token)
    if data is None:  # signed by us, so never (as below)
        raise LinkRefused("forged")
    try:
        seat = data["s"]
        link = Link(table_id=int(data["t"]), seat=None if seat is None else int(seat), user_id=str(data["u"]),
                    issued=int(data["i"]), expires=int(data["e"]), lang=data["l"] if data["l"] in LANGS else "en",
                    token=token)
    except (TypeError, KeyError, ValueError):  # signed by us, so never; but a key is no excuse for a crash
        raise LinkRefused("forged") from None
    return link


async def link_key(service: TableService) -> bytes:
    """The store's signing key (read once per store)."""
    store = service.db
    key = _keys.get(store)
    if key is None:
        key = await store.web_key(service.clock())
        _keys[store] = key
    return key


async def make_token(service: TableService, table_id: int, seat: int | None, user_id: str, lang: str, days: float,
                     now: float | None = None) -> str:
    """A signed token for ``user_id`` at ``seat`` of table ``table_id`` (``seat`` None: a spectator link), valid for
    ``days``."""
    now = service.clock() if now is None else now
    issued = int(now)
    revoked = await service.db.web_links_revoked_at(str(user_id))
    if revoked is not None and issued <= revoked:
        issued = revoked + 1  # a link made in the second of a revocation must outlive it
    claims = {"t": int(table_id), "s": None if seat is None else int(seat), "u": str(user_id), "i": issued,
              "e": int(now + days * 86400), "l": lang if lang in LANGS else "en"}
    return sign(await link_key(service), claims)


async def link_for(service: TableService, base_url: str, table_id: int, seat: int | None, user_id: str, lang: str,
                   days: float) -> str:
    """A signed link (a spectator link when ``seat`` is None)."""
    return f"{base_url.rstrip('/')}/t/{await make_token(service, table_id, seat, user_id, lang, days)}"


async def revoke_links(service: TableService, user_id: str) -> None:
    """Void every link ``user_id`` got so far (personal and spectator links alike)."""
    await service.db.revoke_web_links(str(user_id), int(service.clock()))


async def read_link(service: TableService, token: str, now: float | None = None) -> Link:
    """The link ``token`` carries, or :class:`LinkRefused`: ``forged`` (a wrong MAC), ``expired``, ``revoked`` (its
    user voided their links since), ``gone`` (no such table), ``not-yours`` (the seat is someone else's now)."""
    return (await open_link(service, token, now))[0]


async def open_link(service: TableService, token: str, now: float | None = None):
    """:func:`read_link` with the link's table: ``(Link, TableRow)`` (the table read without its state)."""
    claims = claims_of(token) if isinstance(token, str) and len(token) <= MAX_TOKEN else None
    asked = claims.get("l") if claims and claims.get("l") in LANGS else None
    try:
        link = verify(await link_key(service), token)
        now = service.clock() if now is None else now
        if now >= link.expires:
            raise LinkRefused("expired")
        revoked = await service.db.web_links_revoked_at(link.user_id)
        if revoked is not None and link.issued <= revoked:
            raise LinkRefused("revoked")
        row = await service.table_by_id(link.table_id)
        if row is None:
            raise LinkRefused("gone")
        if link.seat is not None and not (0 <= link.seat < len(row.seats) and row.user_of(link.seat) == link.user_id):
            raise LinkRefused("not-yours")
    except LinkRefused as refused:
        refused.lang = asked
        raise
    return link, row


__all__ = ["Link", "LinkRefused", "REASONS", "link_for", "make_token", "open_link", "read_link", "revoke_links"]
