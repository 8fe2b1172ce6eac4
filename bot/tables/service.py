"""The table service: every command on every table goes through here, from Discord, the console or a test.

It owns the lifecycle (lobby -> active -> finished/abandoned), seats, the per-table lock, the versioned commit of
each move, duplicate-interaction protection, replay, reminders and "my games". It knows nothing of Discord.
"""
from __future__ import annotations

import asyncio
import json
import logging
import os
import secrets
import socket
import time
import weakref
from collections import OrderedDict
from collections.abc import Callable

from bot import observability
from bot.store import Conflict, DuplicateInteraction, Owed, Storage, TableRow, VersionConflict, changes
from bot.store.live import LocalNotifier, Notifier, notifier_for
from bot.store.locks import TableLock
from bot.tables import clocks, computer, move_cap, notices, pace_figures, refusals, standin, table_options, time_bank
from bot.tables import decision_windows as deadlines
from bot.tables.clocks import TurnClocks
from bot.tables.computer import ComputerSeats
from bot.tables.config import Settings
from bot.tables.decision_windows import DecisionWindows
from bot.tables.hints import Hints
from bot.tables.history import HistoryReads
from bot.tables.idle import IdleTables
from bot.tables.notices import Readers
from bot.tables.outcome import EndSummary, HistoryPage, MoveList, MyGame, Outcome, Snapshot
from bot.tables.pace_figures import PaceReads
from bot.tables.parts import MAX_NAME
from bot.tables.player_settings import PlayerSettings
from bot.tables.privacy import PersonalData
from bot.tables.profile import Profiles
from bot.tables.rematch import Rematches
from bot.tables.replay import Replays
from bot.tables.seat_filler import DefaultPolicy, SeatFiller
from bot.tables.seats import SeatChanges
from bot.tables.standin import StandIns
from bot.tables.stats import Records
from bot.tables.stewardship import Stewardship
from bot.tables.takeback import Takebacks
from bot.tables.votes import Voting
from games import registry
from games.core.contract import Event, Msg, P
from games.core.errors import GameError

log = logging.getLogger("plansza.tables")


class TableService(Stewardship, SeatChanges, ComputerSeats, Voting, TurnClocks, DecisionWindows, IdleTables, Takebacks,
                   HistoryReads, Replays, Records, StandIns, Hints, Readers, PersonalData, Rematches, PaceReads,
                   Profiles):
    """The service: its core here (the lobby, a move's commit, the reads), each concern's use cases in its module's
    mixin (see :mod:`bot.tables.parts`: one way to write a use case)."""


    def __init__(self, storage: Storage, settings: Settings | None = None, *, clock: Callable[[], float] = time.time,
                 seed_source: Callable[[], int] = lambda: secrets.randbits(48), filler: SeatFiller | None = None,
                 notifier: Notifier | None = None):
        self.db = storage
        self.settings = settings or Settings()
        self.clock = clock
        self.seed_source = seed_source
        self.filler: SeatFiller = filler or DefaultPolicy()  # plays the seats handed to the computer
        # this process among the bot's processes (its timer claims; several processes share PostgreSQL)
        self.instance = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"
        self.thinking: set[int] = set()  # tables whose computer seats are being played now (bot.tables.seats)
        # A lock lives only while someone holds or awaits it (they keep the reference), so idle channels cost nothing.
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()
        self._cache: OrderedDict[int, tuple[int, dict]] = OrderedDict()
        self._langs: dict[str, str] = {}  # user id -> remembered language (a write only when it changes)
        self._psettings: dict[str, PlayerSettings] = {}  # user id -> settings (written through set_player_settings)
        self.notifier: Notifier = notifier or LocalNotifier()  # told each committed change of a table (a web page's)
        changes.watch(storage, self.notifier.publish)  # by the store's writes, after their commit (bot.store.changes)

    @classmethod
    async def open(cls, target: str, settings: Settings | None = None, **kwargs) -> TableService:
        """A service over the store at ``target`` (a SQLite path or a ``postgresql://`` URL), opened and migrated; an
        adapter's entry point builds its service this way and never touches the store itself. :meth:`close` ends
        it. Its notifier fits the store unless one is given (``bot.store.live.notifier_for``), and closes with it."""
        storage = await Storage(target).open()
        return cls(storage, settings, notifier=kwargs.pop("notifier", None) or await notifier_for(target), **kwargs)

    async def close(self) -> None:
        await self.notifier.close()
        await self.db.close()

    # ---- helpers ----------------------------------------------------------------------------------------------------
    def lock(self, channel_id: str) -> TableLock:
        """The lock of one channel's table: this process's tasks queue on an asyncio lock, then the holder takes the
        store's lock across processes (PostgreSQL: an advisory lock; SQLite: one process owns the file)."""
        lock = self._locks.get(channel_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[channel_id] = lock
        return TableLock(lock, self.db.table_lock(channel_id))

    async def within_limits(self, user_id: str, *, creating: bool) -> None:
        """Refuse a new seat beyond finished games + ``live_tables_base`` live tables, and a create too soon after
        the user's last one (a per-user limit, whatever the channel or server; an adapter may ask before it opens a
        thread for the table)."""
        live, finished, last = await self.db.user_counts(user_id)
        allowed = finished + self.settings.live_tables_base
        if live >= allowed:
            raise GameError("bot-err-too-many-tables", live=live, finished=finished)
        if creating and last is not None:
            wait = last + self.settings.create_cooldown - self.clock()
            if wait > 0:
                raise GameError("bot-err-create-cooldown", seconds=max(1, round(wait)))

    async def live(self, channel_id: str) -> TableRow:
        row = await self.db.live_table(str(channel_id), with_state=False)
        if row is None:
            raise GameError("bot-err-no-table")
        return row

    async def game_state(self, row: TableRow) -> dict:
        """The state of a started table (its snapshot is never missing once it started): a lobby is refused."""
        if (state := await self.state_of(row)) is None:
            raise GameError("bot-err-not-active")
        return state

    async def state_of(self, row: TableRow) -> dict | None:
        """The parsed snapshot for ``row.version`` (from the LRU cache or the database)."""
        if row.status == "lobby":
            return None
        hit = self._cache.get(row.id)
        if hit and hit[0] == row.version:
            self._cache.move_to_end(row.id)
            return hit[1]
        state_json = row.state_json
        if state_json is None:
            fresh = await self.db.table(row.id)
            if fresh is None:
                raise VersionConflict()
            if fresh.version != row.version:
                # a move was committed since ``row`` was read (reads do not wait for moves): carry on with the newer
                # table, updating ``row`` in place so that the caller's row and the returned state always agree
                for name in ("version", "status", "actors", "updated_at", "seats"):
                    setattr(row, name, getattr(fresh, name))
                if row.status == "lobby":
                    return None
            state_json = fresh.state_json
            if state_json is None:  # a lobby closed before it started
                return None
        state = await self._upgraded(row, await self._parsed(row, state_json))
        self.remember(row.id, row.version, state)
        return state

    async def _parsed(self, row: TableRow, state_json: str) -> dict:
        """The snapshot; when it is damaged (not JSON, not an object), the state rebuilt from the move log (the truth),
        written back. A log that does not replay either refuses this table alone, in words; every other table plays
        on."""
        try:
            state = json.loads(state_json)
            if isinstance(state, dict):
                return state
        except (ValueError, TypeError):
            pass
        log.warning("table %s: its snapshot is damaged; rebuilding it from the move log", row.id)
        try:
            state = await self.replay(row.id)
        except Exception as exc:  # the log itself does not replay: nothing trustworthy to play on
            log.error("table %s: its move log does not replay either (%s)", row.id, exc)
            raise GameError("bot-err-table-damaged", table=row.id) from exc
        await self.db.write_snapshot(row.id, row.version, json.dumps(state))
        return state

    async def _upgraded(self, row: TableRow, state: dict) -> dict:
        """A snapshot written by an older engine, brought to the current one (``Rules.upgrades``) and written back
        as the table's new replay base: the newer engine never replays the older engine's moves."""
        game = registry.get(row.game)
        if int(state.get("schema_version", 1)) == game.schema_version and row.engine_version == game.schema_version:
            return state
        state = game.upgrade(state)  # refuses a state newer than this engine
        await self.db.rebase(row.id, row.version, json.dumps(state), game.schema_version)
        row.engine_version = game.schema_version
        return state

    def forget(self, table_id: int) -> None:
        """Drop a table's cached state (it ended, or changed outside a move)."""
        self._cache.pop(table_id, None)

    def remember(self, table_id: int, version: int, state: dict) -> None:
        self._cache[table_id] = (version, state)
        self._cache.move_to_end(table_id)
        while len(self._cache) > self.settings.cache_size:
            self._cache.popitem(last=False)

    @staticmethod
    def seat_of(row: TableRow, user_id: str) -> int:
        seat = row.seat_of(str(user_id))
        if seat is None:
            raise GameError("bot-err-not-seated")
        return seat

    # ---- lobby ------------------------------------------------------------------------------------------------------
    async def create(self, *, guild_id: str | None, channel_id: str, user_id: str, name: str, game_id: str,
                     options: dict | None = None, lang: str = "en", seed: int | None = None) -> TableRow:
        game = registry.get(game_id)
        normalized, turn_deadline, bots, level, flags, pace = table_options.split(game.id, options or {},
                                                                                  self.settings.turn_deadline)
        async with self.lock(str(channel_id)):
            if await self.db.live_table(str(channel_id), with_state=False):
                raise GameError("bot-err-table-exists")
            await self.within_limits(str(user_id), creating=True)
            try:
                table_id = await self.db.create_table(
                    guild_id=str(guild_id) if guild_id else None, channel_id=str(channel_id), game=game.id,
                    options=normalized, owner_id=str(user_id), owner_name=name[:MAX_NAME], lang=lang,
                    seed=self.seed_source() if seed is None else seed, now=self.clock(), turn_deadline=turn_deadline,
                    flags=flags, pace=pace)
            except Conflict:
                raise GameError("bot-err-table-exists") from None
            row = await self.db.row(table_id)
            if bots:  # bots=N: computer seats filled at once (level=... or the default)
                seats = computer.with_computers(row, bots, level or self.settings.computer_level)
                await self.db.set_seats(row.id, row.version, seats, self.clock())
                row = await self.db.row(table_id)
            return row

    async def join(self, channel_id: str, user_id: str, name: str) -> TableRow:
        async with self.lock(str(channel_id)):
            row = await self.live(channel_id)
            if row.status != "lobby":
                raise GameError("bot-err-not-lobby")
            if row.seat_of(str(user_id)) is not None:
                raise GameError("bot-err-already-seated")
            game = registry.get(row.game)
            if len(row.seats) >= game.max_players:
                raise GameError("bot-err-table-full", max=game.max_players)
            await self.within_limits(str(user_id), creating=False)
            seats = [(s.user_id, s.name) for s in row.seats] + [(str(user_id), name[:MAX_NAME])]
            await self.db.set_seats(row.id, row.version, seats, self.clock())
            return await self.db.row(row.id, with_state=False)

    async def leave(self, channel_id: str, user_id: str) -> TableRow:
        async with self.lock(str(channel_id)):
            row = await self.live(channel_id)
            self.seat_of(row, user_id)
            if row.status != "lobby":
                raise GameError("bot-err-leave-active")
            seats = [(s.user_id, s.name) for s in row.seats if s.user_id != str(user_id)]
            if not seats or str(user_id) == row.owner_id:
                # the owner leaving (or the last player) closes the lobby
                await self.db.set_status(row.id, "abandoned", self.clock())
            else:
                await self.db.set_seats(row.id, row.version, seats, self.clock())
            return await self.db.row(row.id, with_state=False)

    async def kick(self, channel_id: str, user_id: str, target_id: str, *, moderator: bool = False) -> TableRow:
        """Remove a player from a lobby (owner or moderator)."""
        async with self.lock(str(channel_id)):
            row = await self.live(channel_id)
            if str(user_id) != row.owner_id and not moderator:
                raise GameError("bot-err-not-owner")
            if row.status != "lobby":
                raise GameError("bot-err-leave-active")
            if row.seat_of(str(target_id)) is None:
                raise GameError("bot-err-target-not-seated")
            if str(target_id) == row.owner_id:
                raise GameError("bot-err-kick-owner")
            seats = [(s.user_id, s.name) for s in row.seats if s.user_id != str(target_id)]
            await self.db.set_seats(row.id, row.version, seats, self.clock())
            return await self.db.row(row.id, with_state=False)

    async def start(self, channel_id: str, user_id: str, *, moderator: bool = False) -> Outcome:
        async with self.lock(str(channel_id)):
            row = await self.live(channel_id)
            if row.status != "lobby":
                raise GameError("bot-err-not-lobby")
            if str(user_id) != row.owner_id and not moderator:
                raise GameError("bot-err-not-owner")
            game = registry.get(row.game)
            if len(row.seats) < game.min_players:
                raise GameError("bot-err-too-few", min=game.min_players, have=len(row.seats))
            state = game.setup(len(row.seats), row.options, row.seed)  # may raise GameError (e.g. bad options)
            actors = sorted(game.actors(state))
            now = self.clock()
            outcome = Outcome(table=row, state=state, actors=actors, ping=actors, result=game.result(state),
                              started=True)
            await self.db.start_table(row.id, row.version, json.dumps(state), actors,
                                      await clocks.clocks_for(self, row, actors, now, set(actors), state), now,
                                      engine_version=game.schema_version, owed=self._owed(outcome))
            outcome.table = row = await self.db.row(row.id, with_state=False)
            self.remember(row.id, row.version, state)
            await deadlines.schedule(self, row, state)
            return outcome

    async def abandon(self, channel_id: str, user_id: str, *, moderator: bool = False, by_vote: bool = False,
                      name: str | None = None):
        """End a table. A lobby: by its owner or a moderator. A game: by its owner or a moderator at once (after
        they confirmed, in a chat UI); a player proposes it instead and every other player must agree
        (:mod:`bot.tables.votes`): the open vote is returned. An abandoned game stays in history with its log, and
        its last post (who ended it, ``name``) is owed with the change."""
        from bot.tables import votes

        async with self.lock(str(channel_id)):
            row = await self.live(channel_id)
            if by_vote or str(user_id) == row.owner_id or moderator:
                who = None if by_vote else row.seat_of(str(user_id))
                event = Event(Msg("bot-log-abandoned-vote")) if by_vote else Event(
                    Msg("bot-log-abandoned", player=P(who)) if who is not None else Msg("bot-log-abandoned-mod"))
                return await self.abandon_locked(row, event, None if by_vote else name)
            if row.status != "active":
                raise GameError("bot-err-not-owner")
            self.seat_of(row, user_id)
            return await votes.propose_locked(self, row, user_id, "abandon")

    async def abandon_locked(self, row: TableRow, event: Event | None = None, by: str | None = None) -> TableRow:
        """End the table (the lock held); a game's last post is owed with it (``by``: who ended it; None: a vote)."""
        owed = [Owed("notice", {"what": "abandoned", "by": by})] if row.status == "active" else []
        await self.db.set_status(row.id, "abandoned", self.clock(), [event] if event else None, owed=owed,
                                 version=row.version)
        self._cache.pop(row.id, None)
        return await self.db.row(row.id, with_state=False)

    # ---- play -------------------------------------------------------------------------------------------------------
    async def play(self, channel_id: str, user_id: str, move_id: str, *, interaction_id: str | None = None,
                   note: Event | None = None) -> Outcome:
        """Validate and apply one move, commit it, and say who to ping and whose private view changed. ``note``: a
        line logged before the move's own events (e.g. "played by the clock"). A player may act for an absent one
        once that player's window has passed, where the game allows it (``bot.tables.decision_windows.proxy_seat``)."""
        async with self.lock(str(channel_id)):
            done = await self.play_locked(channel_id, user_id, move_id, interaction_id=interaction_id, note=note)
            return done if note is not None else await standin.own_move(self, done, user_id)  # a seat taken back

    async def play_locked(self, channel_id: str, user_id: str, move_id: str, *, interaction_id: str | None = None,
                          note: Event | None = None) -> Outcome:
        """:meth:`play` with the channel's lock already held (moves played for an absent seat, one after another)."""
        move_id = " ".join(str(move_id).split())
        if interaction_id is not None:
            done = await self._already_applied(str(interaction_id))
            if done is not None:
                return done
        for _attempt in range(3):
            row = await self.live(channel_id)
            observability.table_id.set(row.id)  # every log line of this move names its table
            if row.status != "active":
                raise GameError("bot-err-not-active")
            game = registry.get(row.game)
            try:
                state = await self.game_state(row)
            except VersionConflict:
                self._cache.pop(row.id, None)
                continue
            seated = next((s.seat for s in row.seats if s.user_id == str(user_id)), None)
            proxy = await deadlines.proxy_seat(self, row, game, state, seated)
            seat = proxy if proxy is not None else self.seat_of(row, user_id)
            move_cap.check(row, game, state, move_id)  # the stop at the cap is never a player's move
            try:
                new, events = game.apply(state, seat, move_id)
            except GameError as err:  # said with who the table waits for
                raise refusals.told(err, row, game, state, seat) from None
            if proxy is not None and seated is not None and seated != seat:
                events = [Event(Msg("bot-ev-proxy", player=P(seated), absent=P(seat)))] + events
            if note is not None:
                events = [note] + events
            before = set(game.actors(state))
            after = sorted(game.actors(new))
            result = game.result(new)
            status = "finished" if result.finished else "active"
            now = self.clock()
            reset = {seat} | (set(after) - before)
            everyone = result.finished or any(e.ping_all for e in events)
            # the mover who acted by their own hand hears of what their move reopened in the answer to it
            self_told = proxy is None and note is None
            ping = notices.pings(seats=len(row.seats), before=before, after=after, mover=seat, self_told=self_told,
                                 finished=result.finished, everyone=everyone)
            changed = [s for s in range(len(row.seats)) if s != seat and
                       game.private_view(new, s) not in (None, game.private_view(state, s))]
            outcome = Outcome(table=row,
                              state=new, seat=seat, move=move_id, events=events, actors=after, ping=ping,
                              private_changed=changed, result=result, ping_everyone=everyone)
            # the seats whose time stops: their banks (a table with a pace), the mover's with its "add" when its turn
            # is over (someone new is told, or it no longer acts)
            turn_over = seat not in after or bool(ping) or everyone
            banks = await time_bank.banks_after_move(self, row, seat, before, after, turn_over, now)
            turn = await pace_figures.finished_turn(self, row, seat, turn_over and self_told)
            try:
                await self.db.commit_move(
                    table_id=row.id, version=row.version, seat=seat, move=move_id,
                    events=[e.to_json() for e in events], state_json=json.dumps(new), actors=after, status=status,
                    interaction_id=None if interaction_id is None else str(interaction_id), now=now,
                    clocks=[] if result.finished else await clocks.clocks_for(self, row, after, now, reset,
                                                                              new, banks=banks),
                    deadline=deadlines.due(game, new, now, status), owed=self._owed(outcome), banks=banks,
                    turn=turn)
            except VersionConflict:
                # another process moved first: re-read and re-validate against the new state
                self._cache.pop(row.id, None)
                continue
            except DuplicateInteraction:  # the same interaction committed by another process meanwhile
                if (done := await self._already_applied(str(interaction_id))) is not None:
                    return done
                continue
            observability.MOVES.labels(game=row.game).inc()
            row.version += 1
            row.status = status
            row.actors = after
            self.remember(row.id, row.version, new)
            outcome.table = row
            outcome.end = await self.end_summary(row.id) if result.finished else None
            return outcome
        raise GameError("bot-err-busy")

    def _owed(self, outcome: Outcome) -> list:
        """The messages ``outcome`` owes, for the change's own transaction."""
        return notices.owed(outcome)

    async def end_summary(self, table_id: int) -> EndSummary:
        moves = await self.db.moves(table_id)
        turns, waited, last_seat = 0, {}, None
        for before, m in zip([None, *moves], moves, strict=False):
            turns += m["seat"] != last_seat
            last_seat = m["seat"]
            if before is not None:
                waited[m["seat"]] = waited.get(m["seat"], 0.0) + max(0.0, m["created_at"] - before["created_at"])
        days = (moves[-1]["created_at"] - moves[0]["created_at"]) / 86400 if moves else 0.0
        return EndSummary(turns, days, waited)

    async def _already_applied(self, interaction_id: str) -> Outcome | None:
        done = await self.db.move_by_interaction(interaction_id)
        if done is None:
            return None
        row = await self.db.row(done["table_id"], with_state=False)
        return Outcome(table=row, state=await self.state_of(row), seat=done["seat"], move=done["move"],
                       events=[Event.from_json(e) for e in done["events"]], duplicate=True, actors=list(row.actors))

    # ---- reads ------------------------------------------------------------------------------------------------------
    async def table(self, channel_id: str, *, finished_too: bool = True) -> Snapshot:
        """The channel's live table (or, if ``finished_too``, its most recent one) and its state."""
        row = await self.db.live_table(str(channel_id), with_state=False)
        if row is None and finished_too:
            row = await self.db.latest_table(str(channel_id))
        if row is None:
            raise GameError("bot-err-no-table")
        return Snapshot(row, await self.state_of(row))

    async def view(self, channel_id: str, user_id: str | None) -> Snapshot:
        """The view of ``user_id`` (their seat's view if seated, else the spectator view) as the snapshot's state."""
        row, state = await self.table(channel_id)
        if state is None:
            return Snapshot(row, None)
        seat = row.seat_of(str(user_id)) if user_id is not None else None
        return Snapshot(row, registry.get(row.game).view(state, seat))

    async def legal_moves(self, channel_id: str, user_id: str) -> MoveList:
        row = await self.live(channel_id)
        if row.status != "active":
            raise GameError("bot-err-not-active")
        seat = self.seat_of(row, user_id)
        game = registry.get(row.game)
        state = await self.game_state(row)
        # not only actors: a game may let a non-actor act (e.g. change a simultaneous choice already submitted)
        return MoveList(row, game.legal_moves(state, seat))

    async def history(self, channel_id: str, user_id: str | None, limit: int = 15) -> HistoryPage:
        """The last moves with the events ``user_id`` may see (public ones plus their own private ones)."""
        row, _ = await self.table(channel_id)
        seat = row.seat_of(str(user_id)) if user_id is not None else None
        out = []
        moves = await self.db.last_moves(row.id, limit)
        for m in moves:
            events = [Event.from_json(e) for e in m["events"]]
            out.append({"n": m["n"], "seat": m["seat"], "move": m["move"], "created_at": m["created_at"],
                        "events": [e for e in events if e.to is None or e.to == seat]})
        # what happened between the moves (seats handed over, pauses, votes), each after the move it followed
        first = moves[0]["n"] if moves else 0
        for entry in await self.db.table_log(row.id, after_version=first):
            events = [Event.from_json(e) for e in entry["events"]]
            out.append({"n": None, "seat": None, "move": None, "created_at": entry["created_at"],
                        "after": entry["at_version"] - 1, "events": [e for e in events if e.to is None]})
        out.sort(key=lambda m: (m["n"] if m["n"] is not None else m["after"] + 0.5))
        return HistoryPage(row, out)

    async def find_live(self, channel_id: str) -> TableRow | None:
        """The channel's live table (lobby or active, without its state), or None."""
        return await self.db.live_table(str(channel_id), with_state=False)

    async def table_by_id(self, table_id: int) -> TableRow | None:
        """Table ``table_id`` without its state (a button or menu names only its table), or None if unknown."""
        return await self.db.table(int(table_id), with_state=False)

    async def open_votes(self, table_id: int) -> list:
        return await self.db.open_votes(table_id)

    async def clock_of(self, table_id: int, seat: int):
        """``seat``'s turn clock at table ``table_id`` (None: it is not waiting)."""
        return await self.db.clock(table_id, seat)

    async def live_counts(self) -> dict[str, int]:
        """Tables by status (the operators' metrics)."""
        return await self.db.live_counts()

    async def channel_of(self, table_id: int) -> str | None:
        """The channel of table ``table_id`` (a button or menu in a DM names only its table), or None if unknown."""
        row = await self.db.table(int(table_id), with_state=False)
        return None if row is None else row.channel_id

    async def my_games(self, user_id: str) -> list[MyGame]:
        """Every lobby/active table where the user sits: whether they must act there now, whom it waits for, since
        when (the earliest waiting seat's turn began), its next deadline, and its latest picture post. In the order
        a player works through them (issue 56): the tables waiting for them, the one that has waited longest first;
        then the others, the longest waiting first; the lobbies last."""
        out = []
        for r in await self.db.tables_of_user(str(user_id)):
            clocks = await self.db.clocks(r.id) if r.status == "active" else []
            waiting = [c for c in clocks if c.seat in r.actors]
            deadlines = [c.deadline_at for c in waiting if c.deadline_at is not None]
            seat = r.seat_of(str(user_id))
            mine = r.status == "active" and seat in r.actors
            own = next((c.started_at for c in waiting if c.seat == seat), None) if mine else None
            out.append(MyGame(r, mine, list(r.actors), min((c.started_at for c in waiting), default=None),
                              min(deadlines, default=None), await self.db.last_post(r.id),
                              own if own is not None else (r.updated_at if mine else None)))
        never = float("inf")
        return sorted(out, key=lambda g: (not g.mine, g.row.status == "lobby",
                                          g.waited if g.mine else (g.since if g.since is not None else never),
                                          g.row.id))

    async def replay(self, table_id: int, invariants: bool = False) -> dict:
        """Rebuild a table's state from its seed, options and move log (the log is the truth): from the start, or,
        for a table whose state was upgraded to a newer engine, from that replay base (with any later upgrade).
        ``invariants``: check the game's own conservation laws after every move (an AssertionError if one fails)."""
        row = await self.db.row(table_id, with_state=False)
        game = registry.get(row.game)
        base = await self.db.replay_base(table_id)
        if base is None and row.engine_version != game.schema_version:  # an old log: upgrade it explicitly first
            fresh = await self.db.row(table_id)
            if fresh.state_json is not None:
                await self._upgraded(fresh, json.loads(fresh.state_json))
            base = await self.db.replay_base(table_id)
        if base is None:
            state, after = game.setup(len(row.seats), row.options, row.seed), 0
        else:
            state, after = game.upgrade(json.loads(base[2])), base[0]
        for m in await self.db.moves(table_id, after=after):
            state, _ = game.apply(state, m["seat"], m["move"])
            if invariants:
                game.check_invariants(state)
        return state

    async def state_at(self, row: TableRow, moves: int) -> dict | None:
        """The table's state after its first ``moves`` moves, rebuilt from the log (None if that is before the
        table's replay base: an upgraded table's older moves are history only)."""
        game = registry.get(row.game)
        base = await self.db.replay_base(row.id)
        if base is None:
            state, after = game.setup(len(row.seats), row.options, row.seed), 0
        elif moves < base[0]:
            return None
        else:
            state, after = game.upgrade(json.loads(base[2])), base[0]
        for m in await self.db.moves(row.id, after=after, limit=moves - after):
            state, _ = game.apply(state, m["seat"], m["move"])
        return state

    async def state_at_version(self, row: TableRow, version: int) -> dict | None:
        """The table's state at ``version`` (1: the start; each move adds one): the snapshot when it is the current
        one, else rebuilt from the log (a message delivered late shows its own moment)."""
        if version == row.version:
            return await self.state_of(row)
        return await self.state_at(row, version - 1)

    async def verify(self, table_id: int, repair: bool = False) -> bool:
        """Does the log replay to the snapshot, through states that keep the game's conservation laws? With
        ``repair``, rewrite a wrong snapshot from the log."""
        row = await self.db.row(table_id)
        if row.state_json is None:  # a lobby (or one closed before it started): nothing to replay
            return True
        try:
            replayed = await self.replay(table_id, invariants=True)
        except Exception:  # a damaged log (or a law broken on the way): nothing to repair the snapshot from
            log.exception("table %s: its move log does not replay", table_id)
            return False
        try:
            ok = json.loads(row.state_json) == replayed
        except ValueError:  # a damaged snapshot
            ok = False
        if not ok and repair:
            await self.db.write_snapshot(table_id, row.version, json.dumps(replayed))
            self._cache.pop(table_id, None)
        return ok

    # ---- the latest post ---------------------------------------------------------------------------------------------
    async def last_post(self, table_id: int) -> tuple[str, str] | None:
        return await self.db.last_post(table_id)

    async def set_last_post(self, table_id: int, channel_id: str, message_id: str) -> None:
        await self.db.set_last_post(table_id, str(channel_id), str(message_id))
