# Teksty na obrazkach Królestwa Królików (polski). Klucze: render-bk-<nazwa>.
# Nazwy kart, terenów, surowców i kierunków pochodzą z katalogu silnika (bunny_kingdom-*).

## Pasek tytułu i stan gry
render-bk-pick-of = Wybór { $n } z { $total }
render-bk-pass = karty idą { $direction }
render-bk-deck = talia: { $n }
render-bk-ready = gotowe: { $done } z { $total }
render-bk-waiting = Czekamy na:
render-bk-phase-pick = Eksploracja: każdy w tajemnicy wybiera 2 karty
render-bk-phase-pick-2p = Eksploracja: każdy w tajemnicy zagrywa 1 kartę i odrzuca 1
render-bk-phase-camp = Budowa: { $name } stawia obóz { $n } albo go zatrzymuje
render-bk-phase-build = Budowa: każdy planuje swoje budynki
render-bk-phase-universal = Zbiory: faktorie uniwersalne wybierają drewno, ryby lub marchewki
render-bk-phase-copy = Podliczenie: karty kopiujące wybierają, co skopiować
render-bk-last-reveal = Ostatnio: odkryto wybór { $pick } w rundzie { $round }
render-bk-last-camp = Ostatnio: obóz { $n } gracza { $name } na { $square }
render-bk-last-camp-kept = Ostatnio: obóz { $n } gracza { $name } zostaje na później
render-bk-last-build = Ostatnio: postawiono budynki rundy { $round }
render-bk-last-build-none = Ostatnio: w rundzie { $round } nikt nic nie zbudował
render-bk-last-harvest = Ostatnio: zbiory rundy { $round } (szczegóły niżej)
render-bk-framed = żółte ramki: ostatnie zmiany na planszy

## Panele graczy
render-bk-picked = ✓ wybrane
render-bk-picking = … wybiera
render-bk-built = ✓ gotowe
render-bk-building = … buduje
render-bk-camp-asked = ▶ obóz { $n }
render-bk-universal-asked = … faktoria uniwersalna
render-bk-copy-asked = … karta kopiująca
render-bk-counts = ręka { $hand } · pergaminy { $parchments }
render-bk-counts-2p = ręka { $hand } · pergaminy { $parchments } · rezerwa { $reserve } · odrzucone { $discards }
render-bk-squares = { $n ->
    [one] { $n } pole
    [few] { $n } pola
   *[many] { $n } pól
}
render-bk-fiefs = { $n ->
    [one] { $n } księstwo
    [few] { $n } księstwa
   *[many] { $n } księstw
}
render-bk-harvests = ({ $list })
render-bk-to-build = do budowy:
render-bk-played = zagrane:
render-bk-universal = uniwersalna (drewno, ryby lub marchewki)
render-bk-luxury = dowolny surowiec luksusowy

## Tor punktów, zbiory, podliczenie końcowe
render-bk-score-track = Punkty
render-bk-harvest-title = Zbiory rundy { $round }
render-bk-harvest-sub = księstwo (pierwsze pole, wielkość): siła × bogactwo = punkty
render-bk-harvest-zero = { $n ->
    [one] { $n } księstwo bez punktów
    [few] { $n } księstwa bez punktów
   *[many] { $n } księstw bez punktów
}
render-bk-harvest-none = brak księstw
render-bk-revealed-title = Odkryte pergaminy
render-bk-revealed-sub = karty kopiujące wybierają, co skopiować
render-bk-copy-chosen = ✓ wybrane
render-bk-copy-choosing = … wybiera
render-bk-copied = { $card } → { $target }
render-bk-final-title = Podliczenie końcowe
render-bk-final-harvests = Zbiory { $list }
render-bk-final-parchments = Pergaminy
render-bk-final-sub = pergamin (co policzył): punkty
render-bk-final-total = Razem

## Legenda
render-bk-code-sea = MO
render-bk-code-forest = LA
render-bk-code-field = PO
render-bk-code-plains = RÓ
render-bk-code-mountain = GÓ
render-bk-code-city = MI
render-bk-legend-lava = lawa: brak połączenia w poprzek
render-bk-legend-fief = granica księstwa (kolor właściciela)
render-bk-legend-city = miasto (jego siła)
render-bk-legend-farm = faktoria (jej surowiec)
render-bk-legend-luxury = faktoria luksusowa (złota ramka)
render-bk-legend-universal = faktoria uniwersalna
render-bk-legend-sky = para podniebnych wież (połączona)
render-bk-legend-camp = obóz (jego numer)

## Obrazek prywatny (wiadomość prywatna)
render-bk-private-title = Twoje karty · { $name }
render-bk-private-hand = Twoja ręka ({ $n })
render-bk-private-hint-pick = Wybierz 2 karty do zagrania. Wybór możesz zmienić, dopóki wszyscy nie wybiorą.
render-bk-private-hint-play = Wybierz 1 kartę do zagrania i 1 do odrzucenia w zakryciu.
render-bk-private-picked = Twój wybór: { $cards }. Możesz go zmienić, dopóki wszyscy nie wybiorą.
render-bk-private-picked-2p = Zagrywasz i odrzucasz: { $cards }. Możesz to zmienić, dopóki oboje nie wybierzecie.
render-bk-private-near = Twój znacznik z „+” na polu: pole styka się z twoimi ziemiami.
render-bk-private-play = ▶ zagrywasz
render-bk-private-discard = ✕ odrzucasz
render-bk-private-treasure = skarb
render-bk-private-mission = misja
render-bk-private-parchments = Twoje pergaminy ({ $n }) · tajne do końca gry
render-bk-private-unbuilt = Budynki do postawienia ({ $n })
render-bk-private-plan = Twój plan budowy
render-bk-private-land = Twoje ziemie na planszy
render-bk-private-land-note = Twoje księstwa mają obwódkę w twoim kolorze; żółte ramki to pola z twojego planu.
render-bk-private-plan-open = Jeszcze niezgłoszony: wybierz „Gotowe”, gdy plan będzie gotowy.
render-bk-private-plan-done = ✓ Wysłany. Możesz go jeszcze zmienić, dopóki wszyscy nie skończą.
render-bk-private-plan-empty = na razie nic nie zaplanowano
render-bk-private-discards = Odrzucone w zakryciu ({ $n }) · znasz je tylko ty
render-bk-private-universal = Twoje faktorie uniwersalne w tych zbiorach
render-bk-private-farm-on = Faktoria uniwersalna na { $square }
render-bk-private-not-chosen = jeszcze nie wybrano
render-bk-private-copies = Twoje karty kopiujące
