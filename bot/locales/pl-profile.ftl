# /profil (bot/discord_app/profile_cmds.py) i /ustawienia profil:
bot-cmd-profile-name = profil
bot-cmd-profile-desc = Karta gracza: gry, ranking w czasie, odznaki, tempo i wasz bilans
bot-cmd-profile-player-name = gracz
bot-cmd-profile-player-desc = Czyj profil (domyślnie: twój)
bot-cmd-settings-profile-name = profil
bot-cmd-settings-profile-desc = Kto widzi twój /profil i /statystyki: wszyscy czy tylko ty
bot-settings-profile-shown = wszyscy
bot-settings-profile-hidden = tylko ja
bot-settings-profile-line-shown = • Twój profil i statystyki: widoczne dla innych.
bot-settings-profile-line-hidden = • Twój profil i statystyki: ukryte przed innymi.
bot-err-profile = Wybierz, kto widzi twój profil: wszyscy czy tylko ty.
bot-profile-hidden = { $name } nie pokazuje innym swojego profilu ani statystyk.
bot-profile-only-yours = Poza serwerem /profil pokazuje tylko twoją kartę; o innego gracza zapytaj na wspólnym serwerze.
bot-profile-head = **{ $name }** na tym serwerze: { $played } { $played ->
    [one] gra
    [few] gry
   *[many] gier
}, { $won } { $won ->
    [one] wygrana
    [few] wygrane
   *[many] wygranych
}.
bot-profile-head-anywhere = **{ $name }**, na wszystkich serwerach: { $played } { $played ->
    [one] gra
    [few] gry
   *[many] gier
}, { $won } { $won ->
    [one] wygrana
    [few] wygrane
   *[many] wygranych
}.
bot-profile-badges = Odznaki: { $badges }.
bot-profile-badges-none = Jeszcze żadnej odznaki: pierwszą przyniesie pierwsza wygrana.
bot-profile-h2h = Z tobą: { $n } { $n ->
    [one] wspólna gra
    [few] wspólne gry
   *[many] wspólnych gier
}; { $parts }.
bot-profile-h2h-none = Z tobą: jeszcze żadnej wspólnej ukończonej gry.
bot-profile-rivals = Najczęstsi współgracze: { $rivals }.
bot-profile-rival = { $name } (wspólne gry: { $n }; { $parts })
bot-profile-record = bilans { $ahead }–{ $behind }{ $level ->
    [0] {""}
   *[other] , remisy: { $level }
}
bot-profile-coop = wspólnie wygrane { $won } z { $n }
bot-profile-game = • { $game }: wygrane { $won } z { $played }, ranking { $rating }
bot-profile-pace = Czas na ruch: zwykle { $median }; przegapione terminy: { $missed }.
bot-profile-pace-new = Czas na ruch: za mało tur, by ocenić; przegapione terminy: { $missed }.
bot-profile-live = Stoły teraz: { $n }; czekają na ruch: { $waiting }.
