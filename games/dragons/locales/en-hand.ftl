# A seat's hand in words (issue 52: what the private picture shows, the text says).

## Private summary (DMs, /hand): the drawn card, then the dream it goes to (by slot number, as on the picture)
dragons-hand-drawn = { $drawn }
    { $dream }
dragons-hand-dream = Your dream by slot: { $up }; face down: { $down }.
dragons-hand-slot-up = { $slot } — { $card }
dragons-hand-none = nothing face up

## The table in words (the picture's alt text, issue 55): whose turn, the piles, each dream by slot
dragons-alt-turn = Round { $round }: { $player }'s turn.
dragons-alt-reveal = Round { $round }: everyone chooses a card of their dream to turn face up; { $count ->
    [0] everyone has chosen.
   *[other] still to choose: { $players }.
 }
dragons-alt-drawn = Round { $round }: { $player } decides what to do with the card they drew.
dragons-alt-chain = Round { $round }: { $player } chooses the pile for the last card of the chain.
dragons-alt-piles = Piles: { $piles }; { $deck } { $deck ->
    [one] card
   *[other] cards
 } in the deck.
dragons-alt-pile = { $pile } — { $card } ({ $n } { $n ->
    [one] card
   *[other] cards
 })
dragons-alt-empty = { $pile } — empty
dragons-alt-cards = { $up }; face down: { $down }
dragons-alt-dream = { $player } ({ $total } { $total ->
    [one] point
   *[other] points
 }): { $cards }.
dragons-alt-dream-tokens = { $player } ({ $tokens } { $tokens ->
    [one] token
   *[other] tokens
 } of the { $need } that win, { $total } { $total ->
    [one] point
   *[other] points
 } so far): { $cards }.
