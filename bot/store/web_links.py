"""The store's part of the web table's links (a mixin of :class:`bot.store.storage.Storage`): the secret that signs
them and the revocations. The secret is created on first use, by whichever process asks first (the others read the
row it wrote), so every process of a bot signs and checks with the same key; a revocation voids every link of one
user issued at or before its time. Signing itself lives in ``bot.web.links``."""
from __future__ import annotations

import secrets

from bot.store.engines import StoreParts

LINK_KEY = "links"  # the row of ``web_keys`` that signs the links
KEY_BYTES = 32


class WebLinkStore(StoreParts):
    """Mixed into Storage (``self.engine``, ``self._tx``)."""

    async def web_key(self, now: float) -> bytes:
        """The 32-byte key that signs the web table's links, created (at ``now``) if there is none yet."""
        found = await self.engine.fetchone("SELECT secret FROM web_keys WHERE name=?", (LINK_KEY,))
        if found is None:
            # two processes may both get here: the first insert wins, and both read the winner's key back
            await self._tx([("INSERT INTO web_keys (name, secret, created_at) VALUES (?, ?, ?) ON CONFLICT (name) "
                             "DO NOTHING", (LINK_KEY, secrets.token_bytes(KEY_BYTES).hex(), now))])
            # the row is there now: ours, or the one a process inserted first
            found = await self._single("SELECT secret FROM web_keys WHERE name=?", (LINK_KEY,))
        return bytes.fromhex(found[0])

    async def revoke_web_links(self, user_id: str, revoked_at: int) -> None:
        """Void every link of ``user_id`` issued at or before ``revoked_at`` (unix seconds); a revocation never moves
        back in time."""
        await self._tx([("INSERT INTO web_link_revocations (user_id, revoked_at) VALUES (?, ?) ON CONFLICT (user_id) "
                         "DO UPDATE SET revoked_at=excluded.revoked_at WHERE web_link_revocations.revoked_at < "
                         "excluded.revoked_at", (str(user_id), int(revoked_at)))])

    async def web_links_revoked_at(self, user_id: str) -> int | None:
        """When ``user_id`` last voided their links (unix seconds), or None."""
        found = await self.engine.fetchone("SELECT revoked_at FROM web_link_revocations WHERE user_id=?",
                                           (str(user_id),))
        return None if found is None else int(found[0])
