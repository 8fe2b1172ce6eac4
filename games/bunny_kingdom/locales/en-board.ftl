# The board in text (issue 55): the whole table in words for a screen reader, part by part, one place per row.
# A square: "B5 (sea): Gracz 1; City (strength 2)." — named as on its territory card, then whose rabbit stands there.
# Squares, camp numbers and card names are those of the picture and the moves ("B5", "Camp 6", "City (strength 2)").

## Now: what is being decided and by whom
bunny_kingdom-board-now = Now
bunny_kingdom-board-pick = Round { $round } of { $rounds }, pick { $pick } of { $picks }: everyone secretly picks 2 cards from their hand to play; { $count ->
    [0] every pick is in.
    [one] { $players } is still choosing.
   *[other] { $players } are still choosing.
}
bunny_kingdom-board-pick-2p = Round { $round } of { $rounds }, pick { $pick } of { $picks }: everyone secretly picks a card from their hand to play and a card to discard face down; { $count ->
    [0] both picks are in.
    [one] { $players } is still choosing.
   *[other] { $players } are still choosing.
}
bunny_kingdom-board-camp = Round { $round } of { $rounds }, construction: { $player } places Camp { $number } on an unoccupied square or keeps it for the next round.
bunny_kingdom-board-build = Round { $round } of { $rounds }, construction: everyone secretly plans buildings on their own squares; { $count ->
    [0] every plan is in.
    [one] { $players } has yet to submit a plan.
   *[other] { $players } have yet to submit their plans.
}
bunny_kingdom-board-universal = Round { $round } of { $rounds }, harvest: the owners of Universal Farms choose what each of them produces this time (wood, fish or carrots); { $count ->
    [0] every choice is in.
    [one] { $players } is still choosing.
   *[other] { $players } are still choosing.
}
bunny_kingdom-board-universal-farm = Universal Farm on { $square } ({ $player }): { $chosen ->
    [yes] the resource is chosen
   *[no] no resource chosen yet
}.
bunny_kingdom-board-copy = Final scoring: the copy cards wait for the parchment they copy; { $count ->
    [0] every choice is in.
    [one] { $players } is still choosing.
   *[other] { $players } are still choosing.
}
bunny_kingdom-board-copy-card = { $card } ({ $player }): { $chosen ->
    [yes] the parchment to copy is chosen
   *[no] no parchment to copy chosen yet
}.
bunny_kingdom-board-copy-own = { $card }: { $chosen ->
    [yes] the parchment to copy is chosen
   *[no] no parchment to copy chosen yet
}.
bunny_kingdom-board-deck-pass = This round the cards pass { $direction }; the deck holds { $n } { $n ->
    [one] card
   *[other] cards
}.
bunny_kingdom-board-deck = The deck holds { $n } { $n ->
    [one] card
   *[other] cards
}.

## The last change on the board (the picture frames its squares in yellow)
bunny_kingdom-board-last-reveal = Last revealed: pick { $pick } of round { $round }.
bunny_kingdom-board-last-reveal-2p = Last revealed: pick { $pick } of round { $round }; each player also discards one card face down.
bunny_kingdom-board-last-plays = { $player }: { $cards }.
bunny_kingdom-board-via = { $card } (from Provisions)
bunny_kingdom-board-last-camp-removed = Camp { $number } ({ $player }) is removed from { $square }.
bunny_kingdom-board-last-camp = Last move: { $player } places Camp { $number } on { $square }.
bunny_kingdom-board-last-camp-kept = Last move: { $player } keeps Camp { $number } for the next round.
bunny_kingdom-board-last-built = New buildings of round { $round } — { $player }: { $items }.
bunny_kingdom-board-last-built-none = Round { $round } brings no new buildings.

## The score track, the last harvest, the final scoring
bunny_kingdom-board-track = Score track
bunny_kingdom-board-track-row = { $player }: { $n } { $n ->
    [one] point
   *[other] points
}
bunny_kingdom-board-harvest = Harvest of round { $round }
bunny_kingdom-board-harvest-row = { $player } scores { $n } { $n ->
    [one] point
   *[other] points
}{ $scoring ->
    [0] {""}
   *[other] {" "}— { $fiefs }
}{ $zero ->
    [0] .
    [one] ; 1 fief scores nothing.
   *[other] ; { $zero } fiefs score nothing.
}
bunny_kingdom-board-harvest-fief = { $square } ({ $size } { $size ->
    [one] square
   *[other] squares
}): { $strength } × { $wealth } = { $points }
bunny_kingdom-board-revealed = Revealed parchments — { $player }
bunny_kingdom-board-final = Final scoring — { $player }
bunny_kingdom-board-final-harvests = Harvests of the rounds: { $rounds } = { $n } { $n ->
    [one] point
   *[other] points
}.
bunny_kingdom-board-final-parchment = { $card }: { $n } { $n ->
    [one] point
   *[other] points
}
bunny_kingdom-board-final-parchment-value = { $card } (counted: { $value }): { $n } { $n ->
    [one] point
   *[other] points
}
bunny_kingdom-board-copied = { $card } copying { $target }
bunny_kingdom-board-final-parchments = Parchments in all: { $n } { $n ->
    [one] point
   *[other] points
}.
bunny_kingdom-board-final-total = Final score: { $n } { $n ->
    [one] point
   *[other] points
}{ $won ->
    [yes] {" "}— a win.
   *[no] .
}

## The board, row by row: one square per row
bunny_kingdom-board-board = The board
bunny_kingdom-board-board-key = Rows A (at the top) to J, columns 1 (on the left) to 10; each square gives its terrain, whose rabbit stands on it, its building and the lava on its sides.
bunny_kingdom-board-row = Row { $row }
bunny_kingdom-board-square-empty = { $square } ({ $land }).
bunny_kingdom-board-square = { $square } ({ $land }): { $what }.
bunny_kingdom-board-printed-city = city, strength { $strength }
bunny_kingdom-board-then = { $first }; { $rest }
bunny_kingdom-board-sky = { $card } linked to { $other }
bunny_kingdom-board-universal-choice = { $card } (last choice: { $resource })
bunny_kingdom-board-lava = lava on the border with { $squares }

## The players
bunny_kingdom-board-player = { $player } ({ $color })
bunny_kingdom-board-color-red = red
bunny_kingdom-board-color-yellow = yellow
bunny_kingdom-board-color-black = black
bunny_kingdom-board-color-pink = pink
bunny_kingdom-board-points = { $n } { $n ->
    [one] point
   *[other] points
}{ $harvests ->
    [0] {""}
   *[other] {" "}(harvests: { $rounds })
}.
bunny_kingdom-board-cards = { $hand } { $hand ->
    [one] card
   *[other] cards
} in hand, { $parchments } { $parchments ->
    [one] parchment
   *[other] parchments
}.
bunny_kingdom-board-cards-2p = { $hand } { $hand ->
    [one] card
   *[other] cards
} in hand, { $reserve } in reserve, { $discards } { $discards ->
    [one] card
   *[other] cards
} discarded face down, { $parchments } { $parchments ->
    [one] parchment
   *[other] parchments
}.
bunny_kingdom-board-production = { $count ->
    [0] No production
   *[other] Production in units: { $units }
}{ $universal ->
    [0] .
    [one] ; 1 Universal Farm.
   *[other] ; { $universal } Universal Farms.
}
bunny_kingdom-board-units = { $resource } { $n }
bunny_kingdom-board-luxury = luxury resources
bunny_kingdom-board-land-count = { $squares ->
    [0] No square on the board.
    [one] 1 square in 1 fief.
   *[other] { $squares } squares in { $fiefs } { $fiefs ->
        [one] fief
       *[other] fiefs
    }.
}
bunny_kingdom-board-fief = Fief { $square }{ $size ->
    [one] {""}
   *[other] {" "}({ $squares })
}: strength { $strength } × { $wealth } { $wealth ->
    [one] resource
   *[other] resources
}{ $wealth ->
    [0] {""}
   *[other] {" "}({ $resources })
} = { $points } { $points ->
    [one] point
   *[other] points
}.
bunny_kingdom-board-unbuilt = Buildings to place: { $cards }.
bunny_kingdom-board-camps-played = { $n } Camp { $n ->
    [one] card
   *[other] cards
} played (for the Colonist).
