## Commands that follow the player: /history of a chosen table, /stats outside a server, the turn digest setting

bot-cmd-history-table-name = table
bot-cmd-history-table-desc = Which of your tables (outside its channel, e.g. in a direct message)
bot-history-table = { $game } · { $where }
bot-history-table-finished = { $game } · { $where } (finished)
bot-history-table-abandoned = { $game } · { $where } (abandoned)
bot-history-which = You sit at { $n } tables; choose one with the `table` option of /history:
    { $tables }
bot-history-no-tables = You do not sit at any table; /history shows the moves of a table in its channel.
bot-err-history-not-yours = You do not sit at that table; choose one of your tables from the list.

bot-stats-head-anywhere = **{ $name }**, in every server: { $played } { $played ->
    [one] game
   *[other] games
 } finished, { $won } won.
bot-stats-none-anywhere = { $name } has no finished game yet, in any server.
bot-stats-only-yours = Outside a server, /stats shows only your own games; ask about another player in a server you share.

bot-cmd-settings-digest-name = digest
bot-cmd-settings-digest-desc = Where “since your last turn” reaches you: on the turn card or by direct message
bot-settings-digest-card = on the turn card
bot-settings-digest-dm = by direct message when it is your turn
bot-settings-digest = • Since your last turn: { $where }.
bot-err-digest = Choose one of the offered places for the digest of your turn.
