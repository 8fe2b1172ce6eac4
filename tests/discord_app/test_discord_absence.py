"""Absent players through the Discord stand-in, driven by the fake clock: a passed deadline told to the table with
its buttons, the default move, substitutes with their secrets by DM, votes to expel and to abandon, leaving during
a game, the pause, /settings and /mygames."""
from __future__ import annotations

import pytest

from games import registry
from tests.support.discord_helpers import components, custom_ids, mention_ids, public_posts, shown

HOUR = 3600


async def _started(world, options="deadline=24h", players=None, language=None):
    players = players or (world.bob, world.carol)
    kwargs = {"game": "passgame", "options": options}
    if language:
        kwargs["language"] = language
    await world.alice.slash(world.channel, "create", **kwargs)
    for p in players:
        await p.slash(world.channel, "join")
    await world.alice.slash(world.channel, "start")


def _posts_with(world, text: str) -> list:
    return [m for m in public_posts(world.channel) if text in shown(m)]


def _button(message, action: str) -> str:
    (cid,) = [c for c in custom_ids(message) if f":x:{action}:" in c]
    return cid


async def _deadline_passes(world, clock, simcord_env, hours=25):
    clock.advance(hours * HOUR)
    await simcord_env.advance_time(60)
    (notice,) = _posts_with(world, "time is up")
    return notice


async def test_a_passed_deadline_is_told_with_its_choices_and_skip_applies_once(world, service, clock,
                                                                                 simcord_env):
    await _started(world)
    notice = await _deadline_passes(world, clock, simcord_env)
    assert "alice's time is up (25 hours without a move)" in shown(notice)
    assert set(world.stored(notice).ping_user_ids) == {world.bob.id, world.carol.id}  # the others, not alice
    assert [c.split(":")[3] for c in custom_ids(notice)] == ["wait", "skip", "repl", "expel"]
    r = await world.alice.click(notice, custom_id=_button(notice, "skip"))
    assert r.ephemeral and "your own turn" in shown(r.response)
    version = (await service.table(str(world.channel.id)))[0].version
    r = await world.bob.click(notice, custom_id=_button(notice, "skip"))
    assert "the default move was played" in shown(r.response)
    (post,) = _posts_with(world, "No answer in time from alice")
    assert post.attachments and world.stored(post).ping_user_ids == [world.bob.id]  # bob's turn now
    assert (await service.table(str(world.channel.id)))[0].version == version + 1
    r = await world.carol.click(notice, custom_id=_button(notice, "skip"))
    assert r.ephemeral and "already decided" in shown(r.response)
    assert (await service.table(str(world.channel.id)))[0].version == version + 1


async def test_wait_longer_gives_one_more_deadline(world, service, clock, simcord_env):
    await _started(world)
    notice = await _deadline_passes(world, clock, simcord_env)
    r = await world.carol.click(notice, custom_id=_button(notice, "wait"))
    assert r.ephemeral and "more time" in shown(r.response)
    assert _posts_with(world, "carol gave alice 1d more.")
    clock.advance(23 * HOUR)
    await simcord_env.advance_time(60)
    assert len(_posts_with(world, "time is up")) == 1
    clock.advance(2 * HOUR)
    await simcord_env.advance_time(60)
    assert len(_posts_with(world, "time is up")) == 2


async def test_replace_from_the_notice_and_the_newcomer_gets_the_secrets(world, service, clock, simcord_env):
    await _started(world)
    notice = await _deadline_passes(world, clock, simcord_env)
    r = await world.bob.click(notice, custom_id=_button(notice, "repl"))
    assert r.ephemeral and "Who takes alice's seat?" in shown(r.response)
    pick = next(c for c in custom_ids(r.response) if ":u:" in c)
    r = await world.bob.select(r.response, [world.dave], custom_id=pick)  # bob is not the owner: a vote
    (vote,) = _posts_with(world, "bob proposes: hand alice's seat to dave")
    assert world.stored(vote).ping_user_ids == [world.carol.id]
    r = await world.carol.click(vote, custom_id=_button(vote, "yes"))
    assert "Agreed" in shown(r.response) and not components(r.response)
    (line,) = _posts_with(world, "Seat 1: <@")
    assert world.stored(line).ping_user_ids == [world.dave.id]
    row, state = await service.table(str(world.channel.id))
    assert row.seats[0].user_id == str(world.dave.id)
    dm = world.dave.user.dm_channel.last_message  # the seat's secrets, at once
    assert shown(dm).endswith("Your hand: " + ", ".join(map(str, state["hands"][0])))


async def test_owner_replace_command_and_bad_input(world, service, locales):
    await _started(world)
    ch = world.channel
    r = await world.alice.slash(ch, "replace", seat=5, player=world.dave)
    assert r.ephemeral and "There is no seat 5 at this table (seats 1–3)." in shown(r.response)
    r = await world.alice.slash(ch, "replace", seat=2, player=world.carol)
    assert r.ephemeral and "carol already sits at this table." in shown(r.response)
    locales[world.dave.id] = "pl"
    r = await world.dave.slash(ch, "replace", seat=2, player=world.dave)
    assert r.ephemeral and "Nie siedzisz przy tym stole." in shown(r.response)
    r = await world.alice.slash(ch, "replace", seat=2, player=world.dave)
    assert r.ephemeral
    (line,) = _posts_with(world, "Seat 2:")
    assert "takes over from bob" in shown(line)
    row, _ = await service.table(str(ch.id))
    assert [s.user_id for s in row.seats] == [str(world.alice.id), str(world.dave.id), str(world.carol.id)]


async def test_vote_to_expel_after_the_deadline_then_the_computer_plays(world, service, clock, simcord_env):
    await _started(world)
    ch = world.channel
    r = await world.bob.slash(ch, "kick", player=world.alice)
    assert r.ephemeral and "alice still has time" in shown(r.response)
    await _deadline_passes(world, clock, simcord_env)
    r = await world.bob.slash(ch, "kick", player=world.alice)
    assert r.ephemeral and "proposal is posted" in shown(r.response)
    (vote,) = _posts_with(world, "bob proposes: expel alice")
    r = await world.bob.click(vote, custom_id=_button(vote, "yes"))
    assert r.ephemeral and "already voted" in shown(r.response)
    r = await world.alice.click(vote, custom_id=_button(vote, "yes"))
    assert r.ephemeral and "You do not vote on this one." in shown(r.response)
    await world.carol.click(vote, custom_id=_button(vote, "yes"))
    assert _posts_with(world, "Seat 1: alice was expelled; the computer plays on.")
    row, state = await service.table(str(ch.id))
    assert row.is_computer(0) and row.owner_id == str(world.bob.id)
    assert state["moves"] == 1  # the computer played alice's turn at once
    computer_post = [m for m in public_posts(ch) if m.attachments][-1]
    assert str(world.alice.id) not in shown(computer_post)
    assert world.stored(computer_post).ping_user_ids == [world.bob.id]


async def test_abandon_by_a_player_is_a_vote_of_everyone(world, service, clock, simcord_env):
    await _started(world)
    ch = world.channel
    r = await world.bob.slash(ch, "abandon")
    assert r.ephemeral and "Every other player must agree" in shown(r.response)
    r = await world.bob.click(r.response, custom_id=_button(r.response, "abandon"))
    (vote,) = _posts_with(world, "bob proposes: abandon the game")
    assert set(world.stored(vote).ping_user_ids) == {world.alice.id, world.carol.id}
    await world.alice.click(vote, custom_id=_button(vote, "yes"))
    assert (await service.table(str(ch.id)))[0].status == "active"
    await world.carol.click(vote, custom_id=_button(vote, "yes"))
    (last,) = _posts_with(world, "The players agreed: the game is abandoned.")
    assert last.attachments
    assert set(world.stored(last).ping_user_ids) == {world.alice.id, world.bob.id, world.carol.id}
    assert (await service.table(str(ch.id)))[0].status == "abandoned"


async def test_owner_abandon_asks_first_and_keep_changes_nothing(world, service):
    await _started(world)
    r = await world.alice.slash(world.channel, "abandon")
    assert "Abandon the game?" in shown(r.response)
    r2 = await world.alice.click(r.response, custom_id=_button(r.response, "keep"))
    assert "Nothing changed" in shown(r2.response)
    assert (await service.table(str(world.channel.id)))[0].status == "active"
    r = await world.alice.slash(world.channel, "abandon")
    await world.alice.click(r.response, custom_id=_button(r.response, "abandon"))
    (last,) = _posts_with(world, "alice abandoned the game.")
    assert last.attachments and set(mention_ids(shown(last))) == {world.alice.id, world.bob.id, world.carol.id}


async def test_leave_during_a_game_after_a_confirmation(world, service):
    await _started(world)
    r = await world.carol.slash(world.channel, "leave")
    assert r.ephemeral and "The computer plays your seat from now on" in shown(r.response)
    assert not (await service.table(str(world.channel.id)))[0].is_computer(2)
    await world.carol.click(r.response, custom_id=_button(r.response, "leave"))
    assert _posts_with(world, "Seat 3: carol left the game; the computer plays on.")
    assert (await service.table(str(world.channel.id)))[0].is_computer(2)


async def test_pause_and_resume_by_the_owner(world, service, clock, simcord_env):
    await _started(world)
    r = await world.alice.slash(world.channel, "pause")
    assert not r.ephemeral and "alice paused the table" in shown(r.response)
    clock.advance(30 * HOUR)
    await simcord_env.advance_time(60)
    assert not _posts_with(world, "time is up") and not _posts_with(world, "waiting for you")
    r = await world.alice.slash(world.channel, "resume")
    assert "alice resumed the table" in shown(r.response)
    clock.advance(25 * HOUR)
    await simcord_env.advance_time(60)
    assert len(_posts_with(world, "time is up")) == 1


async def test_settings_in_the_readers_language_and_bad_input(world, service, locales):
    locales[world.bob.id] = "pl"
    r = await world.bob.slash(world.channel, "settings")
    assert r.ephemeral and "Twoje ustawienia:" in shown(r.response) and "Europe/Warsaw" in shown(r.response)
    r = await world.bob.slash(world.channel, "settings", timezone="Mars/Olympus")
    assert r.ephemeral and "Nieznana strefa czasowa „Mars/Olympus”" in shown(r.response)
    r = await world.bob.slash(world.channel, "settings", quiet="22-8", timezone="Europe/London", where="dm",
                              first="6h")
    assert "Zapisane." in shown(r.response) and "22:00–08:00" in shown(r.response)
    assert "Europe/London" in shown(r.response) and "w wiadomości prywatnej" in shown(r.response)
    mine = (await service.player_settings([str(world.bob.id)]))[str(world.bob.id)]
    assert mine.quiet == (22 * 60, 8 * 60) and mine.where == "dm" and mine.delay == 6 * HOUR
    r = await world.bob.slash(world.channel, "settings", first="0h")
    assert "poza zakresem" in shown(r.response)
    assert (await service.player_settings([str(world.bob.id)]))[str(world.bob.id)].delay == 6 * HOUR


async def test_dm_reminders_and_the_owner_told_after_the_last(world, service, clock, simcord_env):
    await world.carol.slash(world.channel, "settings", where="dm", first="1h", repeat="1h", count=1)
    await _started(world, options="deadline=7d", players=(world.carol, world.bob))
    # alice (seat 0) plays; carol (seat 1) is reminded by DM, once, then alice (the owner) is told
    row, state = await service.table(str(world.channel.id))
    await world.alice.slash(world.channel, "play", move=f"play {state['hands'][0][0]}")
    clock.advance(2 * HOUR)
    await simcord_env.advance_time(60)
    assert not _posts_with(world, "waiting for you")  # not in the channel
    dm = world.carol.user.dm_channel.last_message
    assert "The table in <#" in shown(dm) and "is waiting for you" in shown(dm)
    (told,) = _posts_with(world, "has not moved for 2 hours, despite 1 reminder")
    assert world.stored(told).ping_user_ids == [world.alice.id]
    assert [c.split(":")[3] for c in custom_ids(told)] == ["wait", "skip", "repl", "expel"]
    r = await world.alice.click(told, custom_id=_button(told, "skip"))  # the owner may decide before the deadline
    assert "the default move was played" in shown(r.response)


async def test_mygames_shows_whose_turn_waited_and_deadline(world, service, clock):
    await _started(world)
    clock.advance(5 * HOUR)
    r = await world.bob.slash(world.channel, "mygames")
    text = shown(r.response)
    row, _ = await service.table(str(world.channel.id))
    began = int((await service.db.clock(row.id, 0)).started_at)
    assert "Pass (test game)" in text and "waiting for alice" in text and f"turn began <t:{began}:R>" in text
    deadline = int((await service.db.clock(row.id, 0)).deadline_at)
    assert f"<t:{deadline}:R>" in text


GAMES = tuple(registry.shipped())


@pytest.mark.parametrize("game_id", GAMES)
async def test_every_game_deadline_then_a_moderator_hands_the_seat_over(world, service, clock, simcord_env,
                                                                        game_id):
    """For each game through the stand-in: the passed deadline's notice; the default move where the game has one,
    else an expulsion (in a two-player game the other player's proposal is the majority) and the computer's move;
    then a moderator hands a seat to a newcomer, who gets its secrets by DM at once."""
    from games import registry

    game = registry.get(game_id)
    await world.alice.slash(world.channel, "create", game=game_id)
    await world.bob.slash(world.channel, "join")
    await world.alice.slash(world.channel, "start")
    row, state = await service.table(str(world.channel.id))
    late = sorted(game.actors(state))[0]
    other = world.bob if late == 0 else world.alice
    clock.advance(73 * HOUR)
    await simcord_env.advance_time(60)
    (notice,) = _posts_with(world, f"{row.names[late]}'s time is up")  # (a simultaneous step: one per seat)
    version = row.version
    if game.default_move(state, late) is not None:
        r = await other.click(notice, custom_id=_button(notice, "skip"))
        assert "the default move was played" in shown(r.response)
        assert _posts_with(world, "No answer in time from")
    else:
        assert not [c for c in custom_ids(notice) if ":x:skip:" in c]  # no default: no such button
        await other.click(notice, custom_id=_button(notice, "expel"))
        assert _posts_with(world, "was expelled; the computer plays on.")
    row, state = await service.table(str(world.channel.id))
    assert row.version > version
    seat = 1 - late if not row.is_computer(late) else late
    r = await world.mod.slash(world.channel, "replace", seat=seat + 1, player=world.dave)
    row, state = await service.table(str(world.channel.id))
    assert row.user_of(seat) == str(world.dave.id)
    from bot.tables.present import has_private

    if game.has_hidden_information and has_private(row, state, seat):
        dm = world.dave.user.dm_channel.last_message
        assert shown(dm).startswith("Your secret at") and f"<#{world.channel.id}>" in shown(dm)
    else:
        assert world.dave.user.dm_channel is None or world.dave.user.dm_channel.last_message is None


async def test_time_zones_and_seats_autocomplete(world, service):
    choices = await world.bob.autocomplete(world.channel, "settings", "timezone", "")
    assert choices[0]["value"] == "Europe/Warsaw" and len(choices) == 25
    assert [c["value"] for c in await world.bob.autocomplete(world.channel, "settings", "timezone", "new york")] \
        == ["America/New_York"]
    await _started(world)
    seats = await world.alice.autocomplete(world.channel, "replace", "seat", "")
    assert [(c["name"], c["value"]) for c in seats] == [("1. alice", 1), ("2. bob", 2), ("3. carol", 3)]
    assert [c["value"] for c in await world.alice.autocomplete(world.channel, "replace", "seat", "car")] == [3]


async def test_create_offers_the_deadline_option(world):
    choices = await world.alice.autocomplete(world.channel, "create", "options", "dead", game="passgame")
    assert [c["value"] for c in choices][:3] == ["deadline=12h", "deadline=24h", "deadline=48h"]
    assert "Time for a turn: 12h" in choices[0]["name"]


async def test_an_idle_table_is_warned_then_closed(world, service, clock, simcord_env):
    await _started(world, options="deadline=off")
    clock.advance(54 * 24 * HOUR)
    await simcord_env.advance_time(60)
    (warning,) = _posts_with(world, "Nobody has moved at this table for 53 days")
    assert set(world.stored(warning).ping_user_ids) == {world.alice.id, world.bob.id, world.carol.id}
    clock.advance(7 * 24 * HOUR)
    await simcord_env.advance_time(60)
    assert _posts_with(world, "Nobody moved for 60 days: the table is closed.")
    assert (await service.table(str(world.channel.id)))[0].status == "abandoned"


async def test_takeback_through_the_stand_in(world, service, locales):
    await _started(world)
    row, state = await service.table(str(world.channel.id))
    card = state["hands"][0][0]
    await world.alice.slash(world.channel, "play", move=f"give {card}")
    r = await world.bob.slash(world.channel, "takeback")
    assert r.ephemeral and "only your own last move" in shown(r.response)
    r = await world.alice.slash(world.channel, "takeback")
    assert r.ephemeral and "Taken back. Your move again:" in shown(r.response) and r.response.components
    assert _posts_with(world, "↩ alice took back their last move.")
    _, again = await service.table(str(world.channel.id))
    assert again == state
    await world.alice.slash(world.channel, "play", move=f"play {card}")  # face up: a reveal
    locales[world.alice.id] = "pl"
    r = await world.alice.slash(world.channel, "takeback")
    assert "Ten ruch odkrył ukryte informacje" in shown(r.response)


async def test_mygames_puts_the_table_waiting_longest_for_me_first_with_a_button_to_it(world, service, clock):
    """Issue 56, item 4: alice's turn began 30 h ago in "more-games" and 2 h ago in "games"; the older comes first
    and the link button goes to its latest post."""
    for channel in (world.other, world.channel):
        await world.alice.slash(channel, "create", game="passgame", options="deadline=off")
        await world.bob.slash(channel, "join")
        await world.alice.slash(channel, "start")
        clock.advance(28 * HOUR if channel is world.other else 2 * HOUR)
    r = await world.alice.slash(world.channel, "mygames")
    lines = shown(r.response).splitlines()
    assert world.other.mention in lines[0] and world.channel.mention in lines[1], lines
    older, _ = await service.table(str(world.other.id))
    post = await service.db.last_post(older.id)
    (button,) = [c for c in components(r.response) if c.get("style") == 5]  # a link button
    assert button["url"] == f"https://discord.com/channels/{older.guild_id}/{post[0]}/{post[1]}"
    assert button["label"] == "Go to the one waiting longest"
    # the service gives the console the same order
    assert [g.row.channel_id for g in await service.my_games(str(world.alice.id))] == [str(world.other.id),
                                                                                      str(world.channel.id)]
