"""The fake Discord's OAuth2 side, for an Activity's sign-in (issue 54): what the Discord client gives the Activity
when it calls the SDK's ``authorize`` (:meth:`OAuthRoutes.authorize`: a one-time code for a user), the code grant
``POST /oauth2/token`` (form-encoded, the application's id and secret in the body, no bot token), and
``GET /users/@me`` read with the user's access token (``Authorization: Bearer``).

As Discord does: a code works once and for ten minutes, only with the application's own secret; an unknown, used,
expired or forged code is ``400 {"error": "invalid_grant"}``; an unknown token is 401.
"""
from __future__ import annotations

import secrets
import time

from tests.fake_discord.rest import FakeError

CODE_SECONDS = 600.0


class OAuthRoutes:
    users: dict[int, dict]
    app_id: int

    def _oauth(self) -> dict:
        state = self.__dict__.setdefault("_oauth_state", {"secret": "fake-client-secret", "codes": {}, "tokens": {},
                                                          "exchanged": []})
        return state

    @property
    def client_secret(self) -> str:
        """The application's OAuth2 client secret (the bot's PLANSZA_ACTIVITY_CLIENT_SECRET)."""
        return self._oauth()["secret"]

    @property
    def exchanged(self) -> list[tuple[str, bool]]:
        """Every code the bot sent to ``/oauth2/token`` and whether it was accepted, in order."""
        return self._oauth()["exchanged"]

    def authorize(self, user_id: int, scopes: tuple[str, ...] = ("identify",)) -> str:
        """The code the Discord client hands the Activity of ``user_id`` (the SDK's ``authorize``)."""
        code = secrets.token_urlsafe(24)
        self._oauth()["codes"][code] = (int(user_id), scopes, time.time() + CODE_SECONDS)
        return code

    async def oauth_token(self, *, body, **_):
        state = self._oauth()
        form = body if isinstance(body, dict) else {}
        code = str(form.get("code") or "")
        grant = state["codes"].pop(code, None)  # a code is spent by its first exchange, good or bad
        ok = (grant is not None and form.get("grant_type") == "authorization_code"
              and str(form.get("client_id")) == str(self.app_id) and form.get("client_secret") == state["secret"]
              and grant[2] > time.time())
        state["exchanged"].append((code, ok))
        if not ok:
            raise FakeError(400, 0, "invalid_grant", {"error": "invalid_grant"})
        token = secrets.token_urlsafe(24)
        state["tokens"][token] = grant[0]
        return {"access_token": token, "token_type": "Bearer", "expires_in": 604800, "refresh_token": "r",
                "scope": " ".join(grant[1])}

    def bearer_user(self, token: str) -> dict:
        """``GET /users/@me`` with a user's access token."""
        uid = self._oauth()["tokens"].get(token)
        if uid is None:
            raise FakeError(401, 0, "401: Unauthorized")
        return self.users[uid]
