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
