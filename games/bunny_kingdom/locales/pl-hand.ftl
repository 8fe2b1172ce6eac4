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
