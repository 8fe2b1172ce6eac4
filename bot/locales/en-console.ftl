# Console adapter strings (English): python -m bot.console / plansza-console.
bot-console-intro = Plansza console: every player is a local name. Type “help” for the commands; Ctrl-D or “quit” ends.
bot-console-help =
    Commands, one per line (“#” starts a comment); a user is created on first mention:
      <user> create <game> [option=value ...]   open a table in this channel (games: { $games })
      <user> join | leave | start | abandon     sit down, stand up (in a game: the computer plays on), start, end it
      <user> computer [easy|normal|hard|remove] seat a computer player in the lobby (or take the last one out)
      <user> replace <seat> <user>|computer     hand a seat over (creator; others start a vote)
      <user> vote yes|no | pause | resume       answer the open vote; stop or start the table's clocks
      <user> wait | skip <seat>                 after a passed deadline: more time, or the default move
      <user> kick <user> [substitute]           remove a player (creator; in a game others vote once late)
      <user> play <move>                        make a move, e.g. “alice play take A 3 B”
      <user> moves [start of a move]            my legal moves (id — description)
      <user> hand                               my secret cards (as a direct message) and their picture
      <user> show                               the table: whose turn it is, and its picture
      <user> history | mygames                  the last turns; my tables in every channel
      <user> settings [vacation=7d|off] [standin=easy|normal|hard|off]
                                                my vacation, and the computer that plays my turns meanwhile
      channel <name>                            switch to another channel (one table per channel)
      random <N> [seed]                         play up to N random legal moves until the game ends
      expect <text>                             check that the last output contains the text (scripts)
      later <duration>                          move the clock on (e.g. 13h, 3d): reminders, deadlines
      games | help                              the list of games; this help
bot-console-dm = [DM to { $name }]
bot-console-image = image: { $path }
bot-console-private-image = private image: { $path }
bot-console-image-error = Could not write the image { $path }: { $error }
bot-console-usage = Usage: { $usage }
bot-console-no-command = What should { $user } do? Type “help” for the commands.
bot-console-unknown-command = Unknown command “{ $command }”. Type “help” for the commands.
bot-console-not-number = “{ $value }” is not a whole number.
bot-console-channel = Now in channel { $channel }.
bot-console-created = { $owner } opened table #{ $table } of { $game } ({ $options }). Others join with “<name> join”, then { $owner } starts with “{ $owner } start”.
bot-console-moves = { $n ->
    [one] { $name } has { $n } legal move:
   *[other] { $name } has { $n } legal moves:
 }
bot-console-moves-many = { $name } has { $n } legal moves. { $prompt }
bot-console-moves-group = { $n ->
    [one] { $prefix } … — { $label } ({ $n } move)
   *[other] { $prefix } … — { $label } ({ $n } moves)
 }
bot-console-moves-narrow = Narrow the list down, e.g. “{ $user } moves { $example }”.
bot-console-random-move = { $n }. { $name }: { $move }
bot-console-random-done = { $n ->
    [one] { $n } random move played.
   *[other] { $n } random moves played.
 }
bot-console-random-stuck = Nobody can move, yet the game is not over.
bot-console-expect-failed = Expected “{ $text }” in the last output, but it is not there.
bot-console-strict-stop = Stopped at line { $line } (--strict).
bot-console-script-error = Cannot read the script { $path }: { $error }
bot-console-arg-description = Play Plansza without Discord: several local players, pictures written to a folder. Commands come from --script, from piped standard input, or from a prompt.
bot-console-arg-script = read the commands from this file
bot-console-arg-db = the SQLite database (default: { $default }; “:memory:” keeps nothing)
bot-console-arg-out = the folder for the pictures (default: { $default })
bot-console-arg-lang = the language of the messages
bot-console-arg-channel = the channel to start in (default: console)
bot-console-arg-seed = a fixed seed for new tables and for “random” (reproducible scripts)
bot-console-arg-no-images = write no pictures
bot-console-arg-strict = stop at the first refused command and exit with code 1
bot-console-only-you = [only { $name } sees this; nothing in the channel]
bot-console-answer = [only { $name } sees this]
bot-console-standin-back = You made this move yourself, so this seat is yours again: the stand-in will not play here until your vacation ends. To end the vacation everywhere: “{ $command }”.
bot-console-vote = Vote: { $what }? Yes so far: { $yes } of the { $needed } needed. The others answer with “<name> vote yes” or “<name> vote no”.
bot-console-deadline-choices = The others choose: “<name> wait { $seat }”, “<name> skip { $seat }” (the default move), “<name> replace { $seat } <user>|computer” or “<name> kick <user>”.
bot-console-deadline-choices-noskip = The others choose: “<name> wait { $seat }”, “<name> replace { $seat } <user>|computer” or “<name> kick <user>”.
bot-console-arg-bots = computer players seated at every table you create (solo play: --bots 3)
bot-console-arg-level = the level of those computer players (easy, normal or hard; default normal)
bot-console-moves-none = None of { $user }'s moves begins with “{ $prefix }”. They begin with: { $starts }.

# refusals in the console's own words (the bot's name its Discord commands; the console reads <key>-console first)
bot-err-no-table-console = There is no table in this channel. Open one with “<name> create <game>”.
bot-err-table-exists-console = This channel already has a table. Finish or abandon it first (“<name> abandon”).
bot-err-leave-active-console = The game is running; you cannot leave it now. The creator can end it with “<name> abandon”.
bot-err-kick-owner-console = The table's creator cannot be removed; they can end the table with “<name> abandon”.
bot-err-already-paused-console = The table is paused already. “<name> resume” starts the clocks again.
bot-err-kick-self-console = You cannot expel yourself; “<name> leave” hands your seat to the computer.
bot-err-vote-own-seat-console = You cannot start a vote about your own seat; “<name> leave” or “<name> replace” hand it over at once.
bot-err-use-play-console = Type the move with “<name> play <move>”; “<name> moves” lists them.
bot-console-moves-hint = { $user }'s moves now begin with: { $starts } — “{ $user } moves” lists them all.
