package prefs

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPadDefaults: the buttons (issue 32: attack in place or wait, look, fire, inventory,
// auto-explore, menu) each have a default button of their own, with confirm, cancel and the stairs; the
// defaults pass the check.
func TestPadDefaults(t *testing.T) {
	var p Pad
	require.NoError(t, p.Check())
	for name, want := range map[string]string{"wait": "X", "look": "Y", "fire": "RB", "inventory": "Back",
		"explore": "RT", "menu": "Start", "enter": "A", "escape": "B", "descend": "LS"} {
		a, ok := ActionNamed(name)
		require.True(t, ok, name)
		assert.Equal(t, want, p.PadButton(a), name)
	}
	acts, ok := p.PadActions()
	assert.True(t, ok[0])
	assert.Equal(t, "enter", acts[0].Name, "A confirms")
	for _, i := range []int{PadUp, PadDown, PadLeft, PadRight, PadButtonCount - 1} {
		assert.False(t, ok[i], "the d-pad moves and Home is the system's")
	}
}

// TestPadSettings: [pad] in settings.toml rebinds and unbinds buttons; an unknown action, an unknown
// button, the d-pad, a move and a button bound twice are refused by name.
func TestPadSettings(t *testing.T) {
	s, err := ParseSettings([]byte("[pad]\nlook = \"\"\nhistory = \"Y\"\n"))
	require.NoError(t, err)
	hist, _ := ActionNamed("history")
	look, _ := ActionNamed("look")
	assert.Equal(t, "Y", s.Pad.PadButton(hist))
	assert.Empty(t, s.Pad.PadButton(look))
	for text, words := range map[string]string{
		"[pad]\nlok = \"Y\"\n":       "lok",
		"[pad]\nlook = \"Z\"\n":      `"Z" is not a button`,
		"[pad]\nlook = \"DpadUp\"\n": `"DpadUp" is not a button`,
		"[pad]\nnorth = \"A\"\n":     "north: the d-pad",
		"[pad]\nhistory = \"Y\"\n":   `"Y" is bound to both`,
		"[pad]\nlook = \"Home\"\n":   `"Home" is not a button`,
		"[pad]\nhistory = \"A\"\n":   `"A" is bound to both`,
		"vibrate = \"yes\"\n":        "vibrate",
	} {
		_, err := ParseSettings([]byte(text))
		require.Error(t, err, text)
		assert.Contains(t, err.Error(), words, text)
	}
	enter, _ := ActionNamed("enter")
	assert.Error(t, s.Pad.BindPad(look, "A"), "look has no button to give enter for A")
	assert.Equal(t, "A", s.Pad.PadButton(enter), "enter keeps A")
	require.NoError(t, s.Pad.BindPad(look, "RS"))
	asc, _ := ActionNamed("ascend")
	assert.Equal(t, "RS", s.Pad.PadButton(look))
	assert.Empty(t, s.Pad.PadButton(asc), "ascend gave RS up for look's none")
	require.NoError(t, s.Pad.BindPad(look, "A"), "a swap")
	assert.Equal(t, "A", s.Pad.PadButton(look))
	assert.Equal(t, "RS", s.Pad.PadButton(enter), "enter took look's RS")
	require.NoError(t, s.Pad.Check())
}

// TestVibrateSetting: the vibration is on by default (issue 32), off when the file says so.
func TestVibrateSetting(t *testing.T) {
	s, err := ParseSettings(nil)
	require.NoError(t, err)
	assert.True(t, s.Vibrates())
	s, err = ParseSettings([]byte("vibrate = false\n"))
	require.NoError(t, err)
	assert.False(t, s.Vibrates())
	data, err := s.Encode()
	require.NoError(t, err)
	back, err := ParseSettings(data)
	require.NoError(t, err)
	assert.False(t, back.Vibrates(), "saved and read again")
}
