# The text board (issue 55, games/thorgal/text_board.py): the whole table in words for a screen reader, part by
# part. Numbers are those of the pictures and the moves: cards 1-7 of the row, columns and rows, dice, wound spaces.

## Headings
thorgal-board-now = Now
thorgal-board-row = Action Row
thorgal-board-fight = Combat
thorgal-board-area = Area { $n } — { $name }
thorgal-board-borders = Borders
thorgal-board-path = Journey path
thorgal-board-display = Item Display
thorgal-board-adventure = Adventure — { $name }
thorgal-board-hero = { $hero } — { $player }
thorgal-board-decks = Decks
thorgal-board-rules = Adventure rules

## Joining parts of a row
thorgal-board-semi = { $a }; { $b }
thorgal-board-then = { $a } { $b }
thorgal-board-numbered = { $n }. { $what }
thorgal-board-rows-of = { $rows } — { $what }
thorgal-board-column = Column { $n }{ $reveal ->
        [yes] { " " }(a tile here reveals the next card)
       *[no] { "" }
    }, rows: { $cells }

## Now
thorgal-board-ended = It lasted until round { $round } of { $rounds }.
thorgal-board-event-phase = Round { $round } of { $rounds }: the Event phase.
thorgal-board-turn = Round { $round } of { $rounds }, turn { $turn } of { $turns }: { $hero } ({ $player }) acts.
thorgal-board-decides = { $hero } ({ $player }) decides: { $question }
thorgal-board-free-tokens = Tokens that may move: { $where }.
thorgal-board-from-out = beside the row ({ $count ->
        [one] 1 token
       *[other] { $count } tokens
    })
thorgal-board-from-cards = under { $n ->
        [one] card
       *[other] cards
    } { $cards }
thorgal-board-card-count = { $n } ({ $count ->
        [one] 1 token
       *[other] { $count } tokens
    })

## The Action row
thorgal-board-card = { $n }. { $action }
thorgal-board-plus = +{ $n }
thorgal-board-also = also { $action }
thorgal-board-in-combat = in Combat, { $what }
thorgal-board-bonus-only = { $what } when it is the only token under the card
thorgal-board-bonus-left = { $what } for each token under the cards to its left
thorgal-board-bonus-under = { $what } for each token under this card
thorgal-board-timing = { $timing ->
        [combat_before_roll] in Combat, before rolling: { $what }
       *[other] also: { $what }
    }
thorgal-board-ready = { $n ->
        [one] 1 token ready
       *[other] { $n } tokens ready
    }
thorgal-board-used = { $n ->
        [one] 1 used token
       *[other] { $n } used tokens
    }
thorgal-board-under = under it: { $tokens }
thorgal-board-under-none = no tokens
thorgal-board-beside = Beside the row (not under a card yet): { $tokens }
thorgal-board-special = special card { $letter }, { $name }: { $text }
thorgal-board-special-waiting = Waiting for a row card: { $special }
thorgal-board-unused = Unused Action cards (outside the row): { $cards }
thorgal-board-fx-upgrade_die = upgrading { $n ->
        [one] 1 die
       *[other] { $n } dice
    }
thorgal-board-fx-reroll = rerolling { $n ->
        [one] 1 die
       *[other] { $n } dice
    }
thorgal-board-fx-critical = a Critical effect on { $n ->
        [one] 1 die
       *[other] { $n } dice
    }
thorgal-board-fx-extra_die = { $n ->
        [one] an extra { $colour } die
       *[other] { $n } extra { $colour } dice
    }
thorgal-board-fx-heal = { $size ->
        [0] healing 1 wound
       *[other] healing a wound of size { $size } or less
    }

## A Combat
thorgal-board-fight-head = { $hero } fights at { $location }
thorgal-board-enemy-card = Enemy card { $name }, { $cols }
thorgal-board-targets = Targets covered: { $covered } of { $n }
thorgal-board-target = a target
thorgal-board-covered = covered
thorgal-board-die-unrolled = Die { $n } ({ $colour }): not rolled yet
thorgal-board-die = Die { $n } ({ $colour }): { $shape }
thorgal-board-die-critical-on = its Critical effect is on
thorgal-board-die-critical = with its Critical effect: { $shape }
thorgal-board-die-placed = placed on { $cols }, { $rows }
thorgal-board-fight-left = Still to use: { $what }
thorgal-board-fight-offers = Extra dice on offer: { $dice }

## The map
thorgal-board-sources = Sources: { $sources }
thorgal-board-no-sources = No sources
thorgal-board-heroes-here = { $heroes } { $n ->
        [one] stands
       *[other] stand
    } here
thorgal-board-area-closed = closed before round { $n }
thorgal-board-area-event = the Event card { $card } acts here
thorgal-board-location = { $name }: { $what }
thorgal-board-read = paragraph read, the Location is closed
thorgal-board-assign = Assign, cost { $cost }
thorgal-board-assign-free = Assign, no cost
thorgal-board-raised = cost raised by { $what }
thorgal-board-assigned = { $what } already assigned
thorgal-board-sacrifice = Sacrifice, a wound ({ $shape })
thorgal-board-combat-none = Combat (no enemies)
thorgal-board-enemies = Combat with { $enemies }
thorgal-board-foe-minor = { $n ->
        [one] a Minor enemy
       *[other] { $n } Minor enemies
    }
thorgal-board-foe-average = { $n ->
        [one] an Average enemy
       *[other] { $n } Average enemies
    }
thorgal-board-foe-powerful = { $n ->
        [one] a Powerful enemy
       *[other] { $n } Powerful enemies
    }
thorgal-board-foe-monstrous = { $n ->
        [one] a Monstrous enemy
       *[other] { $n } Monstrous enemies
    }
thorgal-board-foe-mystic = { $n ->
        [one] a Mystic enemy
       *[other] { $n } Mystic enemies
    }
thorgal-board-blocked = blocked (a Blocked token)
thorgal-board-token-here = the { $name } token lies here
thorgal-board-token-needed = needs the { $name } token
thorgal-board-shared = on the border with Area { $area } ({ $n })

## Borders
thorgal-board-ends = { $a } ({ $na }) — { $b } ({ $nb })
thorgal-board-border = { $ends }: { $what }
thorgal-board-border-named = { $name }, { $ends }: { $what }
thorgal-board-border-kind = { $kind ->
        [red] red,{ " " }
        [blue] blue,{ " " }
       *[normal] { "" }
    }{ $n ->
        [one] 1 Move point
       *[other] { $n } Move points
    }
thorgal-board-border-impassable = impassable
thorgal-board-border-blocked = blocked (a Blocked token)
thorgal-board-toll = a toll of { $cost } at each crossing
thorgal-board-toll-free = no toll now

## The Journey path
thorgal-board-path-cards = On the path: { $cards ->
        [one] 1 Terrain card
       *[other] { $cards } Terrain cards
    } and { $tiles ->
        [0] no tiles yet
        [one] 1 Journey tile
       *[other] { $tiles } Journey tiles
    }; { $deck ->
        [one] 1 card is
       *[other] { $deck } cards are
    } left in the Terrain deck.
thorgal-board-path-last = The last tile lies on { $cols }, { $rows }.
thorgal-board-path-ended = The path has ended: the Terrain deck is empty and a tile covers the last column.
thorgal-board-path-earlier = { $cards ->
        [one] Card 1
       *[other] Cards 1–{ $cards }
    } ({ $cols }), off the picture: { $n ->
        [0] no free spaces to gather from there
       *[other] below, only their free spaces to gather from
    }
thorgal-board-terrain = Card { $n }: { $name }, { $cols }
thorgal-board-penalty-of-red = red penalty: { $what }
thorgal-board-penalty-of-yellow = yellow penalty: { $what }
thorgal-board-penalty-red = { $what } (red penalty)
thorgal-board-penalty-yellow = { $what } (yellow penalty)
thorgal-board-empty = empty
thorgal-board-tile = a tile
thorgal-board-tile-last = the last tile
thorgal-board-gather-token = a Gather token

## The Item Display and the adventure
thorgal-board-item-text = { $name } — { $text }
thorgal-board-rounds = Round track: round { $n } of { $total }
thorgal-board-round-space = Round track, space { $n }: { $text }
thorgal-board-track = { $name }: the marker is on space { $n } of { $max }
thorgal-board-objective = Objective: { $name } — { $done ->
        [yes] done
       *[no] not yet
    }
thorgal-board-event-draw = Drawing Event cards: { $rules }
thorgal-board-event = Event card: { $name } — { $text }
thorgal-board-event-icon = { $name } (the next Event phase): { $text }
thorgal-board-rule = { $name }: { $text }

## The heroes
thorgal-board-hero-area = Stands in Area { $area } ({ $n })
thorgal-board-resources = Resources: { $what }
thorgal-board-threat = Threat: { $n } of { $max }
thorgal-board-dice-yellow = { $n } yellow
thorgal-board-dice-orange = { $n } orange
thorgal-board-dice-red = { $n } red
thorgal-board-combat-track = Combat track: level { $level } of { $top }, dice: { $what }
thorgal-board-combat-next = level { $n } would give { $what } dice
thorgal-board-journey-track = Journey track: level { $level } of { $top }, tiles: { $what }
thorgal-board-journey-next = level { $n } would add { $what }
thorgal-board-skill = Skill { $name } ({ $ready ->
        [yes] ready
       *[no] used
    }): { $text }; refresh: { $cost }
thorgal-board-item = Item: { $what }
thorgal-board-no-items = Items: none
thorgal-board-wound = { $n } — { $shape }
thorgal-board-wounds = Wounds: { $wounds }
thorgal-board-wound-board = Wound board: { $free } of { $all } spaces free (numbered as the wound question numbers them), row by row from the left
thorgal-board-wound-row = Row { $n }: { $cells }
thorgal-board-free-run = free { $a }–{ $b }
thorgal-board-free-list = free { $list }
thorgal-board-wound-run = Wound { $n }{ $size ->
        [1] { "" }
       *[other] { " " }({ $size } spaces)
    }
thorgal-board-hole-run = a gap{ $size ->
        [1] { "" }
       *[other] { " " }({ $size } spaces)
    }

## The decks
thorgal-board-deck = { $deck }: { $n ->
        [one] 1 card
       *[other] { $n } cards
    } in the deck{ $out ->
        [0] { "" }
       *[other] , { $out } discarded
    }
thorgal-board-deck-terrain = Terrain cards
thorgal-board-deck-finding = Findings
thorgal-board-deck-item = Items
thorgal-board-deck-enemy = Enemy cards ({ $strength })
thorgal-board-deck-events = Events — { $name }
