// The sandbox in the browser: none. The browser keeps one game, never a sandbox's (game/save's browser store
// has no place for one), so its module holds no console (sandbox.go is the desktop's); the key says where the
// sandbox is.

//go:build js

package ui

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/game"
)

// openConsole says that the sandbox is the desktop's.
func (m *Model) openConsole(*game.Game, *gruid.Point) {
	m.notice = m.Lang().Say("menu.sandbox.desktop_only")
}

// SandboxRun does nothing in the browser: no game there is a sandbox.
func (m *Model) SandboxRun(*game.Game, string) {}

// SandboxLines is empty in the browser.
func (m *Model) SandboxLines() []string { return nil }
