package render

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/ui"
)

// TestIdleDrawsNothing: a tick with no input and no change of the game is still; one with a key, a turn
// taken, an animation or a bleeding creature in view is not; Draw leaves a still frame's screen as it is
// and draws again once something changed.
func TestIdleDrawsNothing(t *testing.T) {
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	var none ui.Input
	assert.True(t, r.changed(none), "the first frame")
	assert.False(t, r.changed(none), "nothing happened")
	assert.True(t, r.changed(ui.Input{Typed: []rune("?")}), "a key")
	assert.False(t, r.changed(none))
	require.True(t, r.g.Act(game.Action{Kind: game.ActWait}))
	assert.True(t, r.changed(none), "a turn went by")
	assert.False(t, r.changed(none))
	r.anims = append(r.anims, anim{duration: 10})
	assert.True(t, r.changed(none), "an animation plays")
	assert.True(t, r.changed(none), "and goes on playing")
	r.anims = r.anims[:0]
	assert.True(t, r.changed(none), "its end is drawn")
	assert.False(t, r.changed(none))
	r.g.Player.Bleeding = 3
	assert.True(t, r.changed(none), "drips fall from a bleeding creature in view")
	r.g.Player.Bleeding = 0
	assert.True(t, r.changed(none))
	assert.False(t, r.changed(none))

	screen := ebiten.NewImage(ScreenW, ScreenH)
	defer screen.Deallocate()
	r.still = false
	r.Draw(screen)
	red := color.RGBA{255, 0, 0, 255}
	screen.Fill(red)
	r.still = true
	r.Draw(screen)
	assert.Equal(t, red, screen.At(1, 1), "a still frame draws nothing: the screen keeps what it had")
	r.still = false
	r.Draw(screen)
	assert.NotEqual(t, red, screen.At(1, 1), "a changed frame is drawn")
}
