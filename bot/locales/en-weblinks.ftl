# The web table from Discord and the console (issue 28): /table web, the turn card's 🌐 button, plansza-console --web.
# The command's option and its choices (bot/discord_app/commands.py)
bot-cmd-table-web-name = web
bot-cmd-table-web-desc = The table in your browser: your own link, a link for spectators, or revoke your links
bot-cmd-table-web-link = my link (only to me)
bot-cmd-table-web-spectator = spectators' link (for everyone)
bot-cmd-table-web-revoke = revoke my links
# The answers (bot/discord_app/weblinks.py)
bot-web-off = This bot has no web table: its operator has not turned it on.
bot-web-link = Your link to { $game } in the browser: { $url }
    Whoever opens it sees what you see, your hand included, so keep it to yourself. It expires { $when }; “/table web: revoke my links” voids it at once.
bot-web-link-spectator = You do not sit at this table, so here is its spectators' link (what everyone sees, no player's hand): { $url }
bot-web-spectators = { $name } shares the table with spectators (what everyone sees, no player's hand): { $url }
    The link expires { $when }.
bot-web-spectator-seated-only = Only a player seated at this table can post its spectators' link.
bot-web-revoked = Every link you got so far is void now. “/table web: my link” gives you a new one.
bot-btn-web = 🌐 In the browser
# plansza-console --web (bot/console/web.py)
bot-web-console-arg = serve the table in a browser too, on 127.0.0.1 (port: PLANSZA_WEB_PORT, else a free one)
bot-web-console-started = The web table is at { $url }; each seat's link is printed when a game starts, and again with “web”.
bot-web-console-links = { $game } in the browser, one link per seat (each shows that player's hand):
bot-web-console-seat = { $name }: { $url }
bot-web-console-spectators = spectators: { $url }
bot-web-console-off = The web table is off; start the console with --web.
bot-web-console-help =   web                                       the links of this channel's table in the browser (with --web)
bot-web-console-move = [a move made in the browser]
# bot/main.py: the operator's line when the web table cannot start
bot-web-cannot-listen = The web table cannot listen on { $host }:{ $port } ({ $problem }). Set PLANSZA_WEB_PORT to a free port (or PLANSZA_WEB_URL empty to run without the web table) and start the bot again.
bot-web-console-cannot-listen = The web table cannot listen on { $host }:{ $port } ({ $problem }). Set PLANSZA_WEB_PORT to a free port, or start the console without --web.
bot-web-console-serving = The input has ended; the table stays open in the browser at { $url } until Ctrl-C (a script that ends with “quit” leaves at once).
