## Dane gracza (/prywatnosc, issue 31)

privacy-erased-player = Gracz { $seat }
privacy-erased-someone = Usunięty gracz
privacy-err-erase-live = Najpierw { $tables ->
    [one] opuść stół, przy którym siedzisz
   *[other] opuść stoły, przy których siedzisz ({ $tables })
} (/opusc) albo oddaj swoje miejsce innej osobie (/zastap). Dopiero wtedy można usunąć Twoje dane.

## /prywatnosc
bot-cmd-privacy-name = prywatnosc
bot-cmd-privacy-desc = Twoje dane w bocie: co przechowuje, eksport i usunięcie
bot-cmd-privacy-info-name = informacje
bot-cmd-privacy-info-desc = Co bot o Tobie przechowuje, po co i jak długo
bot-cmd-privacy-export-name = eksport
bot-cmd-privacy-export-desc = Wyślij mi plik JSON ze wszystkimi moimi danymi
bot-cmd-privacy-erase-name = usun
bot-cmd-privacy-erase-desc = Usuń moje dane (w rozegranych grach zostanę anonimowym graczem)

privacy-note =
    {"**"}Twoje dane w Planszy**
    Bot przechowuje o Tobie: identyfikator i nazwę z Discorda (taką, jaką widać przy stole), miejsca i ruchy we wszystkich grach, treść wiadomości prywatnych, które Ci wysłał (Twoje karty i informacje), ustawienia (strefa czasowa, cisza nocna, urlop, przypomnienia), język Twojego Discorda oraz statystyki i ranking wyliczane z rozegranych gier.
    Po co: żeby prowadzić partie (kto siedzi przy stole, czyja kolej, komu wysłać karty), przypominać o ruchu w Twoich godzinach, pokazywać historię, powtórki i statystyki serwera.
    Jak długo: { $days ->
        [0] tak długo, jak działa bot; rozegrane gry zostają w historii serwera.
       *[other] gra w toku trwa do swojego końca; { $days } dni po zakończeniu gry nazwy i identyfikatory graczy zastępujemy anonimowymi („Gracz 1”, „Gracz 2”…).
    }
    `/prywatnosc eksport` – plik JSON ze wszystkim, co bot o Tobie przechowuje (wysyłamy go w wiadomości prywatnej).
    `/prywatnosc usun` – usuwa Twoje ustawienia, a w rozegranych grach zastępuje Twój identyfikator i nazwę anonimowym graczem; ruchy i wyniki zostają, żeby pozostali gracze nie stracili swojej historii. Najpierw opuść gry w toku.
privacy-export-sent = Plik z Twoimi danymi czeka w wiadomości prywatnej.
privacy-export-dm = Twoje dane w Planszy (format opisany w PRIVACY.md).
privacy-export-here = Nie mogę wysłać Ci wiadomości prywatnej, więc plik z Twoimi danymi jest tutaj (widzisz go tylko Ty).
privacy-erase-confirm = Usunąć Twoje dane? Ustawienia znikną, a w { $tables ->
    [0] rozegranych grach (na razie żadnej)
    [one] jednej rozegranej grze
   *[other] rozegranych grach ({ $tables })
} zostaniesz anonimowym graczem. Tego nie da się cofnąć.
privacy-btn-erase = Tak, usuń moje dane
privacy-btn-keep = Nie, zostaw
privacy-erased = Gotowe: Twoje dane są usunięte. { $tables ->
    [0] Nie było Cię w żadnej zapisanej grze.
    [one] W jednej grze jesteś teraz anonimowym graczem.
   *[other] W rozegranych grach ({ $tables }) jesteś teraz anonimowym graczem.
}
privacy-kept = Nic nie zostało usunięte.

## konsola
privacy-console-help = {"  "}<imię> privacy [export | erase [yes]]      moje dane: co bot przechowuje, plik JSON, usunięcie
privacy-console-export = Dane osoby { $name } zapisane w pliku { $path }.
privacy-console-confirm = Żeby usunąć, wpisz „{ $command }”.
