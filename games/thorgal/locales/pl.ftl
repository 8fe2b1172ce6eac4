# Thorgal — katalog polski. Klucze zaczynają się od „thorgal-”. Teksty samej przygody pochodzą z jej danych
# (thorgal-text wybiera język); numer zasady dopisuje bot (GameError.rule).
thorgal-title = Thorgal
thorgal-text = { $pl }
thorgal-rules-summary =
    Thorgal to gra kooperacyjna: 1–4 osoby (solo: dwoje Bohaterów) razem wygrywają albo przegrywają. Runda to 4 tury: przesuwacie jeden z 4 wspólnych Żetonów Akcji pod inną kartę Rzędu Akcji i rozpatrujecie ją — Ruch, Wędrówka, Zbieranie, Przypisanie, Poświęcenie, Walka albo Rzemiosło. Od położenia pozostałych żetonów zależy siła karty.
    Kafelki Wędrówki na wspólnej Ścieżce zakrywają pola zasobów, Znalezisk, Doświadczenia i Leczenia; Zbieranie bierze zasoby ze Ścieżki; Przypisanie wydaje je w Lokacjach, by czytać Paragrafy; w Walce rzucacie kośćmi, których kafelki muszą zakryć cele na karcie Wroga; Rany to kafelki w obszarze Ran, a Bohater, któremu Rana się nie zmieści, ginie.
    Po 4 turach faza Wydarzenia przesuwa Rundę, odwraca żetony i dobiera kartę Wydarzenia. Osiągnijcie Cele przygody, zanim skończy się Tor Rund.
thorgal-card = karta { $n }
thorgal-card-full = karta { $n } ({ $main })
thorgal-main = { $action } { $value }
thorgal-list = { $items }
thorgal-cell = kolumna { $column }, wiersz { $row }
thorgal-border = Granica { $id }
thorgal-shape = { $shape }
thorgal-result-win = Przygoda zakończona zwycięstwem!
thorgal-result-loss = Przygoda zakończona porażką.
thorgal-res-material = { $n } { $n ->
    [one] Budulec
    [few] Budulce
   *[other] Budulców
}
thorgal-res-ore = { $n } { $n ->
    [one] Ruda
    [few] Rudy
   *[other] Rud
}
thorgal-res-gossip = { $n } { $n ->
    [one] Pogłoska
    [few] Pogłoski
   *[other] Pogłosek
}
thorgal-res-magic = { $n } { $n ->
    [one] Magia
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
thorgal-action-move = Ruch
thorgal-action-journey = Wędrówka
thorgal-action-gather = Zbieranie
thorgal-action-assign = Przypisanie
thorgal-action-sacrifice = Poświęcenie
thorgal-action-combat = Walka
thorgal-action-craft = Rzemiosło
thorgal-strength-minor = Pomniejszy Wróg
thorgal-strength-average = Przeciętny Wróg
thorgal-strength-powerful = Potężny Wróg
thorgal-strength-monstrous = Potworny Wróg
thorgal-strength-mystic = Mistyczny Wróg
thorgal-track-combat = Tor Walki
thorgal-track-journey = Tor Wędrówki
thorgal-token-raised_cost = Żeton Podwyższonego kosztu
thorgal-token-blocked = Blokada
thorgal-token-sacrifice = Żeton Poświęcenia
thorgal-token-objective = Żeton Celu

## Ruchy
thorgal-from-out = żeton spoza Rzędu
thorgal-from-slot = żeton spod karty { $n }
thorgal-mv-play = { $action }: { $source } pod { $card }
thorgal-mv-go = Dalej: rozpatrz akcję
thorgal-mv-skip = Nic nie rób (żeton zostaje)
thorgal-mv-stop = Zatrzymaj się tutaj
thorgal-mv-roll = Rzuć kośćmi
thorgal-mv-done = Gotowe: połóż kafelki
thorgal-mv-finish = Zakończ (reszta się nie zmieści)
thorgal-mv-decline = Nie, Rząd zostaje bez zmian
thorgal-mv-keep = Niczego nie odrzucaj
thorgal-mv-buy = Kup kość
thorgal-mv-refresh = Odnów Umiejętność
thorgal-mv-item = Użyj: { $item }
thorgal-mv-skill = Użyj Umiejętności: { $skill }
thorgal-mv-move = Idź do: { $area }
thorgal-mv-move-direct = Idź do: { $area }, prosto przez Granicę
thorgal-mv-move-through = Idź do: { $area }, przez: { $through }
thorgal-mv-toll = { $move } (opłata: { $what })
thorgal-mv-toll-by = { $move } (opłata: { $what }, płaci: { $hero })
thorgal-route-direct = Prosto przez Granicę
thorgal-route-through = Przez: { $through }
thorgal-mv-move-yes = Tak, idę
thorgal-mv-move-no = Nie, zostaję
thorgal-mv-tile = { $shape }: { $cell }
thorgal-mv-gather = Zbieraj: { $cell }
thorgal-mv-assign = Przypisz { $what } — { $location }
thorgal-mv-assign-none = Niczego nie dokładaj — { $location }: leżące tam zasoby już pokrywają koszt
thorgal-mv-sacrifice = Poświęcenie — { $location } (Rany: { $shape })
thorgal-mv-sacrifice-deadly = Poświęcenie — { $location }: nie zmieścisz wszystkich Ran, Bohater zginie
thorgal-mv-craft = Weź: { $items }
thorgal-mv-fight = Walcz — { $strength }, { $location }
thorgal-mv-fight-all = Walcz ze wszystkimi połączonymi Wrogami ({ $n }) — { $location }
thorgal-mv-upgrade = Ulepsz kość { $n } ({ $die })
thorgal-mv-reroll = Przerzuć kość { $n } ({ $shape })
thorgal-mv-critical = Efekt krytyczny na kości { $n } ({ $shape })
thorgal-mv-extra = Dodaj: { $die }
thorgal-mv-place = Kafelek kości { $n } ({ $shape }): { $cell }
thorgal-mv-wound = { $shape }: { $cell }
thorgal-mv-heal = Wylecz Ranę { $n } ({ $shape })
thorgal-mv-thread = Wątek poboczny: { $label }
thorgal-mv-thread-none = Bez wątku pobocznego
thorgal-mv-replace = { $new } zamiast: { $old }
thorgal-mv-enemy = { $strength } — { $location }
thorgal-mv-raise = Podnosi koszt o: { $what } (koszt { $cost })
thorgal-mv-gather-card = Żetony Zbierania z karty: { $card }
thorgal-mv-pay = Zapłać: { $what }
thorgal-mv-pay-from = { $hero } płaci: { $what }
thorgal-mv-discard = Odrzuć z Ekspozycji: { $item }
thorgal-mv-other = Ten wybór

## Pytania
thorgal-prompt-gain_type = Który zasób?
thorgal-prompt-xp = Na który tor idzie Doświadczenie?
thorgal-prompt-wound = Gdzie trafia Rana?
thorgal-prompt-heal = Którą Ranę leczysz?
thorgal-prompt-choose_hero = Który Bohater?
thorgal-prompt-thread = Wątek poboczny za 1 Pogłoskę?
thorgal-prompt-replace = Nowa karta Akcji: zastąpić nią kartę w Rzędzie?
thorgal-prompt-enemy = Który żeton Wroga?
thorgal-prompt-raise_type = Który zasób podnosi żeton Podwyższonego kosztu?
thorgal-prompt-move_opt = Przejść tam?
thorgal-prompt-choose_item = Który Przedmiot z Ekspozycji?
thorgal-prompt-gather_card = Z której karty usunąć żetony Zbierania?
thorgal-prompt-pay_unit = Którym zasobem płacisz?
thorgal-prompt-group_pay = Kto płaci i czym?
thorgal-prompt-craft_discard = Odrzucić jedną kartę Ekspozycji?

## Zdarzenia
thorgal-ev-paragraph = ¶{ $n } { $title }: { $story }
thorgal-ev-play = { $hero }: { $action } ({ $card }).
thorgal-ev-next = Następna tura: { $hero }.
thorgal-ev-gain = { $hero } otrzymuje: { $what }.
thorgal-ev-xp = { $hero } zdobywa Doświadczenie: { $track }.
thorgal-ev-wound = { $hero } otrzymuje Ranę o rozmiarze { $size }.
thorgal-ev-die-wound = { $hero } rzuca na Ranę: { $shape }.
thorgal-ev-heal = { $hero } leczy Ranę.
thorgal-ev-threat = { $hero } otrzymuje Zagrożenie: { $n }.
thorgal-ev-discard-threat = { $hero } odrzuca Zagrożenie: { $n }.
thorgal-ev-death = { $hero } nie mieści Rany i ginie.
thorgal-ev-unmet = Niespełnione wymagania: Rana o rozmiarze równym Zagrożeniu.
thorgal-ev-default = (brak odpowiedzi w czasie: wybór domyślny)
thorgal-ev-finding = { $hero } znajduje: { $card }.
thorgal-ev-item = { $hero } dostaje: { $item }.
thorgal-ev-new-card = Nowa karta Akcji: { $card }.
thorgal-ev-special-card = Karta Akcji Specjalnej dołącza do Rzędu: { $card }.
thorgal-ev-replaced = { $new } zastępuje w Rzędzie: { $old }.
thorgal-ev-card-declined = { $card } wraca na stos nieużywanych kart.
thorgal-ev-enemy-placed = { $strength } ({ $n }) — { $location }.
thorgal-ev-enemy-level = Wróg — { $location } — to teraz: { $strength }.
thorgal-ev-token = { $token } — { $target }.
thorgal-ev-moved = { $hero } przenosi się: { $area }.
thorgal-ev-move = { $hero } idzie: { $area }.
thorgal-ev-move-through = { $hero } idzie: { $area }, przez: { $through }.
thorgal-ev-terrain = Nowa karta Terenu dołącza do Ścieżki.
thorgal-ev-tile = { $hero } kładzie kafelek Wędrówki (rozmiar { $size }).
thorgal-ev-gather = { $hero } zbiera.
thorgal-ev-assign = { $hero } przypisuje zasoby ({ $n }) — { $location }.
thorgal-ev-assign-none = { $hero } niczego nie dokłada — { $location } — i koszt zostaje sprawdzony.
thorgal-ev-sacrifice = { $hero } składa Poświęcenie — { $location } (Rany: { $n }).
thorgal-ev-craft = { $hero } bierze Przedmioty: { $n }.
thorgal-ev-track = { $track }: { $n }.
thorgal-ev-objective = Cel osiągnięty: { $objective }.
thorgal-ev-thread = Wątek poboczny: { $label }.
thorgal-ev-used = { $hero } używa: { $what }.
thorgal-ev-skip = { $hero } nic nie robi w tej akcji.
thorgal-ev-stop = { $hero } kończy Wędrówkę.
thorgal-ev-enemy-card = Wróg: { $card }.
thorgal-ev-roll = Kości dają: { $shapes }.
thorgal-ev-fight-won = { $hero } wygrywa Walkę!
thorgal-ev-fight-lost = { $hero } przegrywa Walkę: Zagrożenie { $n }.
thorgal-ev-round = Zaczyna się Runda { $n }.
thorgal-ev-event = Wydarzenie: { $title } — { $text }
thorgal-ev-out-of-time = Skończył się Tor Rund.

## Odmowy
thorgal-err-players = W Thorgala gra od 1 do 4 osób (solo: dwoje Bohaterów), nie { $players }.
thorgal-err-adventure = Nie ma przygody „{ $adventure }”.
thorgal-err-hero = Nie ma Bohatera „{ $hero }”; do wyboru: { $heroes }.
thorgal-err-hero-twice = { $hero } pojawia się dwa razy: każda osoba ma własnego Bohatera.
thorgal-err-command = Tego polecenia nie ma teraz wśród dostępnych. Wybierz jedno z nich.
thorgal-err-answer = Najpierw odpowiedz na pytanie: { $prompt }
thorgal-err-no-question = Teraz nie ma pytania do odpowiedzi.
thorgal-err-no-slot = W Rzędzie nie ma karty { $slot }.
thorgal-err-same-slot = Żeton musi trafić pod inną kartę.
thorgal-err-no-token = Nie leży tam żaden aktywny żeton.
thorgal-err-replace = Ta karta nie może zastąpić tamtej: każdy typ akcji musi zostać w Rzędzie.
thorgal-err-no-area = Nie ma Obszaru { $area }.
thorgal-err-not-adjacent = { $a } i { $b } nie mają wspólnej Granicy.
thorgal-err-border-closed = Granicy { $border } nie można przekroczyć.
thorgal-err-area-unavailable = { $area } nie jest dostępny przed swoją Rundą (teraz Runda { $round }).
thorgal-err-red-border = Przekroczenie { $border } kończy Ruch.
thorgal-err-move-cost = Droga kosztuje { $cost }, a Ruch jest wart { $value }.
thorgal-err-move-to = Nie ma dozwolonego Ruchu do: { $area }.
thorgal-err-move-which = Do celu ({ $area }) prowadzi kilka dróg i na każdej dzieje się co innego: wskaż, którą idziesz.
thorgal-err-move-route = Nie ma teraz takiej drogi do celu: { $area }.
thorgal-err-toll = Przeprawa kosztuje 1 Budulec, a go nie masz.
thorgal-err-no-location = Nie ma Lokacji { $location }.
thorgal-err-not-here = { $location } nie leży w twoim Obszarze.
thorgal-err-wrong-action = { $location } nie przyjmuje tej akcji.
thorgal-err-enemies-here = Wrogowie zajmują { $location }: można tam tylko walczyć.
thorgal-err-blocked = { $location } jest zablokowana.
thorgal-err-read = Jej Paragraf został przeczytany: { $location } jest zamknięta.
thorgal-err-prerequisite = { $location } wymaga żetonu, którego jeszcze nie ma.
thorgal-err-assign = Przypisz najwyżej tyle zasobów: { $value }, i tylko typów z kosztu.
thorgal-err-assign-none = Przypisanie bez zasobów — { $location } — tylko sprawdza koszt, a leżące tam zasoby jeszcze go nie pokrywają.
thorgal-err-gather = Z tego pola nie można zbierać.
thorgal-err-journey-outside = Kafelek musi leżeć na Ścieżce.
thorgal-err-journey-covered = Kafelek nie może zakryć kafelka ani żetonu Zbierania.
thorgal-err-journey-first = Pierwszy kafelek musi sięgać pierwszej kolumny.
thorgal-err-journey-left = Ścieżka nigdy nie cofa się w lewo od najdalszej kolumny.
thorgal-err-journey-touch = Kafelek musi dotykać ostatnio położonego kafelka.
thorgal-err-journey-ended = Ścieżka Wędrówki się skończyła: talia Terenu jest pusta, a kafelek sięga ostatniej kolumny, więc nie da się położyć żadnego kafelka.
thorgal-err-wound-cells = Rana leży na wolnych polach obszaru Ran.
thorgal-err-wound-touch = Rana musi dotykać Rany, która już tam leży.
thorgal-err-wound-shape = To nie jest kształt tej Rany.
thorgal-err-heal-target = Tej Rany nie można tak wyleczyć (najwyżej rozmiar { $max }).
thorgal-err-xp-track = Doświadczenie trafia na tor Walki albo Wędrówki.
thorgal-err-fight-target = W twoim Obszarze nie ma takiego Wroga.
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

## Kroki wyboru
thorgal-verb-play = Połóż żeton
thorgal-verb-go = Dalej
thorgal-verb-move = Ruch
thorgal-verb-tile = Połóż kafelek Wędrówki
thorgal-verb-gather = Zbieraj
thorgal-verb-assign = Przypisz
thorgal-verb-sacrifice = Poświęcenie
thorgal-verb-craft = Rzemiosło
thorgal-verb-fight = Walcz
thorgal-verb-upgrade = Ulepsz kość
thorgal-verb-extra = Dodaj kość
thorgal-verb-buy = Kup kość
thorgal-verb-roll = Rzuć
thorgal-verb-reroll = Przerzuć kość
thorgal-verb-critical = Efekt krytyczny
thorgal-verb-done = Gotowe
thorgal-verb-place = Połóż kafelek
thorgal-verb-finish = Zakończ
thorgal-verb-item = Użyj Przedmiotu
thorgal-verb-skill = Użyj Umiejętności
thorgal-verb-refresh = Odnów Umiejętność
thorgal-verb-skip = Nic nie rób
thorgal-verb-stop = Zatrzymaj się
thorgal-orientation = ułożenie { $n }
thorgal-column = kolumna { $n }
thorgal-row = wiersz { $n }
thorgal-die = kość { $n }
thorgal-prompt-stage-token = Twoja tura: przesuń żeton pod kartę.
thorgal-prompt-stage-start = Przed akcją: użyj Przedmiotu lub Umiejętności albo przejdź dalej.
thorgal-prompt-stage-main = Rozpatrz akcję (albo nic nie rób).
thorgal-prompt-stage-done = Tura się kończy.
thorgal-prompt-step-source = Który żeton?
thorgal-prompt-step-target = Pod którą kartę?
thorgal-prompt-step-main = Która akcja karty?
thorgal-prompt-step-shape = Który kształt?
thorgal-prompt-step-orientation = Jak obrócony?
thorgal-prompt-step-column = Która kolumna?
thorgal-prompt-step-row = Który wiersz?
thorgal-prompt-step-cell = Gdzie?
thorgal-prompt-step-die = Która kość?
thorgal-prompt-step-location = Która Lokacja?
thorgal-prompt-step-resource = Które zasoby?
thorgal-prompt-step-enemy = Który Wróg?
thorgal-prompt-step-item = Które Przedmioty?
thorgal-prompt-step-payer = Kto płaci?
thorgal-prompt-step-area = Dokąd?
thorgal-prompt-step-route = Którędy?
thorgal-verb-res = Zasób
thorgal-verb-xp = Doświadczenie
thorgal-verb-wound = Rana
thorgal-verb-heal = Leczenie
thorgal-verb-hero = Bohater
thorgal-verb-thread = Wątek poboczny
thorgal-verb-replace = Zastąp kartę
thorgal-verb-decline = Odmów
thorgal-verb-enemy = Wróg
thorgal-verb-type = Typ zasobu
thorgal-verb-card = Karta Terenu
thorgal-verb-pay = Zapłać
thorgal-verb-discard = Odrzuć
thorgal-verb-keep = Zostaw
thorgal-ev-turn-over = Tura dobiegła końca.
thorgal-ev-decided = Wybrano: { $what }.
thorgal-err-skill-inactive = Twoja Umiejętność jest odwrócona na nieaktywną stronę: najpierw ją odnów.
thorgal-err-skill-used = W tej Rundzie Umiejętność już była użyta (raz na Rundę, także po odnowieniu).
thorgal-err-skill-timing = Twoja Umiejętność teraz nie działa (nie ta akcja albo nie ten moment).
thorgal-err-item-not-yours = Nie masz takiego Przedmiotu (Przedmiotów się nie pożycza).
thorgal-err-item-timing = Ten Przedmiot teraz nie działa (nie ta akcja albo nie ten moment).
thorgal-err-one-token = Jeden żeton na turę: żeton tej tury już leży.
thorgal-opt-adventure = Przygoda
thorgal-opt-adventure-saltcliff_beacon = Latarnia na Słonym Klifie
thorgal-opt-heroes = Bohaterowie (np. brand,sigrun)
thorgal-opt-first = Pierwszy gracz (0 = losowo)
thorgal-opt-window = Ile godzin decyzja czeka na wybór domyślny (0 = bez końca)
thorgal-res-of = { $what } od: { $hero }
thorgal-mv-consent-yes = Tak, { $hero } może ich użyć
thorgal-mv-consent-no = Nie
thorgal-prompt-consent = Inny Bohater chce wydać twoje zasoby: zgadzasz się?
thorgal-ev-consent-asked = { $hero } prosi o zasoby: { $owners }.
thorgal-ev-consent-given = { $hero } się zgadza.
thorgal-ev-consent-refused = { $hero } odmawia: polecenie zostaje wycofane.
thorgal-verb-consent = Zgoda
thorgal-mv-paid-by = { $move } (płaci: { $hero })
thorgal-payer = Płaci: { $hero }
thorgal-mv-order = Od lewej: { $cards }
thorgal-prompt-linked_order = W jakiej kolejności, od lewej, leżą karty połączonych Wrogów?
thorgal-verb-order = Kolejność
thorgal-mv-cover = Najpierw pole: { $cell }
thorgal-prompt-cover = Które zakryte pole rozpatrzyć teraz?
thorgal-verb-cover = Zakryte pole

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
