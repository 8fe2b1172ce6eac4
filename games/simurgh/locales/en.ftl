# Simurgh — English catalog. Keys start with "simurgh-". Rule IDs are appended by the bot from GameError.rule.
simurgh-title = Simurgh
simurgh-rules-summary =
    Simurgh: noble houses breed dragons. On your turn you do exactly one main action: place a vassal (Spearman, or Dragonrider for the rider spaces) on a free space of the City or of a tile in the Wilds and use it in full, or take back any of your vassals.
    Free actions, before or after it: once per turn lay a tile from your hand into the Wilds (take the slot's reward; the placement then goes on that tile), once per turn move a Dragonrider one level down an exploration tile, and use dragon abilities, each paid with its marker.
    Spaces give resources, PP, new vassals, markers and dragons; the Scouts' Quarters sell tiles, the Monument takes objectives. A tile with 3 vassals (4 with 4-5 players), or with none, goes to the Chronicle. At the end of your turn keep at most 5 tiles and 15 resources (12 in Dragonlord mode).
    The game ends after a final round once enough objectives are at the Monument or enough tiles are in the Chronicle (short 4/8, medium 4/11, long 5/14). Objectives, leftover resources and PP decide; markers break ties.
    Options: mode=spearman|dragonlord (drafts, a secret dragon choice, limit 12, resource bands), length=short|medium|long, first=0 (random) or a seat number.
simurgh-opt-mode = Mode
simurgh-opt-mode-spearman = Spearman (basic)
simurgh-opt-mode-dragonlord = Dragonlord (advanced: drafts)
simurgh-opt-length = Game length
simurgh-opt-length-short = short (4 objectives or 8 tiles in the Chronicle)
simurgh-opt-length-medium = medium (4 objectives or 11 tiles)
simurgh-opt-length-long = long (5 objectives or 14 tiles)
simurgh-opt-first = Start player (0 = at random)

## Things
simurgh-vassal-spearman = Spearman
simurgh-vassal-dragonrider = Dragonrider
simurgh-res-vegetable = { $n } { $n ->
    [one] vegetable
   *[other] vegetables
}
simurgh-res-meat = { $n } meat
simurgh-res-wood = { $n } wood
simurgh-res-stone = { $n } stone
simurgh-res-wisdom = { $n } wisdom
simurgh-res-weapon = { $n } { $n ->
    [one] weapon
   *[other] weapons
}
simurgh-resname-vegetable = vegetables
simurgh-resname-meat = meat
simurgh-resname-wood = wood
simurgh-resname-stone = stone
simurgh-resname-wisdom = wisdom
simurgh-resname-weapon = weapons
simurgh-amt-pp = { $n } PP
simurgh-amt-pp-name = PP
simurgh-amt-markers = { $n } { $n ->
    [one] marker
   *[other] markers
}
simurgh-amt-spearman = { $n } { $n ->
    [one] Spearman
   *[other] Spearmen
}
simurgh-amt-dragonrider = { $n } { $n ->
    [one] Dragonrider
   *[other] Dragonriders
}
simurgh-amt-dragon-draw = { $markers ->
    [0] a dragon (draw { $n }, keep 1)
    [1] a dragon (draw { $n }, keep 1 with 1 marker)
   *[other] a dragon (draw { $n }, keep 1 with { $markers } markers)
}
simurgh-nothing = nothing
simurgh-parts = { $parts }
simurgh-list-and = { $head } and { $last }
simurgh-list-or = { $head } or { $last }
simurgh-sentences = { $first } { $rest }
simurgh-any-of = { $n } { $types } in any mix
simurgh-exchange = { $pay } → { $gain }
simurgh-tile-production = Production { $n }
simurgh-tile-research = Research { $n }
simurgh-tile-transformation = Transformation { $n }
simurgh-tile-power = Power { $n }
simurgh-tile-exploration = Exploration { $n }
simurgh-dragon = Dragon { $n } ({ $colour })
simurgh-objective = Objective { $n }
simurgh-colour-red = red
simurgh-colour-green = green
simurgh-colour-gold = gold
simurgh-colour-blue = blue
simurgh-colour-purple = purple
simurgh-colour-white = white
simurgh-space-C01 = the Armory
    .title = Armory
simurgh-space-C02 = the Library
    .title = Library
simurgh-space-C03 = the Farm
    .title = Farm
simurgh-space-C04 = the Butcher's Stall
    .title = Butcher's Stall
simurgh-space-C05 = the Main Market
    .title = Main Market
simurgh-space-C06 = the Barracks
    .title = Barracks
simurgh-space-C07 = the Hunting Grounds
    .title = Hunting Grounds
simurgh-space-C08 = the Training Arena
    .title = Training Arena
simurgh-space-C09 = the Builders' Square
    .title = Builders' Square
simurgh-space-C10 = the Breeding Grounds
    .title = Breeding Grounds
simurgh-space-C11 = the Scouts' Quarters
    .title = Scouts' Quarters
simurgh-space-C12 = the Dragonlord Monument
    .title = Dragonlord Monument
simurgh-space-level = level { $level } of { $tile }
simurgh-space-multi = the big field of { $tile }
simurgh-space-single = field { $field } of { $tile }
# Places with their preposition: where a vassal stands, where it is taken from
simurgh-at-C01 = at { simurgh-space-C01 }
simurgh-from-C01 = from { simurgh-space-C01 }
simurgh-at-C02 = at { simurgh-space-C02 }
simurgh-from-C02 = from { simurgh-space-C02 }
simurgh-at-C03 = at { simurgh-space-C03 }
simurgh-from-C03 = from { simurgh-space-C03 }
simurgh-at-C04 = at { simurgh-space-C04 }
simurgh-from-C04 = from { simurgh-space-C04 }
simurgh-at-C05 = at { simurgh-space-C05 }
simurgh-from-C05 = from { simurgh-space-C05 }
simurgh-at-C06 = at { simurgh-space-C06 }
simurgh-from-C06 = from { simurgh-space-C06 }
simurgh-at-C07 = at { simurgh-space-C07 }
simurgh-from-C07 = from { simurgh-space-C07 }
simurgh-at-C08 = at { simurgh-space-C08 }
simurgh-from-C08 = from { simurgh-space-C08 }
simurgh-at-C09 = at { simurgh-space-C09 }
simurgh-from-C09 = from { simurgh-space-C09 }
simurgh-at-C10 = at { simurgh-space-C10 }
simurgh-from-C10 = from { simurgh-space-C10 }
simurgh-at-C11 = at { simurgh-space-C11 }
simurgh-from-C11 = from { simurgh-space-C11 }
simurgh-at-C12 = at { simurgh-space-C12 }
simurgh-from-C12 = from { simurgh-space-C12 }
simurgh-at-tile = on { $space }
simurgh-from-tile = from { $space }
simurgh-slot-wilds = Wilds slot { $n }
simurgh-slot-scouts = display slot { $n }
simurgh-slot-monument = Monument slot { $n }
simurgh-monument-effect = draw 3 objectives, place at most 1
simurgh-take-display = { $tile } ({ $slot })
simurgh-take-blind = the top tile of the stack, blind
simurgh-ab-trigger-gain = when you gain { $on }: +{ $bonus }
simurgh-ab-trigger-spend = when you spend a { $vassal }: +{ $bonus }
simurgh-ab-trigger-explore = when your Dragonrider moves down: +{ $bonus }
simurgh-ab-scouts-take-faceup = { $pay } → any display tile, free
simurgh-ab-scouts-take-facedown = { $pay } → the top tile of the stack
simurgh-ab-explore-extra-move = after a move down: move down once more (paying again)
simurgh-ab-objective-swap = at the Monument: swap an objective (once)

## Moves and steps
simurgh-verb-place = Place a vassal
simurgh-verb-lay = Lay a tile
simurgh-verb-withdraw = Take back vassals
simurgh-verb-explore = Explore (move down)
simurgh-verb-ability = Dragon ability
simurgh-verb-trigger = Yes, use the ability
simurgh-verb-extra = Yes, move down again
simurgh-verb-keep = Keep a dragon
simurgh-verb-return = Return resources
simurgh-verb-return-tile = Put a tile back
simurgh-verb-discard = Discard a tile
simurgh-verb-take = Take a tile
simurgh-verb-unmark = Pay a marker
simurgh-verb-spend = Spend a vassal on the board
simurgh-verb-marker = Place a marker
simurgh-verb-objective = Place an objective
simurgh-verb-power = Keep a power tile
simurgh-verb-draft = Take a tile
simurgh-verb-dragon = Choose a dragon
simurgh-mv-place = { $vassal } { $space }: { $what }
simurgh-mv-lay = Lay { $tile } in { $slot } (+{ $reward }), { $vassal } { $space }: { $what }
simurgh-mv-withdraw = Take back your vassals { $spaces }
simurgh-mv-withdraw-all = Take back all { $count } vassals
simurgh-mv-explore = { $tile } down to level { $level }: { $pay } → { $what }
simurgh-mv-ability = { $dragon }, ability { $slot }: { $what }
simurgh-mv-end = End the turn
simurgh-mv-decline = No, thanks
simurgh-mv-unmark = Marker from { $dragon }, space { $slot }
simurgh-mv-spend = The vassal { $space }
simurgh-mv-marker = On { $dragon }
simurgh-mv-use = Use { $dragon }, ability { $slot }
simurgh-mv-keep = Keep { $dragon }
simurgh-mv-return-top = { $tile } on top
simurgh-mv-return-bottom = { $tile } to the bottom
simurgh-mv-return-res = Return { $what }
simurgh-mv-take = { $tile } from { $slot } ({ $pay } → { $n } PP)
simurgh-mv-take-free = { $tile } from { $slot } (free)
simurgh-mv-objective = { $objective } on { $slot }
simurgh-mv-objective-swap = { $objective } on { $slot }, swapping (dragon ability)
simurgh-mv-objective-none = Place none
simurgh-mv-discard-top = Discard { $tile } (top of the stack)
simurgh-mv-discard-bottom = Discard { $tile } (bottom of the stack)
simurgh-mv-power = Keep { $tile }
simurgh-mv-draft = Take { $tile }
simurgh-mv-dragon = Keep { $dragon }; { $returns }
simurgh-mv-generic = This choice
simurgh-where-top = on top
simurgh-where-bottom = to the bottom
simurgh-token-space = { $space }: { $what }
simurgh-token-slot = { $slot } (+{ $reward })
simurgh-token-slot-clear = { $slot }: clear { $tile } for 1 weapon (+{ $reward })
simurgh-token-all = All ({ $count })
simurgh-token-ability = Ability { $slot }: { $what }
simurgh-token-monument = { $slot }
simurgh-token-swap = Swap (dragon ability)

## Prompts
simurgh-prompt-main = Your turn: place a vassal, lay a tile or take back vassals (free actions any time).
simurgh-prompt-free = Main action done: free actions, or end your turn.
simurgh-prompt-space = Which space?
simurgh-prompt-vassal = Which vassal?
simurgh-prompt-option = Which way?
simurgh-prompt-tile = Which tile from your hand?
simurgh-prompt-slot = Which Wilds slot?
simurgh-prompt-reward = Which slot reward?
simurgh-prompt-tile-explore = Which exploration tile?
simurgh-prompt-dragon = Which dragon?
simurgh-prompt-ability = Which ability?
simurgh-prompt-withdraw = Which vassals do you take back?
simurgh-prompt-where = Where to?
simurgh-prompt-return-count = How many do you return?
simurgh-prompt-return-what = What do you return?
simurgh-prompt-unmark = Which marker do you pay?
simurgh-prompt-spend = Which vassal on the board do you spend?
simurgh-prompt-markers = Which dragon gets the new marker? { $n ->
    [one] { "" }
   *[other] ({ $n } to place)
}
simurgh-prompt-keep = Which dragon do you keep?
simurgh-prompt-returns = Put back { $n ->
    [one] the other tile
   *[other] the other { $n } tiles
}: which one first, on the top or the bottom of its stack?
simurgh-prompt-scouts = Scouts' Quarters: which tile do you take?
simurgh-prompt-objective = Monument: which objective do you place, and where?
simurgh-prompt-extra = Move the same Dragonrider down once more?
simurgh-prompt-limits = Over a limit at the end of your turn: { $tiles ->
    [0] { "" }
    [one] discard 1 tile
   *[other] discard { $tiles } tiles
}{ $tiles ->
    [0] { "" }
   *[other] { $res ->
        [0] { "" }
       *[other] {" and "}
    }
}{ $res ->
    [0] { "" }
    [one] return 1 more resource
   *[other] return { $res } more resources
}.
simurgh-prompt-draft_power = Power draft: which power tile do you keep? (the others go to the player on your right)
simurgh-prompt-draft_action = Action draft: which face-up tile do you take?
simurgh-prompt-dragon_choice = Choose your dragon in secret, and where the other two go.
simurgh-prompt-dragon-keep = Which dragon do you keep? (the other two go back to the dragon stack)
simurgh-prompt-dragon-where = Where does { $dragon } go back: on top of the dragon stack or at the bottom?

## Events (phrases after "Player:")
simurgh-ev-step = { $player }: { $what }.
simurgh-ev-turn = { $player }: { $what }.
simurgh-ev-turn-more = { $player }: { $what }.
    .line = new
simurgh-ev-place = places a { $vassal } { $space }
simurgh-ev-pay = pays { $what }
simurgh-ev-gain = gains { $what }
simurgh-ev-spend = spends a { $vassal } from the supply
simurgh-ev-spend-from = spends the { $vassal } { $space }
simurgh-ev-chronicle = { $tile } goes to the Chronicle
simurgh-ev-chronicle-many = { $tiles } go to the Chronicle
simurgh-ev-explore = moves a Dragonrider down { $tile } to level { $level }
simurgh-ev-drew-dragons = draws { $count } { $count ->
    [one] dragon
   *[other] dragons
}
simurgh-ev-drew-objectives = draws { $count } { $count ->
    [one] objective
   *[other] objectives
}
simurgh-ev-you-drew = You drew: { $tiles }.
simurgh-ev-keep = keeps { $dragon } with { $n } { $n ->
    [one] marker
   *[other] markers
}
simurgh-ev-returned-top = { $tile } goes back on top of its stack.
simurgh-ev-returned-bottom = { $tile } goes back to the bottom of its stack.
simurgh-ev-returned = puts { $count ->
    [one] a drawn tile
   *[other] { $count } drawn tiles
} back face down
simurgh-ev-unmark = pays the marker on space { $slot } of { $dragon }
simurgh-ev-marker = puts { $count ->
    [one] a marker
   *[other] { $count } markers
} on { $dragon }
simurgh-ev-markers-lost = loses { $n } { $n ->
    [one] marker
   *[other] markers
} (no free space)
simurgh-ev-decline = does not use the dragon's ability
simurgh-ev-ability = uses ability { $slot } of { $dragon }
simurgh-ev-ability-paid = uses ability { $slot } of { $dragon } for { $what }
simurgh-ev-scouts = takes { $tile } from { $slot } at the Scouts' Quarters
simurgh-ev-scouts-blind = takes { $tile } from the top of the stack
simurgh-ev-scouts-free = takes { $tile } from the display
simurgh-ev-objective = places { $objective } on { $slot } (+{ $n } PP)
simurgh-ev-objective-none = places no objective
simurgh-ev-swap = removes { $old } from the Monument
simurgh-ev-clear = pays 1 weapon to clear { $tile }
simurgh-ev-lay = lays { $tile } in { $slot }
simurgh-ev-withdraw = takes back { $count ->
    [one] a vassal
   *[other] { $count } vassals:
} { $spaces }
simurgh-ev-end = ends the turn
simurgh-ev-discard = discards { $tile }
simurgh-ev-return-res = returns { $what }
simurgh-ev-end-triggered = The end is near: { $player } met the end condition; { $count ->
    [one] one more player takes
   *[other] { $count } more players take
} a last turn.
simurgh-ev-next = Next: { $player }.
simurgh-ev-next-final = Last turn: { $player }.
simurgh-ev-game-over = Game over! { $count ->
    [one] { $players } wins
   *[other] { $players } share the victory
} with { $n } PP.
simurgh-result = { $count ->
    [one] { $players } won
   *[other] { $players } shared the victory
} with { $n } PP.
simurgh-ev-you-kept = You keep { $tile }.
simurgh-ev-power-pick = { $player } keeps a power tile and passes the rest on.
simurgh-ev-action-draft = The action draft begins: four tiles face up.
simurgh-ev-draft-pick = { $player } takes { $tile }.
simurgh-ev-dragon-choice = Everyone now chooses a dragon in secret.
simurgh-ev-you-keep-dragon = You keep { $dragon } (you can change it until everyone has chosen).
simurgh-ev-you-keep-dragon-final = You keep { $dragon }. Everyone has made their choice, so the dragons are revealed.
simurgh-ev-dragon-chosen = { $player } has chosen a dragon.
simurgh-ev-dragon-changed = { $player } changed their choice.
simurgh-ev-dragon-of = { $player }: { $dragon }
simurgh-ev-dragons-revealed = The dragons are revealed: { $list }.

## Your secrets
simurgh-private-power = Your power tile: { $tiles }.
simurgh-private-power-offer = Offered to you: { $tiles }.
simurgh-private-dragon-offer = Your dragons to choose from: { $tiles }.
simurgh-private-dragon-choice = Your choice: { $dragon }.
simurgh-private-drawn = Drawn: { $tiles }.

## Refusals
simurgh-err-players = Simurgh is played by { $min } to { $max } players, not { $players }.
simurgh-err-first = The start player is a seat number from 1 to { $players } (or 0: at random), not { $first }.
simurgh-err-no-vassal = You have no { $vassal } in your supply to place.
simurgh-err-no-space = There is no action space { $space } on the board.
simurgh-err-dragonrider-only = Only a Dragonrider may use { $space }.
simurgh-err-space-taken = { $space } holds one vassal only, and it is taken.
simurgh-err-explore-level = A Dragonrider enters an exploration tile on level 1 only ({ $space } is lower: move down instead).
simurgh-err-explore-twice = You already have a Dragonrider on { $tile }.
simurgh-err-not-yours = You have no vassal of yours on { $space }.
simurgh-err-withdraw-none = Name at least one of your vassals to take back.
simurgh-err-laid-twice = You have already laid a tile this turn.
simurgh-err-lay-after-main = A tile is laid just before the main action, which then places on it.
simurgh-err-not-in-hand = { $tile } is not in your hand; you hold: { $hand }.
simurgh-err-slot-closed = { $slot } is not a Wilds slot in this game.
simurgh-err-slot-taken = { $slot } already holds a tile (you may clear one with a weapon only when no slot is empty).
simurgh-err-clear-not-needed = A slot is still empty ({ $slot }): lay your tile there; a weapon clears a slot only when all are full.
simurgh-err-clear-slot = Clear the slot you lay on, which must hold a tile ({ $slot } does not fit).
simurgh-err-clear-exploration = A weapon never clears an exploration tile ({ $tile }).
simurgh-err-clear-weapon = Clearing a slot costs 1 weapon, and you have none.
simurgh-err-not-exploration = { $tile } is not an exploration tile in the Wilds.
simurgh-err-explored-twice = You have already moved a Dragonrider down this turn.
simurgh-err-no-rider = You have no Dragonrider on { $tile }.
simurgh-err-rider-just-entered = Your Dragonrider entered { $tile } this turn: it moves down from your next turn.
simurgh-err-level-taken = Level { $level } of { $tile } is not free to move down to.
simurgh-err-top-or-bottom = A returned tile goes on the top or the bottom of its stack, not “{ $where }”.
simurgh-err-scouts-choice = At the Scouts' Quarters you can take only a display tile you can pay for or, with a weapon, the top tile blind.
simurgh-err-monument-slot = There is no Monument slot { $slot }.
simurgh-err-monument-taken = Monument slot { $slot } already holds an objective.
simurgh-err-monument-cost = You cannot pay for Monument slot { $slot }.
simurgh-err-hand-limit = Your hand must end the turn at 5 tiles: discard exactly { $n } (never a power tile).
simurgh-err-discard-power = A power tile is never discarded ({ $tile }).
simurgh-err-resource-limit = You may end the turn with at most { $limit } resources: return exactly { $n }.
simurgh-err-not-your-pick = It is not your pick now.
simurgh-err-not-offered = { $tile } is not among the tiles offered to you.
simurgh-err-syntax = That is not a complete Simurgh move. Choose one of the moves offered.
simurgh-err-main-done = You have done your main action this turn (one per turn).
simurgh-err-end-before-main = Do your main action first: place a vassal, lay a tile or take back vassals.
simurgh-err-cannot-use = You cannot use { $space } in full now (pay everything; a new vassal must be left in your pool; a dragon or objective must be left to draw).
simurgh-err-option = Choose one of the { $n } ways this can be done.
simurgh-err-lay-place = After laying { $tile } you must place a suitable vassal from your supply on one of its spaces and use it in full.
simurgh-err-explore-cost = You cannot pay the move cost of { $tile }.
simurgh-err-no-dragon = You have no dragon { $dragon }.
simurgh-err-no-marker = { $dragon } has no marker on ability { $slot }: it cannot be used.
simurgh-err-ability-not-now = Ability { $slot } of { $dragon } fires on its own when its event happens; it cannot be used now.
simurgh-err-ability-cannot = You cannot use ability { $slot } of { $dragon } in full now.
simurgh-err-pending = Answer the question first: { $prompt }
simurgh-col-track = Track
simurgh-col-objectives = Objectives
simurgh-col-resources = Resources
simurgh-col-total = Total
simurgh-err-form = That move is not complete: it is written “{ $form }”.
simurgh-form-place = place <space> <vassal>
simurgh-form-lay = lay <tile> <slot> <space> <vassal>
simurgh-form-explore = explore <tile>
simurgh-form-ability = ability <dragon> <1, 2 or 3>
simurgh-form-end = end
simurgh-prompt-trigger = Ability { $slot } of { $dragon } can fire ({ $what }): use it?
simurgh-ev-busy = { $player } is playing their turn; the whole turn shows here when it ends.
