# Texts drawn on the Simurgh pictures (English). Keys: render-simurgh-<name>. Names come from the engine's catalog.
render-simurgh-over = Game over: final scores
render-simurgh-phase-draft_power = Dragonlord setup: power draft
render-simurgh-phase-draft_action = Dragonlord setup: action draft
render-simurgh-phase-dragon_choice = Dragonlord setup: secret dragon choice
render-simurgh-turn = Turn: { $player }
render-simurgh-turn-final = Last round: { $player }
render-simurgh-counters = Chronicle { $chronicle }/{ $ct } · Monument { $objectives }/{ $ot }
render-simurgh-city = City (∞ = any number of vassals; purple = Dragonriders only)
render-simurgh-wilds = Wilds
render-simurgh-empty = empty, reward:
render-simurgh-blocked = blocked (2 players)
render-simurgh-market = Scouts' Quarters ({ $stack } in the stack) · Dragonlord Monument
render-simurgh-players = Players: PP, resources, vassals in supply, markers, hand
render-simurgh-hand = { $n } in hand
render-simurgh-monument-short = 3 objectives, place ≤ 1
render-simurgh-scouts-short = + buy a tile
render-simurgh-power-hidden = { $n } power { $n ->
    [one] tile
   *[other] tiles
} (secret)
render-simurgh-hand-line = Hand: { $tiles }
render-simurgh-your-hand = Your hand ({ $n } tiles; framed: a space you can pay for now)
render-simurgh-secret-offer = Only you see these:
render-simurgh-your-dragons = Your dragons (gold: a marker; framed: usable now)
render-simurgh-goal-markers-on-colours = Most markers on dragons: { $colours }
render-simurgh-goal-markers-on-all-dragons = Most markers on all your dragons
render-simurgh-goal-vegetables-plus-meat = Most vegetables + meat
render-simurgh-res-vegetable = vegetables
render-simurgh-res-meat = meat
render-simurgh-res-wood = wood
render-simurgh-res-stone = stone
render-simurgh-res-wisdom = wisdom
render-simurgh-res-weapon = weapons
render-simurgh-marker = marker
render-simurgh-draft-row = Action draft: the face-up row ({ $stack } left in the draft stack)
