# Plansza tekstem (issue 55): cały stół słowami dla czytnika ekranu, część po części.
# Nazwy, numery i oznaczenia są te same co na obrazku i w ruchach („5. Główny rynek”, „miejsce 2 w Dziczy”, „pole A”).

## Teraz
simurgh-board-now = Teraz
simurgh-board-turn-final = Ostatnia runda: ruch ma { $player }{ $count ->
    [0] ; to ostatnia tura gry
    [one] ; potem ostatnią turę rozegra jeszcze { $others }
   *[other] ; potem ostatnie tury rozegrają jeszcze { $others }
}.
simurgh-board-draft-power = Draft mocy: { $player } zatrzymuje w tajemnicy 1 z { $n } płytek mocy, a pozostałe podaje osobie po prawej.
simurgh-board-draft-action = Draft akcji: { $player } bierze 1 z odkrytych płytek (wybór { $pick } z { $total }).
simurgh-board-draft-dragon = Tajny wybór smoka: każdy zatrzymuje 1 z 3 dobranych smoków{ $done ->
    [0] { "" }
   *[other] ; już po wyborze: { $chosen }
}{ $left ->
    [0] { "" }
   *[other] ; jeszcze { $left ->
        [one] wybiera
       *[other] wybierają
    }: { $waiting }
}.
simurgh-board-progress = W tej turze: akcja główna — { $main ->
    [yes] wykonana
   *[no] jeszcze nie
}, płytka z ręki — { $laid ->
    [yes] położona
   *[no] jeszcze nie
}, ruch w dół — { $explored ->
    [yes] wykonany
   *[no] jeszcze nie
}.
simurgh-board-end = Gra kończy się przy { $ct } płytkach w kronice albo { $ot } celach przy Pomniku; teraz jest ich { $chronicle } i { $objectives }.
simurgh-board-end-met = { $player } spełnia warunek końca gry: w kronice { $chronicle } z { $ct } płytek, przy Pomniku { $objectives } z { $ot } celów.

## Czyja decyzja (zadanie w toku: mówi, kto i co wybiera)
simurgh-board-task-unmark = { $player } wybiera, z którego smoka zdjąć znacznik.
simurgh-board-task-spend = { $player } wybiera, którego { $vassal-acc } z planszy wydać.
simurgh-board-task-markers = { $player } kładzie { $n ->
    [one] znacznik
   *[other] { $n } { $n ->
        [few] znaczniki
       *[other] znaczników
    }
} na swoich smokach.
simurgh-board-task-trigger = { $player } decyduje, czy użyć zdolności { $slot } { $dragon-gen } — { $what }.
simurgh-board-task-keep = { $player } wybiera, którego z { $n } dobranych smoków zatrzymać.
simurgh-board-task-returns = { $player } odkłada { $n ->
    [one] pozostałą płytkę
    [few] pozostałe { $n } płytki
   *[other] pozostałych { $n } płytek
} na wierzch albo na spód stosu.
simurgh-board-task-scouts = { $player } wybiera płytkę w Kwaterach zwiadowców.
simurgh-board-task-objective = { $player } wybiera, który z { $n } dobranych celów położyć przy Pomniku (albo żadnego).
simurgh-board-task-extra = { $player } decyduje, czy przesunąć Jeźdźca smoków jeszcze o poziom w dół.
simurgh-board-task-limits = { $player } kończy turę ponad limitem: { $tiles ->
    [0] { "" }
    [one] 1 płytka
    [few] { $tiles } płytki
   *[other] { $tiles } płytek
}{ $tiles ->
    [0] { "" }
   *[other] { $res ->
        [0] { "" }
       *[other] { " i " }
    }
}{ $res ->
    [0] { "" }
    [one] 1 surowiec
    [few] { $res } surowce
   *[other] { $res } surowców
} za dużo.

## Wynik i poprzednia tura
simurgh-board-final = Wynik końcowy
simurgh-board-final-row = { $rank }. { $player }: { $total } PM (tor { $track }, cele { $objectives }, surowce { $resources }; znaczniki: { $markers })
simurgh-board-last = Poprzednia tura

## Miasto
simurgh-board-city = Miasto
simurgh-board-city-space = { $n }. { $space }{ $kind }: { $what } — { $who }
simurgh-board-city-C01 = { simurgh-space-C01.title }
simurgh-board-city-C02 = { simurgh-space-C02.title }
simurgh-board-city-C03 = { simurgh-space-C03.title }
simurgh-board-city-C04 = { simurgh-space-C04.title }
simurgh-board-city-C05 = { simurgh-space-C05.title }
simurgh-board-city-C06 = { simurgh-space-C06.title }
simurgh-board-city-C07 = { simurgh-space-C07.title }
simurgh-board-city-C08 = { simurgh-space-C08.title }
simurgh-board-city-C09 = { simurgh-space-C09.title }
simurgh-board-city-C10 = { simurgh-space-C10.title }
simurgh-board-city-C11 = { simurgh-space-C11.title }
simurgh-board-city-C12 = { simurgh-space-C12.title }
simurgh-board-kind-single = { "" }
simurgh-board-kind-multi = { " " }(bez limitu wasali)
simurgh-board-kind-rider = { " " }(tylko Jeździec smoków)
simurgh-board-kind-riders = { " " }(tylko Jeźdźcy smoków)
simurgh-board-kind-multi-rider = { " " }(Jeźdźcy smoków, bez limitu)
simurgh-board-who = { $count ->
    [one] { $vassal }
   *[other] { $count }× { $vassal }
} ({ $player })
simurgh-board-free = wolne
simurgh-board-empty = pusto
simurgh-board-scouts-effect = { $gain }, potem zakup płytki z wystawki

## Dzicz
simurgh-board-wilds = Dzicz
simurgh-board-wilds-legend = Na dużym polu płytki może stać dowolnie wielu wasali, na polach A–C i na każdym poziomie — po jednym.
simurgh-board-wilds-slot = Miejsce { $n } (nagroda: { $reward }): { $tile }
simurgh-board-wilds-blocked = Miejsce { $n }: zablokowane zakrytą płytką (gra dwuosobowa)
simurgh-board-tile = Dzicz, miejsce { $n }: { $tile }{ $limit ->
    [0] { "" }
   *[other] { " " }(wasali na płytce: { $count }; do kroniki przy { $limit })
}
simurgh-board-move-cost = Tylko dla Jeźdźców smoków: każdy ruch w dół, także wejście na poziom 1, kosztuje { $cost }
simurgh-board-tile-space = { $name }{ $kind }: { $what } — { $who }
simurgh-board-level = Poziom { $level }
simurgh-board-field-multi = Duże pole
simurgh-board-field = Pole { $field }

## Płytka w jednym wierszu (wystawka, draft, ręka)
simurgh-board-line = { $tile } — { $spaces }
simurgh-board-line-multi = duże pole{ $kind }: { $what }
simurgh-board-line-field = { $field }{ $kind }: { $what }
simurgh-board-line-exploration = { $tile } (ruch w dół: { $cost }) — poziomy 1–4: { $levels }

## Kwatery zwiadowców, draft akcji, Pomnik
simurgh-board-display = Kwatery zwiadowców: wystawka (w stosie { $stack } { $stack ->
    [one] płytka
    [few] płytki
   *[other] płytek
} akcji)
simurgh-board-display-slot = Miejsce { $n } ({ $cost }): { $tile }
simurgh-board-gratis = za darmo
simurgh-board-display-blind = W ciemno: wierzchnia płytka stosu za { $cost } (bez PM)
simurgh-board-draft-row = Draft akcji: odkryte płytki (w stosie draftu { $stack } { $stack ->
    [one] płytka
    [few] płytki
   *[other] płytek
})
simurgh-board-monument = Pomnik Władcy Smoków
simurgh-board-monument-slot = Miejsce { $n } ({ $cost } → { $pp } PM): { $what }
simurgh-board-objective = { $objective } — { $goal }; nagrody za { $places ->
    [one] 1. miejsce
   *[other] miejsca 1–{ $places }
}: { $rewards } PM
simurgh-board-goal-markers-on-colours = najwięcej znaczników na smokach { $colours }
simurgh-board-goal-markers-on-all-dragons = najwięcej znaczników na wszystkich swoich smokach
simurgh-board-goal-vegetables-plus-meat = najwięcej warzyw i mięsa razem
simurgh-board-colour-red = czerwonych
simurgh-board-colour-green = zielonych
simurgh-board-colour-gold = złotych
simurgh-board-colour-blue = niebieskich
simurgh-board-colour-purple = fioletowych
simurgh-board-colour-white = białych

## Gracze
simurgh-board-player = { $player } ({ $order }. w kolejności): { $pp } PM
simurgh-board-resources = Surowce: { $list } (razem { $total }, limit { $limit })
simurgh-board-vassals-spearman = Włócznicy: w zapasie { $supply }, na planszy { $board }, w puli { $pool }
simurgh-board-vassals-dragonrider = Jeźdźcy smoków: w zapasie { $supply }, na planszy { $board }, w puli { $pool }
simurgh-board-hand = Płytki w ręce ({ $n }): { $tiles }
simurgh-board-hand-none = Płytki w ręce: brak
simurgh-board-hidden-power = { $n } { $n ->
    [one] zakryta płytka
    [few] zakryte płytki
   *[other] zakrytych płytek
} mocy
simurgh-board-markers = Znaczniki na smokach: { $n }
simurgh-board-dragon = { $dragon } — { $abilities }
simurgh-board-ability = { $slot }: { $what }{ $once }
simurgh-board-once-on = { " " }(jednorazowa)
simurgh-board-once-off = { " " }(jednorazowa, zużyta)
simurgh-board-my-tiles = Twoje płytki w ręce i ich pola
simurgh-board-my-offer = Do wyboru tylko dla ciebie: co dają

## Stosy i kronika
simurgh-board-stacks = Stosy i kronika
simurgh-board-stacks-sizes = W stosach: { $action } { $action ->
    [one] płytka
    [few] płytki
   *[other] płytek
} akcji, { $dragons } { $dragons ->
    [one] smok
    [few] smoki
   *[other] smoków
}, { $objectives } { $objectives ->
    [one] cel
    [few] cele
   *[other] celów
}{ $power ->
    [0] { "" }
   *[other] , { $power } { $power ->
        [one] płytka
        [few] płytki
       *[other] płytek
    } mocy
}
simurgh-board-chronicle = W kronice ({ $n }): { $tiles }
simurgh-board-removed = Cele usunięte z gry: { $objectives }
simurgh-board-box = Poza grą: { $n } { $n ->
    [one] zakryta płytka
    [few] zakryte płytki
   *[other] zakrytych płytek
}
