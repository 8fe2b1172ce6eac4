# Plansza tekstem (issue 55): cały stół słowami dla czytnika ekranu, część po części, jedno miejsce w wierszu.
# Pole planszy: „B5 (morze): Gracz 1; Miasto (siła 2).” — nazwa jak na karcie terytorium, potem czyj królik tam stoi.
# Pola, numery obozów i nazwy kart są te same co na obrazku i w ruchach („B5”, „Obóz 6”, „Miasto (siła 2)”).

## Teraz: co jest do zdecydowania i przez kogo
bunny_kingdom-board-now = Teraz
bunny_kingdom-board-pick = Runda { $round } z { $rounds }, wybór { $pick } z { $picks }: każdy w tajemnicy wybiera z ręki 2 karty do zagrania; { $count ->
    [0] wszystkie wybory są już zapisane.
    [one] jeszcze wybiera { $players }.
   *[other] jeszcze wybierają { $players }.
}
bunny_kingdom-board-pick-2p = Runda { $round } z { $rounds }, wybór { $pick } z { $picks }: każdy w tajemnicy wybiera z ręki kartę do zagrania i kartę do odrzucenia w zakryciu; { $count ->
    [0] oba wybory są już zapisane.
    [one] jeszcze wybiera { $players }.
   *[other] jeszcze wybierają { $players }.
}
bunny_kingdom-board-camp = Runda { $round } z { $rounds }, budowa: { $player } stawia obóz { $number } na niezajętym polu albo zachowuje go na kolejną rundę.
bunny_kingdom-board-build = Runda { $round } z { $rounds }, budowa: każdy w tajemnicy planuje budynki na swoich polach; { $count ->
    [0] wszystkie plany są już zgłoszone.
    [one] plan zgłasza jeszcze { $players }.
   *[other] plany zgłaszają jeszcze { $players }.
}
bunny_kingdom-board-universal = Runda { $round } z { $rounds }, zbiory: właściciele faktorii uniwersalnych wybierają, co każda z nich produkuje tym razem (drewno, ryby albo marchewki); { $count ->
    [0] wszystkie wybory są już zapisane.
    [one] jeszcze wybiera { $players }.
   *[other] jeszcze wybierają { $players }.
}
bunny_kingdom-board-universal-farm = Faktoria uniwersalna na { $square } ({ $player }): { $chosen ->
    [yes] surowiec już wybrany
   *[no] surowiec jeszcze niewybrany
}.
bunny_kingdom-board-copy = Podliczenie końcowe: karty kopiujące czekają na wybór pergaminu do skopiowania; { $count ->
    [0] wszystkie wybory są już zapisane.
    [one] jeszcze wybiera { $players }.
   *[other] jeszcze wybierają { $players }.
}
bunny_kingdom-board-copy-card = { $card } ({ $player }): { $chosen ->
    [yes] pergamin do skopiowania już wybrany
   *[no] pergamin do skopiowania jeszcze niewybrany
}.
bunny_kingdom-board-copy-own = { $card }: { $chosen ->
    [yes] pergamin do skopiowania już wybrany
   *[no] pergamin do skopiowania jeszcze niewybrany
}.
bunny_kingdom-board-deck-pass = W tej rundzie karty przechodzą { $direction }; w talii { $n ->
    [one] jest 1 karta
    [few] są { $n } karty
   *[many] jest { $n } kart
}.
bunny_kingdom-board-deck = W talii { $n ->
    [one] jest 1 karta
    [few] są { $n } karty
   *[many] jest { $n } kart
}.

## Ostatnia zmiana na planszy (na obrazku jej pola mają żółte ramki)
bunny_kingdom-board-last-reveal = Ostatnio odkryto karty wyboru { $pick } (runda { $round }).
bunny_kingdom-board-last-reveal-2p = Ostatnio odkryto karty wyboru { $pick } (runda { $round }); każdy odrzuca też jedną kartę w zakryciu.
bunny_kingdom-board-last-plays = { $player }: { $cards }.
bunny_kingdom-board-via = { $card } (z Zaopatrzenia)
bunny_kingdom-board-last-camp-removed = Obóz { $number } ({ $player }) zostaje usunięty z { $square }.
bunny_kingdom-board-last-camp = Ostatni ruch: { $player } stawia obóz { $number } na { $square }.
bunny_kingdom-board-last-camp-kept = Ostatni ruch: { $player } zachowuje obóz { $number } na kolejną rundę.
bunny_kingdom-board-last-built = Nowe budynki rundy { $round } — { $player }: { $items }.
bunny_kingdom-board-last-built-none = W rundzie { $round } nie powstaje żaden nowy budynek.

## Tor punktów, ostatnie zbiory, podliczenie końcowe
bunny_kingdom-board-track = Tor punktów
bunny_kingdom-board-track-row = { $player }: { $n } { $n ->
    [one] punkt
    [few] punkty
   *[many] punktów
}
bunny_kingdom-board-harvest = Zbiory rundy { $round }
bunny_kingdom-board-harvest-row = { $player } zdobywa { $n } { $n ->
    [one] punkt
    [few] punkty
   *[many] punktów
}{ $scoring ->
    [0] {""}
   *[other] {" "}— { $fiefs }
}{ $zero ->
    [0] .
    [one] ; 1 księstwo bez punktów.
    [few] ; { $zero } księstwa bez punktów.
   *[many] ; { $zero } księstw bez punktów.
}
bunny_kingdom-board-harvest-fief = { $square } ({ $size } { $size ->
    [one] terytorium
    [few] terytoria
   *[many] terytoriów
}): { $strength } × { $wealth } = { $points }
bunny_kingdom-board-revealed = Odkryte pergaminy — { $player }
bunny_kingdom-board-final = Podliczenie końcowe — { $player }
bunny_kingdom-board-final-harvests = Zbiory z rund: { $rounds } = { $n } { $n ->
    [one] punkt
    [few] punkty
   *[many] punktów
}.
bunny_kingdom-board-final-parchment = { $card }: { $n } pkt
bunny_kingdom-board-final-parchment-value = { $card } (policzone: { $value }): { $n } pkt
bunny_kingdom-board-copied = { $card } kopiuje kartę { $target }
bunny_kingdom-board-final-parchments = Pergaminy razem: { $n } { $n ->
    [one] punkt
    [few] punkty
   *[many] punktów
}.
bunny_kingdom-board-final-total = Wynik końcowy: { $n } { $n ->
    [one] punkt
    [few] punkty
   *[many] punktów
}{ $won ->
    [yes] {" "}— zwycięstwo.
   *[no] .
}

## Plansza, rząd po rzędzie: jedno pole w wierszu
bunny_kingdom-board-board = Plansza
bunny_kingdom-board-board-key = Rzędy od A (u góry) do J, kolumny od 1 (z lewej) do 10; przy każdym polu jego teren, czyj królik na nim stoi, budynek i lawa na jego bokach.
bunny_kingdom-board-row = Rząd { $row }
bunny_kingdom-board-square-empty = { $square } ({ $land }).
bunny_kingdom-board-square = { $square } ({ $land }): { $what }.
bunny_kingdom-board-printed-city = miasto, siła { $strength }
bunny_kingdom-board-then = { $first }; { $rest }
bunny_kingdom-board-sky = { $card } połączona z { $other }
bunny_kingdom-board-universal-choice = { $card } (ostatni wybór: { $resource })
bunny_kingdom-board-lava = lawa na granicy z { $squares }

## Gracze
bunny_kingdom-board-player = { $player } (kolor { $color })
bunny_kingdom-board-color-red = czerwony
bunny_kingdom-board-color-yellow = żółty
bunny_kingdom-board-color-black = czarny
bunny_kingdom-board-color-pink = różowy
bunny_kingdom-board-points = { $n } { $n ->
    [one] punkt
    [few] punkty
   *[many] punktów
}{ $harvests ->
    [0] {""}
   *[other] {" "}(zbiory: { $rounds })
}.
bunny_kingdom-board-cards = { $hand } { $hand ->
    [one] karta
    [few] karty
   *[many] kart
} w ręce, { $parchments } { $parchments ->
    [one] pergamin
    [few] pergaminy
   *[many] pergaminów
}.
bunny_kingdom-board-cards-2p = { $hand } { $hand ->
    [one] karta
    [few] karty
   *[many] kart
} w ręce, { $reserve } { $reserve ->
    [one] karta
    [few] karty
   *[many] kart
} w rezerwie, { $discards } { $discards ->
    [one] karta odrzucona
    [few] karty odrzucone
   *[many] kart odrzuconych
} w zakryciu, { $parchments } { $parchments ->
    [one] pergamin
    [few] pergaminy
   *[many] pergaminów
}.
bunny_kingdom-board-production = { $count ->
    [0] Brak produkcji
   *[other] Produkcja w jednostkach: { $units }
}{ $universal ->
    [0] .
    [one] ; 1 faktoria uniwersalna.
    [few] ; { $universal } faktorie uniwersalne.
   *[many] ; { $universal } faktorii uniwersalnych.
}
bunny_kingdom-board-units = { $resource } { $n }
bunny_kingdom-board-luxury = surowce luksusowe
bunny_kingdom-board-land-count = { $squares ->
    [0] Żadnego terytorium na planszy.
    [one] 1 terytorium w 1 księstwie.
   *[other] { $squares } { $squares ->
        [few] terytoria
       *[many] terytoriów
    } w { $fiefs } { $fiefs ->
        [one] księstwie
       *[other] księstwach
    }.
}
bunny_kingdom-board-fief = Księstwo { $square }{ $size ->
    [one] {""}
   *[other] {" "}({ $squares })
}: siła { $strength } × { $wealth } { $wealth ->
    [one] surowiec
    [few] surowce
   *[many] surowców
}{ $wealth ->
    [0] {""}
   *[other] {" "}({ $resources })
} = { $points } pkt.
bunny_kingdom-board-unbuilt = Budynki do postawienia: { $cards }.
bunny_kingdom-board-camps-played = { $n ->
    [one] 1 zagrana karta obozu
    [few] { $n } zagrane karty obozów
   *[many] { $n } zagranych kart obozów
} (dla Kolonisty).
