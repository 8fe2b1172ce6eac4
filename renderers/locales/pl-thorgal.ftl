# Teksty na obrazkach Thorgala (po polsku). Klucze: render-thorgal-<nazwa>.
render-thorgal-event-phase = Faza Wydarzenia
render-thorgal-turn = Tura { $n } z 4: { $hero }
render-thorgal-round = Runda { $n }/{ $total }
render-thorgal-tokens-out = Żetony poza Rzędem: { $n }
render-thorgal-path = Ścieżka Wędrówki (karty { $first }–{ $n }; ◇ odkrywa następną kartę)
render-thorgal-stats = Zagrożenie { $threat } · Walka { $combat } · Wędrówka { $journey } · Rany { $wounds } · Przedmioty { $items }
render-thorgal-fight = Walka: karta Wroga (T = cele) i kości
render-thorgal-skill = Umiejętność: { $skill } ({ $state })
render-thorgal-skill-on = gotowa
render-thorgal-skill-off = użyta
render-thorgal-items = Przedmioty: { $items }
