# Dragon Castle's text board (issue 55): the whole table in sections, for a screen reader. One row is one place.

## Now: what the next decision needs
dragon_castle-board-now = Now
dragon_castle-board-turn = Round { $round }: { $player }'s turn (now: { $stage }).
dragon_castle-board-final-round = This is the last round: the game ends after { $player }'s turn.
dragon_castle-board-summon-forced = The castle is empty: the only possible action is to summon the dragon.
dragon_castle-board-summon-allowed = Only one floor is left in the castle: the dragon may be summoned (a countdown token, 2 VP).
dragon_castle-board-held = { $n ->
        [one] Tile to place in the realm
       *[other] Tiles to place in the realm
    }: { $tiles }.
dragon_castle-board-so-far = This turn: { $step }
dragon_castle-board-last = Last turn: { $step }
dragon_castle-board-second = The second tile of the pair ({ $tile }) can be taken from { $cells }; instead of a pair: a tile and a shrine, or a discard (1 VP).
dragon_castle-board-second-none = No free tile makes a pair with { $tile }: a shrine or a discard (1 VP) is left.
dragon_castle-board-choose-discard-only = { $tile } has nowhere to go in the realm (every space is face up or has a shrine): only a discard (1 VP) is left.
dragon_castle-board-choose-one-space = The realm has room for one tile only, so no pair fits: a tile and a shrine, or a discard (1 VP).
dragon_castle-board-kind = { $tile } ({ $cells })
dragon_castle-board-pair = Pair: { $tile } — { $cells }.
dragon_castle-board-pair-lower = Pair: { $tile } — { $top } on the top floor, { $lower } lower.
dragon_castle-board-no-pairs = No pair can be taken from the castle.
dragon_castle-board-singles = Without a pair, on the top floor (a tile and a shrine, or a discard): { $kinds }.
dragon_castle-board-singles-more = Also without a pair: { $kinds }.
dragon_castle-board-scores = Points now: { $players } (shrines and Dragon cards counted as if the game ended now).
dragon_castle-board-scores-final = Points: { $players }.
dragon_castle-board-score = { $player } — { $n } VP

## The castle, floor by floor from the top
dragon_castle-board-castle = The castle
dragon_castle-board-layout = Castle layout: { $layout }.
dragon_castle-board-castle-left = { $n } { $n ->
        [one] tile is
       *[other] tiles are
    } left in the castle; the top floor is { $top } (the first tile is taken from there).
dragon_castle-board-castle-empty = The castle is empty.
dragon_castle-board-castle-rule = A tile can be taken when its left or right side is free (the stack next to it is lower, or there is none); a turn's first tile comes from the top floor, the second tile of a pair from any floor.
dragon_castle-board-empty-places = Places without a stack: { $cells }.
dragon_castle-board-level = The castle, floor { $level }{ $top ->
        [yes] {" (the top floor)"}
       *[no] {""}
    }: { $n } { $n ->
        [one] stack
       *[other] stacks
    }
dragon_castle-board-stack = { $cell }: { $tile } — { $status }
dragon_castle-board-stack-under = { $cell }: { $tile } ({ $n } { $n ->
        [one] tile
       *[other] tiles
    } beneath) — { $status }
dragon_castle-board-status-take = can be taken
dragon_castle-board-status-second = only as a pair's second tile
dragon_castle-board-status-elegance = only with the Spirit of Elegance (a free short side)
dragon_castle-board-status-blocked = cannot be taken

## The countdown track
dragon_castle-board-track = The countdown track
dragon_castle-board-track-final = The “!” is uncovered: this is the last round.
dragon_castle-board-track-left = { $n ->
        [one] The next dragon summoning uncovers the “!” and starts the last round.
       *[other] { $n } more dragon summonings: the last of them uncovers the “!” and starts the last round.
    }
dragon_castle-board-track-space = Space { $space }: { $token ->
        [yes] a token
       *[no] empty
    }.
dragon_castle-board-track-space-final = Space 1 (“!”): { $token ->
        [yes] a token; whoever takes it uncovers the “!”
       *[no] empty
    }.
dragon_castle-board-stack-tokens = The stack on space 0: { $n ->
        [0] empty
        [one] 1 token
       *[other] { $n } tokens
    } (taken only after spaces 4–1).

## Shrines in the supply and discarded tiles
dragon_castle-board-supply-heading = Shrines in the supply and discarded tiles
dragon_castle-board-supply = { $n ->
        [0] No shrine is left in the supply.
        [one] 1 shrine is left in the supply.
       *[other] { $n } shrines are left in the supply.
    }
dragon_castle-board-discard-none = No tile has been discarded yet.
dragon_castle-board-count = { $n }× { $tile }
dragon_castle-board-discard = Discarded ({ $n } { $n ->
        [one] tile
       *[other] tiles
    }): { $tiles }.
dragon_castle-board-discard-more = Also discarded: { $tiles }.

## Cards
dragon_castle-board-spirits = Spirit cards
dragon_castle-board-spirit-cost = A spirit is paid with a face-up tile of the realm or a shrine from the pool; each card once per turn.
dragon_castle-board-spirit = { $spirit }{ $used ->
        [now] {" (used this turn)"}
        [last] {" (used last turn)"}
       *[no] {""}
    }: { $text }
dragon_castle-board-dragons = Dragon cards (points at the end of the game, for everyone)
dragon_castle-board-dragon = { $dragon }: { $text } Now: { $players }.

## The players
dragon_castle-board-player = { $player }: { $n } VP
dragon_castle-board-player-tags = { $player }: { $n } VP ({ $tags })
dragon_castle-board-tag-winner = winner
dragon_castle-board-tag-turn = on turn
dragon_castle-board-tag-first = first player
dragon_castle-board-tag-you = you
dragon_castle-board-points = Points: { $parts }.
dragon_castle-board-points-none = No points yet.
dragon_castle-board-source-merges = consolidations { $n }
dragon_castle-board-source-spirits = consolidations by spirits { $n }
dragon_castle-board-source-discards = discarded tiles { $n }
dragon_castle-board-source-shrines = shrines { $n }
dragon_castle-board-source-tokens = countdown tokens { $n }
dragon_castle-board-source-dragon = { $dragon } { $n }
dragon_castle-board-pool = { $n ->
        [0] The shrine pool is empty.
        [one] 1 shrine in the pool.
       *[other] { $n } shrines in the pool.
    }
dragon_castle-board-tokens = { $n ->
        [0] No countdown token.
        [one] 1 countdown token ({ $vp } VP).
       *[other] { $n } countdown tokens ({ $vp } VP).
    }
dragon_castle-board-shrines = Shrines in the realm: { $levels }.
dragon_castle-board-shrine-level = { $n } on level { $level }
dragon_castle-board-realm-empty = The realm is empty.
dragon_castle-board-realm = { $n } of 16 spaces of the realm { $n ->
        [one] is
       *[other] are
    } taken; { $down ->
        [0] none is face down
        [one] 1 is face down
       *[other] { $down } are face down
    }.
dragon_castle-board-realm-row = Row { $row }: { $spaces }.
dragon_castle-board-realm-row-empty = Row { $row }: all spaces empty.
dragon_castle-board-space-empty = { $cell } (empty)
dragon_castle-board-space-up = { $cell } { $tile }
dragon_castle-board-space-up-high = { $cell } { $tile } (level { $h })
dragon_castle-board-space-down = { $cell } (face down)
dragon_castle-board-space-down-high = { $cell } (face down, level { $h })
dragon_castle-board-space-shrine = { $cell } (face down with a shrine)
dragon_castle-board-space-shrine-high = { $cell } (face down with a shrine, level { $h })
