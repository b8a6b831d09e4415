// Characters: the player built from a race and a background, and creatures built from the bestiary.

package game

import (
	"fmt"
	"slices"
	"strings"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
)

// Character is the player's choice at the start: a race and a background of the data files.
type Character struct {
	Name       string // "" for none: screens then call the player by race and background ("an elf archer")
	Race       string
	Background string
}

// DefaultCharacter is the character the bot and scripted runs play: the default_character of d
// (backgrounds.toml).
func DefaultCharacter(d *assets.Data) Character {
	return Character(d.Default)
}

// NewPlayer builds the player's actor from a character: stats by background and race, the kit worn and
// wielded as the background says, starting ranks.
func NewPlayer(d *assets.Data, c Character) (*Actor, error) {
	return (&Game{data: d}).link().gear.newPlayer(c)
}

// newPlayer is NewPlayer by the game's data: the game being made builds its player with its own gear (a
// game of its own for it alone would be one more on the heap).
func (gr *gear) newPlayer(c Character) (*Actor, error) {
	d := gr.g.data
	r, ok := d.Race(c.Race)
	if !ok {
		return nil, fmt.Errorf("unknown race %q: want %s", c.Race, strings.Join(d.RaceNames(), ", "))
	}
	b, ok := d.Background(c.Background)
	if !ok {
		return nil, fmt.Errorf("unknown background %q: want %s", c.Background, strings.Join(d.BackgroundNames(), ", "))
	}
	a := &Actor{
		Name: c.Name, Player: true, Race: r.Name, Background: b.Name,
		Str: b.Strength + r.Strength, Dex: b.Dexterity + r.Dexterity,
		HP: d.Rules.BaseHP + b.HP + r.HP, Skills: map[string]int{}, Practice: map[string]int{}, StepTime: tenths(d.Rules.StepSeconds),
		Stance: assets.NeutralStance,
	}
	a.MaxHP = a.HP
	for s, rank := range b.Skills {
		a.Skills[s] = rank
	}
	for _, k := range b.Kit {
		it, ok := itemNamed(d, k.Item, max(1, k.Count))
		if !ok {
			return nil, fmt.Errorf("background %s: unknown kit item %q", b.Name, k.Item)
		}
		it.Known = true // one's own kit holds no secrets
		if !gr.fits(a, it) {
			return nil, fmt.Errorf("background %s: a kit of more things than a pack holds (%d)", b.Name, PackSize)
		}
		gr.addToPack(a, it)
		i := len(a.Pack) - 1
		if j := indexOf(a.Pack, it); j >= 0 {
			i = j
		}
		// The kit's hand: an off-hand weapon, or a shield in the main hand, goes to the other hand.
		other := (it.Kind == ItemWeapon && k.Hand == assets.HandOff) || (it.Kind == ItemArmour && k.Hand == assets.HandMain)
		if msg, ok := gr.equip(a, i, other); !ok {
			return nil, fmt.Errorf("background %s: %s", b.Name, msg)
		}
	}
	learnBackgroundSpells(d, a)
	return a, nil
}

// Title names the player for screens: "Thora the dwarf warrior", or "an elf archer" for a character
// with no name of its own.
func (a *Actor) Title() string { return TitleIn(lang.English(), a) }

// TitleIn is the player's title (Title) in l: "Тора, дварф, воин".
func TitleIn(l *text.Lang, a *Actor) string {
	args := []text.Arg{text.S("name", a.Name), text.W("race", l.Word("race", a.Race)), text.W("background", l.Word("background", a.Background))}
	if a.Name == "" {
		return l.Say("game.title.anonymous", args...)
	}
	return l.Say("game.title.named", args...)
}

// itemNamed finds a weapon, ammunition or armour of the data by name.
func itemNamed(d *assets.Data, name string, count int) (Item, bool) {
	if w, ok := d.Weapon(name); ok {
		return Item{Kind: ItemWeapon, Name: w.Name, Count: count}, true
	}
	if a, ok := d.Ammo(name); ok {
		return Item{Kind: ItemAmmo, Name: a.Name, Count: count}, true
	}
	if a, ok := d.Armour(name); ok {
		return Item{Kind: ItemArmour, Name: a.Name, Count: count}, true
	}
	return Item{}, false
}

// newCreature builds a monster of bestiary row c at p, with the weapons and armour it names.
func (dg *dungeon) newCreature(c *assets.Creature, p gruid.Point) *Actor {
	return dg.creature(c, p, true)
}

// specimen is a monster of bestiary row c at p as the bestiary weighs its kind (game/bestiary.go): its
// weapons and armour without magic, its missiles a dozen, nothing drawn from the game's random source (a
// look at the bestiary changes nothing of the game to come).
func (dg *dungeon) specimen(c *assets.Creature, p gruid.Point) *Actor {
	return dg.creature(c, p, false)
}

// creature builds a monster of bestiary row c at p, with the weapons and armour it names; rolled: its
// weapons' magic and its missiles' count drawn as the dungeon's are, else none and a dozen.
func (dg *dungeon) creature(c *assets.Creature, p gruid.Point, rolled bool) *Actor {
	g := dg.g
	a := &Actor{
		Name: c.Name, Kind: c.Name, Faction: c.Faction, Pos: p,
		HP: c.HP, MaxHP: c.HP, Str: c.Strength, Dex: c.Dexterity,
		Skills: map[string]int{}, StepTime: int64(c.Speed*10 + 0.5),
		Spells: slices.Clone(c.Spells),
	}
	if a.StepTime <= 0 {
		a.StepTime = 60
	}
	if hp := g.arms.rules.HitPoints(c.Name, a.HP); hp != a.HP { // a rule set's hit points for the kind (RULES.md §32.3)
		a.HP, a.MaxHP = hp, hp
	}
	for _, at := range c.Attacks {
		if at.Weapon == "" {
			continue
		}
		w, ok := g.data.Weapon(at.Weapon)
		if !ok {
			continue
		}
		it := Item{Kind: ItemWeapon, Name: w.Name, Count: 1}
		if rolled {
			dg.loot().enchant(&it, g.data.Magic.MonsterPercent) // RULES.md §21: it fights with it by the same rules
		}
		switch {
		case w.Held == assets.HeldMissile && w.Range > 0:
			if a.Worn[SlotMissile].IsZero() {
				a.Worn[SlotMissile] = it
				if ammo := g.gear.ammoFor(w); ammo != "" {
					a.Worn[SlotAmmo] = Item{Kind: ItemAmmo, Name: ammo, Count: 12}
					if rolled {
						a.Worn[SlotAmmo].Count += g.rng.IntN(12)
					}
				}
			}
		case a.Worn[SlotMain].IsZero():
			a.Worn[SlotMain] = it
		case a.Worn[SlotOff].IsZero() && w.Held == assets.HeldOff:
			a.Worn[SlotOff] = it
		}
	}
	for _, name := range c.Armour {
		if ar, ok := g.data.Armour(name); ok {
			if s, ok := g.gear.slotFor(Item{Kind: ItemArmour, Name: ar.Name, Count: 1}); ok && a.Worn[s].IsZero() {
				a.Worn[s] = Item{Kind: ItemArmour, Name: ar.Name, Count: 1}
			}
		}
	}
	return a
}
