# Teksty konsoli (polski): python -m bot.console / plansza-console.
bot-console-intro = Konsola Planszy: każda osoba grająca to lokalne imię. Wpisz „help”, by zobaczyć komendy; Ctrl-D albo „quit” kończy.
bot-console-help =
    Komendy, jedna na wiersz („#” zaczyna komentarz); osoba powstaje przy pierwszym użyciu imienia:
      <imię> create <gra> [opcja=wartość ...]   załóż stół na tym kanale (gry: { $games })
      <imię> join | leave | start | abandon     usiądź, wstań (w grze dalej gra komputer), zacznij, przerwij
      <imię> computer [easy|normal|hard|remove] posadź gracza komputerowego w poczekalni (albo zabierz ostatniego)
      <imię> replace <miejsce> <imię>|computer  oddaj miejsce (założyciel; inni zaczynają głosowanie)
      <imię> vote yes|no | pause | resume       odpowiedz w głosowaniu; zatrzymaj albo uruchom zegary stołu
      <imię> wait | skip <miejsce>              po upływie terminu: więcej czasu albo ruch domyślny
      <imię> kick <imię> [nowa osoba]           usuń osobę (założyciel; w grze inni głosują po terminie)
      <imię> play <ruch>                        wykonaj ruch, np. „alice play take A 3 B”
      <imię> moves [początek ruchu]             moje dozwolone ruchy (id — opis)
      <imię> hand                               moje tajne karty (jako wiadomość prywatna) i ich obrazek
      <imię> show                               stół: czyja kolej i obrazek
      <imię> history | mygames                  ostatnie tury; moje stoły na wszystkich kanałach
      <imię> settings [urlop=7d|off] [zastępca=łatwy|średni|trudny|off]
                                                mój urlop i komputer, który w tym czasie gra za mnie
      channel <nazwa>                           przejdź na inny kanał (jeden stół na kanał)
      random <N> [ziarno]                       zagraj do N losowych dozwolonych ruchów, aż gra się skończy
      expect <tekst>                            sprawdź, czy ostatni wynik zawiera tekst (skrypty)
      later <czas>                              przesuń zegar (np. 13h, 3d): przypomnienia, terminy
      games | help                              lista gier; ta pomoc
bot-console-dm = [DM do { $name }]
bot-console-image = obrazek: { $path }
bot-console-private-image = prywatny obrazek: { $path }
bot-console-image-error = Nie udało się zapisać obrazka { $path }: { $error }
bot-console-usage = Użycie: { $usage }
bot-console-no-command = Co ma zrobić { $user }? Wpisz „help”, by zobaczyć komendy.
bot-console-unknown-command = Nieznana komenda „{ $command }”. Wpisz „help”, by zobaczyć komendy.
bot-console-not-number = „{ $value }” nie jest liczbą całkowitą.
bot-console-channel = Teraz kanał { $channel }.
bot-console-created = { $owner } zakłada stół nr { $table }: { $game } ({ $options }). Dołączcie przez „<imię> join”, potem { $owner } zaczyna przez „{ $owner } start”.
bot-console-moves = { $n ->
    [one] { $name } ma { $n } dozwolony ruch:
    [few] { $name } ma { $n } dozwolone ruchy:
   *[many] { $name } ma { $n } dozwolonych ruchów:
 }
bot-console-moves-many = { $n ->
    [one] { $name } ma { $n } dozwolony ruch. { $prompt }
    [few] { $name } ma { $n } dozwolone ruchy. { $prompt }
   *[many] { $name } ma { $n } dozwolonych ruchów. { $prompt }
 }
bot-console-moves-group = { $n ->
    [one] { $prefix } … — { $label } ({ $n } ruch)
    [few] { $prefix } … — { $label } ({ $n } ruchy)
   *[many] { $prefix } … — { $label } ({ $n } ruchów)
 }
bot-console-moves-narrow = Zawęź listę, np. „{ $user } moves { $example }”.
bot-console-random-move = { $n }. { $name }: { $move }
bot-console-random-done = { $n ->
    [one] Zagrano { $n } losowy ruch.
    [few] Zagrano { $n } losowe ruchy.
   *[many] Zagrano { $n } losowych ruchów.
 }
bot-console-random-stuck = Nikt nie może wykonać ruchu, a gra się nie skończyła.
bot-console-expect-failed = Oczekiwano „{ $text }” w ostatnim wyniku, ale go tam nie ma.
bot-console-strict-stop = Zatrzymano w wierszu { $line } (--strict).
bot-console-script-error = Nie można odczytać skryptu { $path }: { $error }
bot-console-arg-description = Graj w Planszę bez Discorda: kilka osób lokalnie, obrazki zapisywane do folderu. Komendy pochodzą z --script, ze standardowego wejścia (potok) albo z wiersza poleceń.
bot-console-arg-script = czytaj komendy z tego pliku
bot-console-arg-db = baza SQLite (domyślnie: { $default }; „:memory:” niczego nie zachowuje)
bot-console-arg-out = folder na obrazki (domyślnie: { $default })
bot-console-arg-lang = język komunikatów
bot-console-arg-channel = kanał na początek (domyślnie: console)
bot-console-arg-seed = stałe ziarno dla nowych stołów i dla „random” (powtarzalne skrypty)
bot-console-arg-no-images = nie zapisuj obrazków
bot-console-arg-strict = zatrzymaj się na pierwszej odrzuconej komendzie i zakończ z kodem 1
bot-console-only-you = [widzi to tylko { $name }; nic na kanale]
bot-console-answer = [widzi to tylko { $name }]
bot-console-standin-back = To twój własny ruch, więc przy tym stole znów grasz ty: zastępca nie zagra tu do końca urlopu. Urlop wszędzie zakończysz komendą „{ $command }”.
bot-console-vote = Głosowanie: { $what }? Na tak: { $yes } z potrzebnych { $needed }. Pozostali odpowiadają „<imię> vote yes” albo „<imię> vote no”.
bot-console-deadline-choices = Pozostali wybierają: „<imię> wait { $seat }”, „<imię> skip { $seat }” (ruch domyślny), „<imię> replace { $seat } <osoba>|computer” albo „<imię> kick <osoba>”.
bot-console-deadline-choices-noskip = Pozostali wybierają: „<imię> wait { $seat }”, „<imię> replace { $seat } <osoba>|computer” albo „<imię> kick <osoba>”.
bot-console-arg-bots = gracze komputerowi sadzani przy każdym zakładanym stole (gra w pojedynkę: --bots 3)
bot-console-arg-level = poziom tych graczy komputerowych (easy, normal albo hard; domyślnie normal)
bot-console-moves-none = Żaden ruch gracza { $user } nie zaczyna się od „{ $prefix }”. Ruchy zaczynają się od: { $starts }.

# odmowy słowami konsoli (te bota podają komendy Discorda; konsola czyta najpierw <klucz>-console)
bot-err-no-table-console = Na tym kanale nie ma stołu. Załóż go poleceniem „<imię> create <gra>”.
bot-err-table-exists-console = Na tym kanale już jest stół. Najpierw dokończcie grę albo ją przerwijcie („<imię> abandon”).
bot-err-leave-active-console = Gra trwa; nie można teraz od niej odejść. Założyciel może ją przerwać poleceniem „<imię> abandon”.
bot-err-kick-owner-console = Nie można usunąć założyciela stołu; może on przerwać grę poleceniem „<imię> abandon”.
bot-err-already-paused-console = Stół jest już wstrzymany. „<imię> resume” uruchamia zegary z powrotem.
bot-err-kick-self-console = Nie możesz wykluczyć siebie; „<imię> leave” oddaje twoje miejsce komputerowi.
bot-err-vote-own-seat-console = Nie można głosować nad własnym miejscem; „<imię> leave” albo „<imię> replace” oddają je od razu.
bot-err-use-play-console = Wpisz ruch poleceniem „<imię> play <ruch>”; „<imię> moves” je wypisze.
bot-console-moves-hint = Ruchy gracza { $user } zaczynają się teraz od: { $starts } — wszystkie pokazuje „{ $user } moves”.
