-- Finding a channel's most recent table whatever its status (/show and /history after a game ended) used to scan
-- every table: 7-12 ms at 10,000 stored tables, growing with the table count. This index makes it a lookup.
CREATE INDEX tables_channel ON tables (channel_id, id);
