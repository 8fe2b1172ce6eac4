# Teksty na obrazkach stołu (polski). Klucze: render-<nazwa>.

## Wspólne dla wszystkich gier
render-you = ty
render-turn = Ruch: { $name }
render-turn-tag = ▶ RUCH
render-round = Runda { $n }
render-round-of = Runda { $n } z { $total }
render-game-over = Koniec gry
render-winner = { $count ->
    [one] Wygrywa: { $names }
   *[other] Wygrywają: { $names }
}
render-winner-tag = ★ ZWYCIĘSTWO
render-legend-last = ostatni ruch
render-generic-phase = Faza: { $phase }
render-generic-acting = ▶ na ruchu
render-generic-players = Gracze
render-cards = { $n ->
    [one] { $n } karta
    [few] { $n } karty
   *[many] { $n } kart
}
render-points = { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
   *[many] { $n } punktów
}
render-total = Suma { $n }
render-empty = pusty

## Smoki (dragons)
render-title-dragons = Smoki
render-mode-tokens = Gra do { $n ->
    [one] { $n } żetonu
   *[other] { $n } żetonów
} smoka
render-mode-points = Gra do { $n } pkt · wygrywa najniższa suma
render-mode-rounds = { $n ->
    [one] { $n } runda
    [few] { $n } rundy
   *[many] { $n } rund
} · wygrywa najniższa suma
render-deck = Stos zakryty
render-pile = Stos { $name }
render-drawn = Dobrana karta
render-chain-card = Karta w obiegu
render-phase-reveal = Każdy wybiera jedną kartę do odkrycia · gotowe: { $done } z { $total }
render-phase-draw = Ruch: { $name } · zagrywa albo odrzuca dobraną kartę
render-phase-chain = Kruczy krąg: { $name } wybiera stos
render-reveal-done = ✓ wybrane
render-reveal-waiting = … wybiera
render-draw-tag = dobrana karta
render-chain-tag = wybiera stos
render-last = Ostatni ruch: { $name } · { $what }
render-last-all = Ostatni ruch: { $what }
render-last-reveal = odkrycie pierwszych kart
render-last-take = karta ze stosu { $pile }
render-last-draw = dobranie z zakrytego stosu
render-last-place = zagranie dobranej karty
render-last-discard = dobrana karta na stos { $pile }
render-last-chain = łańcuch Kruczego kręgu
render-last-nest = zamiana Kruczego gniazda
render-last-attack = wymiana Ataku kruka
render-round-result = Runda { $n } · punktacja
render-round-summary = Wyniki rundy { $n }:
render-round-score = wynik rundy
render-round-winner = ★ wygrywa rundę
render-round-ender = zamyka rundę
render-legend-back = zakryta (nikt jej nie zna)
render-legend-raven = czarny pasek: karta kruków
render-legend-reflection = przyjmuje wartość sąsiada w rzędzie
render-legend-zero = para równych w kolumnie = 0
render-legend-token = żeton smoka
render-reflection-mark = ←?→
render-category-dragon_land = Kraina smoków
render-category-raven_land = Kraina kruków
render-category-extra = Karta dodatkowa (Atak kruka)
render-private-drawn = Twoja dobrana karta
render-private-your-dream = Twój sen ({ $name })
render-private-value = Wartość { $v }
render-private-value-copy = Wartość: kopia sąsiada w rzędzie
render-private-secret = Tylko ty widzisz tę kartę, dopóki jej nie zagrasz albo nie odrzucisz.
render-private-reveal = Odkryjesz miejsce { $slot }
render-private-reveal-hint = Możesz zmienić wybór, dopóki wszyscy nie wybiorą.
