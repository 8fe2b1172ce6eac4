# Teksty na obrazkach Zamku Smoków (po polsku). Klucze: render-dc-<nazwa>.
# Nazwy kamieni, typów, kart, układów i etapów tury pochodzą z katalogu silnika (dragon_castle-*).

## Pasek tytułu i stan gry
render-dc-castle-left = { $n ->
    [one] { $n } kamień w zamku
    [few] { $n } kamienie w zamku
   *[many] { $n } kamieni w zamku
}
render-dc-top-floor = najwyższe piętro: { $n }
render-dc-vp = { $n } PZ
render-dc-final-round = Ostatnia runda! Gra kończy się po turze gracza { $name }.
render-dc-summon-allowed = Został tylko parter zamku: można przywołać smoka (żeton odliczania, 2 PZ).
render-dc-summon-forced = Zamek jest pusty: jedyna możliwa akcja to przywołanie smoka.
render-dc-turn-so-far = Ta tura do tej pory:
render-dc-held = do położenia:
render-dc-last = Ostatni ruch — { $name }: { $what }
render-dc-action-pair = para kamieni
render-dc-action-shrine = kamień i świątynia
render-dc-action-discard = odrzucenie kamienia (1 PZ)
render-dc-action-summon = przywołanie smoka
render-dc-action-none = bez akcji
render-dc-cells-move = zamek { $castle } → królestwo { $realm }
render-dc-cells-castle = zamek { $castle }
render-dc-cells-realm = królestwo { $realm }

## Legenda zamku
render-dc-legend-floors = wysokość stosu 1 · 2 · 3 (odcień)
render-dc-legend-top = dostępny, najwyższe piętro: można wziąć jako pierwszy
render-dc-legend-lower = dostępny, niższe piętro (2. kamień pary)
render-dc-legend-blocked = zablokowany
render-dc-legend-last = ostatnie zmiany
render-dc-legend-this-turn = zmienione w tej turze
render-dc-legend-sets = zestaw do scalenia / miejsca na świątynie

## Tor, zasoby, odrzucone kamienie, karty
render-dc-track = Tor odliczania
render-dc-track-left = { $n ->
    [one] został { $n } żeton odliczania
    [few] zostały { $n } żetony odliczania
   *[many] zostało { $n } żetonów odliczania
}
render-dc-track-final = Odkryto „!”: to ostatnia runda
render-dc-supply = { $n ->
    [one] { $n } świątynia w zapasie
    [few] { $n } świątynie w zapasie
   *[many] { $n } świątyń w zapasie
}
render-dc-discard = { $n ->
    [one] Odrzucone: { $n } kamień
    [few] Odrzucone: { $n } kamienie
   *[many] Odrzucone: { $n } kamieni
}
render-dc-spirits-title = { $n ->
    [one] Karta ducha
    [few] Karty duchów
   *[many] Karty duchów
} · koszt: odkryty kamień z królestwa albo świątynia z puli
render-dc-dragons-title = { $n ->
    [one] Karta smoka
    [few] Karty smoków
   *[many] Karty smoków
} · dodatkowe punkty na koniec, dla wszystkich
render-dc-cards-none = brak w tej grze
render-dc-used = ✓ użyty w tej turze
render-dc-used-last = użyty w ostatnim ruchu
render-dc-spirit-beauty = Scal 4+ połączonych kamieni stronnictw z tą samą liczbą: +1 PZ, do 2 świątyń.
render-dc-spirit-wind = Możesz zakryć odkryty kamień, potem przenieś jedną zbudowaną świątynię.
render-dc-spirit-strength = Przenieś 1–2 wierzchnie kamienie królestwa (strona bez zmian); potem zestawy.
render-dc-spirit-elegance = W tej turze bierz kamienie zamku z wolnym krótkim bokiem (górnym lub dolnym).
render-dc-spirit-deception = Para: 2. kamień to dowolny sąsiad 1. na tym samym piętrze.
render-dc-spirit-change = Uznaj odkryty kamień specjalny za inny typ, by scalić 4+.
render-dc-spirit-faith = Po scaleniu w tej turze: 1 dodatkowa świątynia na scalonym kamieniu.
render-dc-spirit-depths = Para: 2. kamień wystarczy tego samego typu (nadal dostępny).
render-dc-spirit-destruction = Odrzuć dostępny kamień zamku z dowolnego piętra (bez PZ).
render-dc-spirit-cunning = Scal grupę dokładnie 3 kamieni jednego typu: 2 PZ (+1 za smoki).
render-dc-dragon-humility = +1 PZ za świątynię obok wyższego stosu.
render-dc-dragon-righteousness = Najlepszy wiersz i kolumna: +1 PZ za świątynię, +2 PZ za pełną linię.
render-dc-dragon-tranquility = +1 PZ za każdą osobną grupę pól z zakrytym kamieniem.
render-dc-dragon-bravery = +1 PZ za stos wyższy od wszystkich sąsiadów.
render-dc-dragon-majesty = Najlepszy odkryty Żołnierz + Kupiec + Rolnik na poziomie 3 lub wyżej.
render-dc-dragon-might = Na stronnictwo: suma najlepszej odkrytej grupy vs każdy sąsiad: +2 gdy wyższa, +1 gdy równa.
render-dc-dragon-knowledge = +2 PZ za każdy inny odkryty symbol specjalny.
render-dc-dragon-harmony = Na każdą oś: +4 PZ za symetrię wysokości, +2 PZ za symetrię świątyń.
render-dc-dragon-piety = +1 PZ za świątynię obok odkrytego kamienia smoka.
render-dc-dragon-valor = +1 PZ za świątynię na brzegowym polu.

## Panele graczy
render-dc-first = 1. gracz
render-dc-pool = pula: { $n }
render-dc-tokens = żetony: { $n }

## Punkty
render-dc-scores-now = Punkty do tej pory (wstępnie: świątynie i karty smoków liczone tak, jakby gra skończyła się teraz)
render-dc-scores-final = Wynik końcowy
render-dc-col-merges = Scalenia
render-dc-col-spirits = Scalenia duchami
render-dc-col-discards = Odrzucenia
render-dc-col-shrines = Świątynie
render-dc-col-tokens = Żetony odliczania
render-dc-col-tiebreak = Remis: zakryte / świątynie
render-dc-col-total = Razem

## Legenda kamieni
render-dc-legend-back = zakryty
render-dc-legend-shrine = świątynia (jej poziom = wysokość stosu)
render-dc-legend-axes = osie symetrii

## Podgląd (prywatny obrazek gracza w trakcie tury)
render-dc-preview-title = PODGLĄD — twoja tura nie jest jeszcze potwierdzona
render-dc-preview-steps = Twoje kroki:
render-dc-preview-next = Teraz: { $stage }
render-dc-preview-realm = twoje królestwo po twoich krokach
render-dc-preview-held = { $n ->
    [0] Nie ma kamieni do położenia
    [one] { $n } kamień do położenia
    [few] { $n } kamienie do położenia
   *[many] { $n } kamieni do położenia
}
render-dc-preview-points = Punkty teraz: { $n } ({ $diff } w tej turze)
render-dc-preview-spirits = Użyte duchy: { $names }
