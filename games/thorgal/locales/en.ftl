# Thorgal — English catalog. Keys start with "thorgal-". Texts of the adventure itself come from its data
# (thorgal-text picks the language); rule IDs are appended by the bot from GameError.rule.
# The Action Row's cards are numbered 1-7 from the left everywhere: on the picture, in the buttons and in the log.
thorgal-title = Thorgal
thorgal-text = { $en }
thorgal-hero = { $en }
thorgal-rules-summary =
    Thorgal is cooperative: 1-4 players (solo: two heroes) win or lose together. Each round has 4 turns: move one of the 4 shared Action tokens under another card of the Action Row (cards 1-7 from the left) and resolve it — Move, Journey, Gather, Assign, Sacrifice, Combat or Craft. Where the other tokens lie changes the card's value.
    Journey tiles on the shared path cover resource, Finding, XP and Heal spaces; Gather takes resources from the path; Assign spends them at Locations to read Paragraphs; Combat rolls dice whose tiles must cover the enemy card's targets; wounds are tiles on your wound board, and a hero who cannot fit one dies.
    After 4 turns the Event phase advances the round, flips the tokens and draws an Event card. Complete the adventure's Objectives before the Round track runs out.
thorgal-card = card { $n }
thorgal-main = { $action } { $value }
thorgal-or = { $a } or { $b }
thorgal-list = { $items }
thorgal-groups = { $a }; { $b }
thorgal-cell = column { $column }, row { $row }
thorgal-span-col = column { $a }
thorgal-span-cols = columns { $a }–{ $b }
thorgal-span-row = row { $a }
thorgal-span-rows = rows { $a }–{ $b }
thorgal-spaces = { $n ->
        [one] space { $list }
       *[other] spaces { $list }
    }
thorgal-size = size { $n }
thorgal-border = border { $id }
thorgal-where-location = { $name }
thorgal-where-border = { $name }
thorgal-result-win = The adventure is won!
thorgal-result-loss = The adventure is lost.
thorgal-res-material = { $n } Material
thorgal-res-ore = { $n } Ore
thorgal-res-gossip = { $n } Gossip
thorgal-res-magic = { $n } Magic
thorgal-res-fate = { $n } Fate
thorgal-res-power = { $n } Power
thorgal-res-area = { $n } of the Area's resource
thorgal-res-of = { $what } (paid by { $hero })
thorgal-action-move = Move
thorgal-action-journey = Journey
thorgal-action-gather = Gather
thorgal-action-assign = Assign
thorgal-action-sacrifice = Sacrifice
thorgal-action-combat = Combat
thorgal-action-craft = Craft
thorgal-strength-minor = Minor enemy
thorgal-strength-average = Average enemy
thorgal-strength-powerful = Powerful enemy
thorgal-strength-monstrous = Monstrous enemy
thorgal-strength-mystic = Mystic enemy
thorgal-track-combat = Combat track
thorgal-track-journey = Journey track
thorgal-token-raised_cost = A Raised Cost token
thorgal-token-blocked = A Blocked token
thorgal-token-sacrifice = A Sacrifice token
thorgal-token-objective = An Objective token
thorgal-die-yellow = a yellow die
thorgal-die-orange = an orange die
thorgal-die-red = a red die
thorgal-colour-yellow = yellow
thorgal-colour-orange = orange
thorgal-colour-red = red
thorgal-die-face = die { $n } ({ $colour }) — { $shape }
thorgal-die-step = die { $n } ({ $colour }) — { $shape }
# what a covered space gives
thorgal-sp-area = the Area's resource
thorgal-sp-any = any resource
thorgal-sp-wound = a wound ({ $shape })
thorgal-sp-draw_finding = a Finding
thorgal-sp-xp = experience
thorgal-sp-heal = a heal
thorgal-sp-threat = a Threat token
thorgal-sp-wound-any = a wound
thorgal-sp-nothing = nothing

## Moves
thorgal-from-out = the token beside the row
thorgal-from-slot = the token from card { $n }
thorgal-to-card = Card { $n }: { $action }
thorgal-mv-play = { $action }: { $source } to card { $n }
thorgal-mv-go = Go on to the action
thorgal-mv-skip = Do nothing (the token stays)
thorgal-mv-stop = End the Journey here
thorgal-mv-roll = Roll the dice
thorgal-mv-done = Stop rolling: place the tiles
thorgal-mv-finish = Finish: the other tiles do not fit
thorgal-mv-decline = No, keep the row as it is
thorgal-mv-keep = Discard nothing
thorgal-mv-buy = Buy an extra die for { $cost }
thorgal-mv-refresh = Refresh your skill for { $cost }
thorgal-mv-item = Use { $item }
thorgal-mv-skill = Use your skill { $skill }
thorgal-mv-move = Move to { $area }
thorgal-mv-move-direct = Move to { $area } straight across the border
thorgal-mv-move-through = Move to { $area } through { $through }
thorgal-mv-toll = { $move } (toll: { $what })
thorgal-mv-toll-by = { $move } (toll: { $what }, paid by { $hero })
thorgal-route-direct = Straight across the border
thorgal-route-through = Through { $through }
thorgal-mv-move-yes = Yes, go there
thorgal-mv-move-no = No, stay
thorgal-mv-tile = Tile ({ $shape }), orientation { $o }, { $cols }, { $rows }
thorgal-mv-tile-one = Tile ({ $shape }), { $cols }, { $rows }
thorgal-mv-gather = Gather { $what } at column { $column }, row { $row }
thorgal-mv-gather-penalty = Gather { $what } at column { $column }, row { $row } (a penalty space: { $penalty })
thorgal-mv-assign = Assign { $what } to { $location }
thorgal-mv-assign-step = Assign { $what }
thorgal-mv-assign-none = Assign nothing more to { $location }: what lies there already pays its cost
thorgal-mv-sacrifice = Sacrifice at { $location } ({ $n ->
        [one] 1 wound
       *[other] { $n } wounds
    }: { $shape })
thorgal-mv-sacrifice-deadly = Sacrifice at { $location }: the wounds will not all fit and your hero dies
thorgal-mv-craft = Take from the Display: { $items }
thorgal-mv-fight = Fight the { $strength } at { $location }
thorgal-mv-fight-all = Fight all { $n } linked enemies at { $location }
thorgal-mv-upgrade = Upgrade die { $n } ({ $die } → { $to })
thorgal-mv-reroll = Reroll die { $n } ({ $die }, now a { $shape })
thorgal-mv-critical = Critical on die { $n }: { $shape } instead of { $was }
thorgal-mv-extra = Add { $die }
thorgal-mv-place = Die { $n } ({ $shape }), orientation { $o }, { $cols }, { $rows }
thorgal-mv-place-one = Die { $n } ({ $shape }), { $cols }, { $rows }
thorgal-mv-wound = Wound ({ $shape }) on { $spaces }
thorgal-mv-heal = Heal wound { $n } ({ $shape })
thorgal-mv-thread = Side thread: { $label }
thorgal-mv-thread-none = No side thread
thorgal-mv-replace = Replace card { $n } ({ $old })
thorgal-mv-enemy = The { $strength } at { $location }
thorgal-mv-raise = { $what } (the cost becomes { $cost })
thorgal-mv-gather-card = { $card } ({ $n ->
        [one] 1 Gather token
       *[other] { $n } Gather tokens
    })
thorgal-mv-pay = Pay { $what }
thorgal-mv-pay-from = { $hero } pays { $what }
thorgal-mv-discard = Discard { $item } from the Display
thorgal-mv-cover = First { $cell }: { $what }
thorgal-mv-other = This choice
thorgal-mv-consent-yes = Yes, { $hero } may use them
thorgal-mv-consent-no = No
thorgal-mv-paid-by = { $move } (paid by { $hero })
thorgal-payer = { $hero } pays
thorgal-mv-order = Left to right: { $cards }

## Questions (a decision's question says what it is about)
thorgal-prompt-gain_type = { $hero } gains { $n ->
        [one] a resource
       *[other] { $n } resources of one type
    }: which type?
thorgal-prompt-xp = { $hero } gains experience: which track goes up?
thorgal-wound-head = { $hero } takes a wound ({ $shape }){ $why }
thorgal-prompt-wound = { $head }. { $ask }
thorgal-ask-wound-shape = Which shape does it take?
thorgal-ask-wound-orientation = Which orientation (numbered on the picture)?
thorgal-ask-wound-cell = Choose its spaces on the wound board (numbered on the picture).
thorgal-prompt-heal = { $hero } heals a wound: which one is removed (numbered on the picture)?
thorgal-prompt-choose_hero = Which hero in the Area { $op ->
        [heal] is healed
        [gain] gains it
        [xp] gains the experience
       *[other] does it concern
    }?
thorgal-prompt-thread = A side thread for 1 Gossip: which one, if any?
thorgal-prompt-replace = A new Action card ({ $card }): which card of the row does it replace?
thorgal-prompt-enemy = Which enemy token goes { $step ->
        [up] up
       *[down] down
    } a level?
thorgal-prompt-raise_type = A Raised Cost token at { $location }: which resource of its cost goes up?
thorgal-prompt-move_opt = Does { $hero } move to { $area }?
thorgal-prompt-choose_item = Which item of the Display does { $hero } take?
thorgal-prompt-gather_card = Remove the Gather tokens of which Terrain card?
thorgal-prompt-pay_unit = { $hero } must pay ({ $n } left): with which resource?
thorgal-prompt-group_pay = You pay as a group ({ $n } left): who pays, and with what?
thorgal-prompt-craft_discard = Discard one card of the Display?
thorgal-prompt-consent = { $by } wants to spend resources of { $hero }: do you agree?
thorgal-prompt-linked_order = In which order do the Linked enemy cards lie, left to right?
thorgal-prompt-cover = The tile covers several spaces: which one is resolved first?
# a question named in a refusal ("answer the question first: ...")
thorgal-q-gain_type = which resource
thorgal-q-xp = which experience track
thorgal-q-wound = where the wound goes
thorgal-q-heal = which wound is healed
thorgal-q-choose_hero = which hero
thorgal-q-thread = the side thread
thorgal-q-replace = the new Action card
thorgal-q-enemy = which enemy token
thorgal-q-raise_type = the Raised Cost token
thorgal-q-move_opt = whether to move
thorgal-q-choose_item = which Display item
thorgal-q-gather_card = which Gather tokens
thorgal-q-pay_unit = the payment
thorgal-q-group_pay = the group's payment
thorgal-q-craft_discard = the Display card to discard
thorgal-q-consent = the consent
thorgal-q-linked_order = the order of the Linked cards
thorgal-q-cover = the covered space to resolve
# why a wound is taken (after "takes a wound (domino)")
thorgal-why-none = { "" }
thorgal-why-enemy = { " " }from the enemy card { $card }
thorgal-why-sacrifice = { " " }for the Sacrifice at { $location }
thorgal-why-paragraph = { " " }from paragraph { $n } ({ $title })
thorgal-why-threat = { " " }for a sixth Threat
thorgal-why-unmet = { " " }for an unmet requirement
thorgal-why-event = { " " }from the Event card { $card }
thorgal-why-finding = { " " }from the Finding { $card }
thorgal-why-path = { " " }from a space of the Journey Path
thorgal-why-item = { " " }from { $name }
thorgal-why-skill = { " " }from the skill { $name }
thorgal-why-location = { " " }from { $location }
thorgal-why-round = { " " }from the Round track
thorgal-why-card = { " " }from the Action card's bonus

## The log
thorgal-ev-paragraph = ¶{ $n } { $title }: { $story }
    .line = new
thorgal-ev-play = { $hero } puts a token under card { $n }: { $action }.
thorgal-ev-extra-action = { $hero } takes an additional action: { $action }.
thorgal-ev-go = { $hero } goes on to the { $action } action.
thorgal-ev-next = Next turn: { $hero }.
thorgal-ev-gain = { $hero } gains { $what }.
thorgal-ev-xp = { $hero } moves up the { $track } to level { $level }.
    .line = new
thorgal-ev-wound = { $hero } places a wound ({ $shape }) on { $spaces } of their board.
thorgal-ev-die-wound = { $hero } rolls { $die } for a wound: { $shape }.
thorgal-ev-heal = { $hero } heals a wound ({ $shape }).
thorgal-ev-threat = { $hero } gains { $n } Threat.
thorgal-ev-discard-threat = { $hero } discards { $n } Threat.
thorgal-ev-death = { $hero } cannot take the wound and dies.
thorgal-ev-unmet = An unmet requirement: a wound as large as the Threat.
thorgal-ev-default = No answer in time: the default applies.
thorgal-ev-finding = { $hero } draws the Finding { $card }.
    .line = new
thorgal-ev-item = { $hero } gets { $item }.
thorgal-ev-new-card = A new Action card comes into play: { $card }.
thorgal-ev-special-card = The Special card { $card } joins the row.
thorgal-ev-replaced = The new card ({ $new }) replaces card { $n } ({ $old }) in the row.
thorgal-ev-card-declined = The new card ({ $card }) goes back to the unused pile.
thorgal-ev-enemy-placed = { $n ->
        [one] A new enemy token at { $location }: { $strength }.
       *[other] New enemy tokens at { $location }: { $n } × { $strength }.
    }
thorgal-ev-enemy-level = The enemy at { $location } changes level: { $strength }.
thorgal-ev-enemy-same = The enemy at { $location } stays: { $strength }.
thorgal-ev-token = { $token } is placed at { $target }.
thorgal-ev-moved = { $hero } is moved to { $area }.
thorgal-ev-stay = { $hero } stays instead of moving to { $area }.
thorgal-ev-move = { $hero } moves to { $area }.
thorgal-ev-move-through = { $hero } moves to { $area } through { $through }.
thorgal-ev-terrain = A new Terrain card joins the path: { $card }.
thorgal-ev-tile = { $hero } lays a Journey tile ({ $shape }) on { $cols }, { $rows }.
thorgal-ev-gather = { $hero } gathers at column { $column }, row { $row }.
thorgal-ev-assign = { $hero } assigns { $what } to { $location }.
thorgal-ev-assign-none = { $hero } assigns nothing more to { $location }, and its cost is checked.
thorgal-ev-sacrifice = { $hero } makes a Sacrifice at { $location }: { $n ->
        [one] 1 wound
       *[other] { $n } wounds
    } ({ $shape }).
thorgal-ev-craft = { $hero } takes from the Display: { $items }.
thorgal-ev-discard = { $hero } discards { $item } from the Display.
thorgal-ev-keep = { $hero } discards nothing from the Display.
thorgal-ev-track = The { $track } moves to { $n }.
thorgal-ev-objective = Objective complete: { $objective }.
thorgal-ev-thread = { $hero } takes the side thread: { $label }.
thorgal-ev-thread-none = { $hero } takes no side thread.
thorgal-ev-used-item = { $hero } uses { $what }.
thorgal-ev-used-skill = { $hero } uses the skill { $what }.
thorgal-ev-refresh = { $hero } refreshes their skill for { $what }.
thorgal-ev-refresh-by = { $hero } refreshes their skill; { $payer } pays { $what }.
thorgal-ev-skip = { $hero } does nothing with the { $action } action.
thorgal-ev-idle = { $hero } has nothing to do with the { $action } action.
thorgal-ev-stop = { $hero } ends the Journey.
thorgal-ev-enemy-card = { $hero } fights at { $location }: the enemy card { $card }.
thorgal-ev-roll = The roll: { $dice }.
    .line = new
thorgal-ev-upgrade = { $hero } upgrades die { $n }: now it is { $die }.
thorgal-ev-extra = { $hero } adds { $die }.
thorgal-ev-buy = { $hero } pays { $what } for an extra die.
thorgal-ev-reroll = { $hero } rerolls: { $die }.
thorgal-ev-critical = { $hero } turns on the Critical of { $die }.
thorgal-ev-dice-done = { $hero } stops rolling.
thorgal-ev-place = { $hero } lays the tile of die { $n } ({ $shape }) on { $cols }, { $rows } of the enemy card.
thorgal-ev-fight-won = { $hero } wins the fight!
thorgal-ev-fight-lost = { $hero } loses the fight: { $n ->
        [one] 1 target left uncovered
       *[other] { $n } targets left uncovered
    }.
thorgal-ev-round = Round { $n } begins.
    .line = new
thorgal-ev-event = Event: { $title } — { $text }
thorgal-ev-out-of-time = The Round track has run out.
thorgal-ev-turn-over = The turn is over.
thorgal-ev-decided = { $hero } chooses: { $what }.
thorgal-ev-chose-hero = { $hero } chooses { $chosen }.
thorgal-ev-chose-self = { $hero } chooses their own hero.
thorgal-ev-raised = The Raised Cost token at { $location } raises its cost by { $what }.
thorgal-ev-gather-card = The Gather tokens leave the Terrain card { $card }.
thorgal-ev-order = The Linked enemy cards lie left to right: { $cards }.
thorgal-ev-cover = { $hero } resolves this first: { $what }.
thorgal-ev-pay = { $hero } pays { $what }.
thorgal-ev-consent-asked = { $hero } wants to spend resources of { $owners } and asks for { $n ->
        [one] consent
       *[other] their consent
    }.
thorgal-ev-consent-given = { $hero } agrees.
thorgal-ev-consent-refused = { $hero } refuses: the command is withdrawn.

## Refusals
thorgal-err-players = Thorgal is played by 1 to 4 players (solo plays two heroes), not { $players }.
thorgal-err-adventure = There is no adventure “{ $adventure }”.
thorgal-err-hero = There is no hero “{ $hero }”; choose among: { $heroes }.
thorgal-err-hero-twice = { $hero } is named twice: every player has their own hero.
thorgal-err-command = That is not one of the commands offered now. Choose one of them.
thorgal-err-answer = Answer the question first: { $prompt }.
thorgal-err-no-question = There is no question to answer now.
thorgal-err-no-slot = There is no card { $slot } in the row.
thorgal-err-same-slot = The token must go under a different card.
thorgal-err-no-token = No active token lies there.
thorgal-err-replace = That card cannot replace that one: every action type must stay in the row.
thorgal-err-no-area = There is no Area { $area }.
thorgal-err-not-adjacent = { $a } and { $b } share no border.
thorgal-err-border-closed = Border { $border } cannot be crossed.
thorgal-err-area-unavailable = { $area } is not available before its round (now round { $round }).
thorgal-err-red-border = Crossing { $border } ends the Move.
thorgal-err-move-cost = The path costs { $cost }, the Move is worth { $value }.
thorgal-err-move-to = There is no legal Move to { $area }.
thorgal-err-move-which = Several ways lead to { $area }, and different things happen on each: say which one you take.
thorgal-err-move-route = That is not one of the ways to { $area } open now.
thorgal-err-toll = Crossing the ferry costs 1 Material, which you do not have.
thorgal-err-no-location = There is no Location { $location }.
thorgal-err-not-here = { $location } is not in your hero's Area.
thorgal-err-wrong-action = { $location } does not take this action.
thorgal-err-enemies-here = Enemies hold { $location }: only Combat is possible there.
thorgal-err-blocked = { $location } is blocked.
thorgal-err-read = Its paragraph was read: { $location } is closed.
thorgal-err-prerequisite = { $location } needs a token it does not have yet.
thorgal-err-assign = Assign at most { $value } resources, of the types its cost names.
thorgal-err-assign-none = Assigning nothing to { $location } only checks its cost, and what lies there does not pay it yet.
thorgal-err-gather = That space cannot be gathered.
thorgal-err-journey-outside = The tile must lie inside the path.
thorgal-err-journey-covered = The tile may not cover a tile or a Gather token.
thorgal-err-journey-first = The first tile must reach the first column.
thorgal-err-journey-left = The path never goes left of its rightmost column.
thorgal-err-journey-touch = The tile must touch the last tile laid.
thorgal-err-journey-ended = The Journey Path has ended: the Terrain deck is empty and a tile covers the last column, so no tile can be laid.
thorgal-err-wound-cells = A wound lies on free spaces of the wound board.
thorgal-err-wound-touch = A wound must touch a wound already there.
thorgal-err-wound-shape = That is not the wound's shape.
thorgal-err-heal-target = That wound cannot be healed by this (at most size { $max }).
thorgal-err-xp-track = Experience goes to the Combat or the Journey track.
thorgal-err-fight-target = There is no such enemy in your hero's Area.
thorgal-err-fight-step = That is not possible at this step of the fight.
thorgal-err-no-critical = This enemy allows no Critical.
thorgal-err-critical-twice = That die's Critical is already on.
thorgal-err-critical-face = That face has no critical squares.
thorgal-err-reroll-critical = A die with its Critical on cannot be rerolled.
thorgal-err-tile-shape = That is not the die's tile.
thorgal-err-tile-outside = The tile must lie on the enemy card.
thorgal-err-tile-overlap = Tiles may not overlap.
thorgal-err-tile-apart = The tiles must form one connected group.
thorgal-err-tile-left-out = A { $shape } can still be placed: every rolled tile that fits must be placed.
thorgal-err-skill-inactive = Your skill is on its used side: refresh it first.
thorgal-err-skill-used = Your skill was already used this round (once per round, even after a refresh).
thorgal-err-skill-timing = Your skill does not apply now (not this action, or not at this moment).
thorgal-err-item-not-yours = You have no such item (items are never shared).
thorgal-err-item-timing = That item does not apply now (not this action, or not at this moment).
thorgal-err-one-token = One token per turn: this turn's token is already placed.

## Steps of the picker
thorgal-verb-play = Place a token
thorgal-verb-go = Go on
thorgal-verb-move = Move
thorgal-verb-tile = Lay a Journey tile
thorgal-verb-gather = Gather
thorgal-verb-assign = Assign
thorgal-verb-sacrifice = Sacrifice
thorgal-verb-craft = Craft
thorgal-verb-fight = Fight
thorgal-verb-upgrade = Upgrade a die
thorgal-verb-extra = Add a die
thorgal-verb-buy = Buy a die
thorgal-verb-roll = Roll
thorgal-verb-reroll = Reroll a die
thorgal-verb-critical = Turn on a Critical
thorgal-verb-done = Place the tiles
thorgal-verb-place = Place a tile
thorgal-verb-finish = Finish
thorgal-verb-item = Use an item
thorgal-verb-skill = Use your skill
thorgal-verb-refresh = Refresh your skill
thorgal-verb-skip = Do nothing
thorgal-verb-stop = End the Journey
thorgal-verb-res = Choose a resource
thorgal-verb-xp = Choose an experience track
thorgal-verb-wound = Place the wound
thorgal-verb-heal = Heal a wound
thorgal-verb-hero = Choose a hero
thorgal-verb-thread = Choose a side thread
thorgal-verb-replace = Replace a card
thorgal-verb-decline = Keep the row as it is
thorgal-verb-enemy = { $step ->
        [up] Strengthen an enemy
       *[down] Weaken an enemy
    }
thorgal-verb-type = Raise a cost
thorgal-verb-card = Choose a Terrain card
thorgal-verb-pay = Pay
thorgal-verb-discard = Discard
thorgal-verb-keep = Keep
thorgal-verb-consent = Agree or refuse
thorgal-verb-order = Order the enemy cards
thorgal-verb-cover = Choose a covered space
thorgal-orientation = orientation { $n }
thorgal-column = column { $n }
thorgal-row = row { $n }
thorgal-prompt-stage-token = { $hero }'s turn: move a token under another card of the Action Row.
thorgal-prompt-stage-start = Before the { $action } action: use an item or your skill, or go on.
thorgal-prompt-stage-done = The turn is ending.
thorgal-prompt-main-move = A Move of { $value }: where does { $hero } go? You may also pass on the action.
thorgal-prompt-main-journey = Journey: { $left ->
        [one] 1 tile
       *[other] { $left } tiles
    } left to lay (orientations, columns and rows on the picture). { $done ->
        [0] You may also pass on the action.
       *[other] You may also end the Journey.
    }
thorgal-prompt-main-gather = A Gather of { $value }: from which space of the path? You may also pass on the action.
thorgal-prompt-main-assign = An Assign of { $value }: what goes to which Location? You may also pass on the action.
thorgal-prompt-main-sacrifice = A Sacrifice of { $value }: at which Location? You may also pass on the action.
thorgal-prompt-main-craft = A Craft of { $value }: which items of the Display? You may also pass on the action.
thorgal-prompt-main-combat = Combat: which enemy does { $hero } fight? You may also pass on the action.
thorgal-prompt-fight-pre = Before the roll: upgrade or add dice, or roll.
thorgal-prompt-fight-post = After the roll: reroll, turn on a Critical, or place the tiles.
thorgal-prompt-fight-place = Place the dice's tiles on the enemy card, each touching the others (orientations, columns and rows on the picture).
thorgal-prompt-step-source = Which token moves?
thorgal-prompt-step-target = Under which card?
thorgal-prompt-step-play-target = Under which card (1-7 from the left)?
thorgal-prompt-step-main = Which action of the card?
thorgal-prompt-step-shape = Which shape?
thorgal-prompt-step-tile-shape = Which shape of Journey tile?
thorgal-prompt-step-orientation = Which orientation?
thorgal-prompt-step-tile-orientation = Which orientation (numbered on the picture)?
thorgal-prompt-step-place-orientation = Which orientation (numbered on the picture)?
thorgal-prompt-step-column = Which column?
thorgal-prompt-step-row = Which row?
thorgal-prompt-step-tile-column = Which column is the tile's left edge in?
thorgal-prompt-step-tile-row = Which row is the tile's top edge in?
thorgal-prompt-step-place-column = Which column of the enemy card is the tile's left edge in?
thorgal-prompt-step-place-row = Which row of the enemy card is the tile's top edge in?
thorgal-prompt-step-gather-column = Which column of the path?
thorgal-prompt-step-gather-row = Which row of the path?
thorgal-prompt-step-cover-column = Which column is the space in?
thorgal-prompt-step-cover-row = Which row is the space in?
thorgal-prompt-step-cell = Which spaces?
thorgal-prompt-step-die = The tile of which die?
thorgal-prompt-step-location = Which Location?
thorgal-prompt-step-resource = Which resources?
thorgal-prompt-step-enemy = Which enemy?
thorgal-prompt-step-item = Which items?
thorgal-prompt-step-payer = Who pays?
thorgal-prompt-step-item-item = Which item do you use?
thorgal-prompt-step-upgrade-die = Which die do you upgrade?
thorgal-prompt-step-extra-die = Which die do you add?
thorgal-prompt-step-reroll-die = Which die do you reroll?
thorgal-prompt-step-critical-die = The Critical of which die?
thorgal-prompt-step-sacrifice-location = At which Location do you make the Sacrifice?
thorgal-prompt-step-area = Where to?
thorgal-prompt-step-route = Which way?
thorgal-opt-adventure = Adventure
thorgal-opt-adventure-saltcliff_beacon = The Saltcliff Beacon
thorgal-opt-heroes = Heroes (e.g. brand,sigrun)
# the heroes' names in the heroes= option (the same as in the adventure's data)
thorgal-opt-heroes-brand = Brand Ironhand
thorgal-opt-heroes-sigrun = Sigrun Wavecaller
thorgal-opt-heroes-edda = Edda Longstride
thorgal-opt-heroes-halvar = Halvar Quickfingers
thorgal-opt-first = First player (0 = at random)
thorgal-opt-first-0 = at random
thorgal-opt-window = Time for a group decision before its default (in hours; 0 = forever)
thorgal-opt-window-0 = forever

# The adventure check (python -m games.thorgal.validate): one line per problem, after its place in the file
thorgal-check-top = (top level)
thorgal-check-summary-ok = { $path }: OK
# "problem(s)" is what tests/games/thorgal/test_validate.py expects of this line
thorgal-check-summary-problems = { $path }: { $n } problem(s)
thorgal-check-unreadable = cannot read the file: { $reason ->
        [missing] there is no such file
        [denied] no permission to read it
        [folder] it is a folder
       *[other] { $problem }
    }
thorgal-check-not-utf8 = cannot read it as JSON: it is not UTF-8 text
thorgal-check-not-json = cannot read it as JSON: { $reason ->
        [value] a value is expected
        [comma] a comma (,) is expected
        [colon] a colon (:) is expected
        [name] a field name in double quotes is expected
        [string] a string is not closed
        [control] a control character stands inside a string
        [escape] a backslash (\) escape is not valid
        [extra] something follows the end of the data
       *[other] { $problem }
    } at line { $line }, column { $column }
thorgal-check-not-json-at-all = cannot read it as JSON ({ $problem })
thorgal-check-too-deep-line = lists and objects nest more than { $max } levels deep at line { $line }; an adventure needs far fewer
thorgal-check-too-deep = lists and objects nest more than { $max } levels deep here; an adventure needs far fewer
thorgal-check-type = must be { $expected ->
        [object] an object
        [list] a list
        [string] a string
        [integer] a whole number
        [id] a string or a whole number
       *[list_or_string] a list or a string
    }, not { $found ->
        [object] an object
        [list] a list
        [string] a string
        [integer] a whole number
        [number] a fractional number
        [boolean] true or false
        [null] null
       *[other] { $found }
    }
thorgal-check-missing = missing '{ $field }'
thorgal-check-unforeseen = this part could not be checked ({ $problem }); check the types of its fields
thorgal-check-effects-list = an effect list must be a list
thorgal-check-effect-object = an effect must be an object with an op
thorgal-check-unknown-op = unknown op { $op }
thorgal-check-op-needs = { $op } needs '{ $param }'
thorgal-check-op-extra = { $op } does not take '{ $param }'
thorgal-check-unknown-who = unknown who { $who }
thorgal-check-who-value = who each_in_area_numbered_gte needs a 'value'
thorgal-check-n-integer = n must be an integer, not { $value }
thorgal-check-undefined = { $kind ->
        [resource] resource
        [shape] shape
        [die_colour] die colour
        [action_card] action card
        [special_card] special card
        [enemy_strength] enemy strength
        [location] location
        [area] area
        [objective_token] objective token
        [target] target
        [border] border
        [border_type] border type
        [terrain_card] terrain card
        [objective] objective
        [event_icon] event icon
        [starting_item] starting item
        [deck] deck
        [paragraph] paragraph
       *[other] { $kind }
    } { $value } is not defined
thorgal-check-wound-one = wound needs exactly one of shape, size, die
thorgal-check-wound-size = size must be 1-5 or 'threat', not { $value }
thorgal-check-xp-track = unknown XP track { $value }
thorgal-check-select-object = select must be an object
thorgal-check-select-needs = select needs a location, an area or anywhere
thorgal-check-token = unknown token kind { $value }
thorgal-check-target-object = a target object needs rune and action
thorgal-check-penalty-colour = penalty colour must be red or yellow, not { $value }
thorgal-check-result = result must be win or loss, not { $value }
thorgal-check-condition-object = a condition must be an object (or null)
thorgal-check-condition-one = a condition has exactly one of { $known }, not { $found }
thorgal-check-condition-integer = { $field } needs an integer
thorgal-check-timing = unknown timing { $value }
thorgal-check-terrain-grid = a Terrain card is a 4x4 grid
thorgal-check-enemy-rows = an Enemy card grid is 4 rows high
thorgal-check-enemy-t = an Enemy card needs at least one T space
thorgal-check-hero-levels = combat_dial and journey_track have 7 levels
thorgal-check-location-action = a Location's action is assign, sacrifice or combat, not { $value }
thorgal-check-special-rule = unknown special rule { $value }
thorgal-check-defeat = unknown defeat { $value }
thorgal-check-paragraph-twice = paragraph { $id } is defined twice
thorgal-check-paragraph-story = a paragraph needs story_en and story_pl (or variants)
thorgal-check-side-threads = a paragraph has 0 or 2 side threads (TG-PAR-3)
thorgal-check-paragraph-unread = paragraph { $id } can never be read: no effect reads it

# Issue 26 point 3: adventures in their own files (games/thorgal/data/adventures/<id>.json) and their lobby names
thorgal-opt-adventure-ice_ford = The Ice Ford
thorgal-check-adventure-clash = the adventure id { $id } is already used by { $file }; every adventure needs its own id
thorgal-value-why = { $action } ({ $why })
thorgal-why-printed = { $n } on the card
thorgal-why-only = +{ $n } for the only token
thorgal-why-left = +{ $n } for tokens to the left
thorgal-why-under = +{ $n } for tokens under it
thorgal-why-event-value = { $sign } from the Event card
thorgal-why-lowest = never below { $n }
thorgal-ev-busy = { $hero } is playing a turn; the whole turn shows here when it ends.
thorgal-list-and = { $head } and { $last }
thorgal-sp-wound-die = a wound shaped by rolling { $die }
