-- A channel's most recent table whatever its status (/show and /history after a game ended): a lookup.
CREATE INDEX tables_channel ON tables (channel_id, id);
