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

## Stół słowami (tekst alternatywny obrazka, issue 55)
dragon_castle-alt-turn = Runda { $round }; ruch: { $player } ({ $stage }).
dragon_castle-alt-pairs = Pary do wzięcia z zamku: { $kinds }.
dragon_castle-alt-no-pairs = W zamku nie ma wolnej pary jednakowych kamieni.
dragon_castle-alt-kind = { $tile } ({ $cells })
dragon_castle-alt-singles = Pozostałe kamienie z najwyższego poziomu: { $kinds }.
dragon_castle-alt-scores = Punkty: { $players }.
dragon_castle-alt-score = { $player } — { $n } PZ (w puli świątyń: { $pool })
dragon_castle-alt-countdown = Odliczanie: do ostatniej rundy { $n ->
    [one] został { $n } żeton
    [few] zostały { $n } żetony
   *[many] zostało { $n } żetonów
 }.
dragon_castle-alt-final-round = Trwa ostatnia runda.
dragon_castle-alt-cards = W grze: { $cards }.
dragon_castle-alt-realm = { $player } — królestwo: zajętych pól { $n }, odkrytych { $up }, świątyń { $shrines }.
