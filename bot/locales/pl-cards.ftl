# The turn card (bot/discord_app/cards.py, notify.py): the deadline line and the "what I missed" button.
bot-card-deadline = ⏳ Termin ruchu upływa { $when }.
bot-btn-since = 🕘 Co mnie ominęło
# "Since your last turn" (bot/discord_app/digest.py)
bot-since-nothing = Od twojej ostatniej kolejki nikt inny nie wykonał ruchu.
bot-btn-picture-at = 📷 { $n }. { $name }
bot-since-dm = Twoja kolejka w grze { $game } ({ $channel }). Co się działo od twojego ostatniego ruchu:
