"""Personal links (docs/web-table.md, "Links"): a signed token opens its own table at its own seat, and nothing else.
Refused: a forged or altered token, an expired one, one revoked by its user, one whose table is gone, one whose seat
was handed to someone else. A spectator link opens the public view. On both engines (the key and the revocations are
in the store)."""
from __future__ import annotations

import base64
import json

import pytest

from bot.web.links import LinkRefused, link_for, link_key, make_token, read_link, revoke_links, sign
from tests.support.engines import backend  # noqa: F401  (both engines)
from tests.web.conftest import new_table

DAY = 86400


def _payload(token: str) -> dict:
    part = token.split(".")[1]
    return json.loads(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)))


async def _refused(service, token: str) -> str:
    with pytest.raises(LinkRefused) as refused:
        await read_link(service, token)
    return refused.value.reason


async def test_a_link_round_trips_to_its_table_seat_user_and_language(service):
    row = await new_table(service)
    url = await link_for(service, "https://plansza.example/", row.id, 1, "u1", "pl", 30)
    assert url.startswith("https://plansza.example/t/v1.")
    token = url.rsplit("/", 1)[1]
    link = await read_link(service, token)
    assert (link.table_id, link.seat, link.user_id, link.lang) == (row.id, 1, "u1", "pl")
    assert link.expires - link.issued == 30 * DAY
    assert _payload(token) == {"t": row.id, "s": 1, "u": "u1", "i": link.issued, "e": link.expires, "l": "pl"}


async def test_a_spectator_link_has_no_seat(service):
    row = await new_table(service)
    link = await read_link(service, await make_token(service, row.id, None, "u2", "en", 1))
    assert link.seat is None and link.spectator and link.user_id == "u2"


async def test_a_forged_or_altered_token_is_refused(service):
    row = await new_table(service)
    token = await make_token(service, row.id, 0, "u0", "en", 30)
    head, payload, mac = token.split(".")
    claims = _payload(token)
    other = base64.urlsafe_b64encode(json.dumps({**claims, "s": 1, "u": "u1"}).encode()).rstrip(b"=").decode()
    forged = [f"{head}.{other}.{mac}",                              # someone else's seat with this MAC
              f"{head}.{payload}.{mac[:-2]}AA",                     # a wrong MAC
              f"v2.{payload}.{mac}",                                # an unknown version
              sign(b"k" * 32, claims),                              # signed with another key
              "v1.x.y", "", "nonsense", "v1." + "A" * 3000 + ".B",  # not a token at all
              f"{head}.{payload}.{mac}ż"]
    for bad in forged:
        assert await _refused(service, bad) == "forged", bad


async def test_a_token_for_one_table_never_opens_another(service):
    first = await new_table(service, channel="c1")
    second = await new_table(service, channel="c2")
    token = await make_token(service, first.id, 0, "u0", "en", 30)
    claims = {**_payload(token), "t": second.id}
    altered = token.split(".")[0] + "." + base64.urlsafe_b64encode(
        json.dumps(claims, separators=(",", ":"), sort_keys=True).encode()).rstrip(b"=").decode() + "." + \
        token.split(".")[2]
    assert await _refused(service, altered) == "forged"
    assert (await read_link(service, token)).table_id == first.id


async def test_a_link_expires(service, clock):
    row = await new_table(service)
    token = await make_token(service, row.id, 0, "u0", "en", 2)
    clock.advance(2 * DAY - 1)
    assert (await read_link(service, token)).seat == 0
    clock.advance(1)
    assert await _refused(service, token) == "expired"


async def test_revoked_links_stay_void_and_new_ones_open(service, clock):
    row = await new_table(service)
    mine = await make_token(service, row.id, 0, "u0", "en", 30)
    posted = await make_token(service, row.id, None, "u0", "en", 30)
    someone_elses = await make_token(service, row.id, 1, "u1", "en", 30)
    await revoke_links(service, "u0")
    assert await _refused(service, mine) == "revoked"
    assert await _refused(service, posted) == "revoked"  # a spectator link its user posted goes too
    assert (await read_link(service, someone_elses)).user_id == "u1"
    fresh = await make_token(service, row.id, 0, "u0", "en", 30)  # in the same second as the revocation
    assert (await read_link(service, fresh)).seat == 0
    clock.advance(10)
    assert (await read_link(service, fresh)).seat == 0
    assert await _refused(service, mine) == "revoked"


async def test_a_seat_handed_to_someone_else_refuses_its_old_link(service):
    row = await new_table(service)
    token = await make_token(service, row.id, 2, "u2", "en", 30)
    await service.db.hand_over(row.id, 2, "u9", "Nowy", owner_id=None, clock=None, log=[], version=row.version,
                               now=service.clock())
    assert await _refused(service, token) == "not-yours"
    assert (await read_link(service, await make_token(service, row.id, 2, "u9", "en", 30))).user_id == "u9"


async def test_a_link_to_a_table_that_is_not_there_is_gone(service):
    row = await new_table(service)
    key = await link_key(service)
    claims = {"t": row.id + 100, "s": 0, "u": "u0", "i": int(service.clock()), "e": int(service.clock()) + DAY,
              "l": "en"}
    assert await _refused(service, sign(key, claims)) == "gone"


async def test_a_seat_beyond_the_table_is_not_yours(service):
    row = await new_table(service)
    assert await _refused(service, await make_token(service, row.id, 7, "u0", "en", 30)) == "not-yours"


async def test_a_refusal_knows_the_language_the_link_asked_for(service, clock):
    row = await new_table(service)
    token = await make_token(service, row.id, 0, "u0", "pl", 1)
    clock.advance(2 * DAY)
    with pytest.raises(LinkRefused) as refused:
        await read_link(service, token)
    assert (refused.value.reason, refused.value.lang) == ("expired", "pl")
