# Wspólne teksty kontraktu gier (polski).
core-err-bad-move-id = „{ $move }” to nie jest ruch. Wybierz jeden z dozwolonych ruchów.
core-err-unknown-move = „{ $move }” nie jest teraz dozwolonym ruchem. Wybierz jeden z dozwolonych ruchów.
core-err-game-over = Gra się skończyła; nie można już wykonywać ruchów.
core-err-turn-of = { $n ->
    [one] Teraz ruch ma { $players }.
   *[other] Teraz ruch mają: { $players }.
}
core-err-not-your-turn = To nie twoja kolej.
core-err-not-your-decision = Ta decyzja nie należy do ciebie.
core-err-unknown-game = Nie ma gry „{ $game }”. Dostępne: { $known }.
core-err-option-syntax = Opcje zapisuje się jako nazwa=wartość; „{ $part }” tak nie wygląda.
core-err-option-unknown = Nieznana opcja „{ $option }”. Opcje tej gry: { $known }.
core-err-option-choice = Opcja { $option } nie może mieć wartości „{ $value }”; wybierz jedną z: { $choices }.
core-err-option-int = Opcja { $option } wymaga liczby całkowitej, a nie „{ $value }”.
core-err-option-range = Opcja { $option } = { $value } jest poza zakresem ({ $min }–{ $max }).
core-err-option-bool = Opcja { $option } może być włączona (on) albo wyłączona (off), a nie „{ $value }”.
core-err-option-text-long = Opcja { $option } może mieć najwyżej { $max } { $max ->
        [one] znak
        [few] znaki
       *[many] znaków
    } (ta ma { $length }).
core-prompt-next = Wybierz:
core-done = ✔ Zatwierdź
core-seat = Miejsce { $n }
core-err-state-too-new = Ten stół zapisała nowsza wersja bota (stan { $found }; ta zna { $known }): zaktualizujcie bota.
core-err-no-upgrade = Ten stół zapisała stara wersja (stan { $found }), której ten bot nie umie przenieść do wersji { $known }.
ai-err-unknown-level = Nie ma poziomu komputera „{ $level }”: wybierzcie łatwy, średni albo trudny.

# Zbyt długie nazwy i wartości, odrzucane, zanim trafią do jakiegokolwiek komunikatu
core-err-option-name-long = Nazwa opcji może mieć najwyżej { $max } { $max ->
        [one] znak
        [few] znaki
       *[many] znaków
    } (ta ma { $length }).
core-err-game-name-long = Nazwa gry może mieć najwyżej { $max } { $max ->
        [one] znak
        [few] znaki
       *[many] znaków
    } (ta ma { $length }).

# Limit ruchów: partia, w którą grają same komputery, kończy się na nim, a wynik liczy się według stanu gry
core-ev-stopped = Partia doszła do limitu ruchów: kończy się tutaj, a wynik liczy się według stanu na tę chwilę.
core-result-stopped = Partię zatrzymano na limicie ruchów, a wynik policzono według stanu gry z tamtej chwili.
core-result-stopped-lost = Partię zatrzymano na limicie ruchów, zanim drużyna osiągnęła cel: drużyna przegrywa.

## Stół słowami (issue 55): jak skończyła się gra, tak samo w każdej grze
core-alt-over = { $count ->
    [one] Koniec gry: wygrywa { $players }.
   *[other] Koniec gry: zwycięstwo dzielą { $players }.
 }
# Jedyna część tekstowej planszy gry, która nie ma własnego opisu planszy
core-board-table = Stół
