// words.toml: the phrases that say a chance in words.

package assets

// HitWord is one band of the chance to hit and its phrase (words.toml [[hit]]).
type HitWord struct {
	// Below is where the band ends: a chance under it (and at least the band before's) takes Phrase.
	Below float64
	// Phrase fits "you would hit it ___".
	Phrase string
}

type wordsFile struct {
	Hit []hitRow `toml:"hit"`
}

type hitRow struct {
	Below  float64 `toml:"below"`
	Phrase string  `toml:"phrase"`
}

// wordsFile checks words.toml: at least one [[hit]], bounds rising, the last one 1.
func (l *loader) wordsFile(file string, data []byte) {
	var last *ent
	lastGood := false // the last row was taken (a row already reported is not reported again)
	for _, g := range decodeGroups[wordsFile](file, data, &l.errs) {
		if g.table != "hit" || !g.ok || len(g.val.Hit) != 1 {
			continue
		}
		r := g.val.Hit[0]
		last, lastGood = g.ent, false
		if !g.require("below", "phrase") {
			continue
		}
		g.nonEmpty("phrase", r.Phrase)
		if r.Below <= 0 || r.Below > 1 {
			g.errorf("below", "below %v: want more than 0 and at most 1", r.Below)
			continue
		}
		if n := len(l.d.HitWords); n > 0 && r.Below <= l.d.HitWords[n-1].Below {
			g.errorf("below", "below %v: want more than the row before's %v (the rows rise)", r.Below, l.d.HitWords[n-1].Below)
			continue
		}
		l.d.HitWords = append(l.d.HitWords, HitWord(r))
		lastGood = true
	}
	switch {
	case last == nil:
		l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1, Msg: "no [[hit]] rows: the chance to hit needs its words"})
	case lastGood && l.d.HitWords[len(l.d.HitWords)-1].Below != 1:
		last.errorf("below", "the last [[hit]] row's below must be 1, to take a certain hit")
	}
}

// HitPhrase is the phrase for a chance p (0 to 1) to hit: the first row's whose bound p is below, else
// the last row's ("" when there are none: never, in loaded data).
func (d *Data) HitPhrase(p float64) string {
	for _, w := range d.HitWords {
		if p < w.Below {
			return w.Phrase
		}
	}
	if n := len(d.HitWords); n > 0 {
		return d.HitWords[n-1].Phrase
	}
	return ""
}
