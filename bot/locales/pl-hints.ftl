# Hints for learners (bot/tables/hints.py, issue 30): the 💡 button, the private answer, the refusals, and the
# table's flags as the lobby names them (bot/tables/table_options.py).
bot-btn-hint = 💡 Podpowiedź
hint-title = 💡 Podpowiedź komputera (widzisz ją tylko ty)
hint-line = { $n }. { $move } — { $reason }.
hint-share = { $share }% symulacji
hint-chance = szanse na wygraną ok. { $chance }%
hint-chance-team = szanse drużyny na zwycięstwo ok. { $chance }%
hint-forced = to twój jedyny możliwy ruch
hint-points = { $trend ->
        [up] ok. { $points } pkt zysku
        [down] ok. { $points } pkt straty
       *[same] bez zmiany punktów
    } względem { $rivals ->
        [one] rywala
       *[other] najlepszego z rywali
    }
hint-continues = potem znów twój ruch
hint-footer = Procent symulacji mówi, ile uwagi komputer poświęcił ruchowi; szanse i punkty to jego szacunki, a wybór należy do ciebie.
bot-err-hints-off = Przy tym stole podpowiedzi komputera są wyłączone; włącza je opcja hints=on przy zakładaniu stołu.
bot-err-hint-not-your-turn = Podpowiedź dostaniesz w swojej kolejce, gdy masz ruch do wykonania.
bot-err-hint-failed = Komputer nie zdołał teraz przygotować podpowiedzi. Spróbuj za chwilę.
bot-flag-hints-on = 💡 Podpowiedzi komputera: włączone (w swojej kolejce każdy może poprosić o trzy najlepsze ruchy).
bot-flag-hints-off = 💡 Podpowiedzi komputera: wyłączone.
bot-flag-standins_rated-off = Gry z zastępcą nie są liczone do rankingu.
bot-flag-standins_rated-on = Gry z zastępcą są liczone do rankingu.
bot-opt-hints = podpowiedzi komputera dla uczących się: { $value }
bot-opt-standins_rated = gry z zastępcą w rankingu: { $value }
bot-opt-flag-on = tak
bot-opt-flag-off = nie
hint-console-help = {"  "}<imię> hint                               w mojej kolejce przy stole z hints=on: trzy najlepsze ruchy według komputera, tylko dla mnie
