"""What users do, simulated: slash commands, autocomplete typing, button clicks and select-menu choices, each sent
to the bot as an INTERACTION_CREATE through the gateway and recorded as an :class:`Interaction` (whose answers the
REST routes fill in); and Discord delivering an interaction again.

A slash command may be run in the bot's DM (``dm=True``) and as a user install (``user_install=True``); it is
refused (AssertionError) where Discord would not offer it: see ``commands.py`` for the rules. Buttons and menus are
found at any depth of a message (rows, Components V2 containers, sections' accessories)."""
from __future__ import annotations

import secrets

from tests.fake_discord import components_v2 as V2
from tests.fake_discord import payloads as P
from tests.fake_discord.commands import BOT_DM, GUILD, USER_INSTALL, contexts_of, describe, installs_of
from tests.fake_discord.gateway import Gateway
from tests.fake_discord.state import Interaction


class UserActions(Gateway):
    """The test's side of the fake: users acting in the world, as interactions delivered to the bot."""

    def _command(self, guild_id: int | None, name: str) -> dict:
        synced = self.commands.get(str(guild_id), []) + self.commands.get("global", [])
        for c in synced:
            if c["name"] == name:
                return c
        raise AssertionError(f"/{name} was never synced (synced: {[c['name'] for c in synced]})")

    async def slash(self, name: str, *, user: int, channel: int | None = None, options: dict | None = None,
                    locale: str = "en-US", shard: int | None = None, dm: bool = False,
                    user_install: bool = False) -> Interaction:
        """A user runs ``/name`` with ``options`` (values by option name) in ``channel``: INTERACTION_CREATE type 2.
        Only synced commands exist; option types come from the synced command; USER options get ``resolved``.

        ``dm=True`` (or ``channel`` a DM channel): in the user's DM with the bot (context 1 BOT_DM; the payload has
        ``user``, no member, no guild_id). ``user_install=True``: the user installed the app to their account
        (``authorizing_integration_owners={"1": user}``). Refused (AssertionError) when the synced command's
        ``integration_types``/``contexts`` (or Discord's defaults, or ``dm_permission: false``) do not offer it
        there, as Discord would not show it."""
        if channel is None:
            assert dm, "slash() needs a channel, or dm=True for the user's DM with the bot"
            channel = self.add_dm_channel(user)
        ch = self.channels[channel]
        assert not dm or ch["type"] == 1, f"dm=True but channel {channel} is not a DM channel"
        guild_id = int(ch["guild_id"]) if "guild_id" in ch else None
        cmd = self._command(guild_id, name)
        context = GUILD if guild_id is not None else BOT_DM
        install = USER_INSTALL if user_install else 0
        assert install in installs_of(cmd), \
            f"/{name} is not offered to a {'user' if user_install else 'server'} install ({describe(cmd)})"
        assert context in contexts_of(cmd), \
            f"/{name} is not offered {'in a server' if context == GUILD else 'in a DM with the bot'} " \
            f"({describe(cmd)}{', synced to one server' if cmd.get('guild_id') else ''})"
        if user_install:
            owners = {"1": str(user)}
        else:
            owners = {"0": str(guild_id) if guild_id is not None else "0"}
        by_name = {o["name"]: o for o in cmd.get("options", [])}
        opts, resolved = [], {}
        for key, value in (options or {}).items():
            spec = by_name.get(key)
            assert spec is not None, f"/{name} has no option {key!r} (has {sorted(by_name)})"
            if spec["type"] == 6:  # USER
                resolved.setdefault("users", {})[str(value)] = self.users[int(value)]
                if guild_id is not None:
                    m = self._member(guild_id, int(value), with_permissions=True)
                    m.pop("user")
                    resolved.setdefault("members", {})[str(value)] = m
                value = str(value)
            opts.append({"name": key, "type": spec["type"], "value": value})
        data = {"id": cmd["id"], "name": name, "type": 1, "options": opts}
        if resolved:
            data["resolved"] = resolved
        if guild_id is not None:
            data["guild_id"] = str(guild_id)
        return await self._interact(2, data, user, channel, locale, shard=shard, context=context, owners=owners)

    async def autocomplete(self, name: str, option: str, value: str, *, user: int, channel: int,
                           options: dict | None = None, locale: str = "en-US") -> Interaction:
        """Typing in an autocomplete option: INTERACTION_CREATE type 4; the choices land in ``.choices``."""
        ch = self.channels[channel]
        cmd = self._command(int(ch["guild_id"]) if "guild_id" in ch else None, name)
        types = {o["name"]: o["type"] for o in cmd.get("options", [])}
        opts = [{"name": k, "type": types[k], "value": v} for k, v in (options or {}).items()]
        opts.append({"name": option, "type": types[option], "value": value, "focused": True})
        return await self._interact(4, {"id": cmd["id"], "name": name, "type": 1, "options": opts}, user, channel,
                                    locale)

    async def click(self, msg: dict, custom_id: str, *, user: int, locale: str = "en-US") -> Interaction:
        """A user clicks the button ``custom_id`` on ``msg`` (the current message payload): type 3."""
        msg = self.messages[int(msg["id"])]
        buttons = [c for c in V2.interactive(msg["components"]) if c.get("type") == 2]
        assert any(b.get("custom_id") == custom_id for b in buttons), \
            f"no button {custom_id!r} on the message: {[b.get('custom_id') for b in buttons]}"
        data = {"custom_id": custom_id, "component_type": 2}
        return await self._interact(3, data, user, int(msg["channel_id"]), locale, msg=msg)

    async def select(self, msg: dict, custom_id: str, values: list[str], *, user: int,
                     locale: str = "en-US") -> Interaction:
        """A user chooses ``values`` in the select menu ``custom_id`` on ``msg``: type 3, with the menu's component
        type. As Discord does, the values must be options of a string menu, between its min_values and max_values."""
        msg = self.messages[int(msg["id"])]
        menus = [c for c in V2.interactive(msg["components"]) if c.get("type") in V2.SELECTS]
        menu = next((m for m in menus if m.get("custom_id") == custom_id), None)
        assert menu is not None, f"no select menu {custom_id!r} on the message: {[m.get('custom_id') for m in menus]}"
        if menu["type"] == 3:
            offered = {o["value"] for o in menu.get("options", [])}
            assert set(values) <= offered, f"{values} are not options of {custom_id!r}"
        assert menu.get("min_values", 1) <= len(values) <= menu.get("max_values", 1), (custom_id, values)
        data = {"custom_id": custom_id, "component_type": menu["type"], "values": list(values)}
        return await self._interact(3, data, user, int(msg["channel_id"]), locale, msg=msg)

    async def _interact(self, itype: int, data: dict, user: int, channel: int, locale: str,
                        msg: dict | None = None, shard: int | None = None, context: int | None = None,
                        owners: dict | None = None) -> Interaction:
        ch = self.channels[channel]
        guild_id = int(ch["guild_id"]) if "guild_id" in ch else None
        iid, token = P.snowflake(), f"itk-{secrets.token_hex(16)}"
        payload = P.interaction(
            iid, self.app_id, token, itype, data, channel=ch, guild_id=guild_id,
            member_payload=self._member(guild_id, user, with_permissions=True) if guild_id else None,
            user_payload=self.users[user], locale=locale, msg=msg, context=context, owners=owners)
        record = Interaction(iid, token, itype, user, channel, payload)
        self.interactions[token] = record
        await self.dispatch("INTERACTION_CREATE", payload, shard=shard)
        return record

    async def redeliver(self, record: Interaction) -> None:
        """Discord delivering the same interaction again (same id and token)."""
        await self.dispatch("INTERACTION_CREATE", record.payload)
