# Thorgal — katalog polski. Klucze zaczynają się od „thorgal-”. Teksty samej przygody pochodzą z jej danych
# (thorgal-text wybiera język); numer zasady dopisuje bot (GameError.rule).
# Nazwy z danych (Bohaterowie, Obszary, Lokacje, karty) zostają w mianowniku: zdanie stawia przed nimi rzeczownik w
# odpowiednim przypadku („idzie do Obszaru Rybacki Szereg”). Pytania zwracają się do graczy w liczbie mnogiej.
# Karty Rzędu Akcji mają wszędzie numery 1–7 od lewej: na obrazku, na przyciskach i w dzienniku.
thorgal-title = Thorgal
thorgal-text = { $pl }
thorgal-hero = { $pl }
    .gen = { $gen }
    .dat = { $dat }
    .acc = { $acc }
    .inst = { $inst }
    .loc = { $loc }
thorgal-rules-summary =
    Thorgal to gra kooperacyjna: 1–4 osoby (solo: dwoje Bohaterów) razem wygrywają albo przegrywają. Runda to 4 tury: przesuwacie jeden z 4 wspólnych Żetonów Akcji pod inną kartę Rzędu Akcji (karty 1–7 od lewej) i rozpatrujecie ją — Ruch, Wędrówka, Zbieranie, Przypisanie, Poświęcenie, Walka albo Rzemiosło. Od położenia pozostałych żetonów zależy wartość karty.
    Kafelki Wędrówki na wspólnej Ścieżce zakrywają pola Zasobów, Znalezisk, Doświadczenia i Leczenia; Zbieranie bierze Zasoby ze Ścieżki; Przypisanie wydaje je w Lokacjach, by czytać Paragrafy; w Walce rzucacie kośćmi, których kafelki muszą zakryć cele na karcie Wroga; Rany to kafelki na planszy Ran, a Bohater, któremu Rana się nie zmieści, ginie.
    Po 4 turach faza Wydarzenia przesuwa Rundę, odwraca żetony i dobiera kartę Wydarzenia. Osiągnijcie Cele przygody, zanim skończy się Tor Rund.
thorgal-card = karta { $n }
thorgal-main = { $action } { $value }
thorgal-or = { $a } lub { $b }
thorgal-list = { $items }
thorgal-groups = { $a }; { $b }
thorgal-cell = kolumna { $column }, wiersz { $row }
    .loc = kolumnie { $column }, wierszu { $row }
thorgal-span-col = kolumna { $a }
    .loc = kolumnie { $a }
thorgal-span-cols = kolumny { $a }–{ $b }
    .loc = kolumnach { $a }–{ $b }
thorgal-span-row = wiersz { $a }
    .loc = wierszu { $a }
thorgal-span-rows = wiersze { $a }–{ $b }
    .loc = wierszach { $a }–{ $b }
thorgal-spaces = { $n ->
        [one] pole { $list }
       *[other] pola { $list }
    }
    .loc = { $n ->
        [one] polu { $list }
       *[other] polach { $list }
    }
thorgal-size = rozmiar { $n }
thorgal-border = Granica między Obszarami { $a } i { $b }
thorgal-where-location = Lokacja { $name }
    .loc = w Lokacji { $name }
thorgal-where-border = Granica { $name }
    .loc = na Granicy { $name }
thorgal-result-win = Przygoda zakończona zwycięstwem!
thorgal-result-loss = Przygoda zakończona porażką.
# zasoby: $case = acc po czasowniku, który rządzi biernikiem („otrzymuje 1 Rudę”)
thorgal-res-material = { $n } { $n ->
        [one] Budulec
        [few] Budulce
       *[other] Budulców
    }
thorgal-res-ore = { $n } { $n ->
        [one] { $case ->
            [acc] Rudę
           *[nom] Ruda
        }
        [few] Rudy
       *[other] Rud
    }
thorgal-res-gossip = { $n } { $n ->
        [one] { $case ->
            [acc] Pogłoskę
           *[nom] Pogłoska
        }
        [few] Pogłoski
       *[other] Pogłosek
    }
thorgal-res-magic = { $n } { $n ->
        [one] { $case ->
            [acc] Magię
           *[nom] Magia
        }
        [few] Magie
       *[other] Magii
    }
thorgal-res-fate = { $n } { $n ->
        [one] Los
        [few] Losy
       *[other] Losów
    }
thorgal-res-power = { $n } { $n ->
        [one] Moc
        [few] Moce
       *[other] Mocy
    }
thorgal-res-area = { $n } { $n ->
        [one] Zasób Obszaru
        [few] Zasoby Obszaru
       *[other] Zasobów Obszaru
    }
thorgal-res-of = { $what } (płaci { $hero })
thorgal-action-move = Ruch
thorgal-action-journey = Wędrówka
thorgal-action-gather = Zbieranie
thorgal-action-assign = Przypisanie
thorgal-action-sacrifice = Poświęcenie
thorgal-action-combat = Walka
thorgal-action-craft = Rzemiosło
thorgal-strength-minor = Pomniejszy Wróg
    .inst = Pomniejszym Wrogiem
thorgal-strength-average = Przeciętny Wróg
    .inst = Przeciętnym Wrogiem
thorgal-strength-powerful = Potężny Wróg
    .inst = Potężnym Wrogiem
thorgal-strength-monstrous = Potworny Wróg
    .inst = Potwornym Wrogiem
thorgal-strength-mystic = Mistyczny Wróg
    .inst = Mistycznym Wrogiem
thorgal-track-combat = Tor Walki
    .loc = Torze Walki
thorgal-track-journey = Tor Wędrówki
    .loc = Torze Wędrówki
thorgal-token-raised_cost = Żeton Podwyższonego kosztu
thorgal-token-blocked = Żeton Blokady
thorgal-token-sacrifice = Żeton Poświęcenia
thorgal-token-objective = Żeton Celu
thorgal-die-yellow = żółta kość
    .acc = żółtą kość
    .inst = żółtą kością
thorgal-die-orange = pomarańczowa kość
    .acc = pomarańczową kość
    .inst = pomarańczową kością
thorgal-die-red = czerwona kość
    .acc = czerwoną kość
    .inst = czerwoną kością
thorgal-colour-yellow = żółta
thorgal-colour-orange = pomarańczowa
thorgal-colour-red = czerwona
thorgal-die-face = kość { $n } ({ $colour }) — { $shape }
thorgal-die-step = kość { $n } ({ $colour }) — { $shape }
# co daje zakryte pole
thorgal-sp-area = Zasób Obszaru
thorgal-sp-any = dowolny Zasób
thorgal-sp-wound = Rana ({ $shape })
thorgal-sp-draw_finding = Znalezisko
thorgal-sp-xp = Doświadczenie
thorgal-sp-heal = Leczenie
thorgal-sp-threat = Zagrożenie
thorgal-sp-wound-any = Rana
thorgal-sp-nothing = nic

## Ruchy (przyciski i podpowiedzi)
thorgal-from-out = żeton spoza Rzędu
thorgal-from-slot = żeton spod karty { $n }
thorgal-to-card = Karta { $n }: { $action }
thorgal-mv-play = { $action }: { $source } pod kartę { $n }
thorgal-mv-go = Przejdź do akcji
thorgal-mv-skip = Nic nie rób (żeton zostaje)
thorgal-mv-stop = Zakończ Wędrówkę
thorgal-mv-roll = Rzuć kośćmi
thorgal-mv-done = Koniec rzutów: połóż kafelki
thorgal-mv-finish = Zakończ: pozostałe kafelki się nie mieszczą
thorgal-mv-decline = Nie, Rząd zostaje bez zmian
thorgal-mv-keep = Niczego nie odrzucaj
thorgal-mv-buy = Kup dodatkową kość za { $cost }
thorgal-mv-refresh = Odnów Umiejętność za { $cost }
thorgal-mv-item = Użyj Przedmiotu { $item }
thorgal-mv-skill = Użyj Umiejętności { $skill }
thorgal-mv-move = Idź do Obszaru { $area }
thorgal-mv-move-direct = Idź do Obszaru { $area } prosto przez Granicę
thorgal-mv-move-through = Idź do Obszaru { $area } (po drodze: { $through })
thorgal-mv-toll = { $move } (opłata: { $what })
thorgal-mv-toll-by = { $move } (opłata: { $what }, płaci { $hero })
thorgal-route-direct = Prosto przez Granicę
thorgal-route-through = Po drodze: { $through }
thorgal-mv-move-yes = Tak, idę
thorgal-mv-move-no = Nie, zostaję
thorgal-mv-tile = Kafelek ({ $shape }), ułożenie { $o }, { $cols }, { $rows }
thorgal-mv-tile-one = Kafelek ({ $shape }), { $cols }, { $rows }
thorgal-mv-gather = Zbierz { $what } (kolumna { $column }, wiersz { $row })
thorgal-mv-gather-penalty = Zbierz { $what } (kolumna { $column }, wiersz { $row }; pole z karą: { $penalty })
thorgal-mv-assign = Przypisz { $what } do Lokacji { $location }
thorgal-mv-assign-step = Przypisz { $what }
thorgal-mv-assign-none = Niczego nie dokładaj w Lokacji { $location }: leżące tam Zasoby już pokrywają koszt
thorgal-mv-sacrifice = Złóż Poświęcenie w Lokacji { $location } ({ $n } { $n ->
        [one] Rana
        [few] Rany
       *[other] Ran
    }: { $shape })
thorgal-mv-sacrifice-deadly = Złóż Poświęcenie w Lokacji { $location }: Rany się nie zmieszczą i Bohater zginie
thorgal-mv-craft = Weź z Ekspozycji: { $items }
thorgal-mv-fight = Walcz w Lokacji { $location }: { $strength }
thorgal-mv-fight-all = Walcz w Lokacji { $location } ze wszystkimi połączonymi Wrogami ({ $n })
thorgal-mv-upgrade = Ulepsz kość { $n } ({ $die } → { $to })
thorgal-mv-reroll = Przerzuć kość { $n } ({ $die }, teraz { $shape })
thorgal-mv-critical = Efekt krytyczny kości { $n }: { $shape } zamiast { $was }
thorgal-mv-extra = Dodaj { $die-acc }
thorgal-mv-place = Kość { $n } ({ $shape }), ułożenie { $o }, { $cols }, { $rows }
thorgal-mv-place-one = Kość { $n } ({ $shape }), { $cols }, { $rows }
thorgal-mv-wound = Rana ({ $shape }) na { $spaces-loc }
thorgal-mv-heal = Wylecz Ranę { $n } ({ $shape })
thorgal-mv-thread = Wątek poboczny: { $label }
thorgal-mv-thread-none = Bez wątku pobocznego
thorgal-mv-replace = Zastąp kartę { $n } ({ $old })
thorgal-mv-enemy = { $strength } w Lokacji { $location }
thorgal-mv-raise = { $what } (nowy koszt: { $cost })
thorgal-mv-gather-card = { $card } (żetony Zbierania: { $n })
thorgal-mv-pay = Zapłać { $what }
thorgal-mv-pay-from = { $hero } płaci { $what }
thorgal-mv-discard = Odrzuć z Ekspozycji Przedmiot { $item }
thorgal-mv-cover = Najpierw pole w { $cell-loc }: { $what }
thorgal-mv-other = Ten wybór
thorgal-mv-consent-yes = Tak, { $hero } może ich użyć
thorgal-mv-consent-no = Nie
thorgal-mv-paid-by = { $move } (płaci { $hero })
thorgal-payer = Płaci { $hero }
thorgal-mv-order = Od lewej: { $cards }

## Pytania (każde mówi, czego dotyczy; zwracają się do graczy w liczbie mnogiej)
thorgal-prompt-gain_type = { $hero } otrzymuje { $n ->
        [one] 1 Zasób
        [few] { $n } Zasoby jednego typu
       *[other] { $n } Zasobów jednego typu
    }: jaki typ wybierasz?
thorgal-prompt-xp = { $hero } zdobywa Doświadczenie: który tor przesuwasz?
thorgal-wound-head = { $hero } otrzymuje Ranę ({ $shape }){ $why }
thorgal-prompt-wound = { $head }. { $ask }
thorgal-ask-wound-shape = Jaki kształt wybierasz?
thorgal-ask-wound-orientation = Które ułożenie wybierasz (numery na obrazku)?
thorgal-ask-wound-cell = Wybierz pola na planszy Ran (numery na obrazku).
thorgal-prompt-heal = { $hero } leczy Ranę: którą zdejmujesz (numery na obrazku)?
thorgal-prompt-choose_hero = Którego Bohatera z tego Obszaru { $op ->
        [heal] leczysz
        [gain] wybierasz do otrzymania Zasobu
        [xp] wybierasz do zdobycia Doświadczenia
       *[other] wybierasz
    }?
thorgal-prompt-thread = Wątek poboczny za 1 Pogłoskę: który wybierasz (jeśli któryś)?
thorgal-prompt-replace = Nowa karta Akcji ({ $card }): którą kartę Rzędu ma zastąpić?
thorgal-prompt-enemy = Który żeton Wroga { $step ->
        [up] wzmacniasz
       *[down] osłabiasz
    } o jeden poziom?
thorgal-prompt-raise_type = Żeton Podwyższonego kosztu w Lokacji { $location }: który Zasób kosztu podnosisz?
thorgal-prompt-move_opt = Czy { $hero } przenosi się do Obszaru { $area }?
thorgal-prompt-choose_item = Który Przedmiot z Ekspozycji bierze { $hero }?
thorgal-prompt-gather_card = Z której karty Terenu zdejmujesz żetony Zbierania?
thorgal-prompt-pay_unit = { $hero } musi zapłacić (zostało: { $n }): którym Zasobem płacisz?
thorgal-prompt-group_pay = Płacicie wspólnie (zostało: { $n }): kto płaci i czym?
thorgal-prompt-craft_discard = Czy odrzucasz jedną kartę z Ekspozycji?
thorgal-prompt-consent = { $by } chce wydać Zasoby { $hero-gen }: czy się zgadzasz?
thorgal-prompt-linked_order = W jakiej kolejności, od lewej, kładziesz karty połączonych Wrogów?
thorgal-prompt-cover = Kafelek zakrył kilka pól: które rozpatrujesz najpierw?
# pytanie przywołane w odmowie („najpierw odpowiedz na pytanie: …”)
thorgal-q-gain_type = jaki Zasób
thorgal-q-xp = który tor Doświadczenia
thorgal-q-wound = gdzie trafia Rana
thorgal-q-heal = którą Ranę leczysz
thorgal-q-choose_hero = który Bohater
thorgal-q-thread = wątek poboczny
thorgal-q-replace = nowa karta Akcji
thorgal-q-enemy = który żeton Wroga
thorgal-q-raise_type = żeton Podwyższonego kosztu
thorgal-q-move_opt = czy przenieść Bohatera
thorgal-q-choose_item = który Przedmiot z Ekspozycji
thorgal-q-gather_card = które żetony Zbierania
thorgal-q-pay_unit = zapłata
thorgal-q-group_pay = wspólna zapłata
thorgal-q-craft_discard = karta do odrzucenia z Ekspozycji
thorgal-q-consent = zgoda
thorgal-q-linked_order = kolejność kart połączonych Wrogów
thorgal-q-cover = które zakryte pole najpierw
# skąd Rana (po „otrzymuje Ranę (domino)”)
thorgal-why-none = { "" }
thorgal-why-enemy = { " " }z karty Wroga { $card }
thorgal-why-sacrifice = { " " }za Poświęcenie w Lokacji { $location }
thorgal-why-paragraph = { " " }z Paragrafu { $n } ({ $title })
thorgal-why-threat = { " " }za szósty żeton Zagrożenia
thorgal-why-unmet = { " " }za niespełnione wymaganie
thorgal-why-event = { " " }z karty Wydarzenia { $card }
thorgal-why-finding = { " " }z karty Znaleziska { $card }
thorgal-why-path = { " " }z pola Ścieżki Wędrówki
thorgal-why-item = { " " }od Przedmiotu { $name }
thorgal-why-skill = { " " }od Umiejętności { $name }
thorgal-why-location = { " " }z Lokacji { $location }
thorgal-why-round = { " " }z Toru Rund
thorgal-why-card = { " " }z premii karty Akcji

## Dziennik
thorgal-ev-paragraph = ¶{ $n } { $title }: { $story }
    .line = new
thorgal-ev-play = { $hero } kładzie żeton pod kartę { $n }: { $action }.
thorgal-ev-extra-action = { $hero } wykonuje dodatkową akcję: { $action }.
thorgal-ev-go = { $hero } przechodzi do akcji { $action }.
thorgal-ev-next = Następną turę rozgrywa { $hero }.
thorgal-ev-gain = { $hero } otrzymuje { $what }.
thorgal-ev-xp = { $hero } zdobywa Doświadczenie na { $track-loc } (poziom { $level }).
    .line = new
thorgal-ev-wound = { $hero } kładzie Ranę ({ $shape }) na { $spaces-loc } planszy Ran.
thorgal-ev-die-wound = { $hero } rzuca { $die-inst } na Ranę: wypada { $shape }.
thorgal-ev-heal = { $hero } leczy Ranę ({ $shape }).
thorgal-ev-threat = { $hero } otrzymuje { $n } { $n ->
        [one] żeton Zagrożenia
        [few] żetony Zagrożenia
       *[other] żetonów Zagrożenia
    }.
thorgal-ev-discard-threat = { $hero } odrzuca { $n } { $n ->
        [one] żeton Zagrożenia
        [few] żetony Zagrożenia
       *[other] żetonów Zagrożenia
    }.
thorgal-ev-death = { $hero } nie może przyjąć Rany i ginie.
thorgal-ev-unmet = Niespełnione wymaganie: Rana o rozmiarze równym Zagrożeniu.
thorgal-ev-default = Czas na odpowiedź minął: obowiązuje wybór domyślny.
thorgal-ev-finding = { $hero } dobiera kartę Znaleziska { $card }.
    .line = new
thorgal-ev-item = { $hero } dostaje Przedmiot { $item }.
thorgal-ev-new-card = Do gry wchodzi nowa karta Akcji: { $card }.
thorgal-ev-special-card = Do Rzędu dołącza karta Akcji Specjalnej { $card }.
thorgal-ev-replaced = Nowa karta ({ $new }) zastępuje w Rzędzie kartę { $n } ({ $old }).
thorgal-ev-card-declined = Nowa karta ({ $card }) wraca na stos nieużywanych kart.
thorgal-ev-enemy-placed = { $n ->
        [one] W Lokacji { $location } pojawia się { $strength }.
       *[other] W Lokacji { $location } pojawia się { $n } × { $strength }.
    }
thorgal-ev-enemy-level = Wróg w Lokacji { $location } jest teraz { $strength-inst }.
thorgal-ev-enemy-same = Wróg w Lokacji { $location } pozostaje { $strength-inst }.
thorgal-ev-token = { $token } leży odtąd { $target-loc }.
thorgal-ev-moved = { $hero } przenosi się do Obszaru { $area }.
thorgal-ev-stay = { $hero } nie przenosi się do Obszaru { $area }.
thorgal-ev-move = { $hero } idzie do Obszaru { $area }.
thorgal-ev-move-through = { $hero } idzie do Obszaru { $area } (po drodze: { $through }).
thorgal-ev-terrain = Do Ścieżki dołącza nowa karta Terenu: { $card }.
thorgal-ev-tile = { $hero } kładzie kafelek Wędrówki ({ $shape }) w { $cols-loc }, { $rows-loc }.
thorgal-ev-gather = { $hero } zbiera z pola w kolumnie { $column }, wierszu { $row }.
thorgal-ev-assign = { $hero } przypisuje { $what } do Lokacji { $location }.
thorgal-ev-assign-none = { $hero } niczego nie dokłada w Lokacji { $location }, a jej koszt zostaje sprawdzony.
thorgal-ev-sacrifice = { $hero } składa Poświęcenie w Lokacji { $location }: { $n } { $n ->
        [one] Rana
        [few] Rany
       *[other] Ran
    } ({ $shape }).
thorgal-ev-craft = { $hero } bierze z Ekspozycji { $n ->
        [one] Przedmiot { $items }
       *[other] Przedmioty: { $items }
    }.
thorgal-ev-discard = { $hero } odrzuca z Ekspozycji Przedmiot { $item }.
thorgal-ev-keep = { $hero } niczego nie odrzuca z Ekspozycji.
thorgal-ev-track = { $track } przesuwa się na pole { $n }.
thorgal-ev-objective = Cel osiągnięty: { $objective }.
thorgal-ev-thread = { $hero } wybiera wątek poboczny: { $label }.
thorgal-ev-thread-none = { $hero } nie wybiera wątku pobocznego.
thorgal-ev-used-item = { $hero } używa Przedmiotu { $what }.
thorgal-ev-used-skill = { $hero } używa Umiejętności { $what }.
thorgal-ev-refresh = { $hero } odnawia Umiejętność za { $what }.
thorgal-ev-refresh-by = { $hero } odnawia Umiejętność; { $payer } płaci { $what }.
thorgal-ev-skip = { $hero } rezygnuje z akcji { $action }.
thorgal-ev-idle = { $hero } nie ma nic do zrobienia w akcji { $action }.
thorgal-ev-stop = { $hero } kończy Wędrówkę.
thorgal-ev-enemy-card = { $hero } walczy w Lokacji { $location }: karta Wroga { $card }.
thorgal-ev-roll = Rzut kośćmi: { $dice }.
    .line = new
thorgal-ev-upgrade = { $hero } ulepsza kość { $n }: teraz jest { $die }.
thorgal-ev-extra = { $hero } dokłada { $die-acc }.
thorgal-ev-buy = { $hero } płaci { $what } za dodatkową kość.
thorgal-ev-reroll = { $hero } przerzuca { $die }.
thorgal-ev-critical = { $hero } włącza efekt krytyczny: { $die }.
thorgal-ev-dice-done = { $hero } kończy rzuty.
thorgal-ev-place = { $hero } kładzie kafelek kości { $n } ({ $shape }) na karcie Wroga w { $cols-loc }, { $rows-loc }.
thorgal-ev-fight-won = { $hero } wygrywa Walkę!
thorgal-ev-fight-lost = { $hero } przegrywa Walkę: { $n ->
        [one] 1 cel pozostaje niezakryty
        [few] { $n } cele pozostają niezakryte
       *[other] { $n } celów pozostaje niezakrytych
    }.
thorgal-ev-round = Zaczyna się Runda { $n }.
    .line = new
thorgal-ev-event = Wydarzenie: { $title } — { $text }
thorgal-ev-out-of-time = Skończył się Tor Rund.
thorgal-ev-turn-over = Tura dobiegła końca.
thorgal-ev-decided = { $hero } wybiera: { $what }.
thorgal-ev-chose-hero = { $hero } wybiera { $chosen-acc }.
thorgal-ev-chose-self = { $hero } wybiera siebie.
thorgal-ev-raised = Żeton Podwyższonego kosztu w Lokacji { $location } podnosi koszt o { $what }.
thorgal-ev-gather-card = Z karty Terenu { $card } znikają żetony Zbierania.
thorgal-ev-order = Karty połączonych Wrogów leżą od lewej: { $cards }.
thorgal-ev-cover = { $hero } najpierw rozpatruje: { $what }.
thorgal-ev-pay = { $hero } płaci { $what }.
thorgal-ev-consent-asked = { $hero } chce wydać Zasoby { $owners-gen } i prosi o zgodę.
thorgal-ev-consent-given = { $hero } się zgadza.
thorgal-ev-consent-refused = { $hero } się nie zgadza: polecenie zostaje wycofane.

## Odmowy (odpowiedź dla jednej osoby)
thorgal-err-players = W Thorgala gra od 1 do 4 osób (solo: dwoje Bohaterów), a nie { $players }.
thorgal-err-adventure = Nie ma przygody „{ $adventure }”.
thorgal-err-hero = Nie ma Bohatera „{ $hero }”; do wyboru: { $heroes }.
thorgal-err-hero-twice = { $hero } pojawia się dwa razy: każda osoba ma własnego Bohatera.
thorgal-err-command = Tego polecenia nie ma teraz wśród dostępnych. Wybierz jedno z nich.
thorgal-err-answer = Najpierw trzeba odpowiedzieć na pytanie: { $prompt }.
thorgal-err-no-question = Teraz nie ma pytania do odpowiedzi.
thorgal-err-no-slot = W Rzędzie nie ma karty { $slot }.
thorgal-err-same-slot = Żeton musi trafić pod inną kartę.
thorgal-err-no-token = Nie leży tam żaden aktywny żeton.
thorgal-err-replace = Ta karta nie może zastąpić tamtej: każdy typ akcji musi zostać w Rzędzie.
thorgal-err-no-area = Nie ma Obszaru { $area }.
thorgal-err-not-adjacent = Obszary { $a } i { $b } nie mają wspólnej Granicy.
thorgal-err-border-closed = Granicy { $border } nie można przekroczyć.
thorgal-err-area-unavailable = Obszar { $area } jest niedostępny przed swoją Rundą (teraz Runda { $round }).
thorgal-err-red-border = Przekroczenie Granicy { $border } kończy Ruch.
thorgal-err-move-cost = Droga kosztuje { $cost }, a Ruch ma wartość { $value }.
thorgal-err-move-to = Nie ma dozwolonego Ruchu do Obszaru { $area }.
thorgal-err-move-which = Do Obszaru { $area } prowadzi kilka dróg i na każdej dzieje się co innego: wskaż, którą idziesz.
thorgal-err-move-route = Nie ma teraz takiej drogi do Obszaru { $area }.
thorgal-err-toll = Przeprawa kosztuje 1 Budulec, a go nie masz.
thorgal-err-no-location = Nie ma Lokacji { $location }.
thorgal-err-not-here = Lokacja { $location } nie leży w Obszarze twojego Bohatera.
thorgal-err-wrong-action = Lokacja { $location } nie przyjmuje tej akcji.
thorgal-err-enemies-here = Wrogowie zajmują Lokację { $location }: można tam tylko walczyć.
thorgal-err-blocked = Lokacja { $location } jest zablokowana.
thorgal-err-read = Paragraf Lokacji { $location } został już przeczytany: Lokacja jest zamknięta.
thorgal-err-prerequisite = Lokacja { $location } wymaga żetonu, którego jeszcze nie ma.
thorgal-err-assign = Możesz przypisać najwyżej { $value } { $value ->
        [one] Zasób
        [few] Zasoby
       *[other] Zasobów
    }, i tylko typów z kosztu.
thorgal-err-assign-none = Przypisanie bez Zasobów w Lokacji { $location } tylko sprawdza koszt, a leżące tam Zasoby jeszcze go nie pokrywają.
thorgal-err-gather = Z tego pola nie można zbierać.
thorgal-err-journey-outside = Kafelek musi leżeć na Ścieżce.
thorgal-err-journey-covered = Kafelek nie może zakryć kafelka ani żetonu Zbierania.
thorgal-err-journey-first = Pierwszy kafelek musi sięgać pierwszej kolumny.
thorgal-err-journey-left = Ścieżka nigdy nie cofa się w lewo od najdalszej kolumny.
thorgal-err-journey-touch = Kafelek musi dotykać ostatnio położonego kafelka.
thorgal-err-journey-ended = Ścieżka Wędrówki się skończyła: talia Terenu jest pusta, a kafelek sięga ostatniej kolumny, więc nie da się położyć żadnego kafelka.
thorgal-err-wound-cells = Rana musi leżeć na wolnych polach planszy Ran.
thorgal-err-wound-touch = Rana musi dotykać Rany, która już tam leży.
thorgal-err-wound-shape = To nie jest kształt tej Rany.
thorgal-err-heal-target = Tej Rany nie można tak wyleczyć (najwyżej rozmiar { $max }).
thorgal-err-xp-track = Doświadczenie trafia na Tor Walki albo Tor Wędrówki.
thorgal-err-fight-target = W Obszarze twojego Bohatera nie ma takiego Wroga.
thorgal-err-fight-step = Na tym etapie Walki to niemożliwe.
thorgal-err-no-critical = Ten Wróg nie pozwala na efekty krytyczne.
thorgal-err-critical-twice = Efekt krytyczny tej kości już działa.
thorgal-err-critical-face = Ta ścianka nie ma pól krytycznych.
thorgal-err-reroll-critical = Kości z efektem krytycznym nie można przerzucić.
thorgal-err-tile-shape = To nie jest kafelek tej kości.
thorgal-err-tile-outside = Kafelek musi leżeć na karcie Wroga.
thorgal-err-tile-overlap = Kafelki nie mogą na siebie zachodzić.
thorgal-err-tile-apart = Kafelki muszą tworzyć jedną spójną grupę.
thorgal-err-tile-left-out = { $shape } wciąż się mieści: trzeba położyć każdy wyrzucony kafelek, który się mieści.
thorgal-err-skill-inactive = Twoja Umiejętność jest odwrócona na stronę „użyta”: najpierw ją odnów.
thorgal-err-skill-used = W tej Rundzie Umiejętność już była użyta (raz na Rundę, także po odnowieniu).
thorgal-err-skill-timing = Twoja Umiejętność teraz nie działa (nie ta akcja albo nie ten moment).
thorgal-err-item-not-yours = Nie masz takiego Przedmiotu (Przedmiotów się nie pożycza).
thorgal-err-item-timing = Ten Przedmiot teraz nie działa (nie ta akcja albo nie ten moment).
thorgal-err-one-token = Jeden żeton na turę: żeton tej tury już leży.

## Kroki wyboru
thorgal-verb-play = Połóż żeton
thorgal-verb-go = Dalej
thorgal-verb-move = Idź
thorgal-verb-tile = Połóż kafelek Wędrówki
thorgal-verb-gather = Zbieraj
thorgal-verb-assign = Przypisz
thorgal-verb-sacrifice = Złóż Poświęcenie
thorgal-verb-craft = Weź Przedmioty
thorgal-verb-fight = Walcz
thorgal-verb-upgrade = Ulepsz kość
thorgal-verb-extra = Dodaj kość
thorgal-verb-buy = Kup kość
thorgal-verb-roll = Rzuć
thorgal-verb-reroll = Przerzuć kość
thorgal-verb-critical = Włącz efekt krytyczny
thorgal-verb-done = Połóż kafelki
thorgal-verb-place = Połóż kafelek
thorgal-verb-finish = Zakończ
thorgal-verb-item = Użyj Przedmiotu
thorgal-verb-skill = Użyj Umiejętności
thorgal-verb-refresh = Odnów Umiejętność
thorgal-verb-skip = Nic nie rób
thorgal-verb-stop = Zakończ Wędrówkę
thorgal-verb-res = Wybierz Zasób
thorgal-verb-xp = Wybierz tor Doświadczenia
thorgal-verb-wound = Połóż Ranę
thorgal-verb-heal = Wylecz Ranę
thorgal-verb-hero = Wybierz Bohatera
thorgal-verb-thread = Wybierz wątek poboczny
thorgal-verb-replace = Zastąp kartę
thorgal-verb-decline = Zostaw Rząd bez zmian
thorgal-verb-enemy = { $step ->
        [up] Wzmocnij Wroga
       *[down] Osłab Wroga
    }
thorgal-verb-type = Podnieś koszt
thorgal-verb-card = Wybierz kartę Terenu
thorgal-verb-pay = Zapłać
thorgal-verb-discard = Odrzuć
thorgal-verb-keep = Zostaw
thorgal-verb-consent = Zgoda albo odmowa
thorgal-verb-order = Ułóż karty Wrogów
thorgal-verb-cover = Wybierz zakryte pole
thorgal-orientation = ułożenie { $n }
thorgal-column = kolumna { $n }
thorgal-row = wiersz { $n }
thorgal-prompt-stage-token = Tura { $hero-gen }: przesuń żeton pod inną kartę Rzędu Akcji.
thorgal-prompt-stage-start = Przed akcją { $action }: użyj Przedmiotu lub Umiejętności albo przejdź do akcji.
thorgal-prompt-stage-done = Tura się kończy.
thorgal-prompt-main-move = Ruch o wartości { $value }: dokąd idzie { $hero }? Możesz też zrezygnować z akcji.
thorgal-prompt-main-journey = Wędrówka: { $left ->
        [one] został 1 kafelek
        [few] zostały { $left } kafelki
       *[other] zostało { $left } kafelków
    } do położenia (ułożenia, kolumny i wiersze na obrazku). { $done ->
        [0] Możesz też zrezygnować z akcji.
       *[other] Możesz też zakończyć Wędrówkę.
    }
thorgal-prompt-main-gather = Zbieranie o wartości { $value }: z którego pola Ścieżki zbierasz? Możesz też zrezygnować z akcji.
thorgal-prompt-main-assign = Przypisanie o wartości { $value }: co i do której Lokacji przypisujesz? Możesz też zrezygnować z akcji.
thorgal-prompt-main-sacrifice = Poświęcenie o wartości { $value }: w której Lokacji je składasz? Możesz też zrezygnować z akcji.
thorgal-prompt-main-craft = Rzemiosło o wartości { $value }: które Przedmioty bierzesz z Ekspozycji? Możesz też zrezygnować z akcji.
thorgal-prompt-main-combat = Walka: z którym Wrogiem walczy { $hero }? Możesz też zrezygnować z akcji.
thorgal-prompt-fight-pre = Przed rzutem: ulepsz lub dodaj kości albo rzuć.
thorgal-prompt-fight-post = Po rzucie: przerzuć kość, włącz efekt krytyczny albo połóż kafelki.
thorgal-prompt-fight-place = Połóż kafelki kości na karcie Wroga, stykające się ze sobą (ułożenia, kolumny i wiersze na obrazku).
thorgal-prompt-step-source = Który żeton przesuwasz?
thorgal-prompt-step-target = Pod którą kartę?
thorgal-prompt-step-play-target = Pod którą kartę (1–7 od lewej)?
thorgal-prompt-step-main = Którą akcję karty wybierasz?
thorgal-prompt-step-shape = Jaki kształt?
thorgal-prompt-step-tile-shape = Jaki kształt ma kafelek Wędrówki?
thorgal-prompt-step-orientation = Które ułożenie?
thorgal-prompt-step-tile-orientation = Które ułożenie (numery na obrazku)?
thorgal-prompt-step-place-orientation = Które ułożenie (numery na obrazku)?
thorgal-prompt-step-column = Która kolumna?
thorgal-prompt-step-row = Który wiersz?
thorgal-prompt-step-tile-column = W której kolumnie leży lewy brzeg kafelka?
thorgal-prompt-step-tile-row = W którym wierszu leży górny brzeg kafelka?
thorgal-prompt-step-place-column = W której kolumnie karty Wroga leży lewy brzeg kafelka?
thorgal-prompt-step-place-row = W którym wierszu karty Wroga leży górny brzeg kafelka?
thorgal-prompt-step-gather-column = Z której kolumny Ścieżki?
thorgal-prompt-step-gather-row = Z którego wiersza Ścieżki?
thorgal-prompt-step-cover-column = W której kolumnie leży to pole?
thorgal-prompt-step-cover-row = W którym wierszu leży to pole?
thorgal-prompt-step-cell = Które pola?
thorgal-prompt-step-die = Kafelek której kości?
thorgal-prompt-step-location = Która Lokacja?
thorgal-prompt-step-resource = Które Zasoby?
thorgal-prompt-step-enemy = Z którym Wrogiem?
thorgal-prompt-step-item = Które Przedmioty?
thorgal-prompt-step-payer = Kto płaci?
thorgal-prompt-step-item-item = Którego Przedmiotu używasz?
thorgal-prompt-step-upgrade-die = Którą kość ulepszasz?
thorgal-prompt-step-extra-die = Którą kość dodajesz?
thorgal-prompt-step-reroll-die = Którą kość przerzucasz?
thorgal-prompt-step-critical-die = Efekt krytyczny której kości?
thorgal-prompt-step-sacrifice-location = W której Lokacji składasz Poświęcenie?
thorgal-prompt-step-area = Dokąd?
thorgal-prompt-step-route = Którędy?
thorgal-opt-adventure = Przygoda
thorgal-opt-adventure-saltcliff_beacon = Latarnia na Słonym Klifie
thorgal-opt-heroes = Bohaterowie (np. brand,sigrun)
# imiona Bohaterów w opcji heroes= (te same co w danych przygody)
thorgal-opt-heroes-brand = Brand Żelaznoręki
thorgal-opt-heroes-sigrun = Sigrun Wołająca Fale
thorgal-opt-heroes-edda = Edda Dalekokroka
thorgal-opt-heroes-halvar = Halvar Zwinnopalcy
thorgal-opt-first = Pierwszy gracz (0 = losowo)
thorgal-opt-first-0 = losowo
thorgal-opt-window = Czas na decyzję grupy przed wyborem domyślnym (w godzinach; 0 = bez końca)
thorgal-opt-window-0 = bez końca

# Sprawdzanie przygody (python -m games.thorgal.validate): jeden wiersz na problem, po jego miejscu w pliku
thorgal-check-top = (cały plik)
thorgal-check-summary-ok = { $path }: wszystko w porządku
thorgal-check-summary-problems = { $path }: { $n } { $n ->
        [one] problem
        [few] problemy
       *[many] problemów
    }
thorgal-check-unreadable = nie da się odczytać pliku: { $reason ->
        [missing] nie ma takiego pliku
        [denied] brak uprawnień do odczytu
        [folder] to jest folder
       *[other] { $problem }
    }
thorgal-check-not-utf8 = nie da się go odczytać jako JSON: to nie jest tekst w UTF-8
thorgal-check-not-json = nie da się go odczytać jako JSON: { $reason ->
        [value] brakuje wartości
        [comma] brakuje przecinka (,)
        [colon] brakuje dwukropka (:)
        [name] brakuje nazwy pola w cudzysłowie
        [string] tekst nie jest zamknięty cudzysłowem
        [control] w tekście stoi znak sterujący
        [escape] błędna sekwencja z ukośnikiem (\)
        [extra] po końcu danych jest coś jeszcze
       *[other] { $problem }
    } w wierszu { $line }, w kolumnie { $column }
thorgal-check-not-json-at-all = nie da się go odczytać jako JSON ({ $problem })
thorgal-check-too-deep-line = listy i obiekty są zagnieżdżone na ponad { $max } poziomów w wierszu { $line }; przygodzie wystarczy znacznie mniej
thorgal-check-too-deep = listy i obiekty są tu zagnieżdżone na ponad { $max } poziomów; przygodzie wystarczy znacznie mniej
thorgal-check-type = musi być { $expected ->
        [object] obiektem
        [list] listą
        [string] tekstem
        [integer] liczbą całkowitą
        [id] tekstem albo liczbą całkowitą
       *[list_or_string] listą albo tekstem
    }, a jest { $found ->
        [object] obiektem
        [list] listą
        [string] tekstem
        [integer] liczbą całkowitą
        [number] liczbą ułamkową
        [boolean] wartością logiczną (true albo false)
        [null] wartością null
       *[other] { $found }
    }
thorgal-check-missing = brakuje pola „{ $field }”
thorgal-check-unforeseen = tej części nie udało się sprawdzić ({ $problem }); sprawdźcie typy jej pól
thorgal-check-effects-list = lista efektów musi być listą
thorgal-check-effect-object = efekt musi być obiektem z polem op
thorgal-check-unknown-op = nieznana operacja { $op }
thorgal-check-op-needs = { $op } wymaga pola „{ $param }”
thorgal-check-op-extra = { $op } nie przyjmuje pola „{ $param }”
thorgal-check-unknown-who = nieznana wartość who: { $who }
thorgal-check-who-value = who each_in_area_numbered_gte wymaga pola „value”
thorgal-check-n-integer = n musi być liczbą całkowitą, a nie { $value }
thorgal-check-undefined = { $kind ->
        [resource] zasób { $value } nie jest zdefiniowany
        [shape] kształt { $value } nie jest zdefiniowany
        [die_colour] kolor kości { $value } nie jest zdefiniowany
        [action_card] karta Akcji { $value } nie jest zdefiniowana
        [special_card] karta Akcji Specjalnej { $value } nie jest zdefiniowana
        [enemy_strength] siła Wroga { $value } nie jest zdefiniowana
        [location] Lokacja { $value } nie jest zdefiniowana
        [area] Obszar { $value } nie jest zdefiniowany
        [objective_token] żeton Celu { $value } nie jest zdefiniowany
        [target] miejsce { $value } (Lokacja albo Granica) nie jest zdefiniowane
        [border] Granica { $value } nie jest zdefiniowana
        [border_type] typ Granicy { $value } nie jest zdefiniowany
        [terrain_card] karta Terenu { $value } nie jest zdefiniowana
        [objective] Cel { $value } nie jest zdefiniowany
        [event_icon] ikona Wydarzenia { $value } nie jest zdefiniowana
        [starting_item] Przedmiot startowy { $value } nie jest zdefiniowany
        [deck] talia { $value } nie jest zdefiniowana
        [paragraph] Paragraf { $value } nie jest zdefiniowany
       *[other] { $kind } { $value } nie jest zdefiniowane
    }
thorgal-check-wound-one = wound wymaga dokładnie jednego z pól: shape, size, die
thorgal-check-wound-size = size musi wynosić od 1 do 5 albo „threat”, a nie { $value }
thorgal-check-xp-track = nieznany tor Doświadczenia { $value }
thorgal-check-select-object = select musi być obiektem
thorgal-check-select-needs = select wymaga pola location, area albo anywhere
thorgal-check-token = nieznany rodzaj żetonu { $value }
thorgal-check-target-object = obiekt celu wymaga pól rune i action
thorgal-check-penalty-colour = kolor kary to red albo yellow, a nie { $value }
thorgal-check-result = result to win albo loss, a nie { $value }
thorgal-check-condition-object = warunek musi być obiektem (albo null)
thorgal-check-condition-one = warunek ma dokładnie jedno z pól { $known }, a nie { $found }
thorgal-check-condition-integer = { $field } wymaga liczby całkowitej
thorgal-check-timing = nieznany moment działania (timing) { $value }
thorgal-check-terrain-grid = karta Terenu to siatka 4x4
thorgal-check-enemy-rows = siatka karty Wroga ma 4 rzędy
thorgal-check-enemy-t = karta Wroga wymaga co najmniej jednego pola T
thorgal-check-hero-levels = combat_dial i journey_track mają po 7 poziomów
thorgal-check-location-action = akcja Lokacji to assign, sacrifice albo combat, a nie { $value }
thorgal-check-special-rule = nieznana zasada specjalna { $value }
thorgal-check-defeat = nieznany warunek porażki { $value }
thorgal-check-paragraph-twice = Paragraf { $id } jest zdefiniowany dwa razy
thorgal-check-paragraph-story = Paragraf wymaga pól story_en i story_pl (albo variants)
thorgal-check-side-threads = Paragraf ma 0 albo 2 wątki poboczne (TG-PAR-3)
thorgal-check-paragraph-unread = Paragrafu { $id } nie da się nigdy przeczytać: żaden efekt go nie czyta

# Issue 26 point 3: adventures in their own files (games/thorgal/data/adventures/<id>.json) and their lobby names
thorgal-opt-adventure-ice_ford = Lodowy Bród
thorgal-check-adventure-clash = identyfikator przygody { $id } jest już użyty w { $file }; każda przygoda potrzebuje własnego identyfikatora
thorgal-value-why = { $action } ({ $why })
thorgal-why-printed = { $n } z karty
thorgal-why-only = +{ $n } za jedyny żeton
thorgal-why-left = +{ $n } za żetony z lewej
thorgal-why-under = +{ $n } za żetony pod nią
thorgal-why-event-value = { $sign } z karty Wydarzenia
thorgal-why-lowest = nie mniej niż { $n }
thorgal-ev-busy = { $hero } rozgrywa turę; cała tura pojawi się tu, gdy się skończy.
thorgal-list-and = { $head } i { $last }
thorgal-sp-wound-die = Rana o kształcie z rzutu { $die-inst }
