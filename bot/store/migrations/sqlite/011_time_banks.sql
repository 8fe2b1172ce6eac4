-- Paces (issue 56): a table keeps time by a per-turn deadline (turn_deadline, as before) or by a time bank per seat.
-- ``pace``: the bank's rule as JSON {"start": s, "add": s, "cap": s} (seconds: the bank each seat starts with, the
-- time each of its moves adds, the most it can hold); NULL: a per-turn deadline (every older table).
ALTER TABLE tables ADD COLUMN pace TEXT;

-- Each seat's bank between its turns (seconds); a seat with no row has the pace's start. A waiting seat's deadline is
-- its turn's start plus its bank; when its turn ends, what was left of it plus the pace's "add", up to the cap.
CREATE TABLE seat_banks (
    table_id  INTEGER NOT NULL REFERENCES tables (id),
    seat      INTEGER NOT NULL,
    bank      REAL    NOT NULL,
    PRIMARY KEY (table_id, seat)
);
