# The profile picture (/profile, renderers/profile_card.py)
render-profile-title = Profile
render-profile-totals = { $played } { $played ->
    [one] game
   *[other] games
} · { $won } { $won ->
    [one] win
   *[other] wins
}
render-profile-games = Games
render-profile-rating = Rating
render-profile-no-games = No finished games yet.
render-profile-game-figures = { $won } of { $played } won
render-profile-chart = Rating over time
render-profile-chart-none = No rated game yet: the chart starts with the first game against other people.
render-profile-badges = Badges: { $n } of { $total }
render-badge-first-win = First win
render-badge-comeback = Won from last place
render-badge-streak = Three wins in a row
render-badge-one-day = A game in a day
render-badge-marathon = A 100-day game
render-badge-hard-coop = Co-op win on hard
render-profile-best = best run: { $n }
render-profile-times = × { $n }
render-profile-pace = Time to move
render-profile-median = usually { $time }
render-profile-pace-new = too few turns to tell
render-profile-missed = deadlines missed: { $n }
render-profile-live = Tables now
render-profile-live-n = { $n } { $n ->
    [one] table
   *[other] tables
}
render-profile-waiting = waiting for their move: { $n }
render-profile-h2h = Your head-to-head
render-profile-rivals = Played with most
render-profile-h2h-none = No finished game together yet.
render-profile-h2h-score = your record { $ahead }–{ $behind }{ $level ->
    [0] {""}
   *[other] , { $level } tied
}
render-profile-h2h-coop = co-op: { $won } of { $n } won
render-profile-h2h-you = Together: { $n } { $n ->
    [one] game
   *[other] games
}
render-profile-h2h-with = { $name }: { $n } { $n ->
    [one] game
   *[other] games
}
