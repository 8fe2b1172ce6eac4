-- Timers fire once across processes (issue 17): a process claims a due reminder or deadline by its key before it
-- posts, for ``until`` (a lease); ``done`` once posted. A process that dies mid-post loses its lease, and another one
-- posts instead (with the same message nonce, which Discord deduplicates).
CREATE TABLE timer_claims (
    kind    TEXT    NOT NULL,
    key     TEXT    NOT NULL,
    owner   TEXT    NOT NULL,
    until   DOUBLE PRECISION NOT NULL,
    done    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (kind, key)
);
CREATE INDEX timer_claims_until ON timer_claims (until);
