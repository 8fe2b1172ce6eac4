# Smoki (Dragons) — English catalog. Keys start with "dragons-". Rule IDs are appended by the bot from GameError.rule.

dragons-title = Dragons (Smoki)
dragons-rules-summary =
    Each player has a dream of 6 face-down cards in two rows (slots 1–3 on top, 4–6 below); nobody may look at them.
    At the start of a round everyone secretly picks one card to turn face up.
    On your turn take the top card of open pile A or B, or draw blind (a drawn card may also go straight onto a pile).
    A card you keep replaces any card of your dream, face up; the removed card goes on an open pile.
    Raven Circle (10): the removed card travels round the table into the same slot of every dream. Raven Nest (9): you may swap two of your cards. Reflection: copies a row neighbour. Raven Attack (9, module): you may swap a card with another player.
    Two equal cards in a column score 0. When a dream is fully face up the round ends; lowest score takes a dragon token — 3 tokens win.

## Cards
dragons-card-dragon_m2 = −2
dragons-card-dragon_0 = 0
dragons-card-dragon_1 = 1
dragons-card-dragon_2 = 2
dragons-card-dragon_3 = 3
dragons-card-dragon_4 = 4
dragons-card-dragon_5 = 5
dragons-card-dragon_6 = 6
dragons-card-dragon_7 = 7
dragons-card-dragon_8 = 8
dragons-card-raven_circle = Raven Circle (10)
dragons-card-reflection = Reflection in the Water
dragons-card-raven_nest = Raven Nest (9)
dragons-card-raven_attack = Raven Attack (9)

## Options
dragons-opt-mode = Scoring
dragons-opt-mode-tokens = dragon tokens (first to 3 wins)
dragons-opt-mode-points = points up to a target (lowest total wins)
dragons-opt-mode-rounds = fixed number of rounds (lowest total wins)
dragons-opt-target = Target total (points mode)
dragons-opt-rounds = Number of rounds (rounds mode)
dragons-opt-piles = Open piles
dragons-opt-piles-2 = two (A and B)
dragons-opt-piles-1 = one (A)
dragons-opt-attack = Raven Attack module
dragons-opt-attack-on = on
dragons-opt-attack-off = off
dragons-opt-first = Starting player of round 1 (seat number, 0 = random)
dragons-opt-first-0 = random

## Moves
dragons-move-reveal = Turn up slot { $slot }
dragons-move-draw = Draw blind from the closed pile
dragons-move-take = Take { $card } from { $pile } → slot { $slot }, removed card to { $to }{ $extra }
dragons-move-take-circle = Take { $card } from { $pile } → slot { $slot } (the removed card goes round the table)
dragons-move-place = Place { $card } → slot { $slot }, removed card to { $to }{ $extra }
dragons-move-place-circle = Place { $card } → slot { $slot } (the removed card goes round the table)
dragons-move-discard = Put { $card } on pile { $pile }
dragons-move-pile = Put { $card } at the bottom of pile { $pile }
dragons-move-extra-nest = , then swap slots { $a } ↔ { $b }
dragons-move-extra-attack = , then exchange your slot { $own } with slot { $tslot } of { $target }

## Step-by-step prompts
dragons-prompt-reveal = Choose one card of your dream to turn face up (slots 1–3 top row, 4–6 bottom row).
dragons-prompt-turn = Your turn: take the top card of an open pile or draw blind.
dragons-prompt-drawn = Place the drawn card in your dream or put it on an open pile.
dragons-prompt-drawn-circle = A Raven Circle cannot be put on a pile: place it in your dream.
dragons-prompt-chain = Choose the open pile whose bottom gets { $card }.
dragons-prompt-discard = Put { $card } on which open pile?
dragons-prompt-take-pile = Take from which open pile?
dragons-prompt-slot = Choose a slot of your dream for { $card }.
dragons-prompt-to-pile = Which open pile gets the card removed from slot { $slot }?
dragons-prompt-nest = Use the Raven Nest? Choose “Raven Nest swap” and two slots, or place the card without a swap.
dragons-prompt-attack = Use the Raven Attack? Choose “Raven Attack exchange” (your slot, a player, their slot), or place the card without an exchange.
dragons-prompt-nest-a = Raven Nest: the first card to swap?
dragons-prompt-nest-b = Raven Nest: the second card to swap?
dragons-prompt-attack-own = Raven Attack: which card of your dream do you give away?
dragons-prompt-attack-seat = Raven Attack: whose dream?
dragons-prompt-attack-slot = Raven Attack: which card of { $player }'s dream do you take?

## Step button labels
dragons-token-verb-reveal = Turn up a card
dragons-token-verb-draw = Draw blind ({ $n } left)
dragons-token-verb-take = Take from an open pile
dragons-token-verb-place = Place { $card }
dragons-token-verb-discard = Put { $card } on a pile
dragons-token-verb-pile = Choose a pile for { $card }
dragons-token-pile = Pile { $pile } ({ $card })
dragons-token-take-pile = Take from pile { $pile }: { $card }
dragons-token-pile-empty = Pile { $pile } (empty)
dragons-token-to-pile = Removed card → { $pile }
dragons-token-slot-up = Slot { $slot }: { $card }
dragons-token-slot-down = Slot { $slot } (face down)
dragons-token-nest = Raven Nest swap
dragons-token-attack = Raven Attack exchange
dragons-token-player = { $player }

## Events
dragons-ev-deal = Round { $round } is dealt: 6 face-down cards each; { $player } will start. Everyone: choose one card of your dream to turn face up.
    .line = new
dragons-ev-pile-start = Open pile { $pile } starts with { $card }.
dragons-ev-reveal-submitted = { $player } has chosen a card to turn face up.
dragons-ev-reveal-private = You will turn up slot { $slot } (you can change it until everyone has chosen).
dragons-ev-reveal = Everyone turns up the chosen card: { $list }.
dragons-ev-reveal-item = { $player } — { $card } (slot { $slot })
dragons-ev-turn = Turn: { $player }.
dragons-ev-draw = { $player } draws a card from the closed pile ({ $n } left).
dragons-ev-drew-private = You drew { $card }.
dragons-ev-discard = { $player } puts the drawn { $card } on pile { $pile }.
dragons-ev-take = { $player } takes { $card } from pile { $pile } and puts it in slot { $slot }.
dragons-ev-place = { $player } places the drawn { $card } in slot { $slot }.
dragons-ev-removed = The { $card } removed from slot { $slot } goes on top of pile { $pile }.
dragons-ev-removed-hidden = The face-down card removed from slot { $slot } is { $card }; it goes on top of pile { $pile }.
dragons-ev-nest = Raven Nest: { $player } swaps the cards in slots { $a } and { $b }.
dragons-ev-nest-skip = { $player } does not use the Raven Nest swap.
dragons-ev-attack = Raven Attack: { $player } exchanges { $card } from slot { $slot } for { $tcard } from slot { $tslot } of { $target }'s dream.
dragons-ev-attack-skip = { $player } does not use the Raven Attack exchange.
dragons-ev-chain-start = Raven Circle! { $card } removed from slot { $slot } of { $player }'s dream is passed to { $next }.
    .line = new
dragons-ev-chain-pass = { $player } puts { $card } in slot { $slot } and passes { $removed } to { $next }.
dragons-ev-chain-last = { $player } puts { $card } in slot { $slot }; { $removed } goes to the bottom of an open pile.
dragons-ev-chain-choose = It is up to { $player } to choose the open pile whose bottom gets { $card }.
dragons-ev-chain-bottom = { $player } puts { $card } at the bottom of pile { $pile }.
dragons-ev-reshuffle = The closed pile ran out: the open piles are shuffled into a new closed pile of { $n } { $n ->
        [one] card
       *[other] cards
    }.
dragons-ev-round-end = { $count ->
        [one] The dream of { $players } is complete
       *[other] The dreams of { $players } are complete
    }: round { $round } ends (ended by { $ender }).
    .line = new
dragons-ev-final-reveal = All dreams are turned face up and scored.
dragons-ev-score-round = { $player }: { $n } { $n ->
        [one] point
       *[other] points
    }.
dragons-ev-score = { $player }: { $n } { $n ->
        [one] point
       *[other] points
    } (total { $total }).
dragons-ev-round-tokens = Lowest score ({ $n }): { $players } { $count ->
        [one] takes a dragon token
       *[other] take a dragon token each
    }.
dragons-ev-round-best = Lowest score of the round ({ $n }): { $players }.
dragons-ev-game-over = { $count ->
        [one] { $players } wins the game!
       *[other] { $players } share the victory!
    }

## Result
dragons-summary-over = { $mode ->
        [tokens] { $players } { $count ->
            [one] wins
           *[other] win
        } with { $n } dragon tokens after { $rounds } rounds.
       *[other] { $players } { $count ->
            [one] wins
           *[other] win
        } with the lowest total, { $n } points, after { $rounds } rounds.
    }
dragons-summary-ongoing = Round { $round } in progress.

## Errors (the bot appends the rule ID)
dragons-err-syntax = “{ $move }” is incomplete or has extra parts. Pick one of the legal moves.
dragons-err-unknown-verb = “{ $move }” is not a Smoki move. The moves are reveal, draw, take, place, discard and pile; there is no pass and no peeking.
dragons-err-slot = “{ $slot }” is not a slot: dream slots are numbered 1–6.
dragons-err-pile-unknown = There is no open pile “{ $pile }”: the open piles are A and B.
dragons-err-pile-single = This game has only one open pile (A); there is no pile { $pile }.
dragons-err-pile-empty = Open pile { $pile } is empty; take from another pile or draw blind.
dragons-err-to-pile-missing = Say which open pile gets the card you remove from your dream.
dragons-err-to-pile-circle = With the Raven Circle the removed card is passed to the next player, not put on a pile: give only the slot.
dragons-err-discard-turn = Only a card drawn from the closed pile can be put on a pile; a card taken from an open pile must go into your dream.
dragons-err-discard-circle = A drawn Raven Circle cannot be put on a pile: it must go into your dream.
dragons-err-already-drew = You have already drawn a card: place it in your dream or put it on an open pile.
dragons-err-take-after-draw = You have already drawn a card this turn, so you cannot also take from an open pile.
dragons-err-place-turn = You hold no drawn card: take from an open pile or draw first.
dragons-err-reveal-phase = Cards are turned face up by choice only at the start of a round.
dragons-err-reveal-first = First everyone chooses a card of their dream to turn face up.
dragons-err-pile-phase = No card from a Raven Circle chain is waiting for a pile now.
dragons-err-chain-first = First the last player of the Raven Circle chain chooses the pile for the removed card.
dragons-err-nest-not-nest = A swap is allowed only right after placing a Raven Nest.
dragons-err-nest-same = The Raven Nest swap needs two different slots.
dragons-err-nest-placed = The Raven Nest you have just placed (slot { $slot }) cannot take part in the swap.
dragons-err-attack-off = The Raven Attack module is not used in this game.
dragons-err-attack-not-attack = An exchange is allowed only right after placing a Raven Attack.
dragons-err-attack-placed = The Raven Attack you have just placed (slot { $slot }) cannot be exchanged.
dragons-err-attack-seat = “{ $seat }” is not a player: seats are numbered 1–{ $players }.
dragons-err-attack-self = The Raven Attack exchanges with another player's dream, not your own.
dragons-err-first = There is no player { $first } to start: this game has { $players } players.
dragons-err-players = Smoki is for { $min }–{ $max } players, not { $players }.
dragons-err-deck-empty = The closed pile is empty.
dragons-private-drawn = Your drawn card: { $card }.
dragons-private-reveal = You chose slot { $slot } to turn face up; you can change it until everyone has chosen.
dragons-col-round = R{ $n }
dragons-col-total = Total
dragons-col-tokens = Tokens
