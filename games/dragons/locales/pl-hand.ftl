# Ręka gracza słowami (issue 52: co pokazuje prywatny obrazek, mówi też tekst).

## Podsumowanie prywatne (DM, /reka): dobrana karta, potem sen, do którego trafi (numery miejsc jak na obrazku)
dragons-hand-drawn = { $drawn }
    { $dream }
dragons-hand-dream = Twój sen według miejsc: { $up }; zakryte: { $down }.
dragons-hand-slot-up = { $slot } — { $card }
dragons-hand-none = nic odkrytego
