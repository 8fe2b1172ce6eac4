# Teksty bota (polski). Nazwy i opisy komend są pod kluczami bot-cmd-*.
bot-err-no-table = Na tym kanale nie ma stołu. Załóż go komendą /nowy-stol.
bot-err-table-exists = Na tym kanale już jest stół. Najpierw dokończcie grę albo ją przerwijcie (/porzuc).
bot-err-not-lobby = Gra już się zaczęła.
bot-err-not-active = Gra nie trwa (jeszcze się nie zaczęła albo już się skończyła).
bot-err-already-seated = Już siedzisz przy tym stole.
bot-err-not-seated = Nie siedzisz przy tym stole.
bot-err-target-not-seated = Ta osoba nie siedzi przy tym stole.
bot-err-table-full = Stół jest pełny (najwyżej { $max } graczy).
bot-err-too-many-tables = Siedzisz już { $live ->
    [one] przy jednym trwającym stole
   *[other] przy { $live } trwających stołach
}. Najpierw skończ albo opuść któryś: każda ukończona gra pozwala trzymać otwarty jeden stół więcej.
bot-err-create-cooldown = Twój poprzedni stół powstał przed chwilą. Następny możesz otworzyć za { $seconds } s.
bot-err-slow-down = Trochę za dużo naraz. Poczekaj { $seconds } s i spróbuj ponownie.
bot-err-too-few = { $have ->
    [one] Przy stole siedzi tylko { $have } osoba; ta gra wymaga co najmniej { $min }.
    [few] Przy stole siedzą tylko { $have } osoby; ta gra wymaga co najmniej { $min }.
   *[many] Przy stole siedzi tylko { $have } osób; ta gra wymaga co najmniej { $min }.
 }
bot-err-not-owner = Tylko założyciel stołu albo moderator (uprawnienie Zarządzanie kanałami) może to zrobić.
bot-err-leave-active = Gra trwa; nie można teraz od niej odejść. Założyciel albo moderator może ją przerwać (/porzuc).
bot-err-kick-owner = Nie można usunąć założyciela stołu; użyj /porzuc.
bot-err-busy = Stół jest teraz zajęty; spróbuj jeszcze raz.
bot-err-dm-only-guild = Stoły są na kanałach serwera; użyj tej komendy na kanale.
bot-err-internal = Coś poszło nie tak po naszej stronie; stół się nie zmienił.
bot-lobby-status = { $game }: czekamy na start. { $n ->
    [one] Przy stole { $n } osoba: { $names }.
    [few] Przy stole { $n } osoby: { $names }.
   *[many] Przy stole { $n } osób: { $names }.
 }
bot-abandoned = Ta gra została przerwana.
bot-waiting-for = { $n ->
    [one] Teraz: { $names }.
   *[other] Teraz: { $names } (wszyscy jednocześnie).
 }
bot-game-over = { $n ->
    [one] Koniec gry! Wygrywa: { $names }.
   *[other] Koniec gry! Wspólne zwycięstwo: { $names }.
 }
bot-game-lost = Koniec gry! Drużyna przegrywa.
bot-rank-line = { $rank }. { $name } — { $score }
bot-started = Zaczynamy: { $game }! Kolejność graczy: { $names }.
bot-created = { $owner } zakłada stół: { $game } ({ $options }). Dołączcie przez /dolacz, potem { $owner } zaczyna grę przez /start.
bot-created-in-thread = { $game } ({ $options }): dołączcie przez /dolacz, potem { $owner } zaczyna grę przez /start.
bot-joined = { $name } dołącza. { $n ->
    [one] Przy stole { $n } osoba.
    [few] Przy stole { $n } osoby.
   *[many] Przy stole { $n } osób.
 }
bot-left = { $name } odchodzi od stołu.
bot-kicked = { $name } nie siedzi już przy stole (usunięcie z lobby).
bot-lobby-closed = Stół został zamknięty.
bot-abandoned-by = { $name } przerywa grę.
bot-no-moves = Teraz nie masz nic do zrobienia.
bot-no-private = Przy tym stole nie masz żadnych tajnych informacji.
bot-dm-intro = Twoja tajemnica w grze { $game } na kanale { $channel }.
bot-dm-failed = { $n ->
    [one] { $names }: nie mogę wysłać ci prywatnej wiadomości. Swoje tajne karty zobaczysz tutaj przez /reka (tylko ty); tamtejszym przyciskiem wyłączysz też dalsze próby.
   *[other] { $names }: nie mogę wysłać wam prywatnych wiadomości. Swoje tajne karty zobaczycie tutaj przez /reka (każdy tylko swoje); tamtejszym przyciskiem wyłączycie też dalsze próby.
 }
bot-your-turn = { $n ->
    [one] twoja kolej!
   *[other] wasza kolej!
 }
bot-reminder = { $name }, stół czeka na ciebie ({ $game }). { $hours ->
    [one] Bez ruchu od { $hours } godziny.
   *[other] Bez ruchu od { $hours } godzin.
 }
bot-history-empty = Jeszcze nie było ruchów.
bot-history-line = { $n }. { $name }: { $text }
bot-history-line-named = { $n }. { $text }
bot-my-games-empty = Nie siedzisz przy żadnym stole.
bot-my-games-line = { $game } na { $channel } — { $status }
bot-my-games-your-turn = twoja kolej
bot-my-games-waiting = czekasz na innych
bot-my-games-lobby = czeka na start
bot-duplicate = Ta akcja została już wykonana.
bot-moved = { $name } gra: { $move }
bot-options-none = opcje domyślne
bot-games-list = Gry: { $games }
bot-no-token = Brak DISCORD_TOKEN.
    Skopiuj .env.example do .env i wpisz tam token bota (Discord Developer Portal → twoja aplikacja → Bot → Reset Token) albo ustaw zmienną środowiskową DISCORD_TOKEN.
    Aby wypróbować gry bez Discorda, uruchom: .venv/bin/plansza-console
bot-db-in-use = Na bazie { $path } działa już inny bot Plansza. Jeden proces na plik SQLite (kilka procesów wymaga PostgreSQL).
bot-db-too-new = Baza { $path } została zapisana przez nowszą wersję Planszy (schemat { $found }; ta wersja zna schematy do { $known }). Zaktualizujcie bota albo przywróćcie kopię zapasową zrobioną tą wersją.
bot-no-private-but-moves = Nic tajnego; twój ruch:

bot-ev-default = Brak odpowiedzi od { $player } w wyznaczonym czasie: obowiązuje wybór domyślny.
bot-ev-proxy = { $player } gra za { $absent }, bo minął czas na odpowiedź.
bot-window-open = Czas minął dla { $player }: teraz każda inna osoba przy stole może wykonać ten ruch.
bot-db-unreachable = Nie można połączyć się z bazą { $path } ({ $problem }). Czy PostgreSQL działa i czy host, port, użytkownik i hasło w DATABASE_URL są poprawne?
bot-db-corrupt = Baza { $path } nie przeszła kontroli spójności ({ $problems }). Nic do niej nie zapisano. Przywróćcie kopię zapasową: plansza-restore KOPIA --db { $path }

# --- Awarie samej bazy i komunikaty startu (baza zablokowana lub pełna, brak połączenia z Discordem, ustawienia)
bot-err-store-busy = Stół jest teraz zajęty: bazę danych trzyma inny program. Spróbujcie ponownie za chwilę; nic nie zostało zmienione.
bot-err-store-full = Baza danych bota jest pełna (na dysku zabrakło miejsca), więc nie udało się tego zapisać. Nic nie zostało zmienione; dajcie znać osobie, która prowadzi bota.
bot-discord-unreachable = Nie można połączyć się z Discordem pod adresem { $url } ({ $problem }). Sprawdźcie połączenie z siecią oraz PLANSZA_DISCORD_API_BASE, jeśli ją ustawiliście.
bot-db-cannot-open = Nie można otworzyć pliku bazy { $path } ({ $problem }). Czy jego folder istnieje i czy bot może w nim zapisywać?
bot-db-locked = Inny program od ponad { $seconds } s trzyma blokadę zapisu na bazie { $path }. Zamknijcie go (np. przeglądarkę bazy z niezapisanymi zmianami) i uruchomcie bota ponownie.
bot-db-full = Nie można zapisywać w bazie { $path }: jej dysk jest pełny ({ $problem }). Zwolnijcie trochę miejsca i uruchomcie bota ponownie.
bot-setting-bad-shards = Lista shardów „{ $value }” jest błędna: zapiszcie ją np. jako 0-3 albo 0,2,5 (--shards, PLANSZA_SHARDS).
bot-setting-bad-shard-range = Zakres shardów „{ $value }” jest błędny: numer sharda nie może być mniejszy od 0, a zakres biegnie od mniejszego numeru do większego (np. 0-3).
bot-setting-shards-need-count = --shards wymaga łącznej liczby shardów: --shard-count (PLANSZA_SHARD_COUNT).
bot-setting-shard-too-high = Każdy numer sharda musi być mniejszy niż liczba shardów ({ $count }).
bot-setting-database-url = DATABASE_URL musi być adresem postgresql:// (zostawcie tę zmienną pustą, by używać pliku SQLite).
bot-setting-computer-level = PLANSZA_COMPUTER_LEVEL „{ $value }” nie jest poziomem: wybierzcie jeden z poziomów { $choices }.
bot-setting-bad-number = { $name } ma wartość „{ $value }”, a musi to być { $expected }.
bot-setting-bad-choice = { $name } ma wartość „{ $value }”, a musi to być jedna z wartości: { $choices }.
bot-setting-expect-int-any = liczba całkowita
bot-setting-expect-int-min = liczba całkowita nie mniejsza niż { $low }
bot-setting-expect-int-range = liczba całkowita od { $low } do { $high }
bot-setting-expect-float-any = liczba (np. 1.5)
bot-setting-expect-float-min = liczba nie mniejsza niż { $low } (np. 1.5)
bot-setting-expect-float-range = liczba od { $low } do { $high }

# a table whose snapshot and move log are both damaged (issue 25)
bot-err-table-damaged = Stołu nr { $table } nie da się rozgrywać: uszkodzony jest i zapisany stan, i dziennik ruchów. Nic nie zostało zmienione; dajcie znać osobie, która prowadzi bota (pozostałe stoły grają dalej).
bot-repeated = { $text } ({ $n } razy)

# grammar, not shown: may a sentence drop its subject when the previous one named it ("Ala kładzie… Dobiera…")? (no: it
# joins the previous sentence instead, "Ala places…, draws…")
bot-grammar-drops-subject = yes
bot-grammar-and = { " i " }
bot-btn-rematch = Rewanż
bot-rematch-created = { $owner } otwiera rewanż: { $game } ({ $options }), z tymi samymi opcjami i czasem co poprzednio. Dołączcie przyciskiem albo przez /dolacz, potem { $owner } zaczyna grę przez /start.
bot-rematch-invited = { $players }: { $n ->
    [one] miejsce czeka
   *[other] miejsca czekają
} na was — naciśnijcie Dołącz, żeby zagrać znowu.
bot-err-rematch-not-over = Rewanż można otworzyć dopiero po końcu gry.
bot-err-rematch-not-player = Rewanż może otworzyć tylko ktoś, kto grał w tę grę.
