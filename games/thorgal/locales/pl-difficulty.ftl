# TG-S-21: poziom trudności stołu (jego liczby są danymi przygody, games/thorgal/data/components.json)
thorgal-opt-difficulty = Poziom trudności
thorgal-opt-difficulty-easy = Łatwy
thorgal-opt-difficulty-normal = Normalny
thorgal-opt-difficulty-hard = Trudny
thorgal-check-difficulty = poziom trudności { $value }: { $problem ->
    [level] nie jest żadnym z easy, normal, hard
    [track] początek toru przygody leży poza torem
   *[other] { $problem }
}
