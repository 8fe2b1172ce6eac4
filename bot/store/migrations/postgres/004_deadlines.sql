-- Decision windows (Thorgal TG-ASY-1..3): when a table's current decision times out, for table ``version``.
CREATE TABLE deadlines (
    table_id    BIGINT  PRIMARY KEY REFERENCES tables (id),
    version     INTEGER NOT NULL,
    due_at      DOUBLE PRECISION NOT NULL,
    expired     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX deadlines_due ON deadlines (due_at) WHERE expired = 0;
