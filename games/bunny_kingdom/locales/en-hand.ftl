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

## The table in words (the picture's alt text, issue 55)
bunny_kingdom-alt-pick = Round { $round } of { $rounds }, pick { $pick } of { $picks }: everyone picks 2 cards from their hand; { $count ->
    [0] everyone has chosen.
   *[other] still to choose: { $players }.
 }
bunny_kingdom-alt-build = Round { $round } of { $rounds }: construction; { $count ->
    [0] everyone has submitted a plan.
   *[other] still to submit a plan: { $players }.
 }
bunny_kingdom-alt-camp = Round { $round } of { $rounds }: { $players } places a camp.
bunny_kingdom-alt-final-choices = Before the final scoring, still to choose: { $players }.
bunny_kingdom-alt-scores = Points: { $players }.
bunny_kingdom-alt-score = { $player } — { $n } { $n ->
    [one] point
   *[other] points
 } (harvests: { $harvests })
bunny_kingdom-alt-kingdom = { $player } — { $squares } { $squares ->
    [one] square
   *[other] squares
 } in { $fiefs } { $fiefs ->
    [one] fief
   *[other] fiefs
 }, { $parchments } { $parchments ->
    [one] parchment
   *[other] parchments
 }, buildings to place: { $unbuilt }, cards in hand: { $hand }.
