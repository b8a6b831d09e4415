//go:build windows

package client

import (
	"os/exec"
	"syscall"
)

// createNoWindow is Windows' CREATE_NO_WINDOW: curl, a console program, runs without a console window
// flashing over the game's.
const createNoWindow = 0x08000000

// hideWindow starts cmd without a window of its own.
func hideWindow(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{HideWindow: true, CreationFlags: createNoWindow}
}
