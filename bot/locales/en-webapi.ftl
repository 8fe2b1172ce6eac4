# The web table's answers (bot/web): refused links, refused requests. The page's own words are in en-web.ftl.
bot-webapi-refused-forged = This link is not valid. Ask the bot for your link again with /table web: my link.
bot-webapi-refused-expired = This link has expired. Ask the bot for a new one with /table web: my link.
bot-webapi-refused-revoked = This link was revoked. Ask the bot for a new one with /table web: my link.
bot-webapi-refused-gone = This table no longer exists.
bot-webapi-refused-not-yours = This seat is no longer yours, so this link opens nothing.
bot-webapi-csrf = The page is out of date. Reload it and try again.
bot-webapi-bad-request = The page sent something the bot does not understand. Reload it and try again.
bot-webapi-spectator = A spectator link shows the table; it cannot make moves.
