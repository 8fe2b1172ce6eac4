"""JSON payloads of the fake Discord, shaped like Discord's API v10 (with every field discord.py 2.7 requires)."""
from __future__ import annotations

import itertools
import time
from datetime import UTC, datetime

DISCORD_EPOCH_MS = 1420070400000
_counter = itertools.count(1)

#: What a plain member may do in a channel (no Manage Channels: not a table moderator).
# The bot is invited without Create Public Threads here (the stand-in has no thread routes): tables stay in the
# channel, as where a server does not allow the bot to open threads. tests/discord_app/test_threads.py covers threads.
CREATE_PUBLIC_THREADS = 1 << 35
MEMBER_PERMISSIONS = ((1 << 6) | (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 31) | (1 << 38))
MANAGE_CHANNELS = 1 << 4
ALL_PERMISSIONS = (1 << 50) - 1


def snowflake() -> int:
    """A new, increasing snowflake (time-based like Discord's, so ``created_at`` makes sense)."""
    ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
    return (ms << 22) | (next(_counter) & 0x3FFFFF)


def now_iso() -> str:
    return datetime.now(UTC).isoformat()


def user(uid: int, name: str, *, bot: bool = False) -> dict:
    return {"id": str(uid), "username": name, "global_name": name, "discriminator": "0", "avatar": None,
            "bot": bot, "public_flags": 0, "flags": 0, "banner": None, "accent_color": None}


def member(user_payload: dict, *, permissions: int | None = None, joined_at: str | None = None) -> dict:
    out = {"user": user_payload, "nick": None, "avatar": None, "roles": [], "joined_at": joined_at or now_iso(),
           "premium_since": None, "deaf": False, "mute": False, "flags": 0, "pending": False,
           "communication_disabled_until": None}
    if permissions is not None:
        out["permissions"] = str(permissions)
    return out


def everyone_role(guild_id: int) -> dict:
    return {"id": str(guild_id), "name": "@everyone", "permissions": str(MEMBER_PERMISSIONS), "position": 0,
            "color": 0, "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False, "managed": False, "mentionable": False, "flags": 0, "icon": None, "unicode_emoji": None}


def text_channel(cid: int, guild_id: int, name: str, position: int = 0) -> dict:
    return {"id": str(cid), "type": 0, "guild_id": str(guild_id), "name": name, "position": position,
            "permission_overwrites": [], "nsfw": False, "parent_id": None, "topic": None, "last_message_id": None,
            "rate_limit_per_user": 0, "flags": 0}


def dm_channel(cid: int, recipient: dict) -> dict:
    return {"id": str(cid), "type": 1, "recipients": [recipient], "last_message_id": None, "flags": 0}


def guild(gid: int, name: str, owner_id: int, channels: list[dict], members: list[dict]) -> dict:
    return {
        "id": str(gid), "name": name, "icon": None, "splash": None, "discovery_splash": None, "banner": None,
        "description": None, "owner_id": str(owner_id), "afk_channel_id": None, "afk_timeout": 300,
        "verification_level": 0, "default_message_notifications": 0, "explicit_content_filter": 0, "mfa_level": 0,
        "nsfw_level": 0, "premium_tier": 0, "premium_subscription_count": 0, "premium_progress_bar_enabled": False,
        "system_channel_id": None, "system_channel_flags": 0, "rules_channel_id": None,
        "public_updates_channel_id": None, "safety_alerts_channel_id": None, "vanity_url_code": None,
        "preferred_locale": "en-US", "application_id": None, "max_members": 500000, "max_video_channel_users": 25,
        "features": [], "roles": [everyone_role(gid)], "emojis": [], "stickers": [], "soundboard_sounds": [],
        "member_count": len(members), "members": members, "channels": channels, "threads": [], "voice_states": [],
        "presences": [], "stage_instances": [], "guild_scheduled_events": [], "large": False, "unavailable": False,
        "lazy": True, "joined_at": now_iso(),
    }


def message(mid: int, channel_id: int, author: dict, *, content: str = "", guild_id: int | None = None,
            flags: int = 0, components: list | None = None, embeds: list | None = None,
            attachments: list | None = None, mtype: int = 0, application_id: int | None = None,
            webhook_id: int | None = None) -> dict:
    out = {"id": str(mid), "channel_id": str(channel_id), "author": author, "content": content, "type": mtype,
           "timestamp": now_iso(), "edited_timestamp": None, "tts": False, "mention_everyone": False,
           "mentions": [], "mention_roles": [], "attachments": attachments or [], "embeds": embeds or [],
           "components": components or [], "pinned": False, "flags": flags, "reactions": []}
    if guild_id is not None:
        out["guild_id"] = str(guild_id)
    if application_id is not None:
        out["application_id"] = str(application_id)
    if webhook_id is not None:
        out["webhook_id"] = str(webhook_id)
    return out


def interaction(iid: int, app_id: int, token: str, itype: int, data: dict, *, channel: dict,
                guild_id: int | None, member_payload: dict | None, user_payload: dict | None,
                locale: str = "en-US", msg: dict | None = None, context: int | None = None,
                owners: dict | None = None) -> dict:
    """An INTERACTION_CREATE payload: in a guild with ``member_payload`` (which carries ``permissions``), in a DM
    with ``user_payload`` and no guild; ``context`` (0 GUILD, 1 BOT_DM, 2 PRIVATE_CHANNEL) and ``owners``
    (``authorizing_integration_owners``: "0" -> the server, or "0" in the bot's DM, for a server install; "1" -> the
    user for a user install) default to a server install."""
    out = {"id": str(iid), "application_id": str(app_id), "type": itype, "token": token, "version": 1,
           "data": data, "channel_id": channel["id"], "channel": channel, "locale": locale,
           "app_permissions": str(ALL_PERMISSIONS & ~CREATE_PUBLIC_THREADS), "entitlements": [],
           "attachment_size_limit": 25 * 1024 * 1024}
    if guild_id is not None:
        out.update(guild_id=str(guild_id), guild_locale="en-US", member=member_payload, context=0,
                   authorizing_integration_owners={"0": str(guild_id)})
    else:
        out.update(user=user_payload, context=1, authorizing_integration_owners={"1": user_payload["id"]})
    if context is not None:
        out["context"] = context
    if owners is not None:
        out["authorizing_integration_owners"] = owners
    if msg is not None:
        out["message"] = msg
    return out
