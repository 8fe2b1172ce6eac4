# Co numeruje prywatny obrazek pytania, słowami (issue 52: co pokazuje prywatny obrazek, mówi też tekst).

## Podsumowanie prywatne (DM, /reka): pytanie, potem jeden wiersz na rodzaj
thorgal-hand-lines = { $first }
    { $rest }
thorgal-hand-semicolon = { $first }; { $rest }
thorgal-hand-spaces = Wolne pola w zasięgu: { $spaces }.
thorgal-hand-wounds = Rany, które można zdjąć tym leczeniem: { $wounds }.
thorgal-hand-shapes = Ułożenia według kształtu: { $shapes }.
thorgal-hand-shape = { $shape } ({ $last ->
        [1] 1
       *[other] 1–{ $last }
    })
thorgal-hand-dice = Kości do położenia (w nawiasach numery ułożeń kafelków): { $dice }.
thorgal-hand-die = kość { $n } ({ $colour }) — { $tile }

## Stół słowami (tekst alternatywny obrazka, issue 55)
thorgal-alt-turn = Runda { $round }; działa { $hero }.
thorgal-alt-round = Runda { $round }.
thorgal-alt-row = Rząd Akcji: { $cards }.
thorgal-alt-row-card = { $n } — { $card }
thorgal-alt-row-card-tokens = { $n } — { $card } ({ $tokens })
thorgal-alt-none = brak
thorgal-alt-hero = { $hero } — Obszar: { $area }; { $resources }; zagrożenie { $threat }; poziom Walki { $combat }, poziom Wędrówki { $journey }; rany: { $wounds }; przedmioty: { $items }.
thorgal-alt-enemies-at = Wrogowie — { $where }: { $enemies }.
thorgal-alt-display = Ekspozycja Przedmiotów: { $items }.
