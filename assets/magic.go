// Magic: the affixes of affixes.toml (what magic items add, RULES.md §19) and the potions and scrolls of
// potions.toml (RULES.md §20), read as strictly as the other files.

package assets

import (
	"fmt"
	"slices"

	"github.com/cleave-game/cleave/combat"
)

// ItemClass is a kind of item an affix may be on ("on" in affixes.toml).
type ItemClass uint8

// The classes of item an affix may be on.
const (
	OnWeapon  ItemClass = iota // a weapon held in a hand, or thrown
	OnMissile                  // a missile weapon: bow, crossbow, sling
	OnAmmo                     // ammunition
	OnBody                     // body armour
	OnShield                   // a shield
	OnHead
	OnHands
	OnFeet
	OnCloak
	OnRing
	OnAmulet
	NumItemClasses
)

var itemClassNames = [NumItemClasses]string{"weapon", "missile", "ammo", "body", "shield", "head", "hands", "feet", "cloak", "ring", "amulet"}

// String is the class as affixes.toml writes it.
func (c ItemClass) String() string {
	if c < NumItemClasses {
		return itemClassNames[c]
	}
	return "class?"
}

// Affix is one row of affixes.toml: a power a magic item may carry.
type Affix struct {
	Name string // unique: "accuracy", "+2"
	// Words are how a known affix shows in the item's name: words starting with "of " go after the base
	// name ("long sword of accuracy"), others before it ("+2 long sword", "nimble ring of bone").
	Words  string
	Magic  combat.Magic
	On     []ItemClass // the classes of item that may carry it
	Cursed bool        // an item carrying it cannot be taken off until uncursed
	// Resist is resistance by element name of spells.toml (resist = { fire = 1 }): levels added to its
	// wearer's (RULES.md §28.3), a cursed affix's a weakness.
	Resist map[string]int
	// MinDepth and MaxDepth are the depths it is generated at; Frequency its weight among the affixes
	// that fit there.
	MinDepth, MaxDepth, Frequency int
}

// Fits reports whether the affix may be on an item of class c.
func (a *Affix) Fits(c ItemClass) bool { return slices.Contains(a.On, c) }

// Suffix reports whether the affix's words go after the base name.
func (a *Affix) Suffix() bool { return len(a.Words) > 3 && a.Words[:3] == "of " }

// MagicRules are the top-level numbers of affixes.toml: how magic is learned by use, and how often
// items are magic.
type MagicRules struct {
	LearnHits      int // hits with a weapon (or its shots) before its attack magic is known
	LearnStruck    int // attacks against its wearer before a worn item's Defence magic is known
	MagicPercent   int // the chance a generated weapon or armour carries an affix
	CursedPercent  int // of those, the chance the affix is drawn among the cursed ones
	MonsterPercent int // the chance a creature's weapon is magic
}

// Effect is what a potion or scroll does (potions.toml "effect"); the rule of each is in game.
type Effect uint8

// The effects.
const (
	EffectHeal        Effect = iota // heal Dice hit points
	EffectCure                      // end poison, disease and bleeding
	EffectStrength                  // Amount Strength for Seconds
	EffectIdentify                  // make every item carried known
	EffectRemoveCurse               // lift the curse of what is worn
	EffectTeleport                  // to a random free cell of the level
	EffectMap                       // the whole level remembered
	NumEffects
)

var effectNames = [NumEffects]string{"heal", "cure", "strength", "identify", "remove_curse", "teleport", "map"}

// String is the effect as potions.toml writes it.
func (e Effect) String() string {
	if e < NumEffects {
		return effectNames[e]
	}
	return "effect?"
}

// Consumable is a potion or a scroll of potions.toml.
type Consumable struct {
	Name    string // "healing": "potion of healing" once known
	Scroll  bool   // a scroll (read), else a potion (quaffed)
	Effect  Effect
	Dice    combat.Dice // heal
	Amount  int         // strength
	Seconds float64     // strength
	Weight  float64
	// MinDepth and MaxDepth are the depths it is generated at; Frequency its weight there.
	MinDepth, MaxDepth, Frequency int
}

type affixesFile struct {
	LearnHits      int        `toml:"learn_hits"`
	LearnStruck    int        `toml:"learn_struck"`
	MagicPercent   int        `toml:"magic_percent"`
	CursedPercent  int        `toml:"cursed_percent"`
	MonsterPercent int        `toml:"monster_percent"`
	Affix          []affixRow `toml:"affix"`
}

type affixRow struct {
	Name         string         `toml:"name"`
	Words        string         `toml:"words"`
	On           []string       `toml:"on"`
	ToHit        int            `toml:"to_hit"`
	Damage       int            `toml:"damage"`
	Threat       int            `toml:"threat"`
	Multiplier   int            `toml:"multiplier"`
	Defence      int            `toml:"defence"`
	Deflection   int            `toml:"deflection"`
	Dodge        int            `toml:"dodge"`
	Natural      int            `toml:"natural"`
	Protection   int            `toml:"protection"`
	ProtectionVs map[string]int `toml:"protection_vs"`
	Resist       map[string]int `toml:"resist"`
	Cursed       bool           `toml:"cursed"`
	MinDepth     int            `toml:"min_depth"`
	MaxDepth     int            `toml:"max_depth"`
	Frequency    int            `toml:"frequency"`
}

// affixesFile reads affixes.toml: the rules of learning and generation at the top, then each [[affix]].
func (l *loader) affixesFile(file string, data []byte) {
	read := false
	for _, g := range decodeGroups[affixesFile](file, data, &l.errs) {
		if g.table == "" {
			if !g.ok || !g.has("learn_hits") && !g.has("learn_struck") && !g.has("magic_percent") {
				continue
			}
			read = true
			r := g.val
			if !g.require("learn_hits", "learn_struck", "magic_percent", "cursed_percent", "monster_percent") {
				continue
			}
			g.intIn("learn_hits", r.LearnHits, 1, 1000)
			g.intIn("learn_struck", r.LearnStruck, 1, 1000)
			g.intIn("magic_percent", r.MagicPercent, 0, 100)
			g.intIn("cursed_percent", r.CursedPercent, 0, 100)
			g.intIn("monster_percent", r.MonsterPercent, 0, 100)
			l.d.Magic = MagicRules{LearnHits: r.LearnHits, LearnStruck: r.LearnStruck, MagicPercent: r.MagicPercent,
				CursedPercent: r.CursedPercent, MonsterPercent: r.MonsterPercent}
			continue
		}
		if g.table != "affix" || !register(g, l.affixes, len(l.d.Affixes)) || len(g.val.Affix) != 1 {
			continue
		}
		r := g.val.Affix[0]
		if !g.require("words", "on", "frequency", "min_depth") {
			continue
		}
		g.nonEmpty("words", r.Words)
		a := Affix{Name: r.Name, Words: r.Words, Cursed: r.Cursed, MinDepth: r.MinDepth, MaxDepth: r.MaxDepth, Frequency: r.Frequency,
			Magic: combat.Magic{ToHit: r.ToHit, Damage: r.Damage, Threat: r.Threat, Multiplier: r.Multiplier, Defence: r.Defence,
				Deflection: r.Deflection, Dodge: r.Dodge, Natural: r.Natural, Protection: r.Protection}}
		if !g.has("max_depth") {
			a.MaxDepth = maxDepth
		}
		g.intIn("min_depth", r.MinDepth, 1, maxDepth)
		g.intIn("max_depth", a.MaxDepth, a.MinDepth, maxDepth)
		g.intIn("frequency", r.Frequency, 1, 1000)
		if len(r.On) == 0 {
			g.errorf("on", "on: name at least one kind of item, of %s", quoteList(itemClassNames[:]))
		}
		for i, s := range r.On {
			c := ItemClass(g.enum(indexPath("on", i), s, itemClassNames[:]))
			switch {
			case !slices.Contains(itemClassNames[:], s):
			case slices.Contains(a.On, c):
				g.errorf(indexPath("on", i), "on: %q is given twice", s)
			default:
				a.On = append(a.On, c)
			}
		}
		ints := []struct {
			key    string
			v      int
			lo, hi int
		}{{"to_hit", r.ToHit, -10, 10}, {"damage", r.Damage, -10, 10}, {"threat", r.Threat, 0, 10}, {"multiplier", r.Multiplier, 0, 3},
			{"defence", r.Defence, -10, 10}, {"deflection", r.Deflection, -10, 10}, {"dodge", r.Dodge, -10, 10},
			{"natural", r.Natural, -10, 10}, {"protection", r.Protection, -10, 10}}
		nonzero := false
		for _, k := range ints {
			g.intIn(k.key, k.v, k.lo, k.hi)
			nonzero = nonzero || k.v != 0
			// RULES.md §19.3: a cursed affix only takes away; any other only adds.
			if r.Cursed && k.v > 0 {
				g.errorf(k.key, "%s %+d: a cursed affix only takes away", k.key, k.v)
			}
			if !r.Cursed && k.v < 0 {
				g.errorf(k.key, "%s %+d: only a cursed affix takes away (cursed = true)", k.key, k.v)
			}
		}
		for _, k := range sortedKeys(r.ProtectionVs) {
			p := "protection_vs." + k
			v := r.ProtectionVs[k]
			a.Magic.Vs[g.damageTypeKey(p, k)] = v
			g.intIn(p, v, -10, 10)
			nonzero = nonzero || v != 0
		}
		if len(r.Resist) > 0 {
			l.resistKeys(g.ent, r.Resist)
			a.Resist = map[string]int{}
			for _, k := range sortedKeys(r.Resist) {
				v := r.Resist[k]
				a.Resist[k] = v
				nonzero = nonzero || v != 0
				if (r.Cursed && v > 0) || (!r.Cursed && v < 0) {
					g.errorf("resist."+k, "resist.%s %+d: a cursed affix only takes away (a weakness), any other only adds", k, v)
				}
			}
			for _, c := range a.On {
				if c == OnWeapon || c == OnMissile || c == OnAmmo {
					g.errorf("on", "resist: a weapon or ammunition is not worn, it cannot guard its holder (on %s)", c)
				}
			}
		}
		if !nonzero {
			g.errorf("name", "the affix adds nothing: give it to_hit, damage, threat, multiplier, defence, deflection, dodge, natural, protection or resist")
		}
		// RULES.md §19.2: Protection is the armour's (Hardened); Defence is a piece's own kind (armour or shield).
		for _, c := range a.On {
			if (r.Protection != 0 || len(r.ProtectionVs) > 0) && !(c >= OnBody && c <= OnCloak && c != OnShield) {
				g.errorf("on", "protection: only armour worn on the body, head, hands, feet or as a cloak is hardened, not a %s", c)
			}
			if r.Defence != 0 && c != OnBody && c != OnShield {
				g.errorf("on", "defence: only body armour and shields have a kind of Defence to add to, not a %s", c)
			}
		}
		l.d.Affixes = append(l.d.Affixes, a)
	}
	if !read {
		l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1, Msg: "no rules of magic: the file needs learn_hits, learn_struck, magic_percent, cursed_percent and monster_percent"})
	}
}

type potionsFile struct {
	PotionLooks []string        `toml:"potion_looks"`
	ScrollLooks []string        `toml:"scroll_looks"`
	ItemPercent int             `toml:"item_percent"`
	Potion      []consumableRow `toml:"potion"`
	Scroll      []consumableRow `toml:"scroll"`
}

type consumableRow struct {
	Name      string  `toml:"name"`
	Effect    string  `toml:"effect"`
	Dice      string  `toml:"dice"`
	Amount    int     `toml:"amount"`
	Seconds   float64 `toml:"seconds"`
	Weight    float64 `toml:"weight"`
	MinDepth  int     `toml:"min_depth"`
	MaxDepth  int     `toml:"max_depth"`
	Frequency int     `toml:"frequency"`
}

// Looks are the appearances of unknown potions and scrolls (potions.toml), dealt out anew each game.
type Looks struct {
	Potions, Scrolls []string
	// ItemPercent is the chance an item generated on the floor is a potion or a scroll.
	ItemPercent int
}

// potionsFile reads potions.toml: the looks at the top, then each [[potion]] and [[scroll]]. There must be a
// look for every potion and every scroll.
func (l *loader) potionsFile(file string, data []byte) {
	var top *ent
	for _, g := range decodeGroups[potionsFile](file, data, &l.errs) {
		if g.table == "" {
			if !g.ok || !g.has("potion_looks") && !g.has("scroll_looks") {
				continue
			}
			top = g.ent
			if !g.require("potion_looks", "scroll_looks", "item_percent") {
				continue
			}
			g.intIn("item_percent", g.val.ItemPercent, 0, 100)
			for _, k := range []struct {
				key   string
				looks []string
			}{{"potion_looks", g.val.PotionLooks}, {"scroll_looks", g.val.ScrollLooks}} {
				for i, s := range k.looks {
					g.nonEmpty(indexPath(k.key, i), s)
					if slices.Index(k.looks, s) < i {
						g.errorf(indexPath(k.key, i), "%s: %q is given twice", k.key, s)
					}
				}
			}
			l.d.Looks = Looks{Potions: g.val.PotionLooks, Scrolls: g.val.ScrollLooks, ItemPercent: g.val.ItemPercent}
			continue
		}
		var r consumableRow
		switch {
		case g.table == "potion" && len(g.val.Potion) == 1:
			r = g.val.Potion[0]
		case g.table == "scroll" && len(g.val.Scroll) == 1:
			r = g.val.Scroll[0]
		default:
			continue
		}
		if !register(g, l.consumables, len(l.d.Consumables)) || !g.require("effect", "weight", "frequency", "min_depth") {
			continue
		}
		c := Consumable{Name: r.Name, Scroll: g.table == "scroll", Amount: r.Amount, Seconds: r.Seconds, Weight: r.Weight,
			MinDepth: r.MinDepth, MaxDepth: r.MaxDepth, Frequency: r.Frequency}
		if !g.has("max_depth") {
			c.MaxDepth = maxDepth
		}
		c.Effect = Effect(g.enum("effect", r.Effect, effectNames[:]))
		if !slices.Contains(effectNames[:], r.Effect) {
			c.Effect = NumEffects // reported: no more is said of it
		}
		g.intIn("min_depth", r.MinDepth, 1, maxDepth)
		g.intIn("max_depth", c.MaxDepth, c.MinDepth, maxDepth)
		g.intIn("frequency", r.Frequency, 1, 1000)
		g.floatIn("weight", r.Weight, 0, maxWeight)
		switch c.Effect {
		case EffectHeal:
			if g.require("dice") {
				c.Dice = g.dice("dice", r.Dice)
			}
		case EffectStrength:
			if g.require("amount", "seconds") {
				g.intIn("amount", r.Amount, 1, 10)
				g.floatIn("seconds", r.Seconds, 1, 3600)
			}
		}
		if g.has("dice") && c.Effect != EffectHeal {
			g.errorf("dice", "dice: only a potion or scroll that heals rolls dice")
		}
		if (g.has("amount") || g.has("seconds")) && c.Effect != EffectStrength {
			g.errorf("amount", "amount and seconds: only strength lasts and adds an amount")
		}
		l.d.Consumables = append(l.d.Consumables, c)
	}
	if top == nil {
		l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1, Msg: "no looks: the file needs potion_looks, scroll_looks and item_percent"})
		return
	}
	potions, scrolls := 0, 0
	for _, c := range l.d.Consumables {
		if c.Scroll {
			scrolls++
		} else {
			potions++
		}
	}
	if len(l.d.Looks.Potions) < potions {
		top.errorf("potion_looks", "potion_looks: %d looks for %d potions: each potion needs its own", len(l.d.Looks.Potions), potions)
	}
	if len(l.d.Looks.Scrolls) < scrolls {
		top.errorf("scroll_looks", "scroll_looks: %d looks for %d scrolls: each scroll needs its own", len(l.d.Looks.Scrolls), scrolls)
	}
}

// Affix finds an affix of affixes.toml by name.
func (d *Data) Affix(name string) (*Affix, bool) { return lookup(d.Affixes, d.affixes, name) }

// Consumable finds a potion or scroll of potions.toml by name.
func (d *Data) Consumable(name string) (*Consumable, bool) {
	return lookup(d.Consumables, d.consumables, name)
}

// indexPath is the path of element i of the array at key.
func indexPath(key string, i int) string { return fmt.Sprintf("%s[%d]", key, i) }
