# A seat's hand in words (issue 52: what the private picture shows, the text says) and the questions that had none.

## Private summary (DMs, /hand): one line per kind
simurgh-hand-lines = { $first }
    { $rest }
simurgh-hand-semicolon = { $first }; { $rest }
simurgh-hand-tiles = Your { $n ->
        [one] tile
       *[other] tiles
    } in hand: { $tiles }.
simurgh-hand-other-tiles = Your other { $n ->
        [one] tile
       *[other] tiles
    } in hand: { $tiles }.
simurgh-hand-dragons = Your dragons: { $dragons }.
simurgh-hand-dragon = { $dragon }, { $n ->
        [0] no markers
        [one] a marker on ability { $slots }
       *[other] markers on abilities { $slots }
    }

## Questions
simurgh-hand-prompt-monument-slot = Which Monument slot gets { $objective }?

## The table in words (the picture's alt text, issue 55)
simurgh-alt-turn = { $player }'s turn.
simurgh-alt-display = Scouts' Quarters: { $tiles }; { $stack } action tiles in the stack.
simurgh-alt-slot = { $n } — { $tile }
simurgh-alt-none = none
simurgh-alt-seat = { $player } — { $pp } PP; resources: { $resources }; vassals in supply: { $vassals }; tiles in hand: { $hand }; dragons: { $dragons }.
simurgh-alt-vassals = { $vassal } { $n }
simurgh-alt-placed = In the City, { $space }: { $who }.
simurgh-alt-wilds = In the Wilds, slot { $n }, { $space }: { $who }.
simurgh-alt-who = { $vassal } ({ $player })
