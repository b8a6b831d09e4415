package words

import (
	"strings"

	"github.com/cleave-game/cleave/combat"
)

// MemoSize bounds a Memo: past this many messages it forgets them all and starts again.
const MemoSize = 4096

// Memo keeps the messages it has made, by what they were made of, and gives the same string again for the
// same blow told the same way (issue 35: in a long fight the same few messages come again and again, and
// making each anew was most of what a creatures' turn allocated). Its zero value is ready; it is not safe
// for use by goroutines at once.
type Memo struct {
	m map[memoKey]string
}

// memoKey is what a message is made of: the scene, a note after it (a rule set's), and the fields of the
// Outcome that Message reads — none other (TestMemoAsMessage changes each field of an Outcome and finds
// the message changes only with these).
type memoKey struct {
	s                                        Scene
	note                                     string
	hit, glance, shield, crit, unseen, blind bool
	miss                                     combat.MissReason
	typ                                      combat.DamageType
	piece                                    string
}

// Message is Message(o, s) with ": note." in place of its last stop when note is not empty ("The kobold
// misses you: it is tired."), the same string as before when made before.
func (m *Memo) Message(o combat.Outcome, s Scene, note string) string {
	k := memoKey{s: s, note: note, hit: o.Hit, glance: o.Glance, shield: o.ShieldHit, crit: o.Critical,
		unseen: o.Unseen, blind: o.Blind, miss: o.MissReason, typ: o.Type, piece: o.Piece}
	if text, ok := m.m[k]; ok {
		return text
	}
	text := WithNote(Message(o, s), note)
	if m.m == nil || len(m.m) >= MemoSize {
		m.m = make(map[memoKey]string)
	}
	m.m[k] = text
	return text
}

// WithNote is message m with ": note." in place of its last stops when note is not empty.
func WithNote(m, note string) string {
	if note == "" {
		return m
	}
	return strings.TrimRight(m, ".!") + ": " + note + "."
}
