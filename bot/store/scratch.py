"""A scratch schema on a PostgreSQL server someone gave us (``--database-url``): the benches measure PostgreSQL in a
schema of their own, made for the run and dropped after it (``?search_path=...`` in the URL, which asyncpg passes to
the server), so a run never touches another's tables.

This is the whole of the throwaway-PostgreSQL machinery the installed package keeps: starting a server of our own
(initdb, pg_ctl) is the tests' and ``.ci/run``'s business (``tests/support/pg_local.py``), never the bot's.
"""
from __future__ import annotations

import uuid


async def new_schema(server: str) -> str:
    """A new, empty schema on ``server`` and the URL that puts everything there."""
    import asyncpg

    name = "t_" + uuid.uuid4().hex[:16]
    con = await asyncpg.connect(server)
    try:
        await con.execute(f"CREATE SCHEMA {name}")
    finally:
        await con.close()
    return f"{server}?search_path={name}"


async def drop_schema(url: str) -> None:
    """Drop the schema of a URL :func:`new_schema` made, with everything in it."""
    import asyncpg

    server, _, name = url.partition("?search_path=")
    con = await asyncpg.connect(server)
    try:
        await con.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE")
    finally:
        await con.close()
