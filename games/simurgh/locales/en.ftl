# Simurgh — English catalog. Keys start with "simurgh-". Rule IDs are appended by the bot from GameError.rule.
simurgh-title = Simurgh
simurgh-err-players = Simurgh is played by { $min } to { $max } players, not { $players }.
simurgh-err-first = The start player is a seat number from 1 to { $players } (or 0: at random), not { $first }.
