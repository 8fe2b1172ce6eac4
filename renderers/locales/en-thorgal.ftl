# Texts drawn on the Thorgal pictures (English). Keys: render-thorgal-<name>.
render-thorgal-event-phase = Event phase
render-thorgal-turn = Turn { $n } of 4: { $hero }
render-thorgal-round = Round { $n }/{ $total }
render-thorgal-tokens-out = { $n } { $n ->
    [one] token
   *[other] tokens
} beside the row
render-thorgal-path = Journey Path (cards { $first }-{ $n }; ◇ reveals the next card)
render-thorgal-stats = Threat { $threat } · Combat { $combat } · Journey { $journey } · wounds { $wounds } · items { $items }
render-thorgal-fight = Combat: the enemy card (T = targets) and the dice
render-thorgal-skill = Skill: { $skill } ({ $state })
render-thorgal-skill-on = ready
render-thorgal-skill-off = used
render-thorgal-items = Items: { $items }
