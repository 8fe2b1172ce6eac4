## Nieobecni gracze: terminy, zastępstwa, głosowania, pauza, ustawienia

bot-err-unknown-seat = Przy tym stole nie ma miejsca { $seat } (miejsca 1–{ $n }).
bot-err-deadline-handled = To już zostało rozstrzygnięte (albo gracz w międzyczasie wykonał ruch).
bot-err-own-deadline = To dotyczy twojej własnej kolejki: po prostu wykonaj ruch.
bot-err-deadline-not-passed = { $player } ma jeszcze czas. Przed terminem może o tym zdecydować tylko założyciel stołu albo moderator.
bot-err-no-default = Tu nie ma ruchu domyślnego: zasady nigdy nie wybierają tego za gracza. Poczekajcie dłużej, dajcie miejsce komuś innemu albo wykluczcie gracza.
bot-err-already-paused = Stół jest już wstrzymany. /wznow uruchamia zegary z powrotem.
bot-err-not-paused = Stół nie jest wstrzymany.
bot-err-already-computer = Za { $player } gra już komputer.
bot-err-already-seated-other = { $player } już siedzi przy tym stole.
bot-err-kick-self = Nie możesz wykluczyć siebie; /opusc oddaje twoje miejsce komputerowi.
bot-err-kick-not-late = { $player } ma jeszcze czas: głosować nad wykluczeniem można dopiero po upływie terminu ruchu. Założyciel stołu albo moderator może to zrobić od razu.
bot-err-vote-own-seat = Nie można głosować nad własnym miejscem; /opusc albo /zastap oddają je od razu.
bot-err-vote-open = Takie głosowanie już trwa przy tym stole: odpowiedzcie przyciskami pod nim.
bot-err-vote-closed = To głosowanie już się zakończyło.
bot-err-not-voter = Nie głosujesz w tej sprawie.
bot-err-voted-already = Twój głos już został oddany.
bot-err-replace-bot = Konto bota nie może zająć miejsca; żeby grał komputer, wybierzcie komputer.
bot-err-timezone = Nieznana strefa czasowa „{ $name }”. Podaj nazwę w rodzaju Europe/Warsaw (lista podpowiada w trakcie pisania).
bot-err-duration = „{ $text }” to nie jest czas trwania. Przykłady: 12h, 3d, 90m, 1d12h.
bot-err-duration-range = { $text } poza zakresem: od { $min } do { $max }.
bot-err-quiet = „{ $text }” to nie jest przedział godzin. Przykłady: 22-8, 23:30-07:00, off.
bot-err-count-range = Liczba przypomnień musi wynosić od { $min } do { $max }.
bot-err-where = Przypomnienia trafiają na kanał albo do wiadomości prywatnych.

bot-computer = komputer
bot-log-waited = Pozostali dali więcej czasu graczowi { $player }.
bot-log-paused = Stół został wstrzymany.
bot-log-resumed = Stół został wznowiony.
bot-log-replaced = Miejsce { $seat }: { $new } zastępuje gracza { $old }.
bot-log-left = Miejsce { $seat }: { $old } odchodzi od gry; dalej gra { $new }.
bot-log-kicked = Miejsce { $seat }: { $old } — wykluczenie z gry; dalej gra { $new }.
bot-log-last-left = { $player } odchodzi od gry jako ostatnia osoba przy stole: gra została przerwana.
bot-log-abandoned = { $player } przerywa grę.
bot-log-abandoned-mod = Moderator przerywa grę.
bot-log-abandoned-vote = Gracze zgodnie przerwali grę.
bot-log-vote-passed = Głosowanie przyjęte: { $what }.
bot-log-vote-failed = Głosowanie odrzucone: { $what }.
bot-log-vote-expired = Czas na głosowanie minął: { $what }.
bot-vote-what-replace = oddać miejsce gracza { $player } — zajmie je { $new }
bot-vote-what-kick = wykluczyć gracza { $player } (miejsce zajmie { $new })
bot-vote-what-abandon = przerwać grę
bot-vote-what-pause = wstrzymać stół
bot-vote-what-resume = wznowić stół

bot-btn-wait = Czekamy jeszcze { $time }
bot-btn-skip = Zagraj ruch domyślny
bot-btn-replace = Zastępstwo…
bot-btn-expel = Wyklucz
bot-btn-computer = Komputer
bot-btn-vote-yes = Tak
bot-btn-vote-no = Nie
bot-btn-keep = Nie, gramy dalej
bot-btn-leave = Opuszczam grę
bot-btn-abandon = Przerwij grę
bot-btn-propose-abandon = Zaproponuj przerwanie

bot-vote-open = 🗳 { $by } proponuje: { $what }. Na tak: { $yes } z potrzebnych { $needed } ({ $voters } { $voters ->
    [one] głosujący
   *[other] głosujących
 }). Głosowanie kończy się { $until }.
bot-vote-passed = 🗳 Przyjęte: { $what }.
bot-vote-failed = 🗳 Odrzucone: { $what }.
bot-vote-expired = 🗳 Nikt nie rozstrzygnął na czas: { $what } — nie dojdzie do skutku.
bot-vote-proposed = Propozycja wysłana; pozostali głosują przyciskami pod nią.

bot-handover-replace = Miejsce { $seat }: { $new } zastępuje gracza { $old } i gra dalej ze wszystkim, co należy do tego miejsca.
bot-handover-leave = Miejsce { $seat }: { $old } odchodzi od gry; dalej gra { $new }.
bot-handover-kick = Miejsce { $seat }: { $old } — wykluczenie z gry; dalej gra { $new }.
bot-abandoned-vote = Gracze zgodzili się: gra zostaje przerwana. Stan końcowy:
bot-paused = ⏸ Stół wstrzymany: żadnych przypomnień i terminów aż do /wznow. Ruchy są nadal możliwe.
bot-resumed = ▶ Stół znów działa; każdy termin przesunął się o czas pauzy.
bot-paused-by = ⏸ { $name } wstrzymuje stół: żadnych przypomnień i terminów aż do /wznow. Ruchy są nadal możliwe.
bot-resumed-by = ▶ { $name } wznawia stół; każdy termin przesunął się o czas pauzy.
bot-kept = Nic się nie zmieniło.
bot-waited-you = Gotowe: gracz ma więcej czasu.
bot-waited = { $name } daje graczowi { $player } jeszcze { $time }.
bot-skipped-you = Gotowe: zagrano ruch domyślny.
bot-replace-pick = Wybierz osobę
bot-replace-who = Kto zajmie miejsce gracza { $player }? Wybierz osobę albo oddaj miejsce komputerowi.

bot-leave-confirm = Opuścić grę? Od teraz za ciebie gra komputer (ktoś może oddać ci miejsce przez /zastap).
bot-leave-confirm-last = Opuścić grę? Jesteś ostatnią osobą przy stole: gra zostanie przerwana.
bot-abandon-confirm = Przerwać grę? Skończy się bez wyniku dla wszystkich (zostanie w historii).
bot-abandon-propose = Zaproponować przerwanie gry? Muszą się zgodzić wszyscy pozostali.

bot-reminder-dm = Stół na { $channel } czeka na ciebie ({ $game }). { $hours ->
    [one] Bez ruchu od { $hours } godziny.
   *[other] Bez ruchu od { $hours } godzin.
 }
bot-owner-told = { $owner }, { $player } nie wykonuje ruchu od { $hours } { $hours ->
    [one] godziny
   *[other] godzin
 } mimo { $n } { $n ->
    [one] przypomnienia
   *[other] przypomnień
 }. Możesz zdecydować już teraz:
bot-deadline-passed = ⏰ Czas gracza { $player } minął ({ $hours } { $hours ->
    [one] godzina
    [few] godziny
   *[other] godzin
 } bez ruchu). Co robimy?

bot-settings-title = Twoje ustawienia:
bot-settings-saved = Zapisane. Twoje ustawienia:
bot-settings-reminders = • Przypomnienia: pierwsze po { $first }, potem co { $repeat }, najwyżej { $count }; { $where }.
bot-settings-reminders-off = • Przypomnienia: wyłączone.
bot-settings-where-channel = na kanale stołu
bot-settings-where-dm = w wiadomości prywatnej
bot-settings-quiet = • Godziny ciszy: { $hours } (przypomnienie czeka do ich końca).
bot-settings-quiet-none = • Godziny ciszy: brak.
bot-settings-tz = • Strefa czasowa: { $tz }.
bot-settings-vacation = • Urlop do { $until }: bez przypomnień, a twoje terminy czekają do jego końca.
bot-settings-help = Zmienisz je przez /ustawienia, np. cisza:22-8 strefa:Europe/Warsaw urlop:7d.

bot-cmd-pause-name = pauza
bot-cmd-pause-desc = Zatrzymaj zegary tego stołu (przypomnienia, terminy) na czas urlopu
bot-cmd-resume-name = wznow
bot-cmd-resume-desc = Uruchom z powrotem zegary tego stołu
bot-cmd-replace-name = zastap
bot-cmd-replace-desc = Oddaj miejsce przy stole innej osobie albo komputerowi
bot-cmd-replace-seat-name = miejsce
bot-cmd-replace-seat-desc = Które miejsce oddać
bot-cmd-replace-player-name = gracz
bot-cmd-replace-player-desc = Kto zajmie miejsce (puste: komputer)
bot-cmd-kick-substitute-name = zastepca
bot-cmd-kick-substitute-desc = W trakcie gry: kto zajmie miejsce (puste: komputer)
bot-cmd-settings-name = ustawienia
bot-cmd-settings-desc = Twoje przypomnienia, godziny ciszy, strefa czasowa, urlop i podsumowanie kolejki
bot-cmd-settings-reminders-name = przypomnienia
bot-cmd-settings-reminders-desc = Przypominaj mi, gdy stół na mnie czeka
bot-cmd-settings-first-name = pierwsze
bot-cmd-settings-first-desc = Pierwsze przypomnienie po (np. 12h)
bot-cmd-settings-repeat-name = potem-co
bot-cmd-settings-repeat-desc = Potem co (np. 24h)
bot-cmd-settings-count-name = ile
bot-cmd-settings-count-desc = Najwyżej tyle przypomnień na kolejkę
bot-cmd-settings-where-name = gdzie
bot-cmd-settings-where-desc = Na kanale stołu czy w wiadomości prywatnej
bot-cmd-settings-quiet-name = cisza
bot-cmd-settings-quiet-desc = Godziny ciszy, np. 22-8 (off: brak)
bot-cmd-settings-timezone-name = strefa
bot-cmd-settings-timezone-desc = Twoja strefa czasowa, np. Europe/Warsaw
bot-cmd-settings-vacation-name = urlop
bot-cmd-settings-vacation-desc = Nieobecność na (np. 7d; off: już jestem)

bot-my-games-turn-of = czeka na: { $names }
bot-my-games-waited = kolejka od { $when }
bot-my-games-deadline = termin { $when }
bot-my-games-paused = wstrzymany
bot-my-games-link = [ostatni post]({ $url })
bot-my-games-oldest = Do gry, która czeka najdłużej
bot-opt-deadline = Czas na ruch: { $value ->
    [off] bez terminu
   *[other] { $value }
 }
bot-created-deadline = Czas na ruch: { $time }; potem pozostali mogą pominąć, zastąpić albo wykluczyć gracza, który nie wykonuje ruchu.
bot-created-no-deadline = Bez terminu na ruchy.
bot-history-note = • { $text }
bot-log-idle-closed = Nikt nie wykonał ruchu przez { $days } dni: stół został zamknięty.
bot-idle-warning = 💤 Przy tym stole nikt nie wykonał ruchu od { $days } dni. Zostanie zamknięty { $when }, chyba że ktoś wykona ruch (albo wstrzymacie go przez /pauza na dłuższą przerwę).
bot-idle-closed = 💤 Nikt nie wykonał ruchu przez { $days } dni: stół jest zamknięty. Zostaje w historii (/historia).

## Cofanie ruchu
bot-err-takeback-nothing = Nie ma ruchu do cofnięcia.
bot-err-takeback-not-yours = Możesz cofnąć tylko swój ostatni ruch, dopóki nikt inny nie wykonał ruchu.
bot-err-takeback-reveal = Ten ruch odkrył ukryte informacje: nie można go cofnąć.
bot-err-takeback-random = W tym ruchu zadecydował los (karta, płytka, kość): nie można go cofnąć.
bot-err-takeback-since = Po tym ruchu coś się wydarzyło przy stole: nie można go cofnąć.
bot-log-takeback = { $player } cofa ruch.
bot-took-back = ↩ { $name } cofa swój ostatni ruch.
bot-took-back-you = Cofnięte. Znowu twój ruch:
bot-cmd-takeback-name = cofnij
bot-cmd-takeback-desc = Cofnij swój ostatni ruch (dopóki nikt inny nie zagrał i nic nie zostało odkryte ani wylosowane)

## Statystyki i ranking
bot-stats-none = { $name } nie ma jeszcze żadnej ukończonej gry na tym serwerze.
bot-stats-head = **{ $name }**: { $played } { $played ->
    [one] ukończona gra
    [few] ukończone gry
   *[other] ukończonych gier
 }, wygrane: { $won }.
bot-stats-favourite = Ulubiona gra: { $game }.
bot-stats-game = • { $game }: rozegrane { $played }, wygrane { $won }, średni wynik { $average }
bot-stats-abandoned = Przerwane gry (nie liczą się): { $n }.
bot-stats-computer = Gry z komputerem: { $n } (komputer nigdy nie trafia do rankingu).
bot-leaderboard-empty = Na tym serwerze nie ma jeszcze ukończonej gry { $game }.
bot-leaderboard-head = **{ $game }** — ranking umiejętności (OpenSkill, ostrożna ocena, która rośnie z pewnością), { $n } { $n ->
    [one] gra
    [few] gry
   *[other] gier
 }:
bot-leaderboard-line = { $place }. { $name } — { $rating } (wygrane { $won } z { $played })
bot-leaderboard-coop-head = **{ $game }** to gra kooperacyjna: gracze według wspólnych zwycięstw, { $n } { $n ->
    [one] gra
    [few] gry
   *[other] gier
 }:
bot-leaderboard-coop-line = { $place }. { $name } — wygrane { $won } z { $played }
bot-cmd-stats-name = statystyki
bot-cmd-stats-desc = Rozegrane i wygrane gry oraz średnie wyniki na tym serwerze (poza serwerem: twoje ze wszystkich)
bot-cmd-stats-player-name = gracz
bot-cmd-stats-player-desc = Czyje statystyki (domyślnie: twoje)
bot-cmd-stats-game-name = gra
bot-cmd-stats-game-desc = Tylko ta gra
bot-cmd-leaderboard-name = ranking
bot-cmd-leaderboard-desc = Najlepsi gracze danej gry na tym serwerze (ranking umiejętności)
bot-cmd-leaderboard-game-name = gra
bot-cmd-leaderboard-game-desc = Która gra

## Historia
bot-history-page = ruchy { $first }–{ $last } z { $total }
bot-history-since = Od twojej ostatniej kolejki:
bot-history-turn = { $first }–{ $last }. { $name }: { $text }
bot-history-turn-named = { $first }–{ $last }. { $text }
bot-history-at = Stół po ruchu { $n } z { $total }.
bot-err-history-move = Nie ma tu ruchu { $n } (0–{ $max }).
bot-btn-older = ◀ Starsze
bot-btn-newer = Nowsze ▶
bot-cmd-history-move-name = ruch
bot-cmd-history-move-desc = Pokaż stół taki, jaki był po tym ruchu

## Koniec gry
bot-end-length = { $turns } { $turns ->
    [one] kolejka
    [few] kolejki
   *[other] kolejek
 } w ciągu { $days } { $days ->
    [one] dnia
   *[other] dni
 }.
bot-end-length-hours = { $turns } { $turns ->
    [one] kolejka
    [few] kolejki
   *[other] kolejek
 } w ciągu { $hours } { $hours ->
    [one] godziny
   *[other] godzin
 }.
bot-end-waited = Najdłużej stół czekał na ruch gracza { $name } — łącznie { $hours } h.
bot-end-waited-minutes = Najdłużej stół czekał na ruch gracza { $name } — łącznie { $minutes } min.

## Powtórki
bot-replay-start = { $game }: początek
bot-replay-ready = Powtórka tej gry: { $frames } kolejek ({ $size } KB) i jej zapis (JSON, do wczytania przez plansza-console --replay).
bot-btn-replay = Powtórka
bot-err-replay-running = Powtórka jest dostępna dla zakończonych gier.
bot-computer-name = Komputer { $n } ({ $level })
bot-level-easy = łatwy
bot-level-normal = średni
bot-level-hard = trudny
bot-err-bad-bots = „bots={ $value }” to nie jest liczba graczy komputerowych.
bot-err-bad-bots-count = W tej grze obok was może zasiąść najwyżej { $max } { $max ->
    [one] gracz komputerowy
    [few] graczy komputerowych
   *[many] graczy komputerowych
}, nie { $value }.
bot-err-no-computer = Przy tym stole nie ma gracza komputerowego.
bot-btn-add-computer = Dodaj komputer
bot-btn-remove-computer = Usuń komputer
bot-computer-added = { $name } zajmuje miejsce (przy stole: { $n }).
bot-computer-removed = { $name } opuszcza stół (przy stole: { $n }).
bot-opt-bots = gracze komputerowi na wolnych miejscach: { $value }
bot-opt-level = poziom graczy komputerowych: { $value }
bot-created-computers = { $n ->
    [one] Przy stole siedzi gracz komputerowy: { $names }.
   *[other] Przy stole siedzą gracze komputerowi: { $names }.
}
bot-log-move-cap = Przy tym stole grają same komputery i doszły do limitu ruchów tej gry ({ $moves }).
bot-verify-paused = ⏸ Po aktualizacji bota zapisany przebieg tej gry nie prowadzi już do obecnego stanu stołu (od ruchu { $move }). Stół jest wstrzymany, dopóki prowadzący go nie sprawdzi; /wznow wznawia grę z obecnym stanem.

## banki czasu (issue 56, bot/tables/time_bank.py)
bot-pace-fast = szybkie
bot-pace-steady = równe
bot-pace-relaxed = spokojne
bot-created-bank = Tempo: { $pace }. Każdy gracz ma bank czasu: { $start }; każda tura dodaje { $add }, najwyżej do { $cap }. Gdy bank gracza się wyczerpie, pozostali mogą go pominąć, zastąpić albo wykluczyć.
bot-created-bank-custom = Tempo: każdy gracz ma bank czasu: { $start }; każda tura dodaje { $add }, najwyżej do { $cap }. Gdy bank gracza się wyczerpie, pozostali mogą go pominąć, zastąpić albo wykluczyć.
bot-card-bank = ⏳ Bank czasu: zostało { $left }, kończy się { $when }.
bot-err-pace = „{ $text }” to nie tempo. Wybierzcie { $names } albo wpiszcie własne jako start+dodatek/limit, np. 3d+12h/5d.
bot-err-pace-cap = Bank nie może zaczynać się powyżej limitu ({ $start } > { $cap }) i mieści najwyżej 60 dni.
bot-opt-pace = Tempo { $pace }: bank czasu { $start }, +{ $add } za turę, najwyżej { $cap }

## tempo graczy (issue 56, bot/tables/pace_figures.py)
bot-pace-line = ⏱ { $name } — tutaj: { $here }; wszędzie: { $everywhere }.
bot-pace-figures = ruch zwykle po { $median } (mediana z { $turns } tur), przegapione terminy: { $missed }
bot-pace-new = za mało tur, by ocenić tempo{ $missed ->
    [0] {""}
   *[other] , przegapione terminy: { $missed }
}
bot-pace-line-new = ⏱ { $name } — za mało tur, by ocenić tempo{ $missed ->
    [0] {""}
   *[other] ; przegapione terminy: { $missed }
}.
