# Plansza tekstem (issue 55): cały stół słowami dla czytnika ekranu, część po części
dragons-board-now = Teraz
dragons-board-dream = { $player }: { $total } { $total ->
    [one] punkt
    [few] punkty
   *[many] punktów
 }
dragons-board-dream-tokens = { $player }: { $tokens } { $tokens ->
    [one] żeton
    [few] żetony
   *[many] żetonów
 } z { $need } potrzebnych do wygranej, dotąd { $total } { $total ->
    [one] punkt
    [few] punkty
   *[many] punktów
 }
dragons-board-slot-up = Miejsce { $slot }: { $card }
dragons-board-slot-down = Miejsce { $slot }: karta zakryta
dragons-board-last-round = Runda { $round } po podliczeniu
dragons-board-scored = { $slot } — { $card } → { $value }
dragons-board-round-score = { $player }: { $n } { $n ->
    [one] punkt
    [few] punkty
   *[many] punktów
 }{ $won ->
    [yes] , wygrywa rundę
   *[no] {""}
 } ({ $cards })
