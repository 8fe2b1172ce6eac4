# What a question's private picture numbers, in words (issue 52: what the private picture shows, the text says).

## Private summary (DMs, /hand): the question, then one line per kind
thorgal-hand-lines = { $first }
    { $rest }
thorgal-hand-semicolon = { $first }; { $rest }
thorgal-hand-spaces = Free spaces within reach: { $spaces }.
thorgal-hand-wounds = Wounds this heal may remove: { $wounds }.
thorgal-hand-shapes = Orientations by shape: { $shapes }.
thorgal-hand-shape = { $shape } ({ $last ->
        [1] 1
       *[other] 1–{ $last }
    })
thorgal-hand-dice = Dice to place (orientation numbers in brackets): { $dice }.
thorgal-hand-die = die { $n } ({ $colour }) — { $tile }

## The table in words (the picture's alt text, issue 55)
thorgal-alt-turn = Round { $round }: { $hero } acts.
thorgal-alt-round = Round { $round }.
thorgal-alt-row = Action row: { $cards }.
thorgal-alt-row-card = { $n } — { $card }
thorgal-alt-row-card-tokens = { $n } — { $card } ({ $tokens })
thorgal-alt-none = none
thorgal-alt-hero = { $hero } — Area: { $area }; { $resources }; threat { $threat }; Combat level { $combat }, Journey level { $journey }; wounds: { $wounds }; items: { $items }.
thorgal-alt-enemies-at = Enemies at { $where }: { $enemies }.
thorgal-alt-display = Item Display: { $items }.
