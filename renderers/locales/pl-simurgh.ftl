# Teksty na obrazkach Simurgh (po polsku). Klucze: render-simurgh-<nazwa>. Nazwy rzeczy pochodzą z katalogu gry.
render-simurgh-over = Koniec gry: wyniki końcowe
render-simurgh-phase-draft_power = Przygotowanie Władcy Smoków: draft mocy
render-simurgh-phase-draft_action = Przygotowanie Władcy Smoków: draft akcji
render-simurgh-phase-dragon_choice = Przygotowanie Władcy Smoków: tajny wybór smoka
render-simurgh-turn = Tura: { $player }
render-simurgh-turn-final = Ostatnia runda: { $player }
render-simurgh-counters = Kronika { $chronicle }/{ $ct } · Pomnik { $objectives }/{ $ot }
render-simurgh-city = Miasto (∞ = dowolnie wielu wasali; fioletowe = tylko Jeźdźcy smoków)
render-simurgh-wilds = Dzicz
render-simurgh-empty = wolne, nagroda:
render-simurgh-blocked = zablokowane (2 osoby)
render-simurgh-market = Kwatery zwiadowców (w stosie: { $stack }) · Pomnik Władcy Smoków
render-simurgh-players = Gracze: PM, surowce, wasale w zapasie, znaczniki, ręka
render-simurgh-hand = na ręce: { $n }
render-simurgh-monument-short = 3 cele, połóż ≤ 1
render-simurgh-scouts-short = + kup płytkę
render-simurgh-power-hidden = płytki mocy: { $n } (tajne)
render-simurgh-hand-line = Ręka: { $tiles }
render-simurgh-your-hand = Twoja ręka (płytek: { $n }; w ramce pola, na które cię teraz stać)
render-simurgh-secret-offer = Tylko ty to widzisz:
render-simurgh-goal-markers-on-colours = Najwięcej znaczników na smokach: { $colours }
render-simurgh-goal-markers-on-all-dragons = Najwięcej znaczników na wszystkich twoich smokach
render-simurgh-goal-vegetables-plus-meat = Najwięcej warzyw + mięsa
