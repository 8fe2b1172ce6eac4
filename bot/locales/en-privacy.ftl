## A player's own data (/privacy, issue 31)

privacy-erased-player = Player { $seat }
privacy-erased-someone = Erased player
privacy-err-erase-live = First leave { $tables ->
    [one] the table you sit at
   *[other] the { $tables } tables you sit at
} (/leave) or hand your seat to someone else (/replace). Only then can your data be erased.

## /privacy
bot-cmd-privacy-name = privacy
bot-cmd-privacy-desc = Your data in the bot: what it keeps, an export and an erase
bot-cmd-privacy-info-name = info
bot-cmd-privacy-info-desc = What the bot keeps about you, why and for how long
bot-cmd-privacy-export-name = export
bot-cmd-privacy-export-desc = Send me a JSON file with all my data
bot-cmd-privacy-erase-name = erase
bot-cmd-privacy-erase-desc = Erase my data (in finished games I become an anonymous player)

privacy-note =
    {"**"}Your data in Plansza**
    The bot keeps about you: your Discord id and name (as shown at the table), your seats and moves in every game, the private messages it sent you (your cards and information), your settings (time zone, quiet hours, vacation, reminders), your Discord client's language, and the statistics and ratings worked out from finished games.
    Why: to run the games (who sits at a table, whose turn it is, whom to send cards), to remind you of your turn within your hours, and to show the history, replays and the server's statistics.
    For how long: { $days ->
        [0] as long as the bot runs; finished games stay in the server's history.
       *[other] a game in play until it ends; { $days } days after a game ends its players' names and ids are replaced by anonymous ones ("Player 1", "Player 2"...).
    }
    `/privacy export` – a JSON file with everything the bot keeps about you (sent by direct message).
    `/privacy erase` – erases your settings and replaces your id and name in finished games by an anonymous player; the moves and results stay, so the other players keep their history. Leave the games in play first.
privacy-export-sent = The file with your data is in your direct messages.
privacy-export-dm = Your data in Plansza (the format is described in PRIVACY.md).
privacy-export-here = I cannot send you a direct message, so here is the file with your data (only you can see it).
privacy-erase-confirm = Erase your data? Your settings go, and in { $tables ->
    [0] finished games (none so far)
    [one] the one finished game
   *[other] { $tables } finished games
} you become an anonymous player. This cannot be undone.
privacy-btn-erase = Yes, erase my data
privacy-btn-keep = No, keep it
privacy-erased = Done: your data is erased. { $tables ->
    [0] You were in no stored game.
    [one] In one game you are now an anonymous player.
   *[other] In { $tables } games you are now an anonymous player.
}
privacy-kept = Nothing was erased.

## the console
privacy-console-help = {"  "}<user> privacy [export | erase [yes]]      my data: what the bot keeps, a JSON file, the erase
privacy-console-export = { $name }'s data written to { $path }.
privacy-console-confirm = To erase it, type “{ $command }”.
