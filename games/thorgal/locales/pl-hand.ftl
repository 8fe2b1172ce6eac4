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
