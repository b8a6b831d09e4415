//go:build !js

package leaderboard

import (
	_ "github.com/jackc/pgx/v5/stdlib" // database/sql's "pgx": PostgreSQL, by a postgres:// string
	_ "modernc.org/sqlite"             // database/sql's "sqlite": a SQLite file, pure Go
)
