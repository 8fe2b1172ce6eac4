# Obrazek profilu (/profil, renderers/profile_card.py)
render-profile-title = Profil
render-profile-totals = { $played } { $played ->
    [one] gra
    [few] gry
   *[many] gier
} · { $won } { $won ->
    [one] wygrana
    [few] wygrane
   *[many] wygranych
}
render-profile-games = Gry
render-profile-rating = Ranking
render-profile-no-games = Jeszcze żadnej ukończonej gry.
render-profile-game-figures = wygrane { $won } z { $played }
render-profile-chart = Ranking w czasie
render-profile-chart-none = Jeszcze żadnej gry w rankingu: wykres zacznie się od pierwszej gry z innymi ludźmi.
render-profile-badges = Odznaki: { $n } z { $total }
render-badge-first-win = Pierwsza wygrana
render-badge-comeback = Z ostatniego miejsca
render-badge-streak = Trzy wygrane z rzędu
render-badge-one-day = Gra w jeden dzień
render-badge-marathon = Gra na 100 dni
render-badge-hard-coop = Wspólnie na trudnym
render-profile-best = najdłuższa seria: { $n }
render-profile-times = × { $n }
render-profile-pace = Czas na ruch
render-profile-median = zwykle { $time }
render-profile-pace-new = za mało tur, by ocenić
render-profile-missed = przegapione terminy: { $n }
render-profile-live = Stoły teraz
render-profile-live-n = { $n } { $n ->
    [one] stół
    [few] stoły
   *[many] stołów
}
render-profile-waiting = czekają na ruch: { $n }
render-profile-h2h = Bilans z tobą
render-profile-rivals = Najczęstsi współgracze
render-profile-h2h-none = Jeszcze żadnej wspólnej ukończonej gry.
render-profile-h2h-score = twój bilans { $ahead }–{ $behind }{ $level ->
    [0] {""}
   *[other] , remisy: { $level }
}
render-profile-h2h-coop = wspólnie: wygrane { $won } z { $n }
render-profile-h2h-you = Razem: { $n } { $n ->
    [one] gra
    [few] gry
   *[many] gier
}
render-profile-h2h-with = { $name }: { $n } { $n ->
    [one] gra
    [few] gry
   *[many] gier
}
