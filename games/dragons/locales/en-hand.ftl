# A seat's hand in words (issue 52: what the private picture shows, the text says).

## Private summary (DMs, /hand): the drawn card, then the dream it goes to (by slot number, as on the picture)
dragons-hand-drawn = { $drawn }
    { $dream }
dragons-hand-dream = Your dream by slot: { $up }; face down: { $down }.
dragons-hand-slot-up = { $slot } — { $card }
dragons-hand-none = nothing face up
