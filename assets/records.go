// Records: the parsed, validated rows of Cleave's data files.

package assets

import (
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
)

// Held is how a weapon is held.
type Held uint8

// The ways a weapon is held (the "Held" column of the second weapon table).
const (
	HeldMain    Held = iota // main hand only ("main")
	HeldOff                 // main hand or off hand ("off"): may be the off-hand weapon of two
	HeldBoth                // main hand, both hands ("both")
	HeldMissile             // a missile weapon: shoots, or is thrown ("missile")
)

// String is the data-file spelling of h.
func (h Held) String() string {
	switch h {
	case HeldMain:
		return "main"
	case HeldOff:
		return "off"
	case HeldBoth:
		return "both"
	case HeldMissile:
		return "missile"
	}
	return "unknown"
}

// Weapon is one row of the weapon tables (or bare hands): what the combat rules read, and what
// the game reads besides. The embedded combat.Weapon holds the name (lower case as messages
// show it: "long sword"), damage dice, the weapon's own to-hit bonus, the lowest natural roll
// that threatens a critical (ThreatLow, combat.DefaultThreat unless given), the critical multiplier (combat.DefaultMultiplier unless
// given), Finesse (Dexterity instead of Strength to hit up close), Throwable (made for throwing:
// no −4 to hit when thrown), StrNeeded (the Strength a bow needs), Pierce, the damage types
// and the verb of each type's hits in the base form ("slash", "stab"; ThirdPerson makes
// "slashes"). The loader checks it with combat's own Weapon.Validate.
type Weapon struct {
	combat.Weapon
	BlowTime float64 // seconds a blow takes; 0 for missile weapons, whose rows give none
	Skill    string  // the weapon skill it trains and uses (a Skill of kind weapon)
	Held     Held    // how it is held
	Thrown   int     // range in cells when thrown; 0 when the table gives none
	Range    int     // range in cells of a shot (missile weapons that shoot); 0 for none
	Parry    int     // parry bonus to Defence while held
	Weight   float64 // pounds
	// Sprite, HeldSprite and FlightSprite name its sprites (render/art/sprites.txt) on the
	// floor, on a wielder and in flight when thrown; "" for the renderer's default.
	Sprite, HeldSprite, FlightSprite string
}

// Missile reports whether w is a missile weapon (it shoots or is thrown from afar, never swung).
func (w *Weapon) Missile() bool { return w.Held == HeldMissile }

// Ammo is ammunition a missile weapon shoots: arrows, bolts, sling bullets.
type Ammo struct {
	Name   string // unique name in the singular: "arrow"
	Plural string // "arrows"
	Skill  string // the weapon skill of the launchers that shoot it ("Bows")
	Pierce int    // Protection ignored on every hit (crossbow bolts: 2)
	Weight float64
	// Sprite and FlightSprite name its sprites on the floor and in flight when shot; "" for
	// the renderer's default.
	Sprite, FlightSprite string
}

// ArmourSlot is where a piece of armour is worn.
type ArmourSlot uint8

// The slots of the armour table's "Worn on" column.
const (
	ArmourBody  ArmourSlot = iota // "body"
	ArmourHand                    // "hand": a shield, in the main hand or the off hand
	ArmourCloak                   // "cloak"
	ArmourHead                    // "head"
	ArmourHands                   // "hands": gloves, gauntlets
	ArmourFeet                    // "feet"
	ArmourRing                    // "ring": a ring, on either of two fingers (RULES.md §19.5)
	ArmourNeck                    // "neck": an amulet
)

// String is the data-file spelling of s.
func (s ArmourSlot) String() string {
	if int(s) < len(armourSlotNames) {
		return armourSlotNames[s]
	}
	return "unknown"
}

var armourSlotNames = [...]string{"body", "hand", "cloak", "head", "hands", "feet", "ring", "neck"}

// Class is the kind of item an affix names for armour worn in slot s (affixes.toml "on").
func (s ArmourSlot) Class() ItemClass {
	if int(s) < len(armourClasses) {
		return armourClasses[s]
	}
	return NumItemClasses
}

var armourClasses = [...]ItemClass{ArmourBody: OnBody, ArmourHand: OnShield, ArmourCloak: OnCloak, ArmourHead: OnHead,
	ArmourHands: OnHands, ArmourFeet: OnFeet, ArmourRing: OnRing, ArmourNeck: OnAmulet}

// Category is the kind of Defence a piece of armour gives.
type Category uint8

// The categories of the armour table.
const (
	CategoryNone   Category = iota // "none": Protection only ("-" in the table)
	CategoryArmour                 // "armour": the Armour kind of Defence
	CategoryShield                 // "shield": the Shield kind of Defence
)

// String is the data-file spelling of c.
func (c Category) String() string {
	if int(c) < len(categoryNames) {
		return categoryNames[c]
	}
	return "unknown"
}

var categoryNames = [...]string{"none", "armour", "shield"}

// Armour is one row of the armour and shield table.
type Armour struct {
	Name       string
	Slot       ArmourSlot
	Defence    int
	Category   Category
	Protection int
	// DexLimit is the most Dexterity may add to Defence while worn; meaningful only when DexLimited.
	DexLimit   int
	DexLimited bool
	Bash       combat.Dice // shield bash damage; zero Dice when it has none
	HasBash    bool
	// ProtectionVs adds to Protection against one physical damage type (chain mail: +1 slashing,
	// −1 piercing). The total against a type never goes below 0.
	ProtectionVs map[combat.DamageType]int
	Weight       float64 // pounds
	// Sprite and WornSprite name its sprites on the floor and on a wearer (body armour, a helm,
	// a shield in the off hand); "" for the renderer's default by slot.
	Sprite, WornSprite string
}

// ProtectionAgainst is a's Protection against damage of type t, never below 0.
func (a *Armour) ProtectionAgainst(t combat.DamageType) int {
	p := a.Protection + a.ProtectionVs[t]
	if p < 0 {
		return 0
	}
	return p
}

// Attack is one attack of a creature: a weapon it wields, or a natural attack.
type Attack struct {
	// Weapon names a Weapon the creature wields; "" for a natural attack.
	Weapon string
	// Name of a natural attack ("bite", "claw"); the fields below hold for natural attacks only.
	Name       string
	Damage     combat.Dice
	ToHit      int
	ThreatLow  int // combat.DefaultThreat unless given
	Multiplier int // 2 unless given
	Verb       string
	Type       combat.DamageType
	// Poison is the strength of the poison a hit that draws blood gives; 0 for none.
	Poison int
	// Disease names the disease a hit that draws blood may give; "" for none.
	Disease string
}

// Natural is a natural attack (a bite, a claw) as the combat rules read it; a weapon attack's
// weapon is the Weapon it names instead.
func (a *Attack) Natural() combat.Weapon {
	w := combat.Weapon{Name: a.Name, Damage: a.Damage, ToHit: a.ToHit, ThreatLow: a.ThreatLow, Multiplier: a.Multiplier,
		Types: combat.AnyOf(a.Type)}
	if a.Type < combat.NumDamageTypes {
		w.Verbs[a.Type] = a.Verb
	}
	return w
}

// Creature is one entry of the bestiary.
type Creature struct {
	Name       string
	Plural     string
	Text       string // what it is, in a line: the look screen's description
	Strength   int
	Dexterity  int
	HP         int
	Defence    int // natural Defence (hide, shell), added to 10 and the Dexterity modifier
	Protection int // natural Protection
	// ProtectionVs adds to (or takes from) Protection against one damage type: a brute's plates turn a
	// blade but not a point or a hammer.
	ProtectionVs map[combat.DamageType]int
	// Unique: a named creature with its own kit, met at most once in a game.
	Unique  bool
	Armour  []string
	Attacks []Attack
	// Tags are the creature's tags as written; the code reads what they mean from Traits,
	// Cover and Corpse, computed at load from tags.toml.
	Tags      []string
	Traits    Traits
	Cover     string  // what messages call its natural Protection: its own cover, else its tags': "scales", "shell", "mist"
	Corpse    string  // the sprite of its remains: "bones", "ectoplasm", "corpse", "corpse_small"
	Faction   string  // its kind; creatures of hostile factions fight each other
	DepthMin  int     // shallowest depth it appears at
	DepthMax  int     // deepest depth it appears at (0: no limit)
	Frequency int     // relative weight among the creatures of a depth
	Speed     float64 // seconds per step
	BlowTime  float64 // seconds a natural attack takes (weapon attacks take the weapon's)
	Sprite    string  // its sprite; "" for its name with underscores
	// cover is what creatures.toml calls its natural Protection, "" to leave it to its tags.
	cover string
	// Code is the letter that stands for it in vault maps (assets/vaults/*.txt), "" for none.
	Code string
	// Resist is its resistance level by element name (RULES.md §28.3); Spells the spells it casts
	// (spells.toml), in the order it prefers them.
	Resist map[string]int
	Spells []string
}

// Faction is a kind of creature; Hostile lists the factions it fights.
type Faction struct {
	Name    string
	Hostile []string
}

// SkillKind tells weapon skills from fighting styles.
type SkillKind uint8

// The kinds of skill.
const (
	WeaponSkill   SkillKind = iota // "weapon": trained by the weapons that name it
	FightingStyle                  // "style": trained by fighting in its way
)

// String is the data-file spelling of k.
func (k SkillKind) String() string {
	if k == FightingStyle {
		return "style"
	}
	return "weapon"
}

// MaxRank is the highest rank of a skill; rank tables have MaxRank+1 rows, 0..MaxRank.
const MaxRank = 10

// Rank is what one rank of a skill gives.
type Rank struct {
	ToHit        int // bonus to hit
	Damage       int // bonus to damage
	ThreatWiden  int // how many rolls lower a critical threatens
	MultiplierUp int // added to the critical multiplier (never past ×5)
	Parry        int // parry bonus to Defence, against blows only
	Defence      int // shield Defence for Sword and Board and Two Shields, Dodge for others
	// TwoWeapon takes this much off the two-weapon penalties to hit (Twin Blades).
	TwoWeapon int
}

// Special is a named ability a rank opens, such as Duelist's Measure at rank 10.
type Special struct {
	Rank int
	Name string
	Text string
}

// Skill is a weapon skill or a fighting style with its rank table.
type Skill struct {
	Name string
	Kind SkillKind
	// When says when a fighting style counts, in the words of the game: "sword_and_board",
	// "two_shields", "twin_blades", "duelist", "staff", "archer", "two_handed";
	// "" for weapon skills.
	When string
	// WeaponSkill is, for the staff style, the weapon skill whose weapons make that way of fighting.
	WeaponSkill string
	Ranks       [MaxRank + 1]Rank
	Specials    []Special
}

// Stance is one of the stances, with what it adds to every attack and to Defence.
type Stance struct {
	Name    string
	ToHit   int
	Damage  int
	Dodge   int // added to the Dodge kind of Defence
	Defence int // added to Defence as a whole (a penalty when negative)
	Stamina int // added to stamina every stamina.seconds of talents.toml (a drain when negative)
}

// Race is a playable race.
type Race struct {
	Name       string
	Strength   int // added to the background's Strength
	Dexterity  int // added to the background's Dexterity
	HP         int // added to the background's hit points
	Defence    int // natural Defence
	Protection int // natural Protection: lizardfolk's scales soak but do not turn blows
	Text       string
	// Resist is the race's resistance level by element name (RULES.md §28.3).
	Resist map[string]int
}

// Hand is the hand a background's kit puts an item in (backgrounds.toml, key "hand").
type Hand uint8

// The hands of a kit item.
const (
	HandAny  Hand = iota // no hand given: the game chooses
	HandMain             // "main": a weapon, or a shield held in the main hand
	HandOff              // "off": an off-hand weapon, or a shield
)

// handNames are the data-file spellings of Hand, indexed by it ("" for HandAny, which is never written).
var handNames = [...]string{HandAny: "", HandMain: "main", HandOff: "off"}

// String is the data-file spelling of h ("" for HandAny).
func (h Hand) String() string {
	if int(h) < len(handNames) {
		return handNames[h]
	}
	return "unknown"
}

// KitItem is one item a background starts with.
type KitItem struct {
	Item  string // a weapon, ammunition or armour name
	Count int    // how many (1 unless given)
	Hand  Hand   // the hand it is wielded in; HandAny to let the game choose
}

// DefaultCharacter is the character the bot and scripted runs play, and what the command line's
// --race and --background complete (backgrounds.toml, default_character).
type DefaultCharacter struct {
	Name       string // "" for none: screens then call the character by race and background
	Race       string // a race of races.toml
	Background string // a background of backgrounds.toml
}

// Background is a starting background: stats, kit and skill ranks.
type Background struct {
	Name      string
	Strength  int
	Dexterity int
	HP        int
	Kit       []KitItem
	Skills    map[string]int // skill name → starting rank
	Text      string
}

// ThirdPerson conjugates a verb of the data files for a third-person subject: "slash" →
// "slashes", "stab" → "stabs", "parry" → "parries", "cleave" → "cleaves". Only the first word
// of a phrasal verb changes: "lash out" → "lashes out".
func ThirdPerson(verb string) string { return text.ThirdPerson(verb) }

// At is what rank gives, the rank held within 0..MaxRank.
func (s *Skill) At(rank int) Rank {
	return s.Ranks[min(max(rank, 0), MaxRank)]
}

// Rules are the numbers of the game's design that the combat rules leave open (rules.toml;
// combat/RULES.md §17).
// Times are in seconds.
type Rules struct {
	LightRadius     int     // how far the player sees, in cells
	BaseHP          int     // hit points before background and race
	StepSeconds     float64 // a character's step
	BleedSeconds    float64 // a bleeding wound takes a hit point this often
	BleedMin        int     // a wound bleeds at least this many hit points
	PoisonSeconds   float64 // poison takes a hit point this often
	RecoverSeconds  float64 // a hit point comes back this often
	DiseaseSeconds  float64 // how long a disease lasts
	DiseasePercent  int     // the chance a bite that draws blood passes its disease on
	WallDefence     int     // the Wall kind of Defence of an incorporeal creature inside a wall
	ImprovisedRange int     // how far a thing not made for throwing flies
	BreakPercent    int     // the chance a shot's missile breaks when it hits
	NoiseCells      int     // how far a fight is heard
	WakePercent     int     // the chance a sleeper in earshot wakes
	// Pounds per point of Strength past which a load is burdened, strained, overloaded.
	Burdened, Strained, Overloaded float64
	Training                       int // attacks from rank r to r+1: Training·(r+1)²
}
