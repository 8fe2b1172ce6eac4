# Shared strings of the game contract (English).
core-err-bad-move-id = “{ $move }” is not a move. Pick one of the legal moves.
core-err-unknown-move = “{ $move }” is not a legal move now. Pick one of the legal moves.
core-err-game-over = The game is over; no more moves.
core-err-turn-of = { $n ->
    [one] It is not your turn: it is { $players }'s.
   *[other] It is not your turn: the table waits for { $players }.
}
core-err-not-your-turn = It is not your turn.
core-err-not-your-decision = This decision is not yours to make.
core-err-unknown-game = There is no game called “{ $game }”. Available: { $known }.
core-err-option-syntax = Options are written as name=value; “{ $part }” is not.
core-err-option-unknown = Unknown option “{ $option }”. Options of this game: { $known }.
core-err-option-choice = Option { $option } cannot be “{ $value }”; choose one of: { $choices }.
core-err-option-int = Option { $option } needs a whole number, not “{ $value }”.
core-err-option-range = Option { $option } = { $value } is out of range ({ $min }–{ $max }).
core-err-option-bool = Option { $option } is on or off, not “{ $value }”.
core-err-option-text-long = Option { $option } may be at most { $max } characters long (this one has { $length }).
core-prompt-next = Choose:
core-done = ✔ Confirm
core-seat = Seat { $n }
core-err-state-too-new = This table was saved by a newer version of the bot (state { $found }; this one knows { $known }): upgrade the bot.
core-err-no-upgrade = This table was saved by an old version (state { $found }) that this bot cannot upgrade to { $known }.
ai-err-unknown-level = There is no computer level “{ $level }”: choose easy, normal or hard.

# Over-long names and values, refused before they reach any message
core-err-option-name-long = An option name is at most { $max } characters long (this one has { $length }).
core-err-game-name-long = A game name is at most { $max } characters long (this one has { $length }).

# The move cap: a game that only computers play ends there, scored as it stands (games.core.contract, Game.stop)
core-ev-stopped = The game has reached its move cap: it ends here and is scored as it stands.
core-result-stopped = The game was stopped at its move cap and scored as it stood.
core-result-stopped-lost = The game was stopped at its move cap before the team reached its goal: the team loses.

## The table in words (issue 55): how a game ended, the same for every game
core-alt-over = { $count ->
    [one] Game over: { $players } wins.
   *[other] Game over: { $players } share the victory.
 }
# The text board's one section of a game that has no board of its own in words
core-board-table = The table
