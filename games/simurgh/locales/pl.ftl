# Simurgh — katalog polski. Klucze zaczynają się od „simurgh-”. Numer zasady dopisuje bot (GameError.rule).
simurgh-title = Simurgh
simurgh-err-players = W Simurgha gra od { $min } do { $max } osób, nie { $players }.
simurgh-err-first = Osoba zaczynająca to numer miejsca od 1 do { $players } (albo 0 — losowo), nie { $first }.
