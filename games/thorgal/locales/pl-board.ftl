# Stół tekstem (issue 55, games/thorgal/text_board.py): cała plansza słowami dla czytnika ekranu, część po części.
# Numery są te z obrazków i ruchów: karty 1–7 Rzędu, kolumny i wiersze, kości, pola planszy Ran.
# Nazwa własna po rzeczowniku kategorii zostaje w mianowniku („z Obszarem Stary Kamieniołom”).

## Nagłówki
thorgal-board-now = Teraz
thorgal-board-row = Rząd Akcji
thorgal-board-fight = Walka
thorgal-board-area = Obszar { $n } — { $name }
thorgal-board-borders = Granice
thorgal-board-path = Ścieżka Wędrówki
thorgal-board-display = Ekspozycja Przedmiotów
thorgal-board-adventure = Przygoda — { $name }
thorgal-board-hero = { $hero } — { $player }
thorgal-board-decks = Talie
thorgal-board-rules = Zasady przygody

## Łączenie części wiersza
thorgal-board-semi = { $a }; { $b }
thorgal-board-then = { $a } { $b }
thorgal-board-numbered = { $n }. { $what }
thorgal-board-rows-of = { $rows } — { $what }
thorgal-board-column = Kolumna { $n }{ $reveal ->
        [yes] { " " }(kafelek tutaj odkrywa następną kartę)
       *[no] { "" }
    }, wiersze: { $cells }

## Teraz
thorgal-board-ended = Przygoda trwała do Rundy { $round } z { $rounds }.
thorgal-board-event-phase = Runda { $round } z { $rounds }: faza Wydarzenia.
thorgal-board-turn = Runda { $round } z { $rounds }, tura { $turn } z { $turns }: działa { $hero } ({ $player }).
thorgal-board-decides = Decyduje { $hero } ({ $player }): { $question }
thorgal-board-free-tokens = Żetony, które można przesunąć: { $where }.
thorgal-board-from-out = obok Rzędu ({ $count ->
        [one] 1 żeton
        [few] { $count } żetony
       *[many] { $count } żetonów
    })
thorgal-board-from-cards = { $n ->
        [one] spod karty
       *[other] spod kart
    } { $cards }
thorgal-board-card-count = { $n } ({ $count ->
        [one] 1 żeton
        [few] { $count } żetony
       *[many] { $count } żetonów
    })

## Rząd Akcji
thorgal-board-card = { $n }. { $action }
thorgal-board-plus = +{ $n }
thorgal-board-also = dodatkowo { $action }
thorgal-board-in-combat = w Walce { $what }
thorgal-board-bonus-only = { $what }, gdy to jedyny żeton pod kartą
thorgal-board-bonus-left = { $what } za każdy żeton pod kartami z lewej
thorgal-board-bonus-under = { $what } za każdy żeton pod tą kartą
thorgal-board-timing = { $timing ->
        [combat_before_roll] w Walce, przed rzutem: { $what }
       *[other] także: { $what }
    }
thorgal-board-ready = { $n ->
        [one] 1 żeton do wzięcia
        [few] { $n } żetony do wzięcia
       *[many] { $n } żetonów do wzięcia
    }
thorgal-board-used = { $n ->
        [one] 1 użyty żeton
        [few] { $n } użyte żetony
       *[many] { $n } użytych żetonów
    }
thorgal-board-under = pod kartą { $tokens }
thorgal-board-under-none = bez żetonów
thorgal-board-beside = Obok Rzędu (jeszcze nie pod kartą): { $tokens }
thorgal-board-special = karta specjalna { $letter }, { $name }: { $text }
thorgal-board-special-waiting = Czeka na kartę Rzędu: { $special }
thorgal-board-unused = Karty Akcji odłożone poza Rząd: { $cards }
thorgal-board-fx-upgrade_die = ulepszenie { $n } kości
thorgal-board-fx-reroll = przerzut { $n } kości
thorgal-board-fx-critical = efekt krytyczny na { $n ->
        [one] 1 kości
       *[other] { $n } kościach
    }
thorgal-board-fx-extra_die = { $n ->
        [one] dodatkowa kość ({ $colour })
        [few] { $n } dodatkowe kości ({ $colour })
       *[many] { $n } dodatkowych kości ({ $colour })
    }
thorgal-board-fx-heal = { $size ->
        [0] leczenie 1 Rany
       *[other] leczenie Rany o rozmiarze do { $size }
    }

## Walka
thorgal-board-fight-head = { $hero } walczy w Lokacji { $location }
thorgal-board-enemy-card = Karta Wroga { $name }, { $cols }
thorgal-board-targets = Zakryte cele: { $covered } z { $n }
thorgal-board-target = cel
thorgal-board-covered = zakryte
thorgal-board-die-unrolled = Kość { $n } ({ $colour }): jeszcze nie rzucona
thorgal-board-die = Kość { $n } ({ $colour }): { $shape }
thorgal-board-die-critical-on = efekt krytyczny włączony
thorgal-board-die-critical = z efektem krytycznym: { $shape }
thorgal-board-die-placed = położona w { $cols-loc }, { $rows-loc }
thorgal-board-fight-left = Do wykorzystania: { $what }
thorgal-board-fight-offers = Dodatkowe kości do wzięcia: { $dice }

## Mapa
thorgal-board-sources = Źródła: { $sources }
thorgal-board-no-sources = Bez Źródeł
thorgal-board-heroes-here = { $n ->
        [one] stoi tu { $heroes }
       *[other] stoją tu { $heroes }
    }
thorgal-board-area-closed = niedostępny przed Rundą { $n }
thorgal-board-area-event = działa tu karta Wydarzenia { $card }
thorgal-board-location = { $name }: { $what }
thorgal-board-read = Paragraf przeczytany, Lokacja zamknięta
thorgal-board-assign = Przypisanie, koszt { $cost }
thorgal-board-assign-free = Przypisanie bez kosztu
thorgal-board-raised = koszt podniesiony o { $what }
thorgal-board-assigned = przypisano już { $what }
thorgal-board-sacrifice = Poświęcenie, Rana ({ $shape })
thorgal-board-combat-none = Walka (bez Wrogów)
thorgal-board-enemies = Walka z { $enemies }
thorgal-board-foe-minor = { $n ->
        [one] Pomniejszym Wrogiem
       *[other] { $n } Pomniejszymi Wrogami
    }
thorgal-board-foe-average = { $n ->
        [one] Przeciętnym Wrogiem
       *[other] { $n } Przeciętnymi Wrogami
    }
thorgal-board-foe-powerful = { $n ->
        [one] Potężnym Wrogiem
       *[other] { $n } Potężnymi Wrogami
    }
thorgal-board-foe-monstrous = { $n ->
        [one] Potwornym Wrogiem
       *[other] { $n } Potwornymi Wrogami
    }
thorgal-board-foe-mystic = { $n ->
        [one] Mistycznym Wrogiem
       *[other] { $n } Mistycznymi Wrogami
    }
thorgal-board-blocked = zablokowana (Żeton Blokady)
thorgal-board-token-here = leży tu żeton { $name }
thorgal-board-token-needed = wymaga żetonu: { $name }
thorgal-board-shared = na Granicy z Obszarem { $area } ({ $n })

## Granice
thorgal-board-ends = { $a } ({ $na }) — { $b } ({ $nb })
thorgal-board-border = { $ends }: { $what }
thorgal-board-border-named = { $name }, { $ends }: { $what }
thorgal-board-border-kind = { $kind ->
        [red] czerwona,{ " " }
        [blue] niebieska,{ " " }
       *[normal] { "" }
    }{ $n ->
        [one] 1 punkt Ruchu
        [few] { $n } punkty Ruchu
       *[many] { $n } punktów Ruchu
    }
thorgal-board-border-impassable = nieprzekraczalna
thorgal-board-border-blocked = zablokowana (Żeton Blokady)
thorgal-board-toll = opłata { $cost } za każde przejście
thorgal-board-toll-free = teraz bez opłaty

## Ścieżka Wędrówki
thorgal-board-path-cards = Na Ścieżce { $cards ->
        [one] leży 1 karta
        [few] leżą { $cards } karty
       *[many] leży { $cards } kart
    } Terenu i { $tiles ->
        [0] nie ma jeszcze kafelków
        [one] 1 kafelek Wędrówki
        [few] { $tiles } kafelki Wędrówki
       *[many] { $tiles } kafelków Wędrówki
    }; w talii Terenu { $deck ->
        [one] została 1 karta
        [few] zostały { $deck } karty
       *[many] zostało { $deck } kart
    }.
thorgal-board-path-last = Ostatni kafelek leży w { $cols-loc }, { $rows-loc }.
thorgal-board-path-ended = Ścieżka się skończyła: talia Terenu jest pusta, a kafelek zakrywa ostatnią kolumnę.
thorgal-board-path-earlier = { $cards ->
        [one] Karta 1
       *[other] Karty 1–{ $cards }
    } ({ $cols }) poza obrazkiem: { $n ->
        [0] nie ma tam wolnych pól do Zbierania
       *[other] niżej tylko wolne pola do Zbierania
    }
thorgal-board-terrain = Karta { $n }: { $name }, { $cols }
thorgal-board-penalty-of-red = czerwona kara: { $what }
thorgal-board-penalty-of-yellow = żółta kara: { $what }
thorgal-board-penalty-red = { $what } (czerwona kara)
thorgal-board-penalty-yellow = { $what } (żółta kara)
thorgal-board-empty = puste
thorgal-board-tile = kafelek
thorgal-board-tile-last = ostatni kafelek
thorgal-board-gather-token = żeton Zbierania

## Ekspozycja i przygoda
thorgal-board-item-text = { $name } — { $text }
thorgal-board-rounds = Tor Rund: Runda { $n } z { $total }
thorgal-board-round-space = Tor Rund, pole { $n }: { $text }
thorgal-board-track = { $name }: znacznik na polu { $n } z { $max }
thorgal-board-objective = Cel: { $name } — { $done ->
        [yes] osiągnięty
       *[no] jeszcze nie
    }
thorgal-board-event-draw = Dobieranie kart Wydarzeń: { $rules }
thorgal-board-event = Karta Wydarzenia: { $name } — { $text }
thorgal-board-event-icon = { $name } (w następnej fazie Wydarzenia): { $text }
thorgal-board-rule = { $name }: { $text }

## Bohaterowie
thorgal-board-hero-area = Stoi w Obszarze { $area } ({ $n })
thorgal-board-resources = Zasoby: { $what }
thorgal-board-threat = Zagrożenie: { $n } z { $max }
thorgal-board-dice-yellow = { $n ->
        [one] 1 żółta
        [few] { $n } żółte
       *[many] { $n } żółtych
    }
thorgal-board-dice-orange = { $n ->
        [one] 1 pomarańczowa
        [few] { $n } pomarańczowe
       *[many] { $n } pomarańczowych
    }
thorgal-board-dice-red = { $n ->
        [one] 1 czerwona
        [few] { $n } czerwone
       *[many] { $n } czerwonych
    }
thorgal-board-combat-track = Tor Walki: poziom { $level } z { $top }, kości: { $what }
thorgal-board-combat-next = poziom { $n } da kości: { $what }
thorgal-board-journey-track = Tor Wędrówki: poziom { $level } z { $top }, kafelki: { $what }
thorgal-board-journey-next = poziom { $n } doda kafelek: { $what }
thorgal-board-skill = Umiejętność { $name } ({ $ready ->
        [yes] gotowa
       *[no] użyta
    }): { $text }; odnowienie: { $cost }
thorgal-board-item = Przedmiot: { $what }
thorgal-board-no-items = Przedmioty: brak
thorgal-board-wound = { $n } — { $shape }
thorgal-board-wounds = Rany: { $wounds }
thorgal-board-wound-board = Plansza Ran: { $free ->
        [one] 1 wolne pole
        [few] { $free } wolne pola
       *[many] { $free } wolnych pól
    } z { $all } (numery jak w pytaniu o Ranę), wiersz po wierszu od lewej
thorgal-board-wound-row = Wiersz { $n }: { $cells }
thorgal-board-free-run = pola { $a }–{ $b }
thorgal-board-free-list = { $n ->
        [one] pole { $list }
       *[other] pola { $list }
    }
thorgal-board-wound-run = Rana { $n }{ $size ->
        [1] { "" }
        [few] { " " }({ $size } pola)
       *[other] { " " }({ $size } pól)
    }
thorgal-board-hole-run = przerwa{ $size ->
        [1] { "" }
        [few] { " " }({ $size } pola)
       *[other] { " " }({ $size } pól)
    }

## Talie
thorgal-board-deck = { $deck }: { $n ->
        [one] 1 karta
        [few] { $n } karty
       *[many] { $n } kart
    } w talii{ $out ->
        [0] { "" }
        [one] , 1 odrzucona
        [few] , { $out } odrzucone
       *[many] , { $out } odrzuconych
    }
thorgal-board-deck-terrain = Karty Terenu
thorgal-board-deck-finding = Znaleziska
thorgal-board-deck-item = Przedmioty
thorgal-board-deck-enemy = Karty Wrogów ({ $strength })
thorgal-board-deck-events = Wydarzenia — { $name }
