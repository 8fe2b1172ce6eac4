# Stół w przeglądarce z Discorda i z konsoli (issue 28): /stol www, przycisk 🌐 na karcie tury, plansza-console --web.
# Opcja komendy i jej wybory (bot/discord_app/commands.py)
bot-cmd-table-web-name = www
bot-cmd-table-web-desc = Stół w przeglądarce: twój własny link, link dla widzów albo unieważnienie twoich linków
bot-cmd-table-web-link = mój link (tylko dla mnie)
bot-cmd-table-web-spectator = link dla widzów (dla wszystkich)
bot-cmd-table-web-revoke = unieważnij moje linki
# Odpowiedzi (bot/discord_app/weblinks.py)
bot-web-off = Ten bot nie ma stołu w przeglądarce: jego operator go nie włączył.
bot-web-link = Twój link do gry { $game } w przeglądarce: { $url }
    Kto go otworzy, zobaczy to samo co ty, także twoją rękę, więc zachowaj go dla siebie. Link wygasa { $when }; komenda „/stol www: unieważnij moje linki” unieważnia go od razu.
bot-web-link-spectator = Nie siedzisz przy tym stole, więc dostajesz link dla widzów (to, co widzą wszyscy, bez kart graczy na ręce): { $url }
bot-web-spectators = { $name } udostępnia stół widzom (to, co widzą wszyscy, bez kart graczy na ręce): { $url }
    Link wygasa { $when }.
bot-web-spectator-seated-only = Link dla widzów może opublikować tylko osoba, która siedzi przy tym stole.
bot-web-revoked = Wszystkie twoje dotychczasowe linki są już nieważne. Nowy dostaniesz komendą „/stol www: mój link”.
bot-btn-web = 🌐 W przeglądarce
# plansza-console --web (bot/console/web.py)
bot-web-console-arg = pokaż stół także w przeglądarce, pod 127.0.0.1 (port: PLANSZA_WEB_PORT, a bez niego dowolny wolny)
bot-web-console-started = Stół w przeglądarce działa pod adresem { $url }; link każdego miejsca pojawi się na początku gry, a potem po komendzie „web”.
bot-web-console-links = { $game } w przeglądarce, jeden link na miejsce (każdy pokazuje rękę swojego gracza):
bot-web-console-seat = { $name }: { $url }
bot-web-console-spectators = widzowie: { $url }
bot-web-console-off = Stół w przeglądarce jest wyłączony; uruchomcie konsolę z opcją --web.
bot-web-console-help =   web                                       linki do stołu z tego kanału w przeglądarce (z opcją --web)
bot-web-console-move = [ruch wykonany w przeglądarce]
# bot/main.py: komunikat dla operatora, gdy stół w przeglądarce nie może ruszyć
bot-web-cannot-listen = Stół w przeglądarce nie może nasłuchiwać pod { $host }:{ $port } ({ $problem }). Ustawcie w PLANSZA_WEB_PORT wolny port (albo zostawcie PLANSZA_WEB_URL puste, by uruchomić bota bez niego) i uruchomcie bota ponownie.
bot-web-console-cannot-listen = Stół w przeglądarce nie może nasłuchiwać pod { $host }:{ $port } ({ $problem }). Ustawcie w PLANSZA_WEB_PORT wolny port albo uruchomcie konsolę bez --web.
bot-web-console-serving = Wejście się skończyło; stół jest otwarty w przeglądarce pod { $url }, dopóki nie naciśniecie Ctrl-C (skrypt zakończony poleceniem „quit” kończy od razu).
