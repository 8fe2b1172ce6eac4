# Thorgal — English catalog. Keys start with "thorgal-". Texts of the adventure itself come from its data
# (thorgal-text picks the language); rule IDs are appended by the bot from GameError.rule.
thorgal-title = Thorgal
thorgal-text = { $en }
thorgal-rules-summary =
    Thorgal is cooperative: 1-4 players (solo: two heroes) win or lose together. Each round has 4 turns: move one of the 4 shared Action tokens under another card of the Action Row and resolve it — Move, Journey, Gather, Assign, Sacrifice, Combat or Craft. Where the other tokens lie changes the card's value.
    Journey tiles on the shared path cover resource, Finding, XP and Heal spaces; Gather takes resources from the path; Assign spends them at Locations to read Paragraphs; Combat rolls dice whose tiles must cover the enemy card's targets; wounds are tiles in your wound area, and a hero who cannot fit one dies.
    After 4 turns the Event phase advances the round, flips the tokens and draws an Event card. Complete the adventure's Objectives before the Round track runs out.
thorgal-card = card { $n }
thorgal-card-full = card { $n } ({ $main })
thorgal-main = { $action } { $value }
thorgal-list = { $items }
thorgal-cell = column { $column }, row { $row }
thorgal-border = border { $id }
thorgal-shape = { $shape }
thorgal-result-win = The adventure is won!
thorgal-result-loss = The adventure is lost.
thorgal-res-material = { $n } Material
thorgal-res-ore = { $n } Ore
thorgal-res-gossip = { $n } Gossip
thorgal-res-magic = { $n } Magic
thorgal-res-fate = { $n } Fate
thorgal-res-power = { $n } Power
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
thorgal-token-raised_cost = Raised Cost token
thorgal-token-blocked = Blocked token
thorgal-token-sacrifice = Sacrifice token
thorgal-token-objective = Objective token

## Moves
thorgal-from-out = a token from beside the row
thorgal-from-slot = the token under card { $n }
thorgal-mv-play = { $action }: { $source } under { $card }
thorgal-mv-go = Go on with the action
thorgal-mv-skip = Do nothing (the token stays)
thorgal-mv-stop = Stop here
thorgal-mv-roll = Roll the dice
thorgal-mv-done = Done: place the tiles
thorgal-mv-finish = Finish (the rest cannot be placed)
thorgal-mv-decline = No, keep the row as it is
thorgal-mv-keep = Discard nothing
thorgal-mv-buy = Buy a die
thorgal-mv-refresh = Refresh your skill
thorgal-mv-item = Use { $item }
thorgal-mv-skill = Use your skill: { $skill }
thorgal-mv-move = Move to { $area }
thorgal-mv-move-direct = Move to { $area } straight across the border
thorgal-mv-move-through = Move to { $area } through { $through }
thorgal-mv-toll = { $move } (toll: { $what })
thorgal-mv-toll-by = { $move } (toll: { $what }, paid by { $hero })
thorgal-route-direct = Straight across the border
thorgal-route-through = Through { $through }
thorgal-mv-move-yes = Yes, go there
thorgal-mv-move-no = No, stay
thorgal-mv-tile = { $shape } at { $cell }
thorgal-mv-gather = Gather at { $cell }
thorgal-mv-assign = Assign { $what } to { $location }
thorgal-mv-assign-none = Assign nothing more to { $location }: what lies there already pays its cost
thorgal-mv-sacrifice = Sacrifice at { $location } ({ $shape } wounds)
thorgal-mv-sacrifice-deadly = Sacrifice at { $location }: the wounds will not all fit — your hero dies
thorgal-mv-craft = Take { $items }
thorgal-mv-fight = Fight the { $strength } at { $location }
thorgal-mv-fight-all = Fight all { $n } linked enemies at { $location }
thorgal-mv-upgrade = Upgrade die { $n } ({ $die })
thorgal-mv-reroll = Reroll die { $n } ({ $shape })
thorgal-mv-critical = Critical on die { $n } ({ $shape })
thorgal-mv-extra = Add a { $die }
thorgal-mv-place = Tile of die { $n } ({ $shape }) at { $cell }
thorgal-mv-wound = { $shape } at { $cell }
thorgal-mv-heal = Heal wound { $n } ({ $shape })
thorgal-mv-thread = Side thread: { $label }
thorgal-mv-thread-none = No side thread
thorgal-mv-replace = { $new } replaces { $old }
thorgal-mv-enemy = The { $strength } at { $location }
thorgal-mv-raise = It raises { $what } (cost { $cost })
thorgal-mv-gather-card = The Gather tokens of { $card }
thorgal-mv-pay = Pay { $what }
thorgal-mv-pay-from = { $hero } pays { $what }
thorgal-mv-discard = Discard { $item } from the Display
thorgal-mv-other = This choice

## Questions
thorgal-prompt-gain_type = Which resource?
thorgal-prompt-xp = Which track gets the experience?
thorgal-prompt-wound = Where does the wound go?
thorgal-prompt-heal = Which wound is healed?
thorgal-prompt-choose_hero = Which hero?
thorgal-prompt-thread = A side thread for 1 Gossip?
thorgal-prompt-replace = A new Action card: replace a card of the row?
thorgal-prompt-enemy = Which enemy token?
thorgal-prompt-raise_type = Which resource does the Raised Cost token raise?
thorgal-prompt-move_opt = Move there?
thorgal-prompt-choose_item = Which item from the Display?
thorgal-prompt-gather_card = Remove the Gather tokens of which card?
thorgal-prompt-pay_unit = Pay with which resource?
thorgal-prompt-group_pay = Who pays, and with what?
thorgal-prompt-craft_discard = Discard one Display card?

## Events
thorgal-ev-paragraph = ¶{ $n } { $title }: { $story }
thorgal-ev-play = { $hero } plays { $action } ({ $card }).
thorgal-ev-next = Next turn: { $hero }.
thorgal-ev-gain = { $hero } gains { $what }.
thorgal-ev-xp = { $hero } gains experience on the { $track }.
thorgal-ev-wound = { $hero } receives a wound of size { $size }.
thorgal-ev-die-wound = { $hero } rolls a wound: { $shape }.
thorgal-ev-heal = { $hero } heals a wound.
thorgal-ev-threat = { $hero } gains { $n } Threat.
thorgal-ev-discard-threat = { $hero } discards { $n } Threat.
thorgal-ev-death = { $hero } cannot take the wound and dies.
thorgal-ev-unmet = An unmet requirement: a wound as large as the Threat.
thorgal-ev-default = (no answer in time: the default applies)
thorgal-ev-finding = { $hero } finds { $card }.
thorgal-ev-item = { $hero } gets { $item }.
thorgal-ev-new-card = A new Action card: { $card }.
thorgal-ev-special-card = A Special card joins the row: { $card }.
thorgal-ev-replaced = { $new } replaces { $old } in the row.
thorgal-ev-card-declined = { $card } goes back to the unused pile.
thorgal-ev-enemy-placed = { $n } × { $strength } at { $location }.
thorgal-ev-enemy-level = The enemy at { $location } is now a { $strength }.
thorgal-ev-token = { $token } on { $target }.
thorgal-ev-moved = { $hero } goes to { $area }.
thorgal-ev-move = { $hero } moves to { $area }.
thorgal-ev-move-through = { $hero } moves to { $area } through { $through }.
thorgal-ev-terrain = A new Terrain card joins the path.
thorgal-ev-tile = { $hero } lays a Journey tile of { $size }.
thorgal-ev-gather = { $hero } gathers.
thorgal-ev-assign = { $hero } assigns { $n } to { $location }.
thorgal-ev-assign-none = { $hero } assigns nothing more to { $location }, and its cost is checked.
thorgal-ev-sacrifice = { $hero } sacrifices at { $location } ({ $n } wounds).
thorgal-ev-craft = { $hero } takes { $n } { $n ->
    [one] item
   *[other] items
}.
thorgal-ev-track = { $track }: { $n }.
thorgal-ev-objective = Objective complete: { $objective }.
thorgal-ev-thread = Side thread: { $label }.
thorgal-ev-used = { $hero } uses { $what }.
thorgal-ev-skip = { $hero } does nothing with the action.
thorgal-ev-stop = { $hero } stops the Journey.
thorgal-ev-enemy-card = Enemy: { $card }.
thorgal-ev-roll = The dice give: { $shapes }.
thorgal-ev-fight-won = { $hero } wins the fight!
thorgal-ev-fight-lost = { $hero } loses the fight: { $n } Threat.
thorgal-ev-round = Round { $n } begins.
thorgal-ev-event = Event: { $title } — { $text }
thorgal-ev-out-of-time = The Round track has run out.

## Refusals
thorgal-err-players = Thorgal is played by 1 to 4 players (solo plays two heroes), not { $players }.
thorgal-err-adventure = There is no adventure “{ $adventure }”.
thorgal-err-hero = There is no hero “{ $hero }”; choose among: { $heroes }.
thorgal-err-hero-twice = { $hero } is named twice: every player has their own hero.
thorgal-err-command = That is not one of the commands offered now. Choose one of them.
thorgal-err-answer = Answer the question first: { $prompt }
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
thorgal-err-not-here = { $location } is not in your Area.
thorgal-err-wrong-action = { $location } does not take this action.
thorgal-err-enemies-here = Enemies hold { $location }: only Combat is possible there.
thorgal-err-blocked = { $location } is blocked.
thorgal-err-read = Its paragraph was read: { $location } is locked.
thorgal-err-prerequisite = { $location } needs a token it does not have yet.
thorgal-err-assign = Assign at most { $value } resources of the types the cost names.
thorgal-err-assign-none = Assigning nothing to { $location } only checks its cost, and what lies there does not pay it yet.
thorgal-err-gather = That space cannot be gathered.
thorgal-err-journey-outside = The tile must lie inside the path.
thorgal-err-journey-covered = The tile may not cover a tile or a Gather token.
thorgal-err-journey-first = The first tile must reach the first column.
thorgal-err-journey-left = The path never goes left of its rightmost column.
thorgal-err-journey-touch = The tile must touch the last tile placed.
thorgal-err-journey-ended = The Journey Path has ended: the Terrain deck is empty and a tile covers the last column, so no tile can be laid.
thorgal-err-wound-cells = A wound lies on free spaces of the wound area.
thorgal-err-wound-touch = A wound must touch a wound already there.
thorgal-err-wound-shape = That is not the wound's shape.
thorgal-err-heal-target = That wound cannot be healed by this (at most size { $max }).
thorgal-err-xp-track = Experience goes to the Combat or the Journey track.
thorgal-err-fight-target = There is no such enemy in your Area.
thorgal-err-fight-step = That is not possible at this step of the fight.
thorgal-err-no-critical = This enemy allows no Critical.
thorgal-err-critical-twice = That die's Critical is already active.
thorgal-err-critical-face = That face has no critical squares.
thorgal-err-reroll-critical = A die with an active Critical cannot be rerolled.
thorgal-err-tile-shape = That is not the die's tile.
thorgal-err-tile-outside = The tile must lie on the enemy card.
thorgal-err-tile-overlap = Tiles may not overlap.
thorgal-err-tile-apart = The tiles must form one connected group.
thorgal-err-tile-left-out = A { $shape } can still be placed: every rolled tile that fits must be placed.

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
thorgal-verb-critical = Critical
thorgal-verb-done = Done
thorgal-verb-place = Place a tile
thorgal-verb-finish = Finish
thorgal-verb-item = Use an item
thorgal-verb-skill = Use your skill
thorgal-verb-refresh = Refresh your skill
thorgal-verb-skip = Do nothing
thorgal-verb-stop = Stop
thorgal-orientation = orientation { $n }
thorgal-column = column { $n }
thorgal-row = row { $n }
thorgal-die = die { $n }
thorgal-prompt-stage-token = Your turn: move a token under a card.
thorgal-prompt-stage-start = Before the action: use an item or your skill, or go on.
thorgal-prompt-stage-main = Resolve the action (or do nothing).
thorgal-prompt-stage-done = The turn is ending.
thorgal-prompt-step-source = Which token?
thorgal-prompt-step-target = Under which card?
thorgal-prompt-step-main = Which action of the card?
thorgal-prompt-step-shape = Which shape?
thorgal-prompt-step-orientation = Which way round?
thorgal-prompt-step-column = Which column?
thorgal-prompt-step-row = Which row?
thorgal-prompt-step-cell = Where?
thorgal-prompt-step-die = Which die?
thorgal-prompt-step-location = Which Location?
thorgal-prompt-step-resource = Which resources?
thorgal-prompt-step-enemy = Which enemy?
thorgal-prompt-step-item = Which items?
thorgal-prompt-step-payer = Who pays?
thorgal-prompt-step-area = Where to?
thorgal-prompt-step-route = Which way?
thorgal-verb-res = Resource
thorgal-verb-xp = Experience
thorgal-verb-wound = Wound
thorgal-verb-heal = Heal
thorgal-verb-hero = Hero
thorgal-verb-thread = Side thread
thorgal-verb-replace = Replace a card
thorgal-verb-decline = Decline
thorgal-verb-enemy = Enemy
thorgal-verb-type = Resource type
thorgal-verb-card = Terrain card
thorgal-verb-pay = Pay
thorgal-verb-discard = Discard
thorgal-verb-keep = Keep
thorgal-ev-turn-over = The turn is over.
thorgal-ev-decided = Decided: { $what }.
thorgal-err-skill-inactive = Your skill is on its inactive side: refresh it first.
thorgal-err-skill-used = Your skill was already used this round (once per round, even after a refresh).
thorgal-err-skill-timing = Your skill does not apply now (its action or its moment).
thorgal-err-item-not-yours = You have no such item (items are never shared).
thorgal-err-item-timing = That item does not apply now (its action or its moment).
thorgal-err-one-token = One token per turn: this turn's token is already placed.
thorgal-opt-adventure = Adventure
thorgal-opt-adventure-saltcliff_beacon = The Saltcliff Beacon
thorgal-opt-heroes = Heroes (e.g. brand,sigrun)
thorgal-opt-first = First player (0 = at random)
thorgal-opt-window = Hours a decision waits before its default (0 = forever)
thorgal-res-of = { $what } from { $hero }
thorgal-mv-consent-yes = Yes, { $hero } may use them
thorgal-mv-consent-no = No
thorgal-prompt-consent = Another hero wants to spend your resources: do you agree?
thorgal-ev-consent-asked = { $hero } asks { $owners } to share resources.
thorgal-ev-consent-given = { $hero } agrees.
thorgal-ev-consent-refused = { $hero } refuses: the command is withdrawn.
thorgal-verb-consent = Consent
thorgal-mv-paid-by = { $move } (paid by { $hero })
thorgal-payer = { $hero } pays
thorgal-mv-order = Left to right: { $cards }
thorgal-prompt-linked_order = In which order do the Linked enemy cards lie, left to right?
thorgal-verb-order = Order
thorgal-mv-cover = First the space at { $cell }
thorgal-prompt-cover = Which covered space is resolved next?
thorgal-verb-cover = Covered space

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
