-- A table's own options beside the game's (issue 30), as JSON: ``hints`` (the 💡 button for learners, off by
-- default) and ``standins_rated`` (is a game played partly by a vacation stand-in rated; on by default). Chosen at
-- creation, shown in the lobby; an old table reads '{}' and gets the defaults.
ALTER TABLE tables ADD COLUMN flags TEXT NOT NULL DEFAULT '{}';
