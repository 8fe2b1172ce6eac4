"""What users do, simulated: slash commands, autocomplete typing, button clicks and select-menu choices, each sent
to the bot as an INTERACTION_CREATE through the gateway and recorded as an :class:`Interaction` (whose answers the
REST routes fill in); and Discord delivering an interaction again."""
from __future__ import annotations

import secrets

from tests.fake_discord import payloads as P
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

    async def slash(self, name: str, *, user: int, channel: int, options: dict | None = None,
                    locale: str = "en-US", shard: int | None = None) -> Interaction:
        """A user runs ``/name`` with ``options`` (values by option name) in ``channel``: INTERACTION_CREATE type 2.
        Only synced commands exist; option types come from the synced command; USER options get ``resolved``."""
        ch = self.channels[channel]
        guild_id = int(ch["guild_id"]) if "guild_id" in ch else None
        cmd = self._command(guild_id, name)
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
        return await self._interact(2, data, user, channel, locale, shard=shard)

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
        buttons = [c for row in msg["components"] for c in row.get("components", [])]
        assert any(b.get("custom_id") == custom_id for b in buttons), \
            f"no button {custom_id!r} on the message: {[b.get('custom_id') for b in buttons]}"
        data = {"custom_id": custom_id, "component_type": 2}
        return await self._interact(3, data, user, int(msg["channel_id"]), locale, msg=msg)

    async def select(self, msg: dict, custom_id: str, values: list[str], *, user: int,
                     locale: str = "en-US") -> Interaction:
        """A user chooses ``values`` in the select menu ``custom_id`` on ``msg``: type 3, component type 3. As Discord
        does, the values must be options of that menu, between its min_values and max_values."""
        msg = self.messages[int(msg["id"])]
        menus = [c for row in msg["components"] for c in row.get("components", []) if c.get("type") == 3]
        menu = next((m for m in menus if m.get("custom_id") == custom_id), None)
        assert menu is not None, f"no select menu {custom_id!r} on the message: {[m.get('custom_id') for m in menus]}"
        offered = {o["value"] for o in menu.get("options", [])}
        assert set(values) <= offered, f"{values} are not options of {custom_id!r}"
        assert menu.get("min_values", 1) <= len(values) <= menu.get("max_values", 1), (custom_id, values)
        data = {"custom_id": custom_id, "component_type": 3, "values": list(values)}
        return await self._interact(3, data, user, int(msg["channel_id"]), locale, msg=msg)

    async def _interact(self, itype: int, data: dict, user: int, channel: int, locale: str,
                        msg: dict | None = None, shard: int | None = None) -> Interaction:
        ch = self.channels[channel]
        guild_id = int(ch["guild_id"]) if "guild_id" in ch else None
        iid, token = P.snowflake(), f"itk-{secrets.token_hex(16)}"
        payload = P.interaction(
            iid, self.app_id, token, itype, data, channel=ch, guild_id=guild_id,
            member_payload=self._member(guild_id, user, with_permissions=True) if guild_id else None,
            user_payload=self.users[user], locale=locale, msg=msg)
        record = Interaction(iid, token, itype, user, channel, payload)
        self.interactions[token] = record
        await self.dispatch("INTERACTION_CREATE", payload, shard=shard)
        return record

    async def redeliver(self, record: Interaction) -> None:
        """Discord delivering the same interaction again (same id and token)."""
        await self.dispatch("INTERACTION_CREATE", record.payload)
