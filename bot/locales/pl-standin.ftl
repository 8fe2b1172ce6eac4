# Zastępca na czas urlopu (zgłoszenie 30, bot/tables/standin.py)

bot-cmd-settings-standin-name = zastepca
bot-cmd-settings-standin-desc = Podczas urlopu komputer gra za ciebie na tym poziomie (off: nikt)
bot-standin-off = wyłączony (nikt za mnie nie gra)

bot-settings-standin = • Zastępca na czas urlopu: komputer (poziom { $level }) gra za ciebie.
bot-standin-tables = Podczas urlopu zastępca gra za ciebie przy stołach: { $tables }.
bot-standin-table = { $game } ({ $channel })
bot-standin-tables-none = Nie siedzisz teraz przy żadnym toczącym się stole; zastępca zagra przy każdym, do którego dołączysz przed końcem urlopu.

# kanał: ruch zagrany przez zastępcę i miejsce, za które gra (nigdy nie jest wywoływane)
bot-standin-turn = 🤖 Zastępca gra za { $player }.
bot-standin-name = { $name } (🤖 zastępca)

# prywatna odpowiedź na ruch gracza w czasie urlopu (raz przy każdym stole)
bot-standin-back = Ten ruch wykonujesz samodzielnie, więc przy tym stole znów grasz ty: zastępca nie zagra tu do końca urlopu. Aby zakończyć urlop wszędzie, użyj /ustawienia urlop:off.

bot-err-standin-level = Nie ma takiego poziomu zastępcy („{ $level }”): wybierz łatwy, średni, trudny albo off.

bot-stats-unrated = Gry poza rankingiem: { $n } (grał w nich zastępca, a stoły postanowiły ich nie liczyć).

bot-console-settings-usage = { $user } settings [vacation=7d|off] [standin=easy|normal|hard|off]
bot-console-vacation = • Urlop do { $until } (UTC): bez przypomnień, a twoje terminy czekają do jego końca.
