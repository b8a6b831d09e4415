// Tests of the gamepad's reading and of the vibration (issue 32).

package render

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/prefs"
)

// TestPadButtonsAreEbitengines: prefs.PadButtons names the standard layout's buttons in the order of
// Ebitengine's StandardGamepadButton, which readPad reads by index.
func TestPadButtonsAreEbitengines(t *testing.T) {
	names := prefs.PadButtons()
	assert.Len(t, names, int(ebiten.StandardGamepadButtonMax)+1)
	assert.Equal(t, prefs.PadButtonCount, int(ebiten.StandardGamepadButtonMax)+1)
	for b, name := range map[ebiten.StandardGamepadButton]string{
		ebiten.StandardGamepadButtonRightBottom: "A", ebiten.StandardGamepadButtonRightRight: "B",
		ebiten.StandardGamepadButtonRightLeft: "X", ebiten.StandardGamepadButtonRightTop: "Y",
		ebiten.StandardGamepadButtonFrontTopLeft: "LB", ebiten.StandardGamepadButtonFrontTopRight: "RB",
		ebiten.StandardGamepadButtonFrontBottomLeft: "LT", ebiten.StandardGamepadButtonFrontBottomRight: "RT",
		ebiten.StandardGamepadButtonCenterLeft: "Back", ebiten.StandardGamepadButtonCenterRight: "Start",
		ebiten.StandardGamepadButtonLeftStick: "LS", ebiten.StandardGamepadButtonRightStick: "RS",
		ebiten.StandardGamepadButtonCenterCenter: "Home",
	} {
		assert.Equal(t, name, names[b])
	}
	assert.Equal(t, prefs.PadUp, int(ebiten.StandardGamepadButtonLeftTop))
	assert.Equal(t, prefs.PadDown, int(ebiten.StandardGamepadButtonLeftBottom))
	assert.Equal(t, prefs.PadLeft, int(ebiten.StandardGamepadButtonLeftLeft))
	assert.Equal(t, prefs.PadRight, int(ebiten.StandardGamepadButtonLeftRight))
}

// TestBuzz: the device buzzes for a hit the player takes (short) and a critical given or taken (long and
// strong), and not for a miss, a hit the player gives, or a fight between two others.
func TestBuzz(t *testing.T) {
	const pl, foe, other = 0, 5, 6
	hit := combat.Outcome{Hit: true}
	crit := combat.Outcome{Hit: true, Critical: true}
	for _, c := range []struct {
		name          string
		actor, target int
		o             combat.Outcome
		want          ebiten.VibrateOptions
		ok            bool
	}{
		{"a hit taken", foe, pl, hit, buzzHit, true},
		{"a critical taken", foe, pl, crit, buzzCrit, true},
		{"a critical given", pl, foe, crit, buzzCrit, true},
		{"a hit given", pl, foe, hit, ebiten.VibrateOptions{}, false},
		{"a miss taken", foe, pl, combat.Outcome{}, ebiten.VibrateOptions{}, false},
		{"others' critical", foe, other, crit, ebiten.VibrateOptions{}, false},
	} {
		v, ok := buzz(game.Event{Kind: game.EventAttack, Actor: c.actor, Target: c.target, Outcome: c.o}, pl)
		assert.Equal(t, c.ok, ok, c.name)
		assert.Equal(t, c.want, v, c.name)
	}
	_, ok := buzz(game.Event{Kind: game.EventMove, Actor: foe, Target: pl, Outcome: crit}, pl)
	assert.False(t, ok, "only attacks buzz")
	assert.Greater(t, buzzCrit.Magnitude, buzzHit.Magnitude)
	assert.Greater(t, buzzCrit.Duration, buzzHit.Duration)
}
