# Discord-only strings (English): slash-command names and descriptions, buttons, the step picker.
# Command and parameter names follow Discord's rules: lowercase, 1-32 letters, digits, - or _.

## Commands
bot-cmd-create-name = create
bot-cmd-create-desc = Open a new game table in this channel
bot-cmd-create-game-name = game
bot-cmd-create-game-desc = Which game to play
bot-cmd-create-options-name = options
bot-cmd-create-options-desc = Table options as name=value, e.g. mode=rounds rounds=3 (see /rules)
bot-cmd-create-language-name = language
bot-cmd-create-language-desc = The table's language (default: your Discord language)
bot-cmd-join-name = join
bot-cmd-join-desc = Take a seat at this channel's table
bot-cmd-leave-name = leave
bot-cmd-leave-desc = Leave this channel's table before the game starts
bot-cmd-start-name = start
bot-cmd-start-desc = Start the game (the table's creator or a moderator)
bot-cmd-play-name = play
bot-cmd-play-desc = Make a move (pick one from the list)
bot-cmd-play-move-name = move
bot-cmd-play-move-desc = Your move; start typing to filter the legal moves
bot-cmd-table-name = table
bot-cmd-table-desc = Show the table: whose turn it is and the current picture (only to you, unless you post it)
bot-cmd-table-view-name = view
bot-cmd-table-view-desc = Which picture: the turn (default) or the rest of the table
bot-cmd-table-post-name = post
bot-cmd-table-post-desc = Post it in the channel for everyone (default: only you see it)
bot-cmd-hand-name = hand
bot-cmd-hand-desc = Show your secret cards (only you will see them)
bot-cmd-rules-name = rules
bot-cmd-rules-desc = A short summary of a game's rules and options
bot-cmd-rules-game-name = game
bot-cmd-rules-game-desc = Which game (default: the game at this channel's table)
bot-cmd-history-name = history
bot-cmd-history-desc = The last moves at this channel's table, or at one of your tables anywhere
bot-cmd-mygames-name = mygames
bot-cmd-mygames-desc = Every table where you sit, and where it is your turn
bot-cmd-abandon-name = abandon
bot-cmd-abandon-desc = End this channel's table without a result (creator or moderator; players propose it)
bot-cmd-kick-name = kick
bot-cmd-kick-desc = Remove a player (lobby: creator or moderator; game: also the players by vote)
bot-cmd-kick-player-name = player
bot-cmd-kick-player-desc = The player to remove

## Choices
bot-lang-pl = Polish (polski)
bot-lang-en = English

## Buttons and the step picker
bot-btn-join = Join
bot-btn-start = Start
bot-btn-choose = Choose your move…
bot-btn-back = ◀ Back
bot-btn-prev = ◀ Previous
bot-btn-next = Next ▶
bot-step-so-far = So far: { $move }
bot-step-stale = The table has changed; choose again.
bot-applying = ⏳ Playing…
bot-done = ✔ Done.
bot-move-done = ✔ { $what }
bot-page-turn = The turn
bot-page-players = All realms and scores
bot-page-table = The table
bot-page-legend = Legend
bot-page-heroes = The heroes
bot-page-board = The board
bot-page-text = The board in text (for a screen reader)
bot-board-yours = For your eyes only
bot-board-clipped = (The board is longer: the web table shows all of it.)

bot-btn-secrets-dm = Send my secrets by DM
bot-btn-secrets-hand = Secrets only through /hand
bot-secrets-now-dm = From now on your secrets come by direct message again (allow DMs from this server's members).
bot-secrets-now-hand = From now on the bot does not try to DM you: see your secrets with /hand.
bot-err-dm-mode = Choose how secrets reach you: by DM or only through /hand.
bot-table-in = { $game } in { $channel }
bot-no-private-anywhere = You have nothing secret right now at your { $n ->
    [one] table
   *[other] tables
 }: { $tables }.
bot-err-use-play = Some choices cannot be shown as buttons; use /play and pick the move from the list.
bot-err-stale-button = This button belongs to a table that is no longer running here.

## Information commands
bot-table-header = **{ $game }** ({ $options }) — players: { $names }
bot-hand-picture = Your secret cards:
bot-rules-which = Which game? Choose one in the command: { $games }.
bot-rules-missing = No rules summary is available for this game yet.
bot-rules-options = Options for /create (name=value):
bot-rules-option-line = • `{ $name }` = { $values } — { $label } (default: { $default })

## Simultaneous choices
bot-submitted = { $names } { $n ->
        [one] has
       *[other] have
    } chosen (a choice can still change until the last player chooses).

## Multi-step turns
bot-step-private = 🔒 Only you see this step: the channel hears about your turn when it is complete.
bot-choose-two = Tick two at once…
bot-cmd-create-thread-name = thread
bot-cmd-create-thread-desc = Open the table in a thread of its own (default, where possible) or here in the channel
bot-thread-name = { $game } — { $owner }'s table
bot-created-thread = { $owner } opened a table of { $game } in its own thread: { $thread }. Join it there.
bot-preview = { $move }: check the picture, then confirm (or go back).
bot-step-private-choice = 🔒 Only you see this change: the table learns the choices when everyone has chosen.
