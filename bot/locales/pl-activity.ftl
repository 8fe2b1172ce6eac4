# Stół w Discordzie: aktywność (bot/web/activity.py, bot/discord_app/activity.py)
bot-activity-title = Plansza w Discordzie
bot-activity-signing-in = Logowanie przez Discorda…
bot-activity-failed = Nie udało się otworzyć stołu w Discordzie. Zamknij aktywność i otwórz ją ponownie; /stol www da ci link do przeglądarki.
bot-activity-not-in-discord = Ta strona otwiera się w Discordzie, przyciskiem Otwórz tutaj przy stole albo poleceniem aplikacji na kanale. W przeglądarce użyj swojego linku z /stol www.
bot-activity-code-used = To logowanie zostało już użyte. Zamknij aktywność i otwórz ją ponownie.
bot-activity-signin-refused = Discord nie potwierdził, kim jesteś. Zamknij aktywność i otwórz ją ponownie.
bot-activity-open = Otwórz tutaj
bot-activity-off = Stół w Discordzie nie jest włączony dla tego bota; /stol www da ci link do przeglądarki.
bot-cmd-activity-name = plansza
bot-cmd-activity-desc = Otwórz stół tego kanału w Discordzie
