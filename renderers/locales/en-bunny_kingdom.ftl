# Texts drawn on the Królestwo Królików (Bunny Kingdom) pictures (English). Keys: render-bk-<name>.
# Card, terrain, resource and direction names come from the engine's catalog (bunny_kingdom-*).

## Title bar and status
render-bk-pick-of = Pick { $n } of { $total }
render-bk-pass = cards pass { $direction }
render-bk-deck = deck: { $n }
render-bk-ready = { $done } of { $total } ready
render-bk-waiting = Waiting for:
render-bk-phase-pick = Exploration: everyone secretly picks 2 cards
render-bk-phase-pick-2p = Exploration: everyone secretly plays 1 card and discards 1
render-bk-phase-camp = Construction: { $name } places camp { $n } or keeps it
render-bk-phase-build = Construction: everyone plans their buildings
render-bk-phase-universal = Harvest: universal farms choose wood, fish or carrots
render-bk-phase-copy = Final scoring: copy cards choose what to copy
render-bk-last-reveal = Last: pick { $pick } of round { $round } revealed
render-bk-last-camp = Last: { $name } put camp { $n } on { $square }
render-bk-last-camp-kept = Last: { $name } kept camp { $n } for later
render-bk-last-build = Last: the buildings of round { $round } were placed
render-bk-last-build-none = Last: nobody built in round { $round }
render-bk-last-harvest = Last: harvest of round { $round } (details below)
render-bk-framed = yellow frames: the latest changes on the board

## Player panels
render-bk-picked = ✓ picked
render-bk-picking = … picking
render-bk-built = ✓ done
render-bk-building = … building
render-bk-camp-asked = ▶ camp { $n }
render-bk-universal-asked = … universal farm
render-bk-copy-asked = … copy card
render-bk-counts = hand { $hand } · parchments { $parchments }
render-bk-counts-2p = hand { $hand } · parchments { $parchments } · reserve { $reserve } · discarded { $discards }
render-bk-squares = { $n ->
    [one] { $n } square
   *[other] { $n } squares
}
render-bk-fiefs = { $n ->
    [one] { $n } fief
   *[other] { $n } fiefs
}
render-bk-harvests = ({ $list })
render-bk-to-build = to build:
render-bk-played = played:
render-bk-universal = universal (wood, fish or carrots)
render-bk-luxury = any luxury resource

## Score track, harvest, final scoring
render-bk-score-track = Score
render-bk-harvest-title = Harvest of round { $round }
render-bk-harvest-sub = fief (its first square, size): strength × wealth = points
render-bk-harvest-zero = { $n ->
    [one] { $n } fief scoring 0
   *[other] { $n } fiefs scoring 0
}
render-bk-harvest-none = no fiefs
render-bk-revealed-title = Parchments revealed
render-bk-revealed-sub = copy cards are choosing what to copy
render-bk-copy-chosen = ✓ chosen
render-bk-copy-choosing = … choosing
render-bk-copied = { $card } → { $target }
render-bk-final-title = Final scoring
render-bk-final-harvests = Harvests { $list }
render-bk-final-parchments = Parchments
render-bk-final-sub = parchment (what it counted): points
render-bk-final-total = Total

## Legend
render-bk-code-sea = SE
render-bk-code-forest = FO
render-bk-code-field = FI
render-bk-code-plains = PL
render-bk-code-mountain = MO
render-bk-code-city = CI
render-bk-legend-lava = lava: no connection across
render-bk-legend-fief = fief border (owner's colour)
render-bk-legend-city = city (its strength)
render-bk-legend-farm = farm (its resource)
render-bk-legend-luxury = luxury farm (gold rim)
render-bk-legend-universal = universal farm
render-bk-legend-sky = sky tower pair (linked)
render-bk-legend-camp = camp (its number)

## Private picture (DM)
render-bk-private-title = Your cards · { $name }
render-bk-private-hand = Your hand ({ $n })
render-bk-private-hint-pick = Choose 2 cards to play. You can change your pick until everyone has picked.
render-bk-private-hint-play = Choose 1 card to play and 1 to discard face down.
render-bk-private-picked = Your pick: { $cards }. You can change it until everyone has picked.
render-bk-private-picked-2p = You play and discard: { $cards }. You can change it until both have picked.
render-bk-private-near = Your marker with “+” on a square: it touches your land.
render-bk-private-play = ▶ play
render-bk-private-discard = ✕ discard
render-bk-private-treasure = treasure
render-bk-private-mission = mission
render-bk-private-parchments = Your parchments ({ $n }) · secret until the end
render-bk-private-unbuilt = Buildings to place ({ $n })
render-bk-private-plan = Your construction plan
render-bk-private-land = Your land on the board
render-bk-private-land-note = Your fiefs are outlined in your colour; yellow frames mark the squares of your plan.
render-bk-private-plan-open = Not submitted yet: choose “Done” when your plan is complete.
render-bk-private-plan-done = ✓ Submitted. You can still change it until everyone is done.
render-bk-private-plan-empty = nothing planned yet
render-bk-private-discards = Discarded face down ({ $n }) · only you know them
render-bk-private-universal = Your universal farms at this harvest
render-bk-private-farm-on = Universal farm on { $square }
render-bk-private-not-chosen = not chosen yet
render-bk-private-copies = Your copy cards
