# The table inside Discord: the Activity (bot/web/activity.py, bot/discord_app/activity.py)
bot-activity-title = Plansza in Discord
bot-activity-signing-in = Signing you in through Discord…
bot-activity-failed = The table could not be opened inside Discord. Close the Activity and open it again; /table web gives you a link for the browser.
bot-activity-not-in-discord = This page opens inside Discord, from a table's Open here button or the app's command in the channel. In a browser, use your link from /table web.
bot-activity-code-used = This sign-in was already used. Close the Activity and open it again.
bot-activity-signin-refused = Discord did not confirm who you are. Close the Activity and open it again.
bot-activity-open = Open here
bot-activity-off = The table inside Discord is not switched on for this bot; /table web gives you a link for the browser.
bot-cmd-activity-name = plansza
bot-cmd-activity-desc = Open this channel's table inside Discord
