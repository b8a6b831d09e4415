package render

import (
	"image/color"
	"math"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/prefs"
	"github.com/cleave-game/cleave/render/ui"
)

// TestReduceMotionStopsTheShake: a confirmed critical in view shakes the screen and flashes its target;
// with reduce motion on, it does not shake and the flash is over within the first quarter.
func TestReduceMotionStopsTheShake(t *testing.T) {
	r, _ := testRunner(t)
	pl := r.g.Player
	from := visibleAround(t, r, pl.Pos, 1)
	r.anim.list = append(r.anim.list[:0], anim{ev: game.Event{Kind: game.EventAttack, Actor: 999, Target: pl.ID,
		From: from, To: pl.Pos, Outcome: combat.Outcome{Hit: true, Critical: true}}, start: r.anim.tick, duration: animTicks})
	assert.NotEqual(t, gruid.Point{}, r.anim.shake(r.g), "a critical shakes")
	r.anim.tick += animTicks / 3
	_, flash, _ := r.anim.actorAnim(r.g, pl.ID)
	assert.Positive(t, flash, "and flashes a third of the way in")
	r.anim.tick -= animTicks / 3
	require.NoError(t, r.useSettings(prefs.Settings{ReduceMotion: true}))
	for k := 0; k < animTicks; k++ {
		assert.Equal(t, gruid.Point{}, r.anim.shake(r.g), "no shake at tick %d", k)
		r.anim.tick++
	}
	r.anim.tick -= animTicks - animTicks/3
	_, flash, _ = r.anim.actorAnim(r.g, pl.ID)
	assert.Zero(t, flash, "the flash is over a third of the way in")
}

// TestAnimSpeed: anim_speed 50 makes an attack's animation twice as long, 200 half as long.
func TestAnimSpeed(t *testing.T) {
	r, _ := testRunner(t)
	require.NoError(t, r.useSettings(prefs.Settings{AnimSpeed: 50}))
	assert.Equal(t, 2*animTicks, r.anim.time(animTicks))
	require.NoError(t, r.useSettings(prefs.Settings{AnimSpeed: 200}))
	assert.Equal(t, animTicks/2, r.anim.time(animTicks))
	require.NoError(t, r.useSettings(prefs.Settings{}))
	assert.Equal(t, animTicks, r.anim.time(animTicks))
}

// luminance is the relative luminance of c (WCAG 2).
func luminance(c color.RGBA) float64 {
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// contrast is the contrast ratio of a and b (WCAG 2): 1 to 21.
func contrast(a, b color.RGBA) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// TestPalettes: the default palette is the colours the game drew before there were palettes; every other
// palette changes the log's, the health bars' and the threat colours; the high-contrast one keeps every
// text colour at 7:1 or more on its grounds, and every palette at 4.5:1; the colour-blind ones tell the
// health bar's three states apart (a clear difference in lightness, which a colour-blind eye keeps).
func TestPalettes(t *testing.T) {
	ps, err := assets.Palettes()
	require.NoError(t, err)
	require.Len(t, ps, 5)
	def := ps[0]
	assert.Equal(t, colBackground, def.Background)
	assert.Equal(t, colPanel, def.Panel)
	assert.Equal(t, ui.ColInfo, def.LogInfo)
	assert.Equal(t, ui.ColGood, def.LogGood)
	assert.Equal(t, ui.ColBad, def.LogBad)
	assert.Equal(t, ui.ColDeath, def.LogDeath)
	assert.Equal(t, [3]color.RGBA{healthColour(1), healthColour(0.5), healthColour(0)}, def.Health)
	assert.Equal(t, threatColours, def.Threat[:])
	for _, p := range ps {
		t.Run(p.Name, func(t *testing.T) {
			texts := append([]color.RGBA{p.LogInfo, p.LogGood, p.LogBad, p.LogDeath}, p.Threat[:]...)
			least := 21.0
			for _, c := range texts {
				least = min(least, contrast(c, p.Background), contrast(c, p.Panel))
			}
			t.Logf("%s: the least contrast of text on its ground %.2f:1", p.Name, least)
			assert.GreaterOrEqual(t, least, 4.5)
			if p.Name == "high_contrast" {
				assert.GreaterOrEqual(t, least, 7.0)
			}
			if p.Name == assets.DefaultPalette {
				return
			}
			assert.NotEqual(t, def.LogGood, p.LogGood)
			assert.NotEqual(t, def.LogBad, p.LogBad)
			assert.NotEqual(t, def.Health, p.Health)
			assert.NotEqual(t, def.Threat, p.Threat)
		})
	}
}

// TestPaletteDraws: the runner draws health bars and threat words in the palette's colours.
func TestPaletteDraws(t *testing.T) {
	r, _ := testRunner(t)
	require.NoError(t, r.useSettings(prefs.Settings{Colours: "deuteranopia"}))
	p, err := assets.PaletteNamed("deuteranopia")
	require.NoError(t, err)
	assert.Equal(t, p.Health[0], r.hud.healthCol(1))
	assert.Equal(t, p.Health[2], r.hud.healthCol(0.1))
	assert.Equal(t, p.Threat[4], r.hud.threatCol(4, 5))
	assert.Equal(t, p.LogBad, ui.MessageColour(&r.hud.pal, game.MsgBad))
}

// TestEveryKeyNameIsAKey: every named key of the settings is one of Ebitengine's keys and reads back under
// its name; every character that can be held as a move is a key of its own.
func TestEveryKeyNameIsAKey(t *testing.T) {
	for _, n := range prefs.NamedKeys() {
		k, ok := ebitenKey(n)
		require.True(t, ok, n)
		assert.Equal(t, n, keyName(k), n)
	}
	for _, c := range "abcdefghijklmnopqrstuvwxyz0123456789.,;/[]-='`\\" {
		require.True(t, prefs.HoldableKey(string(c)), string(c))
		_, ok := ebitenKey(string(c))
		assert.True(t, ok, string(c))
	}
	_, ok := ebitenKey(">")
	assert.False(t, ok, "> needs Shift: no key of its own")
}

// TestBoundMoveIsRead: a move bound to w makes the renderer read the W key as a move north.
func TestBoundMoveIsRead(t *testing.T) {
	r, _ := testRunner(t)
	before := len(r.input.keys(r.ui).moves)
	require.NoError(t, r.ui.Bind("north", "F5"))
	tab := r.input.keys(r.ui)
	assert.Len(t, tab.moves, before+1)
	assert.Contains(t, tab.moves, keyDir{ebiten.KeyF5, north})
	assert.Contains(t, tab.runs, keyDir{ebiten.KeyF5, north}, "a named key runs with Shift")
}
