# Zamek Smoków — katalog polski. Klucze zaczynają się od „dragon_castle-”. Numer zasady (DC-x.y) dopisuje bot
# (GameError.rule).

dragon_castle-title = Zamek Smoków
dragon_castle-rules-summary =
    Zamek Smoków to 116 kamieni w stylu mahjonga. W swojej turze wykonujesz jedną akcję: bierzesz parę identycznych kamieni (pierwszy z najwyższego poziomu, oba z wolnym lewym lub prawym bokiem), bierzesz jeden kamień i świątynię, odrzucasz kamień za 1 PZ albo — gdy został już tylko poziom dolny — przywołujesz smoka i bierzesz żeton odliczania (2 PZ).
    Wzięte kamienie kładziesz odkryte w swoim królestwie 4×4: na puste pola albo na zakryte kamienie bez świątyni. Każdą połączoną grupę co najmniej 4 odkrytych kamieni jednego rodzaju trzeba scalić: odwracasz ją, dostajesz 2/3/5/6/8 PZ za 4/5/6/7/8 kamieni (+1 za każdy ponad 8, +1 za smoki) i możesz postawić na niej 1 świątynię (2 na kamieniach specjalnych) ze swojej puli. Na koniec świątynie są warte 1/2/3 PZ zależnie od poziomu.
    Karty duchów dają moce (płacisz odkrytym kamieniem z królestwa albo świątynią z puli, każdą kartą raz na turę); karty smoków dają dodatkowe punkty na koniec. Gdy na torze odliczania odsłoni się „!”, runda jest dogrywana i gra się kończy.
    Tura to kilka kroków (weź, połóż, scal, świątynie, duchy, potwierdź); widzisz podgląd i możesz cofać, dopóki krok nie odsłoni kamienia w zamku. Pozostali zobaczą twoją turę po potwierdzeniu.

## Kamienie
dragon_castle-tile-merchant_1 = Kupiec 1
    .gen = Kupca 1
    .dat = Kupcowi 1
    .acc = Kupca 1
    .inst = Kupcem 1
    .loc = Kupcu 1
dragon_castle-tile-merchant_2 = Kupiec 2
    .gen = Kupca 2
    .dat = Kupcowi 2
    .acc = Kupca 2
    .inst = Kupcem 2
    .loc = Kupcu 2
dragon_castle-tile-merchant_3 = Kupiec 3
    .gen = Kupca 3
    .dat = Kupcowi 3
    .acc = Kupca 3
    .inst = Kupcem 3
    .loc = Kupcu 3
dragon_castle-tile-merchant_4 = Kupiec 4
    .gen = Kupca 4
    .dat = Kupcowi 4
    .acc = Kupca 4
    .inst = Kupcem 4
    .loc = Kupcu 4
dragon_castle-tile-merchant_5 = Kupiec 5
    .gen = Kupca 5
    .dat = Kupcowi 5
    .acc = Kupca 5
    .inst = Kupcem 5
    .loc = Kupcu 5
dragon_castle-tile-merchant_6 = Kupiec 6
    .gen = Kupca 6
    .dat = Kupcowi 6
    .acc = Kupca 6
    .inst = Kupcem 6
    .loc = Kupcu 6
dragon_castle-tile-soldier_1 = Żołnierz 1
    .gen = Żołnierza 1
    .dat = Żołnierzowi 1
    .acc = Żołnierza 1
    .inst = Żołnierzem 1
    .loc = Żołnierzu 1
dragon_castle-tile-soldier_2 = Żołnierz 2
    .gen = Żołnierza 2
    .dat = Żołnierzowi 2
    .acc = Żołnierza 2
    .inst = Żołnierzem 2
    .loc = Żołnierzu 2
dragon_castle-tile-soldier_3 = Żołnierz 3
    .gen = Żołnierza 3
    .dat = Żołnierzowi 3
    .acc = Żołnierza 3
    .inst = Żołnierzem 3
    .loc = Żołnierzu 3
dragon_castle-tile-soldier_4 = Żołnierz 4
    .gen = Żołnierza 4
    .dat = Żołnierzowi 4
    .acc = Żołnierza 4
    .inst = Żołnierzem 4
    .loc = Żołnierzu 4
dragon_castle-tile-soldier_5 = Żołnierz 5
    .gen = Żołnierza 5
    .dat = Żołnierzowi 5
    .acc = Żołnierza 5
    .inst = Żołnierzem 5
    .loc = Żołnierzu 5
dragon_castle-tile-soldier_6 = Żołnierz 6
    .gen = Żołnierza 6
    .dat = Żołnierzowi 6
    .acc = Żołnierza 6
    .inst = Żołnierzem 6
    .loc = Żołnierzu 6
dragon_castle-tile-farmer_1 = Rolnik 1
    .gen = Rolnika 1
    .dat = Rolnikowi 1
    .acc = Rolnika 1
    .inst = Rolnikiem 1
    .loc = Rolniku 1
dragon_castle-tile-farmer_2 = Rolnik 2
    .gen = Rolnika 2
    .dat = Rolnikowi 2
    .acc = Rolnika 2
    .inst = Rolnikiem 2
    .loc = Rolniku 2
dragon_castle-tile-farmer_3 = Rolnik 3
    .gen = Rolnika 3
    .dat = Rolnikowi 3
    .acc = Rolnika 3
    .inst = Rolnikiem 3
    .loc = Rolniku 3
dragon_castle-tile-farmer_4 = Rolnik 4
    .gen = Rolnika 4
    .dat = Rolnikowi 4
    .acc = Rolnika 4
    .inst = Rolnikiem 4
    .loc = Rolniku 4
dragon_castle-tile-farmer_5 = Rolnik 5
    .gen = Rolnika 5
    .dat = Rolnikowi 5
    .acc = Rolnika 5
    .inst = Rolnikiem 5
    .loc = Rolniku 5
dragon_castle-tile-farmer_6 = Rolnik 6
    .gen = Rolnika 6
    .dat = Rolnikowi 6
    .acc = Rolnika 6
    .inst = Rolnikiem 6
    .loc = Rolniku 6
dragon_castle-tile-season_spring = Wiosna
    .gen = Wiosny
    .dat = Wiośnie
    .acc = Wiosnę
    .inst = Wiosną
    .loc = Wiośnie
dragon_castle-tile-season_summer = Lato
    .gen = Lata
    .dat = Latu
    .acc = Lato
    .inst = Latem
    .loc = Lecie
dragon_castle-tile-season_autumn = Jesień
    .gen = Jesieni
    .dat = Jesieni
    .acc = Jesień
    .inst = Jesienią
    .loc = Jesieni
dragon_castle-tile-season_winter = Zima
    .gen = Zimy
    .dat = Zimie
    .acc = Zimę
    .inst = Zimą
    .loc = Zimie
dragon_castle-tile-wind_rain = Wiatr deszczowy
    .gen = Wiatru deszczowego
    .dat = Wiatrowi deszczowemu
    .acc = Wiatr deszczowy
    .inst = Wiatrem deszczowym
    .loc = Wietrze deszczowym
dragon_castle-tile-wind_storm = Wiatr burzowy
    .gen = Wiatru burzowego
    .dat = Wiatrowi burzowemu
    .acc = Wiatr burzowy
    .inst = Wiatrem burzowym
    .loc = Wietrze burzowym
dragon_castle-tile-wind_cloud = Wiatr chmurny
    .gen = Wiatru chmurnego
    .dat = Wiatrowi chmurnemu
    .acc = Wiatr chmurny
    .inst = Wiatrem chmurnym
    .loc = Wietrze chmurnym
dragon_castle-tile-wind_snow = Wiatr śnieżny
    .gen = Wiatru śnieżnego
    .dat = Wiatrowi śnieżnemu
    .acc = Wiatr śnieżny
    .inst = Wiatrem śnieżnym
    .loc = Wietrze śnieżnym
dragon_castle-tile-dragon_red = Czerwony smok
    .gen = Czerwonego smoka
    .dat = Czerwonemu smokowi
    .acc = Czerwonego smoka
    .inst = Czerwonym smokiem
    .loc = Czerwonym smoku
dragon_castle-tile-dragon_green = Zielony smok
    .gen = Zielonego smoka
    .dat = Zielonemu smokowi
    .acc = Zielonego smoka
    .inst = Zielonym smokiem
    .loc = Zielonym smoku
dragon_castle-tile-dragon_white = Biały smok
    .gen = Białego smoka
    .dat = Białemu smokowi
    .acc = Białego smoka
    .inst = Białym smokiem
    .loc = Białym smoku
dragon_castle-face-down = zakryty kamień

## Rodzaje kamieni
dragon_castle-type-merchant = Kupcy
dragon_castle-type-soldier = Żołnierze
dragon_castle-type-farmer = Rolnicy
dragon_castle-type-season = Pory roku
dragon_castle-type-wind = Wiatry
dragon_castle-type-dragon = Smoki

## Karty duchów
dragon_castle-spirit-beauty = Duch Piękna
    .acc = Ducha Piękna
dragon_castle-spirit-beauty-text = Scal połączoną grupę co najmniej 4 odkrytych kamieni stronnictw z tą samą liczbą (stronnictwa mogą być różne): PZ za rozmiar +1, do 2 świątyń.
dragon_castle-spirit-wind = Duch Wiatru
    .acc = Ducha Wiatru
dragon_castle-spirit-wind-text = Możesz zakryć 1 odkryty kamień królestwa (bez PZ), potem przenieś 1 zbudowaną świątynię na inny zakryty kamień.
dragon_castle-spirit-strength = Duch Siły
    .acc = Ducha Siły
dragon_castle-spirit-strength-text = Przenieś 1 lub 2 wierzchnie kamienie królestwa (bez zmiany strony) na dozwolone pola; zestawy sprawdza się po obu ruchach.
dragon_castle-spirit-elegance = Duch Elegancji
    .acc = Ducha Elegancji
dragon_castle-spirit-elegance-text = W tej turze możesz brać z zamku kamienie z wolnym krótkim bokiem (górnym lub dolnym); przynajmniej jeden wzięty kamień musi tego wymagać.
dragon_castle-spirit-deception = Duch Oszustwa
    .acc = Ducha Oszustwa
dragon_castle-spirit-deception-text = Para kamieni: drugi kamień to dowolny kamień sąsiadujący z pierwszym na tym samym poziomie, nie musi być identyczny ani dostępny.
dragon_castle-spirit-change = Duch Zmiany
    .acc = Ducha Zmiany
dragon_castle-spirit-change-text = Potraktuj 1 odkryty kamień specjalny jak kamień innego rodzaju przy jednym scaleniu (co najmniej 4 kamieni), które to umożliwia.
dragon_castle-spirit-faith = Duch Wiary
    .acc = Ducha Wiary
dragon_castle-spirit-faith-text = Po scaleniu w tej turze postaw 1 dodatkową świątynię z puli na kamieniu scalonym w tej turze.
dragon_castle-spirit-depths = Duch Głębin
    .acc = Ducha Głębin
dragon_castle-spirit-depths-text = Para kamieni: drugi kamień musi być tylko tego samego rodzaju (nadal dostępny).
dragon_castle-spirit-destruction = Duch Zniszczenia
    .acc = Ducha Zniszczenia
dragon_castle-spirit-destruction-text = Odrzuć 1 dostępny kamień z dowolnego poziomu zamku (bez PZ).
dragon_castle-spirit-cunning = Duch Sprytu
    .acc = Ducha Sprytu
dragon_castle-spirit-cunning-text = Scal grupę dokładnie 3 odkrytych kamieni jednego rodzaju: 2 PZ (+1 za smoki), świątynie jak zwykle.

## Karty smoków
dragon_castle-dragon-humility = Smok Pokory
dragon_castle-dragon-humility-text = +1 PZ za każdą świątynię obok wyższego stosu.
dragon_castle-dragon-righteousness = Smok Prawości
dragon_castle-dragon-righteousness-text = Najlepszy rząd i najlepsza kolumna: +1 PZ za każdą świątynię w nich, +2 PZ za linię pełną świątyń.
dragon_castle-dragon-tranquility = Smok Spokoju
dragon_castle-dragon-tranquility-text = +1 PZ za każdą osobną grupę pól z zakrytym wierzchnim kamieniem.
dragon_castle-dragon-bravery = Smok Odwagi
dragon_castle-dragon-bravery-text = +1 PZ za każdy stos wyższy od wszystkich sąsiednich.
dragon_castle-dragon-majesty = Smok Majestatu
dragon_castle-dragon-majesty-text = Suma twojego najlepszego odkrytego Żołnierza, Kupca i Rolnika na poziomie 3 lub wyższym.
dragon_castle-dragon-might = Smok Potęgi
dragon_castle-dragon-might-text = Dla każdego stronnictwa suma twojej najlepszej odkrytej grupy kontra każdy sąsiad: +2 PZ, gdy wyższa, +1, gdy równa.
dragon_castle-dragon-knowledge = Smok Wiedzy
dragon_castle-dragon-knowledge-text = +2 PZ za każdy inny symbol specjalny wśród twoich odkrytych kamieni.
dragon_castle-dragon-harmony = Smok Harmonii
dragon_castle-dragon-harmony-text = Dla każdej osi: +4 PZ za symetryczne wysokości stosów, +2 PZ za symetryczne świątynie.
dragon_castle-dragon-piety = Smok Pobożności
dragon_castle-dragon-piety-text = +1 PZ za każdą świątynię obok odkrytego kamienia smoka.
dragon_castle-dragon-valor = Smok Waleczności
dragon_castle-dragon-valor-text = +1 PZ za każdą świątynię na brzegowym polu królestwa.

## Opcje
dragon_castle-opt-layout = Układ zamku
dragon_castle-opt-layout-standard = standardowa plansza dla liczby graczy
dragon_castle-opt-layout-random = losowy układ pasujący do liczby graczy
dragon_castle-opt-layout-standard_2p = Plansza dla 2 graczy
dragon_castle-opt-layout-standard_3p = Plansza dla 3 graczy
dragon_castle-opt-layout-standard_4p = Plansza dla 4 graczy
dragon_castle-opt-layout-four_seasons = Cztery pory roku
dragon_castle-opt-layout-thousand_towers = Tysiąc wież
dragon_castle-opt-layout-barracks = Koszary
dragon_castle-opt-layout-pillars_of_creation = Filary stworzenia
dragon_castle-opt-layout-fortress = Forteca
dragon_castle-opt-layout-fort = Fort
dragon_castle-opt-layout-parade_ground = Plac defiladowy
dragon_castle-opt-layout-stronghold = Warownia
dragon_castle-opt-layout-dragon_head = Smocza głowa
dragon_castle-opt-layout-monastery = Klasztor
dragon_castle-opt-layout-gates_of_destiny = Bramy przeznaczenia
dragon_castle-opt-layout-forbidden_city = Zakazane miasto
dragon_castle-opt-spirits = Karty duchów
dragon_castle-opt-spirits-none = bez kart (pierwsze partie)
dragon_castle-opt-spirits-beginner = losowe karty dla początkujących
dragon_castle-opt-spirits-random = losowe karty
dragon_castle-opt-spirits-chosen = karty wymienione w spirit_cards
dragon_castle-opt-spirits_count = Liczba kart duchów (1–3)
dragon_castle-opt-spirit_cards = Wybrane karty duchów (identyfikatory po przecinku)
dragon_castle-opt-dragons = Karty smoków
dragon_castle-opt-dragons-none = bez kart (pierwsze partie)
dragon_castle-opt-dragons-beginner = losowe karty dla początkujących
dragon_castle-opt-dragons-random = losowe karty
dragon_castle-opt-dragons-chosen = karty wymienione w dragon_cards
dragon_castle-opt-dragons_count = Liczba kart smoków (1–3)
dragon_castle-opt-dragon_cards = Wybrane karty smoków (identyfikatory po przecinku)
dragon_castle-opt-first = Kto zaczyna (numer miejsca, 0 = losowo)
dragon_castle-opt-first-0 = losowo

## Etapy tury
dragon_castle-stage-start = początek tury
dragon_castle-stage-take = branie kamienia (Duch Elegancji)
dragon_castle-stage-choose = dokończenie akcji
dragon_castle-stage-place = kładzenie kamieni
dragon_castle-stage-merge = scalanie zestawów
dragon_castle-stage-build = stawianie świątyń
dragon_castle-stage-power = rozpatrywanie mocy ducha
dragon_castle-stage-end = duchy albo potwierdzenie
dragon_castle-stage-confirm = potwierdzenie tury
dragon_castle-stage-over = koniec gry

## Ruchy
dragon_castle-move-take = Weź { $tile-acc } z pola { $cell }
dragon_castle-move-take-reveal = Weź { $tile-acc } z pola { $cell } (odsłania kamień pod spodem: ruch jawny, bez cofania)
dragon_castle-move-take-pair = Weź { $tile-acc } z pola { $cell } jako drugi kamień pary
dragon_castle-move-take-pair-reveal = Weź { $tile-acc } z pola { $cell } jako drugi kamień pary (odsłania kamień pod spodem: ruch jawny, bez cofania)
dragon_castle-move-summon = Przywołaj smoka: weź żeton odliczania (2 PZ)
dragon_castle-move-shrine = Zatrzymaj { $tile-acc } i weź świątynię z zasobów
dragon_castle-move-discard = Odrzuć { $tile-acc } za 1 PZ
dragon_castle-move-place = Połóż { $tile-acc } na { $cell }
dragon_castle-move-place2 = Połóż { $tile-acc } na { $a }, a { $tile2-acc } na { $b }
dragon_castle-move-merge = Scal zestaw: { $type }, { $n } { $n ->
        [one] kamień
        [few] kamienie
       *[many] kamieni
    } (pole { $cell })
dragon_castle-move-build = Postaw { $n ->
        [one] świątynię
        [few] { $n } świątynie
       *[many] { $n } świątyń
    } na { $cells }
dragon_castle-move-build-none = Nie stawiaj świątyni
dragon_castle-move-spirit = { $spirit }, zapłata: { $pay }
dragon_castle-move-group = Scal grupę { $n } { $n ->
        [one] kamienia
       *[many] kamieni
    } (pole { $cell })
dragon_castle-move-change = Potraktuj { $tile-acc } z pola { $cell } jako { $type } (zestaw { $n } { $n ->
        [one] kamienia
       *[many] kamieni
    })
dragon_castle-move-faith = Postaw dodatkową świątynię na { $cell }
dragon_castle-move-destroy = Zniszcz { $tile-acc } z pola { $cell }
dragon_castle-move-destroy-reveal = Zniszcz { $tile-acc } z pola { $cell } (odsłania kamień pod spodem: ruch jawny, bez cofania)
dragon_castle-move-flip = Zakryj { $tile-acc } na { $cell }
dragon_castle-move-wind = Przenieś świątynię z { $a } na { $b }
dragon_castle-move-strength = Przenieś { $tile-acc } z { $a } na { $b }
dragon_castle-move-done = Zakończ po jednym przeniesieniu
dragon_castle-move-confirm = Potwierdź turę
dragon_castle-move-undo = Cofnij ostatni krok

## Zapłata
dragon_castle-pay-pool = świątynia z puli
    .acc = świątynię z puli
dragon_castle-pay-tile = { $tile } z pola { $cell }
    .acc = { $tile-acc } z pola { $cell }

## Zdarzenia
dragon_castle-ev-take = { $player } bierze { $tile-acc } z pola { $cell }.
dragon_castle-ev-take-reveal = { $player } bierze { $tile-acc } z pola { $cell }; pod spodem odsłania się { $uncovered }.
dragon_castle-ev-take-pair = { $player } bierze z pola { $cell } { $tile-acc } jako drugi kamień pary.
dragon_castle-ev-take-pair-reveal = { $player } bierze z pola { $cell } { $tile-acc } jako drugi kamień pary; pod spodem odsłania się { $uncovered }.
dragon_castle-ev-action-shrine = { $player } zatrzymuje { $tile-acc } i bierze świątynię do puli (kamień i świątynia; w zapasie ogólnym { $supply ->
        [one] została 1 świątynia
        [few] zostały { $supply } świątynie
       *[many] zostało { $supply } świątyń
    }).
dragon_castle-ev-action-discard = { $player } odrzuca { $tile-acc } i dostaje 1 PZ.
dragon_castle-ev-summon = { $player } przywołuje smoka i bierze żeton odliczania (2 PZ; { $left ->
        [one] został 1 żeton
        [few] zostały { $left } żetony
       *[many] zostało { $left } żetonów
    }).
dragon_castle-ev-summon-none = { $player } przywołuje smoka, ale nie został już żaden żeton odliczania.
dragon_castle-ev-final-round = Odsłonięto „!”: budzi się Pradawny Smok! Trwa ostatnia runda — gra kończy się po turze: { $player }.
dragon_castle-ev-place = { $player } kładzie { $tile-acc } na { $cell }.
dragon_castle-ev-merge = { $player } scala zestaw: { $type }, { $n } { $n ->
        [one] kamień
        [few] kamienie
       *[many] kamieni
    } ({ $cells }): +{ $vp } PZ.
dragon_castle-ev-beauty = { $player } scala Duchem Piękna { $n } { $n ->
        [one] kamień
        [few] kamienie
       *[many] kamieni
    } z liczbą { $number } ({ $cells }): +{ $vp } PZ.
dragon_castle-ev-cunning = { $player } scala Duchem Sprytu zestaw: { $type }, { $n } { $n ->
        [one] kamień
        [few] kamienie
       *[many] kamieni
    } ({ $cells }): +{ $vp } PZ.
dragon_castle-ev-change = { $player } traktuje { $tile-acc } jako { $type } i scala { $n } { $n ->
        [one] kamień
        [few] kamienie
       *[many] kamieni
    } ({ $cells }): +{ $vp } PZ.
dragon_castle-ev-build = { $player } stawia { $n ->
        [one] świątynię
        [few] { $n } świątynie
       *[many] { $n } świątyń
    } na { $cells }.
dragon_castle-ev-faith = { $player } stawia dodatkową świątynię na { $cell } (Duch Wiary).
dragon_castle-ev-spirit = { $player } przywołuje { $spirit-acc } i oddaje za to { $pay-acc }.
dragon_castle-ev-destroy = { $player } niszczy { $tile-acc } z pola { $cell }.
dragon_castle-ev-destroy-reveal = { $player } niszczy { $tile-acc } z pola { $cell }; pod spodem odsłania się { $uncovered }.
dragon_castle-ev-wind-flip = { $player } zakrywa { $tile-acc } na { $cell }.
dragon_castle-ev-wind-move = { $player } przenosi świątynię z { $a } na { $b }.
dragon_castle-ev-strength-move = { $player } przenosi { $tile-acc } z { $a } na { $b }.
dragon_castle-ev-busy = { $player } rozgrywa swoją turę (stanie się jawna po potwierdzeniu).
dragon_castle-ev-undo = ↶ Cofnięty krok:{ $step }
# (zdanie kroku bez podmiotu, od spacji: " odrzuca Kupca 2 i dostaje 1 PZ.")
dragon_castle-ev-undo-other = ↶ Cofnięty krok: { $step }
dragon_castle-ev-undo-step = ↶ Ostatni krok cofnięty.
dragon_castle-ev-next = Następna tura: { $player }.
dragon_castle-ev-summon-open = W zamku został tylko poziom dolny: można już przywołać smoka.
dragon_castle-ev-game-over = Koniec gry! { $count ->
        [one] Wygrywa { $players }
       *[many] Wspólne zwycięstwo: { $players }
    } z wynikiem { $n } PZ.

## Podpowiedzi
dragon_castle-prompt-start = Twoja tura: weź kamień z najwyższego poziomu zamku (albo użyj ducha lub — gdy można — przywołaj smoka).
dragon_castle-prompt-start-summon = Zamek jest pusty: przywołaj smoka.
dragon_castle-prompt-take = Duch Elegancji: weź z najwyższego poziomu kamień z wolnym krótkim bokiem.
dragon_castle-prompt-choose = Masz { $tile-acc }: weź drugi, identyczny kamień, weź świątynię albo odrzuć go za 1 PZ.
dragon_castle-prompt-place = Połóż w królestwie: { $tiles }.
dragon_castle-prompt-merge = Zestaw co najmniej 4 kamieni trzeba scalić: wskaż jedno z jego pól.
dragon_castle-prompt-build = Postaw na scalonych kamieniach do { $cap ->
        [one] 1 świątyni
       *[many] { $cap } świątyń
    } (albo żadnej).
dragon_castle-prompt-end = Użyj ducha albo potwierdź turę (cofanie jest jeszcze możliwe).
dragon_castle-prompt-power-beauty = Duch Piękna: wskaż grupę kamieni z tą samą liczbą.
dragon_castle-prompt-power-cunning = Duch Sprytu: wskaż grupę 3 kamieni.
dragon_castle-prompt-power-change = Duch Zmiany: wskaż kamień specjalny i jego nowy rodzaj.
dragon_castle-prompt-power-faith = Duch Wiary: wskaż kamień scalony w tej turze na dodatkową świątynię.
dragon_castle-prompt-power-destruction = Duch Zniszczenia: wskaż dostępny kamień zamku do zniszczenia.
dragon_castle-prompt-power-wind = Duch Wiatru: możesz zakryć odkryty kamień, potem przenieś świątynię.
dragon_castle-prompt-power-strength = Duch Siły: przenieś wierzchni kamień królestwa.
dragon_castle-prompt-power-strength-second = Duch Siły: przenieś drugi kamień albo zakończ.
dragon_castle-prompt-spirit-card = Który duch?
dragon_castle-prompt-spirit-pay = { $spirit }: zapłać odkrytym kamieniem z królestwa albo świątynią z puli.
dragon_castle-prompt-take-first = Który kamień zamku? (najwyższy poziom, wolny lewy lub prawy bok)
dragon_castle-prompt-take-second = Który kamień zamku jako drugi z pary?
dragon_castle-prompt-place-cell = Gdzie położyć { $tile-acc }?
dragon_castle-prompt-place-cell-second = Gdzie położyć drugi kamień pary ({ $tile })?
dragon_castle-prompt-build-cell = Na którym kamieniu?
dragon_castle-prompt-faith-cell = Na którym kamieniu scalonym w tej turze?
dragon_castle-prompt-merge-cell = Który zestaw?
dragon_castle-prompt-group-cell = Która grupa?
dragon_castle-prompt-destroy-cell = Który kamień zamku?
dragon_castle-prompt-flip-cell = Który kamień zakryć?
dragon_castle-prompt-change-cell = Który kamień specjalny?
dragon_castle-prompt-change-type = Jako jaki rodzaj?
dragon_castle-prompt-move-shrine-from = Z którego pola przenieść świątynię?
dragon_castle-prompt-move-tile-from = Wierzchni kamień z którego pola?
dragon_castle-prompt-move-to = Z { $cell } na które pole?

## Przyciski kroków
dragon_castle-token-take = Weź kamień
dragon_castle-token-summon = Przywołaj smoka
dragon_castle-token-spirit = Użyj ducha
dragon_castle-token-shrine = Kamień i świątynia
dragon_castle-token-discard = Odrzuć (1 PZ)
dragon_castle-token-place = Połóż
dragon_castle-token-merge = Scal
dragon_castle-token-build = Postaw świątynie
dragon_castle-token-group = Wskaż grupę
dragon_castle-token-change = Zmień kamień
dragon_castle-token-destroy = Zniszcz kamień
dragon_castle-token-flip = Zakryj kamień
dragon_castle-token-move = Przenieś
dragon_castle-token-done = Zakończ
dragon_castle-token-confirm = ✔ Potwierdź turę
dragon_castle-token-undo = ↶ Cofnij
dragon_castle-token-castle = { $cell }: { $tile } (poziom { $floor })
dragon_castle-token-realm-up = { $cell }: { $tile } (poziom { $h })
dragon_castle-token-realm-down = { $cell }: zakryty (poziom { $h })
dragon_castle-token-realm-shrine = { $cell }: świątynia (poziom { $h })
dragon_castle-token-realm-empty = { $cell }: puste

## Podsumowania i punkty
dragon_castle-private-pending = Twoja tura w toku: { $n ->
        [one] 1 krok jeszcze niejawny
        [few] { $n } kroki jeszcze niejawne
       *[many] { $n } kroków jeszcze niejawnych
    } (można cofać). Dalej: { $stage }.
dragon_castle-summary-ongoing = Runda { $round }; w zamku { $tiles ->
        [one] został 1 kamień
        [few] zostały { $tiles } kamienie
       *[many] zostało { $tiles } kamieni
    }.
dragon_castle-summary-over = { $count ->
        [one] Wygrywa { $players }
       *[many] Wspólne zwycięstwo: { $players }
    } z wynikiem { $n } PZ.
dragon_castle-score-merges = Scalenia
dragon_castle-score-spirits = Scalenia duchami
dragon_castle-score-discards = Odrzucone kamienie
dragon_castle-score-shrines = Świątynie
dragon_castle-score-tokens = Żetony odliczania
dragon_castle-score-dragons = Karty smoków
dragon_castle-score-total = Razem
dragon_castle-score-tiebreak = Remis rozstrzygają: zakryte pola { $down }, świątynie { $shrines }

## Błędy
dragon_castle-err-players = W Zamek Smoków gra { $min }–{ $max } osób, nie { $players }.
dragon_castle-err-first = Osoba zaczynająca to numer miejsca od 1 do { $players } (albo 0 — losowo), nie { $first }.
dragon_castle-err-cards-missing = Przy { $option }=chosen wymień karty w { $cards } (np. { $cards }=elegance,faith).
dragon_castle-err-cards-not-chosen = { $cards } działa tylko z { $option }=chosen.
dragon_castle-err-cards-too-many = W { $cards } można wymienić najwyżej { $max } karty.
dragon_castle-err-syntax = „{ $move }” to niepełny krok. Wybierz jeden z listy.
dragon_castle-err-unknown-verb = „{ $move }” nie jest krokiem gry Zamek Smoków.
dragon_castle-err-castle-cell = „{ $cell }” to nie pole zamku (kolumny A–P, rzędy 1–10, np. F4).
dragon_castle-err-realm-cell = „{ $cell }” to nie pole królestwa (od a1 do d4).
dragon_castle-err-cell-empty = Na polu { $cell } nie ma kamienia.
dragon_castle-err-not-top-floor = Kamień z pola { $cell } leży na poziomie { $floor }; pierwszy kamień musi pochodzić z najwyższego poziomu ({ $top }).
dragon_castle-err-not-available = Kamień z pola { $cell } nie jest dostępny: oba jego boki, lewy i prawy, są zasłonięte.
dragon_castle-err-short-side = Kamień z pola { $cell } nie ma wolnego krótkiego boku — nawet Duch Elegancji nie pozwala go wziąć.
dragon_castle-err-elegance-unused = Kamień z pola { $cell } i tak jest dostępny: przy aktywnym Duchu Elegancji musisz wziąć kamień, który pozwala wziąć tylko duch.
dragon_castle-err-not-identical = Kamień z pola { $cell } nie jest identyczny z: { $tile }.
dragon_castle-err-not-same-type = Kamień z pola { $cell } nie jest tego samego rodzaju co { $tile }.
dragon_castle-err-not-adjacent = Kamień z pola { $cell } nie sąsiaduje z { $first } na tym samym poziomie.
dragon_castle-err-realm-full = W twoim królestwie brakuje miejsca na { $n ->
        [one] kamień
        [few] { $n } kamienie
       *[many] { $n } kamieni
    } (każdy potrzebuje pustego pola albo zakrytego kamienia bez świątyni).
dragon_castle-err-supply-empty = We wspólnych zasobach nie została żadna świątynia.
dragon_castle-err-pair-only = Duch użyty w tej turze pozwala tylko na parę kamieni: weź drugi kamień.
dragon_castle-err-must-summon = Zamek jest pusty: jedyną możliwą akcją jest przywołanie smoka.
dragon_castle-err-summon-not-allowed = Smoka można przywołać dopiero, gdy w zamku zostanie jeden poziom (teraz: { $top }).
dragon_castle-err-action-done = W tej turze akcja została już wykonana.
dragon_castle-err-take-tile-first = Najpierw weź kamień z zamku.
dragon_castle-err-take-first = Duch Elegancji jest aktywny: weź teraz kamień.
dragon_castle-err-choose-first = Najpierw dokończ akcję: weź drugi, identyczny kamień, weź świątynię albo odrzuć kamień.
dragon_castle-err-place-first = Najpierw połóż wzięte kamienie.
dragon_castle-err-merge-first = Najpierw trzeba scalić zestaw co najmniej 4 kamieni.
dragon_castle-err-build-first = Najpierw zdecyduj o świątyniach na scalonym zestawie (można nie stawiać żadnej).
dragon_castle-err-power-first = Najpierw dokończ moc ducha.
dragon_castle-err-no-action = Najpierw wykonaj akcję (weź kamień albo przywołaj smoka).
dragon_castle-err-nothing-to-place = Nie masz kamieni do położenia.
dragon_castle-err-place-count = Wskaż po jednym polu dla każdego wziętego kamienia ({ $n }).
dragon_castle-err-same-dest = Dwa kamienie muszą trafić na dwa różne pola.
dragon_castle-err-dest-face-up = Na polu { $cell } leży odkryty kamień: nie można niczego na nim położyć.
dragon_castle-err-dest-shrine = Na polu { $cell } stoi świątynia: nie można niczego na niej położyć.
dragon_castle-err-no-set = Nie ma zestawu co najmniej 4 kamieni do scalenia.
dragon_castle-err-not-in-set = Pole { $cell } nie należy do zestawu co najmniej 4 kamieni.
dragon_castle-err-merge-first-cell = Wskaż zestaw jego pierwszym polem: { $first } (pole { $cell } należy do tego samego zestawu).
dragon_castle-err-no-build = Świątynie można stawiać tylko zaraz po scaleniu.
dragon_castle-err-shrine-cap = Na tym zestawie można postawić najwyżej { $cap ->
        [one] jedną świątynię
        [few] { $cap } świątynie
       *[many] { $cap } świątyń
    }.
dragon_castle-err-not-enough-shrines = W twojej puli { $n ->
        [one] jest tylko jedna świątynia
        [few] są tylko { $n } świątynie
       *[many] jest tylko { $n } świątyń
    }.
dragon_castle-err-one-shrine = Na jednym polu może stać najwyżej jedna świątynia.
dragon_castle-err-shrine-not-on-set = Pole { $cell } nie należy do tego scalenia.
dragon_castle-err-faith-cell = Na polu { $cell } nie leży kamień scalony w tej turze bez świątyni.
dragon_castle-err-spirit-unknown = Nie ma ducha o nazwie „{ $spirit }”.
dragon_castle-err-spirit-not-in-play = { $spirit } nie bierze udziału w tej grze.
dragon_castle-err-spirit-used = { $spirit } był już użyty w tej turze.
dragon_castle-err-spirit-timing = { $spirit } nie może zostać użyty w tym momencie tury.
dragon_castle-err-faith-timing = { $spirit } działa dopiero wtedy, gdy w tej turze scalisz już jakąś grupę.
dragon_castle-err-cannot-pay = „{ $pay }” nie wystarczy jako zapłata: oddaj odkryty kamień ze swojego królestwa albo świątynię z puli.
dragon_castle-err-power-no-effect = { $spirit } nie miałby teraz (po zapłacie) żadnego efektu, więc nie można go użyć.
dragon_castle-err-no-power = Żadna moc ducha nie jest teraz rozpatrywana.
dragon_castle-err-power-step = Ten krok nie należy do mocy: { $spirit }.
dragon_castle-err-no-group = Pole { $cell } nie należy do grupy, którą ten duch może scalić.
dragon_castle-err-type = „{ $type }” to nie rodzaj kamienia ({ $types }).
dragon_castle-err-change-special = Na polu { $cell } nie leży odkryty kamień specjalny.
dragon_castle-err-change-same = Wybierz rodzaj inny niż rodzaj samego kamienia.
dragon_castle-err-wind-flip-once = Duch Wiatru zakrywa najwyżej jeden kamień.
dragon_castle-err-not-face-up = Na polu { $cell } nie ma odkrytego kamienia.
dragon_castle-err-no-shrine-there = Na polu { $cell } nie ma świątyni.
dragon_castle-err-shrine-target = Świątynię można przenieść tylko na inny zakryty kamień bez świątyni, a { $cell } nim nie jest.
dragon_castle-err-move-same-space = Kamień lub świątynia muszą trafić na inne pole.
dragon_castle-err-realm-empty = Pole { $cell } jest puste.
dragon_castle-err-move-shrine-tile = Na kamieniu z pola { $cell } stoi świątynia — nie można go przenieść.
dragon_castle-err-move-same-tile = Ten kamień był już przeniesiony Duchem Siły.
dragon_castle-err-move-first = Najpierw przenieś co najmniej jeden kamień.
dragon_castle-err-undo-nothing = Nie ma czego cofnąć: w tej turze nie było jeszcze żadnego kroku.
dragon_castle-err-undo-public = Nie ma czego cofnąć: odsłonięto kamień w zamku, więc dotychczasowa część tury jest jawna i zostaje.

## Własne układy (DC-13.6)
dragon_castle-opt-layout-custom = własny układ (z opcji grid)
dragon_castle-opt-grid = Siatka własnego zamku (z layout=custom): 10 rzędów po 16 wysokości 0–3 rozdzielonych /, suma 116
dragon_castle-err-grid-missing = Przy layout=custom podaj zamek w opcji grid: 10 rzędów po 16 cyfr 0–3 (0 = brak stosu) rozdzielonych „/”, wysokości sumujące się do 116.
dragon_castle-err-grid-not-custom = Opcja grid działa tylko z layout=custom (teraz layout={ $layout }).
dragon_castle-err-grid-rows = Siatka musi mieć { $need } rzędów po { $cols } cyfr rozdzielonych „/”, a ma { $rows } { $rows ->
        [one] rząd
        [few] rzędy
       *[many] rzędów
    }.
dragon_castle-err-grid-row-length = Rząd { $row } siatki ma { $length } { $length ->
        [one] znak
        [few] znaki
       *[many] znaków
    }, a każdy rząd potrzebuje { $cols } (kolumny A–P).
dragon_castle-err-grid-char = W siatce na polu { $cell } stoi „{ $char }”; dozwolone są tylko wysokości 0–3 (0 = brak stosu).
dragon_castle-err-grid-sum = Wysokości w siatce sumują się do { $sum }, a muszą dać dokładnie { $tiles } — po jednym na każdy kamień.
dragon_castle-warn-ground-floor = Parter ma { $ground } { $ground ->
        [one] kamień
        [few] kamienie
       *[many] kamieni
    }; dla { $players } graczy podręcznik zaleca { $min }–{ $max } (to tylko rada).
dragon_castle-warn-long-rows = W { $count } { $count ->
        [one] rzędzie
       *[other] rzędach
    } ({ $rows }) co najmniej { $run } sąsiednich stosów sięga wyższych pięter: mało kamieni z tych pięter będzie dostępnych (to tylko rada).
dragon_castle-tie-why = { $what } { $why }.
dragon_castle-tie-down = Remis punktowy z { $count ->
        [one] graczem
       *[other] graczami
    } { $others }: rozstrzygają zakryte pola królestwa ({ $a } wobec { $b })
dragon_castle-tie-shrines = Remis punktowy i w zakrytych polach z { $count ->
        [one] graczem
       *[other] graczami
    } { $others }: rozstrzygają postawione świątynie ({ $a } wobec { $b })
dragon_castle-ev-undo-pair = ↶ Cofnięty krok: oba kamienie ({ $tile }) schodzą z { $a } i { $b } i znów czekają na położenie.
