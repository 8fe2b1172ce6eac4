# Karty gracza słowami (issue 52: co pokazuje prywatny obrazek, mówi też tekst).

## Podsumowanie prywatne (DM, /reka): jeden wiersz na rodzaj
bunny_kingdom-hand-lines = { $first }
    { $rest }
bunny_kingdom-hand-hand = Twoja ręka ({ $n }): { $cards }.
bunny_kingdom-hand-pick = Twój wybór: { $pick }.
bunny_kingdom-hand-passed = Przekazane dalej: { $cards }.
bunny_kingdom-hand-plan = Twój plan (jeszcze niezgłoszony): { $plan }.
bunny_kingdom-hand-plan-done = Twój plan (zgłoszony): { $plan }.
bunny_kingdom-hand-unbuilt = Budynki do postawienia: { $cards }.
bunny_kingdom-hand-parchments = Twoje pergaminy (tajne do końca gry): { $cards }.
bunny_kingdom-hand-discards = Odrzucone w zakryciu (znasz je tylko ty): { $cards }.
bunny_kingdom-hand-discards-more = Dalsze karty odrzucone w zakryciu: { $cards }.
bunny_kingdom-hand-universal = Twoje faktorie uniwersalne w tych zbiorach: { $farms }.
bunny_kingdom-hand-farm = { $square } → { $resource }
bunny_kingdom-hand-copies = Twoje karty kopiujące: { $copies }.
bunny_kingdom-hand-copy = { $card } → { $target }

## Stół słowami (tekst alternatywny obrazka, issue 55)
bunny_kingdom-alt-pick = Runda { $round } z { $rounds }, wybór { $pick } z { $picks }: każdy wybiera 2 karty z ręki; { $count ->
    [0] wszyscy już wybrali.
   *[other] jeszcze wybierają: { $players }.
 }
bunny_kingdom-alt-build = Runda { $round } z { $rounds }: budowa; { $count ->
    [0] wszyscy zgłosili plany.
   *[other] plan muszą jeszcze zgłosić: { $players }.
 }
bunny_kingdom-alt-camp = Runda { $round } z { $rounds }: obóz stawia { $players }.
bunny_kingdom-alt-final-choices = Przed końcowym liczeniem jeszcze wybierają: { $players }.
bunny_kingdom-alt-scores = Punkty: { $players }.
bunny_kingdom-alt-score = { $player } — { $n } pkt (zbiory: { $harvests })
bunny_kingdom-alt-kingdom = { $player } — terytoriów: { $squares }, księstw: { $fiefs }, pergaminów: { $parchments }, budynków do postawienia: { $unbuilt }, kart w ręce: { $hand }.
