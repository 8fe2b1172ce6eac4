# A seat's cards in words (issue 52: what the private picture shows, the text says).

## Private summary (DMs, /hand): one line per kind
bunny_kingdom-hand-lines = { $first }
    { $rest }
bunny_kingdom-hand-hand = Your hand ({ $n }): { $cards }.
bunny_kingdom-hand-pick = Your pick: { $pick }.
bunny_kingdom-hand-passed = You passed on: { $cards }.
bunny_kingdom-hand-plan = Your plan (not submitted yet): { $plan }.
bunny_kingdom-hand-plan-done = Your plan (submitted): { $plan }.
bunny_kingdom-hand-unbuilt = Buildings to place: { $cards }.
bunny_kingdom-hand-parchments = Your parchments (secret until the end): { $cards }.
bunny_kingdom-hand-discards = Discarded face down (only you know them): { $cards }.
bunny_kingdom-hand-discards-more = More cards discarded face down: { $cards }.
bunny_kingdom-hand-universal = Your universal farms this harvest: { $farms }.
bunny_kingdom-hand-farm = { $square } → { $resource }
bunny_kingdom-hand-copies = Your copy cards: { $copies }.
bunny_kingdom-hand-copy = { $card } → { $target }
