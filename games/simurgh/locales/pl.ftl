# Simurgh — katalog polski. Klucze zaczynają się od „simurgh-”. Numer zasady (SIM-x.y) dopisuje bot (GameError.rule).
simurgh-title = Simurgh
simurgh-rules-summary =
    Simurgh: rody hodowców smoków rywalizują o władzę. W swojej turze wykonujesz dokładnie jedną akcję główną: stawiasz wasala (Włócznika albo — na polach jeźdźców — Jeźdźca smoków) na wolnym polu Miasta lub płytki w Dziczy i wykorzystujesz je w pełni albo zabierasz dowolnych swoich wasali.
    Akcje dowolne, przed nią lub po niej: raz na turę kładziesz płytkę z ręki w Dziczy (bierzesz nagrodę miejsca, a wasal staje na tej płytce), raz na turę przesuwasz Jeźdźca smoków o poziom w dół płytki eksploracji i używasz zdolności smoków, płacąc ich znacznikami.
    Pola dają surowce, PM, nowych wasali, znaczniki i smoki; Kwatery zwiadowców sprzedają płytki, a Pomnik przyjmuje cele. Płytka z 3 wasalami (4 przy 4–5 osobach) albo bez wasali trafia do kroniki. Na koniec tury możesz mieć najwyżej 5 płytek i 15 surowców (12 w trybie Władcy Smoków).
    Gdy przy Pomniku leży dość celów albo w kronice dość płytek (krótka 4/8, średnia 4/11, długa 5/14), pozostali gracze rozgrywają po jednej ostatniej turze. Wygrywa najwięcej PM po podliczeniu celów i surowców; remis rozstrzygają znaczniki.
    Opcje: mode=spearman|dragonlord (Włócznik lub Władca Smoków: drafty, tajny wybór smoka, limit 12), length=short|medium|long, first=0 (losowo) albo numer miejsca.
simurgh-opt-mode = Tryb
simurgh-opt-mode-spearman = Włócznik (podstawowy)
simurgh-opt-mode-dragonlord = Władca Smoków (zaawansowany: drafty)
simurgh-opt-length = Długość gry
simurgh-opt-length-short = krótka (4 cele albo 8 płytek w kronice)
simurgh-opt-length-medium = średnia (4 cele albo 11 płytek)
simurgh-opt-length-long = długa (5 celów albo 14 płytek)
simurgh-opt-first = Pierwszy gracz (0 = losowo)

## Rzeczy
simurgh-vassal-spearman = Włócznik
    .acc = Włócznika
    .gen = Włócznika
simurgh-vassal-dragonrider = Jeździec smoków
    .acc = Jeźdźca smoków
    .gen = Jeźdźca smoków
simurgh-res-vegetable = { $n } { $n ->
    [one] warzywo
    [few] warzywa
   *[other] warzyw
}
simurgh-res-meat = { $n } { $n ->
    [one] mięso
   *[other] mięsa
}
simurgh-res-wood = { $n } { $n ->
    [one] drewno
   *[other] drewna
}
simurgh-res-stone = { $n } { $n ->
    [one] kamień
    [few] kamienie
   *[other] kamieni
}
simurgh-res-wisdom = { $n } { $n ->
    [one] mądrość
   *[other] mądrości
}
simurgh-res-weapon = { $n } { $n ->
    [one] broń
    [few] bronie
   *[other] broni
}
simurgh-resname-vegetable = warzywa
simurgh-resname-meat = mięso
simurgh-resname-wood = drewno
simurgh-resname-stone = kamień
simurgh-resname-wisdom = mądrość
simurgh-resname-weapon = broń
simurgh-amt-pp = { $n } PM
simurgh-amt-pp-name = PM
simurgh-amt-markers = { $n } { $n ->
    [one] znacznik
    [few] znaczniki
   *[other] znaczników
}
simurgh-amt-spearman = { $n } { $n ->
    [one] Włócznika
    [few] Włóczników
   *[other] Włóczników
}
simurgh-amt-dragonrider = { $n } { $n ->
    [one] Jeźdźca smoków
   *[other] Jeźdźców smoków
}
simurgh-amt-dragon-draw = { $markers ->
    [0] smok (dobierz { $n }, zatrzymaj 1)
    [1] smok (dobierz { $n }, zatrzymaj 1 z 1 znacznikiem)
   *[other] smok (dobierz { $n }, zatrzymaj 1 z { $markers } znacznikami)
}
simurgh-nothing = nic
simurgh-parts = { $parts }
simurgh-list-and = { $head } i { $last }
simurgh-list-or = { $head } albo { $last }
simurgh-sentences = { $first } { $rest }
simurgh-any-of = { $n } { $n ->
    [one] surowiec
    [few] surowce
   *[other] surowców
} w dowolnym podziale: { $types }
simurgh-exchange = { $pay } → { $gain }
simurgh-tile-production = Produkcja { $n }
    .acc = Produkcję { $n }
    .gen = Produkcji { $n }
simurgh-tile-research = Badania { $n }
    .acc = Badania { $n }
    .gen = Badań { $n }
simurgh-tile-transformation = Transformacja { $n }
    .acc = Transformację { $n }
    .gen = Transformacji { $n }
simurgh-tile-power = Moc { $n }
    .acc = Moc { $n }
    .gen = Mocy { $n }
simurgh-tile-exploration = Eksploracja { $n }
    .acc = Eksplorację { $n }
    .gen = Eksploracji { $n }
simurgh-dragon = Smok { $n } ({ $colour })
    .gen = Smoka { $n } ({ $c ->
        [red] czerwonego
        [green] zielonego
        [gold] złotego
        [blue] niebieskiego
        [purple] fioletowego
       *[white] białego
    })
    .dat = Smokowi { $n } ({ $c ->
        [red] czerwonemu
        [green] zielonemu
        [gold] złotemu
        [blue] niebieskiemu
        [purple] fioletowemu
       *[white] białemu
    })
    .acc = Smoka { $n } ({ $c ->
        [red] czerwonego
        [green] zielonego
        [gold] złotego
        [blue] niebieskiego
        [purple] fioletowego
       *[white] białego
    })
    .inst = Smokiem { $n } ({ $c ->
        [red] czerwonym
        [green] zielonym
        [gold] złotym
        [blue] niebieskim
        [purple] fioletowym
       *[white] białym
    })
    .loc = Smoku { $n } ({ $c ->
        [red] czerwonym
        [green] zielonym
        [gold] złotym
        [blue] niebieskim
        [purple] fioletowym
       *[white] białym
    })
simurgh-objective = Cel { $n }
    .acc = Cel { $n }
    .gen = Celu { $n }
simurgh-colour-red = czerwony
simurgh-colour-green = zielony
simurgh-colour-gold = złoty
simurgh-colour-blue = niebieski
simurgh-colour-purple = fioletowy
simurgh-colour-white = biały
simurgh-space-C01 = Zbrojownia
    .title = Zbrojownia
    .loc = Zbrojowni
    .gen = Zbrojowni
    .dat = Zbrojowni
    .acc = Zbrojownię
    .inst = Zbrojownią
simurgh-space-C02 = Biblioteka
    .title = Biblioteka
    .loc = Bibliotece
    .gen = Biblioteki
    .dat = Bibliotece
    .acc = Bibliotekę
    .inst = Biblioteką
simurgh-space-C03 = Gospodarstwo
    .title = Gospodarstwo
    .loc = Gospodarstwie
    .gen = Gospodarstwa
    .dat = Gospodarstwu
    .acc = Gospodarstwo
    .inst = Gospodarstwem
simurgh-space-C04 = Jatki
    .title = Jatki
    .loc = Jatkach
    .gen = Jatek
    .dat = Jatkom
    .acc = Jatki
    .inst = Jatkami
simurgh-space-C05 = Główny rynek
    .title = Główny rynek
    .loc = Głównym rynku
    .gen = Głównego rynku
    .dat = Głównemu rynkowi
    .acc = Główny rynek
    .inst = Głównym rynkiem
simurgh-space-C06 = Koszary
    .title = Koszary
    .loc = Koszarach
    .gen = Koszar
    .dat = Koszarom
    .acc = Koszary
    .inst = Koszarami
simurgh-space-C07 = Tereny łowieckie
    .title = Tereny łowieckie
    .loc = Terenach łowieckich
    .gen = Terenów łowieckich
    .dat = Terenom łowieckim
    .acc = Tereny łowieckie
    .inst = Terenami łowieckimi
simurgh-space-C08 = Arena do ćwiczeń
    .title = Arena do ćwiczeń
    .loc = Arenie do ćwiczeń
    .gen = Areny do ćwiczeń
    .dat = Arenie do ćwiczeń
    .acc = Arenę do ćwiczeń
    .inst = Areną do ćwiczeń
simurgh-space-C09 = Plac budowniczych
    .title = Plac budowniczych
    .loc = Placu budowniczych
    .gen = Placu budowniczych
    .dat = Placowi budowniczych
    .acc = Plac budowniczych
    .inst = Placem budowniczych
simurgh-space-C10 = Tereny hodowlane
    .title = Tereny hodowlane
    .loc = Terenach hodowlanych
    .gen = Terenów hodowlanych
    .dat = Terenom hodowlanym
    .acc = Tereny hodowlane
    .inst = Terenami hodowlanymi
simurgh-space-C11 = Kwatery zwiadowców
    .title = Kwatery zwiadowców
    .loc = Kwaterach zwiadowców
    .gen = Kwater zwiadowców
    .dat = Kwaterom zwiadowców
    .acc = Kwatery zwiadowców
    .inst = Kwaterami zwiadowców
simurgh-space-C12 = Pomnik Władcy Smoków
    .title = Pomnik Władcy Smoków
    .loc = Pomniku Władcy Smoków
    .gen = Pomnika Władcy Smoków
    .dat = Pomnikowi Władcy Smoków
    .acc = Pomnik Władcy Smoków
    .inst = Pomnikiem Władcy Smoków
simurgh-space-level = poziom { $level } ({ $tile })
    .loc = poziomie { $level } ({ $tile })
    .gen = poziomu { $level } ({ $tile })
simurgh-space-multi = duże pole ({ $tile })
    .loc = dużym polu ({ $tile })
    .gen = dużego pola ({ $tile })
simurgh-space-single = pole { $field } ({ $tile })
    .loc = polu { $field } ({ $tile })
    .gen = pola { $field } ({ $tile })
# Miejsca z przyimkiem: gdzie stoi wasal (miejscownik) i skąd się go zabiera (dopełniacz)
simurgh-at-C01 = w { simurgh-space-C01.loc }
simurgh-from-C01 = ze { simurgh-space-C01.gen }
simurgh-at-C02 = w { simurgh-space-C02.loc }
simurgh-from-C02 = z { simurgh-space-C02.gen }
simurgh-at-C03 = w { simurgh-space-C03.loc }
simurgh-from-C03 = z { simurgh-space-C03.gen }
simurgh-at-C04 = w { simurgh-space-C04.loc }
simurgh-from-C04 = z { simurgh-space-C04.gen }
simurgh-at-C05 = na { simurgh-space-C05.loc }
simurgh-from-C05 = z { simurgh-space-C05.gen }
simurgh-at-C06 = w { simurgh-space-C06.loc }
simurgh-from-C06 = z { simurgh-space-C06.gen }
simurgh-at-C07 = na { simurgh-space-C07.loc }
simurgh-from-C07 = z { simurgh-space-C07.gen }
simurgh-at-C08 = na { simurgh-space-C08.loc }
simurgh-from-C08 = z { simurgh-space-C08.gen }
simurgh-at-C09 = na { simurgh-space-C09.loc }
simurgh-from-C09 = z { simurgh-space-C09.gen }
simurgh-at-C10 = na { simurgh-space-C10.loc }
simurgh-from-C10 = z { simurgh-space-C10.gen }
simurgh-at-C11 = w { simurgh-space-C11.loc }
simurgh-from-C11 = z { simurgh-space-C11.gen }
simurgh-at-C12 = przy { simurgh-space-C12.loc }
simurgh-from-C12 = spod { simurgh-space-C12.gen }
simurgh-at-tile = na { $space-loc }
simurgh-from-tile = z { $space-gen }
simurgh-slot-wilds = miejsce { $n } w Dziczy
    .acc = miejsce { $n } w Dziczy
    .gen = miejsca { $n } w Dziczy
    .loc = miejscu { $n } w Dziczy
simurgh-slot-scouts = miejsce { $n } w Kwaterach zwiadowców
    .acc = miejsce { $n } w Kwaterach zwiadowców
    .gen = miejsca { $n } w Kwaterach zwiadowców
    .loc = miejscu { $n } w Kwaterach zwiadowców
simurgh-slot-monument = miejsce { $n } przy Pomniku
    .acc = miejsce { $n } przy Pomniku
    .gen = miejsca { $n } przy Pomniku
    .loc = miejscu { $n } przy Pomniku
simurgh-monument-effect = dobierz 3 cele, połóż najwyżej 1
simurgh-take-display = { $tile } ({ $slot })
simurgh-take-blind = wierzchnia płytka stosu, w ciemno
simurgh-ab-trigger-gain = gdy zyskujesz { $on }: dodatkowo { $bonus }
simurgh-ab-trigger-spend = gdy wydajesz { $vassal-acc }: dodatkowo { $bonus }
simurgh-ab-trigger-explore = gdy twój Jeździec smoków schodzi w dół: dodatkowo { $bonus }
simurgh-ab-scouts-take-faceup = { $pay } → dowolna odkryta płytka, bez opłaty
simurgh-ab-scouts-take-facedown = { $pay } → wierzchnia płytka stosu
simurgh-ab-explore-extra-move = po ruchu w dół: jeszcze jeden ruch (płacisz ponownie)
simurgh-ab-objective-swap = przy Pomniku: wymiana celu (raz)

## Ruchy i kroki
simurgh-verb-place = Postaw wasala
simurgh-verb-lay = Połóż płytkę
simurgh-verb-withdraw = Zabierz wasali
simurgh-verb-explore = Eksploruj (w dół)
simurgh-verb-ability = Zdolność smoka
simurgh-verb-trigger = Tak, użyj zdolności
simurgh-verb-extra = Tak, jeszcze raz w dół
simurgh-verb-keep = Zatrzymaj smoka
simurgh-verb-return = Oddaj surowce
simurgh-verb-return-tile = Odłóż płytkę
simurgh-verb-discard = Odrzuć płytkę
simurgh-verb-take = Weź płytkę
simurgh-verb-unmark = Zdejmij znacznik
simurgh-verb-spend = Wydaj wasala z planszy
simurgh-verb-marker = Połóż znacznik
simurgh-verb-objective = Połóż cel
simurgh-verb-power = Zatrzymaj płytkę mocy
simurgh-verb-draft = Weź płytkę
simurgh-verb-dragon = Wybierz smoka
simurgh-mv-place = { $vassal } { $space }: { $what }
simurgh-mv-lay = Połóż { $tile-acc } na { $slot-loc } (+{ $reward }), { $vassal } { $space }: { $what }
simurgh-mv-withdraw = Zabierz wasali { $spaces }
simurgh-mv-withdraw-all = Zabierz wszystkich wasali ({ $count })
simurgh-mv-explore = { $tile } w dół na poziom { $level }: { $pay } → { $what }
simurgh-mv-ability = { $dragon }, zdolność { $slot }: { $what }
simurgh-mv-end = Zakończ turę
simurgh-mv-decline = Nie, dziękuję
simurgh-mv-unmark = Znacznik z { $dragon-gen }, pole { $slot }
simurgh-mv-spend = Wasal { $space }
simurgh-mv-marker = Na { $dragon-acc }
simurgh-mv-use = Użyj: { $dragon }, zdolność { $slot }
simurgh-mv-keep = Zatrzymaj { $dragon-acc }
simurgh-mv-return-top = { $tile } na wierzch
simurgh-mv-return-bottom = { $tile } na spód
simurgh-mv-return-res = Oddaj { $what }
simurgh-mv-take = { $tile } z { $slot-gen } ({ $pay } → { $n } PM)
simurgh-mv-take-free = { $tile } z { $slot-gen } (za darmo)
simurgh-mv-objective = { $objective-acc } na { $slot-acc }
simurgh-mv-objective-swap = { $objective-acc } na { $slot-acc }, z wymianą (zdolność smoka)
simurgh-mv-objective-none = Nie kładę żadnego
simurgh-mv-discard-top = Odrzuć { $tile-acc } (na wierzch stosu)
simurgh-mv-discard-bottom = Odrzuć { $tile-acc } (na spód stosu)
simurgh-mv-power = Zatrzymaj { $tile-acc }
simurgh-mv-draft = Weź { $tile-acc }
simurgh-mv-dragon = Zatrzymaj { $dragon-acc }; { $returns }
simurgh-mv-generic = Ten wybór
simurgh-where-top = na wierzch
simurgh-where-bottom = na spód
simurgh-token-space = { $space }: { $what }
simurgh-token-slot = { $slot } (+{ $reward })
simurgh-token-slot-clear = { $slot }: usuń { $tile-acc } za 1 broń (+{ $reward })
simurgh-token-all = Wszystkich ({ $count })
simurgh-token-ability = Zdolność { $slot }: { $what }
simurgh-token-monument = { $slot }
simurgh-token-swap = Wymiana (zdolność smoka)

## Pytania
simurgh-prompt-main = Twoja tura: postaw wasala, połóż płytkę albo zabierz wasali (akcje dowolne w każdej chwili).
simurgh-prompt-free = Akcja główna wykonana: akcje dowolne albo koniec tury.
simurgh-prompt-space = Które pole?
simurgh-prompt-vassal = Który wasal?
simurgh-prompt-option = W jaki sposób?
simurgh-prompt-tile = Którą płytkę z ręki?
simurgh-prompt-slot = Które miejsce w Dziczy?
simurgh-prompt-reward = Którą nagrodę za miejsce?
simurgh-prompt-tile-explore = Która płytka eksploracji?
simurgh-prompt-dragon = Który smok?
simurgh-prompt-ability = Która zdolność?
simurgh-prompt-withdraw = Których wasali zabierasz?
simurgh-prompt-where = Dokąd?
simurgh-prompt-return-count = Ile oddajesz?
simurgh-prompt-return-what = Co oddajesz?
simurgh-prompt-unmark = Który znacznik oddajesz?
simurgh-prompt-spend = Którego wasala z planszy wydajesz?
simurgh-prompt-markers = Który smok dostaje nowy znacznik? { $n ->
    [one] { "" }
   *[other] (do rozdania: { $n })
}
simurgh-prompt-keep = Którego smoka zatrzymujesz?
simurgh-prompt-returns = Odłóż { $n ->
    [one] pozostałą płytkę
    [few] pozostałe { $n } płytki
   *[other] pozostałych { $n } płytek
}: którą najpierw i czy na wierzch, czy na spód stosu?
simurgh-prompt-scouts = Kwatery zwiadowców: którą płytkę bierzesz?
simurgh-prompt-objective = Pomnik: który cel kładziesz i gdzie?
simurgh-prompt-extra = Przesunąć tego samego Jeźdźca smoków jeszcze o poziom?
simurgh-prompt-limits = Koniec tury ponad limitem: { $tiles ->
    [0] { "" }
    [one] odrzuć 1 płytkę
    [few] odrzuć { $tiles } płytki
   *[other] odrzuć { $tiles } płytek
}{ $tiles ->
    [0] { "" }
   *[other] { $res ->
        [0] { "" }
       *[other] {" i "}
    }
}{ $res ->
    [0] { "" }
    [one] oddaj jeszcze 1 surowiec
    [few] oddaj jeszcze { $res } surowce
   *[other] oddaj jeszcze { $res } surowców
}.
simurgh-prompt-draft_power = Draft mocy: którą płytkę mocy zatrzymujesz? (pozostałe idą do osoby po twojej prawej)
simurgh-prompt-draft_action = Draft akcji: którą odkrytą płytkę bierzesz?
simurgh-prompt-dragon_choice = Wybierz w tajemnicy smoka i zdecyduj, gdzie trafią dwa pozostałe.
simurgh-prompt-dragon-keep = Którego smoka zatrzymujesz? (dwa pozostałe wracają na stos smoków)
simurgh-prompt-dragon-where = Gdzie wraca { $dragon }: na wierzch czy na spód stosu smoków?

## Zdarzenia (po „Gracz:”)
simurgh-ev-step = { $player }: { $what }.
simurgh-ev-turn = { $player }: { $what }.
simurgh-ev-turn-more = { $player }: { $what }.
    .line = new
simurgh-ev-place = stawia { $vassal-acc } { $space }
simurgh-ev-pay = płaci { $what }
simurgh-ev-gain = zyskuje { $what }
simurgh-ev-spend = wydaje { $vassal-acc } z zapasu
simurgh-ev-spend-from = wydaje { $vassal-acc } { $space }
simurgh-ev-chronicle = { $tile } trafia do kroniki
simurgh-ev-chronicle-many = { $tiles } trafiają do kroniki
simurgh-ev-explore = przesuwa Jeźdźca smoków w dół płytki { $tile } na poziom { $level }
simurgh-ev-drew-dragons = dobiera { $count } { $count ->
    [one] smoka
    [few] smoki
   *[other] smoków
}
simurgh-ev-drew-objectives = dobiera { $count } { $count ->
    [one] cel
    [few] cele
   *[other] celów
}
simurgh-ev-you-drew = Dobierasz: { $tiles }.
simurgh-ev-keep = zatrzymuje { $dragon-acc } { $n ->
    [0] bez znaczników
    [one] z { $n } znacznikiem
   *[other] z { $n } znacznikami
}
simurgh-ev-returned-top = { $tile } wraca na wierzch stosu.
simurgh-ev-returned-bottom = { $tile } wraca na spód stosu.
simurgh-ev-returned = odkłada { $count ->
    [one] zakrytą płytkę
    [few] { $count } zakryte płytki
   *[other] { $count } zakrytych płytek
}
simurgh-ev-unmark = zdejmuje znacznik z pola { $slot } { $dragon-gen }
simurgh-ev-marker = kładzie { $count ->
    [one] znacznik
   *[other] { $count } { $count ->
        [few] znaczniki
       *[other] znaczników
    }
} na { $dragon-acc }
simurgh-ev-markers-lost = traci { $n } { $n ->
    [one] znacznik
    [few] znaczniki
   *[other] znaczników
} (brak wolnego pola na smokach)
simurgh-ev-decline = nie używa zdolności smoka
simurgh-ev-ability = używa zdolności { $slot } { $dragon-gen }
simurgh-ev-ability-paid = używa zdolności { $slot } { $dragon-gen } za { $what }
simurgh-ev-scouts = bierze { $tile-acc } z { $slot-gen }
simurgh-ev-scouts-blind = bierze { $tile-acc } z wierzchu stosu
simurgh-ev-scouts-free = bierze { $tile-acc } z wystawki
simurgh-ev-objective = kładzie { $objective-acc } na { $slot-loc } (+{ $n } PM)
simurgh-ev-objective-none = nie kładzie żadnego celu
simurgh-ev-swap = usuwa { $old-acc } z Pomnika
simurgh-ev-clear = płaci 1 broń, by usunąć { $tile-acc }
simurgh-ev-lay = kładzie { $tile-acc } na { $slot-loc }
simurgh-ev-withdraw = zabiera { $count ->
    [one] wasala
   *[other] { $count } wasali:
} { $spaces }
simurgh-ev-end = kończy turę
simurgh-ev-discard = odrzuca { $tile-acc }
simurgh-ev-return-res = oddaje { $what }
simurgh-ev-end-triggered = Zbliża się koniec: { $player } spełnia warunek końca gry; { $count ->
    [one] jeszcze jedna osoba rozegra
   *[other] pozostali ({ $count }) rozegrają
} ostatnią turę.
simurgh-ev-next = Następna tura: { $player }.
simurgh-ev-next-final = Ostatnia tura: { $player }.
simurgh-ev-game-over = Koniec gry! { $count ->
    [one] Wygrywa { $players }
   *[other] Zwycięstwo dzielą: { $players }
} ({ $n } PM).
simurgh-result = { $count ->
    [one] Wygrywa { $players }
   *[other] Zwycięstwo dzielą: { $players }
} ({ $n } PM).
simurgh-ev-you-kept = Zatrzymujesz { $tile-acc }.
simurgh-ev-power-pick = { $player } zatrzymuje płytkę mocy i podaje resztę dalej.
simurgh-ev-action-draft = Zaczyna się draft akcji: cztery odkryte płytki.
simurgh-ev-draft-pick = { $player } bierze { $tile-acc }.
simurgh-ev-dragon-choice = Teraz wszyscy wybierają w tajemnicy smoka.
simurgh-ev-you-keep-dragon = Zatrzymujesz { $dragon-acc } (możesz zmienić zdanie, dopóki wszyscy nie wybiorą).
simurgh-ev-you-keep-dragon-final = Zatrzymujesz { $dragon-acc }. Wszyscy już wybrali: smoki są odkryte.
simurgh-ev-dragon-chosen = { $player } wybiera smoka.
simurgh-ev-dragon-changed = { $player } zmienia wybór.
simurgh-ev-dragon-of = { $player }: { $dragon }
simurgh-ev-dragons-revealed = Smoki odkryte: { $list }.

## Twoje tajemnice
simurgh-private-power = Twoja płytka mocy: { $tiles }.
simurgh-private-power-offer = Do wyboru masz: { $tiles }.
simurgh-private-dragon-offer = Smoki do wyboru: { $tiles }.
simurgh-private-dragon-choice = Twój wybór: { $dragon }.
simurgh-private-drawn = Dobrane: { $tiles }.

## Odmowy
simurgh-err-players = W Simurgh gra od { $min } do { $max } osób, nie { $players }.
simurgh-err-first = Pierwszy gracz to numer miejsca od 1 do { $players } (albo 0: losowo), nie { $first }.
simurgh-err-no-vassal = Nie masz w zapasie wasala tego typu: { $vassal }.
simurgh-err-no-space = Na planszy nie ma pola akcji { $space }.
simurgh-err-dragonrider-only = Z pola { $space } może korzystać tylko Jeździec smoków.
simurgh-err-space-taken = Pole { $space } mieści jednego wasala i jest już zajęte.
simurgh-err-explore-level = Jeździec smoków wchodzi na płytkę eksploracji tylko na poziom 1 ({ $space } leży niżej: przesuń się w dół).
simurgh-err-explore-twice = Masz już Jeźdźca smoków na płytce { $tile }.
simurgh-err-not-yours = Na polu { $space } nie stoi żaden twój wasal.
simurgh-err-withdraw-none = Wskaż co najmniej jednego swojego wasala do zabrania.
simurgh-err-laid-twice = W tej turze kładziesz już płytkę.
simurgh-err-lay-after-main = Płytkę kładzie się tuż przed akcją główną, która stawia na niej wasala.
simurgh-err-not-in-hand = Nie masz na ręce płytki { $tile }; masz: { $hand }.
simurgh-err-slot-closed = { $slot } nie jest miejscem w Dziczy w tej grze.
simurgh-err-slot-taken = Na miejscu { $slot } leży już płytka (bronią można ją usunąć tylko wtedy, gdy żadne miejsce nie jest wolne).
simurgh-err-clear-not-needed = Miejsce { $slot } jest jeszcze wolne: połóż płytkę tam; bronią usuwa się płytkę tylko wtedy, gdy wszystkie miejsca są zajęte.
simurgh-err-clear-slot = Usunąć można tylko płytkę z miejsca, na które kładziesz nową ({ $slot } się nie zgadza).
simurgh-err-clear-exploration = Bronią nigdy nie usuwa się płytki eksploracji ({ $tile }).
simurgh-err-clear-weapon = Usunięcie płytki kosztuje 1 broń, a nie masz żadnej.
simurgh-err-not-exploration = { $tile } nie jest płytką eksploracji w Dziczy.
simurgh-err-explored-twice = W tej turze przesuwasz już Jeźdźca smoków w dół.
simurgh-err-no-rider = Nie masz Jeźdźca smoków na płytce { $tile }.
simurgh-err-rider-just-entered = Twój Jeździec smoków wszedł na płytkę { $tile } w tej turze: w dół ruszy od następnej.
simurgh-err-level-taken = Poziom { $level } płytki { $tile } nie jest wolny.
simurgh-err-top-or-bottom = Oddawana płytka trafia na wierzch albo na spód stosu, nie „{ $where }”.
simurgh-err-scouts-choice = W Kwaterach zwiadowców bierzesz tylko płytkę z wystawki, za którą możesz zapłacić, albo — za 1 broń — wierzchnią płytkę w ciemno.
simurgh-err-monument-slot = Przy Pomniku nie ma miejsca { $slot }.
simurgh-err-monument-taken = Na miejscu { $slot } przy Pomniku leży już cel.
simurgh-err-monument-cost = Nie stać cię na miejsce { $slot } przy Pomniku.
simurgh-err-hand-limit = Turę kończysz z 5 płytkami na ręce: odrzuć dokładnie tyle: { $n } (nigdy płytki mocy).
simurgh-err-discard-power = Płytki mocy nigdy się nie odrzuca ({ $tile }).
simurgh-err-resource-limit = Turę kończysz z najwyżej { $limit } surowcami: oddaj dokładnie tyle: { $n }.
simurgh-err-not-your-pick = To nie jest teraz twój wybór.
simurgh-err-not-offered = Płytki { $tile } nie ma wśród tych, które ci zaproponowano.
simurgh-err-syntax = To nie jest pełny ruch w Simurgh. Wybierz jeden z proponowanych ruchów.
simurgh-err-main-done = Akcję główną masz już za sobą (jedna na turę).
simurgh-err-end-before-main = Najpierw akcja główna: postaw wasala, połóż płytkę albo zabierz wasali.
simurgh-err-cannot-use = Nie możesz teraz w pełni wykorzystać pola { $space } (trzeba zapłacić wszystko; nowy wasal musi zostać w twojej puli; musi zostać smok lub cel do dobrania).
simurgh-err-option = Wybierz jeden z możliwych sposobów ({ $n }).
simurgh-err-lay-place = Po położeniu płytki ({ $tile }) musisz postawić na jednym z jej pól odpowiedniego wasala z zapasu i w pełni je wykorzystać.
simurgh-err-explore-cost = Nie możesz zapłacić kosztu ruchu na płytce { $tile }.
simurgh-err-no-dragon = Nie masz smoka { $dragon }.
simurgh-err-no-marker = { $dragon } nie ma znacznika na zdolności { $slot }: nie można jej użyć.
simurgh-err-ability-not-now = Zdolność { $slot } ({ $dragon }) działa sama, gdy zajdzie jej zdarzenie; teraz nie można jej użyć.
simurgh-err-ability-cannot = Nie możesz teraz w pełni użyć zdolności { $slot } ({ $dragon }).
simurgh-err-pending = Najpierw odpowiedz na pytanie: { $prompt }
simurgh-col-track = Tor
simurgh-col-objectives = Cele
simurgh-col-resources = Surowce
simurgh-col-total = Suma
simurgh-err-form = Ten ruch jest niepełny; zapisuje się go tak: „{ $form }”.
simurgh-form-place = place <pole> <wasal>
simurgh-form-lay = lay <płytka> <slot> <pole> <wasal>
simurgh-form-explore = explore <płytka>
simurgh-form-ability = ability <smok> <1, 2 albo 3>
simurgh-form-end = end
simurgh-prompt-trigger = Zdolność { $slot } { $dragon-gen } może zadziałać ({ $what }): używasz jej?
simurgh-ev-busy = { $player } rozgrywa turę; cała tura pojawi się tu, gdy ją zakończy.
