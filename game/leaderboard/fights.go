// The archive of real fights (issue 37, part 5): the fights of every verified run, taken from the server's
// own replay (game/arena/archive), kept in the fights table and served as the archive's file.

package leaderboard

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game/arena/archive"
	"github.com/cleave-game/cleave/game/save"
)

// storable are the fights of run q (played by data of fingerprint data) as the fights table keeps them; a
// fight too large for the file (archive.MaxLine) is left out and said in the log.
func (s *Server) storable(q queued, data string, fights []archive.Fight) []storedFight {
	out := make([]storedFight, 0, len(fights))
	for _, f := range fights {
		f.Run = q.id
		line, err := archive.Line(f)
		if err != nil {
			s.cfg.Log.Printf("run %s: fight at turn %d left out of the archive: %v", q.id, f.Turn, err)
			continue
		}
		out = append(out, storedFight{data: data, rules: f.Rules, date: f.Date, kinds: "," + strings.Join(f.Kinds(), ",") + ",", line: string(line)})
	}
	return out
}

// fightQuery reads and checks a query of the archive against data d: the rule set and the creature by
// their names in d (any case), the limit 1 to MaxExport (0: MaxExport).
func fightQuery(d *assets.Data, rules, creature string, limit int) (FightQuery, error) {
	q := FightQuery{Limit: limit}
	if limit == 0 {
		q.Limit = MaxExport
	}
	if q.Limit < 1 || q.Limit > MaxExport {
		return FightQuery{}, fmt.Errorf("a limit of %d fights: want 1 to %d", limit, MaxExport)
	}
	if rules != "" {
		rs, err := d.RuleSet(rules)
		if err != nil {
			return FightQuery{}, err
		}
		q.Rules = rs.Name()
	}
	if creature != "" {
		c, ok := d.Creature(creature)
		if !ok {
			return FightQuery{}, fmt.Errorf("no creature %q in the server's data (creatures.toml)", creature)
		}
		q.Creature = c.Name
	}
	return q, nil
}

// MaxExports is how many exports of the archive the server writes at once; one more is answered 503 busy.
const MaxExports = 2

// getFights is GET /api/fights?rules=R&creature=C&limit=N: the archive's file of the fights asked for.
func (s *Server) getFights(w http.ResponseWriter, r *http.Request) {
	v := r.URL.Query()
	limit := 0
	if l := v.Get("limit"); l != "" {
		var err error
		if limit, err = strconv.Atoi(l); err != nil || limit < 1 {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": fmt.Sprintf("limit %q: want 1 to %d", l, MaxExport)})
			return
		}
	}
	q, err := fightQuery(s.cfg.Data, v.Get("rules"), v.Get("creature"), limit)
	if err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
		return
	}
	select {
	case s.exports <- struct{}{}:
		defer func() { <-s.exports }()
	default:
		w.Header().Set("Retry-After", "10")
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"error": fmt.Sprintf("%d exports of the archive are being written: try again in a few seconds", MaxExports)})
		return
	}
	cors(w)
	w.Header().Set("Content-Type", "application/x-ndjson")
	w.Header().Set("Content-Disposition", `attachment; filename="cleave-fights.jsonl"`)
	if _, err := writeFights(r.Context(), s.store, save.DataFingerprint(s.cfg.Data), q, w); err != nil {
		s.cfg.Log.Printf("fights: %v", err)
	}
}

// writeFights writes the archive's file of the fights q asks for, played by data of fingerprint data, from
// st to w, and returns how many it wrote. The lines go first to a temporary file (the header counts them),
// one at a time: an export of the most fights takes the memory of one.
func writeFights(ctx context.Context, st *store, data string, q FightQuery, w io.Writer) (int, error) {
	tmp, err := os.CreateTemp("", "cleave-fights-*.jsonl")
	if err != nil {
		return 0, fmt.Errorf("leaderboard: fights: %w", err)
	}
	defer os.Remove(tmp.Name())
	defer tmp.Close()
	bw := bufio.NewWriter(tmp)
	n, err := st.eachFight(ctx, data, q, func(line []byte) error {
		bw.Write(line)
		return bw.WriteByte('\n')
	})
	if err == nil {
		err = bw.Flush()
	}
	if err == nil {
		_, err = tmp.Seek(0, io.SeekStart)
	}
	if err != nil {
		return 0, fmt.Errorf("leaderboard: fights: %w", err)
	}
	if err := archive.WriteHeader(w, data, n); err != nil {
		return 0, err
	}
	if _, err := io.Copy(w, tmp); err != nil {
		return 0, fmt.Errorf("leaderboard: fights: %w", err)
	}
	return n, nil
}

// ExportFights writes the archive's file of the fights q asks for (rules, creature by name, limit: 0 for
// MaxExport) from the database db, of data d (nil: the embedded data), to w: the command's `fights`. It
// opens the database as the server does (applying the migrations it lacks) and verifies nothing. It
// returns how many fights it wrote.
func ExportFights(ctx context.Context, db string, d *assets.Data, rules, creature string, limit int, w io.Writer) (int, error) {
	if d == nil {
		var err error
		if d, err = assets.Load(nil); err != nil {
			return 0, fmt.Errorf("leaderboard: the embedded data: %w", err)
		}
	}
	q, err := fightQuery(d, rules, creature, limit)
	if err != nil {
		return 0, fmt.Errorf("leaderboard: %w", err)
	}
	st, err := openStore(ctx, db)
	if err != nil {
		return 0, err
	}
	defer st.Close()
	return writeFights(ctx, st, save.DataFingerprint(d), q, w)
}
