# Odpowiedzi stołu w przeglądarce (bot/web): odrzucone linki i żądania. Słowa samej strony są w pl-web.ftl.
bot-webapi-refused-forged = Ten link jest nieprawidłowy. Poproś bota o swój link jeszcze raz: /stol www: mój link.
bot-webapi-refused-expired = Ten link wygasł. Poproś bota o nowy: /stol www: mój link.
bot-webapi-refused-revoked = Ten link został unieważniony. Poproś bota o nowy: /stol www: mój link.
bot-webapi-refused-gone = Tego stołu już nie ma.
bot-webapi-refused-not-yours = To miejsce przy stole nie jest już Twoje, więc ten link niczego nie otwiera.
bot-webapi-csrf = Strona jest nieaktualna. Odśwież ją i spróbuj jeszcze raz.
bot-webapi-bad-request = Strona wysłała coś, czego bot nie rozumie. Odśwież ją i spróbuj jeszcze raz.
bot-webapi-spectator = Link dla widzów pokazuje stół, ale nie pozwala wykonywać ruchów.
