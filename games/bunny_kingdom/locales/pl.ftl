# Królestwo Królików (Bunny Kingdom) — katalog polski. Klucze zaczynają się od "bunny_kingdom-". Identyfikatory zasad
# (BK-x.y) dokleja bot z GameError.rule.

bunny_kingdom-title = Królestwo Królików
bunny_kingdom-rules-summary =
    Cztery rundy. Na początku każdej rundy każdy dostaje rękę kart eksploracji; przy każdym wyborze wszyscy jednocześnie i w tajemnicy wybierają 2 karty, resztę przekazują sąsiadowi (w rundach 1 i 3 w prawo, w 2 i 4 w lewo), po czym wybrane karty zostają razem odkryte i zagrane.
    Karta terytorium stawia twojego królika na wskazanym polu planszy; karty budynków (miasta, faktorie, podniebne wieże, obozy) stawia się później; pergaminy są tajne do końca gry; Zaopatrzenie dobiera i zagrywa 2 kolejne karty.
    W grze dwuosobowej przy każdym wyborze jedną kartę się zagrywa, a drugą odrzuca zakrytą, a przed każdym wyborem do ręki trafia losowa karta z twojej rezerwy.
    Po eksploracji następuje budowa: najpierw obozy, w kolejności numerów, na niezajętych polach; potem każdy w tajemnicy planuje budynki na własnych polach (miasta o sile 3 i faktorie luksusowe tylko na swoim terenie; podniebna wieża łączy dwa twoje księstwa).
    Zbiory: każde księstwo (połączone pola jednej osoby; lawa rozdziela) daje siłę (jego miasta) × bogactwo (liczba różnych surowców).
    Po 4. rundzie pergaminy zostają odkryte i policzone; wygrywa najwyższy wynik, remis oznacza wspólne zwycięstwo.
    Pola wpisuje się jako a1 … j10: litera rzędu a–j (a u góry), potem numer kolumny 1–10.

## Tereny, surowce, kierunki, fazy
bunny_kingdom-terrain-sea = morze
bunny_kingdom-terrain-forest = las
bunny_kingdom-terrain-field = pole uprawne
bunny_kingdom-terrain-plains = równina
bunny_kingdom-terrain-mountain = góry
bunny_kingdom-terrain-city = miasto
bunny_kingdom-res-fish = ryby
bunny_kingdom-res-wood = drewno
bunny_kingdom-res-carrots = marchewki
bunny_kingdom-res-mushrooms = grzyby
bunny_kingdom-res-gold = złoto
bunny_kingdom-res-pearls = perły
bunny_kingdom-res-spices = przyprawy
bunny_kingdom-res-diamonds = diamenty
bunny_kingdom-res-copper = miedź
bunny_kingdom-res-iron = żelazo
bunny_kingdom-dir-right = w prawo
bunny_kingdom-dir-left = w lewo
bunny_kingdom-phase-pick = eksploracja
bunny_kingdom-phase-camp = budowa (obozy)
bunny_kingdom-phase-build = budowa
bunny_kingdom-phase-universal = zbiory (faktorie uniwersalne)
bunny_kingdom-phase-copy = podliczenie końcowe (karty kopiujące)
bunny_kingdom-phase-game_over = koniec gry
bunny_kingdom-none = brak
bunny_kingdom-square = { $square } ({ $terrain })

## Karty
bunny_kingdom-card-territory = { $square } ({ $terrain })
bunny_kingdom-card-count = { $n }× { $card }
bunny_kingdom-card-city = Miasto (siła { $strength })
bunny_kingdom-card-camp = Obóz { $number }
bunny_kingdom-card-parchment-hidden = pergamin
bunny_kingdom-card-parchments-hidden = { $n } { $n ->
        [one] pergamin
        [few] pergaminy
       *[many] pergaminów
    }
## Card names (generated from components.json)
bunny_kingdom-card-fac-wood = Faktoria drewna
bunny_kingdom-card-fac-fish = Faktoria ryb
bunny_kingdom-card-fac-carrots = Faktoria marchewek
bunny_kingdom-card-fac-univ = Faktoria uniwersalna
bunny_kingdom-card-fac-pearls = Faktoria pereł
bunny_kingdom-card-fac-mushrooms = Faktoria grzybów
bunny_kingdom-card-fac-spices = Faktoria przypraw
bunny_kingdom-card-fac-gold = Faktoria złota
bunny_kingdom-card-fac-diamonds = Faktoria diamentów
bunny_kingdom-card-fac-copper = Faktoria miedzi
bunny_kingdom-card-fac-iron = Faktoria żelaza
bunny_kingdom-card-sky-blue = Podniebna wieża (niebieska)
bunny_kingdom-card-sky-green = Podniebna wieża (zielona)
bunny_kingdom-card-sky-black = Podniebna wieża (czarna)
bunny_kingdom-card-prov = Zaopatrzenie
bunny_kingdom-card-royal-ring = Królewski pierścień
bunny_kingdom-card-royal-coat = Królewski płaszcz
bunny_kingdom-card-royal-scepter = Królewskie berło
bunny_kingdom-card-royal-chalice = Królewski kielich
bunny_kingdom-card-royal-crown = Królewska korona
bunny_kingdom-card-royal-carrot = Królewska marchewka
bunny_kingdom-card-left-glove = Lewa rękawica
bunny_kingdom-card-right-glove = Prawa rękawica
bunny_kingdom-card-bureaucrat = Biurokrata
bunny_kingdom-card-burgomaster = Burmistrz
bunny_kingdom-card-diplomat = Dyplomata
bunny_kingdom-card-explorer = Odkrywca
bunny_kingdom-card-carpenter = Cieśla
bunny_kingdom-card-master-carpenter = Mistrz ciesielski
bunny_kingdom-card-woodland-king = Król Lasu
bunny_kingdom-card-fisher = Rybak
bunny_kingdom-card-master-fisher = Mistrz rybacki
bunny_kingdom-card-fisher-king = Król Oceanu
bunny_kingdom-card-farmer = Rolnik
bunny_kingdom-card-master-farmer = Mistrz rolnictwa
bunny_kingdom-card-carrot-king = Król Marchewek
bunny_kingdom-card-merchant = Kupiec
bunny_kingdom-card-master-of-mountains = Władca Gór
bunny_kingdom-card-carrotistador = Marchewkistador
bunny_kingdom-card-harecingetorix = Zajęcingetoryks
bunny_kingdom-card-hunny-king = Król Hunów
bunny_kingdom-card-bun-shee = Banshee
bunny_kingdom-card-barbarian = Tuptuś Barbarzyńca
bunny_kingdom-card-colonist = Kolonista
bunny_kingdom-card-king-of-thieves = Król złodziei
bunny_kingdom-card-matriarch = Matka Rodu
bunny_kingdom-card-little-prince = Mały Książę
bunny_kingdom-card-treasure-guardian = Krulich von Jumpingen
bunny_kingdom-card-treasure-hunter = Poszukiwacz skarbów
bunny_kingdom-card-right-copy = Prawicowiec
bunny_kingdom-card-left-copy = Lewicowiec
bunny_kingdom-card-opportunist = Szarak eminencja

## Parchment effects (BK-13.11)
bunny_kingdom-desc-royal-ring = Skarb: 1 punkt.
bunny_kingdom-desc-royal-coat = Skarb: 2 punkty.
bunny_kingdom-desc-royal-scepter = Skarb: 3 punkty.
bunny_kingdom-desc-royal-chalice = Skarb: 4 punkty.
bunny_kingdom-desc-royal-crown = Skarb: 5 punktów.
bunny_kingdom-desc-royal-carrot = Skarb: 6 punktów.
bunny_kingdom-desc-left-glove = Skarb: 1 punkt albo 4, jeśli masz też Prawą rękawicę (własną lub skopiowaną).
bunny_kingdom-desc-right-glove = Skarb: 1 punkt albo 4, jeśli masz też Lewą rękawicę (własną lub skopiowaną).
bunny_kingdom-desc-bureaucrat = 1 punkt za każdy twój pergamin, łącznie z tym (kopie się nie liczą).
bunny_kingdom-desc-burgomaster = 1 punkt za każde miasto na twoich terytoriach, bez względu na siłę.
bunny_kingdom-desc-diplomat = 1 punkt za każde kontrolowane terytorium na brzegu planszy.
bunny_kingdom-desc-explorer = 3 punkty za każde kontrolowane terytorium narożne (A1, A10, J1, J10).
bunny_kingdom-desc-carpenter = 1 punkt za każdą produkowaną jednostkę drewna.
bunny_kingdom-desc-master-carpenter = 2 punkty za każdą produkowaną jednostkę drewna.
bunny_kingdom-desc-woodland-king = 20 punktów, jeśli produkujesz co najmniej 7 jednostek drewna.
bunny_kingdom-desc-fisher = 1 punkt za każdą produkowaną jednostkę ryb.
bunny_kingdom-desc-master-fisher = 2 punkty za każdą produkowaną jednostkę ryb.
bunny_kingdom-desc-fisher-king = 20 punktów, jeśli produkujesz co najmniej 7 jednostek ryb.
bunny_kingdom-desc-farmer = 1 punkt za każdą produkowaną marchewkę.
bunny_kingdom-desc-master-farmer = 2 punkty za każdą produkowaną marchewkę.
bunny_kingdom-desc-carrot-king = 15 punktów, jeśli produkujesz co najmniej 5 marchewek.
bunny_kingdom-desc-merchant = 3 punkty za każdy produkowany surowiec luksusowy.
bunny_kingdom-desc-master-of-mountains = 2 punkty za każde kontrolowane terytorium górskie.
bunny_kingdom-desc-carrotistador = 4 punkty za każde księstwo liczące co najmniej 3 terytoria.
bunny_kingdom-desc-harecingetorix = 1 punkt za każde księstwo.
bunny_kingdom-desc-hunny-king = 12 punktów, jeśli masz co najmniej 10 księstw.
bunny_kingdom-desc-bun-shee = 2 punkty za każde miasto w twoich księstwach, które nie produkują żadnego surowca.
bunny_kingdom-desc-barbarian = 2 punkty za każde terytorium bez miasta, które nic nie produkuje (równina lub góry bez faktorii).
bunny_kingdom-desc-colonist = 3 punkty za każdą zagraną kartę obozu.
bunny_kingdom-desc-king-of-thieves = 12 punktów, jeśli masz co najmniej 9 miast.
bunny_kingdom-desc-matriarch = 12 punktów, jeśli nikt nie kontroluje więcej terytoriów niż ty (remis wystarcza).
bunny_kingdom-desc-little-prince = Twoje księstwa dają zbiory jeszcze raz, z wyjątkiem jednego najcenniejszego.
bunny_kingdom-desc-treasure-guardian = 3 punkty za każdy twój skarb (własny lub skopiowany).
bunny_kingdom-desc-treasure-hunter = Twoje skarby punktują jeszcze raz: ich łączna wartość.
bunny_kingdom-desc-right-copy = Kopiuje jeden pergamin sąsiada po prawej (nie kartę kopiującą), liczony dla twojego królestwa.
bunny_kingdom-desc-left-copy = Kopiuje jeden pergamin sąsiada po lewej (nie kartę kopiującą), liczony dla twojego królestwa.
bunny_kingdom-desc-opportunist = 10 punktów, jeśli dokładnie jedna osoba ma więcej punktów niż ty (liczone na samym końcu).

## Ruchy
bunny_kingdom-move-pick = Zagraj: { $first } i { $second }
bunny_kingdom-move-play = Zagraj: { $play }; odrzuć: { $discard }
bunny_kingdom-move-camp = Obóz { $number } → { $square }
bunny_kingdom-move-camp-keep = Zachowaj obóz { $number } na kolejną rundę
bunny_kingdom-move-build = Zaplanuj: { $card } → { $square }
bunny_kingdom-move-build-sky = Zaplanuj: { $card }, połączenie { $a } – { $b }
bunny_kingdom-move-undo = Cofnij ostatni zaplanowany budynek
bunny_kingdom-move-done = Gotowe: zgłoś mój plan budowy
bunny_kingdom-move-universal = Faktoria uniwersalna na { $square } → { $resource } (zbiory księstwa: { $points })
bunny_kingdom-move-copy = { $card } kopiuje: { $target }

## Podpowiedzi krok po kroku
bunny_kingdom-prompt-pick = Wybór { $pick } (runda { $round }): wybierz 2 karty z ręki do zagrania. Możesz zmienić zdanie, dopóki wszyscy nie wybiorą.
bunny_kingdom-prompt-play = Wybór { $pick } (runda { $round }): wybierz 1 kartę do zagrania i 1 do odrzucenia (zakrytą). Możesz zmienić zdanie, dopóki obie osoby nie wybiorą.
bunny_kingdom-prompt-pick-first = Którą kartę zagrywasz jako pierwszą?
bunny_kingdom-prompt-pick-second = Druga karta do zagrania (pierwsza: { $first })?
bunny_kingdom-prompt-play-card = Którą kartę zagrywasz?
bunny_kingdom-prompt-discard = Którą kartę odrzucasz zakrytą (zagrywasz: { $play })?
bunny_kingdom-prompt-camp = Obóz { $number }: postaw go na niezajętym polu albo zachowaj na później.
bunny_kingdom-prompt-camp-number = Który obóz?
bunny_kingdom-prompt-camp-square = Gdzie stawiasz obóz { $number } (albo go zachowujesz)?
bunny_kingdom-prompt-build = Budowa: zaplanuj budynki po kolei, a potem wybierz „Gotowe”. Inni zobaczą twoje budynki dopiero, gdy wszyscy skończą.
bunny_kingdom-prompt-build-card = Który budynek?
bunny_kingdom-prompt-build-square = Na którym z twoich pól staje { $card }?
bunny_kingdom-prompt-build-square2 = { $card }: które pole łączysz z { $square }?
bunny_kingdom-prompt-universal = Zbiory: wybierz, co tym razem produkuje każda twoja faktoria uniwersalna (drewno, ryby albo marchewki).
bunny_kingdom-prompt-universal-square = Która faktoria uniwersalna?
bunny_kingdom-prompt-universal-resource = Co produkuje faktoria na { $square } w tych zbiorach?
bunny_kingdom-prompt-copy = Podliczenie końcowe: wybierz pergamin, który skopiuje twoja karta kopiująca.
bunny_kingdom-prompt-copy-card = Która karta kopiująca?
bunny_kingdom-prompt-copy-target = Co kopiuje { $card }?

## Etykiety przycisków
bunny_kingdom-token-verb-pick = Wybierz 2 karty
bunny_kingdom-token-verb-play = Zagraj i odrzuć
bunny_kingdom-token-verb-camp = Obóz
bunny_kingdom-token-verb-build = Zaplanuj budynek
bunny_kingdom-token-verb-undo = Cofnij
bunny_kingdom-token-verb-done = Gotowe
bunny_kingdom-token-verb-universal = Faktoria uniwersalna
bunny_kingdom-token-verb-copy = Skopiuj pergamin
bunny_kingdom-token-verb-discard = Odrzuć…
bunny_kingdom-token-keep = Zachowaj
bunny_kingdom-token-resource = { $resource } (księstwo: { $points })

## Zdarzenia
bunny_kingdom-ev-round = Runda { $round } z 4: każdy dostaje { $n } { $n ->
        [one] kartę
        [few] karty
       *[many] kart
    } eksploracji{ $reserve ->
        [0] {""}
        [one] {" "}i jedną zakrytą kartę rezerwy
        [few] {" "}i { $reserve } zakryte karty rezerwy
       *[many] {" "}i { $reserve } zakrytych kart rezerwy
    }. W tej rundzie karty przechodzą { $direction }.
    .line = new
bunny_kingdom-ev-reserve = Wybór { $pick }: każdy dobiera do ręki losową kartę ze swojej rezerwy.
    .line = new
bunny_kingdom-ev-reserve-private = Z twojej rezerwy: { $card }.
bunny_kingdom-ev-auto-pick = Wybór { $pick }: ostatnie dwie karty z każdej ręki zostają zagrane automatycznie.
bunny_kingdom-ev-picked = { $player }: wybór zapisany ({ $done }/{ $total }; jeszcze wybierają: { $waiting }).
bunny_kingdom-ev-you-picked = Możesz go jeszcze zmienić, dopóki { $players ->
        [2] obie osoby nie wybiorą
       *[other] wszyscy nie wybiorą
    }.
bunny_kingdom-ev-you-changed = Wybór zmieniony; możesz go zmieniać, dopóki { $players ->
        [2] obie osoby nie wybiorą
       *[other] wszyscy nie wybiorą
    }.
bunny_kingdom-ev-pick-changed = { $player }: wybór zmieniony.
bunny_kingdom-ev-reveal = Odkrywamy karty wyboru { $pick } (runda { $round }).
    .line = new
bunny_kingdom-ev-plays = { $player }: { $cards }.
    .line = new
bunny_kingdom-ev-plays-2p = { $player }: { $cards }; jedna karta odrzucona zakryta.
    .line = new
bunny_kingdom-ev-territory = { $player } stawia królika na terytorium { $card }.
bunny_kingdom-ev-camp-evicted = { $player } zagrywa kartę terytorium { $square }: obóz { $number } (gracz: { $victim }) zostaje usunięty, a terytorium zmienia właściciela.
bunny_kingdom-ev-camp-own = { $player } zagrywa kartę terytorium { $square }: własny obóz { $number } zostaje usunięty, królik zostaje na miejscu.
bunny_kingdom-ev-gain-building = { $player } zdobywa budynek do postawienia później: { $card }.
bunny_kingdom-ev-gain-parchment = { $player } zdobywa tajny pergamin (łącznie: { $n }).
bunny_kingdom-ev-gain-parchment-private = Twój nowy pergamin: { $card } — { $desc }
bunny_kingdom-ev-provisions = { $player } zagrywa Zaopatrzenie i dobiera, a potem zagrywa: { $cards }.
    .line = new
bunny_kingdom-ev-pass = Z każdej ręki { $n ->
        [one] pozostała karta przechodzi
        [few] pozostałe { $n } karty przechodzą
       *[many] pozostałych { $n } kart przechodzi
    } { $direction }.
    .line = new
bunny_kingdom-ev-camp-ask = Budowa: { $player } może postawić obóz { $number } na niezajętym polu albo go zachować.
    .line = new
bunny_kingdom-ev-camp-place = { $player } stawia obóz { $number } na { $square }.
bunny_kingdom-ev-camp-keep = { $player } zachowuje obóz { $number } na kolejną rundę.
bunny_kingdom-ev-build-start = Budowa: { $players } w tajemnicy { $count ->
        [one] planuje
        [few] planują
       *[many] planują
    } budynki; wszystko powstaje jednocześnie, gdy wszyscy skończą.
    .line = new
bunny_kingdom-ev-planned = Zaplanowano: { $card } na { $squares }. Wybierz „Gotowe”, gdy plan będzie gotowy.
bunny_kingdom-ev-unplanned = Usunięto z planu: { $card } na { $squares }.
bunny_kingdom-ev-build-reopen = { $player } ponownie otwiera swój plan budowy.
bunny_kingdom-ev-plan-changed = { $player } pracuje nad planem budowy.
bunny_kingdom-ev-build-done = { $player }: plan budowy gotowy.
bunny_kingdom-ev-build-done-private = Twój plan ({ $n } { $n ->
        [one] budynek
        [few] budynki
       *[many] budynków
    }) został zgłoszony. Możesz go jeszcze zmienić, dopóki wszyscy nie skończą.
bunny_kingdom-ev-built = Nowe budynki — { $player }: { $items }.
    .line = new
bunny_kingdom-built-item = { $card } na { $squares }
bunny_kingdom-and = { $head } i { $last }
bunny_kingdom-ev-universal-ask = Zbiory: { $players } { $count ->
        [one] wybiera
        [few] wybierają
       *[many] wybierają
    } surowiec swoich faktorii uniwersalnych.
    .line = new
bunny_kingdom-ev-universal-private = Twoja faktoria uniwersalna na { $square } będzie produkować: { $resource }. Możesz to zmienić, dopóki wszyscy nie wybiorą.
bunny_kingdom-ev-universal-chosen = { $player }: wybrano surowiec faktorii uniwersalnej na { $square }.
bunny_kingdom-ev-universal-changed = { $player }: zmieniono wybór dla faktorii uniwersalnej na { $square }.
bunny_kingdom-ev-universal-reveal = Faktoria uniwersalna na { $square } (gracz: { $player }) produkuje: { $resource }.
bunny_kingdom-ev-harvest = Zbiory — { $player }: { $n } { $n ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } ({ $fiefs }); razem { $total }.
    .line = new
bunny_kingdom-fief-line = księstwo { $square } ({ $size } { $size ->
        [one] terytorium
        [few] terytoria
       *[many] terytoriów
    }): { $strength } × { $wealth } = { $points }
bunny_kingdom-ev-parchments-reveal = { $player } odkrywa swoje pergaminy: { $cards }.
    .line = new
bunny_kingdom-ev-copy-nothing = { $card } (gracz: { $player }) nie ma czego skopiować i daje 0 punktów.
bunny_kingdom-ev-copy-ask = { $players } { $count ->
        [one] wybiera
        [few] wybierają
       *[many] wybierają
    }, co skopiują karty kopiujące.
bunny_kingdom-ev-copy-private = { $card } skopiuje: { $target }. Możesz to zmienić, dopóki wszyscy nie wybiorą.
bunny_kingdom-ev-copy-chosen = { $player }: wybrano, co kopiuje { $card }.
bunny_kingdom-ev-copy-changed = { $player }: zmieniono, co kopiuje { $card }.
bunny_kingdom-ev-copy-reveal = { $card } (gracz: { $player }) kopiuje: { $target }.
bunny_kingdom-parchment-points = { $card } { $n }
bunny_kingdom-ev-final-player = { $player }: zbiory { $harvest } + pergaminy { $parchments } ({ $items }) = { $total }.
    .line = new
bunny_kingdom-ev-game-over = Koniec gry! { $count ->
        [one] Wygrywa
        [few] Zwycięstwo dzielą
       *[many] Zwycięstwo dzielą
    } { $players }: { $n } { $n ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }.

## Podsumowanie prywatne (DM, /hand)
bunny_kingdom-private-pick = Twoja ręka ({ $n }): { $cards }.
    Twój wybór: { $pick }.
    Pergaminy: { $parchments }.
bunny_kingdom-private-with-passed = { $line }
    Przekazane dalej: { $passed }.
bunny_kingdom-private-no-pick = jeszcze nie wybrano
bunny_kingdom-pick-2p = zagrywasz: { $play }, odrzucasz: { $discard }
bunny_kingdom-pick-3p = { $first } i { $second }
bunny_kingdom-private-build = Twój plan: { $plan }.
    Twoje budynki: { $unbuilt }.
    Pergaminy: { $parchments }.
bunny_kingdom-plan-item = { $card } → { $squares }
bunny_kingdom-private-other = Budynki do postawienia: { $unbuilt }.
    Pergaminy: { $parchments }.

## Wynik
bunny_kingdom-summary-over = { $players } { $count ->
        [one] wygrywa
        [few] dzielą zwycięstwo
       *[many] dzielą zwycięstwo
    }: { $n } { $n ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }.
bunny_kingdom-summary-ongoing = Runda { $round } z 4 — { $phase }.

## Błędy
bunny_kingdom-err-players = Królestwo Królików jest dla { $min }–{ $max } osób, a nie dla { $players }.
bunny_kingdom-err-syntax = „{ $move }” jest niepełne albo ma nadmiarowe części. Wybierz ruch z listy podpowiadanej przez /play.
bunny_kingdom-err-unknown-verb = „{ $move }” to nie jest ruch w Królestwie Królików. Ruchy to pick, play, camp, build, undo, done, universal i copy.
bunny_kingdom-err-phase = „{ $verb }” nie jest teraz możliwe: trwa faza „{ $phase }”.
bunny_kingdom-err-pick-2p = W grze dwuosobowej jedną kartę zagrywasz, a jedną odrzucasz: play <karta> discard <karta>.
bunny_kingdom-err-play-3p = W grze na 3 lub 4 osoby zagrywasz dwie karty: pick <karta> <karta>.
bunny_kingdom-err-wrong-card-count = Wybierz dokładnie dwie różne karty z ręki.
bunny_kingdom-err-card-not-in-hand = Karty „{ $card }” nie ma w twojej ręce.
bunny_kingdom-err-not-your-decision = Ta decyzja nie należy teraz do ciebie (albo już ją zgłoszono).
bunny_kingdom-err-camp-out-of-order = Obozy stawia się w kolejności numerów: teraz decyzja dotyczy obozu { $current }, a nie „{ $number }”.
bunny_kingdom-err-square-unknown = „{ $square }” to nie pole planszy: pola to a1 … j10 (litera rzędu a–j, potem kolumna 1–10), małymi literami.
bunny_kingdom-err-square-not-unoccupied = Pole { $square } nie jest niezajęte: obóz wymaga pola bez królika i bez budynku.
bunny_kingdom-err-nothing-to-undo = Twój plan budowy jest pusty: nie ma czego cofać.
bunny_kingdom-err-camp-in-build = Obozy stawia się w kroku obozów na początku budowy, a nie ruchem „build”.
bunny_kingdom-err-card-not-owned = Nie masz tu do użycia „{ $card }”.
bunny_kingdom-err-card-planned = „{ $card }” jest już w twoim planie (na { $squares }); cofnij ten krok, aby postawić go gdzie indziej.
bunny_kingdom-err-card-unknown = Nie ma karty „{ $card }”: wybierz jeden z proponowanych budynków.
bunny_kingdom-err-build-squares = { $n ->
        [one] Ten budynek stawia się na dokładnie jednym polu.
        [few] Podniebna wieża wymaga dokładnie dwóch pól.
       *[many] Podniebna wieża wymaga dokładnie dwóch pól.
    }
bunny_kingdom-err-square-not-controlled = Nie kontrolujesz pola { $square }: budynki stawia się tylko na własnych polach.
bunny_kingdom-err-square-has-building = Na polu { $square } stoi już budynek: na jednym polu może być najwyżej jeden.
bunny_kingdom-err-terrain-mismatch = Ten budynek nie może stanąć na { $square }: wymaga terenu „{ $terrain }”.
bunny_kingdom-err-sky-same-square = Obu żetonów podniebnej wieży nie można położyć na { $square }: wybierz dwa różne pola.
bunny_kingdom-err-sky-same-fief = { $a } i { $b } należą już do tego samego księstwa: podniebna wieża łączy dwa różne księstwa.
bunny_kingdom-err-not-a-basic-resource = Faktoria uniwersalna produkuje drewno, ryby albo marchewki, a nie „{ $resource }”.
bunny_kingdom-err-copy-target-invalid = Twoja karta kopiująca nie może skopiować „{ $card }”: wybierz pergamin sąsiada po prawej (Prawicowiec) albo po lewej (Lewicowiec), który nie jest kartą kopiującą.
bunny_kingdom-col-round = R{ $n }
bunny_kingdom-col-parchments = Pergaminy
bunny_kingdom-col-total = Suma
