# The mover's turn in progress in words (issue 52: what the private preview shows, the text says).

## Private summary (DMs, /hand): one line per kind, each step on its own line (a bullet each)
dragon_castle-hand-lines = { $first }
    { $rest }
dragon_castle-hand-step = • { $step }
dragon_castle-hand-held = { $n ->
        [one] Tile to place
       *[other] Tiles to place
    }: { $tiles }.
dragon_castle-hand-pool = Shrines in your pool: { $pool }. Points now: { $n } ({ $diff } this turn).
dragon_castle-hand-spirits = Spirits used: { $spirits }.
dragon_castle-hand-points-why = This turn's change of points: { $parts }.
dragon_castle-hand-points-part = { $sign } from { $source }

## The table in words (the picture's alt text, issue 55)
dragon_castle-alt-turn = Round { $round }: { $player }'s turn ({ $stage }).
dragon_castle-alt-pairs = Pairs to take from the castle: { $kinds }.
dragon_castle-alt-no-pairs = No pair of identical tiles is free in the castle.
dragon_castle-alt-kind = { $tile } ({ $cells })
dragon_castle-alt-singles = Other tiles on the top floor: { $kinds }.
dragon_castle-alt-scores = Points: { $players }.
dragon_castle-alt-score = { $player } — { $n } { $n ->
    [one] point
   *[other] points
 } ({ $pool } in the shrine pool)
dragon_castle-alt-countdown = Countdown: { $n } { $n ->
    [one] token
   *[other] tokens
 } left before the last round.
dragon_castle-alt-final-round = This is the last round.
dragon_castle-alt-cards = In play: { $cards }.
dragon_castle-alt-realm = { $player } — realm: { $n } spaces taken, { $up } face up, { $shrines } { $shrines ->
    [one] shrine
   *[other] shrines
 }.
