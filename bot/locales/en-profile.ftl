# /profile (bot/discord_app/profile_cmds.py) and /settings profile:
bot-cmd-profile-name = profile
bot-cmd-profile-desc = A player's card: games, rating over time, badges, pace and your head-to-head
bot-cmd-profile-player-name = player
bot-cmd-profile-player-desc = Whose profile (default: yours)
bot-cmd-settings-profile-name = profile
bot-cmd-settings-profile-desc = Who sees your /profile and /stats: everybody, or only you
bot-settings-profile-shown = everybody
bot-settings-profile-hidden = only me
bot-settings-profile-line-shown = • Your profile and statistics: others may see them.
bot-settings-profile-line-hidden = • Your profile and statistics: hidden from others.
bot-err-profile = Choose who sees your profile: everybody or only you.
bot-profile-hidden = { $name } keeps their profile and statistics private.
bot-profile-only-yours = Outside a server, /profile shows only your own card; ask about another player in a server you share.
bot-profile-head = **{ $name }** on this server: { $played } { $played ->
    [one] game
   *[other] games
}, { $won } { $won ->
    [one] win
   *[other] wins
}.
bot-profile-head-anywhere = **{ $name }**, in every server: { $played } { $played ->
    [one] game
   *[other] games
}, { $won } { $won ->
    [one] win
   *[other] wins
}.
bot-profile-badges = Badges: { $badges }.
bot-profile-badges-none = No badge yet: the first win brings one.
bot-profile-h2h = Head-to-head: { $n } { $n ->
    [one] game
   *[other] games
} together; { $parts }.
bot-profile-h2h-none = Head-to-head: no finished game together yet.
bot-profile-rivals = Played with most: { $rivals }.
bot-profile-rival = { $name } (games together: { $n }; { $parts })
bot-profile-record = your record { $ahead }–{ $behind }{ $level ->
    [0] {""}
   *[other] , { $level } tied
}
bot-profile-coop = co-op { $won } of { $n } won
bot-profile-game = • { $game }: { $won } of { $played } won, rating { $rating }
bot-profile-pace = Time to move: usually { $median }; deadlines missed: { $missed }.
bot-profile-pace-new = Time to move: too few turns to tell; deadlines missed: { $missed }.
bot-profile-live = Tables now: { $n }; waiting for their move: { $waiting }.
