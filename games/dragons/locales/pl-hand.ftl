# Ręka gracza słowami (issue 52: co pokazuje prywatny obrazek, mówi też tekst).

## Podsumowanie prywatne (DM, /reka): dobrana karta, potem sen, do którego trafi (numery miejsc jak na obrazku)
dragons-hand-drawn = { $drawn }
    { $dream }
dragons-hand-dream = Twój sen według miejsc: { $up }; zakryte: { $down }.
dragons-hand-slot-up = { $slot } — { $card }
dragons-hand-none = nic odkrytego

## Stół słowami (tekst alternatywny obrazka, issue 55): czyja tura, stosy, każdy sen według miejsc
dragons-alt-turn = Runda { $round }; ruch: { $player }.
dragons-alt-reveal = Runda { $round }: każdy wybiera kartę swojego snu do odkrycia; { $count ->
    [0] wszyscy już wybrali.
   *[other] jeszcze wybierają: { $players }.
 }
dragons-alt-drawn = Runda { $round }: { $player } decyduje, co zrobić z dobraną kartą.
dragons-alt-chain = Runda { $round }: { $player } wybiera stos dla ostatniej karty łańcucha.
dragons-alt-piles = Stosy: { $piles }; w talii { $deck } { $deck ->
    [one] karta
    [few] karty
   *[many] kart
 }.
dragons-alt-pile = { $pile } — { $card } ({ $n } { $n ->
    [one] karta
    [few] karty
   *[many] kart
 })
dragons-alt-empty = { $pile } — pusty
dragons-alt-cards = { $up }; zakryte: { $down }
dragons-alt-dream = { $player } ({ $total } { $total ->
    [one] punkt
    [few] punkty
   *[many] punktów
 }): { $cards }.
dragons-alt-dream-tokens = { $player } ({ $tokens } { $tokens ->
    [one] żeton
    [few] żetony
   *[many] żetonów
 } z { $need } potrzebnych do wygranej, dotąd { $total } { $total ->
    [one] punkt
    [few] punkty
   *[many] punktów
 }): { $cards }.
