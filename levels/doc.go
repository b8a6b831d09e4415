// Package doc: what the levels package gives the game.

// Package levels holds Cleave's dungeon maps and the algorithms over them, with no display:
//
//   - Level: the tile grid (Wall, Floor, DoorClosed, DoorOpen, StairsDown, StairsUp, Water, Chasm,
//     Artefact: the goal's pedestal, in the bottom level in place of the stairs down),
//     stairs, creature places (Spawns), item places (Items), vault spawns by legend code (Fixed);
//     gob-serialisable.
//   - Generators: Generate (rooms and corridors with doors), GenerateCave (gruid's cellular automata),
//     GenerateDepth (the mix by depth, whole authored levels, vaults placed keeping connectivity) and
//     GenerateThemed (the same by a depth's Theme: its cave chance, pools of water, pillared halls, and the
//     vaults that name it).
//     Same rng state, same level; every level connected (Level.Connected, a cardinal flood fill).
//   - Sight: FOV, symmetric shadowcasting with a round radius, allocation-free; Bits for memory.
//   - Paths: Pather (Path: gruid jump point search; PathCost: our A*, by a bucket queue with the default
//     costs and a 4-ary heap with a cost function; 8-direction steps) and
//     DijkstraMap (Approach, Flee, Next), with an
//     optional CostFunc for custom passability (the incorporeal, cells held by creatures).
//
// # Vault text format
//
// Authored levels and vaults are plain text (assets/vaults/*.txt, and the tutorial's lessons in
// assets/tutorial/*.txt, which the assets package loads with the data, a designer's --assets directory
// overriding them), parsed by ParseVault:
//
//	; lines starting with ';' are comments; they come first, before the map
//	; kind: vault        (or "whole": an entire level, e.g. the first one)
//	; depth: 2-6         (the depths it may appear at: "3" only 3, "2-6" 2 to 6, "3+" 3 and deeper)
//	; theme: crypts      (optional: only in the levels of that theme of dungeon.toml)
//	#####+#####
//	#...k.*...#
//	###########
//
// The map is a rectangle of one glyph per cell, all rows the same width:
//
//	#  wall            .  floor          +  closed door     '  open door
//	>  stairs down     <  stairs up      ~  shallow water   :  chasm
//	_  the artefact of the goal on its pedestal (the bottom level's, in place of the stairs down)
//	a-z  a creature on floor: the creature whose code (creatures.toml) is that letter
//	     (k kobold, r giant rat, b cave beetle, g ghost, w wraith, d draugr, h ghoul...);
//	     assets reports a letter that is no creature's code
//	)  a weapon on floor            (  ammunition on floor
//	[  a piece of armour on floor  *  any item on floor (drawn as the floor's items are)
//	!  a potion   ?  a scroll   =  a ring   "  an amulet (rings and amulets are always magic)
//	     assets reports a kind the data has none of (a '(' with no ammunition);
//	     $ / (gold, wand) are errors: the game has none yet
//	^  a trap on floor: a tutorial lesson's (assets/tutorial/*.txt), which tutorial.toml names; assets
//	   refuses it in the dungeon's vaults, whose traps are placed by depth
//
// Stairs belong to whole levels only, which need exactly one of each (the goal's level: one up stairs and
// the artefact '_', no stairs down). A vault needs an entrance:
// a passable cell on its edge, from which placement digs to the rest of the level.
package levels
