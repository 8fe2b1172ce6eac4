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
