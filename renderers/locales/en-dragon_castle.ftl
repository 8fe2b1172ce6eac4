# Texts drawn on the Zamek Smoków (Dragon Castle) pictures (English). Keys: render-dc-<name>.
# Tile, type, card, layout and stage names come from the engine's catalog (dragon_castle-*).

## Title bar and status
render-dc-castle-left = { $n ->
    [one] { $n } tile in the castle
   *[other] { $n } tiles in the castle
}
render-dc-top-floor = top floor: { $n }
render-dc-vp = { $n } VP
render-dc-final-round = Final round! The game ends after the turn of { $name }.
render-dc-summon-allowed = Only the ground floor is left: Summon the Dragon is possible (a countdown token, 2 VP).
render-dc-summon-forced = The castle is empty: the only action left is Summon the Dragon.
render-dc-turn-so-far = This turn so far:
render-dc-held = to place:
render-dc-last = Last turn — { $name }: { $what }
render-dc-action-pair = Pair of Tiles
render-dc-action-shrine = Tile and Shrine
render-dc-action-discard = Discard a Tile (1 VP)
render-dc-action-summon = Summon the Dragon
render-dc-action-none = no action
render-dc-cells-move = castle { $castle } → realm { $realm }
render-dc-cells-castle = castle { $castle }
render-dc-cells-realm = realm { $realm }

## Castle legend
render-dc-legend-floors = stack height 1 · 2 · 3 (shade)
render-dc-legend-top = available, top floor: can be taken first
render-dc-legend-lower = available, lower floor (2nd tile of a pair)
render-dc-legend-blocked = blocked
render-dc-legend-last = latest changes
render-dc-legend-this-turn = changed this turn
render-dc-legend-sets = set to consolidate / shrine places

## Track, supply, discard pile, cards
render-dc-track = Countdown track
render-dc-track-left = { $n ->
    [one] { $n } countdown token left
   *[other] { $n } countdown tokens left
}
render-dc-track-final = “!” uncovered: this is the final round
render-dc-supply = { $n ->
    [one] { $n } shrine in the supply
   *[other] { $n } shrines in the supply
}
render-dc-discard = { $n ->
    [one] Discard pile: { $n } tile
   *[other] Discard pile: { $n } tiles
}
render-dc-spirits-title = { $n ->
    [one] Spirit card
   *[other] Spirit cards
} · cost: a face-up realm tile or a pool shrine
render-dc-dragons-title = { $n ->
    [one] Dragon card
   *[other] Dragon cards
} · extra points at the end, for everyone
render-dc-cards-none = none in this game
render-dc-used = ✓ used this turn
render-dc-used-last = used last turn
render-dc-spirit-beauty = Consolidate 4+ connected faction tiles with the same number: +1 VP, up to 2 shrines.
render-dc-spirit-wind = You may flip a face-up tile face down, then move one built shrine.
render-dc-spirit-strength = Move 1–2 top tiles of your realm (face kept); sets are checked after.
render-dc-spirit-elegance = This turn, take castle tiles with a free short (top or bottom) side.
render-dc-spirit-deception = Pair: the 2nd tile is any neighbour of the 1st on the same floor.
render-dc-spirit-change = Count a face-up special tile as another type to consolidate 4+.
render-dc-spirit-faith = After a consolidation this turn: 1 extra shrine on a consolidated tile.
render-dc-spirit-depths = Pair: the 2nd tile need only be of the same type (still available).
render-dc-spirit-destruction = Discard an available castle tile of any floor (no VP).
render-dc-spirit-cunning = Consolidate a group of exactly 3 of one type: 2 VP (+1 for dragons).
render-dc-dragon-humility = +1 VP per shrine next to a higher stack.
render-dc-dragon-righteousness = Best row and best column: +1 VP per shrine, +2 VP per full line.
render-dc-dragon-tranquility = +1 VP per separate group of face-down spaces.
render-dc-dragon-bravery = +1 VP per stack higher than all its neighbours.
render-dc-dragon-majesty = Best face-up Soldier + Merchant + Farmer on level 3 or higher.
render-dc-dragon-might = Per faction, best face-up group sum vs each neighbour: +2 if higher, +1 if equal.
render-dc-dragon-knowledge = +2 VP per different special symbol face up.
render-dc-dragon-harmony = Per axis: +4 VP for symmetric heights, +2 VP for symmetric shrines.
render-dc-dragon-piety = +1 VP per shrine next to a face-up Dragon tile.
render-dc-dragon-valor = +1 VP per shrine on an edge space.

## Player panels
render-dc-first = 1st player
render-dc-pool = pool: { $n }
render-dc-tokens = tokens: { $n }

## Scores
render-dc-scores-now = Points so far (provisional: shrines and Dragon cards counted as if the game ended now)
render-dc-scores-final = Final scores
render-dc-col-merges = Sets consolidated
render-dc-col-spirits = Spirit sets
render-dc-col-discards = Discards
render-dc-col-shrines = Shrines
render-dc-col-tokens = Countdown tokens
render-dc-col-tiebreak = Tie-break: face-down / shrines
render-dc-col-total = Total

## Tile legend
render-dc-legend-back = face down
render-dc-legend-shrine = shrine (its level = stack height)
render-dc-legend-axes = symmetry axes

## Preview (the mover's private picture)
render-dc-preview-title = PREVIEW — your turn is not confirmed yet
render-dc-preview-steps = Your steps:
render-dc-preview-next = Now: { $stage }
render-dc-preview-realm = your realm after your steps
render-dc-preview-held = { $n ->
    [0] No tile to place
    [one] { $n } tile to place
   *[other] { $n } tiles to place
}
render-dc-preview-points = Points now: { $n } ({ $diff } this turn)
render-dc-preview-spirits = Spirits used: { $names }
