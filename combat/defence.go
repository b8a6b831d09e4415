// Defence by kind, Protection by piece, and the defender an attack is rolled against.

package combat

import "fmt"

// DefenceKind is one kind of Defence of RULES.md §4.1.
type DefenceKind uint8

// The kinds of Defence. Within each kind only the best counts; Dodge adds up.
const (
	Dexterity  DefenceKind = iota // the Dexterity modifier, limited by armour and burden; may be negative
	Armour                        // body armour
	Shield                        // a shield (plus Sword and Board)
	Parry                         // a parrying weapon plus rank; blows only (see Defence.Total)
	Natural                       // hide, shell, scales
	Dodge                         // training and magic: every one adds up
	Deflection                    // magic that turns blows aside
	Wall                          // the stone around an incorporeal creature inside a wall
	NumDefenceKinds
)

// String names the kind in lower case.
func (k DefenceKind) String() string {
	if k < NumDefenceKinds {
		return defenceKindNames[k]
	}
	return fmt.Sprintf("defencekind(%d)", uint8(k))
}

var defenceKindNames = [NumDefenceKinds]string{"dexterity", "armour", "shield", "parry", "natural", "dodge", "deflection", "wall"}

// Burden is how heavily the defender is loaded (see Burden); it limits Dexterity's Defence.
type Burden uint8

// The burden levels: no limit, at most +3, at most +1, nothing.
const (
	Unburdened Burden = iota
	Burdened
	Strained
	Overloaded
)

// burdenCaps is the most Dexterity adds at each burden level (Unburdened: no limit).
var burdenCaps = [...]int{Unburdened: 1 << 30, Burdened: 3, Strained: 1, Overloaded: 0}

// Defence is a defender's Defence by kind. Kinds holds the best value of each kind, except
// Kinds[Dexterity], the Dexterity modifier as it is (limits apply in Parts), and
// Kinds[Dodge], the sum of every Dodge. Build it with Add and LimitDex.
type Defence struct {
	Kinds [NumDefenceKinds]int
	// DexCap is the most Dexterity adds by armour ("Most Dexterity adds"); it counts only
	// when DexCapped. The lower of it and the burden's limit counts.
	DexCap    int
	DexCapped bool
	Burden    Burden
}

// Add counts one source of Defence: Dexterity sets the modifier, Dodge adds up, and every
// other kind keeps the best (so a negative Armour, Shield... source below 0 changes nothing).
func (d *Defence) Add(k DefenceKind, v int) {
	switch {
	case k >= NumDefenceKinds:
	case k == Dexterity:
		d.Kinds[k] = v
	case k == Dodge:
		d.Kinds[k] += v
	default:
		d.Kinds[k] = max(d.Kinds[k], v)
	}
}

// LimitDex records a worn piece's "Most Dexterity adds"; the lowest counts.
func (d *Defence) LimitDex(most int) {
	if !d.DexCapped || most < d.DexCap {
		d.DexCap, d.DexCapped = most, true
	}
}

// Parts is what each kind adds against an attack of mode: Dexterity after the armour and
// burden limits (a negative modifier stays negative), and Parry only when it counts. Parry
// counts against blows (and bashes) only; against a shot or throw only for a duelist of
// style rank 10 (measure), and against a shot from the next cell (adjacent).
func (d Defence) Parts(mode Mode, adjacent, measure bool) [NumDefenceKinds]int {
	p := d.Kinds
	dex := p[Dexterity]
	if d.DexCapped {
		dex = min(dex, d.DexCap)
	}
	if int(d.Burden) < len(burdenCaps) {
		dex = min(dex, burdenCaps[d.Burden])
	} else {
		dex = min(dex, 0)
	}
	p[Dexterity] = dex
	parried := mode == Blow || mode == Bash || measure || (mode == Shot && adjacent)
	if !parried {
		p[Parry] = 0
	}
	return p
}

// Total is the Defence against an attack of mode: 10 plus every part (see Parts).
// duelistRank10 is the Measure of a duelist of style rank 10: Parry counts against shots
// and throws too.
func (d Defence) Total(mode Mode, adjacent, duelistRank10 bool) int {
	t := 10
	for _, v := range d.Parts(mode, adjacent, duelistRank10) {
		t += v
	}
	return t
}

// validate reports a Defence no creature could have.
func (d Defence) validate() error {
	for k, v := range d.Kinds {
		if uint(v+100) > 200 { // outside -100..100
			return fmt.Errorf("defence: %s %d is absurd", DefenceKind(k), v)
		}
	}
	if d.DexCapped && (d.DexCap < 0 || d.DexCap > 100) {
		return fmt.Errorf("defence: Dexterity limit %d is absurd", d.DexCap)
	}
	if d.Burden > Overloaded {
		return fmt.Errorf("defence: unknown burden %d", d.Burden)
	}
	return nil
}

// Piece is one source of Protection: a piece of armour, a shell, a talent such as Bulwark.
// Vs changes its Protection against one damage type (chain mail: better against slashing,
// worse against piercing); a piece never gives less than 0 against a type.
type Piece struct {
	Name       string // "chain mail shirt", "shell"; named when a blow glances off it
	Protection int
	Vs         [NumDamageTypes]int
}

// Against is the piece's Protection against damage type t, never below 0.
func (p Piece) Against(t DamageType) int {
	v := p.Protection
	if t < NumDamageTypes {
		v += p.Vs[t]
	}
	return max(0, v)
}

// Defender is what the target of an attack brings to it.
type Defender struct {
	Defence    Defence
	Measure    bool    // a duelist of style rank 10: Parry counts against shots and throws
	Protection []Piece // every piece adds up
	HP         int     // hit points now, at least 1
	MaxHP      int     // maximum hit points; 0 means HP
	NoVitals   bool    // no vital spot: incorporeal, animated, elemental, skeleton, spirit, construct
	Bloodless  bool    // no blood: no wound of it ever bleeds (skeletons, spirits, constructs, elementals)
	// Resist is its resistance level to each element (RULES.md §28.3): it takes its share of
	// elemental damage after armour, which soaks none of it.
	Resist Resistances
}

// ProtectionAgainst is the Protection of every piece against damage type t, added up,
// less pierce (never below 0), and the piece that gives the most (-1 when none gives any).
func (d Defender) ProtectionAgainst(t DamageType, pierce int) (int, int) {
	total, best, bestV := 0, -1, 0
	for i := range d.Protection {
		v := d.Protection[i].Against(t)
		total += v
		if v > bestV {
			best, bestV = i, v
		}
	}
	return max(0, total-pierce), best
}

// protections is, for each damage type, the Protection of every piece added up (before
// pierce) and the index of the piece that gives the most (-1 when none gives any).
func (d *Defender) protections() (total, best [NumDamageTypes]int) {
	var bestV [NumDamageTypes]int
	best = [NumDamageTypes]int{-1, -1, -1}
	for i := range d.Protection {
		p := &d.Protection[i]
		for t := range total {
			v := max(0, p.Protection+p.Vs[t])
			total[t] += v
			if v > bestV[t] {
				best[t], bestV[t] = i, v
			}
		}
	}
	return total, best
}

// maxHP is MaxHP, or HP when MaxHP is not set.
func (d Defender) maxHP() int {
	if d.MaxHP > 0 {
		return d.MaxHP
	}
	return d.HP
}

// BleedAt is the least damage after Protection that opens a bleeding wound: a third of
// the maximum hit points, rounded up.
func (d Defender) BleedAt() int { return (d.maxHP() + 2) / 3 }

// The limits of a defender the rules roll against (Defender.Validate): its hit points, 1..MaxHP (its
// maximum 0..MaxHP), and each piece's Protection within ±MaxProtection.
const (
	MaxHP         = 1_000_000
	MaxProtection = 1000
)

// Validate reports a defender the rules cannot roll against.
func (d Defender) Validate() error { return d.check() }

// check is Validate, d read in place.
func (d *Defender) check() error {
	if err := d.Defence.validate(); err != nil {
		return err
	}
	switch {
	case d.HP < 1 || d.HP > MaxHP:
		return fmt.Errorf("defender: %d hit points: want 1 to %d", d.HP, MaxHP)
	case d.MaxHP < 0 || d.MaxHP > MaxHP:
		return fmt.Errorf("defender: %d maximum hit points: want 0 to %d", d.MaxHP, MaxHP)
	case len(d.Protection) > 64:
		return fmt.Errorf("defender: %d pieces of Protection: at most 64", len(d.Protection))
	}
	for e, v := range d.Resist {
		if v < -MaxResist || v > MaxResist {
			return fmt.Errorf("defender: resistance %d to element %d: want %d to %d", v, e, -MaxResist, MaxResist)
		}
	}
	for i := range d.Protection {
		p := &d.Protection[i]
		if uint(p.Protection+MaxProtection) > 2*MaxProtection { // outside ±MaxProtection
			return fmt.Errorf("defender: %s: Protection %d is absurd", p.Name, p.Protection)
		}
		for t, v := range p.Vs {
			if uint(v+MaxProtection) > 2*MaxProtection {
				return fmt.Errorf("defender: %s: Protection %+d against %s is absurd", p.Name, v, DamageType(t))
			}
		}
	}
	return nil
}
