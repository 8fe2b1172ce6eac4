# The adventure check's lines about the Areas' map positions (games/thorgal/validate.py, Checker.positions).
thorgal-check-pos = a map position is [column, row]: two numbers from 0 to { $max }, not { $value }
thorgal-check-pos-all = give every Area a map position, or none; without one: { $areas }
thorgal-check-pos-overlap = Areas { $a } and { $b } overlap on the map: their positions are less than 1 apart both across and down
