"""Application commands as Discord keeps them: the check of a sync (``PUT .../commands``) for where a command may be
installed and run - ``integration_types`` (0 GUILD_INSTALL, 1 USER_INSTALL) and ``contexts`` (0 GUILD, 1 BOT_DM,
2 PRIVATE_CHANNEL), only on global commands - and the rules the simulated users follow to see a synced command.

Discord's defaults: ``integration_types`` absent or null is ``[0]`` (installed with the server); ``contexts`` null
is kept null and means servers and the bot's DMs (``dm_permission: false``: servers only); a group DM
(PRIVATE_CHANNEL) needs ``contexts`` to name it.

Server (guild) commands: the docs call both fields "only for globally-scoped commands"; Discord accepts them there
(discord.py's ``copy_global_to`` sends them with a development server's sync) and they change nothing - a server
command runs only in its server, through the server install. The fake checks their values and ignores them too.
"""
from __future__ import annotations

from tests.fake_discord.components_v2 import Form

GUILD_INSTALL, USER_INSTALL = 0, 1
GUILD, BOT_DM, PRIVATE_CHANNEL = 0, 1, 2
INSTALL_NAMES = {GUILD_INSTALL: "GUILD_INSTALL", USER_INSTALL: "USER_INSTALL"}
CONTEXT_NAMES = {GUILD: "GUILD", BOT_DM: "BOT_DM", PRIVATE_CHANNEL: "PRIVATE_CHANNEL"}


def check_commands(body, *, guild: str | None) -> Form:
    """The errors of a bulk overwrite (``body``: the list of commands) to a server (``guild``) or globally."""
    form = Form()
    if not isinstance(body, list):
        form.add([], "Must be an array of application commands.", "BASE_TYPE_ARRAY")
        return form
    for i, cmd in enumerate(body):
        if not isinstance(cmd, dict):
            form.add([i], "Must be an application command object.", "MODEL_TYPE_CONVERT")
            continue
        for key, allowed, names in (("integration_types", INSTALL_NAMES.keys(), INSTALL_NAMES),
                                    ("contexts", CONTEXT_NAMES.keys(), CONTEXT_NAMES)):
            value = cmd.get(key)
            if value is None:
                continue
            if not isinstance(value, list) or not value:
                form.add([i, key], f"/{cmd.get('name')}: '{key}' is a non-empty list (got {value!r}).",
                         "BASE_TYPE_BAD_LENGTH")
                continue
            for j, v in enumerate(value):
                if isinstance(v, bool) or v not in allowed:
                    ok = ", ".join(f"{k} {n}" for k, n in names.items())
                    form.add([i, key, j], f"/{cmd.get('name')}: {v!r} is not one of {ok}.", "ENUM_TYPE_COERCE")
            if len(set(map(str, value))) != len(value):
                form.add([i, key], f"/{cmd.get('name')}: '{key}' names a value twice ({value!r}).",
                         "BASE_TYPE_BAD")
    return form


def installs_of(cmd: dict) -> list[int]:
    """Where the command may be installed: its ``integration_types``, Discord's default ``[0]`` without them; a server
    command only with the server."""
    if cmd.get("guild_id") is not None:
        return [GUILD_INSTALL]
    return list(cmd.get("integration_types") or [GUILD_INSTALL])


def contexts_of(cmd: dict) -> list[int]:
    """Where the command may be run: its ``contexts``; without them servers and the bot's DMs, or only servers
    under ``dm_permission: false``; a server command only in its server."""
    if cmd.get("guild_id") is not None:
        return [GUILD]
    if cmd.get("contexts") is not None:
        return list(cmd["contexts"])
    return [GUILD] if cmd.get("dm_permission") is False else [GUILD, BOT_DM]


def describe(cmd: dict) -> str:
    return (f"integration_types={cmd.get('integration_types')!r}, contexts={cmd.get('contexts')!r}, "
            f"dm_permission={cmd.get('dm_permission')!r}")
