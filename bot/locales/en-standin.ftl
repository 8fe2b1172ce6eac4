# A stand-in while you are away (issue 30, bot/tables/standin.py)

bot-cmd-settings-standin-name = standin
bot-cmd-settings-standin-desc = During a vacation the computer plays your turns at this level (off: nobody)
bot-standin-off = off (nobody plays for me)

bot-settings-standin = • Stand-in during a vacation: the computer ({ $level }) plays your turns.
bot-standin-tables = { $count ->
    [one] While you are away, the stand-in plays for you at this table: { $tables }.
   *[other] While you are away, the stand-in plays for you at these tables: { $tables }.
}
bot-standin-table = { $game } ({ $channel })
bot-standin-tables-none = You sit at no running table now; the stand-in will play at any table you join before the vacation ends.

# the channel: a move the stand-in played, and a seat it plays (never pinged)
bot-standin-turn = 🤖 The stand-in plays for { $player }.
bot-standin-name = { $name } (🤖 stand-in)

# the private answer to a move the player made during the vacation (said once per table)
bot-standin-back = You made this move yourself, so this seat is yours again: the stand-in will not play here until your vacation ends. To end the vacation everywhere, use /settings vacation:off.

bot-err-standin-level = There is no stand-in level “{ $level }”: choose easy, normal, hard or off.

bot-stats-unrated = Unrated games: { $n } (a vacation stand-in played in them and their tables chose not to rate them).

bot-console-settings-usage = { $user } settings [vacation=7d|off] [standin=easy|normal|hard|off]
bot-console-vacation = • Vacation until { $until } (UTC): no reminders, and your deadlines wait until it ends.
