# Zastępca na czas urlopu (zgłoszenie 30, bot/tables/standin.py)

bot-cmd-settings-standin-name = zastepca
bot-cmd-settings-standin-desc = Poziom komputera, który gra za ciebie podczas urlopu (wyłączony: nikt)
bot-standin-off = wyłączony (nikt za mnie nie gra)

bot-settings-standin = • Zastępca na czas urlopu: komputer (poziom { $level }) gra za ciebie.
bot-standin-tables = { $count ->
    [one] Podczas urlopu zastępca zagra za ciebie przy tym stole: { $tables }.
   *[other] Podczas urlopu zastępca zagra za ciebie przy tych stołach: { $tables }.
}
bot-standin-table = { $game } ({ $channel })
bot-standin-tables-none = Nie siedzisz teraz przy żadnym toczącym się stole; zastępca zagra przy każdym, do którego dołączysz przed końcem urlopu.

# kanał: ruch zagrany przez zastępcę i miejsce, za które gra (nigdy nie jest wywoływane)
bot-standin-turn = 🤖 { $player } jest na urlopie, więc gra zastępca.
bot-standin-name = { $name } (🤖 zastępca)

# prywatna odpowiedź na ruch gracza w czasie urlopu (raz przy każdym stole)
bot-standin-back = To twój własny ruch, więc przy tym stole znów grasz ty: zastępca nie zagra tu do końca urlopu. Urlop wszędzie zakończysz komendą /ustawienia urlop:off.

bot-err-standin-level = Nie ma takiego poziomu zastępcy („{ $level }”): wybierz łatwy, średni, trudny albo off.

bot-stats-unrated = Gry poza rankingiem: { $n } (grał w nich zastępca, a ich stoły nie liczą takich gier do rankingu).

bot-console-settings-usage = { $user } settings [urlop=7d|off] [zastępca=łatwy|średni|trudny|off]
bot-console-vacation = • Urlop do { $until } (UTC): bez przypomnień, a twoje terminy czekają do jego końca.
