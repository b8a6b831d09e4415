-- The fights of each verified run (issue 37, part 5; game/arena/archive), taken from the server's own replay
-- of it when it is verified, in the same transaction as its verdict.
CREATE TABLE fights (
    run_id TEXT NOT NULL REFERENCES runs (id),
    seq    INTEGER NOT NULL,  -- its order in the run, from 0
    data   TEXT NOT NULL,     -- the fingerprint of the data the run was played by (save.DataFingerprint)
    rules  TEXT NOT NULL,
    date   TEXT NOT NULL,     -- the daily game's day
    kinds  TEXT NOT NULL,     -- its creatures' kinds, each between commas: ,kobold,kobold shaman,
    fight  TEXT NOT NULL,     -- the fight as a line of the archive's file (archive.Line)
    PRIMARY KEY (run_id, seq)
);

CREATE INDEX fights_rules ON fights (data, rules, date);
