# TG-S-21: the table's difficulty (its figures are data of the adventure, games/thorgal/data/components.json)
thorgal-opt-difficulty = Difficulty
thorgal-opt-difficulty-easy = Easy
thorgal-opt-difficulty-normal = Normal
thorgal-opt-difficulty-hard = Hard
thorgal-check-difficulty = difficulty level { $value }: { $problem ->
    [level] not one of easy, normal, hard
    [track] the adventure track's start is outside the track
   *[other] { $problem }
}
