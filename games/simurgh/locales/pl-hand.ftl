# Ręka gracza słowami (issue 52: co pokazuje prywatny obrazek, mówi też tekst) i pytania, których brakowało.

## Podsumowanie prywatne (DM, /reka): jeden wiersz na rodzaj
simurgh-hand-lines = { $first }
    { $rest }
simurgh-hand-semicolon = { $first }; { $rest }
simurgh-hand-tiles = { $n ->
        [one] Twoja płytka
       *[other] Twoje płytki
    } w ręce: { $tiles }.
simurgh-hand-other-tiles = { $n ->
        [one] Twoja pozostała płytka
       *[other] Twoje pozostałe płytki
    } w ręce: { $tiles }.
simurgh-hand-dragons = Twoje smoki: { $dragons }.
simurgh-hand-dragon = { $dragon }, { $n ->
        [0] bez znaczników
        [one] znacznik na zdolności { $slots }
       *[other] znaczniki na zdolnościach { $slots }
    }

## Pytania
simurgh-hand-prompt-monument-slot = Na które miejsce przy Pomniku kładziesz { $objective-acc }?

## Stół słowami (tekst alternatywny obrazka, issue 55)
simurgh-alt-turn = Ruch: { $player }.
simurgh-alt-display = Kwatery zwiadowców: { $tiles }; w stosie płytek akcji: { $stack }.
simurgh-alt-slot = { $n } — { $tile }
simurgh-alt-none = brak
simurgh-alt-seat = { $player } — { $pp } PM; surowce: { $resources }; wasale w zapasie: { $vassals }; płytek w ręce: { $hand }; smoki: { $dragons }.
simurgh-alt-vassals = { $vassal } { $n }
simurgh-alt-placed = W Mieście, { $space }: { $who }.
simurgh-alt-wilds = W Dziczy, miejsce { $n }, { $space }: { $who }.
simurgh-alt-who = { $vassal } ({ $player })
