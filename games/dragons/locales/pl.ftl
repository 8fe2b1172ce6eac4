# Smoki — katalog polski. Klucze zaczynają się od „dragons-”. Numer zasady dopisuje bot (GameError.rule).

dragons-title = Smoki
dragons-rules-summary =
    Każdy ma sen z 6 zakrytych kart w dwóch rzędach (miejsca 1–3 u góry, 4–6 u dołu); nikt ich nie ogląda.
    Na początku rundy każdy w tajemnicy wybiera jedną kartę do odkrycia.
    W swojej turze weź wierzchnią kartę ze stosu odkrytego A lub B albo dobierz w ciemno (dobraną kartę można też od razu odłożyć na stos).
    Zatrzymana karta zastępuje dowolną kartę twojego snu i leży odkryta; zdjęta karta trafia na stos odkryty.
    Kruczy krąg (10): zdjęta karta wędruje wokół stołu na to samo miejsce w każdym śnie. Krucze gniazdo (9): możesz zamienić miejscami dwie swoje karty. Odbicie w wodzie: kopiuje sąsiada z rzędu. Atak kruka (9, moduł): możesz wymienić kartę z inną osobą.
    Dwie równe karty w kolumnie liczą się za 0. Gdy czyjś sen jest cały odkryty, runda się kończy; najniższy wynik zdobywa żeton smoka — 3 żetony wygrywają.

## Karty
dragons-card-dragon_m2 = −2
dragons-card-dragon_0 = 0
dragons-card-dragon_1 = 1
dragons-card-dragon_2 = 2
dragons-card-dragon_3 = 3
dragons-card-dragon_4 = 4
dragons-card-dragon_5 = 5
dragons-card-dragon_6 = 6
dragons-card-dragon_7 = 7
dragons-card-dragon_8 = 8
dragons-card-raven_circle = Kruczy krąg (10)
dragons-card-reflection = Odbicie w wodzie
dragons-card-raven_nest = Krucze gniazdo (9)
dragons-card-raven_attack = Atak kruka (9)

## Opcje
dragons-opt-mode = Punktacja
dragons-opt-mode-tokens = żetony smoka (wygrywa pierwsza osoba z 3 żetonami)
dragons-opt-mode-points = punkty do progu (wygrywa najniższa suma)
dragons-opt-mode-rounds = stała liczba rund (wygrywa najniższa suma)
dragons-opt-target = Próg punktów (wariant: liczba punktów)
dragons-opt-rounds = Liczba rund (wariant: liczba rund)
dragons-opt-piles = Stosy odkryte
dragons-opt-piles-2 = dwa (A i B)
dragons-opt-piles-1 = jeden (A)
dragons-opt-attack = Moduł Atak kruka
dragons-opt-attack-on = włączony
dragons-opt-attack-off = wyłączony
dragons-opt-first = Kto zaczyna 1. rundę (numer miejsca, 0 = losowo)
dragons-opt-first-0 = losowo

## Ruchy
dragons-move-reveal = Odkryj miejsce { $slot }
dragons-move-draw = Dobierz w ciemno z zakrytego stosu
dragons-move-take = Weź { $card } ze stosu { $pile } → miejsce { $slot }, zdjęta karta na stos { $to }{ $extra }
dragons-move-take-circle = Weź { $card } ze stosu { $pile } → miejsce { $slot } (zdjęta karta wędruje wokół stołu)
dragons-move-place = Połóż { $card } → miejsce { $slot }, zdjęta karta na stos { $to }{ $extra }
dragons-move-place-circle = Połóż { $card } → miejsce { $slot } (zdjęta karta wędruje wokół stołu)
dragons-move-discard = Odłóż { $card } na stos { $pile }
dragons-move-pile = Wsuń { $card } pod spód stosu { $pile }
dragons-move-extra-nest = , potem zamień miejsca { $a } ↔ { $b }
dragons-move-extra-attack = , potem wymień swoje miejsce { $own } z miejscem { $tslot } osoby { $target }

## Podpowiedzi krok po kroku
dragons-prompt-reveal = Wybierz jedną kartę swojego snu do odkrycia (miejsca 1–3 to górny rząd, 4–6 dolny).
dragons-prompt-turn = Twoja tura: weź wierzchnią kartę ze stosu odkrytego albo dobierz w ciemno.
dragons-prompt-drawn = Połóż dobraną kartę w swoim śnie albo odłóż ją na stos odkryty.
dragons-prompt-drawn-circle = Kruczego kręgu nie można odłożyć: połóż go w swoim śnie.
dragons-prompt-chain = Wybierz stos odkryty, pod który trafi { $card }.
dragons-prompt-discard = Na który stos odkryty odłożyć { $card }?
dragons-prompt-take-pile = Z którego stosu odkrytego bierzesz kartę?
dragons-prompt-slot = Wybierz miejsce w swoim śnie dla karty { $card }.
dragons-prompt-to-pile = Na który stos odkryty trafi karta zdjęta z miejsca { $slot }?
dragons-prompt-nest = Użyć Kruczego gniazda? Wybierz „Zamiana (Krucze gniazdo)” i dwa miejsca albo połóż kartę bez zamiany.
dragons-prompt-attack = Użyć Ataku kruka? Wybierz „Wymiana (Atak kruka)” (twoje miejsce, osoba, jej miejsce) albo połóż kartę bez wymiany.
dragons-prompt-nest-a = Krucze gniazdo: pierwsza karta do zamiany?
dragons-prompt-nest-b = Krucze gniazdo: druga karta do zamiany?
dragons-prompt-attack-own = Atak kruka: którą kartę swojego snu oddajesz?
dragons-prompt-attack-seat = Atak kruka: czyj sen?
dragons-prompt-attack-slot = Atak kruka: którą kartę ze snu osoby { $player } bierzesz?

## Etykiety przycisków
dragons-token-verb-reveal = Odkryj kartę
dragons-token-verb-draw = Dobierz w ciemno (w stosie: { $n })
dragons-token-verb-take = Weź ze stosu odkrytego
dragons-token-verb-place = Połóż { $card }
dragons-token-verb-discard = Odłóż { $card } na stos
dragons-token-verb-pile = Wybierz stos: { $card }
dragons-token-pile = Stos { $pile } ({ $card })
dragons-token-take-pile = Weź ze stosu { $pile }: { $card }
dragons-token-pile-empty = Stos { $pile } (pusty)
dragons-token-to-pile = Zdjęta karta → { $pile }
dragons-token-slot-up = Miejsce { $slot }: { $card }
dragons-token-slot-down = Miejsce { $slot } (zakryta)
dragons-token-nest = Zamiana (Krucze gniazdo)
dragons-token-attack = Wymiana (Atak kruka)
dragons-token-player = { $player }

## Zdarzenia
dragons-ev-deal = Runda { $round } rozdana: każdy ma 6 zakrytych kart; zaczyna { $player }. Każdy wybiera teraz jedną kartę swojego snu do odkrycia.
    .line = new
dragons-ev-pile-start = Na stosie odkrytym { $pile } leży karta { $card }.
dragons-ev-reveal-submitted = { $player }: wybór karty do odkrycia zapisany.
dragons-ev-reveal-private = Odkryjesz miejsce { $slot } (możesz to zmienić, dopóki wszyscy nie wybiorą).
dragons-ev-reveal = Wszyscy odkrywają wybrane karty: { $list }.
dragons-ev-reveal-item = { $player } — { $card } (miejsce { $slot })
dragons-ev-turn = Tura: { $player }.
dragons-ev-draw = { $player } dobiera kartę z zakrytego stosu ({ $n ->
        [one] została w nim 1 karta
        [few] zostały w nim { $n } karty
       *[many] zostało w nim { $n } kart
    }).
dragons-ev-drew-private = Dobierasz: { $card }.
dragons-ev-discard = { $player } odkłada dobraną kartę { $card } na stos { $pile }.
dragons-ev-take = { $player } bierze { $card } ze stosu { $pile } i kładzie na miejscu { $slot }.
dragons-ev-place = { $player } kładzie dobraną kartę { $card } na miejscu { $slot }.
dragons-ev-removed = Zdjęta z miejsca { $slot } karta { $card } trafia na wierzch stosu { $pile }.
dragons-ev-removed-hidden = Zakryta karta zdjęta z miejsca { $slot } to { $card }; trafia na wierzch stosu { $pile }.
dragons-ev-nest = Krucze gniazdo: { $player } zamienia miejscami karty z miejsc { $a } i { $b }.
dragons-ev-nest-skip = { $player } nie korzysta z zamiany Kruczego gniazda.
dragons-ev-attack = Atak kruka: { $player } wymienia kartę { $card } z miejsca { $slot } na kartę { $tcard } z miejsca { $tslot } w śnie osoby { $target }.
dragons-ev-attack-skip = { $player } nie korzysta z wymiany Ataku kruka.
dragons-ev-chain-start = Kruczy krąg! Karta { $card } zdjęta z miejsca { $slot } w śnie osoby { $player } przechodzi do osoby { $next }.
    .line = new
dragons-ev-chain-pass = { $player } kładzie { $card } na miejscu { $slot } i przekazuje { $removed } osobie { $next }.
dragons-ev-chain-last = { $player } kładzie { $card } na miejscu { $slot }; { $removed } trafia pod spód stosu odkrytego.
dragons-ev-chain-choose = Stos odkryty, pod który trafi { $card }, wybiera { $player }.
dragons-ev-chain-bottom = { $player } wsuwa { $card } pod spód stosu { $pile }.
dragons-ev-reshuffle = Zakryty stos się skończył: stosy odkryte zostają potasowane w nowy zakryty stos ({ $n } { $n ->
        [one] karta
        [few] karty
       *[many] kart
    }).
dragons-ev-round-end = { $count ->
        [one] Sen osoby { $players } jest cały odkryty
       *[other] Sny osób { $players } są całe odkryte
    }: koniec rundy { $round } (kończy ją { $ender }).
    .line = new
dragons-ev-final-reveal = Wszystkie sny zostają odkryte i policzone.
dragons-ev-score-round = { $player }: { $n } { $n ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }.
dragons-ev-score = { $player }: { $n } { $n ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } (razem { $total }).
dragons-ev-round-tokens = { $count ->
        [one] Najniższy wynik ({ $n }) ma { $players } i dostaje żeton smoka.
       *[other] Najniższy wynik ({ $n }) mają { $players }; każda z tych osób dostaje żeton smoka.
    }
dragons-ev-round-best = Najniższy wynik rundy ({ $n }): { $players }.
dragons-ev-game-over = { $count ->
        [one] { $players } wygrywa grę!
       *[other] Zwycięstwo dzielą: { $players }!
    }

## Wynik
dragons-summary-over = { $players } { $count ->
        [one] wygrywa
       *[other] wygrywają
    } po { $rounds } { $rounds ->
        [one] rundzie
       *[other] rundach
    }, { $mode ->
        [tokens] zdobywając { $n } { $n ->
            [one] żeton
            [few] żetony
           *[many] żetonów
        } smoka.
       *[other] z najniższą sumą: { $n } { $n ->
            [one] punkt
            [few] punkty
           *[many] punktów
        }.
    }
dragons-summary-ongoing = Trwa runda { $round }.

## Błędy (bot dopisuje numer zasady)
dragons-err-syntax = „{ $move }” jest niepełne albo ma nadmiarowe części. Wybierz jeden z dozwolonych ruchów.
dragons-err-unknown-verb = „{ $move }” to nie jest ruch w Smokach. Ruchy to reveal, draw, take, place, discard i pile; nie można pasować ani podglądać kart.
dragons-err-slot = „{ $slot }” to nie miejsce: miejsca w śnie mają numery 1–6.
dragons-err-pile-unknown = Nie ma stosu odkrytego „{ $pile }”: stosy odkryte to A i B.
dragons-err-pile-single = W tej grze jest tylko jeden stos odkryty (A); stosu { $pile } nie ma.
dragons-err-pile-empty = Stos odkryty { $pile } jest pusty; weź kartę z innego stosu albo dobierz w ciemno.
dragons-err-to-pile-missing = Podaj, na który stos odkryty trafi karta zdjęta z twojego snu.
dragons-err-to-pile-circle = Przy Kruczym kręgu zdjęta karta wędruje do następnej osoby, a nie na stos: podaj tylko miejsce.
dragons-err-discard-turn = Na stos można odłożyć tylko kartę dobraną z zakrytego stosu; kartę wziętą ze stosu odkrytego trzeba położyć w swoim śnie.
dragons-err-discard-circle = Dobranego Kruczego kręgu nie można odłożyć na stos: musi trafić do twojego snu.
dragons-err-already-drew = Masz już dobraną kartę: połóż ją w swoim śnie albo odłóż na stos odkryty.
dragons-err-take-after-draw = W tej turze masz już dobraną kartę, więc nie możesz też brać ze stosu odkrytego.
dragons-err-place-turn = Nie masz dobranej karty: weź kartę ze stosu odkrytego albo najpierw dobierz.
dragons-err-reveal-phase = Karty odkrywa się z wyboru tylko na początku rundy.
dragons-err-reveal-first = Najpierw każdy wybiera kartę swojego snu do odkrycia.
dragons-err-pile-phase = Teraz żadna karta z Kruczego kręgu nie czeka na wybór stosu.
dragons-err-chain-first = Najpierw ostatnia osoba w Kruczym kręgu wybiera stos dla zdjętej karty.
dragons-err-nest-not-nest = Zamiana jest dozwolona tylko zaraz po położeniu Kruczego gniazda.
dragons-err-nest-same = Zamiana Kruczego gniazda wymaga dwóch różnych miejsc.
dragons-err-nest-placed = Właśnie położone Krucze gniazdo (miejsce { $slot }) nie może brać udziału w zamianie.
dragons-err-attack-off = W tej grze nie używa się modułu Atak kruka.
dragons-err-attack-not-attack = Wymiana jest dozwolona tylko zaraz po położeniu Ataku kruka.
dragons-err-attack-placed = Właśnie położonego Ataku kruka (miejsce { $slot }) nie można wymienić.
dragons-err-attack-seat = „{ $seat }” to nie numer gracza: gracze mają numery 1–{ $players }.
dragons-err-attack-self = Atak kruka wymienia kartę ze snem innej osoby, a nie z twoim.
dragons-err-first = Nie ma gracza nr { $first }, który miałby zaczynać: liczba graczy to { $players }.
dragons-err-players = W Smoki gra od { $min } do { $max } osób (podano: { $players }).
dragons-err-deck-empty = Zakryty stos jest pusty.
dragons-private-drawn = Twoja dobrana karta: { $card }.
dragons-private-reveal = Wybierasz do odkrycia miejsce { $slot }; możesz to zmienić, dopóki wszyscy nie wybiorą.
dragons-col-round = R{ $n }
dragons-col-total = Suma
dragons-col-tokens = Żetony
