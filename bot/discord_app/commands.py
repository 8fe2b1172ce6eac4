"""The slash commands. Names, descriptions, parameters and choices are localized (see translator.py).

English / Polish names: create/nowy-stol, join/dolacz, leave/opusc, start/start, play/graj, table/stol, hand/reka,
rules/zasady, history/historia, mygames/moje-gry, abandon/porzuc, kick/wyrzuc, pause/pauza, resume/wznow,
replace/zastap, settings/ustawienia, takeback/cofnij, stats/statystyki, leaderboard/ranking, privacy/prywatnosc
(info/informacje, export/eksport, erase/usun).

Where each works: the personal commands (``PERSONAL``: hand, rules, history, mygames, settings, stats, privacy) can be
installed to a user account as well as to a server and are offered everywhere - server channels, the DM with the bot
and group DMs - answering only the person who asked; every other command concerns a table, which lives in a server
channel, so it is installed with the bot to a server and offered only there.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

import renderers
from bot.discord_app import autocomplete, info, lobby, moves, profile_cmds, stats_cmds, table_admin
from bot.discord_app.privacy_cmds import build_privacy
from bot.discord_app.replies import need_channel
from bot.discord_app.translator import ls
from bot.tables.player_settings import DIGEST, PROFILE, STANDIN_LEVELS, WHERE
from games import registry

if TYPE_CHECKING:
    from bot.discord_app.base import PlanszaClient

COMMANDS = ("create", "join", "leave", "start", "play", "table", "hand", "rules", "history", "mygames", "abandon",
            "kick", "pause", "resume", "replace", "settings", "takeback", "stats", "profile", "leaderboard", "privacy")
#: command -> its parameters (for the catalogs and the tests)
PARAMS = {"create": ("game", "options", "language", "thread"), "play": ("move",), "rules": ("game",),
          "kick": ("player", "substitute"), "replace": ("seat", "player"),
          "stats": ("player", "game"), "profile": ("player",), "history": ("move", "table"), "leaderboard": ("game",),
          "settings": ("reminders", "first", "repeat", "count", "where", "quiet", "timezone", "vacation", "digest",
                       "standin", "profile"),
          "table": ("view", "post", "web")}
LANGUAGES = ("pl", "en")
#: /table web: the reader's own link (privately), a spectators' link (posted), or void every link the reader got
WEB = ("link", "spectator", "revoke")
#: the commands about the player rather than a table: user-installable, usable in DMs and group DMs too
PERSONAL = ("hand", "rules", "history", "mygames", "settings", "stats", "profile", "privacy")


def _cmd(name: str):
    return app_commands.command(name=ls(f"bot-cmd-{name}-name"), description=ls(f"bot-cmd-{name}-desc"))


def _params(command: str):
    """``rename`` + ``describe`` decorators for a command's parameters."""
    params = PARAMS[command]

    def deco(fn):
        fn = app_commands.describe(**{p: ls(f"bot-cmd-{command}-{p}-desc") for p in params})(fn)
        return app_commands.rename(**{p: ls(f"bot-cmd-{command}-{p}-name") for p in params})(fn)

    return deco


def follow_the_user(command: app_commands.Command) -> app_commands.Command:
    """Installable to a server and to a user account; offered in servers, in the DM with the bot and in group DMs."""
    command = app_commands.allowed_installs(guilds=True, users=True)(command)
    return app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)(command)


def stay_at_the_table(command: app_commands.Command) -> app_commands.Command:
    """A table's command: installed with the bot to a server, offered only in its channels."""
    command = app_commands.allowed_installs(guilds=True, users=False)(command)
    # guild_only's stub is generic over any callable: a command in, the same command out
    return app_commands.guild_only(command)  # pyright: ignore[reportReturnType]


def game_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=ls(f"{g}-title"), value=g) for g in registry.ids()][:25]


def page_choices() -> list[app_commands.Choice[str]]:
    """Every page name of every game's table picture (a page a game does not have shows its first page), and the board
    in text."""
    names = [*dict.fromkeys(p for g in registry.ids() for p in renderers.pages(g))][:24]
    return [app_commands.Choice(name=ls(f"bot-page-{p}"), value=p) for p in [*names, info.TEXT_PAGE]]


def build_commands(client: PlanszaClient) -> list[app_commands.Command]:
    """The command objects for ``client`` (game choices come from the registry at build time)."""
    games = game_choices()
    languages = [app_commands.Choice(name=ls(f"bot-lang-{code}"), value=code) for code in LANGUAGES]

    @_cmd("create")
    @_params("create")
    @app_commands.choices(game=games, language=languages)
    @app_commands.autocomplete(options=autocomplete.options)
    async def create(interaction: discord.Interaction, game: str, options: str | None = None,
                     language: str | None = None, thread: bool | None = None):
        await lobby.create(client, interaction, game, options, language, thread)

    @_cmd("join")
    async def join(interaction: discord.Interaction):
        await lobby.join(client, interaction)

    @_cmd("leave")
    async def leave(interaction: discord.Interaction):
        await lobby.leave(client, interaction)

    @_cmd("start")
    async def start(interaction: discord.Interaction):
        await moves.start(client, interaction)

    @_cmd("play")
    @_params("play")
    @app_commands.autocomplete(move=autocomplete.moves)
    async def play(interaction: discord.Interaction, move: str):
        if await need_channel(interaction):
            await moves.play(client, interaction, move)

    webs = [app_commands.Choice(name=ls(f"bot-cmd-table-web-{w}"), value=w) for w in WEB]

    @_cmd("table")
    @_params("table")
    @app_commands.choices(view=page_choices(), web=webs)
    async def table(interaction: discord.Interaction, view: str | None = None, post: bool = False,
                    web: str | None = None):
        await info.table(client, interaction, view, post, web)

    @_cmd("hand")
    async def hand(interaction: discord.Interaction):
        await info.hand(client, interaction)

    @_cmd("rules")
    @_params("rules")
    @app_commands.choices(game=games)
    async def rules(interaction: discord.Interaction, game: str | None = None):
        await info.rules(client, interaction, game)

    @_cmd("history")
    @_params("history")
    @app_commands.autocomplete(table=autocomplete.tables)
    async def history(interaction: discord.Interaction, move: int | None = None, table: str | None = None):
        await info.history(client, interaction, move, table)

    @_cmd("mygames")
    async def mygames(interaction: discord.Interaction):
        await info.my_games(client, interaction)

    @_cmd("abandon")
    async def abandon(interaction: discord.Interaction):
        await lobby.abandon(client, interaction)

    @_cmd("kick")
    @_params("kick")
    async def kick(interaction: discord.Interaction, player: discord.User, substitute: discord.User | None = None):
        await lobby.kick(client, interaction, player, substitute)

    @_cmd("pause")
    async def pause(interaction: discord.Interaction):
        await table_admin.pause(client, interaction, "pause")

    @_cmd("resume")
    async def resume(interaction: discord.Interaction):
        await table_admin.pause(client, interaction, "resume")

    @_cmd("replace")
    @_params("replace")
    @app_commands.autocomplete(seat=autocomplete.seats)
    async def replace(interaction: discord.Interaction, seat: int, player: discord.User | None = None):
        await table_admin.replace(client, interaction, seat, player)

    wheres = [app_commands.Choice(name=ls(f"bot-settings-where-{w}"), value=w) for w in WHERE]
    digests = [app_commands.Choice(name=ls(f"bot-settings-digest-{d}"), value=d) for d in DIGEST]
    profiles = [app_commands.Choice(name=ls(f"bot-settings-profile-{p}"), value=p) for p in PROFILE]
    standins = [app_commands.Choice(name=ls("bot-standin-off"), value="off")] + [
        app_commands.Choice(name=ls(f"bot-level-{level}"), value=level) for level in STANDIN_LEVELS]

    @_cmd("settings")
    @_params("settings")
    @app_commands.choices(where=wheres, digest=digests, standin=standins, profile=profiles)
    @app_commands.autocomplete(timezone=autocomplete.timezones)
    async def settings(interaction: discord.Interaction, reminders: bool | None = None, first: str | None = None,
                       repeat: str | None = None, count: int | None = None, where: str | None = None,
                       quiet: str | None = None, timezone: str | None = None, vacation: str | None = None,
                       digest: str | None = None, standin: str | None = None, profile: str | None = None):
        await table_admin.settings(client, interaction, reminders=reminders, first=first, repeat=repeat,
                                    count=count, where=where, quiet=quiet, timezone=timezone, vacation=vacation,
                                    digest=digest, standin=standin, profile=profile)

    @_cmd("takeback")
    async def takeback(interaction: discord.Interaction):
        await table_admin.takeback(client, interaction)

    @_cmd("stats")
    @_params("stats")
    @app_commands.choices(game=games)
    async def stats(interaction: discord.Interaction, player: discord.User | None = None, game: str | None = None):
        await stats_cmds.show_stats(client, interaction, player, game)

    @_cmd("profile")
    @_params("profile")
    async def profile(interaction: discord.Interaction, player: discord.User | None = None):
        await profile_cmds.show_profile(client, interaction, player)

    @_cmd("leaderboard")
    @_params("leaderboard")
    @app_commands.choices(game=games)
    async def leaderboard(interaction: discord.Interaction, game: str):
        await stats_cmds.show_leaderboard(client, interaction, game)

    built = [create, join, leave, start, play, table, hand, rules, history, mygames, abandon, kick, pause, resume,
             replace, settings, takeback, stats, profile, leaderboard, build_privacy(client)]
    return [follow_the_user(c) if c.name in PERSONAL else stay_at_the_table(c) for c in built]
