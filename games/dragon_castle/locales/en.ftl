# Zamek Smoków (Dragon Castle) — English catalog. Keys start with "dragon_castle-". Rule IDs (DC-x.y) are appended
# by the bot from GameError.rule.

dragon_castle-title = Dragon Castle
dragon_castle-rules-summary =
    116 Mahjong-style tiles form the Dragon Castle. On your turn do one action: take a pair of identical tiles (the first from the top floor, both with a free left or right side), take one tile and a shrine, discard a tile for 1 VP, or — once only the ground floor is left — Summon the Dragon for a countdown token (2 VP).
    Place taken tiles face up in your 4×4 realm, on empty spaces or face-down tiles without a shrine. Every connected group of 4+ face-up tiles of one type must be consolidated: flip it face down, score 2/3/5/6/8 VP for 4/5/6/7/8 tiles (+1 per tile over 8, +1 for dragons) and build up to 1 shrine (2 on specials) from your pool on it. Shrines score 1/2/3 by level at the end.
    Spirit cards give powers (pay with a face-up realm tile or a pool shrine, once per turn each); Dragon cards give extra end scoring. When the “!” on the countdown track is uncovered, the round is finished and the game ends.
    A turn is a few steps (take, place, merge, shrines, spirits, then confirm); you see your preview and may undo until a step uncovers a castle tile. Others see your turn when you confirm.

## Tiles
dragon_castle-tile-merchant_1 = Merchant 1
dragon_castle-tile-merchant_2 = Merchant 2
dragon_castle-tile-merchant_3 = Merchant 3
dragon_castle-tile-merchant_4 = Merchant 4
dragon_castle-tile-merchant_5 = Merchant 5
dragon_castle-tile-merchant_6 = Merchant 6
dragon_castle-tile-soldier_1 = Soldier 1
dragon_castle-tile-soldier_2 = Soldier 2
dragon_castle-tile-soldier_3 = Soldier 3
dragon_castle-tile-soldier_4 = Soldier 4
dragon_castle-tile-soldier_5 = Soldier 5
dragon_castle-tile-soldier_6 = Soldier 6
dragon_castle-tile-farmer_1 = Farmer 1
dragon_castle-tile-farmer_2 = Farmer 2
dragon_castle-tile-farmer_3 = Farmer 3
dragon_castle-tile-farmer_4 = Farmer 4
dragon_castle-tile-farmer_5 = Farmer 5
dragon_castle-tile-farmer_6 = Farmer 6
dragon_castle-tile-season_spring = Spring
dragon_castle-tile-season_summer = Summer
dragon_castle-tile-season_autumn = Autumn
dragon_castle-tile-season_winter = Winter
dragon_castle-tile-wind_rain = Rain Wind
dragon_castle-tile-wind_storm = Storm Wind
dragon_castle-tile-wind_cloud = Cloud Wind
dragon_castle-tile-wind_snow = Snow Wind
dragon_castle-tile-dragon_red = Red Dragon
dragon_castle-tile-dragon_green = Green Dragon
dragon_castle-tile-dragon_white = White Dragon
dragon_castle-face-down = a face-down tile

## Tile types
dragon_castle-type-merchant = Merchants
dragon_castle-type-soldier = Soldiers
dragon_castle-type-farmer = Farmers
dragon_castle-type-season = Seasons
dragon_castle-type-wind = Winds
dragon_castle-type-dragon = Dragons

## Spirit cards
dragon_castle-spirit-beauty = Spirit of Beauty
dragon_castle-spirit-beauty-text = Consolidate a connected group of 4+ face-up faction tiles with the same number (factions mixed): size VP +1, up to 2 shrines.
dragon_castle-spirit-wind = Spirit of Wind
dragon_castle-spirit-wind-text = You may flip 1 face-up realm tile face down (no VP), then move 1 built shrine onto another face-down tile.
dragon_castle-spirit-strength = Spirit of Strength
dragon_castle-spirit-strength-text = Move 1 or 2 top tiles of your realm (keeping their face) to legal spaces; sets are checked after both moves.
dragon_castle-spirit-elegance = Spirit of Elegance
dragon_castle-spirit-elegance-text = This turn you may take castle tiles with a free short (top or bottom) side; at least one taken tile must need it.
dragon_castle-spirit-deception = Spirit of Deception
dragon_castle-spirit-deception-text = Pair of Tiles: the second tile is any tile next to the first one on the same floor, not necessarily identical or available.
dragon_castle-spirit-change = Spirit of Change
dragon_castle-spirit-change-text = Count 1 face-up special tile as another type for one consolidation of 4+ that it makes possible.
dragon_castle-spirit-faith = Spirit of Faith
dragon_castle-spirit-faith-text = After a consolidation this turn, build 1 extra shrine from your pool on a tile consolidated this turn.
dragon_castle-spirit-depths = Spirit of the Depths
dragon_castle-spirit-depths-text = Pair of Tiles: the second tile need only be of the same type (it must still be available).
dragon_castle-spirit-destruction = Spirit of Destruction
dragon_castle-spirit-destruction-text = Discard 1 available tile from any floor of the castle (no VP).
dragon_castle-spirit-cunning = Spirit of Cunning
dragon_castle-spirit-cunning-text = Consolidate a group of exactly 3 face-up tiles of one type: 2 VP (+1 for dragons), shrines as usual.

## Dragon cards
dragon_castle-dragon-humility = Dragon of Humility
dragon_castle-dragon-humility-text = +1 VP per shrine next to a strictly higher stack.
dragon_castle-dragon-righteousness = Dragon of Righteousness
dragon_castle-dragon-righteousness-text = Best row and best column: +1 VP per shrine in each, +2 VP per line full of shrines.
dragon_castle-dragon-tranquility = Dragon of Tranquility
dragon_castle-dragon-tranquility-text = +1 VP per separate group of spaces whose top tile is face down.
dragon_castle-dragon-bravery = Dragon of Bravery
dragon_castle-dragon-bravery-text = +1 VP per stack higher than all its neighbours.
dragon_castle-dragon-majesty = Dragon of Majesty
dragon_castle-dragon-majesty-text = Sum of your best face-up Soldier, Merchant and Farmer on level 3 or higher.
dragon_castle-dragon-might = Dragon of Might
dragon_castle-dragon-might-text = Per faction, your best connected face-up group's sum vs each neighbour: +2 VP if higher, +1 if equal.
dragon_castle-dragon-knowledge = Dragon of Knowledge
dragon_castle-dragon-knowledge-text = +2 VP per different special symbol among your face-up tiles.
dragon_castle-dragon-harmony = Dragon of Harmony
dragon_castle-dragon-harmony-text = Per axis: +4 VP if your stack heights are symmetric, +2 VP if your shrines are.
dragon_castle-dragon-piety = Dragon of Piety
dragon_castle-dragon-piety-text = +1 VP per shrine next to a face-up Dragon tile.
dragon_castle-dragon-valor = Dragon of Fortitude
dragon_castle-dragon-valor-text = +1 VP per shrine on an edge space of your realm.

## Options
dragon_castle-opt-layout = Castle layout
dragon_castle-opt-layout-standard = the standard board for the player count
dragon_castle-opt-layout-random = a random layout suited to the player count
dragon_castle-opt-layout-standard_2p = Standard 2-player board
dragon_castle-opt-layout-standard_3p = Standard 3-player board
dragon_castle-opt-layout-standard_4p = Standard 4-player board
dragon_castle-opt-layout-four_seasons = Four Seasons
dragon_castle-opt-layout-thousand_towers = Thousand Towers
dragon_castle-opt-layout-barracks = Barracks
dragon_castle-opt-layout-pillars_of_creation = Pillars of Creation
dragon_castle-opt-layout-fortress = Fortress
dragon_castle-opt-layout-fort = Fort
dragon_castle-opt-layout-parade_ground = Parade Ground
dragon_castle-opt-layout-stronghold = Stronghold
dragon_castle-opt-layout-dragon_head = Dragon's Head
dragon_castle-opt-layout-monastery = Monastery
dragon_castle-opt-layout-gates_of_destiny = Gates of Destiny
dragon_castle-opt-layout-forbidden_city = Forbidden City
dragon_castle-opt-spirits = Spirit cards
dragon_castle-opt-spirits-none = none (first games)
dragon_castle-opt-spirits-beginner = random beginner cards
dragon_castle-opt-spirits-random = random cards
dragon_castle-opt-spirits-chosen = the cards listed in spirit_cards
dragon_castle-opt-spirits_count = Number of Spirit cards (1–3)
dragon_castle-opt-spirit_cards = Chosen Spirit cards (ids separated by commas)
dragon_castle-opt-dragons = Dragon cards
dragon_castle-opt-dragons-none = none (first games)
dragon_castle-opt-dragons-beginner = random beginner cards
dragon_castle-opt-dragons-random = random cards
dragon_castle-opt-dragons-chosen = the cards listed in dragon_cards
dragon_castle-opt-dragons_count = Number of Dragon cards (1–3)
dragon_castle-opt-dragon_cards = Chosen Dragon cards (ids separated by commas)
dragon_castle-opt-first = First player (seat number, 0 = random)
dragon_castle-opt-first-0 = random

## Turn stages
dragon_castle-stage-start = start of the turn
dragon_castle-stage-take = take a tile (Spirit of Elegance)
dragon_castle-stage-choose = finish the action
dragon_castle-stage-place = place the tiles
dragon_castle-stage-merge = consolidate the sets
dragon_castle-stage-build = build shrines
dragon_castle-stage-power = resolve the spirit power
dragon_castle-stage-end = spirits or confirm
dragon_castle-stage-confirm = confirm the turn
dragon_castle-stage-over = game over

## Moves
dragon_castle-move-take = Take { $tile } from { $cell }
dragon_castle-move-take-reveal = Take { $tile } from { $cell } (uncovers the tile below: public, no undo)
dragon_castle-move-take-pair = Take { $tile } from { $cell } as the second tile of the pair
dragon_castle-move-take-pair-reveal = Take { $tile } from { $cell } as the second tile of the pair (uncovers the tile below: public, no undo)
dragon_castle-move-summon = Summon the Dragon: take a countdown token (2 VP)
dragon_castle-move-shrine = Keep { $tile } and take a shrine from the supply
dragon_castle-move-discard = Discard { $tile } for 1 VP
dragon_castle-move-place = Place { $tile } on { $cell }
dragon_castle-move-place2 = Place { $tile } on { $a } and { $tile2 } on { $b }
dragon_castle-move-merge = Consolidate the set of { $n } { $type } (at { $cell })
dragon_castle-move-build = Build { $n ->
        [one] a shrine
       *[other] { $n } shrines
    } on { $cells }
dragon_castle-move-build-none = Build no shrine
dragon_castle-move-spirit = { $spirit }, paying with { $pay }
dragon_castle-move-group = Consolidate the group of { $n } (at { $cell })
dragon_castle-move-change = Count { $tile } on { $cell } as { $type } (a set of { $n })
dragon_castle-move-faith = Build the extra shrine on { $cell }
dragon_castle-move-destroy = Destroy { $tile } at { $cell }
dragon_castle-move-destroy-reveal = Destroy { $tile } at { $cell } (uncovers the tile below: public, no undo)
dragon_castle-move-flip = Flip { $tile } on { $cell } face down
dragon_castle-move-wind = Move the shrine from { $a } to { $b }
dragon_castle-move-strength = Move { $tile } from { $a } to { $b }
dragon_castle-move-done = Stop after one move
dragon_castle-move-confirm = Confirm the turn
dragon_castle-move-undo = Undo the last step

## Payments
dragon_castle-pay-pool = a shrine from your pool
    .acc = a shrine from their pool
dragon_castle-pay-tile = { $tile } from { $cell }
    .acc = { $tile } from { $cell }

## Events
dragon_castle-ev-take = { $player } takes { $tile } from { $cell }.
dragon_castle-ev-take-reveal = { $player } takes { $tile } from { $cell }, uncovering { $uncovered }.
dragon_castle-ev-take-pair = { $player } takes { $tile } from { $cell } as the second tile of the pair.
dragon_castle-ev-take-pair-reveal = { $player } takes { $tile } from { $cell } as the second tile of the pair, uncovering { $uncovered }.
dragon_castle-ev-action-shrine = { $player } keeps { $tile } and takes a shrine into the pool (Tile and Shrine; { $supply } left in the supply).
dragon_castle-ev-action-discard = { $player } discards { $tile } for 1 VP.
dragon_castle-ev-summon = { $player } summons the Dragon and takes a countdown token (2 VP; { $left } left).
dragon_castle-ev-summon-none = { $player } summons the Dragon, but no countdown token is left.
dragon_castle-ev-final-round = The “!” is uncovered: the Elder Dragon awakes! Final round — the game ends after { $player }'s turn.
dragon_castle-ev-place = { $player } places { $tile } on { $cell }.
dragon_castle-ev-merge = { $player } consolidates { $n } { $type } ({ $cells }): +{ $vp } VP.
dragon_castle-ev-beauty = { $player } consolidates { $n } tiles numbered { $number } ({ $cells }) with the Spirit of Beauty: +{ $vp } VP.
dragon_castle-ev-cunning = { $player } consolidates { $n } { $type } ({ $cells }) with the Spirit of Cunning: +{ $vp } VP.
dragon_castle-ev-change = { $player } counts { $tile } as { $type } and consolidates { $n } tiles ({ $cells }): +{ $vp } VP.
dragon_castle-ev-build = { $player } builds { $n ->
        [one] a shrine
       *[other] { $n } shrines
    } on { $cells }.
dragon_castle-ev-faith = { $player } builds an extra shrine on { $cell } (Spirit of Faith).
dragon_castle-ev-spirit = { $player } activates the { $spirit }, paying with { $pay-acc }.
dragon_castle-ev-destroy = { $player } destroys { $tile } at { $cell }.
dragon_castle-ev-destroy-reveal = { $player } destroys { $tile } at { $cell }, uncovering { $uncovered }.
dragon_castle-ev-wind-flip = { $player } flips { $tile } on { $cell } face down.
dragon_castle-ev-wind-move = { $player } moves a shrine from { $a } to { $b }.
dragon_castle-ev-strength-move = { $player } moves { $tile } from { $a } to { $b }.
dragon_castle-ev-busy = { $player } is playing their turn (it becomes public when confirmed).
dragon_castle-ev-undo = ↶ Step undone:{ $step }
# (the step's own sentence without its subject, which opens with a space: " discards Merchant 2 for 1 VP.")
dragon_castle-ev-undo-other = ↶ Step undone: { $step }
dragon_castle-ev-undo-step = ↶ The last step is undone.
dragon_castle-ev-next = Next turn: { $player }.
dragon_castle-ev-summon-open = Only the ground floor of the castle remains: Summon the Dragon is now possible.
dragon_castle-ev-game-over = Game over! { $count ->
        [one] { $players } wins
       *[other] Shared victory: { $players }
    } with { $n } VP.

## Prompts
dragon_castle-prompt-start = Your turn: take a tile from the top floor of the castle (or use a spirit, or summon the Dragon when allowed).
dragon_castle-prompt-start-summon = The castle is empty: Summon the Dragon.
dragon_castle-prompt-take = Spirit of Elegance: take a top-floor tile that has a free short side.
dragon_castle-prompt-choose = You hold { $tile }: take an identical second tile, take a shrine, or discard it for 1 VP.
dragon_castle-prompt-place = Place { $tiles } in your realm.
dragon_castle-prompt-merge = A set of 4 or more must be consolidated: choose one of its spaces.
dragon_castle-prompt-build = Build up to { $cap } shrines on the consolidated tiles (or none).
dragon_castle-prompt-end = Use a spirit or confirm your turn (undo is still possible).
dragon_castle-prompt-power-beauty = Spirit of Beauty: choose the group of same-number tiles.
dragon_castle-prompt-power-cunning = Spirit of Cunning: choose the group of 3.
dragon_castle-prompt-power-change = Spirit of Change: choose the special tile and its new type.
dragon_castle-prompt-power-faith = Spirit of Faith: choose a tile consolidated this turn for the extra shrine.
dragon_castle-prompt-power-destruction = Spirit of Destruction: choose an available castle tile to destroy.
dragon_castle-prompt-power-wind = Spirit of Wind: you may flip a face-up tile, then move a shrine.
dragon_castle-prompt-power-strength = Spirit of Strength: move a top tile of your realm.
dragon_castle-prompt-power-strength-second = Spirit of Strength: move a second tile, or stop.
dragon_castle-prompt-spirit-card = Which spirit?
dragon_castle-prompt-spirit-pay = { $spirit }: pay with a face-up realm tile or a pool shrine.
dragon_castle-prompt-take-first = Which castle tile? (top floor, free left or right side)
dragon_castle-prompt-take-second = Which castle tile as the second of the pair?
dragon_castle-prompt-place-cell = Where does { $tile } go?
dragon_castle-prompt-place-cell-second = Where does the second { $tile } go?
dragon_castle-prompt-build-cell = On which tile?
dragon_castle-prompt-faith-cell = On which tile consolidated this turn?
dragon_castle-prompt-merge-cell = Which set?
dragon_castle-prompt-group-cell = Which group?
dragon_castle-prompt-destroy-cell = Which castle tile?
dragon_castle-prompt-flip-cell = Which tile to flip face down?
dragon_castle-prompt-change-cell = Which special tile?
dragon_castle-prompt-change-type = Count it as which type?
dragon_castle-prompt-move-shrine-from = Move the shrine from which space?
dragon_castle-prompt-move-tile-from = Move the top tile of which space?
dragon_castle-prompt-move-to = From { $cell } to which space?

## Step buttons
dragon_castle-token-take = Take a tile
dragon_castle-token-summon = Summon the Dragon
dragon_castle-token-spirit = Use a spirit
dragon_castle-token-shrine = Tile and shrine
dragon_castle-token-discard = Discard (1 VP)
dragon_castle-token-place = Place
dragon_castle-token-merge = Consolidate
dragon_castle-token-build = Build shrines
dragon_castle-token-group = Choose the group
dragon_castle-token-change = Change a tile
dragon_castle-token-destroy = Destroy a tile
dragon_castle-token-flip = Flip a tile
dragon_castle-token-move = Move
dragon_castle-token-done = Stop
dragon_castle-token-confirm = ✔ Confirm the turn
dragon_castle-token-undo = ↶ Undo
dragon_castle-token-castle = { $cell }: { $tile } (floor { $floor })
dragon_castle-token-realm-up = { $cell }: { $tile } (level { $h })
dragon_castle-token-realm-down = { $cell }: face down (level { $h })
dragon_castle-token-realm-shrine = { $cell }: shrine (level { $h })
dragon_castle-token-realm-empty = { $cell }: empty

## Summaries and scores
dragon_castle-private-pending = Your turn in progress: { $n ->
        [one] 1 step
       *[other] { $n } steps
    } not public yet (undo possible). Next: { $stage }.
dragon_castle-summary-ongoing = Round { $round }; { $tiles } tiles left in the castle.
dragon_castle-summary-over = { $count ->
        [one] { $players } wins
       *[other] Shared victory: { $players }
    } with { $n } VP.
dragon_castle-score-merges = Consolidations
dragon_castle-score-spirits = Spirit consolidations
dragon_castle-score-discards = Discards
dragon_castle-score-shrines = Shrines
dragon_castle-score-tokens = Countdown tokens
dragon_castle-score-dragons = Dragon cards
dragon_castle-score-total = Total
dragon_castle-score-tiebreak = Tie-breaks: face-down spaces { $down }, shrines { $shrines }

## Errors
dragon_castle-err-players = Dragon Castle is for { $min }–{ $max } players, not { $players }.
dragon_castle-err-first = The first player must be a seat from 1 to { $players } (or 0 for random), not { $first }.
dragon_castle-err-cards-missing = With { $option }=chosen, list the cards in { $cards } (e.g. { $cards }=elegance,faith).
dragon_castle-err-cards-not-chosen = { $cards } is used only with { $option }=chosen.
dragon_castle-err-cards-too-many = At most { $max } cards may be listed in { $cards }.
dragon_castle-err-syntax = “{ $move }” is not a complete step. Pick one from the list.
dragon_castle-err-unknown-verb = “{ $move }” is not a step of Dragon Castle.
dragon_castle-err-castle-cell = “{ $cell }” is not a castle space (columns A–P, rows 1–10, e.g. F4).
dragon_castle-err-realm-cell = “{ $cell }” is not a realm space (a1 to d4).
dragon_castle-err-cell-empty = There is no tile at { $cell }.
dragon_castle-err-not-top-floor = The tile at { $cell } is on floor { $floor }; the first tile must come from the top floor ({ $top }).
dragon_castle-err-not-available = The tile at { $cell } is not available: its left and right sides are both blocked.
dragon_castle-err-short-side = The tile at { $cell } has no free short side, even the Spirit of Elegance cannot take it.
dragon_castle-err-elegance-unused = The tile at { $cell } is available anyway: with the Spirit of Elegance active this tile must be one only the spirit lets you take.
dragon_castle-err-not-identical = The tile at { $cell } is not identical to { $tile }.
dragon_castle-err-not-same-type = The tile at { $cell } is not of the same type as { $tile }.
dragon_castle-err-not-adjacent = The tile at { $cell } is not next to { $first } on the same floor.
dragon_castle-err-realm-full = Your realm has no room for { $n ->
        [one] the tile
       *[other] { $n } tiles
    } (an empty space or a face-down tile without a shrine is needed for each).
dragon_castle-err-supply-empty = The common supply has no shrine left.
dragon_castle-err-pair-only = This turn's spirit allows only a Pair of Tiles: take the second tile.
dragon_castle-err-must-summon = The castle is empty: the only action left is Summon the Dragon.
dragon_castle-err-summon-not-allowed = Summon the Dragon is possible only when one floor of the castle is left (now { $top }).
dragon_castle-err-action-done = You have already done your action this turn.
dragon_castle-err-take-tile-first = Take a tile from the castle first.
dragon_castle-err-take-first = The Spirit of Elegance is active: take your tile now.
dragon_castle-err-choose-first = Finish your action first: take a second identical tile, take a shrine, or discard the tile.
dragon_castle-err-place-first = Place the tiles you took first.
dragon_castle-err-merge-first = A set of 4 or more must be consolidated first.
dragon_castle-err-build-first = Decide on the shrines for the consolidated set first (building none is allowed).
dragon_castle-err-power-first = Finish the spirit power first.
dragon_castle-err-no-action = Do your action first (take a tile, or summon the Dragon).
dragon_castle-err-nothing-to-place = You have no tile to place.
dragon_castle-err-place-count = Name one space for each taken tile ({ $n }).
dragon_castle-err-same-dest = The two tiles must go to two different spaces.
dragon_castle-err-dest-face-up = { $cell } has a face-up tile: nothing may be put on it.
dragon_castle-err-dest-shrine = { $cell } has a shrine: nothing may be put on it.
dragon_castle-err-no-set = There is no set of 4 or more to consolidate.
dragon_castle-err-not-in-set = { $cell } is not part of a set of 4 or more.
dragon_castle-err-merge-first-cell = Name the set by its first space, { $first } ({ $cell } belongs to the same set).
dragon_castle-err-no-build = Shrines can be built only right after a consolidation.
dragon_castle-err-shrine-cap = This set takes at most { $cap ->
        [one] one shrine
       *[other] { $cap } shrines
    }.
dragon_castle-err-not-enough-shrines = Your pool has only { $n ->
        [one] one shrine
       *[other] { $n } shrines
    }.
dragon_castle-err-one-shrine = At most one shrine per space.
dragon_castle-err-shrine-not-on-set = { $cell } is not a tile of this consolidation.
dragon_castle-err-faith-cell = { $cell } is not a tile consolidated this turn without a shrine.
dragon_castle-err-spirit-unknown = There is no spirit called “{ $spirit }”.
dragon_castle-err-spirit-not-in-play = The { $spirit } is not in this game.
dragon_castle-err-spirit-used = The { $spirit } has already been used this turn.
dragon_castle-err-spirit-timing = The { $spirit } cannot be used at this point of the turn.
dragon_castle-err-faith-timing = The { $spirit } can only be used after you have consolidated a set this turn.
dragon_castle-err-cannot-pay = “{ $pay }” cannot pay: give a face-up tile of your realm or a shrine from your pool.
dragon_castle-err-power-no-effect = The { $spirit } would have no effect now (after the payment), so it cannot be activated.
dragon_castle-err-no-power = No spirit power is being resolved.
dragon_castle-err-power-step = This step does not belong to the { $spirit }.
dragon_castle-err-no-group = { $cell } is not in a group this spirit can consolidate.
dragon_castle-err-type = “{ $type }” is not a tile type ({ $types }).
dragon_castle-err-change-special = { $cell } does not hold a face-up special tile.
dragon_castle-err-change-same = Choose a type different from the tile's own.
dragon_castle-err-wind-flip-once = The Spirit of Wind flips at most one tile.
dragon_castle-err-not-face-up = { $cell } has no face-up tile.
dragon_castle-err-no-shrine-there = There is no shrine on { $cell }.
dragon_castle-err-shrine-target = A shrine can move only onto another face-down tile without a shrine, and { $cell } is not one.
dragon_castle-err-move-same-space = A tile or shrine must move to a different space.
dragon_castle-err-realm-empty = { $cell } is empty.
dragon_castle-err-move-shrine-tile = The tile on { $cell } carries a shrine and cannot be moved.
dragon_castle-err-move-same-tile = This tile has already been moved by the Spirit of Strength.
dragon_castle-err-move-first = Move at least one tile first.
dragon_castle-err-undo-nothing = Nothing to undo: this turn has no step yet.
dragon_castle-err-undo-public = Nothing to undo: a castle tile was uncovered, so the turn so far is public and stays.

## Custom layouts (DC-13.6)
dragon_castle-opt-layout-custom = custom layout (the grid option)
dragon_castle-opt-grid = Custom castle grid (with layout=custom): 10 rows of 16 heights 0–3 separated by /, summing to 116
dragon_castle-err-grid-missing = With layout=custom, give the castle in the grid option: 10 rows of 16 digits 0–3 (0 = no stack) separated by “/”, heights adding up to 116.
dragon_castle-err-grid-not-custom = The grid option is used only with layout=custom (now layout={ $layout }).
dragon_castle-err-grid-rows = The grid needs { $need } rows of { $cols } digits separated by “/”, not { $rows } { $rows ->
        [one] row
       *[other] rows
    }.
dragon_castle-err-grid-row-length = Row { $row } of the grid has { $length } { $length ->
        [one] character
       *[other] characters
    }; every row needs { $cols } (columns A–P).
dragon_castle-err-grid-char = The grid has “{ $char }” at { $cell }; only heights 0–3 are allowed (0 = no stack).
dragon_castle-err-grid-sum = The grid's heights add up to { $sum }; they must add up to exactly { $tiles }, one per tile.
dragon_castle-warn-ground-floor = The ground floor has { $ground } tiles; for { $players } players the rulebook recommends { $min }–{ $max } (advice only).
dragon_castle-warn-long-rows = { $count ->
        [one] { $count } row ({ $rows }) has
       *[other] { $count } rows ({ $rows }) have
    } { $run } or more adjacent stacks on the upper floors: few of their tiles will be available (advice only).
dragon_castle-tie-why = { $what } { $why }.
dragon_castle-tie-down = Tied on points with { $others }: face-down spaces decide ({ $a } to { $b })
dragon_castle-tie-shrines = Tied on points and face-down spaces with { $others }: built shrines decide ({ $a } to { $b })
dragon_castle-ev-undo-pair = ↶ Step undone: both tiles ({ $tile }) come off { $a } and { $b } and wait to be placed again.
