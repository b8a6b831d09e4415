// Package combat plays the combat rules of combat/RULES.md: every attack, its odds, and nothing drawn.
//
// One attack goes through Resolve in the stages of RULES.md §1.2, in their order:
//
//   - to-hit: 2d12 (the natural roll, Roll why "to-hit") plus Attack.Profile().ToHit — Strength up
//     close, Dexterity for shots, throws and finesse blows, the weapon's own, skill and style
//     ranks (RankStep), two weapons, magic, stance, a bow's Strength, −4 for a throw of a weapon
//     not made for throwing;
//   - Defence: Defence.Total — 10, the best of each kind, every Dodge, Dexterity under the armour's
//     and the burden's limits, Parry only where it counts. A natural 2 always misses, a natural
//     22 or better always hits; a miss gets a MissReason (plain, a kind of Defence picked with
//     weight, Roll why "miss reason", or unseen);
//   - threat: a hit whose natural roll is in the threat range (after ranks and magic, never past a
//     natural 2) threatens, unless the Defender has NoVitals;
//   - confirm: a second 2d12 (Roll why "confirm") with the same to-hit against the same Defence;
//   - damage: the damage dice with every bonus in each roll (Roll why "damage"), Multiplier rolls
//     on a confirmed critical, added up, at least 1; the damage type is the weapon's one that
//     Protection stops least (a Roll why "damage type" picks among equals);
//   - Protection: every Piece adds up against that type, pierce comes off first, then the hit
//     loses ⌈P/2⌉ to P (Roll why "protection"), once. A hit left at 0 glances; a confirmed
//     critical or a hit of at least a third of the maximum hit points bleeds, a glance never.
//
// Odds, DamageDist and DealtDist give the same rules exactly, by enumerating the 144 natural
// rolls, the damage dice and the Protection roll, for every attack that validates (the largest dice
// the limits allow, 100d1000 ×5, in a fifth of a second); NewAttackOdds works out an attack's damage
// once to weigh it against many defenders. FormatAttack writes an attack the way the
// character screen does. The words of the messages are in package combat/words.
//
// The package holds no state and draws no randomness of its own: every die comes from the
// Roller, over a *rand.Rand the caller injects, and every throw can be logged (Roller.Log).
package combat
