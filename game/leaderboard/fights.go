// The archive of real fights (issue 37, part 5): the fights of every verified run, taken from the server's
// own replay (game/arena/archive), kept in the fights table and served as the archive's file.

package leaderboard

import (
	"context"
	"fmt"
	"io"
	"net/http"
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
	data := save.DataFingerprint(s.cfg.Data)
	lines, err := s.store.fights(r.Context(), data, q)
	if err != nil {
		s.answer(w, nil, err)
		return
	}
	cors(w)
	w.Header().Set("Content-Type", "application/x-ndjson")
	w.Header().Set("Content-Disposition", `attachment; filename="cleave-fights.jsonl"`)
	if err := archive.WriteLines(w, data, lines); err != nil {
		s.cfg.Log.Printf("fights: %v", err)
	}
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
	data := save.DataFingerprint(d)
	lines, err := st.fights(ctx, data, q)
	if err != nil {
		return 0, err
	}
	return len(lines), archive.WriteLines(w, data, lines)
}
