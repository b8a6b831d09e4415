// balance --sweep: the balance sheet again at each step of the attacker's rank, Strength, Dexterity or
// stance, a row per step (DCSS's fsim skill sweep, exact); --plot draws the curves into a PNG.

package cli

import (
	"encoding/csv"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"

	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/game"
)

// Sweep is what --sweep varies and over which steps: rank, str or dex over From..To, or every stance.
type Sweep struct {
	What     string   // "rank", "str", "dex" or "stance"
	From, To int      // the numbers' range, both ends counted
	Stances  []string // the stances, for "stance"
}

// ParseSweep reads --sweep: "rank=0..10", "str=8..18", "dex=5..15", or "stance" (every stance of d, in
// stances.toml's order; "stance=a,b" for some). A range is within its flag's (--rank, --str, --dex), at
// most 100 steps.
func ParseSweep(d *assets.Data, s string) (Sweep, error) {
	what, rng, _ := strings.Cut(s, "=")
	what = strings.ToLower(strings.TrimSpace(what))
	switch what {
	case "stance":
		sw := Sweep{What: what, Stances: d.StanceNames()}
		if rng != "" {
			sw.Stances = nil
			for _, n := range strings.Split(rng, ",") {
				st, err := only(strings.TrimSpace(n), "stance", d.StanceNames())
				if err != nil {
					return Sweep{}, err
				}
				sw.Stances = append(sw.Stances, st[0])
			}
		}
		return sw, nil
	case "rank", "str", "dex":
		lo, hi := 0, combat.MaxAttribute // the rules' range of Strength and Dexterity, as --str and --dex
		if what == "rank" {
			hi = assets.MaxRank
		}
		a, b, ok := strings.Cut(rng, "..")
		from, err1 := strconv.Atoi(strings.TrimSpace(a))
		to, err2 := strconv.Atoi(strings.TrimSpace(b))
		if !ok || err1 != nil || err2 != nil || from > to || to-from > 100 || from < lo || to > hi {
			return Sweep{}, fmt.Errorf("want %s=FROM..TO, such as %s=0..10, from %d to %d (at most 100 steps)", what, what, lo, hi)
		}
		return Sweep{What: what, From: from, To: to}, nil
	}
	return Sweep{}, fmt.Errorf("want rank=FROM..TO, str=FROM..TO, dex=FROM..TO or stance")
}

// steps are the sweep's steps as the table writes them.
func (sw Sweep) steps() []string {
	if sw.What == "stance" {
		return sw.Stances
	}
	var out []string
	for v := sw.From; v <= sw.To; v++ {
		out = append(out, strconv.Itoa(v))
	}
	return out
}

// at is spec at step i of the sweep.
func (sw Sweep) at(spec game.AttackSpec, i int) game.AttackSpec {
	switch sw.What {
	case "stance":
		spec.Stance = sw.Stances[i]
	case "rank":
		spec.Rank = sw.From + i
	case "str":
		spec.Str = sw.From + i
	case "dex":
		spec.Dex = sw.From + i
	}
	return spec
}

// SweepRow is a balance row at one step of a sweep.
type SweepRow struct {
	Step string
	Row
}

// SweepSheet is the balance sheet of weapons against creatures at every step of sw.
func SweepSheet(d *assets.Data, rules ruleset.RuleSet, weapons, creatures []string, spec game.AttackSpec, sw Sweep) ([]SweepRow, error) {
	var out []SweepRow
	for i, step := range sw.steps() {
		rows, err := SheetUnder(d, rules, weapons, creatures, sw.at(spec, i))
		if err != nil {
			return nil, fmt.Errorf("%s %s: %w", sw.What, step, err)
		}
		for _, r := range rows {
			out = append(out, SweepRow{Step: step, Row: r})
		}
	}
	return out, nil
}

// sweepBalance prints the sweep's rows (a table, or CSV) and draws plot when asked.
// given are the flags given: a sweep of rank, str or dex (or stance) is instead of that flag.
func sweepBalance(e env, d *assets.Data, rules ruleset.RuleSet, weapons, creatures []string, spec game.AttackSpec, sweep, plot string, asCSV bool, given map[string]bool) int {
	sw, err := ParseSweep(d, sweep)
	if err != nil {
		return fail(e, "balance", badValue("sweep", sweep, err))
	}
	if given[sw.What] {
		return fail(e, "balance", usageError{fmt.Errorf("flags --sweep %s and --%s: want one or the other, not both (the sweep steps the %s)", sweep, sw.What, sw.What)})
	}
	rows, err := SweepSheet(d, rules, weapons, creatures, spec, sw)
	if err != nil {
		return fail(e, "balance", err)
	}
	if plot != "" {
		if err := plotSweep(plot, sw, rows); err != nil {
			return fail(e, "balance", err)
		}
	}
	if asCSV {
		w := csv.NewWriter(e.stdout)
		_ = w.Write([]string{sw.What, "weapon", "target", "hit", "crit", "mean_damage", "damage_per_second", "attacks_to_kill"})
		for _, r := range rows {
			_ = w.Write([]string{r.Step, r.Weapon, r.Target, fmt.Sprintf("%.6f", r.Hit), fmt.Sprintf("%.6f", r.Crit),
				fmt.Sprintf("%.6f", r.MeanDamage), fmt.Sprintf("%.6f", r.PerSecond), killText(r.ToKill)})
		}
		w.Flush()
		if err := w.Error(); err != nil {
			return fail(e, "balance", err)
		}
		return ExitOK
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "%s\tweapon\ttarget\thit\tcrit\tdamage/attack\tdamage/second\tattacks to kill\t\n", sw.What)
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%.2f\t%.3f\t%s\t\n", r.Step, r.Weapon, r.Target, pct(r.Hit), pct(r.Crit), r.MeanDamage, r.PerSecond, killText(r.ToKill))
	}
	return flushed(e, "balance", tw)
}

// plotColours are the curves' colours, in turn.
var plotColours = []color.RGBA{{0x1f, 0x77, 0xb4, 255}, {0xd6, 0x27, 0x28, 255}, {0x2c, 0xa0, 0x2c, 255},
	{0xff, 0x7f, 0x0e, 255}, {0x94, 0x67, 0xbd, 255}, {0x8c, 0x56, 0x4b, 255}, {0xe3, 0x77, 0xc2, 255}, {0x7f, 0x7f, 0x7f, 255}}

// plotSweep draws damage per second against the sweep's steps, a curve for each weapon and target, into
// the PNG file path.
func plotSweep(path string, sw Sweep, rows []SweepRow) error {
	const w, h, left, right, top, bottom = 800, 500, 60, 220, 30, 40
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	steps := sw.steps()
	type key struct{ w, t string }
	var keys []key
	series := map[key][]float64{}
	ymax := 0.0
	for _, r := range rows {
		k := key{r.Weapon, r.Target}
		if _, ok := series[k]; !ok {
			keys = append(keys, k)
		}
		series[k] = append(series[k], r.PerSecond)
		ymax = max(ymax, r.PerSecond)
	}
	if ymax <= 0 {
		ymax = 1
	}
	ink := color.RGBA{0, 0, 0, 255}
	grey := color.RGBA{0xcc, 0xcc, 0xcc, 255}
	px := func(i int) int {
		if len(steps) < 2 {
			return left
		}
		return left + i*(w-left-right)/(len(steps)-1)
	}
	py := func(v float64) int { return h - bottom - int(v/ymax*float64(h-top-bottom)) }
	text := func(x, y int, s string, c color.Color) {
		dr := font.Drawer{Dst: img, Src: image.NewUniform(c), Face: basicfont.Face7x13, Dot: fixed.P(x, y)}
		dr.DrawString(s)
	}
	for i := 0; i <= 4; i++ {
		v := ymax * float64(i) / 4
		line(img, left, py(v), w-right, py(v), grey)
		text(4, py(v)+4, strconv.FormatFloat(v, 'f', 2, 64), ink)
	}
	line(img, left, top, left, h-bottom, ink)
	line(img, left, h-bottom, w-right, h-bottom, ink)
	for i, s := range steps {
		line(img, px(i), h-bottom, px(i), h-bottom+4, ink)
		text(px(i)-len(s)*7/2, h-bottom+16, s, ink)
	}
	text(left, 18, "damage per second by "+sw.What, ink)
	for n, k := range keys {
		c := plotColours[n%len(plotColours)]
		vs := series[k]
		for i := 1; i < len(vs); i++ {
			line(img, px(i-1), py(vs[i-1]), px(i), py(vs[i]), c)
		}
		if n < (h-top)/16 {
			text(w-right+10, top+10+n*16, k.w+" / "+k.t, c)
		}
	}
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("--plot: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("--plot %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("--plot %s: %w", path, err)
	}
	return nil
}

// line draws a line two pixels thick from (x0,y0) to (x1,y1).
func line(img *image.RGBA, x0, y0, x1, y1 int, c color.RGBA) {
	n := max(abs(x1-x0), abs(y1-y0), 1)
	for i := 0; i <= n; i++ {
		x := x0 + int(math.Round(float64((x1-x0)*i)/float64(n)))
		y := y0 + int(math.Round(float64((y1-y0)*i)/float64(n)))
		img.SetRGBA(x, y, c)
		img.SetRGBA(x+1, y, c)
		img.SetRGBA(x, y+1, c)
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
