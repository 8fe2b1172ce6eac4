# Texts drawn on the table images (English). Keys: render-<name>.

## Shared by every renderer
render-you = you
render-turn = { $name } to move
render-turn-tag = ▶ TURN
render-round = Round { $n }
render-round-of = Round { $n } of { $total }
render-game-over = Game over
render-winner = { $count ->
    [one] Winner: { $names }
   *[other] Winners: { $names }
}
render-winner-tag = ★ WINNER
render-legend-last = last move
render-generic-phase = Phase: { $phase }
render-generic-acting = ▶ to act
render-generic-players = Players
render-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
render-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
render-total = Total { $n }
render-empty = empty

## Smoki (dragons)
render-title-dragons = Dragons
render-mode-tokens = Play to { $n ->
    [one] { $n } dragon token
   *[other] { $n } dragon tokens
}
render-mode-points = Play to { $n } points · lowest total wins
render-mode-rounds = { $n ->
    [one] { $n } round
   *[other] { $n } rounds
} · lowest total wins
render-deck = Closed pile
render-pile = Pile { $name }
render-drawn = Drawn card
render-chain-card = Passed card
render-phase-reveal = Everyone picks one card to turn face up · { $done } of { $total } ready
render-phase-draw = { $name } to move · places or discards the drawn card
render-phase-chain = Raven Circle: { $name } chooses a pile
render-reveal-done = ✓ chosen
render-reveal-waiting = … choosing
render-draw-tag = drew a card
render-chain-tag = chooses a pile
render-last = Last move: { $name } · { $what }
render-last-all = Last move: { $what }
render-last-reveal = first cards revealed
render-last-take = card from pile { $pile }
render-last-draw = draw from the closed pile
render-last-place = drawn card placed
render-last-discard = drawn card to pile { $pile }
render-last-chain = Raven Circle chain
render-last-nest = Raven Nest swap
render-last-attack = Raven Attack exchange
render-round-result = Round { $n } · scoring
render-round-summary = Round { $n } scores:
render-round-score = round score
render-round-winner = ★ round winner
render-round-ender = ended the round
render-legend-back = face down (nobody knows it)
render-legend-raven = black band: raven card
render-legend-reflection = takes the value of its row neighbour
render-legend-zero = equal pair in a column scores 0
render-legend-token = dragon token
render-reflection-mark = ←?→
render-category-dragon_land = Dragon land
render-category-raven_land = Raven land
render-category-extra = Extra card (Raven Attack)
render-private-drawn = Your drawn card
render-private-your-dream = Your dream ({ $name })
render-private-value = Value { $v }
render-private-value-copy = Value: copied from its row neighbour
render-private-secret = Only you can see this card until you place or discard it.
render-private-reveal = You will turn up slot { $slot }
render-private-reveal-hint = You can change it until everybody has chosen.
