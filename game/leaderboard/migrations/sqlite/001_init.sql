-- The players (a name is owned by the first secret that submitted it; its hash is kept) and their runs.
CREATE TABLE players (
    name_key    TEXT PRIMARY KEY,  -- the name folded to lower case: no two players differ by case alone
    name        TEXT NOT NULL,
    secret_hash TEXT NOT NULL,     -- hex SHA-256 of the name's key and the secret
    created_at  TEXT NOT NULL
);

CREATE TABLE runs (
    id            TEXT PRIMARY KEY,
    name_key      TEXT NOT NULL REFERENCES players (name_key),
    status        TEXT NOT NULL,   -- queued, verified, refused
    reason        TEXT NOT NULL DEFAULT '',
    date          TEXT NOT NULL,   -- the daily game's day, YYYY-MM-DD
    rules         TEXT NOT NULL,
    claim_outcome TEXT NOT NULL,
    claim_depth   INTEGER NOT NULL,
    claim_score   INTEGER NOT NULL,
    claim_turns   INTEGER NOT NULL,
    replay        BLOB NOT NULL,
    morgue        TEXT NOT NULL DEFAULT '',  -- the server's, from its own replay (once verified)
    submitted_at  TEXT NOT NULL,
    settled_at    TEXT NOT NULL DEFAULT ''
);

CREATE INDEX runs_board ON runs (date, rules, status, claim_score);
CREATE INDEX runs_player ON runs (name_key, submitted_at);
CREATE INDEX runs_status ON runs (status);
