# Tura w toku słowami (issue 52: co pokazuje prywatny podgląd, mówi też tekst).

## Podsumowanie prywatne (DM, /reka): jeden wiersz na rodzaj, każdy krok w osobnym wierszu (po punktorze)
dragon_castle-hand-lines = { $first }
    { $rest }
dragon_castle-hand-step = • { $step }
dragon_castle-hand-held = { $n ->
        [one] Kamień do położenia
       *[other] Kamienie do położenia
    }: { $tiles }.
dragon_castle-hand-pool = Świątynie w twojej puli: { $pool }. Punkty teraz: { $n } ({ $diff } w tej turze).
dragon_castle-hand-spirits = Użyte duchy: { $spirits }.
dragon_castle-hand-points-why = Zmiana punktów w tej turze: { $parts }.
dragon_castle-hand-points-part = { $sign } za { $source }
