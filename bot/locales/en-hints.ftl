# Hints for learners (bot/tables/hints.py, issue 30): the 💡 button, the private answer, the refusals, and the
# table's flags as the lobby names them (bot/tables/table_options.py).
bot-btn-hint = 💡 Hint
hint-title = 💡 The computer's hint (only you can see it)
hint-line = { $n }. { $move } — { $reason }.
hint-share = { $share }% of the simulations
hint-chance = about a { $chance }% chance to win
hint-chance-team = about a { $chance }% chance for the team to win
hint-forced = your only possible move
hint-points = { $trend ->
        [up] about { $points } { $points ->
            [one] point
           *[other] points
        } gained on
        [down] about { $points } { $points ->
            [one] point
           *[other] points
        } lost to
       *[same] no change in points against
    } { $rivals ->
        [one] your rival
       *[other] the best rival
    }
hint-continues = then you move again
hint-footer = The share of simulations tells how much thought the computer gave a move; chances and points are its estimates, and the choice is yours.
bot-err-hints-off = Computer hints are off at this table; the option hints=on turns them on when a table is created.
bot-err-hint-not-your-turn = You get a hint on your turn, when you have a move to make.
bot-err-hint-failed = The computer could not think of a hint just now. Try again in a moment.
bot-flag-hints-on = 💡 Computer hints: on (on their turn, anyone may ask for the three best moves).
bot-flag-hints-off = 💡 Computer hints: off.
bot-flag-standins_rated-off = Games played partly by a stand-in are not rated.
bot-flag-standins_rated-on = Games played partly by a stand-in are rated.
bot-opt-hints = computer hints for learners: { $value }
bot-opt-standins_rated = games with a stand-in rated: { $value }
bot-opt-flag-on = yes
bot-opt-flag-off = no
hint-console-help = {"  "}<user> hint                               on my turn at a table with hints=on: the computer's three best moves, privately
