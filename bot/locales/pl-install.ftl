## Komendy, które idą za graczem: /historia wybranego stołu, /statystyki poza serwerem, ustawienie podsumowania kolejki

bot-cmd-history-table-name = stol
bot-cmd-history-table-desc = Który z twoich stołów (poza jego kanałem, np. w wiadomości prywatnej)
bot-history-table = { $game } · { $where }
bot-history-table-finished = { $game } · { $where } (zakończona)
bot-history-table-abandoned = { $game } · { $where } (przerwana)
bot-history-which = Siedzisz przy { $n } stołach; wybierz jeden w opcji `stol` komendy /historia:
    { $tables }
bot-history-no-tables = Nie siedzisz przy żadnym stole; /historia pokazuje ruchy stołu na jego kanale.
bot-err-history-not-yours = Nie siedzisz przy tym stole; wybierz jeden ze swoich stołów z listy.

bot-stats-head-anywhere = **{ $name }**, na wszystkich serwerach: { $played } { $played ->
    [one] ukończona gra
    [few] ukończone gry
   *[other] ukończonych gier
 }, wygrane: { $won }.
bot-stats-none-anywhere = { $name } nie ma jeszcze żadnej ukończonej gry na żadnym serwerze.
bot-stats-only-yours = Poza serwerem /statystyki pokazują tylko twoje gry; o innego gracza zapytaj na wspólnym serwerze.

bot-cmd-settings-digest-name = podsumowanie
bot-cmd-settings-digest-desc = Gdzie dostajesz podsumowanie od ostatniej kolejki: na karcie tury czy w wiadomości prywatnej
bot-settings-digest-card = na karcie tury
bot-settings-digest-dm = w wiadomości prywatnej, gdy przychodzi twoja kolej
bot-settings-digest = • Podsumowanie od twojej ostatniej kolejki: { $where }.
bot-err-digest = Wybierz jedno z podanych miejsc na podsumowanie kolejki.
