# The text board (issue 55): the whole table in words for a screen reader, part by part.
# Names, numbers and tags are those of the picture and of the moves ("5. Main Market", "Wilds slot 2", "field A").

## Now
simurgh-board-now = Now
simurgh-board-turn-final = Last round: { $player }'s turn{ $count ->
    [0] ; it is the last turn of the game
   *[other] ; then a last turn for { $others }
}.
simurgh-board-draft-power = Power draft: { $player } secretly keeps 1 of { $n } power tiles and passes the others to the right.
simurgh-board-draft-action = Action draft: { $player } takes 1 of the face-up tiles (pick { $pick } of { $total }).
simurgh-board-draft-dragon = Secret dragon choice: everyone keeps 1 of 3 drawn dragons{ $done ->
    [0] { "" }
   *[other] ; { $chosen } { $done ->
        [one] has
       *[other] have
    } chosen
}{ $left ->
    [0] { "" }
   *[other] ; { $waiting } { $left ->
        [one] is
       *[other] are
    } still choosing
}.
simurgh-board-progress = This turn: main action { $main ->
    [yes] done
   *[no] not yet
}, tile from hand { $laid ->
    [yes] laid
   *[no] not yet
}, move down { $explored ->
    [yes] done
   *[no] not yet
}.
simurgh-board-end = The game ends at { $ct } tiles in the Chronicle or { $ot } objectives at the Monument; now there are { $chronicle } and { $objectives }.
simurgh-board-end-met = { $player } has triggered the end of the game: { $chronicle } of { $ct } tiles in the Chronicle, { $objectives } of { $ot } objectives at the Monument.

## Whose decision (a pending question: who chooses what)
simurgh-board-task-unmark = { $player } chooses which dragon gives up a marker.
simurgh-board-task-spend = { $player } chooses which { $vassal } on the board to spend.
simurgh-board-task-markers = { $player } places { $n ->
    [one] a marker
   *[other] { $n } markers
} on their dragons.
simurgh-board-task-trigger = { $player } decides whether to use ability { $slot } of { $dragon } — { $what }.
simurgh-board-task-keep = { $player } chooses which of { $n } drawn dragons to keep.
simurgh-board-task-returns = { $player } puts { $n ->
    [one] the other tile
   *[other] the other { $n } tiles
} back on top of the stack or under it.
simurgh-board-task-scouts = { $player } chooses a tile at the Scouts' Quarters.
simurgh-board-task-objective = { $player } chooses which of { $n } drawn objectives to place at the Monument (or none).
simurgh-board-task-extra = { $player } decides whether to move the Dragonrider down one more level.
simurgh-board-task-limits = { $player } ends the turn over a limit: { $tiles ->
    [0] { "" }
    [one] 1 tile
   *[other] { $tiles } tiles
}{ $tiles ->
    [0] { "" }
   *[other] { $res ->
        [0] { "" }
       *[other] { " and " }
    }
}{ $res ->
    [0] { "" }
    [one] 1 resource
   *[other] { $res } resources
} too many.

## The result and the last turn
simurgh-board-final = Final scores
simurgh-board-final-row = { $rank }. { $player }: { $total } PP (track { $track }, objectives { $objectives }, resources { $resources }; markers: { $markers })
simurgh-board-last = The last turn

## The City
simurgh-board-city = The City
simurgh-board-city-space = { $n }. { $space }{ $kind }: { $what } — { $who }
simurgh-board-city-C01 = { simurgh-space-C01.title }
simurgh-board-city-C02 = { simurgh-space-C02.title }
simurgh-board-city-C03 = { simurgh-space-C03.title }
simurgh-board-city-C04 = { simurgh-space-C04.title }
simurgh-board-city-C05 = { simurgh-space-C05.title }
simurgh-board-city-C06 = { simurgh-space-C06.title }
simurgh-board-city-C07 = { simurgh-space-C07.title }
simurgh-board-city-C08 = { simurgh-space-C08.title }
simurgh-board-city-C09 = { simurgh-space-C09.title }
simurgh-board-city-C10 = { simurgh-space-C10.title }
simurgh-board-city-C11 = { simurgh-space-C11.title }
simurgh-board-city-C12 = { simurgh-space-C12.title }
simurgh-board-kind-single = { "" }
simurgh-board-kind-multi = { " " }(any number)
simurgh-board-kind-rider = { " " }(Dragonrider only)
simurgh-board-kind-riders = { " " }(Dragonriders only)
simurgh-board-kind-multi-rider = { " " }(Dragonriders, any number)
simurgh-board-who = { $count ->
    [one] { $vassal }
   *[other] { $count }× { $vassal }
} ({ $player })
simurgh-board-free = free
simurgh-board-empty = empty
simurgh-board-scouts-effect = { $gain }, then buy a tile from the display

## The Wilds
simurgh-board-wilds = The Wilds
simurgh-board-wilds-legend = A tile's big field takes any number of vassals; fields A–C and each level take one.
simurgh-board-wilds-slot = Slot { $n } (reward: { $reward }): { $tile }
simurgh-board-wilds-blocked = Slot { $n }: blocked by a face-down tile (2 players)
simurgh-board-tile = Wilds slot { $n }: { $tile }{ $limit ->
    [0] { "" }
   *[other] { " " }({ $count } { $count ->
        [one] vassal
       *[other] vassals
    } on it; to the Chronicle at { $limit })
}
simurgh-board-move-cost = Dragonriders only: each move down, the entry onto level 1 included, costs { $cost }
simurgh-board-tile-space = { $name }{ $kind }: { $what } — { $who }
simurgh-board-level = Level { $level }
simurgh-board-field-multi = The big field
simurgh-board-field = Field { $field }

## A tile in one row (the display, the draft, a hand)
simurgh-board-line = { $tile } — { $spaces }
simurgh-board-line-multi = big field{ $kind }: { $what }
simurgh-board-line-field = { $field }{ $kind }: { $what }
simurgh-board-line-exploration = { $tile } (move down: { $cost }) — levels 1–4: { $levels }

## The Scouts' Quarters, the action draft, the Monument
simurgh-board-display = Scouts' Quarters: the display ({ $stack } action { $stack ->
    [one] tile
   *[other] tiles
} in the stack)
simurgh-board-display-slot = Slot { $n } ({ $cost }): { $tile }
simurgh-board-gratis = no cost
simurgh-board-display-blind = Blind: the top tile of the stack for { $cost } (no PP)
simurgh-board-draft-row = Action draft: the face-up tiles ({ $stack } { $stack ->
    [one] tile
   *[other] tiles
} left in the draft stack)
simurgh-board-monument = The Dragonlord Monument
simurgh-board-monument-slot = Slot { $n } ({ $cost } → { $pp } PP): { $what }
simurgh-board-objective = { $objective } — { $goal }; { $rewards } PP for { $places ->
    [one] 1st place
   *[other] places 1–{ $places }
}
simurgh-board-goal-markers-on-colours = most markers on { $colours } dragons
simurgh-board-goal-markers-on-all-dragons = most markers on all of a player's dragons
simurgh-board-goal-vegetables-plus-meat = most vegetables and meat together
simurgh-board-colour-red = red
simurgh-board-colour-green = green
simurgh-board-colour-gold = gold
simurgh-board-colour-blue = blue
simurgh-board-colour-purple = purple
simurgh-board-colour-white = white

## The players
simurgh-board-player = { $player } (no. { $order } in turn order): { $pp } PP
simurgh-board-resources = Resources: { $list } ({ $total } in all, limit { $limit })
simurgh-board-vassals-spearman = Spearmen: { $supply } in supply, { $board } on the board, { $pool } in the pool
simurgh-board-vassals-dragonrider = Dragonriders: { $supply } in supply, { $board } on the board, { $pool } in the pool
simurgh-board-hand = Tiles in hand ({ $n }): { $tiles }
simurgh-board-hand-none = No tiles in hand
simurgh-board-hidden-power = { $n } hidden power { $n ->
    [one] tile
   *[other] tiles
}
simurgh-board-markers = Markers on dragons: { $n }
simurgh-board-dragon = { $dragon } — { $abilities }
simurgh-board-ability = { $slot }: { $what }{ $once }
simurgh-board-once-on = { " " }(one-shot)
simurgh-board-once-off = { " " }(one-shot, used up)
simurgh-board-my-tiles = Your tiles in hand and their spaces
simurgh-board-my-offer = Offered to you alone: what they do

## The stacks and the Chronicle
simurgh-board-stacks = Stacks and the Chronicle
simurgh-board-stacks-sizes = In the stacks: { $action } action { $action ->
    [one] tile
   *[other] tiles
}, { $dragons } { $dragons ->
    [one] dragon
   *[other] dragons
}, { $objectives } { $objectives ->
    [one] objective
   *[other] objectives
}{ $power ->
    [0] { "" }
   *[other] , { $power } power { $power ->
        [one] tile
       *[other] tiles
    }
}
simurgh-board-chronicle = In the Chronicle ({ $n }): { $tiles }
simurgh-board-removed = Objectives out of the game: { $objectives }
simurgh-board-box = Out of the game: { $n } face-down { $n ->
    [one] tile
   *[other] tiles
}
