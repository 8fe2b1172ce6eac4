## Absent players: deadlines, substitutes, votes, pause, settings

bot-err-unknown-seat = There is no seat { $seat } at this table (seats 1–{ $n }).
bot-err-deadline-handled = This was already decided (or the player has moved meanwhile).
bot-err-own-deadline = This is about your own turn: just play your move.
bot-err-deadline-not-passed = { $player } still has time. Before the deadline only the table's creator or a moderator can decide this.
bot-err-no-default = There is no default move here: the rules never choose this for a player. Wait longer, replace the player or expel them.
bot-err-already-paused = The table is paused already. /resume starts the clocks again.
bot-err-not-paused = The table is not paused.
bot-err-already-computer = The computer plays { $player }'s seat already.
bot-err-already-seated-other = { $player } already sits at this table.
bot-err-kick-self = You cannot expel yourself; /leave hands your seat to the computer.
bot-err-kick-not-late = { $player } still has time: the players can vote to expel only after the turn deadline has passed. The table's creator or a moderator can do it at once.
bot-err-vote-own-seat = You cannot start a vote about your own seat; /leave or /replace hand it over at once.
bot-err-vote-open = A vote like this is already open at this table: answer it with its buttons.
bot-err-vote-closed = This vote is over.
bot-err-not-voter = You do not vote on this one.
bot-err-voted-already = You have already voted.
bot-err-replace-bot = A bot account cannot take a seat; to let the computer play, choose the computer.
bot-err-timezone = Unknown time zone "{ $name }". Use a name like Europe/Warsaw (the list completes as you type).
bot-err-duration = "{ $text }" is not a duration. Examples: 12h, 3d, 90m, 1d12h.
bot-err-duration-range = { $text } is out of range: between { $min } and { $max }.
bot-err-quiet = "{ $text }" is not a range of hours. Examples: 22-8, 23:30-07:00, off.
bot-err-count-range = The number of reminders must be between { $min } and { $max }.
bot-err-where = Reminders go to the channel or to direct messages.

bot-computer = the computer
bot-log-waited = The others gave { $player } more time.
bot-log-paused = The table was paused.
bot-log-resumed = The table was resumed.
bot-log-replaced = Seat { $seat }: { $new } took over from { $old }.
bot-log-left = Seat { $seat }: { $old } left the game; { $new } plays on.
bot-log-kicked = Seat { $seat }: { $old } was expelled; { $new } plays on.
bot-log-last-left = { $player } left the game as its last player: the game was abandoned.
bot-log-abandoned = { $player } abandoned the game.
bot-log-abandoned-mod = A moderator abandoned the game.
bot-log-abandoned-vote = The players agreed to abandon the game.
bot-log-vote-passed = Vote passed: { $what }.
bot-log-vote-failed = Vote rejected: { $what }.
bot-log-vote-expired = Vote ran out of time: { $what }.
bot-vote-what-replace = hand { $player }'s seat to { $new }
bot-vote-what-kick = expel { $player } (the seat goes to { $new })
bot-vote-what-abandon = abandon the game
bot-vote-what-pause = pause the table
bot-vote-what-resume = resume the table

bot-btn-wait = Wait { $time } more
bot-btn-skip = Play the default move
bot-btn-replace = Replace…
bot-btn-expel = Expel
bot-btn-computer = The computer
bot-btn-vote-yes = Yes
bot-btn-vote-no = No
bot-btn-keep = No, keep playing
bot-btn-leave = Leave the game
bot-btn-abandon = Abandon the game
bot-btn-propose-abandon = Propose abandoning

bot-vote-open = 🗳 { $by } proposes: { $what }. Yes so far: { $yes } of the { $needed } needed ({ $voters } { $voters ->
    [one] voter
   *[other] voters
 }). Voting ends { $until }.
bot-vote-passed = 🗳 Agreed: { $what }.
bot-vote-failed = 🗳 Rejected: { $what }.
bot-vote-expired = 🗳 Nobody decided in time: { $what } will not happen.
bot-vote-proposed = Your proposal is posted; the others vote with its buttons.

bot-handover-replace = Seat { $seat }: { $new } takes over from { $old } and plays on with everything of the seat.
bot-handover-leave = Seat { $seat }: { $old } left the game; { $new } plays on.
bot-handover-kick = Seat { $seat }: { $old } was expelled; { $new } plays on.
bot-abandoned-vote = The players agreed: the game is abandoned. The final state:
bot-paused = ⏸ The table is paused: no reminders and no deadlines until /resume. Moves are still possible.
bot-resumed = ▶ The table is running again; every deadline moved on by the pause.
bot-paused-by = ⏸ { $name } paused the table: no reminders and no deadlines until /resume. Moves are still possible.
bot-resumed-by = ▶ { $name } resumed the table; every deadline moved on by the pause.
bot-kept = Nothing changed.
bot-waited-you = Done: the player has more time.
bot-waited = { $name } gave { $player } { $time } more.
bot-skipped-you = Done: the default move was played.
bot-replace-pick = Choose a member
bot-replace-who = Who takes { $player }'s seat? Choose a member, or let the computer play it.

bot-leave-confirm = Leave the game? The computer plays your seat from now on (someone can hand it back to you with /replace).
bot-leave-confirm-last = Leave the game? You are its last player: the game will be abandoned.
bot-abandon-confirm = Abandon the game? It ends without a result for everyone (it stays in the history).
bot-abandon-propose = Propose abandoning the game? Every other player must agree.

bot-reminder-dm = The table in { $channel } is waiting for you ({ $game }). { $hours ->
    [one] Idle for { $hours } hour.
   *[other] Idle for { $hours } hours.
 }
bot-owner-told = { $owner }, { $player } has not moved for { $hours } { $hours ->
    [one] hour
   *[other] hours
 }, despite { $n } { $n ->
    [one] reminder
   *[other] reminders
 }. You can decide now:
bot-deadline-passed = ⏰ { $player }'s time is up ({ $hours } { $hours ->
    [one] hour
   *[other] hours
 } without a move). What now?

bot-settings-title = Your settings:
bot-settings-saved = Saved. Your settings:
bot-settings-reminders = • Reminders: the first after { $first }, then every { $repeat }, at most { $count }; { $where }.
bot-settings-reminders-off = • Reminders: off.
bot-settings-where-channel = in the table's channel
bot-settings-where-dm = by direct message
bot-settings-quiet = • Quiet hours: { $hours } (a reminder waits until they end).
bot-settings-quiet-none = • Quiet hours: none.
bot-settings-tz = • Time zone: { $tz }.
bot-settings-vacation = • Vacation until { $until }: no reminders, and your deadlines wait until it ends.
bot-settings-help = Change them with /settings, e.g. quiet:22-8 timezone:Europe/Warsaw vacation:7d.

bot-cmd-pause-name = pause
bot-cmd-pause-desc = Stop this table's clocks (reminders, deadlines) for a holiday
bot-cmd-resume-name = resume
bot-cmd-resume-desc = Start this table's clocks again
bot-cmd-replace-name = replace
bot-cmd-replace-desc = Hand a seat to another member or to the computer
bot-cmd-replace-seat-name = seat
bot-cmd-replace-seat-desc = The seat to hand over
bot-cmd-replace-player-name = player
bot-cmd-replace-player-desc = Who takes the seat (leave empty: the computer)
bot-cmd-kick-substitute-name = substitute
bot-cmd-kick-substitute-desc = During a game: who takes the seat (leave empty: the computer)
bot-cmd-settings-name = settings
bot-cmd-settings-desc = Your reminders, quiet hours, time zone, vacation and turn digest
bot-cmd-settings-reminders-name = reminders
bot-cmd-settings-reminders-desc = Remind me when a table waits for me
bot-cmd-settings-first-name = first
bot-cmd-settings-first-desc = The first reminder after (e.g. 12h)
bot-cmd-settings-repeat-name = repeat
bot-cmd-settings-repeat-desc = Then every (e.g. 24h)
bot-cmd-settings-count-name = count
bot-cmd-settings-count-desc = At most this many reminders per turn
bot-cmd-settings-where-name = where
bot-cmd-settings-where-desc = In the table's channel or by direct message
bot-cmd-settings-quiet-name = quiet
bot-cmd-settings-quiet-desc = Quiet hours, e.g. 22-8 (off: none)
bot-cmd-settings-timezone-name = timezone
bot-cmd-settings-timezone-desc = Your time zone, e.g. Europe/Warsaw
bot-cmd-settings-vacation-name = vacation
bot-cmd-settings-vacation-desc = Away for (e.g. 7d; off: back now)

bot-my-games-turn-of = waiting for { $names }
bot-my-games-waited = turn began { $when }
bot-my-games-deadline = deadline { $when }
bot-my-games-paused = paused
bot-my-games-link = [latest post]({ $url })
bot-my-games-oldest = Go to the one waiting longest
bot-opt-deadline = Time for a turn: { $value ->
    [off] no deadline
   *[other] { $value }
 }
bot-created-deadline = Time for a turn: { $time }; then the others may skip, replace or expel a player who does not move.
bot-created-no-deadline = No deadline for turns.
bot-history-note = • { $text }
bot-log-idle-closed = Nobody moved for { $days } days: the table was closed.
bot-idle-warning = 💤 Nobody has moved at this table for { $days } days. It will be closed { $when } unless someone moves (or /pause it for a longer break).
bot-idle-closed = 💤 Nobody moved for { $days } days: the table is closed. It stays in the history (/history).

## Takeback
bot-err-takeback-nothing = There is no move to take back.
bot-err-takeback-not-yours = You can take back only your own last move, while nobody else has acted since.
bot-err-takeback-reveal = That move showed hidden information: it cannot be taken back.
bot-err-takeback-random = That move drew on chance (a card, a tile, a die): it cannot be taken back.
bot-err-takeback-since = Something happened at the table after that move: it cannot be taken back.
bot-log-takeback = { $player } took back a move.
bot-took-back = ↩ { $name } took back their last move.
bot-took-back-you = Taken back. Your move again:
bot-cmd-takeback-name = takeback
bot-cmd-takeback-desc = Take back your last move (while nobody else has acted and nothing was revealed or drawn)

## Statistics and ratings
bot-stats-none = { $name } has no finished game on this server yet.
bot-stats-head = **{ $name }**: { $played } { $played ->
    [one] game
   *[other] games
 } finished, { $won } won.
bot-stats-favourite = Favourite game: { $game }.
bot-stats-game = • { $game }: { $played } played, { $won } won, average score { $average }
bot-stats-abandoned = Abandoned games (not counted): { $n }.
bot-stats-computer = Games with a computer player: { $n } (the computer is never rated).
bot-leaderboard-empty = No finished game of { $game } on this server yet.
bot-leaderboard-head = **{ $game }** — skill rating (OpenSkill, a cautious estimate that rises as it gets sure), { $n } { $n ->
    [one] game
   *[other] games
 }:
bot-leaderboard-line = { $place }. { $name } — { $rating } ({ $won } of { $played } won)
bot-leaderboard-coop-head = **{ $game }** is cooperative: players by games won together, { $n } { $n ->
    [one] game
   *[other] games
 }:
bot-leaderboard-coop-line = { $place }. { $name } — { $won } of { $played } won
bot-cmd-stats-name = stats
bot-cmd-stats-desc = Games played and won, average scores on this server (outside a server: yours in every server)
bot-cmd-stats-player-name = player
bot-cmd-stats-player-desc = Whose statistics (default: yours)
bot-cmd-stats-game-name = game
bot-cmd-stats-game-desc = Only this game
bot-cmd-leaderboard-name = leaderboard
bot-cmd-leaderboard-desc = The best players of a game on this server (skill rating)
bot-cmd-leaderboard-game-name = game
bot-cmd-leaderboard-game-desc = Which game

## History
bot-history-page = moves { $first }–{ $last } of { $total }
bot-history-since = Since your last turn:
bot-history-turn = { $first }–{ $last }. { $name }: { $text }
bot-history-turn-named = { $first }–{ $last }. { $text }
bot-history-at = The table after move { $n } of { $total }.
bot-err-history-move = There is no move { $n } here (0–{ $max }).
bot-btn-older = ◀ Older
bot-btn-newer = Newer ▶
bot-cmd-history-move-name = move
bot-cmd-history-move-desc = Show the table as it was after this move

## End of a game
bot-end-length = { $turns } { $turns ->
    [one] turn
   *[other] turns
 } over { $days } { $days ->
    [one] day
   *[other] days
 }.
bot-end-length-hours = { $turns } { $turns ->
    [one] turn
   *[other] turns
 } in { $hours } { $hours ->
    [one] hour
   *[other] hours
 }.
bot-end-waited = The table waited longest for { $name }: { $hours } h in all.
bot-end-waited-minutes = The table waited longest for { $name }: { $minutes } min in all.

## Replays
bot-replay-start = { $game }: the start
bot-replay-ready = The replay of this game: { $frames } turns ({ $size } KB), and its log (JSON, loadable with plansza-console --replay).
bot-btn-replay = Replay
bot-err-replay-running = The replay is for finished games.
bot-computer-name = Computer { $n } ({ $level })
bot-level-easy = easy
bot-level-normal = normal
bot-level-hard = hard
bot-err-bad-bots = “bots={ $value }” is not a number of computer players.
bot-err-bad-bots-count = This game takes at most { $max } computer { $max ->
    [one] player
   *[other] players
} beside you, not { $value }.
bot-err-no-computer = There is no computer player at this table.
bot-btn-add-computer = Add a computer
bot-btn-remove-computer = Remove a computer
bot-computer-added = { $name } takes a seat ({ $n } at the table).
bot-computer-removed = { $name } leaves the table ({ $n } at the table).
bot-opt-bots = computer players filling seats: { $value }
bot-opt-level = the computer players' level: { $value }
bot-created-computers = { $n ->
    [one] A computer player sits at the table: { $names }.
   *[other] Computer players sit at the table: { $names }.
}
bot-log-move-cap = Only computers play at this table, and they have reached this game's limit of { $moves } { $moves ->
    [one] move
   *[other] moves
}.
bot-verify-paused = ⏸ After the bot's update, this game's stored moves no longer lead to the table's state (from move { $move }). The table is paused until its operator has looked; /resume goes on from the state as it is.

## time banks (issue 56, bot/tables/time_bank.py)
bot-pace-fast = fast
bot-pace-steady = steady
bot-pace-relaxed = relaxed
bot-created-bank = Pace: { $pace }. Each player has a time bank of { $start }; each turn adds { $add }, up to { $cap }. When a player's bank runs out, the others may skip, replace or expel them.
bot-created-bank-custom = Pace: a time bank of { $start } for each player; each turn adds { $add }, up to { $cap }. When a player's bank runs out, the others may skip, replace or expel them.
bot-card-bank = ⏳ Time bank: { $left } left, runs out { $when }.
bot-err-pace = "{ $text }" is not a pace. Choose { $names }, or write your own as start+added/cap, e.g. 3d+12h/5d.
bot-err-pace-cap = A bank cannot start above its cap ({ $start } > { $cap }), and holds at most 60 days.
bot-opt-pace = Pace { $pace }: a time bank of { $start }, +{ $add } a turn, at most { $cap }

## pace figures (issue 56, bot/tables/pace_figures.py)
bot-pace-line = ⏱ { $name } — here: { $here }; everywhere: { $everywhere }.
bot-pace-figures = moves in { $median } (median of { $turns } turns), { $missed } { $missed ->
    [one] deadline
   *[other] deadlines
} missed
bot-pace-new = too few turns yet to tell{ $missed ->
    [0] {""}
    [one] , 1 deadline missed
   *[other] , { $missed } deadlines missed
}
bot-pace-line-new = ⏱ { $name } — too few turns yet to tell a pace{ $missed ->
    [0] {""}
    [one] ; 1 deadline missed
   *[other] ; { $missed } deadlines missed
}.
