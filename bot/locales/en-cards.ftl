# The turn card (bot/discord_app/cards.py, notify.py): the deadline line and the "what I missed" button.
bot-card-deadline = ⏳ Turn deadline { $when }.
bot-btn-since = 🕘 What I missed
# "Since your last turn" (bot/discord_app/digest.py)
bot-since-nothing = Nobody else has moved since your last turn.
bot-btn-picture-at = 📷 { $n }. { $name }
bot-since-dm = Your turn in { $game } ({ $channel }). What happened since your last move:
