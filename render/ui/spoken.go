// The language a screen speaks: the model's when the screen opened (its prompt is asked without the model).

package ui

import (
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
)

// spoken is a screen's language, the model's when it opened (m.Lang()); the zero value speaks English.
type spoken struct {
	lang *text.Lang
}

// l is the screen's language: English when none was given.
func (s spoken) l() *text.Lang {
	if s.lang == nil {
		return lang.English()
	}
	return s.lang
}
