# Bot strings (English). Command names and descriptions are under bot-cmd-*.
bot-err-no-table = There is no table in this channel. Create one with /create.
bot-err-table-exists = This channel already has a table. Finish or abandon it first (/abandon).
bot-err-not-lobby = The game has already started.
bot-err-not-active = The game is not running (it has not started yet, or it is over).
bot-err-already-seated = You are already seated at this table.
bot-err-not-seated = You are not seated at this table.
bot-err-target-not-seated = That player is not seated at this table.
bot-err-table-full = The table is full ({ $max } players at most).
bot-err-too-many-tables = You are already at { $live ->
    [one] one live table
   *[other] { $live } live tables
}. Finish or leave one first: each finished game lets you keep one more table open.
bot-err-create-cooldown = You opened a table a moment ago. You can open another in { $seconds } s.
bot-err-slow-down = That was a lot at once. Please wait { $seconds } s and try again.
bot-err-too-few = { $have ->
    [one] Only { $have } player is seated; this game needs at least { $min }.
   *[other] Only { $have } players are seated; this game needs at least { $min }.
 }
bot-err-not-owner = Only the table's creator or a moderator (Manage Channels) can do that.
bot-err-leave-active = The game is running; you cannot leave it now. The creator or a moderator can /abandon it.
bot-err-kick-owner = The table's creator cannot be removed; use /abandon instead.
bot-err-busy = The table is busy right now; please try again.
bot-err-dm-only-guild = Tables live in server channels; use this command in a channel.
bot-err-internal = Something went wrong on our side; the table was not changed.
bot-lobby-status = { $game }: waiting to start. { $n ->
    [one] { $n } player seated: { $names }.
   *[other] { $n } players seated: { $names }.
 }
bot-abandoned = This table was abandoned.
bot-waiting-for = { $n ->
    [one] Now: { $names }.
   *[other] Now: { $names } (everyone at once).
 }
bot-game-over = { $n ->
    [one] Game over! Winner: { $names }.
   *[other] Game over! Shared victory: { $names }.
 }
bot-game-lost = Game over! The team has lost.
bot-rank-line = { $rank }. { $name } — { $score }
bot-started = { $game } begins! Players in order: { $names }.
bot-created = { $owner } opened a table of { $game } ({ $options }). Join with /join, then { $owner } starts with /start.
bot-created-in-thread = { $game } ({ $options }): join with /join, then { $owner } starts with /start.
bot-joined = { $name } joined. { $n ->
    [one] { $n } player seated.
   *[other] { $n } players seated.
 }
bot-left = { $name } left the table.
bot-kicked = { $name } was removed from the table.
bot-lobby-closed = The table was closed.
bot-abandoned-by = { $name } abandoned the game.
bot-no-moves = You have nothing to do right now.
bot-no-private = You have nothing secret at this table.
bot-dm-intro = Your secret at { $game } in { $channel }.
bot-dm-failed = { $names }: I cannot send you direct messages. Your secret cards are in /hand here (only you see them); its button also stops the bot from trying.
bot-your-turn = your turn!
bot-reminder = { $name }, the table is waiting for you ({ $game }). { $hours ->
    [one] Idle for { $hours } hour.
   *[other] Idle for { $hours } hours.
 }
bot-history-empty = No moves yet.
bot-history-line = { $n }. { $name }: { $text }
bot-history-line-named = { $n }. { $text }
bot-my-games-empty = You are not seated at any table.
bot-my-games-line = { $game } in { $channel } — { $status }
bot-my-games-your-turn = your turn
bot-my-games-waiting = waiting for others
bot-my-games-lobby = waiting to start
bot-duplicate = That action was already applied.
bot-moved = { $name } played: { $move }
bot-options-none = default options
bot-games-list = Games: { $games }
bot-no-token = DISCORD_TOKEN is not set.
    Copy .env.example to .env and put your bot's token there (Discord Developer Portal → your application → Bot → Reset Token), or set DISCORD_TOKEN in the environment.
    To try the games without Discord, run: .venv/bin/plansza-console
bot-db-in-use = Another Plansza bot is already running on { $path }. One process per SQLite file (several processes need PostgreSQL).
bot-db-too-new = The database { $path } was written by a newer Plansza (schema { $found }; this version knows up to { $known }). Upgrade the bot, or restore a backup made by this version.
bot-no-private-but-moves = Nothing secret here; it is your move:

bot-ev-default = No answer in time from { $player }: the default applies.
bot-ev-proxy = { $player } plays for { $absent }, whose time ran out.
bot-window-open = Time is up for { $player }: any other player may now play their move.
bot-db-unreachable = The database { $path } cannot be reached ({ $problem }). Is PostgreSQL running, and are DATABASE_URL's host, port, user and password right?
bot-db-corrupt = The database { $path } failed its integrity check ({ $problems }). Nothing was written to it. Restore a backup: plansza-restore COPY --db { $path }

# --- The store's own failures and the start-up's words (a locked or full database, Discord out of reach, settings)
bot-err-store-busy = The table is busy right now: another program is holding the database. Try again in a moment; nothing was changed.
bot-err-store-full = The bot's database is full (no space left on its disk), so this could not be saved. Nothing was changed; please tell whoever runs the bot.
bot-discord-unreachable = Discord cannot be reached at { $url } ({ $problem }). Check the network connection, and PLANSZA_DISCORD_API_BASE if you have set it.
bot-db-cannot-open = The database file { $path } cannot be opened ({ $problem }). Does its folder exist, and may the bot write there?
bot-db-locked = Another program has held a write lock on the database { $path } for more than { $seconds } s. Close it (e.g. a database browser with unsaved changes) and start the bot again.
bot-db-full = The database { $path } cannot be written: its disk is full ({ $problem }). Free some space and start the bot again.
bot-setting-bad-shards = The shard list “{ $value }” is not valid: write it as e.g. 0-3 or 0,2,5 (--shards, PLANSZA_SHARDS).
bot-setting-bad-shard-range = The shard range “{ $value }” is not valid: no shard id is below 0, and a range goes from the lower id to the higher (e.g. 0-3).
bot-setting-shards-need-count = --shards needs the number of shards in all: --shard-count (PLANSZA_SHARD_COUNT).
bot-setting-shard-too-high = Every shard id must be below the shard count ({ $count }).
bot-setting-database-url = DATABASE_URL must be a postgresql:// address (leave it empty to use the SQLite file).
bot-setting-computer-level = PLANSZA_COMPUTER_LEVEL “{ $value }” is not a level: choose one of { $choices }.
bot-setting-bad-number = { $name } is “{ $value }”, but it must be { $expected }.
bot-setting-bad-choice = { $name } is “{ $value }”, but it must be one of: { $choices }.
bot-setting-expect-int-any = a whole number
bot-setting-expect-int-min = a whole number, { $low } or more
bot-setting-expect-int-range = a whole number from { $low } to { $high }
bot-setting-expect-float-any = a number (e.g. 1.5)
bot-setting-expect-float-min = a number, { $low } or more (e.g. 1.5)
bot-setting-expect-float-range = a number from { $low } to { $high }

# a table whose snapshot and move log are both damaged (issue 25)
bot-err-table-damaged = Table no. { $table } cannot be played: its saved state and its move log are both damaged. Nothing was changed; please tell whoever runs the bot (the other tables play on).
bot-repeated = { $text } ({ $n } times)

# grammar, not shown: may a sentence drop its subject when the previous one named it ("Ala kładzie… Dobiera…")? (no: it
# joins the previous sentence instead, "Ala places…, draws…")
bot-grammar-drops-subject = no
bot-grammar-and = { " and " }
bot-btn-rematch = Rematch
bot-rematch-created = { $owner } opened a rematch: { $game } ({ $options }), the same options and time as last game. Join with the button or /join, then { $owner } starts with /start.
bot-rematch-invited = { $players }: your { $n ->
    [one] seat is
   *[other] seats are
} free for you: press Join to play again.
bot-err-rematch-not-over = A rematch opens once a game has ended.
bot-err-rematch-not-player = Only a player of that game can open its rematch.
