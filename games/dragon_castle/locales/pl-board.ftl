# Plansza tekstowa Zamku Smoków (issue 55): cały stół w sekcjach, dla czytnika ekranu. Jeden wiersz to jedno miejsce.

## Teraz: to, czego potrzebuje najbliższa decyzja
dragon_castle-board-now = Teraz
dragon_castle-board-turn = Runda { $round }: ruch ma { $player } (teraz: { $stage }).
dragon_castle-board-final-round = Trwa ostatnia runda: gra kończy się po turze gracza { $player }.
dragon_castle-board-summon-forced = Zamek jest pusty: jedyną możliwą akcją jest przywołanie smoka.
dragon_castle-board-summon-allowed = W zamku został tylko jeden poziom: można przywołać smoka (żeton odliczania, 2 PZ).
dragon_castle-board-held = { $n ->
        [one] Kamień do położenia w królestwie
       *[other] Kamienie do położenia w królestwie
    }: { $tiles }.
dragon_castle-board-so-far = W tej turze: { $step }
dragon_castle-board-last = Poprzednia tura: { $step }
dragon_castle-board-second = Drugi kamień pary ({ $tile }) można wziąć { $n ->
        [one] z pola
       *[other] z pól
    } { $cells }; zamiast pary: kamień i świątynia albo odrzucenie (1 PZ).
dragon_castle-board-second-none = Żaden wolny kamień nie tworzy pary z { $tile-inst }: zostaje świątynia albo odrzucenie (1 PZ).
dragon_castle-board-choose-discard-only = { $tile } nie ma gdzie leżeć w królestwie (każde pole jest odkryte albo ma świątynię): zostaje tylko odrzucenie (1 PZ).
dragon_castle-board-choose-one-space = W królestwie zmieści się tylko jeden kamień, więc para odpada: zostaje kamień i świątynia albo odrzucenie (1 PZ).
dragon_castle-board-kind = { $tile } ({ $cells })
dragon_castle-board-pair = Para: { $tile } — { $cells }.
dragon_castle-board-pair-lower = Para: { $tile } — z najwyższego poziomu { $top }, z niższego { $lower }.
dragon_castle-board-no-pairs = W zamku nie ma pary do wzięcia.
dragon_castle-board-singles = Bez pary, z najwyższego poziomu (kamień i świątynia albo odrzucenie): { $kinds }.
dragon_castle-board-singles-more = Bez pary także: { $kinds }.
dragon_castle-board-scores = Punkty teraz: { $players } (świątynie i karty smoków liczone tak, jakby gra skończyła się teraz).
dragon_castle-board-scores-final = Punkty: { $players }.
dragon_castle-board-score = { $player } — { $n } PZ

## Zamek, poziom po poziomie od góry
dragon_castle-board-castle = Zamek
dragon_castle-board-layout = Układ zamku: { $layout }.
dragon_castle-board-castle-left = W zamku { $n ->
        [one] został 1 kamień
        [few] zostały { $n } kamienie
       *[many] zostało { $n } kamieni
    }; najwyższy poziom to { $top } (stamtąd bierze się pierwszy kamień).
dragon_castle-board-castle-empty = Zamek jest pusty.
dragon_castle-board-castle-rule = Kamień jest do wzięcia, gdy ma wolny lewy albo prawy bok (stos obok jest niższy albo go nie ma); pierwszy kamień tury pochodzi z najwyższego poziomu, drugi kamień pary — z dowolnego.
dragon_castle-board-empty-places = Miejsca bez stosu: { $cells }.
dragon_castle-board-level = Zamek, poziom { $level }{ $top ->
        [yes] {" (najwyższy)"}
       *[no] {""}
    }: { $n ->
        [one] 1 stos
        [few] { $n } stosy
       *[many] { $n } stosów
    }
dragon_castle-board-stack = { $cell }: { $tile } — { $status }
dragon_castle-board-stack-under = { $cell }: { $tile } (pod spodem { $n ->
        [one] 1 kamień
        [few] { $n } kamienie
       *[many] { $n } kamieni
    }) — { $status }
dragon_castle-board-status-take = do wzięcia
dragon_castle-board-status-second = tylko jako drugi kamień pary
dragon_castle-board-status-elegance = tylko z Duchem Elegancji (wolny krótki bok)
dragon_castle-board-status-blocked = nie do wzięcia

## Tor odliczania
dragon_castle-board-track = Tor odliczania
dragon_castle-board-track-final = Odsłonięto „!”: trwa ostatnia runda.
dragon_castle-board-track-left = { $n ->
        [one] Najbliższe przywołanie smoka odsłoni „!” i zacznie ostatnią rundę.
        [few] Jeszcze { $n } przywołania smoka: ostatnie z nich odsłoni „!” i zacznie ostatnią rundę.
       *[many] Jeszcze { $n } przywołań smoka: ostatnie z nich odsłoni „!” i zacznie ostatnią rundę.
    }
dragon_castle-board-track-space = Pole { $space }: { $token ->
        [yes] żeton
       *[no] puste
    }.
dragon_castle-board-track-space-final = Pole 1 („!”): { $token ->
        [yes] żeton; kto go weźmie, odsłania „!”
       *[no] puste
    }.
dragon_castle-board-stack-tokens = Stos na polu 0: { $n ->
        [0] pusty
        [one] 1 żeton
        [few] { $n } żetony
       *[many] { $n } żetonów
    } (bierze się z niego dopiero po polach 4–1).

## Świątynie w zapasie ogólnym i odrzucone kamienie
dragon_castle-board-supply-heading = Świątynie w zapasie ogólnym i odrzucone kamienie
dragon_castle-board-supply = W zapasie ogólnym { $n ->
        [0] nie ma już świątyń
        [one] jest 1 świątynia
        [few] są { $n } świątynie
       *[many] jest { $n } świątyń
    }.
dragon_castle-board-discard-none = Nie ma jeszcze odrzuconych kamieni.
dragon_castle-board-count = { $n }× { $tile }
dragon_castle-board-discard = Odrzucone ({ $n ->
        [one] 1 kamień
        [few] { $n } kamienie
       *[many] { $n } kamieni
    }): { $tiles }.
dragon_castle-board-discard-more = Odrzucone także: { $tiles }.

## Karty
dragon_castle-board-spirits = Karty duchów
dragon_castle-board-spirit-cost = Zapłata za ducha: odkryty kamień z królestwa albo świątynia z puli; każda karta raz na turę.
dragon_castle-board-spirit = { $spirit }{ $used ->
        [now] {" (użyty w tej turze)"}
        [last] {" (użyty w poprzedniej turze)"}
       *[no] {""}
    }: { $text }
dragon_castle-board-dragons = Karty smoków (punkty na koniec gry dla każdego)
dragon_castle-board-dragon = { $dragon }: { $text } Teraz: { $players }.

## Gracze
dragon_castle-board-player = { $player }: { $n } PZ
dragon_castle-board-player-tags = { $player }: { $n } PZ ({ $tags })
dragon_castle-board-tag-winner = wygrywa
dragon_castle-board-tag-turn = ma ruch
dragon_castle-board-tag-first = pierwszy gracz
dragon_castle-board-tag-you = to ty
dragon_castle-board-points = Punkty: { $parts }.
dragon_castle-board-points-none = Jeszcze bez punktów.
dragon_castle-board-source-merges = scalenia { $n }
dragon_castle-board-source-spirits = scalenia duchami { $n }
dragon_castle-board-source-discards = odrzucone kamienie { $n }
dragon_castle-board-source-shrines = świątynie { $n }
dragon_castle-board-source-tokens = żetony odliczania { $n }
dragon_castle-board-source-dragon = { $dragon } { $n }
dragon_castle-board-pool = { $n ->
        [0] Pula świątyń jest pusta.
        [one] W puli 1 świątynia.
        [few] W puli { $n } świątynie.
       *[many] W puli { $n } świątyń.
    }
dragon_castle-board-tokens = { $n ->
        [0] Bez żetonów odliczania.
        [one] 1 żeton odliczania ({ $vp } PZ).
        [few] { $n } żetony odliczania ({ $vp } PZ).
       *[many] { $n } żetonów odliczania ({ $vp } PZ).
    }
dragon_castle-board-shrines = Świątynie w królestwie: { $levels }.
dragon_castle-board-shrine-level = { $n } na poziomie { $level }
dragon_castle-board-realm-empty = Królestwo jest puste.
dragon_castle-board-realm = W królestwie { $n ->
        [one] zajęte jest 1 pole
        [few] zajęte są { $n } pola
       *[many] zajętych jest { $n } pól
    } z 16; { $down ->
        [0] żadne nie jest zakryte
        [one] 1 jest zakryte
        [few] { $down } są zakryte
       *[many] { $down } jest zakrytych
    }.
dragon_castle-board-realm-row = Rząd { $row }: { $spaces }.
dragon_castle-board-realm-row-empty = Rząd { $row }: wszystkie pola puste.
dragon_castle-board-space-empty = { $cell } (puste)
dragon_castle-board-space-up = { $cell } { $tile }
dragon_castle-board-space-up-high = { $cell } { $tile } (poziom { $h })
dragon_castle-board-space-down = { $cell } (zakryty)
dragon_castle-board-space-down-high = { $cell } (zakryty, poziom { $h })
dragon_castle-board-space-shrine = { $cell } (zakryty ze świątynią)
dragon_castle-board-space-shrine-high = { $cell } (zakryty ze świątynią, poziom { $h })
