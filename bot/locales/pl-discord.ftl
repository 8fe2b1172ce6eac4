# Teksty tylko dla Discorda (polski): nazwy i opisy komend, przyciski, wybór ruchu krok po kroku.
# Nazwy komend i parametrów według zasad Discorda: małe litery, 1-32 znaki, litery, cyfry, - lub _.

## Komendy
bot-cmd-create-name = nowy-stol
bot-cmd-create-desc = Załóż nowy stół do gry na tym kanale
bot-cmd-create-game-name = gra
bot-cmd-create-game-desc = W co gramy
bot-cmd-create-options-name = opcje
bot-cmd-create-options-desc = Opcje stołu jako nazwa=wartość, np. mode=rounds rounds=3 (zobacz /zasady)
bot-cmd-create-language-name = jezyk
bot-cmd-create-language-desc = Język stołu (domyślnie: twój język w Discordzie)
bot-cmd-join-name = dolacz
bot-cmd-join-desc = Zajmij miejsce przy stole na tym kanale
bot-cmd-leave-name = opusc
bot-cmd-leave-desc = Odejdź od stołu na tym kanale przed rozpoczęciem gry
bot-cmd-start-name = start
bot-cmd-start-desc = Rozpocznij grę (założyciel stołu albo moderator)
bot-cmd-play-name = graj
bot-cmd-play-desc = Wykonaj ruch (wybierz z listy)
bot-cmd-play-move-name = ruch
bot-cmd-play-move-desc = Twój ruch; zacznij pisać, aby zawęzić listę dozwolonych ruchów
bot-cmd-table-name = stol
bot-cmd-table-desc = Pokaż stół: czyja kolej i aktualny obrazek (tylko tobie, chyba że go opublikujesz)
bot-cmd-table-view-name = widok
bot-cmd-table-view-desc = Który obrazek: tura (domyślnie) albo reszta stołu
bot-cmd-table-post-name = publicznie
bot-cmd-table-post-desc = Opublikuj go na kanale dla wszystkich (domyślnie widzisz go tylko ty)
bot-cmd-hand-name = reka
bot-cmd-hand-desc = Pokaż swoje tajne karty (zobaczysz je tylko ty)
bot-cmd-rules-name = zasady
bot-cmd-rules-desc = Krótkie streszczenie zasad i opcji gry
bot-cmd-rules-game-name = gra
bot-cmd-rules-game-desc = Która gra (domyślnie: gra przy stole na tym kanale)
bot-cmd-history-name = historia
bot-cmd-history-desc = Ostatnie ruchy przy stole na tym kanale albo przy jednym z twoich stołów
bot-cmd-mygames-name = moje-gry
bot-cmd-mygames-desc = Wszystkie stoły, przy których siedzisz, i gdzie jest twoja kolej
bot-cmd-abandon-name = porzuc
bot-cmd-abandon-desc = Zakończ grę na tym kanale bez wyniku (założyciel albo moderator; gracze mogą to zaproponować)
bot-cmd-kick-name = wyrzuc
bot-cmd-kick-desc = Usuń gracza (przed startem: założyciel albo moderator; w grze też gracze głosowaniem)
bot-cmd-kick-player-name = gracz
bot-cmd-kick-player-desc = Gracz do usunięcia

## Wybory
bot-lang-pl = polski
bot-lang-en = angielski (English)

## Przyciski i wybór krok po kroku
bot-btn-join = Dołącz
bot-btn-start = Start
bot-btn-choose = Wybierz ruch…
bot-btn-back = ◀ Wstecz
bot-btn-prev = ◀ Poprzednie
bot-btn-next = Następne ▶
bot-step-so-far = Dotąd: { $move }
bot-step-stale = Sytuacja przy stole się zmieniła; wybierz jeszcze raz.
bot-applying = ⏳ Wykonuję ruch…
bot-done = ✔ Gotowe.
bot-move-done = ✔ { $what }
bot-page-turn = Tura
bot-page-players = Wszystkie królestwa i punkty
bot-page-table = Stół
bot-page-legend = Legenda
bot-page-heroes = Bohaterowie
bot-page-board = Plansza
bot-page-text = Plansza tekstem (dla czytnika ekranu)
bot-board-yours = Tylko dla ciebie
bot-board-clipped = (Plansza jest dłuższa: całą pokazuje stół w przeglądarce.)

bot-btn-secrets-dm = Wysyłaj mi tajne karty prywatnie
bot-btn-secrets-hand = Tajne karty tylko przez /reka
bot-secrets-now-dm = Od teraz tajne karty znów przychodzą w wiadomościach prywatnych (zezwól na nie członkom tego serwera).
bot-secrets-now-hand = Od teraz bot nie próbuje pisać do ciebie prywatnie: tajne karty zobaczysz przez /reka.
bot-err-dm-mode = Wybierz, jak mają docierać tajne karty: prywatnie albo tylko przez /reka.
bot-table-in = { $game } na { $channel }
bot-no-private-anywhere = Przy { $n ->
    [one] swoim stole
   *[other] swoich stołach
 } nie masz teraz nic tajnego: { $tables }.
bot-err-use-play = Części wyborów nie da się pokazać jako przyciski; użyj /graj i wybierz ruch z listy.
bot-err-stale-button = Ten przycisk należy do gry, która już się tu nie toczy.

## Komendy informacyjne
bot-table-header = **{ $game }** ({ $options }) — gracze: { $names }
bot-hand-picture = Twoje tajne karty:
bot-rules-which = Która gra? Wybierz ją w komendzie: { $games }.
bot-rules-missing = Dla tej gry nie ma jeszcze streszczenia zasad.
bot-rules-options = Opcje do /nowy-stol (nazwa=wartość):
bot-rules-option-line = • `{ $name }` = { $values } — { $label } (domyślnie: { $default })

## Wybory równoczesne
bot-submitted = Wybór złożony (można go zmienić, dopóki nie wybierze ostatni gracz): { $names }.

## Tury z kilku kroków
bot-step-private = 🔒 Ten krok widzisz tylko ty: kanał dowie się o twojej turze, gdy ją zakończysz.
bot-choose-two = Zaznacz dwie pozycje naraz…
bot-cmd-create-thread-name = watek
bot-cmd-create-thread-desc = Otwórz stół we własnym wątku (domyślnie, gdy się da) albo tutaj na kanale
bot-thread-name = { $game } — stół: { $owner }
bot-created-thread = { $owner } otwiera stół do gry { $game } we własnym wątku: { $thread }. Tam dołączycie.
bot-preview = { $move }: sprawdź obrazek i potwierdź (albo wróć).
bot-step-private-choice = 🔒 Tę zmianę widzisz tylko ty: stół pozna wybory, gdy wszyscy wybiorą.
