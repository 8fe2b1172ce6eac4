# Komunikaty sprawdzania przygody o pozycjach Obszarów na mapie (games/thorgal/validate.py, Checker.positions).
thorgal-check-pos = pozycja na mapie to [kolumna, wiersz]: dwie liczby od 0 do { $max }, a nie { $value }
thorgal-check-pos-all = podaj pozycję na mapie każdego Obszaru albo żadnego; bez pozycji: { $areas }
thorgal-check-pos-overlap = Obszary { $a } i { $b } nachodzą na siebie na mapie: ich pozycje różnią się o mniej niż 1 zarówno w poziomie, jak i w pionie
