-- The web table (issue 28): the secret that signs personal links (32 random bytes, hex; created on first use and
-- shared by every process of the bot), and the revocations: a user's links issued at or before ``revoked_at``
-- (unix seconds) are void.
CREATE TABLE web_keys (
    name        TEXT    PRIMARY KEY,
    secret      TEXT    NOT NULL,
    created_at  DOUBLE PRECISION NOT NULL
);

CREATE TABLE web_link_revocations (
    user_id     TEXT    PRIMARY KEY,
    revoked_at  BIGINT  NOT NULL
);
