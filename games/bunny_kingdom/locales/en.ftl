# Królestwo Królików (Bunny Kingdom) — English catalog. Keys start with "bunny_kingdom-". Rule IDs (BK-x.y) are
# appended by the bot from GameError.rule.

bunny_kingdom-title = Bunny Kingdom
bunny_kingdom-rules-summary =
    Four rounds. Each round everyone gets a hand of exploration cards; at every pick all players secretly choose 2 cards at once, pass the rest to a neighbour (right in rounds 1 and 3, left in 2 and 4), and then the chosen cards are revealed and played together.
    Territory cards put your rabbit on that square; building cards (cities, farms, sky towers, camps) are placed later; parchments are secret until the end; Provisions draw and play 2 more cards.
    With 2 players each pick is one card played and one discarded face down, and a random card from your reserve joins your hand before every pick.
    After exploration comes construction: camps first, in number order, on unoccupied squares; then everyone secretly plans their buildings on their own squares (strength-3 cities and luxury farms only on their terrain; a sky tower joins two of your fiefs).
    Harvest: every fief (your connected squares; lava separates) scores strength (its cities) × wealth (its different resources).
    After round 4 parchments are revealed and scored; the highest total wins, ties share the win.
    Squares are typed as a1 … j10: row letter a–j (a at the top), then column 1–10.

## Terrains, resources, directions, phases
bunny_kingdom-terrain-sea = sea
bunny_kingdom-terrain-forest = forest
bunny_kingdom-terrain-field = field
bunny_kingdom-terrain-plains = plains
bunny_kingdom-terrain-mountain = mountain
bunny_kingdom-terrain-city = city
bunny_kingdom-res-fish = fish
bunny_kingdom-res-wood = wood
bunny_kingdom-res-carrots = carrots
bunny_kingdom-res-mushrooms = mushrooms
bunny_kingdom-res-gold = gold
bunny_kingdom-res-pearls = pearls
bunny_kingdom-res-spices = spices
bunny_kingdom-res-diamonds = diamonds
bunny_kingdom-res-copper = copper
bunny_kingdom-res-iron = iron
bunny_kingdom-dir-right = to the right
bunny_kingdom-dir-left = to the left
bunny_kingdom-phase-pick = exploration
bunny_kingdom-phase-camp = construction (camps)
bunny_kingdom-phase-build = construction
bunny_kingdom-phase-universal = harvest (universal farms)
bunny_kingdom-phase-copy = final scoring (copy cards)
bunny_kingdom-phase-game_over = game over
bunny_kingdom-none = none
bunny_kingdom-square = { $square } ({ $terrain })

## Cards
bunny_kingdom-card-territory = { $square } ({ $terrain })
bunny_kingdom-card-count = { $n }× { $card }
bunny_kingdom-card-city = City (strength { $strength })
bunny_kingdom-card-camp = Camp { $number }
bunny_kingdom-card-parchment-hidden = a parchment
bunny_kingdom-card-parchments-hidden = { $n } { $n ->
        [one] parchment
       *[other] parchments
    }
## Card names (generated from components.json)
bunny_kingdom-card-fac-wood = Wood Farm
bunny_kingdom-card-fac-fish = Fish Farm
bunny_kingdom-card-fac-carrots = Carrot Farm
bunny_kingdom-card-fac-univ = Universal Farm
bunny_kingdom-card-fac-pearls = Pearl Farm
bunny_kingdom-card-fac-mushrooms = Mushroom Farm
bunny_kingdom-card-fac-spices = Spice Farm
bunny_kingdom-card-fac-gold = Gold Mine
bunny_kingdom-card-fac-diamonds = Diamond Mine
bunny_kingdom-card-fac-copper = Copper Mine
bunny_kingdom-card-fac-iron = Iron Mine
bunny_kingdom-card-sky-blue = Sky Tower (blue)
bunny_kingdom-card-sky-green = Sky Tower (green)
bunny_kingdom-card-sky-black = Sky Tower (black)
bunny_kingdom-card-prov = Provisions
bunny_kingdom-card-royal-ring = Royal Ring
bunny_kingdom-card-royal-coat = Royal Coat
bunny_kingdom-card-royal-scepter = Royal Scepter
bunny_kingdom-card-royal-chalice = Royal Chalice
bunny_kingdom-card-royal-crown = Royal Crown
bunny_kingdom-card-royal-carrot = Royal Carrot
bunny_kingdom-card-left-glove = Left Glove
bunny_kingdom-card-right-glove = Right Glove
bunny_kingdom-card-bureaucrat = Bureaucrat
bunny_kingdom-card-burgomaster = Burgomaster
bunny_kingdom-card-diplomat = Diplomat
bunny_kingdom-card-explorer = Explorer
bunny_kingdom-card-carpenter = Carpenter
bunny_kingdom-card-master-carpenter = Master Carpenter
bunny_kingdom-card-woodland-king = Woodland King
bunny_kingdom-card-fisher = Fisher
bunny_kingdom-card-master-fisher = Master Fisher
bunny_kingdom-card-fisher-king = Fisher King
bunny_kingdom-card-farmer = Farmer
bunny_kingdom-card-master-farmer = Master Farmer
bunny_kingdom-card-carrot-king = Carrot King
bunny_kingdom-card-merchant = Merchant
bunny_kingdom-card-master-of-mountains = Master of the Mountains
bunny_kingdom-card-carrotistador = Carrotistador
bunny_kingdom-card-harecingetorix = Harecingetorix
bunny_kingdom-card-hunny-king = Hun-ny King
bunny_kingdom-card-bun-shee = Bun-Shee
bunny_kingdom-card-barbarian = PanPan the Barbarian
bunny_kingdom-card-colonist = Colonist
bunny_kingdom-card-king-of-thieves = King of Thieves
bunny_kingdom-card-matriarch = Matriarch
bunny_kingdom-card-little-prince = Little Prince
bunny_kingdom-card-treasure-guardian = Treasure Guardian
bunny_kingdom-card-treasure-hunter = Treasure Hunter
bunny_kingdom-card-right-copy = Liberal
bunny_kingdom-card-left-copy = Socialist
bunny_kingdom-card-opportunist = Opportunist

## Parchment effects (BK-13.11)
bunny_kingdom-desc-royal-ring = Treasure: 1 point.
bunny_kingdom-desc-royal-coat = Treasure: 2 points.
bunny_kingdom-desc-royal-scepter = Treasure: 3 points.
bunny_kingdom-desc-royal-chalice = Treasure: 4 points.
bunny_kingdom-desc-royal-crown = Treasure: 5 points.
bunny_kingdom-desc-royal-carrot = Treasure: 6 points.
bunny_kingdom-desc-left-glove = Treasure: 1 point, or 4 if you also have the Right Glove (own or copied).
bunny_kingdom-desc-right-glove = Treasure: 1 point, or 4 if you also have the Left Glove (own or copied).
bunny_kingdom-desc-bureaucrat = 1 point per parchment you own, this one included (copies add nothing).
bunny_kingdom-desc-burgomaster = 1 point per city on your territories, whatever its strength.
bunny_kingdom-desc-diplomat = 1 point per territory you control on the edge of the board.
bunny_kingdom-desc-explorer = 3 points per corner territory you control (A1, A10, J1, J10).
bunny_kingdom-desc-carpenter = 1 point per unit of wood you produce.
bunny_kingdom-desc-master-carpenter = 2 points per unit of wood you produce.
bunny_kingdom-desc-woodland-king = 20 points if you produce at least 7 wood.
bunny_kingdom-desc-fisher = 1 point per unit of fish you produce.
bunny_kingdom-desc-master-fisher = 2 points per unit of fish you produce.
bunny_kingdom-desc-fisher-king = 20 points if you produce at least 7 fish.
bunny_kingdom-desc-farmer = 1 point per carrot you produce.
bunny_kingdom-desc-master-farmer = 2 points per carrot you produce.
bunny_kingdom-desc-carrot-king = 15 points if you produce at least 5 carrots.
bunny_kingdom-desc-merchant = 3 points per luxury resource you produce.
bunny_kingdom-desc-master-of-mountains = 2 points per mountain territory you control.
bunny_kingdom-desc-carrotistador = 4 points per fief of 3 or more territories.
bunny_kingdom-desc-harecingetorix = 1 point per fief.
bunny_kingdom-desc-hunny-king = 12 points if you have at least 10 fiefs.
bunny_kingdom-desc-bun-shee = 2 points per city in your fiefs that produce no resource.
bunny_kingdom-desc-barbarian = 2 points per territory without a city that produces nothing (plains or mountains without a farm).
bunny_kingdom-desc-colonist = 3 points per camp card you have played.
bunny_kingdom-desc-king-of-thieves = 12 points if you have at least 9 cities.
bunny_kingdom-desc-matriarch = 12 points if nobody controls more territories than you (a tie counts).
bunny_kingdom-desc-little-prince = Your fiefs are harvested once more, except one with the highest value.
bunny_kingdom-desc-treasure-guardian = 3 points per treasure you hold (own or copied).
bunny_kingdom-desc-treasure-hunter = Your treasures score again: their total value once more.
bunny_kingdom-desc-right-copy = Copies one parchment of your right-hand neighbour (not a copy card), scored for your kingdom.
bunny_kingdom-desc-left-copy = Copies one parchment of your left-hand neighbour (not a copy card), scored for your kingdom.
bunny_kingdom-desc-opportunist = 10 points if exactly one player has a higher score than you (scored last).

## Moves
bunny_kingdom-move-pick = Play { $first } and { $second }
bunny_kingdom-move-play = Play { $play }, discard { $discard }
bunny_kingdom-move-camp = Camp { $number } → { $square }
bunny_kingdom-move-camp-keep = Keep camp { $number } for a later round
bunny_kingdom-move-build = Plan { $card } on { $square }
bunny_kingdom-move-build-sky = Plan { $card } joining { $a } and { $b }
bunny_kingdom-move-undo = Undo the last planned placement
bunny_kingdom-move-done = Done: submit my construction plan
bunny_kingdom-move-universal = Universal farm on { $square } → { $resource } (fief harvest { $points })
bunny_kingdom-move-copy = { $card } copies { $target }

## Step-by-step prompts
bunny_kingdom-prompt-pick = Pick { $pick } (round { $round }): choose 2 cards of your hand to play. You can change your choice until everyone has picked.
bunny_kingdom-prompt-play = Pick { $pick } (round { $round }): choose 1 card to play and 1 to discard face down. You can change your choice until both have picked.
bunny_kingdom-prompt-pick-first = Which card do you play first?
bunny_kingdom-prompt-pick-second = Which card do you play with { $first }?
bunny_kingdom-prompt-play-card = Which card do you play?
bunny_kingdom-prompt-discard = Which card do you discard face down (you play { $play })?
bunny_kingdom-prompt-camp = Camp { $number }: place it on an unoccupied square, or keep it for later.
bunny_kingdom-prompt-camp-number = Which camp?
bunny_kingdom-prompt-camp-square = Where does camp { $number } go (or keep it)?
bunny_kingdom-prompt-build = Construction: plan your buildings one at a time, then choose “Done”. Others see your buildings only when everybody is done.
bunny_kingdom-prompt-build-card = Which building?
bunny_kingdom-prompt-build-square = On which of your squares does { $card } go?
bunny_kingdom-prompt-build-square2 = { $card }: which square is linked with { $square }?
bunny_kingdom-prompt-universal = Harvest: choose what each of your universal farms produces this time (wood, fish or carrots).
bunny_kingdom-prompt-universal-square = Which universal farm?
bunny_kingdom-prompt-universal-resource = What does the farm on { $square } produce this harvest?
bunny_kingdom-prompt-copy = Final scoring: choose the parchment your copy card copies.
bunny_kingdom-prompt-copy-card = Which copy card?
bunny_kingdom-prompt-copy-target = What does { $card } copy?

## Step button labels
bunny_kingdom-token-verb-pick = Choose 2 cards
bunny_kingdom-token-verb-play = Play and discard
bunny_kingdom-token-verb-camp = Camp
bunny_kingdom-token-verb-build = Plan a building
bunny_kingdom-token-verb-undo = Undo
bunny_kingdom-token-verb-done = Done
bunny_kingdom-token-verb-universal = Universal farm
bunny_kingdom-token-verb-copy = Copy a parchment
bunny_kingdom-token-verb-discard = Discard…
bunny_kingdom-token-keep = Keep it
bunny_kingdom-token-resource = { $resource } (fief: { $points })

## Events
bunny_kingdom-ev-round = Round { $round } of 4: everyone gets { $n } exploration cards{ $reserve ->
        [0] {""}
       *[other] {" "}and { $reserve } face-down reserve cards
    }. This round hands pass { $direction }.
    .line = new
bunny_kingdom-ev-reserve = Pick { $pick }: everyone adds a random card from their reserve to their hand.
    .line = new
bunny_kingdom-ev-reserve-private = From your reserve: { $card }.
bunny_kingdom-ev-auto-pick = Pick { $pick }: the last two cards of every hand are played automatically.
bunny_kingdom-ev-picked = { $player } has picked ({ $done }/{ $total }; still to pick: { $waiting }).
bunny_kingdom-ev-you-picked = You can still change your pick until { $players ->
        [2] both of you have picked
       *[other] everyone has picked
    }.
bunny_kingdom-ev-you-changed = Pick changed; you can change it until { $players ->
        [2] both of you have picked
       *[other] everyone has picked
    }.
bunny_kingdom-ev-pick-changed = { $player } has changed their pick.
bunny_kingdom-ev-reveal = The cards of pick { $pick } (round { $round }) are revealed.
    .line = new
bunny_kingdom-ev-plays = { $player }: { $cards }.
    .line = new
bunny_kingdom-ev-plays-2p = { $player }: { $cards }; one card discarded face down.
    .line = new
bunny_kingdom-ev-territory = { $player } puts a rabbit on { $card }.
bunny_kingdom-ev-camp-evicted = { $player } plays the card of { $square }: camp { $number } of { $victim } is removed and the square changes hands.
bunny_kingdom-ev-camp-own = { $player } plays the card of { $square }: their own camp { $number } is removed and the rabbit stays.
bunny_kingdom-ev-gain-building = { $player } gets { $card } to build later.
bunny_kingdom-ev-gain-parchment = { $player } gets a secret parchment (now { $n }).
bunny_kingdom-ev-gain-parchment-private = Your new parchment: { $card } — { $desc }
bunny_kingdom-ev-provisions = { $player } plays Provisions: draws and plays { $cards }.
    .line = new
bunny_kingdom-ev-pass = The other { $n } { $n ->
        [one] card
       *[other] cards
    } of each hand are passed { $direction }.
    .line = new
bunny_kingdom-ev-camp-ask = Construction: { $player } may place camp { $number } on an unoccupied square or keep it.
    .line = new
bunny_kingdom-ev-camp-place = { $player } places camp { $number } on { $square }.
bunny_kingdom-ev-camp-keep = { $player } keeps camp { $number } for a later round.
bunny_kingdom-ev-build-start = Construction: { $players } { $count ->
        [one] plans their buildings
       *[other] plan their buildings
    } in secret; everything is built when all are done.
    .line = new
bunny_kingdom-ev-planned = Planned: { $card } on { $squares }. Choose “Done” when your plan is complete.
bunny_kingdom-ev-unplanned = Removed from your plan: { $card } on { $squares }.
bunny_kingdom-ev-build-reopen = { $player } reopens their construction plan.
bunny_kingdom-ev-plan-changed = { $player } is working on their construction plan.
bunny_kingdom-ev-build-done = { $player } has finished planning.
bunny_kingdom-ev-build-done-private = Your plan ({ $n } { $n ->
        [one] placement
       *[other] placements
    }) is submitted. You can still change it until everyone is done.
bunny_kingdom-ev-built = New buildings — { $player }: { $items }.
    .line = new
bunny_kingdom-built-item = { $card } on { $squares }
bunny_kingdom-and = { $head } and { $last }
bunny_kingdom-ev-universal-ask = Harvest: { $players } { $count ->
        [one] chooses
       *[other] choose
    } the resource of their universal farms.
    .line = new
bunny_kingdom-ev-universal-private = Your universal farm on { $square } will produce { $resource }. You can change this until everyone has chosen.
bunny_kingdom-ev-universal-chosen = { $player } has chosen the resource of the universal farm on { $square }.
bunny_kingdom-ev-universal-changed = { $player } has changed the choice for the universal farm on { $square }.
bunny_kingdom-ev-universal-reveal = The universal farm of { $player } on { $square } produces { $resource }.
bunny_kingdom-ev-harvest = Harvest — { $player }: { $n } { $n ->
        [one] point
       *[other] points
    } ({ $fiefs }); total { $total }.
    .line = new
bunny_kingdom-fief-line = fief { $square } ({ $size } sq.): { $strength } × { $wealth } = { $points }
bunny_kingdom-ev-parchments-reveal = { $player } reveals their parchments: { $cards }.
    .line = new
bunny_kingdom-ev-copy-nothing = { $card } of { $player } has nothing to copy and scores 0.
bunny_kingdom-ev-copy-ask = { $players } { $count ->
        [one] chooses
       *[other] choose
    } what their copy cards copy.
bunny_kingdom-ev-copy-private = { $card } will copy { $target }. You can change this until everyone has chosen.
bunny_kingdom-ev-copy-chosen = { $player } has chosen what { $card } copies.
bunny_kingdom-ev-copy-changed = { $player } has changed what { $card } copies.
bunny_kingdom-ev-copy-reveal = { $card } of { $player } copies { $target }.
bunny_kingdom-parchment-points = { $card } { $n }
bunny_kingdom-ev-final-player = { $player }: harvests { $harvest } + parchments { $parchments } ({ $items }) = { $total }.
    .line = new
bunny_kingdom-ev-game-over = Game over! { $count ->
        [one] The winner is
       *[other] Shared victory:
    } { $players } with { $n } { $n ->
        [one] point
       *[other] points
    }.

## Private summary (DMs, /hand)
bunny_kingdom-private-pick = Your hand ({ $n }): { $cards }.
    Your pick: { $pick }.
    Parchments: { $parchments }.
bunny_kingdom-private-with-passed = { $line }
    You passed on: { $passed }.
bunny_kingdom-private-no-pick = not chosen yet
bunny_kingdom-pick-2p = play { $play }, discard { $discard }
bunny_kingdom-pick-3p = { $first } and { $second }
bunny_kingdom-private-build = Your plan: { $plan }.
    Your buildings: { $unbuilt }.
    Parchments: { $parchments }.
bunny_kingdom-plan-item = { $card } → { $squares }
bunny_kingdom-private-other = Buildings to place: { $unbuilt }.
    Parchments: { $parchments }.

## Result
bunny_kingdom-summary-over = { $players } { $count ->
        [one] wins
       *[other] share the victory
    } with { $n } { $n ->
        [one] point
       *[other] points
    }.
bunny_kingdom-summary-ongoing = Round { $round } of 4 — { $phase }.

## Errors
bunny_kingdom-err-players = Bunny Kingdom is for { $min }–{ $max } players, not { $players }.
bunny_kingdom-err-syntax = “{ $move }” is incomplete or has extra parts. Choose a move from the list offered by /play.
bunny_kingdom-err-unknown-verb = “{ $move }” is not a Bunny Kingdom move. Moves are pick, play, camp, build, undo, done, universal and copy.
bunny_kingdom-err-phase = “{ $verb }” is not possible now: the game is in { $phase }.
bunny_kingdom-err-pick-2p = With 2 players you play one card and discard one: play <card> discard <card>.
bunny_kingdom-err-play-3p = With 3 or 4 players you play two cards: pick <card> <card>.
bunny_kingdom-err-wrong-card-count = Choose exactly two different cards of your hand.
bunny_kingdom-err-card-not-in-hand = “{ $card }” is not in your hand.
bunny_kingdom-err-not-your-decision = This decision is not yours now (or you have already submitted it).
bunny_kingdom-err-camp-out-of-order = Camps are placed in number order: camp { $current } is being decided now, not “{ $number }”.
bunny_kingdom-err-square-unknown = “{ $square }” is not a square: squares are a1 … j10 (row letter a–j, then column 1–10), in lowercase.
bunny_kingdom-err-square-not-unoccupied = { $square } is not unoccupied: a camp needs a square with no rabbit and no building.
bunny_kingdom-err-nothing-to-undo = Your construction plan is empty: there is nothing to undo.
bunny_kingdom-err-camp-in-build = Camps are placed in the camp step at the start of construction, not with “build”.
bunny_kingdom-err-card-not-owned = You have no “{ $card }” to use here.
bunny_kingdom-err-card-planned = “{ $card }” is already in your plan (on { $squares }); undo that step to build it elsewhere.
bunny_kingdom-err-card-unknown = There is no card “{ $card }”: choose one of the buildings offered.
bunny_kingdom-err-build-squares = { $n ->
        [one] This building goes on exactly one square.
       *[other] A sky tower needs exactly two squares.
    }
bunny_kingdom-err-square-not-controlled = You do not control { $square }: buildings go only on your own squares.
bunny_kingdom-err-square-has-building = { $square } already has a building: a square holds at most one.
bunny_kingdom-err-terrain-mismatch = This building cannot stand on { $square }: it needs { $terrain }.
bunny_kingdom-err-sky-same-square = Both sky tower tokens cannot go on { $square }: choose two different squares.
bunny_kingdom-err-sky-same-fief = { $a } and { $b } are already in the same fief: a sky tower joins two different fiefs.
bunny_kingdom-err-not-a-basic-resource = A universal farm produces wood, fish or carrots, not “{ $resource }”.
bunny_kingdom-err-copy-target-invalid = Your copy card cannot copy “{ $card }”: choose a parchment of the right neighbour (Liberal) or the left neighbour (Socialist) that is not a copy card.
bunny_kingdom-col-round = R{ $n }
bunny_kingdom-col-parchments = Parchments
bunny_kingdom-col-total = Total
