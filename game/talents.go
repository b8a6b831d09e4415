// Talents: gained at milestones (a background, a rank in a skill, ranks in all), each adding a rule's worth
// to attacks, Defence, Protection or stamina (combat/RULES.md §27); and Tumble (§25).

package game

import (
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
)

// totalRanks is a's ranks in every skill and style added up.
func totalRanks(a *Actor) int {
	n := 0
	for _, r := range a.Skills {
		n += r
	}
	return n
}

// hasTalent reports whether a has gained talent t (RULES.md §27.1): every milestone it names holds.
func hasTalent(a *Actor, t *assets.Talent) bool {
	total := 0
	if t.TotalRanks > 0 {
		total = totalRanks(a)
	}
	return hasTalentOf(a, t, total)
}

// hasTalentOf is hasTalent with a's ranks in all added up already (total; asked only of a talent of
// total_ranks).
func hasTalentOf(a *Actor, t *assets.Talent, total int) bool {
	switch {
	case t.Background != "" && !strings.EqualFold(t.Background, a.Background):
		return false
	case t.Skill != "" && a.Rank(t.Skill) < t.Rank:
		return false
	case t.TotalRanks > 0 && total < t.TotalRanks:
		return false
	}
	return true
}

// talents lists the talents a has gained, in talents.toml's order.
func (arm *arms) talents(a *Actor) []*assets.Talent {
	g := arm.g
	var out []*assets.Talent
	for i := range g.data.Talents {
		if t := &g.data.Talents[i]; hasTalent(a, t) {
			out = append(out, t)
		}
	}
	return out
}

// talentSum is what a's talents add up to, for one attack or for its Defence and Protection.
type talentSum struct {
	toHit, damage int
	twoWeapon     int
	vital         int
	protection    int
	dodge, shield int
	stamina       int
	rage          bool
	freeBlows     bool
	// evasion, deflect: talents of a rule set of Guard Points (RULES.md §35.2), for the rule set to read
	evasion, deflect bool
}

// talentsOf adds up a's talents for an attack of mode (mode matters to to_hit and damage only). An actor
// of no background and no rank in anything (every creature) has the talents of no milestone alone, the
// same for all: their sum is kept, by mode and rage, for the data.
func (arm *arms) talentsOf(a *Actor, mode combat.Mode) talentSum {
	if mode == combat.Blow && a != nil {
		for i := range arm.held { // a fighter of the blow being put together: added up once (holdBurdens)
			if h := &arm.held[i]; h.a == a {
				if !h.talentsOK {
					h.talents, h.talentsOK = arm.talentsNow(a, mode), true
				}
				return h.talents
			}
		}
	}
	return arm.talentsNow(a, mode)
}

// talentsNow is talentsOf(a, mode) worked out now.
func (arm *arms) talentsNow(a *Actor, mode combat.Mode) talentSum {
	if a.Background != "" || len(a.Skills) > 0 || mode >= numModes {
		return arm.addUpTalents(a, mode)
	}
	nt := &arm.noTalents
	if nt.data != arm.g.data {
		*nt = noTalents{data: arm.g.data}
	}
	raging := 0
	if a.Raging {
		raging = 1
	}
	if !nt.ok[raging][mode] {
		nt.sum[raging][mode], nt.ok[raging][mode] = arm.addUpTalents(a, mode), true
	}
	return nt.sum[raging][mode]
}

// numModes is how many modes of attack there are (combat.Blow to combat.Bash).
const numModes = combat.Bash + 1

// noTalents are the talents of an actor of no background and no rank, by rage and mode, for data.
type noTalents struct {
	data *assets.Data
	ok   [2][numModes]bool
	sum  [2][numModes]talentSum
}

// addUpTalents adds up a's talents for an attack of mode, one by one.
func (arm *arms) addUpTalents(a *Actor, mode combat.Mode) talentSum {
	g := arm.g
	var s talentSum
	total := -1 // a's ranks in all, added up when a talent first asks
	for i := range g.data.Talents {
		t := &g.data.Talents[i]
		if t.TotalRanks > 0 && total < 0 {
			total = totalRanks(a)
		}
		if !hasTalentOf(a, t, total) {
			continue
		}
		if t.Mode == "" || t.Mode == mode.String() {
			s.toHit += t.ToHit
			s.damage += t.Damage
		}
		s.twoWeapon += t.TwoWeapon
		s.vital += t.Vital
		p := t.Protection
		if a.Raging && t.RagingProtection > 0 {
			p = t.RagingProtection
		}
		s.protection += p
		s.dodge += t.Dodge
		s.shield += t.Shield
		s.stamina += t.Stamina
		s.rage = s.rage || t.Rage
		s.freeBlows = s.freeBlows || t.FreeBlows
		s.evasion, s.deflect = s.evasion || t.Evasion, s.deflect || t.Deflect
	}
	return s
}

// addTalents puts what a's talents (and its rage) add into one of its attacks (RULES.md §27): the
// character screen counts it, as it is not of the moment.
func (arm *arms) addTalents(a *Actor, at *combat.Attack) {
	s := arm.talentsOf(a, at.Mode)
	at.TalentToHit, at.TalentDamage = s.toHit, s.damage
	if at.TwoWeapon && s.twoWeapon > 0 {
		// Twin fangs: each two-weapon penalty less, never below none (RULES.md §27.3).
		pen := combat.MainHandPenalty
		if at.Hand == combat.OffHand {
			pen = combat.OffHandPenalty
		}
		left := max(0, pen-at.Style.TwoWeapon)
		at.TalentToHit += min(left, s.twoWeapon)
	}
	if a.Raging {
		r := arm.g.data.Tactics.Rage
		at.TalentToHit += r.ToHit
		at.TalentDamage += r.Damage
	}
}

// talentProtection is the Protection a's talents give in any armour (Bulwark 2; Battle-scarred 1, or 3
// while raging): RULES.md §27.3.
func (arm *arms) talentProtection(a *Actor) int { return arm.talentsOf(a, combat.Blow).protection }

// tumbleDodge is the Dodge a's rank in Tumble gives (RULES.md §25.1), and its talents'.
func (arm *arms) tumbleDodge(a *Actor) int {
	tu := arm.g.data.Tactics.Tumble
	return tu.Dodge[min(max(a.Rank(tu.Skill), 0), assets.MaxRank)]
}

// addTalentDefence adds Tumble and the talents' Dodge and Shield to t's Defence (RULES.md §25, §27).
func (arm *arms) addTalentDefence(t *Actor, d *combat.Defence) {
	s := arm.talentsOf(t, combat.Blow)
	d.Add(combat.Dodge, arm.tumbleDodge(t)+s.dodge)
	if s.shield > 0 && d.Kinds[combat.Shield] > 0 {
		d.Kinds[combat.Shield] += s.shield
	}
}

// newTalents tells the player of the talents a rank in skill (now rank) brought.
func (ft *fight) newTalents(a *Actor, skill string, rank int) {
	g := ft.g
	if !a.Player {
		return
	}
	total := totalRanks(a)
	for i := range g.data.Talents {
		t := &g.data.Talents[i]
		reached := (t.Skill != "" && strings.EqualFold(t.Skill, skill) && t.Rank == rank) || (t.TotalRanks > 0 && t.TotalRanks == total)
		if reached && hasTalent(a, t) {
			tell(g, MsgGood, "game.skill.talent", nameArg(g, "talent", "talent", t.Name))
		}
	}
}

// trainSkill counts one use toward a's next rank in skill (RULES.md §15.3), telling the player of the rank and
// of the talents it brings.
func (ft *fight) trainSkill(a *Actor, name string) {
	g := ft.g
	if a.Practice == nil || name == "" {
		return
	}
	r := a.Skills[name]
	if r >= assets.MaxRank {
		return
	}
	a.Practice[name]++
	if a.Practice[name] < ft.usesForRank(r) {
		return
	}
	a.Practice[name] = 0
	a.Skills[name] = r + 1
	if a.Player {
		// Messages never give numbers (RULES.md §7.6): the rank is said by its name (skills.toml
		// rank_names); the character screen shows the number.
		tell(g, MsgGood, "game.skill.grows", nameArg(g, "skill", "skill", name), nameArg(g, "rank", "rank", g.data.RankName(r+1)))
	}
	ft.newTalents(a, name, r+1)
}

// sheetTalents puts a's talents and stamina on its character sheet (RULES.md §26.1, §27).
func (arm *arms) sheetTalents(s *Sheet, a *Actor) {
	g := arm.g
	for _, t := range g.arms.talents(a) {
		s.Talents = append(s.Talents, TalentName(langOf(g), t)+": "+TalentText(langOf(g), t)) // game/datatext.go
	}
	s.Stamina, s.MaxStamina = g.arms.stamina(a), g.arms.maxStamina(a)
}

// untrained adds Stealth and Tumble to the names of a's skills on its sheet when a is the player and has
// not used them yet: they are trained from nothing (RULES.md §23.2, §25.1).
func (arm *arms) untrained(a *Actor, names []string) []string {
	g := arm.g
	if !a.Player {
		return names
	}
	for _, n := range []string{g.data.Tactics.Stealth.Skill, g.data.Tactics.Tumble.Skill} {
		_, ranked := a.Skills[n]
		_, practised := a.Practice[n]
		if !ranked && !practised {
			names = append(names, n)
		}
	}
	return names
}
