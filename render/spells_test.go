package render

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"

	"github.com/cleave-game/cleave/game"
)

// count is how many of the frame's draw commands draw img.
func (r *Runner) count(img *ebiten.Image) int {
	n := 0
	for _, c := range r.view.cmds {
		if c.img == img {
			n++
		}
	}
	return n
}

// TestSpellAnimations: RULES.md §30: a bolt flies (one sprite on its way), a blast covers its area (a sprite on
// every cell in view within its radius), a beam lights its line (a sprite a cell); a found trap is drawn whole
// where it lies, a hidden one not at all. CLEAVE_SPELL_SHOTS=DIR writes the frames there.
func TestSpellAnimations(t *testing.T) {
	r, a := testRunner(t)
	pl := r.g.Player
	far := visibleAround(t, r, pl.Pos, 3)
	bolt, blast, beam := r.sprites.sprite("spell_bolt", ""), r.sprites.sprite("spell_blast", ""), r.sprites.sprite("spell_beam", "")
	shot := func(name string) {
		if dir := os.Getenv("CLEAVE_SPELL_SHOTS"); dir != "" {
			_ = writePNG(dir+"/"+name+".png", renderFrame(r))
		}
	}

	r.anim.list = append(r.anim.list[:0], anim{ev: game.Event{Kind: game.EventBolt, Actor: 0, From: pl.Pos, To: far, Weapon: "fire bolt"},
		start: r.anim.tick - flightTicks/2, duration: flightTicks, img: bolt})
	renderFrame(r)
	assert.Equal(t, 1, r.count(bolt), "a bolt in flight")
	shot("bolt")

	r.anim.list = append(r.anim.list[:0], anim{ev: game.Event{Kind: game.EventBlast, Actor: 0, From: far, To: far, Weapon: "fireball"},
		start: r.anim.tick - 2, duration: animTicks, img: blast})
	renderFrame(r)
	inView := 0
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if p := far.Add(east.Mul(dx)).Add(south.Mul(dy)); r.g.IsVisible(p) && r.view.inView(r.camera(), p) {
				inView++
			}
		}
	}
	assert.Equal(t, inView, r.count(blast), "a fireball's blast covers its radius in view")
	shot("blast")

	r.anim.list = append(r.anim.list[:0], anim{ev: game.Event{Kind: game.EventBeam, Actor: 0, From: pl.Pos, To: far, Weapon: "lightning"},
		start: r.anim.tick - 1, duration: animTicks, img: beam})
	renderFrame(r)
	assert.Equal(t, 3, r.count(beam), "lightning along its line, a cell each")
	shot("beam")

	r.anim.list = r.anim.list[:0]
	r.g.Traps = append(r.g.Traps, game.Trap{Name: "pit", Pos: far})
	frame := renderFrame(r)
	x, y := r.view.screenPos(r.camera(), far)
	assert.Less(t, match(t, a, frame, "trap_pit", int(x), int(y), [3]float64{1, 1, 1}), 0.5, "a hidden pit is not drawn")
	r.g.Traps[len(r.g.Traps)-1].Found = true
	frame = renderFrame(r)
	assert.Equal(t, 1, r.count(r.sprites.sprite("trap_pit", "")))
	assert.Greater(t, match(t, a, frame, "trap_pit", int(x), int(y), [3]float64{1, 1, 1}), 0.9, "a found pit is drawn where it lies")
	shot("trap")
}
