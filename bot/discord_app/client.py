"""The bot: intents, the command tree with our error handler and translator, persistent buttons, reminders."""
from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot import observability
from bot.discord_app import activity, app_emojis, presses, replies
from bot.discord_app.base import PlanszaClient, bot_of
from bot.discord_app.buttons import MoveButton, MoveSelect
from bot.discord_app.commands import build_commands
from bot.discord_app.decisions import ActionButton, SeatPick, on_action
from bot.discord_app.delivery import DiscordSink, OutboxLoop
from bot.discord_app.privacy_cmds import PrivacyButton
from bot.discord_app.reminders import Reminders
from bot.discord_app.texts import user_lang
from bot.discord_app.translator import PlanszaTranslator
from bot.settings import Settings
from bot.tables import Dispatcher, TableService
from bot.tables.aftermath import Aftermath
from bot.tables.rate_limit import RateLimiter
from games.core.errors import GameError

log = logging.getLogger("plansza.discord")


class PlanszaTree(app_commands.CommandTree):
    async def _call(self, interaction: discord.Interaction) -> None:
        """Every slash command and autocomplete, timed (a metric) and logged with its shard."""
        client = self.client
        observability.shard_id.set(observability.shard_of(interaction.guild_id, client.shard_count))
        kind = "autocomplete" if interaction.type is discord.InteractionType.autocomplete else "command"
        with observability.timed(observability.COMMAND_SECONDS, kind=kind):
            await super()._call(interaction)

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Slash commands within the user's rate limit (autocomplete, sent while typing, is never limited)."""
        if interaction.type is discord.InteractionType.autocomplete:
            return True
        return await bot_of(interaction).within_rate(interaction)

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        original = getattr(error, "original", error)
        if isinstance(original, GameError):  # a refusal that escaped a handler: still just a refusal
            await replies.error(interaction, original)
            return
        log.error("command %s failed", interaction.command and interaction.command.qualified_name,
                  exc_info=original)
        await replies.internal_error(interaction)


class PlanszaBot(PlanszaClient):
    def __init__(self, settings: Settings, service: TableService, *, sync_commands: bool = True, **client_kwargs):
        intents = discord.Intents.default()  # no privileged intents: no message content, no member list
        intents.message_content = False
        intents.members = False
        intents.presences = False
        client_kwargs.setdefault("allowed_mentions", discord.AllowedMentions.none())
        # a rate limit longer than this raises instead of holding the sender (discord.py's floor is 30 s): the
        # outbox puts the message off for Discord's retry_after and the table's other work goes on
        client_kwargs.setdefault("max_ratelimit_timeout", 30.0)
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, tree_cls=PlanszaTree,
                         help_command=None, **client_kwargs)
        self.settings = settings
        self.service = service
        self.sync_commands = sync_commands
        self.dispatcher = Dispatcher(service, DiscordSink(self),  # delivers what each change owes (its outbox)
                                     lease=settings.outbox_lease_seconds)
        self.aftermath = Aftermath(service, self.dispatcher)  # after a change: deliver, then the computers play
        self.reminders = Reminders(self, settings.reminder_check_seconds)
        self.outbox = OutboxLoop(self, self.dispatcher, settings.outbox_check_seconds)
        self.rate = RateLimiter(settings.rate_burst, settings.rate_per_second, service.clock)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(MoveButton, MoveSelect, ActionButton, SeatPick, PrivacyButton)
        await self.tree.set_translator(PlanszaTranslator())
        for command in build_commands(self):
            self.tree.add_command(command)
        if self.sync_commands:
            await self.sync_app_commands()
        self.reminders.start()
        self.outbox.start()  # first of all, what a crash or a restart left owed
        self.app_emojis = app_emojis.AppEmojis.start(self)  # piece icons for the pickers, in the background

    async def sync_app_commands(self) -> list[dict]:
        """To the dev guild if PLANSZA_DEV_GUILD_ID is set (instant), else globally."""
        if self.settings.dev_guild_id:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await activity.sync(self, guild)
        else:
            synced = await activity.sync(self, None)  # with the Activity's Entry Point command when it is on
        log.info("synced %d commands", len(synced))
        return synced

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Remember the language of every user's client: their DMs and private pictures use it (the channel keeps
        the table's language)."""
        try:
            await self.service.remember_lang(str(interaction.user.id), user_lang(interaction))
        except Exception:  # a preference is not worth failing an interaction for
            log.exception("remembering the language of %s failed", interaction.user.id)

    async def within_rate(self, interaction: discord.Interaction) -> bool:
        """True if the user may act now; else a polite private answer (nothing else happens)."""
        wait = self.rate.wait(str(interaction.user.id))
        if wait:
            await replies.error(interaction, GameError("bot-err-slow-down", seconds=wait))
        return not wait

    async def on_plansza_button(self, interaction: discord.Interaction, button: MoveButton | MoveSelect) -> None:
        """Every Plansza button click or menu choice (discord.py would only log a failure in a dynamic item, so we
        answer here)."""
        if not await self.within_rate(interaction):
            return
        observability.shard_id.set(observability.shard_of(interaction.guild_id, self.shard_count))
        try:
            with observability.timed(observability.COMMAND_SECONDS, kind="press"):
                await presses.on_press(self, interaction, button)
        except GameError as err:
            await replies.error(interaction, err)
        except Exception:
            await self.on_error("plansza_button", interaction)
            await replies.internal_error(interaction)

    async def on_plansza_action(self, interaction: discord.Interaction, item) -> None:
        """A press on a deadline, vote or confirmation button, or a choice in the "who takes this seat" menu."""
        if not await self.within_rate(interaction):
            return
        observability.shard_id.set(observability.shard_of(interaction.guild_id, self.shard_count))
        try:
            with observability.timed(observability.COMMAND_SECONDS, kind="action"):
                await on_action(self, interaction, item)
        except GameError as err:
            await replies.error(interaction, err)
        except Exception:
            await self.on_error("plansza_action", interaction)
            await replies.internal_error(interaction)

    async def close(self) -> None:
        self.reminders.stop()
        self.outbox.stop()
        await super().close()


class ShardedPlanszaBot(PlanszaBot, commands.AutoShardedBot):
    """The bot on a subset of Discord's shards (``shard_ids``, ``shard_count``): one gateway connection per shard in
    this process; other processes run the other shards on the same database."""


def build_bot(settings: Settings, service: TableService, **client_kwargs) -> commands.Bot:
    """The Plansza bot over ``service``; ``client_kwargs`` go to :class:`discord.Client` (e.g. guild_ready_timeout;
    ``shard_ids`` and ``shard_count`` make it a sharded bot)."""
    sharded = "shard_count" in client_kwargs or "shard_ids" in client_kwargs
    return (ShardedPlanszaBot if sharded else PlanszaBot)(settings, service, **client_kwargs)
